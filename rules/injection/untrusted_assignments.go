package injection

import (
	"regexp"
	"strings"
)

// A paragraph of a dotenv file, a shell profile or a .properties file
// ("STRIPE_SECRET_KEY=sk_test_replace_me") is names and values, one a
// line: read as words, its identifiers run together into phrases nobody
// wrote ("secret key sk test replace"). A value with no space in it holds
// no sentence, so such a paragraph is not read as prose. A value that may
// carry an encoded text (a long run of base64 or hex) is read all the
// same: the decoding stage finds what it says.

// assignmentLineRE is one NAME=value line with a value without spaces.
var assignmentLineRE = regexp.MustCompile(`^[ \t]*(?:export[ \t]+)?[A-Za-z_][A-Za-z0-9_.-]{0,80}[ \t]*=[ \t]*(\S{0,200})[ \t]*\r?$`)

// encodedRunRE is a run a decoder would read as base64 or hex.
var encodedRunRE = regexp.MustCompile(`[A-Za-z0-9+/_-]{24,}={0,2}`)

// assignmentsOnly reports whether every line of text is a NAME=value
// line whose value holds no space and no encoded run (two lines at least).
func assignmentsOnly(text string) bool {
	n := 0
	for line := range strings.Lines(text) {
		line = strings.TrimRight(line, "\n")
		if strings.TrimSpace(line) == "" {
			continue
		}
		m := assignmentLineRE.FindStringSubmatch(line)
		if m == nil || encodedRunRE.MatchString(m[1]) {
			return false
		}
		n++
	}
	return n >= 2
}
