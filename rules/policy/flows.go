package policy

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
	"github.com/guardrail-go/guardrail/rules/flow"
	"github.com/guardrail-go/guardrail/rules/sanitize"
)

// FlowsSpec configures the session flow rules (docs/flows.md): what a
// session touched before changes how its next tool call is judged. They
// apply when the engine is given a session store (Hooks.Sessions) and an
// operation names its session.
type FlowsSpec struct {
	// Enabled switches the flow rules off when false (default on).
	Enabled *bool `yaml:"enabled"`
	// TrustedHosts may be sent to after private data was read
	// ("example.com" also trusts its subdomains).
	TrustedHosts []string `yaml:"trusted_hosts"`
	// Rules change the built-in flow rules by id: {id, disabled: true}
	// removes one, a whole entry replaces the one of its id or adds one.
	Rules []flow.Rule `yaml:"rules"`
	// Monitor lists flow rule ids that are only reported, never decide.
	Monitor []string `yaml:"monitor"`
}

// compile builds the flow policy, or nil when it is off.
func (s FlowsSpec) compile() (*flow.Policy, error) {
	if s.Enabled != nil && !*s.Enabled {
		return nil, nil
	}
	p, err := flow.Compile(flow.Merge(flow.DefaultRules(), s.Rules), s.TrustedHosts)
	if err != nil {
		return nil, &Error{Err: fmt.Errorf("flows: %w", err), path: []string{"flows"}}
	}
	return p, nil
}

// call is what one decision in a session carries through the chain: the
// session's facts, the call's effects (computed once, for the effects
// policy, the flow rules and what the session learns), and what the
// output stages saw.
type call struct {
	facts flow.Facts

	effectsOnce sync.Once
	effects     []middleware.Effect
	findings    []effects.Finding
	effectsErr  error

	mu sync.Mutex
	// secret: a sanitizer stage redacted a secret in this operation.
	secret bool
	// escalated is the taint behind a flow rule's verdict.
	escalated flow.Taint
}

type callKey struct{}

func callFrom(ctx context.Context) *call {
	c, _ := ctx.Value(callKey{}).(*call)
	return c
}

// callEffects returns op's effects, judged by the effects policy, and the
// findings: computed once per decision when the decision carries a call,
// else each time.
func (e *Engine) callEffects(ctx context.Context, op *middleware.Operation) ([]middleware.Effect, []effects.Finding, error) {
	return e.effectsOf(callFrom(ctx), op)
}

// effectsOf is callEffects for the decision's call c (nil: none).
func (e *Engine) effectsOf(c *call, op *middleware.Operation) ([]middleware.Effect, []effects.Finding, error) {
	if c == nil {
		return e.judgeEffects(op)
	}
	c.effectsOnce.Do(func() { c.effects, c.findings, c.effectsErr = e.judgeEffects(op) })
	return c.effects, c.findings, c.effectsErr
}

// flowClassifier is the tool:run classifier of the flow rules: with the
// session's facts in the decision, the call's effects are judged by the
// rules. A call that reaches the network with a secret written in its own
// input (a token in a URL, a header, a request body) holds private data
// itself, session or not: it is judged as if the session had read it.
// Without a session and without such a secret it has no opinion.
func (e *Engine) flowClassifier() middleware.Classifier {
	return middleware.Named("flow", middleware.MonitorIDs(middleware.ClassifierFunc(
		func(ctx context.Context, op *middleware.Operation) (middleware.Verdict, error) {
			c := callFrom(ctx)
			if op.Kind != middleware.KindToolRun {
				return middleware.Verdict{}, nil
			}
			es, _, err := e.callEffects(ctx, op)
			if err != nil {
				return middleware.Verdict{}, fmt.Errorf("flow: %w", err)
			}
			var facts flow.Facts
			if c != nil {
				facts = c.facts
			}
			if !facts.Private && reachesNetwork(es) {
				secret, serr := e.carriesSecret(op)
				if serr != nil {
					return middleware.Verdict{}, fmt.Errorf("flow: %w", serr)
				}
				if secret {
					facts.Private = true
					if c != nil {
						c.mu.Lock()
						c.secret = true // the session now holds it too
						c.mu.Unlock()
					}
				}
			}
			f, ok := e.flows.Judge(e.effects.In(op.Dir), facts, es)
			if !ok {
				return middleware.Verdict{}, nil
			}
			if c == nil {
				return middleware.Verdict{Action: f.Action, ID: f.ID, Category: "flow", Risk: f.Risk, Reason: f.Reason}, nil
			}
			c.mu.Lock()
			c.escalated = f.After
			c.mu.Unlock()
			return middleware.Verdict{Action: f.Action, ID: f.ID, Category: "flow", Risk: f.Risk, Reason: f.Reason}, nil
		}), e.policy.Flows.Monitor...))
}

