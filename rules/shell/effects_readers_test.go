package shell

import (
	"strings"
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
)

// TestEffectsReadersFlags: a reader's flags never take the file for
// their value (cat -A .env, tail -f .env were no read), and its value
// options still take theirs (head -n 5 .env reads .env, not 5).
func TestEffectsReadersFlags(t *testing.T) {
	t.Parallel()
	runEffectCases(t, false, []effectCase{
		{"cat -A", "cat -A .env", []middleware.Effect{rd(".env")}, nil},
		{"tail -f", "tail -f .env", []middleware.Effect{rd(".env")}, nil},
		{"wc -c", "wc -c .env", []middleware.Effect{rd(".env")}, nil},
		{"paste -s", "paste -s .env", []middleware.Effect{rd(".env")}, nil},
		{"diff -w", "diff -w .env x", []middleware.Effect{rd(".env"), rd("x")}, nil},
		{"column -t", "column -t .env", []middleware.Effect{rd(".env")}, nil},
		{"pr -t", "pr -t .env", []middleware.Effect{rd(".env")}, nil},
		{"hexdump -C", "hexdump -C ~/.ssh/id_rsa", []middleware.Effect{rd("~/.ssh/id_rsa")}, nil},
		{"look", "look '' .env", []middleware.Effect{rd(".env")}, nil},
		{"join", "join ~/.pgpass x", []middleware.Effect{rd("~/.pgpass"), rd("x")}, nil},
		{"head -n", "head -n 5 .env", []middleware.Effect{rd(".env")}, []middleware.Effect{rd("5")}},
		{"cut -d -f", "cut -d= -f2 .env", []middleware.Effect{rd(".env")}, []middleware.Effect{rd("2")}},
		{"tail -n", "tail -n +1 ~/.netrc", []middleware.Effect{rd("~/.netrc")}, []middleware.Effect{rd("+1")}},
		{"expand -t", "expand -t 4 .env", []middleware.Effect{rd(".env")}, []middleware.Effect{rd("4")}},
	})
}

// TestEffectsReadersAll: every reader reads a file given after a flag
// it does not take a value for (-q is none of theirs).
func TestEffectsReadersAll(t *testing.T) {
	t.Parallel()
	var cases []effectCase
	for _, n := range readerNames() {
		if strings.Contains("look join", n) {
			continue // their first operand is a word or a key file pair: above
		}
		cases = append(cases, effectCase{n, n + " .env", []middleware.Effect{rd(".env")}, nil})
	}
	runEffectCases(t, false, cases)
}

// readerNames lists every reader of the table.
func readerNames() []string {
	var out []string
	for _, r := range readerValOpts {
		out = append(out, strings.Fields(r.names)...)
	}
	return out
}
