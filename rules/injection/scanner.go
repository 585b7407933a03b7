// Package injection detects prompt-injection, jailbreak and dangerous
// command phrases in user input.
//
// Patterns are families, not strings: each Pattern names a few literal
// anchors (short phrases such as "ignore" or "system prompt") and an
// optional confirming regular expression that tolerates filler words and
// word order ("ignore (all)? (the)? (previous|prior|above) instructions").
// Compile indexes the anchors of every enabled pattern by their first
// word (matcher.go), so one pass over the words of the text finds them all
// at a cost per word that does not depend on the number of patterns; a
// regular expression runs only where one of its anchors was found, and
// only on a window around it.
//
// Text and patterns pass through the same normalisation
// (internal/normalize): anchors and confirm expressions match the words
// view (lower case, accents, look-alikes and leetspeak folded, punctuation
// collapsed to single spaces); Code expressions match the code view, which
// keeps punctuation for things like "exec(" and "os.system".
//
// A compiled Scanner is immutable and safe for concurrent use.
package injection

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
	"regexp"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/guardrail-go/guardrail/internal/normalize"
	"github.com/guardrail-go/guardrail/middleware"
)

// Pattern is one detection family. The yaml tags let a policy file add
// patterns or override default ones by ID.
//
// A pattern is written one of two ways. Structurally, with Rule: word
// classes in sequence ("@ignore ~3 @prior ~3 @instructions"), the form of
// the default pack (rule.go, classes.go). Or with Anchors: literal phrases,
// each confirmed where it is found by the Confirm and Unless regular
// expressions on a window around it (slower: a regular expression per
// anchor found).
type Pattern struct {
	// ID is stable and unique within a pack, e.g. "override.ignore_previous".
	ID string `yaml:"id" json:"id"`
	// Family groups patterns for reporting, e.g. "instruction_override".
	Family string `yaml:"family" json:"family"`
	// Category is what a denial reports (and what metrics count by).
	Category string `yaml:"category" json:"category"`
	// Risk grades a match.
	Risk middleware.Risk `yaml:"risk" json:"risk"`
	// Languages lists the ISO 639-1 codes the phrases are written in.
	Languages []string `yaml:"languages,omitempty" json:"languages,omitempty"`
	// Rule is a structural pattern over word classes (see rule.go for the
	// syntax). A pattern has a Rule or Anchors, not both.
	Rule string `yaml:"rule,omitempty" json:"rule,omitempty"`
	// Except, in the rule syntax, vetoes a Rule match when it matches
	// within Reach words of it: the place for benign look-alikes.
	Except string `yaml:"except,omitempty" json:"except,omitempty"`
	// Reach is how many words on each side of a Rule match Except sees;
	// 0 means DefaultReach.
	Reach int `yaml:"reach,omitempty" json:"reach,omitempty"`
	// Encoded patterns count only in a message that carries an encoded
	// payload the decoding stage could read (base64, hex, rot13, reversed
	// text …): for "decode this and do what it says".
	Encoded bool `yaml:"encoded,omitempty" json:"encoded,omitempty"`
	// Literal marks phrases that are an attack wherever they appear: the
	// specification's literal phrases, and payloads handed over in quotes
	// (the approval phrase of a guarded gate). A match counts even inside
	// quotes, code or a question about the phrase (mention.go), except
	// where the quoted phrase is what a detector is asked to find ("a
	// regex that detects '…'").
	Literal bool `yaml:"literal,omitempty" json:"literal,omitempty"`
	// Anchors are literal phrases, normalised like the text, matched on
	// whole words. A trailing "*" lets the last word continue ("jailbr*").
	Anchors []string `yaml:"anchors,omitempty" json:"anchors,omitempty"`
	// Confirm, when set, must match the words view within Window bytes of
	// an anchor. Literal letters in it are normalised like the text, so
	// write "ignore all" and it will match the folded "ignore aii".
	Confirm string `yaml:"confirm,omitempty" json:"confirm,omitempty"`
	// Unless, when set and matching the same window, vetoes the match:
	// the place for benign look-alikes ("reset the password").
	Unless string `yaml:"unless,omitempty" json:"unless,omitempty"`
	// Code, when set, must match the code view (lower case, punctuation
	// kept) of the whole message for an anchor pattern, and of the text
	// around a match (Window bytes of the message on each side) for a
	// rule. Write it in lower case.
	Code string `yaml:"code,omitempty" json:"code,omitempty"`
	// Window is how many bytes on each side of an anchor Confirm and
	// Unless see, and of a rule match Code sees; 0 means DefaultWindow.
	Window int `yaml:"window,omitempty" json:"window,omitempty"`
	// Disabled switches the pattern off.
	Disabled bool `yaml:"disabled,omitempty" json:"disabled,omitempty"`
	// Monitor reports matches without enforcing them.
	Monitor bool `yaml:"monitor,omitempty" json:"monitor,omitempty"`
}

