package sanitize

import (
	"encoding/binary"
	"math/bits"
	"sort"
	"unicode/utf8"
)

// The patterns read a normalised view of the text, not the text itself,
// and every span they find is mapped back so that a rewrite replaces the
// original bytes. The view undoes what hides a secret from a pattern but
// not from a person or a program:
//
//   - string escapes: \uXXXX (surrogate pairs too), \u{…}, \UXXXXXXXX,
//     \xHH and \NNN for ASCII, \" \' \\ \/ \` \n \r \t, \e[ (one layer,
//     left to right, as a JSON, JavaScript or Python reader decodes);
//   - HTML character references: &#DDD; &#xHH; and the named ones that
//     stand for ASCII (&amp; &quot; &sol; …) or a space; one escaped
//     twice (&amp;#95;) as the ASCII character;
//   - terminal sequences: CSI (colours, cursor moves) and the other
//     escape sequences are deleted; the introducer and terminator of a
//     string sequence (OSC hyperlinks, titles) become spaces and its
//     payload stays in the view, so a URL inside a hyperlink is read;
//   - zero-width and other invisible characters are deleted, and
//     fullwidth or other compatibility forms of ASCII folded (fold.go);
//   - a run of percent escapes of printable ASCII (percent.go).
//
// Each decision reads a bounded number of bytes from where it starts and
// nothing before it, so a Stream normalises chunk by chunk to exactly the
// view of the whole text (FuzzViewChunked). Text without any byte that
// can start such a sequence is its own view and costs one table scan.

// edit records that view bytes [v, v+vn) stand for raw bytes [r, r+rn);
// vn is 0 for a deletion. Between edits, view and raw text run in step.
type edit struct{ v, r, vn, rn int32 }

// view is the normalised text and how it maps to the raw text.
type view struct {
	text  []byte
	edits []edit
	buf   []byte // backs text when it is not the raw text itself
}

// maxSeq bounds how far one decision may read: a terminal sequence of up
// to maxSeqRunes runes, each at most a 12-byte escape.
const (
	maxSeqRunes = 40
	maxSeq      = maxSeqRunes * 12
)

// nextLead returns the index of the first byte of b[i:] that may start a
// sequence the view changes, or len(b). Eight bytes at a time while they
// are ASCII other than the five ASCII lead bytes (the common case), one
// at a time around the rest.
func nextLead(b []byte, i int) int {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	// zero has a high bit set iff a byte of x is c; with non-ASCII
	// (x's own high bits) the four are tested in one branch, where four
	// tests took four (prose reads 2.5% faster).
	zero := func(x uint64, c byte) uint64 {
		v := x ^ (ones * uint64(c))
		return (v - ones) &^ v
	}
	n := len(b)
	for i < n {
		if i+8 <= n {
			x := binary.LittleEndian.Uint64(b[i:])
			m := (x | zero(x, '\\') | zero(x, '&') | zero(x, '%') | zero(x, 0x1b) | zero(x, 0x07)) & highs
			// Each byte that may lead is marked (and a byte right after
			// a marked one may be marked without being one): the marks
			// are tried in order, and the bytes between are skipped.
			for ; m != 0; m &= m - 1 {
				if j := i + bits.TrailingZeros64(m)>>3; foldLead[b[j]] {
					return j
				}
			}
			i += 8
			continue
		}
		for end := min(i+8, n); i < end; i++ {
			if foldLead[b[i]] {
				return i
			}
		}
	}
	return n
}

// build sets w to the view of the whole of raw: raw itself when nothing
// changes (no copy: a lead byte alone, an em dash or a backslash before
// a letter that starts no escape, changes nothing), else a normalised
// copy in w.buf.
func (w *view) build(raw []byte) {
	w.edits = w.edits[:0]
	ft := foldTab()
	i := nextLead(raw, 0)
	for i < len(raw) {
		size, changes := probe(raw, i, ft)
		if changes {
			break
		}
		i = nextLead(raw, i+size)
	}
	if i >= len(raw) {
		w.text = raw
		return
	}
	w.text = append(w.buf[:0], raw[:i]...)
	w.normalize(raw, i, true)
	w.buf = w.text
}

