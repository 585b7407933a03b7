package hook

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/server/agent/claude"
)

// MaxInputBytes bounds one hook input.
const MaxInputBytes = 16 << 20

// InputError is a hook input the guard cannot read: the caller blocks.
type InputError struct{ Reason string }

func (e *InputError) Error() string { return e.Reason }

// Scope says whose calls these are and what they may use.
type Scope struct {
	// Context is the tool profile PreToolUse checks tools against; empty:
	// none (every tool, still judged by rules and classifiers).
	Context string
	// Tenant and Project own the sessions (the flows' key, with the
	// input's session_id).
	Tenant, Project string
	// Local says the guard runs on the agent's machine (the command
	// hook): the input's cwd is the directory the call runs in, and the
	// project there may be read (package.json scripts). A server never
	// reads its own disk by a path a client sent.
	Local bool
}

// Parse reads a hook input.
func Parse(data []byte) (claude.HookInput, error) {
	var in claude.HookInput
	if len(data) > MaxInputBytes {
		return in, &InputError{Reason: fmt.Sprintf("hook input larger than %d bytes", MaxInputBytes)}
	}
	if err := json.NewDecoder(bytes.NewReader(data)).Decode(&in); err != nil {
		return in, &InputError{Reason: "unreadable hook input: " + err.Error()}
	}
	if in.Event == "" {
		return in, &InputError{Reason: "hook input without hook_event_name"}
	}
	return in, nil
}

// Answer decides one hook input with snap and returns what to answer: a
// value to write as JSON, or nil for no opinion (Claude Code's own rules
// go on). A blocked prompt's reason is for the person, in the language ctx
// carries (middleware.WithLocale); a denied call's is for the model. An
// input it cannot read is an *InputError.
func Answer(ctx context.Context, snap middleware.Snapshot, in claude.HookInput, s Scope) (any, error) {
	switch in.Event {
	case claude.EventPreToolUse:
		op, err := toolCall(in, s)
		if err != nil {
			return nil, err
		}
		err = snap.Check(ctx, op)
		if err == nil {
			return nil, nil
		}
		// For the model, so it can try another way (or, for an ask, for
		// the person in Claude Code's prompt); through the policy's own
		// output patterns, like everything the guard writes.
		reason := snap.Redact(err.Error())
		if middleware.IsAsk(err) {
			return claude.AskToolUse(reason), nil
		}
		return claude.DenyToolUse(reason), nil
	case claude.EventPostToolUse:
		return toolResult(ctx, snap, in, s)
	case claude.EventUserPromptSubmit:
		if in.Prompt == nil {
			return nil, &InputError{Reason: "UserPromptSubmit input without prompt"}
		}
		op := &middleware.Operation{Kind: middleware.KindInput, Name: middleware.ChannelHook, Text: *in.Prompt,
			Tenant: s.Tenant, Project: s.Project, Session: in.SessionID}
		if err := snap.Check(ctx, op); err != nil {
			// For the person at Claude Code: what kind of thing was
			// stopped, in their language.
			return claude.BlockPrompt(snap.Messages(middleware.LocaleFrom(ctx)).Explain(err)), nil
		}
		return nil, nil
	}
	return nil, nil
}

// toolCall is the tool:run operation of a PreToolUse input.
func toolCall(in claude.HookInput, s Scope) (*middleware.Operation, error) {
	if in.ToolName == "" {
		return nil, &InputError{Reason: "PreToolUse input without tool_name"}
	}
	input := in.ToolInput
	if len(input) == 0 || bytes.Equal(input, []byte("null")) {
		input = json.RawMessage("{}")
	}
	if !middleware.IsObject(input) {
		return nil, &InputError{Reason: "tool_input is not a JSON object"}
	}
	op := &middleware.Operation{Kind: middleware.KindToolRun, Name: in.ToolName, Input: input,
		Context: s.Context, Tenant: s.Tenant, Project: s.Project, Session: in.SessionID}
	if s.Local {
		op.Dir = in.Cwd
	}
	return op, nil
}

// Blocked is the answer that fails closed on input that cannot be read,
// for a channel that cannot signal a block any other way (HTTP): a deny
// for a tool call, a block for a prompt, nothing for other events.
func Blocked(in claude.HookInput, reason string) any {
	switch in.Event {
	case claude.EventUserPromptSubmit:
		return claude.BlockPrompt(reason)
	case "", claude.EventPreToolUse:
		return claude.DenyToolUse(reason)
	}
	return nil
}
