package fakemodel

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"unicode/utf8"
)

// askUserQuestion is the Claude Code tool an Ask step calls.
const askUserQuestion = "AskUserQuestion"

// fakeSignature signs every thinking block: the CLI keeps it and sends it
// back with the block on the next request, as it does a real one.
const fakeSignature = "ZmFrZW1vZGVsLXNpZ25hdHVyZQ=="

// deltaSize is how many bytes of text or input JSON go in one delta
// event, so a client must assemble a block from several, as it does with
// the real API.
const deltaSize = 24

// contentBlock is one block of an answer, in the API's JSON shape.
type contentBlock struct {
	Type      string          `json:"type"`
	Text      *string         `json:"text,omitempty"`
	Thinking  *string         `json:"thinking,omitempty"`
	Signature *string         `json:"signature,omitempty"`
	ID        string          `json:"id,omitempty"`
	Name      string          `json:"name,omitempty"`
	Input     json.RawMessage `json:"input,omitempty"`
}

// message is an answer in the API's JSON shape.
type message struct {
	ID           string         `json:"id"`
	Type         string         `json:"type"`
	Role         string         `json:"role"`
	Model        string         `json:"model"`
	Content      []contentBlock `json:"content"`
	StopReason   *string        `json:"stop_reason"`
	StopSequence *string        `json:"stop_sequence"`
	Usage        usage          `json:"usage"`
}

type usage struct {
	InputTokens  int `json:"input_tokens"`
	OutputTokens int `json:"output_tokens"`
}

// blocks turns a step into content blocks; ids names the n-th tool call
// of the server's life when the step does not.
func (s Step) blocks(ids func() string) []contentBlock {
	var bs []contentBlock
	if s.Thinking != "" {
		th, sig := s.Thinking, fakeSignature
		bs = append(bs, contentBlock{Type: "thinking", Thinking: &th, Signature: &sig})
	}
	if s.Text != "" || (s.ToolUse == nil && s.Ask == nil && s.Thinking == "") {
		t := s.Text
		bs = append(bs, contentBlock{Type: "text", Text: &t})
	}
	if s.ToolUse != nil {
		input := s.ToolUse.Input
		if len(input) == 0 {
			input = json.RawMessage("{}")
		}
		bs = append(bs, contentBlock{Type: "tool_use", ID: orID(s.ToolUse.ID, ids), Name: s.ToolUse.Name, Input: input})
	}
	if s.Ask != nil {
		input, _ := json.Marshal(map[string]any{"questions": s.Ask.Questions}) // plain structs: cannot fail
		bs = append(bs, contentBlock{Type: "tool_use", ID: orID(s.Ask.ID, ids), Name: askUserQuestion, Input: input})
	}
	return bs
}

func orID(id string, next func() string) string {
	if id != "" {
		return id
	}
	return next()
}

// stopReason is tool_use when the answer calls a tool, end_turn otherwise.
func stopReason(bs []contentBlock) string {
	for _, b := range bs {
		if b.Type == "tool_use" {
			return "tool_use"
		}
	}
	return "end_turn"
}

// outputTokens is a rough count for usage: a token per four bytes.
func outputTokens(bs []contentBlock) int {
	n := 0
	for _, b := range bs {
		for _, p := range []*string{b.Text, b.Thinking} {
			if p != nil {
				n += len(*p)
			}
		}
		n += len(b.Input)
	}
	return n/4 + 1
}

// writeMessage answers a non-streaming request.
func writeMessage(w http.ResponseWriter, msg message) {
	reason := stopReason(msg.Content)
	msg.StopReason = &reason
	msg.Usage.OutputTokens = outputTokens(msg.Content)
	writeJSON(w, http.StatusOK, msg)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = w.Write(b)
}