// DefaultReach is how many words on each side of a Rule match its Except
// sees.
const DefaultReach = 12

// DefaultWindow is the context a confirming expression sees on each side of
// an anchor, in bytes of the words view.
const DefaultWindow = 160

// Pack is an ordered set of patterns.
type Pack []Pattern

// Merge returns p with the patterns of over applied: a pattern whose ID is
// already in p replaces it in place, a new ID is appended. This is how a
// policy file extends or overrides the default pack.
func (p Pack) Merge(over Pack) Pack {
	out := make(Pack, len(p), len(p)+len(over))
	copy(out, p)
	idx := make(map[string]int, len(out))
	for i, pt := range out {
		idx[pt.ID] = i
	}
	for _, pt := range over {
		if i, ok := idx[pt.ID]; ok {
			out[i] = pt
			continue
		}
		idx[pt.ID] = len(out)
		out = append(out, pt)
	}
	return out
}

// Match describes the pattern that fired.
type Match struct {
	ID       string
	Family   string
	Category string
	Risk     middleware.Risk
	// Monitor is true when the pattern is in monitor mode: log it, allow
	// the input.
	Monitor bool
	// Decoded names the decoding that revealed the match ("base64",
	// "rot13", "spaced" … see internal/decode); empty when the text
	// matched as written.
	Decoded string
}

// PatternError reports a pattern that cannot be compiled.
type PatternError struct {
	ID     string
	Field  string
	Reason string
	Err    error
}

