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
	var t textTally
	for i := 0; i < len(b); {
		r, size := utf8.DecodeRune(b[i:])
		i += size
		t.add(r)
	}
	return t.readable()
}

// textTally counts what readable judges a text by: its runes, its
// letters, and the bad ones (controls other than line breaks and tabs,
// the replacement character).
type textTally struct {
	letters, bad, runes int32
}

func (t *textTally) add(r rune) {
	t.runes++
	switch {
	case unicode.IsLetter(r):
		t.letters++
	case r == '\n' || r == '\t' || r == '\r':
	case unicode.IsControl(r) || r == utf8.RuneError:
		t.bad++
	}
}

// readable reports whether the counted text reads as text: at least four
// letters, letters in at least half the runes, bad runes in at most one in
// twenty.
func (t textTally) readable() bool {
	return t.letters >= 4 && t.bad*20 <= t.runes && t.letters*2 >= t.runes
}
