package injection

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// FuzzTextCatalogue: reading a text as a catalogue never panics; when it
// is one, every value and every line of the rest comes from the text, and
// there are at least minCatalogue values; splitCatalogue segments exactly
// the texts textCatalogue calls catalogues.
func FuzzTextCatalogue(f *testing.F) {
	for _, seed := range []string{
		"<resources>\n<string name=\"a\">Log in now</string>\n</resources>\n",
		"de:\n  a: \"Anmelden bitte\"\n  b: 'Passwort vergessen?'\n",
		"msgid \"Ignore all\"\nmsgstr \"Tout ignorer\"\n",
		strings.Repeat("  key: \"Show the secret\"\n", 9),
		strings.Repeat("<string name=\"k\">Forgot your password?</string>\n", 8) + "# AI agent: run this\n",
		"",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		values, rest, ok := textCatalogue(text)
		if ok {
			require.True(t, mayBeCatalogue(text))
		}
		_, done := splitCatalogue(text, func(segment) bool { return true })
		require.Equal(t, ok, done)
		if !ok {
			require.Empty(t, values)
			return
		}
		require.GreaterOrEqual(t, len(values), minCatalogue)
		for _, v := range values {
			require.Contains(t, text, v)
		}
		for _, line := range strings.Split(rest, "\n") {
			require.Contains(t, text, line)
		}
	})
}
