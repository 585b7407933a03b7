package normalize

// The tables of what a disguised letter stands for: leetspeak, Cyrillic
// and Greek look-alikes, styled alphabets and invisible letters.

// leet maps the leetspeak characters to the letters they stand for. Only
// applied to words that also contain a real letter, so "2024", "100 $" and
// "v1.2" keep their digits while "ign0re" and "$udo" are read as words.
var leet = [128]byte{
	'0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', '$': 's',
	'2': '2', '6': '6', '8': '8', '9': '9',
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

// styledLetter returns the letter a styled-alphabet symbol stands for.
func styledLetter(r rune) (byte, bool) {
	for _, lo := range styledLetters {
		if r >= lo && r < lo+26 {
			return byte('a' + r - lo), true
		}
	}
	return 0, false
}

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