func (e *PatternError) Error() string {
	msg := fmt.Sprintf("injection pattern %q: %s: %s", e.ID, e.Field, e.Reason)
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

func (e *PatternError) Unwrap() error { return e.Err }

// ErrEmptyPack is returned by Compile when no pattern is enabled.
var ErrEmptyPack = errors.New("injection: no enabled pattern")

type compiled struct {
	match   Match
	confirm *regexp.Regexp
	unless  *regexp.Regexp
	code    *regexp.Regexp
	window  int
	rank    int
	except  []int32 // except alternatives (grammar.alts)
	reach   int32
	// exceptSpan bounds, in words, how far the last phrase of an except
	// match starts after its first (stage.go).
	exceptSpan int32
	// need holds bytes of which every match of code holds one, when
	// needOK (codeneed.go).
	need    byteSet
	needOK  bool
	literal bool
	encoded bool
	// gramAlts counts the rule alternatives of the pattern (0 for an
	// anchor pattern).
	gramAlts int
}

type anchor struct {
	text     string
	prefix   bool  // last word may continue
	words    int32 // number of words
	patterns []int32
	classes  []uint16 // word classes the phrase belongs to (rules)
}

// anchorHot is what a scan needs of a phrase it found, packed apart from
// the anchors (12 bytes, not 72 and a class slice elsewhere) so that the
// phrases of a message cost one cache miss each, not three, when the
// lexicon is cold: the classes are classPool[cls0:cls0+ncls].
type anchorHot struct {
	cls0, words int32
	ncls        uint16
	patterns    bool // the anchor of some anchor pattern
}

// Scanner matches a compiled pack against text. Create it with Compile.
type Scanner struct {
	index     *wordIndex
	gate      *wordIndex // the anchors of key classes and anchor patterns only
	anchors   []anchor
	hot       []anchorHot // per anchor
	classPool []uint16
	patterns  []compiled
	gram      grammar
	maxRank   int
	pool      sync.Pool
	// plain turns off the stages above the patterns (mention.go, the
	// decoding rescan): the reference tests compare the matcher alone.
	plain bool
	// fieldQuotes: a quoted field of a table (a CSV cell) is a value, not
	// a quotation (untrusted content; quotes.go, fieldQuote).
	fieldQuotes bool
	// frames, cueClass and detectClass are the question frames and the
	// cue classes of mention.go, actClass the orders to act on a quoted
	// text; rotClass and revClass the classes of common words as rot13
	// and reversed text write them (decoding.go).
	frames                                              []compiledFrame
	cueClass, detectClass, actClass, rotClass, revClass uint16
	// words are the single words of every phrase, for cutting spaced
	// letters into words.
	words   map[string]bool
	encoded bool // some pattern is Encoded
	// The bounds a staged scan of a long message checks (stage.go):
	// stageFirst is the words-view bytes of its first stage (0: no
	// stages), frameSpan the span bound of the question frames, keyRank
	// the best rank a phrase of each anchor can lead to, and gateRank and
	// prefixRank the best of the gate's anchors under each of its slots
	// and of its prefix anchors.
	stageFirst int
	frameSpan  int32
	keyRank    []int16
	gateRank   []int16
	prefixRank int16
}

// buffers are the per-call scratch space, pooled so a scan allocates
// nothing once the pool is warm.
type buffers struct {
	words  []byte   // words view, plus padding
	code   []byte   // code view, built only when a code pattern's anchor hit
	spaces []uint64 // spaceMap of words
	hits   []wordAt // words that may begin an anchor
	keys   []wordAt // words that may begin a key phrase (the gate's)
	wins   [][2]int // the stretches of the words view near key phrases
	cands  []candidate
	acands []candidate // the anchor patterns' candidates, over the stages
	win    candidate   // the candidate that won the last scan
	// The stage being judged (stage.go): partial when it does not reach
	// the end of the view, limit and limOrd where it ends (a byte and the
	// number of words before it), unsure when a check's answer might
	// depend on the rest of the message.
	partial, unsure bool
	limit, limOrd   int32
	codeDone        bool // code holds the whole message's code view
	// present is the set of bytes of the whole message's code view, once
	// presentDone (codeneed.go).
	present     byteSet
	presentDone bool
	st          scanState
	// Checkpoints and windows of the code view (codeview.go).
	checkDone             bool
	checkCuts, checkMarks []int
	codeWins              [][2]int
	codeWin               []byte
	// The quotations of the text (mention.go), found when first needed.
	quotesDone bool
	quotes     []quoted
	cuts       []int
	marks      []int
	cutWords   []byte
}

// Compile validates and compiles a pack. A bad pattern yields a
// *PatternError naming it.
func Compile(p Pack) (*Scanner, error) {
	s := &Scanner{}
	seen := make(map[string]bool, len(p))
	anchorIdx := make(map[string]int)
	cs := &classSet{ids: map[string]uint16{}}
	for _, pt := range p {
		if pt.ID == "" {
			return nil, &PatternError{ID: pt.ID, Field: "id", Reason: "empty"}
		}
		if seen[pt.ID] {
			return nil, &PatternError{ID: pt.ID, Field: "id", Reason: "duplicate"}
		}
		seen[pt.ID] = true
		if pt.Disabled {
			continue
		}
		switch {
		case pt.Rule == "" && len(pt.Anchors) == 0:
			return nil, &PatternError{ID: pt.ID, Field: "anchors", Reason: "a rule or at least one anchor is required"}
		case pt.Rule != "" && (len(pt.Anchors) > 0 || pt.Confirm != "" || pt.Unless != ""):
			return nil, &PatternError{ID: pt.ID, Field: "rule", Reason: "a rule does not take anchors, confirm or unless (use except)"}
		case pt.Rule == "" && pt.Except != "":
			return nil, &PatternError{ID: pt.ID, Field: "except", Reason: "except needs a rule"}
		}
		c := compiled{
			match:   Match{ID: pt.ID, Family: pt.Family, Category: pt.Category, Risk: pt.Risk, Monitor: pt.Monitor},
			window:  pt.Window,
			reach:   int32(pt.Reach),
			literal: pt.Literal,
			encoded: pt.Encoded,
		}
		s.encoded = s.encoded || pt.Encoded
		if c.window <= 0 {
			c.window = DefaultWindow
		}
		if c.reach <= 0 {
			c.reach = DefaultReach
		}
		c.rank = int(pt.Risk) * 2
		if !pt.Monitor {
			c.rank += 2 * (int(middleware.RiskCritical) + 1)
		}
		var err error
		if c.confirm, err = compileWords(pt.Confirm); err != nil {
			return nil, &PatternError{ID: pt.ID, Field: "confirm", Reason: "bad regular expression", Err: err}
		}
		if c.unless, err = compileWords(pt.Unless); err != nil {
			return nil, &PatternError{ID: pt.ID, Field: "unless", Reason: "bad regular expression", Err: err}
		}
		if pt.Code != "" {
			if c.code, err = regexp.Compile(pt.Code); err != nil {
				return nil, &PatternError{ID: pt.ID, Field: "code", Reason: "bad regular expression", Err: err}
			}
			c.need, c.needOK = needBytes(pt.Code)
		}
		pi := int32(len(s.patterns))
		s.patterns = append(s.patterns, c)
		s.maxRank = max(s.maxRank, c.rank)
		if pt.Rule != "" {
			alts, err := s.compileRule(pi, pt.ID, "rule", pt.Rule, false, cs, anchorIdx)
			if err != nil {
				return nil, err
			}
			s.patterns[pi].gramAlts = len(alts)
			if pt.Except != "" {
				alts, err := s.compileRule(pi, pt.ID, "except", pt.Except, true, cs, anchorIdx)
				if err != nil {
					return nil, err
				}
				s.patterns[pi].except = alts
			}
		}
		for _, raw := range pt.Anchors {
			prefix := strings.HasSuffix(raw, "*")
			norm := normalize.Normalize(strings.TrimSuffix(raw, "*"))
			if norm == "" {
				return nil, &PatternError{ID: pt.ID, Field: "anchors", Reason: fmt.Sprintf("anchor %q is empty after normalisation", raw)}
			}
			key := norm
			if prefix {
				key += "*"
			}
			i := s.anchorFor(key, anchorIdx)
			s.anchors[i].patterns = append(s.anchors[i].patterns, pi)
		}
	}
	if len(s.patterns) == 0 {
		return nil, ErrEmptyPack
	}
	if err := s.compileMentions(cs, anchorIdx); err != nil {
		return nil, err
	}
	if err := s.compileSignals(cs, anchorIdx); err != nil {
		return nil, err
	}
	gate := s.finishGrammar(cs)
	s.hot = make([]anchorHot, len(s.anchors))
	for i, a := range s.anchors {
		if a.words > math.MaxUint16 {
			// cand.words is 16 bits: a phrase of more words than that
			// could only be written to break the scanner.
			return nil, &PatternError{ID: "", Field: "anchors", Reason: fmt.Sprintf("phrase of %d words: at most %d", a.words, math.MaxUint16)}
		}
		// A phrase is in each class at most once and there are fewer than
		// 1<<16 classes (classOfPhrases), so ncls cannot overflow.
		s.hot[i] = anchorHot{cls0: int32(len(s.classPool)), words: a.words, ncls: uint16(len(a.classes)), patterns: len(a.patterns) > 0}
		s.classPool = append(s.classPool, a.classes...)
	}
	s.index = newWordIndex(s.anchors, nil)
	s.gate = newWordIndex(s.anchors, gate)
	for _, x := range []*wordIndex{s.index, s.gate} {
		for i := range x.cands {
			c := &x.cands[i]
			h := &s.hot[c.anchor]
			c.cls0, c.ncls, c.words, c.patterns = h.cls0, h.ncls, uint16(h.words), h.patterns
		}
	}
	s.finishStages()
	s.words = map[string]bool{}
	for _, a := range s.anchors {
		for _, w := range strings.Split(a.text, " ") {
			s.words[w] = true
		}
	}
	s.pool.New = func() any { return &buffers{words: make([]byte, 0, 1024)} }
	return s, nil
}

// MustCompile is Compile for packs known to be valid, such as DefaultPack.
func MustCompile(p Pack) *Scanner {
	s, err := Compile(p)
	if err != nil {
		panic(err)
	}
	return s
}

// compileWords compiles a confirm/unless expression after normalising the
// literal letters in it the way the words view normalises text.
func compileWords(src string) (*regexp.Regexp, error) {
	if src == "" {
		return nil, nil
	}
	return regexp.Compile(normalizeRegexLiterals(src))
}

// normalizeRegexLiterals folds runs of letters in a regular expression with
// the words-view normaliser, leaving escapes (\b, \S, \p{L}) and group flags
// ((?i), (?:) untouched.
func normalizeRegexLiterals(src string) string {
	var out strings.Builder
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == '\\':
			j := i + 2
			if j <= len(src) && (src[i+1] == 'p' || src[i+1] == 'P') && j < len(src) && src[j] == '{' {
				if k := strings.IndexByte(src[j:], '}'); k >= 0 {
					j += k + 1
				}
			}
			j = min(j, len(src))
			out.WriteString(src[i:j])
			i = j
		case c == '(' && i+1 < len(src) && src[i+1] == '?':
			j := i + 2
			for j < len(src) && src[j] != ':' && src[j] != ')' {
				j++
			}
			out.WriteString(src[i:j])
			i = j
		case isLetterStart(src[i:]):
			j := i
			for j < len(src) && isLetterStart(src[j:]) {
				_, n := utf8.DecodeRuneInString(src[j:])
				j += n
			}
			out.WriteString(normalize.Normalize(src[i:j]))
			i = j
		default:
			out.WriteByte(c)
			i++
		}
	}
	return out.String()
}

