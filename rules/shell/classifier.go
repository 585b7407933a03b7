package shell

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/guardrail-go/guardrail/middleware"
)

// Classifier returns the tool:run classifier for shell tools (tools lists
// their names; nil means just "Bash"): the command in the call's "command"
// field is analyzed, and a finding at or above threshold denies the call
// with the most severe finding's id, category, risk and description, which
// the model sees in its tool error and can act on. Findings below the
// threshold are reported as monitor-mode denials (logged, allowed).
//
// A call whose input cannot be read is an error, so the guard fails closed.
func Classifier(a *Analyzer, threshold middleware.Risk, tools ...string) middleware.Classifier {
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
		var in struct {
			Command *string `json:"command"`
		}
		if err := json.Unmarshal(op.Input, &in); err != nil {
			return middleware.Verdict{}, errors.New("shell tool input is not a JSON object with a command")
		}
		if in.Command == nil {
			return middleware.Verdict{}, nil
		}
		fs := a.Analyze(*in.Command)
		if len(fs) == 0 {
			return middleware.Verdict{}, nil
		}
		f := fs[0] // most severe first
		return middleware.Verdict{
			Action:   middleware.ActionDeny,
			Reason:   f.Description,
			ID:       f.ID,
			Category: f.Category,
			Risk:     f.Risk,
			Monitor:  f.Risk < threshold,
		}, nil
	})
}
