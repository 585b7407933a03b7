package sanitize_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/sanitize"
)

const ghToken = "ghp_" + "Zx9Kq2Lm4Np6Rs8Tv0Wy1Ab3Cd5Ef7Gh9Ij2K"

func TestMiddlewareRewritesOutput(t *testing.T) {
	t.Parallel()
	var got string
	var redacted []sanitize.Finding
	h := sanitize.OutputStage(sanitize.Default(), sanitize.Config{
		OnRedact: func(_ context.Context, _ *middleware.Operation, fs []sanitize.Finding) { redacted = fs },
	})(middleware.HandlerFunc(func(_ context.Context, op *middleware.Operation) error {
		got = op.Text
		return nil
	}))
	ctx := context.Background()

	require.NoError(t, h.Handle(ctx, middleware.ModelOutput("Ran claude -p with token "+ghToken+" in /home/claude/.claude")))
	assert.Equal(t, "Ran [assistant] with token [token] in [config]", got)
	require.NotEmpty(t, redacted)
	summary := sanitize.Summary(redacted)
	assert.NotContains(t, summary, ghToken, "the log line never holds the secret")
	assert.Contains(t, summary, "github-token:")

	redacted = nil
	require.NoError(t, h.Handle(ctx, middleware.ModelOutput("All tests pass.")))
	assert.Equal(t, "All tests pass.", got)
	assert.Nil(t, redacted, "nothing rewritten, nothing reported")

	in := middleware.UserInput("claude -p " + ghToken)
	require.NoError(t, h.Handle(ctx, in))
	assert.Equal(t, "claude -p "+ghToken, in.Text, "input is not the sanitizer's to change")
}

func TestMiddlewareDenySecrets(t *testing.T) {
	t.Parallel()
	h := sanitize.OutputStage(sanitize.Default(), sanitize.Config{DenySecrets: true})(nil)
	ctx := context.Background()
	err := h.Handle(ctx, middleware.ModelOutput("the key is "+ghToken))
	var d *middleware.GuardrailDenied
	require.ErrorAs(t, err, &d)
	assert.Equal(t, "secret", d.Category)
	assert.NotContains(t, err.Error(), ghToken)

	op := middleware.ModelOutput("Claude Code says hi")
	require.NoError(t, h.Handle(ctx, op), "vendor names are rewritten, not denied")
	assert.Equal(t, "[assistant] says hi", op.Text)
}
