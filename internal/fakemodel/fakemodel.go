// Package fakemodel is a scripted Anthropic Messages API server for tests:
// it lets the real Claude Code CLI run offline, against a model whose
// every answer (tool calls, text, thinking, questions, API errors) the
// test wrote in advance, and records what the CLI sent so the test can
// assert on what the model saw (the prompt, the tool results).
//
// It serves POST /v1/messages, streamed as server-sent events when the
// request asks for it, and POST /v1/messages/count_tokens. Each request of
// the agent's loop gets the next Step of the Scenario; once the scenario
// is over the answer is the text "done". Requests the CLI makes on the
// side (see IsSide) are answered without consuming a step.
//
// Only tests and the demo command use it; the product never does.
package fakemodel

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"testing"
)

// Done is the text answered once the scenario is over.
const Done = "done"

// maxBody bounds a request body; the CLI's largest are its conversation
// history.
const maxBody = 64 << 20

// Model is the scripted model: an http.Handler. New serves it on a
// loopback port for a test; NewHandler gives the bare handler.
type Model struct {
	// URL is the server's base URL (http://127.0.0.1:PORT), set by New.
	URL string
	// OnRequest, when set before serving, is called with each request
	// once it is recorded (the demo command logs them).
	OnRequest func(Request)

	mu       sync.Mutex
	scenario Scenario
	next     int
	toolIDs  int
	msgIDs   int
	requests []Request
	issued   map[string]string // tool_use id → tool name
}

var _ http.Handler = (*Model)(nil)

// NewHandler returns the scripted model as a handler, for a server the
// caller runs.
func NewHandler(sc Scenario) (*Model, error) {
	for i, s := range sc {
		if err := s.validate(); err != nil {
			return nil, fmt.Errorf("step %d: %w", i, err)
		}
	}
	return &Model{scenario: slices.Clone(sc), issued: map[string]string{}}, nil
}

// New serves the scenario on 127.0.0.1 until the test ends.
func New(t testing.TB, sc Scenario) *Model {
	t.Helper()
	m, err := NewHandler(sc)
	if err != nil {
		t.Fatalf("fakemodel: %v", err)
	}
	srv := httptest.NewServer(m)
	t.Cleanup(srv.Close)
	m.URL = srv.URL
	return m
}

// Env is the environment that points Claude Code at the server and keeps
// it off the network: an API key (any will do), no telemetry, no
// non-essential traffic, and home as its HOME, so its settings and session
// files stay in the test's directory.
func (m *Model) Env(home string) []string {
	return []string{
		"ANTHROPIC_BASE_URL=" + m.URL,
		"ANTHROPIC_API_KEY=fakemodel-key",
		"CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1",
		"DISABLE_TELEMETRY=1",
		"DISABLE_AUTOUPDATER=1",
		"HOME=" + home,
		"XDG_CONFIG_HOME=" + home + "/.config",
	}
}

// ServeHTTP implements http.Handler.
func (m *Model) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		writeError(w, ErrorReply{Status: http.StatusNotFound}, m.requestID())
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	if err != nil {
		writeError(w, ErrorReply{Status: http.StatusRequestEntityTooLarge}, m.requestID())
		return
	}
	req, err := decodeRequest(r.URL.Path, body)
	if err != nil {
		writeError(w, ErrorReply{Status: http.StatusBadRequest, Message: "fakemodel: " + err.Error()}, m.requestID())
		return
	}
	switch r.URL.Path {
	case "/v1/messages/count_tokens":
		req.Side = true
		m.record(req)
		writeJSON(w, http.StatusOK, map[string]int{"input_tokens": len(body)/4 + 1})
	case "/v1/messages":
		m.messages(w, req)
	default:
		m.record(req)
		writeError(w, ErrorReply{Status: http.StatusNotFound}, m.requestID())
	}
}

// messages answers POST /v1/messages.
func (m *Model) messages(w http.ResponseWriter, req Request) {
	step := Text(Done)
	if IsSide(req) {
		req.Side = true
		step = Text(sideAnswer)
	}
	m.mu.Lock()
	if !req.Side {
		switch {
		case m.next < len(m.scenario):
			req.Step = m.next
			step = m.scenario[m.next]
			if step.Error == nil || !step.Error.Sticky {
				m.next++
			}
		default:
			req.Step = -1
		}
	}
	blocks := step.blocks(m.toolID)
	for _, b := range blocks {
		if b.Type == "tool_use" {
			m.issued[b.ID] = b.Name
		}
	}
	m.msgIDs++
	id := fmt.Sprintf("msg_fake_%03d", m.msgIDs)
	m.requests = append(m.requests, req)
	m.mu.Unlock()
	m.observe(req)

	if step.Error != nil {
		writeError(w, *step.Error, "req_fake_"+id)
		return
	}
	msg := message{ID: id, Type: "message", Role: "assistant", Model: req.Model, Content: blocks,
		Usage: usage{InputTokens: len(req.Body)/4 + 1}}
	if !req.Stream {
		writeMessage(w, msg)
		return
	}
	_ = writeStream(w, msg) // a client gone mid-stream is the client's business
}

// toolID names the next tool call; called with mu held.
func (m *Model) toolID() string {
	m.toolIDs++
	return fmt.Sprintf("toolu_fake_%03d", m.toolIDs)
}

func (m *Model) requestID() string {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.msgIDs++
	return fmt.Sprintf("req_fake_%03d", m.msgIDs)
}

func (m *Model) record(req Request) {
	m.mu.Lock()
	m.requests = append(m.requests, req)
	m.mu.Unlock()
	m.observe(req)
}

func (m *Model) observe(req Request) {
	if m.OnRequest != nil {
		m.OnRequest(req)
	}
}

// Requests returns the requests of the agent's loop received so far, in
// order: the ones answered by a step or by Done.
func (m *Model) Requests() []Request {
	return m.filter(func(r Request) bool { return !r.Side })
}

// SideRequests returns the requests answered without consuming a step.
func (m *Model) SideRequests() []Request {
	return m.filter(func(r Request) bool { return r.Side })
}

func (m *Model) filter(keep func(Request) bool) []Request {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []Request
	for _, r := range m.requests {
		if keep(r) {
			out = append(out, r)
		}
	}
	return out
}

// Remaining is how many steps have not been answered yet.
func (m *Model) Remaining() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.scenario) - m.next
}

// ToolResults returns every tool result the model was sent, each once, in
// the order they first arrived; Name is filled with the name of the tool
// whose call it answers.
func (m *Model) ToolResults() []Block {
	seen := map[string]bool{}
	var out []Block
	for _, r := range m.Requests() {
		for _, msg := range r.Messages {
			for _, b := range msg.Content {
				if b.Type != "tool_result" || seen[b.ToolUseID] {
					continue
				}
				seen[b.ToolUseID] = true
				m.mu.Lock()
				b.Name = m.issued[b.ToolUseID]
				m.mu.Unlock()
				out = append(out, b)
			}
		}
	}
	return out
}

// ToolResult returns the first result of a call to the named tool.
func (m *Model) ToolResult(tool string) (Block, bool) {
	for _, b := range m.ToolResults() {
		if b.Name == tool {
			return b, true
		}
	}
	return Block{}, false
}

// String is a one-line summary of the request, for logs.
func (r Request) String() string {
	b, _ := json.Marshal(map[string]any{"path": r.Path, "model": r.Model, "stream": r.Stream, "side": r.Side,
		"step": r.Step, "tools": len(r.Tools), "messages": len(r.Messages)})
	return string(b)
}
