package middleware

import (
	"encoding/json"
	"fmt"
)

// Kind is the kind of an operation.
type Kind uint8

const (
	// KindInput is a user's message, before the agent sees it.
	KindInput Kind = iota + 1
	// KindToolRun is a tool call the agent wants to make, before it runs.
	KindToolRun
	// KindOutput is what the agent says, before a person sees it.
	KindOutput
	// KindToolResult is what a tool brought back (a file read, a fetched
	// page, an MCP result), before the model sees it: untrusted content
	// that may carry instructions to the assistant or secrets.
	KindToolResult
)

var kindNames = [...]string{"", "input", "tool:run", "output", "tool:result"}

// Valid reports whether k is one of the operation kinds.
func (k Kind) Valid() bool { return k >= KindInput && k <= KindToolResult }

// String returns "input", "tool:run", "output" or "tool:result".
func (k Kind) String() string {
	if int(k) < len(kindNames) && k != 0 {
		return kindNames[k]
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// ParseKind reads a kind name.
func ParseKind(s string) (Kind, error) {
	for i, n := range kindNames {
		if i > 0 && n == s {
			return Kind(i), nil
		}
	}
	return 0, fmt.Errorf("unknown kind %q (want input, tool:run, output or tool:result)", s)
}

// MarshalText writes the kind's name.
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a kind's name.
func (k *Kind) UnmarshalText(b []byte) error {
	v, err := ParseKind(string(b))
	if err == nil {
		*k = v
	}
	return err
}

// Operation is one thing the chain decides on. Pass it by pointer: a guard
// never copies it, and an output guard may rewrite Text in place (that is
// how sanitizing works).
type Operation struct {
	Kind Kind
	// Name is the tool's name for KindToolRun and KindToolResult ("Bash",
	// "mcp__github__…").
	// For input and output it names the channel ("chat", "hook", "http"),
	// so that rules can gate a whole channel; it may be empty.
	Name string
	// Input is the tool's input as JSON (KindToolRun only).
	Input json.RawMessage
	// Text is the user's message (KindInput), the model's text
	// (KindOutput) or what the tool returned (KindToolResult). A result
	// guard may rewrite it in place (secrets redacted).
	Text string
	// Context selects a tool profile ("analysis", "conversion", "review" or
	// one the policy defines); empty means no profile applies.
	Context string
	// Who asks. Guards never show these to another tenant; they reach logs.
	Tenant, Project, Session string
	// Dir is the absolute directory a tool call runs in, when the guard
	// runs on the same machine as the agent (Claude Code's cwd in a
	// command hook): it may read the project there to judge what a call
	// runs (package.json scripts behind `npm test`). Empty: not known.
	Dir string
}

// Channels an input or output operation names (Operation.Name), so that
// rules and defaults can tell them apart: a person in the chat page, the
// developer at Claude Code (its hooks).
const (
	ChannelChat = "chat"
	ChannelHook = "hook"
)

// ToolCall returns a tool:run operation for the named tool.
func ToolCall(name string, input json.RawMessage) *Operation {
	return &Operation{Kind: KindToolRun, Name: name, Input: input}
}

// UserInput returns an input operation for a user's message.
func UserInput(text string) *Operation { return &Operation{Kind: KindInput, Text: text} }

// ToolOutput returns a tool:result operation for what the named tool
// returned.
func ToolOutput(name, text string) *Operation {
	return &Operation{Kind: KindToolResult, Name: name, Text: text}
}

// ModelOutput returns an output operation for the model's text.
func ModelOutput(text string) *Operation { return &Operation{Kind: KindOutput, Text: text} }
