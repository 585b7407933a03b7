// Package normalize folds text into the canonical form the input scanners
// match against, so that disguises (fullwidth letters, zero-width spaces,
// Cyrillic look-alikes, "ign0re", odd spacing and punctuation) all land on
// the same bytes as the plain phrase.
//
// The normal form is for deciding only: it is lossy on purpose and is never
// shown to a user or passed to the agent. The same functions are applied to
// patterns and to text, so a pattern author writes ordinary words and never
// has to think about the folding.
//
// Two views are offered:
//
//   - Words (AppendNormalized, Normalize): the phrase view. Compatibility
//     decomposition (the NFKC/NFKD compatibility mappings, so fullwidth and
//     styled letters become ASCII), combining marks dropped ("ïgnörë" →
//     "ignore", "instruções" → "instrucoes"), lower case, format characters
//     (zero-width, bidi, soft hyphen, tags) removed, common Cyrillic and
//     Greek look-alikes mapped to Latin, apostrophes removed ("don't" →
//     "dont"), light leetspeak mapped inside words that contain a letter,
//     the confusable class {l, 1, I} written as "i", and every run of
//     whitespace or punctuation collapsed to one space, with no space at
//     either end. The result holds only lower-case letters, digits and single
//     spaces (plus non-Latin letters).
//   - Code (AppendCode): the same folding minus leetspeak, the l/i fold and
//     the punctuation collapse: whitespace runs become one space but
//     punctuation is kept, for patterns such as "exec(" or "os.system" whose
//     meaning lives in the punctuation.
//
// Both are idempotent. ASCII runs of the words view take a fast path that
// never decodes a rune: eight bytes at a time with word-wide arithmetic
// where the bytes are letters and separators, a byte-table loop elsewhere.
// A two-byte rune (accented Latin, Greek, Cyrillic, Hebrew, Arabic) is
// folded from a table built at start-up by the slow path's own steps
// (foldTable). Normalize returns its argument unchanged (no copy) when it
// is already in normal form.
package normalize

