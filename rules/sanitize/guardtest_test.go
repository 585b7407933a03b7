package sanitize_test

import (
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/middleware/guardtest"
	"github.com/guardrail-go/guardrail/rules/sanitize"
)

// The sanitizer denying secrets is an output middleware, not a classifier:
// it keeps the middleware form of the contract. What it lets through may
// be rewritten (the names below become [assistant]); text with nothing to
// rewrite costs no allocation.
func TestMiddlewareConformance(t *testing.T) {
	guardtest.RunMiddleware(t, sanitize.OutputStage(sanitize.Default(), sanitize.Config{DenySecrets: true}), guardtest.Cases{
		Deny: []*middleware.Operation{
			middleware.ModelOutput("the key is " + ghToken),
			middleware.ModelOutput("export AWS_ACCESS_KEY_ID=AKIA" + "Q3EGRTV7WZ5YXK2M"),
		},
		Allow: []*middleware.Operation{
			middleware.ModelOutput("Ran claude -p in /home/claude/.claude"),
			middleware.UserInput("the key is " + ghToken),
			middleware.ModelOutput(""),
		},
		AllowNoAllocs: []*middleware.Operation{
			middleware.ModelOutput("All tests pass: 42 passed, 0 failed, in 3.2 s."),
			middleware.UserInput("the key is " + ghToken),
		},
	})
}
