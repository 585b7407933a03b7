package claude_test

// End-to-end tests of the bridge with the real Claude Code CLI, run
// offline against a scripted model (internal/fakemodel). They need
// GUARDRAIL_CLAUDE_BIN (`task test:claude`) and skip without it.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/internal/fakemodel"
	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/policy"
	"github.com/guardrail-go/guardrail/server/agent"
	"github.com/guardrail-go/guardrail/server/agent/claude"
	"github.com/guardrail-go/guardrail/server/chat"
)

// realTurnTimeout bounds one turn of the real CLI on a loaded machine.
const realTurnTimeout = 90 * time.Second

// realSandbox is a project directory with a canary, a HOME of its own for
// the CLI, and the scripted model it talks to.
type realSandbox struct {
	dir   string
	model *fakemodel.Model
	agent *claude.Agent
	logs  *logBuffer
}

func newRealAgent(t *testing.T, sc fakemodel.Scenario, env ...string) *realSandbox {
	t.Helper()
	bin := fakemodel.Binary(t)
	root := t.TempDir()
	s := &realSandbox{dir: filepath.Join(root, "project"), model: fakemodel.New(t, sc), logs: &logBuffer{}}
	home := filepath.Join(root, "home")
	for _, d := range []string{filepath.Join(s.dir, "canary"), home} {
		require.NoError(t, os.MkdirAll(d, 0o755))
	}
	require.NoError(t, os.WriteFile(filepath.Join(s.dir, "canary", "keep.txt"), []byte("still here"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(s.dir, "notes.txt"), []byte("notes"), 0o644))
	e := policy.DefaultEngine()
	var err error
	s.agent, err = claude.New(agent.Config{Gate: e.Check, Redact: e.Redact}, claude.Options{
		Binary: bin, Dir: s.dir, Env: append(s.model.Env(home), env...), MaxTurns: 8,
		Logger: slog.New(slog.NewTextHandler(s.logs, &slog.HandlerOptions{Level: slog.LevelDebug})),
	})
	require.NoError(t, err)
	return s
}

func (s *realSandbox) canaryAlive() bool {
	b, err := os.ReadFile(filepath.Join(s.dir, "canary", "keep.txt"))
	return err == nil && string(b) == "still here"
}

// turn runs a turn to its end; onMsg, when set, sees each message as it
// arrives (to answer a question).
func (s *realSandbox) turn(t *testing.T, turn agent.Turn, onMsg func(agent.Run, msg)) ([]msg, agent.Run) {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), realTurnTimeout)
	defer cancel()
	r, err := s.agent.Start(ctx, turn)
	require.NoError(t, err)
	var ms []msg
	for raw := range r.Messages() {
		var m msg
		require.NoError(t, json.Unmarshal(raw, &m))
		ms = append(ms, m)
		if onMsg != nil {
			onMsg(r, m)
		}
	}
	require.NoError(t, ctx.Err(), "the turn ended in time; logs:\n%s", s.logs.String())
	return ms, r
}

func lastOf(t *testing.T, ms []msg) msg {
	t.Helper()
	require.NotEmpty(t, ms)
	return ms[len(ms)-1]
}

// assistantBlocks returns the assistant content blocks of type typ.
func assistantBlocks(ms []msg, typ string) []msg {
	var out []msg
	for _, m := range ms {
		if m["type"] != "assistant" {
			continue
		}
		for _, b := range m["message"].(msg)["content"].([]any) {
			if bm := b.(msg); bm["type"] == typ {
				out = append(out, bm)
			}
		}
	}
	return out
}

func TestRealToolCalls(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		command string
		context string
		denied  string // what the model reads; empty when the call runs
	}{
		{"ls runs", "ls", "", ""},
		{"find . -delete is denied by the shell guard", "find . -delete", "", "recursive deletion of the current or parent directory"},
		{"Bash outside the analysis profile is denied", "ls", "analysis", `this tool is not allowed here`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			s := newRealAgent(t, fakemodel.Scenario{fakemodel.Bash(tt.command), fakemodel.Text("Finished.")})
			ms, r := s.turn(t, agent.Turn{Message: "Look at the project.", Context: tt.context, Session: "e2e", Tenant: "acme"}, nil)
			require.NoError(t, r.Err(), s.logs.String())
			assert.True(t, s.canaryAlive())

			got, ok := s.model.ToolResult("Bash")
			require.True(t, ok, "the model got the call's result")
			res := toolResults(ms)
			require.Len(t, res, 1, "the stream carries the result too")
			last := lastOf(t, ms)
			assert.Equal(t, "result", last["type"])
			assert.Equal(t, "success", last["subtype"])
			assert.Equal(t, "Finished.", last["result"])
			if tt.denied == "" {
				assert.False(t, got.IsError, got.Text)
				assert.Contains(t, got.Text, "canary", "ls ran in the project")
				assert.Contains(t, got.Text, "notes.txt")
				assert.Equal(t, false, res[0]["is_error"])
				assert.Empty(t, last["permission_denials"])
				return
			}
			assert.True(t, got.IsError)
			assert.Contains(t, got.Text, tt.denied, "the model reads why")
			assert.Equal(t, true, res[0]["is_error"])
			assert.Contains(t, s.logs.String(), "tool call denied")
		})
	}
}

