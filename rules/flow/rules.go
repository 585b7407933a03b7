package flow

import (
	"fmt"
	"strings"

	"github.com/guardrail-go/guardrail/internal/hostaddr"
	"github.com/guardrail-go/guardrail/internal/patch"
	"github.com/guardrail-go/guardrail/middleware"
)

// Target is a kind of effect a flow rule governs.
type Target string

const (
	// TargetNewHost: a network effect to a host that is not trusted and
	// that the session has not reached before, or whose host is computed.
	TargetNewHost Target = "new-host"
	// TargetCode: running code rather than a known program: an
	// interpreter, a program named by path, a computed program.
	TargetCode Target = "code"
	// TargetOutside: a write, delete or persist outside the workspace.
	TargetOutside Target = "outside-workspace"
)

// Env is what judging needs from the effects policy: where the workspace
// ends, which reads are private, what runs code. rules/effects implements
// it.
type Env interface {
	// Outside reports whether a write, delete or persist e is outside the
	// workspace (false when there is no workspace root).
	Outside(e middleware.Effect) bool
	// PrivateRead reports whether a read e is of private data (a class
	// that denies reads: credentials).
	PrivateRead(e middleware.Effect) bool
	// RunsCode reports whether an exec e runs code: an interpreter, a
	// program by path, a computed program.
	RunsCode(e middleware.Effect) bool
}

// matches holds, per target, whether an effect is one. Adding a target is
// adding a row.
var matches = map[Target]func(env Env, p *Policy, f Facts, e middleware.Effect) bool{
	TargetNewHost: func(_ Env, p *Policy, f Facts, e middleware.Effect) bool {
		return e.Op == middleware.EffectNet && (e.Unknown || e.Host == "" || !p.isTrusted(e.Host) && !f.UsedHost(e.Host))
	},
	TargetCode: func(env Env, _ *Policy, _ Facts, e middleware.Effect) bool {
		return e.Op == middleware.EffectExec && env.RunsCode(e)
	},
	TargetOutside: func(env Env, _ *Policy, _ Facts, e middleware.Effect) bool {
		switch e.Op {
		case middleware.EffectWrite, middleware.EffectDelete, middleware.EffectPersist:
			return env.Outside(e)
		}
		return false
	},
}

// Rule is one flow rule, a data row: after a taint, an effect of the
// target kind gets the action.
type Rule struct {
	ID     string          `yaml:"id"`
	After  Taint           `yaml:"after"`
	Target Target          `yaml:"target"`
	Action string          `yaml:"action"` // "deny" or "ask"
	Risk   middleware.Risk `yaml:"risk"`
	// Reason says what was stopped, for logs and the model.
	Reason string `yaml:"reason"`
	// Disabled, in a policy file, removes the built-in rule of that id.
	Disabled bool `yaml:"disabled"`
}

// DefaultRules returns the built-in flow rules, a fresh copy.
func DefaultRules() []Rule {
	return []Rule{
		{ID: "flow.private-egress", After: Private, Target: TargetNewHost, Action: "deny", Risk: middleware.RiskHigh,
			Reason: "sending to a host this session has not used, after reading private data"},
		{ID: "flow.untrusted-exec", After: Untrusted, Target: TargetCode, Action: "ask", Risk: middleware.RiskModerate,
			Reason: "running code after reading untrusted content"},
		{ID: "flow.untrusted-outside", After: Untrusted, Target: TargetOutside, Action: "ask", Risk: middleware.RiskModerate,
			Reason: "writing outside the workspace after reading untrusted content"},
	}
}

// Policy is the compiled flow policy.
type Policy struct {
	rules   []compiledRule
	trusted []string
}

type compiledRule struct {
	Rule
	action middleware.Action
}