func isLetterStart(s string) bool {
	c := s[0]
	if c < utf8.RuneSelf {
		return (c|0x20) >= 'a' && (c|0x20) <= 'z' || c == '\''
	}
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLetter(r)
}

// Scan normalises text and reports the most severe match: an enforcing
// match always outranks a monitor-only one, so a returned Match with
// Monitor set means only monitor-mode patterns fired and the input should
// be allowed (and logged). ok is false when nothing matched.
//
// Among matches of the same rank the one that ends first wins (then the
// one that starts first, then the longer anchor, then pack order), so the
// result does not depend on how the anchors are searched.
//
// When nothing enforcing matches the text as written, what it holds in
// encoded form (base64, hex, rot13, escapes, spaced letters, reversed
// text…) is decoded within a budget and scanned in turn (decoding.go).
func (s *Scanner) Scan(text string) (m Match, ok bool) {
	bp := s.pool.Get().(*buffers)
	m, ok, sig := s.scan(bp, text, false)
	s.pool.Put(bp)
	if s.plain || ok && !m.Monitor {
		return m, ok
	}
	if dm, dok := s.scanDecoded(text, sig, 0, new(int)); dok && (!ok || !dm.Monitor) {
		return dm, true
	}
	return m, ok
}

// ruleCandidates appends the matches of rule alternative ai, when all its
// classes were found.
func (s *Scanner) ruleCandidates(cands []candidate, st *scanState, ai int32) []candidate {
	alt := &s.gram.alts[ai]
	if !st.possible(alt, &s.gram) {
		return cands
	}
	pi := alt.pattern
	for _, f := range st.eval(alt, &s.gram) {
		cands = append(cands, candidate{
			h:  hitRank{rank: s.patterns[pi].rank, end: int(f.b1), start: int(f.b0), anchor: int32(len(s.anchors)) + pi, pattern: pi},
			sp: f,
		})
	}
	return cands
}

