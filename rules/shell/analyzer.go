package shell

import (
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/guardrail-go/guardrail/middleware"
	"mvdan.cc/sh/v3/syntax"
)

// UnknownRuleError is returned by [New] when an option names a finding ID
// that is not in the catalogue, so a typo in a policy fails at load time
// instead of silently leaving a rule on.
type UnknownRuleError struct{ ID string }

func (e *UnknownRuleError) Error() string { return fmt.Sprintf("shell: unknown finding id %q", e.ID) }

// Option configures an [Analyzer].
type Option interface{ apply(*config) error }

type optionFunc func(*config) error

func (f optionFunc) apply(c *config) error { return f(c) }

type config struct {
	disabled map[string]bool
	maxDepth int
}

// WithDisabled turns off the given finding IDs.
func WithDisabled(ids ...string) Option {
	return optionFunc(func(c *config) error {
		for _, id := range ids {
			if _, ok := catalogueByID[id]; !ok {
				return &UnknownRuleError{ID: id}
			}
			c.disabled[id] = true
		}
		return nil
	})
}

// WithMaxDepth bounds how deeply nested scripts (bash -c, eval, heredocs,
// aliases, function calls) are followed. The default is 8. Past the bound
// the nested text is still scanned by the regex fallback.
func WithMaxDepth(n int) Option {
	return optionFunc(func(c *config) error {
		if n < 1 {
			return errors.New("shell: max depth must be at least 1")
		}
		c.maxDepth = n
		return nil
	})
}

// Analyzer judges command lines. It is immutable after [New] and safe for
// concurrent use.
type Analyzer struct {
	cfg  config
	pool sync.Pool // *walker, so the parser and scratch space are reused
}

// New builds an Analyzer.
func New(opts ...Option) (*Analyzer, error) {
	a := &Analyzer{cfg: config{disabled: map[string]bool{}, maxDepth: 8}}
	for _, o := range opts {
		if err := o.apply(&a.cfg); err != nil {
			return nil, err
		}
	}
	a.pool.New = func() any {
		return &walker{a: a, parser: syntax.NewParser(syntax.Variant(syntax.LangBash))}
	}
	return a, nil
}

var defaultAnalyzer, _ = New()

// Default returns the Analyzer with every rule on; [Analyze] uses it.
func Default() *Analyzer { return defaultAnalyzer }

// Analyze judges cmd with the default Analyzer. See [Analyzer.Analyze].
func Analyze(cmd string) []Finding { return defaultAnalyzer.Analyze(cmd) }

// Analyze returns every finding in cmd, most severe first, at most one per
// finding ID. An empty result means nothing dangerous was recognised; it is
// never the result of a parse failure alone.
func (a *Analyzer) Analyze(cmd string) []Finding {
	if len(cmd) > MaxEffectsInput || substitutionDepth(cmd) > MaxEffectsNest {
		// The walk is not linear in nested substitutions: past these
		// limits the line is not taken apart, and never allowed.
		r := catalogueByID[IDUnanalysable]
		return []Finding{{ID: r.ID, Risk: r.Risk, Category: r.Category, Description: r.Description, Shell: "bash"}}
	}
	w := a.pool.Get().(*walker)
	w.reset()
	w.script(cmd, 0)
	winRules(w, cmd)
	w.finish()
	var out []Finding
	if len(w.found) > 0 {
		out = make([]Finding, len(w.found))
		copy(out, w.found)
		sortFindings(out)
	}
	a.pool.Put(w)
	return out
}

// substitutionDepth is how deeply "$(", "<(" and ">(" nest in cmd, read
// from the text alone (quotes are not told apart, so a quoted paren can
// only make it read deeper): one pass, whatever the input.
func substitutionDepth(cmd string) int {
	depth, open, max := 0, 0, 0
	for i := 0; i < len(cmd); i++ {
		switch c := cmd[i]; {
		case c == '(' && i > 0 && (cmd[i-1] == '$' || cmd[i-1] == '<' || cmd[i-1] == '>'):
			depth++
			if depth > max {
				max = depth
			}
		case c == '(':
			open++ // a subshell or a case pattern: its ")" is not ours
		case c == ')' && open > 0:
			open--
		case c == ')' && depth > 0:
			depth--
		}
	}
	return max
}

// Blocked reports whether any finding reaches threshold.
func (a *Analyzer) Blocked(cmd string, threshold middleware.Risk) bool {
	return MaxRisk(a.Analyze(cmd)) >= threshold
}

// emit records a finding once per ID.
func (w *walker) emit(id, shell string, cmd []string) {
	if w.a.cfg.disabled[id] {
		return
	}
	for _, f := range w.found {
		if f.ID == id {
			return
		}
	}
	r := catalogueByID[id]
	w.found = append(w.found, Finding{
		ID: id, Risk: r.Risk, Category: r.Category, Description: r.Description,
		Shell: shell, Command: strings.Join(cmd, " "),
	})
}
