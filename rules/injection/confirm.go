package injection

import (
	"regexp"
	"sort"
)

// An anchor pattern's confirm and unless expressions look at a window of
// the words view around each of its anchors. A text that holds the anchor
// every few words ("password", "told you to") had the expression run over
// the same bytes once per anchor: 20 KB of a repeated phrase took seconds
// as a tool result. Instead the words view is cut into tiles, each tile
// (and a window's width after it) searched at most once per expression
// for all its matches (leftmost first, as regexp reports them), and a
// window within them is answered from those. The first window of a tile
// is read alone: most tiles hold one, and the tile is read when a second
// window asks.
//
// The answer is the same as running the expression on the window alone:
// every match that lies in the window overlaps a reported one (the search
// resumes where a reported match ends, so a match starting at p is either
// reported or overlapped by a reported match starting before p). So a
// window that no reported match overlaps holds none, one that holds a
// reported match whole holds one, and only a window whose edge cuts a
// reported match runs the expression itself. (The edges of a window or a
// tile read alone are the text's edges to \b: a match at the very edge
// may differ; the window is an approximation of "near the anchor" either
// way.)

// windowExpr names an anchor pattern's expression: its confirm or its
// unless.
type windowExpr uint8

const (
	exprConfirm windowExpr = iota
	exprUnless
)

// minTile is the least size of a tile in words-view bytes; a pattern's
// tiles are at least four of its windows wide.
const minTile = 512

// tileAnchor is how long an anchor a tile's search allows for: a window
// that starts in the tile and ends past its search is read alone.
const tileAnchor = 64

// The state of a tile not searched: no window in it read yet, or one read
// alone that failed.
const (
	unread   = -1
	readOnce = -2
)

// tileMatches is what one expression of one pattern found in the tiles it
// searched during one judgement. Tile t starts at t*size; a search of it
// reads on by a window's width and a long anchor, so that a window that
// starts in the tile lies within it.
type tileMatches struct {
	pattern int32
	expr    windowExpr
	size    int
	// at holds, per tile, the range of found with its matches, or unread
	// or readOnce when the tile was not searched.
	at    [][2]int32
	found [][2]int
}

// windowMatcher answers, for one judgement, whether an anchor pattern's
// expression matches the window of a candidate. Its buffers are reused.
type windowMatcher struct {
	sets []tileMatches
	used int
}

func (wm *windowMatcher) reset() { wm.used = 0 }

// find returns the tiles of pattern pi's expression e, nil when it has
// searched none in this judgement.
func (wm *windowMatcher) find(pi int32, e windowExpr) *tileMatches {
	for i := range wm.used {
		if t := &wm.sets[i]; t.pattern == pi && t.expr == e {
			return t
		}
	}
	return nil
}

// add returns new tiles for pattern pi's expression e, over a view of n
// bytes.
func (wm *windowMatcher) add(pi int32, e windowExpr, size, n int) *tileMatches {
	if wm.used == len(wm.sets) {
		wm.sets = append(wm.sets, tileMatches{})
	}
	t := &wm.sets[wm.used]
	wm.used++
	t.pattern, t.expr, t.size, t.found = pi, e, size, t.found[:0]
	t.at = t.at[:0]
	for range n/size + 1 {
		t.at = append(t.at, [2]int32{unread, unread})
	}
	return t
}

// matches reports whether re, pattern pi's expression e, matches w[lo:hi],
// the window of a candidate of the pattern (window bytes each side of its
// anchor).
func (wm *windowMatcher) matches(w []byte, re *regexp.Regexp, pi int32, e windowExpr, window, lo, hi int) bool {
	size := max(minTile, 8*window)
	tile := lo / size
	// A tile's search reaches past its end by a window and a long anchor.
	reach := min(len(w), (tile+1)*size+2*window+tileAnchor)
	if hi > reach {
		return re.Match(w[lo:hi]) // a longer anchor
	}
	set := wm.find(pi, e)
	if set == nil {
		set = wm.add(pi, e, size, len(w))
	}
	switch set.at[tile][0] {
	case unread:
		// The first window of the tile: most tiles hold one, and reading
		// the tile would cost more than it.
		set.at[tile][0] = readOnce
		return re.Match(w[lo:hi])
	case readOnce:
		a, b := tile*size, reach
		from := len(set.found)
		for _, m := range re.FindAllIndex(w[a:b], -1) {
			set.found = append(set.found, [2]int{a + m[0], a + m[1]})
		}
		set.at[tile] = [2]int32{int32(from), int32(len(set.found))}
	}
	found := set.found[set.at[tile][0]:set.at[tile][1]]
	// The first reported match that ends after lo.
	i := sort.Search(len(found), func(i int) bool { return found[i][1] > lo })
	cut := false
	for ; i < len(found) && found[i][0] < hi; i++ {
		if found[i][0] >= lo && found[i][1] <= hi {
			return true
		}
		cut = true
	}
	return cut && re.Match(w[lo:hi])
}
