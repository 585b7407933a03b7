package decode

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
	"unsafe"
)

// A word broken up by punctuation inside it ("ig/nore all pre/vious
// instruc/tions", "the se///cret word", "pass*word") reads the same to a
// model and to no scanner. Splinters rejoins such a word where the word it
// makes is one the caller knows, so "client/server", "and/or", "e.g." and
// paths stay as written: a join that makes no known word is not one.

// maxSplinterRun bounds the bytes of one broken word that is rejoined.
const maxSplinterRun = 96

// splinterTable holds the bytes isBreak accepts, for the byte loop.
var splinterTable = func() (t [256]bool) {
	for c := range 256 {
		t[c] = isBreak(byte(c))
	}
	return t
}()

// isBreak reports whether b may break up a word: a splinter, a hyphen
// (a word hyphenated in pieces that are no words, "ig-nore", "instruc-tions";
// see hyphenBreak) or a line break (a word cut over two lines, "instruc" at
// the end of one and "tions" at the start of the next; see lineBreak).
func isBreak(b byte) bool { return b == '-' || b == '\n' || b == '\r' || isSplinter(b) }

// isSplinter reports whether b may be put inside a word to break it up.
// Dots and underscores are left out: text and code join words with them
// all the time ("pass_word", "file.name"), and a word rejoined means the
// whole message is read again; letters one by one with them between are
// spaced letters (spaced.go). Hyphens join words too, so a hyphen breaks a
// word only as hyphenBreak says.
func isSplinter(b byte) bool {
	switch b {
	case '/', '\\', '|', '*', '^', '~', '+', '=':
		return true
	}
	return false
}

// Splinters rejoins words broken up by punctuation inside them, in place:
// a run of letters and splinter bytes that starts and ends with a letter
// and holds at least one splinter becomes its letters when known accepts
// them (lower-cased). It reports whether any word was rejoined; with a
// nil known nothing is.
func Splinters(s string, known func(string) bool) (string, bool) {
	if known == nil {
		return s, false
	}
	var out strings.Builder
	var lk lowerKnown
	defer lk.release()
	last, done := 0, 0
	// Only a splinter byte after a letter starts the work: a table lookup
	// a byte is all most text costs.
	for i := 1; i+1 < len(s); i++ {
		if !splinterTable[s[i]] || i < done || !letterByte(s[i-1]) {
			continue
		}
		// The run of letters and splinters around i.
		// Never back into a run already read: a run cut at
		// maxSplinterRun goes on from where it was cut.
		start := i
		for start > done && (letterByte(s[start-1]) || isBreak(s[start-1])) && i-start < maxSplinterRun {
			start--
		}
		for start < i && !letterAt(s, start) {
			start++ // a run starts with a letter
		}
		end, broken, hard, j := start, false, false, start
		for j < len(s) && j-start <= maxSplinterRun {
			if isBreak(s[j]) {
				hard = hard || isSplinter(s[j])
				j++
				continue
			}
			r, n := utf8.DecodeRuneInString(s[j:])
			if !unicode.IsLetter(r) {
				break
			}
			if j > end && end > start {
				broken = true // splinters between the last letter and this one
			}
			j += n
			end = j
		}
		done = max(end, i+1)
		// No lexicon word is longer than maxWord: paths and domains
		// joined are, and are passed over before anything is built. The
		// joined word is looked up first, on the stack: most runs (two
		// lines of prose, "client/server") make no known word, and every
		// line break between letters is such a run.
		run := s[start:end]
		if n := letterBytes(run); broken && n >= 3 && n <= maxWord*utf8.UTFMax && (n <= maxWord || !asciiOnly(run)) && !blankLine(run) {
			if lk.joined(known, run) && (hard || softBreak(run, known, &lk)) {
				if out.Len() == 0 {
					out.Grow(len(s))
				}
				out.WriteString(s[last:start])
				out.WriteString(joinLetters(run))
				last = end
			}
		}
	}
	if last == 0 {
		return s, false
	}
	out.WriteString(s[last:])
	return out.String(), true
}

// letterByte reports whether b may be part of a letter: an ASCII letter
// or any byte of a multi-byte rune (checked by letterAt where it counts).
func letterByte(b byte) bool { return b|0x20 >= 'a' && b|0x20 <= 'z' || b >= utf8.RuneSelf }

// letterAt reports whether a letter rune starts at s[i].
func letterAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsLetter(r)
}

// hyphenBreak reports whether the hyphens of run (letters and hyphens)
// break up one word rather than join words: no piece is a single letter
// ("e-mail", "x-ray") and none of three letters or more is a word the
// caller knows ("re-set", "well-known" when "set" or "known" is one; a
// shorter one is as often a prefix cut off, "in-structions"). A compound of two unknown
// words may be rejoined; the word it makes then reads as the same word,
// so what is lost is a second reading of the message, not a verdict.
func hyphenBreak(run string, known func(string) bool, lk *lowerKnown) bool {
	for piece := range strings.SplitSeq(run, "-") {
		if piece == "" {
			continue
		}
		if n := utf8.RuneCountInString(piece); n < 2 || n >= 3 && lk.word(known, piece) {
			return false
		}
	}
	return true
}

