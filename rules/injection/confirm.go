package injection

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"sort"
	"strings"
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
// A window is its anchor and window bytes each side, widened to whole
// words (windowAround): cut mid-word, a window alone would show the
// expression a word edge the text does not have ("mis|aligned" reads
// "aligned"), and a tile would not. The alternatives of an expression
// that read where the text or a line begins or ends (^, $) read every
// window alone (windowRe).
//
// The answer is the same as running the expression on the window alone:
// every match that lies in the window overlaps a reported one (the search
// resumes where a reported match ends, so a match starting at p is either
// reported or overlapped by a reported match starting before p). So a
// window that no reported match overlaps holds none, one that holds a
// reported match whole holds one, and only a window whose edge cuts a
// reported match runs the expression itself.

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

// The state of a tile not searched: no window in it read yet, or its first
// window read alone.
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
	// starts holds the started alternatives' tries (confirm_starts.go).
	starts map[startKey]startTried
	// read counts the bytes handed to the tiled expressions, tried the
	// anchored runs of the started ones, over the matcher's life: what
	// the tiles and the memo of starts save is tested by them.
	read, tried int
}

func (wm *windowMatcher) reset() {
	wm.used = 0
	clear(wm.starts)
}

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

// maxWiden is how far a window is widened to a word's edge: a longer word
// (a blob of base64) is cut where the window ends.
const maxWiden = 32

// windowAround returns the window of an anchor at words-view bytes
// [start, end): window bytes each side, widened to whole words.
func windowAround(w []byte, start, end, window int) (lo, hi int) {
	lo, hi = max(0, start-window), min(len(w), end+window)
	for k := 0; k < maxWiden && lo > 0 && lo < len(w) && w[lo-1] != ' ' && w[lo] != ' '; k++ {
		lo--
	}
	for k := 0; k < maxWiden && hi < len(w) && w[hi-1] != ' ' && w[hi] != ' '; k++ {
		hi++
	}
	if hi > lo+1 && hi < len(w) && w[hi-1] == ' ' {
		hi-- // ends before the space, as after a word cut short
	}
	return lo, hi
}

// windowRe is a confirm or unless expression split at its top-level
// alternatives: those that read the text's edges (^, $), read on each
// window alone; those whose every match begins with one of a few hundred
// literals (started, codestarts.go), tried where one begins in the
// window; and the others, answered from the tiles. A long alternation of
// phrases runs through the NFA at about a microsecond a byte, and a text
// with an anchor word on every line asked for hundreds of windows (a 10 KB
// tool result took 66 ms): trying it only where a literal begins is a
// search of the window and a short anchored run. The expression matches a
// window when one part does.
type windowRe struct {
	tiled, alone *regexp.Regexp
	started      codeStarts
	aloneS       codeStarts // alone's start literals, when it has them
}

// windowStartsMax is the most start literals a window's expression is
// tried at: a window is short, and is read once for all of them.
const windowStartsMax = maxStarts

// set reports whether there is an expression.
func (wr *windowRe) set() bool { return wr.tiled != nil || wr.alone != nil || wr.started.ok() }

// match reports whether the expression matches b, read alone.
func (wr *windowRe) match(b []byte) bool {
	return wr.matchAlone(b) || wr.started.ok() && wr.started.match(b, 0) || wr.tiled != nil && wr.tiled.Match(b)
}

// matchAlone reports whether the part that reads the text's edges matches
// b.
func (wr *windowRe) matchAlone(b []byte) bool {
	if wr.alone == nil {
		return false
	}
	if wr.aloneS.ok() {
		return wr.aloneS.match(b, 0)
	}
	return wr.alone.Match(b)
}

// splitEdges splits the expression src (already normalised) at its top
// level alternatives into a windowRe. src compiles.
func splitEdges(src string) (windowRe, error) { return splitAlternatives(src, true) }

// splitAlternatives is splitEdges, with or without the start literals
// (without, the tiles answer for every alternative that reads no edge).
func splitAlternatives(src string, useStarts bool) (windowRe, error) {
	if flagged(src) {
		// A flag group ((?i)) reaches over the alternatives after it:
		// the expression is not cut.
		re, err := regexp.Compile(src)
		if err != nil || readsEdges(re) {
			return windowRe{alone: re}, err
		}
		return windowRe{tiled: re}, nil
	}
	var tiled, alone, started []string
	for _, alt := range topAlternatives(src) {
		// Parsed, not compiled: only the parts are compiled.
		parsed, err := syntax.Parse(alt, syntax.Perl)
		if err != nil {
			// A bad expression, or a piece that does not stand alone:
			// the whole is read on each window alone (or its error
			// reported).
			whole, err := regexp.Compile(src)
			return windowRe{alone: whole}, err
		}
		switch {
		case treeReadsEdges(parsed):
			alone = append(alone, alt)
		case useStarts && hasStarts(parsed):
			started = append(started, alt)
		default:
			tiled = append(tiled, alt)
		}
	}
	var wr windowRe
	if len(started) > 0 {
		src := strings.Join(started, "|")
		if _, err := regexp.Compile(src); err != nil { // the anchored forms compile on first use
			return windowRe{}, err
		}
		if wr.started = needStartsAlts(started, windowStartsMax, false); !wr.started.ok() {
			tiled = append(tiled, started...) // too many together
		}
	}
	var err error
	if len(tiled) > 0 {
		if wr.tiled, err = regexp.Compile(strings.Join(tiled, "|")); err != nil {
			return windowRe{}, err
		}
	}
	if len(alone) > 0 {
		src := strings.Join(alone, "|")
		if wr.alone, err = regexp.Compile(src); err != nil {
			return windowRe{}, err
		}
		if useStarts {
			wr.aloneS = needStarts(src, windowStartsMax)
		}
	}
	return wr, nil
}

