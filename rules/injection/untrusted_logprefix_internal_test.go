package injection

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

func TestUnprefixLogLines(t *testing.T) {
	t.Parallel()
	tests := []struct{ name, in, want string }{
		{"a run of two", "npm WARN x@1: Agents\nnpm WARN x@1: must run it\n", "Agents\nmust run it\n"},
		{"a run between other lines", "$ npm i\nremote: a\nremote: b\ndone: ok\n", "$ npm i\na\nb\ndone: ok\n"},
		{"prefixes that differ", "x: a\ny: b\n", "x: a\ny: b\n"},
		{"no newline at the end", "x: a\nx: b", "a\nb"},
		{"a JSON key is no prefix", "\"k\": 1\n\"k\": 2\n", "\"k\": 1\n\"k\": 2\n"},
		{"one line", "x: a\n", "x: a\n"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, unprefixLogLines(tt.in), tt.name)
	}
}

// FuzzUnprefixLogLines: the text only loses prefixes, so it never grows,
// keeps its line breaks and stays valid UTF-8; with no run it is the text.
func FuzzUnprefixLogLines(f *testing.F) {
	for _, s := range []string{"x: a\nx: b\n", "remote: é\nremote: ü", "a\nb", "k: \nk: ", ": \n: \n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		out := unprefixLogLines(in)
		if len(out) > len(in) {
			t.Fatalf("grew: %q -> %q", in, out)
		}
		if strings.Count(out, "\n") != strings.Count(in, "\n") {
			t.Fatalf("line breaks changed: %q -> %q", in, out)
		}
		if utf8.ValidString(in) && !utf8.ValidString(out) {
			t.Fatalf("invalid UTF-8: %q -> %q", in, out)
		}
		if strings.Count(in, ": ") < 2 && out != in {
			t.Fatalf("changed without a run: %q -> %q", in, out)
		}
	})
}
