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
// Both are idempotent. Pure-ASCII input takes a byte-table fast path that
// never decodes a rune; Normalize returns its argument unchanged (no copy)
// when it is already in normal form.
package normalize

import (
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
	st := state{dst: dst, base: len(dst), m: m}
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
		if r == utf8.RuneError && size <= 1 {
			st.sepAny() // invalid UTF-8 is a boundary, never a letter
			i++
			continue
		}
		if d := norm.NFKD.PropertiesString(s[i:]).Decomposition(); d != nil {
			st.decomposed(d, 0)
		} else {
			st.foldRune(r, 0)
		}
		i += size
	}
	if st.inWord {
		st.closeWord()
	}
	return st.dst
}

// fastWords is the words view's ASCII loop: the state lives in locals and
// bytes are stored by index into capacity reserved up front (ASCII output
// is never longer than its input), so the common case is a table load and
// a store per byte. It returns at the first non-ASCII byte.
func (st *state) fastWords(s string, i int) int {
	if need := len(s) - i; cap(st.dst)-len(st.dst) < need {
		st.dst = append(st.dst, make([]byte, need)...)[:len(st.dst)]
	}
	d := st.dst[:cap(st.dst)]
	n := len(st.dst)
	base := st.base
	inWord, needSpace := st.inWord, st.needSpace
	preSpace, wordStart, hasLetter, hasLeet := st.preSpace, st.wordStart, st.hasLetter, st.hasLeet
	for ; i < len(s); i++ {
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
