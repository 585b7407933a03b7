package injection

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// windowCase builds a words view from seed and the windows of anchors in
// it, each starting and ending at a word's edge (where reading the window
// alone and reading it within its tile agree on \b).
func windowCase(seed uint64, words []string, window int) (w []byte, wins [][2]int) {
	r := rand.New(rand.NewPCG(seed, seed>>7))
	var b strings.Builder
	var starts []int
	for b.Len() < 6000 {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		starts = append(starts, b.Len())
		b.WriteString(words[r.IntN(len(words))])
	}
	w = []byte(b.String())
	edge := func(i int) int { // the nearest word edge at or after i
		for i < len(w) && i > 0 && w[i-1] != ' ' {
			i++
		}
		return i
	}
	for _, s := range starts {
		if r.IntN(3) == 0 {
			lo, hi := edge(max(0, s-window)), edge(min(len(w), s+window))
			if lo < hi {
				wins = append(wins, [2]int{lo, hi})
			}
		}
	}
	r.Shuffle(len(wins), func(i, j int) { wins[i], wins[j] = wins[j], wins[i] })
	return w, wins
}

// TestWindowMatcherAgrees checks windowMatcher against the expression run
// on each window alone, windows asked in any order, over texts where the
// expression matches often, rarely, and in long stretches.
func TestWindowMatcherAgrees(t *testing.T) {
	t.Parallel()
	words := []string{"you", "told", "to", "the", "password", "a", "secret", "is", "now", "reply", "in", "your", "x"}
	for _, expr := range []string{
		`\btold you(?: \S+){0,3} password\b`,
		`\bthe (?:secret|password) is\b`,
		`\b(?:you|your)(?: \S+){0,16} reply\b`,
		`\bx x x\b`,
	} {
		re := regexp.MustCompile(expr)
		for seed := range uint64(40) {
			w, wins := windowCase(seed, words, 160)
			var wm windowMatcher
			wm.reset()
			for _, win := range wins {
				got := wm.matches(w, re, 3, exprConfirm, 160, win[0], win[1])
				require.Equal(t, re.Match(w[win[0]:win[1]]), got, "%s seed %d window %v", expr, seed, win)
			}
		}
	}
}

func FuzzWindowMatcher(f *testing.F) {
	f.Add(uint64(1), uint16(160))
	f.Add(uint64(7), uint16(40))
	words := []string{"told", "you", "to", "password", "the", "is", "x", "y"}
	re := regexp.MustCompile(`\btold you(?: \S+){0,4} (?:password|x)\b`)
	f.Fuzz(func(t *testing.T, seed uint64, window uint16) {
		win := int(window%400) + 1
		w, wins := windowCase(seed, words, win)
		var wm windowMatcher
		wm.reset()
		for _, ws := range wins {
			if wm.matches(w, re, 0, exprConfirm, win, ws[0], ws[1]) != re.Match(w[ws[0]:ws[1]]) {
				t.Fatalf("window %v of a %d-byte view disagrees", ws, len(w))
			}
		}
	})
}
