// Package agenttest is a conformance suite for agent.Agent
// implementations, in the spirit of testing/slogtest: any agent runs it to
// prove it honours the agent.Run contract (Messages closed at the end,
// cancellation by Cancel and by the context, Err set accordingly, Answer
// refusing unknown questions) and leaks no goroutine.
package agenttest

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"go.uber.org/goleak"

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
