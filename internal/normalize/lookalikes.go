package normalize

// The tables of what a disguised letter stands for: leetspeak, Cyrillic
// and Greek look-alikes, styled alphabets and invisible letters.

// leet maps the leetspeak characters to the letters they stand for, "8"
// and "9" too ("19n0re", "8ypass"; "utf8" reads "utfb", which no phrase
// holds). Only applied to words that also contain a real letter, so
// "2024", "100 $" and "v1.2" keep their digits while "ign0re" and "$udo"
// are read as words.
var leet = [128]byte{
	'0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', '$': 's',
	'8': 'b', '9': 'g', '2': '2', '6': '6',
}

// homoglyphs maps lower-case Cyrillic and Greek letters that render like a
// Latin letter to that letter. Only look-alikes common in evasion are
// listed; a Russian or Greek word thereby becomes a mixed-script string,
// which is harmless because the result is only matched, never shown.
var homoglyphs = map[rune]byte{
	// Cyrillic
	'а': 'a', 'в': 'b', 'е': 'e', 'ё': 'e', 'к': 'k', 'м': 'm', 'н': 'h', 'о': 'o',
	'р': 'p', 'с': 'c', 'т': 't', 'у': 'y', 'х': 'x', 'ѕ': 's', 'і': 'i', 'ї': 'i',
	'ј': 'j', 'ԁ': 'd', 'һ': 'h', 'ԛ': 'q', 'ԝ': 'w', 'ӏ': 'l', 'ɡ': 'g', 'ı': 'i',
	'ѵ': 'v', 'ү': 'y', 'ե': 'e',
	// faux Cyrillic, letters that pass for Latin in italic or by shape
	// ("іпѕтгuстіопѕ уоu шеге ɡіѵеп"): п for n, г for r, ш for w
	'п': 'n', 'г': 'r', 'ш': 'w',
	// Greek
	'α': 'a', 'β': 'b', 'ε': 'e', 'η': 'n', 'ι': 'i', 'κ': 'k', 'ν': 'v', 'ο': 'o',
	'ρ': 'p', 'τ': 't', 'υ': 'u', 'χ': 'x', 'γ': 'y', 'ω': 'w', 'ϲ': 'c', 'ϳ': 'j',
	'ζ': 'z', 'μ': 'm',
	// small capitals, as "small caps" text generators write every letter
	'ᴀ': 'a', 'ʙ': 'b', 'ᴄ': 'c', 'ᴅ': 'd', 'ᴇ': 'e', 'ꜰ': 'f', 'ɢ': 'g', 'ʜ': 'h', 'ɪ': 'i', 'ᴊ': 'j',
	'ᴋ': 'k', 'ʟ': 'l', 'ᴍ': 'm', 'ɴ': 'n', 'ᴏ': 'o', 'ᴘ': 'p', 'ʀ': 'r', 'ꜱ': 's', 'ᴛ': 't', 'ᴜ': 'u',
	'ᴠ': 'v', 'ᴡ': 'w', 'ʏ': 'y', 'ᴢ': 'z',
}

// styledLetters are symbol blocks that spell the Latin alphabet A to Z
// in order and that compatibility decomposition leaves alone or writes
// with punctuation: regional indicators (two make a flag, and a run of
// them spells a word), negative circled and negative squared capitals,
// and the parenthesized small letters (⒜, which decomposition writes
// "(a)", a letter between brackets that would stand alone).
var styledLetters = []rune{0x1F1E6, 0x1F150, 0x1F170, 0x249C}

// styledLetter returns the letter a styled-alphabet symbol or a Braille
// cell stands for.
func styledLetter(r rune) (byte, bool) {
	for _, lo := range styledLetters {
		if r >= lo && r < lo+26 {
			return byte('a' + r - lo), true
		}
	}
	if r >= brailleBase && r < brailleBase+256 {
		b := brailleLetters[r-brailleBase]
		return b, b != 0
	}
	return 0, false
}

// brailleBase is the first Braille pattern (U+2800, the blank cell).
const brailleBase = 0x2800

// brailleLetters maps a Braille cell (its dots are the low eight bits of
// the code point: dot n is bit n-1) to the letter it stands for in
// uncontracted (Grade 1) English Braille, 0 for other cells. Text written
// in Braille symbols reads as the words it spells, as a person who knows
// Braille, or a model, reads it; the capital sign, the number sign and
// punctuation cells are boundaries like other symbols. The letters a to
// j are dots 1, 2, 4, 5; k to t add dot 3; u, v, x, y, z add dots 3 and
// 6; w (French Braille had no w) is j with dot 6.
var brailleLetters = func() (t [256]byte) {
	aj := [10]uint8{0x01, 0x03, 0x09, 0x19, 0x11, 0x0B, 0x1B, 0x13, 0x0A, 0x1A}
	for i, d := range aj {
		t[d] = 'a' + byte(i)
		t[d|0x04] = 'k' + byte(i)
	}
	for i, c := range []byte("uvxyz") {
		t[aj[i]|0x24] = c
	}
	t[aj[9]|0x20] = 'w'
	return t
}()

// upperHomoglyphs are capitals whose look-alike differs from their lower
// case (Greek Ν looks like N, its ν like v), so they are mapped before
// folding.
var upperHomoglyphs = map[rune]byte{
	'Ν': 'n', 'Η': 'h', 'Μ': 'm', 'Κ': 'k', 'Β': 'b', 'Ρ': 'p', 'Τ': 't', 'Χ': 'x',
	'Υ': 'y', 'Ζ': 'z', 'Ι': 'i', 'Ο': 'o', 'Ε': 'e', 'Α': 'a',
	'Н': 'h', 'В': 'b', 'М': 'm', 'Т': 't', 'К': 'k', 'Р': 'p', 'С': 'c', 'Х': 'x',
	'У': 'y', 'А': 'a', 'Е': 'e', 'О': 'o', 'Ѕ': 's', 'І': 'i', 'Ј': 'j',
}

// invisibleLetters are letters (category Lo) that render as blank space;
// they are treated as separators so they cannot glue or split words unseen.
func invisibleLetter(r rune) bool {
	switch r {
	case 0x115F, 0x1160, 0x3164, 0xFFA0:
		return true
	}
	return false
}
