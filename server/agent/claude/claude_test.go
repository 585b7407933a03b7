package claude_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/policy"
	"github.com/guardrail-go/guardrail/server/agent"
	"github.com/guardrail-go/guardrail/server/agent/agenttest"
	"github.com/guardrail-go/guardrail/server/agent/claude"
)

// fakeBin is the fake claude, built once for the package's tests.
var fakeBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "fakeclaude")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fakeBin = filepath.Join(dir, "claude")
	build := exec.Command("go", "build", "-o", fakeBin, "./testdata/fakeclaude")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "building the fake claude:", err)
		os.Exit(1)
	}
	code := m.Run()
	_ = os.RemoveAll(dir)
	if code == 0 {
		if err := goleak.Find(); err != nil {
			fmt.Fprintln(os.Stderr, "goleak:", err)
			code = 1
		}
	}
	os.Exit(code)
}

// logBuffer is a concurrency-safe log sink.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

func newAgent(t *testing.T, mode string, opts claude.Options, gate agent.Gate) (*claude.Agent, *logBuffer) {
	t.Helper()
	logs := &logBuffer{}
	opts.Binary = fakeBin
	opts.Env = append(opts.Env, "FAKECLAUDE_MODE="+mode, "FAKECLAUDE_STATE="+t.TempDir())
	opts.Logger = slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	if gate == nil {
		gate = policy.DefaultEngine().Check
	}
	a, err := claude.New(agent.Config{Gate: gate, Redact: policy.DefaultEngine().Redact}, opts)
	require.NoError(t, err)
	return a, logs
}

type msg = map[string]any

func decode(t testing.TB, raw []json.RawMessage) []msg {
	t.Helper()
	out := make([]msg, len(raw))
	for i, r := range raw {
		require.NoError(t, json.Unmarshal(r, &out[i]))
	}
	return out
}

func types(ms []msg) []string {
	var ts []string
	for _, m := range ms {
		ts = append(ts, m["type"].(string))
	}
	return ts
}

// toolResults returns the tool_result blocks of the user messages.
func toolResults(ms []msg) []msg {
	var rs []msg
	for _, m := range ms {
		if m["type"] != "user" {
			continue
		}
		for _, b := range m["message"].(msg)["content"].([]any) {
			if bm := b.(msg); bm["type"] == "tool_result" {
				rs = append(rs, bm)
			}
		}
	}
	return rs
}

func runTurn(t *testing.T, a *claude.Agent, turn agent.Turn) ([]msg, agent.Run) {
	t.Helper()
	r, err := a.Start(context.Background(), turn)
	require.NoError(t, err)
	return decode(t, agenttest.Drain(t, r, 10*time.Second)), r
}

func TestEchoTurn(t *testing.T) {
	t.Parallel()
	a, _ := newAgent(t, "", claude.Options{MaxTurns: 4, Args: []string{"--model", "sonnet"}}, nil)
	ms, r := runTurn(t, a, agent.Turn{Message: "hello there", Context: "analysis", AllowedTools: []string{"Read", "Grep"}})
	require.NoError(t, r.Err())
	require.Equal(t, []string{"system", "assistant", "result"}, types(ms),
		"the control protocol (initialize response) never reaches Messages")
	argv := fmt.Sprint(ms[0]["fake_argv"])
	for _, want := range []string{"-p", "--verbose", "--permission-prompt-tool=stdio", "--allowedTools=Read,Grep", "--max-turns=4", "--model sonnet"} {
		assert.Contains(t, argv, want)
	}
	assert.Equal(t, true, ms[0]["fake_hooks"], "the initialize handshake registered the PreToolUse callback")
	assert.Equal(t, "echo: hello there", ms[2]["result"])
}

func TestToolCalls(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, prompt, context string
		denied                bool
		want                  string
	}{
		// Bash is not read-only: the hook sees it, then can_use_tool.
		{"rm -rf / denied by the shell guard", "bash rm -rf /", "", true, `Tool \"Bash\" denied:`},
		{"Bash denied by the analysis profile", "bash ls", "analysis", true, `this tool is not allowed here`},
		{"npm allowed in conversion", "bash npm run build", "conversion", false, "ran: npm run build"},
		// Read runs without a permission prompt: only the hook can stop it.
		{"Read of .env denied through the hook", "read ./.env", "analysis", true, "access to credential files"},
		{"Read allowed", "read src/main.go", "analysis", false, "package main"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			a, logs := newAgent(t, "", claude.Options{}, nil)
			ms, r := runTurn(t, a, agent.Turn{Message: tc.prompt, Context: tc.context, Session: "s1", Tenant: "acme"})
			require.NoError(t, r.Err())
			assert.Equal(t, []string{"system", "assistant", "user", "assistant", "result"}, types(ms))
			res := toolResults(ms)
			require.Len(t, res, 1)
			assert.Equal(t, tc.denied, res[0]["is_error"])
			assert.Contains(t, res[0]["content"], tc.want)
			denials := ms[len(ms)-1]["permission_denials"].([]any)
			if tc.denied {
				assert.Len(t, denials, 1)
				assert.Contains(t, logs.String(), "tool call denied")
			} else {
				assert.Empty(t, denials)
			}
		})
	}
}

