package injection

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// runBytes lists the bytes of a run's set, for reading a test's failure.
func runBytes(r byteRun) string {
	var b []byte
	for c := range 128 {
		if r.set.has(byte(c)) {
			b = append(b, byte(c))
		}
	}
	return string(b)
}

// TestCodeRunsFacts pins the runs the syntax tree yields for a few shapes.
func TestCodeRunsFacts(t *testing.T) {
	type run struct {
		bytes string
		n     int
	}
	for _, tc := range []struct {
		src  string
		want []run // nil: none worth reading for
	}{
		// A fake end: three separators, "]]" or ">>>", then a word.
		{`(?:[=\-#*_~+|]{3,64}|\]\]|>>>)\s*(?:end|stop)`, []run{{"#*+-=_|~", 3}, {"]", 2}, {">", 3}}},
		// The longest stretch of a literal the code view writes as is.
		{`\bformat\s+c:`, []run{{"afmort", 6}}},
		{`getruntime\(\)\s*\.\s*exec`, []run{{"eginrtu", 8}}}, // "getrunti": rarer than "()"
		// A run two alternatives share is read once.
		{`={3,}a|={3,}b`, []run{{"=", 3}}},
		// Optional parts and assertions hold nothing.
		{`(?:^|[^\pL])x?`, nil},
		{`a*b*`, nil},
		// Letters alone are in every text: not worth a read.
		{`ab|cd|ef`, nil},
		// Not ASCII: the code view may write it from another character.
		{`конец`, nil},
	} {
		runs := needRuns(tc.src)
		if tc.want == nil {
			require.Nil(t, runs, tc.src)
			continue
		}
		got := make([]run, len(runs))
		for i, r := range runs {
			got[i] = run{runBytes(r), r.n}
		}
		require.Equal(t, tc.want, got, tc.src)
	}
}

// TestRunsIn reads runs in views.
func TestRunsIn(t *testing.T) {
	runs := needRuns(`(?:[=\-#*_~+|]{3,64}|\]\])\s*end`)
	require.NotNil(t, runs)
	for view, want := range map[string]bool{
		"--- end":           true,
		"a-_=b":             true,
		"]] end":            true,
		"a_b-c end end":     false,
		"]x] -- end":        false,
		"":                  false,
		"x = y - z # end":   false,
		"x = y -=- z # end": true,
	} {
		require.Equal(t, want, runsIn(runs, []byte(view)), view)
	}
}

// TestSplitAlts splits an unbounded alternation with a bounded part, and
// leaves whole what a flag group reaches over or an alternative without
// literals.
func TestSplitAlts(t *testing.T) {
	alts := splitAlts(`\bdd\s+(?:\S+\s+)*of=/dev/sd|\bformat\s+c:`)
	require.Len(t, alts, 2)
	require.Zero(t, alts[0].cl.width)
	require.Positive(t, alts[1].cl.width)
	require.Nil(t, splitAlts(`(?i)dd\s+(?:\S+\s+)*of=/dev/|format\s+c:`))
	require.Nil(t, splitAlts(`\w+|format\s+c:`), "an alternative without literals")
	require.Nil(t, splitAlts(`a.*b|c.*d`), "no alternative is bounded")
}
