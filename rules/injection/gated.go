package injection

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"
)

// gatedRE is an expression split at its top-level alternatives, each
// with the literals it needs (literals.go). On a text only the
// alternatives whose literals are there run. An alternative that cannot
// match anywhere in a text changes none of the expression's matches in
// it (leftmost-first picks among the matches that exist), so the matches
// are the full expression's, at the cost of the alternatives the text can
// feed. Typical windows admit a handful of a goal's forty alternatives.
type gatedRE struct {
	full   *regexp.Regexp
	groups []altGroup
	open   uint64 // groups without a gate: always run

	// started is the groups whose every match begins with one of starts'
	// literals (folded; codestarts.go). When every group a text feeds is
	// one of them, the expression is tried anchored where those literals
	// are, not run through the NFA over every byte (findStarted).
	started uint64
	starts  codeStarts

	// subsets holds the expressions of the groups' combinations met,
	// compiled on first use, at most maxSubsets of them. It is read on
	// every window by every request, so without a lock or an allocation:
	// a map never changed once published, replaced by a copy with the new
	// subset under mu (at most maxSubsets times).
	subsets atomic.Pointer[map[uint64]*regexp.Regexp]
	mu      sync.Mutex
}

// altGroup is a run of consecutive alternatives, with the union of their
// literals (none when one of them has none: the group always runs).
type altGroup struct {
	src  string
	lits *keywords
}

// maxGroups is the bits of a mask; an expression with more alternatives
// gathers consecutive ones into groups.
const maxGroups = 64

// maxSubsets bounds the compiled subsets of one expression: past it, a
// new combination runs the full expression (same matches, slower).
const maxSubsets = 64

func newGatedRE(re *regexp.Regexp) *gatedRE {
	g := &gatedRE{full: re}
	parsed, err := syntax.Parse(re.String(), syntax.Perl)
	if err != nil {
		panic("injection: " + err.Error()) // compiled already
	}
	alts := []*syntax.Regexp{parsed}
	if parsed.Op == syntax.OpAlternate {
		alts = parsed.Sub
	}
	per := (len(alts) + maxGroups - 1) / maxGroups
	var startedSrcs []string
	for start := 0; start < len(alts); start += per {
		part := alts[start:min(len(alts), start+per)]
		srcs := make([]string, len(part))
		var lits []string
		gated, started := true, true
		for i, a := range part {
			srcs[i] = a.String()
			l := altLiterals(a)
			gated = gated && l != nil
			lits = append(lits, l...)
			starts, lead, ok := startsOf(a.Simplify(), true)
			started = started && ok && lead == 0 && !slices.Contains(starts, "")
		}
		grp := altGroup{src: strings.Join(srcs, "|")}
		if gated {
			grp.lits = newKeywords(compactLiterals(lits)...)
		} else {
			g.open |= 1 << len(g.groups)
		}
		if started {
			g.started |= 1 << len(g.groups)
			startedSrcs = append(startedSrcs, srcs...)
		}
		g.groups = append(g.groups, grp)
	}
	if g.started != 0 {
		if g.starts = needStartsAlts(startedSrcs, gatedStartsMax, true); !g.starts.ok() || g.starts.lead != 0 {
			g.started = 0
		}
	}
	return g
}

// gatedStartsMax bounds the start literals of an expression's started
// groups: they are looked up a byte at a time (codeStarts.inOrder), so a
// long list costs little, but each is a form compiled when first met.
const gatedStartsMax = 2048

// altLiterals is requiredLiterals of one alternative.
func altLiterals(a *syntax.Regexp) []string {
	set, ok := required(a.Simplify())
	if !ok || len(set.strs) == 0 || shortestLiteral(set.strs) < minLiteral {
		return nil
	}
	return set.strs
}

// findAll is full.FindAllStringIndex(text, -1); folded is text through
// appendFoldLower.
func (g *gatedRE) findAll(text string, folded []byte) [][]int {
	return g.findMasked(text, folded, g.mask(folded))
}

// findMasked is findAll with the mask the gate computes on folded,
// found already (gateindex.go).
func (g *gatedRE) findMasked(text string, folded []byte, mask uint64) [][]int {
	if mask == 0 {
		return nil
	}
	if mask&^g.started == 0 && sameOffsets(text, folded) {
		return g.findStarted(text, folded)
	}
	return g.admitted(mask).FindAllStringIndex(text, -1)
}

// findStarted is findAll where every match begins with a start literal:
// the leftmost match is at the first occurrence of one where the
// expression, anchored, matches, and the next is looked for from its end.
// The starts are prefix-free (needStartsAlts), so one at most begins at a
// byte, and its forms hold every alternative that may match there, in
// the expression's order: leftmost-first picks the same one.
func (g *gatedRE) findStarted(text string, folded []byte) [][]int {
	var out [][]int
	pos := 0
	g.starts.inOrder(folded, func(l string, p int) bool {
		if p < pos {
			return false
		}
		if end, ok := g.starts.forms[l].endAt(text, p); ok {
			out = append(out, []int{p, end})
			pos = end
		}
		return false
	})
	return out
}

// sameOffsets reports whether every character of text has as many bytes
// in its folded copy: the offsets of a start found in folded are then
// text's. A few do not ("K", the Kelvin sign, folds to "k"; an invalid
// byte to U+FFFD), and such a text is run through the NFA.
func sameOffsets(text string, folded []byte) bool {
	if len(text) != len(folded) {
		return false
	}
	for i := 0; i < len(text); {
		if text[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		if utf8.RuneLen(foldRune(r)) != size || r == utf8.RuneError {
			return false
		}
		i += size
	}
	return true
}

// mask returns the groups folded can feed.
func (g *gatedRE) mask(folded []byte) uint64 {
	mask := g.open
	for i := range g.groups {
		if mask&(1<<i) == 0 && keywordIn(g.groups[i].lits, folded) {
			mask |= 1 << i
		}
	}
	return mask
}

// admitted returns the expression of the groups of mask, not 0.
func (g *gatedRE) admitted(mask uint64) *regexp.Regexp {
	switch {
	case mask == uint64(1)<<len(g.groups)-1:
		return g.full
	}
	if m := g.subsets.Load(); m != nil {
		if re, ok := (*m)[mask]; ok {
			return re
		}
		if len(*m) >= maxSubsets {
			return g.full
		}
	}
	return g.compileSubset(mask)
}

// compileSubset compiles the groups of mask and publishes the subset.
func (g *gatedRE) compileSubset(mask uint64) *regexp.Regexp {
	g.mu.Lock()
	defer g.mu.Unlock()
	old := g.subsets.Load()
	if old != nil {
		if re, ok := (*old)[mask]; ok {
			return re // another request compiled it meanwhile
		}
		if len(*old) >= maxSubsets {
			return g.full
		}
	}
	srcs := make([]string, 0, len(g.groups))
	for i, grp := range g.groups {
		if mask&(1<<i) != 0 {
			srcs = append(srcs, grp.src)
		}
	}
	re := regexp.MustCompile(strings.Join(srcs, "|"))
	next := make(map[uint64]*regexp.Regexp, 1)
	if old != nil {
		next = make(map[uint64]*regexp.Regexp, len(*old)+1)
		for k, v := range *old {
			next[k] = v
		}
	}
	next[mask] = re
	g.subsets.Store(&next)
	return re
}
