package injection

import (
	"bytes"
	"regexp"
	"regexp/syntax"
	"slices"
	"unicode/utf8"
)

// Go's regular expressions run a large alternation ("requests.get(|
// socket.socket|getpass|…|curl") through the NFA at 150–250 ns a byte, so
// a rule whose matches are spread over a long message paid milliseconds
// for its Code on the code view of all of it. Most Code expressions cannot
// match without one of a few literals ("getpass", ".ssh", "curl"), and
// many cannot match more than a few hundred bytes of the code view (the
// view writes any run of white space as one space, so `\s*` is at most one
// byte). codeLits holds both facts, found from the expression's syntax
// tree: a view with none of the literals is answered "no" at once, and a
// bounded expression runs only on the stretches around the literals it
// holds. Both are exact (TestCodeLitsAgree, FuzzCodeLits): every match
// holds a literal and is at most width bytes long, so it lies within its
// literal's stretch, at least one byte from either end, where the
// expression's assertions (^, $, \b) read the same bytes as in the view.

// codeStartsMax is the most start literals a Code expression is tried
// at (codestarts.go): it reads a whole message, so each is a search.
const codeStartsMax = 64

// maxCodeWidth is the widest match for which the stretches are worth it.
const maxCodeWidth = 2048

// codeLits is what an expression's matches must hold.
type codeLits struct {
	lits   []string // every match holds one of them; none: unknown
	width  int      // no match is wider, in bytes; 0: unbounded
	starts codeStarts
	// runs, when set, are runs of bytes every match holds one of
	// (coderuns.go).
	runs []byteRun
	// alts, when set, are the expression's top-level alternatives, each
	// with its own literals, matched one by one (splitAlts).
	alts []codeAlt
}

// codeAlt is one top-level alternative of a Code expression.
type codeAlt struct {
	re *regexp.Regexp
	cl codeLits
}

// needLits finds the literals and the width of expression src.
func needLits(src string) codeLits {
	re, err := syntax.Parse(src, syntax.Perl)
	if err != nil {
		return codeLits{}
	}
	re = re.Simplify()
	var cl codeLits
	if lits, ok := litsOf(re); ok {
		cl.lits = lits
	}
	if w, ok := widthOf(re); ok && w <= maxCodeWidth && cl.lits != nil {
		cl.width = w
	}
	if cl.width > 0 {
		// Cut at its top-level alternatives, so that a literal found is
		// tried with only those that may begin with it (a flag group
		// reaches over the alternatives after it: not cut).
		alts := []string{src}
		if !flagged(src) {
			alts = topAlternatives(src)
		}
		cl.starts = needStartsAlts(alts, codeStartsMax, false)
	}
	// Without starts, a bounded expression whose literals are common
	// words ("user", "system") reads stretches that cover the message;
	// cut at its alternatives, each reads only around its own literals,
	// or where its own starts are.
	if cl.lits != nil && (!cl.starts.ok() || cl.starts.lead > 0) {
		cl.alts = splitAlts(src)
	}
	cl.runs = needRuns(src)
	return cl
}

// splitAlts returns the top-level alternatives of an unbounded expression
// when each has literals of its own and one of them is bounded, else nil.
// One unbounded alternative (`\bdd\s+(?:\S+\s+)*of=/dev/`) makes the
// whole expression run through the NFA over the whole view wherever any
// of its literals occurs ("format" of `\bformat\s+c:`, 150–250 ns a
// byte: milliseconds on a long message); split, a literal found runs only
// the alternatives that hold one, a bounded one only around it. Exact: the
// alternation matches where one of its alternatives does (a flag group
// reaches over the alternatives after it: not split).
func splitAlts(src string) []codeAlt {
	if flagged(src) {
		return nil
	}
	srcs := topAlternatives(src)
	if len(srcs) < 2 {
		return nil
	}
	alts := make([]codeAlt, 0, len(srcs))
	bounded := false
	for _, a := range srcs {
		re, err := regexp.Compile(a)
		cl := needLits(a)
		if err != nil || cl.lits == nil {
			return nil
		}
		bounded = bounded || cl.width > 0
		alts = append(alts, codeAlt{re: re, cl: cl})
	}
	if !bounded {
		return nil
	}
	return alts
}

