package injection

import "strings"

// Markdown has a second kind of code block besides the fence: lines
// indented by four spaces (or a tab) after a blank line. A write-up shows
// its example that way as often as in a fence ("The reporter added the
// following to a README:", a blank line, the payload indented), and the
// block renders as code: an HTML comment in it is shown, not hidden. But
// source code is indented too, and a comment inside a function is not an
// example of anything. A block counts as an example only where a line of
// prose introduces it: unindented words ending in a colon, with no
// braces, operators or keywords of code, and a blank line between.

// exampleLeadMinWords is how many words the introducing line has at
// least: "Or in a repository README:" is an introduction, "steps:" and
// "else:" are code.
const exampleLeadMinWords = 3

// codeLeadWords open a line of code that ends in a colon and has no
// brackets ("for item in items:", "if x is not None:").
var codeLeadWords = []string{"for", "if", "elif", "else", "while", "with", "try", "except", "finally", "def",
	"class", "async", "match", "case", "lambda", "return"}

// indentedExample reports whether text[start:end], a paragraph, is an
// indented code block that a line of prose introduces.
func indentedExample(text string, start, end int) bool {
	if start == 0 || start >= end {
		return false
	}
	for pos := start; pos < end; {
		e := min(lineEnd(text, pos), end)
		if line := layoutBody(text[pos:e]); strings.TrimSpace(line) != "" && indentOf(line) < 4 {
			return false
		}
		pos = e + 1
	}
	// The line before the block is blank, and the nearest non-blank one
	// above it introduces it.
	p := lineStart(text, start-1)
	if strings.TrimSpace(layoutBody(text[p:start-1])) != "" {
		return false
	}
	for p > 0 {
		q := lineStart(text, p-1)
		line := layoutBody(text[q : p-1])
		if strings.TrimSpace(line) != "" {
			return introducesExample(line)
		}
		p = q
	}
	return false
}

// inIndentedExample reports whether text[pos] lies in an indented code
// block that a line of prose introduces (indentedExample), its paragraph
// taken from the blank lines around the line.
func inIndentedExample(text string, pos int) bool {
	start := lineStart(text, pos)
	for start > 0 {
		p := lineStart(text, start-1)
		if strings.TrimSpace(layoutBody(text[p:start-1])) == "" {
			break
		}
		start = p
	}
	end := lineEnd(text, pos)
	for end < len(text) {
		e := lineEnd(text, end+1)
		if strings.TrimSpace(layoutBody(text[end+1:e])) == "" {
			break
		}
		end = e
	}
	return indentedExample(text, start, end)
}

// introducesExample reports whether line is prose that introduces a code
// block: unindented, ending in a colon, of a few words, without the
// braces, operators and keywords of a line of code.
func introducesExample(line string) bool {
	if indentOf(line) > 0 {
		return false
	}
	t := strings.TrimRight(line, " \t\r")
	// Prose may hold an aside in parentheses ("(since unpublished)",
	// after a space); a header of code ends in a call's ("def f(x):").
	if !strings.HasSuffix(t, ":") || callBeforeColon(t) || strings.ContainsAny(t, "{}[]=;<>|&") {
		return false
	}
	words := strings.Fields(t)
	if len(words) < exampleLeadMinWords {
		return false
	}
	first := strings.ToLower(strings.TrimLeft(words[0], "#*-> "))
	for _, w := range codeLeadWords {
		if first == w {
			return false
		}
	}
	return true
}

// callBeforeColon reports a line that ends in a call's or a
// definition's parentheses and a colon: "def f(x):", "while ok(n):".
func callBeforeColon(t string) bool {
	if !strings.HasSuffix(t, "):") {
		return false
	}
	open := strings.LastIndexByte(t, '(')
	return open > 0 && nameByte(t[open-1])
}

// indentOf counts a line's indentation in columns, a tab as four.
func indentOf(line string) int {
	n := 0
	for _, c := range []byte(line) {
		switch c {
		case ' ':
			n++
		case '\t':
			n += 4
		default:
			return n
		}
	}
	return n
}