// writeError answers an API error with the API's JSON body.
func writeError(w http.ResponseWriter, e ErrorReply, requestID string) {
	typ, text := e.Type, e.Message
	def, ok := apiErrors[e.Status]
	if !ok {
		def = [2]string{"api_error", http.StatusText(e.Status)}
	}
	if typ == "" {
		typ = def[0]
	}
	if text == "" {
		text = def[1]
	}
	w.Header().Set("request-id", requestID)
	writeJSON(w, e.Status, map[string]any{
		"type":       "error",
		"error":      map[string]string{"type": typ, "message": text},
		"request_id": requestID,
	})
}

// sse writes server-sent events, flushing each.
type sse struct {
	w   io.Writer
	f   http.Flusher
	err error
}

func (s *sse) event(name string, data any) {
	if s.err != nil {
		return
	}
	b, err := json.Marshal(data)
	if err != nil {
		s.err = err
		return
	}
	_, s.err = fmt.Fprintf(s.w, "event: %s\ndata: %s\n\n", name, b)
	if s.err == nil && s.f != nil {
		s.f.Flush()
	}
}

// writeStream answers a streaming request with the API's event sequence:
// message_start, then per block content_block_start, its deltas and
// content_block_stop, then message_delta with the stop reason and
// message_stop.
func writeStream(w http.ResponseWriter, msg message) error {
	w.Header().Set("Content-Type", "text/event-stream")
	w.Header().Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusOK)
	f, _ := w.(http.Flusher)
	s := &sse{w: w, f: f}
	blocks := msg.Content
	start := msg
	start.Content = []contentBlock{}
	start.Usage.OutputTokens = 1
	s.event("message_start", map[string]any{"type": "message_start", "message": start})
	s.event("ping", map[string]string{"type": "ping"})
	for i, b := range blocks {
		s.event("content_block_start", map[string]any{"type": "content_block_start", "index": i, "content_block": emptied(b)})
		for _, d := range deltas(b) {
			s.event("content_block_delta", map[string]any{"type": "content_block_delta", "index": i, "delta": d})
		}
		s.event("content_block_stop", map[string]any{"type": "content_block_stop", "index": i})
	}
	s.event("message_delta", map[string]any{
		"type":  "message_delta",
		"delta": map[string]any{"stop_reason": stopReason(blocks), "stop_sequence": nil},
		"usage": map[string]int{"output_tokens": outputTokens(blocks)},
	})
	s.event("message_stop", map[string]string{"type": "message_stop"})
	return s.err
}

// emptied is a block as content_block_start announces it: its text,
// thinking and input still empty.
func emptied(b contentBlock) contentBlock {
	empty := ""
	switch b.Type {
	case "text":
		b.Text = &empty
	case "thinking":
		b.Thinking, b.Signature = &empty, &empty
	case "tool_use":
		b.Input = json.RawMessage("{}")
	}
	return b
}

// deltas are the content_block_delta payloads that fill a block.
func deltas(b contentBlock) []map[string]string {
	var ds []map[string]string
	switch b.Type {
	case "text":
		for _, c := range chunks(*b.Text) {
			ds = append(ds, map[string]string{"type": "text_delta", "text": c})
		}
	case "thinking":
		for _, c := range chunks(*b.Thinking) {
			ds = append(ds, map[string]string{"type": "thinking_delta", "thinking": c})
		}
		ds = append(ds, map[string]string{"type": "signature_delta", "signature": *b.Signature})
	case "tool_use":
		for _, c := range chunks(string(b.Input)) {
			ds = append(ds, map[string]string{"type": "input_json_delta", "partial_json": c})
		}
	}
	return ds
}

// chunks cuts s into pieces of about deltaSize bytes, never inside a
// UTF-8 sequence.
func chunks(s string) []string {
	var cs []string
	for len(s) > deltaSize {
		n := deltaSize
		for n > 0 && !utf8.RuneStart(s[n]) {
			n--
		}
		if n == 0 {
			n = deltaSize
		}
		cs = append(cs, s[:n])
		s = s[n:]
	}
	if s != "" {
		cs = append(cs, s)
	}
	return cs
}
