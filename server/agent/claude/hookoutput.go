package claude

import (
	"encoding/json"
	"strings"
)

// The JSON a Claude Code hook answers with, in both places the guardrail
// answers one: the guardrail hook command prints it on stdout
// (cmd/guardrail), and the bridge returns it in a hook_callback's control
// response. Claude Code reads the same shapes from both.

// Hook event names the guardrail answers.
const (
	EventPreToolUse       = "PreToolUse"
	EventPostToolUse      = "PostToolUse"
	EventUserPromptSubmit = "UserPromptSubmit"
)

// ToolUseDecision is a PreToolUse hook's answer: a permission decision for
// one tool call.
type ToolUseDecision struct {
	HookSpecificOutput PermissionDecision `json:"hookSpecificOutput"`
}

// PermissionDecision is the hookSpecificOutput of a PreToolUse answer.
type PermissionDecision struct {
	HookEventName string `json:"hookEventName"`
	// Decision is "deny", "allow", "ask" or "defer"; the guardrail denies
	// or asks (the bridge allows a call a person approved), and otherwise
	// answers nothing so Claude Code's own rules still apply.
	Decision string `json:"permissionDecision"`
	// Reason is shown to the model for a deny, and to the person in
	// Claude Code's own prompt for an ask.
	Reason string `json:"permissionDecisionReason"`
}

// DenyToolUse is the PreToolUse answer that refuses the call; the model
// reads reason and can try another way.
func DenyToolUse(reason string) ToolUseDecision {
	return ToolUseDecision{PermissionDecision{HookEventName: EventPreToolUse, Decision: "deny", Reason: reason}}
}

// AskToolUse is the PreToolUse answer that asks the person, in Claude
// Code's own permission prompt, whether the call may run; reason says what
// it would do.
func AskToolUse(reason string) ToolUseDecision {
	return ToolUseDecision{PermissionDecision{HookEventName: EventPreToolUse, Decision: "ask", Reason: reason}}
}

// AllowToolUse is the PreToolUse answer that lets the call run without
// Claude Code's own permission prompt (its deny and ask rules still hold):
// the bridge's answer for a call a person approved in the chat.
func AllowToolUse(reason string) ToolUseDecision {
	return ToolUseDecision{PermissionDecision{HookEventName: EventPreToolUse, Decision: "allow", Reason: reason}}
}

// PromptBlock is a UserPromptSubmit hook's answer that stops the prompt.
type PromptBlock struct {
	Decision string `json:"decision"`
	Reason   string `json:"reason"`
}

// BlockPrompt is the UserPromptSubmit answer that stops the prompt with
// reason, the generic message for the person.
func BlockPrompt(reason string) PromptBlock {
	return PromptBlock{Decision: "block", Reason: reason}
}

// NoOpinion is a hook's answer that decides nothing: Claude Code's own
// rules (and, in the bridge, can_use_tool) go on.
type NoOpinion struct{}

// HookInput is the part of the JSON Claude Code hands a hook (a command
// hook on stdin, the bridge's hook callback in a control request) that the
// guard reads: the event, who asks, and the tool call or the prompt.
type HookInput struct {
	Event     string          `json:"hook_event_name"`
	SessionID string          `json:"session_id"`
	Cwd       string          `json:"cwd"`
	ToolName  string          `json:"tool_name"`
	ToolInput json.RawMessage `json:"tool_input"`
	ToolUseID string          `json:"tool_use_id"`
	Prompt    *string         `json:"prompt"`
	// ToolResponse is what the tool returned (PostToolUse): for Bash an
	// object with stdout and stderr, for others a string or an object.
	ToolResponse json.RawMessage `json:"tool_response"`
}

// ToolOutputUpdate is a PostToolUse hook's answer that replaces what the
// model reads of a tool's result (the tool has run: its effects stay).
type ToolOutputUpdate struct {
	HookSpecificOutput UpdatedToolOutput `json:"hookSpecificOutput"`
}

// UpdatedToolOutput is the hookSpecificOutput of a PostToolUse answer. One
// of the two outputs is set. Claude Code checks the replacement against
// the tool's output shape (Bash's {stdout, stderr, …}, Read's {type, file:
// {…}}) and keeps the original when it does not fit, so a replacement is
// the tool's own response with its strings rewritten (JudgeToolResult).
type UpdatedToolOutput struct {
	HookEventName string `json:"hookEventName"`
	// ToolOutput replaces a built-in tool's output.
	ToolOutput json.RawMessage `json:"updatedToolOutput,omitempty"`
	// MCPToolOutput replaces an MCP tool's output (mcp__server__tool).
	MCPToolOutput json.RawMessage `json:"updatedMCPToolOutput,omitempty"`
}

// UpdateToolOutput is the PostToolUse answer that has the model read
// output in place of what the tool returned: updatedMCPToolOutput for an
// MCP tool, updatedToolOutput for the others.
func UpdateToolOutput(tool string, output json.RawMessage) ToolOutputUpdate {
	u := UpdatedToolOutput{HookEventName: EventPostToolUse}
	if IsMCPTool(tool) {
		u.MCPToolOutput = output
	} else {
		u.ToolOutput = output
	}
	return ToolOutputUpdate{u}
}

// IsMCPTool reports whether a tool name is an MCP server's tool.
func IsMCPTool(name string) bool { return strings.HasPrefix(name, "mcp__") }