// hasStarts reports whether every match of re begins with one of its
// start literals (startsOf).
func hasStarts(re *syntax.Regexp) bool {
	starts, _, ok := startsOf(re.Simplify(), false)
	return ok && len(starts) <= windowStartsMax && !slices.Contains(starts, "")
}

// flagged reports whether src sets a flag ((?i), (?s:…)).
func flagged(src string) bool {
	for i := 0; i+2 < len(src); i++ {
		if src[i] == '\\' {
			i++
			continue
		}
		if src[i] == '(' && src[i+1] == '?' && src[i+2] != ':' {
			return true
		}
	}
	return false
}

// topAlternatives cuts a regular expression at the | that are outside
// parentheses and brackets.
func topAlternatives(src string) []string {
	var out []string
	depth, start, class := 0, 0, false
	for i := 0; i < len(src); i++ {
		switch c := src[i]; {
		case c == '\\':
			i++
		case class:
			class = c != ']'
		case c == '[':
			class = true
			if i+1 < len(src) && src[i+1] == ']' {
				i++ // a ] first in a class is a member
			}
		case c == '(':
			depth++
		case c == ')':
			depth--
		case c == '|' && depth == 0:
			out = append(out, src[start:i])
			start = i + 1
		}
	}
	return append(out, src[start:])
}

// readsEdges reports whether re reads where the text or a line begins or
// ends (^, $, \A, \z).
func readsEdges(re *regexp.Regexp) bool {
	if re == nil {
		return false
	}
	parsed, err := syntax.Parse(re.String(), syntax.Perl)
	return err != nil || treeReadsEdges(parsed)
}

// treeReadsEdges is readsEdges on a parsed expression.
func treeReadsEdges(r *syntax.Regexp) bool {
	switch r.Op {
	case syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText:
		return true
	}
	for _, sub := range r.Sub {
		if treeReadsEdges(sub) {
			return true
		}
	}
	return false
}

// matches reports whether wr, pattern pi's expression e, matches w[lo:hi],
// the window of a candidate of the pattern (windowAround).
func (wm *windowMatcher) matches(w []byte, wr *windowRe, pi int32, e windowExpr, window, lo, hi int) bool {
	if wr.matchAlone(w[lo:hi]) || wr.started.ok() && wm.startedMatch(w, &wr.started, window, lo, hi) {
		return true
	}
	return wr.tiled != nil && wm.tiledMatch(w, wr.tiled, pi, e, window, lo, hi)
}

// tiledMatch reports whether re matches w[lo:hi], from the tiles.
func (wm *windowMatcher) tiledMatch(w []byte, re *regexp.Regexp, pi int32, e windowExpr, window, lo, hi int) bool {
	size := max(minTile, 8*window)
	tile := lo / size
	// A tile's search reaches past its end by a window and a long anchor.
	reach := min(len(w), (tile+1)*size+2*window+tileAnchor)
	if hi > reach {
		wm.read += hi - lo
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
		wm.read += hi - lo
		return re.Match(w[lo:hi])
	case readOnce:
		a, b := tile*size, reach
		from := len(set.found)
		wm.read += b - a
		for _, m := range re.FindAllIndex(w[a:b], -1) {
			set.found = append(set.found, [2]int{a + m[0], a + m[1]})
		}
		set.at[tile] = [2]int32{int32(from), int32(len(set.found))}
	}
	found := set.found[set.at[tile][0]:set.at[tile][1]]
	// The first reported match that ends at lo or after.
	i := sort.Search(len(found), func(i int) bool { return found[i][1] >= lo })
	cut := false
	for ; i < len(found) && found[i][0] <= hi; i++ {
		m := found[i]
		if m[0] >= lo && m[1] <= hi {
			return true // an empty match at an edge too
		}
		cut = cut || m[0] < hi && m[1] > lo
	}
	if !cut {
		return false
	}
	wm.read += hi - lo
	return re.Match(w[lo:hi])
}