// onRedact notes a redacted secret in the decision's call (the session
// then holds private data) and tells the policy's own hook.
func onRedact(next func(context.Context, *middleware.Operation, []sanitize.Finding)) func(context.Context, *middleware.Operation, []sanitize.Finding) {
	return func(ctx context.Context, op *middleware.Operation, fs []sanitize.Finding) {
		if c := callFrom(ctx); c != nil {
			for _, f := range fs {
				if f.Category == sanitize.CategorySecret {
					c.mu.Lock()
					c.secret = true
					c.mu.Unlock()
					break
				}
			}
		}
		if next != nil {
			next(ctx, op, fs)
		}
	}
}

// sessionKey is the key of op's session in the store.
func sessionKey(op *middleware.Operation) flow.Key {
	return flow.Key{Tenant: op.Tenant, Project: op.Project, Session: op.Session}
}

// decide runs op through the chain, within its session when the engine
// keeps flows and op names one: the session's facts go in, and what the
// operation taught the session is stored after. A store that fails stops
// the operation (fail closed: a taint is never lost to let a call pass).
func (e *Engine) decide(ctx context.Context, op *middleware.Operation) (*call, error) {
	if e.store == nil || e.flows == nil || op.Session == "" {
		return nil, e.chain.Handle(ctx, op)
	}
	k := sessionKey(op)
	facts, err := e.store.Load(ctx, k)
	if err != nil {
		return nil, flowStoreFailed(op, err)
	}
	c := &call{facts: facts}
	err = e.chain.Handle(context.WithValue(ctx, callKey{}, c), op)
	learned := e.learn(c, op, err)
	if learned.Empty() {
		return c, err
	}
	if aerr := e.store.Add(ctx, k, learned); aerr != nil && (err == nil || middleware.IsAsk(err)) {
		return c, flowStoreFailed(op, aerr)
	}
	return c, err
}

// learn returns what op, decided with err, teaches its session. A tool call
// teaches when it may run (allowed, or asked: it runs if approved); a tool
// result the guard stopped is untrusted content; a redacted secret is
// private data.
func (e *Engine) learn(c *call, op *middleware.Operation, err error) flow.Facts {
	var f flow.Facts
	switch op.Kind {
	case middleware.KindToolRun:
		if err == nil || middleware.IsAsk(err) {
			if es, _, eerr := e.effectsOf(c, op); eerr == nil {
				f = flow.Observe(e.effects.In(op.Dir), es)
			}
		}
	case middleware.KindToolResult:
		var d *middleware.GuardrailDenied
		if errors.As(err, &d) && d.Code == middleware.CodeDenied {
			f.Untrusted = true
		}
	}
	c.mu.Lock()
	if c.secret {
		f.Private = true
	}
	c.mu.Unlock()
	return f
}

func flowStoreFailed(op *middleware.Operation, err error) error {
	return &middleware.GuardrailDenied{Code: middleware.CodeClassifierFailed, Kind: op.Kind, Name: op.Name,
		Rule: "flow.store", Category: "classifier_failure", Reason: "session state unavailable", Err: err}
}

// flowFacts lists the taints behind a flow rule's decision, for the
// decision's provenance.
func (c *call) flowFacts(err error) []string {
	var d *middleware.GuardrailDenied
	if c == nil || !errors.As(err, &d) || !strings.HasPrefix(d.Rule, "flow.") {
		return nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.escalated == 0 {
		return nil
	}
	return []string{c.escalated.String()}
}

// versionOf names a policy by a hash of its contents: the same policy,
// however written, has the same version in every replica's decisions and
// logs.
func versionOf(p *Policy) string {
	b, err := json.Marshal(p)
	if err != nil {
		return "unknown"
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:6])
}

// Version names the compiled policy (a hash of its contents), as decisions
// and logs carry it.
func (e *Engine) Version() string { return e.version }

// reachesNetwork reports whether a call's effects include a network one.
func reachesNetwork(es []middleware.Effect) bool {
	for _, e := range es {
		if e.Op == middleware.EffectNet {
			return true
		}
	}
	return false
}

// carriesSecret reports whether a tool call's input holds a secret the
// output sanitizer would redact (a token, a key, a password in a URL).
func (e *Engine) carriesSecret(op *middleware.Operation) (bool, error) {
	s, err := e.redactor()
	if err != nil {
		return false, err
	}
	for _, f := range s.Findings(string(op.Input)) {
		if f.Category == sanitize.CategorySecret {
			return true, nil
		}
	}
	return false, nil
}
