package fakemodel

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// event is one server-sent event.
type event struct {
	Name string
	Data map[string]any
}

// readSSE parses a stream strictly: every event is an "event:" line, a
// "data:" line with a JSON object whose type is the event's name, and a
// blank line.
func readSSE(t *testing.T, r io.Reader) []event {
	t.Helper()
	var evs []event
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		name, ok := strings.CutPrefix(sc.Text(), "event: ")
		require.True(t, ok, "want an event line, got %q", sc.Text())
		require.True(t, sc.Scan())
		data, ok := strings.CutPrefix(sc.Text(), "data: ")
		require.True(t, ok, "want a data line, got %q", sc.Text())
		require.True(t, sc.Scan())
		require.Empty(t, sc.Text(), "an event ends with a blank line")
		var d map[string]any
		require.NoError(t, json.Unmarshal([]byte(data), &d))
		require.Equal(t, name, d["type"], "the event name is the data's type")
		evs = append(evs, event{name, d})
	}
	require.NoError(t, sc.Err())
	return evs
}

func post(t *testing.T, m *Model, path string, body any) *http.Response {
	t.Helper()
	b, err := json.Marshal(body)
	require.NoError(t, err)
	resp, err := http.Post(m.URL+path, "application/json", bytes.NewReader(b))
	require.NoError(t, err)
	t.Cleanup(func() { _ = resp.Body.Close() })
	return resp
}

// agentRequest is a request of the agent's loop: it offers tools.
func agentRequest(stream bool, messages ...any) map[string]any {
	if len(messages) == 0 {
		messages = []any{map[string]any{"role": "user", "content": "hello"}}
	}
	return map[string]any{
		"model": "claude-test", "max_tokens": 1024, "stream": stream,
		"system":   []any{map[string]any{"type": "text", "text": "You are a test."}},
		"tools":    []any{map[string]any{"name": "Bash", "input_schema": map[string]any{"type": "object"}}},
		"messages": messages,
	}
}

// assembled is the content a client rebuilds from the stream's events.
func assembled(t *testing.T, evs []event) (blocks []map[string]any, stop string) {
	t.Helper()
	var partial []string
	for _, e := range evs {
		switch e.Name {
		case "content_block_start":
			require.EqualValues(t, len(blocks), e.Data["index"], "blocks start in order")
			blocks = append(blocks, e.Data["content_block"].(map[string]any))
			partial = append(partial, "")
		case "content_block_delta":
			i := int(e.Data["index"].(float64))
			d := e.Data["delta"].(map[string]any)
			switch d["type"] {
			case "text_delta":
				blocks[i]["text"] = blocks[i]["text"].(string) + d["text"].(string)
			case "thinking_delta":
				blocks[i]["thinking"] = blocks[i]["thinking"].(string) + d["thinking"].(string)
			case "signature_delta":
				blocks[i]["signature"] = d["signature"]
			case "input_json_delta":
				partial[i] += d["partial_json"].(string)
			default:
				t.Fatalf("unknown delta %v", d["type"])
			}
		case "content_block_stop":
			i := int(e.Data["index"].(float64))
			if blocks[i]["type"] == "tool_use" {
				var in any
				require.NoError(t, json.Unmarshal([]byte(partial[i]), &in), "the input deltas join into JSON")
				blocks[i]["input"] = in
			}
		case "message_delta":
			stop = e.Data["delta"].(map[string]any)["stop_reason"].(string)
		}
	}
	return blocks, stop
}

