// Package demo is the embedded demo agent, the product's default: it needs
// no key and no network. It plays scripted turns, chosen by keywords in the
// message, and emits them as Claude Code's stream-json (system init,
// assistant content blocks one per line under a message id, user tool
// results, a result with duration, cost and turns), so everything after it
// (the gate, the classifier, the sanitizer, the chat) runs for real.
//
// Every tool call a script makes goes through agent.Config.Gate, exactly as
// the Claude Code bridge's calls do: a denial comes back as the tool error
// middleware.ToolErrorResult builds, and the script goes on from there.
// Type "help" for the list of scenarios (docs/agents.md has it too).
package demo

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"time"

	"github.com/guardrail-go/guardrail/server/agent"
)

// DefaultDelay is the pause before each message the server uses, so the
// demo streams like a real agent. Tests use none.
const DefaultDelay = 40 * time.Millisecond

// Options configure the demo agent.
type Options struct {
	// Delay is the pause before each message (thinking and tool runs take
	// two); zero for none.
	Delay time.Duration
}

// Agent is the demo agent. It is safe for concurrent use.
type Agent struct {
	gate  agent.Gate
	delay time.Duration
}

var _ agent.Agent = (*Agent)(nil)

// ErrNoGate is returned by New for a Config without a Gate.
var ErrNoGate = errors.New("demo: Config.Gate is required: an agent without a gate runs tools unchecked")

// ErrSimulatedFailure is the Err of the error scenario's turn: the demo
// plays an agent that fails mid-turn.
var ErrSimulatedFailure = errors.New("demo: simulated agent failure (overloaded)")

// New returns the demo agent.
func New(cfg agent.Config, opts Options) (*Agent, error) {
	if cfg.Gate == nil {
		return nil, ErrNoGate
	}
	if opts.Delay < 0 {
		return nil, fmt.Errorf("demo: Delay %v: want zero or more", opts.Delay)
	}
	return &Agent{gate: cfg.Gate, delay: opts.Delay}, nil
}

// Start plays the scenario the message asks for.
func (a *Agent) Start(ctx context.Context, t agent.Turn) (agent.Run, error) {
	if strings.TrimSpace(t.Message) == "" {
		return nil, errors.New("demo: empty message")
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	r := &run{
		a: a, turn: t, scenario: Pick(t.Message),
		session: sessionID(t.Tenant, t.Project, t.Session),
		out:     make(chan json.RawMessage),
		done:    make(chan struct{}),
		pending: map[string]chan agent.Answer{},
		begun:   time.Now(),
	}
	r.ctx, r.cancel = context.WithCancel(ctx)
	go r.play()
	return r, nil
}

type run struct {
	a        *Agent
	turn     agent.Turn
	scenario Scenario
	session  string
	begun    time.Time

	ctx    context.Context
	cancel context.CancelFunc
	out    chan json.RawMessage
	done   chan struct{}
	err    error // set before done is closed

	mu      sync.Mutex
	pending map[string]chan agent.Answer // AskUserQuestion calls, by tool_use id

	// Only the play goroutine touches these.
	msgID    string // the assistant API message being streamed
	turns    int
	cost     float64
	denials  []map[string]any
	apiTime  time.Duration
	lastText string
}

var _ agent.Run = (*run)(nil)

func (r *run) Messages() <-chan json.RawMessage { return r.out }

func (r *run) Cancel() { r.cancel() }

func (r *run) Err() error {
	select {
	case <-r.done:
		return r.err
	default:
		return nil
	}
}

// Answer delivers the person's answer to a waiting AskUserQuestion.
func (r *run) Answer(ctx context.Context, a agent.Answer) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	ch := r.pending[a.ToolUseID]
	if ch == nil {
		return agent.ErrNoPendingQuestion
	}
	delete(r.pending, a.ToolUseID)
	ch <- a // buffered: never blocks
	return nil
}

// errStopped ends a script when the run is cancelled.
var errStopped = errors.New("demo: stopped")

func (r *run) play() {
	defer func() {
		r.mu.Lock()
		clear(r.pending)
		r.mu.Unlock()
		r.cancel()
		close(r.done)
		close(r.out)
	}()
	err := r.init()
	if err == nil {
		err = scripts[r.scenario](r)
	}
	switch {
	case errors.Is(err, errStopped):
		r.err = r.ctx.Err()
	default:
		r.err = err
	}
}

// pause waits d, or until the run is cancelled.
func (r *run) pause(d time.Duration) error {
	if d <= 0 {
		return r.ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		r.apiTime += d
		return nil
	case <-r.ctx.Done():
		return errStopped
	}
}

// emit sends one stream-json line after the configured delay.
func (r *run) emit(v map[string]any) error {
	if err := r.pause(r.a.delay); err != nil {
		return errStopped
	}
	if _, ok := v["uuid"]; !ok {
		v["uuid"] = uuid()
	}
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	select {
	case r.out <- b:
		return nil
	case <-r.ctx.Done():
		return errStopped
	}
}

// sessionID maps a conversation to a stable UUID, as the bridge does.
func sessionID(tenant, project, session string) string {
	h := sha256.New()
	for _, s := range []string{tenant, project, session} {
		fmt.Fprintf(h, "%d:%s", len(s), s)
	}
	var u [16]byte
	copy(u[:], h.Sum(nil))
	u[6] = u[6]&0x0f | 0x50
	u[8] = u[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", u[0:4], u[4:6], u[6:8], u[8:10], u[10:16])
}

func uuid() string {
	var u [16]byte
	for i := range u {
		u[i] = byte(rand.N(256))
	}
	u[6] = u[6]&0x0f | 0x40
	u[8] = u[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", u[0:4], u[4:6], u[6:8], u[8:10], u[10:16])
}

const idChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

// apiID returns an id of the API's shape: msg_01…, toolu_01….
func apiID(prefix string) string {
	var b strings.Builder
	b.WriteString(prefix)
	b.WriteString("01")
	for range 22 {
		b.WriteByte(idChars[rand.N(len(idChars))])
	}
	return b.String()
}
