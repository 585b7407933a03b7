package rules

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The seed's scenarios, exactly.
func TestAllowedTools(t *testing.T) {
	t.Parallel()
	tests := []struct {
		context string
		want    []string
	}{
		{"analysis", []string{"Read", "Grep", "Glob"}},
		{"conversion", []string{"Read", "Write", "Edit", "Bash(npm:*)"}},
		{"review", []string{"Read", "Grep"}},
	}
	for _, tt := range tests {
		t.Run(tt.context, func(t *testing.T) {
			t.Parallel()
			got, err := AllowedTools(tt.context)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
	_, err := AllowedTools("admin")
	var uc *UnknownContextError
	require.ErrorAs(t, err, &uc)
	assert.Equal(t, "admin", uc.Context)
}

func TestAllowedToolsReturnsACopy(t *testing.T) {
	t.Parallel()
	got, err := AllowedTools("analysis")
	require.NoError(t, err)
	got[0] = "Bash"
	again, _ := AllowedTools("analysis")
	assert.Equal(t, "Read", again[0])
}

func TestPermits(t *testing.T) {
	t.Parallel()
	p := DefaultProfiles()
	tests := []struct {
		context, tool string
		input         []byte
		want          bool
	}{
		{"analysis", "Read", file("a.go"), true},
		{"analysis", "Glob", nil, true},
		{"analysis", "Write", file("a.go"), false},
		{"analysis", "Bash", bash("npm test"), false},
		{"conversion", "Bash", bash("npm test"), true},
		{"conversion", "Bash", bash("npm test && rm -rf /"), false},
		{"conversion", "Bash", bash("rm -rf /"), false},
		{"conversion", "Edit", file("a.go"), true},
		{"review", "Glob", nil, false},
		{"review", "Grep", nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.context+"/"+tt.tool, func(t *testing.T) {
			t.Parallel()
			ok, err := p.Permits(tt.context, tt.tool, tt.input)
			require.NoError(t, err)
			assert.Equal(t, tt.want, ok)
		})
	}
	ok, err := p.Permits("nope", "Read", nil)
	assert.False(t, ok)
	assert.Error(t, err)
}

func TestNewProfilesErrors(t *testing.T) {
	t.Parallel()
	_, err := NewProfiles(Context{Tools: []string{"Read"}})
	assert.ErrorContains(t, err, "without a name")
	_, err = NewProfiles(Context{Name: "a"}, Context{Name: "a"})
	assert.ErrorContains(t, err, "twice")
	_, err = NewProfiles(Context{Name: "a", Tools: []string{"Bash("}})
	assert.ErrorContains(t, err, `context "a"`)
	p, err := NewProfiles(Context{Name: "none"})
	require.NoError(t, err)
	ok, err := p.Permits("none", "Read", nil)
	require.NoError(t, err)
	assert.False(t, ok)
	assert.Equal(t, []string{"none"}, p.Names())
}