// keyReach is how far, in bytes of the words view, from a key phrase the
// other phrases of its rules are looked for: beyond the longest gap of a
// rule, the reach of an except and of the words about a quotation.
const keyReach = 1024

// keyWindows appends to dst the stretches of the words view within
// keyReach of a gate candidate that really begins a key phrase, merged
// and in order; none means no rule can match.
func (s *Scanner) keyWindows(dst [][2]int, hits []wordAt, buf []byte, n int) [][2]int {
	for _, wa := range hits {
		start := int(wa.start)
		if k := len(dst); k > 0 && min(n, start+keyReach) <= dst[k-1][1] {
			// The window it would open ends within the last one, which
			// already covers it (hits come in text order): it cannot widen
			// it, so it is not verified. In a message shorter than keyReach
			// the first key phrase's window is the whole message, and the
			// gate's other candidates cost nothing more.
			continue
		}
		if !s.gateHit(wa, buf, n) {
			continue
		}
		lo, hi := max(0, start-keyReach), min(n, start+keyReach)
		if k := len(dst); k > 0 && lo <= dst[k-1][1] {
			dst[k-1][1] = hi
			continue
		}
		dst = append(dst, [2]int{lo, hi})
	}
	return dst
}

// gateHit reports whether the gate's candidate word wa really begins one
// of its anchors.
func (s *Scanner) gateHit(wa wordAt, buf []byte, n int) bool {
	start := int(wa.start)
	if wa.slot >= 0 {
		single, multi := s.gate.candsAt(wa.slot, buf, start, int(wa.end-wa.start))
		for _, l := range [2][]cand{single, multi} {
			for j := range l {
				if _, ok := s.gate.verify(buf, n, start, &l[j], s.anchors); ok {
					return true
				}
			}
		}
	}
	if wa.prefix {
		short, long := s.gate.prefixCands(buf, start)
		for _, l := range [2][]int32{short, long} {
			for _, ai := range l {
				if _, ok := anchorAt(buf[:n], start, &s.anchors[ai]); ok {
					return true
				}
			}
		}
	}
	return false
}

