package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/middleware/httpguard"
	"github.com/guardrail-go/guardrail/rules/policy"
	"github.com/guardrail-go/guardrail/server"
	"github.com/guardrail-go/guardrail/server/chat"
)

// customPolicy adds one output pattern an operator wrote: the words
// "project bluebird" (a code name) read "[codename]".
func customPolicy(t *testing.T) *policy.Engine {
	t.Helper()
	p, err := policy.Parse("custom.yaml", []byte(`version: 1
output:
  patterns:
    - id: codename
      regex: '(?i)project bluebird'
      keywords: [bluebird]
      lead: 8
      replacement: '[codename]'
`))
	require.NoError(t, err)
	e, err := p.Compile(policy.Hooks{})
	require.NoError(t, err)
	return e
}

// No side doors: a pattern the operator adds applies wherever output is
// sanitized — the frames a person sees, /v1/check, and the denial log's
// excerpt; the bridge's log lines (server/agent/claude's
// TestLogLinesUseThePolicyPatterns) and the hook's reasons
// (cmd/guardrail's TestHookReasonUsesThePolicyPatterns) too.
func TestOutputPatternsApplyEverywhere(t *testing.T) {
	t.Parallel()
	e := customPolicy(t)
	const said = "Status of Project Bluebird: green"

	t.Run("frames", func(t *testing.T) {
		ca, err := chat.New(e)
		require.NoError(t, err)
		line := `{"type":"assistant","message":{"role":"assistant","content":[{"type":"text","text":"` + said + `"}]},"session_id":"s","parent_tool_use_id":null}`
		pm, err := ca.ProcessOutput(context.Background(), []byte(line))
		require.NoError(t, err)
		assert.Equal(t, "Status of [codename]: green", pm.Content)
	})

	t.Run("v1/check", func(t *testing.T) {
		h, err := httpguard.CheckHandler(e, httpguard.CheckOptions{})
		require.NoError(t, err)
		body, _ := json.Marshal(map[string]string{"kind": "output", "text": said})
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/v1/check", bytes.NewReader(body)))
		require.Equal(t, http.StatusOK, rec.Code)
		var d middleware.Decision
		require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &d))
		require.NotNil(t, d.Text)
		assert.Equal(t, "Status of [codename]: green", *d.Text)
	})

	t.Run("denial log", func(t *testing.T) {
		var logs bytes.Buffer
		onDeny := server.DenialLogger(slog.New(slog.NewJSONHandler(&logs, nil)), e)
		op := middleware.ToolCall("Bash", json.RawMessage(`{"command":"rm -rf / # project bluebird"}`))
		onDeny(context.Background(), op, &middleware.GuardrailDenied{Code: middleware.CodeDenied, Rule: "r"})
		assert.Contains(t, logs.String(), "[codename]")
		assert.NotContains(t, strings.ToLower(logs.String()), "bluebird")
	})
}
