package injection

import (
	"slices"
	"sort"

	"github.com/guardrail-go/guardrail/internal/normalize"
)

// A pattern's Code expression reads the code view, where punctuation is
// kept ("exec(", "os.system", "user: … assistant: …"). Go's regular
// expressions run in time linear in the text but slowly on large
// programs, so a rule's Code runs only on the text around the rule's
// matches: the stretches of the message, Window bytes on each side,
// that hold them, merged where they overlap, each read once.

// checkpointStep is the spacing of the original-text offsets whose
// place in the words view is recorded, to find the message text behind a
// words-view span.
const checkpointStep = 64

// codeMatches reports whether pattern cd.h.pattern's Code matches: on the
// whole message for an anchor pattern, else near any of its rule matches
// (cd and the candidates left in rest).
func (s *Scanner) codeMatches(bp *buffers, text string, cd candidate, rest []candidate) bool {
	pi := cd.h.pattern
	c := &s.patterns[pi]
	if c.gramAlts == 0 {
		if !bp.codeDone {
			bp.code = normalize.AppendCode(bp.code[:0], text)
			bp.codeDone = true
		}
		return c.lits.match(c.code, bp.code, &bp.litSpans)
	}
	if len(text) <= c.window {
		// Every window, Window bytes on each side of a match, is the whole
		// message: no checkpoints (a second normalisation) are needed to
		// place the matches in it.
		bp.codeWin = normalize.AppendCode(bp.codeWin[:0], text)
		return c.lits.match(c.code, bp.codeWin, &bp.litSpans)
	}
	s.checkpoints(bp, text)
	wins := bp.codeWins[:0]
	add := func(sp span) {
		o0, o1 := bp.origRange(sp.b0, sp.b1, len(text))
		wins = append(wins, [2]int{max(0, o0-c.window), min(len(text), o1+c.window)})
	}
	add(cd.sp)
	for i := range rest {
		if rest[i].h.pattern == pi {
			add(rest[i].sp)
		}
	}
	merged := mergeRanges(wins)
	bp.codeWins = merged
	for _, w := range merged {
		o0, o1 := wholeRunes(text, w[0], w[1])
		bp.codeWin = normalize.AppendCode(bp.codeWin[:0], text[o0:o1])
		if c.lits.match(c.code, bp.codeWin, &bp.litSpans) {
			return true
		}
	}
	return false
}

// checkpoints records, once per scan, where every checkpointStep-th byte
// of the message lands in the words view.
func (s *Scanner) checkpoints(bp *buffers, text string) {
	if bp.checkDone {
		return
	}
	bp.checkDone = true
	cuts := bp.cuts[:0]
	for o := checkpointStep; o < len(text); o += checkpointStep {
		cuts = append(cuts, o)
	}
	bp.checkCuts = append(bp.checkCuts[:0], cuts...)
	bp.cuts = cuts
	bp.cutWords, bp.checkMarks = normalize.AppendNormalizedCuts(bp.cutWords[:0], text, cuts, bp.checkMarks[:0])
}

// origRange returns a stretch of the message that holds the words-view
// bytes [b0, b1): from the last checkpoint at or before b0 to the first
// at or after b1. The marks do not decrease, so both are a binary search
// (a long message has a checkpoint every 64 bytes and a window for every
// match).
func (bp *buffers) origRange(b0, b1 int32, n int) (int, int) {
	marks := bp.checkMarks
	k1 := sort.Search(len(marks), func(k int) bool { return int32(marks[k]) >= b1 })
	k0 := min(k1, sort.Search(len(marks), func(k int) bool { return int32(marks[k]) > b0 })-1)
	o0, o1 := 0, n
	if k0 >= 0 {
		o0 = bp.checkCuts[k0]
	}
	if k1 < len(marks) {
		o1 = bp.checkCuts[k1]
	}
	return o0, o1
}

// mergeRanges sorts byte ranges by their start and merges, in place,
// those that overlap or touch.
func mergeRanges(r [][2]int) [][2]int {
	slices.SortFunc(r, func(a, b [2]int) int { return a[0] - b[0] })
	merged := r[:0]
	for _, w := range r {
		if n := len(merged); n > 0 && w[0] <= merged[n-1][1] {
			merged[n-1][1] = max(merged[n-1][1], w[1])
			continue
		}
		merged = append(merged, w)
	}
	return merged
}

// wholeRunes widens the byte range [lo, hi) of b to whole runes: a rune
// cut at either end would read as U+FFFD.
func wholeRunes[T string | []byte](b T, lo, hi int) (int, int) {
	for lo > 0 && lo < len(b) && b[lo]&0xC0 == 0x80 {
		lo--
	}
	for hi < len(b) && b[hi]&0xC0 == 0x80 {
		hi++
	}
	return lo, hi
}
