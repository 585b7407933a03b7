package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Cases 1–6 of tentickle's matcher suite, plus the metacharacters that
// tentickle treats as literal.
func TestMatchName(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, pattern string
		want          bool
	}{
		{"search", "search", true},
		{"find", "search", false},
		{"anything", "*", true},
		{"", "*", true},
		{"file_read", "file_*", true},
		{"file_write", "file_*", true},
		{"exec_run", "file_*", false},
		{"read_admin", "*_admin", true},
		{"write_admin", "*_admin", true},
		{"admin_read", "*_admin", false},
		{"file_v2_read", "file_*_read", true},
		{"file__read", "file_*_read", true},
		{"file_v2_write", "file_*_read", false},
		{"a", "b", false},
		// Case-sensitive, anchored at both ends.
		{"Search", "search", false},
		{"research", "search", false},
		{"file_", "file_*", true},
		{"_read", "file_*_read", false},
		// Two stars go through the glob engine.
		{"a_x_b_y_c", "a*b*c", true},
		{"a_x_c", "a*b*c", false},
		{"abc", "*b*", true},
		// "?", "[" and "{" are literal, as in tentickle.
		{"what?", "what?", true},
		{"whatx", "what?", false},
		{"a[1]_x", "a[1]*", true},
		{"a1_x", "a[1]*", false},
		{"{a}b", "{a}*", true},
		{"a?b_c", "a?b*c*", true},
		{"axb_c", "a?b*c*", false},
	}
	for _, tt := range tests {
		t.Run(tt.pattern+"/"+tt.name, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, tt.want, MatchName(tt.name, tt.pattern))
		})
	}
}
