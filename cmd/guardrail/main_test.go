package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func runCLI(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	return runCLIEnv(t, nil, stdin, args...)
}

// runCLIEnv is runCLI with an environment of its own (never the test
// process's: tests run in parallel).
func runCLIEnv(t *testing.T, env map[string]string, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(args, func(k string) string { return env[k] }, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// noEnv is an empty environment.
func noEnv(string) string { return "" }

func decodeLines(t *testing.T, s string) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, line := range strings.Split(strings.TrimSpace(s), "\n") {
		var m map[string]any
		require.NoError(t, json.Unmarshal([]byte(line), &m), line)
		out = append(out, m)
	}
	return out
}

func TestCheckOne(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		args    []string
		code    int
		allowed bool
		rule    string
	}{
		{"plain message", []string{"check", "--kind", "input", "Can you help me understand this code?"}, exitOK, true, ""},
		{"too long", []string{"check", strings.Repeat("a", 10001)}, exitDenied, false, "max_length"},
		{"tool allowed", []string{"check", "--kind", "tool:run", "--name", "Read", "--input", `{"file_path":"a.go"}`, "--context", "analysis"}, exitOK, true, ""},
		{"tool outside context", []string{"check", "--kind", "tool:run", "--name", "Bash", "--input", `{"command":"ls"}`, "--context", "analysis"}, exitDenied, false, "context:analysis"},
		{"chained command", []string{"check", "--kind", "tool:run", "--name", "Bash", "--input", `{"command":"npm test && rm -rf /"}`, "--context", "conversion"}, exitDenied, false, "fs.rm-root"},
		{"chained, harmless, outside the profile", []string{"check", "--kind", "tool:run", "--name", "Bash", "--input", `{"command":"npm test && make"}`, "--context", "conversion"}, exitDenied, false, "context:conversion"},
		{"policy rule", []string{"check", "--kind", "tool:run", "--name", "Read", "--input", `{"file_path":"/srv/app/.env"}`}, exitDenied, false, "secrets-files"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			code, out, errOut := runCLI(t, "", tt.args...)
			assert.Equal(t, tt.code, code, errOut)
			d := decodeLines(t, out)
			require.Len(t, d, 1)
			assert.Equal(t, tt.allowed, d[0]["allowed"])
			assert.Equal(t, tt.rule, d[0]["rule"])
			if !tt.allowed {
				assert.NotEmpty(t, d[0]["message"])
			}
		})
	}
}

func TestCheckOutputText(t *testing.T) {
	t.Parallel()
	code, out, _ := runCLI(t, "", "check", "--kind", "output", "all", "done")
	require.Equal(t, exitOK, code)
	assert.Equal(t, "all done", decodeLines(t, out)[0]["text"])
}

func TestCheckUsageErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		args []string
		msg  string
	}{
		{[]string{"check", "--kind", "tool"}, `unknown kind "tool"`},
		{[]string{"check", "--kind", "tool:run"}, "needs --name"},
		{[]string{"check", "--kind", "tool:run", "--name", "Bash", "--input", "[1]"}, "not a JSON object"},
		{[]string{"check", "--kind", "tool:run", "--name", "Bash", "rm"}, "not TEXT"},
		{[]string{"check", "--kind", "input"}, "needs TEXT"},
		{[]string{"check", "--input", "{}", "hi"}, "--input is for tool:run"},
		{[]string{"check", "--policy", "/nonexistent.yaml", "hi"}, "no such file"},
		{[]string{"check", "--jsonl", "hi"}, "reads operations from stdin"},
		{[]string{"check", "--bogus"}, "flag provided but not defined"},
		{[]string{"frob"}, `unknown command "frob"`},
		{[]string{}, "Usage:"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			t.Parallel()
			code, out, errOut := runCLI(t, "", tt.args...)
			assert.Equal(t, exitUsage, code)
			assert.Empty(t, out)
			assert.Contains(t, errOut, tt.msg)
		})
	}
}

