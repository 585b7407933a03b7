// Package frame is the one definition of the chat protocol's frames: the
// name of every frame type, the fields of each frame the server sends, the
// JSON the page receives (docs/protocol.md), and the frames the page sends
// back (client.go).
//
// It sits below both of its users on purpose. Package server imports
// server/chat, so the names cannot live in server (chat would have to
// import its own consumer); in server/chat they would make the stream-json
// layer own session and turn frames it knows nothing about. So chat takes
// its message types and questions from here, server builds and sends these
// frames, and a test here checks the page's TypeScript types
// (frontend/src/protocol.ts) against them, field by field.
package frame

import "slices"

// ProtocolVersion is sent in the first frame of every connection. It
// changes when a frame's meaning changes; new fields and frame types do not
// change it.
const ProtocolVersion = 1

// MessageType is the type the chat layer gives an agent's message; the
// frame that carries the message has the same type. The strings are part
// of the protocol and never change.
type MessageType string

const (
	// TypeQuestion is text that waits for the person's answer.
	TypeQuestion MessageType = "question"
	// TypeMultiQuestion carries structured questions with options to
	// click (Claude Code's AskUserQuestion tool).
	TypeMultiQuestion MessageType = "multi_question"
	// TypeInfo is plain text; the fail-safe type when nothing else fits.
	TypeInfo MessageType = "info"
	// TypeToolResult is a tool call the agent makes or the result it got.
	TypeToolResult MessageType = "tool_result"
	// TypeError is a failure: an API error, a failed tool call, an error
	// result. The server's own error frames (Error) have this type too.
	TypeError MessageType = "error"
	// TypeThinking is the model's reasoning, shown behind a loading
	// indicator.
	TypeThinking MessageType = "thinking"
)

// Types of the frames the server sends besides the message types.
const (
	TypeSession   = "session"    // first frame: version, session id, context
	TypeTurnStart = "turn_start" // a turn began
	TypeTurnEnd   = "turn_end"   // a turn ended; Status says how
	// TypeApproval asks the person whether a tool call the guard asked
	// about may run: ApprovalID, Tool, Input, Effects and Choices.
	TypeApproval = "approval"
	// TypeApprovalEnd says how an approval was decided (Outcome); the
	// call ran or was denied accordingly.
	TypeApprovalEnd = "approval_end"
)

// Turn end statuses.
const (
	StatusDone      = "done"
	StatusCancelled = "cancelled"
	StatusFailed    = "failed"
)

// The person's choices on an approval frame (Choice.ID, Approve.Choice).
const (
	// ChoiceOnce lets this one call run.
	ChoiceOnce = "once"
	// ChoiceSession lets this call run, and later calls with the same
	// effect in the same session (docs/protocol.md says what that covers).
	ChoiceSession = "session"
	// ChoiceDeny denies the call: the model gets a tool error.
	ChoiceDeny = "deny"
)

// Outcomes of an approval (approval_end's Outcome).
const (
	OutcomeAllowedOnce    = "allowed_once"
	OutcomeAllowedSession = "allowed_session"
	OutcomeDenied         = "denied"
	// OutcomeExpired: nobody answered in time, so the call was denied.
	OutcomeExpired = "expired"
	// OutcomeCancelled: the turn or the connection ended first; the call
	// did not run.
	OutcomeCancelled = "cancelled"
)

var (
	messageTypes = []MessageType{TypeQuestion, TypeMultiQuestion, TypeInfo, TypeToolResult, TypeError, TypeThinking}
	serverTypes  = []string{TypeSession, TypeTurnStart, TypeTurnEnd, TypeApproval, TypeApprovalEnd}
	statuses     = []string{StatusDone, StatusCancelled, StatusFailed}
	choices      = []Choice{
		{ID: ChoiceOnce, Label: "Allow once"},
		{ID: ChoiceSession, Label: "Allow for this session"},
		{ID: ChoiceDeny, Label: "Deny"},
	}
	outcomes = []string{OutcomeAllowedOnce, OutcomeAllowedSession, OutcomeDenied, OutcomeExpired, OutcomeCancelled}
)

