package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/guardrail-go/guardrail/middleware"
)

// TestEffectsJoinedCommands: a command joined from a list of literals is
// the command they spell, in each language's spelling of join.
func TestEffectsJoinedCommands(t *testing.T) {
	t.Parallel()
	runEffectCases(t, false, []effectCase{
		{"python SEP.join", `python3 -c "import os;os.system(''.join(['r','m',' -rf ','~']))"`, []middleware.Effect{del("~")}, nil},
		{"python tuple", `python3 -c "import os;os.system(' '.join(('cat', '.env')))"`, []middleware.Effect{rd(".env")}, nil},
		{"js [].join", `node -e "require('child_process').execSync(['rm','-rf','~'].join(' '))"`, []middleware.Effect{del("~")}, nil},
		{"perl join", `perl -e 'system(join(" ", "rm", "-rf", "~"))'`, []middleware.Effect{del("~")}, nil},
		{"ruby [].join", `ruby -e 'system(["cat", ".env"].join(" "))'`, []middleware.Effect{rd(".env")}, nil},
		{"a computed item", `python3 -c "import os;os.system(' '.join(['cat', f]))"`, nil, []middleware.Effect{rd(".env")}},
	})
}

// TestFoldJoin: the literal a join of literals folds to.
func TestFoldJoin(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		`x = '-'.join(['a', 'b', 'c'])`: "a-b-c",
		`x = ['a', 'b'].join('+')`:      "a+b",
		`join(",", "a", "b")`:           "a,b",
	} {
		var strs []string
		for _, tk := range foldJoin(tokenize(langPython, in)) {
			if tk.kind == tokStr {
				strs = append(strs, tk.s)
			}
		}
		assert.Equal(t, []string{want}, strs, in)
	}
	assert.Len(t, foldJoin(tokenize(langPython, `'-'.join([a, 'b'])`)), len(tokenize(langPython, `'-'.join([a, 'b'])`)), "a name in the list")
}
