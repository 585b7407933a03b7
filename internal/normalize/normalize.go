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
// where the bytes are letters and separators, a byte-table loop elsewhere
// (fastpath.go).
// A two-byte rune (accented Latin, Greek, Cyrillic, Hebrew, Arabic) is
// folded from a table built at start-up by the slow path's own steps
// (foldtable.go); the look-alike tables are in lookalikes.go. Normalize returns its argument unchanged (no copy) when it
// is already in normal form.
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
		if m == modeWords && s[i] < utf8.RuneSelf {
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
		if st.swar {
			if own, ok := ownFast(r); ok {
				if m == modeWords {
					st.sep()
					st.wordRune(own, true)
					st.sep()
				} else {
					st.wordRune(own, true)
				}
				i += size
				continue
			}
			if plainPunct(r) {
				if m == modeWords {
					st.sep()
				} else {
					st.wordRune(r, false)
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
