package frame

// Shape is one kind of server frame with exactly the fields it carries.
// The server builds every frame it sends from a Shape, so a frame never
// carries another kind's fields; Frame() gives its wire form, unnumbered.
type Shape interface {
	Frame() Frame
}

var (
	_ Shape = Session{}
	_ Shape = TurnStart{}
	_ Shape = TurnEnd{}
	_ Shape = Message{}
	_ Shape = Error{}
	_ Shape = Blocked{}
	_ Shape = Approval{}
	_ Shape = ApprovalEnd{}
)

// Session is the first frame of every connection, and of every resume.
type Session struct {
	Session string // the session id, to resume with
	Context string // the session's tool profile
}

// Frame returns the session frame, with this ProtocolVersion.
func (s Session) Frame() Frame {
	return Frame{Type: TypeSession, Version: ProtocolVersion, Session: s.Session, Context: s.Context}
}

// TurnStart says a turn began.
type TurnStart struct {
	Turn int
}

// Frame returns the turn_start frame.
func (s TurnStart) Frame() Frame { return Frame{Type: TypeTurnStart, Turn: s.Turn} }

// TurnEnd says a turn ended and how: StatusDone, StatusCancelled or
// StatusFailed.
type TurnEnd struct {
	Turn   int
	Status string
}

// Frame returns the turn_end frame.
func (s TurnEnd) Frame() Frame { return Frame{Type: TypeTurnEnd, Turn: s.Turn, Status: s.Status} }

// Message is an agent's message as the chat layer made it fit for a
// person, in a frame of its MessageType. An agent's failure is a Message
// of type error, without a code.
type Message struct {
	Type     MessageType
	Turn     int
	Content  string
	Options  []Question     // a multi_question's questions
	Metadata map[string]any // only the chat layer's allow-listed fields
	// QuestionID names a multi_question the person can answer.
	QuestionID string
}

// Frame returns the message's frame.
func (s Message) Frame() Frame {
	return Frame{Type: string(s.Type), Turn: s.Turn, Content: s.Content, Options: s.Options,
		Metadata: s.Metadata, QuestionID: s.QuestionID}
}

// Error is the server's own error frame: a stable code and a text for
// people. A stop of the guard (a message it refused, a rate limit) has its
// Kind, and the kind's plain text as Content. Turn is 0 for an error
// outside a turn.
type Error struct {
	Turn    int
	Code    string
	Kind    string
	Content string
}

// Frame returns the error frame.
func (s Error) Frame() Frame {
	return Frame{Type: string(TypeError), Turn: s.Turn, Code: s.Code, Kind: s.Kind, Content: s.Content}
}

// Blocked is a tool call the guard stopped, as an error frame of its own
// shape: the kind of stop and its plain text (Content), the tool, the call's
// input as the agent wrote it and what the guard found (Reason), each text
// through the policy's output chain; never the rule. Metadata is the chat
// layer's (tool, is_error).
type Blocked struct {
	Turn     int
	Kind     string
	Content  string
	Tool     string
	Input    string
	Reason   string
	Metadata map[string]any
}

// Frame returns the blocked call's error frame.
func (s Blocked) Frame() Frame {
	return Frame{Type: string(TypeError), Turn: s.Turn, Kind: s.Kind, Content: s.Content, Tool: s.Tool,
		Input: s.Input, Reason: s.Reason, Metadata: s.Metadata}
}

// Approval asks the person whether a tool call may run. Every text in it
// has been through the policy's output chain; it never names the rule.
type Approval struct {
	Turn       int
	ApprovalID string
	Tool       string
	// Content says why the call waits: what the guard found it does.
	Content string
	Input   string
	Effects []string
}

// Frame returns the approval frame, offering Choices().
func (s Approval) Frame() Frame {
	return Frame{Type: TypeApproval, Turn: s.Turn, Content: s.Content, ApprovalID: s.ApprovalID,
		Tool: s.Tool, Input: s.Input, Effects: s.Effects, Choices: Choices()}
}

// ApprovalEnd says how an approval was decided: one of Outcomes().
type ApprovalEnd struct {
	Turn       int
	ApprovalID string
	Outcome    string
}

// Frame returns the approval_end frame.
func (s ApprovalEnd) Frame() Frame {
	return Frame{Type: TypeApprovalEnd, Turn: s.Turn, ApprovalID: s.ApprovalID, Outcome: s.Outcome}
}
