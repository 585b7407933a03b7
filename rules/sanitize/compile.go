package sanitize

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"regexp/syntax"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Limits that keep a Stream's hold-back bounded.
const (
	// maxPatternLen is the longest match a regex pattern may produce.
	maxPatternLen = 8 << 10
	// lookahead is how many bytes past a match the matcher may read:
	// enough for the rune that decides a Boundary.
	lookahead = 8
	// removalReach is how far a removal may read and delete around
	// itself to tidy spaces, one separator and one pair of brackets (see
	// tidy.go); a Stream holds that much back around a pending removal.
	removalReach = 320
	// quotedMax bounds a quoted value (see Pattern.quoted).
	quotedMax = 128
	// runOnMax bounds how far a value runs on past its regex's cap (see
	// Pattern.runOn): a service account's key file in base64 fits.
	runOnMax = 4 << 10
)

// ErrPattern is wrapped by every error Compile returns for a bad pattern.
var ErrPattern = errors.New("sanitize: invalid pattern")

// PatternError says which pattern is wrong and why.
type PatternError struct {
	ID     string
	Index  int
	Reason string
	Err    error
}

func (e *PatternError) Error() string {
	msg := fmt.Sprintf("sanitize: pattern %d (%q): %s", e.Index, e.ID, e.Reason)
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

// Unwrap lets errors.Is(err, ErrPattern) and the regexp error through.
func (e *PatternError) Unwrap() []error {
	if e.Err != nil {
		return []error{ErrPattern, e.Err}
	}
	return []error{ErrPattern}
}

type builtinKind uint8

const (
	builtinNone builtinKind = iota
	builtinPrivateKey
	builtinEntropy
	builtinSplit
	builtinPgpass
	builtinTable
	builtinCharList
	builtinReversed
	builtinNestedURL
)

// rule is a compiled Pattern.
type rule struct {
	id          string
	category    Category
	repl        []byte
	remove      bool
	re          *regexp.Regexp
	anchored    *regexp.Regexp // \A(?:re): tries one start only
	foldKw      bool           // keywords match in any case (the regex has (?i))
	kwExact     []string       // keywords as written, for case-sensitive rules
	kwLower     []bool         // kwExact[i] has no capitals: it matches in any case
	secretGroup int            // submatch index of (?P<secret>…), or 0
	maxLen      int            // longest match in bytes
	runLen      int            // longest match of the regex that runs (shortened, see splitTail)
	minDistinct int            // fewest distinct bytes a value needs to reach minEntropy
	lead        int            // bytes a match may start before its keyword
	maxKwLen    int
	idleHold    int // maxKwLen - 1 + lead: held back while no keyword is seen
	hasKeywords bool
	boundary    Boundary
	minEntropy  float64
	valueCheck  func([]byte) bool
	nameCheck   func([]byte) bool
	checksum    func([]byte) bool
	nameGroup   int // submatch index of (?P<name>…), or 0
	gate        func([]byte, int) bool
	valueGate   func([]byte, int) bool
	first       *[256]bool // bytes that can start a match
	charset     *[256]bool // bytes that can appear anywhere in a match
	stop        *[256]bool // bytes no match can hold (charset's complement; a quoted value's only '\n')
	leadSet     *[256]bool // bytes that can precede a match's first keyword
	builtin     builtinKind
	// A pattern ending in a bounded run of one ASCII class ([A-Za-z0-9]
	// {30,255}) is matched with the run's minimum only, then extended
	// greedily by up to tailExtra bytes of tailSet; tailCaps are the
	// capture groups that end with the run (see splitTail).
	tailSet      *[256]bool
	tailExtra    int
	tailCaps     []int
	quoted       bool                        // a quote opening the value runs it to the closing quote
	tight        bool                        // ... when no space or tab comes before it (Pattern.quotedTight)
	runOn        int                         // bytes a value at its cap may run on past tailExtra (Pattern.runOn)
	publicAround func([]byte, int, int) bool // see Pattern.publicAround
}

// Compiled is an immutable, compiled pack; safe for concurrent use.
type Compiled struct {
	rules []rule
	ac    *automaton
	// kwRules[k] lists the rules keyword k serves; kwCase[k][j] is set
	// when rule kwRules[k][j] reads its keywords in their case (exactAt):
	// the keyword pass then loads a rule only for that check.
	kwRules [][]uint16
	kwCase  [][]bool
	// hold is the most a Stream may keep back for ordinary text (no
	// keyword seen): the longest keyword plus the largest lead.
	hold int
	// vetoes are vendor prefixes the bare-token finder leaves to their
	// vendor's rule.
	vetoes []vetoPrefix
	// vetoFirst indexes vetoes by their lower-cased first byte.
	vetoFirst [256][]uint16
	// splitters are every vendor prefix with its format, for the split
	// finder; splitFirst indexes them like vetoFirst.
	splitters  []vetoPrefix
	splitFirst [256][]uint16
	// idleHold[i] is rule i's hold-back while it sees no keyword, or -1
	// for the rules in special (builtins, rules without keywords), which
	// always run in full.
	idleHold []int32
	special  []uint16
	// What a Stream holds back for the keyword rules with no keyword in
	// sight (idleCut): spacedLead is the largest lead of a rule whose
	// lead may hold a space; wordLead the largest of the others, and
	// wordSet the union of their leadSets.
	spacedLead, wordLead int
	wordSet              [256]bool
	// secretKw lists the keyword regex rules of the secret category, for
	// Stream.FlushIdle.
	secretKw []uint16
}

// Compile validates and compiles a pack. Disabled patterns are skipped; a
// bad pattern is reported as a *PatternError naming it.
func Compile(p Pack) (*Compiled, error) {
	c := &Compiled{}
	var kws []string
	kwIndex := map[string]int{}
	splitRule := -1
	addKeyword := func(r *rule, ri uint16, k string) {
		k = strings.ToLower(k)
		r.maxKwLen = max(r.maxKwLen, len(k))
		ki, ok := kwIndex[k]
		if !ok {
			ki = len(kws)
			kwIndex[k] = ki
			kws = append(kws, k)
			c.kwRules = append(c.kwRules, nil)
		}
		if l := c.kwRules[ki]; len(l) == 0 || l[len(l)-1] != ri {
			c.kwRules[ki] = append(l, ri)
		}
	}
	for i, pat := range p.Patterns {
		if !pat.Enabled {
			continue
		}
		if len(c.rules) >= 1<<15 {
			return nil, &PatternError{ID: pat.ID, Index: i, Reason: "too many patterns"}
		}
		if pat.builtin == builtinSplit {
			// The split finder starts at every vendor prefix of the pack
			// (split.go): its keywords are added once all are known.
			pat.Keywords = nil
			splitRule = len(c.rules)
		}
		r, err := compileRule(pat)
		if err != nil {
			err.Index = i
			return nil, err
		}
		ri := uint16(len(c.rules))
		for _, k := range pat.Keywords {
			if k == "" {
				return nil, &PatternError{ID: pat.ID, Index: i, Reason: "empty keyword"}
			}
			addKeyword(&r, ri, k)
		}
		r.hasKeywords = len(pat.Keywords) > 0
		r.idleHold = r.maxKwLen - 1 + r.lead
		if r.hasKeywords && r.builtin == builtinNone {
			if h := r.maxKwLen + r.lead; h > c.hold {
				c.hold = h
			}
		}
		c.rules = append(c.rules, r)
		// Vendor formats (the whole match is the secret, it starts at its
		// keyword, bounded) own the strings that start with their prefix
		// and have their format; assignment patterns do not.
		if r.category == CategorySecret && r.re != nil && r.lead == 0 && r.secretGroup == 0 &&
			(r.boundary == BoundaryToken || r.boundary == BoundaryWord) {
			var exact, folded *regexp.Regexp
			for _, k := range pat.Keywords {
				// Every prefix starts a rejoined secret of the vendor's
				// format, in the rule's own case (split.go).
				sp := vetoPrefix{s: k, boundary: r.boundary, rule: ri}
				if r.foldKw {
					if folded == nil {
						folded = regexp.MustCompile(`\A(?i:` + pat.Regex + `)`)
					}
					sp.format = folded
				} else {
					if exact == nil {
						exact = regexp.MustCompile(`\A(?:` + pat.Regex + `)`)
					}
					sp.format = exact
				}
				if sp.fold = r.foldKw || strings.ToLower(k) == k; sp.fold {
					sp.s = strings.ToLower(k)
				}
				c.splitters = append(c.splitters, sp)
				if !distinctivePrefix(k) {
					continue
				}
				// A long prefix in another case (AIZASY…) is still that
				// vendor's near miss: its format is checked in any case.
				// The whole regex, not the shortened one that runs (see
				// splitTail): a veto or a rejoined secret needs the
				// whole match to check what follows it.
				fold := r.foldKw || len(k) >= 4
				var format *regexp.Regexp
				if fold {
					if folded == nil {
						folded = regexp.MustCompile(`\A(?i:` + pat.Regex + `)`)
					}
					format = folded
					k = strings.ToLower(k)
				} else {
					if exact == nil {
						exact = regexp.MustCompile(`\A(?:` + pat.Regex + `)`)
					}
					format = exact
				}
				c.vetoes = append(c.vetoes, vetoPrefix{s: k, fold: fold, format: format, boundary: r.boundary, rule: ri})
			}
		}
	}
	if splitRule >= 0 {
		r := &c.rules[splitRule]
		for _, v := range c.splitters {
			addKeyword(r, uint16(splitRule), v.s)
			if k, ok := spacedKeyword(v.s); ok {
				addKeyword(r, uint16(splitRule), k) // g h p _ … (split_spaced.go)
			}
		}
		r.hasKeywords = len(c.splitters) > 0
		r.idleHold = r.maxKwLen - 1 + r.lead
	}
	for i := range c.rules {
		r := &c.rules[i]
		// A keyword-driven rule (a regex, or the split finder, which
		// starts at vendor prefixes) runs only with a keyword in sight.
		if (r.builtin == builtinNone || r.builtin == builtinSplit) && r.hasKeywords {
			c.idleHold = append(c.idleHold, int32(r.idleHold))
			if r.leadSet[' '] {
				c.spacedLead = max(c.spacedLead, r.lead)
			} else {
				c.wordLead = max(c.wordLead, r.lead)
				for b, ok := range r.leadSet {
					c.wordSet[b] = c.wordSet[b] || ok
				}
			}
			if r.category == CategorySecret {
				c.secretKw = append(c.secretKw, uint16(i))
			}
		} else {
			c.idleHold = append(c.idleHold, -1)
			c.special = append(c.special, uint16(i))
		}
	}
	for i, v := range c.vetoes {
		f := lowerASCII[v.s[0]]
		c.vetoFirst[f] = append(c.vetoFirst[f], uint16(i))
	}
	for i, v := range c.splitters {
		f := lowerASCII[v.s[0]]
		c.splitFirst[f] = append(c.splitFirst[f], uint16(i))
	}
	c.ac = buildAutomaton(kws)
	c.kwCase = make([][]bool, len(c.kwRules))
	for k, rs := range c.kwRules {
		c.kwCase[k] = make([]bool, len(rs))
		for j, ri := range rs {
			c.kwCase[k][j] = !c.rules[ri].foldKw
		}
	}
	return c, nil
}

// MustCompile is Compile for packs known to be valid (the default pack).
func MustCompile(p Pack) *Compiled {
	c, err := Compile(p)
	if err != nil {
		panic(err)
	}
	return c
}

func compileRule(p Pattern) (rule, *PatternError) {
	fail := func(reason string, err error) (rule, *PatternError) {
		return rule{}, &PatternError{ID: p.ID, Reason: reason, Err: err}
	}
	if p.ID == "" {
		return fail("missing id", nil)
	}
	switch p.Boundary {
	case BoundaryNone, BoundaryWord, BoundaryAlnum, BoundaryToken:
	default:
		return fail(fmt.Sprintf("unknown boundary %q (want word, alnum or token)", p.Boundary), nil)
	}
	r := rule{
		id:           p.ID,
		category:     p.Category,
		repl:         []byte(p.Replacement),
		remove:       p.Replacement == "",
		boundary:     p.Boundary,
		minEntropy:   p.MinEntropy,
		valueCheck:   p.valueCheck,
		nameCheck:    p.nameCheck,
		gate:         p.gate,
		quoted:       p.quoted,
		tight:        p.quotedTight,
		valueGate:    p.valueGate,
		checksum:     p.checksum,
		builtin:      p.builtin,
		publicAround: p.publicAround,
	}
	switch p.builtin {
	case builtinPrivateKey:
		r.maxLen = privateKeyCap + 64
		r.foldKw = true // occurrences reach it through byRule; pkBegin checks the case
		return r, nil
	case builtinEntropy:
		r.maxLen = entropyMaxRun
		return r, nil
	case builtinPgpass:
		r.maxLen = 4*(pgpassFieldMax+2) + pgpassLineMax
		return r, nil
	case builtinTable:
		r.maxLen = tableLineMax
		r.foldKw = true // a header is written in any case
		return r, nil
	case builtinReversed:
		r.maxLen = reversedMax + 64
		r.foldKw = true
		return r, nil
	case builtinNestedURL:
		r.maxLen = nestedURLMax + schemeMax
		r.foldKw = true // %3A%2F%2F and %3a%2f%2f alike
		return r, nil
	case builtinCharList:
		r.maxLen = charListMax
		r.foldKw = true // "fromCharCode(" as JavaScript writes it, "= {" as any
		return r, nil
	case builtinSplit:
		r.maxLen = splitMaxLen + splitMaxGlue
		r.foldKw = true // each prefix's own case rule is checked by splitAt
		r.leadSet = new([256]bool)
		return r, nil
	}
	if p.Regex == "" {
		return fail("missing regex", nil)
	}
	tree, err := syntax.Parse(p.Regex, syntax.Perl)
	if err != nil {
		return fail("bad regex", err)
	}
	if op, bad := findAssertion(tree); bad {
		return fail(fmt.Sprintf("assertion %v not allowed (use boundary)", op), nil)
	}
	lo, hi := lengthBounds(tree)
	if lo == 0 {
		return fail("regex can match the empty string", nil)
	}
	if hi < 0 || hi > maxPatternLen {
		return fail(fmt.Sprintf("regex length must be bounded by %d bytes (replace * and + by {0,n})", maxPatternLen), nil)
	}
	re, err := regexp.Compile(p.Regex)
	if err != nil {
		return fail("bad regex", err)
	}
	r.re = re
	r.first = firstBytes(tree)
	r.charset = new([256]bool)
	addCharset(tree, r.charset)
	r.stop = new([256]bool)
	for b := range r.stop {
		r.stop[b] = !r.charset[b] && (!r.quoted || b == '\n')
	}
	r.leadSet = p.leadSet
	if r.leadSet == nil {
		r.leadSet = r.charset
	}
	// The regex that runs is the pattern with its trailing run shortened
	// (see splitTail); accept extends each match by hand.
	run := p.Regex
	r.runLen = hi
	if short, set, extra, caps, ok := splitTail(p.Regex); ok {
		run, r.tailSet, r.tailExtra, r.tailCaps = short, set, extra, caps
		r.runLen = hi - extra // ASCII class: one byte per character
		if p.runOn {
			r.runOn = runOnMax
		}
		if r.re, err = regexp.Compile(run); err != nil {
			return fail("bad regex", err) // cannot happen: it is the pattern, shortened
		}
	}
	r.anchored = regexp.MustCompile(`\A(?:` + run + `)`)
	r.foldKw = strings.Contains(p.Regex, "(?i")
	if !r.foldKw {
		r.kwExact = p.Keywords
		r.kwLower = make([]bool, len(p.Keywords))
		for i, k := range p.Keywords {
			r.kwLower[i] = strings.ToLower(k) == k
		}
	}
	r.secretGroup = re.SubexpIndex("secret")
	if r.secretGroup < 0 {
		r.secretGroup = 0
	}
	r.nameGroup = max(re.SubexpIndex("name"), 0)
	r.maxLen = hi + r.runOn
	if r.quoted {
		r.maxLen += quotedMax // the value may run on to its closing quote
	}
	if p.MinEntropy > 0 {
		// Entropy is at most log2 of the number of distinct bytes.
		r.minDistinct = int(math.Ceil(math.Exp2(p.MinEntropy) - 1e-9))
	}
	r.lead = hi
	if p.Lead != nil {
		if *p.Lead < 0 {
			return fail("negative lead", nil)
		}
		r.lead = min(*p.Lead, hi)
	}
	return r, nil
}

func findAssertion(re *syntax.Regexp) (syntax.Op, bool) {
	switch re.Op {
	case syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText,
		syntax.OpWordBoundary, syntax.OpNoWordBoundary:
		return re.Op, true
	}
	for _, s := range re.Sub {
		if op, bad := findAssertion(s); bad {
			return op, true
		}
	}
	return 0, false
}

// lengthBounds returns the fewest and most bytes re can match; hi is -1
// when unbounded. Case folding may turn an ASCII letter into a multi-byte
// rune (k → U+212A), so folded literals count utf8.UTFMax per rune.
func lengthBounds(re *syntax.Regexp) (lo, hi int) {
	switch re.Op {
	case syntax.OpEmptyMatch, syntax.OpNoMatch:
		return 0, 0
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			lo += utf8.RuneLen(r)
			if re.Flags&syntax.FoldCase != 0 {
				hi += utf8.UTFMax
			} else {
				hi += utf8.RuneLen(r)
			}
		}
		return lo, hi
	case syntax.OpCharClass:
		if len(re.Rune) == 0 {
			return 1, 1
		}
		lo, hi = utf8.UTFMax, 1
		for i := 0; i+1 < len(re.Rune); i += 2 {
			lo = min(lo, runeLen(re.Rune[i]))
			hi = max(hi, runeLen(re.Rune[i+1]))
		}
		return lo, hi
	case syntax.OpAnyCharNotNL, syntax.OpAnyChar:
		return 1, utf8.UTFMax
	case syntax.OpCapture:
		return lengthBounds(re.Sub[0])
	case syntax.OpStar:
		return 0, -1
	case syntax.OpPlus:
		l, _ := lengthBounds(re.Sub[0])
		return l, -1
	case syntax.OpQuest:
		_, h := lengthBounds(re.Sub[0])
		return 0, h
	case syntax.OpRepeat:
		l, h := lengthBounds(re.Sub[0])
		if re.Max < 0 || h < 0 {
			return l * re.Min, -1
		}
		return l * re.Min, h * re.Max
	case syntax.OpConcat:
		for _, s := range re.Sub {
			l, h := lengthBounds(s)
			lo += l
			if hi >= 0 {
				if h < 0 {
					hi = -1
				} else {
					hi += h
				}
			}
		}
		return lo, hi
	case syntax.OpAlternate:
		lo = -1
		for _, s := range re.Sub {
			l, h := lengthBounds(s)
			if lo < 0 || l < lo {
				lo = l
			}
			if hi >= 0 && (h < 0 || h > hi) {
				hi = h
			}
		}
		return max(lo, 0), hi
	}
	return 0, 0 // assertions: rejected earlier
}

