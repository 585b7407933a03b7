package shglob_test

import (
	"path"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/guardrail-go/guardrail/internal/shglob"
)

func TestMatch(t *testing.T) {
	t.Parallel()
	tests := []struct {
		pattern, name string
		want          bool
	}{
		{"r[!x]", "rm", true}, // bash's negation
		{"r[^x]", "rm", true},
		{"r[!m]", "rm", false},
		{".[!.]*", ".ssh", true},
		{".[!.]*", "..", false},
		{"[!]", "x", false}, // malformed: nothing
		{"*.pem", "id.pem", true},
		{"a\\[!b]", "a[!b]", true}, // an escaped bracket stays literal
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, shglob.Match(tt.pattern, tt.name), "%s ~ %s", tt.pattern, tt.name)
	}
}

// FuzzMatch: a pattern without "[!" matches as path.Match has it, and
// Match never panics.
func FuzzMatch(f *testing.F) {
	for _, s := range [][2]string{{"r[!x]", "rm"}, {".[!.]*", ".ssh"}, {"*", ""}, {"[", "a"}, {"a\\[!b]", "a[!b]"}} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, pattern, name string) {
		got := shglob.Match(pattern, name)
		if !strings.Contains(pattern, "[!") {
			ok, err := path.Match(pattern, name)
			assert.Equal(t, err == nil && ok, got)
		}
	})
}
