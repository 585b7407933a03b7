package decode

import (
	"strings"
	"unicode/utf8"
)

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

// maxHalvesText bounds the messages Halves reads. It has no byte of its
// own to wait for (triggersIn), so it looks up every pair of neighbouring
// words: on a message at the length limit that cost a fifth of the scan
// (BenchmarkRepeated, docs/performance.md). Prompts that cut words in two
// to hide them are short; a longer message keeps the other decoders.
const maxHalvesText = 4 << 10

// Halves rejoins words cut in two by one space or one dot, in place,
// where known accepts the joined word (lower-cased) and at least one
// piece is no word of its own (pieceKnown). It reports whether any word
// was joined; with a nil known, or a message over maxHalvesText bytes,
// none is.
func Halves(s string, known func(string) bool) (string, bool) {
	if known == nil || len(s) > maxHalvesText {
		return s, false
	}
	var out strings.Builder
	var lk lowerKnown
	defer lk.release()
	last, prevStart, prevEnd := 0, -1, -1
	for i := 0; i < len(s); {
		j := halfWordEnd(s, i)
		if j == i {
			i += max(1, runeLen(s, i))
			continue
		}
		if i > 0 && digitOrUnderscore(s[i-1]) || j < len(s) && digitOrUnderscore(s[j]) {
			prevStart, i = -1, j // glued to digits: a name or a code
			continue
		}
		if prevStart >= last && i == prevEnd+1 && (s[prevEnd] == ' ' || s[prevEnd] == '.') {
			a, b := s[prevStart:prevEnd], s[i:j]
			if na, nb := utf8.RuneCountInString(a), utf8.RuneCountInString(b); na >= minHalf && nb >= minHalf && na+nb >= minHalvesWord && na <= maxHalf && nb <= maxHalf {
				if lk.pair(known, a, b) && (orderWord(lk.buf) || !(pieceKnown(&lk, known, a, halfPieceMin) && pieceKnown(&lk, known, b, halfPieceMin))) {
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

// halfWordEnd returns the end of the word that starts at s[i] (i when
// none does): letters and marks as wordRuneAt reads them, ASCII read
// inline, but a character of a script written without spaces is a word
// of its own, so no space cuts one.
func halfWordEnd(s string, i int) int {
	j := i
	for j < len(s) {
		if c := s[j]; c < utf8.RuneSelf {
			if asciiLetterTable[c] == 0 {
				break
			}
			j++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[j:])
		if ownScript(r) || !wordRune(r) {
			break
		}
		j += n
	}
	return j
}

// orderWord reports whether w, lower case, is one of respellWords: a word
// an order turns on, joined from two halves even when both are words
// ("guide.lines", "every thing"), which two words of an ordinary text
// seldom make. "forget" is not one: "for get" is ("Regex for get.ting").
func orderWord(w []byte) bool { return respellSet[string(w)] }
