package chat_test

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/policy"
	"github.com/guardrail-go/guardrail/server/chat"
)

// countingAgent is a chat agent over the default policy whose output guard
// counts the decisions it is asked for.
func countingAgent(t *testing.T) (*chat.ChatAgent, *atomic.Int32) {
	t.Helper()
	var n atomic.Int32
	count := middleware.ClassifierFunc(func(context.Context, *middleware.Operation) (middleware.Verdict, error) {
		n.Add(1)
		return middleware.Verdict{}, nil
	})
	e, err := policy.Default().Compile(policy.Hooks{Output: []middleware.Classifier{count}})
	require.NoError(t, err)
	a, err := chat.New(e)
	require.NoError(t, err)
	return a, &n
}

// A frame with many texts (questions, headers, labels, descriptions, the
// tool's name) is one output decision, and each text is still sanitized.
func TestFrameIsCheckedOnce(t *testing.T) {
	t.Parallel()
	a, n := countingAgent(t)
	secret := "ghp_" + strings.Repeat("A1b2C3d4E5", 4)[:36]
	input := strings.Replace(askInput, `"Prometheus endpoint"`, `"Prometheus endpoint, token `+secret+`"`, 1)
	input = strings.Replace(input, `"label":"SQLite"`, `"label":"SQLite `+secret+`"`, 1)
	pm, err := a.ProcessOutput(context.Background(), []byte(asst(`{"type":"tool_use","id":"toolu_q9","name":"AskUserQuestion","input":`+input+`}`)))
	require.NoError(t, err)
	assert.Equal(t, int32(1), n.Load(), "one decision for the whole frame")
	require.Equal(t, chat.TypeMultiQuestion, pm.Type)
	require.Len(t, pm.Options, 2)
	assert.Equal(t, "SQLite [token]", pm.Options[0].Options[1].Label)
	assert.Equal(t, "Prometheus endpoint, token [token]", pm.Options[1].Options[0].Description)
	assert.Equal(t, "Which database should the service use?", pm.Options[0].Question)
	assert.Equal(t, "Database", pm.Options[0].Header)
	assert.NotContains(t, pm.Content, secret)
}

// A text that holds the separator the frame's texts are joined with is
// decided text by text: same result, nothing unsanitized.
func TestFrameSeparatorInText(t *testing.T) {
	t.Parallel()
	a, n := countingAgent(t)
	secret := "ghp_" + strings.Repeat("Z9y8X7w6V5", 4)[:36]
	input := strings.Replace(askInput, `"Which database should the service use?"`,
		`"Which database?\n\u001e\u001e\nsecond `+secret+`"`, 1)
	pm, err := a.ProcessOutput(context.Background(), []byte(asst(`{"type":"tool_use","id":"toolu_q8","name":"AskUserQuestion","input":`+input+`}`)))
	require.NoError(t, err)
	require.Equal(t, chat.TypeMultiQuestion, pm.Type)
	assert.Equal(t, "Which database?\n\u001e\u001e\nsecond [token]", pm.Options[0].Question)
	assert.NotContains(t, pm.Content, secret)
	assert.Contains(t, pm.Content, "[token]")
	assert.GreaterOrEqual(t, n.Load(), int32(2), "decided text by text")
}

// The texts of a frame the server builds (an approval) are one output
// decision too: secrets redacted, each text cut to the limit, empty texts
// kept empty; a policy that denies secrets denies the frame.
func TestSanitizeTexts(t *testing.T) {
	t.Parallel()
	a, n := countingAgent(t)
	secret := "ghp_" + strings.Repeat("Q1w2E3r4T5", 4)[:36]
	long := strings.Repeat("x", 300)
	out, err := a.SanitizeTexts(context.Background(), []string{"Bash", "curl -H 'Authorization: token " + secret + "' x", "", long}, 100)
	require.NoError(t, err)
	assert.Equal(t, int32(1), n.Load(), "one decision for the frame")
	require.Len(t, out, 4)
	assert.Equal(t, "Bash", out[0])
	assert.NotContains(t, out[1], secret)
	assert.Contains(t, out[1], "[token]")
	assert.Empty(t, out[2])
	assert.Equal(t, strings.Repeat("x", 100)+"…", out[3])

	p, err := policy.Parse("deny.yaml", []byte("version: 1\noutput:\n  on_secret: deny\n"))
	require.NoError(t, err)
	e, err := p.Compile(policy.Hooks{})
	require.NoError(t, err)
	strict, err := chat.New(e)
	require.NoError(t, err)
	_, err = strict.SanitizeTexts(context.Background(), []string{"Bash", "echo " + secret}, 0)
	assert.True(t, middleware.IsGuardError(err), "a frame holding a secret is denied: %v", err)
}
