// Package agenttest is a conformance suite for agent.Agent
// implementations, in the spirit of testing/slogtest: any agent runs it to
// prove it honours the agent.Run contract (Messages closed at the end,
// cancellation by Cancel and by the context, Err set accordingly, Answer
// refusing unknown questions, a gate's ask taken to the approver in the
// turn's context) and leaks no goroutine.
package agenttest

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"go.uber.org/goleak"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/server/agent"
)

// Suite describes the agent under test.
type Suite struct {
	// Agent is the implementation under test.
	Agent agent.Agent
	// Complete is a turn the agent finishes by itself, promptly, ending
	// with a "result" message.
	Complete agent.Turn
	// Blocking is a turn that, after its first message, does not end by
	// itself (it waits for an answer nobody gives): cancellation is tested
	// on it.
	Blocking agent.Turn
	// Timeout bounds every wait; default 10s.
	Timeout time.Duration
	// NewAgent and ToolTurn, when set, check that a gate's ask reaches the
	// person: NewAgent builds the implementation with the Config it is
	// given (the suite's gate asks about every tool call), and ToolTurn
	// is a turn that makes at least one tool call and ends by itself.
	NewAgent func(agent.Config) (agent.Agent, error)
	ToolTurn agent.Turn
}

// Run checks the contract. It fails the test if a goroutine the suite's
// turns started is still running at the end, so it must not run in
// parallel with other tests that start goroutines (call it from a test
// without t.Parallel).
func Run(t *testing.T, s Suite) {
	t.Helper()
	if s.Agent == nil {
		t.Fatal("agenttest: Suite.Agent is nil")
	}
	if s.Timeout <= 0 {
		s.Timeout = 10 * time.Second
	}
	ignore := goleak.IgnoreCurrent()
	t.Run("Complete", func(t *testing.T) { complete(t, s) })
	t.Run("Cancel", func(t *testing.T) { cancelRun(t, s, false) })
	t.Run("ContextCancel", func(t *testing.T) { cancelRun(t, s, true) })
	t.Run("CancelWithoutReading", func(t *testing.T) { cancelWithoutReading(t, s) })
	t.Run("AnswerUnknown", func(t *testing.T) { answerUnknown(t, s) })
	t.Run("CancelledBeforeStart", func(t *testing.T) { cancelledBeforeStart(t, s) })
	if s.NewAgent != nil {
		t.Run("AskApproved", func(t *testing.T) { askTurn(t, s, approve) })
		t.Run("AskRefused", func(t *testing.T) { askTurn(t, s, refuse) })
		t.Run("AskWithoutApprover", func(t *testing.T) { askTurn(t, s, nobody) })
	}
	t.Run("NoLeak", func(t *testing.T) { goleak.VerifyNone(t, ignore) })
}

// Drain reads r's messages until Messages is closed, failing t after
// timeout. It checks each message is a JSON object with a "type".
func Drain(t testing.TB, r agent.Run, timeout time.Duration) []json.RawMessage {
	t.Helper()
	var msgs []json.RawMessage
	deadline := time.After(timeout)
	for {
		select {
		case m, ok := <-r.Messages():
			if !ok {
				return msgs
			}
			checkMessage(t, m)
			msgs = append(msgs, m)
		case <-deadline:
			t.Fatalf("agenttest: Messages not closed after %v (%d messages read)", timeout, len(msgs))
			return msgs
		}
	}
}

// Type returns a message's "type" field.
func Type(m json.RawMessage) string {
	var v struct {
		Type string `json:"type"`
	}
	_ = json.Unmarshal(m, &v)
	return v.Type
}

func checkMessage(t testing.TB, m json.RawMessage) {
	t.Helper()
	var v map[string]any
	if err := json.Unmarshal(m, &v); err != nil {
		t.Errorf("agenttest: a message is not a JSON object: %v: %.200s", err, m)
		return
	}
	if s, _ := v["type"].(string); s == "" {
		t.Errorf("agenttest: a message without a type: %.200s", m)
	}
}

