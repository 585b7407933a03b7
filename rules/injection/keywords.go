package injection

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// keywords finds any of a set of words in one pass over a text. The
// readers of a tool's result that run an expression only around its
// keywords (a concealment, a waived record, a remedy, a note to the next
// editor, a tool named as the reader) have up to a hundred or more words
// in three cases each; looking for each word on its own read an 18 KB
// source file a hundred times over. Here a bitmap of the words' first
// two bytes rejects most positions, a second one of a hash of their first
// three bytes most of the rest (English text holds "re", "in" and "co"
// at every few bytes, and so do the words), and only the words that begin
// with the pair at a position are compared there.
type keywords struct {
	pairs  [1 << 16 / 64]uint64
	tris   [1 << 16 / 64]uint64 // triHash of the words of three bytes or more
	shorts [1 << 16 / 64]uint64 // the pairs that are a whole word
	byPair map[uint16][]string
}

// triHash spreads a word's first three bytes over 16 bits.
func triHash(a, b, c byte) uint16 {
	return uint16((uint32(a)<<16 | uint32(b)<<8 | uint32(c)) * 2654435761 >> 16)
}

func setKeyBit(m *[1 << 16 / 64]uint64, p uint16)      { m[p/64] |= 1 << (p % 64) }
func keyBitSet(m *[1 << 16 / 64]uint64, p uint16) bool { return m[p/64]&(1<<(p%64)) != 0 }

// newKeywords returns the set of words; each must be two bytes or more.
func newKeywords(words ...string) *keywords {
	k := &keywords{byPair: map[uint16][]string{}}
	for _, w := range words {
		if len(w) < 2 {
			panic("injection: keyword shorter than two bytes: " + w)
		}
		p := uint16(w[0])<<8 | uint16(w[1])
		setKeyBit(&k.pairs, p)
		if len(w) == 2 {
			setKeyBit(&k.shorts, p)
		} else {
			setKeyBit(&k.tris, triHash(w[0], w[1], w[2]))
		}
		k.byPair[p] = append(k.byPair[p], w)
	}
	return k
}

// third reports whether a word of the set may begin at text[i], whose
// pair p is one of the words': a word is that pair alone, or the hash of
// the three bytes there is one of the words'. The pair's own test is
// written out in the loops that call it: they run at every byte.
func (k *keywords) third(text string, i int, p uint16) bool {
	return keyBitSet(&k.shorts, p) || i+2 < len(text) && keyBitSet(&k.tris, triHash(text[i], text[i+1], text[i+2]))
}

// spans returns, for each word found in text, the stretch from before
// bytes ahead of it to after bytes past it, in the order of the words'
// positions.
func (k *keywords) spans(text string, before, after int) [][2]int {
	var out [][2]int
	for i := 0; i+1 < len(text); i++ {
		p := uint16(text[i])<<8 | uint16(text[i+1])
		if k.pairs[p/64]&(1<<(p%64)) == 0 || !k.third(text, i, p) {
			continue
		}
		n := 0 // the longest word found at i, whose span holds the others'
		for _, w := range k.byPair[p] {
			if len(w) > n && strings.HasPrefix(text[i:], w) {
				n = len(w)
			}
		}
		if n > 0 {
			out = append(out, [2]int{max(0, i-before), min(len(text), i+n+after)})
		}
	}
	return out
}

// contains reports whether text holds one of the words.
func (k *keywords) contains(text string) bool { return keywordIn(k, text) }

// keywordIn is contains over a string or a byte slice: the gates of
// gated.go read a folded copy of a window, kept in a reused buffer, and
// a string of it would be one allocation a window.
func keywordIn[T string | []byte](k *keywords, text T) bool {
	for i := 0; i+1 < len(text); i++ {
		p := uint16(text[i])<<8 | uint16(text[i+1])
		if k.pairs[p/64]&(1<<(p%64)) == 0 ||
			!keyBitSet(&k.shorts, p) && (i+2 >= len(text) || !keyBitSet(&k.tris, triHash(text[i], text[i+1], text[i+2]))) {
			continue
		}
		for _, w := range k.byPair[p] {
			if len(text)-i >= len(w) && string(text[i:i+len(w)]) == w {
				return true
			}
		}
	}
	return false
}

// nearKeys returns the matches of each of res in text that lie around
// one of the words of k: the expressions are run only on the stretches
// from before bytes ahead of each word to after bytes past it (merged
// where they overlap), so a long text pays for its keywords, not for the
// expressions over every byte. Every alternative of each expression must
// hold one of the words, and a match reach no further from its word than
// before and after.
func nearKeys(text string, k *keywords, before, after int, res ...*gatedRE) [][]int {
	spans := k.spans(text, before, after) // in the order of their starts
	if len(spans) == 0 {
		return nil
	}
	var out [][]int
	lo, hi := spans[0][0], spans[0][1]
	var folded []byte
	flush := func() {
		folded = appendFoldLower(folded[:0], text[lo:hi])
		for _, re := range res {
			for _, m := range re.findAll(text[lo:hi], folded) {
				if n := len(out); n == 0 || out[n-1][0] != lo+m[0] {
					out = append(out, []int{lo + m[0], lo + m[1]})
				}
			}
		}
	}
	for _, s := range spans[1:] {
		if s[0] <= hi {
			hi = max(hi, s[1])
			continue
		}
		flush()
		lo, hi = s[0], s[1]
	}
	flush()
	return out
}

// caseForms returns each word as given, with its first letter upper-case
// and all in upper case: a label is often all capitals ("CATATAN UNTUK
// ALAT OTOMATIS:"), a sentence opens with a capital.
func caseForms(words ...string) []string {
	out := make([]string, 0, 3*len(words))
	for _, w := range words {
		r, n := utf8.DecodeRuneInString(w)
		out = append(out, w, string(unicode.ToUpper(r))+w[n:], strings.ToUpper(w))
	}
	return slices.Compact(out)
}