func TestGateFailureFailsClosed(t *testing.T) {
	t.Parallel()
	boom := func(context.Context, *middleware.Operation) error {
		return errors.New("internal: classifier at 10.0.0.7 unreachable")
	}
	a, _ := newAgent(t, "", claude.Options{}, boom)
	ms, r := runTurn(t, a, agent.Turn{Message: "bash ls"})
	require.NoError(t, r.Err())
	res := toolResults(ms)
	require.Len(t, res, 1)
	assert.Equal(t, true, res[0]["is_error"])
	assert.Equal(t, `{"error":"Tool \"Bash\" denied: the guardrail could not check this call","error_type":"GUARD_CLASSIFIER_FAILED","kind":"unavailable"}`,
		res[0]["content"], "a gate failure denies without echoing the internal error")
}

func TestAskUserQuestion(t *testing.T) {
	t.Parallel()
	a, _ := newAgent(t, "", claude.Options{}, nil)
	// The analysis profile does not list AskUserQuestion: asking the person
	// runs nothing, so it is not gated.
	r, err := a.Start(context.Background(), agent.Turn{Message: "ask", Context: "analysis"})
	require.NoError(t, err)
	var ms []msg
	for raw := range r.Messages() {
		var m msg
		require.NoError(t, json.Unmarshal(raw, &m))
		ms = append(ms, m)
		if m["type"] != "assistant" {
			continue
		}
		for _, b := range m["message"].(msg)["content"].([]any) {
			if bm := b.(msg); bm["type"] == "tool_use" && bm["name"] == "AskUserQuestion" {
				id := bm["id"].(string)
				require.NoError(t, r.Answer(context.Background(), agent.Answer{ToolUseID: id,
					Answers: map[string][]string{"Which database should we use?": {"Postgres", "SQLite"}}}))
				assert.ErrorIs(t, r.Answer(context.Background(), agent.Answer{ToolUseID: id,
					Answers: map[string][]string{"Which database should we use?": {"SQLite"}}}),
					agent.ErrNoPendingQuestion, "a question is answered once")
			}
		}
	}
	require.NoError(t, r.Err())
	res := toolResults(ms)
	require.Len(t, res, 1)
	assert.Equal(t, false, res[0]["is_error"])
	assert.Contains(t, res[0]["content"], `"Which database should we use?"="Postgres, SQLite"`)
}

func TestCrashMidTurn(t *testing.T) {
	t.Parallel()
	a, logs := newAgent(t, "crash", claude.Options{}, nil)
	ms, r := runTurn(t, a, agent.Turn{Message: "hello"})
	var ee *claude.ExitError
	require.ErrorAs(t, r.Err(), &ee)
	assert.Equal(t, 3, ee.Code)
	last := ms[len(ms)-1]
	assert.Equal(t, "result", last["type"])
	assert.Equal(t, true, last["is_error"])
	assert.Equal(t, "error_during_execution", last["subtype"])
	assert.NotContains(t, fmt.Sprint(last), "sk-ant", "stderr never reaches the stream")
	l := logs.String()
	assert.Contains(t, l, "claude: stderr", "stderr goes to the log")
	assert.NotContains(t, l, "sk-ant-api03", "sanitized")
	assert.NotContains(t, l, "/home/claude/.claude", "sanitized")
}

func TestFlagErrorIsAFailedTurn(t *testing.T) {
	t.Parallel()
	a, _ := newAgent(t, "", claude.Options{Args: []string{"--max-turns"}}, nil) // value missing
	ms, r := runTurn(t, a, agent.Turn{Message: "hello"})
	var ee *claude.ExitError
	require.ErrorAs(t, r.Err(), &ee)
	assert.Equal(t, 1, ee.Code)
	require.Len(t, ms, 1)
	assert.Equal(t, true, ms[0]["is_error"])
}

func TestNoResult(t *testing.T) {
	t.Parallel()
	a, _ := newAgent(t, "noresult", claude.Options{}, nil)
	ms, r := runTurn(t, a, agent.Turn{Message: "hello"})
	var ee *claude.ExitError
	require.ErrorAs(t, r.Err(), &ee)
	assert.True(t, ee.NoResult)
	assert.Equal(t, "result", ms[len(ms)-1]["type"])
}

