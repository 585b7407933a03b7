package hook

import (
	"context"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/server/agent/claude"
)

// toolResult answers a PostToolUse: the tool's response is a tool:result
// operation (claude.JudgeToolResult, as the bridge judges it). Stopped,
// the model reads a short notice instead; allowed with secrets redacted,
// it reads the redacted response, in the response's own shape; otherwise
// no opinion. Either way the session learns from it (flows).
func toolResult(ctx context.Context, snap middleware.Snapshot, in claude.HookInput, s Scope) (any, error) {
	if in.ToolName == "" {
		return nil, &InputError{Reason: "PostToolUse input without tool_name"}
	}
	op := &middleware.Operation{Kind: middleware.KindToolResult, Name: in.ToolName,
		Tenant: s.Tenant, Project: s.Project, Session: in.SessionID}
	answer, _, err := claude.JudgeToolResult(ctx, snap.Check, op, in.ToolResponse)
	if err != nil {
		return nil, &InputError{Reason: err.Error()}
	}
	if _, none := answer.(claude.NoOpinion); none {
		return nil, nil
	}
	return answer, nil
}