func complete(t *testing.T, s Suite) {
	r, err := s.Agent.Start(context.Background(), s.Complete)
	if err != nil {
		t.Fatalf("Start: %v", err)
	}
	msgs := Drain(t, r, s.Timeout)
	if len(msgs) == 0 {
		t.Fatal("a complete turn sent no message")
	}
	if got := Type(msgs[len(msgs)-1]); got != "result" {
		t.Errorf("last message type %q, want result", got)
	}
	if err := r.Err(); err != nil {
		t.Errorf("Err after a complete turn = %v, want nil", err)
	}
	r.Cancel()
	r.Cancel()
	if err := r.Err(); err != nil {
		t.Errorf("Err after Cancel of an ended turn = %v, want nil", err)
	}
	err = r.Answer(context.Background(), agent.Answer{ToolUseID: "toolu_none", Answers: map[string][]string{"q?": {"a"}}})
	if !errors.Is(err, agent.ErrNoPendingQuestion) {
		t.Errorf("Answer after the turn = %v, want ErrNoPendingQuestion", err)
	}
}

func cancelRun(t *testing.T, s Suite, viaContext bool) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	r, err := s.Agent.Start(ctx, s.Blocking)
	if err != nil {
		t.Fatalf("Start: %v", err)
	}
	select {
	case m, ok := <-r.Messages():
		if !ok {
			t.Fatalf("a blocking turn ended by itself: Err = %v", r.Err())
		}
		checkMessage(t, m)
	case <-time.After(s.Timeout):
		r.Cancel()
		t.Fatalf("no first message after %v", s.Timeout)
	}
	if viaContext {
		cancel()
	} else {
		r.Cancel()
	}
	Drain(t, r, s.Timeout)
	if err := r.Err(); !errors.Is(err, context.Canceled) {
		t.Errorf("Err after cancellation = %v, want context.Canceled", err)
	}
	r.Cancel() // again: must be safe
}

func cancelWithoutReading(t *testing.T, s Suite) {
	r, err := s.Agent.Start(context.Background(), s.Blocking)
	if err != nil {
		t.Fatalf("Start: %v", err)
	}
	r.Cancel()
	Drain(t, r, s.Timeout)
	if err := r.Err(); !errors.Is(err, context.Canceled) {
		t.Errorf("Err = %v, want context.Canceled", err)
	}
}

func answerUnknown(t *testing.T, s Suite) {
	r, err := s.Agent.Start(context.Background(), s.Blocking)
	if err != nil {
		t.Fatalf("Start: %v", err)
	}
	defer func() {
		r.Cancel()
		Drain(t, r, s.Timeout)
	}()
	err = r.Answer(context.Background(), agent.Answer{ToolUseID: "toolu_unknown", Answers: map[string][]string{"q?": {"a"}}})
	if !errors.Is(err, agent.ErrNoPendingQuestion) {
		t.Errorf("Answer for an unknown tool_use id = %v, want ErrNoPendingQuestion", err)
	}
}

func cancelledBeforeStart(t *testing.T, s Suite) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err := s.Agent.Start(ctx, s.Complete)
	if err != nil {
		if !errors.Is(err, context.Canceled) {
			t.Errorf("Start with a cancelled context = %v, want context.Canceled", err)
		}
		return
	}
	Drain(t, r, s.Timeout)
	if err := r.Err(); !errors.Is(err, context.Canceled) {
		t.Errorf("Err = %v, want context.Canceled", err)
	}
}

// How the suite's approver answers.
type answer int

const (
	approve answer = iota
	refuse
	nobody // no approver in the turn's context
)

// refusalReason marks the suite's refusal in the tool error the model reads.
const refusalReason = "agenttest: the person said no"

// recorder is the suite's approver: it answers every ask the same way and
// records what it was asked.
type recorder struct {
	answer answer
	mu     sync.Mutex
	ops    []middleware.Operation
}

