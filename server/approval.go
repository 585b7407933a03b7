package server

import (
	"context"
	"log/slog"
	"strconv"
	"sync"
	"time"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/server/agent"
	"github.com/guardrail-go/guardrail/server/frame"
)

// Why a call the guard asked about did not run, as the model reads it
// (the person sees it too, in the tool error's frame). Never the rule.
const (
	reasonRefused    = "the person did not approve it"
	reasonExpired    = "no approval came in time"
	reasonCancelled  = "the turn ended before an approval"
	reasonTooMany    = "too many approvals are waiting"
	reasonUnshowable = "it could not be shown to the person for approval"
)

// approvals are one connection's pending approvals and its session's
// grants. Pending approvals are bounded in count and bytes (Limits); the
// grants by maxGrants.
type approvals struct {
	maxN, maxBytes int

	mu      sync.Mutex
	issued  int
	pending map[string]*pending
	bytes   int
	grants  grantSet
}

// pending is one approval waiting for the person.
type pending struct {
	size   int
	answer chan string // buffered 1; written once, under approvals.mu
}

func newApprovals(l Limits) *approvals {
	return &approvals{maxN: l.MaxPendingApprovals, maxBytes: l.MaxApprovalBytes, pending: map[string]*pending{}}
}

// open registers an approval of turn whose texts take size bytes; false
// when the connection already waits on as many or as much as it may. Its
// id ("a<turn>.<n>") is unique in the session: turn numbers go on across
// reconnects.
func (b *approvals) open(turn, size int) (string, *pending, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if len(b.pending) >= b.maxN || b.bytes+size > b.maxBytes {
		return "", nil, false
	}
	b.issued++
	id := "a" + strconv.Itoa(turn) + "." + strconv.Itoa(b.issued)
	p := &pending{size: size, answer: make(chan string, 1)}
	b.pending[id] = p
	b.bytes += size
	return id, p, true
}

// answer delivers the person's choice to the approval id; false when no
// approval of that id waits (never issued, answered, expired, withdrawn).
func (b *approvals) answer(id, choice string) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	p := b.pending[id]
	if p == nil {
		return false
	}
	b.drop(id, p)
	p.answer <- choice
	return true
}

// withdraw ends the approval id without an answer, unless one was given
// first: then it returns that choice and true.
func (b *approvals) withdraw(id string, p *pending) (string, bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.pending[id] == p {
		b.drop(id, p)
		return "", false
	}
	return <-p.answer, true // answer wrote it under the lock
}

// drop forgets a pending approval; b.mu is held.
func (b *approvals) drop(id string, p *pending) {
	delete(b.pending, id)
	b.bytes -= p.size
}

func (b *approvals) granted(k grantKey) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.grants.has(k)
}

func (b *approvals) grant(k grantKey) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.grants.add(k)
}

// turnApprover asks the person of one turn: the agent.Approver the
// connection puts in the turn's context.
type turnApprover struct {
	c *conn
	t *turn
}

var _ agent.Approver = turnApprover{}

// outcomes maps the person's choice to an approval's outcome.
var outcomes = map[string]string{
	frame.ChoiceOnce:    frame.OutcomeAllowedOnce,
	frame.ChoiceSession: frame.OutcomeAllowedSession,
	frame.ChoiceDeny:    frame.OutcomeDenied,
}

// refusals are the reasons of outcomes that deny the call.
var refusals = map[string]string{
	frame.OutcomeDenied:    reasonRefused,
	frame.OutcomeExpired:   reasonExpired,
	frame.OutcomeCancelled: reasonCancelled,
}

