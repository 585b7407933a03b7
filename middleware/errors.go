package middleware

import (
	"errors"
	"fmt"
)

// Code is a stable, documented string that says why an operation was
// stopped. Codes are part of the public protocol: they never change.
type Code string

const (
	// CodeDenied: a rule, a classifier or a context profile denied it.
	CodeDenied Code = "GUARD_DENIED"
	// CodeClassifierFailed: a classifier errored, panicked or overran its
	// deadline, and the guard failed closed.
	CodeClassifierFailed Code = "GUARD_CLASSIFIER_FAILED"
	// CodeTooLong: the text is over the configured length limit.
	CodeTooLong Code = "GUARD_TOO_LONG"
	// CodeRateLimited: the caller is over its rate limit.
	CodeRateLimited Code = "GUARD_RATE_LIMITED"
	// CodeAsk: a rule, a classifier or a flow wants a person to approve
	// the operation. Until someone does it is stopped, like a denial, so a
	// consumer that knows nothing of asking fails closed.
	CodeAsk Code = "GUARD_ASK"
)

// GuardType is the guard type every denial carries (GuardrailDenied.Type),
// for callers that tell guard errors from others by it.
const GuardType = "guardrail"

// GuardError is the family of errors the guardrail returns to stop an
// operation. Every member carries a Code.
type GuardError interface {
	error
	GuardCode() Code
}

// GuardrailDenied reports an operation the guardrail stopped: denied, or,
// with Code CodeAsk, waiting for a person's approval (IsAsk). Its fields are
// for logs, metrics and the model's tool error; show people only the
// generic message (Messages.For), never Rule or Reason, so an attacker
// cannot learn which rule fired.
type GuardrailDenied struct {
	Code Code
	Kind Kind
	// Name is the operation's name: the tool for tool:run.
	Name string
	// Rule is the id of the rule, pattern or classifier that decided.
	Rule     string
	Category string
	Risk     Risk
	// Reason explains the denial for logs and for the model; it defaults
	// to "denied by rule" or "denied by classifier".
	Reason string
	// Monitored is set when the denial was only observed (monitor mode or
	// fail-open): the operation was allowed. Only OnDeny hooks see these.
	Monitored bool
	// Err is the underlying failure, for CodeClassifierFailed.
	Err error
}

var _ GuardError = (*GuardrailDenied)(nil)

// Default reasons, for a rule or classifier that gives none.
const (
	ReasonRule       = "denied by rule"
	ReasonClassifier = "denied by classifier"
)

// Error formats the denial for the model, naming the tool:
// `Tool "search" denied: denied by rule`; an ask reads `Tool "search"
// needs approval: …`.
func (e *GuardrailDenied) Error() string {
	if e.Code == CodeAsk {
		if e.Kind == KindToolRun {
			return fmt.Sprintf("Tool %q needs approval: %s", e.Name, e.Reason)
		}
		return fmt.Sprintf("%s needs approval: %s", e.Kind, e.Reason)
	}
	if e.Kind == KindToolRun {
		return fmt.Sprintf("Tool %q denied: %s", e.Name, e.Reason)
	}
	return fmt.Sprintf("%s denied: %s", e.Kind, e.Reason)
}

// GuardCode returns e.Code.
func (e *GuardrailDenied) GuardCode() Code { return e.Code }

// Unwrap returns the underlying failure, if any.
func (e *GuardrailDenied) Unwrap() error { return e.Err }

// IsGuardError reports whether err, or any error it wraps, is a GuardError.
func IsGuardError(err error) bool {
	var g GuardError
	return errors.As(err, &g)
}

// CodeOf returns the Code of the GuardError in err's chain, or "" if there
// is none.
func CodeOf(err error) Code {
	var g GuardError
	if errors.As(err, &g) {
		return g.GuardCode()
	}
	return ""
}

// IsAsk reports whether err is an ask: the operation waits for a person's
// approval. An ask is also a stop (IsGuardError), never an allow.
func IsAsk(err error) bool { return CodeOf(err) == CodeAsk }

// Default reason of an ask that gives none.
const ReasonAsk = "needs a person's approval"
