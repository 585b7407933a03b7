package injection

import (
	"strings"
	"testing"

	"github.com/guardrail-go/guardrail/internal/decode"
	"github.com/guardrail-go/guardrail/internal/normalize"
)

// scrambledSetRef is scrambledSet by a map of every scramble word's
// shape (first and last letter, length) to its inner-letter sets: the
// reference of the table by letter pair.
func scrambledSetRef(w []byte) bool {
	type shape struct {
		first, last byte
		length      int
	}
	sets := map[shape][]uint32{}
	for _, v := range decode.ScrambleWords() {
		v = normalize.Normalize(v)
		if len(v) < 5 || len(v) > 16 || !asciiLower(v[0]) || !asciiLower(v[len(v)-1]) {
			continue
		}
		sh := shape{v[0], v[len(v)-1], len(v)}
		sets[sh] = append(sets[sh], innerLetters(v))
	}
	m := innerLetters(string(w))
	for _, set := range sets[shape{w[0], w[len(w)-1], len(w)}] {
		if set == m {
			return true
		}
	}
	return false
}

// TestScrambledSetAgrees checks mayBeScrambled's table against the map
// on every scramble word, its letters shuffled, changed or cut, and
// every word of the key windows' texts.
func TestScrambledSetAgrees(t *testing.T) {
	t.Parallel()
	var words []string
	for _, v := range decode.ScrambleWords() {
		v = normalize.Normalize(v)
		words = append(words, v)
		b := []byte(v)
		for i := 1; i+2 < len(b); i++ {
			s := append([]byte{}, b...)
			s[i], s[i+1] = s[i+1], s[i]
			words = append(words, string(s))
			s[i] = 'q'
			words = append(words, string(s))
		}
		words = append(words, v[:len(v)-1], v+"s", "x"+v[1:])
	}
	texts := keyWindowTexts(t)
	texts = texts[:min(len(texts), 3000)] // fewer without the corpora
	for _, text := range texts {
		words = append(words, strings.Fields(normalize.Normalize(text))...)
	}
	found := 0
	for _, w := range words {
		b := []byte(w)
		want := len(b) >= 5 && len(b) <= 16 && asciiLower(b[0]) && asciiLower(b[len(b)-1]) &&
			scrambleEnds[b[0]-'a'][b[len(b)-1]-'a']&(1<<len(b)) != 0 && scrambledSetRef(b)
		if got := mayBeScrambled(b); got != want {
			t.Fatalf("%q: %v, want %v", w, got, want)
		}
		if want {
			found++
		}
	}
	t.Logf("%d words, %d may be scrambled", len(words), found)
}
