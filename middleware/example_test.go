package middleware_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules"
)

func ExampleToolGuardrail() {
	guard, err := middleware.ToolGuardrail(middleware.Config{
		Rules: rules.MustCompile(
			rules.Deny("file_delete", "exec_*"),
			rules.Allow("file_read", "Bash(npm:*)"),
		),
		OnDeny: func(_ context.Context, op *middleware.Operation, d *middleware.GuardrailDenied) {
			fmt.Println("log:", d.Rule, "denied", op.Name)
		},
	})
	if err != nil {
		panic(err)
	}
	run := guard(middleware.HandlerFunc(func(_ context.Context, op *middleware.Operation) error {
		fmt.Println("running", op.Name)
		return nil
	}))

	ctx := context.Background()
	_ = run.Handle(ctx, middleware.ToolCall("file_read", nil))
	err = run.Handle(ctx, middleware.ToolCall("exec_shell", nil))
	var denied *middleware.GuardrailDenied
	if errors.As(err, &denied) {
		fmt.Println(denied.Code, err)
	}
	err = run.Handle(ctx, middleware.ToolCall("Bash", json.RawMessage(`{"command":"npm test && rm -rf /"}`)))
	fmt.Println(err == nil) // not approved by Bash(npm:*), and no rule denies it
	// Output:
	// running file_read
	// log: exec_* denied exec_shell
	// GUARD_DENIED Tool "exec_shell" denied: denied by rule
	// running Bash
	// true
}

func ExampleToolErrorResult() {
	err := &middleware.GuardrailDenied{Code: middleware.CodeDenied, Kind: middleware.KindToolRun, Name: "Bash",
		Rule: "fs.rm-root", Category: "filesystem", Reason: "recursive deletion of /"}
	r := middleware.ToolErrorResult("toolu_01", err)
	fmt.Println(r.IsError, r.Content)
	// Output:
	// true {"error":"Tool \"Bash\" denied: recursive deletion of /","error_type":"GUARD_DENIED","kind":"dangerous_action"}
}
