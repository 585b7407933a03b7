package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/policy"
	"github.com/guardrail-go/guardrail/server"
	"github.com/guardrail-go/guardrail/server/agent"
	"github.com/guardrail-go/guardrail/server/frame"
)

// The demo's system-wide install, in the conversion context where Write is
// allowed: the default policy asks before the write to /usr/local/bin.
const installMsg = "install it system-wide"

// frameOf returns the first frame of type typ in fs.
func frameOf(t *testing.T, fs []server.Frame, typ string) server.Frame {
	t.Helper()
	for _, f := range fs {
		if f.Type == typ {
			return f
		}
	}
	t.Fatalf("no %s frame in %v", typ, types(fs))
	return server.Frame{}
}

func approvalOf(t *testing.T, fs []server.Frame) server.Frame {
	t.Helper()
	return frameOf(t, fs, frame.TypeApproval)
}

func endOf(t *testing.T, fs []server.Frame) server.Frame {
	t.Helper()
	return frameOf(t, fs, frame.TypeApprovalEnd)
}

// installing dials a demo server (mutate changes its config) in the
// conversion context and sends the system-wide install, whose write the
// default policy asks about.
func installing(t *testing.T, mutate func(*server.Config)) *client {
	t.Helper()
	c := start(t, mutate).dial(t, "/ws/chat/acme/web?context=conversion", nil)
	c.read()
	c.send(map[string]string{"message": installMsg})
	return c
}

func approve(c *client, id, choice string) {
	c.send(map[string]any{"approve": map[string]string{"approval_id": id, "choice": choice}})
}

func contents(fs []server.Frame) string {
	var b strings.Builder
	for _, f := range fs {
		if f.Kind != "" && f.Code == "" {
			// A blocked call: what the guard found, beside the kind's text.
			b.WriteString("blocked " + f.Tool + " (" + f.Kind + "): " + f.Reason + "\n")
			continue
		}
		b.WriteString(f.Type + ": " + f.Content + "\n")
	}
	return b.String()
}

// Asked, allowed once, the write runs; asked again (once covers one call)
// and denied, the model gets the refusal as a tool error, the person sees
// it, and the demo goes the way that needs no approval.
func TestApprovalAllowOnceThenDeny(t *testing.T) {
	var logs syncBuffer
	ts := start(t, func(c *server.Config) { c.Logger = slog.New(slog.NewJSONHandler(&logs, nil)) })
	c := ts.dial(t, "/ws/chat/acme/web?context=conversion", nil)
	hello := c.read()

	c.send(map[string]string{"message": installMsg})
	fs := c.until(frame.TypeApproval)
	a := approvalOf(t, fs)
	assert.Equal(t, 1, a.Turn)
	assert.Equal(t, "Write", a.Tool)
	assert.Equal(t, "writing a system path", a.Content)
	assert.Contains(t, a.Input, "file_path: /usr/local/bin/shop-release")
	assert.Contains(t, a.Input, "content: #!/bin/sh\nset -eu\n", "the content reads as text")
	assert.Equal(t, []string{"write /usr/local/bin/shop-release (system)"}, a.Effects)
	assert.Equal(t, frame.Choices(), a.Choices)
	raw, err := json.Marshal(a)
	require.NoError(t, err)
	assert.NotContains(t, string(raw), "effect.write.system", "the rule id never reaches the person")

	approve(c, a.ApprovalID, frame.ChoiceOnce)
	fs = c.until(frame.TypeTurnEnd)
	assert.Equal(t, frame.StatusDone, last(fs).Status)
	end := endOf(t, fs)
	assert.Equal(t, a.ApprovalID, end.ApprovalID)
	assert.Equal(t, frame.OutcomeAllowedOnce, end.Outcome)
	text := contents(fs)
	assert.Contains(t, text, "tool_result: File created successfully at: /usr/local/bin/shop-release")
	assert.Contains(t, text, "Installed")
	assert.NotContains(t, text, "error:")

	// Once covered one call: the same call asks again.
	c.send(map[string]string{"message": installMsg})
	a2 := approvalOf(t, c.until(frame.TypeApproval))
	assert.NotEqual(t, a.ApprovalID, a2.ApprovalID)
	approve(c, a2.ApprovalID, frame.ChoiceDeny)
	fs = c.until(frame.TypeTurnEnd)
	assert.Equal(t, frame.StatusDone, last(fs).Status)
	assert.Equal(t, frame.OutcomeDenied, endOf(t, fs).Outcome)
	text = contents(fs)
	assert.Contains(t, text, `blocked Write (dangerous_action): the person did not approve it`, "the person sees the denial as a blocked card")
	assert.Contains(t, text, "File created successfully at: scripts/shop-release", "the demo found the way that needs no approval")
	assert.NotContains(t, text, "effect.write.system")

	// The answer to an approval already decided is stale.
	approve(c, a2.ApprovalID, frame.ChoiceOnce)
	f := c.read()
	assert.Equal(t, server.CodeNoApproval, f.Code)

	// Every ask and answer is logged, with the rule, tenant and session.
	l := logs.String()
	for _, want := range []string{`"msg":"approval: asked"`, `"outcome":"allowed_once"`, `"outcome":"denied"`,
		`"rule":"effect.write.system"`, `"tenant":"acme"`, `"session":"` + hello.Session + `"`, `"approval":"` + a.ApprovalID + `"`} {
		assert.Contains(t, l, want)
	}
	var metrics bytes.Buffer
	_, err = ts.Metrics().WriteTo(&metrics)
	require.NoError(t, err)
	assert.Contains(t, metrics.String(), `guardrail_approvals_total{outcome="allowed_once"} 1`)
	assert.Contains(t, metrics.String(), `guardrail_approvals_total{outcome="denied"} 1`)
	assert.Contains(t, metrics.String(), `guardrail_decisions_total{kind="tool:run",outcome="asked",rule="effect.write.system"} 2`)
}

