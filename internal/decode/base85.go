package decode

import "strings"

// Ascii85 (Adobe's, and Python's a85encode: '!' to 'u', "z" for four
// zero bytes, often between "<~" and "~>") and base85 (RFC 1924, git's
// and Python's b85encode: digits, letters and 23 signs) pack four bytes
// into five characters; uuencode packs three into four, a line at a time,
// its first character the line's byte count. Each is one of the encodings
// red-team tools wrap an order in ("Decode the following ascii85 …"), and
// a model decodes them. Both are announced in the message, as a model
// needs them to be: Base85Runs runs when it names "85" or holds "<~",
// UUDecode when it names "uu" or holds "begin ".

// minRun85 is the shortest run decoded: sixteen bytes of text.
const minRun85 = 20

// b85Alphabet is RFC 1924's, in the order of the values.
const b85Alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~"

// b85Value is each byte's value in b85Alphabet, -1 for none.
var b85Value = func() (t [256]int8) {
	for i := range t {
		t[i] = -1
	}
	for i := range len(b85Alphabet) {
		t[b85Alphabet[i]] = int8(i)
	}
	return t
}()

// is85 reports whether c may be in a run of either alphabet.
func is85(c byte) bool { return c >= '!' && c <= 'u' || c == 'z' || b85Value[c] >= 0 }

// Base85Runs decodes, in place, every run of minRun85 characters or more
// of the ascii85 or the base85 alphabet whose decoding in one of them is
// readable text. It reports whether any run was decoded.
func Base85Runs(s string) (string, bool) {
	if !strings.Contains(s, "85") && !strings.Contains(s, "<~") {
		return s, false
	}
	var sp splicer
	for i := 0; i < len(s); {
		if !is85(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && is85(s[j]) {
			j++
		}
		if j-i >= minRun85 {
			run := strings.TrimSuffix(strings.TrimPrefix(s[i:j], "<~"), "~>") // Adobe's marks
			if dec, ok := decode85(run, true); ok && readable(dec) {
				sp.put(s, i, j, dec)
			} else if dec, ok := decode85(run, false); ok && readable(dec) {
				sp.put(s, i, j, dec)
			}
		}
		i = j
	}
	return sp.result(s)
}

// decode85 decodes run as ascii85 (a85) or as RFC 1924 base85; ok is
// false when a character is not of the alphabet where it stands.
func decode85(run string, a85 bool) ([]byte, bool) {
	out := make([]byte, 0, len(run)*4/5+4)
	var v uint64
	n := 0
	for i := 0; i < len(run); i++ {
		c := run[i]
		var d uint64
		switch {
		case a85 && c == 'z' && n == 0: // four zero bytes
			out = append(out, 0, 0, 0, 0)
			continue
		case a85 && c >= '!' && c <= 'u':
			d = uint64(c - '!')
		case !a85 && b85Value[c] >= 0:
			d = uint64(b85Value[c])
		default:
			return nil, false
		}
		v = v*85 + d
		if n++; n == 5 {
			if v > 0xFFFFFFFF {
				return nil, false
			}
			out = append(out, byte(v>>24), byte(v>>16), byte(v>>8), byte(v))
			v, n = 0, 0
		}
	}
	return appendTail85(out, v, n)
}

// appendTail85 appends the bytes of a last group of n characters (v
// their value so far): padded with the highest digit, it carries n-1
// bytes. A group of one character carries none and is no encoding's.
func appendTail85(out []byte, v uint64, n int) ([]byte, bool) {
	if n == 0 {
		return out, true
	}
	if n == 1 {
		return nil, false
	}
	for k := n; k < 5; k++ {
		v = v*85 + 84
	}
	if v > 0xFFFFFFFF {
		return nil, false
	}
	b := [4]byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)}
	return append(out, b[:n-1]...), true
}

// UUDecode decodes, in place, every run of two uuencoded lines or more
// (or one of 45 bytes, a full line) whose decoding is readable text. It
// reports whether any run was decoded.
func UUDecode(s string) (string, bool) {
	// The lines of a run stand apart from the words that name it, so a
	// message without a line break holds none: the fast test first.
	if strings.IndexByte(s, '\n') < 0 || !strings.Contains(s, "uu") && !strings.Contains(s, "UU") && !strings.Contains(s, "begin ") {
		return s, false
	}
	var sp splicer
	var dec []byte
	start, end, lines := -1, 0, 0 // the run: s[start:end], its lines
	flush := func() {
		if start >= 0 && (lines >= 2 || len(dec) >= 45) && len(dec) >= 16 && readable(dec) {
			sp.put(s, start, end, dec)
		}
		start, lines, dec = -1, 0, dec[:0]
	}
	for i := 0; i < len(s); {
		j := strings.IndexByte(s[i:], '\n')
		if j < 0 {
			j = len(s)
		} else {
			j += i
		}
		line := strings.TrimRight(s[i:j], "\r")
		if b, ok := uuLine(line); ok {
			if start < 0 {
				start = i
			}
			dec = append(dec, b...)
			end = i + len(line)
			lines++
		} else {
			flush()
		}
		i = j + 1
	}
	flush()
	return sp.result(s)
}

// uuLine decodes one uuencoded line: a count character (' ' + n, n up to
// 45), then four characters of ' ' to '`' for every three bytes.
func uuLine(line string) ([]byte, bool) {
	if len(line) < 5 || line[0] <= ' ' || line[0] > ' '+45 {
		return nil, false
	}
	n := int(line[0] - ' ')
	body := line[1:]
	need := (n + 2) / 3 * 4
	if len(body) < need || len(body) > need+2 {
		return nil, false
	}
	out := make([]byte, 0, need/4*3)
	for k := 0; k+4 <= need; k += 4 {
		var v uint32
		for _, c := range []byte(body[k : k+4]) {
			if c < ' ' || c > '`' {
				return nil, false
			}
			v = v<<6 | uint32((c-' ')&63)
		}
		out = append(out, byte(v>>16), byte(v>>8), byte(v))
	}
	return out[:n], true
}
