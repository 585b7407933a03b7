package decode

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// English written in another alphabet, letter for the letter that sounds
// the same ("Аццесс Грантед" is "Access Granted" in Serbian Cyrillic,
// "Ιγνορε" is "Ignore" in Greek letters), is read by a model and not by a
// scanner of English words. The normaliser already reads the Cyrillic and
// Greek letters that look like Latin ones; this reads every letter of the
// two alphabets as it sounds. Russian or Greek text so written is mostly
// no words at all, so Views keeps the reading only when it holds words of
// the pack the message did not (decodedWords).

// translitTable maps the Cyrillic and Greek lower-case letters to the Latin
// letters they are written for (Serbian Latin for Cyrillic, where one
// letter stands for one: ц is c, ј is j; the others as they are commonly
// romanised).
var translitTable = map[rune]string{
	// Cyrillic
	'а': "a", 'б': "b", 'в': "v", 'г': "g", 'д': "d", 'ђ': "dj", 'е': "e", 'ё': "e", 'є': "ye", 'ж': "zh",
	'з': "z", 'и': "i", 'і': "i", 'ї': "yi", 'й': "y", 'ј': "j", 'к': "k", 'л': "l", 'љ': "lj", 'м': "m",
	'н': "n", 'њ': "nj", 'о': "o", 'п': "p", 'р': "r", 'с': "s", 'т': "t", 'ћ': "c", 'у': "u", 'ф': "f",
	'х': "h", 'ц': "c", 'ч': "ch", 'џ': "dz", 'ш': "sh", 'щ': "shch", 'ъ': "", 'ы': "y", 'ь': "", 'э': "e",
	'ю': "yu", 'я': "ya", 'ґ': "g", 'ѕ': "dz",
	// Greek, with the accented vowels
	'α': "a", 'β': "b", 'γ': "g", 'δ': "d", 'ε': "e", 'ζ': "z", 'η': "i", 'θ': "th", 'ι': "i", 'κ': "k",
	'λ': "l", 'μ': "m", 'ν': "n", 'ξ': "x", 'ο': "o", 'π': "p", 'ρ': "r", 'σ': "s", 'ς': "s", 'τ': "t",
	'υ': "u", 'φ': "f", 'χ': "ch", 'ψ': "ps", 'ω': "o", 'ά': "a", 'έ': "e", 'ή': "i", 'ί': "i", 'ό': "o",
	'ύ': "u", 'ώ': "o", 'ϊ': "i", 'ϋ': "u", 'ΐ': "i", 'ΰ': "u",
}

// translitFirst and translitEnd bound the Greek and Cyrillic blocks
// (U+0370–U+04FF), whose letters translitDirect answers in one look-up:
// unicode.ToLower and a map for every letter cost 60 ns, half a
// millisecond on a long Russian message.
const translitFirst, translitEnd = 0x370, 0x500

// translitLetter is what Transliterated writes for a letter of the blocks.
type translitLetter struct {
	lat   string
	lower rune
	ok    bool
}

// translitDirect is translitTable for every letter of the blocks, upper
// case too.
var translitDirect = func() (t [translitEnd - translitFirst]translitLetter) {
	for r := rune(translitFirst); r < translitEnd; r++ {
		lower := unicode.ToLower(r)
		lat, ok := translitTable[lower]
		t[r-translitFirst] = translitLetter{lat: lat, lower: lower, ok: ok}
	}
	return t
}()

// translitOf returns the Latin letters for r, r in lower case, and
// whether r is a letter of translitTable in either case. A character
// outside the blocks may lower-case into them (the Ohm sign is ω).
func translitOf(r rune) (lat string, lower rune, ok bool) {
	if r >= translitFirst && r < translitEnd {
		l := &translitDirect[r-translitFirst]
		return l.lat, l.lower, l.ok
	}
	lower = unicode.ToLower(r)
	lat, ok = translitTable[lower]
	return lat, lower, ok
}

// translitLead reports whether c is the lead byte of a two-byte UTF-8
// sequence of the Greek (U+0380–U+03FF) or Cyrillic (U+0400–U+04FF)
// blocks: the trigger of Transliterated.
func translitLead(c byte) bool { return c >= 0xCE && c <= 0xD3 }

// Transliterated returns s with its Cyrillic and Greek letters written as
// the Latin letters they sound like, the case of each kept, and reports
// whether any letter was changed.
func Transliterated(s string) (string, bool) {
	var b strings.Builder
	changed := false
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if changed {
				b.WriteByte(c)
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		lat, lower, ok := translitOf(r)
		switch {
		case !ok:
			if changed {
				b.WriteString(s[i : i+size])
			}
		default:
			if !changed {
				b.Grow(len(s))
				b.WriteString(s[:i])
				changed = true
			}
			if lower != r && lat != "" {
				b.WriteByte(lat[0] - 'a' + 'A')
				lat = lat[1:]
			}
			b.WriteString(lat)
		}
		i += size
	}
	if !changed {
		return s, false
	}
	return b.String(), true
}