// probe reports how many raw bytes the sequence at raw[i] (a lead byte)
// takes at the end of the text, and whether the view changes them.
func probe(raw []byte, i int, ft *foldTable) (int, bool) {
	if raw[i] == '%' {
		if n, _ := percentRun(raw[i:], true); n > 0 {
			return 3 * n, true
		}
		return 1, false
	}
	r, size, decoded, _ := decodeAt(raw, i, true)
	if decoded {
		return size, true
	}
	if r == 0x1b || r == 0x9b {
		return size, true // a sequence, or a lone ESC, which is deleted
	}
	return size, r != utf8.RuneError && ft.lookup(r) != foldKeep
}

// normalize appends to w.text the view of raw[from:], w holding the view
// of raw[:from]. It stops before a sequence that bytes after raw could
// still change, unless eof, and returns the raw position reached.
func (w *view) normalize(raw []byte, from int, eof bool) int {
	ft := foldTab()
	i, n := from, len(raw)
	seg := i // raw[seg:i] reads as itself and is not appended yet
	for i < n {
		i = nextLead(raw, i)
		if i == n {
			break
		}
		// A rune the view keeps as it is (a dash, an arrow, an ellipsis:
		// most lead bytes of prose) joins the run of bytes around it,
		// appended once, instead of costing a unit and two appends.
		if size := keptRune(raw, i, ft); size > 0 {
			i += size
			continue
		}
		w.text = append(w.text, raw[seg:i]...)
		adv := w.unit(raw, i, eof, ft)
		if adv == 0 {
			seg = i
			break // more bytes needed
		}
		i += adv
		seg = i
	}
	w.text = append(w.text, raw[seg:i]...)
	return i
}

// unit normalises the sequence at raw[i] (a foldLead byte) and returns
// how many raw bytes it took, or 0 when the bytes after raw could still
// change the decision.
func (w *view) unit(raw []byte, i int, eof bool, ft *foldTable) int {
	if raw[i] == '%' {
		return w.percent(raw, i, eof)
	}
	r, size, decoded, more := decodeAt(raw, i, eof)
	if more {
		return 0
	}
	if r == 0x1b || r == 0x9b {
		end, repl, st := ansiAt(raw, i, eof)
		switch st {
		case seqMore:
			return 0
		case seqOK:
			w.replace(i, end, repl)
			return end - i
		}
	}
	var f byte
	if r != utf8.RuneError {
		f = ft.lookup(r)
	}
	switch {
	case f == foldDelete:
		w.replace(i, i+size, 0)
	case f != foldKeep:
		w.replace(i, i+size, rune(f))
	case decoded:
		w.replace(i, i+size, r)
	default:
		w.text = append(w.text, raw[i:i+size]...)
	}
	return size
}

// percent normalises the percent escapes at raw[i] (percent.go): a run
// is decoded, a lone '%' kept.
func (w *view) percent(raw []byte, i int, eof bool) int {
	n, st := percentRun(raw[i:], eof)
	if st == seqMore {
		return 0
	}
	if n == 0 {
		w.text = append(w.text, '%')
		return 1
	}
	for k := i; k < i+3*n; k += 3 {
		b, _ := percentByte(raw[k:])
		w.replace(k, k+3, rune(b))
	}
	return 3 * n
}

// replace records that raw[s:e] reads as r in the view (nothing for 0).
func (w *view) replace(s, e int, r rune) {
	v := len(w.text)
	if r != 0 {
		w.text = utf8.AppendRune(w.text, r)
	}
	w.edits = append(w.edits, edit{v: int32(v), r: int32(s), vn: int32(len(w.text) - v), rn: int32(e - s)})
}

// at returns the index of the last edit starting at or before view
// position p (deletions at p included), or -1.
func (w *view) at(p int) int {
	return sort.Search(len(w.edits), func(k int) bool { return int(w.edits[k].v) > p }) - 1
}

// foldedAt reports whether view byte p stands for a multi-byte rune
// folded to one ASCII byte (2 to 4 raw bytes: a letter of another
// script or width; an escape takes more, but for \xHH).
func (w *view) foldedAt(p int) bool {
	if len(w.edits) == 0 {
		return false
	}
	k := w.at(p)
	if k < 0 {
		return false
	}
	e := &w.edits[k]
	return int(e.v) == p && e.vn == 1 && e.rn >= 2 && e.rn <= 4
}