// candidate is a match not yet confirmed: a rule match (checks left: its
// except, its code expression, the mention test) or an anchor hit of an
// anchor pattern (its confirm and unless windows, its code expression).
type candidate struct {
	h  hitRank
	sp span
}

// scan matches text as written, with the caller's buffers; payload
// enables the Encoded patterns. It also returns what the decoding stage
// needs to know of the text (complete only when no enforcing match is
// returned: the decoding stage runs only then).
//
// A long message is judged in stages (stage.go): the phrases of its first
// stageFirst bytes, then of twice as many, and so on, until a match is
// found that the rest of the message cannot change.
func (s *Scanner) scan(bp *buffers, text string, payload bool) (Match, bool, signals) {
	bp.quotesDone, bp.checkDone, bp.codeDone, bp.presentDone = false, false, false, false
	var w []byte
	if len(text) > 2*s.stageFirst && !s.plain && hasQuoteMark(text) {
		// A long message judged in stages looks for its quotations (a
		// stage has not seen the words about them): they are placed in
		// the words view by this normalisation, not by a second one.
		bp.quotesDone = true
		bp.quotes = quotedSpans(bp.quotes[:0], text)
		cuts := bp.cuts[:0]
		for _, q := range bp.quotes {
			cuts = append(cuts, q.start, q.end)
		}
		bp.cuts = cuts
		w, bp.marks = normalize.AppendNormalizedCuts(bp.words[:0], text, cuts, bp.marks[:0])
	} else {
		w = normalize.AppendNormalized(bp.words[:0], text)
	}
	w = padWords(w)
	bp.words = w
	n := len(w)
	buf := w[:n+padding]
	bp.spaces = spaceMap(bp.spaces, buf, n)
	var ws walkSignals
	// The gate: without a phrase of a key class, no rule can match.
	var nwords int32
	bp.keys, nwords, ws = s.gate.words(bp.keys[:0], buf, n, bp.spaces)
	sig := signals{walkSignals: ws}
	if payload {
		bp.wins = append(bp.wins[:0], [2]int{0, n})
	} else if bp.wins = s.keyWindows(bp.wins[:0], bp.keys, buf, n); len(bp.wins) == 0 {
		return Match{}, false, sig
	}
	st := &bp.st
	st.reset(&s.gram, len(s.patterns))
	st.words = nwords
	bp.acands = bp.acands[:0]
	limit := n
	if first := bp.wins[0][0] + s.stageFirst; !payload && s.stageFirst > 0 && n > first+s.stageFirst {
		limit = first
	}
	for from := 0; ; {
		s.collect(bp, buf, from, limit)
		m, ok, sure := s.judge(bp, text, payload, limit)
		if sure {
			if limit == n {
				sig.rot13 = st.has(s.rotClass) && count(st.list(s.rotClass, &s.gram)) >= 2
				sig.reversed = st.has(s.revClass) && count(st.list(s.revClass, &s.gram)) >= 2
			}
			return m, ok, sig
		}
		from, limit = limit, min(n, 2*limit)
		if n-limit < s.stageFirst {
			limit = n
		}
		st.nextStage()
	}
}

