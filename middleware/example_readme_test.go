package middleware_test

// The README's "Use it from Go" quotes this file from its import block to
// the end, verbatim (cmd/guardrail's TestReadmeQuotesTheGoExample checks):
// what a reader pastes is what runs here.

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules"
)

func Example_guardATool() {
	set, err := rules.Compile(
		rules.Deny("file_delete", "exec_*", "Bash(rm:*)").WithReason("deletes files").
			WithRisk("destructive", middleware.RiskHigh), // the category says what kind of stop it is
		rules.Allow("file_read", "Bash(npm:*)"), // "npm test && rm -rf /" is NOT approved
	)
	if err != nil { // a bad pattern is reported here, never per call
		panic(err)
	}
	guard, err := middleware.ToolGuardrail(middleware.Config{
		Rules: set, // any middleware.RuleSet
		Classify: middleware.ClassifierFunc(func(ctx context.Context, op *middleware.Operation) (middleware.Verdict, error) {
			if bytes.Contains(op.Input, []byte("/etc/shadow")) {
				return middleware.Verdict{Action: middleware.ActionDeny, Reason: "reads system secrets", Category: "credentials"}, nil
			}
			return middleware.Verdict{}, nil // no opinion
		}),
		Profiles: rules.DefaultProfiles(), // analysis / conversion / review tool lists
		Timeout:  time.Second,             // a classifier that overruns fails closed
		OnDeny: func(ctx context.Context, op *middleware.Operation, d *middleware.GuardrailDenied) {
			fmt.Println("log: denied", d.Name, "by", d.Rule) // the rule is for the log, never the person
		},
	})
	if err != nil {
		panic(err)
	}
	// What runs a tool: any middleware.Handler. The guard runs it only
	// for the calls it lets through.
	runTool := middleware.HandlerFunc(func(ctx context.Context, op *middleware.Operation) error {
		fmt.Println("ran", op.Name, string(op.Input))
		return nil
	})
	run := guard(runTool)

	ctx := context.Background()
	calls := []struct{ id, tool, input string }{
		{"toolu_01", "Bash", `{"command":"npm test"}`},
		{"toolu_02", "Bash", `{"command":"npm test && rm -rf /"}`},
		{"toolu_03", "Read", `{"file_path":"/etc/shadow"}`},
	}
	for _, c := range calls {
		op := &middleware.Operation{Kind: middleware.KindToolRun, Name: c.tool, Input: json.RawMessage(c.input), Context: "conversion"}
		err := run.Handle(ctx, op)
		if middleware.IsGuardError(err) {
			result := middleware.ToolErrorResult(c.id, err) // the is_error tool_result the model sees
			fmt.Println(result.Content)
			fmt.Println("the person reads:", middleware.MessagesEN.Explain(err))
		}
	}
	// Output:
	// ran Bash {"command":"npm test"}
	// log: denied Bash by Bash(rm:*)
	// {"error":"Tool \"Bash\" denied: deletes files","error_type":"GUARD_DENIED","kind":"dangerous_action"}
	// the person reads: This was stopped because it could delete or damage files, data or the system. Ask for a narrower change, or do it yourself if you are sure it is safe.
	// log: denied Read by classifier
	// {"error":"Tool \"Read\" denied: reads system secrets","error_type":"GUARD_DENIED","kind":"private_data"}
	// the person reads: This was stopped because it could read or send private data such as passwords, keys or tokens. Keep secrets out of the chat, or handle them yourself.
}