// deletedAt reports whether the view dropped something at position p.
func (w *view) deletedAt(p int) bool {
	if len(w.edits) == 0 {
		return false
	}
	for k := w.at(p); k >= 0 && int(w.edits[k].v) == p; k-- {
		if w.edits[k].vn == 0 {
			return true
		}
	}
	return false
}

// rawLeft maps a view position to the raw position where view byte p
// starts: a byte inside a replaced sequence maps to the sequence's
// start, and bytes deleted just before p are left out (they stay on the
// left). p == len(text) maps to the end of the normalised raw text.
func (w *view) rawLeft(p int) int {
	if len(w.edits) == 0 {
		return p
	}
	k := w.at(p)
	if k < 0 {
		return p
	}
	e := &w.edits[k]
	if ve := int(e.v + e.vn); p < ve {
		return int(e.r)
	} else {
		return int(e.r+e.rn) + p - ve
	}
}

// rawRight maps a view position to the raw position just after view
// byte p-1: the end of its sequence; bytes deleted between p-1 and p stay
// on the right.
func (w *view) rawRight(p int) int {
	if len(w.edits) == 0 || p == 0 {
		return p
	}
	q := p - 1
	k := w.at(q)
	if k < 0 {
		return p
	}
	e := &w.edits[k]
	if ve := int(e.v + e.vn); q < ve {
		return int(e.r + e.rn)
	} else {
		return int(e.r+e.rn) + p - ve
	}
}

// trim drops the first vk view bytes and the rk = rawLeft(vk) raw bytes
// they stand for (a Stream discarding emitted text).
func (w *view) trim(vk, rk int) {
	if vk == 0 && rk == 0 {
		return
	}
	n := copy(w.text, w.text[vk:])
	w.text = w.text[:n]
	j := 0
	for _, e := range w.edits {
		if int(e.r) < rk {
			continue
		}
		e.v -= int32(vk)
		e.r -= int32(rk)
		w.edits[j] = e
		j++
	}
	w.edits = w.edits[:j]
}

// decodeAt returns the rune at raw[i], decoded if an escape or character
// reference starts there, with its raw size; more reports that the bytes
// after raw could still change it (never when eof).
func decodeAt(raw []byte, i int, eof bool) (r rune, size int, decoded, more bool) {
	s := raw[i:]
	switch s[0] {
	case '\\':
		r, size, st := decodeEscape(s, eof)
		if st != seqNone {
			return r, size, true, st == seqMore
		}
		return '\\', 1, false, false
	case '&':
		r, size, st := decodeEntity(s, eof)
		if st != seqNone {
			return r, size, true, st == seqMore
		}
		return '&', 1, false, false
	}
	if s[0] < utf8.RuneSelf {
		return rune(s[0]), 1, false, false
	}
	if !utf8.FullRune(s) && !eof {
		return 0, 0, false, true
	}
	r, size = utf8.DecodeRune(s)
	return r, size, false, false
}

type seqStatus uint8

const (
	seqNone seqStatus = iota // not such a sequence
	seqOK
	seqMore // undecided until more bytes arrive
)

// undecided is what a sequence cut short by the end of the bytes is: more
// to come, or at the end of the text nothing.
func undecided(eof bool) seqStatus {
	if eof {
		return seqNone
	}
	return seqMore
}

// notOK is st for a sequence that is not decoded: still undecided, or none.
func notOK(st seqStatus) seqStatus {
	if st == seqMore {
		return seqMore
	}
	return seqNone
}

func hexVal(c byte) (rune, bool) {
	switch {
	case c >= '0' && c <= '9':
		return rune(c - '0'), true
	case c >= 'a' && c <= 'f':
		return rune(c-'a') + 10, true
	case c >= 'A' && c <= 'F':
		return rune(c-'A') + 10, true
	}
	return 0, false
}