func TestStreamFraming(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("héllo wörld ", 10)
	m := New(t, Scenario{
		{Thinking: "Let me think: " + long, Text: long, ToolUse: &ToolUse{Name: "Bash", Input: json.RawMessage(`{"command":"ls -la","description":"` + long + `"}`)}},
		Text("bye"),
	})
	resp := post(t, m, "/v1/messages", agentRequest(true))
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Equal(t, "text/event-stream", resp.Header.Get("Content-Type"))
	evs := readSSE(t, resp.Body)

	var names []string
	for _, e := range evs {
		if len(names) == 0 || names[len(names)-1] != e.Name {
			names = append(names, e.Name)
		}
	}
	assert.Equal(t, []string{
		"message_start", "ping",
		"content_block_start", "content_block_delta", "content_block_stop",
		"content_block_start", "content_block_delta", "content_block_stop",
		"content_block_start", "content_block_delta", "content_block_stop",
		"message_delta", "message_stop",
	}, names)
	start := evs[0].Data["message"].(map[string]any)
	assert.Equal(t, "assistant", start["role"])
	assert.Equal(t, "claude-test", start["model"], "the model answers as the one asked for")
	assert.Empty(t, start["content"])

	blocks, stop := assembled(t, evs)
	assert.Equal(t, "tool_use", stop)
	require.Len(t, blocks, 3)
	assert.Equal(t, "thinking", blocks[0]["type"])
	assert.Equal(t, "Let me think: "+long, blocks[0]["thinking"])
	assert.NotEmpty(t, blocks[0]["signature"])
	assert.Equal(t, long, blocks[1]["text"])
	assert.Equal(t, "Bash", blocks[2]["name"])
	assert.Equal(t, "toolu_fake_001", blocks[2]["id"])
	assert.Equal(t, map[string]any{"command": "ls -la", "description": long}, blocks[2]["input"])

	deltas := 0
	for _, e := range evs {
		if e.Name == "content_block_delta" {
			deltas++
		}
	}
	assert.Greater(t, deltas, 6, "long content arrives in several deltas")

	blocks, stop = assembled(t, readSSE(t, post(t, m, "/v1/messages", agentRequest(true)).Body))
	assert.Equal(t, "end_turn", stop)
	assert.Equal(t, []map[string]any{{"type": "text", "text": "bye"}}, blocks)
}

func TestNonStreaming(t *testing.T) {
	t.Parallel()
	m := New(t, Scenario{AskUser(Question{Question: "Which?", Header: "Pick", Options: []Option{{Label: "A"}, {Label: "B"}}}), Text("ok")})
	resp := post(t, m, "/v1/messages", agentRequest(false))
	require.Equal(t, http.StatusOK, resp.StatusCode)
	var msg map[string]any
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&msg))
	assert.Equal(t, "message", msg["type"])
	assert.Equal(t, "tool_use", msg["stop_reason"])
	content := msg["content"].([]any)
	require.Len(t, content, 1)
	b := content[0].(map[string]any)
	assert.Equal(t, "AskUserQuestion", b["name"])
	qs := b["input"].(map[string]any)["questions"].([]any)
	assert.Equal(t, "Which?", qs[0].(map[string]any)["question"])

	resp = post(t, m, "/v1/messages", agentRequest(false))
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&msg))
	assert.Equal(t, "end_turn", msg["stop_reason"])
	assert.Equal(t, "ok", msg["content"].([]any)[0].(map[string]any)["text"])
}

func TestAPIErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		step   Step
		status int
		typ    string
	}{
		{APIError(429), 429, "rate_limit_error"},
		{APIError(529), 529, "overloaded_error"},
		{APIError(500), 500, "api_error"},
		{Step{Error: &ErrorReply{Status: 400, Type: "invalid_request_error", Message: "prompt is too long"}}, 400, "invalid_request_error"},
		{APIError(503), 503, "api_error"},
	}
	for _, tt := range tests {
		t.Run(tt.typ, func(t *testing.T) {
			t.Parallel()
			m := New(t, Scenario{tt.step, Text("after")})
			for _, stream := range []bool{true, false} {
				m := New(t, Scenario{tt.step})
				resp := post(t, m, "/v1/messages", agentRequest(stream))
				assert.Equal(t, tt.status, resp.StatusCode)
				assert.Equal(t, "application/json", resp.Header.Get("Content-Type"), "errors are JSON, streamed or not")
				assert.NotEmpty(t, resp.Header.Get("request-id"))
				var body struct {
					Type  string `json:"type"`
					Error struct {
						Type    string `json:"type"`
						Message string `json:"message"`
					} `json:"error"`
				}
				require.NoError(t, json.NewDecoder(resp.Body).Decode(&body))
				assert.Equal(t, "error", body.Type)
				assert.Equal(t, tt.typ, body.Error.Type)
				assert.NotEmpty(t, body.Error.Message)
			}
			assert.Equal(t, tt.status, post(t, m, "/v1/messages", agentRequest(false)).StatusCode)
			assert.Equal(t, http.StatusOK, post(t, m, "/v1/messages", agentRequest(false)).StatusCode, "an error step is used once")
		})
	}
}

