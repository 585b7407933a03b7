package sanitize

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestElementText: a random token that is an HTML element's whole text
// (<pre>…</pre>, entities or not) stands on its own like a token between
// spaces; an identifier or a build name there is still read as one; a
// password quoted after curl -u's colon is redacted, the user kept.
func TestElementText(t *testing.T) {
	t.Parallel()
	const key = "iYZ7f5qBkFZZJZzZOdSqy1dEHLDrHk458c+EUVmm"
	entities := ""
	for _, r := range key {
		entities += "&#" + strconv.Itoa(int(r)) + ";"
	}
	tests := []redactCase{
		{"pre", "<p>Your new key:</p>\n<pre>" + key + "</pre>", true},
		{"pre with attributes at the start", `<pre style="font-family:monospace">` + key + "</pre>", true},
		{"pre of entities", "<pre>" + entities + "</pre>", true},
		{"code identifier", "<code>useEffectCleanupHandler</code>", false},
		{"table cell", "<td>build-2024-11-30-linux-amd64</td>", false},
		{"a value after an operator", "x=>" + key + "<br>", false},
		{"curl -u quoted", `curl -s -u elastic:'omjxzMJIjbnR#3025' http://10.0.0.1:9200/`, true},
	}
	runRedactCases(t, tests)
	// The user stays, the quoted password goes.
	out := Default().Sanitize(tests[len(tests)-1].in)
	assert.Contains(t, out, "elastic:")
	assert.NotContains(t, out, "omjxz")
}
