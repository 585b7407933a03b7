package shell

import (
	"errors"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// maxBracketWords bounds how many command words parseScript escapes in
// one text: each costs a parse.
const maxBracketWords = 4

// parseScript parses text as bash reads it where the parser is stricter.
// A word such as c[u]rl in a command's place is a pattern to bash, which
// runs the file it matches (curl); the parser takes a[b] for an array
// element being assigned and stops at "`a[b]` must be followed by `=`".
// The brackets of that word are escaped and the text parsed again: the
// word keeps its value, a name with a bracket expression, which the walks
// expand as a pattern (isGlobName). Any other error is returned as it is.
func parseScript(p *syntax.Parser, text string) (*syntax.File, error) {
	for range maxBracketWords {
		f, err := p.Parse(strings.NewReader(text), "")
		var pe syntax.ParseError
		if err == nil || !errors.As(err, &pe) || !strings.HasPrefix(pe.Text, "`a[b]") {
			return f, err
		}
		escaped, ok := escapeBrackets(text, int(pe.Pos.Offset()))
		if !ok {
			return f, err
		}
		text = escaped
	}
	return p.Parse(strings.NewReader(text), "")
}

// escapeBrackets escapes the unescaped [ and ] of the word that starts at
// off (up to the first blank or operator byte); ok is false when the word
// has none.
func escapeBrackets(text string, off int) (string, bool) {
	if off < 0 || off >= len(text) {
		return "", false
	}
	end := off
	for end < len(text) && !strings.ContainsRune(" \t\n;&|<>()`\"'$", rune(text[end])) {
		end++
	}
	var b strings.Builder
	b.Grow(len(text) + 4)
	b.WriteString(text[:off])
	n := 0
	for i := off; i < end; i++ {
		c := text[i]
		if c == '\\' && i+1 < end {
			b.WriteByte(c)
			b.WriteByte(text[i+1])
			i++
			continue
		}
		if c == '[' || c == ']' {
			b.WriteByte('\\')
			n++
		}
		b.WriteByte(c)
	}
	b.WriteString(text[end:])
	return b.String(), n > 0
}
