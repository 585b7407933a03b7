package decode

import (
	"strings"
	"unicode/utf8"
)

func hexVal(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

func isHex(c byte) bool { _, ok := hexVal(c); return ok }

// hexPair reads one byte written as two hex digits at s[i:], optionally
// after "0x"; it returns the byte and the index after it.
func hexPair(s string, i int) (byte, int, bool) {
	if i+1 < len(s) && s[i] == '0' && (s[i+1] == 'x' || s[i+1] == 'X') && i+3 < len(s) && isHex(s[i+2]) && isHex(s[i+3]) {
		i += 2
	}
	if i+1 >= len(s) {
		return 0, i, false
	}
	hi, ok1 := hexVal(s[i])
	lo, ok2 := hexVal(s[i+1])
	if !ok1 || !ok2 || i+2 < len(s) && isHex(s[i+2]) && !(i+3 < len(s) && s[i+2] == '0' && (s[i+3] == 'x' || s[i+3] == 'X')) {
		return 0, i, false
	}
	return hi<<4 | lo, i + 2, true
}

// HexRuns decodes, in place, every run of hex that reads as text: 16 or
// more hex digits in a row, or six or more bytes written as pairs apart
// ("69 67 6e 6f", "0x69,0x67", "0x69, 0x67", "69:67:6e"). It reports whether any run
// was decoded.
func HexRuns(s string) (string, bool) {
	var sp splicer
	buf := make([]byte, 0, 64)
	var ends []int
	for i := 0; i < len(s); {
		if !isHex(s[i]) || i > 0 && isHex(s[i-1]) {
			i++
			continue
		}
		// A continuous run of hex digits.
		j := i
		for j < len(s) && isHex(s[j]) {
			j++
		}
		buf = buf[:0]
		end := i
		if j-i >= minRun && (j-i)%2 == 0 {
			for k := i; k < j; k += 2 {
				hi, _ := hexVal(s[k])
				lo, _ := hexVal(s[k+1])
				buf = append(buf, hi<<4|lo)
			}
			end = j
		} else {
			// Pairs with one separator between them.
			k := i
			ends = ends[:0]
			for {
				b, next, ok := hexPair(s, k)
				if !ok {
					break
				}
				buf = append(buf, b)
				ends = append(ends, next)
				end = next
				if next+1 < len(s) && strings.IndexByte(" :,-", s[next]) >= 0 {
					k = next + 1
					// A list in code puts a space after the comma
					// ("0x45, 0x78, …").
					if s[next] == ',' && s[k] == ' ' && k+1 < len(s) {
						k++
					}
					continue
				}
				break
			}
			if len(buf) < minPairs {
				buf = buf[:0]
			} else if !readable(buf) {
				// Not text as a whole, but its end may be ("be ef 69 67
				// 6e …"): found in one pass, not by reading the run
				// again from each later pair.
				if k := firstReadableSuffix(buf); k > 0 {
					sp.put(s, ends[k-1]+1, end, buf[k:])
				}
				i = end
				continue
			}
		}
		if len(buf) > 0 && readable(buf) {
			sp.put(s, i, end, buf)
			i = end
			continue
		}
		i = max(j, i+1)
	}
	return sp.result(s)
}

// minPairs is how many bytes written as hex pairs apart make a run.
const minPairs = 6

// firstReadableSuffix returns where the longest suffix of buf that is at
// least minPairs bytes long and reads as text (readable) starts, or -1
// when none does: what reading the run again from each later byte would
// find, in one pass from the end.
func firstReadableSuffix(buf []byte) int {
	// from[k] tallies buf[k:]; valid when buf[k:] is valid UTF-8.
	type suffix struct {
		valid bool
		textTally
	}
	from := make([]suffix, len(buf)+1)
	from[len(buf)].valid = true
	for k := len(buf) - 1; k >= 0; k-- {
		r, size := utf8.DecodeRune(buf[k:])
		if r == utf8.RuneError && size == 1 {
			continue // from[k] is not valid UTF-8
		}
		t := from[k+size]
		t.add(r)
		from[k] = t
	}
	for k := 1; k+minPairs <= len(buf); k++ {
		if from[k].valid && from[k].readable() {
			return k
		}
	}
	return -1
}

// BinaryRuns decodes, in place, runs of four or more bytes written as
// groups of eight binary digits ("01101001 01100111 …", or run together)
// that read as text. It reports whether any run was decoded.
func BinaryRuns(s string) (string, bool) {
	var sp splicer
	buf := make([]byte, 0, 32)
	isBit := func(c byte) bool { return c == '0' || c == '1' }
	for i := 0; i < len(s); {
		if !isBit(s[i]) || i > 0 && isBit(s[i-1]) {
			i++
			continue
		}
		buf = buf[:0]
		k, end := i, i
		for k+8 <= len(s) {
			var b byte
			ok := true
			for t := range 8 {
				if !isBit(s[k+t]) {
					ok = false
					break
				}
				b = b<<1 | (s[k+t] - '0')
			}
			if !ok {
				break
			}
			buf = append(buf, b)
			k += 8
			end = k
			if k < len(s) && s[k] == ' ' {
				k++
			}
		}
		if len(buf) >= 4 && (end == len(s) || !isBit(s[end])) && readable(buf) {
			sp.put(s, i, end, buf)
			i = end
			continue
		}
		i++
	}
	return sp.result(s)
}

// minDecimalCodes is the fewest character codes a decimal run holds:
// "10, 20, 30, 40" is a list, not a word.
const minDecimalCodes = 8

// DecimalRuns decodes, in place, runs of minDecimalCodes or more ASCII
// character codes written in decimal ("73 103 110 111 114 101", apart by
// spaces, commas, semicolons or one a line) that read as text. It reports whether any run was decoded.
func DecimalRuns(s string) (string, bool) {
	var sp splicer
	var buf []byte
	for i := 0; i < len(s); {
		if !isDigit(s[i]) || i > 0 && (isAlnum(s[i-1]) || s[i-1] == '.') {
			i++
			continue
		}
		buf = buf[:0]
		k, end := i, i
		for k < len(s) && isDigit(s[k]) {
			v, j := 0, k
			for j < len(s) && isDigit(s[j]) && j-k < 4 {
				v = 10*v + int(s[j]-'0')
				j++
			}
			if j-k > 3 || j < len(s) && (isAlnum(s[j]) || s[j] == '.' && j+1 < len(s) && isDigit(s[j+1])) || !(v >= 32 && v < 127 || v == '\n' || v == '\t') {
				break
			}
			buf = append(buf, byte(v))
			end = j
			// One separator: a comma or a semicolon, a space or a line
			// break, or one of each.
			if j < len(s) && (s[j] == ',' || s[j] == ';') {
				j++
			}
			switch {
			case j < len(s) && (s[j] == ' ' || s[j] == '\n'):
				j++
			case j+1 < len(s) && s[j] == '\r' && s[j+1] == '\n':
				j += 2
			}
			k = j
		}
		if len(buf) >= minDecimalCodes && readable(buf) {
			sp.put(s, i, end, buf)
			i = end
			continue
		}
		i = max(end, i+1)
	}
	return sp.result(s)
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// isAlnum reports whether c is an ASCII letter or digit.
func isAlnum(c byte) bool { return c < utf8.RuneSelf && asciiAlnum[c] }
