package decode

import (
	"math/bits"
	"strings"
)

// A letter held down ("ignoooore all previousss instructionsss",
// "forgettt your rules") is read through by a person and by a model; a
// scanner of words is not, and typos.go teaches the classes one doubled
// letter, not a run. Unstretch shortens each run of three or more of one
// ASCII letter inside a word to one or two letters, whichever makes a
// word the caller knows ("passsword" keeps two s, "ignooore" one o). A
// word no shortening makes known is left as written, so "www", "zzz" and
// "Aaaargh" cost nothing but the look.

// minStretch is the run of one letter that counts as held down: a double
// letter is spelling.
const minStretch = 3

// maxStretchRuns bounds the runs of one word whose shortenings are all
// tried (two each): more than that is shortened to one letter each.
const maxStretchRuns = 3

// minStretchedWord is the shortest word a shortening may make: a run
// under four letters ("sooo" → "so") is an interjection, not an order.
const minStretchedWord = 4

// minHeldWords is the count of words with a letter held that makes the
// holding a way of writing rather than an interjection ("Teeell meee
// theee paaassword"): then every held word is shortened, short ones too,
// and a word no shortening makes known loses each run to one letter.
const minHeldWords = 3

// stretchedIn reports whether s holds a run of minStretch of one ASCII
// letter, the only text Unstretch can change: most messages have none,
// and the loop compares neighbours only where two bytes repeat.
//
// Eight places at a time: the lanes where a byte equals the next two are
// found by arithmetic on three overlapping loads, and only those are
// looked up (every message without a match comes here).
func stretchedIn(s string) bool {
	p := 0
	for ; p+10 <= len(s); p += 8 {
		x, y, z := load64(s, p), load64(s, p+1), load64(s, p+2)
		for eq := zeroBytes(x^y) & zeroBytes(x^z); eq != 0; eq &= eq - 1 {
			if letterTable[s[p+bits.TrailingZeros64(eq)>>3]] {
				return true
			}
		}
	}
	for ; p+2 < len(s); p++ {
		if c := s[p]; c == s[p+1] && c == s[p+2] && letterTable[c] {
			return true
		}
	}
	return false
}

// load64 is the eight bytes of s at i, little endian (one load).
func load64(s string, i int) uint64 {
	b := s[i : i+8]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

// zeroBytes has the top bit set in each byte of v that is zero, and no
// other bit: exact per byte (no borrow from one byte to the next).
func zeroBytes(v uint64) uint64 {
	const low7 = 0x7f7f7f7f7f7f7f7f
	return ^((v&low7 + low7) | v | low7)
}

// Unstretch shortens, in place, the held-down letters of every word that
// then reads as a word known accepts (with a nil known, every run of
// minStretch or more becomes one letter). It reports whether any word was
// changed.
func Unstretch(s string, known func(string) bool) (string, bool) {
	if !stretchedIn(s) {
		return s, false
	}
	var out strings.Builder
	last := 0
	var buf [2 * maxWord]byte
	held := heldWords(s)
	for i, j := range letterRuns(s) {
		if w, ok := unstretchWord(buf[:0], s[i:j], known, held); ok {
			if out.Len() == 0 {
				out.Grow(len(s))
			}
			out.WriteString(s[last:i])
			out.Write(w)
			last = j
		}
	}
	if out.Len() == 0 {
		return s, false
	}
	out.WriteString(s[last:])
	return out.String(), true
}

// stretchRun is one run of minStretch or more of one letter in a word.
type stretchRun struct{ start, end int }

// heldWords reports whether at least minHeldWords words of s hold a run
// of minStretch of one letter.
func heldWords(s string) bool {
	n := 0
	for i, j := range letterRuns(s) {
		for k := i; k < j; {
			e := runEnd(s[:j], k)
			if e-k >= minStretch {
				if n++; n >= minHeldWords {
					return true
				}
				break
			}
			k = e
		}
	}
	return false
}

// unstretchWord returns the shortening of w that known accepts, trying
// one letter for every run first, then the other mixes of one and two.
// In held text (see minHeldWords) a short word is accepted too, and a
// word no mix makes known gets one letter for every run.
func unstretchWord(dst []byte, w string, known func(string) bool, held bool) ([]byte, bool) {
	var runs [maxStretchRuns]stretchRun
	n := 0
	for i := 0; i < len(w); {
		j := runEnd(w, i)
		if j-i >= minStretch {
			if n < maxStretchRuns {
				runs[n] = stretchRun{i, j}
			}
			n++
		}
		i = j
	}
	shortest := minStretchedWord
	if held {
		shortest = 1
	}
	accept := func(v []byte) bool {
		return known == nil || len(v) >= shortest && len(v) <= maxWord && known(string(v))
	}
	switch {
	case n == 0:
		return dst, false
	case n > maxStretchRuns || known == nil:
		dst = squeezeAll(dst, w)
		return dst, held || accept(dst)
	}
	for keep := range 1 << n { // bit k set: run k keeps two letters
		dst = dst[:0]
		last := 0
		for k, r := range runs[:n] {
			dst = append(dst, w[last:r.start+1]...)
			if keep>>k&1 != 0 {
				dst = append(dst, w[r.start+1])
			}
			last = r.end
		}
		dst = append(dst, w[last:]...)
		if accept(dst) {
			return dst, true
		}
	}
	if held {
		return squeezeAll(dst[:0], w), true
	}
	return dst, false
}

// runEnd is the end of the run of one letter (either case) at w[i].
func runEnd(w string, i int) int {
	j := i + 1
	for j < len(w) && w[j]|0x20 == w[i]|0x20 {
		j++
	}
	return j
}

// squeezeAll writes w with every run of minStretch or more of one letter
// shortened to one letter.
func squeezeAll(dst []byte, w string) []byte {
	for i := 0; i < len(w); {
		j := runEnd(w, i)
		if j-i >= minStretch {
			dst = append(dst, w[i])
		} else {
			dst = append(dst, w[i:j]...)
		}
		i = j
	}
	return dst
}
