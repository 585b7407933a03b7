package sanitize

import "strings"

// A secret split to get it past a scanner is still a secret once the
// pieces are read together, as a program reading the code (or a person)
// does. The split finder rejoins two shapes:
//
//   - string literals joined by concatenation: "ghp_ab" + "cd…",
//     'AKIA' \⏎ 'XYZ…' (Python's implicit joining over a continued line),
//     "…" . "…" (PHP, Perl), "…" || '…' (SQL), "…" & "…" (VB), "…" .. "…"
//     (Lua), "…" ~ "…" (D), "…""…" or "…" "…" (adjacent literals, shell);
//   - a line continuation inside a literal or a word: "ghp_ab\⏎cd…";
//   - a token wrapped over lines (terminal width, 64-column blocks): a
//     run of token characters at the end of a line and one at the start
//     of the next, after at most 16 spaces of indentation and the lead
//     of a comment line (# // ; * > --); and the items of a list
//     (["ghp_ab", "cd…"]), which, like a bare line break, join only an
//     unfinished token, but may be as short as the one who split it
//     chose (a wrapped line in the middle is a whole line).
//
// The joined value counts only when it starts with a vendor's prefix
// (any keyword of a vendor format, in that format's case) and the vendor's
// format, value check and boundary hold for a match that reaches past
// the first piece. A line break alone joins only a first piece that is
// not already a whole token of that format, so a token at the end of a
// line never swallows the next line's first word. A single space joins
// pieces only when the joined value passes the vendor's checksum
// (ghp_Xk29 dLq8 ZpA3 …: groups typed or pasted apart), which words of
// prose after a token never do. The pieces, and what joins them, are
// then replaced by one [token]. A letter-spaced token, or one in groups
// of one width, is read joined too (split_spaced.go).

const (
	splitMaxPieces = 64   // a 40-byte token in groups of 4 is 10; a join() of 5-byte items, 22
	splitMaxGlue   = 64   // bytes between two pieces
	splitMaxLen    = 1024 // bytes from the first piece's start to the last piece's end
	splitMaxIndent = 16
	splitMinLine   = 16 // shortest middle line of a wrapped token
)

// splitPiece is one piece of a chain: text[s:e] in the view, at offset
// off of the joined value.
type splitPiece struct {
	s, e, off int
	line      bool // a bare line break or a list's comma joins it to the piece before
	item      bool // a list's comma joins it (line is set too)
	space     bool // a single space joins it to the piece before
}

// collectSplit finds the rejoined secrets starting at the rule's
// keywords (the vendor prefixes) from `from` on.
func (c *Compiled) collectSplit(sc *scratch, ri int, text []byte, from int, eof bool) (int, int) {
	n := len(text)
	r := &c.rules[ri]
	sc.splitEnd = -1
	for _, k32 := range sc.byRule[ri] {
		k := int(k32)
		if k < from {
			continue
		}
		if text[k] == ' ' {
			k++ // a letter-spaced prefix's keyword opens with a space (split_spaced.go)
		}
		end, ok, more := c.splitAt(sc, text, k, eof)
		if more {
			return from, k
		}
		if ok {
			sc.cands = append(sc.cands, cand{ms: k, me: end, s: k, e: end, rule: ri})
			from = end
		}
	}
	if eof {
		return from, n
	}
	return from, max(from, n-min(sc.tailDepth, r.maxKwLen-1))
}