// hexRun reads exactly n hex digits at s[i:].
func hexRun(s []byte, i, n int, eof bool) (rune, seqStatus) {
	var v rune
	for k := range n {
		if i+k >= len(s) {
			return 0, undecided(eof)
		}
		d, ok := hexVal(s[i+k])
		if !ok {
			return 0, seqNone
		}
		v = v<<4 | d
	}
	return v, seqOK
}

func validRune(r rune) bool {
	return r > 0 && r <= utf8.MaxRune && !(r >= 0xd800 && r <= 0xdfff)
}

// simpleEscapes are the one-letter escapes decoded: a string literal's,
// and Markdown's backslash before the punctuation a token holds (a model
// writes ghp\_… or xoxb\-… so that the underscore is not read as
// emphasis).
var simpleEscapes = map[byte]rune{
	'"': '"', '\'': '\'', '\\': '\\', '/': '/', '`': '`', 'n': '\n', 'r': '\r', 't': '\t',
	'_': '_', '-': '-', '.': '.', '+': '+', '=': '=', '~': '~', '*': '*',
}

// decodeEscape decodes a backslash escape at s[0].
func decodeEscape(s []byte, eof bool) (rune, int, seqStatus) {
	if len(s) < 2 {
		return 0, 0, undecided(eof)
	}
	switch c := s[1]; c {
	case 'u':
		if len(s) < 3 {
			return 0, 0, undecided(eof)
		}
		if s[2] == '{' {
			var v rune
			for k := 3; k < 3+7; k++ {
				if k >= len(s) {
					return 0, 0, undecided(eof)
				}
				if s[k] == '}' && k > 3 && validRune(v) {
					return v, k + 1, seqOK
				}
				d, ok := hexVal(s[k])
				if !ok || k == 3+6 {
					return 0, 0, seqNone
				}
				v = v<<4 | d
			}
			return 0, 0, seqNone
		}
		v, st := hexRun(s, 2, 4, eof)
		if st != seqOK {
			return 0, 0, st
		}
		if v >= 0xd800 && v < 0xdc00 {
			// A high surrogate counts only with its low half.
			if len(s) < 8 {
				if !eof && (len(s) == 6 || s[6] == '\\' && (len(s) == 7 || s[7] == 'u')) {
					return 0, 0, seqMore
				}
				return 0, 0, seqNone
			}
			if s[6] != '\\' || s[7] != 'u' {
				return 0, 0, seqNone
			}
			lo, st := hexRun(s, 8, 4, eof)
			if st != seqOK {
				return 0, 0, st
			}
			if lo < 0xdc00 || lo > 0xdfff {
				return 0, 0, seqNone
			}
			return 0x10000 + (v-0xd800)<<10 + (lo - 0xdc00), 12, seqOK
		}
		if !validRune(v) {
			return 0, 0, seqNone
		}
		return v, 6, seqOK
	case 'U':
		v, st := hexRun(s, 2, 8, eof)
		if st != seqOK || !validRune(v) {
			return 0, 0, notOK(st)
		}
		return v, 10, seqOK
	case 'x':
		v, st := hexRun(s, 2, 2, eof)
		if st != seqOK || v == 0 || v >= utf8.RuneSelf {
			return 0, 0, notOK(st)
		}
		return v, 4, seqOK
	case '0', '1':
		// \033 and other octal escapes of ASCII.
		var v rune
		for k := 1; k < 4; k++ {
			if k >= len(s) {
				return 0, 0, undecided(eof)
			}
			if s[k] < '0' || s[k] > '7' {
				return 0, 0, seqNone
			}
			v = v<<3 | rune(s[k]-'0')
		}
		if v == 0 {
			return 0, 0, seqNone
		}
		return v, 4, seqOK
	case '\\':
		if r, n, st := doubleEscape(s, eof); st != seqNone {
			return r, n, st
		}
		return '\\', 2, seqOK
	case 'e':
		// \e is ESC only where a terminal sequence follows (printf '\e[1m').
		if len(s) < 3 {
			return 0, 0, undecided(eof)
		}
		if s[2] == '[' {
			return 0x1b, 2, seqOK
		}
		return 0, 0, seqNone
	default:
		if r, ok := simpleEscapes[c]; ok {
			return r, 2, seqOK
		}
	}
	return 0, 0, seqNone
}

