package middleware

import (
	"context"
	"fmt"
	"time"
)

// Config configures a Guard. The zero Config is a guard that allows
// everything; every field is optional.
type Config struct {
	// Rules are checked first; the first pattern that matches decides.
	// Compile them once with Compile; nil means no
	Rules RuleSet
	// Classify runs only when no rule matched. A ClassifierList is run
	// member by member (see ClassifierList).
	Classify Classifier
	// OnDeny observes every denial, and every would-be denial in monitor
	// mode (d.Monitored). It cannot turn a denial into an allow. It runs on
	// the deciding goroutine: keep it quick.
	OnDeny func(ctx context.Context, op *Operation, d *GuardrailDenied)
	// Profiles, for a tool guard, is the default stage: a tool call whose
	// context does not list the tool is denied, and an unknown context is
	// denied. Operations with an empty Context skip it.
	Profiles ToolProfiles
	// Timeout bounds each classifier call. Zero leaves only ctx's own
	// deadline. A classifier that overruns it fails.
	Timeout time.Duration
	// FailOpen lets an operation proceed when a classifier fails (the
	// failure is still reported to OnDeny). The default fails closed.
	FailOpen bool
	// Monitor puts the whole guard in monitor mode: it reports what it
	// would deny and allows everything.
	Monitor bool
}

// Guard decides operations of one kind. It is immutable once built and safe
// for concurrent use; to change a policy, build a new Guard and swap it in.
type Guard struct {
	kind        Kind
	set         RuleSet
	classifiers []Classifier
	onDeny      func(context.Context, *Operation, *GuardrailDenied)
	profiles    ToolProfiles
	timeout     time.Duration
	failOpen    bool
	monitor     bool
}

// NewGuard compiles cfg into a guard for operations of kind. A bad pattern
// is reported here, never per operation.
func NewGuard(kind Kind, cfg Config) (*Guard, error) {
	if !kind.Valid() {
		return nil, fmt.Errorf("guard: %v is not an operation kind", kind)
	}
	if cfg.Timeout < 0 {
		return nil, fmt.Errorf("guard: negative classifier timeout %v", cfg.Timeout)
	}
	g := &Guard{
		kind:     kind,
		set:      cfg.Rules,
		onDeny:   cfg.OnDeny,
		profiles: cfg.Profiles,
		timeout:  cfg.Timeout,
		failOpen: cfg.FailOpen,
		monitor:  cfg.Monitor,
	}
	switch c := cfg.Classify.(type) {
	case nil:
	case ClassifierList:
		g.classifiers = Classifiers(c...)
	default:
		g.classifiers = []Classifier{c}
	}
	return g, nil
}

// ToolGuardrail returns middleware that gates tool calls (tool:run): rules,
// then classifiers, then the context's tool profile. Other operations pass
// through.
func ToolGuardrail(cfg Config) (Middleware, error) { return guardrail(KindToolRun, cfg) }

// InputGuardrail returns middleware that gates users' messages.
func InputGuardrail(cfg Config) (Middleware, error) { return guardrail(KindInput, cfg) }

// ToolResultGuardrail returns middleware that gates what tools return,
// before the model sees it.
func ToolResultGuardrail(cfg Config) (Middleware, error) { return guardrail(KindToolResult, cfg) }

// OutputGuardrail returns middleware that gates the model's output.
func OutputGuardrail(cfg Config) (Middleware, error) { return guardrail(KindOutput, cfg) }

func guardrail(kind Kind, cfg Config) (Middleware, error) {
	g, err := NewGuard(kind, cfg)
	if err != nil {
		return nil, err
	}
	return g.Wrap, nil
}

// Kind returns the kind of operation g inspects.
func (g *Guard) Kind() Kind { return g.kind }

// Wrap returns next behind the guard: next runs only if Check allows.
func (g *Guard) Wrap(next Handler) Handler {
	if next == nil {
		next = Proceed
	}
	return HandlerFunc(func(ctx context.Context, op *Operation) error {
		if err := g.Check(ctx, op); err != nil {
			return err
		}
		return next.Handle(ctx, op)
	})
}

