package decode

import (
	"strings"
	"unicode/utf8"
)

// Upside-down text: generators write a message backwards with every
// letter turned half a circle ("ǝɹouƃı" for "ignore"), so that it reads
// right way up when the screen is turned. Turned letters come from the
// IPA block and a few others (ɐ ɔ ǝ ɟ ƃ ɥ ı ɯ ɹ ʇ ʌ ʍ ʎ); some letters turn
// into other Latin letters (b and q, d and p, n and u), and o, s, x, z, l
// stay as they are.

// turned maps each turned letter and punctuation mark back. The Latin
// pairs (q→b …) apply only inside text that is turned.
var turned = map[rune]rune{
	'ɐ': 'a', 'q': 'b', 'ɔ': 'c', 'p': 'd', 'ǝ': 'e', 'ɟ': 'f', 'ƃ': 'g', 'ɥ': 'h', 'ı': 'i', 'ᴉ': 'i',
	'ɾ': 'j', 'ʞ': 'k', 'ꞁ': 'l', 'ɯ': 'm', 'u': 'n', 'd': 'p', 'b': 'q', 'ɹ': 'r', 'ʇ': 't', 'n': 'u',
	'ʌ': 'v', 'ʍ': 'w', 'ʎ': 'y',
	'∀': 'A', 'Ɔ': 'C', 'Ǝ': 'E', 'Ⅎ': 'F', '⅁': 'G', 'ſ': 'J', 'Ꞁ': 'L', 'Ԁ': 'P', '⊥': 'T', '∩': 'U',
	'Λ': 'V', '⅄': 'Y',
	'¿': '?', '¡': '!', '˙': '.', '‾': '_',
}

// minTurned is how many letters that only a turned text has make one:
// a stray IPA letter in a word about phonetics is not.
const minTurned = 3

// turnedLeads are the lead bytes of which a turned text has at least one:
// most turned letters are in U+0250–U+02AF (lead bytes 0xC9, 0xCA); ǝ and
// ƃ are U+01DD and U+0183 (0xC7, 0xC6), ı U+0131 (0xC4).
var turnedLeads = [...]byte{0xC9, 0xCA, 0xC7}

// Flipped returns s turned right way up: reversed, each turned letter
// mapped back. ok is false when s has fewer than minTurned letters only
// a turned text has.
func Flipped(s string) (string, bool) {
	if strings.IndexByte(s, turnedLeads[0]) < 0 && strings.IndexByte(s, turnedLeads[1]) < 0 && strings.IndexByte(s, turnedLeads[2]) < 0 {
		return s, false
	}
	n := 0
	for _, r := range s {
		if r >= utf8.RuneSelf {
			if _, ok := turned[r]; ok {
				n++
			}
		}
	}
	if n < minTurned {
		return s, false
	}
	out := make([]byte, 0, len(s))
	for i := len(s); i > 0; {
		r, size := utf8.DecodeLastRuneInString(s[:i])
		i -= size
		if t, ok := turned[r]; ok {
			r = t
		}
		out = utf8.AppendRune(out, r)
	}
	return string(out), true
}
