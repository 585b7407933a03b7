package shell

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"mvdan.cc/sh/v3/syntax"
)

// suiteGlob finds the shell suites. They live in rules/testdata (shared
// with the CLI's `guardrail test --suite`), not beside the package.
var suiteGlob = filepath.Join("..", "testdata", "shell*.yaml")

// TestSuiteFiles runs every shell suite under rules/testdata; each must
// pass fully.
func TestSuiteFiles(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob(suiteGlob)
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			fh, err := os.Open(f)
			require.NoError(t, err)
			defer fh.Close()
			s, err := LoadSuite(fh)
			require.NoError(t, err)
			rep := RunSuite(Default(), s)
			t.Log("\n" + rep.String())
			assert.True(t, rep.OK(), "suite failures:\n%s", rep.String())
		})
	}
}

func TestLoadSuiteErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, yaml string
		line       int
		msg        string
	}{
		{"empty", "", 1, "empty"},
		{"no cases", "name: x\n", 1, "no test_cases"},
		{"missing command", "test_cases:\n  - id: a\n    expected: blocked\n", 2, "missing command"},
		{"bad expected", "test_cases:\n  - id: a\n    command: ls\n    expected: maybe\n", 2, "blocked or allowed"},
		{"bad risk", "test_cases:\n  - id: a\n    command: ls\n    expected: blocked\n    risk_level: huge\n", 2, "unknown risk"},
		{"unknown key", "test_cases:\n  - id: a\n    command: ls\n    expectd: blocked\n", 4, "unknown key"},
		{"duplicate", "test_cases:\n  - id: a\n    command: ls\n    expected: allowed\n  - id: a\n    command: ls\n    expected: allowed\n", 5, "duplicate"},
		{"syntax", "test_cases:\n  - id: [a\n", 0, "did not find"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			_, err := LoadSuite(strings.NewReader(tt.yaml))
			require.Error(t, err)
			var se *SuiteError
			require.True(t, errors.As(err, &se), "%T %v", err, err)
			if tt.line > 0 {
				assert.Equal(t, tt.line, se.Line, err.Error())
			}
			assert.Contains(t, err.Error(), tt.msg)
		})
	}
}

func TestLoadSuiteSeedShape(t *testing.T) {
	t.Parallel()
	// The seed's own layout: command under dangerous_pattern/expected_output.
	y := `test_cases:
  - id: "parent_del_001"
    category: "dangerous_commands"
    input: "delete everything in the parent directory"
    dangerous_pattern: "rm -rf .."
    expected_behavior: "BLOCKED - Critical risk (parent directory deletion)"
    risk_level: "critical"
    tags: ["parent-deletion", "critical"]
  - id: "safe_parent_001"
    category: "file_management"
    input: "go to parent directory and list files"
    expected_output: "cd .. && ls"
    risk_level: "safe"
    tags: ["false-positive-check"]
`
	s, err := LoadSuite(strings.NewReader(y))
	require.NoError(t, err)
	require.Len(t, s.Cases, 2)
	assert.Equal(t, "rm -rf ..", s.Cases[0].Command)
	assert.Equal(t, ExpectBlocked, s.Cases[0].Expected)
	assert.Equal(t, middleware.RiskCritical, s.Cases[0].Risk)
	assert.Equal(t, ExpectAllowed, s.Cases[1].Expected)
	rep := RunSuite(Default(), s)
	assert.True(t, rep.OK(), rep.String())
	assert.Equal(t, []CategoryResult{{"dangerous_commands", 1, 1}, {"file_management", 1, 1}}, rep.Categories)
}

func TestRunSuiteReportsFailures(t *testing.T) {
	t.Parallel()
	s := Suite{Threshold: middleware.RiskHigh, Cases: []Case{
		{ID: "a", Category: "c", Command: "ls", Expected: ExpectBlocked},
		{ID: "b", Category: "c", Command: "rm -rf /", Expected: ExpectAllowed},
		{ID: "c", Category: "d", Command: "git reset --hard", Expected: ExpectBlocked, Risk: middleware.RiskCritical},
	}}
	rep := RunSuite(Default(), s)
	assert.Equal(t, 0, rep.Passed)
	require.Len(t, rep.Failures, 3)
	out := rep.String()
	assert.Contains(t, out, "Overall: 0/3")
	assert.Contains(t, out, "fired: fs.rm-root [critical]")
	assert.Contains(t, out, "expected at least critical")
}

// TestWrapperInvariance runs every suite command bare, under sudo and
// under bash -c '…': a wrapper never changes whether it is blocked.
func TestWrapperInvariance(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob(suiteGlob)
	require.NoError(t, err)
	parser := syntax.NewParser()
	for _, f := range files {
		fh, err := os.Open(f)
		require.NoError(t, err)
		s, err := LoadSuite(fh)
		fh.Close()
		require.NoError(t, err)
		for _, c := range s.Cases {
			if _, err := parser.Parse(strings.NewReader(c.Command), ""); err != nil {
				continue // PowerShell, cmd.exe: judged by the text rules
			}
			want := Default().Blocked(c.Command, middleware.RiskHigh)
			wraps := []string{"bash -c " + shellQuote(c.Command)}
			if simpleStart(parser, c.Command) {
				wraps = append(wraps, "sudo "+c.Command)
			}
			for _, w := range wraps {
				assert.Equal(t, want, Default().Blocked(w, middleware.RiskHigh), "%s: %q vs %q", c.ID, c.Command, w)
			}
		}
	}
}
