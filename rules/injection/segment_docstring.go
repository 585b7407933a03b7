package injection

import "strings"

// A Python docstring is a string literal only in the grammar: no program
// sends it anywhere, it documents the code to its reader, as a comment
// does. splitParagraphs makes each one a segment of kind segDoc, found by
// the functions below.

// docstringOpens reports whether line, after prev (the last non-blank
// line before it, "" at the top of the text), opens a Python docstring:
// it starts with triple quotes and prev is a def or class header (its
// last line when the signature is split: "def f(" … "):", ") -> str:" or
// "    b=1, **kw):").
// Triple quotes after an assignment, an open bracket or a dict key are a
// literal the program uses (a model's prompt), not a docstring.
func docstringOpens(prev, line string) bool {
	if docQuote(line) == "" {
		return false
	}
	if prev == "" {
		return true
	}
	if !strings.HasSuffix(prev, ":") {
		return false
	}
	for _, h := range [...]string{"def ", "async def ", "class ", ")"} {
		if strings.HasPrefix(prev, h) {
			return true
		}
	}
	// The last line of a signature split after its opening parenthesis
	// ("    include_id=False, **kwargs):", "    b: int) -> str:"). A
	// bracket or a dict key before triple quotes ends otherwise.
	return strings.HasSuffix(prev, "):") || strings.Contains(prev, ") -> ")
}

// docQuote returns the triple quote a line opens a string with, after a
// raw or unicode prefix (r and three double quotes, u and three single
// ones), or "".
func docQuote(line string) string {
	if len(line) > 3 && strings.IndexByte("rRuU", line[0]) >= 0 {
		line = line[1:]
	}
	if strings.HasPrefix(line, `"""`) || strings.HasPrefix(line, "'''") {
		return line[:3]
	}
	return ""
}

// docstringAt returns the end of the docstring that opens on the line
// text[pos:end] (body, after prev: docstringOpens), just after its
// closing quotes, or -1 when none opens there. A docstring is a string
// literal: it ends at its quotes, and one nothing closes is none (a text
// that opens with triple quotes is not read as documentation on that
// alone).
func docstringAt(text string, pos, end int, prev, body string) int {
	if !docstringOpens(prev, body) {
		return -1
	}
	q := docQuote(body)
	open := strings.Index(text[pos:end], q)
	if open < 0 {
		return -1
	}
	from := pos + open + len(q)
	closeAt := strings.Index(text[from:], q)
	if closeAt < 0 {
		return -1
	}
	return from + closeAt + len(q)
}