// collect records the phrases of the words that start in the key windows
// between words-view bytes from and limit, after those of earlier stages,
// and the candidates of anchor patterns among them (bp.acands).
func (s *Scanner) collect(bp *buffers, buf []byte, from, limit int) {
	n := len(bp.words)
	// Every phrase, but only near the key phrases: a rule, its except and
	// the words about a quotation all lie within keyReach of its key.
	bp.hits = bp.hits[:0]
	for _, win := range bp.wins {
		if lo, hi := max(win[0], from), min(win[1], limit); lo < hi {
			bp.hits, _, _ = s.index.wordsIn(bp.hits, buf, n, bp.spaces, lo, hi)
		}
	}
	w := bp.words
	st := &bp.st
	cands := bp.acands
	// The loops are written out one by one, not over an array of the
	// lists: building the array and ranging over it cost as much as the
	// verifications of a short message.
	for _, wa := range bp.hits {
		start := int(wa.start)
		if wa.slot >= 0 {
			single, multi := s.index.candsAt(wa.slot, buf, start, int(wa.end-wa.start))
			for j := range single {
				c := &single[j]
				if aend, hit := s.index.verify(buf, n, start, c, s.anchors); hit {
					cands = s.found(st, cands, c.anchor, s.classPool[c.cls0:c.cls0+int32(c.ncls)], int32(c.words), c.patterns, wa, aend)
				}
			}
			for j := range multi {
				c := &multi[j]
				if aend, hit := s.index.verify(buf, n, start, c, s.anchors); hit {
					cands = s.found(st, cands, c.anchor, s.classPool[c.cls0:c.cls0+int32(c.ncls)], int32(c.words), c.patterns, wa, aend)
				}
			}
		}
		if wa.prefix {
			short, long := s.index.prefixCands(buf, start)
			for _, ai := range short {
				if aend, hit := anchorAt(w, start, &s.anchors[ai]); hit {
					h := &s.hot[ai]
					cands = s.found(st, cands, ai, s.classPool[h.cls0:h.cls0+int32(h.ncls)], h.words, h.patterns, wa, aend)
				}
			}
			for _, ai := range long {
				if aend, hit := anchorAt(w, start, &s.anchors[ai]); hit {
					h := &s.hot[ai]
					cands = s.found(st, cands, ai, s.classPool[h.cls0:h.cls0+int32(h.ncls)], h.words, h.patterns, wa, aend)
				}
			}
		}
	}
	bp.acands = cands
}

// found records phrase ai (of classes cls and words words) found at word
// wa, ending at words-view byte aend, and appends the candidates of its
// anchor patterns to cands.
func (s *Scanner) found(st *scanState, cands []candidate, ai int32, cls []uint16, words int32, patterns bool, wa wordAt, aend int) []candidate {
	start := int(wa.start)
	if k := len(st.tokens); k > 0 && st.tokens[k-1].anchor == ai && st.tokens[k-1].b1 > int32(start) {
		// The same phrase again, overlapping the last: a run of one
		// repeated letter matches the flood phrase at every word.
		return cands
	}
	w1 := wa.ord + words
	st.addToken(cls, ai, wa.ord, w1, int32(start), int32(aend))
	if !patterns {
		return cands
	}
	for k, pi := range s.anchors[ai].patterns {
		cands = append(cands, candidate{
			h:  hitRank{rank: s.patterns[pi].rank, end: aend, start: start, anchor: ai, order: k, pattern: pi},
			sp: span{w0: wa.ord, w1: w1, b0: int32(start), b1: int32(aend)},
		})
	}
	return cands
}