func TestLineTooLong(t *testing.T) {
	t.Parallel()
	a, _ := newAgent(t, "bigline", claude.Options{MaxLineBytes: 1 << 20}, nil)
	ms, r := runTurn(t, a, agent.Turn{Message: "hello"})
	var tl *claude.LineTooLongError
	require.ErrorAs(t, r.Err(), &tl)
	assert.Equal(t, 1<<20, tl.Limit)
	assert.Equal(t, []string{"system", "result"}, types(ms))
	assert.Contains(t, ms[1]["result"], "over the 1048576-byte limit")
}

func TestGarbageLineDropped(t *testing.T) {
	t.Parallel()
	a, logs := newAgent(t, "garbage", claude.Options{}, nil)
	ms, r := runTurn(t, a, agent.Turn{Message: "hello"})
	require.NoError(t, r.Err())
	assert.Equal(t, []string{"system", "assistant", "assistant", "result"}, types(ms))
	assert.Contains(t, logs.String(), "not stream-json")
}

// alive reports whether pid is a live (not zombie) process.
func alive(pid int) bool {
	if err := syscall.Kill(pid, 0); err != nil {
		return false
	}
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	// The state follows the parenthesised command name.
	i := bytes.LastIndexByte(stat, ')')
	return i < 0 || i+2 >= len(stat) || stat[i+2] != 'Z'
}

func TestCancelKillsProcessGroup(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name       string
		ignoreTerm bool
		viaContext bool
		ownGroup   bool
	}{
		{"Cancel", false, false, false},
		{"context", false, true, false},
		{"SIGTERM ignored: SIGKILL after the grace", true, false, false},
		{"a tool in a process group of its own, the CLI killed", true, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			opts := claude.Options{KillGrace: 100 * time.Millisecond}
			if tc.ignoreTerm {
				opts.Env = append(opts.Env, "FAKECLAUDE_IGNORE_TERM=1")
			}
			if tc.ownGroup {
				opts.Env = append(opts.Env, "FAKECLAUDE_CHILD_OWN_GROUP=1")
			}
			a, _ := newAgent(t, "hang", opts, nil)
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			r, err := a.Start(ctx, agent.Turn{Message: "hello"})
			require.NoError(t, err)
			var child int
			for raw := range r.Messages() {
				var m msg
				require.NoError(t, json.Unmarshal(raw, &m))
				if pid, ok := m["child_pid"].(float64); ok {
					child = int(pid)
					break
				}
			}
			require.NotZero(t, child)
			if !alive(child) {
				st, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", child))
				t.Fatalf("child %d not alive: kill=%v stat=%q err=%v", child, syscall.Kill(child, 0), st, err)
			}
			if tc.viaContext {
				cancel()
			} else {
				r.Cancel()
			}
			agenttest.Drain(t, r, 10*time.Second)
			assert.ErrorIs(t, r.Err(), context.Canceled) // Drain bounds the wait
			assert.Eventually(t, func() bool { return !alive(child) }, time.Minute, 10*time.Millisecond,
				"the CLI's children die with it")
		})
	}
}

func TestSessionResume(t *testing.T) {
	t.Parallel()
	a, _ := newAgent(t, "", claude.Options{}, nil)
	turn := agent.Turn{Message: "first", Session: "conv-1", Tenant: "acme", Project: "web"}
	ms, r := runTurn(t, a, turn)
	require.NoError(t, r.Err())
	id := claude.SessionID("acme", "web", "conv-1")
	assert.Contains(t, fmt.Sprint(ms[0]["fake_argv"]), "--session-id="+id)

	turn.Message = "second"
	ms, r = runTurn(t, a, turn)
	require.NoError(t, r.Err(), "the fake refuses --resume of a session it never created")
	assert.Contains(t, fmt.Sprint(ms[0]["fake_argv"]), "--resume="+id)
	assert.Equal(t, id, ms[0]["session_id"])
}

func TestSessionID(t *testing.T) {
	t.Parallel()
	a := claude.SessionID("acme", "web", "s1")
	assert.Regexp(t, `^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`, a)
	assert.Equal(t, a, claude.SessionID("acme", "web", "s1"))
	assert.NotEqual(t, a, claude.SessionID("other", "web", "s1"), "tenants never share a session")
	assert.NotEqual(t, claude.SessionID("ab", "c", ""), claude.SessionID("a", "bc", ""), "fields are length-prefixed")
}