func TestStickyError(t *testing.T) {
	t.Parallel()
	m := New(t, Scenario{{Error: &ErrorReply{Status: 529, Sticky: true}}})
	for range 3 {
		assert.Equal(t, 529, post(t, m, "/v1/messages", agentRequest(true)).StatusCode)
	}
	assert.Equal(t, 1, m.Remaining())
	assert.Len(t, m.Requests(), 3)
}

func TestRecording(t *testing.T) {
	t.Parallel()
	m := New(t, Scenario{Bash("ls"), Bash("rm -rf /"), Text("finished")})
	post(t, m, "/v1/messages", agentRequest(true, map[string]any{"role": "user", "content": "list the files"}))

	// Side traffic answers without consuming a step.
	resp := post(t, m, "/v1/messages/count_tokens", map[string]any{"model": "claude-test", "messages": []any{map[string]any{"role": "user", "content": "x"}}})
	require.Equal(t, http.StatusOK, resp.StatusCode)
	var count map[string]int
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&count))
	assert.Positive(t, count["input_tokens"])
	side := post(t, m, "/v1/messages", map[string]any{"model": "claude-small", "max_tokens": 32,
		"messages": []any{map[string]any{"role": "user", "content": "Write a title"}}})
	var sideMsg map[string]any
	require.NoError(t, json.NewDecoder(side.Body).Decode(&sideMsg))
	assert.Equal(t, sideAnswer, sideMsg["content"].([]any)[0].(map[string]any)["text"])
	assert.Equal(t, 2, m.Remaining())

	history := []any{
		map[string]any{"role": "user", "content": "list the files"},
		map[string]any{"role": "assistant", "content": []any{map[string]any{"type": "tool_use", "id": "toolu_fake_001", "name": "Bash", "input": map[string]any{"command": "ls"}}}},
		map[string]any{"role": "user", "content": []any{map[string]any{"type": "tool_result", "tool_use_id": "toolu_fake_001", "content": "a.txt\nb.txt"}}},
		map[string]any{"role": "system", "content": "a reminder"},
	}
	post(t, m, "/v1/messages", agentRequest(true, history...))
	history = append(history,
		map[string]any{"role": "assistant", "content": []any{map[string]any{"type": "tool_use", "id": "toolu_fake_002", "name": "Bash", "input": map[string]any{"command": "rm -rf /"}}}},
		map[string]any{"role": "user", "content": []any{map[string]any{"type": "tool_result", "tool_use_id": "toolu_fake_002", "is_error": true,
			"content": []any{map[string]any{"type": "text", "text": "denied:"}, map[string]any{"type": "text", "text": "not allowed"}}}}})
	post(t, m, "/v1/messages", agentRequest(false, history...))
	blocks, _ := assembled(t, readSSE(t, post(t, m, "/v1/messages", agentRequest(true, history...)).Body))
	assert.Equal(t, Done, blocks[0]["text"], "past the end of the scenario the model says it is done")

	reqs := m.Requests()
	require.Len(t, reqs, 4)
	assert.Equal(t, []int{0, 1, 2, -1}, []int{reqs[0].Step, reqs[1].Step, reqs[2].Step, reqs[3].Step})
	assert.Equal(t, "You are a test.", reqs[0].System)
	assert.Equal(t, []string{"Bash"}, reqs[0].Tools)
	assert.Equal(t, "list the files", reqs[0].UserText())
	assert.True(t, reqs[0].Stream)
	assert.False(t, reqs[2].Stream)

	got := reqs[1].ToolResults()
	require.Len(t, got, 1, "the results are found past a trailing system message")
	assert.Equal(t, Block{Type: "tool_result", Text: "a.txt\nb.txt", ToolUseID: "toolu_fake_001"}, got[0])

	all := m.ToolResults()
	require.Len(t, all, 2, "each result once, though every request repeats the history")
	assert.Equal(t, "Bash", all[1].Name)
	assert.True(t, all[1].IsError)
	assert.Equal(t, "denied:\nnot allowed", all[1].Text)
	r, ok := m.ToolResult("Bash")
	assert.True(t, ok)
	assert.Equal(t, "toolu_fake_001", r.ToolUseID)
	_, ok = m.ToolResult("Write")
	assert.False(t, ok)

	sides := m.SideRequests()
	require.Len(t, sides, 2)
	assert.Equal(t, "/v1/messages/count_tokens", sides[0].Path)
	assert.Equal(t, "claude-small", sides[1].Model)
	assert.Equal(t, -1, sides[1].Step)
}

