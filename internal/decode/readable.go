package decode

import (
	"unicode"
	"unicode/utf8"
)

// readable reports whether b looks like text someone wrote: valid UTF-8,
// at least four letters, and almost nothing but letters, digits, marks,
// punctuation and spaces. Decoding an ordinary long word or an identifier
// as base64 or hex gives bytes that fail this.
func readable(b []byte) bool {
	if len(b) == 0 || !utf8.Valid(b) {
		return false
	}
	letters, bad, n := 0, 0, 0
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		i += size
		n++
		switch {
		case unicode.IsLetter(r):
			letters++
		case r == '\n' || r == '\t' || r == '\r':
		case unicode.IsControl(r) || r == utf8.RuneError:
			bad++
		}
	}
	return letters >= 4 && bad*20 <= n && letters*2 >= n
}