func TestRealAskUserQuestion(t *testing.T) {
	t.Parallel()
	const q = "Which database should we use?"
	s := newRealAgent(t, fakemodel.Scenario{
		fakemodel.AskUser(fakemodel.Question{Question: q, Header: "Database", Options: []fakemodel.Option{
			{Label: "Postgres", Description: "a server"}, {Label: "SQLite", Description: "a file"}}}),
		fakemodel.Text("Postgres it is."),
	})
	asked := 0
	ms, r := s.turn(t, agent.Turn{Message: "Set up the database.", Context: "analysis"}, func(r agent.Run, m msg) {
		for _, b := range assistantBlocks([]msg{m}, "tool_use") {
			if b["name"] != claude.AskUserQuestion {
				continue
			}
			asked++
			assert.NoError(t, r.Answer(t.Context(), agent.Answer{ToolUseID: b["id"].(string), Answers: map[string][]string{q: {"Postgres"}}}))
		}
	})
	require.NoError(t, r.Err(), s.logs.String())
	assert.Equal(t, 1, asked)
	got, ok := s.model.ToolResult(claude.AskUserQuestion)
	require.True(t, ok)
	assert.False(t, got.IsError, got.Text)
	assert.Contains(t, got.Text, q)
	assert.Contains(t, got.Text, "Postgres", "the model reads the person's answer")
	assert.Equal(t, "Postgres it is.", lastOf(t, ms)["result"])
}

func TestRealThinking(t *testing.T) {
	t.Parallel()
	const thought = "The person wants the file list; ls is enough."
	s := newRealAgent(t, fakemodel.Scenario{
		{Thinking: thought, Text: "Listing.", ToolUse: &fakemodel.ToolUse{Name: "Bash", Input: json.RawMessage(`{"command":"ls"}`)}},
		fakemodel.Text("Two entries."),
	})
	ms, r := s.turn(t, agent.Turn{Message: "What is here?"}, nil)
	require.NoError(t, r.Err(), s.logs.String())
	var thinking []string
	for _, b := range assistantBlocks(ms, "thinking") {
		thinking = append(thinking, fmt.Sprint(b["thinking"]))
	}
	assert.Equal(t, []string{thought}, thinking, "the thinking block reaches the stream whole")
	reqs := s.model.Requests()
	require.Len(t, reqs, 2)
	var sentBack bool
	for _, m := range reqs[1].Messages {
		for _, b := range m.Content {
			sentBack = sentBack || (m.Role == "assistant" && b.Type == "thinking" && b.Thinking == thought)
		}
	}
	assert.True(t, sentBack, "the CLI sends the signed thinking back with the tool result")
	assert.Equal(t, "Two entries.", lastOf(t, ms)["result"])
}

// An overloaded API the CLI gives up on ends the turn with an error
// result (CLAUDE_CODE_MAX_RETRIES=0: the CLI would otherwise retry ten
// times with backoff).
func TestRealAPIError(t *testing.T) {
	t.Parallel()
	s := newRealAgent(t, fakemodel.Scenario{{Error: &fakemodel.ErrorReply{Status: 529, Sticky: true}}}, "CLAUDE_CODE_MAX_RETRIES=0")
	ms, r := s.turn(t, agent.Turn{Message: "Hello."}, nil)
	var ee *claude.ExitError
	require.ErrorAs(t, r.Err(), &ee, "the CLI exits non-zero")
	last := lastOf(t, ms)
	assert.Equal(t, "result", last["type"])
	assert.Equal(t, true, last["is_error"])
	assert.Contains(t, fmt.Sprint(last["result"]), "529")
	assert.NotEmpty(t, s.model.Requests())
}

// pidsWithEnv returns the processes whose environment holds entry: the
// CLI and everything it started inherit the scripted model's URL.
func pidsWithEnv(t *testing.T, entry string) []int {
	t.Helper()
	dirs, err := os.ReadDir("/proc")
	require.NoError(t, err)
	var pids []int
	for _, d := range dirs {
		pid, err := strconv.Atoi(d.Name())
		if err != nil || pid == os.Getpid() {
			continue
		}
		env, err := os.ReadFile(filepath.Join("/proc", d.Name(), "environ"))
		if err != nil || !alive(pid) {
			continue
		}
		for _, e := range bytes.Split(env, []byte{0}) {
			if string(e) == entry {
				pids = append(pids, pid)
				break
			}
		}
	}
	return pids
}

