package fakemodel

import (
	"encoding/json"
	"strings"
)

// Request is one request the server received, decoded.
type Request struct {
	// Path is the URL path ("/v1/messages", "/v1/messages/count_tokens").
	Path   string
	Model  string
	Stream bool
	// System is the system prompt's text, blocks joined by newlines.
	System string
	// Tools are the names of the tools offered.
	Tools    []string
	Messages []Message
	// Side is set for a request answered without consuming a step (see
	// IsSide).
	Side bool
	// Step is the index of the scenario step that answered, -1 for a side
	// request or one past the end of the scenario.
	Step int
	// Body is the request body as received.
	Body json.RawMessage
}

// Message is one message of a request's conversation.
type Message struct {
	Role    string
	Content []Block
}

// Block is one content block of a request message. A string content is
// one text block.
type Block struct {
	Type     string
	Text     string // text; for tool_result, its text content joined
	Thinking string
	// ID, Name and Input are a tool_use block's.
	ID    string
	Name  string
	Input json.RawMessage
	// ToolUseID and IsError are a tool_result block's.
	ToolUseID string
	IsError   bool
}

// wire is the request body as the API defines it, as much as is recorded.
type wire struct {
	Model    string                  `json:"model"`
	Stream   bool                    `json:"stream"`
	System   json.RawMessage         `json:"system"`
	Tools    []struct{ Name string } `json:"tools"`
	Messages []struct {
		Role    string          `json:"role"`
		Content json.RawMessage `json:"content"`
	} `json:"messages"`
}

type wireBlock struct {
	Type      string          `json:"type"`
	Text      string          `json:"text"`
	Thinking  string          `json:"thinking"`
	ID        string          `json:"id"`
	Name      string          `json:"name"`
	Input     json.RawMessage `json:"input"`
	ToolUseID string          `json:"tool_use_id"`
	IsError   bool            `json:"is_error"`
	Content   json.RawMessage `json:"content"`
}

// decodeRequest decodes a request body; what does not decode is an error
// the server answers with a 400, as the API does.
func decodeRequest(path string, body []byte) (Request, error) {
	var w wire
	if err := json.Unmarshal(body, &w); err != nil {
		return Request{}, err
	}
	r := Request{Path: path, Model: w.Model, Stream: w.Stream, Body: json.RawMessage(body), Step: -1}
	r.System = joinText(w.System)
	for _, t := range w.Tools {
		r.Tools = append(r.Tools, t.Name)
	}
	for _, m := range w.Messages {
		bs, err := decodeBlocks(m.Content)
		if err != nil {
			return Request{}, err
		}
		r.Messages = append(r.Messages, Message{Role: m.Role, Content: bs})
	}
	return r, nil
}

// decodeBlocks reads a content that is a string or a list of blocks.
func decodeBlocks(raw json.RawMessage) ([]Block, error) {
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	var s string
	if raw[0] == '"' {
		if err := json.Unmarshal(raw, &s); err != nil {
			return nil, err
		}
		return []Block{{Type: "text", Text: s}}, nil
	}
	var ws []wireBlock
	if err := json.Unmarshal(raw, &ws); err != nil {
		return nil, err
	}
	bs := make([]Block, 0, len(ws))
	for _, w := range ws {
		b := Block{Type: w.Type, Text: w.Text, Thinking: w.Thinking, ID: w.ID, Name: w.Name, Input: w.Input,
			ToolUseID: w.ToolUseID, IsError: w.IsError}
		if w.Type == "tool_result" {
			b.Text = joinText(w.Content)
		}
		bs = append(bs, b)
	}
	return bs, nil
}

// joinText is the text of a string or of a list of blocks' text fields.
func joinText(raw json.RawMessage) string {
	bs, err := decodeBlocks(raw)
	if err != nil {
		return ""
	}
	var parts []string
	for _, b := range bs {
		if b.Text != "" {
			parts = append(parts, b.Text)
		}
	}
	return strings.Join(parts, "\n")
}

// ToolResults returns the tool_result blocks sent since the last
// assistant message: the results of the tool calls the previous answer
// made. (The CLI may put a system message after them.)
func (r Request) ToolResults() []Block {
	var out []Block
	for _, m := range r.since() {
		for _, b := range m.Content {
			if b.Type == "tool_result" {
				out = append(out, b)
			}
		}
	}
	return out
}

// UserText is the text of the user messages since the last assistant
// message: on a turn's first request, the prompt (with whatever the CLI
// wraps around it).
func (r Request) UserText() string {
	var parts []string
	for _, m := range r.since() {
		if m.Role != "user" {
			continue
		}
		for _, b := range m.Content {
			if b.Type == "text" {
				parts = append(parts, b.Text)
			}
		}
	}
	return strings.Join(parts, "\n")
}

// since returns the messages after the last assistant message.
func (r Request) since() []Message {
	for i := len(r.Messages) - 1; i >= 0; i-- {
		if r.Messages[i].Role == "assistant" {
			return r.Messages[i+1:]
		}
	}
	return r.Messages
}