// Check decides op: nil to proceed, or a *GuardrailDenied: a denial, or an
// ask (IsAsk) when a rule or classifier wants a person's approval and
// nothing denied. It is the pure decision behind Wrap, usable without a
// chain; a chain stops at an ask, and the consumer that can ask a person
// decides whether the operation goes on.
func (g *Guard) Check(ctx context.Context, op *Operation) error {
	if op.Kind != g.kind {
		if !op.Kind.Valid() {
			// Not another kind but none: every guard would pass it, so
			// each one stops it (an Operation built without its Kind).
			return &GuardrailDenied{Code: CodeDenied, Kind: op.Kind, Name: op.Name, Rule: "kind",
				Reason: "operation without a valid kind"}
		}
		return nil
	}
	// An ask holds while the later stages run: a deny still wins over it,
	// and only if nothing denies is the ask the answer.
	var ask *GuardrailDenied
	for from := 0; g.set != nil; {
		m, ok := g.set.Match(op.Name, op.Input, from)
		if !ok {
			break
		}
		r := m.Rule
		if r.Action == ActionAllow {
			return nil
		}
		code, reason := CodeDenied, ReasonRule
		if r.Action == ActionAsk {
			code, reason = CodeAsk, ReasonAsk
		}
		d := g.denial(op, code, orDefault(r.ID, m.Pattern), r.Category, r.Risk, orDefault(r.Reason, reason))
		if g.observe(ctx, op, d, r.Monitor) {
			if code == CodeDenied {
				return d
			}
			ask = d
			break
		}
		from = m.Next
	}
classify:
	for _, c := range g.classifiers {
		v, err := g.classify(ctx, c, op)
		if err != nil {
			// The reason reaches the model; the failure itself (which may
			// hold a panic value or a remote error) stays in Err, for logs.
			d := g.denial(op, CodeClassifierFailed, classifierID(c), "classifier_failure", RiskNone,
				"classifier failed")
			d.Err = err
			if g.observe(ctx, op, d, g.failOpen) {
				return d
			}
			continue
		}
		switch v.Action {
		case ActionAllow:
			if ask == nil {
				return nil
			}
			break classify
		case ActionDeny:
			d := g.denial(op, CodeDenied, orDefault(v.ID, "classifier"), v.Category, v.Risk, orDefault(v.Reason, ReasonClassifier))
			if g.observe(ctx, op, d, v.Monitor) {
				return d
			}
		case ActionAsk:
			d := g.denial(op, CodeAsk, orDefault(v.ID, "classifier"), v.Category, v.Risk, orDefault(v.Reason, ReasonAsk))
			if g.observe(ctx, op, d, v.Monitor) && ask == nil {
				ask = d
			}
		}
	}
	if g.profiles != nil && op.Context != "" && g.kind == KindToolRun {
		ok, err := g.profiles.Permits(op.Context, op.Name, op.Input)
		if !ok {
			// The reason reaches the model and, through the tool result,
			// the person: it names neither the context nor the rule (the
			// log has both, in Rule and through err).
			reason := "this tool is not allowed here"
			if err != nil {
				reason = "unknown context"
			}
			d := g.denial(op, CodeDenied, "context:"+op.Context, "context", RiskModerate, reason)
			d.Err = err
			if g.observe(ctx, op, d, false) {
				return d
			}
		}
	}
	if ask != nil {
		return ask
	}
	return nil
}

func (g *Guard) denial(op *Operation, code Code, id, category string, risk Risk, reason string) *GuardrailDenied {
	return &GuardrailDenied{Code: code, Kind: op.Kind, Name: op.Name, Rule: id, Category: category, Risk: risk, Reason: reason}
}

// observe reports d and says whether it stands. A monitored denial (by the
// rule, the verdict, fail-open or the whole guard) is reported and stepped
// over.
func (g *Guard) observe(ctx context.Context, op *Operation, d *GuardrailDenied, monitored bool) bool {
	d.Monitored = monitored || g.monitor
	if g.onDeny != nil {
		g.onDeny(ctx, op, d)
	}
	return !d.Monitored
}

// classify runs one classifier under the guard's deadline, turning a panic
// into an error and a verdict that arrives after the deadline into a
// failure: a late "allow" is not an allow.
func (g *Guard) classify(ctx context.Context, c Classifier, op *Operation) (v Verdict, err error) {
	if g.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, g.timeout)
		defer cancel()
	}
	defer func() {
		if p := recover(); p != nil {
			v, err = Verdict{}, &PanicError{Value: p}
		}
	}()
	v, err = c.Classify(ctx, op)
	if err == nil && ctx.Err() != nil {
		err = ctx.Err()
	}
	return v, err
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