func runeLen(r rune) int {
	if n := utf8.RuneLen(r); n > 0 {
		return n
	}
	return utf8.UTFMax
}

// firstBytes returns the set of bytes a match of re can start with, or
// every byte when that is not simple to tell (which is always safe).
func firstBytes(re *syntax.Regexp) *[256]bool {
	var set [256]bool
	if !addFirst(re, &set) {
		for i := range set {
			set[i] = true
		}
	}
	return &set
}

// addFirst adds re's possible first bytes to set; it returns false when it
// cannot tell. It also fails for expressions that may match empty, since
// then the first byte comes from what follows.
func addFirst(re *syntax.Regexp, set *[256]bool) bool {
	switch re.Op {
	case syntax.OpLiteral:
		if len(re.Rune) == 0 {
			return false
		}
		return addRune(re.Rune[0], re.Flags&syntax.FoldCase != 0, set)
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			lo, hi := re.Rune[i], re.Rune[i+1]
			if hi >= utf8.RuneSelf {
				return false
			}
			for r := lo; r <= hi; r++ {
				set[r] = true
			}
		}
		return true
	case syntax.OpCapture:
		return addFirst(re.Sub[0], set)
	case syntax.OpPlus:
		return addFirst(re.Sub[0], set)
	case syntax.OpRepeat:
		if re.Min == 0 {
			return false
		}
		return addFirst(re.Sub[0], set)
	case syntax.OpAlternate:
		for _, s := range re.Sub {
			if !addFirst(s, set) {
				return false
			}
		}
		return true
	case syntax.OpConcat:
		// The first element decides unless it may be empty: then the next
		// one can start the match too.
		for _, s := range re.Sub {
			lo, _ := lengthBounds(s)
			if lo > 0 {
				return addFirst(s, set)
			}
			if !addOptionalFirst(s, set) {
				return false
			}
		}
		return false
	}
	return false
}

