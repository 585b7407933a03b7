package decode

import (
	"bytes"
	"strings"
	"unicode/utf8"
)

// Zero-width steganography hides bits in characters that render as
// nothing: two of them for 0 and 1, eight to a byte ("U+200B is 0, U+200C
// is 1"), sometimes a third between the bytes, or four of them for two
// bits each. Which character stands for which bit is the encoder's
// choice, so every assignment is tried and the one that reads as text
// (readable) wins. The characters may sit in one run or be strewn
// between visible letters; either way they are read in order.

// zeroWidths are the characters such encoders use.
var zeroWidths = [...]rune{'\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u200e', '\u200f'}

// minZeroWidthBits is the fewest hidden characters read: four bytes of
// eight bits. A stray joiner in an emoji or a soft break is not a code.
const minZeroWidthBits = 32

// maxZeroWidthBits bounds the characters read from one message (each
// assignment is tried on all of them).
const maxZeroWidthBits = 64 << 10

func zeroWidthIndex(r rune) int {
	for i, z := range zeroWidths {
		if z == r {
			return i
		}
	}
	return -1
}

// ZeroWidthBits decodes what the zero-width characters of s spell, and
// returns s with them removed and the decoded text after it. It reports
// whether a readable text was found.
func ZeroWidthBits(s string) (string, bool) {
	var syms []byte // each hidden character as its index in zeroWidths
	var seen [len(zeroWidths)]bool
	for _, r := range s {
		if r < 0x200b {
			continue
		}
		if k := zeroWidthIndex(r); k >= 0 {
			if len(syms) == maxZeroWidthBits {
				return s, false
			}
			syms = append(syms, byte(k))
			seen[k] = true
		}
	}
	if len(syms) < minZeroWidthBits {
		return s, false
	}
	var alphabet []byte
	for k, ok := range seen {
		if ok {
			alphabet = append(alphabet, byte(k))
		}
	}
	var dec []byte
	switch len(alphabet) {
	case 2:
		dec = bitsAsBytes(syms, alphabet, -1)
	case 3:
		// One of the three parts the bytes.
		for sep := range alphabet {
			rest := make([]byte, 0, 2)
			for k, a := range alphabet {
				if k != sep {
					rest = append(rest, a)
				}
			}
			// A third character that stands once or twice is a mark at
			// the start or the end, not a separator.
			mark := []byte{alphabet[sep]}
			if bytes.Count(syms, mark) <= 2 {
				dec = bitsAsBytes(bytes.ReplaceAll(syms, mark, nil), rest, -1)
			} else {
				dec = bitsAsBytes(syms, rest, int(alphabet[sep]))
			}
			if dec != nil {
				break
			}
		}
	case 4:
		dec = quartsAsBytes(syms, alphabet)
	}
	if dec == nil {
		return s, false
	}
	var b strings.Builder
	b.Grow(len(s) + len(dec) + 1)
	for _, r := range s {
		if zeroWidthIndex(r) < 0 {
			b.WriteRune(r)
		}
	}
	b.WriteByte(' ')
	b.Write(dec)
	return b.String(), true
}

// bitsAsBytes reads syms as bits, alphabet[0] and alphabet[1] as 0 and 1
// or the other way round, eight bits to a byte (most significant first),
// or, with a separator, as many bits as stand between two separators. It
// returns the first reading that is text, or nil.
func bitsAsBytes(syms, alphabet []byte, sep int) []byte {
	for _, one := range alphabet {
		var out []byte
		var b byte
		n := 0
		for _, c := range syms {
			if int(c) == sep {
				if n > 0 {
					out = append(out, b)
				}
				b, n = 0, 0
				continue
			}
			b <<= 1
			if c == one {
				b |= 1
			}
			n++
			if sep < 0 && n == 8 {
				out = append(out, b)
				b, n = 0, 0
			}
		}
		if sep >= 0 && n > 0 {
			out = append(out, b)
		}
		if len(out) >= 4 && readable(out) && utf8.Valid(out) {
			return out
		}
	}
	return nil
}

// quartsAsBytes reads syms as two bits each, four to a byte, trying every
// order of the four characters.
func quartsAsBytes(syms, alphabet []byte) []byte {
	perm := []int{0, 1, 2, 3}
	var val [len(zeroWidths)]byte
	var try func(k int) []byte
	try = func(k int) []byte {
		if k == len(perm) {
			for i, p := range perm {
				val[alphabet[p]] = byte(i)
			}
			out := make([]byte, 0, len(syms)/4)
			for i := 0; i+4 <= len(syms); i += 4 {
				out = append(out, val[syms[i]]<<6|val[syms[i+1]]<<4|val[syms[i+2]]<<2|val[syms[i+3]])
			}
			if len(out) >= 4 && readable(out) {
				return out
			}
			return nil
		}
		for i := k; i < len(perm); i++ {
			perm[k], perm[i] = perm[i], perm[k]
			if out := try(k + 1); out != nil {
				return out
			}
			perm[k], perm[i] = perm[i], perm[k]
		}
		return nil
	}
	return try(0)
}
