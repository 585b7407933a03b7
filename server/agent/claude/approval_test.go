package claude_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/policy"
	"github.com/guardrail-go/guardrail/server/agent"
	"github.com/guardrail-go/guardrail/server/agent/agenttest"
	"github.com/guardrail-go/guardrail/server/agent/claude"
)

// countingApprover answers every ask with err (nil approves).
type countingApprover struct {
	err   error
	asked atomic.Int32
}

func (a *countingApprover) Approve(context.Context, *middleware.Operation, *middleware.GuardrailDenied) error {
	a.asked.Add(1)
	return a.err
}

// askEcho is a policy that asks a person before any `echo`.
func askEcho(t *testing.T) agent.Gate {
	t.Helper()
	p, err := policy.Parse("ask.yaml", []byte("version: 1\ntools:\n  rules:\n    - id: ask-echo\n      ask: [\"Bash(echo:*)\"]\n"))
	require.NoError(t, err)
	e, err := p.Compile(policy.Hooks{})
	require.NoError(t, err)
	return e.Check
}

// An ask reaches the approver in the turn's context through the PreToolUse
// hook: approved, the hook answers allow and the call runs, with the
// person asked once, also when the CLI prompts (can_use_tool) anyway;
// refused, the model reads the refusal; with no approver the ask stands.
func TestAskReachesTheApprover(t *testing.T) {
	t.Parallel()
	no := &middleware.GuardrailDenied{Code: middleware.CodeDenied, Kind: middleware.KindToolRun, Name: "Bash",
		Rule: "ask-echo", Reason: "the person did not approve it"}
	tests := []struct {
		name         string
		approver     *countingApprover
		promptAnyway bool
		wantErr      bool
		want         string
	}{
		{"approved", &countingApprover{}, false, false, "ran: echo approved"},
		{"approved, and the CLI prompts anyway", &countingApprover{}, true, false, "ran: echo approved"},
		{"refused", &countingApprover{err: no}, false, true, `{"error":"Tool \"Bash\" denied: the person did not approve it","error_type":"GUARD_DENIED","kind":"denied"}`},
		{"nobody to ask", nil, false, true, `{"error":"Tool \"Bash\" needs approval: needs a person's approval","error_type":"GUARD_ASK","kind":"needs_approval"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var opts claude.Options
			if tt.promptAnyway {
				opts.Env = []string{"FAKECLAUDE_PROMPT_ANYWAY=1"}
			}
			a, _ := newAgent(t, "", opts, askEcho(t))
			ctx := context.Background()
			if tt.approver != nil {
				ctx = agent.WithApprover(ctx, tt.approver)
			}
			r, err := a.Start(ctx, agent.Turn{Message: "bash echo approved", Session: "s1", Tenant: "acme"})
			require.NoError(t, err)
			ms := decode(t, agenttest.Drain(t, r, 10*time.Second))
			require.NoError(t, r.Err())
			res := toolResults(ms)
			require.Len(t, res, 1)
			assert.Equal(t, tt.wantErr, res[0]["is_error"])
			assert.Equal(t, tt.want, res[0]["content"])
			if tt.approver != nil {
				assert.Equal(t, int32(1), tt.approver.asked.Load(), "the person is asked once per call")
			}
		})
	}
}