// splitAt judges a chain whose first piece starts at k: it returns the
// end of the rejoined secret, or more when the text known so far cannot
// decide.
func (c *Compiled) splitAt(sc *scratch, text []byte, k int, eof bool) (end int, ok, more bool) {
	n := len(text)
	if k > 0 && isAlnum(text[k-1]) {
		return 0, false, false // inside a word: not a token's start
	}
	pieces := sc.pieces[:0]
	joined := sc.joined[:0]
	s := k
	var g glue
	space := false
	for len(pieces) < splitMaxPieces {
		var e int
		if len(pieces) == 0 {
			// Prefixes packed into one run (ghp_ghp_…) share its end:
			// found once, not once per prefix.
			if k >= sc.splitEnd {
				sc.splitEnd = runEnd(text, k, n)
			}
			e = sc.splitEnd
		} else {
			e = runEnd(text, s, k+splitMaxLen+1)
		}
		if e-k > splitMaxLen {
			break
		}
		if !eof && (e == n || e == n-1 && text[e] == '.') {
			return 0, false, true // the run may go on
		}
		line := g == glueLine || g == glueItem
		if len(pieces) == 0 && dashGroups(text[s:e]) {
			// AKIA-M6xx-OCxx-…: the groups are pieces joined as by
			// single spaces (split_spaced.go).
			pieces, joined = appendDashGroups(pieces, joined, text, s, e)
		} else {
			pieces = append(pieces, splitPiece{s: s, e: e, off: len(joined), line: line, item: g == glueItem, space: space})
			joined = append(joined, text[s:e]...)
		}
		// A wrapped token's middle lines are whole lines of a terminal
		// or a block, not a few bytes: a short line ends the chain,
		// unless it is as wide as the line before it (a narrow block:
		// 'AIza…' over lines of 10), where only its last line may
		// differ. A list's items are as short as the one who split them
		// chose.
		if g == glueLine && len(pieces) > 1 && e-s < splitMinLine && !evenLine(pieces) {
			break
		}
		next, ng, st := glueAt(text, e, eof)
		if st == seqMore {
			return 0, false, true
		}
		if st == seqNone {
			break
		}
		// A literal that opens with a URL's scheme ("https://…") is an
		// argument of its own: a header's token quoted beside the URL it
		// is sent to (curl -H "PRIVATE-TOKEN: glpat-…" "https://…") is
		// no split token, and taking "https" as its tail would redact
		// the URL's scheme with it.
		if se := runEnd(text, next, next+16); se+3 <= n && string(text[se:se+3]) == "://" {
			break
		} else if !eof && se+3 > n && "://"[:n-se] == string(text[se:n]) {
			return 0, false, true // the scheme's "://" may still be arriving
		}
		// A line or an item that opens with a vendor's prefix is the
		// next token of a list, not this one's tail: the chain ends, so
		// a list of tokens or of prefixes is not read as one long chain
		// from each of its keywords.
		if ng != glueStrong {
			ne := runEnd(text, next, k+splitMaxLen+1)
			if !eof && ne == n {
				return 0, false, true // the run may go on
			}
			if c.opensVendor(text[next:ne]) {
				break
			}
			// A line that opens with a name given a value
			// ("SENDGRID_API_KEY=SG.…", "token: …") is the next
			// statement, not this token's tail: a placeholder
			// (sk_live_xxxx…) joined to the next line's name would read
			// as a token and take that line with it.
			named, st := namesValue(text, ne, eof)
			named = named && nameLike(text[next:ne])
			if st == seqMore {
				return 0, false, true
			}
			if named {
				break
			}
		}
		// A single space parts words; a box cell's wrap (split_box.go)
		// starts its next piece further on.
		s, g, space = next, ng, text[e] == ' ' && next == e+1
	}
	sc.pieces, sc.joined = pieces, joined
	if len(pieces) < 2 {
		return 0, false, false
	}
	best := -1
	for _, vi := range c.splitFirst[lowerASCII[joined[0]]] {
		v := &c.splitters[vi]
		if len(joined) < len(v.s) || !prefixAt(joined, v) {
			continue
		}
		// A line break joins only an unfinished token: where the pieces
		// before it are already a whole token, the value stops there.
		lim := len(joined)
		if o := checksummed(v, &c.rules[v.rule], joined, pieces); o > 0 {
			// The vendor's checksum holds for the pieces joined up to a
			// piece's end: that is the token, wherever lines broke it.
			if o > best && o > pieces[0].e-pieces[0].s {
				best = o
			}
			continue
		}
		run := spacedRun(pieces)
		block := false // the piece before continued a block (split_block.go)
		for i, p := range pieces[1:] {
			if i+1 == run && run > 0 {
				lim = p.off // the spaced run ends here
				break
			}
			if p.space && i+1 >= run {
				// Without the checksum's proof a space parts words.
				lim = p.off
				break
			}
			if !p.line {
				continue
			}
			if block = c.blockWrap(text, joined, pieces, i+1, block); !block {
				if l := v.format.FindIndex(joined[:p.off]); l != nil && l[1] == p.off {
					lim = p.off
					break
				}
			}
		}
		loc := v.format.FindIndex(joined[:lim])
		if loc == nil || loc[1] <= pieces[0].e-pieces[0].s || loc[1] <= best {
			continue
		}
		// The byte after the match: in the joined value, a line break
		// where the value was cut at one, or what follows the last piece.
		switch last := pieces[len(pieces)-1].e; {
		case loc[1] < lim:
			// The end of a piece parts words as the text shows them
			// ("AKIA…" + "0" shows the key, then a 0).
			if !pieceEnd(pieces, loc[1]) && isBoundaryRune(v.boundary, rune(joined[loc[1]])) {
				continue
			}
		case lim < len(joined):
		case last < n && !sc.vw.deletedAt(last) && isBoundaryRune(v.boundary, rune(text[last])):
			continue
		}
		if !valueOK(&c.rules[v.rule], joined[:loc[1]]) {
			continue
		}
		best = loc[1]
	}
	if best < 0 {
		return 0, false, false
	}
	for i := len(pieces) - 1; i >= 0; i-- {
		if p := pieces[i]; best > p.off {
			return p.s + best - p.off, true, false
		}
	}
	return 0, false, false
}

