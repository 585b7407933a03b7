package normalize

import (
	"encoding/binary"
	"math/bits"
	"unicode/utf8"
)

// fastWords is the words view's ASCII path. It returns at the first
// non-ASCII byte. Blocks of eight bytes made only of letters and single
// spaces (most of ordinary prose) are folded with word-wide arithmetic
// (swarBlock); the other bytes go through a table loop (bytewise). The
// output is identical either way: TestFastPathMatchesBytewise and
// FuzzFastPath compare the two on the same inputs.
func (st *state) fastWords(s string, i int) int {
	// ASCII output is never longer than its input, plus the space a
	// previous separator left pending; the block path stores eight bytes
	// at once, so reserve a little more.
	if need := len(s) - i + 16; cap(st.dst)-len(st.dst) < need {
		st.dst = append(st.dst, make([]byte, need)...)[:len(st.dst)]
	}
	if !st.swar {
		return st.bytewise(s, i, len(s))
	}
	for i < len(s) {
		lim := len(s)
		for i+8 <= len(s) {
			bad := st.swarBlock(s[i : i+8])
			if bad < 8 {
				// Hand the bytes up to and including the first one the
				// block path declined to the loop, then try blocks again.
				lim = i + bad + 1
				break
			}
			i += 8
		}
		if i = st.bytewise(s, i, lim); i < lim {
			break // non-ASCII
		}
	}
	return i
}

// SWAR constants: one byte per lane.
const (
	lanes01 = 0x0101010101010101
	lanes7f = 0x7f7f7f7f7f7f7f7f
	lanes80 = 0x8080808080808080
	lanes20 = 0x2020202020202020
)

// zeroLanes has 0x80 in exactly the lanes of x that are zero (no false
// positives, unlike the shorter borrow trick).
func zeroLanes(x uint64) uint64 { return ^((x&lanes7f + lanes7f) | x | lanes7f) }

// swarBlock folds eight ASCII bytes of letters, separators and
// apostrophes inside words (most of ordinary prose) with word-wide
// arithmetic, continuing the word state exactly as bytewise would, and
// returns 8. Otherwise it changes nothing and returns the index of the
// first byte it declines (digits, '@', '$', non-ASCII, an apostrophe next
// to a separator or at either end), or 0 when the state needs the loop (a
// word with leetspeak still open).
func (st *state) swarBlock(b string) int {
	_ = b[7]
	v := uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
	n := len(st.dst)
	if st.inWord && st.hasLeet || !st.inWord && !st.needSpace && n > st.base {
		return 0
	}
	// Lane classes (0x80 set in the lanes of the class). The additions
	// carry out of a lane only for non-ASCII bytes, and only upwards, so
	// every lane below the first declined one is classified correctly.
	x := v | lanes20                                                           // A-Z lowered
	letters := (x + 0x1f1f1f1f1f1f1f1f) &^ (x + 0x0505050505050505) & lanes80  // 'a' <= x <= 'z'
	digits := (v + 0x5050505050505050) &^ (v + 0x4646464646464646) & lanes80   // '0' <= v <= '9'
	leets := zeroLanes(v^0x4040404040404040) | zeroLanes(v^0x2424242424242424) // '@' '$'
	apos := zeroLanes(v ^ 0x2727272727272727)
	seps := lanes80 &^ (letters | digits | leets | apos)
	edges := seps<<8 | seps>>8 | 0x80 | 0x80<<56
	if bad := (v|digits|leets)&lanes80 | apos&edges; bad != 0 {
		return bits.TrailingZeros64(bad) >> 3
	}
	// Lanes that vanish: apostrophes, and every separator that follows a
	// separator (or starts the block outside a word): runs collapse to one.
	sepBefore := seps << 8
	if !st.inWord {
		sepBefore |= 0x80
	}
	del := apos | seps&sepBefore
	// Letters keep their folded byte ({l, I} written "i"), separators
	// become a space.
	lm := letters >> 7 * 0xff
	out := x&lm | lanes20&^lm
	out -= zeroLanes(out^0x6c6c6c6c6c6c6c6c) >> 7 * 3
	kept := 8 - bits.OnesCount64(del)
	for del != 0 { // compact, highest deleted lane first
		hi := 63 - bits.LeadingZeros64(del)
		low := uint64(1)<<(hi&^7) - 1
		out = out&low | out>>8&^low
		del &^= 1 << hi
	}
	d := st.dst[:cap(st.dst)]
	start, pend := n, 0
	if kept > 0 && !st.inWord && st.needSpace && n > st.base {
		d[n] = ' ' // the space a previous separator left pending
		n++
		pend = 1
	}
	binary.LittleEndian.PutUint64(d[n:], out)
	n += kept
	switch spaces := zeroLanes(out^lanes20) & (1<<(8*kept) - 1); {
	case seps>>63 != 0: // ends on a separator: its space is written by the next word
		if kept > 0 {
			n--
		}
		st.inWord, st.needSpace = false, true
	case spaces != 0: // the last word starts after the last space
		pos := start + pend + (63-bits.LeadingZeros64(spaces))>>3
		st.preSpace, st.wordStart = pos, pos+1
		st.inWord, st.needSpace, st.hasLetter, st.hasLeet = true, false, true, false
	case !st.inWord: // one word, opened here
		st.preSpace, st.wordStart = start, start+pend
		st.inWord, st.needSpace, st.hasLetter, st.hasLeet = true, false, true, false
	default: // the current word goes on
		st.hasLetter = true
	}
	st.dst = d[:n]
	return 8
}

// bytewise is the table loop over s[i:lim]: the state lives in locals and
// bytes are stored by index into the capacity fastWords reserved, so the
// common case is a table load and a store per byte. It returns at the first
// non-ASCII byte or at lim.
func (st *state) bytewise(s string, i, lim int) int {
	d := st.dst[:cap(st.dst)]
	n := len(st.dst)
	base := st.base
	inWord, needSpace := st.inWord, st.needSpace
	preSpace, wordStart, hasLetter, hasLeet := st.preSpace, st.wordStart, st.hasLetter, st.hasLeet
	for ; i < lim; i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			break
		}
		cl := asciiClass[c]
		if cl == clLetter || cl == clDigit || cl == clLeet {
			if !inWord {
				preSpace = n
				if needSpace && n > base {
					d[n] = ' '
					n++
				}
				needSpace, inWord = false, true
				wordStart, hasLetter, hasLeet = n, false, false
			}
			if cl == clLetter {
				hasLetter = true
				d[n] = asciiLower[c]
			} else {
				hasLeet = true
				d[n] = c
			}
			n++
			continue
		}
		if cl == clDrop {
			continue
		}
		if inWord {
			if hasLeet {
				st.dst = d[:n]
				st.preSpace, st.wordStart, st.hasLetter, st.hasLeet = preSpace, wordStart, hasLetter, hasLeet
				st.needSpace = needSpace
				st.closeWord()
				n = len(st.dst)
				needSpace = st.needSpace
			}
			inWord = false
		}
		needSpace = true
	}
	st.dst = d[:n]
	st.inWord, st.needSpace = inWord, needSpace
	st.preSpace, st.wordStart, st.hasLetter, st.hasLeet = preSpace, wordStart, hasLetter, hasLeet
	return i
}
