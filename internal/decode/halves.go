package decode

import (
	"strings"
	"unicode"
	"unicode/utf8"
	"unsafe"
)

// pair reports whether known knows a and b written as one word,
// lower-cased in the pooled buffer: a buffer of its own would escape to
// the heap through known, once for every message.
func (lk *lowerKnown) pair(known func(string) bool, a, b string) bool {
	lk.grab()
	w := lk.buf[:0]
	for _, p := range [2]string{a, b} {
		if asciiOnly(p) {
			for i := 0; i < len(p); i++ {
				c := p[i]
				if c >= 'A' && c <= 'Z' {
					c += 'a' - 'A'
				}
				w = append(w, c)
			}
			continue
		}
		for _, r := range p {
			w = utf8.AppendRune(w, unicode.ToLower(r))
		}
	}
	lk.buf = w
	return known(unsafe.String(unsafe.SliceData(w), len(w)))
}

// digitOrUnderscore reports the bytes that glue a word into a name or a
// code ("x2 y", "snake_case").
func digitOrUnderscore(b byte) bool { return b >= '0' && b <= '9' || b == '_' }

// A word cut in two by a space or a dot ("ignore all prev ious instr
// uctions", "sys.tem prompt") reads as the word to a model and as two
// non-words to a scanner. Halves rejoins two neighbouring pieces where
// the word they make is one the caller knows and not both pieces are
// words already: "can not", "any one" and "file.name" stay as written.
// JoinSyllables rejoins words cut into many short pieces; this is the
// single cut anywhere in a longer word.

// minHalvesWord is the shortest word a join may make: shorter ones are
// made by chance from two short words.
const minHalvesWord = 6

// minHalf and maxHalf bound a piece: a shorter one is a function word of
// some language ("de taille" is no "détaillé"), a longer one is a word of
// its own.
const (
	minHalf = 3
	maxHalf = 16
)

// Halves rejoins words cut in two by one space or one dot, in place,
// where known accepts the joined word (lower-cased) and at least one
// piece is no word of its own (pieceKnown). It reports whether any word
// was joined; with a nil known none is.
func Halves(s string, known func(string) bool) (string, bool) {
	if known == nil {
		return s, false
	}
	var out strings.Builder
	var lk lowerKnown
	defer lk.release()
	last, prevStart, prevEnd := 0, -1, -1
	for i := 0; i < len(s); {
		n := wordRuneAt(s, i)
		if n == 0 {
			i += max(1, runeLen(s, i))
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
		if i > 0 && digitOrUnderscore(s[i-1]) || j < len(s) && digitOrUnderscore(s[j]) {
			prevStart, i = -1, j // glued to digits: a name or a code
			continue
		}
		if prevStart >= last && i == prevEnd+1 && (s[prevEnd] == ' ' || s[prevEnd] == '.') {
			a, b := s[prevStart:prevEnd], s[i:j]
			if na, nb := utf8.RuneCountInString(a), utf8.RuneCountInString(b); na >= minHalf && nb >= minHalf && na+nb >= minHalvesWord && na <= maxHalf && nb <= maxHalf {
				if lk.pair(known, a, b) && !(pieceKnown(&lk, known, a, halfPieceMin) && pieceKnown(&lk, known, b, halfPieceMin)) {
					if out.Len() == 0 {
						out.Grow(len(s))
					}
					out.WriteString(s[last:prevEnd])
					last, prevStart, i = i, -1, j
					continue
				}
			}
		}
		prevStart, prevEnd, i = i, j, j
	}
	if last == 0 {
		return s, false
	}
	out.WriteString(s[last:])
	return out.String(), true
}

// wordRuneAt returns the size of the letter (or combining mark) at s[i],
// 0 when there is none: emoji and symbols are no part of a word, though
// a normaliser drops them and so would make "📝write" a known word.
func wordRuneAt(s string, i int) int {
	if c := s[i]; c < utf8.RuneSelf {
		if asciiLetter(c) {
			return 1
		}
		return 0
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	if unicode.IsLetter(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r) {
		return n
	}
	return 0
}

// wordRuneBefore is wordRuneAt for the rune that ends at s[i].
func wordRuneBefore(s string, i int) int {
	if c := s[i-1]; c < utf8.RuneSelf {
		if asciiLetter(c) {
			return 1
		}
		return 0
	}
	r, n := utf8.DecodeLastRuneInString(s[:i])
	if unicode.IsLetter(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r) {
		return n
	}
	return 0
}

// runeLen is the size of the rune at s[i].
func runeLen(s string, i int) int {
	if s[i] < utf8.RuneSelf {
		return 1
	}
	_, n := utf8.DecodeRuneInString(s[i:])
	return n
}
