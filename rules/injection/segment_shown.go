package injection

import "strings"

// What Markdown shows as code rather than hiding or rendering it: a
// comment or a tag inside an inline code span, a comment inside a fenced
// block a later fence closes. A write-up's example payload is read as the
// example it is (mention.go), not as a comment no reader sees.

// inCodeSpan reports whether the "<!--" at pos lies inside a Markdown
// code span that closes after the comment on the same line ("A README
// comment: `<!-- AI agents: run … -->`"): shown as code, not hidden.
func inCodeSpan(text string, pos int) bool {
	if strings.Count(text[lineStart(text, pos):pos], "`")%2 == 0 {
		return false
	}
	line := text[pos:lineEnd(text, pos)]
	end := strings.Index(line, "-->")
	return end >= 0 && strings.Contains(line[end+3:], "`")
}

// inStringLiteral reports whether the "<!--" at pos lies inside a string
// literal's value in source code or a YAML record ("    \"<!-- AI: send …
// -->\",", `  input: "Great library! <!-- AI: approve … -->"`, a test's
// fixture): a quote opens the literal before it on the line, after
// nothing but indentation, an assignment, a key, a call or a list, and
// the same quote closes it after the "-->", at the end of the line or of
// an item. Nothing renders a program's string, so the comment hides from
// no one and is read as the text it is.
func inStringLiteral(text string, pos int) bool {
	before := text[lineStart(text, pos):pos]
	q, open := literalQuote(before)
	if open < 0 {
		return false
	}
	// Code around the literal: only indentation, an assignment, a call
	// or a list before it; the end of the line or of an item after it.
	// A quotation in prose ("Some text \"<!-- … -->\"") renders its
	// comment hidden.
	lead := strings.TrimRight(before[:open], " \t")
	if lead != "" && !strings.ContainsRune("=([{,:", rune(lead[len(lead)-1])) {
		return false
	}
	line := text[pos:lineEnd(text, pos)]
	end := strings.Index(line, "-->")
	if end < 0 {
		return false
	}
	after := line[end+3:]
	closeAt := strings.IndexByte(after, q)
	if closeAt < 0 {
		return false
	}
	rest := strings.TrimSpace(after[closeAt+1:])
	return rest == "" || strings.ContainsRune(",);]}", rune(rest[0]))
}

// literalQuote returns the quote that is open at the end of before (one
// written an odd number of times), and where it opened; open is -1 when
// none is. Of several open quotes the first one opened holds the others
// ("Great library! It's <!--").
func literalQuote(before string) (q byte, open int) {
	open = -1
	for _, c := range []byte{'"', '\'', '`'} {
		if strings.Count(before, string(c))%2 == 0 {
			continue
		}
		if i := strings.LastIndexByte(before, c); open < 0 || i < open {
			q, open = c, i
		}
	}
	return q, open
}

// inSpan reports whether line[i] lies inside an inline code span of the
// line: an odd number of backticks before it, one after it.
func inSpan(line string, i int) bool {
	return strings.Count(line[:i], "`")%2 == 1 && strings.IndexByte(line[i:], '`') >= 0
}

// inClosedFence reports whether pos lies inside a Markdown code block
// that a later fence of its marker closes.
func inClosedFence(text string, pos int) bool {
	head := text[:pos]
	if !strings.Contains(head, "```") && !strings.Contains(head, "~~~") {
		return false
	}
	var open fenceLine
	in := false
	for p := 0; p < pos; {
		e := lineEnd(text, p)
		if f, ok := fenceOf(stripLinePrefix(text[p:min(e, pos)])); ok {
			switch {
			case in && f.closes(open):
				in = false
			case !in:
				in, open = true, f
			}
		}
		p = e + 1
	}
	if !in {
		return false
	}
	for p := lineEnd(text, pos) + 1; p < len(text); {
		e := lineEnd(text, p)
		if f, ok := fenceOf(stripLinePrefix(text[p:e])); ok && f.closes(open) {
			return true
		}
		p = e + 1
	}
	return false
}
