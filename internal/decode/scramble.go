package decode

import (
	"iter"
	"slices"
	"strings"
)

// A reader reads a word whose inner letters are shuffled as long as its
// first and last letters stay ("ignroe all pevruios isnturtcoins"), and
// so does a model; a scanner of words does not. Unscramble puts back the
// words orders are made of: a word of ASCII letters that has the first
// and last letter, the length and the inner letters of one of them, in
// another order, is read as that word.

// scrambleWords are the words of overrides, extractions and jailbreaks
// that a scrambled order cannot do without. Short words are left out: a
// shuffle of three inner letters or fewer is a typo (typos.go teaches the
// classes those) or another word.
var scrambleWords = []string{
	"ignore", "disregard", "forget", "override", "bypass", "previous", "instructions", "instruction", "guidelines",
	"rules", "system", "prompt", "reveal", "secret", "password", "passphrase", "hidden", "restrictions", "unrestricted",
	"filters", "without", "above", "everything", "pretend", "jailbreak", "developer", "print", "repeat", "confidential",
	"initial", "original", "directives", "configuration", "limitations", "censorship", "unfiltered", "uncensored",
}

// ScrambleWords returns the words Unscramble puts back, for a caller that
// looks for them before decoding (a copy).
func ScrambleWords() []string { return slices.Clone(scrambleWords) }

// minScrambled is how many words of a message must be put back for the
// reading to count: one shuffled word is a typo, an order needs several.
const minScrambled = 2

// scrambleKey is a word's first and last letters and its inner letters in
// order, lower case; ok is false for a word that is not 5 to 16 ASCII
// letters.
func scrambleKey(dst []byte, w string) ([]byte, bool) {
	if len(w) < 5 || len(w) > 16 {
		return dst, false
	}
	for i := 0; i < len(w); i++ {
		c := w[i] | 0x20
		if c < 'a' || c > 'z' {
			return dst, false
		}
	}
	dst = append(dst[:0], w[0]|0x20, w[len(w)-1]|0x20)
	start := len(dst)
	for i := 1; i < len(w)-1; i++ {
		dst = append(dst, w[i]|0x20)
	}
	slices.Sort(dst[start:])
	return dst, true
}

// scrambleIndex maps the key of each of scrambleWords to the word, and
// scrambleEnds holds, for each first and last letter, the lengths of the
// words that have them (bit n for n letters), so that most words of a
// message are passed over by one table lookup.
var scrambleIndex, scrambleEnds = func() (map[string]string, [26][26]uint32) {
	idx := map[string]string{}
	var ends [26][26]uint32
	for _, w := range scrambleWords {
		k, ok := scrambleKey(nil, w)
		if !ok {
			continue
		}
		idx[string(k)] = w
		ends[w[0]-'a'][w[len(w)-1]-'a'] |= 1 << len(w)
	}
	return idx, ends
}()

// letterTable marks the ASCII letters, for the word loop.
var letterTable = func() (t [256]bool) {
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-32] = true, true
	}
	return t
}()

// letterRuns yields the start and end of each run of ASCII letters in s:
// the words Unscramble and Unstretch read.
func letterRuns(s string) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		for i := 0; i < len(s); {
			if !letterTable[s[i]] {
				i++
				continue
			}
			j := i + 1
			for j < len(s) && letterTable[s[j]] {
				j++
			}
			if !yield(i, j) {
				return
			}
			i = j
		}
	}
}

// Unscramble puts back, in place, each word that is one of scrambleWords
// with its inner letters shuffled, when at least minScrambled are. It
// reports whether it did.
func Unscramble(s string) (string, bool) {
	var key [16]byte
	var fixes []span
	for i, j := range letterRuns(s) {
		w := s[i:j]
		if n := len(w); n >= 5 && n <= 16 && scrambleEnds[w[0]|0x20-'a'][w[n-1]|0x20-'a']&(1<<n) != 0 {
			if k, ok := scrambleKey(key[:0], w); ok {
				if word, hit := scrambleIndex[string(k)]; hit && !strings.EqualFold(word, w) {
					fixes = append(fixes, span{i, j, word})
				}
			}
		}
	}
	if len(fixes) < minScrambled {
		return s, false
	}
	return replaceSpans(s, fixes), true
}
