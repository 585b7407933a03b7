package policy

import (
	"context"

	"github.com/guardrail-go/guardrail/middleware"
)

// Decide runs op through the chain and reports the decision.
func (e *Engine) Decide(ctx context.Context, op *middleware.Operation) middleware.Decision {
	c, err := e.decide(ctx, op)
	msg := ""
	if err != nil {
		msg = e.messages.For(err)
	}
	d := middleware.NewDecision(op, err, msg)
	d.Policy = e.version
	d.Flow = c.flowFacts(err)
	if c != nil {
		d.Effects = c.effects
	}
	return d
}
