package decode

import (
	"html"
	"strings"
	"unicode/utf8"
)

// Unescape decodes \uXXXX, \u{X…}, \UXXXXXXXX, \xXX and three-digit octal
// escapes in place; it reports whether at least two were decoded (one
// stray backslash sequence is not an encoding).
func Unescape(s string) (string, bool) {
	if strings.IndexByte(s, '\\') < 0 {
		return s, false
	}
	var out strings.Builder
	n, last := 0, 0
	var raw []byte // \x bytes are collected so a UTF-8 sequence written byte by byte decodes whole
	flush := func() {
		if len(raw) > 0 {
			out.WriteString(strings.ToValidUTF8(string(raw), "\uFFFD"))
			raw = raw[:0]
		}
	}
	for i := 0; i < len(s); {
		if s[i] != '\\' || i+1 >= len(s) {
			i++
			continue
		}
		r, b, size := escapeAt(s, i)
		if size == 0 {
			i++
			continue
		}
		if out.Len() == 0 && n == 0 {
			out.Grow(len(s))
		}
		if i > last {
			flush()
			out.WriteString(s[last:i])
		}
		if r < 0 {
			raw = append(raw, b)
		} else {
			flush()
			out.WriteRune(r)
		}
		n++
		i += size
		last = i
	}
	if n < 2 {
		return s, false
	}
	flush()
	out.WriteString(s[last:])
	return out.String(), true
}

// escapeAt reads the escape at s[i] (a backslash): a rune, or (r < 0) a
// raw byte from \x or octal, and the escape's length (0: not an escape).
func escapeAt(s string, i int) (r rune, b byte, size int) {
	switch c := s[i+1]; {
	case c == 'u' && i+2 < len(s) && s[i+2] == '{':
		j := i + 3
		var v rune
		for j < len(s) && j-i-3 < 6 && isHex(s[j]) {
			h, _ := hexVal(s[j])
			v = v<<4 | rune(h)
			j++
		}
		if j < len(s) && s[j] == '}' && j > i+3 && utf8.ValidRune(v) {
			return v, 0, j + 1 - i
		}
	case c == 'u' || c == 'U':
		n := 4
		if c == 'U' {
			n = 8
		}
		if i+2+n <= len(s) {
			var v rune
			for _, d := range []byte(s[i+2 : i+2+n]) {
				h, ok := hexVal(d)
				if !ok {
					return 0, 0, 0
				}
				v = v<<4 | rune(h)
			}
			if utf8.ValidRune(v) {
				return v, 0, 2 + n
			}
		}
	case c == 'x':
		if i+3 < len(s) && isHex(s[i+2]) && isHex(s[i+3]) {
			hi, _ := hexVal(s[i+2])
			lo, _ := hexVal(s[i+3])
			return -1, hi<<4 | lo, 4
		}
	case c >= '0' && c <= '3':
		if i+3 < len(s) && s[i+2] >= '0' && s[i+2] <= '7' && s[i+3] >= '0' && s[i+3] <= '7' {
			return -1, (c-'0')<<6 | (s[i+2]-'0')<<3 | (s[i+3] - '0'), 4
		}
	}
	return 0, 0, 0
}

// hasPayloadEscapes reports whether s writes letters as escapes (four or
// more): hiding words, not quoting a control character.
func hasPayloadEscapes(s string) bool {
	n := 0
	for i := 0; i+1 < len(s); i++ {
		if s[i] != '\\' {
			continue
		}
		r, b, size := escapeAt(s, i)
		if size == 0 {
			continue
		}
		if r < 0 {
			r = rune(b)
		}
		if r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r > 0x7f {
			if n++; n >= 4 {
				return true
			}
		}
	}
	return false
}

// PercentDecode decodes %XX escapes in place; it reports whether at least
// two were decoded.
func PercentDecode(s string) (string, bool) {
	out, ok, _ := percentDecode(s)
	return out, ok
}

// percentLetters is how many letters written as %XX escapes make a
// payload: a URL escapes spaces, slashes and symbols, and only text
// hidden from a reader has its letters escaped too.
const percentLetters = 4

// percentDecode is PercentDecode, and whether percentLetters escapes or
// more were letters (the view is then a payload).
func percentDecode(s string) (string, bool, bool) {
	if strings.IndexByte(s, '%') < 0 {
		return s, false, false
	}
	var out []byte
	n, letters, last := 0, 0, 0
	for i := 0; i+2 < len(s); i++ {
		if s[i] != '%' {
			continue
		}
		hi, ok1 := hexVal(s[i+1])
		lo, ok2 := hexVal(s[i+2])
		if !ok1 || !ok2 {
			continue
		}
		if out == nil {
			out = make([]byte, 0, len(s))
		}
		c := hi<<4 | lo
		if c|0x20 >= 'a' && c|0x20 <= 'z' {
			letters++
		}
		out = append(out, s[last:i]...)
		out = append(out, c)
		n++
		last = i + 3
		i += 2
	}
	if n < 2 {
		return s, false, false
	}
	out = append(out, s[last:]...)
	return strings.ToValidUTF8(string(out), "\uFFFD"), true, letters >= percentLetters
}

// QPDecode decodes, in place, runs of minQuotedPrintable or more =XX
// escapes in a row (quoted-printable, the e-mail transfer encoding, which
// a model reads as well as percent encoding; a soft line break, "=" at a
// line's end, may stand between them) that read as text. It reports
// whether any run was decoded: scattered assignments of hex numbers
// ("mask=FF and flags=0A") are no run.
func QPDecode(s string) (string, bool) {
	if strings.IndexByte(s, '=') < 0 {
		return s, false
	}
	var sp splicer
	var buf []byte
	for i := 0; i+2 < len(s); {
		if s[i] != '=' || !isHex(s[i+1]) || !isHex(s[i+2]) {
			i++
			continue
		}
		buf = buf[:0]
		j := i
		for j+2 < len(s) || j+2 == len(s) && s[j] == '=' && s[j+1] == '\n' {
			switch {
			case s[j] == '=' && isHex(s[j+1]) && isHex(s[j+2]):
				hi, _ := hexVal(s[j+1])
				lo, _ := hexVal(s[j+2])
				buf = append(buf, hi<<4|lo)
				j += 3
				continue
			case s[j] == '=' && s[j+1] == '\n':
				j += 2
				continue
			case s[j] == '=' && s[j+1] == '\r' && s[j+2] == '\n':
				j += 3
				continue
			}
			break
		}
		if len(buf) >= minQuotedPrintable && readable(buf) {
			sp.put(s, i, j, buf)
		}
		i = max(j, i+1)
	}
	return sp.result(s)
}

const minQuotedPrintable = 4

// HTMLEntities decodes named and numeric character references ("&lt;",
// "&#105;", "&#x69;") in place; it reports whether any was decoded.
func HTMLEntities(s string) (string, bool) {
	i := strings.IndexByte(s, '&')
	if i < 0 || strings.IndexByte(s[i:], ';') < 0 {
		return s, false
	}
	u := html.UnescapeString(s)
	return u, u != s
}