// addCharset adds every byte a match of re may contain. A non-ASCII rune
// (ñ, or the Kelvin sign K folds to) marks every byte from 0x80 on, the
// bytes its UTF-8 is made of; "any character" marks every byte.
func addCharset(re *syntax.Regexp, set *[256]bool) {
	all := func() {
		for i := range set {
			set[i] = true
		}
	}
	switch re.Op {
	case syntax.OpLiteral:
		for _, r := range re.Rune {
			if r >= utf8.RuneSelf || !addRune(r, re.Flags&syntax.FoldCase != 0, set) {
				for b := 0x80; b < 256; b++ {
					set[b] = true
				}
			}
		}
	case syntax.OpCharClass:
		for i := 0; i+1 < len(re.Rune); i += 2 {
			lo, hi := re.Rune[i], re.Rune[i+1]
			if hi >= utf8.RuneSelf {
				for b := 0x80; b < 256; b++ {
					set[b] = true
				}
				hi = utf8.RuneSelf - 1
			}
			for r := lo; r <= hi; r++ {
				set[r] = true
			}
		}
	case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
		all()
	default:
		for _, s := range re.Sub {
			addCharset(s, set)
		}
	}
}

// addOptionalFirst adds the first bytes of an element that may be empty.
func addOptionalFirst(re *syntax.Regexp, set *[256]bool) bool {
	switch re.Op {
	case syntax.OpQuest, syntax.OpStar:
		return addFirst(re.Sub[0], set)
	case syntax.OpRepeat:
		return addFirst(re.Sub[0], set)
	case syntax.OpCapture:
		return addOptionalFirst(re.Sub[0], set)
	}
	return false
}

