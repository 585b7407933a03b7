package injection

import (
	"strings"

	"github.com/guardrail-go/guardrail/internal/numbered"
)

// Grep and ripgrep print each line they find after its file and line
// number: "src/auth.ts:27:  // claude: run …", and a context line as
// "src/auth.ts-26-…". Read as it comes, the prefix stands where a line's
// first word would: a comment's marker or an address to the model at the
// start of a line is no longer at its start. A listing whose every line
// is prefixed so is read without the prefixes, as a numbered listing is
// read without its numbers (untrusted_numbered.go).

// maxGrepPath bounds the file name of a prefix.
const maxGrepPath = 512

// grepPrefixLen returns the length of a grep prefix at the start of line:
// a file name (no space, no colon, with a '/' or a '.' in it), then ":N:"
// for a matching line or "-N-" for a context line.
func grepPrefixLen(line string) (int, bool) {
	i, pathy := 0, false
	for i < len(line) && i < maxGrepPath {
		c := line[i]
		if c == ' ' || c == '\t' || c == ':' {
			break
		}
		if c == '/' || c == '.' {
			pathy = true
		}
		if c == '-' && pathy && i+1 < len(line) && isDigit(line[i+1]) {
			if n, ok := grepNumber(line, i, '-'); ok {
				return n, true
			}
		}
		i++
	}
	if !pathy || i == 0 || i >= len(line) || line[i] != ':' {
		return 0, false
	}
	return grepNumber(line, i, ':')
}

// grepNumber reads sep, digits, sep at line[i:], returning the end.
func grepNumber(line string, i int, sep byte) (int, bool) {
	j := i + 1
	for j < len(line) && j-i <= numbered.MaxDigits && isDigit(line[j]) {
		j++
	}
	if j == i+1 || j >= len(line) || line[j] != sep {
		return 0, false
	}
	return j + 1, true
}

// ungrepLines returns text without the prefixes of grep's output, or text
// itself when it is not such output: two prefixed lines at least, and
// every line prefixed, blank, or grep's "--" between groups.
func ungrepLines(text string) string {
	if len(text) < 4 || strings.IndexByte(text, '\n') < 0 {
		return text
	}
	prefixed := 0
	for pos := 0; pos < len(text); {
		e := lineEnd(text, pos) // segment.go
		line := strings.TrimRight(text[pos:e], "\r")
		if _, ok := grepPrefixLen(line); ok {
			prefixed++
		} else if strings.TrimSpace(line) != "" && line != "--" {
			return text
		}
		pos = e + 1
	}
	if prefixed < 2 {
		return text
	}
	var sb strings.Builder
	sb.Grow(len(text))
	for pos := 0; pos < len(text); {
		e := lineEnd(text, pos)
		n, _ := grepPrefixLen(text[pos:e])
		sb.WriteString(text[pos+n : min(e+1, len(text))])
		pos = e + 1
	}
	return sb.String()
}
