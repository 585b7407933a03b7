package demo_test

import (
	"context"
	"encoding/json"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/policy"
	"github.com/guardrail-go/guardrail/server/agent"
	"github.com/guardrail-go/guardrail/server/agent/agenttest"
)

// approver answers every ask with err (nil approves) and counts the asks.
type approver struct {
	err   error
	asked atomic.Int32
	rule  atomic.Value
}

func (a *approver) Approve(_ context.Context, op *middleware.Operation, ask *middleware.GuardrailDenied) error {
	a.asked.Add(1)
	a.rule.Store(ask.Rule)
	return a.err
}

// The approval scenario: the default policy asks before the demo writes
// into /usr/local/bin (conversion allows Write); approved, the write runs;
// refused, or asked with nobody to answer, the demo writes into the
// project instead; where Write is not allowed at all nobody is asked.
func TestApprovalScenario(t *testing.T) {
	t.Parallel()
	tools, err := policy.DefaultEngine().Profiles().AllowedTools("conversion")
	require.NoError(t, err)
	conversion := agent.Turn{Message: "install it system-wide", Context: "conversion", AllowedTools: tools}
	no := &middleware.GuardrailDenied{Code: middleware.CodeDenied, Kind: middleware.KindToolRun, Name: "Write", Reason: "the person did not approve it"}
	tests := []struct {
		name      string
		turn      agent.Turn
		approver  *approver // nil: none in the context
		wantAsked int32
		want      []string // tool results, in order ("!" marks an error)
		wantText  string
	}{
		{"approved", conversion, &approver{}, 1,
			[]string{"File created successfully at: /usr/local/bin/shop-release"}, "Installed"},
		{"refused", conversion, &approver{err: no}, 1,
			[]string{`!Tool "Write" denied: the person did not approve it (GUARD_DENIED)`, "File created successfully at: scripts/shop-release"}, "scripts/shop-release"},
		{"nobody to ask", conversion, nil, 0,
			[]string{`!Tool "Write" needs approval: writing a system path (GUARD_ASK)`, "File created successfully at: scripts/shop-release"}, "scripts/shop-release"},
		{"Write not allowed here", agent.Turn{Message: "install it system-wide", Context: "analysis", AllowedTools: []string{"Read", "Grep", "Glob"}},
			&approver{}, 0, []string{`!Tool "Write" denied: this tool is not allowed here (GUARD_DENIED)`}, "conversion context"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			if tt.approver != nil {
				ctx = agent.WithApprover(ctx, tt.approver)
			}
			r, err := newAgent(t).Start(ctx, tt.turn)
			require.NoError(t, err)
			ms := decode(t, agenttest.Drain(t, r, 5*time.Second))
			require.NoError(t, r.Err())
			var results []string
			for _, m := range ms {
				if m["type"] != "user" {
					continue
				}
				b := block(m)
				s, _ := b["content"].(string)
				if b["is_error"] == true {
					var body struct {
						Error     string `json:"error"`
						ErrorType string `json:"error_type"`
					}
					require.NoError(t, json.Unmarshal([]byte(s), &body))
					s = "!" + body.Error + " (" + body.ErrorType + ")"
				}
				results = append(results, s)
			}
			assert.Equal(t, tt.want, results)
			last := ms[len(ms)-1]
			assert.Equal(t, "result", last["type"])
			assert.Contains(t, last["result"], tt.wantText)
			if tt.approver != nil {
				assert.Equal(t, tt.wantAsked, tt.approver.asked.Load())
				if tt.wantAsked > 0 {
					assert.Equal(t, "effect.write.system", tt.approver.rule.Load(), "the approver learns the rule; the page never does")
				}
			}
		})
	}
}