// litsOf returns literals every match of re holds one of.
func litsOf(re *syntax.Regexp) ([]string, bool) {
	if sub, ok := mandatory(re); ok {
		return litsOf(sub)
	}
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return nil, false // a case-folded letter may be a rune we do not spell
		}
		// U+FFFD is also what a byte cut from its rune reads as: a
		// stretch of the view that begins inside a rune could show one.
		return []string{string(re.Rune)}, len(re.Rune) > 0 && !slices.Contains(re.Rune, utf8.RuneError)
	case syntax.OpCharClass:
		if len(re.Rune) == 2 && re.Rune[0] == re.Rune[1] {
			return []string{string(re.Rune[0])}, true
		}
	case syntax.OpConcat:
		var best []string
		for _, sub := range re.Sub {
			if l, ok := litsOf(sub); ok && (best == nil || shortest(l) > shortest(best)) {
				best = l
			}
		}
		return best, best != nil
	case syntax.OpAlternate:
		var all []string
		for _, sub := range re.Sub {
			l, ok := litsOf(sub)
			if !ok {
				return nil, false
			}
			all = append(all, l...)
		}
		slices.Sort(all)
		return slices.Compact(all), true
	}
	return nil, false
}

func shortest(lits []string) int {
	n := len(lits[0])
	for _, l := range lits[1:] {
		n = min(n, len(l))
	}
	return n
}

// widthOf returns the most bytes of the code view a match of re spans.
func widthOf(re *syntax.Regexp) (int, bool) {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText,
		syntax.OpEndText, syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return 0, true
	case syntax.OpLiteral:
		n := 0
		for _, r := range re.Rune {
			n += utf8.UTFMax
			if r < utf8.RuneSelf && re.Flags&syntax.FoldCase == 0 {
				n -= utf8.UTFMax - 1
			}
		}
		return n, true
	case syntax.OpCharClass:
		if len(re.Rune) > 0 && re.Rune[len(re.Rune)-1] < utf8.RuneSelf {
			return 1, true
		}
		return utf8.UTFMax, true
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		return utf8.UTFMax, true
	case syntax.OpCapture, syntax.OpQuest:
		return widthOf(re.Sub[0])
	case syntax.OpStar, syntax.OpPlus:
		if onlySpace(re.Sub[0]) {
			return 1, true // the code view has no two spaces in a row
		}
	case syntax.OpRepeat:
		if re.Max < 0 {
			if onlySpace(re.Sub[0]) {
				return 1, true
			}
			return 0, false
		}
		w, ok := widthOf(re.Sub[0])
		return w * re.Max, ok && w*re.Max <= maxCodeWidth
	case syntax.OpConcat, syntax.OpAlternate:
		// The parts one after another, or the widest of the choices.
		n := 0
		for _, sub := range re.Sub {
			w, ok := widthOf(sub)
			if !ok {
				return 0, false
			}
			if re.Op == syntax.OpConcat {
				n += w
			} else {
				n = max(n, w)
			}
		}
		return n, n <= maxCodeWidth
	}
	return 0, false
}

// onlySpace reports whether re matches nothing but one white-space
// character: in the code view, a single space.
func onlySpace(re *syntax.Regexp) bool {
	if re.Op != syntax.OpCharClass || len(re.Rune) == 0 {
		return false
	}
	for i := 0; i+1 < len(re.Rune); i += 2 {
		for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
			if r != ' ' && r != '\t' && r != '\n' && r != '\v' && r != '\f' && r != '\r' {
				return false
			}
		}
	}
	return true
}

// match reports whether re matches view, reading only what it must: no
// literal, no match; for a bounded expression, the stretches around the
// literals found (merged where they overlap), else the whole view. scratch
// is reused for the stretches.
func (cl *codeLits) match(re *regexp.Regexp, view []byte, scratch *[][2]int) bool {
	if cl.runs != nil && !runsIn(cl.runs, view) {
		return false
	}
	if cl.alts != nil {
		for i := range cl.alts {
			if a := &cl.alts[i]; a.cl.match(a.re, view, scratch) {
				return true
			}
		}
		return false
	}
	if cl.lits == nil {
		return re.Match(view)
	}
	if cl.starts.ok() {
		return cl.starts.match(view, cl.width)
	}
	spans := (*scratch)[:0]
	defer func() { *scratch = spans }()
	for _, l := range cl.lits {
		for off := 0; ; {
			i := bytes.Index(view[off:], []byte(l))
			if i < 0 {
				break
			}
			p := off + i
			if cl.width == 0 {
				return re.Match(view)
			}
			// Every match holding this occurrence starts at or after
			// p+len(l)-width and ends by p+width; one byte more on each
			// side keeps the assertions at its ends reading real bytes.
			spans = append(spans, [2]int{max(0, p+len(l)-cl.width-1), min(len(view), p+cl.width+1)})
			off = p + 1
		}
	}
	if len(spans) == 0 {
		return false
	}
	for k := range spans {
		spans[k][0], spans[k][1] = wholeRunes(view, spans[k][0], spans[k][1])
	}
	spans = mergeRanges(spans)
	for _, sp := range spans {
		if re.Match(view[sp[0]:sp[1]]) {
			return true
		}
	}
	return false
}
