package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/guardrail-go/guardrail/middleware"
)

// A program computed at run time could be a shell: the text after its
// -c is walked as the line it would run. A compiler's -c and Python's
// code are walked too, and find nothing.
func TestEffectsComputedShell(t *testing.T) {
	t.Parallel()
	home := del("~")
	runEffectCases(t, false, []effectCase{
		{"$SHELL -c", `${SHELL} -c 'rm -rf ~'`, []middleware.Effect{unknownExec, home}, nil},
		{"unknown -lc", `$X -lc 'rm -rf ~'`, []middleware.Effect{unknownExec, home}, nil},
		{"default shell -ec", `${SHELL:-bash} -ec 'rm -rf ~'`, []middleware.Effect{unknownExec, home}, nil},
		// Everyday.
		{"$SHELL runs the tests", `$SHELL -lc 'npm test'`, []middleware.Effect{unknownExec}, []middleware.Effect{home}},
		{"compiler -c", `$CC -c main.c -o main.o`, []middleware.Effect{unknownExec}, []middleware.Effect{home}},
		{"python -c", `$PYTHON -c 'print(1)'`, []middleware.Effect{unknownExec}, []middleware.Effect{home}},
		{"dynamic -c text", `$SHELL -c "$CMD"`, []middleware.Effect{unknownExec}, []middleware.Effect{home}},
	})
}

// shellCFlag is -c alone or last among one-letter options.
func TestShellCFlag(t *testing.T) {
	t.Parallel()
	for s, want := range map[string]bool{"-c": true, "-lc": true, "-ec": true, "--c": false, "-cx": false, "c": false, "-": false, "-C": false, "-1c": false} {
		assert.Equal(t, want, shellCFlag(field{s: s}), s)
	}
}
