package shell

import (
	"context"
	"errors"
	"strings"

	"github.com/guardrail-go/guardrail/internal/jsonscan"
	"github.com/guardrail-go/guardrail/middleware"
)

// Classifier returns the tool:run classifier for shell tools (tools lists
// their names; nil means just "Bash"): the command in the call's "command"
// field is analyzed, and the most severe finding decides by its risk
// (middleware.Levels): at or above levels.Block it denies the call with the
// finding's id, category, risk and description, which the model sees in
// its tool error and can act on; at or above levels.Ask it asks a person;
// below both it is reported as a monitor-mode denial (logged, allowed).
//
// A call whose input cannot be read is an error, so the guard fails closed.
func Classifier(a *Analyzer, levels middleware.Levels, tools ...string) middleware.Classifier {
	if len(tools) == 0 {
		tools = []string{"Bash"}
	}
	names := make(map[string]bool, len(tools))
	for _, t := range tools {
		names[t] = true
	}
	return middleware.ClassifierFunc(func(_ context.Context, op *middleware.Operation) (middleware.Verdict, error) {
		if op.Kind != middleware.KindToolRun || !names[op.Name] || len(op.Input) == 0 {
			return middleware.Verdict{}, nil
		}
		// Read as every JSON reader of the guard reads (internal/jsonscan):
		// a key given twice is an error, since the tool might run either.
		cmd, found, err := jsonscan.StringField(op.Input, "command", jsonscan.Limits{})
		if err != nil {
			return middleware.Verdict{}, errors.New("shell tool input is not a JSON object with one command")
		}
		if !found {
			return middleware.Verdict{}, nil
		}
		cmd = strings.Clone(cmd) // a finding may outlive the input's buffer
		fs := a.Analyze(cmd)
		if len(fs) == 0 {
			// What a decoded payload or an interpreter one-liner runs is
			// judged as if it had been written out.
			for _, s := range a.DecodedScriptsIn(cmd, ProjectDir(op.Dir)) {
				if fs = a.Analyze(s); len(fs) > 0 {
					break
				}
			}
		}
		if len(fs) == 0 {
			return middleware.Verdict{}, nil
		}
		f := fs[0] // most severe first
		action, monitor := levels.Verdict(f.Risk)
		return middleware.Verdict{
			Action:   action,
			Reason:   f.Description,
			ID:       f.ID,
			Category: f.Category,
			Risk:     f.Risk,
			Monitor:  monitor,
		}, nil
	})
}