// judge picks the best candidate that passes its checks among the phrases
// collected so far (up to words-view byte limit). sure is false when the
// rest of the message might change the answer (stage.go): never when
// limit is the whole view.
func (s *Scanner) judge(bp *buffers, text string, payload bool, limit int) (m Match, ok, sure bool) {
	st := &bp.st
	w := bp.words
	bp.partial = limit < len(w)
	if bp.partial {
		bp.limit, bp.limOrd = int32(limit), wordsBefore(bp.spaces, limit)
	}
	bp.unsure = false
	cands := append(bp.cands[:0], bp.acands...)
	// Rules whose key class was found, and whose other classes were too;
	// with a payload, the Encoded patterns' rules as well.
	if payload {
		for _, ai := range s.gram.encoded {
			cands = s.ruleCandidates(cands, st, ai)
		}
	}
	if len(st.tokens) > 0 {
		for i, word := range st.seen {
			word &= s.gram.hasAlts[i]
			for word != 0 {
				c := i*64 + bits.TrailingZeros64(word)
				word &= word - 1
				for _, ai := range s.gram.byKey[c] {
					cands = s.ruleCandidates(cands, st, ai)
				}
			}
		}
	}
	bp.cands = cands
	// The best candidate that passes its checks wins: pick the best left,
	// check it, drop it if it fails. Most scans have none or one.
	code := st.code[:0]
	code = append(code, make([]int8, len(s.patterns))...)
	st.code = code
	for len(cands) > 0 {
		bi := 0
		for i := 1; i < len(cands); i++ {
			if cands[i].h.beats(&cands[bi].h) {
				bi = i
			}
		}
		cd := cands[bi]
		cands[bi] = cands[len(cands)-1]
		cands = cands[:len(cands)-1]
		c := &s.patterns[cd.h.pattern]
		if c.encoded && !payload {
			continue
		}
		if c.confirm != nil || c.unless != nil {
			win := w[max(0, cd.h.start-c.window):min(len(w), cd.h.end+c.window)]
			if c.confirm != nil && !c.confirm.Match(win) {
				continue
			}
			if c.unless != nil && c.unless.Match(win) {
				continue
			}
		}
		if s.excepted(st, cd.h.pattern, cd.sp) {
			continue
		}
		if bp.partial && len(c.except) > 0 && cd.sp.w1+c.reach+c.exceptSpan > bp.limOrd {
			// An except of the rest of the message could reach it.
			return Match{}, false, false
		}
		if c.code != nil {
			// One answer per pattern: for an anchor pattern the code view is
			// the whole message, for a rule the text around its matches.
			pi := cd.h.pattern
			if code[pi] == 0 && bp.codeImpossible(text, c) {
				code[pi] = 2
			}
			if code[pi] == 0 && bp.partial && c.gramAlts > 0 && len(text) > c.window {
				// A rule's code view is the text around all its matches,
				// the rest of the message's too.
				return Match{}, false, false
			}
			if code[pi] == 0 {
				code[pi] = 2
				if s.codeMatches(bp, text, cd, cands) {
					code[pi] = 1
				}
			}
			if code[pi] != 1 {
				continue
			}
		}
		if !s.plain {
			mentioned := s.mentioned(bp, text, &cd)
			if bp.unsure {
				return Match{}, false, false
			}
			if mentioned {
				continue
			}
		}
		if bp.partial && !s.final(bp, &cd) {
			return Match{}, false, false
		}
		bp.win = cd
		return c.match, true, true
	}
	return Match{}, false, !bp.partial
}

// hitRank orders candidate matches: higher rank first, then the anchor that
// ends first, then the longer anchor, then anchor and pattern order. This
// is the order in which a left-to-right multi-pattern automaton reports
// them, so the result is the same as scanning with one.
type hitRank struct {
	rank, end, start, order int
	anchor, pattern         int32
}

func (h *hitRank) beats(o *hitRank) bool {
	switch {
	case h.rank != o.rank:
		return h.rank > o.rank
	case h.end != o.end:
		return h.end < o.end
	case h.start != o.start:
		return h.start < o.start
	case h.anchor != o.anchor:
		return h.anchor < o.anchor
	}
	return h.order < o.order
}

// Len reports how many enabled patterns the scanner holds.
func (s *Scanner) Len() int { return len(s.patterns) }
