// Package agent defines what the chat server drives: an Agent runs turns
// of a conversation and streams what it emits as Claude Code stream-json
// lines. Implementations: agent/claude (the real CLI as a subprocess) and
// agent/demo (a scripted agent embedded in the binary, the default).
//
// Every tool call an Agent wants to make goes through Config.Gate (the
// tool:run chain) before it runs; a denied call reaches the model as a tool
// error with the denial's reason, and the turn goes on.
package agent

import (
	"context"
	"encoding/json"

	"github.com/guardrail-go/guardrail/middleware"
)

// Turn is one user message to run.
type Turn struct {
	// Message is the user's text, already accepted by the input guard.
	Message string
	// Context selects the tool profile ("analysis", "conversion", …); its
	// tool list is what the agent is allowed to use.
	Context string
	// Session identifies the conversation; an agent that keeps state
	// resumes it. Tenant and Project say whose it is.
	Session, Tenant, Project string
	// AllowedTools is the context's tool list, for the agent's own
	// allow-list flag (--allowedTools).
	AllowedTools []string
	// Dir is the directory the turn runs in: the project's workspace.
	// Empty: the agent's own.
	Dir string
}

// Gate decides a tool call before it runs (tool:run), and what a call
// brought back before the model reads it (tool:result, whose Text it may
// rewrite: secrets redacted): nil lets it through, an error (a
// *middleware.GuardrailDenied) denies it. policy.Engine.Check is one.
type Gate func(ctx context.Context, op *middleware.Operation) error

// Config is what every Agent implementation is given.
type Config struct {
	// Gate is the chain for tool calls and their results. Required: an
	// agent without a gate would run tools unchecked, so constructors
	// refuse a nil Gate.
	Gate Gate
	// Redact hides secrets in what the agent writes to logs (its
	// diagnostics, a CLI's stderr) with the policy's own output patterns:
	// middleware.Snapshot.Redact. An agent that logs what it runs requires
	// it, so that no log line escapes the policy.
	Redact func(text string) string
}

// RedactWith returns a Redact function over the policy in force in src.
func RedactWith(src middleware.Source) func(string) string {
	return func(text string) string { return src.Snapshot().Redact(text) }
}

// Agent starts turns.
type Agent interface {
	// Start begins a turn. The returned Run streams the agent's messages
	// until the turn ends, ctx is cancelled or Cancel is called.
	Start(ctx context.Context, t Turn) (Run, error)
}

// Run is a turn in progress.
type Run interface {
	// Messages yields each stream-json line the agent emits, in order; it
	// is closed when the turn ends.
	Messages() <-chan json.RawMessage
	// Answer carries the person's answer to a pending AskUserQuestion
	// (identified by the tool_use id) back to the agent.
	Answer(ctx context.Context, a Answer) error
	// Cancel stops the turn; Messages is closed soon after. Safe to call
	// more than once and after the turn ended.
	Cancel()
	// Err reports, once Messages is closed, why the turn ended early: nil
	// for a normal end, context.Canceled after Cancel, or the agent's
	// failure (a crash, a non-zero exit).
	Err() error
}

// Answer is a person's answer to an AskUserQuestion tool call: for each
// question (by its text), the chosen option labels (several when the
// question allows multiSelect), or free text.
type Answer struct {
	ToolUseID string              `json:"tool_use_id"`
	Answers   map[string][]string `json:"answers"`
}

// ErrNoPendingQuestion is returned by Run.Answer when the agent is not
// waiting for that answer.
var ErrNoPendingQuestion = errorString("agent: no question is waiting for that answer")

type errorString string

func (e errorString) Error() string { return string(e) }