func TestBadRequests(t *testing.T) {
	t.Parallel()
	m := New(t, Scenario{Text("kept")})
	resp, err := http.Post(m.URL+"/v1/messages", "application/json", strings.NewReader("{not json"))
	require.NoError(t, err)
	_ = resp.Body.Close()
	assert.Equal(t, http.StatusBadRequest, resp.StatusCode)

	resp, err = http.Get(m.URL + "/v1/messages")
	require.NoError(t, err)
	_ = resp.Body.Close()
	assert.Equal(t, http.StatusNotFound, resp.StatusCode)

	assert.Equal(t, http.StatusNotFound, post(t, m, "/v1/complete", agentRequest(false)).StatusCode)
	assert.Equal(t, 1, m.Remaining(), "no step is spent on a bad request")
}

func TestNewHandlerRejectsBadSteps(t *testing.T) {
	t.Parallel()
	_, err := NewHandler(Scenario{Text("ok"), {ToolUse: &ToolUse{}}})
	require.ErrorIs(t, err, ErrBadStep)
	assert.Contains(t, err.Error(), "step 1")
}

func TestEnv(t *testing.T) {
	t.Parallel()
	m := New(t, nil)
	env := m.Env("/tmp/h")
	assert.Contains(t, env, "ANTHROPIC_BASE_URL="+m.URL)
	assert.Contains(t, env, "HOME=/tmp/h")
	assert.Contains(t, env, "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1")
	assert.True(t, strings.HasPrefix(m.URL, "http://127.0.0.1:"))
}

func TestChunks(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"", "a", strings.Repeat("x", deltaSize), strings.Repeat("é", 40), strings.Repeat("🙂", 13), "\xff\xfe" + strings.Repeat("\x80", 60)} {
		cs := chunks(s)
		assert.Equal(t, s, strings.Join(cs, ""))
		for _, c := range cs {
			assert.NotEmpty(t, c)
			assert.LessOrEqual(t, len(c), deltaSize)
		}
	}
}

func TestVersion(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	script := func(name, body string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte("#!/bin/sh\n"+body+"\n"), 0o755))
		return p
	}
	v, err := version(script("good", `[ -n "$HOME" ] && echo "2.1.328 (Claude Code)"`))
	require.NoError(t, err)
	assert.Equal(t, "2.1.328 (Claude Code)", v)

	_, err = version(script("fails", "echo broken >&2; exit 3"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "broken")

	_, err = version(script("other", "echo 1.0.0"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "not a Claude Code version")

	_, err = version(filepath.Join(dir, "missing"))
	assert.ErrorIs(t, err, os.ErrNotExist)
}

func TestOnRequestAndString(t *testing.T) {
	t.Parallel()
	m, err := NewHandler(Scenario{Text("hi")})
	require.NoError(t, err)
	seen := make(chan string, 4)
	m.OnRequest = func(r Request) { seen <- r.String() }
	srv := httptest.NewServer(m)
	t.Cleanup(srv.Close)
	m.URL = srv.URL
	post(t, m, "/v1/messages", agentRequest(false))
	require.Len(t, seen, 1)
	assert.JSONEq(t, `{"path":"/v1/messages","model":"claude-test","stream":false,"side":false,"step":0,"tools":1,"messages":1}`, <-seen)
}
