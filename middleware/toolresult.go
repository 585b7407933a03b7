package middleware

import "encoding/json"

// ToolResult is the tool_result content block the model sees for a tool
// call, in the Messages API's shape.
type ToolResult struct {
	Type      string `json:"type"` // always "tool_result"
	ToolUseID string `json:"tool_use_id"`
	Content   string `json:"content"`
	IsError   bool   `json:"is_error"`
}

// toolErrorBody is the JSON text of a failed tool result: the error and
// its code, the shape agents' tool executors already produce.
type toolErrorBody struct {
	Error     string `json:"error"`
	ErrorType string `json:"error_type"`
}

// ToolErrorResult turns a tool call's error into the failed tool result the
// model sees, so the turn goes on and the agent can try another approach.
// For a guard error the text is {"error": "Tool \"X\" denied: <reason>",
// "error_type": "GUARD_DENIED"} (or the error's own code); any other error
// has error_type "TOOL_ERROR".
func ToolErrorResult(toolUseID string, err error) ToolResult {
	code := string(CodeOf(err))
	if code == "" {
		code = "TOOL_ERROR"
	}
	body, _ := json.Marshal(toolErrorBody{Error: err.Error(), ErrorType: code})
	return ToolResult{Type: "tool_result", ToolUseID: toolUseID, Content: string(body), IsError: true}
}
