package chat

import (
	"encoding/json"
	"strings"
)

// askTool is the name of Claude Code's structured question tool.
const askTool = "AskUserQuestion"

// MessageClassifier types Claude Code stream-json lines. The zero value is
// ready to use and safe for concurrent use; it holds no state.
type MessageClassifier struct{}

// Classify returns the type of one stream-json line. It never fails: a
// line that is not a JSON object is an error, anything it does not
// recognise is info. Use ChatAgent.ProcessOutput to also get the content.
func (MessageClassifier) Classify(raw []byte) MessageType { return Classify(raw) }

// Classify is MessageClassifier{}.Classify.
func Classify(raw []byte) MessageType {
	var m wireMsg
	if decode(raw, &m) != nil {
		return TypeError
	}
	var an analysis
	analyze(&m, &an)
	return an.typ
}

// analysis is what classifying one message found, kept so extraction does
// not look again.
type analysis struct {
	typ    MessageType
	hidden bool
	// ask is the AskUserQuestion block of a multi_question, nil for the
	// generic options shape.
	ask       *block
	questions []Question // unsanitized
}

// visibleSystem are the system subtypes whose text is meant for people;
// every other system line (init, status, hooks, tasks, retries…) is
// internal.
var visibleSystem = map[string]bool{
	"informational":             true,
	"notification":              true,
	"local_command_output":      true,
	"model_refusal_fallback":    true,
	"model_refusal_no_fallback": true,
}

// genericTypes are the hand-written agents' message shapes, shown like
// their Claude Code counterparts. Any other unknown type is hidden: a new
// CLI line type is internal until someone decides otherwise.
var genericTypes = map[string]bool{
	"text": true, "message": true, "info": true, "question": true, "multi_question": true,
	"error": true, "tool_result": true, "tool_use": true, "thinking": true,
}

// analyze applies the precedence (see the package doc) to a decoded line.
func analyze(m *wireMsg, an *analysis) {
	switch m.Type {
	case "assistant":
		analyzeAssistant(m, an)
	case "user":
		analyzeUser(m, an)
	case "result":
		an.typ = TypeInfo
		if m.IsError || strings.HasPrefix(m.Subtype, "error") {
			an.typ = TypeError
		}
	case "system":
		an.typ = TypeInfo
		if m.IsError || hasError(m.Error) || strings.Contains(m.Subtype, "error") {
			an.typ = TypeError
		}
		an.hidden = !visibleSystem[m.Subtype]
	case "stream_event":
		an.typ, an.hidden = streamEventType(m.Event), true
	default:
		analyzeGeneric(m, an)
		an.hidden = !genericTypes[m.Type] && an.typ != TypeMultiQuestion
	}
}

func analyzeAssistant(m *wireMsg, an *analysis) {
	var text, thinking, tools bool
	var blocks []block
	if m.Message != nil {
		blocks = m.Message.Content
	}
	for i := range blocks {
		b := &blocks[i]
		switch b.Type {
		case "text":
			text = text || strings.TrimSpace(b.Text) != ""
		case "thinking", "redacted_thinking":
			thinking = true
		case "tool_use", "server_tool_use":
			tools = true
			if b.Name == askTool && an.ask == nil {
				if qs := parseAsk(b.Input); hasOptions(qs) {
					an.ask, an.questions = b, qs
				}
			}
		case "tool_result", "web_search_tool_result":
			tools = true
		}
	}
	switch {
	case m.IsError || hasError(m.Error):
		an.typ = TypeError
	case an.ask != nil:
		an.typ = TypeMultiQuestion
	case tools:
		an.typ = TypeToolResult
	case thinking && !text:
		an.typ = TypeThinking
	case text && isQuestion(joinText(blocks)):
		an.typ = TypeQuestion
	default:
		an.typ = TypeInfo
		// An assistant line with nothing in it has nothing to show.
		an.hidden = !text
	}
}

func analyzeUser(m *wireMsg, an *analysis) {
	an.typ = TypeInfo
	results := false
	if m.Message != nil {
		for i := range m.Message.Content {
			b := &m.Message.Content[i]
			if b.Type != "tool_result" {
				continue
			}
			results = true
			if b.IsError {
				an.typ = TypeError
			}
		}
	}
	if !results {
		// The person's own prompt echoed back, or a replay: not news.
		an.hidden = true
		return
	}
	if an.typ != TypeError {
		an.typ = TypeToolResult
	}
}

func analyzeGeneric(m *wireMsg, an *analysis) {
	switch {
	case m.Type == "error" || m.IsError || hasError(m.Error):
		an.typ = TypeError
	case m.Type == "multi_question" || len(m.Options) > 0 || len(m.Questions) > 0:
		an.questions = parseGenericQuestions(m)
		if hasOptions(an.questions) {
			an.typ = TypeMultiQuestion
			return
		}
		an.questions = nil
		an.typ = textType(genericText(m))
	case m.Type == "tool_result" || m.Type == "tool_use" || m.Type == "tool_progress" || m.Type == "tool_use_summary":
		an.typ = TypeToolResult
	case m.Type == "thinking":
		an.typ = TypeThinking
	default:
		an.typ = textType(genericText(m))
	}
}