// doubleEscape decodes an escape of ASCII escaped twice at s[0]
// (`\\u002d`, `\\x2d`: a JSON string encoded again, or printed as a
// literal), which a reader decoding the text twice sees as the
// character. Only ASCII: a doubled escape of anything else stays two
// layers (a path such as `C:\\u00e9` is not worth guessing about).
func doubleEscape(s []byte, eof bool) (rune, int, seqStatus) {
	if len(s) < 3 {
		return 0, 0, undecided(eof)
	}
	digits := 0
	switch s[2] {
	case 'u':
		digits = 4
	case 'x':
		digits = 2
	default:
		return 0, 0, seqNone
	}
	v, st := hexRun(s, 3, digits, eof)
	if st != seqOK || v == 0 || v >= utf8.RuneSelf {
		return 0, 0, notOK(st)
	}
	return v, 3 + digits, seqOK
}

// namedEntities are the HTML character references decoded: those that
// stand for printable ASCII, spaces and line breaks.
var namedEntities = map[string]rune{
	"amp": '&', "AMP": '&', "lt": '<', "LT": '<', "gt": '>', "GT": '>', "quot": '"', "QUOT": '"',
	"apos": '\'', "excl": '!', "num": '#', "dollar": '$', "percnt": '%', "lpar": '(', "rpar": ')',
	"ast": '*', "midast": '*', "plus": '+', "comma": ',', "period": '.', "sol": '/', "colon": ':',
	"semi": ';', "equals": '=', "quest": '?', "commat": '@', "lsqb": '[', "lbrack": '[', "bsol": '\\',
	"rsqb": ']', "rbrack": ']', "Hat": '^', "lowbar": '_', "UnderBar": '_', "grave": '`',
	"DiacriticalGrave": '`', "lcub": '{', "lbrace": '{', "verbar": '|', "vert": '|', "VerticalLine": '|',
	"rcub": '}', "rbrace": '}', "nbsp": 0xa0, "NonBreakingSpace": 0xa0, "Tab": '\t', "NewLine": '\n',
	"ensp": 0x2002, "emsp": 0x2003, "thinsp": 0x2009, "zwsp": 0x200b, "ZeroWidthSpace": 0x200b,
	"zwj": 0x200d, "zwnj": 0x200c, "shy": 0xad, "hyphen": '-', "dash": '-',
}

const maxEntityName = 16 // "DiacriticalGrave"

// decodeEntity decodes an HTML character reference at s[0] ('&'); the
// closing ';' is required.
func decodeEntity(s []byte, eof bool) (rune, int, seqStatus) {
	return decodeRef(s, eof, true)
}

// decodeRef decodes a character reference at s[0]; twice reads one more
// layer after &amp;.
func decodeRef(s []byte, eof, twice bool) (rune, int, seqStatus) {
	if len(s) < 2 {
		return 0, 0, undecided(eof)
	}
	if s[1] == '#' {
		k, base, maxDigits := 2, rune(10), 7
		if len(s) < 3 {
			return 0, 0, undecided(eof)
		}
		if s[2] == 'x' || s[2] == 'X' {
			k, base, maxDigits = 3, 16, 6
		}
		var v rune
		for d := 0; ; d++ {
			if k+d >= len(s) {
				return 0, 0, undecided(eof)
			}
			c := s[k+d]
			if c == ';' && d > 0 {
				if !validRune(v) {
					return 0, 0, seqNone
				}
				return v, k + d + 1, seqOK
			}
			x, ok := hexVal(c)
			if !ok || x >= base || d == maxDigits {
				return 0, 0, seqNone
			}
			v = v*base + x
		}
	}
	for k := 1; ; k++ {
		if k >= len(s) {
			return 0, 0, undecided(eof)
		}
		c := s[k]
		if c == ';' && k > 1 {
			r, ok := namedEntities[string(s[1:k])]
			if ok && r == '&' && twice {
				// Escaped twice (&amp;#95;, &amp;lowbar;: a page
				// escaped again by a template), a reference to ASCII
				// reads as that character, as doubleEscape does for
				// string escapes; one layer more only. s[k:] starts
				// at the ';' where the inner '&' stood; decodeRef never
				// reads s[0].
				ir, in, st := decodeRef(s[k:], eof, false)
				if st == seqMore {
					return 0, 0, seqMore
				}
				if st == seqOK && ir > 0x20 && ir < utf8.RuneSelf {
					return ir, k + in, seqOK
				}
			}
			if ok {
				return r, k + 1, seqOK
			}
			return 0, 0, seqNone
		}
		if !isAlnum(c) || k > maxEntityName {
			return 0, 0, seqNone
		}
	}
}

