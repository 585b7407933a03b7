package shell

import (
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
)

// TestEffectsDebuggers: attaching to a running process is privilege; a
// core dump reads its memory; a debugger started on a program or a core
// file is neither.
func TestEffectsDebuggers(t *testing.T) {
	t.Parallel()
	attach := func(p string) middleware.Effect { return opProg(middleware.EffectPrivilege, p) }
	runEffectCases(t, false, []effectCase{
		{"gdb -p", "gdb -p 1234", []middleware.Effect{attach("gdb")}, nil},
		{"gdb --pid=", "gdb -batch --pid=1234 -ex bt", []middleware.Effect{attach("gdb")}, nil},
		{"gdb PROG PID", "gdb ./server 4242", []middleware.Effect{attach("gdb")}, nil},
		{"gdb a core", "gdb ./server core", nil, []middleware.Effect{attach("gdb")}},
		{"gdb --args", "gdb --args ./server 42", nil, []middleware.Effect{attach("gdb")}},
		{"gdb dumps", "gdb -p 99 -batch -ex generate-core-file", []middleware.Effect{rd("/proc/99/mem")}, nil},
		{"gdb runs a shell", "gdb -batch -ex 'shell rm -rf ~' ./app", []middleware.Effect{del("~")}, nil},
		{"gcore", "gcore 1234", []middleware.Effect{rd("/proc/1234/mem")}, nil},
		{"gcore, computed", "gcore -o /tmp/d $(pgrep vault)", []middleware.Effect{rd("/proc/pid/mem")}, nil},
		{"lldb -p", "lldb -p 1234", []middleware.Effect{attach("lldb")}, nil},
		{"lldb -n", "lldb --attach-name server", []middleware.Effect{attach("lldb")}, nil},
		{"strace -p", "strace -f -p 1234", []middleware.Effect{attach("strace")}, nil},
		{"strace a command", "strace -o out.txt rm -rf ~", []middleware.Effect{del("~")}, []middleware.Effect{attach("strace")}},
		{"ltrace -p", "ltrace -p 77", []middleware.Effect{attach("ltrace")}, nil},
	})
}
