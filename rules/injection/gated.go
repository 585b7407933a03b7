package injection

import (
	"regexp"
	"regexp/syntax"
	"strings"
	"sync"
	"sync/atomic"
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
	for start := 0; start < len(alts); start += per {
		part := alts[start:min(len(alts), start+per)]
		srcs := make([]string, len(part))
		var lits []string
		gated := true
		for i, a := range part {
			srcs[i] = a.String()
			l := altLiterals(a)
			gated = gated && l != nil
			lits = append(lits, l...)
		}
		grp := altGroup{src: strings.Join(srcs, "|")}
		if gated {
			grp.lits = newKeywords(compactLiterals(lits)...)
		} else {
			g.open |= 1 << len(g.groups)
		}
		g.groups = append(g.groups, grp)
	}
	return g
}

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
	re := g.admitted(folded)
	if re == nil {
		return nil
	}
	return re.FindAllStringIndex(text, -1)
}

// admitted returns the expression of the groups folded can feed, or nil
// when it feeds none.
func (g *gatedRE) admitted(folded []byte) *regexp.Regexp {
	mask := g.open
	for i := range g.groups {
		if mask&(1<<i) == 0 && keywordIn(g.groups[i].lits, folded) {
			mask |= 1 << i
		}
	}
	switch {
	case mask == 0:
		return nil
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
