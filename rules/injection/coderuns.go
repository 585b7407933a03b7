package injection

import (
	"regexp/syntax"
	"slices"
)

// A Code expression's start literals can be common words ("end" in the
// Ruby a user pastes), and each is a try of the anchored expression: Go's
// backtracker clears a bit for every instruction and byte of the widest
// match on each try, so a long message with hundreds of them paid
// milliseconds for a fake end of input (`=====` beside "end") it never
// held. What the expression must hold is often rarer than its starts: a
// run of three separators, "]]", ">>>". byteRuns finds, from the syntax
// tree, runs of which every match holds one (n bytes in a row, each in
// set), and a view that holds none of them is answered "no" after one
// read. Exact, as the literals are (TestCodeLitsAgree, FuzzCodeLits): the
// runs are read in the same code view the expression runs on.

// byteRun is n bytes in a row, each of them in set.
type byteRun struct {
	set byteSet
	n   int
}

// maxRuns is the most runs a view is read for; maxRunLen the longest run
// looked for (a longer run holds one that long).
const (
	maxRuns   = 16
	maxRunLen = 8
)

// runsWorth is the most a list of runs may be expected to occur in a byte
// of ordinary text (runsOdds) for the read to be worth it.
const runsWorth = 0.002

// needRuns returns runs every match of expression src holds one of, or
// nil when there are none worth reading for.
func needRuns(src string) []byteRun {
	re, err := syntax.Parse(src, syntax.Perl)
	if err != nil {
		return nil
	}
	// Not simplified: Simplify writes x{3,64} out as xxx(x(x…)?)?.
	runs, ok := runsOf(re)
	if !ok || len(runs) > maxRuns || runsOdds(runs) > runsWorth {
		return nil
	}
	return runs
}

// runsOf is needRuns on a parsed expression.
func runsOf(re *syntax.Regexp) ([]byteRun, bool) {
	if re.Op == syntax.OpRepeat && re.Min >= 2 {
		// x{3,64} of one class or character: that many of its bytes in a
		// row.
		if set, ok := oneByteSet(re.Sub[0]); ok {
			return []byteRun{{set: set, n: min(re.Min, maxRunLen)}}, true
		}
	}
	if sub, ok := mandatory(re); ok {
		return runsOf(sub)
	}
	switch re.Op {
	case syntax.OpLiteral:
		// The literal's bytes in a row: the longest stretch of it that
		// the code view writes as it is (no space, ASCII).
		var best byteRun
		var cur byteRun
		for _, r := range re.Rune {
			if !needRune(&cur.set, r, re.Flags&syntax.FoldCase != 0) {
				cur = byteRun{}
				continue
			}
			if cur.n++; cur.n > best.n && cur.n <= maxRunLen {
				best = cur
			}
		}
		return []byteRun{best}, best.n > 0
	case syntax.OpCharClass:
		var set byteSet
		if !classBytes(&set, re) {
			return nil, false
		}
		return []byteRun{{set: set, n: 1}}, true
	case syntax.OpConcat:
		var best []byteRun
		for _, sub := range re.Sub {
			if runs, ok := runsOf(sub); ok && len(runs) <= maxRuns && (best == nil || runsOdds(runs) < runsOdds(best)) {
				best = runs
			}
		}
		return best, best != nil
	case syntax.OpAlternate:
		var all []byteRun
		for _, sub := range re.Sub {
			runs, ok := runsOf(sub)
			if !ok {
				return nil, false
			}
			for _, r := range runs {
				if !slices.Contains(all, r) { // a run two alternatives share
					all = append(all, r)
				}
			}
		}
		return all, true
	}
	return nil, false
}

// oneByteSet returns the code-view bytes of re when it matches one byte:
// a class or a single character (needRune, classBytes).
func oneByteSet(re *syntax.Regexp) (set byteSet, ok bool) {
	switch {
	case re.Op == syntax.OpCharClass:
		ok = classBytes(&set, re)
	case re.Op == syntax.OpLiteral && len(re.Rune) == 1:
		ok = needRune(&set, re.Rune[0], re.Flags&syntax.FoldCase != 0)
	}
	return set, ok
}

// runsOdds is a rough chance that a byte of ordinary text starts one of
// runs: a letter or digit is common, any other byte rare.
func runsOdds(runs []byteRun) float64 {
	odds := 0.0
	for _, r := range runs {
		p := 0.0
		for c := range 128 {
			if r.set.has(byte(c)) {
				if alnum.has(byte(c)) {
					p += 0.04
				} else {
					p += 0.004
				}
			}
		}
		q := 1.0
		for range r.n {
			q *= min(p, 1)
		}
		odds += q
	}
	return odds
}

// runsIn reports whether view holds one of runs.
func runsIn(runs []byteRun, view []byte) bool {
	for i := range runs {
		r := &runs[i]
		k := 0
		for _, c := range view {
			if !r.set.has(c) {
				k = 0
				continue
			}
			if k++; k >= r.n {
				return true
			}
		}
	}
	return false
}
