package main

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// BenchmarkHookStartup times what Claude Code pays per hook call: a fresh
// `guardrail hook` process, started with the hook's JSON on stdin, run
// until it exits with its decision. The binary is built once; each
// iteration is one exec, so ns/op is the wall time to the first (and only)
// decision, process start-up included. cpu-ms/op is the process's user and
// system time, steadier than wall time on a shared machine.
//
//	go test -run '^$' -bench HookStartup -benchtime 40x ./cmd/guardrail
func BenchmarkHookStartup(b *testing.B) {
	bin := buildBinary(b)
	cases := []struct {
		name, input string
		denied      bool
	}{
		{"PreToolUse", hookJSON("PreToolUse", "Bash", map[string]any{"command": "npm test"}, nil), false},
		{"PreToolUse_denied", hookJSON("PreToolUse", "Bash", map[string]any{"command": "sudo rm -rf /"}, nil), true},
		{"UserPromptSubmit", hookJSON("UserPromptSubmit", "", nil, strPtr("Please summarise the README for me.")), false},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			var cpu time.Duration
			for b.Loop() {
				cmd := exec.Command(bin, "hook")
				cmd.Stdin = strings.NewReader(c.input)
				var out bytes.Buffer
				cmd.Stdout = &out
				if err := cmd.Run(); err != nil {
					b.Fatalf("guardrail hook: %v", err)
				}
				if denied := out.Len() > 0; denied != c.denied {
					b.Fatalf("denied = %v, want %v (output %q)", denied, c.denied, out.String())
				}
				cpu += cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
			}
			b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
		})
	}
}
