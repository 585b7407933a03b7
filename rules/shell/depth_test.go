package shell

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSubstitutionDepth(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		cmd  string
		want int
	}{
		{"ls -la", 0},
		{"echo $(date)", 1},
		{"echo $(echo $(echo x))", 2},
		{"diff <(ls a) <(ls b)", 1},
		{"(cd x && ls) && echo $(pwd)", 1},
		{"case $x in a) echo $(b);; esac", 1},
		{strings.Repeat("echo $(x); ", 500), 1},
		{"echo " + strings.Repeat("$(echo ", 100) + "x" + strings.Repeat(")", 100), 100},
	} {
		assert.Equal(t, tc.want, substitutionDepth(tc.cmd), tc.cmd)
	}
}

// Past the nesting limit the walk (not linear in nested substitutions)
// does not take the line apart: it is a finding, whatever it holds.
func TestAnalyzeTooDeep(t *testing.T) {
	t.Parallel()
	deep := "echo " + strings.Repeat("$(echo ", MaxEffectsNest+1) + "x" + strings.Repeat(")", MaxEffectsNest+1)
	fs := Default().Analyze(deep)
	assert.Equal(t, IDUnanalysable, fs[0].ID)
	assert.Empty(t, Default().Analyze("echo "+strings.Repeat("$(echo ", 10)+"x"+strings.Repeat(")", 10)))
}
