package jsonscan

import (
	"encoding/binary"
	"math/bits"
	"unicode/utf16"
	"unicode/utf8"
)

// quiet marks the string bytes that need no attention while scanning: not
// a quote, a backslash or a control character.
var quiet = func() (t [256]bool) {
	for c := 0x20; c < 256; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return t
}()

// stringEnd validates the string at the scanner (its opening quote) and
// moves past it. It returns the offset after the closing quote and
// whether the string's bytes are its value: no escapes and valid UTF-8.
func (s *Scanner) stringEnd() (end int, plain bool) {
	d := s.data
	i := s.pos + 1
	var high uint64 // the OR of the bytes passed: a top bit says non-ASCII
	escaped := false
	for {
		if i+8 <= len(d) {
			// Eight bytes at a time; the lowest byte attention flags is
			// exactly the first that needs it.
			w := binary.LittleEndian.Uint64(d[i:])
			m := attention(w)
			if m == 0 {
				high |= w
				i += 8
				continue
			}
			k := bits.TrailingZeros64(m) / 8
			high |= w & (1<<(8*k) - 1)
			i += k
		} else {
			for i < len(d) && quiet[d[i]] {
				high |= uint64(d[i])
				i++
			}
			if i >= len(d) {
				break
			}
		}
		c := d[i]
		switch {
		case c == '"':
			plain = !escaped && (high&highBits == 0 || utf8.Valid(d[s.pos+1:i]))
			s.pos = i + 1
			return s.pos, plain
		case c == '\\':
			escaped = true
			if i+1 >= len(d) {
				s.pos = i
				s.fail("unterminated escape")
				return 0, false
			}
			switch d[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i += 2
			case 'u':
				if i+6 > len(d) || !isHex4(d[i+2:i+6]) {
					s.pos = i
					s.fail("invalid \\u escape")
					return 0, false
				}
				i += 6
			default:
				s.pos = i
				s.fail("invalid escape")
				return 0, false
			}
		default:
			s.pos = i
			s.fail("control character in string")
			return 0, false
		}
	}
	s.pos = i
	s.fail("unterminated string")
	return 0, false
}

const (
	lowBits  = 0x0101010101010101
	highBits = 0x8080808080808080
)

// attention is non-zero when the word w (little-endian) holds a quote, a
// backslash or a control character: the zero-byte test of w^'"', of
// w^'\\' and the less-than-0x20 test, each setting a byte's top bit. A
// borrow can flag a byte above a true hit, never below one, so the lowest
// flagged byte is exact.
func attention(w uint64) uint64 {
	q := w ^ (lowBits * '"')
	b := w ^ (lowBits * '\\')
	return ((q-lowBits)&^q | (b-lowBits)&^b | (w-lowBits*0x20)&^w) & highBits
}

func isHex4(b []byte) bool {
	for _, c := range b[:4] {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F') {
			return false
		}
	}
	return true
}

// appendUnquoted appends the value of a validated string body b (between
// its quotes) to dst: escapes decoded, each invalid UTF-8 byte and each
// lone surrogate replaced by U+FFFD, as encoding/json decodes strings.
func appendUnquoted(dst, b []byte) []byte {
	for i := 0; i < len(b); {
		c := b[i]
		switch {
		case c == '\\':
			switch b[i+1] {
			case 'b':
				dst = append(dst, '\b')
			case 'f':
				dst = append(dst, '\f')
			case 'n':
				dst = append(dst, '\n')
			case 'r':
				dst = append(dst, '\r')
			case 't':
				dst = append(dst, '\t')
			case 'u':
				r := hex4(b[i+2:])
				i += 6
				if utf16.IsSurrogate(r) {
					// A pair decodes to one rune; anything else is U+FFFD,
					// and the second escape is read on its own.
					if i+6 <= len(b) && b[i] == '\\' && b[i+1] == 'u' {
						if r2 := utf16.DecodeRune(r, hex4(b[i+2:])); r2 != utf8.RuneError {
							dst = utf8.AppendRune(dst, r2)
							i += 6
							continue
						}
					}
					r = utf8.RuneError
				}
				dst = utf8.AppendRune(dst, r)
				continue
			default: // " \ /
				dst = append(dst, b[i+1])
			}
			i += 2
		case c < utf8.RuneSelf:
			j := i + 1
			for j < len(b) && b[j] < utf8.RuneSelf && b[j] != '\\' {
				j++
			}
			dst = append(dst, b[i:j]...)
			i = j
		default:
			r, size := utf8.DecodeRune(b[i:])
			if r == utf8.RuneError && size == 1 {
				dst = utf8.AppendRune(dst, utf8.RuneError)
			} else {
				dst = append(dst, b[i:i+size]...)
			}
			i += size
		}
	}
	return dst
}

func hex4(b []byte) rune {
	var r rune
	for _, c := range b[:4] {
		r <<= 4
		switch {
		case '0' <= c && c <= '9':
			r |= rune(c - '0')
		case 'a' <= c && c <= 'f':
			r |= rune(c - 'a' + 10)
		default:
			r |= rune(c - 'A' + 10)
		}
	}
	return r
}
