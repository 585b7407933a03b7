package sanitize

import (
	"context"
	"strconv"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// Config configures the output middleware.
type Config struct {
	// Kind is the operation kind whose Text the stage rewrites:
	// middleware.KindOutput (the zero value: what the model says) or
	// middleware.KindToolResult (what a tool brought back).
	Kind middleware.Kind
	// OnRedact is told what was rewritten in an output: the pattern ids,
	// categories, offsets and lengths, never the text, so it is safe to
	// log. It runs only when something was rewritten.
	OnRedact func(ctx context.Context, op *middleware.Operation, fs []Finding)
	// DenySecrets denies an output holding a secret (GUARD_DENIED,
	// category "secret") instead of passing it on redacted.
	DenySecrets bool
}

// OutputStage returns the output stage of the chain: the Text of an output
// operation (or of cfg.Kind) is rewritten by c before the next handler
// sees it, so what a person gets is the sanitized text. Other kinds pass
// through untouched.
//
// Text without anything to rewrite costs one scan and no allocation.
func OutputStage(c *Compiled, cfg Config) middleware.Middleware {
	return func(next middleware.Handler) middleware.Handler {
		if next == nil {
			next = middleware.Proceed
		}
		kind := cfg.Kind
		if kind == 0 {
			kind = middleware.KindOutput
		}
		return middleware.HandlerFunc(func(ctx context.Context, op *middleware.Operation) error {
			if op.Kind != kind || op.Text == "" {
				return next.Handle(ctx, op)
			}
			out := c.Sanitize(op.Text)
			if out == op.Text {
				return next.Handle(ctx, op)
			}
			if cfg.OnRedact != nil || cfg.DenySecrets {
				fs := c.Findings(op.Text)
				if cfg.OnRedact != nil {
					cfg.OnRedact(ctx, op, fs)
				}
				if cfg.DenySecrets {
					if id, ok := firstSecret(fs); ok {
						return &middleware.GuardrailDenied{Code: middleware.CodeDenied, Kind: op.Kind, Name: op.Name,
							Rule: id, Category: string(CategorySecret), Risk: middleware.RiskHigh, Reason: kind.String() + " holds a secret"}
					}
				}
			}
			op.Text = out
			return next.Handle(ctx, op)
		})
	}
}

func firstSecret(fs []Finding) (string, bool) {
	for _, f := range fs {
		if f.Category == CategorySecret {
			return f.ID, true
		}
	}
	return "", false
}

// Summary renders findings for a log line: "github-pat:40,aws-access-key:20"
// (pattern id and length), with nothing of the text.
func Summary(fs []Finding) string {
	var b strings.Builder
	for i, f := range fs {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(f.ID)
		b.WriteByte(':')
		b.WriteString(strconv.Itoa(f.Length))
	}
	return b.String()
}
