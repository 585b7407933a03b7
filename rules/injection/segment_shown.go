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