// Compile checks rules and the trusted hosts (a session may send to them
// whatever it read; "example.com" also trusts its subdomains).
func Compile(rules []Rule, trusted []string) (*Policy, error) {
	p := &Policy{}
	seen := map[string]bool{}
	for _, r := range rules {
		if r.Disabled {
			continue
		}
		cr := compiledRule{Rule: r}
		switch {
		case r.ID == "" || strings.ContainsAny(r.ID, " \t"):
			return nil, fmt.Errorf("flow rule %q: want an id without spaces", r.ID)
		case seen[r.ID]:
			return nil, fmt.Errorf("flow rule %q given twice", r.ID)
		case r.After == 0:
			return nil, fmt.Errorf("flow rule %q: after: want private or untrusted", r.ID)
		case matches[r.Target] == nil:
			return nil, fmt.Errorf("flow rule %q: target %q: want new-host, code or outside-workspace", r.ID, r.Target)
		case r.Risk == middleware.RiskNone:
			return nil, fmt.Errorf("flow rule %q: no risk", r.ID)
		}
		switch r.Action {
		case "deny":
			cr.action = middleware.ActionDeny
		case "ask":
			cr.action = middleware.ActionAsk
		default:
			return nil, fmt.Errorf("flow rule %q: action %q: want deny or ask", r.ID, r.Action)
		}
		if cr.Reason == "" {
			cr.Reason = "not allowed after what this session read"
		}
		seen[r.ID] = true
		p.rules = append(p.rules, cr)
	}
	for _, h := range trusted {
		h = normalHost(strings.TrimSpace(h))
		if h == "" || strings.ContainsAny(h, "/: *") {
			return nil, fmt.Errorf("flow trusted host %q: want a host name such as example.com", h)
		}
		p.trusted = append(p.trusted, h)
	}
	return p, nil
}

// Merge returns base with over applied by id: Disabled removes a rule, any
// other entry replaces the rule of its id or is added after them.
func Merge(base, over []Rule) []Rule {
	return patch.ByKey(base, over, func(r Rule) string { return r.ID }, func(r Rule) bool { return r.Disabled })
}

// isTrusted: a trusted host, or this machine itself. What is sent to a
// loopback address stays on the machine (the agent's own dev server,
// curl -X POST localhost:3000 while testing), so it is no egress.
func (p *Policy) isTrusted(host string) bool {
	host = normalHost(host)
	if hostaddr.ThisMachine(host) {
		return true
	}
	for _, h := range p.trusted {
		if host == h || strings.HasSuffix(host, "."+h) {
			return true
		}
	}
	return false
}

// Finding is a flow rule that applies to a call.
type Finding struct {
	ID     string
	Action middleware.Action
	Risk   middleware.Risk
	Reason string
	// After is the taint that escalated the call.
	After Taint
}

// Judge returns the flow rule that decides a call with effects in a
// session with facts: a deny before an ask, then the riskier, then the
// first in order; ok is false when none applies.
func (p *Policy) Judge(env Env, f Facts, effects []middleware.Effect) (best Finding, ok bool) {
	if p == nil || (!f.Private && !f.Untrusted) {
		return Finding{}, false
	}
	for i := range p.rules {
		r := &p.rules[i]
		if !f.Has(r.After) {
			continue
		}
		match := matches[r.Target]
		for _, e := range effects {
			if !match(env, p, f, e) {
				continue
			}
			if !ok || stronger(r, best) {
				best, ok = Finding{ID: r.ID, Action: r.action, Risk: r.Risk, Reason: r.Reason, After: r.After}, true
			}
			break
		}
	}
	return best, ok
}

func stronger(r *compiledRule, f Finding) bool {
	if (r.action == middleware.ActionDeny) != (f.Action == middleware.ActionDeny) {
		return r.action == middleware.ActionDeny
	}
	return r.Risk > f.Risk
}

// Observe returns what an operation's effects, once allowed, teach the
// session: a private read, untrusted content fetched or read from outside
// the workspace, the hosts reached.
func Observe(env Env, effects []middleware.Effect) Facts {
	var f Facts
	for _, e := range effects {
		switch e.Op {
		case middleware.EffectRead:
			if env.PrivateRead(e) {
				f.Private = true
			}
			if env.Outside(e) {
				f.Untrusted = true
			}
		case middleware.EffectNet:
			if e.Dir != "send" {
				f.Untrusted = true // what comes back is someone else's
			}
			if !e.Unknown && e.Host != "" {
				f.addHost(e.Host)
			}
		}
	}
	return f
}
