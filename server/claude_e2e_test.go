package server_test

// The chat server with the real Claude Code CLI behind it, run offline
// against a scripted model (internal/fakemodel): what reaches the
// person's WebSocket. Needs GUARDRAIL_CLAUDE_BIN (`task test:claude`).

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/internal/fakemodel"
	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/server"
	"github.com/guardrail-go/guardrail/server/agent"
	"github.com/guardrail-go/guardrail/server/agent/claude"
	"github.com/guardrail-go/guardrail/server/frame"
)

// realFrameTimeout bounds the wait for one frame: the CLI takes seconds
// to start on a loaded machine.
const realFrameTimeout = 60 * time.Second

// readWithin reads frames up to and including the first of type typ.
func (c *client) readWithin(typ string, d time.Duration) []server.Frame {
	c.t.Helper()
	var fs []server.Frame
	for {
		ctx, cancel := context.WithTimeout(context.Background(), d)
		_, b, err := c.ws.Read(ctx)
		cancel()
		require.NoError(c.t, err, "after %v", types(fs))
		var f server.Frame
		require.NoError(c.t, json.Unmarshal(b, &f), string(b))
		fs = append(fs, f)
		if f.Type == typ {
			return fs
		}
	}
}

func TestRealClaudeFrames(t *testing.T) {
	bin := fakemodel.Binary(t)
	const q = "Which build tool should I use?"
	m := fakemodel.New(t, fakemodel.Scenario{
		fakemodel.Bash("ls"), // outside the conversion profile
		fakemodel.Bash("find . -delete"),
		fakemodel.AskUser(fakemodel.Question{Question: q, Header: "Build", Options: []fakemodel.Option{
			{Label: "npm", Description: "the package scripts"}, {Label: "make", Description: "the Makefile"}}}),
		fakemodel.Text("I will use npm."),
	})
	root := t.TempDir()
	dir, home := filepath.Join(root, "project"), filepath.Join(root, "home")
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "canary"), 0o755))
	require.NoError(t, os.MkdirAll(home, 0o755))

	ts := start(t, func(cfg *server.Config) {
		a, err := claude.New(agent.Config{Gate: server.NewGate(cfg.Policy, cfg.Metrics), Redact: agent.RedactWith(cfg.Policy)},
			claude.Options{Binary: bin, Dir: dir, Env: m.Env(home), MaxTurns: 8})
		require.NoError(t, err)
		cfg.Agent = a
	})
	c := ts.dial(t, "/ws/chat/acme/web?context=conversion", &websocket.DialOptions{})
	hello := c.read()
	require.Equal(t, frame.TypeSession, hello.Type)

	c.send(map[string]string{"message": "Clean the build."})
	fs := c.readWithin("multi_question", realFrameTimeout)
	ask := fs[len(fs)-1]
	require.NotEmpty(t, ask.QuestionID)
	require.Len(t, ask.Options, 1)
	assert.Equal(t, q, ask.Options[0].Question)
	c.send(map[string]any{"answer": map[string]any{"question_id": ask.QuestionID, "answers": map[string][]string{q: {"npm"}}}})
	fs = append(fs, c.readWithin(frame.TypeTurnEnd, realFrameTimeout)...)
	assert.Equal(t, frame.StatusDone, fs[len(fs)-1].Status)
	_, err := os.Stat(filepath.Join(dir, "canary"))
	assert.NoError(t, err, "the deletion never ran")

	var errs []string
	for _, f := range fs {
		b, err := json.Marshal(f)
		require.NoError(t, err)
		t.Logf("frame: %s", b)
		for _, internal := range []string{"PreToolUse", "hook", "toolu_", "--allowedTools", "--permission", "--resume", "--session-id",
			"context:conversion", "fs.rm-cwd", "guardrail-", "session_id", dir, home, m.URL} {
			assert.NotContains(t, string(b), internal)
		}
		if f.Type == "error" {
			assert.Equal(t, middleware.MessagesEN.Kinds[middleware.StopKind(f.Kind)], f.Content, "the kind's plain text")
			errs = append(errs, f.Kind+": "+f.Tool+": "+f.Input+": "+f.Reason)
		}
	}
	assert.Equal(t, []string{
		`tool_not_allowed: Bash: ls: this tool is not allowed here`,
		`dangerous_action: Bash: find . -delete: recursive deletion of the current or parent directory (., .., *)`,
	}, errs, "each denied call reaches the person as a blocked card: what kind, the command, the guard's reason")
	got, ok := m.ToolResult(claude.AskUserQuestion)
	require.True(t, ok)
	assert.Contains(t, got.Text, "npm", "the person's answer reached the model")
	assert.Contains(t, fs, server.Frame{Type: "info", Seq: fs[len(fs)-3].Seq, Turn: 1, Content: "I will use npm."}, "the turn goes on with the answer")
}
