package injection

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/guardrail-go/guardrail/internal/normalize"
)

// TestKnownMatchesNormalize checks knownWords against the normaliser: every word of the pack as written, in
// capitals and capitalised, and random letters (l and L among them).
func TestKnownMatchesNormalize(t *testing.T) {
	t.Parallel()
	s := wholeScanner(t)
	var words []string
	for w := range s.words {
		words = append(words, w, strings.ToUpper(w), strings.ToUpper(w[:1])+w[1:])
	}
	r := rand.New(rand.NewSource(1))
	const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZlLiI"
	for range 2000 {
		b := make([]byte, 1+r.Intn(34))
		for i := range b {
			b[i] = letters[r.Intn(len(letters))]
		}
		words = append(words, string(b))
	}
	words = append(words, "", "a1", "ÀB", "ig nore", "x\xff")
	words = append(words, "Ünïcödé", "ДЕЛАЙ", "l1ke", "ﬁle")
	kw := knownWords{s: s}
	for _, w := range words {
		assert.Equal(t, s.words[normalize.Normalize(w)], kw.known(w), "%q", w)
	}
}

// mayBeScrambled finds a scramble word with its inner letters shuffled,
// and the word itself, in the words view; not other words of its shape.
func TestMayBeScrambled(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		word string
		want bool
	}{
		{"ignroe", true}, {"ignore", true}, {"isnturtcoins", true}, {"pevruios", true},
		{"irgone", true}, {"ingore", true},
		{"itinerary", false}, {"imagine", false}, {"summary", false}, {"pint", false}, {"prompted", false}, {"ignores", false},
	} {
		assert.Equal(t, tt.want, mayBeScrambled([]byte(normalize.Normalize(tt.word))), tt.word)
	}
}

// TestWordBitsHoldEveryWord: the filter before the word map never turns a
// word of the pack away, and known answers as the map does.
func TestWordBitsHoldEveryWord(t *testing.T) {
	t.Parallel()
	s := MustCompile(DefaultPack())
	kw := knownWords{s: s}
	for w := range s.words {
		h := wordHashBit(w)
		assert.Equal(t, uint64(1), s.wordBits[h/64]>>(h%64)&1, "%q", w)
	}
	for _, w := range []string{"ignore", "IGNORE", "instructions", "xqzv", "zzzzzzzz", "prompt"} {
		assert.Equal(t, s.words[normalize.Normalize(w)], kw.known(w), "%q", w)
	}
}
