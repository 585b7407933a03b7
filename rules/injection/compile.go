package injection

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/guardrail-go/guardrail/internal/normalize"
	"github.com/guardrail-go/guardrail/middleware"
)

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
		if pt.Builtin {
			if err := builtinValid(pt); err != nil {
				return nil, err
			}
			if s.builtins == nil {
				s.builtins = map[string]Match{}
			}
			s.builtins[pt.ID] = pt.match()
			continue
		}
		switch {
		case pt.Rule == "" && len(pt.Anchors) == 0:
			return nil, &PatternError{ID: pt.ID, Field: "anchors", Reason: "a rule or at least one anchor is required"}
		case pt.Rule != "" && (len(pt.Anchors) > 0 || pt.Confirm != "" || pt.Unless != ""):
			return nil, &PatternError{ID: pt.ID, Field: "rule", Reason: "a rule does not take anchors, confirm or unless (use except)"}
		case pt.Rule == "" && (pt.Except != "" || pt.ExceptOn != ""):
			return nil, &PatternError{ID: pt.ID, Field: "except", Reason: "except needs a rule"}
		}
		c := compiled{
			match:   pt.match(),
			window:  pt.Window,
			reach:   int32(pt.Reach),
			literal: pt.Literal,
			quoted:  pt.QuotedCounts,
			encoded: pt.Encoded,
			// An except from another sentence counts only where the
			// pattern says so (sentences.go).
			anySentence: pt.ExceptAnySentence,
		}
		s.encoded = s.encoded || pt.Encoded
		if c.window <= 0 {
			c.window = DefaultWindow
		}
		if c.window > MaxWindow {
			return nil, &PatternError{ID: pt.ID, Field: "window", Reason: "over " + strconv.Itoa(MaxWindow) + " bytes"}
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
			c.lits = needLits(pt.Code)
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
			if pt.ExceptOn != "" {
				alts, err := s.compileRule(pi, pt.ID, "except_on", pt.ExceptOn, true, cs, anchorIdx)
				if err != nil {
					return nil, err
				}
				s.patterns[pi].exceptOn = alts
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
	if len(s.patterns) == 0 && len(s.builtins) == 0 {
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
		cls0 := len(s.classPool)
		s.classPool = appendClassWords(s.classPool, a.classes)
		s.hot[i] = anchorHot{cls0: int32(cls0), words: a.words, ncls: uint16(len(s.classPool) - cls0), patterns: len(a.patterns) > 0}
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
	s.wordBits = make([]uint64, wordBitsLen/64)
	for _, a := range s.anchors {
		for _, w := range strings.Split(a.text, " ") {
			if slipWords[w] {
				continue // a slip the classes learned is no word of its own (typos.go)
			}
			s.words[w] = true
			h := wordHashBit(w)
			s.wordBits[h/64] |= 1 << (h % 64)
		}
	}
	s.gate.respell = newRespellIndex(s.words)
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
// literal letters in it the way the words view normalises text, split
// for reading windows (splitEdges); the zero windowRe for none.
func compileWords(src string) (windowRe, error) {
	if src == "" {
		return windowRe{}, nil
	}
	return splitEdges(normalizeRegexLiterals(src))
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

// appendClassWords appends the classes cls as words of a class bitmap,
// one per word they fall in, in ascending order.
func appendClassWords(dst []classWord, cls []uint16) []classWord {
	start := len(dst)
	for _, c := range slices.Sorted(slices.Values(cls)) {
		w := uint32(c >> 6)
		if n := len(dst); n > start && dst[n-1].word == w {
			dst[n-1].mask |= 1 << (c & 63)
			continue
		}
		dst = append(dst, classWord{mask: 1 << (c & 63), word: w})
	}
	return dst
}
