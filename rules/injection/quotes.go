package injection

import (
	"math/bits"
	"strings"
	"unicode"
	"unicode/utf8"
)

// quoted is a stretch of a message set apart as quoted text or code:
// the byte offsets of what is between the marks.
type quoted struct {
	start, end int
	code       bool
}

// maxQuoted bounds how many quoted stretches one message is read for.
const maxQuoted = 64

// maxQuote bounds one quotation: a mark with no partner this close is not
// opening a quotation.
const maxQuote = 2000

// pairedQuotes maps an opening mark to the marks that may close it. A
// German „ typed on a keyboard is often closed by a plain ", as an
// English “ is.
var pairedQuotes = map[rune]string{
	'"': `"`, '“': `”"`, '„': `"“”`, '«': `»`, '»': `«`, '‹': `›`, '「': `」`, '『': `』`, '《': `》`, '〈': `〉`,
	'‘': `’`, '‚': `‘’`, '＂': `＂`, '\'': `'`,
}

// quotedSpans appends to dst the quoted stretches and code of text, in
// order and not overlapping: fenced code (```…```), inline code (`…`),
// and text between paired quotation marks of the common scripts. A
// single quote counts only at a word's edge, so "don't" opens nothing.
func quotedSpans(dst []quoted, text string) []quoted {
	var memo closerMemo
	return quotedSpansWith(dst, text, &memo)
}

