package sanitize

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// keywordParts are keywords, their prefixes and filler, joined at random
// into the texts the lane tests compare (keywordText).
var keywordParts = []string{"password", "pass", "key", "token", "claude", "ghp_", "sk-", " ", "x", "-----BEGIN ", "a", "\n", "Secret", "api_key=", "AKIA", "mot de passe"}

// keywordText joins random parts until the text holds size bytes or more.
func keywordText(rng *rand.Rand, parts []string, size int) []byte {
	var b strings.Builder
	for b.Len() < size {
		b.WriteString(parts[rng.IntN(len(parts))])
	}
	return []byte(b.String())
}

// scanWhole's lanes must report exactly what one scan does, in the same
// order, wherever the quarters fall: texts of keywords and filler of
// every length around the lane threshold, so that keywords straddle each
// quarter's start and lanes start inside keywords.
func TestScanWholeEqualsScan(t *testing.T) {
	t.Parallel()
	c := Default()
	rng := rand.New(rand.NewPCG(7, 28))
	var tmp [4][]occurrence
	for range 3000 {
		text := keywordText(rng, keywordParts, 200+rng.IntN(600))
		want, _ := c.ac.scan(text, 0, 0, nil)
		got := c.ac.scanWhole(text, nil, &tmp)
		if !slices.Equal(got, want) {
			t.Fatalf("scanWhole differs from scan on %q:\n got %v\nwant %v", text, got, want)
		}
	}
}

// An automaton whose root reports (an empty keyword) checks every state:
// the empty keyword after each byte, "ab" where it ends.
func TestAutomatonRootReports(t *testing.T) {
	a := buildAutomaton([]string{"", "ab"})
	occ, _ := a.scan([]byte("xab"), 0, 0, nil)
	want := []occurrence{{pos: 1, kw: 0}, {pos: 2, kw: 0}, {pos: 1, kw: 1}, {pos: 3, kw: 0}}
	if !slices.Equal(occ, want) {
		t.Fatalf("got %v, want %v", occ, want)
	}
}

// scanChunk must report exactly what scan does from any state and start,
// including where a lane starts inside a keyword longer than its warm-up
// (its stretch is then scanned again).
func TestScanChunkEqualsScan(t *testing.T) {
	t.Parallel()
	c := Default()
	parts := append(slices.Clip(keywordParts), "-----BEGIN OPENSSH PRIVATE KEY-----")
	rng := rand.New(rand.NewPCG(7, 29))
	var tmp [4][]occurrence
	for range 20000 {
		text := keywordText(rng, parts, 1+rng.IntN(300))
		from := rng.IntN(len(text) + 1)
		_, s := c.ac.scan(text[:from], 0, 0, nil)
		want, ws := c.ac.scan(text, from, s, []occurrence{{pos: -1}})
		got, gs := c.ac.scanChunk(text, from, s, []occurrence{{pos: -1}}, &tmp)
		if !slices.Equal(got, want) || gs != ws {
			t.Fatalf("scanChunk differs from scan on %q from %d:\n got %v %d\nwant %v %d", text, from, got, gs, want, ws)
		}
	}
}
