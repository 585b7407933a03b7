package decode

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestHoldsReverseCue finds a cue word of ReverseCues with its
// punctuation and in any case, and no other word.
func TestHoldsReverseCue(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		words []string
		want  bool
	}{
		{[]string{"read", "this", "Backwards!"}, true},
		{[]string{"*REVERSED*"}, true},
		{[]string{"lies", "es", "Rückwärts!"}, true},
		{[]string{"Tersten", "oku"}, true},
		{[]string{"reverse,", "the", "list"}, true},
		{[]string{"reverser", "proxy"}, false},
		{[]string{"in", "reverse"}, true},
		{[]string{"the", "list", "sorted"}, false},
		{nil, false},
	} {
		assert.Equal(t, tc.want, holdsReverseCue(tc.words), strings.Join(tc.words, " "))
	}
}

// BenchmarkReverseOrder reads a short request that names "reverse", as
// a message asking to reverse a list does: every piece's words are
// looked up among the cues.
func BenchmarkReverseOrder(b *testing.B) {
	s := "How do I reverse a linked list in Python without recursion? Show the steps, then the code."
	b.SetBytes(int64(len(s)))
	b.ReportAllocs()
	for b.Loop() {
		ReverseOrder(s)
	}
}
