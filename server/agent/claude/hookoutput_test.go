package claude_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/server/agent/claude"
)

// TestHookOutputBytes pins the hook answers byte for byte: Claude Code
// reads them, from the hook command's stdout and from the bridge's
// hook_callback responses alike.
func TestHookOutputBytes(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		v    any
		want string
	}{
		{"deny", claude.DenyToolUse(`Tool "Bash" denied: <rm -rf />`),
			`{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"Tool \"Bash\" denied: \u003crm -rf /\u003e"}}`},
		{"deny without a reason", claude.DenyToolUse(""),
			`{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":""}}`},
		{"block", claude.BlockPrompt("Comando não permitido"), `{"decision":"block","reason":"Comando não permitido"}`},
		{"block without a reason", claude.BlockPrompt(""), `{"decision":"block","reason":""}`},
		{"no opinion", claude.NoOpinion{}, `{}`},
		{"tool output", claude.UpdateToolOutput("Bash", json.RawMessage(`{"stdout":"[token]","stderr":""}`)),
			`{"hookSpecificOutput":{"hookEventName":"PostToolUse","updatedToolOutput":{"stdout":"[token]","stderr":""}}}`},
		{"mcp tool output", claude.UpdateToolOutput("mcp__github__get_issue", json.RawMessage(`"withheld"`)),
			`{"hookSpecificOutput":{"hookEventName":"PostToolUse","updatedMCPToolOutput":"withheld"}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			b, err := json.Marshal(tt.v)
			require.NoError(t, err)
			assert.Equal(t, tt.want, string(b))
		})
	}
}