// An unanswered ask expires after Config.ApprovalTimeout and is denied; a
// late answer finds nothing. The test waits for the frame, not a time.
func TestApprovalExpires(t *testing.T) {
	c := installing(t, func(c *server.Config) { c.ApprovalTimeout = time.Millisecond })
	fs := c.until(frame.TypeTurnEnd)
	a := approvalOf(t, fs)
	end := endOf(t, fs)
	assert.Equal(t, a.ApprovalID, end.ApprovalID)
	assert.Equal(t, frame.OutcomeExpired, end.Outcome)
	text := contents(fs)
	assert.Contains(t, text, `blocked Write (dangerous_action): no approval came in time`)
	assert.NotContains(t, text, "/usr/local/bin/shop-release is on the PATH", "the write did not run")

	approve(c, a.ApprovalID, frame.ChoiceOnce)
	assert.Equal(t, server.CodeNoApproval, c.read().Code)
}

// Cancelling the turn while it waits withdraws the approval: the call does
// not run.
func TestApprovalCancelledWithTheTurn(t *testing.T) {
	c := installing(t, nil)
	a := approvalOf(t, c.until(frame.TypeApproval))
	c.send(map[string]bool{"cancel": true})
	fs := c.until(frame.TypeTurnEnd)
	assert.Equal(t, frame.StatusCancelled, last(fs).Status)
	assert.Equal(t, frame.OutcomeCancelled, endOf(t, fs).Outcome)
	approve(c, a.ApprovalID, frame.ChoiceOnce)
	assert.Equal(t, server.CodeNoApproval, c.read().Code)
}

// Bad answers get an error frame that does not echo them, and the
// approval still waits for a good one.
func TestApprovalBadAnswers(t *testing.T) {
	c := installing(t, nil)
	a := approvalOf(t, c.until(frame.TypeApproval))
	marker := "<script>zz9</script>"
	for name, tt := range map[string]struct {
		raw, code string
	}{
		"unknown id":       {`{"approve":{"approval_id":"a99` + marker + `","choice":"once"}}`, server.CodeNoApproval},
		"empty id":         {`{"approve":{"approval_id":"","choice":"once"}}`, server.CodeNoApproval},
		"huge id":          {`{"approve":{"approval_id":"` + strings.Repeat("a", 30000) + `","choice":"once"}}`, server.CodeNoApproval},
		"a free-text word": {`{"approve":{"approval_id":"` + a.ApprovalID + `","choice":"yes ` + marker + `"}}`, server.CodeBadFrame},
		"a label":          {`{"approve":{"approval_id":"` + a.ApprovalID + `","choice":"Allow once"}}`, server.CodeBadFrame},
		"no choice":        {`{"approve":{"approval_id":"` + a.ApprovalID + `"}}`, server.CodeBadFrame},
		"with a message":   {`{"approve":{"approval_id":"` + a.ApprovalID + `","choice":"once"},"message":"hi"}`, server.CodeBadFrame},
		"not an object":    {`{"approve":"once"}`, server.CodeBadFrame},
	} {
		require.NoError(t, c.sendRaw(1, []byte(tt.raw)), name)
		f := c.read()
		assert.Equal(t, "error", f.Type, name)
		assert.Equal(t, tt.code, f.Code, name)
		assert.NotContains(t, f.Content, marker, name)
		assert.NotContains(t, f.Content, "aaaa", name)
	}
	// Still waiting: the good answer is taken.
	approve(c, a.ApprovalID, frame.ChoiceOnce)
	fs := c.until(frame.TypeTurnEnd)
	assert.Equal(t, frame.OutcomeAllowedOnce, endOf(t, fs).Outcome)
}

