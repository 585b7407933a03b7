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
// letters, the bad ones (controls other than line breaks and tabs, the
// replacement character) and those outside printable ASCII.
type textTally struct {
	letters, bad, runes, wide int32
}

func (t *textTally) add(r rune) {
	t.runes++
	switch {
	case r >= ' ' && r < utf8.RuneSelf && r != 0x7f:
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			t.letters++
		}
		return
	case unicode.IsLetter(r):
		t.letters++
	case r == '\n' || r == '\t' || r == '\r':
		return
	case unicode.IsControl(r) || r == utf8.RuneError:
		t.bad++
	}
	t.wide++
}

// readable reports whether the counted text reads as text: at least four
// letters, bad runes in at most one in twenty, and letters in at least
// half the runes, or, for a command line or a URL (punctuation and
// digits), a third of the runes with every rune printable ASCII. Random
// bytes are all printable ASCII one time in e^12 over twelve bytes, so a
// token or a digest decoded by mistake still fails.
func (t textTally) readable() bool {
	if t.letters < 4 || t.bad*20 > t.runes {
		return false
	}
	return t.letters*2 >= t.runes || t.wide == 0 && t.runes >= 12 && t.letters*3 >= t.runes
}