func TestNew(t *testing.T) {
	t.Parallel()
	gate := agent.Gate(policy.DefaultEngine().Check)
	_, err := claude.New(agent.Config{}, claude.Options{Binary: fakeBin})
	assert.ErrorIs(t, err, claude.ErrNoGate)
	_, err = claude.New(agent.Config{Gate: gate, Redact: policy.DefaultEngine().Redact}, claude.Options{Binary: "/nonexistent/claude"})
	assert.Error(t, err)
	_, err = claude.New(agent.Config{Gate: gate, Redact: policy.DefaultEngine().Redact}, claude.Options{Binary: fakeBin, MaxTurns: -1})
	assert.Error(t, err)
	a, err := claude.New(agent.Config{Gate: gate, Redact: policy.DefaultEngine().Redact}, claude.Options{Binary: fakeBin})
	require.NoError(t, err)
	_, err = a.Start(context.Background(), agent.Turn{Message: "  "})
	assert.Error(t, err)
}

// TestConformance runs the agenttest suite: not parallel, as it checks
// for leaked goroutines.
func TestConformance(t *testing.T) {
	a, _ := newAgent(t, "", claude.Options{KillGrace: 200 * time.Millisecond}, nil)
	agenttest.Run(t, agenttest.Suite{
		Agent:    a,
		Complete: agent.Turn{Message: "hello"},
		Blocking: agent.Turn{Message: "ask"},
		NewAgent: func(cfg agent.Config) (agent.Agent, error) {
			return claude.New(cfg, claude.Options{Binary: fakeBin, KillGrace: 200 * time.Millisecond,
				Env: []string{"FAKECLAUDE_STATE=" + t.TempDir()}})
		},
		ToolTurn: agent.Turn{Message: "bash echo hi", Session: "s1", Tenant: "acme"},
	})
}

func Example() {
	engine := policy.DefaultEngine()
	a, err := claude.New(agent.Config{Gate: engine.Check, Redact: engine.Redact}, claude.Options{MaxTurns: 10})
	if err != nil {
		fmt.Println("no claude on PATH")
		return
	}
	tools, _ := engine.Profiles().AllowedTools("analysis")
	r, err := a.Start(context.Background(), agent.Turn{
		Message: "Summarise README.md", Context: "analysis", AllowedTools: tools,
	})
	if err != nil {
		return
	}
	for line := range r.Messages() {
		_ = line // classify, sanitize and send to the chat
	}
	if err := r.Err(); err != nil {
		fmt.Println(strings.TrimSpace(err.Error()))
	}
}

// A CLI that does not accept the initialize request registering the
// guard's hook never gets the prompt: tools on --allowedTools would
// otherwise run with no gate (fail closed).
func TestHandshakeFailsClosed(t *testing.T) {
	t.Parallel()
	for _, mode := range []string{"refuse-init", "silent-init"} {
		t.Run(mode, func(t *testing.T) {
			t.Parallel()
			a, logs := newAgent(t, mode, claude.Options{InitTimeout: 300 * time.Millisecond}, nil)
			ms, r := runTurn(t, a, agent.Turn{Message: "hello", AllowedTools: []string{"Read"}})
			var he *claude.HandshakeError
			require.ErrorAs(t, r.Err(), &he)
			for _, m := range ms {
				assert.NotEqual(t, "assistant", m["type"], "the prompt never reached the CLI")
			}
			assert.Contains(t, logs.String(), "did not accept the guard's hook")
		})
	}
}

// The CLI's diagnostics reach the log through the policy's own output
// patterns (agent.Config.Redact), not a built-in pack: a pattern an
// operator adds hides its text there too.
func TestLogLinesUseThePolicyPatterns(t *testing.T) {
	t.Parallel()
	p, err := policy.Parse("custom.yaml", []byte(`version: 1
output:
  patterns:
    - id: failure-words
      regex: 'unexpected failure'
      keywords: [unexpected]
      replacement: '[hidden]'
`))
	require.NoError(t, err)
	e, err := p.Compile(policy.Hooks{})
	require.NoError(t, err)
	logs := &logBuffer{}
	a, err := claude.New(agent.Config{Gate: e.Check, Redact: e.Redact}, claude.Options{Binary: fakeBin,
		Env:    []string{"FAKECLAUDE_MODE=crash", "FAKECLAUDE_STATE=" + t.TempDir()},
		Logger: slog.New(slog.NewTextHandler(logs, nil))})
	require.NoError(t, err)
	_, _ = runTurn(t, a, agent.Turn{Message: "hello"})
	l := logs.String()
	assert.Contains(t, l, "claude: stderr")
	assert.Contains(t, l, "[hidden]")
	assert.NotContains(t, l, "unexpected failure")
	assert.NotContains(t, l, "sk-ant-api03", "the built-in patterns still apply")
	_, err = claude.New(agent.Config{Gate: e.Check}, claude.Options{Binary: fakeBin})
	assert.ErrorIs(t, err, claude.ErrNoRedact)
}
