package policy

import (
	"context"

	"github.com/guardrail-go/guardrail/middleware"
)

// Decide runs op through the chain and reports the decision.
func (e *Engine) Decide(ctx context.Context, op *middleware.Operation) middleware.Decision {
	err := e.Check(ctx, op)
	msg := ""
	if err != nil {
		msg = e.messages.For(err)
	}
	return middleware.NewDecision(op, err, msg)
}
