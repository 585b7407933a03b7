package injection

import (
	"bytes"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"
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
	// byFirst groups the starts by their first byte: a list too long to
	// search for one by one is looked up a byte at a time (inOrder).
	byFirst *[256][]string
	// second has, per first byte, a bit for each second byte (mod 64) a
	// start may have: most bytes that begin a start in prose are not
	// followed by one, and one load tells.
	second *[256]uint64
	lead   int // bytes a match may hold before its start literal
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

// endAt returns the end of the expression's match that starts at text[p],
// if there is one: the anchored form reads from the character before p
// (consumed by `(?s:.)`), so `\b` and `^` at p see what text has there.
func (a *anchoredForms) endAt(text string, p int) (int, bool) {
	at0, atN := a.get()
	if p == 0 {
		if loc := at0.FindStringIndex(text); loc != nil {
			return loc[1], true
		}
		return 0, false
	}
	_, w := utf8.DecodeLastRuneInString(text[:p])
	if loc := atN.FindStringIndex(text[p-w:]); loc != nil {
		return p - w + loc[1], true
	}
	return 0, false
}

// needStarts finds the start literals of expression src, at most limit
// of them; the zero codeStarts when there are none to use.
func needStarts(src string, limit int) codeStarts {
	return needStartsAlts([]string{src}, limit, false)
}

// needStartsAlts is needStarts for the alternation of alts, each of which
// must have start literals. Where there are several, a literal found is
// tried with only the alternatives that may begin with it: the whole
// alternation, anchored, still sets off a thread for every one of its
// phrases at the first byte.
func needStartsAlts(alts []string, limit int, fold bool) codeStarts {
	var all []string
	perAlt := make([][]string, len(alts))
	lead := 0
	for k, src := range alts {
		re, err := syntax.Parse(src, syntax.Perl)
		if err != nil {
			return codeStarts{}
		}
		starts, l, ok := startsOf(re.Simplify(), fold)
		if !ok || slices.Contains(starts, "") {
			return codeStarts{}
		}
		perAlt[k], lead = starts, max(lead, l)
		all = append(all, starts...)
	}
	// A start that another one begins ("actual" for "actual rules") is
	// found wherever the longer one is: the longer one is not searched.
	kept := prefixFree(all)
	// Too many: every match still begins with a shorter head of its
	// literal ("<|im_start|>", "<system" … are all "<|", "<s" …). The
	// longest heads that are few enough are searched.
	for n := maxLen(kept) - 1; len(kept) > limit && n > 0; n-- {
		kept = prefixFree(heads(kept, n))
	}
	if len(kept) > limit {
		return codeStarts{}
	}
	cs := codeStarts{starts: kept, lead: lead, forms: map[string]*anchoredForms{}, src: strings.Join(alts, "|")}
	// Starts that may begin the same alternatives share their forms: the
	// hundred verbs of one phrase are one expression compiled, not a
	// hundred.
	bySrc := map[string]*anchoredForms{}
	for _, l := range kept {
		src := cs.src
		if len(alts) > 1 {
			var srcs []string
			for k, starts := range perAlt {
				if slices.ContainsFunc(starts, func(s string) bool { return strings.HasPrefix(s, l) }) {
					srcs = append(srcs, alts[k])
				}
			}
			src = strings.Join(srcs, "|")
		}
		if bySrc[src] == nil {
			bySrc[src] = &anchoredForms{src: src}
		}
		cs.forms[l] = bySrc[src]
	}
	cs.byFirst, cs.second = new([256][]string), new([256]uint64)
	for _, s := range kept {
		cs.byFirst[s[0]] = append(cs.byFirst[s[0]], s)
		if len(s) == 1 {
			cs.second[s[0]] = ^uint64(0)
		} else {
			cs.second[s[0]] |= 1 << (s[1] & 63)
		}
	}
	return cs
}

// prefixFree sorts starts and drops each one another begins: the
// longer one is found wherever the shorter one is tried.
func prefixFree(starts []string) []string {
	slices.Sort(starts)
	starts = slices.Compact(starts)
	kept := starts[:0]
	for _, s := range starts {
		if len(kept) == 0 || !strings.HasPrefix(s, kept[len(kept)-1]) {
			kept = append(kept, s)
		}
	}
	return kept
}

// heads returns each start cut to its first n bytes at most.
func heads(starts []string, n int) []string {
	out := make([]string, len(starts))
	for i, s := range starts {
		out[i] = s[:min(n, len(s))]
	}
	return out
}

// maxLen is the length of the longest start.
func maxLen(starts []string) int {
	n := 0
	for _, s := range starts {
		n = max(n, len(s))
	}
	return n
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
func startsOf(re *syntax.Regexp, fold bool) (starts []string, lead int, ok bool) {
	if set, ok := exactSet(re, fold); ok {
		return set, 0, true
	}
	if sub, ok := mandatory(re); ok {
		return startsOf(sub, fold)
	}
	switch re.Op {
	case syntax.OpAlternate:
		var all []string
		for _, sub := range re.Sub {
			s, l, ok := startsOf(sub, fold)
			if !ok {
				return nil, 0, false
			}
			all = append(all, s...)
			lead = max(lead, l)
		}
		return all, lead, len(all) <= maxStarts
	case syntax.OpConcat:
		acc := []string{""}
		for k, sub := range re.Sub {
			if zeroWidth(sub) {
				continue // an assertion consumes nothing
			}
			if sub.Op == syntax.OpQuest && len(acc) == 1 && acc[0] == "" && lead == 0 {
				// "(?:aws\s+)?access\s+keys?": the starts with the
				// optional part, and those without it.
				rest := re.Sub[k+1:]
				with := &syntax.Regexp{Op: syntax.OpConcat, Sub: append([]*syntax.Regexp{sub.Sub[0]}, rest...)}
				a, la, okA := startsOf(with, fold)
				b, lb, okB := startsOf(&syntax.Regexp{Op: syntax.OpConcat, Sub: rest}, fold)
				all := append(a, b...)
				return all, max(la, lb), okA && okB && len(all) <= maxStarts && !slices.Contains(all, "")
			}
			if set, ok := exactSet(sub, fold); ok {
				// Longer starts are fewer matches to try, but a long list
				// is more searches: a set is lengthened while it stays
				// short.
				if next, ok := joinStarts(acc, set); ok && (len(next) <= lengthenMax || len(acc) == 1 && acc[0] == "") {
					acc = next
					continue
				}
				break
			}
			if set, l, ok := startsOf(sub, fold); ok {
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

// exactSet returns every string re matches, when they are few; with
// fold, every string through foldLower, as a text's folded copy holds
// them (a literal of "(?i)" is then one string, not one per case).
func exactSet(re *syntax.Regexp, fold bool) ([]string, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		if fold {
			return []string{foldLower(string(re.Rune))}, true
		}
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
				if fold {
					r := foldRune(r)
					out = append(out, string(r))
					continue
				}
				out = append(out, string(r))
			}
		}
		if fold {
			out = compactLiterals(out)
		}
		return out, len(out) > 0 && len(out) <= 16
	case syntax.OpCapture:
		return exactSet(re.Sub[0], fold)
	case syntax.OpEmptyMatch:
		// "a(?:|n)", how the parser factors "a|an".
		return []string{""}, true
	case syntax.OpQuest:
		// "e-?mail" is two strings, not a start "e": every "e" of a text
		// would be tried. The empty string stays in the set; a caller
		// that must not start with it checks (startsOf).
		s, ok := exactSet(re.Sub[0], fold)
		if !ok {
			return nil, false
		}
		return append(s, ""), len(s) < maxStarts
	case syntax.OpAlternate:
		var all []string
		for _, sub := range re.Sub {
			s, ok := exactSet(sub, fold)
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
			s, ok := exactSet(sub, fold)
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
	if len(cs.starts) > byteSearches {
		return cs.inOrder(view, try)
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

// inOrder is each in the order of the occurrences in view.
// The starts are prefix-free, so one at most begins at a byte.
func (cs *codeStarts) inOrder(view []byte, try func(l string, p int) bool) bool {
	for p, c := range view {
		if p+1 < len(view) && cs.second[c]>>(view[p+1]&63)&1 == 0 {
			continue // no start begins with these two bytes
		}
		for _, l := range cs.byFirst[c] {
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
