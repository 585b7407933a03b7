package middleware

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"
)

// ToolResult is the tool_result content block the model sees for a tool
// call, in the Messages API's shape.
type ToolResult struct {
	Type      string `json:"type"` // always "tool_result"
	ToolUseID string `json:"tool_use_id"`
	Content   string `json:"content"`
	IsError   bool   `json:"is_error"`
}

// toolErrorBody is the JSON text of a failed tool result: the error and
// its code, the shape agents' tool executors already produce, and for a
// guard's stop its kind, so that whoever shows the result to a person can
// say what kind of thing was stopped (ReadToolStop).
type toolErrorBody struct {
	Error     string   `json:"error"`
	ErrorType string   `json:"error_type"`
	Kind      StopKind `json:"kind,omitempty"`
}

// ToolErrorResult turns a tool call's error into the failed tool result the
// model sees, so the turn goes on and the agent can try another approach.
// Its content is ToolErrorText(err).
func ToolErrorResult(toolUseID string, err error) ToolResult {
	return ToolResult{Type: "tool_result", ToolUseID: toolUseID, Content: ToolErrorText(err), IsError: true}
}

// ToolErrorText is the text of a failed tool call for the model. For a
// guard error it is {"error": "Tool \"X\" denied: <reason>", "error_type":
// "GUARD_DENIED", "kind": "dangerous_action"} (the error's own code and
// StopKindOf); any other error has error_type "TOOL_ERROR" and no kind.
func ToolErrorText(err error) string {
	body := toolErrorBody{Error: err.Error(), ErrorType: "TOOL_ERROR"}
	if code := CodeOf(err); code != "" {
		body.ErrorType, body.Kind = string(code), StopKindOf(err)
	}
	b, _ := json.Marshal(body)
	return string(b)
}

// ToolStop is a guard's stop of a tool call as a failed tool result tells
// it (ReadToolStop).
type ToolStop struct {
	Code Code
	Kind StopKind
	// Tool is the tool the text names; "" when it names none.
	Tool string
	// Reason is what the guard found ("recursive deletion of /…"), as the
	// text gives it.
	Reason string
}

// maxToolStopText bounds the text ReadToolStop reads: a guard's stop is a
// line, so a longer text is a tool's own output and is not read.
const maxToolStopText = 8 << 10

// ReadToolStop reads the text of a failed tool result as a guard's stop:
// ToolErrorText's JSON with a guard code, or the plain text of a
// *GuardrailDenied for a tool call (`Tool "Bash" denied: <reason>`, `Tool
// "Bash" needs approval: <reason>`), which an agent may pass on as it is.
// ok is false for any other text. A kind the JSON does not give, or gives
// wrongly, is the code's (StopKindOf): the text is the agent's, so it is
// read, never trusted to name more than a known kind.
func ReadToolStop(text string) (s ToolStop, ok bool) {
	text = strings.TrimSpace(text)
	if len(text) > maxToolStopText {
		return ToolStop{}, false
	}
	if strings.HasPrefix(text, "{") {
		var body struct {
			Error     *string  `json:"error"`
			ErrorType string   `json:"error_type"`
			Kind      StopKind `json:"kind"`
		}
		if json.Unmarshal([]byte(text), &body) != nil || body.Error == nil || !isGuardCode(Code(body.ErrorType)) {
			return ToolStop{}, false
		}
		s, ok = readDenialText(*body.Error)
		if !ok {
			s = ToolStop{Reason: strings.TrimSpace(*body.Error)}
		}
		s.Code, s.Kind = Code(body.ErrorType), body.Kind
		if !s.Kind.Valid() {
			s.Kind = StopKindOf(&GuardrailDenied{Code: s.Code})
		}
		return s, true
	}
	s, ok = readDenialText(text)
	if ok {
		s.Kind = StopKindOf(&GuardrailDenied{Code: s.Code})
	}
	return s, ok
}

// readDenialText reads GuardrailDenied.Error's text for a tool call.
func readDenialText(text string) (ToolStop, bool) {
	rest, ok := strings.CutPrefix(text, "Tool ")
	if !ok {
		return ToolStop{}, false
	}
	quoted, err := strconv.QuotedPrefix(rest)
	if err != nil {
		return ToolStop{}, false
	}
	tool, err := strconv.Unquote(quoted)
	if err != nil {
		return ToolStop{}, false
	}
	rest = rest[len(quoted):]
	code := CodeDenied
	reason, ok := strings.CutPrefix(rest, " denied: ")
	if !ok {
		if reason, ok = strings.CutPrefix(rest, " needs approval: "); !ok {
			return ToolStop{}, false
		}
		code = CodeAsk
	}
	return ToolStop{Code: code, Tool: tool, Reason: strings.TrimSpace(reason)}, true
}

// guardCodes are the guard's own codes.
var guardCodes = []Code{CodeDenied, CodeClassifierFailed, CodeTooLong, CodeRateLimited, CodeAsk}

func isGuardCode(c Code) bool { return slices.Contains(guardCodes, c) }
