package frame

// Client is one frame from the client; exactly one of Message, Answer,
// Approve and Cancel is set. The server decodes it refusing unknown fields.
type Client struct {
	Message *string `json:"message,omitempty"`
	// Context is the tool profile of the turn a message starts; empty
	// keeps the session's.
	Context string   `json:"context,omitempty"`
	Answer  *Answer  `json:"answer,omitempty"`
	Approve *Approve `json:"approve,omitempty"`
	Cancel  bool     `json:"cancel,omitempty"`
}

// Answer answers a multi_question frame by its QuestionID: for each
// question text, the chosen option labels or a free-text answer.
type Answer struct {
	QuestionID string              `json:"question_id"`
	Answers    map[string][]string `json:"answers"`
}

// Approve answers an approval frame by its ApprovalID with one of the
// choice ids (ChoiceOnce, ChoiceSession, ChoiceDeny); nothing else is
// accepted, so the answer holds no free text for the input guard to judge.
type Approve struct {
	ApprovalID string `json:"approval_id"`
	Choice     string `json:"choice"`
}
