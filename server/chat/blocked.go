package chat

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// Bounds of a blocked call's texts as shown, after sanitizing.
const (
	// maxBlockedInput bounds the call's input (the command) as shown.
	maxBlockedInput = 1 << 10
	// maxBlockedReason bounds what the guard found.
	maxBlockedReason = 300
	// maxCallText bounds the input a Stream remembers of one call: a
	// longer one is not remembered (the card shows the tool without it),
	// so what is remembered is always whole and sanitized whole.
	maxCallText = 16 << 10
	// maxCallBytes bounds what a Stream remembers of all calls.
	maxCallBytes = 256 << 10
)

// toolStop finds a guard's stop in a user line: exactly one tool_result,
// failed, whose text reads as one (middleware.ReadToolStop, after Claude
// Code's hook wrapper is taken off). It returns the stop and the
// tool_use id the result answers.
func toolStop(m *wireMsg) (middleware.ToolStop, string, bool) {
	if m.Message == nil {
		return middleware.ToolStop{}, "", false
	}
	var found *block
	for i := range m.Message.Content {
		b := &m.Message.Content[i]
		if b.Type != "tool_result" {
			continue
		}
		if found != nil {
			return middleware.ToolStop{}, "", false // several results: each is shown as it is
		}
		found = b
	}
	if found == nil || !found.IsError {
		return middleware.ToolStop{}, "", false
	}
	st, ok := middleware.ReadToolStop(unwrapHookError(toolResultText(found.Content)))
	return st, found.ToolUseID, ok
}

// blocked is the message for a tool call the guard stopped: the kind's
// plain text in the request's language, what the guard found, the tool and
// the call's input as the agent wrote it (when the stream saw the call).
// Every text that came from the agent goes through the output chain in one
// decision, as a message's texts do.
func (a *ChatAgent) blocked(ctx context.Context, e middleware.Snapshot, s *Stream, st middleware.ToolStop, id string) (ProcessedMessage, error) {
	tool, input := displayToolName(st.Tool), ""
	if s != nil {
		if c, ok := s.tools[id]; ok {
			tool, input = displayToolName(c.name), c.input
		}
	}
	wd := a.scope.Workdir
	if s != nil && s.cwd != "" {
		wd = s.cwd
	}
	if wd = strings.TrimRight(wd, "/"); wd != "" {
		input, st.Reason = relPaths(input, wd), relPaths(st.Reason, wd)
	}
	ps := []piece{
		newPiece(tool, maxSummary, "…"),
		newPiece(input, maxBlockedInput, truncMarker),
		newPiece(st.Reason, maxBlockedReason, "…"),
	}
	if err := a.sanitizeAll(ctx, e, ps); err != nil {
		return a.denied(ctx, e, err)
	}
	pm := ProcessedMessage{Type: TypeError, Kind: st.Kind, Tool: ps[0].out, Input: ps[1].out, Reason: ps[2].out,
		Content:  e.Messages(middleware.LocaleFrom(ctx)).ExplainKind(st.Kind),
		Metadata: map[string]any{"is_error": true}}
	if pm.Tool != "" {
		pm.Metadata["tool"] = pm.Tool
	}
	return pm, nil
}

// toolCall is what a Stream remembers of a tool call.
type toolCall struct {
	name  string
	input string // callText of its input; "" when too long
}

// callText is what a person reads of a call's input: the first of the
// fields that say what the call does (a Bash command, a file path, a URL…)
// whole, or "" when it has none or it is longer than maxCallText.
func callText(input json.RawMessage) string {
	if len(input) == 0 || input[0] != '{' {
		return ""
	}
	var in summaryFields
	_ = json.Unmarshal(input, &in)
	for _, s := range [...]string{in.Command, in.FilePath, in.NotebookPath, in.Pattern, in.Path, in.URL, in.Query, in.Skill, in.Description, in.Prompt} {
		if s = strings.TrimSpace(s); s != "" {
			if len(s) > maxCallText {
				return ""
			}
			return s
		}
	}
	return ""
}
