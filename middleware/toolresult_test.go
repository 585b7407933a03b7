package middleware_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
)

func TestToolErrorResult(t *testing.T) {
	t.Parallel()
	d := &middleware.GuardrailDenied{Code: middleware.CodeDenied, Kind: middleware.KindToolRun, Name: "Bash", Reason: "denied by rule"}
	r := middleware.ToolErrorResult("toolu_01", d)
	assert.Equal(t, "tool_result", r.Type)
	assert.Equal(t, "toolu_01", r.ToolUseID)
	assert.True(t, r.IsError)
	var body map[string]string
	require.NoError(t, json.Unmarshal([]byte(r.Content), &body))
	assert.Equal(t, map[string]string{"error": `Tool "Bash" denied: denied by rule`, "error_type": "GUARD_DENIED"}, body)

	b, err := json.Marshal(r)
	require.NoError(t, err)
	assert.JSONEq(t, `{"type":"tool_result","tool_use_id":"toolu_01","is_error":true,
		"content":"{\"error\":\"Tool \\\"Bash\\\" denied: denied by rule\",\"error_type\":\"GUARD_DENIED\"}"}`, string(b))

	r = middleware.ToolErrorResult("t2", errors.New("disk full"))
	require.NoError(t, json.Unmarshal([]byte(r.Content), &body))
	assert.Equal(t, "TOOL_ERROR", body["error_type"])
}

func TestMessages(t *testing.T) {
	t.Parallel()
	denied := &middleware.GuardrailDenied{Code: middleware.CodeDenied}
	assert.Equal(t, "Comando não permitido", middleware.MessagesPT.For(denied))
	assert.Equal(t, "Mensagem muito longa", middleware.MessagesPT.For(&middleware.GuardrailDenied{Code: middleware.CodeTooLong}))
	assert.Equal(t, "Command not allowed", middleware.MessagesEN.For(denied))
	// A classifier failure reads as a plain denial by default.
	assert.Equal(t, "Comando não permitido", middleware.MessagesPT.For(&middleware.GuardrailDenied{Code: middleware.CodeClassifierFailed}))
	m := middleware.Messages{Denied: "Nope"}.Merge(middleware.MessagesEN)
	assert.Equal(t, "Nope", m.Denied)
	assert.Equal(t, "Message too long", m.TooLong)
}
