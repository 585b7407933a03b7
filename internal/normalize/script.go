package normalize

// Per-script folding of the words view. Every script an attacker may
// write in gets the folds that make two spellings of one word the same
// bytes, so a pattern written once matches the variants:
//
//   - Han, Hiragana, Katakana and Hangul are written without spaces
//     between words (Korean puts its particles and endings on the word),
//     so each of their characters is a word of its own: a phrase such as
//     "忽略" or "무시" is then the word sequence "忽 略" / "무 시", found
//     in "忽略之前的" and "무시하세요" alike. Hangul syllables are kept
//     whole (the compatibility decomposition would split them into jamo).
//     Thai is written without spaces too: its letters are words of their
//     own the same way, and its vowel signs above and below and its tone
//     marks, which are combining marks, are dropped with the others
//     ("ไม่" reads as "ไม").
//   - Arabic: alef with hamza or madda loses the mark (the marks are
//     dropped with the other combining marks), alef maksura is read as
//     ya, ta marbuta as ha, the Persian ya and kaf and Urdu's ha, ya and
//     nun forms as the Arabic letters, and the tatweel (a stretching
//     stroke) vanishes.
//   - Latin letters that carry their mark in the letter itself rather
//     than as a combining mark (Polish ł, Danish ø, Croatian đ, Maltese
//     ħ) become the bare letter, and the German ß, æ and œ their
//     two-letter spellings.
//
// Cyrillic and Greek are folded through the look-alike tables
// (homoglyphs), so a Russian word becomes a mixed-script string; patterns
// are folded by the same function, so they match it.

// letterFolds maps a lower-case letter to the letters it is read as.
var letterFolds = map[rune]string{
	'ł': "l", 'ø': "o", 'đ': "d", 'ħ': "h", 'ß': "ss", 'æ': "ae", 'œ': "oe",
	'ى': "ي", 'ة': "ه", 'ی': "ي", 'ک': "ك", 'ې': "ي", 'ۍ': "ي",
	// Urdu's own forms of ha, ya and nun, which an Arabic or Persian
	// keyboard writes with the plain letters (ہدایات as هدایات)
	'ہ': "ه", 'ھ': "ه", 'ۂ': "ه", 'ۃ': "ه", 'ے': "ي", 'ۓ': "ي", 'ں': "ن",
}

// tatweel is the Arabic stretching stroke: decoration, not a letter.
const tatweel = 0x0640

// ownWord reports whether r is written as a word of its own in the words
// view: the scripts written without spaces between words.
func ownWord(r rune) bool {
	switch {
	case r >= 0x0E01 && r <= 0x0E46: // Thai letters, the vowels written as letters and the repetition mark
		return true
	case r < 0x1100:
		return false
	case r >= 0xAC00 && r <= 0xD7A3, // Hangul syllables
		r >= 0x3040 && r <= 0x30FF,   // Hiragana, Katakana (with ー and the iteration marks)
		r >= 0x4E00 && r <= 0x9FFF,   // CJK unified ideographs
		r >= 0x3400 && r <= 0x4DBF,   // extension A
		r >= 0xF900 && r <= 0xFAFF,   // compatibility ideographs
		r >= 0x31F0 && r <= 0x31FF,   // Katakana phonetic extensions
		r == 0x3005 || r == 0x3006,   // 々 〆
		r >= 0x20000 && r <= 0x3134F: // extensions B–H
		return true
	}
	return false
}

// keepWhole reports whether r must not be decomposed: Hangul syllables,
// which the compatibility decomposition would split into jamo, and the
// parenthesized small letters, which it would write "(a)": a letter
// between brackets, standing alone (styledLetter reads them instead).
func keepWhole(r rune) bool { return r >= 0xAC00 && r <= 0xD7A3 || r >= 0x249C && r <= 0x24B5 }
