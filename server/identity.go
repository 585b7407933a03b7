package server

import (
	"context"
	"errors"
	"log/slog"
	"time"
	"unicode/utf8"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/server/agent"
)

// Identity says whose operation the chain is deciding. The server puts it
// in the context of every decision, so that hooks (logging, metrics) can
// say which tenant, project and session a denial belongs to. Dir is the
// project's workspace, where its tool calls run (never logged: a path of
// the server's).
type Identity struct{ Tenant, Project, Session, Dir string }

type identityKey struct{}

// WithIdentity returns ctx carrying id.
func WithIdentity(ctx context.Context, id Identity) context.Context {
	return context.WithValue(ctx, identityKey{}, id)
}

// IdentityFrom returns the Identity in ctx, if any.
func IdentityFrom(ctx context.Context) (Identity, bool) {
	id, ok := ctx.Value(identityKey{}).(Identity)
	return id, ok
}

// excerptRunes bounds the excerpt of an operation a denial log line holds.
const excerptRunes = 60

// DenialLogger returns an OnDeny hook (policy.Hooks) that logs every denial
// once, with who asked (from the context), the operation's kind and name,
// the rule, category and risk, and a short excerpt sanitized by the output
// sanitizer: never a secret, never the whole input.
func DenialLogger(l *slog.Logger, src middleware.Source) func(context.Context, *middleware.Operation, *middleware.GuardrailDenied) {
	return func(ctx context.Context, op *middleware.Operation, d *middleware.GuardrailDenied) {
		id, _ := IdentityFrom(ctx)
		msg := "guardrail denied"
		switch {
		case d.Monitored:
			msg = "guardrail would deny (monitor)"
		case d.Code == middleware.CodeAsk:
			msg = "guardrail asks a person"
		}
		l.LogAttrs(ctx, slog.LevelWarn, msg,
			slog.String("tenant", id.Tenant), slog.String("project", id.Project), slog.String("session", id.Session),
			slog.String("kind", op.Kind.String()), slog.String("name", op.Name),
			slog.String("code", string(d.Code)), slog.String("rule", d.Rule),
			slog.String("category", d.Category), slog.String("risk", d.Risk.String()),
			slog.String("policy", policyVersion(src)),
			slog.String("excerpt", excerpt(src, op)))
	}
}

// policyVersion names the policy in force, for a decision's provenance in
// the log: its hash when the policy has one.
func policyVersion(src middleware.Source) string {
	if v, ok := src.Snapshot().(interface{ Version() string }); ok {
		return v.Version()
	}
	return ""
}

func excerpt(src middleware.Source, op *middleware.Operation) string {
	text := op.Text
	if op.Kind == middleware.KindToolRun {
		text = string(op.Input)
	}
	// Redact the whole text, then cut: a secret cut in half would no
	// longer match its pattern. The policy's own patterns apply here as in
	// every frame.
	return truncate(src.Snapshot().Redact(text), excerptRunes)
}

// truncate cuts s to at most n runes, marking the cut with "…".
func truncate(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	i := 0
	for j := range s {
		if i == n {
			return s[:j] + "…"
		}
		i++
	}
	return s
}

// NewGate returns the tool:run gate agents call for every tool call: the
// live policy's chain, with the caller's identity filled in from ctx and
// the decision counted in m.
func NewGate(src middleware.Source, m *Metrics) agent.Gate {
	return func(ctx context.Context, op *middleware.Operation) error {
		if id, ok := IdentityFrom(ctx); ok {
			if op.Tenant == "" {
				op.Tenant, op.Project, op.Session = id.Tenant, id.Project, id.Session
			}
			if op.Dir == "" {
				op.Dir = id.Dir // the workspace: the effects policy's root
			}
		}
		start := time.Now()
		err := src.Snapshot().Check(ctx, op)
		m.observe(op.Kind, err, time.Since(start))
		return err
	}
}

func (m *Metrics) observe(kind middleware.Kind, err error, d time.Duration) {
	if m == nil {
		return
	}
	outcome, rule := "allowed", ""
	var g *middleware.GuardrailDenied
	switch {
	case errors.As(err, &g):
		outcome, rule = "denied", g.Rule
		switch g.Code {
		case middleware.CodeClassifierFailed:
			outcome = "failed"
		case middleware.CodeAsk:
			outcome = "asked"
		}
	case err != nil:
		outcome = "failed"
	}
	m.Decision(kind.String(), outcome, rule, d)
}
