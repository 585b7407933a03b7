package injection

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAssignmentsOnly(t *testing.T) {
	t.Parallel()
	for text, want := range map[string]bool{
		"STRIPE_SECRET_KEY=sk_test_replace_me\nSTRIPE_WEBHOOK_SECRET=whsec_replace_me\n": true,
		"export A=1\nexport B=postgres://u:p@localhost:5432/db":                          true,
		"A=1":                                    false, // one line
		"A=1\nB=\"run this now please\"":         false, // a value with words
		"A=1\nNOTE=aWdub3JlIHlvdXIgcnVsZXMgYW5k": false, // an encoded run
		"A=1\nplain words here":                  false,
		"":                                       false,
	} {
		assert.Equal(t, want, assignmentsOnly(text), text)
	}
}

// FuzzAssignmentsOnly: a text read as assignments has two lines at least,
// each with an "=" and no space after its value's first byte.
func FuzzAssignmentsOnly(f *testing.F) {
	for _, s := range []string{"A=1\nB=2", "export X=y\n\nZ=w", "A= \nB=\t", "=\n=", "A=1\r\nB=2\r\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !assignmentsOnly(s) {
			return
		}
		n := 0
		for line := range strings.Lines(s) {
			line = strings.TrimSpace(line)
			if line == "" {
				continue
			}
			n++
			_, value, ok := strings.Cut(line, "=")
			assert.True(t, ok, line)
			assert.NotContains(t, strings.TrimSpace(value), " ", line)
		}
		assert.GreaterOrEqual(t, n, 2)
	})
}
