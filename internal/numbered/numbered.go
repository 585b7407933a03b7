// Package numbered reads a numbered listing without its numbers: the
// Read tool's view of a file, which every reader of a tool result (the
// untrusted-content scan, the commands a document prescribes) reads as
// the file itself.
package numbered

import "strings"

// A file the Read tool returns has its line number before every line:
// "     7→" in Claude Code, cat -n's "     7\t" in older versions and in
// other agents. Read as it comes, each number is a word between the last
// word of one line and the first of the next, so a sentence wrapped over
// two lines of a comment is no longer one phrase. A listing numbered so
// is read without its numbers.

// maxNumberIndent and MaxDigits bound a line number's prefix: cat -n
// pads to six columns, and no file a tool returns has a billion lines
// (grep -n's numbers are bounded the same: rules/injection).
const (
	maxNumberIndent = 8
	MaxDigits       = 9
)

// lineNumberLen returns the length of a line number's prefix at the start
// of line (spaces, digits, then "→" or a tab), its number, and whether
// there is one.
func lineNumberLen(line string) (n int, num int, ok bool) {
	i := 0
	for i < len(line) && i < maxNumberIndent && line[i] == ' ' {
		i++
	}
	d := i
	for i < len(line) && i-d < MaxDigits && line[i] >= '0' && line[i] <= '9' {
		num = num*10 + int(line[i]-'0')
		i++
	}
	if i == d {
		return 0, 0, false
	}
	switch {
	case strings.HasPrefix(line[i:], "→"):
		return i + len("→"), num, true
	case i < len(line) && line[i] == '\t':
		return i + 1, num, true
	}
	return 0, 0, false
}

// Strip returns text without the line numbers of a numbered
// listing, or text itself when it is not one. A listing is numbered when
// its first line is and every numbered line follows the one before it
// (n, n+1, …); the lines after the last numbered one may be anything (a
// note the tool appends). Two lines at least: a single "1\tx" may be a
// row of a table.
func Strip(text string) string {
	if len(text) < 2 || (text[0] != ' ' && (text[0] < '0' || text[0] > '9')) {
		return text
	}
	// One pass: each numbered line is written without its number as it
	// is read; the first line that breaks the sequence and all after it
	// are written as they are.
	var sb strings.Builder
	numbered, next, pos := 0, -1, 0
	for pos < len(text) {
		e := lineEnd(text, pos)
		n, num, ok := lineNumberLen(text[pos:e])
		if !ok || next >= 0 && num != next {
			break
		}
		if numbered == 0 {
			sb.Grow(len(text))
		}
		numbered++
		next = num + 1
		sb.WriteString(text[pos+n : min(e+1, len(text))])
		pos = e + 1
	}
	if numbered < 2 {
		return text
	}
	if pos < len(text) {
		sb.WriteString(text[pos:])
	}
	return sb.String()
}

// lineEnd returns the index of the newline that ends the line starting at
// pos, or len(text).
func lineEnd(text string, pos int) int {
	if i := strings.IndexByte(text[pos:], '\n'); i >= 0 {
		return pos + i
	}
	return len(text)
}