// scripted is a test agent that makes the tool calls planned for each
// message, through agent.Authorize like every agent, all at once when the
// plan says so, and reports each result: the server's approvals seen from
// a real WebSocket, with calls the demo does not make.
type scripted struct {
	gate  agent.Gate
	plans map[string]plan
}

type plan struct {
	parallel bool
	calls    []call
}

type call struct {
	name  string
	input string
}

type scriptedRun struct {
	out    chan json.RawMessage
	cancel context.CancelFunc
	err    error
	done   chan struct{}
}

func (r *scriptedRun) Messages() <-chan json.RawMessage { return r.out }
func (r *scriptedRun) Cancel()                          { r.cancel() }
func (r *scriptedRun) Answer(context.Context, agent.Answer) error {
	return agent.ErrNoPendingQuestion
}
func (r *scriptedRun) Err() error {
	select {
	case <-r.done:
		return r.err
	default:
		return nil
	}
}

func (s *scripted) Start(ctx context.Context, t agent.Turn) (agent.Run, error) {
	p, ok := s.plans[t.Message]
	if !ok {
		return nil, fmt.Errorf("no plan for %q", t.Message)
	}
	ctx, cancel := context.WithCancel(ctx)
	r := &scriptedRun{out: make(chan json.RawMessage), cancel: cancel, done: make(chan struct{})}
	emit := func(v any) {
		b, _ := json.Marshal(v)
		select {
		case r.out <- b:
		case <-ctx.Done():
		}
	}
	run := func(i int, c call) {
		id := fmt.Sprintf("toolu_%d", i)
		op := &middleware.Operation{Kind: middleware.KindToolRun, Name: c.name, Input: json.RawMessage(c.input),
			Context: t.Context, Tenant: t.Tenant, Project: t.Project, Session: t.Session}
		res := middleware.ToolResult{Type: "tool_result", ToolUseID: id, Content: "ran " + c.name}
		if _, err := agent.Authorize(ctx, s.gate, op); err != nil {
			res = middleware.ToolErrorResult(id, err)
		}
		emit(map[string]any{"type": "user", "message": map[string]any{"role": "user", "content": []any{res}}})
	}
	go func() {
		defer func() { r.err = ctx.Err(); cancel(); close(r.done); close(r.out) }()
		var wg sync.WaitGroup
		for i, c := range p.calls {
			if p.parallel {
				wg.Go(func() { run(i, c) })
			} else {
				run(i, c)
			}
		}
		wg.Wait()
		emit(map[string]any{"type": "result", "subtype": "success", "is_error": false, "result": "done"})
	}()
	return r, nil
}

// devPolicy lets the dev context run Bash and Write, where the default
// policy's asks (force pushes, system paths) apply.
func devPolicy(t *testing.T) *policy.Engine {
	t.Helper()
	p, err := policy.Parse("dev.yaml", []byte("version: 1\ncontexts:\n  - name: dev\n    tools: [Bash, Write]\n"))
	require.NoError(t, err)
	e, err := p.Compile(policy.Hooks{})
	require.NoError(t, err)
	return e
}

func startScripted(t *testing.T, plans map[string]plan, mutate func(*server.Config)) *testServer {
	t.Helper()
	return startWith(t, devPolicy(t), func(g agent.Gate) agent.Agent { return &scripted{gate: g, plans: plans} },
		func(c *server.Config) {
			c.DefaultContext = "dev"
			if mutate != nil {
				mutate(c)
			}
		})
}

func write(path, content string) call {
	return call{"Write", fmt.Sprintf(`{"file_path":%q,"content":%q}`, path, content)}
}

func bash(cmd string) call { return call{"Bash", fmt.Sprintf(`{"command":%q}`, cmd)} }

// toolOutcomes returns each tool result's text, in order.
func toolOutcomes(fs []server.Frame) []string {
	var out []string
	for _, f := range fs {
		switch {
		case f.Kind != "" && f.Code == "":
			out = append(out, "blocked: "+f.Reason)
		case (f.Type == "tool_result" || f.Type == "error") && f.Turn > 0 && f.Code == "":
			out = append(out, f.Content)
		}
	}
	return out
}

