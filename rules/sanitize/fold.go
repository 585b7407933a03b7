package sanitize

import (
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Characters the view folds before matching (see view.go): a secret
// written with invisible characters between its letters, or with
// fullwidth or mathematical look-alikes of ASCII letters, reads to a
// person (and to a program that applies NFKC, as many do) as the plain
// secret, so the patterns must see the plain secret.
//
//   - format characters (Unicode Cf: zero-width space and joiners, bidi
//     marks, soft hyphen, word joiner, BOM, tag characters) and the other
//     invisible fillers and variation selectors are deleted;
//   - space separators (no-break, ideographic, the en/em spaces) become
//     ' ', line and paragraph separators '\n';
//   - every character whose NFKC form is one printable ASCII character
//     (fullwidth forms, mathematical alphanumerics, letterlike symbols,
//     enclosed letters and digits, super- and subscripts) becomes it.
//
//   - the Cyrillic and Greek letters drawn exactly like a Latin one
//     (confusables: Cyrillic а е о р с у х, Greek Α Β Ε Κ Ο Ρ Τ …)
//     become that letter: "ghр_…" with a Cyrillic р reads to a person as
//     a GitHub token, and a model told to slip a secret past a filter
//     writes it so. The fold is for matching only: the text is rewritten
//     only where a secret is found, and a word of Russian or Greek keeps
//     letters with no Latin twin (л, д, λ), so it never becomes a token.
//
// Other letters of other scripts are left alone.

const (
	foldKeep   = 0    // the character stays
	foldDelete = 0xff // the character is deleted
)

// foldTable maps a rune, by 256-rune page, to foldKeep, foldDelete or the
// ASCII byte it becomes. Built once, on first use.
type foldTable struct {
	pages [(unicode.MaxRune + 1) >> 8]*[256]byte
}

var (
	foldOnce sync.Once
	folds    foldTable
)

func foldTab() *foldTable {
	foldOnce.Do(folds.build)
	return &folds
}

func (t *foldTable) set(r rune, v byte) {
	p := t.pages[r>>8]
	if p == nil {
		p = new([256]byte)
		t.pages[r>>8] = p
	}
	p[r&0xff] = v
}

// invisibles are deleted though they are not Cf: fillers that render as
// nothing and variation selectors.
var invisibles = []struct{ lo, hi rune }{
	{0x034f, 0x034f}, // combining grapheme joiner
	{0x115f, 0x1160}, // Hangul choseong/jungseong fillers
	{0x17b4, 0x17b5}, // Khmer inherent vowels
	{0x180b, 0x180f}, // Mongolian variation selectors and vowel separator
	{0x3164, 0x3164}, // Hangul filler
	{0xfe00, 0xfe0f}, // variation selectors
	{0xffa0, 0xffa0}, // halfwidth Hangul filler
	{0xe0100, 0xe01ef},
}

// combiningMarks are deleted too: a person reads "g̲h̲p̲_̲…" (a low line
// under each letter) or "ǵh́ṕ…" as the letters under them, and a model
// told to slip a secret past a filter may write it so. For matching only:
// a word written with decomposed accents (café as e and U+0301) reads as
// its bare letters, which makes no word a token.
var combiningMarks = []struct{ lo, hi rune }{
	{0x0300, 0x036f}, // combining diacritical marks
	{0x1ab0, 0x1aff}, // … extended
	{0x1dc0, 0x1dff}, // … supplement
	{0x20d0, 0x20ff}, // … for symbols
	{0xfe20, 0xfe2f}, // combining half marks
}

// confusables pairs each Cyrillic or Greek letter drawn like a Latin
// letter with it.
const confusables = "аaеeоoрpсcуyхxіiјjѕsАAВBЕEКKМMНHОOРPСCТTУYХXІIЈJЅSΑAΒBΕEΖZΗHΙIΚKΜMΝNΟOΡPΤTΥYΧXοo"

// nfkcRanges hold the compatibility characters that may fold to ASCII.
var nfkcRanges = []struct{ lo, hi rune }{
	{0x00a0, 0x00ff},   // ª ² ³ ¹ º
	{0x2070, 0x209f},   // super- and subscripts
	{0x2100, 0x218f},   // letterlike symbols, roman numerals
	{0x2460, 0x24ff},   // enclosed alphanumerics
	{0xff00, 0xffef},   // fullwidth forms
	{0x1d400, 0x1d7ff}, // mathematical alphanumerics
	{0x1f100, 0x1f1ff}, // enclosed alphanumeric supplement
	{0x1fbf0, 0x1fbf9}, // segmented digits
}

func (t *foldTable) build() {
	for _, rt := range []*unicode.RangeTable{unicode.Cf} {
		forEach(rt, func(r rune) { t.set(r, foldDelete) })
	}
	for _, ranges := range [][]struct{ lo, hi rune }{invisibles, combiningMarks} {
		for _, iv := range ranges {
			for r := iv.lo; r <= iv.hi; r++ {
				t.set(r, foldDelete)
			}
		}
	}
	forEach(unicode.Zs, func(r rune) {
		if r != ' ' {
			t.set(r, ' ')
		}
	})
	forEach(unicode.Zl, func(r rune) { t.set(r, '\n') })
	forEach(unicode.Zp, func(r rune) { t.set(r, '\n') })
	var buf [utf8.UTFMax]byte
	for _, rg := range nfkcRanges {
		for r := rg.lo; r <= rg.hi; r++ {
			if t.lookup(r) != foldKeep {
				continue
			}
			n := utf8.EncodeRune(buf[:], r)
			f := norm.NFKC.Bytes(buf[:n])
			if len(f) == 1 && f[0] > ' ' && f[0] < 0x7f {
				t.set(r, f[0])
			}
		}
	}
	rs := []rune(confusables)
	for i := 0; i+1 < len(rs); i += 2 {
		t.set(rs[i], byte(rs[i+1]))
	}
	// BEL ends an OSC terminal sequence; elsewhere it is noise. An ESC
	// or CSI that starts no sequence is deleted.
	t.set(0x07, ' ')
	t.set(0x1b, foldDelete)
	t.set(0x9b, foldDelete)
}

func forEach(rt *unicode.RangeTable, f func(rune)) {
	for _, r16 := range rt.R16 {
		for r := rune(r16.Lo); r <= rune(r16.Hi); r += rune(r16.Stride) {
			f(r)
		}
	}
	for _, r32 := range rt.R32 {
		for r := rune(r32.Lo); r <= rune(r32.Hi); r += rune(r32.Stride) {
			f(r)
		}
	}
}

// lookup returns foldKeep, foldDelete or the ASCII byte r becomes.
func (t *foldTable) lookup(r rune) byte {
	if r < 0 || r > unicode.MaxRune {
		return foldKeep
	}
	p := t.pages[r>>8]
	if p == nil {
		return foldKeep
	}
	return p[r&0xff]
}

// foldLead marks the first bytes of the UTF-8 encodings of every folded
// rune, and the ASCII bytes that start an escape, an entity or a terminal
// sequence: text without any of them is its own view (TestFoldLeads
// checks the table against foldTable).
var foldLead = func() (t [256]bool) {
	for _, b := range []byte{'\\', '&', '%', 0x1b, 0x07, 0xc2, 0xcc, 0xcd, 0xce, 0xd0, 0xd1, 0xd8, 0xdb, 0xdc, 0xe0, 0xe1, 0xe2, 0xe3, 0xef, 0xf0, 0xf3} {
		t[b] = true
	}
	return t
}()

// keptRune returns the size of the rune at raw[i] (a lead byte) when
// unit would copy it unchanged whatever follows: a whole, valid non-ASCII
// rune that is neither folded nor deleted nor a terminal introducer
// (U+009B); else 0.
func keptRune(raw []byte, i int, ft *foldTable) int {
	if raw[i] < utf8.RuneSelf || !utf8.FullRune(raw[i:]) {
		return 0
	}
	r, size := utf8.DecodeRune(raw[i:])
	if r == utf8.RuneError || r == 0x9b || ft.lookup(r) != foldKeep {
		return 0
	}
	return size
}
