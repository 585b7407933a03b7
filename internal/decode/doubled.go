package decode

import (
	"math/bits"
	"strings"
)

// Every letter typed twice ("iiggnnoorree aallll pprreevviioouuss
// iinnssttrruuccttiioonnss") is read through by a model at a glance; a
// scanner of words sees no word at all. Undouble writes each word whose
// letters all come in pairs with one letter of each pair, once enough
// words do that the doubling is the way the text is written: English
// has words made of pairs ("see", no; "Aaa", no: "ll" alone), a text of
// them does not.

// minDoubledWords is how many words made of pairs make a text doubled.
const minDoubledWords = 3

// doubledShare: a doubled text has about one neighbouring pair of equal
// bytes for every two bytes; ordinary prose one in thirty. A text with
// fewer than one in doubledShare is not looked at word by word.
const doubledShare = 6

// doubledIn reports whether s has, eight places at a time, at least one
// pair of equal neighbouring bytes for every doubledShare bytes: the
// cheap look every message gets.
func doubledIn(s string) bool {
	if len(s) < 2*minDoubledWords*2 {
		return false
	}
	pairs := 0
	p := 0
	for ; p+9 <= len(s); p += 8 {
		pairs += bits.OnesCount64(zeroBytes(load64(s, p) ^ load64(s, p+1)))
	}
	for ; p+1 < len(s); p++ {
		if s[p] == s[p+1] {
			pairs++
		}
	}
	return pairs*doubledShare >= len(s)
}

// pairedWord reports whether w is two or more letters, each typed twice.
func pairedWord(w string) bool {
	if len(w) < 2 || len(w)%2 != 0 {
		return false
	}
	for i := 0; i < len(w); i += 2 {
		if w[i] != w[i+1] {
			return false
		}
	}
	return true
}

// Undouble writes every word of s made of letter pairs with one letter
// of each pair, when at least minDoubledWords words are made so. It
// reports whether it did.
func Undouble(s string) (string, bool) {
	if !doubledIn(s) {
		return s, false
	}
	n := 0
	for i, j := range letterRuns(s) {
		if j-i >= 4 && pairedWord(s[i:j]) {
			if n++; n >= minDoubledWords {
				break
			}
		}
	}
	if n < minDoubledWords {
		return s, false
	}
	var out strings.Builder
	out.Grow(len(s))
	last := 0
	for i, j := range letterRuns(s) {
		if !pairedWord(s[i:j]) {
			continue
		}
		out.WriteString(s[last:i])
		for k := i; k < j; k += 2 {
			out.WriteByte(s[k])
		}
		last = j
	}
	out.WriteString(s[last:])
	return out.String(), true
}