// ansiAt reads a terminal escape sequence starting at raw[i] (ESC or
// CSI, possibly escaped): it returns where the part the view drops ends
// and what the view holds for it (0: nothing; ' ': a string sequence's
// introducer or terminator, whose payload the view keeps).
//
// A control sequence (CSI: ESC [ parameters final) is dropped whole: its
// final byte follows '[' or digits, so it cannot start a word of its
// own. The other escape sequences end in a single byte after ESC or
// after punctuation; a letter or digit there is kept, since text that
// shows the sequence shows that byte as the first of a word (ESC ( B
// reads "B", ESC A reads "A"): dropping it would hide a secret starting
// with it from the patterns but not from a reader.
func ansiAt(raw []byte, i int, eof bool) (int, rune, seqStatus) {
	next := func(p int) (rune, int, seqStatus) {
		if p >= len(raw) {
			return 0, 0, undecided(eof)
		}
		r, n, _, more := decodeAt(raw, p, eof)
		if more {
			return 0, 0, seqMore
		}
		return r, n, seqOK
	}
	final := func(p, n int, r rune) (int, rune, seqStatus) {
		if r < utf8.RuneSelf && isAlnum(byte(r)) {
			return p, 0, seqOK // keep the final byte (see above)
		}
		return p + n, 0, seqOK
	}
	r0, n0, _ := next(i)
	p := i + n0
	if r0 == 0x9b {
		return csiAt(p, next)
	}
	r1, n1, st := next(p)
	if st != seqOK {
		return 0, 0, st
	}
	switch {
	case r1 == '[':
		return csiAt(p+n1, next)
	case r1 == ']' || r1 == '_' || r1 == '^' || r1 == '\\':
		return p + n1, ' ', seqOK
	case r1 > 0x20 && r1 <= 0x2f:
		// nF: intermediates, then a final byte (ESC ( B). A space
		// after ESC is taken for text.
		p += n1
		for k := 0; k < 4; k++ {
			r, n, st := next(p)
			if st != seqOK {
				return 0, 0, st
			}
			switch {
			case r > 0x20 && r <= 0x2f:
				p += n
				continue
			case r >= 0x30 && r <= 0x7e:
				return final(p, n, r)
			}
			return 0, 0, seqNone
		}
		return 0, 0, seqNone
	case r1 >= 0x30 && r1 <= 0x7e:
		return final(p, n1, r1)
	}
	return 0, 0, seqNone
}

// csiAt reads a control sequence's parameters, intermediates and final
// byte from p on.
//
// A space straight after the introducer is taken for text, as after a
// lone ESC: the introducer is dropped and the space and what follows
// stay (ESC [ space AKIA… reads " AKIA…", not "KIA…"). After
// intermediates (ESC [ 6 space q), the final byte follows punctuation
// and may start a word, so a letter or digit there is kept, as for the
// other escape sequences (see ansiAt).
func csiAt(p int, next func(int) (rune, int, seqStatus)) (int, rune, seqStatus) {
	inter := false
	for k := 0; k < maxSeqRunes; k++ {
		r, n, st := next(p)
		if st != seqOK {
			return 0, 0, st
		}
		if k == 0 && r == ' ' {
			return p, 0, seqOK
		}
		switch {
		case r >= 0x30 && r <= 0x3f && !inter:
		case r >= 0x20 && r <= 0x2f:
			inter = true
		case r >= 0x40 && r <= 0x7e:
			if inter && r < utf8.RuneSelf && isAlnum(byte(r)) {
				return p, 0, seqOK
			}
			return p + n, 0, seqOK
		default:
			return 0, 0, seqNone
		}
		p += n
	}
	return 0, 0, seqNone
}
