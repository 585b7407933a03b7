// Package shglob matches a name against a pathname pattern as a POSIX
// shell does. It is path.Match with the one difference that matters to a
// guard: bash negates a bracket expression with "[!…]" as well as "[^…]",
// and path.Match reads only the second, so "r[!x]" named no command and
// "~/.[!.]*" no dot file ("!" and "." read as the class's members). Every
// place that expands a command's glob goes through Match.
package shglob

import (
	"path"
	"strings"
)

// Match reports whether name matches the shell pattern. A malformed
// pattern matches nothing, as path.Match's error does.
func Match(pattern, name string) bool {
	if strings.Contains(pattern, "[!") {
		pattern = caretNegation(pattern)
	}
	ok, err := path.Match(pattern, name)
	return err == nil && ok
}

// caretNegation spells each bracket expression that opens with "!" with
// "^" instead; an escaped "[" ("\[!") and a "[" inside an expression are
// left as they are.
func caretNegation(pattern string) string {
	b := []byte(pattern)
	in := false
	for i := 0; i < len(b); i++ {
		switch {
		case b[i] == '\\':
			i++ // the next byte is literal
		case !in && b[i] == '[':
			in = true
			if i+1 < len(b) && b[i+1] == '!' {
				b[i+1] = '^'
			}
		case in && b[i] == ']':
			in = false
		}
	}
	return string(b)
}
