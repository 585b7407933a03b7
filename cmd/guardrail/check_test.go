package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
)

// A tool:run decision carries the effects it was judged on, allowed or
// denied; other kinds carry none.
func TestCheckEffects(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		args    []string
		code    int
		effects any
	}{
		{"denied", []string{"--name", "Write", "--input", `{"file_path":".git/hooks/pre-commit","content":"x"}`}, exitDenied,
			[]any{map[string]any{"op": "write", "path": ".git/hooks/pre-commit", "class": "git-hooks"}}},
		{"allowed", []string{"--name", "Read", "--input", `{"file_path":"src/main.go"}`}, exitOK,
			[]any{map[string]any{"op": "read", "path": "src/main.go"}}},
		{"net", []string{"--name", "WebFetch", "--input", `{"url":"https://go.dev/doc"}`}, exitOK,
			[]any{map[string]any{"op": "net", "host": "go.dev", "dir": "download"}}},
		{"no effects", []string{"--name", "TodoWrite", "--input", `{"todos":[]}`}, exitOK, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			code, out, errOut := runCLI(t, "", append([]string{"check", "--kind", "tool:run"}, tt.args...)...)
			assert.Equal(t, tt.code, code, errOut)
			d := decodeLines(t, out)
			require.Len(t, d, 1)
			assert.Equal(t, tt.effects, d[0]["effects"])
		})
	}
	_, out, _ := runCLI(t, "", "check", "--kind", "input", "cat .env")
	assert.NotContains(t, out, "effects")

	in := `{"kind":"tool:run","name":"Edit","input":{"file_path":"/etc/passwd"}}` + "\n"
	code, out, _ := runCLI(t, in, "check", "--jsonl")
	assert.Equal(t, exitOK, code)
	d := decodeLines(t, out)
	require.Len(t, d, 1)
	assert.Equal(t, false, d[0]["allowed"])
	assert.Equal(t, []any{map[string]any{"op": "write", "path": "/etc/passwd", "class": "system-trust"}}, d[0]["effects"])
}

func TestCheckExplain(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"denied", []string{"--kind", "tool:run", "--name", "Write", "--input", `{"file_path":".claude/settings.json"}`}, exitDenied,
			"denied by effect.write.agent-settings (effect, high): writing the agent's own settings (persistence)\n" +
				"a person reads (dangerous_action): " + middleware.MessagesEN.Kinds[middleware.StopDangerousAction] + "\n" +
				"effects:\n  write .claude/settings.json (agent-settings)\n"},
		{"allowed", []string{"--kind", "tool:run", "--name", "Read", "--input", `{"file_path":"src/main.go"}`}, exitOK,
			"allowed\neffects:\n  read src/main.go\n"},
		{"no effects", []string{"--kind", "tool:run", "--name", "TodoWrite", "--input", `{}`}, exitOK,
			"allowed\neffects: none known\n"},
		{"input", []string{"--kind", "input", "hello"}, exitOK, "allowed\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			code, out, errOut := runCLI(t, "", append([]string{"check", "--explain"}, tt.args...)...)
			assert.Equal(t, tt.code, code, errOut)
			assert.Equal(t, tt.want, out)
		})
	}
	code, _, errOut := runCLI(t, "", "check", "--jsonl", "--explain")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errOut, "--explain is for one operation")
}

func TestDescribeEffect(t *testing.T) {
	t.Parallel()
	tests := []struct {
		e    middleware.Effect
		want string
	}{
		{middleware.Effect{Op: middleware.EffectRead, Path: ".env", Class: "credential"}, "read .env (credential)"},
		{middleware.Effect{Op: middleware.EffectNet, Host: "evil.example", Dir: "send"}, "net evil.example send"},
		{middleware.Effect{Op: middleware.EffectNet, Dir: "download"}, "net (no host named) download"},
		{middleware.Effect{Op: middleware.EffectExec, Program: "sh"}, "exec sh"},
		{middleware.Effect{Op: middleware.EffectRead, Path: "~/.ssh/$K", Unknown: true, Class: "credential"},
			"read ~/.ssh/$K [not known before it runs] (credential)"},
		{middleware.Effect{Op: middleware.EffectProcess}, "process"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, describeEffect(tt.e))
	}
}

