package sanitize

import (
	"bytes"
	"strings"
)

// A password in a table is named by its column's header, a line or more
// above it, or by the cell before it in a row of two:
//
//	| host | user | password |        host,user,password        | DB password | Zx9$kq3Wn8 |
//	|------|------|----------|        db1,app,p@ssW0rd_2025x    DB_PASSWORD<TAB>gR4te-Falc0n-91
//	| db1  | app  | gR4te-Fa |
//
// No pattern reads that: the value stands alone, far from any name. The
// table finder reads Markdown and psql tables ('|'), TSV and CSV line by
// line: a header line with a password column makes the cells below it in
// that column secrets, as long as the rows have the header's number of
// cells; a row of two cells whose first names a password makes the
// second one.
//
// Streams: the finder judges whole lines. A line is held back while it
// may still turn out to be a row of an open table, or while it holds a
// password name in its first tableLookback bytes (a header or a row of
// two); any other line is no table's and is let through as it comes. A
// line is judged from its start, which is never more than tableLookback
// bytes before its password name, so a Stream that emitted the start of
// the line before the name arrived still has it in its context.

const (
	// tableLookback bounds how far into its line a header's or a row's
	// password name may start.
	tableLookback = 80
	// tableNameReach is how far into its line a password name may end:
	// it starts within tableLookback, and the longest is "mot de passe".
	tableNameReach = tableLookback + len("mot de passe")
	// tableLineMax bounds a table line: a longer line ends the table.
	tableLineMax = 1024
	// tableCellMax bounds a value cell.
	tableCellMax = 128
)

// tableState is an open table: the line where its next row must start
// (from the start of the text, -1 when none is open), its separator,
// the password column and the number of cells of its header.
type tableState struct {
	next        int
	sep         byte
	col, ncells int
}

// tablePasswordPattern is the finder's row of the pack.
func tablePasswordPattern() Pattern {
	return Pattern{ID: "table-password", Category: CategorySecret, Replacement: ReplToken, Enabled: true, builtin: builtinTable,
		Keywords:    tablePasswordNames,
		Description: "a password in a table: the cells under a password column's header (Markdown, psql, CSV, TSV), or the second cell of a row of two named password"}
}

// tablePasswordNames are what a header or a row's first cell says to
// name a password, lower-cased; the cell must not describe one instead
// (tableDescriptors). They are password-assignment's keywords too, so a
// Stream paused by FlushIdle holds back a name cut at the pause as it
// does for that rule.
var tablePasswordNames = []string{"passw", "pwd", "passphrase", "senha", "contrase", "mot de passe", "mot_de_passe"}

// tableDescriptors in a name cell make it a column about passwords, not
// of them: a hash, a hint, a policy, when one was last changed.
var tableDescriptors = []string{"hash", "hint", "policy", "length", "reset", "expir", "change", "last", "strength", "rule", "salt", "min", "max", "require", "type", "format", "encrypt", "digest", "manager", "field"}

// collectTable walks the lines that hold a password name near their
// start (its keywords' occurrences) and the rows of an open table.
func (c *Compiled) collectTable(sc *scratch, ri int, text []byte, from int, eof bool) (int, int) {
	n := len(text)
	occ := sc.byRule[ri]
	oi := 0
	p := from
	for p < n {
		ls := -1
		if t := sc.tbl.next - sc.base; sc.tbl.next >= 0 && t >= p && t < n {
			ls = t // the next row of the open table comes first ...
		}
		for oi < len(occ) && int(occ[oi]) < p {
			oi++
		}
		if oi < len(occ) && (ls < 0 || int(occ[oi]) < ls) {
			// ... unless a password name comes before it: its line, from
			// its start (emitted context when the name came late: never
			// more than tableLookback bytes before it).
			k := int(occ[oi])
			lo := max(0, k-tableLookback)
			b := bytes.LastIndexByte(text[lo:k], '\n')
			switch {
			case b >= 0:
				ls = lo + b + 1
			case lo == 0:
				ls = 0
			default:
				oi++ // too far into a long line: no table's name
				continue
			}
		}
		if ls < 0 {
			break
		}
		le := bytes.IndexByte(text[ls:], '\n')
		if le < 0 {
			if !eof && n-ls <= tableLineMax {
				return ls, ls // the line may still be a row or a header
			}
			if !eof {
				// Longer than any table's line, whatever follows: no
				// row, no header (as tableLine judges it once whole), and
				// nothing more is held back for it.
				if sc.tbl.next == sc.base+ls {
					sc.tbl.next = -1
				}
				return n, n
			}
			le = n - ls
		}
		c.tableLine(sc, ri, text, ls, ls+le)
		p = ls + le + 1
	}
	if !eof && p < n {
		// A password name may still complete at the end: its occurrence
		// will start no earlier than a keyword's length before the end,
		// and its line is found from it (nothing is held back for it).
		return max(p, n-c.rules[ri].maxKwLen+1), n
	}
	return n, n
}

