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
// order, inside the text.
func FuzzKeywordSpans(f *testing.F) {
	words := []string{"no need", "need", "ed", "не", "伝え"}
	k := newKeywords(words...)
	for _, s := range []string{"no need", "needed", "не не", "伝え伝", "\xe4\xbc"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := k.spans(s, 3, 5)
		var want [][2]int
		for i := range len(s) {
			for _, w := range words {
				if strings.HasPrefix(s[i:], w) {
					want = append(want, [2]int{max(0, i-3), min(len(s), i+len(w)+5)})
					break
				}
			}
		}
		assert.Equal(t, want, got)
	})
}