// checksummed returns the longest prefix of the joined value ending at
// a piece's end that is a whole match of a format with a checksum and
// passes it, or 0.
func checksummed(v *vetoPrefix, r *rule, joined []byte, pieces []splitPiece) int {
	if r.checksum == nil {
		return 0
	}
	for i := len(pieces) - 1; i >= 1; i-- {
		o := pieces[i].off + pieces[i].e - pieces[i].s
		// The checksum first: it is cheaper than the regex and fails
		// at once on a wrong length, at most piece ends of a long chain.
		if !r.checksum(joined[:o]) {
			continue
		}
		if l := v.format.FindIndex(joined[:o]); l != nil && l[1] == o {
			return o
		}
	}
	return 0
}

// pieceEnd reports whether joined offset o is where a piece ends.
func pieceEnd(pieces []splitPiece, o int) bool {
	for _, p := range pieces {
		if p.off+p.e-p.s == o {
			return true
		}
	}
	return false
}

func prefixAt(joined []byte, v *vetoPrefix) bool {
	w := joined[:len(v.s)]
	if v.fold {
		for i := range w {
			if lowerASCII[w[i]] != v.s[i] {
				return false
			}
		}
		return true
	}
	return string(w) == v.s
}

// runEnd is the end of the run of token characters (and single dots
// between them) from s, or lim if the run goes on that far.
func runEnd(text []byte, s, lim int) int {
	e := s
	lim = min(lim, len(text))
	for e < lim && (tokenByte[text[e]] || text[e] == '.' && e+1 < len(text) && tokenByte[text[e+1]] && e > s) {
		e++
	}
	return e
}

// skipGlue skips spaces, line breaks and line continuations from i, up
// to lim; it fails when lim is reached (too long a glue, or the text may
// still be arriving).
func skipGlue(text []byte, i, lim int, eof bool) (int, seqStatus) {
	for i < lim {
		switch {
		case text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r':
			i++
		case text[i] == '\\' && i+1 < lim && (text[i+1] == '\n' || text[i+1] == '\r'):
			i += 2
		case text[i] == '\\' && i+1 == len(text):
			return 0, undecided(eof)
		default:
			return i, seqOK
		}
	}
	if lim == len(text) {
		return 0, undecided(eof)
	}
	return 0, seqNone
}

// lineBreakAt returns where the line break ("\n" or "\r\n") at text[i]
// ends.
func lineBreakAt(text []byte, i int, eof bool) (int, seqStatus) {
	n := len(text)
	if i >= n {
		return 0, undecided(eof)
	}
	switch text[i] {
	case '\n':
		return i + 1, seqOK
	case '\r':
		if i+1 >= n {
			return 0, undecided(eof)
		}
		if text[i+1] == '\n' {
			return i + 2, seqOK
		}
	}
	return 0, seqNone
}

// concatOps are the operators that join two string literals. The last,
// a comma, parts the items of a list that a join() may glue together
// ("".join(["ghp_ab", "cd…"]), [...].join("")): it joins only an
// unfinished token, as a bare line break does.
var concatOps = []string{"||", "..", "+", ".", "&", "~", ","}

