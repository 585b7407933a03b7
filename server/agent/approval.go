package agent

import (
	"context"
	"errors"

	"github.com/guardrail-go/guardrail/middleware"
)

// Approver asks the person behind a turn whether a tool call the gate
// asked about (middleware.IsAsk) may run. The chat server puts one in the
// context it gives Agent.Start; an agent never builds one.
type Approver interface {
	// Approve blocks until the person answers, the ask expires or ctx
	// ends. nil lets the call run; an error (a *middleware.GuardrailDenied
	// with CodeDenied, saying why) denies it, as a gate's denial does.
	Approve(ctx context.Context, op *middleware.Operation, ask *middleware.GuardrailDenied) error
}

type approverKey struct{}

// WithApprover returns ctx carrying a, for the turn started with it.
func WithApprover(ctx context.Context, a Approver) context.Context {
	return context.WithValue(ctx, approverKey{}, a)
}

// ApproverFrom returns the Approver ctx carries, or nil.
func ApproverFrom(ctx context.Context) Approver {
	a, _ := ctx.Value(approverKey{}).(Approver)
	return a
}

// Authorize decides a tool call: the gate first and, when the gate asks,
// the person, through the Approver ctx carries. It is what every agent
// calls before a tool runs, with a context derived from the one Start was
// given (that is how the approval reaches the right person). nil lets the
// call run; approved reports that a person approved an ask (the Claude
// bridge then tells the CLI "allow", so it does not prompt again).
//
// With no Approver in ctx an ask stands: the gate's error is returned and
// the call is denied, as it is for an agent that knows nothing of asking.
func Authorize(ctx context.Context, gate Gate, op *middleware.Operation) (approved bool, err error) {
	err = gate(ctx, op)
	if err == nil || !middleware.IsAsk(err) {
		return false, err
	}
	var ask *middleware.GuardrailDenied
	a := ApproverFrom(ctx)
	if a == nil || !errors.As(err, &ask) {
		return false, err
	}
	if err := a.Approve(ctx, op, ask); err != nil {
		return false, err
	}
	return true, nil
}
