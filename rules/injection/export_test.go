package injection

import (
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/guardrail-go/guardrail/internal/normalize"
)

// WhyMatch scans text and returns the match with the words-view text of
// the span that produced it: a tuning aid for tests.
func (s *Scanner) WhyMatch(text string) (Match, string, bool) {
	bp := s.pool.Get().(*buffers)
	defer s.pool.Put(bp)
	m, ok, _ := s.scan(bp, text, false)
	if !ok {
		return m, "", false
	}
	return m, string(bp.words[bp.win.sp.b0:bp.win.sp.b1]), true
}

// Stats reports the sizes of a compiled scanner: anchors, classes, rule
// alternatives.
func (s *Scanner) Stats() (anchors, classes, alts int) {
	return len(s.anchors), s.gram.classes, len(s.gram.alts)
}

// TokenCount is how many class tokens a scan of text finds.
func (s *Scanner) TokenCount(text string) int {
	bp := s.pool.Get().(*buffers)
	defer s.pool.Put(bp)
	s.scan(bp, text, false)
	return len(bp.st.tokens)
}

// Gated reports whether text passes the gate (has a key phrase).
func (s *Scanner) Gated(text string) bool {
	bp := s.pool.Get().(*buffers)
	defer s.pool.Put(bp)
	w := padWords(normalize.AppendNormalized(bp.words[:0], text))
	bp.words = w
	buf := w[:len(w)+padding]
	bp.spaces = spaceMap(bp.spaces, buf, len(w))
	bp.hits, _, _ = s.gate.words(bp.hits[:0], buf, len(w), bp.spaces)
	return len(s.keyWindows(nil, bp.hits, buf, len(w))) > 0
}

// GateHits lists the key phrases found in text.
func (s *Scanner) GateHits(text string) []string {
	bp := s.pool.Get().(*buffers)
	defer s.pool.Put(bp)
	w := padWords(normalize.AppendNormalized(bp.words[:0], text))
	bp.words = w
	buf := w[:len(w)+padding]
	bp.spaces = spaceMap(bp.spaces, buf, len(w))
	bp.hits, _, _ = s.gate.words(bp.hits[:0], buf, len(w), bp.spaces)
	var out []string
	for _, wa := range bp.hits {
		if wa.slot >= 0 {
			sl := &s.gate.slots[wa.slot]
			for j := range s.gate.cands[sl.lo:sl.hi] {
				c := &s.gate.cands[int(sl.lo)+j]
				if _, ok := s.gate.verify(buf, len(w), int(wa.start), c, s.anchors); ok {
					out = append(out, s.anchors[c.anchor].text)
				}
			}
		}
	}
	return out
}

// CommonKeys lists the alternatives whose key class is common.
func (s *Scanner) CommonKeys() []string {
	var out []string
	for _, alt := range s.gram.alts {
		if alt.except {
			continue
		}
		k := alt.steps[0].class
		for _, st := range alt.steps[1:] {
			if s.gram.weights[st.class] < s.gram.weights[k] {
				k = st.class
			}
		}
		if s.gram.weights[k] >= 0.04 {
			var ex []string
			for i := range s.anchors {
				for _, c := range s.anchors[i].classes {
					if c == k && len(ex) < 6 {
						ex = append(ex, s.anchors[i].text)
					}
				}
			}
			out = append(out, s.patterns[alt.pattern].match.ID+" "+strings.Join(ex, "|"))
		}
	}
	return out
}

// ClassWeightsOf reports each class weight of the alternatives of a pattern.
func (s *Scanner) ClassWeightsOf(id string) [][]float64 {
	var out [][]float64
	for _, alt := range s.gram.alts {
		if alt.except || s.patterns[alt.pattern].match.ID != id {
			continue
		}
		var ws []float64
		for _, st := range alt.steps {
			ws = append(ws, s.gram.weights[st.class])
		}
		out = append(out, ws)
	}
	return out
}

// CommonPhrasesOf lists the phrases of a built-in class counted as common.
func CommonPhrasesOf(name string) []string {
	var out []string
	for _, p := range builtinClasses[name] {
		n := normalize.Normalize(strings.TrimSuffix(p, "*"))
		if commonPhrase(n) {
			out = append(out, n)
		}
	}
	return out
}

// ScanPlain scans without the mention and decoding stages.
func (s *Scanner) ScanPlain(text string) (Match, bool) {
	bp := s.pool.Get().(*buffers)
	defer s.pool.Put(bp)
	s.plain = true
	defer func() { s.plain = false }()
	m, ok, _ := s.scan(bp, text, false)
	return m, ok
}

// CodeTimes times each pattern's Code expression on the code view of text.
func (s *Scanner) CodeTimes(text string) map[string]time.Duration {
	code := normalize.AppendCode(nil, text)
	out := map[string]time.Duration{}
	for _, c := range s.patterns {
		if c.code == nil {
			continue
		}
		st := time.Now()
		c.code.Match(code)
		out[c.match.ID] = time.Since(st)
	}
	return out
}

// BigSlots lists the first words with the most anchors.
func (s *Scanner) BigSlots() []string {
	var out []string
	for _, sl := range s.index.slots {
		if n := sl.hi - sl.lo; n >= 25 {
			out = append(out, s.anchors[s.index.cands[sl.lo].anchor].text+":"+strconv.Itoa(int(n)))
		}
	}
	return out
}

// EvalCount counts the rule alternatives evaluated for text.
func (s *Scanner) EvalCount(text string) (possible, total int) {
	bp := s.pool.Get().(*buffers)
	defer s.pool.Put(bp)
	s.scan(bp, text, false)
	st := &bp.st
	if len(st.tokens) == 0 {
		return 0, 0
	}
	for i, word := range st.seen {
		for word != 0 {
			c := i*64 + bits.TrailingZeros64(word)
			word &= word - 1
			for _, ai := range s.gram.byKey[c] {
				total++
				if st.possible(&s.gram.alts[ai], &s.gram) {
					possible++
				}
			}
		}
	}
	return possible, total
}

// TokenTexts lists the anchor texts of the tokens of a scan of text.
func (s *Scanner) TokenTexts(text string) []string {
	bp := s.pool.Get().(*buffers)
	defer s.pool.Put(bp)
	s.scan(bp, text, false)
	var out []string
	for _, t := range bp.st.tokens {
		out = append(out, s.anchors[t.anchor].text)
	}
	return out
}

// IsCommonWord reports whether w is one word of the common list.
func IsCommonWord(w string) bool { return !strings.Contains(w, " ") && commonWords[w] }

// KeysWith lists the patterns with an alternative keyed on a class that
// holds phrase p.
func (s *Scanner) KeysWith(p string) []string {
	var out []string
	for ai, alt := range s.gram.alts {
		_ = ai
		if alt.except || alt.pattern < 0 {
			continue
		}
		k := alt.steps[0].class
		for _, st := range alt.steps[1:] {
			if s.gram.weights[st.class] < s.gram.weights[k] {
				k = st.class
			}
		}
		for i := range s.anchors {
			if s.anchors[i].text == p && slices.Contains(s.anchors[i].classes, k) {
				out = append(out, s.patterns[alt.pattern].match.ID)
			}
		}
	}
	return out
}