func textType(s string) MessageType {
	if isQuestion(s) {
		return TypeQuestion
	}
	return TypeInfo
}

// streamEventType types a partial message event. The events are hidden
// (the complete assistant line follows, and a secret split across deltas
// could not be caught one delta at a time), but typed so a server can
// show "thinking…" or "running a tool…" while they stream.
func streamEventType(e *streamEvent) MessageType {
	if e == nil {
		return TypeInfo
	}
	if e.Type == "error" {
		return TypeError
	}
	if e.ContentBlock != nil {
		switch e.ContentBlock.Type {
		case "tool_use", "server_tool_use":
			return TypeToolResult
		case "thinking", "redacted_thinking":
			return TypeThinking
		}
	}
	if e.Delta != nil {
		switch e.Delta.Type {
		case "input_json_delta":
			return TypeToolResult
		case "thinking_delta", "signature_delta":
			return TypeThinking
		}
	}
	return TypeInfo
}

// joinText joins the text blocks of a message with blank lines between.
// One block, the usual case, is returned without copying.
func joinText(blocks []block) string {
	var parts []string
	single := ""
	n := 0
	for i := range blocks {
		if blocks[i].Type != "text" || strings.TrimSpace(blocks[i].Text) == "" {
			continue
		}
		n++
		if n == 1 {
			single = blocks[i].Text
			continue
		}
		if n == 2 {
			parts = append(parts, single)
		}
		parts = append(parts, blocks[i].Text)
	}
	if n <= 1 {
		return single
	}
	return strings.Join(parts, "\n\n")
}

// genericText is the text of a generic-shaped line: content, text or message.
func genericText(m *wireMsg) string {
	if s := rawString(m.Content); s != "" {
		return s
	}
	if m.Text != "" {
		return m.Text
	}
	return m.msgText
}

// askInput is AskUserQuestion's input (sdk-tools.d.ts AskUserQuestionInput).
type askInput struct {
	Questions []wireQuestion `json:"questions"`
	// Lenient: a single question at the top level.
	wireQuestion
}

type wireQuestion struct {
	Question    string          `json:"question"`
	Header      string          `json:"header"`
	MultiSelect bool            `json:"multiSelect"`
	Options     json.RawMessage `json:"options"`
}

// hasOptions reports whether some question offers options: a
// multi_question without anything to click is not one.
func hasOptions(qs []Question) bool {
	for _, q := range qs {
		if len(q.Options) > 0 {
			return true
		}
	}
	return false
}

func parseAsk(input json.RawMessage) []Question {
	if len(input) == 0 {
		return nil
	}
	var in askInput
	_ = json.Unmarshal(input, &in) // a type error leaves what did decode
	if len(in.Questions) == 0 && in.Question != "" {
		in.Questions = []wireQuestion{in.wireQuestion}
	}
	return toQuestions(in.Questions)
}

func toQuestions(ws []wireQuestion) []Question {
	var qs []Question
	for _, w := range ws {
		opts := parseOptions(w.Options)
		if len(opts) == 0 && strings.TrimSpace(w.Question) == "" {
			continue
		}
		qs = append(qs, Question{Question: w.Question, Header: w.Header, MultiSelect: w.MultiSelect, Options: opts})
	}
	return qs
}

// parseOptions reads an options array of {label, description} objects or
// plain strings; entries without a label are dropped.
func parseOptions(raw json.RawMessage) []Option {
	if len(raw) == 0 || raw[0] != '[' {
		return nil
	}
	var items []json.RawMessage
	if json.Unmarshal(raw, &items) != nil {
		return nil
	}
	opts := make([]Option, 0, len(items))
	for _, it := range items {
		var o Option
		switch {
		case len(it) > 0 && it[0] == '"':
			_ = json.Unmarshal(it, &o.Label)
		case len(it) > 0 && it[0] == '{':
			var w struct {
				Label       string `json:"label"`
				Value       string `json:"value"`
				Description string `json:"description"`
			}
			_ = json.Unmarshal(it, &w)
			o = Option{Label: w.Label, Description: w.Description}
			if o.Label == "" {
				o.Label = w.Value
			}
		}
		if strings.TrimSpace(o.Label) != "" {
			opts = append(opts, o)
		}
	}
	if len(opts) == 0 {
		return nil
	}
	return opts
}

// parseGenericQuestions reads the generic shapes: a questions array like
// AskUserQuestion's, or one options array whose question is the text.
func parseGenericQuestions(m *wireMsg) []Question {
	if len(m.Questions) > 0 {
		var ws []wireQuestion
		if json.Unmarshal(m.Questions, &ws) == nil {
			if qs := toQuestions(ws); len(qs) > 0 {
				return qs
			}
		}
	}
	if opts := parseOptions(m.Options); len(opts) > 0 {
		return []Question{{Question: genericText(m), Options: opts}}
	}
	return nil
}