// Valid reports whether t is one of the six message types.
func (t MessageType) Valid() bool { return slices.Contains(messageTypes, t) }

// MessageTypes returns the six message types.
func MessageTypes() []MessageType { return slices.Clone(messageTypes) }

// Types returns the type of every frame the server sends: the message
// types and the session and turn frames.
func Types() []string {
	out := slices.Clone(serverTypes)
	for _, t := range messageTypes {
		out = append(out, string(t))
	}
	return out
}

// Statuses returns the statuses a turn_end frame can carry.
func Statuses() []string { return slices.Clone(statuses) }

// Choices returns the choices every approval frame offers, in order.
func Choices() []Choice { return slices.Clone(choices) }

// ChoiceIDs returns the ids of Choices.
func ChoiceIDs() []string {
	ids := make([]string, len(choices))
	for i, c := range choices {
		ids[i] = c.ID
	}
	return ids
}

// ValidChoice reports whether id is one of the approval choices.
func ValidChoice(id string) bool {
	return slices.ContainsFunc(choices, func(c Choice) bool { return c.ID == id })
}

// Outcomes returns the outcomes an approval_end frame can carry.
func Outcomes() []string { return slices.Clone(outcomes) }

// Frame is one message from the server to the client as it goes on the
// wire and into the session log: the union of every frame's fields, each
// frame setting only those of its shape (Session, TurnStart, TurnEnd,
// Message, Error, Blocked, Approval, ApprovalEnd), the rest left out of
// the JSON. The server numbers it (Seq) when it sends it.
type Frame struct {
	Type    string `json:"type"`
	Seq     uint64 `json:"seq"`
	Turn    int    `json:"turn,omitempty"`
	Content string `json:"content,omitempty"`
	// Options are a multi_question's questions and their options.
	Options  []Question     `json:"options,omitempty"`
	Metadata map[string]any `json:"metadata,omitempty"`
	// QuestionID names a multi_question; the answer frame echoes it.
	QuestionID string `json:"question_id,omitempty"`
	// Code is an error frame's stable code.
	Code string `json:"code,omitempty"`
	// Kind is what kind of thing the guard stopped (slash_command,
	// instructions, dangerous_action…; middleware.StopKind), on an error
	// frame that is a stop: the server's own, or a blocked tool call.
	Kind string `json:"kind,omitempty"`
	// Status is a turn_end's outcome.
	Status string `json:"status,omitempty"`
	// Session frame fields.
	Version int    `json:"version,omitempty"`
	Session string `json:"session,omitempty"`
	Context string `json:"context,omitempty"`
	// ApprovalID names an approval; the approve frame echoes it.
	ApprovalID string `json:"approval_id,omitempty"`
	// Tool is the tool an approval is about.
	Tool string `json:"tool,omitempty"`
	// Input is what the call holds, as a person reads it: the shell
	// command, or the tool's input cut short.
	Input string `json:"input,omitempty"`
	// Effects are what the call would do, one line each ("write
	// /etc/hosts (system)").
	Effects []string `json:"effects,omitempty"`
	// Choices are the approval's answers.
	Choices []Choice `json:"choices,omitempty"`
	// Outcome is an approval_end's result.
	Outcome string `json:"outcome,omitempty"`
	// Reason is what the guard found a blocked tool call does ("recursive
	// deletion of /…"); never the rule's id.
	Reason string `json:"reason,omitempty"`
}

// Choice is one answer to an approval: a stable ID the client sends back,
// and the label people read.
type Choice struct {
	ID    string `json:"id"`
	Label string `json:"label"`
}

// Question is one question of an AskUserQuestion call, with its options.
// The JSON names are the tool's own, so a frontend that knows Claude
// Code's tool can render it unchanged.
type Question struct {
	Question    string   `json:"question"`
	Header      string   `json:"header,omitempty"`
	MultiSelect bool     `json:"multiSelect"`
	Options     []Option `json:"options"`
}

// Option is one choice of a question.
type Option struct {
	Label       string `json:"label"`
	Description string `json:"description,omitempty"`
}
