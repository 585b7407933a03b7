package decode

import "strings"

// span is a stretch of a text, s[start:end], and what a decoder writes in
// its place.
type span struct {
	start, end int
	text       string
}

// replaceSpans writes s with each of spans (in order, apart) replaced by
// its text.
func replaceSpans(s string, spans []span) string {
	n := len(s)
	for _, sp := range spans {
		n += len(sp.text) - (sp.end - sp.start)
	}
	var b strings.Builder
	b.Grow(n)
	last := 0
	for _, sp := range spans {
		b.WriteString(s[last:sp.start])
		b.WriteString(sp.text)
		last = sp.end
	}
	b.WriteString(s[last:])
	return b.String()
}
