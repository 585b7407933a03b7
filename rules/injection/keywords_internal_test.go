package injection

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestKeywordSpans checks the one-pass finder against looking for each
// word on its own: every position where a word begins opens a span.
func TestKeywordSpans(t *testing.T) {
	t.Parallel()
	k := newKeywords("no need", "No need", "needs no", "не сообща", "伝え")
	for _, tt := range []struct {
		text  string
		start []int
	}{
		{"", nil},
		{"n", nil},
		{"no need to mention it", []int{0}},
		{"It needs no sign-off. No need.", []int{3, 22}},
		{"не сообщайте; 伝えないで", []int{0, 25}},
		{"no nee", nil},
	} {
		var got []int
		for _, s := range k.spans(tt.text, 0, 0) {
			got = append(got, s[0])
		}
		assert.Equal(t, tt.start, got, "%q", tt.text)
	}
	assert.Panics(t, func() { newKeywords("x") })
}

// FuzzKeywordSpans: the spans are those of a search for each word, in
// order, each as long as the longest word found where it starts (the
// union of the words' spans there), and contains agrees with them.
func FuzzKeywordSpans(f *testing.F) {
	words := []string{"no need", "need", "ed", "edit", "не", "伝え"}
	k := newKeywords(words...)
	for _, s := range []string{"no need", "needed", "не не", "伝え伝", "\xe4\xbc"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := k.spans(s, 3, 5)
		var want [][2]int
		found := false
		for i := range len(s) {
			n := 0
			for _, w := range words {
				if strings.HasPrefix(s[i:], w) {
					n = max(n, len(w))
				}
			}
			if n > 0 {
				want = append(want, [2]int{max(0, i-3), min(len(s), i+n+5)})
				found = true
			}
		}
		assert.Equal(t, want, got)
		assert.Equal(t, found, k.contains(s))
	})
}
