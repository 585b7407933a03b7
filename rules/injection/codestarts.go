package injection

import (
	"bytes"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
)

// Where the literals of a Code expression are common words ("rules",
// "your", "new"), the stretches around them cover a long message and the
// expression still runs through Go's NFA over all of it (150–200 ns a
// byte). When every match also starts with one of a few literals and is
// at most width bytes long, the expression need only be tried where one
// of them starts, anchored there, on at most width bytes: Go runs a short
// anchored search with its backtracker, and a failed start costs tens of
// nanoseconds. codeStarts holds the literals and the anchored forms. It
// is exact (TestCodeLitsAgree, FuzzCodeLits): every match starts at an
// occurrence of a start literal, each occurrence is tried, and the
// anchored form reads one byte before it (consumed by `(?s:.)`, so `\b`
// and `^` at the start see the byte the view has there) and one byte
// after the widest match (so `\b` and `$` at its end do).

// maxStarts bounds the start literals kept: a longer list costs more
// searches than it saves.
const maxStarts = 64

// codeStarts is an expression's start literals and its anchored forms.
type codeStarts struct {
	starts []string
	lead   int            // bytes a match may hold before its start literal
	at0    *regexp.Regexp // the expression anchored at the view's start
	atN    *regexp.Regexp // anchored one byte after the slice's start
}

// needStarts finds the start literals of expression src, when its width
// is bounded; the zero codeStarts when there are none to use.
func needStarts(src string, width int) codeStarts {
	if width <= 0 {
		return codeStarts{}
	}
	re, err := syntax.Parse(src, syntax.Perl)
	if err != nil {
		return codeStarts{}
	}
	starts, lead, ok := startsOf(re.Simplify())
	if !ok || len(starts) > maxStarts || slices.Contains(starts, "") {
		return codeStarts{}
	}
	// A start that another one begins ("actual" for "actual rules") is
	// found wherever the longer one is: the longer one is not searched.
	slices.Sort(starts)
	starts = slices.Compact(starts)
	kept := starts[:0]
	for _, s := range starts {
		if len(kept) == 0 || !strings.HasPrefix(s, kept[len(kept)-1]) {
			kept = append(kept, s)
		}
	}
	return codeStarts{
		starts: kept,
		lead:   lead,
		at0:    regexp.MustCompile(`^(?:` + src + `)`),
		atN:    regexp.MustCompile(`^(?s:.)(?:` + src + `)`),
	}
}

// maxLead is the most bytes a match may hold before its start literal
// ("(?:^|[^\pL])assistant:" has one rune, four bytes at most).
const maxLead = 8

// startsOf returns literals of which every match of re holds one at most
// lead bytes from its start.
func startsOf(re *syntax.Regexp) (starts []string, lead int, ok bool) {
	if set, ok := exactSet(re); ok {
		return set, 0, true
	}
	switch re.Op {
	case syntax.OpCapture, syntax.OpPlus:
		return startsOf(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return startsOf(re.Sub[0])
		}
	case syntax.OpAlternate:
		var all []string
		for _, sub := range re.Sub {
			s, l, ok := startsOf(sub)
			if !ok {
				return nil, 0, false
			}
			all = append(all, s...)
			lead = max(lead, l)
		}
		return all, lead, len(all) <= maxStarts
	case syntax.OpConcat:
		acc := []string{""}
		for _, sub := range re.Sub {
			if zeroWidth(sub) {
				continue // an assertion consumes nothing
			}
			if set, ok := exactSet(sub); ok {
				// Longer starts are fewer matches to try, but a long list
				// is more searches: a set is lengthened while it stays
				// short.
				if next, ok := joinStarts(acc, set); ok && (len(next) <= maxStarts/4 || len(acc) == 1 && acc[0] == "") {
					acc = next
					continue
				}
				break
			}
			if set, l, ok := startsOf(sub); ok {
				if next, ok := joinStarts(acc, set); ok && (l == 0 || len(acc) == 1 && acc[0] == "") {
					return next, lead + l, !slices.Contains(next, "")
				}
				break
			}
			if w, ok := widthOf(sub); ok && len(acc) == 1 && acc[0] == "" && lead+w <= maxLead {
				lead += w // a rune or two before the literal
				continue
			}
			break
		}
		return acc, lead, !slices.Contains(acc, "")
	}
	return nil, 0, false
}

// exactSet returns every string re matches, when they are few.
func exactSet(re *syntax.Regexp) ([]string, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return nil, false
		}
		return []string{string(re.Rune)}, true
	case syntax.OpCharClass:
		var out []string
		for i := 0; i+1 < len(re.Rune); i += 2 {
			if re.Rune[i+1]-re.Rune[i] >= 16 {
				return nil, false
			}
			for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
				out = append(out, string(r))
			}
		}
		return out, len(out) > 0 && len(out) <= 16
	case syntax.OpCapture:
		return exactSet(re.Sub[0])
	case syntax.OpAlternate:
		var all []string
		for _, sub := range re.Sub {
			s, ok := exactSet(sub)
			if !ok {
				return nil, false
			}
			all = append(all, s...)
		}
		return all, len(all) <= maxStarts
	case syntax.OpConcat:
		acc := []string{""}
		for _, sub := range re.Sub {
			if zeroWidth(sub) {
				return nil, false // its string alone says too little
			}
			s, ok := exactSet(sub)
			if !ok {
				return nil, false
			}
			if acc, ok = joinStarts(acc, s); !ok {
				return nil, false
			}
		}
		return acc, true
	}
	return nil, false
}

// zeroWidth reports whether re is an assertion, matching no bytes.
func zeroWidth(re *syntax.Regexp) bool {
	switch re.Op {
	case syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return true
	}
	return false
}

// joinStarts returns every a+b, unless there would be more than maxStarts.
func joinStarts(as, bs []string) ([]string, bool) {
	if len(as)*len(bs) > maxStarts {
		return nil, false
	}
	out := make([]string, 0, len(as)*len(bs))
	for _, a := range as {
		for _, b := range bs {
			out = append(out, a+b)
		}
	}
	return out, true
}

// match reports whether the expression matches view, trying it anchored
// at every occurrence of a start literal.
func (cs *codeStarts) match(view []byte, width int) bool {
	for _, l := range cs.starts {
		lb := []byte(l)
		for off := 0; ; {
			i := bytes.Index(view[off:], lb)
			if i < 0 {
				break
			}
			p := off + i
			for st := p; st >= max(0, p-cs.lead); st-- {
				if view[st]&0xC0 == 0x80 {
					continue // not a rune's start
				}
				end := min(len(view), st+width+1)
				if st == 0 && cs.at0.Match(view[:end]) || st > 0 && cs.atN.Match(view[st-1:end]) {
					return true
				}
			}
			off = p + 1
		}
	}
	return false
}