// tableLine judges the whole line text[ls:le].
func (c *Compiled) tableLine(sc *scratch, ri int, text []byte, ls, le int) {
	line := text[ls:le]
	if len(line) > 0 && line[len(line)-1] == '\r' {
		line = line[:len(line)-1]
	}
	if t := &sc.tbl; t.next == sc.base+ls {
		t.next = -1
		if len(line) <= tableLineMax {
			if ruleLine(line) {
				t.next = sc.base + le + 1
				return
			}
			sc.tblCells = splitCells(sc.tblCells[:0], line, t.sep)
			cells := sc.tblCells
			if len(cells) == t.ncells {
				c.tableValue(sc, ri, ls, line, cells[t.col])
				t.next = sc.base + le + 1
				return
			}
		}
	}
	k, ok := tableNameAt(line[:min(len(line), tableNameReach)])
	if !ok || len(line) > tableLineMax {
		return
	}
	sep := tableSep(line)
	if sep == 0 {
		c.spacedRow(sc, ri, ls, line, k)
		return
	}
	// The cell around the name, before the line is split: a name cell is
	// short, and the prose that names a password between two commas is
	// not (most lines that reach here).
	cs := bytes.LastIndexByte(line[:k], sep) + 1
	ce := bytes.IndexByte(line[k:], sep)
	if ce < 0 {
		ce = len(line) - k
	}
	if k+ce-cs > 48 {
		return
	}
	sc.tblCells = splitCells(sc.tblCells[:0], line, sep)
	cells := sc.tblCells
	col := -1
	for i, cl := range cells {
		if cl[0] <= k && k < cl[1] {
			col = i
		}
	}
	if col < 0 || !passwordHeader(line[cells[col][0]:cells[col][1]]) || !headerCell(line[cells[col][0]:cells[col][1]]) {
		return
	}
	if len(cells) == 2 && col == 0 && c.tableValue(sc, ri, ls, line, cells[1]) {
		return // a row of two: name, value
	}
	if len(cells) < 2 {
		return
	}
	// The other cells read as labels: a "#" column or "Host (prod)" is
	// one; an assignment or a call in code (x := f(a, b)) is not.
	for _, cl := range cells {
		if !labelCell(line[cl[0]:cl[1]]) {
			return
		}
	}
	sc.tbl = tableState{next: sc.base + le + 1, sep: sep, col: col, ncells: len(cells)}
}

// spacedRow reads a row of two in a table aligned with spaces, as
// `vault kv get`, `kubectl describe` and many CLIs print one:
//
//	Key         Value
//	password    qDVvV7wm9_3N-Mt3RwHIXe
//
// The name opens the line (after its indentation) and holds the password
// name at k; two spaces or more end it; the value is the rest of the line,
// one word. Prose has single spaces, and a help text's description after
// its option has more than one word.
func (c *Compiled) spacedRow(sc *scratch, ri, ls int, line []byte, k int) {
	s := 0
	for s < len(line) && (line[s] == ' ' || line[s] == '\t') {
		s++
	}
	gap := bytes.Index(line[s:], []byte("  "))
	if gap < 0 || s > k || s+gap <= k {
		return
	}
	name := line[s : s+gap]
	if !passwordHeader(name) || !headerCell(name) {
		return
	}
	v := s + gap
	for v < len(line) && line[v] == ' ' {
		v++
	}
	e := len(line)
	for e > v && (line[e-1] == ' ' || line[e-1] == '\t') {
		e--
	}
	if v < e {
		c.tableValue(sc, ri, ls, line, [2]int{v, e})
	}
}

// quotedCellEnd returns where the double-quoted cell that opens at i
// (after spaces) ends, past its closing quote; i when none opens there
// or it does not close on the line.
func quotedCellEnd(line []byte, i int) int {
	j := i
	for j < len(line) && line[j] == ' ' {
		j++
	}
	if j == len(line) || line[j] != '"' {
		return i
	}
	for j++; j < len(line); j++ {
		if line[j] != '"' {
			continue
		}
		if j+1 < len(line) && line[j+1] == '"' {
			j++ // a doubled quote inside the cell
			continue
		}
		return j + 1
	}
	return i
}

// tableValue records the cell as a secret when it reads as a chosen
// password, and reports whether it did.
func (c *Compiled) tableValue(sc *scratch, ri, ls int, line []byte, cell [2]int) bool {
	s, e := cell[0], cell[1]
	if e-s >= 2 && (line[s] == '"' && line[e-1] == '"' || line[s] == '\'' && line[e-1] == '\'') {
		s, e = s+1, e-1
	}
	v := line[s:e]
	if len(v) < 4 || len(v) > tableCellMax || bytes.ContainsAny(v, " \t") || !tablePassword(v) {
		return false
	}
	sc.cands = append(sc.cands, cand{ms: ls + s, me: ls + e, s: ls + s, e: ls + e, rule: ri})
	return true
}

