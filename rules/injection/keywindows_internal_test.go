package injection

import (
	"strings"
	"testing"

	"github.com/guardrail-go/guardrail/internal/normalize"
	"github.com/stretchr/testify/require"
)

// keyWindowsWalk is keyWindows as a walk over every candidate, verifying
// each one that would widen the last stretch: the reference.
func (s *Scanner) keyWindowsWalk(dst [][2]int, hits []wordAt, buf []byte, n int) [][2]int {
	for _, wa := range hits {
		start := int(wa.start)
		if k := len(dst); k > 0 && min(n, start+keyReach) <= dst[k-1][1] {
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

// keyWindowTexts are long messages built from the corpus prompts and
// the staged scan's texts: prompts repeated, spliced, and spread apart by
// ordinary prose so that stretches open, merge and close.
func keyWindowTexts(t testing.TB) []string {
	texts := longTexts()
	prompts := corpusPrompts(t)
	filler := strings.Repeat("The quarterly report lists the sales of every region. ", 20)
	texts = append(texts, prompts...)
	for i, p := range prompts {
		q := prompts[(i*7+3)%len(prompts)]
		texts = append(texts, strings.Repeat(p+" ", 1+2000/(len(p)+1)),
			p+" "+filler[:(i*37)%len(filler)]+q, p+filler+filler+q+filler+p)
	}
	return texts
}

// TestKeyWindowsAgree checks that keyWindows gives the stretches of the
// walk that verifies every candidate.
func TestKeyWindowsAgree(t *testing.T) {
	t.Parallel()
	s := MustCompile(DefaultPack())
	opened, several := 0, 0
	for _, text := range keyWindowTexts(t) {
		w := padWords(normalize.AppendNormalized(nil, text))
		buf := w[:len(w)+padding]
		spaces := spaceMap(nil, buf, len(w))
		hits, _, _ := s.gate.words(nil, buf, len(w), spaces)
		want := s.keyWindowsWalk(nil, hits, buf, len(w))
		require.Equal(t, want, s.keyWindows(nil, hits, buf, len(w)), "%.200q", text)
		if len(want) > 0 {
			opened++
		}
		if len(want) > 1 {
			several++
		}
	}
	t.Logf("%d texts with stretches, %d with several", opened, several)
}
