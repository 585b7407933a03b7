package injection

import (
	"regexp"
	"strings"
)

// keywords finds any of a set of words in one pass over a text. The
// carriers of a goal read in a tool's result (a concealment, a waived
// record, a remedy, a note to the next editor) open a window of their
// expression at each of a hundred or more words in three cases; looking
// for each word on its own read an 18 KB source file a hundred times
// over. Here a bitmap of the words' first two bytes rejects almost every
// position, and only the words that begin with the pair at a position
// are compared there.
type keywords struct {
	pairs  [1 << 16 / 64]uint64
	byPair map[uint16][]string
}

// newKeywords returns the set of words; each must be two bytes or more.
func newKeywords(words ...string) *keywords {
	k := &keywords{byPair: map[uint16][]string{}}
	for _, w := range words {
		if len(w) < 2 {
			panic("injection: keyword shorter than two bytes: " + w)
		}
		p := uint16(w[0])<<8 | uint16(w[1])
		if !k.has(p) {
			k.pairs[p/64] |= 1 << (p % 64)
		}
		k.byPair[p] = append(k.byPair[p], w)
	}
	return k
}

func (k *keywords) has(p uint16) bool { return k.pairs[p/64]&(1<<(p%64)) != 0 }

// spans returns, for each word found in text, the stretch from before
// bytes ahead of it to after bytes past it, in the order of the words'
// positions.
func (k *keywords) spans(text string, before, after int) [][2]int {
	var out [][2]int
	for i := 0; i+1 < len(text); i++ {
		p := uint16(text[i])<<8 | uint16(text[i+1])
		if !k.has(p) {
			continue
		}
		for _, w := range k.byPair[p] {
			if strings.HasPrefix(text[i:], w) {
				out = append(out, [2]int{max(0, i-before), min(len(text), i+len(w)+after)})
				break
			}
		}
	}
	return out
}

// nearKeys is nearWords over a set of keywords: the matches of re in
// the stretches around the words of k found in text.
func nearKeys(text string, k *keywords, re *regexp.Regexp, before, after int) [][]int {
	return matchSpans(text, k.spans(text, before, after), re)
}