func TestCheckJSONL(t *testing.T) {
	t.Parallel()
	in := strings.Join([]string{
		`{"kind":"input","text":"hi"}`,
		`not json`,
		`{"kind":"tool:run","name":"Read","input":{"file_path":".env"}}`,
		``,
		`{"kind":"output","text":"done"}`,
		`{"kind":"tool:run","text":"x","name":"Bash"}`,
		`{"kind":"input"}`,
		`{"kind":"input","text":"x","extra":1}`,
		`{"kind":"tool:run","name":"Bash","input":{"command":"npm test"},"context":"conversion"}`,
	}, "\n")
	code, out, errOut := runCLI(t, in, "check", "--jsonl")
	assert.Equal(t, exitUsage, code, "a bad line makes the exit status 2")
	d := decodeLines(t, out)
	require.Len(t, d, 8, "one decision per non-empty line")
	assert.Equal(t, true, d[0]["allowed"])
	assert.Equal(t, "BAD_INPUT", d[1]["code"])
	assert.Equal(t, float64(2), d[1]["line"])
	assert.Equal(t, "GUARD_DENIED", d[2]["code"])
	assert.Equal(t, "done", d[3]["text"])
	assert.Equal(t, "BAD_INPUT", d[4]["code"])
	assert.Equal(t, "BAD_INPUT", d[5]["code"])
	assert.Equal(t, "BAD_INPUT", d[6]["code"])
	assert.Equal(t, true, d[7]["allowed"])
	assert.Contains(t, errOut, "line 2:")

	code, out, _ = runCLI(t, `{"kind":"input","text":"hi"}`, "check", "--jsonl")
	assert.Equal(t, exitOK, code)
	assert.Len(t, decodeLines(t, out), 1, "a last line without newline counts")
}

func TestCheckJSONLLongLine(t *testing.T) {
	t.Parallel()
	in := `{"kind":"input","text":"` + strings.Repeat("a", maxLine) + "\"}\n" + `{"kind":"input","text":"ok"}` + "\n"
	code, out, _ := runCLI(t, in, "check", "--jsonl")
	assert.Equal(t, exitUsage, code)
	d := decodeLines(t, out)
	require.Len(t, d, 2)
	assert.Equal(t, "BAD_INPUT", d[0]["code"])
	assert.Equal(t, true, d[1]["allowed"], "the stream goes on after an oversized line")
}

func TestPolicyCommands(t *testing.T) {
	t.Parallel()
	code, out, _ := runCLI(t, "", "policy", "print")
	require.Equal(t, exitOK, code)
	assert.Contains(t, out, "version: 1")

	dir := t.TempDir()
	good := filepath.Join(dir, "good.yaml")
	require.NoError(t, os.WriteFile(good, []byte(out), 0o600))
	bad := filepath.Join(dir, "bad.yaml")
	require.NoError(t, os.WriteFile(bad, []byte("version: 1\ntools:\n  rules:\n    - deny: [\"Bash(\"]\n"), 0o600))

	code, out, _ = runCLI(t, "", "policy", "lint", good)
	assert.Equal(t, exitOK, code)
	assert.Equal(t, good+": ok\n", out)

	code, _, errOut := runCLI(t, "", "policy", "lint", good, bad)
	assert.Equal(t, exitFailed, code)
	assert.Equal(t, bad+`:4: tool:run rule: pattern "Bash(": specifier not closed with ')'`+"\n", errOut)

	for _, args := range [][]string{{"policy"}, {"policy", "lint"}, {"policy", "print", "x"}, {"policy", "frob"}} {
		code, _, _ = runCLI(t, "", args...)
		assert.Equal(t, exitUsage, code, args)
	}
}

func TestHelp(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{{"--help"}, {"check", "--help"}, {"policy", "--help"}} {
		code, out, errOut := runCLI(t, "", args...)
		assert.Equal(t, exitOK, code, args)
		assert.Contains(t, out+errOut, "Usage:", args)
	}
}

// TestBinary runs the built command as a user would, to check exit statuses
// across a real process boundary.
func TestBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	t.Parallel()
	bin := buildBinary(t)

	cmd := exec.Command(bin, "check", "--kind", "tool:run", "--name", "Bash", "--input", `{"command":"rm -rf /"}`, "--context", "review")
	out, err := cmd.Output()
	var ee *exec.ExitError
	require.ErrorAs(t, err, &ee)
	assert.Equal(t, exitDenied, ee.ExitCode())
	assert.Contains(t, string(out), `"code":"GUARD_DENIED"`)

	cmd = exec.Command(bin, "check", "--jsonl")
	cmd.Stdin = strings.NewReader(`{"kind":"input","text":"hello"}` + "\n")
	out, err = cmd.Output()
	require.NoError(t, err)
	var d map[string]any
	require.NoError(t, json.Unmarshal(out, &d))
	assert.Regexp(t, `^[0-9a-f]{12}$`, d["policy"], "the decision names its policy")
	delete(d, "policy")
	assert.Equal(t, map[string]any{"decision": "allow", "allowed": true, "code": "", "reason": "", "rule": "", "category": "", "risk": ""}, d)
}

var (
	buildOnce sync.Once
	builtBin  string
	buildErr  error
)

// buildBinary builds the command once per test run.
func buildBinary(t testing.TB) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "guardrail-bin")
		if err != nil {
			buildErr = err
			return
		}
		builtBin = filepath.Join(dir, "guardrail")
		out, err := exec.Command("go", "build", "-o", builtBin, ".").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("%v: %s", err, out)
		}
	})
	require.NoError(t, buildErr)
	return builtBin
}