// tablePassword accepts a value a person chose as a password: a letter,
// a digit or a symbol besides, not a placeholder, not a type.
func tablePassword(v []byte) bool {
	cl := classesOf(v)
	if !(cl.up || cl.lo) || !(cl.dig || cl.other) || !notPlaceholder(v) || entropy(v) < 2.0 {
		return false
	}
	low := strings.ToLower(string(v))
	for _, t := range []string{"varchar", "char(", "int", "string", "bool", "text", "uuid", "bytea", "numeric", "decimal", "timestamp", "date", "blob", "enum(", "null", "n/a"} {
		if strings.HasPrefix(low, t) {
			return false
		}
	}
	return true
}

// tableNameAt returns where the first password name starts in b, if it
// starts within tableLookback bytes. One walk over those bytes, each
// name tried where its first letter stands: it is run for every line
// that names a password, and a search per name over the whole of b
// cost 3% of the time on this repository's docs.
func tableNameAt(b []byte) (int, bool) {
	for i := 0; i < len(b) && i <= tableLookback; i++ {
		if !tableNameFirst[lowerASCII[b[i]]] {
			continue
		}
		for _, w := range tablePasswordNames {
			if foldedPrefix(b[i:], w) {
				return i, true
			}
		}
	}
	return -1, false
}

// tableNameFirst holds the first letters of tablePasswordNames.
var tableNameFirst = func() (t [256]bool) {
	for _, w := range tablePasswordNames {
		t[w[0]] = true
	}
	return t
}()

// foldedPrefix reports whether b starts with w (lower-case) in any
// ASCII case.
func foldedPrefix(b []byte, w string) bool {
	if len(b) < len(w) {
		return false
	}
	for j := 0; j < len(w); j++ {
		if lowerASCII[b[j]] != w[j] {
			return false
		}
	}
	return true
}

// passwordHeader reports a cell that names a password and does not
// describe one: no word of it opens with a descriptor (password_hash,
// PasswordHint, "min length"; admin, elastic and exchange are words of
// their own).
func passwordHeader(cell []byte) bool {
	if len(cell) > 40 {
		return false
	}
	ok := true
	nameWords(cell, func(w []byte) bool {
		for _, d := range tableDescriptors {
			if bytes.HasPrefix(w, []byte(d)) {
				ok = false
				return false
			}
		}
		return true
	})
	return ok
}

// headerCell reports a cell that reads as a column's name: short, with a
// letter, of the bytes names are written with. No bracket: a line of code
// split at its commas (isinstance(password, str)) has cells too.
func headerCell(cell []byte) bool {
	if len(cell) == 0 || len(cell) > 40 {
		return false
	}
	letter := false
	for _, b := range cell {
		switch {
		case isLetter(b):
			letter = true
		case b >= '0' && b <= '9', b == ' ', b == '_', b == '-', b == '.', b == '/':
		default:
			return false
		}
	}
	return letter
}

// labelCell reports a cell a header may hold beside the password
// column: short, without what code and markup are written with (= : ;
// quotes, braces, angle brackets).
func labelCell(cell []byte) bool {
	return len(cell) > 0 && len(cell) <= 40 && !bytes.ContainsAny(cell, "=:;\"'`{}<>[]")
}

// tableSep is the line's cell separator: '|' (Markdown, psql), a tab
// (TSV), or a comma (CSV); 0 for none.
func tableSep(line []byte) byte {
	for _, s := range []byte{'|', '\t', ','} {
		if bytes.IndexByte(line, s) >= 0 {
			return s
		}
	}
	return 0
}

// ruleLine reports a table's rule under its header: dashes, with the
// column marks of Markdown (|, :) and psql (+).
func ruleLine(line []byte) bool {
	dash := false
	for _, b := range line {
		switch b {
		case '-':
			dash = true
		case '|', ':', '+', ' ', '\t':
		default:
			return false
		}
	}
	return dash
}

// splitCells appends to cells the bounds of the line's cells, trimmed of spaces;
// with '|' the empty cells before a leading and after a trailing bar are
// not cells (| a | b | has two).
func splitCells(cells [][2]int, line []byte, sep byte) [][2]int {
	start := 0
	for i := 0; i <= len(line); i++ {
		if i == start && sep != '|' {
			// A CSV cell in double quotes runs to its closing quote,
			// over separators and doubled quotes inside (RFC 4180:
			// "tPu""Ou4,Xu"); without a closing quote it is read as it
			// stands.
			if q := quotedCellEnd(line, i); q > i {
				i = q - 1
				continue
			}
		}
		if i < len(line) && (line[i] != sep || sep == '|' && i > 0 && line[i-1] == '\\') {
			continue // GitHub's tables escape a cell's own pipe: \|
		}
		s, e := start, i
		for s < e && (line[s] == ' ' || line[s] == '\t' && sep != '\t') {
			s++
		}
		for e > s && (line[e-1] == ' ' || line[e-1] == '\t' && sep != '\t') {
			e--
		}
		cells = append(cells, [2]int{s, e})
		start = i + 1
	}
	if sep == '|' {
		if len(cells) > 0 && cells[0][0] == cells[0][1] {
			cells = cells[1:]
		}
		if len(cells) > 0 && cells[len(cells)-1][0] == cells[len(cells)-1][1] {
			cells = cells[:len(cells)-1]
		}
	}
	return cells
}
