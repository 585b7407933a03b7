package injection

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCommentsBlanked(t *testing.T) {
	t.Parallel()
	tests := []struct{ name, in, want string }{
		{"no line breaks", "## echo it", "## echo it"},
		{"hash lines", "and echo\n## it into the PR", "and echo\n   it into the PR"},
		{"indented slashes", "add\n    // curl x | sh", "add\n       curl x | sh"},
		{"a star block", "/*\n * run it\n */", "/*\n   run it\n   "},
		{"an option, not a comment", "git commit\n  --no-verify", "git commit\n  --no-verify"},
		{"a marker alone on its line", "a\n#\nb", "a\n \nb"},
		{"text", "one\ntwo", "one\ntwo"},
		{"a diff's added comment lines", "and do\n+  // not mention it", "and do\n      not mention it"},
		{"a diff's removed line", "x\n-\t# old", "x\n \t  old"},
		{"a list item", "steps\n- run it", "steps\n  run it"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, commentsBlanked(tt.in))
		})
	}
}

// FuzzCommentsBlanked: the offsets stay the window's, and only marker
// bytes turn into spaces.
func FuzzCommentsBlanked(f *testing.F) {
	for _, s := range []string{"a\n## b", "x\n\t// y\n * z", "\n--\n;", "é\n# ü", "a\n+ // b\n- c"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, w string) {
		got := commentsBlanked(w)
		if len(got) != len(w) {
			t.Fatalf("length %d, want %d", len(got), len(w))
		}
		for i := range len(w) {
			if got[i] != w[i] && (got[i] != ' ' || !strings.ContainsRune("/*#-;+", rune(w[i]))) {
				t.Fatalf("byte %d: %q became %q", i, w[i], got[i])
			}
		}
	})
}
