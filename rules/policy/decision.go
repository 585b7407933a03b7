package policy

import (
	"context"

	"github.com/guardrail-go/guardrail/middleware"
)

// Decide runs op through the chain and reports the decision, its message
// in the language ctx carries (middleware.WithLocale).
func (e *Engine) Decide(ctx context.Context, op *middleware.Operation) middleware.Decision {
	c, err := e.decide(ctx, op)
	// NewDecision only reads the set: no copy of it.
	d := middleware.NewDecision(op, err, e.messages.sets[e.messages.locale(middleware.LocaleFrom(ctx))])
	d.Policy = e.version
	d.Flow = c.flowFacts(err)
	if c != nil {
		d.Effects = c.effects
	}
	return d
}