// quotedSpansWith is quotedSpans with the searches for closing marks
// remembered in memo, or each read in full when memo is nil (the same
// answer, slower: the fuzz target compares them).
func quotedSpansWith(dst []quoted, text string, memo *closerMemo) []quoted {
	for i := 0; i < len(text) && len(dst) < maxQuoted; {
		// Skip to the next byte that may begin a mark: ASCII " ' `, or the
		// lead bytes of the marks above (U+00AB/BB, U+201x/203x, U+300x,
		// U+FF02).
		if !quoteLead[text[i]] {
			i = nextQuoteLead(text, i+1)
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		switch {
		case strings.HasPrefix(text[i:], "```"):
			open := i + 3
			end := strings.Index(text[open:], "```")
			if end < 0 {
				dst = append(dst, quoted{start: open, end: len(text), code: true})
				return dst
			}
			dst = append(dst, quoted{start: open, end: open + end, code: true})
			i = open + end + 3
			continue
		case r == '`':
			open := i + 1
			end := strings.IndexAny(text[open:min(len(text), open+maxQuote)], "`\n")
			if end > 0 && text[open+end] == '`' {
				dst = append(dst, quoted{start: open, end: open + end, code: true})
				i = open + end + 1
				continue
			}
		case pairedQuotes[r] != "":
			if (r == '\'' || r == '‘' || r == '’') && !quoteOpens(text, i, size) {
				break
			}
			open := i + size
			if end, closeSize := memo.closing(text, open, pairedQuotes[r], r); end >= 0 {
				dst = append(dst, quoted{start: open, end: end})
				i = end + closeSize
				continue
			}
		}
		i += size
	}
	return dst
}

// quoteLead marks the bytes that may begin a mark: ASCII " ' `, and the
// lead bytes of the marks above (U+00AB/BB, U+201x/203x, U+300x, U+FF02).
// One load a byte: the walk reads every byte of a long message.
var quoteLead = [256]bool{'"': true, '\'': true, '`': true, 0xC2: true, 0xE2: true, 0xE3: true, 0xEF: true}

// nextQuoteLead returns the first place from i on, or len(text), whose
// byte may be a mark's first (quoteLead), or some earlier place (within
// the last seven bytes): eight bytes at a time are passed over when none
// is a quotation mark of ASCII or a byte above it (most of a message: its
// words and spaces), and the others are looked up.
func nextQuoteLead(text string, i int) int {
	const (
		high  = 0x8080808080808080
		low7  = 0x7f7f7f7f7f7f7f7f
		dq    = 0x2222222222222222 // "
		sq    = 0x2727272727272727 // '
		grave = 0x6060606060606060 // `
	)
	zero := func(v uint64) uint64 { return ^((v&low7 + low7) | v | low7) } // exact per byte
	for ; i+8 <= len(text); i += 8 {
		b := text[i : i+8]
		v := uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
			uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
		if m := v&high | zero(v^dq) | zero(v^sq) | zero(v^grave); m != 0 {
			// The rest of the block byte by byte: most bytes above ASCII
			// (a Cyrillic or Greek message is all such) begin no mark.
			for j := i + bits.TrailingZeros64(m)>>3; j < i+8; j++ {
				if quoteLead[text[j]] {
					return j
				}
			}
		}
	}
	return i
}

// hasQuoteMark reports whether text has a mark quotedSpans could pair.
func hasQuoteMark(text string) bool {
	for i := 0; i < len(text); i++ {
		if quoteLead[text[i]] {
			return true
		}
	}
	return false
}

// quoteOpens reports whether an apostrophe-like mark at text[i] opens a
// quotation: at the start or after a space or an opening bracket, and
// followed by something other than a space.
func quoteOpens(text string, i, size int) bool {
	if i > 0 {
		prev, _ := utf8.DecodeLastRuneInString(text[:i])
		if !unicode.IsSpace(prev) && !strings.ContainsRune("([{:=,", prev) {
			return false
		}
	}
	next, _ := utf8.DecodeRuneInString(text[i+size:])
	return i+size < len(text) && !unicode.IsSpace(next)
}

// closingQuote finds the mark that closes a quotation opened at text[open]
// with the mark opener; apostrophe-like closers must end a word. It
// returns -1 when none is within maxQuote bytes.
//
// A double quote that opens a table's field (at a line's start or after a
// separator, as CSV writes a cell) is closed by a single one: "" inside it
// is an escaped quote.
func closingQuote(text string, open int, closers string, opener rune) (int, int) {
	return closingQuoteFrom(text, open, open, closers, opener, fieldOpens(text, open, opener))
}

// fieldOpens reports whether the mark opener before text[open] opens a
// table's field.
func fieldOpens(text string, open int, opener rune) bool {
	return opener == '"' && (open == 1 || open >= 2 && strings.IndexByte(fieldSeparators, text[open-2]) >= 0)
}

// closerMemo remembers, for the last few kinds of search, how far one
// found no closing mark, so that the next opener of the same kind does
// not read the same bytes again: "'s 's 's …" or a run of « had each
// mark read the next 2,000 bytes.
type closerMemo struct {
	next  int
	kinds [4]closerSearch
}

type closerSearch struct {
	closers string
	opener  rune
	upto    int // no closer before this byte, for a search from before it
}

// closing is closingQuote, skipping what an earlier search of the same
// kind read without finding a closer.
func (m *closerMemo) closing(text string, open int, closers string, opener rune) (int, int) {
	field := fieldOpens(text, open, opener)
	if m == nil || field {
		// A field's search skips "" pairs: where it stands depends on
		// where it began.
		return closingQuoteFrom(text, open, open, closers, opener, field)
	}
	var k *closerSearch
	for i := range m.kinds {
		if c := &m.kinds[i]; c.opener == opener && c.closers == closers {
			k = c
			break
		}
	}
	from := open
	if k != nil && k.upto > open {
		from = k.upto
	}
	end, size := closingQuoteFrom(text, open, from, closers, opener, false)
	if end < 0 {
		if k == nil {
			k = &m.kinds[m.next]
			m.next = (m.next + 1) % len(m.kinds)
			k.closers, k.opener = closers, opener
		}
		k.upto = min(len(text), open+maxQuote)
	}
	return end, size
}

// closingQuoteFrom is closingQuote reading from text[from] on (from >=
// open), field when the quotation is a table's field.
func closingQuoteFrom(text string, open, from int, closers string, opener rune, field bool) (int, int) {
	limit := min(len(text), open+maxQuote)
	// A closer begins with its first byte, an ASCII or a lead byte, which
	// the rune walk would read wherever it stands (no such byte is inside
	// a rune): the walk skips to the next of those bytes (at most two
	// kinds: the first mark's and the second's; a third mark of
	// pairedQuotes shares the second's lead byte).
	lead0, lead1 := closers[0], closers[0]
	if _, size := utf8.DecodeRuneInString(closers); size < len(closers) {
		lead1 = closers[size]
	}
	for j := from; j < limit; {
		k := strings.IndexByte(text[j:limit], lead0)
		if lead1 != lead0 {
			end := limit
			if k >= 0 {
				end = j + k
			}
			if k1 := strings.IndexByte(text[j:end], lead1); k1 >= 0 {
				k = k1
			}
		}
		if k < 0 {
			break
		}
		j += k
		size, step := closerAt(text, j, open, closers, opener, field)
		if size > 0 {
			return j, size
		}
		j += step
	}
	return -1, 0
}

// closerAt reads the rune at text[j] of a quotation opened at open: the
// size of the closing mark when the rune closes it (a single quote only
// at a word's end), else 0 and how far to move on (a table field's
// doubled quote is one character of its text).
func closerAt(text string, j, open int, closers string, opener rune, field bool) (size, step int) {
	r, n := utf8.DecodeRuneInString(text[j:])
	if field && r == '"' && j+1 < len(text) && text[j+1] == '"' {
		return 0, 2
	}
	if strings.ContainsRune(closers, r) && j > open && (opener != '\'' && opener != '‘' || closesWord(text, j, n)) {
		return n, n
	}
	return 0, n
}

// closesWord reports whether the mark at text[j] ends a word: followed by
// the end, a space or punctuation.
func closesWord(text string, j, size int) bool {
	if j+size >= len(text) {
		return true
	}
	next, _ := utf8.DecodeRuneInString(text[j+size:])
	return unicode.IsSpace(next) || unicode.IsPunct(next)
}

// fieldQuote reports whether q is a field of a table rather than a
// quotation: double quotes that open at the start of a line or right
// after a separator (, ; tab |) and close before one or the line's end,
// as CSV writes a cell holding commas or line breaks. The header of a
// table of issues or comments ("id,title,comment") is not a text talking
// about the cell below it.
func fieldQuote(text string, q quoted) bool {
	if q.code || q.start < 1 || text[q.start-1] != '"' || q.end >= len(text) || text[q.end] != '"' {
		return false
	}
	if o := q.start - 1; o > 0 && strings.IndexByte(fieldSeparators, text[o-1]) < 0 {
		return false
	}
	rest := strings.TrimLeft(text[q.end+1:], " ")
	return rest == "" || strings.IndexByte(fieldSeparators, rest[0]) >= 0
}

// fieldSeparators end a table's field, or its row.
const fieldSeparators = ",;\t|\n\r"
