package numbered

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestStrip: a listing numbered as the Read tool numbers it (cat
// -n's tab, Claude Code's arrow) is read without its numbers; anything
// else is left as it is.
func TestStrip(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, in, want string
	}{
		{"arrow", "     1→# title\n     2→\n     3→text", "# title\n\ntext"},
		{"tab", "     7\tfirst\n     8\tsecond\n", "first\nsecond\n"},
		{"a tool's note after the listing", "     1→a\n     2→b\n<system-reminder>x</system-reminder>", "a\nb\n<system-reminder>x</system-reminder>"},
		{"stops where the numbers skip", "  1→a\n  2→b\n  9→c", "a\nb\n  9→c"},
		{"one numbered line is no listing", "     1\tonly", "     1\tonly"},
		{"a table's rows", "id\tname\n1\tann\n2\tbo", "id\tname\n1\tann\n2\tbo"},
		{"numbers not in sequence", "3\tx\n1\ty\n", "3\tx\n1\ty\n"},
		{"prose", "1. first\n2. second", "1. first\n2. second"},
		{"empty", "", ""},
	} {
		assert.Equal(t, c.want, Strip(c.in), c.name)
	}
}

// FuzzStrip: the text without numbers is never longer, keeps
// every line, and a text with no numbered first line comes back as it is.
func FuzzStrip(f *testing.F) {
	for _, s := range []string{"     1→a\n     2→b", "1\tx\n2\ty\n3\tz", "  1→\n  2→→\n", "12\t", "1\t\n2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := Strip(s)
		assert.LessOrEqual(t, len(out), len(s))
		if _, _, ok := lineNumberLen(s); !ok {
			assert.Equal(t, s, out)
		}
		assert.Equal(t, strings.Count(s, "\n"), strings.Count(out, "\n"), "lines lost")
	})
}