// A session grant covers a repeat of the same effect (the same path, other
// content) and nothing else: another path is asked about; so is a command
// whose effects cannot tell it from others (a force push of another
// branch), while the same command is covered. A new connection starts with
// no grants.
func TestApprovalSessionGrant(t *testing.T) {
	ts := startScripted(t, map[string]plan{
		"write a":       {calls: []call{write("/etc/shop/a.conf", "one")}},
		"write a again": {calls: []call{write("/etc/shop/a.conf", "two")}},
		"write b":       {calls: []call{write("/etc/shop/b.conf", "one")}},
		"push mine":     {calls: []call{bash("git push --force origin my-branch")}},
		"push mine too": {calls: []call{bash("git  push --force origin my-branch")}},
		"push theirs":   {calls: []call{bash("git push --force origin their-branch")}},
	}, nil)
	c := ts.dial(t, "/ws/chat/acme/web", nil)
	c.read()
	turn := func(msg string) []server.Frame {
		c.send(map[string]string{"message": msg})
		return c.untilFunc(func(f server.Frame) bool { return f.Type == frame.TypeTurnEnd || f.Type == frame.TypeApproval })
	}
	asked := func(msg, choice string) {
		t.Helper()
		fs := turn(msg)
		a := approvalOf(t, fs)
		approve(c, a.ApprovalID, choice)
		fs = c.until(frame.TypeTurnEnd)
		assert.Equal(t, []string{"ran " + a.Tool}, toolOutcomes(fs), msg)
	}
	covered := func(msg, tool string) {
		t.Helper()
		fs := turn(msg)
		require.Equal(t, frame.TypeTurnEnd, last(fs).Type, "%s was asked about: %v", msg, types(fs))
		assert.Equal(t, []string{"ran " + tool}, toolOutcomes(fs), msg)
	}

	asked("write a", frame.ChoiceSession)
	covered("write a again", "Write")
	asked("write b", frame.ChoiceOnce)
	asked("write b", frame.ChoiceOnce) // once granted nothing

	asked("push mine", frame.ChoiceSession)
	covered("push mine", "Bash")
	asked("push mine too", frame.ChoiceOnce) // another input: exec effects do not name the arguments
	asked("push theirs", frame.ChoiceOnce)

	// The grants belong to that connection's session.
	c2 := ts.dial(t, "/ws/chat/acme/web", nil)
	c2.read()
	c2.send(map[string]string{"message": "write a"})
	approvalOf(t, c2.until(frame.TypeApproval))
}

// Pending approvals are bounded per connection, in count and in bytes:
// past the bound an ask is denied at once, without asking.
func TestApprovalBounds(t *testing.T) {
	many := plan{parallel: true}
	for i := range 5 {
		many.calls = append(many.calls, write(fmt.Sprintf("/etc/shop/%d.conf", i), "x"))
	}
	for _, tt := range []struct {
		name   string
		limits server.Limits
		want   int
	}{
		{"count", server.Limits{MaxPendingApprovals: 2}, 2},
		{"bytes", server.Limits{MaxApprovalBytes: 150}, 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ts := startScripted(t, map[string]plan{"many": many}, func(c *server.Config) {
				c.Limits.MaxPendingApprovals, c.Limits.MaxApprovalBytes = tt.limits.MaxPendingApprovals, tt.limits.MaxApprovalBytes
			})
			c := ts.dial(t, "/ws/chat/acme/web", nil)
			c.read()
			c.send(map[string]string{"message": "many"})
			var ids []string
			refused := 0
			c.untilFunc(func(f server.Frame) bool {
				switch {
				case f.Type == frame.TypeApproval:
					ids = append(ids, f.ApprovalID)
				case f.Type == "error" && strings.Contains(f.Reason, "too many approvals are waiting"):
					refused++
				}
				return len(ids)+refused == len(many.calls)
			})
			assert.Len(t, ids, tt.want)
			assert.Equal(t, len(many.calls)-tt.want, refused)
			for _, id := range ids {
				approve(c, id, frame.ChoiceDeny)
			}
			fs := c.until(frame.TypeTurnEnd)
			assert.Equal(t, frame.StatusDone, last(fs).Status)
		})
	}
}

// A secret in a call's input reaches neither the approval frame nor the
// log.
func TestApprovalRedactsTheInput(t *testing.T) {
	secret := "ghp_" + strings.Repeat("K3j4L5m6N7", 4)[:36]
	var logs syncBuffer
	ts := startScripted(t, map[string]plan{"token": {calls: []call{write("/etc/shop/token", "GITHUB_TOKEN="+secret)}}},
		func(c *server.Config) { c.Logger = slog.New(slog.NewJSONHandler(&logs, nil)) })
	c := ts.dial(t, "/ws/chat/acme/web", nil)
	c.read()
	c.send(map[string]string{"message": "token"})
	a := approvalOf(t, c.until(frame.TypeApproval))
	raw, _ := json.Marshal(a)
	assert.NotContains(t, string(raw), secret)
	assert.Contains(t, a.Input, "[token]")
	approve(c, a.ApprovalID, frame.ChoiceDeny)
	c.until(frame.TypeTurnEnd)
	assert.NotContains(t, logs.String(), secret)
	assert.Contains(t, logs.String(), "approval: answered")
}

// syncBuffer is a log sink safe for the server's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
