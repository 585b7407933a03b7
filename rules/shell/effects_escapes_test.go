package shell

import (
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
)

// TestEffectsPagerCommands: what a pager or man is told to run is judged
// as the command it is; a plain page runs nothing.
func TestEffectsPagerCommands(t *testing.T) {
	t.Parallel()
	home := del("~")
	runEffectCases(t, false, []effectCase{
		{"less +!", "less +'!rm -rf ~' README.md", []middleware.Effect{home, rd("README.md")}, nil},
		{"man -P", `man -P 'sh -c "rm -rf ~"' ls`, []middleware.Effect{home}, nil},
		{"man --pager=", "man --pager='rm -rf ~' ls", []middleware.Effect{home}, nil},
		{"man -Pcmd", "man -P'rm -rf ~' ls", []middleware.Effect{home}, nil},
		{"man --html=", "man --html='rm -rf ~' ls", []middleware.Effect{home}, nil},
		{"man -P less", "man -P less ls", []middleware.Effect{ex("less")}, []middleware.Effect{home, op(middleware.EffectNet)}},
		{"man alone", "man ls", nil, []middleware.Effect{ex("ls"), home}},
	})
}
