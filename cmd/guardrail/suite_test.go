package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSuiteCommand(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCLI(t, "", "test", "--suite", "../../rules/testdata/shell_suite.yaml")
	assert.Equal(t, exitOK, code, errOut)
	assert.Contains(t, out, "Overall: ")
	assert.Contains(t, out, "recursive_delete: ")

	failing := writeFile(t, "s.yaml", `name: demo
threshold: high
test_cases:
  - id: a
    category: recursive_delete
    command: "rm -r -f /"
    expected: blocked
  - id: b
    category: safe
    command: "rm -rf ./target"
    expected: blocked
`)
	code, out, _ = runCLI(t, "", "test", "--suite", failing)
	assert.Equal(t, exitFailed, code)
	assert.Contains(t, out, "Overall: 1/2 (50.0%)")
	assert.Contains(t, out, "safe: 0/1")

	bad := writeFile(t, "bad.yaml", "name: x\ntest_cases:\n  - id: a\n    comand: ls\n")
	code, _, errOut = runCLI(t, "", "test", "--suite", bad)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errOut, "line 4")

	off := writeFile(t, "p.yaml", "version: 1\ntools:\n  shell:\n    enabled: false\n")
	for _, args := range [][]string{{"test"}, {"test", "--suite", "/nonexistent"}, {"test", "--suite", failing, "--policy", off}} {
		code, _, _ = runCLI(t, "", args...)
		assert.Equal(t, exitUsage, code, args)
	}
}

func TestEvalShell(t *testing.T) {
	t.Parallel()
	corpus := writeFile(t, "sh.jsonl", `{"text":"rm -rf --no-preserve-root /","label":"dangerous","category":"x"}
{"text":"ls -la","label":"benign","category":"y"}
`)
	code, out, errOut := runCLI(t, "", "eval", corpus)
	assert.Equal(t, exitOK, code, errOut)
	assert.Contains(t, out, "detector: shell")
	assert.Contains(t, out, "summary: detection 100.0% (1/1), false positives 0.0% (0/1)")
}
