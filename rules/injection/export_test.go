package injection

import (
	"strings"

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
	return s.anyHit(bp.hits, buf, len(w))
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
		if s.gram.weights[k] >= 0.5 {
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
