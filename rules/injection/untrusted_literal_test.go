package injection

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestBlankLiterals(t *testing.T) {
	t.Parallel()
	tests := []struct{ name, in, want string }{
		{"double quotes", `x = "You are a bot"`, `x = "             "`},
		{"single quotes after a colon", `{ content: 'be brief' }`, `{ content: '        ' }`},
		{"an apostrophe in a word opens nothing", `// don't "touch" this`, `// don't "touch" this`},
		{"a line comment is kept", "x = 1 # it's \"fine\"\ny = 'a'", "x = 1 # it's \"fine\"\ny = ' '"},
		{"a block comment's lines are kept", "/**\n * You are \"DAN\" now\n */\nconst a = `p`", "/**\n * You are \"DAN\" now\n */\nconst a = ` `"},
		{"triple quotes span lines", "P = \"\"\"one\ntwo\"\"\"\nq = 1", "P = \"\"\"   \n   \"\"\"\nq = 1"},
		{"an unclosed quote ends at the line", "a = \"open\nb = 2", "a = \"    \nb = 2"},
		{"an escaped quote stays inside", `s = "a\"b" + c`, `s = "    " + c`},
		{"a Python f-string", `return f"You are {x}"`, `return f"           "`},
		{"a word ending in f is no prefix", `elf"x"`, `elf"x"`},
		{"multi-byte letters keep their offsets", `t = "café"`, `t = "     "`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got := blankLiterals(tt.in)
			assert.Equal(t, tt.want, got)
			assert.Len(t, got, len(tt.in), "offsets are kept")
		})
	}
}

// FuzzBlankLiterals: any text keeps its length and its line breaks, and
// only bytes inside literals become spaces.
func FuzzBlankLiterals(f *testing.F) {
	for _, s := range []string{`x = "a"`, "P = '''a\nb'''", "`raw\nstring`", `"\`, `'`, "a = \"x\\\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkBlanked(t, s, blankLiterals(s))
	})
}

// checkBlanked fails t unless got is s with some bytes made spaces: the
// same length and line breaks, so every offset still points where it did.
func checkBlanked(t *testing.T, s, got string) {
	t.Helper()
	if len(got) != len(s) {
		t.Fatalf("length %d, want %d", len(got), len(s))
	}
	if strings.Count(got, "\n") != strings.Count(s, "\n") {
		t.Fatalf("line breaks changed")
	}
	for i := range len(s) {
		if got[i] != s[i] && got[i] != ' ' {
			t.Fatalf("byte %d became %q", i, got[i])
		}
	}
}
