package policy

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/injection"
	"github.com/guardrail-go/guardrail/rules/sanitize"
)

// ResultsSpec configures the tool:result guard: what a tool brought back
// (a file read, a fetched page, an MCP result), before the model sees it.
// Its rules match the tool's name ("mcp__*", "WebFetch").
type ResultsSpec struct {
	GuardSpec `yaml:",inline"`
	// Sanitize redacts secrets in tool results with the output's patterns
	// (default on): the model never reads a key a file held.
	Sanitize *bool `yaml:"sanitize"`
	// Injection flags results that carry instructions to the assistant
	// (indirect prompt injection) and denies them (default on): the
	// consumer shows the model a short notice instead.
	Injection *bool `yaml:"injection"`
}

// CategoryResultInjection is the category of a tool result stopped for
// the instructions it carries.
const CategoryResultInjection = "indirect_injection"

// resultsGuard builds the tool:result guard and its sanitizer stage.
func (e *Engine) resultsGuard(r ResultsSpec, h Hooks, scanner func() (*injection.Scanner, error)) (middleware.Middleware, *middleware.Guard, error) {
	var cs []middleware.Classifier
	if r.Injection == nil || *r.Injection {
		cs = append(cs, middleware.Named("results.injection", resultInjection(scanner)))
	}
	g, err := guard(middleware.KindToolResult, r.GuardSpec, append(cs, h.Results...), nil, h)
	if err != nil {
		return nil, nil, err
	}
	if r.Sanitize != nil && !*r.Sanitize {
		return nil, g, nil
	}
	return e.resultSanitizer(h), g, nil
}

// resultFamilies are the injection families that stop a tool result:
// orders to the assistant (override its instructions, take over its
// output, act on hidden text). The others (extraction questions,
// code-execution calls, jailbreak role-play) describe what source code and
// documentation talk about every day.
var resultFamilies = map[string]bool{"instruction_override": true, "indirect_injection": true, "output_hijack": true}

// resultInjection judges a tool result with the injection scanner: text
// that addresses the assistant with instructions is untrusted content the
// model must not read as orders. A scanner that cannot be built fails the
// classifier, and the guard fails closed.
func resultInjection(get func() (*injection.Scanner, error)) middleware.Classifier {
	return middleware.ClassifierFunc(func(_ context.Context, op *middleware.Operation) (middleware.Verdict, error) {
		if op.Kind != middleware.KindToolResult || op.Text == "" {
			return middleware.Verdict{}, nil
		}
		s, err := get()
		if err != nil {
			return middleware.Verdict{}, fmt.Errorf("injection pack: %w", err)
		}
		m, ok := s.Scan(op.Text)
		if !ok || !resultFamilies[m.Category] {
			return middleware.Verdict{}, nil
		}
		return middleware.Verdict{Action: middleware.ActionDeny, ID: m.ID, Category: CategoryResultInjection, Risk: m.Risk,
			Reason: "the tool's result carries instructions to the assistant", Monitor: m.Monitor}, nil
	})
}

// redactSecrets rewrites only the secrets the sanitizer finds in text as
// "[token]" and returns them: what the model reads of a tool's result
// keeps every other word as the tool wrote it (a README about Claude stays
// one). Overlapping finds are one span.
func redactSecrets(c *sanitize.Compiled, text string) (string, []sanitize.Finding) {
	var secrets []sanitize.Finding
	for _, f := range c.Findings(text) {
		if f.Category == sanitize.CategorySecret && f.Length > 0 && f.Offset >= 0 && f.Offset+f.Length <= len(text) {
			secrets = append(secrets, f)
		}
	}
	if len(secrets) == 0 {
		return text, nil
	}
	slices.SortFunc(secrets, func(a, b sanitize.Finding) int { return cmp.Compare(a.Offset, b.Offset) })
	var b strings.Builder
	at := 0
	for _, f := range secrets {
		if f.Offset < at {
			if end := f.Offset + f.Length; end > at {
				at = end // an overlap extends the span already written
			}
			continue
		}
		b.WriteString(text[at:f.Offset])
		b.WriteString(secretToken)
		at = f.Offset + f.Length
	}
	b.WriteString(text[at:])
	return b.String(), secrets
}

// secretToken is what a redacted secret reads as.
const secretToken = "[token]"

// RedactSecrets hides only the secrets in text ("[token]"), with the
// policy's output patterns: for what the model reads, where the other
// rewrites of the output sanitizer (product names, flags) do not belong.
func (e *Engine) RedactSecrets(text string) string {
	c, err := e.redactor()
	if err != nil {
		return redactionFailed
	}
	out, _ := redactSecrets(c, text)
	return out
}

// resultSanitizer redacts secrets in tool results with the engine's
// sanitizer (the output's patterns), before the guard's rules and
// classifiers: what is judged and what the model reads is the redacted
// text. A sanitizer that cannot be built stops the result.
func (e *Engine) resultSanitizer(h Hooks) middleware.Middleware {
	onRedacted := onRedact(h.OnRedact)
	return func(next middleware.Handler) middleware.Handler {
		if next == nil {
			next = middleware.Proceed
		}
		return middleware.HandlerFunc(func(ctx context.Context, op *middleware.Operation) error {
			if op.Kind != middleware.KindToolResult || op.Text == "" {
				return next.Handle(ctx, op)
			}
			c, err := e.redactor()
			if err != nil {
				return &middleware.GuardrailDenied{Code: middleware.CodeClassifierFailed, Kind: op.Kind, Name: op.Name,
					Rule: "sanitizer", Category: "classifier_failure", Reason: "sanitizer failed", Err: err}
			}
			if out, fs := redactSecrets(c, op.Text); len(fs) > 0 {
				onRedacted(ctx, op, fs)
				op.Text = out
			}
			return next.Handle(ctx, op)
		})
	}
}