// blankLine reports whether run holds an empty line: a word is cut over
// two lines, not over a paragraph break.
func blankLine(run string) bool {
	return strings.Contains(run, "\n\n") || strings.Contains(run, "\n\r\n") || strings.Contains(run, "\r\r")
}

// lowerKnown lower-cases words in one buffer, kept for a call of
// Splinters, before the caller's known is asked about them: whatever is
// passed to known escapes, so a buffer of each lookup's own would be an
// allocation a line break. The buffer is made on first use.
type lowerKnown struct {
	buf  []byte
	pool *[]byte // the pooled slice buf came from
}

// lowerBufs keeps the buffers of lowerKnown between calls: a message with
// line breaks between letters needs one, and most long messages have them.
var lowerBufs = sync.Pool{New: func() any { b := make([]byte, 0, 2*maxWord*utf8.UTFMax); return &b }}

// release returns the buffer to lowerBufs.
func (lk *lowerKnown) release() {
	if lk.pool != nil {
		*lk.pool = lk.buf[:0]
		lowerBufs.Put(lk.pool)
		lk.pool, lk.buf = nil, nil
	}
}

// grab takes a buffer from lowerBufs on first use.
func (lk *lowerKnown) grab() {
	if lk.pool == nil {
		lk.pool = lowerBufs.Get().(*[]byte)
		lk.buf = (*lk.pool)[:0]
	}
}

// word reports whether known knows w lower-cased (ASCII in the buffer,
// anything else through strings.ToLower). w may be the buffer itself
// (joined passes it): each byte is read before it is written back in place.
func (lk *lowerKnown) word(known func(string) bool, w string) bool {
	if !asciiOnly(w) {
		return known(strings.ToLower(w))
	}
	lk.grab()
	b := lk.buf[:0]
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		b = append(b, c)
	}
	lk.buf = b
	return known(unsafe.String(unsafe.SliceData(b), len(b)))
}

// asksLower lower-cases b, ASCII letters built in the pooled buffer, in
// place and reports whether known knows it; the word stays in lk.buf.
func (lk *lowerKnown) asksLower(known func(string) bool, b []byte) bool {
	for i, c := range b {
		b[i] = c | 0x20
	}
	lk.buf = b
	return known(unsafe.String(unsafe.SliceData(b), len(b)))
}

// joined reports whether the letters of run, its breaks left out, are a
// known word of at most maxWord runes.
func (lk *lowerKnown) joined(known func(string) bool, run string) bool {
	lk.grab()
	b := lk.buf[:0]
	for i := 0; i < len(run); i++ {
		if !isBreak(run[i]) {
			b = append(b, run[i])
		}
	}
	lk.buf = b
	if utf8.RuneCount(b) > maxWord {
		return false
	}
	return lk.word(known, unsafe.String(unsafe.SliceData(b), len(b)))
}

// softBreak reports whether the hyphens and line breaks of run (letters,
// hyphens and line breaks) break up one word: as hyphenBreak says of its
// hyphens (a hyphen at the end of a line is one), and as lineBreak says
// of its lines.
func softBreak(run string, known func(string) bool, lk *lowerKnown) bool {
	if !strings.ContainsAny(run, "\r\n") {
		return hyphenBreak(run, known, lk)
	}
	if strings.IndexByte(run, '-') >= 0 && !hyphenBreak(strings.Map(dropLineBreak, run), known, lk) {
		return false
	}
	return lineBreak(run, known, lk)
}

func dropLineBreak(r rune) rune {
	if r == '\n' || r == '\r' {
		return -1
	}
	return r
}

// lineBreak reports whether the line breaks of run cut one word over
// lines rather than end a line with a word: every piece has two letters
// or more, and not every piece is a word the caller knows ("Ig" / "nore",
// "pre" / "vious" are cut; a list of one word a line is not).
func lineBreak(run string, known func(string) bool, lk *lowerKnown) bool {
	all := true
	for piece := range strings.FieldsFuncSeq(run, func(r rune) bool { return r == '\n' || r == '\r' }) {
		piece = strings.Trim(piece, "-")
		n := utf8.RuneCountInString(piece) - strings.Count(piece, "-")
		if n < 2 {
			return false
		}
		all = all && n >= 3 && lk.word(known, piece)
	}
	return !all
}

// letterBytes counts the bytes of s that are not breaks.
func letterBytes(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if !isBreak(s[i]) {
			n++
		}
	}
	return n
}

// joinLetters returns s without its break bytes.
func joinLetters(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		if !isBreak(s[i]) {
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// asciiOnly reports whether s is all ASCII (a letter a byte).
func asciiOnly(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