// appendCalls are the method calls by which a builder joins a string
// literal to the one before it: Java's and C#'s StringBuilder
// (.append, .Append), JavaScript's and Java's concat.
var appendCalls = []string{".append(", ".Append(", ".concat("}

// appendCallAt returns where the literal after an append call starts,
// reading from just after the ')' that closed the call before it: glue,
// one of appendCalls, glue.
func appendCallAt(text []byte, i, lim int, eof bool) (int, seqStatus) {
	j, st := skipGlue(text, i, lim, eof)
	if st != seqOK {
		return 0, st
	}
	n := len(text)
	for _, call := range appendCalls {
		if j+len(call) > n && string(text[j:]) == call[:n-j] {
			return 0, undecided(eof) // the call may still be arriving
		}
		if j+len(call) <= n && string(text[j:j+len(call)]) == call {
			return skipGlue(text, j+len(call), lim, eof)
		}
	}
	return 0, seqNone
}

// glue is what joined a piece to the one before it.
type glue uint8

const (
	glueStrong glue = iota // an operator, adjacency, a continuation, a space
	glueLine               // a bare line break (a wrapped token)
	glueItem               // a list's comma (the items of a join())
)

// glueAt reads what follows a piece ending at e: the end of a literal,
// an operator and the start of the next one, or a line break and
// indentation. It returns where the next piece starts and what joined
// them.
func glueAt(text []byte, e int, eof bool) (int, glue, seqStatus) {
	n := len(text)
	if e >= n {
		return 0, glueStrong, undecided(eof)
	}
	switch b := text[e]; {
	case isQuote(b):
		i, st := skipGlue(text, e+1, min(n, e+splitMaxGlue), eof)
		if st != seqOK {
			return 0, glueStrong, st
		}
		g := glueStrong
		if b := text[i]; b == ')' || b == '.' {
			// A builder's call: "ghp_ab")\n  .append("cd…", "ab".concat("cd…").
			j := i
			if b == ')' {
				j++
			}
			k, st := appendCallAt(text, j, min(n, e+splitMaxGlue), eof)
			switch {
			case st == seqOK:
				i = k
			case st != seqNone || b == ')':
				return 0, glueStrong, st
			}
		}
		for _, op := range concatOps {
			if i+len(op) > n && string(text[i:]) == op[:n-i] {
				return 0, glueStrong, undecided(eof) // the operator may still be arriving
			}
			if i+len(op) <= n && string(text[i:i+len(op)]) == op {
				if i, st = skipGlue(text, i+len(op), min(n, e+splitMaxGlue), eof); st != seqOK {
					return 0, glueStrong, st
				}
				if op == "," {
					g = glueItem
				}
				break
			}
		}
		if !isQuote(text[i]) {
			return 0, glueStrong, seqNone
		}
		if i+1 >= n {
			return 0, glueStrong, undecided(eof)
		}
		if !tokenByte[text[i+1]] {
			return 0, glueStrong, seqNone
		}
		return i + 1, g, seqOK
	case b == ' ':
		if i, st := boxWrapAt(text, e, eof); st != seqNone {
			return i, glueStrong, st
		}
		// One space, then a token character: joined only with a
		// checksum's proof (splitAt).
		i := e + 1
		if i >= n {
			return 0, glueStrong, undecided(eof)
		}
		if !tokenByte[text[i]] {
			return 0, glueStrong, seqNone
		}
		return i, glueStrong, seqOK
	case b == '\\':
		// A line continuation inside a word or a literal (shell, C,
		// Python, JavaScript): the reader drops the backslash and the
		// line break, so the pieces are one value. Indentation after it
		// is kept by the reader, so only a bare line break joins then.
		i, st := lineBreakAt(text, e+1, eof)
		if st != seqOK {
			return 0, glueStrong, st
		}
		j := i
		for j < n && j-i < splitMaxIndent && (text[j] == ' ' || text[j] == '\t') {
			j++
		}
		if j >= n {
			return 0, glueStrong, undecided(eof)
		}
		if !tokenByte[text[j]] {
			return 0, glueStrong, seqNone
		}
		if j > i {
			return j, glueLine, seqOK
		}
		return j, glueStrong, seqOK
	case b == '\n' || b == '\r':
		i := e + 1
		if b == '\r' {
			if i >= n {
				return 0, glueStrong, undecided(eof)
			}
			if text[i] != '\n' {
				return 0, glueStrong, seqNone
			}
			i++
		}
		for j := 0; i < n && j < splitMaxIndent && (text[i] == ' ' || text[i] == '\t'); j++ {
			i++
		}
		i, st := skipCommentLead(text, i, eof)
		if st != seqOK {
			return 0, glueStrong, st
		}
		if !tokenByte[text[i]] {
			return 0, glueStrong, seqNone
		}
		return i, glueLine, seqOK
	}
	return 0, glueStrong, seqNone
}

