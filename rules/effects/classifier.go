package effects

import (
	"context"
	"fmt"

	"github.com/guardrail-go/guardrail/middleware"
)

// Category is the category of every effects verdict.
const Category = "effect"

// Classifier returns the tool:run classifier of the effects policy: the
// call's effects are computed (shellEffects gives a Bash command's; nil
// gives none) and judged, and the most severe finding decides by its risk
// (middleware.Levels): at or above levels.Block the call is denied with the
// finding's id, risk and reason, at or above levels.Ask a person is asked,
// and below both the verdict is a monitor-mode denial (logged, allowed). A call
// whose input cannot be read is an error, so the guard fails closed.
func Classifier(c *Compiled, shellEffects func(string) []middleware.Effect, levels middleware.Levels) middleware.Classifier {
	return middleware.ClassifierFunc(func(ctx context.Context, op *middleware.Operation) (middleware.Verdict, error) {
		if op.Kind != middleware.KindToolRun {
			return middleware.Verdict{}, nil
		}
		if err := ctx.Err(); err != nil {
			return middleware.Verdict{}, err
		}
		es, err := c.Effects(op.Name, op.Input, shellEffects)
		if err != nil {
			return middleware.Verdict{}, fmt.Errorf("effects: %w", err)
		}
		if len(es) == 0 {
			return middleware.Verdict{}, nil
		}
		fs := c.Judge(es)
		if err := ctx.Err(); err != nil {
			return middleware.Verdict{}, err
		}
		return Verdict(fs, levels), nil
	})
}

// Verdict is the verdict of a call with findings fs (most severe first, as
// Judge returns them): none without findings, else the first finding's,
// graded by levels.
func Verdict(fs []Finding, levels middleware.Levels) middleware.Verdict {
	if len(fs) == 0 {
		return middleware.Verdict{}
	}
	f := fs[0]
	action, monitor := levels.Verdict(f.Risk)
	return middleware.Verdict{Action: action, Reason: f.Reason, ID: f.ID, Category: Category, Risk: f.Risk, Monitor: monitor}
}
