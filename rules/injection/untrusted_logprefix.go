package injection

import "strings"

// A tool's log writes one message over several lines, each after the
// same prefix: npm's "npm WARN deprecated pkg@1.0.0: ", git's "remote: ",
// a logger's fixed name. Read as it comes, the prefix cuts every sentence
// of the message in pieces ("Automated agents / npm WARN … must migrate by
// running / npm WARN … npx …"). A run of lines that share one prefix is
// read without it, as grep's output is (untrusted_grep.go).

// maxLogPrefix bounds a prefix, in bytes, colon included.
const maxLogPrefix = 80

// logPrefix returns the prefix of line up to and including the first ": "
// within maxLogPrefix bytes, or "" when it has none. A prefix holds no
// quotation mark: a JSON or YAML value ("key": "…") is not one.
func logPrefix(line string) string {
	i := strings.Index(line, ": ")
	if i <= 0 || i+2 > maxLogPrefix || strings.ContainsAny(line[:i], "\"'`") {
		return ""
	}
	return line[:i+2]
}

// unprefixLogLines returns text with the shared prefix of each run of two
// lines or more taken off, or text itself when it has no such run. The
// lines are read in place; a copy is made only once a run is found.
func unprefixLogLines(text string) string {
	if strings.Count(text, ": ") < 2 {
		return text
	}
	var b strings.Builder
	done := 0 // text[:done] is in b, once b is in use
	for i := 0; i < len(text); {
		line := nextLine(text, i)
		p := logPrefix(line)
		j := i + len(line)
		n := 1
		for p != "" && j < len(text) && strings.HasPrefix(text[j:], p) {
			j += len(nextLine(text, j))
			n++
		}
		if n < 2 {
			i += len(line)
			continue
		}
		if b.Len() == 0 && done == 0 {
			b.Grow(len(text))
		}
		b.WriteString(text[done:i])
		for k := i; k < j; {
			l := nextLine(text, k)
			b.WriteString(l[len(p):])
			k += len(l)
		}
		done, i = j, j
	}
	if done == 0 {
		return text
	}
	b.WriteString(text[done:])
	return b.String()
}

// nextLine returns the line of text that starts at i, its newline
// included (lineEnd, segment.go, gives its end).
func nextLine(text string, i int) string {
	return text[i:min(lineEnd(text, i)+1, len(text))]
}
