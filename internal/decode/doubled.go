package decode

import (
	"iter"
	"math/bits"
	"strings"
	"unicode"
	"unicode/utf8"
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
		return undoubleRunes(s)
	}
	var spans []span
	n := 0
	for i, j := range letterRuns(s) {
		if !pairedWord(s[i:j]) {
			continue
		}
		if j-i >= 4 {
			n++
		}
		single := make([]byte, 0, (j-i)/2)
		for k := i; k < j; k += 2 {
			single = append(single, s[k])
		}
		spans = append(spans, span{i, j, string(single)})
	}
	if n < minDoubledWords {
		return undoubleRunes(s)
	}
	return replaceSpans(s, spans), true
}

// Outside ASCII a doubled letter is two equal runes of two to four bytes
// each ("ппррооммпптт", "密密码码是是什什么么"), which the byte look above
// does not see. undoubleRunes reads the first doubledSample bytes rune by
// rune: a text whose letters come in pairs is read with one of each, a
// word at a time (letters and the marks on them, so a Devanagari word
// stays one), once minDoubledWords words or minDoubledRunes letters in
// pairs are found. Ordinary Russian or Chinese has a pair of equal
// letters now and then ("Аллах", "谢谢"), not one in three.

// doubledSample bounds the bytes whose runes are compared.
const doubledSample = 128

// minDoubledRunes is how many paired letters make a text doubled when it
// has no spaces to count words by (Chinese, Japanese): six letters.
const minDoubledRunes = 12

// runesDoubled reports whether the first doubledSample bytes of s hold
// non-ASCII letters, one in doubledShare of its letters or more equal to
// the one before.
func runesDoubled(s string) bool {
	sample := s[:min(len(s), doubledSample)]
	if !nonASCII(sample) {
		return false
	}
	letters, pairs, wide := 0, 0, false
	var prev rune
	for _, r := range sample {
		if r < utf8.RuneSelf && !letterTable[r] || r >= utf8.RuneSelf && !unicode.IsLetter(r) {
			prev = 0
			continue
		}
		letters++
		wide = wide || r >= utf8.RuneSelf
		if r == prev {
			pairs++
			prev = 0 // a pair counts once: "ллл" is one pair and a letter
			continue
		}
		prev = r
	}
	return wide && pairs*doubledShare >= letters && letters >= 2*minDoubledWords
}

// nonASCII reports whether s holds a byte outside ASCII, eight bytes a
// round: the look every ASCII message gets before runesDoubled gives up.
func nonASCII(s string) bool {
	p := 0
	for ; p+8 <= len(s); p += 8 {
		if load64(s, p)&0x8080808080808080 != 0 {
			return true
		}
	}
	for ; p < len(s); p++ {
		if s[p] >= utf8.RuneSelf {
			return true
		}
	}
	return false
}

// wordRunes yields the start and end of each run of letters and marks
// (wordRuneAt).
func wordRunes(s string) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		for i := 0; i < len(s); {
			n := wordRuneAt(s, i)
			if n == 0 {
				i += runeLen(s, i)
				continue
			}
			j := i + n
			for j < len(s) {
				m := wordRuneAt(s, j)
				if m == 0 {
					break
				}
				j += m
			}
			if !yield(i, j) {
				return
			}
			i = j
		}
	}
}

// pairedRunes returns w with one letter of each pair, the marks between
// pairs kept as written ("ककिि" is not, "ककि" is: a doubled text doubles
// the letter and leaves its vowel sign), and how many paired letters it
// had; ok is false when a letter of w is not one of a pair.
func pairedRunes(w string) (single string, paired int, ok bool) {
	var b strings.Builder
	b.Grow(len(w) / 2)
	for len(w) > 0 {
		r, size := utf8.DecodeRuneInString(w)
		if unicode.In(r, unicode.Mn, unicode.Mc) {
			b.WriteString(w[:size])
			w = w[size:]
			continue
		}
		if r == utf8.RuneError || !strings.HasPrefix(w[size:], w[:size]) {
			return "", 0, false
		}
		b.WriteString(w[:size])
		w = w[2*size:]
		paired += 2
	}
	return b.String(), paired, paired >= 2
}

// undoubleRunes is Undouble for text outside ASCII.
func undoubleRunes(s string) (string, bool) {
	if !runesDoubled(s) {
		return s, false
	}
	var spans []span
	words, paired := 0, 0
	for i, j := range wordRunes(s) {
		single, n, ok := pairedRunes(s[i:j])
		if !ok {
			continue
		}
		if n >= 4 {
			words++
		}
		paired += n
		spans = append(spans, span{i, j, single})
	}
	if words < minDoubledWords && paired < minDoubledRunes {
		return s, false
	}
	return replaceSpans(s, spans), true
}
