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
// lines or more taken off, or text itself when it has no such run.
func unprefixLogLines(text string) string {
	if strings.Count(text, ": ") < 2 {
		return text
	}
	lines := strings.SplitAfter(text, "\n")
	var b strings.Builder
	changed := false
	for i := 0; i < len(lines); {
		p := logPrefix(lines[i])
		j := i + 1
		for p != "" && j < len(lines) && strings.HasPrefix(lines[j], p) {
			j++
		}
		if p == "" || j-i < 2 {
			b.WriteString(lines[i])
			i++
			continue
		}
		if !changed {
			b.Grow(len(text))
			changed = true
		}
		for _, l := range lines[i:j] {
			b.WriteString(l[len(p):])
		}
		i = j
	}
	if !changed {
		return text
	}
	return b.String()
}
