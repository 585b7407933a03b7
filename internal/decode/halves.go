package decode

import (
	"strings"
	"unsafe"
)

// pair reports whether known knows a and b (ASCII letters) written as one
// word, lower-cased in the pooled buffer: a buffer of its own would escape
// to the heap through known, once for every message.
func (lk *lowerKnown) pair(known func(string) bool, a, b string) bool {
	lk.grab()
	w := lk.buf[:0]
	for _, p := range [2]string{a, b} {
		for i := 0; i < len(p); i++ {
			w = append(w, p[i]|0x20)
		}
	}
	lk.buf = w
	return known(unsafe.String(unsafe.SliceData(w), len(w)))
}

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
		if !asciiLetter(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && asciiLetter(s[j]) {
			j++
		}
		if i > 0 && isWordByte(s[i-1]) || j < len(s) && isWordByte(s[j]) {
			prevStart, i = -1, j // glued to digits or another script
			continue
		}
		if prevStart >= last && i == prevEnd+1 && (s[prevEnd] == ' ' || s[prevEnd] == '.') {
			a, b := s[prevStart:prevEnd], s[i:j]
			if len(a) >= minHalf && len(b) >= minHalf && len(a)+len(b) >= minHalvesWord && len(a) <= maxHalf && len(b) <= maxHalf {
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
