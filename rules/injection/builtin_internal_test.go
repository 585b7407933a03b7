package injection

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Every check written in Go has one row, in its own pack, that says what
// its match says, so a policy can patch it by id.
func TestBuiltinRows(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		pack   Pack
		checks []Match
	}{{DefaultPack(), inputBuiltins}, {UntrustedPack(), untrustedBuiltins}} {
		for _, m := range tt.checks {
			var rows []Pattern
			for _, p := range tt.pack {
				if p.ID == m.ID {
					rows = append(rows, p)
				}
			}
			if assert.Len(t, rows, 1, m.ID) {
				assert.Equal(t, Pattern{ID: m.ID, Family: m.Family, Category: m.Category, Risk: m.Risk, Builtin: true}, rows[0])
			}
		}
	}
	s, err := Compile(DefaultPack())
	if assert.NoError(t, err) {
		got, run := s.over(covertGoalMatch, Match{}, false)
		assert.True(t, run)
		assert.Equal(t, covertGoalMatch, got)
		_, run = s.over(covertGoalMatch, Match{ID: "x"}, true)
		assert.False(t, run, "an enforcing match found: the check cannot change it")
	}
}
