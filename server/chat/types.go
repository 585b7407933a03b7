package chat

import (
	"errors"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/server/frame"
)

// MessageType is what a processed message is for a person; the frame that
// carries it has the same type. Package frame defines the types and their
// strings, which are part of the WebSocket protocol and never change.
type MessageType = frame.MessageType

// The six message types (see package frame for what each means).
const (
	TypeQuestion      = frame.TypeQuestion
	TypeMultiQuestion = frame.TypeMultiQuestion
	TypeInfo          = frame.TypeInfo
	TypeToolResult    = frame.TypeToolResult
	TypeError         = frame.TypeError
	TypeThinking      = frame.TypeThinking
)

// Question is one question of an AskUserQuestion call, with its options,
// as a multi_question frame carries it.
type Question = frame.Question

// Option is one choice of a question.
type Option = frame.Option

// ProcessedMessage is one agent message made fit for a person: typed,
// with its text extracted and sanitized, options for a multi_question and
// only allow-listed metadata. Its JSON form is the line Filter writes; the
// server sends it as a frame.Message.
type ProcessedMessage struct {
	Type    MessageType `json:"type"`
	Content string      `json:"content"`
	// Options holds the questions of a multi_question, nil otherwise.
	Options []Question `json:"options,omitempty"`
	// Metadata holds only the allow-listed fields (see the package doc):
	// never paths, ids, tool or server lists, or model names.
	Metadata map[string]any `json:"metadata,omitempty"`
	// Kind is set on an error that is the guard's stop: a tool call it
	// stopped (Content is then the kind's plain text, Tool, Input and
	// Reason say which call and what the guard found), or output the
	// chain refused.
	Kind middleware.StopKind `json:"kind,omitempty"`
	// Tool and Input are the stopped call's tool and input as the agent
	// wrote it (a Bash command, a path), sanitized; Input is empty when the
	// stream did not see the call.
	Tool  string `json:"tool,omitempty"`
	Input string `json:"input,omitempty"`
	// Reason is what the guard found the call does ("recursive deletion
	// of /…"), sanitized; never the rule's id.
	Reason string `json:"reason,omitempty"`
	// QuestionID is the AskUserQuestion tool_use id, for the server to
	// route the person's answer back (agent.Answer.ToolUseID). It is an
	// internal id, so it never leaves the server.
	QuestionID string `json:"-"`
	// Hidden marks an internal message (system init, hooks, rate limits,
	// control requests, partial stream events…): it is classified but
	// must not be shown to people.
	Hidden bool `json:"-"`
}

// ProcessedInput is the input guard's verdict on a person's message.
type ProcessedInput struct {
	Valid bool `json:"valid"`
	// Cleaned is the message with surrounding whitespace trimmed: what
	// the agent should receive. Empty when the message is blank or
	// invalid; callers skip a blank message.
	Cleaned string `json:"cleaned,omitempty"`
	// Error is the plain text of the kind of stop for the person (what
	// kind of thing was stopped and what to do next, in the language the
	// context carries): it never names the rule.
	Error string `json:"error,omitempty"`
	// Code is the stable code of the denial (GUARD_DENIED, GUARD_TOO_LONG…).
	Code middleware.Code `json:"code,omitempty"`
	// Kind is what kind of thing was stopped (slash_command,
	// instructions…).
	Kind middleware.StopKind `json:"kind,omitempty"`
	// Err is the denial itself (a *middleware.GuardrailDenied), for the
	// log: which rule fired, its category and risk. Never show it.
	Err error `json:"-"`
}

// ErrInvalidMessage is matched (errors.Is) by every error ProcessOutput
// and Filter return for a line that is not a stream-json message.
var ErrInvalidMessage = errors.New("chat: invalid agent message")

// InvalidMessageError reports a line that is not a JSON object. Err is the
// decoder's error, for the log; the person sees only invalidContent.
type InvalidMessageError struct {
	// Line is the 1-based line number in a Filter stream, 0 otherwise.
	Line int
	Err  error
}

func (e *InvalidMessageError) Error() string {
	msg := ErrInvalidMessage.Error()
	if e.Line > 0 {
		msg += " on line " + itoa(e.Line)
	}
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

// Is makes errors.Is(err, ErrInvalidMessage) hold.
func (e *InvalidMessageError) Is(target error) bool { return target == ErrInvalidMessage }

// Unwrap returns the decoder's error.
func (e *InvalidMessageError) Unwrap() error { return e.Err }

// invalidContent is what a person sees for a malformed line: nothing of
// the line itself, which may hold anything.
const invalidContent = "invalid agent message"

func itoa(n int) string {
	var b [20]byte
	i := len(b)
	for {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
		if n == 0 {
			break
		}
	}
	return string(b[i:])
}
