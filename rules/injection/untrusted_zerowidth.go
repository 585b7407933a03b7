package injection

import "strings"

// zeroWidthRunes are the format characters that render as nothing:
// zero-width space, non-joiner and joiner, word joiner, the byte-order
// mark and the soft hyphen. A tool result that puts one between every
// letter ("N\u200bo\u200bt\u200be\u200bs for automated agents") shows a
// person the words while no word of it matches; read without them, the
// words are what the person sees.
var zeroWidthRunes = "\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e"

// withoutZeroWidth returns text with the zero-width format characters
// dropped; text itself when it has none, so ordinary results cost one
// scan and no copy.
func withoutZeroWidth(text string) string {
	if !strings.ContainsAny(text, zeroWidthRunes) {
		return text
	}
	var b strings.Builder
	b.Grow(len(text))
	for _, r := range text {
		if !strings.ContainsRune(zeroWidthRunes, r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}
