package middleware

import "context"

// Checker decides one operation: nil lets it proceed, an error stops it
// (a *GuardrailDenied for a denial). A Guard is one, a compiled policy is
// one, and CheckerFunc(chain.Handle) makes any chain one. It is what
// consumers (the chat server, the net/http adapter, the hook, the agents)
// depend on, never a concrete engine.
type Checker interface {
	Check(ctx context.Context, op *Operation) error
}

// CheckerFunc adapts a function to Checker.
type CheckerFunc func(ctx context.Context, op *Operation) error

// Check calls f.
func (f CheckerFunc) Check(ctx context.Context, op *Operation) error { return f(ctx, op) }

// Snapshot is one compiled policy as its consumers see it: the chain and
// what goes with it. It is immutable, so everything one message, turn or
// request decides comes from the same policy even while a new one is being
// swapped in: take it once (Source.Snapshot) and use it throughout.
type Snapshot interface {
	// Snapshot returns the snapshot itself: a snapshot is a Source that
	// never changes, so a consumer built on a Source can be pinned to one.
	Source
	Checker
	// Messages are the texts people see when something is stopped, in
	// the locale lang prefers (an Accept-Language value, a POSIX locale
	// such as $LANG, or a tag: MatchLocale reads it), unless the policy
	// pins one; in the fallback locale (English) when lang matches none.
	Messages(lang string) Messages
	// AllowedTools lists the tools a context permits, for an agent's own
	// allow-list; an unknown context is an error.
	AllowedTools(context string) ([]string, error)
	// Redact hides secrets in text that is not a frame a person sees (a
	// log line, an agent's diagnostics) with the policy's own output
	// patterns, so a pattern an operator adds applies there too. It never
	// denies: text that must not be shown is withheld by the output chain.
	Redact(text string) string
}

// Source gives the policy in force. A compiled policy is its own Source;
// a live one (reloaded from a file) gives whichever is in force now.
type Source interface {
	Snapshot() Snapshot
}

var _ Checker = CheckerFunc(nil)

// Decider is a Checker that answers with the whole decision: the outcome
// and its provenance (the effects judged, the flow facts, the policy's
// version). A compiled policy is one; consumers that return decisions
// (`guardrail check`, `POST /v1/check`) use it when the checker has it.
type Decider interface {
	Decide(ctx context.Context, op *Operation) Decision
}
