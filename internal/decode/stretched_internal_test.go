package decode

import (
	"strings"
	"testing"
)

// stretchedWalk is stretchedIn as a walk over every byte: the reference
// of its eight-at-a-time look.
func stretchedWalk(s string) bool {
	for i := 2; i < len(s); i++ {
		if c := s[i]; c == s[i-1] && c == s[i-2] && letterTable[c] {
			return true
		}
	}
	return false
}

// TestStretchedInAgrees checks stretchedIn against the walk with a run of
// three at every place of texts of every length up to 40, runs of two,
// of digits and of non-letters, and multi-byte text.
func TestStretchedInAgrees(t *testing.T) {
	base := "the quick brown fox jumps over the lazy dog é 12"
	for n := 0; n <= 40; n++ {
		s := base[:min(n, len(base))]
		check := func(v string) {
			if got, want := stretchedIn(v), stretchedWalk(v); got != want {
				t.Fatalf("%q: %v, want %v", v, got, want)
			}
		}
		check(s)
		for i := 0; i+3 <= len(s); i++ {
			for _, run := range []string{"ooo", "oo", "111", "   ", "AAA", "\xc3\xc3\xc3", "Zzz"} {
				check(s[:i] + run + s[i+len(run):])
			}
		}
	}
	check := strings.Repeat("ab", 100) + "ccc"
	if !stretchedIn(check) {
		t.Fatal("run at the end of a long text")
	}
}

// FuzzStretchedIn checks stretchedIn against the walk.
func FuzzStretchedIn(f *testing.F) {
	for _, s := range []string{"ignoooore", "www", "aa", "xxxxxxxxxxyyy", "ééé"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := stretchedIn(s), stretchedWalk(s); got != want {
			t.Fatalf("%q: %v, want %v", s, got, want)
		}
	})
}
