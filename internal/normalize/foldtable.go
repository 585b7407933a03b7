package normalize

import (
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// foldEnd bounds the runes foldTable answers for: the two-byte runes of
// UTF-8 (Latin with its accents, Greek, Cyrillic, Armenian, Hebrew,
// Arabic).
const foldEnd = 0x800

// What foldTable says feed does with a rune, in the top byte of an
// entry; the low three bytes hold the byte or rune it writes.
const (
	foldSlow   = iota // not in the table: the decomposition and foldRune
	foldASCII         // st.ascii(byte)
	foldLetter        // st.wordRune(rune, true)
	foldNumber        // st.wordRune(rune, false)
	foldVanish        // nothing: a mark, a format character, a tatweel
)

// foldTable is, for each rune below foldEnd, what feed's decomposition
// and foldRune do with it, when that is one step the same in both views
// ("ö" is "o" and a diaeresis, which vanishes; "д" is a letter of its
// own; "а" is the look-alike "a"); foldSlow for the others (white space
// and punctuation, which the views treat apart; letters that fold to
// several). Built at start-up by following the same steps, so a message in
// German, Russian or Greek costs a table load a letter instead of a
// decomposition lookup and three maps (TestFoldTableMatchesSlowPath).
var foldTable = func() (t [foldEnd]uint32) {
	var buf [utf8.UTFMax]byte
	props := func(r rune) []byte { return norm.NFKD.Properties(utf8.AppendRune(buf[:0], r)).Decomposition() }
	for r := rune(utf8.RuneSelf); r < foldEnd; r++ {
		if d := props(r); d != nil && !keepWhole(r) {
			// The decomposition path: one ASCII letter and marks that
			// vanish, or left to it.
			if !(d[0] >= 'a' && d[0] <= 'z' || d[0] >= 'A' && d[0] <= 'Z') {
				continue
			}
			marks := true
			for rest := d[1:]; len(rest) > 0; {
				m, n := utf8.DecodeRune(rest)
				marks = marks && unicode.Is(unicode.Mn, m)
				rest = rest[n:]
			}
			if marks {
				t[r] = foldASCII<<24 | uint32(d[0])
			}
			continue
		}
		// foldRune at depth 0, step by step.
		switch {
		case unicode.Is(unicode.Mn, r), unicode.Is(unicode.Me, r), unicode.Is(unicode.Cf, r), r == tatweel:
			t[r] = foldVanish << 24
			continue
		case r == '\u2019' || r == '\u2018' || r == '\u02bc', invisibleLetter(r):
			continue // not the same in both views
		}
		if b, ok := styledLetter(r); ok {
			t[r] = foldASCII<<24 | uint32(b)
			continue
		}
		if !unicode.IsLetter(r) {
			if unicode.IsDigit(r) || unicode.Is(unicode.Mc, r) || unicode.Is(unicode.Nl, r) || unicode.Is(unicode.No, r) {
				t[r] = foldNumber<<24 | uint32(r)
			}
			continue // white space, punctuation: not the same in both views
		}
		if b, ok := upperHomoglyphs[r]; ok {
			t[r] = foldASCII<<24 | uint32(b)
			continue
		}
		lr := unicode.ToLower(r)
		if lr != r && props(lr) != nil {
			continue
		}
		if b, ok := homoglyphs[lr]; ok {
			t[r] = foldASCII<<24 | uint32(b)
			continue
		}
		if _, ok := letterFolds[lr]; ok || ownWord(lr) || lr >= 1<<24 {
			continue
		}
		t[r] = foldLetter<<24 | uint32(lr)
	}
	return t
}()

// punctFirst and punctEnd bound the runes punctTable answers for: the
// General Punctuation block through the CJK symbols and punctuation
// (“ ” — … 。 「 」), which Chinese and Japanese text and typeset English
// use at every sentence.
const punctFirst, punctEnd = 0x2000, 0x3040

// punctTable has a bit set for each rune of [punctFirst, punctEnd) that
// feed's decomposition and foldRune treat as plain punctuation: a
// boundary in the words view, kept as it is in the code view. Built at
// start-up by the same steps, so such a rune costs a bit test instead of
// a decomposition lookup and a dozen range searches
// (TestPunctFastMatchesSlowPath).
var punctTable = func() (t [(punctEnd - punctFirst + 63) / 64]uint64) {
	var buf [utf8.UTFMax]byte
	for r := rune(punctFirst); r < punctEnd; r++ {
		if d := norm.NFKD.Properties(utf8.AppendRune(buf[:0], r)).Decomposition(); d != nil && !keepWhole(r) {
			continue // the decomposition path
		}
		switch {
		case unicode.Is(unicode.Mn, r), unicode.Is(unicode.Me, r), unicode.Is(unicode.Cf, r), r == tatweel,
			r == '\u2019' || r == '\u2018' || r == '\u02bc', invisibleLetter(r),
			unicode.IsLetter(r), unicode.IsDigit(r), unicode.Is(unicode.Mc, r), unicode.Is(unicode.Nl, r), unicode.Is(unicode.No, r),
			unicode.IsSpace(r), unicode.IsControl(r):
			continue
		}
		if _, ok := styledLetter(r); ok {
			continue
		}
		t[(r-punctFirst)>>6] |= 1 << ((r - punctFirst) & 63)
	}
	return t
}()

// plainPunct reports whether punctTable holds r.
func plainPunct(r rune) bool {
	return r >= punctFirst && r < punctEnd && punctTable[(r-punctFirst)>>6]>>((r-punctFirst)&63)&1 != 0
}

// ownFast reports, for a rune of the scripts written without spaces (Han,
// kana, Hangul syllables), the letter feed's decomposition and foldRune
// write for it as a word of its own ("が" is "か" and a voicing mark,
// which vanishes), without looking it up: a message in Chinese, Japanese
// or Korean is otherwise a decomposition lookup, three range searches and
// three maps a character (TestOwnFastMatchesSlowPath).
func ownFast(r rune) (rune, bool) {
	switch {
	case r >= 0x4E00 && r <= 0x9FFF, r >= 0x3400 && r <= 0x4DBF, r >= 0xAC00 && r <= 0xD7A3:
		return r, true
	case r >= kanaFirst && r < kanaFirst+rune(len(kanaTable)):
		k := kanaTable[r-kanaFirst]
		return k, k != 0
	}
	return 0, false
}

// kanaFirst is the first rune of the Hiragana and Katakana blocks.
const kanaFirst = 0x3040

// kanaTable is, for each rune of the kana blocks, the kana letter it
// folds to as a word of its own (itself, or the unvoiced letter), or 0
// where feed's slow steps do something else (punctuation, the spacing
// voicing marks).
var kanaTable = func() (t [0xC0]rune) {
	var buf [utf8.UTFMax]byte
	for i := range t {
		r := kanaFirst + rune(i)
		base := r
		if d := norm.NFKD.Properties(utf8.AppendRune(buf[:0], r)).Decomposition(); d != nil {
			b, n := utf8.DecodeRune(d)
			for rest := d[n:]; len(rest) > 0; {
				m, k := utf8.DecodeRune(rest)
				if !unicode.Is(unicode.Mn, m) {
					b = 0
				}
				rest = rest[k:]
			}
			base = b
		}
		if base == 0 || !unicode.IsLetter(base) || !ownWord(base) || unicode.ToLower(base) != base {
			continue
		}
		if _, ok := homoglyphs[base]; ok {
			continue
		}
		if _, ok := letterFolds[base]; ok {
			continue
		}
		if _, ok := upperHomoglyphs[base]; ok {
			continue
		}
		t[i] = base
	}
	return t
}()
