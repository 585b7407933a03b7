package middleware_test

import (
	"encoding/json"
	"errors"
	"strings"
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
	assert.Equal(t, map[string]string{"error": `Tool "Bash" denied: denied by rule`, "error_type": "GUARD_DENIED", "kind": "denied"}, body)

	b, err := json.Marshal(r)
	require.NoError(t, err)
	assert.JSONEq(t, `{"type":"tool_result","tool_use_id":"toolu_01","is_error":true,
		"content":"{\"error\":\"Tool \\\"Bash\\\" denied: denied by rule\",\"error_type\":\"GUARD_DENIED\",\"kind\":\"denied\"}"}`, string(b))

	r = middleware.ToolErrorResult("t2", errors.New("disk full"))
	body = nil
	require.NoError(t, json.Unmarshal([]byte(r.Content), &body))
	assert.Equal(t, map[string]string{"error": "disk full", "error_type": "TOOL_ERROR"}, body, "no kind: not a stop")
}

func TestReadToolStop(t *testing.T) {
	t.Parallel()
	rmRoot := &middleware.GuardrailDenied{Code: middleware.CodeDenied, Kind: middleware.KindToolRun, Name: "Bash",
		Rule: "fs.rm-root", Category: "filesystem", Reason: "recursive deletion of /"}
	tests := []struct {
		name string
		text string
		want middleware.ToolStop
		ok   bool
	}{
		{"ToolErrorText", middleware.ToolErrorText(rmRoot),
			middleware.ToolStop{Code: middleware.CodeDenied, Kind: middleware.StopDangerousAction, Tool: "Bash", Reason: "recursive deletion of /"}, true},
		{"the plain error, as a bridge passes it", rmRoot.Error(),
			middleware.ToolStop{Code: middleware.CodeDenied, Kind: middleware.StopDenied, Tool: "Bash", Reason: "recursive deletion of /"}, true},
		{"an ask", `Tool "Write" needs approval: writing a system path`,
			middleware.ToolStop{Code: middleware.CodeAsk, Kind: middleware.StopNeedsApproval, Tool: "Write", Reason: "writing a system path"}, true},
		{"a quoted tool name", (&middleware.GuardrailDenied{Code: middleware.CodeDenied, Kind: middleware.KindToolRun, Name: `mcp__x__"odd"`, Reason: "r"}).Error(),
			middleware.ToolStop{Code: middleware.CodeDenied, Kind: middleware.StopDenied, Tool: `mcp__x__"odd"`, Reason: "r"}, true},
		{"JSON without a kind: the code's", `{"error":"Tool \"Read\" denied: this tool is not allowed here","error_type":"GUARD_CLASSIFIER_FAILED"}`,
			middleware.ToolStop{Code: middleware.CodeClassifierFailed, Kind: middleware.StopUnavailable, Tool: "Read", Reason: "this tool is not allowed here"}, true},
		{"JSON with a kind nobody knows: the code's", `{"error":"Tool \"Read\" denied: x","error_type":"GUARD_DENIED","kind":"<b>boom</b>"}`,
			middleware.ToolStop{Code: middleware.CodeDenied, Kind: middleware.StopDenied, Tool: "Read", Reason: "x"}, true},
		{"JSON whose error is free text", `{"error":"the guardrail said no","error_type":"GUARD_DENIED","kind":"private_data"}`,
			middleware.ToolStop{Code: middleware.CodeDenied, Kind: middleware.StopPrivateData, Reason: "the guardrail said no"}, true},
		{"a tool's own error", `{"error":"disk full","error_type":"TOOL_ERROR"}`, middleware.ToolStop{}, false},
		{"JSON without an error", `{"error_type":"GUARD_DENIED"}`, middleware.ToolStop{}, false},
		{"not JSON", `{"error": oops`, middleware.ToolStop{}, false},
		{"a command's output", "Exit code 1\nrm: cannot remove", middleware.ToolStop{}, false},
		{"looks like one, but is not", `Tool Bash denied: x`, middleware.ToolStop{}, false},
		{"another verb", `Tool "Bash" failed: x`, middleware.ToolStop{}, false},
		{"too long to be a stop", `Tool "Bash" denied: ` + strings.Repeat("x", 9000), middleware.ToolStop{}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, ok := middleware.ReadToolStop(tt.text)
			assert.Equal(t, tt.ok, ok)
			assert.Equal(t, tt.want, got)
		})
	}
}

func FuzzReadToolStop(f *testing.F) {
	for _, s := range []string{`Tool "Bash" denied: x`, `{"error":"Tool \"Read\" denied: y","error_type":"GUARD_DENIED","kind":"private_data"}`,
		`Tool "W" needs approval: z`, `{"error":"","error_type":"GUARD_ASK"}`, "plain"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, ok := middleware.ReadToolStop(text)
		if !ok {
			if s != (middleware.ToolStop{}) {
				t.Fatalf("not a stop, yet %+v", s)
			}
			return
		}
		if !s.Kind.Valid() {
			t.Fatalf("kind %q is not one of StopKinds", s.Kind)
		}
		if s.Code == "" || middleware.StopKindOf(&middleware.GuardrailDenied{Code: s.Code}) == "" {
			t.Fatalf("no guard code: %+v", s)
		}
		// JSON reads an invalid byte as U+FFFD: at most three bytes for one.
		if len(s.Reason) > 3*len(text) || len(s.Tool) > 3*len(text) {
			t.Fatalf("more text out than in: %+v", s)
		}
		// What it reads back from its own writing is what it wrote.
		d := &middleware.GuardrailDenied{Code: s.Code, Kind: middleware.KindToolRun, Name: s.Tool, Reason: s.Reason}
		if s.Tool != "" && s.Code != middleware.CodeAsk {
			back, ok := middleware.ReadToolStop(middleware.ToolErrorText(d))
			if ok && (back.Tool != s.Tool || back.Code != s.Code) {
				t.Fatalf("round trip: %+v → %+v", s, back)
			}
		}
	})
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
