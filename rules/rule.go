package rules

import "github.com/guardrail-go/guardrail/middleware"

// Rule is a static rule: when one of its patterns matches an operation, its
// Action decides. Rules are checked in order and, within a rule, patterns in
// order; the first pattern that matches decides, whatever its action.
//
// A pattern is a name glob ("search", "file_*", "*_admin", "*") or a
// Claude Code-style tool specifier ("Bash(npm:*)", "Bash(git status)",
// "Read(./secrets/**)", "WebFetch(domain:example.com)"); see the package
// documentation of Specifier for what each form matches.
type Rule struct {
	// ID names the rule in logs and metrics. It is never shown to the user.
	ID       string            `yaml:"id,omitempty" json:"id,omitempty"`
	Patterns []string          `yaml:"patterns" json:"patterns"`
	Action   middleware.Action `yaml:"-" json:"-"`
	// Reason is what the denial says in logs and in the tool error the model
	// sees; empty means "denied by rule".
	Reason   string          `yaml:"reason,omitempty" json:"reason,omitempty"`
	Category string          `yaml:"category,omitempty" json:"category,omitempty"`
	Risk     middleware.Risk `yaml:"risk,omitempty" json:"risk,omitempty"`
	// Monitor makes a deny rule report what it would have denied and then
	// step aside, as if it were not there, so a policy can be rolled out
	// without breaking anyone.
	Monitor bool `yaml:"monitor,omitempty" json:"monitor,omitempty"`
}

// Deny returns a rule that denies whatever one of patterns matches.
func Deny(patterns ...string) Rule { return Rule{Patterns: patterns, Action: middleware.ActionDeny} }

// Allow returns a rule that lets whatever one of patterns matches proceed
// without consulting the classifiers.
func Allow(patterns ...string) Rule { return Rule{Patterns: patterns, Action: middleware.ActionAllow} }

// Ask returns a rule that stops whatever one of patterns matches until a
// person approves it. Like a deny it matches a compound command when any
// part matches; unlike one, the classifiers still run, and a deny of
// theirs wins.
func Ask(patterns ...string) Rule { return Rule{Patterns: patterns, Action: middleware.ActionAsk} }

// WithReason returns a copy of r with its denial reason set.
func (r Rule) WithReason(reason string) Rule { r.Reason = reason; return r }

// WithID returns a copy of r with its id set.
func (r Rule) WithID(id string) Rule { r.ID = id; return r }

// WithRisk returns a copy of r with its category and risk set.
func (r Rule) WithRisk(category string, risk middleware.Risk) Rule {
	r.Category, r.Risk = category, risk
	return r
}

// Monitored returns a copy of r in monitor mode.
func (r Rule) Monitored() Rule { r.Monitor = true; return r }
