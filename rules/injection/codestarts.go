package injection

import (
	"bytes"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"
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

// maxStarts bounds the start literals found; a caller keeps fewer
// (codeStartsMax, windowStartsMax): a longer list costs more searches than
// it saves.
const maxStarts = 512

// lengthenMax is how many starts a set may grow to when the literal after
// it is joined on.
const lengthenMax = 16

// codeStarts is an expression's start literals and its anchored forms.
type codeStarts struct {
	starts []string
	// byFirst groups the starts by their first byte, for a list too long
	// to search for one by one.
	byFirst *[256][]string
	lead    int // bytes a match may hold before its start literal
	// forms holds, per start literal, the anchored forms of the
	// alternatives that may begin with it, compiled on first use: a pack
	// has dozens of expressions, and a process that reads one tool result
	// would pay for them all at start-up.
	forms map[string]*anchoredForms
	src   string // the whole expression
}

// anchoredForms are an expression anchored at the view's start (at0) and
// one byte after a slice's start (atN).
type anchoredForms struct {
	src      string
	once     sync.Once
	at0, atN *regexp.Regexp
}

func (a *anchoredForms) get() (at0, atN *regexp.Regexp) {
	a.once.Do(func() {
		a.at0 = regexp.MustCompile(`^(?:` + a.src + `)`)
		a.atN = regexp.MustCompile(`^(?s:.)(?:` + a.src + `)`)
	})
	return a.at0, a.atN
}

// needStarts finds the start literals of expression src, at most limit
// of them; the zero codeStarts when there are none to use.
func needStarts(src string, limit int) codeStarts {
	return needStartsAlts([]string{src}, limit)
}

// needStartsAlts is needStarts for the alternation of alts, each of which
// must have start literals. Where there are several, a literal found is
// tried with only the alternatives that may begin with it: the whole
// alternation, anchored, still sets off a thread for every one of its
// phrases at the first byte.
func needStartsAlts(alts []string, limit int) codeStarts {
	var all []string
	perAlt := make([][]string, len(alts))
	lead := 0
	for k, src := range alts {
		re, err := syntax.Parse(src, syntax.Perl)
		if err != nil {
			return codeStarts{}
		}
		starts, l, ok := startsOf(re.Simplify())
		if !ok || slices.Contains(starts, "") {
			return codeStarts{}
		}
		perAlt[k], lead = starts, max(lead, l)
		all = append(all, starts...)
	}
	// A start that another one begins ("actual" for "actual rules") is
	// found wherever the longer one is: the longer one is not searched.
	slices.Sort(all)
	all = slices.Compact(all)
	kept := all[:0]
	for _, s := range all {
		if len(kept) == 0 || !strings.HasPrefix(s, kept[len(kept)-1]) {
			kept = append(kept, s)
		}
	}
	if len(kept) > limit {
		return codeStarts{}
	}
	cs := codeStarts{starts: kept, lead: lead, forms: map[string]*anchoredForms{}, src: strings.Join(alts, "|")}
	whole := &anchoredForms{src: cs.src}
	for _, l := range kept {
		if len(alts) == 1 {
			cs.forms[l] = whole
			continue
		}
		var srcs []string
		for k, starts := range perAlt {
			if slices.ContainsFunc(starts, func(s string) bool { return strings.HasPrefix(s, l) }) {
				srcs = append(srcs, alts[k])
			}
		}
		cs.forms[l] = &anchoredForms{src: strings.Join(srcs, "|")}
	}
	if len(kept) > byteSearches {
		cs.byFirst = new([256][]string)
		for _, s := range kept {
			cs.byFirst[s[0]] = append(cs.byFirst[s[0]], s)
		}
	}
	return cs
}

// byteSearches is the most starts searched for one by one (bytes.Index
// runs through a view fast); past it, the view is read once and each
// byte looks up the starts it may begin.
const byteSearches = 8

// ok reports whether there are starts to match by.
func (cs *codeStarts) ok() bool { return cs.starts != nil }

// maxLead is the most bytes a match may hold before its start literal
// ("(?:^|[^\pL])assistant:" has one rune, four bytes at most).
const maxLead = 8

// startsOf returns literals of which every match of re holds one at most
// lead bytes from its start.
func startsOf(re *syntax.Regexp) (starts []string, lead int, ok bool) {
	if set, ok := exactSet(re); ok {
		return set, 0, true
	}
	if sub, ok := mandatory(re); ok {
		return startsOf(sub)
	}
	switch re.Op {
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
				if next, ok := joinStarts(acc, set); ok && (len(next) <= lengthenMax || len(acc) == 1 && acc[0] == "") {
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
// at every occurrence of a start literal, on at most width bytes from
// there (0: to the end of the view, for a short one).
func (cs *codeStarts) match(view []byte, width int) bool {
	return cs.each(view, func(l string, p int) bool { return cs.tryAt(view, p, width, cs.forms[l]) })
}

// each calls try with every occurrence p of a start literal l in view,
// until it returns true; it reports whether one did.
func (cs *codeStarts) each(view []byte, try func(l string, p int) bool) bool {
	if cs.byFirst != nil {
		for p := range view {
			for _, l := range cs.byFirst[view[p]] {
				if bytes.HasPrefix(view[p:], []byte(l)) {
					if try(l, p) {
						return true
					}
					break
				}
			}
		}
		return false
	}
	for _, l := range cs.starts {
		lb := []byte(l)
		for off := 0; ; {
			i := bytes.Index(view[off:], lb)
			if i < 0 {
				break
			}
			if try(l, off+i) {
				return true
			}
			off += i + 1
		}
	}
	return false
}

// tryAt tries the expression anchored at start literal p and up to lead
// bytes before it.
func (cs *codeStarts) tryAt(view []byte, p, width int, forms *anchoredForms) bool {
	at0, atN := forms.get()
	return cs.eachLead(view, p, func(st int) bool {
		end := len(view)
		if width > 0 {
			end = min(end, st+width+1)
		}
		return st == 0 && at0.Match(view[:end]) || st > 0 && atN.Match(view[st-1:end])
	})
}

// eachLead calls try with each rune start st of view from the start
// literal at p back to lead bytes before it, until it returns true; it
// reports whether one did.
func (cs *codeStarts) eachLead(view []byte, p int, try func(st int) bool) bool {
	for st := p; st >= max(0, p-cs.lead); st-- {
		if view[st]&0xC0 == 0x80 {
			continue // not a rune's start
		}
		if try(st) {
			return true
		}
	}
	return false
}
