package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/internal/fakemodel"
)

// An ask reaches the real CLI as permissionDecision "ask": Claude Code
// then wants a person's answer, which a print-mode run has no one to give,
// so the call does not run and is reported as a permission denial, even
// though --allowedTools allows Bash (an ask outranks an allow rule).
func TestClaudeHookAskE2E(t *testing.T) {
	cli := fakemodel.Binary(t)
	bin := buildBinary(t)
	t.Parallel()
	policyFile := filepath.Join(t.TempDir(), "ask.yaml")
	require.NoError(t, os.WriteFile(policyFile, []byte(
		"version: 1\ntools:\n  rules:\n    - id: deploys\n      ask: [\"Bash(touch deployed.txt)\"]\n      reason: deploys the project\n"), 0o644))
	m := fakemodel.New(t, fakemodel.Scenario{
		fakemodel.Bash("touch deployed.txt"),
		fakemodel.Bash("touch tested.txt"),
		fakemodel.Text("Done."),
	})
	s := newHookSandbox(t, "'"+bin+"' hook --policy '"+policyFile+"'", "PreToolUse")
	lines := s.runClaude(t, cli, m, "Deploy, then test.", "--allowedTools", "Bash")

	_, err := os.Stat(filepath.Join(s.dir, "deployed.txt"))
	assert.ErrorIs(t, err, os.ErrNotExist, "the asked call did not run without a person's yes")
	_, err = os.Stat(filepath.Join(s.dir, "tested.txt"))
	assert.NoError(t, err, "the next, ordinary call ran")

	results := m.ToolResults()
	require.Len(t, results, 2)
	t.Logf("the model read: %s", results[0].Text)
	assert.True(t, results[0].IsError)
	assert.False(t, results[1].IsError, results[1].Text)

	res := lastResult(t, lines)
	t.Logf("result: %v", res)
	denials, _ := res["permission_denials"].([]any)
	require.Len(t, denials, 1, "Claude Code reports the asked call as not permitted")
	d, _ := denials[0].(map[string]any)
	assert.Equal(t, "Bash", d["tool_name"])
}
