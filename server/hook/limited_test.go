package hook_test

import (
	"bytes"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/guardrail-go/guardrail/server/hook"
)

// A rate-limited hook request is answered 200 with a deny (a block for a
// prompt): Claude Code's HTTP hooks let a call through on a 429.
func TestLimited(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(hook.Limited)
	defer srv.Close()
	tests := []struct {
		name string
		body []byte
		want string
	}{
		{"tool call", bash("s", "ls"), `"permissionDecision":"deny"`},
		{"prompt", input("UserPromptSubmit", "s", "", nil, ptr("hello")), `"decision":"block"`},
		{"unreadable", []byte("not json"), `"permissionDecision":"deny"`},
		{"too large", bytes.Repeat([]byte("a"), hook.MaxInputBytes+10), `"permissionDecision":"deny"`},
	}
	for _, tt := range tests {
		code, body := post(t, srv.URL, tt.body)
		assert.Equal(t, 200, code, tt.name)
		assert.Contains(t, body, tt.want, tt.name)
		assert.Contains(t, body, "too many requests", tt.name)
		assert.NotContains(t, body, "not json", "the input is never echoed")
	}
}