func addRune(r rune, fold bool, set *[256]bool) bool {
	if r >= utf8.RuneSelf {
		return false
	}
	set[r] = true
	if fold {
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			if f >= utf8.RuneSelf {
				return false
			}
			set[f] = true
		}
	}
	return true
}

// distinctivePrefix reports a keyword specific enough to own the strings
// that start with it: four bytes or more, or three with punctuation
// (sk-, hf_). Two-letter prefixes (SK, AC) start random strings too often.
func distinctivePrefix(k string) bool {
	if len(k) >= 4 {
		return true
	}
	return len(k) == 3 && strings.ContainsAny(k, "-_.~")
}

// splitTail finds a pattern R = H·V{a,b} whose last element is a bounded
// run of one ASCII character class V (possibly inside capture groups) and
// returns R' = H·V{a}, the class, b-a and the groups ending with the run.
//
// Why: regexp has no DFA, so a greedy run of 255 or 1000 characters costs
// the NFA a step per byte per live thread, at every keyword a value may
// follow; in keyword-dense text that made each rejected match cost a full
// run. R' matches at a start exactly when R does, with the same path
// through H (V{a,b} succeeds after H exactly when V{a} does: the first
// path of H, in priority order, after which a bytes of V follow), and R's
// match is R”s extended by the longest run of V up to b-a more bytes:
// the same match, found at the cost of H plus a few bytes.
func splitTail(pattern string) (string, *[256]bool, int, []int, bool) {
	tree, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return "", nil, 0, nil, false
	}
	var caps []int
	node := tree
	for {
		switch node.Op {
		case syntax.OpCapture:
			caps = append(caps, node.Cap)
			node = node.Sub[0]
			continue
		case syntax.OpConcat:
			node = node.Sub[len(node.Sub)-1]
			continue
		}
		break
	}
	if node.Op != syntax.OpRepeat || node.Max <= node.Min || node.Sub[0].Op != syntax.OpCharClass {
		return "", nil, 0, nil, false
	}
	cls := node.Sub[0]
	set := new([256]bool)
	for i := 0; i+1 < len(cls.Rune); i += 2 {
		if cls.Rune[i+1] >= utf8.RuneSelf {
			return "", nil, 0, nil, false // a rune is not a byte
		}
		for r := cls.Rune[i]; r <= cls.Rune[i+1]; r++ {
			set[r] = true
		}
	}
	extra := node.Max - node.Min
	node.Max = node.Min
	return tree.String(), set, extra, caps, true
}
