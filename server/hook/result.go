package hook

import (
	"context"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/server/agent/claude"
)

// toolResult answers a PostToolUse: the tool's response is a tool:result
// operation. Stopped, the model reads a short notice instead; allowed with
// secrets redacted, it reads the redacted response, in the response's own
// shape (each string of it redacted); otherwise no opinion. Either way the
// session learns from it (flows): untrusted content, private data.
func toolResult(ctx context.Context, snap middleware.Snapshot, in claude.HookInput, s Scope) (any, error) {
	if in.ToolName == "" {
		return nil, &InputError{Reason: "PostToolUse input without tool_name"}
	}
	resp, text, err := claude.DecodeToolResponse(in.ToolResponse)
	if err != nil {
		return nil, &InputError{Reason: err.Error()}
	}
	op := &middleware.Operation{Kind: middleware.KindToolResult, Name: in.ToolName, Text: text,
		Tenant: s.Tenant, Project: s.Project, Session: in.SessionID}
	err = snap.Check(ctx, op)
	if err != nil {
		return claude.ReplaceToolOutput(in.ToolName, claude.MapStrings(resp, func(string) string { return "" }, claude.ResultWithheld)), nil
	}
	if op.Text == text {
		return nil, nil
	}
	redact := snap.Redact
	if r, ok := snap.(interface{ RedactSecrets(string) string }); ok {
		redact = r.RedactSecrets // secrets only: the model reads the rest as written
	}
	return claude.ReplaceToolOutput(in.ToolName, claude.MapStrings(resp, redact, "")), nil
}
