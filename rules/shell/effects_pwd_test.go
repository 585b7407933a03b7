package shell

import (
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
)

// pwd, $PWD and ~+ are where the line is; $OLDPWD and ~- where it was:
// paths built on them are placed as the line's relative paths are.
func TestEffectsSpelledDirectory(t *testing.T) {
	t.Parallel()
	cases := []effectCase{
		{"PWD where it started", "cat $PWD/../../../etc/shadow", []middleware.Effect{rd("./../../../etc/shadow")}, nil},
		{"PWD quoted", `cat "${PWD}/src/main.go"`, []middleware.Effect{rd("./src/main.go")}, nil},
		{"tilde plus", "cat ~+/.env", []middleware.Effect{rd("./.env")}, nil},
		{"tilde plus alone", "tar czf - ~+", []middleware.Effect{rd(".")}, nil},
		{"tilde plus quoted stays", `cat "~+/.env"`, []middleware.Effect{rd("~+/.env")}, nil},
		{"tilde user stays", "cat ~+x/y", []middleware.Effect{rd("~+x/y")}, nil},
		{"pwd substituted", `cat "$(pwd)/../../../etc/shadow"`, []middleware.Effect{ex("pwd"), rd("./../../../etc/shadow")}, nil},
		{"pwd backquoted", "cat `pwd -P`/.env", []middleware.Effect{rd("./.env")}, nil},
		{"after cd", "cd ~/.ssh && cat $PWD/id_rsa", []middleware.Effect{rd("~/.ssh/id_rsa")}, nil},
		{"pwd after cd", `cd /etc && cp /tmp/x "$(pwd)/sudoers"`, []middleware.Effect{wr("/etc/sudoers")}, nil},
		{"after a relative cd: computed", "cd build && cat $PWD/x", []middleware.Effect{unk(rd("$PWD/x"))}, []middleware.Effect{rd("build/build/x")}},
		{"OLDPWD", "cd ~/.aws && cd /tmp && cat $OLDPWD/credentials", []middleware.Effect{rd("~/.aws/credentials")}, nil},
		{"tilde minus", "cd ~/.aws; cd /tmp; cat ~-/credentials", []middleware.Effect{rd("~/.aws/credentials")}, nil},
		{"tilde minus before any cd", "cat ~-/x", []middleware.Effect{unk(rd("$OLDPWD/x"))}, nil},
		{"assigned PWD is the line's", "PWD=/srv; cat $PWD/x", []middleware.Effect{rd("/srv/x")}, nil},
	}
	runEffectCases(t, false, cases)
}