import (
	"encoding/binary"
	"math/bits"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// mode selects the view being produced.
type mode uint8

const (
	modeWords mode = iota
	modeCode
)

// Byte classes of the ASCII fast path.
const (
	clSep    uint8 = iota // whitespace, punctuation, control: a word boundary
	clLetter              // a-z after folding
	clDigit               // 0-9: leetspeak candidate inside a word
	clLeet                // @ $: leetspeak candidate, else punctuation
	clDrop                // apostrophe: removed so "don't" == "dont"
)

// asciiWords maps each ASCII byte to its class for the words view, and
// asciiLower to its folded letter. Built once at init so the hot loop is two
// table loads per byte.
var (
	asciiClass [128]uint8
	asciiLower [128]byte
)

func init() {
	for c := 0; c < 128; c++ {
		b := byte(c)
		asciiLower[c] = b
		switch {
		case b >= 'a' && b <= 'z':
			asciiClass[c] = clLetter
		case b >= 'A' && b <= 'Z':
			asciiClass[c] = clLetter
			asciiLower[c] = b + ('a' - 'A')
		case b >= '0' && b <= '9':
			asciiClass[c] = clDigit
		case b == '@' || b == '$':
			asciiClass[c] = clLeet
		case b == '\'':
			asciiClass[c] = clDrop
		default:
			asciiClass[c] = clSep
		}
	}
	// "l" and "I" (already folded to "i") are one confusable class: an
	// attacker types "lgnore" for "Ignore"; "1" joins them via leetspeak.
	asciiLower['l'] = 'i'
	asciiLower['L'] = 'i'
}

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

// state is the writer shared by the fast and slow paths. It is a value on
// the caller's stack; nothing escapes.
type state struct {
	dst       []byte
	base      int  // len(dst) at entry: output before this is not ours
	m         mode // view being produced
	needSpace bool // a separator was seen since the last word byte
	inWord    bool
	preSpace  int // len(dst) before the space that opened the current word
	wordStart int // index of the first byte of the current word
	hasLetter bool
	hasLeet   bool
	swar      bool // take the fast paths: eight-byte blocks, foldTable (off only in tests, as a reference)
}

// letter appends one folded ASCII word byte.
func (st *state) open() {
	if st.inWord {
		return
	}
	st.preSpace = len(st.dst)
	if st.needSpace && len(st.dst) > st.base {
		st.dst = append(st.dst, ' ')
	}
	st.needSpace = false
	st.inWord = true
	st.wordStart = len(st.dst)
	st.hasLetter, st.hasLeet = false, false
}

// sep records a word boundary; the space is written lazily by the next word
// so runs collapse and nothing trails.
func (st *state) sep() {
	if st.inWord {
		st.closeWord()
	}
	st.needSpace = true
}

// closeWord applies leetspeak to the finished word: letters present → map
// digits and @/$ to letters; no letters → keep digits, turn @/$ back into
// separators.
func (st *state) closeWord() {
	st.inWord = false
	if !st.hasLeet {
		return
	}
	w := st.dst[st.wordStart:]
	if st.hasLetter {
		for i, b := range w {
			if b < 128 && leet[b] != 0 {
				w[i] = leet[b]
			}
		}
		return
	}
	n := st.wordStart
	for _, b := range w {
		if b == '@' || b == '$' {
			if n > st.wordStart && st.dst[n-1] != ' ' {
				st.dst[n] = ' '
				n++
			}
			continue
		}
		st.dst[n] = b
		n++
	}
	if n > st.wordStart && st.dst[n-1] == ' ' {
		n--
		st.needSpace = true
	}
	if n == st.wordStart {
		// The word vanished: drop the space written before it too.
		n = st.preSpace
		st.needSpace = true
	}
	st.dst = st.dst[:n]
}

// ascii handles one ASCII byte (also ASCII produced by decomposition or the
// homoglyph table).
func (st *state) ascii(c byte) {
	if st.m == modeCode {
		st.codeASCII(c)
		return
	}
	switch asciiClass[c] {
	case clLetter:
		st.open()
		st.hasLetter = true
		st.dst = append(st.dst, asciiLower[c])
	case clDigit, clLeet:
		st.open()
		st.hasLeet = true
		st.dst = append(st.dst, c)
	case clDrop:
		// removed without a boundary
	default:
		st.sep()
	}
}

func (st *state) codeASCII(c byte) {
	switch {
	case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' || c < 0x20 || c == 0x7f:
		st.needSpace = true
		return
	case c >= 'A' && c <= 'Z':
		c += 'a' - 'A'
	}
	if st.needSpace && len(st.dst) > st.base {
		st.dst = append(st.dst, ' ')
	}
	st.needSpace = false
	st.dst = append(st.dst, c)
}

// foldRune handles one rune after compatibility decomposition.
func (st *state) foldRune(r rune, depth int) {
	if r < utf8.RuneSelf {
		st.ascii(byte(r))
		return
	}
	switch {
	case unicode.Is(unicode.Mn, r), unicode.Is(unicode.Me, r), unicode.Is(unicode.Cf, r):
		// Combining marks and format characters (zero-width, bidi, soft
		// hyphen, tags) vanish without leaving a boundary.
		return
	case r == '\u2019' || r == '\u2018' || r == '\u02bc':
		if st.m == modeWords {
			return // typographic apostrophes behave like '
		}
	case invisibleLetter(r):
		st.sepAny()
		return
	case r == tatweel:
		return
	}
	if b, ok := styledLetter(r); ok {
		st.ascii(b)
		return
	}
	if unicode.IsLetter(r) {
		if b, ok := upperHomoglyphs[r]; ok {
			st.ascii(b)
			return
		}
		lr := unicode.ToLower(r)
		if lr != r && depth == 0 {
			var rb [utf8.UTFMax]byte
			if d := norm.NFKD.Properties(utf8.AppendRune(rb[:0], lr)).Decomposition(); d != nil {
				st.decomposed(d, depth+1)
				return
			}
		}
		if b, ok := homoglyphs[lr]; ok {
			st.ascii(b)
			return
		}
		if f, ok := letterFolds[lr]; ok {
			for _, fr := range f {
				if fr < utf8.RuneSelf {
					st.ascii(byte(fr))
				} else {
					st.wordRune(fr, true)
				}
			}
			return
		}
		if st.m == modeWords && ownWord(lr) {
			st.sep()
			st.wordRune(lr, true)
			st.sep()
			return
		}
		st.wordRune(lr, true)
		return
	}
	if unicode.IsDigit(r) || unicode.Is(unicode.Mc, r) || unicode.Is(unicode.Nl, r) || unicode.Is(unicode.No, r) {
		st.wordRune(r, false)
		return
	}
	if unicode.IsSpace(r) || unicode.IsControl(r) {
		st.sepAny()
		return
	}
	// Punctuation and symbols: a boundary in the words view, kept in code.
	if st.m == modeCode {
		st.wordRune(r, false)
		return
	}
	st.sep()
}

func (st *state) sepAny() {
	if st.m == modeCode {
		st.needSpace = true
		return
	}
	st.sep()
}

func (st *state) wordRune(r rune, letter bool) {
	if st.m == modeCode {
		if st.needSpace && len(st.dst) > st.base {
			st.dst = append(st.dst, ' ')
		}
		st.needSpace = false
		st.dst = utf8.AppendRune(st.dst, r)
		return
	}
	st.open()
	if letter {
		st.hasLetter = true
	}
	st.dst = utf8.AppendRune(st.dst, r)
}

func (st *state) decomposed(d []byte, depth int) {
	for len(d) > 0 {
		r, n := utf8.DecodeRune(d)
		st.foldRune(r, depth)
		d = d[n:]
	}
}

func appendMode(dst []byte, s string, m mode) []byte {
	return appendState(state{dst: dst, base: len(dst), m: m, swar: true}, s)
}

func appendState(st state, s string) []byte {
	st.feed(s)
	st.finish()
	return st.dst
}

// finish closes the word still open at the end of the input.
func (st *state) finish() {
	if st.inWord {
		st.closeWord()
	}
}

// feed folds s into st.dst. The state carries over between calls, so
// feeding a string in pieces cut at rune boundaries gives the same output
// as feeding it whole.
func (st *state) feed(s string) {
	m := st.m
	for i := 0; i < len(s); {
		if m == modeWords {
			i = st.fastWords(s, i)
			if i >= len(s) {
				break
			}
		}
		c := s[i]
		if c < utf8.RuneSelf {
			st.ascii(c)
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r < foldEnd && st.swar {
			if f := foldTable[r]; f != foldSlow {
				// What the decomposition and foldRune below do with it,
				// without looking it up.
				switch f >> 24 {
				case foldASCII:
					st.ascii(byte(f))
				case foldLetter:
					st.wordRune(rune(f&0xffffff), true)
				case foldNumber:
					st.wordRune(rune(f&0xffffff), false)
				}
				i += size
				continue
			}
		}
		if r == utf8.RuneError && size <= 1 {
			st.sepAny() // invalid UTF-8 is a boundary, never a letter
			i++
			continue
		}
		if d := norm.NFKD.PropertiesString(s[i:]).Decomposition(); d != nil && !keepWhole(r) {
			st.decomposed(d, 0)
		} else {
			st.foldRune(r, 0)
		}
		i += size
	}
}

// fastWords is the words view's ASCII path. It returns at the first
// non-ASCII byte. Blocks of eight bytes made only of letters and single
// spaces (most of ordinary prose) are folded with word-wide arithmetic
// (swarBlock); the other bytes go through a table loop (bytewise). The
// output is identical either way: TestFastPathMatchesBytewise and
// FuzzFastPath compare the two on the same inputs.
func (st *state) fastWords(s string, i int) int {
	// ASCII output is never longer than its input, plus the space a
	// previous separator left pending; the block path stores eight bytes
	// at once, so reserve a little more.
	if need := len(s) - i + 16; cap(st.dst)-len(st.dst) < need {
		st.dst = append(st.dst, make([]byte, need)...)[:len(st.dst)]
	}
	if !st.swar {
		return st.bytewise(s, i, len(s))
	}
	for i < len(s) {
		lim := len(s)
		for i+8 <= len(s) {
			bad := st.swarBlock(s[i : i+8])
			if bad < 8 {
				// Hand the bytes up to and including the first one the
				// block path declined to the loop, then try blocks again.
				lim = i + bad + 1
				break
			}
			i += 8
		}
		if i = st.bytewise(s, i, lim); i < lim {
			break // non-ASCII
		}
	}
	return i
}

// SWAR constants: one byte per lane.
const (
	lanes01 = 0x0101010101010101
	lanes7f = 0x7f7f7f7f7f7f7f7f
	lanes80 = 0x8080808080808080
	lanes20 = 0x2020202020202020
)

// zeroLanes has 0x80 in exactly the lanes of x that are zero (no false
// positives, unlike the shorter borrow trick).
func zeroLanes(x uint64) uint64 { return ^((x&lanes7f + lanes7f) | x | lanes7f) }

// swarBlock folds eight ASCII bytes of letters, separators and
// apostrophes inside words (most of ordinary prose) with word-wide
// arithmetic, continuing the word state exactly as bytewise would, and
// returns 8. Otherwise it changes nothing and returns the index of the
// first byte it declines (digits, '@', '$', non-ASCII, an apostrophe next
// to a separator or at either end), or 0 when the state needs the loop (a
// word with leetspeak still open).
func (st *state) swarBlock(b string) int {
	_ = b[7]
	v := uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
	n := len(st.dst)
	if st.inWord && st.hasLeet || !st.inWord && !st.needSpace && n > st.base {
		return 0
	}
	// Lane classes (0x80 set in the lanes of the class). The additions
	// carry out of a lane only for non-ASCII bytes, and only upwards, so
	// every lane below the first declined one is classified correctly.
	x := v | lanes20                                                           // A-Z lowered
	letters := (x + 0x1f1f1f1f1f1f1f1f) &^ (x + 0x0505050505050505) & lanes80  // 'a' <= x <= 'z'
	digits := (v + 0x5050505050505050) &^ (v + 0x4646464646464646) & lanes80   // '0' <= v <= '9'
	leets := zeroLanes(v^0x4040404040404040) | zeroLanes(v^0x2424242424242424) // '@' '$'
	apos := zeroLanes(v ^ 0x2727272727272727)
	seps := lanes80 &^ (letters | digits | leets | apos)
	edges := seps<<8 | seps>>8 | 0x80 | 0x80<<56
	if bad := (v|digits|leets)&lanes80 | apos&edges; bad != 0 {
		return bits.TrailingZeros64(bad) >> 3
	}
	// Lanes that vanish: apostrophes, and every separator that follows a
	// separator (or starts the block outside a word): runs collapse to one.
	sepBefore := seps << 8
	if !st.inWord {
		sepBefore |= 0x80
	}
	del := apos | seps&sepBefore
	// Letters keep their folded byte ({l, I} written "i"), separators
	// become a space.
	lm := letters >> 7 * 0xff
	out := x&lm | lanes20&^lm
	out -= zeroLanes(out^0x6c6c6c6c6c6c6c6c) >> 7 * 3
	kept := 8 - bits.OnesCount64(del)
	for del != 0 { // compact, highest deleted lane first
		hi := 63 - bits.LeadingZeros64(del)
		low := uint64(1)<<(hi&^7) - 1
		out = out&low | out>>8&^low
		del &^= 1 << hi
	}
	d := st.dst[:cap(st.dst)]
	start, pend := n, 0
	if kept > 0 && !st.inWord && st.needSpace && n > st.base {
		d[n] = ' ' // the space a previous separator left pending
		n++
		pend = 1
	}
	binary.LittleEndian.PutUint64(d[n:], out)
	n += kept
	switch spaces := zeroLanes(out^lanes20) & (1<<(8*kept) - 1); {
	case seps>>63 != 0: // ends on a separator: its space is written by the next word
		if kept > 0 {
			n--
		}
		st.inWord, st.needSpace = false, true
	case spaces != 0: // the last word starts after the last space
		pos := start + pend + (63-bits.LeadingZeros64(spaces))>>3
		st.preSpace, st.wordStart = pos, pos+1
		st.inWord, st.needSpace, st.hasLetter, st.hasLeet = true, false, true, false
	case !st.inWord: // one word, opened here
		st.preSpace, st.wordStart = start, start+pend
		st.inWord, st.needSpace, st.hasLetter, st.hasLeet = true, false, true, false
	default: // the current word goes on
		st.hasLetter = true
	}
	st.dst = d[:n]
	return 8
}

// bytewise is the table loop over s[i:lim]: the state lives in locals and
// bytes are stored by index into the capacity fastWords reserved, so the
// common case is a table load and a store per byte. It returns at the first
// non-ASCII byte or at lim.
func (st *state) bytewise(s string, i, lim int) int {
	d := st.dst[:cap(st.dst)]
	n := len(st.dst)
	base := st.base
	inWord, needSpace := st.inWord, st.needSpace
	preSpace, wordStart, hasLetter, hasLeet := st.preSpace, st.wordStart, st.hasLetter, st.hasLeet
	for ; i < lim; i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			break
		}
		cl := asciiClass[c]
		if cl == clLetter || cl == clDigit || cl == clLeet {
			if !inWord {
				preSpace = n
				if needSpace && n > base {
					d[n] = ' '
					n++
				}
				needSpace, inWord = false, true
				wordStart, hasLetter, hasLeet = n, false, false
			}
			if cl == clLetter {
				hasLetter = true
				d[n] = asciiLower[c]
			} else {
				hasLeet = true
				d[n] = c
			}
			n++
			continue
		}
		if cl == clDrop {
			continue
		}
		if inWord {
			if hasLeet {
				st.dst = d[:n]
				st.preSpace, st.wordStart, st.hasLetter, st.hasLeet = preSpace, wordStart, hasLetter, hasLeet
				st.needSpace = needSpace
				st.closeWord()
				n = len(st.dst)
				needSpace = st.needSpace
			}
			inWord = false
		}
		needSpace = true
	}
	st.dst = d[:n]
	st.inWord, st.needSpace = inWord, needSpace
	st.preSpace, st.wordStart, st.hasLetter, st.hasLeet = preSpace, wordStart, hasLetter, hasLeet
	return i
}