func (r *recorder) Approve(_ context.Context, op *middleware.Operation, ask *middleware.GuardrailDenied) error {
	r.mu.Lock()
	r.ops = append(r.ops, *op)
	r.mu.Unlock()
	if r.answer == approve {
		return nil
	}
	return &middleware.GuardrailDenied{Code: middleware.CodeDenied, Kind: op.Kind, Name: op.Name, Rule: ask.Rule, Reason: refusalReason}
}

// askTurn runs ToolTurn with a gate that asks about every tool call and
// checks the agent took each ask to the approver in its context (with the
// call's kind and the turn's identity), ran the calls approved and
// reported the others to the model as tool errors.
func askTurn(t *testing.T, s Suite, how answer) {
	gate := func(_ context.Context, op *middleware.Operation) error {
		return &middleware.GuardrailDenied{Code: middleware.CodeAsk, Kind: op.Kind, Name: op.Name,
			Rule: "agenttest.ask", Reason: middleware.ReasonAsk}
	}
	a, err := s.NewAgent(agent.Config{Gate: gate, Redact: func(s string) string { return s }})
	if err != nil {
		t.Fatalf("NewAgent: %v", err)
	}
	rec := &recorder{answer: how}
	ctx := context.Background()
	if how != nobody {
		ctx = agent.WithApprover(ctx, rec)
	}
	r, err := a.Start(ctx, s.ToolTurn)
	if err != nil {
		t.Fatalf("Start: %v", err)
	}
	msgs := Drain(t, r, s.Timeout)
	if err := r.Err(); err != nil {
		t.Errorf("Err = %v, want nil: an ask is a tool error, not the turn's failure", err)
	}
	results := toolResults(msgs)
	if len(results) == 0 {
		t.Fatal("ToolTurn made no tool call")
	}
	rec.mu.Lock()
	ops := rec.ops
	rec.mu.Unlock()
	if how == nobody {
		if len(ops) != 0 {
			t.Errorf("asked %d times with no approver in the context", len(ops))
		}
	} else if len(ops) == 0 {
		t.Fatal("the gate asked and the approver in the turn's context was never called (does the agent use agent.Authorize with the turn's context?)")
	}
	for _, op := range ops {
		if op.Kind != middleware.KindToolRun || op.Session != s.ToolTurn.Session || op.Tenant != s.ToolTurn.Tenant {
			t.Errorf("the approver got %s %q for session %q tenant %q, want tool:run for the turn's session %q tenant %q",
				op.Kind, op.Name, op.Session, op.Tenant, s.ToolTurn.Session, s.ToolTurn.Tenant)
		}
	}
	for _, res := range results {
		switch how {
		case approve:
			if res.IsError {
				t.Errorf("an approved call failed: %.200s", res.Content)
			}
		case refuse:
			if !res.IsError || !strings.Contains(res.Content, refusalReason) {
				t.Errorf("a refused call's result = %v %.200s, want a tool error with the refusal", res.IsError, res.Content)
			}
		case nobody:
			if !res.IsError || !strings.Contains(res.Content, "needs approval") {
				t.Errorf("an ask with nobody to answer = %v %.200s, want a tool error: the ask stands", res.IsError, res.Content)
			}
		}
	}
}

// toolResult is what the suite reads of a tool_result block.
type toolResult struct {
	Content string
	IsError bool
}

// toolResults returns the tool_result blocks of the user messages; a
// result whose content is blocks is joined into text.
func toolResults(msgs []json.RawMessage) []toolResult {
	var out []toolResult
	for _, m := range msgs {
		var u struct {
			Type    string `json:"type"`
			Message struct {
				Content []struct {
					Type    string          `json:"type"`
					Content json.RawMessage `json:"content"`
					IsError bool            `json:"is_error"`
				} `json:"content"`
			} `json:"message"`
		}
		if json.Unmarshal(m, &u) != nil || u.Type != "user" {
			continue
		}
		for _, b := range u.Message.Content {
			if b.Type != "tool_result" {
				continue
			}
			var text string
			if json.Unmarshal(b.Content, &text) != nil {
				text = string(b.Content)
			}
			out = append(out, toolResult{Content: text, IsError: b.IsError})
		}
	}
	return out
}