// commentLeads open a line of a comment or a quote (#, //, ;, *, >, one
// or two spaces after), of an SQL or Lua comment (-- and a space, since a
// lone '-' may start a token), of TeX or MATLAB (%), of a batch file
// (REM, ::) or of Visual Basic (' and a space): a token wrapped inside a
// comment block goes on after one.
var commentLeads = []string{"//  ", "// ", "//", "#  ", "# ", "#", "; ", ";", "* ", "*", "> ", ">", "-- ", "% ", "%", "REM ", "rem ", ":: ", "' "}

// skipCommentLead skips a comment lead at text[i], if any; it returns
// where the line's text starts, which is i without one.
func skipCommentLead(text []byte, i int, eof bool) (int, seqStatus) {
	n := len(text)
	if i >= n {
		return 0, undecided(eof)
	}
	for _, l := range commentLeads {
		if i+len(l) > n {
			if !eof && string(text[i:]) == l[:n-i] {
				return 0, seqMore
			}
			continue
		}
		if string(text[i:i+len(l)]) == l {
			if i+len(l) >= n {
				return 0, undecided(eof)
			}
			return i + len(l), seqOK
		}
	}
	return i, seqOK
}

// opensVendor reports whether b starts with a vendor's prefix.
func (c *Compiled) opensVendor(b []byte) bool {
	if len(b) == 0 {
		return false // an empty run: the text ends, or a separator follows
	}
	for _, vi := range c.splitFirst[lowerASCII[b[0]]] {
		if v := &c.splitters[vi]; len(b) >= len(v.s) && prefixAt(b, v) {
			return true
		}
	}
	return false
}

// namesValue reports whether the run that ends at text[e] is a name given
// a value: an "=" then a value's first character (a quote followed by
// more than the line's end), or a ": " as YAML writes it. A wrapped
// base64 line's padding ("…Zm9v=" at a line's end, or before its closing
// quote) names nothing.
func namesValue(text []byte, e int, eof bool) (bool, seqStatus) {
	n := len(text)
	if e >= n {
		return false, undecided(eof)
	}
	switch text[e] {
	case '=':
		if e+1 >= n {
			return false, undecided(eof)
		}
		switch c := text[e+1]; {
		case c == '"' || c == '\'':
			if e+2 >= n {
				return false, undecided(eof)
			}
			return !strings.ContainsRune(" \t\r\n,);]}", rune(text[e+2])), seqOK
		default:
			return isAlnum(c) || c == '_' || c == '$', seqOK
		}
	case ':':
		if e+1 >= n {
			return false, undecided(eof)
		}
		return text[e+1] == ' ' || text[e+1] == '\t', seqOK
	}
	return false, seqOK
}

// nameLike reports whether run reads as a variable's or a key's name, not
// a token's piece that holds an "=" (Atlassian's "…xry=HROG2MWC"): up to
// 40 bytes from a letter, with an underscore or letters of one case
// (SENDGRID_API_KEY, sendgrid-key, token).
func nameLike(run []byte) bool {
	if len(run) == 0 || len(run) > 40 || !('a' <= run[0]|0x20 && run[0]|0x20 <= 'z') {
		return false
	}
	upper, lower := false, false
	for _, c := range run {
		switch {
		case c == '_':
			return true
		case 'A' <= c && c <= 'Z':
			upper = true
		case 'a' <= c && c <= 'z':
			lower = true
		}
	}
	return !(upper && lower)
}
