package main

import (
	"fmt"
	"strings"
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

func TestGapsCommand(t *testing.T) {
	t.Parallel()
	const suite = "testdata/gaps_suite.yaml"
	// The built-in policy sees through every class of this suite.
	code, out, errOut := runCLI(t, "", "test", "--gaps", suite)
	assert.Equal(t, exitOK, code, errOut)
	assert.Contains(t, out, "Gaps of suite gaps-demo:")
	assert.Contains(t, out, "  class            caught/total\n")
	assert.Regexp(t, `(?m)^  flags +3/3 \(100\.0%\)$`, out)
	assert.Regexp(t, `(?m)^  encoding +2/2 `, out)
	assert.Contains(t, out, "Safe cases: their transparent variants must stay allowed")
	assert.Regexp(t, `(?m)^false positives: \d+ safe variants, 0 denied$`, out)
	assert.Regexp(t, `gaps: \d+ variants, 0 escaped\n$`, out)

	// A policy that only knows the literal spelling: the classes show.
	literal := writeFile(t, "literal.yaml", "version: 1\ntools:\n  shell: {enabled: false}\n  effects: {enabled: false}\n  rules:\n    - deny: [\"Bash(dd:*)\", \"Bash(rm -rf /)\"]\n")
	code, out, errOut = runCLI(t, "", "test", "--gaps", suite, "--policy", literal)
	assert.Equal(t, exitFailed, code, errOut)
	assert.Regexp(t, `gaps: \d+ variants, [1-9]\d* escaped\n$`, out)
	assert.Contains(t, out, "[wrappers: echo … | xargs] rd_001: echo / | xargs rm -rf")

	// Without --all the list stops at 20; a suite repeating one case has more.
	var many strings.Builder
	many.WriteString("name: many\ntest_cases:\n")
	for i := range 10 {
		fmt.Fprintf(&many, "  - id: d%d\n    command: \"dd if=/dev/zero of=/dev/sd%c\"\n    expected: blocked\n", i, 'a'+i)
	}
	big := writeFile(t, "many.yaml", many.String())
	// Against the literal-only policy, so that many variants escape
	// whatever the built-in policy learns.
	_, out, _ = runCLI(t, "", "test", "--gaps", big, "--policy", literal)
	assert.Contains(t, out, "first 20; --all for every one")
	assert.Equal(t, 20, strings.Count(out, "\n  ["))
	_, out, _ = runCLI(t, "", "test", "--gaps", big, "--all", "--policy", literal)
	assert.NotContains(t, out, "--all for every one")
	assert.Greater(t, strings.Count(out, "\n  ["), 20)

	safe := writeFile(t, "safe.yaml", "name: s\ntest_cases:\n  - id: a\n    command: ls -la\n    expected: allowed\n")
	code, out, errOut = runCLI(t, "", "test", "--gaps", safe)
	assert.Equal(t, exitOK, code, errOut)
	assert.Contains(t, out, "false positives: ")
	assert.True(t, strings.HasSuffix(out, "gaps: 0 variants, 0 escaped\n"), out)

	for _, args := range [][]string{
		{"test", "--gaps", suite, "--suite", suite},
		{"test", "--suite", suite, "--all"},
		{"test", "--gaps", "/nonexistent"},
		{"test", "--gaps", suite, "--policy", "/nonexistent"},
		{"test", "--gaps", suite, "extra"},
	} {
		code, _, _ = runCLI(t, "", args...)
		assert.Equal(t, exitUsage, code, args)
	}
}
