package injection

import (
	"regexp/syntax"
	"slices"
	"unicode/utf8"
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
	switch re.Op {
	case syntax.OpCapture, syntax.OpPlus:
		return runsOf(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min < 1 {
			return nil, false
		}
		if sub := re.Sub[0]; re.Min >= 2 && (sub.Op == syntax.OpCharClass || sub.Op == syntax.OpLiteral && len(sub.Rune) == 1) {
			var set byteSet
			if sub.Op == syntax.OpLiteral && !needRune(&set, sub.Rune[0], sub.Flags&syntax.FoldCase != 0) ||
				sub.Op == syntax.OpCharClass && !classBytes(&set, sub) {
				return nil, false
			}
			return []byteRun{{set: set, n: min(re.Min, maxRunLen)}}, true
		}
		return runsOf(re.Sub[0])
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

// classBytes adds the code-view bytes of class re to set; false when one
// of its characters cannot be looked for that way (needRune).
func classBytes(set *byteSet, re *syntax.Regexp) bool {
	if len(re.Rune) == 0 || re.Rune[len(re.Rune)-1] >= utf8.RuneSelf {
		return false
	}
	for i := 0; i+1 < len(re.Rune); i += 2 {
		for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
			if !needRune(set, r, false) {
				return false
			}
		}
	}
	return true
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
