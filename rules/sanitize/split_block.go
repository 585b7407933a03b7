package sanitize

// A token wrapped over lines is cut where the block or the terminal is
// full, not where the token's format could end: the format of an open
// length (sk-proj- and 16 bytes or more) is already whole after the first
// line, and a short line is the block's width, not the token's end. So
// the chain goes on over a line that continues a block:
//
//   - as wide as the piece before it (an indented block, a join() of
//     items of one width);
//   - ending at the same column as the line before it (a terminal's
//     wrap, whose first line shares its row with "export KEY=");
//   - shorter than a line that itself continued a block (its last line);
//   - a whole line of token bytes that looks generated, after a token
//     (a wrap at any width): a partial [token] with the rest of the
//     secret printed under it is the worst outcome.
//
// A line or item that opens with a vendor prefix is the next token of a
// list and never continues one (collected no further by splitAt).

// splitColScan bounds the look back for a line's start (a column).
const splitColScan = 512

// evenLine reports whether the last piece, a line, is the first line
// after the chain's start or as wide as the line before it: the lines
// of a block all have one width, so a chain of narrow lines goes on
// only while they match.
func evenLine(pieces []splitPiece) bool {
	n := len(pieces)
	if n == 2 {
		return true
	}
	a, b := pieces[n-2], pieces[n-1]
	return a.line && a.e-a.s == b.e-b.s
}

// blockWrap reports whether piece i, joined by a line break or a list's
// comma, continues a block (above); prev reports that piece i-1 did.
func (c *Compiled) blockWrap(text, joined []byte, pieces []splitPiece, i int, prev bool) bool {
	a, b := pieces[i-1], pieces[i]
	wa, wb := a.e-a.s, b.e-b.s
	if wb < 4 || c.opensVendor(joined[b.off:]) {
		return false
	}
	switch {
	case wa == wb:
		return true
	case b.item:
		return prev && wb < wa
	case !wholeLine(text, b.e) || plainWord(text[b.s:b.e]):
		// A line the piece does not fill ("Done." after a wrapped key)
		// or a word of prose is not the rest of a token.
		return false
	case prev && wb < wa:
		return true
	case endCol(text, a) == endCol(text, b) && endCol(text, b) >= 0:
		return true
	}
	return wb >= 8 && looksRandom(text[b.s:b.e], false)
}

// plainWord reports letters written as a word is: lower case, perhaps
// after one capital ("Done", "thanks").
func plainWord(w []byte) bool {
	for i, b := range w {
		if !isLower(b) && !(i == 0 && b >= 'A' && b <= 'Z') {
			return false
		}
	}
	return true
}

// endCol is the column where piece p ends (bytes from its line's start),
// or -1 when the line starts too far back.
func endCol(text []byte, p splitPiece) int {
	for i := p.s; i > 0 && p.s-i < splitColScan; i-- {
		if text[i-1] == '\n' {
			return p.e - i
		}
	}
	if p.s < splitColScan {
		return p.e
	}
	return -1
}

// wholeLine reports whether a piece ending at e ends its line.
func wholeLine(text []byte, e int) bool {
	return e == len(text) || text[e] == '\n' || text[e] == '\r'
}
