package chat

import (
	"encoding/json"
	"errors"

	"github.com/guardrail-go/guardrail/internal/jsonscan"
)

// wireMsg is the union of the stream-json fields the classifier reads.
// Everything else (session ids, cwd, tool and server lists, model names,
// uuids) is never decoded, so it cannot leak into a frame by accident.
type wireMsg struct {
	Type    string `json:"type"`
	Subtype string `json:"subtype"`
	// Message is the API message of assistant and user lines. A generic
	// {"type":"error","message":"…"} carries a string here instead; see
	// decode.
	Message *apiMessage `json:"message"`
	// Error is a string on assistant and api_retry lines and an object
	// {"type","message"} on API error events.
	Error   json.RawMessage `json:"error"`
	IsError bool            `json:"is_error"`

	// result
	Result        string     `json:"result"`
	Errors        []string   `json:"errors"`
	DurationMS    *float64   `json:"duration_ms"`
	DurationAPIMS *float64   `json:"duration_api_ms"`
	NumTurns      *float64   `json:"num_turns"`
	TotalCostUSD  *float64   `json:"total_cost_usd"`
	Usage         *wireUsage `json:"usage"`
	StopReason    *string    `json:"stop_reason"`

	// stream_event
	Event *streamEvent `json:"event"`

	// Visible system lines (informational, notification, local command
	// output, model refusals) and the seeds' generic shape.
	Content json.RawMessage `json:"content"`
	Text    string          `json:"text"`
	// The seeds' generic multi_question shape: an options array, or
	// AskUserQuestion's questions array at the top level.
	Options   json.RawMessage `json:"options"`
	Questions json.RawMessage `json:"questions"`

	// Cwd is read from system/init only so a Stream can show paths
	// relative to it; it never reaches a frame.
	Cwd string `json:"cwd"`

	// msgText is a string "message" field (generic error shape).
	msgText string
}

// apiMessage leaves out usage: an assistant line repeats its message's
// usage on every block, and the result line carries the turn's total.
type apiMessage struct {
	Content    []block `json:"content"`
	StopReason *string `json:"stop_reason"`
}

// block is one content block: text, thinking, redacted_thinking, tool_use
// or tool_result (unknown block types are kept and ignored).
type block struct {
	Type     string `json:"type"`
	Text     string `json:"text"`
	Thinking string `json:"thinking"`
	// tool_use
	ID    string          `json:"id"`
	Name  string          `json:"name"`
	Input json.RawMessage `json:"input"`
	// tool_result
	ToolUseID string          `json:"tool_use_id"`
	Content   json.RawMessage `json:"content"`
	IsError   bool            `json:"is_error"`
}

type wireUsage struct {
	InputTokens              *float64 `json:"input_tokens"`
	OutputTokens             *float64 `json:"output_tokens"`
	CacheCreationInputTokens *float64 `json:"cache_creation_input_tokens"`
	CacheReadInputTokens     *float64 `json:"cache_read_input_tokens"`
}

type streamEvent struct {
	Type         string `json:"type"`
	ContentBlock *typed `json:"content_block"`
	Delta        *typed `json:"delta"`
}

type typed struct {
	Type string `json:"type"`
}

// decode parses one stream-json line (see scan.go). A line that is not a
// JSON object is an error, and so is one that gives a key the decoder
// reads twice in one object; a field of an unexpected JSON type is
// skipped, so a newer CLI that changes a field's shape degrades to less
// detail, never to a lost line.
func decode(raw []byte, m *wireMsg) error {
	s := scanner{jsonscan.New(raw, jsonscan.Limits{})}
	switch s.Peek() {
	case jsonscan.Object:
	case jsonscan.End:
		if s.Offset() == len(raw) {
			return errEmpty
		}
		fallthrough
	default:
		return &SyntaxError{Offset: s.Offset(), What: "expected object"}
	}
	s.wire(m)
	return s.Finish()
}

var errEmpty = errors.New("empty line")

// SyntaxError reports where a line stops being JSON.
type SyntaxError = jsonscan.SyntaxError

// errorText reads the error field: a string ("rate_limit") or an object
// with a message ({"type":"overloaded_error","message":"Overloaded"}).
func errorText(raw json.RawMessage) (code, msg string) {
	if len(raw) == 0 {
		return "", ""
	}
	s := scanner{jsonscan.New(raw, jsonscan.Limits{})}
	switch s.Peek() {
	case jsonscan.String:
		return s.str(), ""
	case jsonscan.Object:
		s.fields(errorKeys, func(i int) {
			if i == 0 {
				code = s.str()
			} else {
				msg = s.str()
			}
		})
		if s.Err() != nil { // a repeated key: which copy is meant is unknown
			return "error", ""
		}
		return code, msg
	case jsonscan.Bool: // error: true
		if v, _ := s.Bool(); v {
			return "error", ""
		}
	}
	return "", "" // null, false, numbers: no error named
}

// errorKeys match case-insensitively: the error object was decoded with
// encoding/json, which folds case, and a line naming an error in another
// case still names one.
var errorKeys = jsonscan.NewFoldKeys("type", "message")

// hasError reports whether the error field names a failure.
func hasError(raw json.RawMessage) bool {
	code, msg := errorText(raw)
	return code != "" || msg != ""
}

// rawString returns a JSON string value, or "" for anything else.
func rawString(raw json.RawMessage) string {
	s := scanner{jsonscan.New(raw, jsonscan.Limits{})}
	return s.str()
}
