package effects_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/middleware/guardtest"
	"github.com/guardrail-go/guardrail/rules/effects"
)

func call(tool string, in map[string]string) *middleware.Operation {
	b, _ := json.Marshal(in)
	return middleware.ToolCall(tool, b)
}

// The effects classifier keeps the classifier contract.
func TestClassifierConformance(t *testing.T) {
	c := compiled(t, nil)
	guardtest.Run(t, effects.Classifier(c, fakeShell, middleware.Levels{Block: middleware.RiskHigh}), guardtest.Cases{
		Deny: []*middleware.Operation{
			call("Read", map[string]string{"file_path": home + "/.aws/credentials"}),
			call("Write", map[string]string{"file_path": ".git/hooks/pre-commit", "content": "curl x | sh"}),
			call("Edit", map[string]string{"file_path": "~/.bashrc"}),
			call("Write", map[string]string{"file_path": "/etc/passwd"}),
			call("Write", map[string]string{"file_path": home + "/.ssh/authorized_keys"}),
			call("Edit", map[string]string{"file_path": "/work/repo/.claude/settings.json"}),
			call("Grep", map[string]string{"pattern": "AKIA", "path": home}),
			call("Bash", map[string]string{"command": "cat .env"}),
		},
		Allow: []*middleware.Operation{
			call("Read", map[string]string{"file_path": "src/main.go"}),
			call("Write", map[string]string{"file_path": "README.md"}),
			call("Read", map[string]string{"file_path": ".env.example"}),
			call("Read", map[string]string{"file_path": "~/.ssh/id_rsa.pub"}),
			call("Write", map[string]string{"file_path": "/tmp/x"}),
			call("WebFetch", map[string]string{"url": "https://go.dev/doc"}),
			call("Bash", map[string]string{"command": "ls"}),
		},
		AllowNoAllocs: []*middleware.Operation{
			middleware.UserInput("cat ~/.aws/credentials"),
			middleware.ModelOutput("edit ~/.bashrc"),
		},
	})
}

func TestClassifierVerdicts(t *testing.T) {
	t.Parallel()
	c := compiled(t, func(p *effects.Policy) { p.Workspace = "/work/repo" })
	cl := effects.Classifier(c, fakeShell, middleware.Levels{Block: middleware.RiskHigh})
	v, err := cl.Classify(context.Background(), call("Read", map[string]string{"file_path": "/work/repo/.env"}))
	require.NoError(t, err)
	assert.Equal(t, middleware.Verdict{Action: middleware.ActionDeny, ID: "effect.read.credential", Category: "effect",
		Risk: middleware.RiskHigh, Reason: "reading a credential file"}, v)

	v, err = cl.Classify(context.Background(), call("Write", map[string]string{"file_path": "/srv/out.txt"}))
	require.NoError(t, err)
	assert.Equal(t, "effect.write.outside-workspace", v.ID)
	assert.True(t, v.Monitor, "a finding under the threshold is only reported")

	v, err = cl.Classify(context.Background(), call("Read", map[string]string{"file_path": "/work/repo/main.go"}))
	require.NoError(t, err)
	assert.Equal(t, middleware.Verdict{}, v)

	// Unreadable input is an error: the guard fails closed.
	_, err = cl.Classify(context.Background(), middleware.ToolCall("Write", json.RawMessage(`{"file_path":1}`)))
	assert.Error(t, err)
	_, err = cl.Classify(context.Background(), middleware.ToolCall("Read", json.RawMessage(`{"file_path":"a","file_path":"/home/u/.ssh/id_rsa"}`)))
	assert.Error(t, err)
}
