package server

import "github.com/guardrail-go/guardrail/server/frame"

// Frame is one message from the server to the client. Package frame
// defines it with every frame type and shape; the alias keeps SessionLog's
// signature in this package's terms.
type Frame = frame.Frame

// Error codes of error frames (besides the guard's GUARD_* codes).
const (
	CodeBadFrame    = "BAD_FRAME"    // not a valid client frame; the session goes on
	CodeBusy        = "BUSY"         // a turn is already running
	CodeAgentFailed = "AGENT_FAILED" // the agent crashed or could not start
	CodeNoQuestion  = "NO_QUESTION"  // an answer to no pending question
	CodeNoApproval  = "NO_APPROVAL"  // an approve frame for no pending approval
	// CodeShuttingDown: the server is draining and takes no new turns.
	CodeShuttingDown = "SHUTTING_DOWN"
)
