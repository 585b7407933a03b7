package policy

import (
	"context"
	"fmt"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
	"github.com/guardrail-go/guardrail/rules/shell"
)

// EffectsSpec configures the effects policy of the tool:run guard: what a
// tool call would read, write, delete, run or reach, whichever tool makes
// it (docs/effects.md).
type EffectsSpec struct {
	// Enabled switches the effects policy off when false (default on).
	Enabled *bool `yaml:"enabled"`
	// BlockAt is the least risk that denies (default high).
	BlockAt middleware.Risk `yaml:"block_at"`
	// AskAt is the least risk that asks a person (default moderate);
	// findings below it are logged as monitor-mode denials. At or above
	// BlockAt nothing asks.
	AskAt middleware.Risk `yaml:"ask_at"`
	// Monitor lists finding ids that are only reported, never deny.
	Monitor []string `yaml:"monitor"`
	// Workspace is the root the agent works in (absolute, or under ~);
	// writes and deletes outside it are findings (moderate: they ask).
	// Empty: the directory each call runs in, when the guard knows it (a
	// command hook's cwd, a tenant's workspace); otherwise no root.
	Workspace string `yaml:"workspace"`
	// Home is the directory "~" stands for; empty: the user's.
	Home string `yaml:"home"`
	// Scratch are directories where writing is not writing outside the
	// workspace; unset: /tmp and /var/tmp, [] for none.
	Scratch []string `yaml:"scratch"`
	// Egress lists the hosts the network may be reached at; empty: any.
	Egress []string `yaml:"egress"`
	// DenyUnknownExec makes running a program whose name is computed at
	// run time a finding on its own.
	DenyUnknownExec bool `yaml:"deny_unknown_exec"`
	// Classes change the built-in path classes by name: {name, disabled:
	// true} removes one, a whole entry replaces the one of its name or
	// adds a new one.
	Classes []effects.Class `yaml:"classes"`
	// MCP gives MCP tools their effects, by tool name.
	MCP map[string][]middleware.Effect `yaml:"mcp"`
}

// bashEffects gives the effects policy the effects of a Bash command line,
// from the policy's shell analyzer, or the built-in one when tools.shell
// is off: a call is judged by what it does even with the shell's own
// findings switched off.
func bashEffects(a *shell.Analyzer) func(cmd string, p shell.Project) []middleware.Effect {
	if a == nil {
		a = shell.Default()
	}
	return a.EffectsIn
}

// compile builds the effects policy, or nil when it is switched off.
func (s EffectsSpec) compile() (*effects.Compiled, error) {
	if s.Enabled != nil && !*s.Enabled {
		return nil, nil
	}
	p := effects.Policy{
		Classes:   effects.Merge(effects.DefaultClasses(), s.Classes),
		Workspace: s.Workspace, Home: s.Home, Egress: s.Egress, Scratch: s.Scratch,
		DenyUnknownExec: s.DenyUnknownExec, MCP: s.MCP,
	}
	c, err := p.Compile()
	if err != nil {
		return nil, &Error{Err: fmt.Errorf("tools.effects: %w", err), path: []string{"tools", "effects"}}
	}
	return c, nil
}

// Levels returns the risks at which a finding asks and denies.
func (s EffectsSpec) Levels() middleware.Levels { return levels(s.AskAt, s.BlockAt) }

// levels fills in the defaults of ask_at and block_at.
func levels(ask, block middleware.Risk) middleware.Levels {
	l := middleware.DefaultLevels
	if block != middleware.RiskNone {
		l.Block = block
	}
	if ask != middleware.RiskNone {
		l.Ask = ask
	}
	return l
}

// effectsClassifier is the tool:run classifier of the engine's effects
// policy: the call's effects (computed once per decision, see
// callEffects) graded by the spec's levels.
func (s EffectsSpec) effectsClassifier(e *Engine) middleware.Classifier {
	levels := s.Levels()
	return middleware.Named("effects", middleware.MonitorIDs(middleware.ClassifierFunc(
		func(ctx context.Context, op *middleware.Operation) (middleware.Verdict, error) {
			if op.Kind != middleware.KindToolRun {
				return middleware.Verdict{}, nil
			}
			if err := ctx.Err(); err != nil {
				return middleware.Verdict{}, err
			}
			_, fs, err := e.callEffects(ctx, op)
			if err != nil {
				return middleware.Verdict{}, fmt.Errorf("effects: %w", err)
			}
			return effects.Verdict(fs, levels), ctx.Err()
		}), s.Monitor...))
}

// Effects returns the effects of a tool:run operation, classed by the
// policy (what `guardrail check` shows): nil for other kinds or when the
// effects policy is off, an error for a tool input that cannot be read.
func (e *Engine) Effects(op *middleware.Operation) ([]middleware.Effect, error) {
	es, _, err := e.judgeEffects(op)
	return es, err
}

// judgeEffects returns op's effects, classed, and the findings on them.
func (e *Engine) judgeEffects(op *middleware.Operation) ([]middleware.Effect, []effects.Finding, error) {
	if e.effects == nil || op.Kind != middleware.KindToolRun {
		return nil, nil, nil
	}
	bash := func(cmd string) []middleware.Effect { return e.bash(cmd, shell.ProjectDir(op.Dir)) }
	c := e.effects.In(op.Dir)
	es, err := c.Effects(op.Name, op.Input, bash)
	if err != nil {
		return nil, nil, err
	}
	return es, c.Judge(es), nil
}
