package decode

import (
	"unicode"
	"unicode/utf8"
	"unsafe"
)

// The pieces of a cut word, for the joiners that take a cut out
// (InWordTags, Halves): what a letter of a word is in any script, whether
// a piece is a word of its own, and the lookup of two pieces as one word.

// pieceKnown reports whether a piece of a cut word is a word of its own:
// one of at least min letters that known knows. Shorter pieces ("al" +
// "l", "sys" + "tem") are words of some language of the lexicon by
// chance. A tag inside a word is a disguise already, so InWordTags counts
// pieces of three letters as no words (tagPieceMin); a space or a dot
// between two pieces is common in text, so Halves counts them as words
// (halfPieceMin): "sys tem" stays apart.
func pieceKnown(lk *lowerKnown, known func(string) bool, p string, min int) bool {
	return utf8.RuneCountInString(p) >= min && lk.word(known, p)
}

// The shortest pieces pieceKnown counts as words, for each joiner.
const (
	tagPieceMin  = 4
	halfPieceMin = 3
)

// pair reports whether known knows a and b (letters only) written as one
// word, lower-cased in the pooled buffer: a buffer of its own would escape
// to the heap through known, once for every message.
func (lk *lowerKnown) pair(known func(string) bool, a, b string) bool {
	lk.grab()
	w := lk.buf[:0]
	for _, p := range [2]string{a, b} {
		for i := 0; i < len(p); {
			if c := p[i]; c < utf8.RuneSelf {
				w = append(w, c|0x20) // an ASCII letter
				i++
				continue
			}
			r, n := utf8.DecodeRuneInString(p[i:])
			w = utf8.AppendRune(w, unicode.ToLower(r))
			i += n
		}
	}
	lk.buf = w
	return known(unsafe.String(unsafe.SliceData(w), len(w)))
}

// digitOrUnderscore reports the bytes that glue a word into a name or a
// code ("x2 y", "snake_case").
func digitOrUnderscore(b byte) bool { return b >= '0' && b <= '9' || b == '_' }

// wordRuneAt returns the size of the letter (or combining mark) at s[i],
// 0 when there is none: emoji and symbols are no part of a word, though
// a normaliser drops them and so would make "📝write" a known word.
func wordRuneAt(s string, i int) int {
	if c := s[i]; c < utf8.RuneSelf {
		return int(asciiLetterTable[c])
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	if wordRune(r) {
		return n
	}
	return 0
}

// wordRuneBefore is wordRuneAt for the rune that ends at s[i].
func wordRuneBefore(s string, i int) int {
	if c := s[i-1]; c < utf8.RuneSelf {
		return int(asciiLetterTable[c])
	}
	r, n := utf8.DecodeLastRuneInString(s[:i])
	if wordRune(r) {
		return n
	}
	return 0
}

// wordRune reports a letter or a combining mark (the vowel signs of
// Devanagari are marks). The blocks of the lexicon's scripts are answered
// by their ranges: the tables of unicode.IsLetter are searched, and
// Halves asks this of every character of a message.
func wordRune(r rune) bool {
	switch {
	case r >= 0xC0 && r <= 0x24F && r != 0xD7 && r != 0xF7, // Latin letters with marks
		r >= 0x400 && r <= 0x52F,                           // Cyrillic
		r >= 0x621 && r <= 0x64A, r >= 0x64B && r <= 0x65F, // Arabic letters and vowel marks
		r >= 0x905 && r <= 0x939, r >= 0x93E && r <= 0x94D, // Devanagari letters and vowel signs
		ownScript(r):
		return true
	}
	return unicode.IsLetter(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r)
}

// runeLen is the size of the rune at s[i].
func runeLen(s string, i int) int {
	if s[i] < utf8.RuneSelf {
		return 1
	}
	_, n := utf8.DecodeRuneInString(s[i:])
	return n
}

// asciiLetterTable is 1 for the ASCII letters: wordRuneAt reads every
// byte of a message that reaches Halves.
var asciiLetterTable = func() (t [utf8.RuneSelf]uint8) {
	for c := range utf8.RuneSelf {
		if asciiLetter(byte(c)) {
			t[c] = 1
		}
	}
	return t
}()
