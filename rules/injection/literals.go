package injection

import (
	"regexp/syntax"
	"slices"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Go's regexp has no literal prefilter: a large alternation runs its
// NFA over every byte, and the goals' expressions (untrusted_goal_rows.go)
// cost about 25 µs a byte together. Each reader of a tool result runs
// them on a window around every address or concealment it finds, so a
// text that repeats "do not tell the user" 450 times took 9.5 s. Most
// windows hold none of the words an expression needs, and that is cheap
// to know: required reads an expression's syntax and returns strings of
// which every match holds at least one (as RE2's prefilter does), and
// gated.go runs an alternative only where one of them is present.
//
// codelits.go does the same for the pack's Code expressions, which read
// the lower-cased code view and may not fold case; the expressions here
// are (?i) and read the text as it is, so their literals are folded
// (foldLower), and the text with them.

// minLiteral is the shortest literal worth a gate: shorter ones are in
// almost every text, and the gate would cost without rejecting anything.
const minLiteral = 3

// maxLiterals bounds the cross product of a concatenation's parts.
const maxLiterals = 256

// litSet is what an expression's syntax requires: one of strs (folded
// by foldLower) is in every match. exact says strs are all the strings
// the node matches, so neighbours in a concatenation may be joined to
// them.
type litSet struct {
	strs  []string
	exact bool
}

// required is the literal set of one node of the syntax tree; ok false
// means the node requires nothing that can be named.
func required(re *syntax.Regexp) (litSet, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		return litSet{strs: []string{foldLower(string(re.Rune))}, exact: true}, true
	case syntax.OpCharClass:
		return classLiterals(re.Rune)
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return litSet{strs: []string{""}, exact: true}, true
	case syntax.OpCapture:
		return required(re.Sub[0])
	case syntax.OpPlus:
		s, ok := required(re.Sub[0])
		s.exact = false
		return s, ok
	case syntax.OpRepeat:
		if re.Min < 1 {
			return litSet{}, false
		}
		s, ok := required(re.Sub[0])
		s.exact = s.exact && re.Min == 1 && re.Max == 1
		return s, ok
	case syntax.OpAlternate:
		out := litSet{exact: true}
		for _, sub := range re.Sub {
			s, ok := required(sub)
			if !ok {
				return litSet{}, false
			}
			out.strs = append(out.strs, s.strs...)
			out.exact = out.exact && s.exact
		}
		out.strs = compactLiterals(out.strs)
		return out, true
	case syntax.OpConcat:
		return concatLiterals(re.Sub)
	}
	return litSet{}, false // any character, a star, a question mark
}

// classLiterals expands a character class of a few characters (case
// pairs, "[sz]") into one literal each.
func classLiterals(ranges []rune) (litSet, bool) {
	var strs []string
	for i := 0; i+1 < len(ranges); i += 2 {
		if ranges[i+1]-ranges[i] > 4 {
			return litSet{}, false
		}
		for r := ranges[i]; r <= ranges[i+1]; r++ {
			strs = append(strs, foldLower(string(r)))
			if len(strs) > 8 {
				return litSet{}, false
			}
		}
	}
	return litSet{strs: compactLiterals(strs), exact: true}, len(strs) > 0
}

// concatLiterals joins each run of exact parts into longer literals and
// returns the best set of the parts and the runs: the one whose shortest
// literal is longest, then the one with fewest literals.
func concatLiterals(subs []*syntax.Regexp) (litSet, bool) {
	var best litSet
	found := false
	consider := func(s litSet) {
		if !found || better(s.strs, best.strs) {
			best, found = litSet{strs: s.strs}, true
		}
	}
	run := litSet{strs: []string{""}, exact: true}
	allExact := true
	for _, sub := range subs {
		s, ok := required(sub)
		if !ok {
			consider(run)
			run = litSet{strs: []string{""}, exact: true}
			allExact = false
			continue
		}
		consider(s)
		if !s.exact {
			consider(run)
			run = litSet{strs: []string{""}, exact: true}
			allExact = false
			continue
		}
		joined, fits := crossLiterals(run.strs, s.strs)
		if !fits {
			consider(run)
			run = s
			allExact = false
			continue
		}
		run.strs = joined
	}
	consider(run)
	best.exact = allExact && found && slices.Equal(best.strs, run.strs)
	return best, found
}

// crossLiterals is every a followed by every b (joinStarts,
// codestarts.go), compacted, or false when there would be more than
// maxLiterals.
func crossLiterals(as, bs []string) ([]string, bool) {
	if len(as)*len(bs) > maxLiterals {
		return nil, false
	}
	out, ok := joinStarts(as, bs)
	return compactLiterals(out), ok
}

// better reports whether a is a better gate than b.
func better(a, b []string) bool {
	ma, mb := shortestLiteral(a), shortestLiteral(b)
	if ma != mb {
		return ma > mb
	}
	return len(a) < len(b)
}

func shortestLiteral(strs []string) int {
	n := -1
	for _, s := range strs {
		if n < 0 || len(s) < n {
			n = len(s)
		}
	}
	return max(n, 0)
}

func compactLiterals(strs []string) []string {
	slices.Sort(strs)
	return slices.Compact(strs)
}

// foldLower folds s for the literal gates: each character to one of its
// case-folding orbit (as "(?i)" matches it), the lower-case letter for
// ASCII, so "(?i)s" in an expression and "ſ" in a text agree, and so do
// "σ", "ς" and "Σ".
func foldLower(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf || 'A' <= s[i] && s[i] <= 'Z' {
			return string(appendFoldLower(nil, s))
		}
	}
	return s
}

// foldBuffers hold the folded copies of the windows the gates read
// (goalWhere), reused across calls.
var foldBuffers = sync.Pool{New: func() any { b := make([]byte, 0, 1024); return &b }}

// appendFoldLower appends foldLower(s) to dst.
func appendFoldLower(dst []byte, s string) []byte {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			dst = append(dst, c)
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		dst = utf8.AppendRune(dst, foldRune(r))
	}
	return dst
}

// foldRune is the smallest character of r's case-folding orbit, in lower
// case when that is an ASCII letter.
func foldRune(r rune) rune {
	least := r
	for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
		least = min(least, f)
	}
	if 'A' <= least && least <= 'Z' {
		least += 'a' - 'A'
	}
	return least
}