// Approve asks the person whether op may run: a session grant that covers
// it answers at once; otherwise an approval frame goes out and the call
// waits for the answer, the expiry (Config.ApprovalTimeout) or the end of
// the turn. Everything asked and answered is logged, with the rule (never
// sent), tenant and session.
func (a turnApprover) Approve(ctx context.Context, op *middleware.Operation, ask *middleware.GuardrailDenied) error {
	c, t := a.c, a.t
	snap := c.s.policy()
	effects := effectsOf(snap, op)
	key := newGrantKey(ask.Rule, op, effects)
	log := c.s.log.With(slog.String("tenant", c.key.Tenant), slog.String("project", c.key.Project),
		slog.String("session", c.key.ID), slog.Int("turn", t.n), slog.String("tool", op.Name),
		slog.String("rule", ask.Rule), slog.String("risk", ask.Risk.String()))
	if c.approvals.granted(key) {
		log.Info("approval: covered by a session grant")
		c.s.metrics.Approval("granted")
		return nil
	}
	texts := newApprovalTexts(op, ask, effects, snap.Messages(c.lang))
	list, err := c.chatAgent(snap, t.context).SanitizeTexts(ctx, texts.list(), maxApprovalInput)
	if err != nil {
		log.Warn("approval: refused, the output guard would not show it", "code", string(middleware.CodeOf(err)))
		c.s.metrics.Approval("refused")
		return refusal(op, ask, reasonUnshowable)
	}
	shown := fromList(list).clip()
	id, p, ok := c.approvals.open(t.n, shown.size())
	if !ok {
		log.Warn("approval: refused, too many approvals waiting on this connection")
		c.s.metrics.Approval("refused")
		return refusal(op, ask, reasonTooMany)
	}
	log = log.With(slog.String("approval", id))
	if !t.show(ctx, frame.Approval{Turn: t.n, ApprovalID: id, Tool: shown.tool, Content: shown.reason,
		Input: shown.input, Effects: shown.effects}) {
		c.approvals.withdraw(id, p) // nobody saw it, so nobody answered it
		log.Info("approval: withdrawn before it was shown")
		return refusal(op, ask, reasonCancelled)
	}
	log.Info("approval: asked", "effects", len(effects))

	timer := time.NewTimer(c.s.cfg.ApprovalTimeout)
	defer timer.Stop()
	// Expired or cancelled unless the answer came first.
	unanswered := func(o string) string {
		if choice, answered := c.approvals.withdraw(id, p); answered {
			return outcomes[choice]
		}
		return o
	}
	var outcome string
	select {
	case choice := <-p.answer:
		outcome = outcomes[choice]
	case <-timer.C:
		outcome = unanswered(frame.OutcomeExpired)
	case <-ctx.Done():
		outcome = unanswered(frame.OutcomeCancelled)
	}
	if outcome == frame.OutcomeAllowedSession {
		c.approvals.grant(key)
	}
	// On the connection's context: a cancelled turn still says how its
	// approval ended.
	t.show(c.ctx, frame.ApprovalEnd{Turn: t.n, ApprovalID: id, Outcome: outcome})
	log.Info("approval: answered", "outcome", outcome)
	c.s.metrics.Approval(outcome)
	if reason, refused := refusals[outcome]; refused {
		return refusal(op, ask, reason)
	}
	return nil
}

// refusal is the denial of a call the guard asked about and nobody
// approved: the ask's rule, category and risk (for logs and metrics), a
// reason that says what happened.
func refusal(op *middleware.Operation, ask *middleware.GuardrailDenied, reason string) *middleware.GuardrailDenied {
	return &middleware.GuardrailDenied{Code: middleware.CodeDenied, Kind: op.Kind, Name: op.Name,
		Rule: ask.Rule, Category: ask.Category, Risk: ask.Risk, Reason: reason}
}

// onApprove delivers the person's answer to an approval. The choice is an
// id checked strictly (there is no free text for the input guard to
// judge); an unknown, answered or expired approval id gets NO_APPROVAL.
// Neither error echoes what the client sent.
func (c *conn) onApprove(a frame.Approve) {
	if !frame.ValidChoice(a.Choice) {
		c.sendError(0, CodeBadFrame, `an approval's choice is one of "once", "session" or "deny"`)
		return
	}
	if !c.approvals.answer(a.ApprovalID, a.Choice) {
		c.sendError(0, CodeNoApproval, "no approval is waiting for that answer")
	}
}
