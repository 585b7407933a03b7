package agent_test

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/server/agent"
)

// approverFunc adapts a function to agent.Approver.
type approverFunc func(ctx context.Context, op *middleware.Operation, ask *middleware.GuardrailDenied) error

func (f approverFunc) Approve(ctx context.Context, op *middleware.Operation, ask *middleware.GuardrailDenied) error {
	return f(ctx, op, ask)
}

func TestAuthorize(t *testing.T) {
	t.Parallel()
	ask := &middleware.GuardrailDenied{Code: middleware.CodeAsk, Kind: middleware.KindToolRun, Name: "Write",
		Rule: "effect.write.system", Reason: "writing a system path"}
	deny := &middleware.GuardrailDenied{Code: middleware.CodeDenied, Kind: middleware.KindToolRun, Name: "Write", Rule: "r"}
	personSaysNo := &middleware.GuardrailDenied{Code: middleware.CodeDenied, Kind: middleware.KindToolRun, Name: "Write",
		Rule: ask.Rule, Reason: "the person did not approve it"}
	gateOf := func(err error) agent.Gate {
		return func(context.Context, *middleware.Operation) error { return err }
	}
	tests := []struct {
		name         string
		gate         error
		approver     agent.Approver // nil: none in the context
		wantApproved bool
		wantErr      error
		wantAsked    bool
	}{
		{name: "allowed: nobody is asked", gate: nil, approver: approverFunc(nil)},
		{name: "denied: nobody is asked", gate: deny, approver: approverFunc(nil), wantErr: deny},
		{name: "ask without an approver stands, a denial", gate: ask, wantErr: ask},
		{name: "ask approved", gate: ask, approver: approverFunc(func(context.Context, *middleware.Operation, *middleware.GuardrailDenied) error { return nil }),
			wantApproved: true, wantAsked: true},
		{name: "ask refused", gate: ask, approver: approverFunc(func(context.Context, *middleware.Operation, *middleware.GuardrailDenied) error { return personSaysNo }),
			wantErr: personSaysNo, wantAsked: true},
		{name: "a wrapped ask reaches the approver", gate: errors.Join(errors.New("ctx"), ask),
			approver:     approverFunc(func(context.Context, *middleware.Operation, *middleware.GuardrailDenied) error { return nil }),
			wantApproved: true, wantAsked: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			asked := false
			if tt.approver != nil {
				inner, _ := tt.approver.(approverFunc)
				ctx = agent.WithApprover(ctx, approverFunc(func(ctx context.Context, op *middleware.Operation, got *middleware.GuardrailDenied) error {
					asked = true
					assert.Equal(t, "Write", op.Name)
					assert.Equal(t, ask.Rule, got.Rule, "the approver sees the ask, rule and all")
					if inner == nil {
						t.Fatal("the approver was called for a call the gate decided")
					}
					return inner(ctx, op, got)
				}))
			}
			op := &middleware.Operation{Kind: middleware.KindToolRun, Name: "Write"}
			approved, err := agent.Authorize(ctx, gateOf(tt.gate), op)
			assert.Equal(t, tt.wantApproved, approved)
			assert.Equal(t, tt.wantAsked, asked)
			if tt.wantErr == nil {
				require.NoError(t, err)
				return
			}
			require.ErrorIs(t, err, tt.wantErr)
		})
	}
}

func TestApproverFrom(t *testing.T) {
	t.Parallel()
	assert.Nil(t, agent.ApproverFrom(context.Background()))
	a := approverFunc(func(context.Context, *middleware.Operation, *middleware.GuardrailDenied) error { return nil })
	ctx, cancel := context.WithCancel(agent.WithApprover(context.Background(), a))
	defer cancel()
	assert.NotNil(t, agent.ApproverFrom(ctx), "a derived context keeps the approver")
}
