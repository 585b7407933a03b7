package middleware_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules"
)

func verdictClassifier(v middleware.Verdict) middleware.Classifier {
	return middleware.ClassifierFunc(func(context.Context, *middleware.Operation) (middleware.Verdict, error) {
		return v, nil
	})
}

// TestAskIsWeakerThanDeny: an ask holds while the later stages run; a deny
// of theirs wins, an allow of a classifier does not undo it, and only when
// nothing denies is the ask the answer.
func TestAskIsWeakerThanDeny(t *testing.T) {
	t.Parallel()
	ask := middleware.Verdict{Action: middleware.ActionAsk, ID: "c.ask", Reason: "force-pushes a branch", Risk: middleware.RiskModerate}
	deny := middleware.Verdict{Action: middleware.ActionDeny, ID: "c.deny"}
	allow := middleware.AllowVerdict()
	tests := []struct {
		name     string
		rules    []rules.Rule
		cs       []middleware.Verdict
		context  string
		wantCode middleware.Code // "": allowed
		wantRule string
	}{
		{"ask rule alone", []rules.Rule{rules.Ask("Bash(git push:*)").WithID("push")}, nil, "", middleware.CodeAsk, "push"},
		{"ask rule, classifier denies", []rules.Rule{rules.Ask("Bash(git push:*)")}, []middleware.Verdict{deny}, "", middleware.CodeDenied, "c.deny"},
		{"ask rule, classifier allows", []rules.Rule{rules.Ask("Bash(git push:*)").WithID("push")}, []middleware.Verdict{allow, deny}, "", middleware.CodeAsk, "push"},
		{"allow rule first", []rules.Rule{rules.Allow("Bash"), rules.Ask("Bash(git push:*)")}, []middleware.Verdict{ask}, "", "", ""},
		{"classifier ask, then deny", nil, []middleware.Verdict{ask, deny}, "", middleware.CodeDenied, "c.deny"},
		{"classifier ask alone", nil, []middleware.Verdict{ask}, "", middleware.CodeAsk, "c.ask"},
		{"first ask names it", nil, []middleware.Verdict{ask, {Action: middleware.ActionAsk, ID: "c.other"}}, "", middleware.CodeAsk, "c.ask"},
		{"monitored ask", nil, []middleware.Verdict{{Action: middleware.ActionAsk, ID: "m", Monitor: true}}, "", "", ""},
		{"ask, then the context denies", nil, []middleware.Verdict{ask}, "analysis", middleware.CodeDenied, "context:analysis"},
		{"an allow needs every part, an ask one", []rules.Rule{rules.Allow("Bash(git push:*)"), rules.Ask("Bash(git push:*)").WithID("push")}, nil, "", middleware.CodeAsk, "push"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			cfg := middleware.Config{Rules: rules.MustCompile(tt.rules...), Profiles: rules.DefaultProfiles()}
			var cs []middleware.Classifier
			for _, v := range tt.cs {
				cs = append(cs, verdictClassifier(v))
			}
			cfg.Classify = middleware.Classifiers(cs...)
			op := middleware.ToolCall("Bash", json.RawMessage(`{"command":"npm test && git push --force origin b"}`))
			op.Context = tt.context
			ran, err := run(t, cfg, op)
			if tt.wantCode == "" {
				require.NoError(t, err)
				assert.True(t, ran)
				return
			}
			assert.False(t, ran, "a chain stops at an ask")
			assert.Equal(t, tt.wantCode, middleware.CodeOf(err))
			var d *middleware.GuardrailDenied
			require.True(t, errors.As(err, &d))
			assert.Equal(t, tt.wantRule, d.Rule)
			assert.Equal(t, tt.wantCode == middleware.CodeAsk, middleware.IsAsk(err))
		})
	}
}

func TestAskDecision(t *testing.T) {
	t.Parallel()
	g, err := middleware.NewGuard(middleware.KindToolRun, middleware.Config{
		Rules: rules.MustCompile(rules.Ask("Bash(shutdown:*)").WithID("later").WithReason("shuts the machine down later")),
	})
	require.NoError(t, err)
	op := middleware.ToolCall("Bash", json.RawMessage(`{"command":"shutdown -h +60"}`))
	err = g.Check(context.Background(), op)
	assert.Equal(t, `Tool "Bash" needs approval: shuts the machine down later`, err.Error())
	d := middleware.NewDecision(op, err, middleware.MessagesEN)
	assert.Equal(t, "ask", d.Decision)
	assert.False(t, d.Allowed, "an ask is not allowed until a person approves it")
	assert.Equal(t, "GUARD_ASK", d.Code)
	assert.Equal(t, "later", d.Rule)
	assert.Equal(t, middleware.StopNeedsApproval, d.Kind)
	assert.Equal(t, "This action needs your approval before it runs. Allow or deny it when you are asked.", d.Message)
	assert.Equal(t, "Esta ação precisa da sua aprovação", middleware.MessagesPT.For(err))
	assert.Equal(t, "Command not allowed", middleware.Messages{Denied: "Command not allowed"}.For(err), "no ask text: the denied one")
}

func TestLevels(t *testing.T) {
	t.Parallel()
	tests := []struct {
		levels  middleware.Levels
		risk    middleware.Risk
		action  middleware.Action
		monitor bool
	}{
		{middleware.DefaultLevels, middleware.RiskCritical, middleware.ActionDeny, false},
		{middleware.DefaultLevels, middleware.RiskHigh, middleware.ActionDeny, false},
		{middleware.DefaultLevels, middleware.RiskModerate, middleware.ActionAsk, false},
		{middleware.DefaultLevels, middleware.RiskLow, middleware.ActionDeny, true},
		{middleware.Levels{Block: middleware.RiskHigh}, middleware.RiskModerate, middleware.ActionDeny, true},
		{middleware.Levels{Ask: middleware.RiskHigh, Block: middleware.RiskHigh}, middleware.RiskModerate, middleware.ActionDeny, true},
		{middleware.Levels{Ask: middleware.RiskLow, Block: middleware.RiskCritical}, middleware.RiskHigh, middleware.ActionAsk, false},
	}
	for _, tt := range tests {
		a, m := tt.levels.Verdict(tt.risk)
		assert.Equal(t, tt.action, a, "%+v %v", tt.levels, tt.risk)
		assert.Equal(t, tt.monitor, m, "%+v %v", tt.levels, tt.risk)
	}
}
