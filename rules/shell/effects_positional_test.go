package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/guardrail-go/guardrail/middleware"
)

// TestEffectsPositional: sh -c SCRIPT NAME ARG… runs SCRIPT with its
// positional parameters put back.
func TestEffectsPositional(t *testing.T) {
	t.Parallel()
	runEffectCases(t, false, []effectCase{
		{`"$@"`, `bash -c '"$@"' _ rm -rf ~`, []middleware.Effect{del("~")}, nil},
		{"$1 as the program", `sh -c '$1 -rf $HOME' _ rm`, []middleware.Effect{del("~")}, nil},
		{"$0 and $@", `sh -c '"$0" "$@"' rm -rf ~`, []middleware.Effect{del("~")}, nil},
		{"a file argument", `sh -c 'cat "$1"' _ .env`, []middleware.Effect{rd(".env")}, nil},
		{"${2}", `sh -c 'cp "$1" "${2}"' _ a ~/.bashrc`, []middleware.Effect{rd("a"), wr("~/.bashrc")}, nil},
		{"unset", `sh -c 'cat "$3"' _ .env`, nil, []middleware.Effect{rd(".env")}},
		{"no parameters used", `sh -c 'echo hi' _ .env`, nil, []middleware.Effect{rd(".env")}},
	})
}

// TestWithPositional: the script text with its parameters put back.
func TestWithPositional(t *testing.T) {
	t.Parallel()
	params := []field{{s: "_"}, {s: "a b"}, {s: "it's"}}
	for in, want := range map[string]string{
		`"$@"`:         `'a b' 'it'\''s'`,
		`echo $1 "$2"`: `echo 'a b' 'it'\''s'`,
		`cat "${1}"`:   `cat 'a b'`,
		`echo $0 $9`:   `echo '_' ''`,
		`echo $f`:      `echo $f`,
	} {
		assert.Equal(t, want, withPositional(field{s: in}, params).s, in)
	}
	assert.Equal(t, `"$@"`, withPositional(field{s: `"$@"`}, []field{{s: "_"}, {s: "x", dyn: true}}).s, "a computed argument")
}