// check --jsonl answers each line as soon as it has read it, so a program
// can keep it running as a co-process: write a line, read its answer.
func TestCheckJSONLIsACoProcess(t *testing.T) {
	t.Parallel()
	eng, err := loadEngine("")
	require.NoError(t, err)
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan int, 1)
	go func() { done <- checkLines(context.Background(), eng, inR, outW, io.Discard); outW.Close() }()
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	for _, tc := range []struct{ line, want string }{
		{`{"kind":"input","text":"hello"}`, `"allowed":true`},
		{`{"kind":"tool:run","name":"Read","input":{"file_path":".env"}}`, `"allowed":false`},
	} {
		_, err := io.WriteString(inW, tc.line+"\n")
		require.NoError(t, err)
		select { // the input stays open: the answer must come anyway
		case got := <-lines:
			assert.Contains(t, got, tc.want)
		case <-time.After(time.Minute): // a failsafe, not a speed claim
			t.Fatal("no answer while the input stays open")
		}
	}
	require.NoError(t, inW.Close())
	assert.Equal(t, exitOK, <-done)
}

// Line numbers in errors are the input's own: blank lines count.
func TestCheckJSONLLineNumbers(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCLI(t, "\n\n{\"kind\":\"input\",\"text\":\"hi\"}\n\nnot json\n", "check", "--jsonl")
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errOut, "line 5:")
	assert.Contains(t, out, `"line":5`)
}

// An ask is its own decision and its own exit status: a script tells
// "needs a person" from "denied".
func TestCheckAsk(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name     string
		command  string
		code     int
		decision string
		rule     string
	}{
		{"force push of a feature branch", "git push --force origin my-branch", exitAsk, "ask", "git.force-push-branch"},
		{"scheduled shutdown", "shutdown -h +60", exitAsk, "ask", "sys.shutdown-later"},
		{"pruning containers", "docker system prune -f", exitAsk, "ask", "data.delete"},
		{"flashing an installer image", "dd if=ubuntu.iso of=/dev/sdb bs=4M", exitAsk, "ask", "disk.write-image"},
		{"zeroing a disk", "dd if=/dev/zero of=/dev/sdb", exitDenied, "deny", "disk.write"},
		{"publishing a package", "npm publish", exitAsk, "ask", "pkg.publish"},
		{"a dry run publishes nothing", "npm publish --dry-run", exitOK, "allow", ""},
		{"shutdown now", "shutdown -h now", exitDenied, "deny", "sys.shutdown"},
		{"an ask never hides a deny", "git push --force origin my-branch; rm -rf ~", exitDenied, "deny", "fs.rm-home"},
		{"plain", "git status", exitOK, "allow", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			in, _ := json.Marshal(map[string]string{"command": tt.command})
			code, out, errOut := runCLI(t, "", "check", "--kind", "tool:run", "--name", "Bash", "--input", string(in))
			assert.Equal(t, tt.code, code, errOut)
			d := decodeLines(t, out)
			require.Len(t, d, 1)
			assert.Equal(t, tt.decision, d[0]["decision"])
			assert.Equal(t, tt.decision == "allow", d[0]["allowed"])
			if tt.rule != "" {
				assert.Equal(t, tt.rule, d[0]["rule"])
			}
		})
	}
}

// An ask rule in a policy file asks; with --explain the person reads it.
func TestCheckAskRule(t *testing.T) {
	t.Parallel()
	pol := writeFile(t, "p.yaml", "version: 1\ntools:\n  rules:\n    - id: deploys\n      ask: [\"Bash(make deploy:*)\"]\n      reason: deploys to production\n")
	code, out, errOut := runCLI(t, "", "check", "--policy", pol, "--explain", "--kind", "tool:run", "--name", "Bash", "--input", `{"command":"make deploy ENV=prod"}`)
	assert.Equal(t, exitAsk, code, errOut)
	assert.Contains(t, out, "asks a person, by deploys (-, -): deploys to production")
}
