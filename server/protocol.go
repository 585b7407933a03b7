package server

import "github.com/guardrail-go/guardrail/server/chat"

// ProtocolVersion is sent in the first frame of every connection. It
// changes when a frame's meaning changes; new fields and frame types do not
// change it.
const ProtocolVersion = 1

// Frame types the server sends besides the chat message types (question,
// multi_question, info, tool_result, error, thinking).
const (
	FrameSession   = "session"    // first frame: version, session id, context
	FrameTurnStart = "turn_start" // a turn began
	FrameTurnEnd   = "turn_end"   // a turn ended; Status says how
	FrameError     = "error"      // also chat's error type
)

// Error codes of error frames (besides the guard's GUARD_* codes).
const (
	CodeBadFrame    = "BAD_FRAME"    // not a valid client frame; the session goes on
	CodeBusy        = "BUSY"         // a turn is already running
	CodeAgentFailed = "AGENT_FAILED" // the agent crashed or could not start
	CodeNoQuestion  = "NO_QUESTION"  // an answer to no pending question
	// CodeShuttingDown: the server is draining and takes no new turns.
	CodeShuttingDown = "SHUTTING_DOWN"
)

// Turn end statuses.
const (
	StatusDone      = "done"
	StatusCancelled = "cancelled"
	StatusFailed    = "failed"
)

// Frame is one message from the server to the client.
type Frame struct {
	Type    string `json:"type"`
	Seq     uint64 `json:"seq"`
	Turn    int    `json:"turn,omitempty"`
	Content string `json:"content,omitempty"`
	// Options are a multi_question's questions and their options.
	Options  []chat.Question `json:"options,omitempty"`
	Metadata map[string]any  `json:"metadata,omitempty"`
	// QuestionID names a multi_question; the answer frame echoes it.
	QuestionID string `json:"question_id,omitempty"`
	// Code is an error frame's stable code.
	Code string `json:"code,omitempty"`
	// Status is a turn_end's outcome.
	Status string `json:"status,omitempty"`
	// Session frame fields.
	Version int    `json:"version,omitempty"`
	Session string `json:"session,omitempty"`
	Context string `json:"context,omitempty"`
}

// clientFrame is one message from the client; exactly one of its fields is
// set. Unknown fields are refused.
type clientFrame struct {
	Message *string      `json:"message,omitempty"`
	Context string       `json:"context,omitempty"`
	Answer  *answerFrame `json:"answer,omitempty"`
	Cancel  bool         `json:"cancel,omitempty"`
}

type answerFrame struct {
	QuestionID string              `json:"question_id"`
	Answers    map[string][]string `json:"answers"`
}