// AppendNormalized appends the words view of s to dst and returns the
// extended slice. With a dst of sufficient capacity it allocates nothing.
func AppendNormalized(dst []byte, s string) []byte {
	return appendMode(dst, s, modeWords)
}

// AppendNormalizedCuts is AppendNormalized that also reports where the
// input offsets cuts (ascending) land in the output: marks[k] is the
// length of the output once the input up to cuts[k] has been folded, so
// a word that begins at or after cuts[k] in s begins at or after marks[k]
// in the words view, and a word that ends before it ends before it. The
// marks are appended to marks and returned. A cut inside a multi-byte
// rune is moved back to the rune's start; cuts past the end count as the
// end. The output is the same as AppendNormalized's.
func AppendNormalizedCuts(dst []byte, s string, cuts, marks []int) ([]byte, []int) {
	st := state{dst: dst, base: len(dst), m: modeWords, swar: true}
	prev := 0
	for _, c := range cuts {
		c = min(max(c, prev), len(s))
		for c > prev && c < len(s) && s[c]&0xC0 == 0x80 {
			c--
		}
		st.feed(s[prev:c])
		prev = c
		marks = append(marks, len(st.dst))
	}
	st.feed(s[prev:])
	st.finish()
	// A word of digits and @/$ loses its symbols when it closes, after a
	// mark inside it was taken: keep such marks inside the output.
	limit := len(st.dst)
	for k := len(marks) - 1; k >= len(marks)-len(cuts); k-- {
		marks[k] = min(marks[k], limit)
		limit = marks[k]
	}
	return st.dst, marks
}