func TestRealCancelMidTurn(t *testing.T) {
	t.Parallel()
	s := newRealAgent(t, fakemodel.Scenario{fakemodel.Bash("tail -f notes.txt"), fakemodel.Text("never")})
	ctx, cancel := context.WithTimeout(t.Context(), realTurnTimeout)
	defer cancel()
	r, err := s.agent.Start(ctx, agent.Turn{Message: "Wait a while."})
	require.NoError(t, err)
	msgs := make(chan msg, 64)
	go func() {
		defer close(msgs)
		for raw := range r.Messages() {
			var m msg
			if json.Unmarshal(raw, &m) == nil {
				msgs <- m
			}
		}
	}()
	// The tool call is running once a process of the turn runs tail (the
	// CLI refuses a plain long sleep). The CLI starts its shell in a
	// process group of its own, so this also shows that cancelling reaches
	// beyond the CLI's group.
	marker := "ANTHROPIC_BASE_URL=" + s.model.URL
	require.Eventually(t, func() bool {
		for _, pid := range pidsWithEnv(t, marker) {
			cmdline, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
			if strings.Contains(string(cmdline), "tail\x00-f\x00notes.txt") {
				return true
			}
		}
		return false
	}, realTurnTimeout/2, 50*time.Millisecond, "the tool call started")
	require.NotEmpty(t, pidsWithEnv(t, marker))

	r.Cancel()
	for range msgs { // ends: the run closes Messages once the CLI is gone
	}
	assert.ErrorIs(t, r.Err(), context.Canceled)
	assert.Eventually(t, func() bool { return len(pidsWithEnv(t, marker)) == 0 }, time.Minute, 20*time.Millisecond,
		"nothing of the turn outlives it: the CLI and the tool it started are gone")
	assert.Len(t, s.model.Requests(), 1, "the model was not asked again")
}

// What a person sees of a real turn, the frames chat.Stream makes of it,
// carries none of the CLI's internals.
func TestRealFramesHoldNoInternals(t *testing.T) {
	t.Parallel()
	s := newRealAgent(t, fakemodel.Scenario{
		fakemodel.Bash("ls"), // outside the conversion profile
		fakemodel.Bash("find . -delete"),
		fakemodel.Tool("Read", map[string]string{"file_path": "notes.txt"}),
		fakemodel.Text("I could not clean up."),
	})
	e := policy.DefaultEngine()
	ca, err := chat.New(e)
	require.NoError(t, err)
	st := ca.WithScope(chat.Scope{Channel: "chat", Context: "conversion", Workdir: s.dir}).NewStream()
	tools, err := e.Profiles().AllowedTools("conversion")
	require.NoError(t, err)
	ms, r := s.turn(t, agent.Turn{Message: "Clean the build.", Context: "conversion", AllowedTools: tools}, nil)
	require.NoError(t, r.Err(), s.logs.String())
	assert.True(t, s.canaryAlive())

	var frames []chat.ProcessedMessage
	for _, m := range ms {
		raw, err := json.Marshal(m)
		require.NoError(t, err)
		pm, err := st.Process(t.Context(), raw)
		require.NoError(t, err)
		if !pm.Hidden {
			frames = append(frames, pm)
		}
	}
	var errs int
	for _, f := range frames {
		b, err := json.Marshal(f)
		require.NoError(t, err)
		frame := string(b)
		t.Logf("frame: %s", frame)
		// The context's name is no secret from the person (the session
		// frame names it); the rule ids are.
		for _, internal := range []string{"PreToolUse", "hook", "toolu_", "--allowedTools", "--permission", "--", "context:conversion", "fs.rm-cwd", "guardrail-pretooluse", "session_id", s.dir, s.model.URL} {
			assert.NotContains(t, frame, internal)
		}
		if f.Type == chat.TypeError {
			errs++
			assert.NotEmpty(t, f.Content, "a denied call says so")
		}
	}
	assert.Equal(t, 2, errs, "both denied calls reach the person as errors")
	assert.Contains(t, frames, chat.ProcessedMessage{Type: chat.TypeError, Metadata: map[string]any{"is_error": true, "tool": "Bash"},
		Kind: middleware.StopDangerousAction, Content: middleware.MessagesEN.Kinds[middleware.StopDangerousAction],
		Tool: "Bash", Input: "find . -delete", Reason: "recursive deletion of the current or parent directory (., .., *)"},
		"a blocked card: the kind, the command as the model wrote it, the guard's reason, not the CLI's wrapping")
	assert.NotEmpty(t, frames)
}
