package injection

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestUngrepLines: grep's output (file:line: for a match, file-line- for
// context, "--" between groups) is read without its prefixes; anything
// else is left as it is.
func TestUngrepLines(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, in, want string
	}{
		{"matches", "src/a.ts:14:// x\nsrc/b.go:2:  y", "// x\n  y"},
		{"context and groups", "a/b.py-3-ctx\na/b.py:4:hit\n--\nc.md:9:z\n", "ctx\nhit\n--\nz\n"},
		{"a dash in the file name", "src/v2-3.ts:5:a\nsrc/v2-3.ts-6-b", "a\nb"},
		{"one line is no listing", "src/a.ts:14:// x", "src/a.ts:14:// x"},
		{"a line without a prefix", "src/a.ts:14:x\nplain text\nsrc/a.ts:15:y", "src/a.ts:14:x\nplain text\nsrc/a.ts:15:y"},
		{"a label is no file", "note:1:x\nnote:2:y", "note:1:x\nnote:2:y"},
		{"times", "at 10:30:00 it ran\nat 10:31:00 again", "at 10:30:00 it ran\nat 10:31:00 again"},
		{"empty", "", ""},
	} {
		assert.Equal(t, c.want, ungrepLines(c.in), c.name)
	}
}

// FuzzUngrepLines: the text without prefixes is never longer and keeps
// every line, each the end of the line it was.
func FuzzUngrepLines(f *testing.F) {
	for _, s := range []string{"a.go:1:x\nb.go:2:y", "a/b-1-x\n--\na/b:2:y", "x.y:1:", ".:1:\n.-2-", "a.b:99999999999:x\na.b:1:y"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := ungrepLines(s)
		assert.LessOrEqual(t, len(out), len(s))
		assert.Equal(t, strings.Count(s, "\n"), strings.Count(out, "\n"))
		in, got := strings.Split(s, "\n"), strings.Split(out, "\n")
		for i := range in {
			assert.True(t, strings.HasSuffix(in[i], got[i]), "line %d", i)
		}
	})
}