// AppendCode appends the code view of s (folded like the words view but with
// punctuation kept, no leetspeak and no l/i fold) to dst.
func AppendCode(dst []byte, s string) []byte {
	return appendMode(dst, s, modeCode)
}

// IsNormalized reports whether s is already in the words view, so that
// Normalize(s) == s. It is exact, and fast for ASCII.
func IsNormalized(s string) bool {
	if fastNormal(s) {
		return true
	}
	var buf [256]byte
	out := AppendNormalized(buf[:0], s)
	return string(out) == s
}

// fastNormal is a conservative check: lower-case letters other than "l"
// separated by single spaces, nothing at either end.
func fastNormal(s string) bool {
	prevSpace := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z' && c != 'l':
			prevSpace = false
		case c == ' ' && !prevSpace:
			prevSpace = true
		default:
			return false
		}
	}
	return !prevSpace || len(s) == 0
}

// Normalize returns the words view of s. When s is already normal it is
// returned as is, without copying.
func Normalize(s string) string {
	if fastNormal(s) {
		return s
	}
	var buf [256]byte
	out := AppendNormalized(buf[:0], s)
	if string(out) == s {
		return s
	}
	return string(out)
}

// NormalizeCode returns the code view of s.
func NormalizeCode(s string) string {
	var buf [256]byte
	out := AppendCode(buf[:0], s)
	if string(out) == s {
		return s
	}
	return string(out)
}
