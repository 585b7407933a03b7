package middleware_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules"
)

type denial struct{ name, reason string }

// recorder collects what OnDeny sees.
type recorder struct {
	mu   sync.Mutex
	seen []*middleware.GuardrailDenied
}

func (r *recorder) onDeny(_ context.Context, _ *middleware.Operation, d *middleware.GuardrailDenied) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.seen = append(r.seen, d)
}

func (r *recorder) calls() []denial {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []denial
	for _, d := range r.seen {
		out = append(out, denial{d.Name, d.Reason})
	}
	return out
}

// run builds a tool guard and sends one tool call through it, reporting
// whether the next handler ran.
func run(t *testing.T, cfg middleware.Config, op *middleware.Operation) (bool, error) {
	t.Helper()
	mw, err := middleware.ToolGuardrail(cfg)
	require.NoError(t, err)
	ran := false
	h := mw(middleware.HandlerFunc(func(context.Context, *middleware.Operation) error {
		ran = true
		return nil
	}))
	return ran, h.Handle(context.Background(), op)
}

func denyingClassifier(reason string, called *bool) middleware.Classifier {
	return middleware.ClassifierFunc(func(context.Context, *middleware.Operation) (middleware.Verdict, error) {
		if called != nil {
			*called = true
		}
		return middleware.DenyVerdict(reason), nil
	})
}

// Cases 12–22 of tentickle's middleware suite.
func TestToolGuardrailTentickle(t *testing.T) {
	t.Parallel()

	t.Run("12 deny rule raises GuardrailDenied", func(t *testing.T) {
		t.Parallel()
		ran, err := run(t, middleware.Config{Rules: rules.MustCompile(rules.Deny("search"))}, middleware.ToolCall("search", nil))
		assert.False(t, ran)
		var d *middleware.GuardrailDenied
		require.ErrorAs(t, err, &d)
		assert.Equal(t, `Tool "search" denied: denied by rule`, err.Error())
		assert.Equal(t, middleware.CodeDenied, d.Code)
	})
	t.Run("13 rule reason", func(t *testing.T) {
		t.Parallel()
		_, err := run(t, middleware.Config{Rules: rules.MustCompile(rules.Rule{Patterns: []string{"search"}, Action: middleware.ActionDeny, Reason: "No searching"})},
			middleware.ToolCall("search", nil))
		assert.EqualError(t, err, `Tool "search" denied: No searching`)
	})
	t.Run("14 allow rule skips the classifier", func(t *testing.T) {
		t.Parallel()
		called := false
		ran, err := run(t, middleware.Config{Rules: rules.MustCompile(rules.Allow("search")), Classify: denyingClassifier("no", &called)},
			middleware.ToolCall("search", nil))
		require.NoError(t, err)
		assert.True(t, ran)
		assert.False(t, called)
	})
	t.Run("15 no rule matches, no classifier", func(t *testing.T) {
		t.Parallel()
		ran, err := run(t, middleware.Config{Rules: rules.MustCompile(rules.Deny("exec_*"))}, middleware.ToolCall("search", nil))
		require.NoError(t, err)
		assert.True(t, ran)
	})
	t.Run("16 classifier denies", func(t *testing.T) {
		t.Parallel()
		_, err := run(t, middleware.Config{Classify: denyingClassifier("Bad input", nil)}, middleware.ToolCall("search", nil))
		assert.EqualError(t, err, `Tool "search" denied: Bad input`)
	})
	t.Run("16b classifier denies without a reason", func(t *testing.T) {
		t.Parallel()
		_, err := run(t, middleware.Config{Classify: denyingClassifier("", nil)}, middleware.ToolCall("search", nil))
		assert.EqualError(t, err, `Tool "search" denied: denied by classifier`)
	})
	t.Run("17 classifier allows or says nothing", func(t *testing.T) {
		t.Parallel()
		for _, v := range []middleware.Verdict{middleware.AllowVerdict(), {}} {
			c := middleware.ClassifierFunc(func(context.Context, *middleware.Operation) (middleware.Verdict, error) { return v, nil })
			ran, err := run(t, middleware.Config{Classify: c}, middleware.ToolCall("search", nil))
			require.NoError(t, err)
			assert.True(t, ran)
		}
	})
	t.Run("18 onDeny sees a rule denial", func(t *testing.T) {
		t.Parallel()
		var r recorder
		_, _ = run(t, middleware.Config{Rules: rules.MustCompile(rules.Deny("search")), OnDeny: r.onDeny}, middleware.ToolCall("search", nil))
		assert.Equal(t, []denial{{"search", "denied by rule"}}, r.calls())
	})
	t.Run("19 onDeny sees a classifier denial", func(t *testing.T) {
		t.Parallel()
		var r recorder
		_, _ = run(t, middleware.Config{Classify: denyingClassifier("Classifier says no", nil), OnDeny: r.onDeny}, middleware.ToolCall("exec", nil))
		assert.Equal(t, []denial{{"exec", "Classifier says no"}}, r.calls())
	})
	t.Run("20 other kinds pass through", func(t *testing.T) {
		t.Parallel()
		for _, op := range []*middleware.Operation{middleware.UserInput("hi"), middleware.ModelOutput("hello")} {
			ran, err := run(t, middleware.Config{Rules: rules.MustCompile(rules.Deny("*"))}, op)
			require.NoError(t, err)
			assert.True(t, ran)
		}
	})
	t.Run("21 GuardrailDenied is a GuardError", func(t *testing.T) {
		t.Parallel()
		err := error(&middleware.GuardrailDenied{Code: middleware.CodeDenied, Kind: middleware.KindToolRun, Name: "search", Reason: "no"})
		assert.True(t, middleware.IsGuardError(err))
		assert.Equal(t, middleware.CodeDenied, middleware.CodeOf(err))
		assert.Equal(t, "guardrail", middleware.GuardType)
		var d *middleware.GuardrailDenied
		require.ErrorAs(t, fmt.Errorf("wrapped twice: %w", fmt.Errorf("once: %w", err)), &d)
		assert.Equal(t, "search", d.Name)
		assert.False(t, middleware.IsGuardError(errors.New("plain")))
		assert.Equal(t, middleware.Code(""), middleware.CodeOf(nil))
	})
	t.Run("22 first match wins", func(t *testing.T) {
		t.Parallel()
		ran, err := run(t, middleware.Config{Rules: rules.MustCompile(rules.Allow("search"), rules.Deny("search"))}, middleware.ToolCall("search", nil))
		require.NoError(t, err)
		assert.True(t, ran)
	})
}

func TestDenialCarriesRuleDetails(t *testing.T) {
	t.Parallel()
	r := rules.Deny("Bash(rm:*)").WithID("no-rm").WithRisk("destructive", middleware.RiskCritical)
	_, err := run(t, middleware.Config{Rules: rules.MustCompile(r)}, middleware.ToolCall("Bash", json.RawMessage(`{"command":"rm -rf /"}`)))
	var d *middleware.GuardrailDenied
	require.ErrorAs(t, err, &d)
	assert.Equal(t, "no-rm", d.Rule)
	assert.Equal(t, "destructive", d.Category)
	assert.Equal(t, middleware.RiskCritical, d.Risk)
	assert.Equal(t, middleware.KindToolRun, d.Kind)
	// Without an id, the pattern names the rule.
	_, err = run(t, middleware.Config{Rules: rules.MustCompile(rules.Deny("x", "Bash"))}, middleware.ToolCall("Bash", nil))
	require.ErrorAs(t, err, &d)
	assert.Equal(t, "Bash", d.Rule)
}

func TestClassifierFailuresFailClosed(t *testing.T) {
	t.Parallel()
	boom := errors.New("model unavailable")
	tests := []struct {
		name    string
		c       middleware.Classifier
		timeout time.Duration
		wantErr error
	}{
		{"error", middleware.ClassifierFunc(func(context.Context, *middleware.Operation) (middleware.Verdict, error) {
			return middleware.AllowVerdict(), boom
		}), 0, boom},
		{"panic", middleware.ClassifierFunc(func(context.Context, *middleware.Operation) (middleware.Verdict, error) {
			panic("oops")
		}), 0, nil},
		{"overruns its deadline", middleware.ClassifierFunc(func(ctx context.Context, _ *middleware.Operation) (middleware.Verdict, error) {
			time.Sleep(30 * time.Millisecond) // ignores ctx, then allows: too late
			return middleware.AllowVerdict(), nil
		}), 5 * time.Millisecond, context.DeadlineExceeded},
		{"honours its deadline", middleware.ClassifierFunc(func(ctx context.Context, _ *middleware.Operation) (middleware.Verdict, error) {
			<-ctx.Done()
			return middleware.Verdict{}, ctx.Err()
		}), 5 * time.Millisecond, context.DeadlineExceeded},
		{"async, blocks forever", middleware.Async(middleware.ClassifierFunc(func(ctx context.Context, _ *middleware.Operation) (middleware.Verdict, error) {
			select {} // never returns; Async must not wait for it
		})), 5 * time.Millisecond, context.DeadlineExceeded},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			var r recorder
			ran, err := run(t, middleware.Config{Classify: middleware.Named("judge", tt.c), Timeout: tt.timeout, OnDeny: r.onDeny},
				middleware.ToolCall("Bash", nil))
			assert.False(t, ran)
			var d *middleware.GuardrailDenied
			require.ErrorAs(t, err, &d)
			assert.Equal(t, middleware.CodeClassifierFailed, d.Code)
			assert.Equal(t, "judge", d.Rule)
			if tt.wantErr != nil {
				assert.ErrorIs(t, err, tt.wantErr)
			} else {
				var p *middleware.PanicError
				assert.ErrorAs(t, err, &p)
			}
			require.Len(t, r.calls(), 1)

			// Configured to fail open, the same failure is reported and allowed.
			var r2 recorder
			ran, err = run(t, middleware.Config{Classify: tt.c, Timeout: tt.timeout, FailOpen: true, OnDeny: r2.onDeny},
				middleware.ToolCall("Bash", nil))
			require.NoError(t, err)
			assert.True(t, ran)
			require.Len(t, r2.seen, 1)
			assert.True(t, r2.seen[0].Monitored)
		})
	}
}

func TestMonitorMode(t *testing.T) {
	t.Parallel()
	t.Run("monitored rule steps aside", func(t *testing.T) {
		t.Parallel()
		var r recorder
		ran, err := run(t, middleware.Config{
			Rules:  rules.MustCompile(rules.Deny("Bash").Monitored(), rules.Deny("Bash").WithReason("second")),
			OnDeny: r.onDeny,
		}, middleware.ToolCall("Bash", nil))
		assert.False(t, ran)
		assert.EqualError(t, err, `Tool "Bash" denied: second`)
		require.Len(t, r.seen, 2)
		assert.True(t, r.seen[0].Monitored)
		assert.False(t, r.seen[1].Monitored)
	})
	t.Run("monitored classifier", func(t *testing.T) {
		t.Parallel()
		var r recorder
		ran, err := run(t, middleware.Config{Classify: middleware.Monitor(denyingClassifier("x", nil)), OnDeny: r.onDeny},
			middleware.ToolCall("Bash", nil))
		require.NoError(t, err)
		assert.True(t, ran)
		require.Len(t, r.seen, 1)
		assert.True(t, r.seen[0].Monitored)
	})
	t.Run("whole guard", func(t *testing.T) {
		t.Parallel()
		var r recorder
		ran, err := run(t, middleware.Config{
			Rules: rules.MustCompile(rules.Deny("Bash")), Classify: denyingClassifier("x", nil),
			Profiles: rules.DefaultProfiles(), Monitor: true, OnDeny: r.onDeny,
		}, &middleware.Operation{Kind: middleware.KindToolRun, Name: "Bash", Context: "review"})
		require.NoError(t, err)
		assert.True(t, ran)
		require.Len(t, r.seen, 3, "rule, classifier and profile each report")
	})
}

func TestClassifierList(t *testing.T) {
	t.Parallel()
	var order []string
	mk := func(id string, v middleware.Verdict) middleware.Classifier {
		return middleware.Named(id, middleware.ClassifierFunc(func(context.Context, *middleware.Operation) (middleware.Verdict, error) {
			order = append(order, id)
			return v, nil
		}))
	}
	var r recorder
	list := middleware.Classifiers(mk("a", middleware.Verdict{}), nil, middleware.Monitor(mk("b", middleware.DenyVerdict("b"))), mk("c", middleware.DenyVerdict("c")), mk("d", middleware.AllowVerdict()))
	_, err := run(t, middleware.Config{Classify: list, OnDeny: r.onDeny}, middleware.ToolCall("x", nil))
	var d *middleware.GuardrailDenied
	require.ErrorAs(t, err, &d)
	assert.Equal(t, "c", d.Rule)
	assert.Equal(t, []string{"a", "b", "c"}, order)
	require.Len(t, r.seen, 2)
	assert.Equal(t, "b", r.seen[0].Rule)
	assert.True(t, r.seen[0].Monitored)

	// Used as a plain Classifier outside a guard, the list decides the same.
	order = nil
	v, err := list.Classify(context.Background(), middleware.ToolCall("x", nil))
	require.NoError(t, err)
	assert.Equal(t, "c", v.ID)
}

func TestProfilesAreTheDefault(t *testing.T) {
	t.Parallel()
	call := func(ctx, tool, cmd string) *middleware.Operation {
		in, _ := json.Marshal(map[string]string{"command": cmd})
		return &middleware.Operation{Kind: middleware.KindToolRun, Name: tool, Input: in, Context: ctx}
	}
	cfg := middleware.Config{Profiles: rules.DefaultProfiles()}
	tests := []struct {
		op      *middleware.Operation
		allowed bool
		rule    string
	}{
		{call("analysis", "Read", ""), true, ""},
		{call("analysis", "Bash", "ls"), false, "context:analysis"},
		{call("conversion", "Bash", "npm test"), true, ""},
		{call("conversion", "Bash", "npm test && rm -rf /"), false, "context:conversion"},
		{call("review", "Write", ""), false, "context:review"},
		{call("", "Write", ""), true, ""},
		{call("admin", "Read", ""), false, "context:admin"},
	}
	for _, tt := range tests {
		t.Run(tt.op.Context+"/"+tt.op.Name, func(t *testing.T) {
			t.Parallel()
			_, err := run(t, cfg, tt.op)
			if tt.allowed {
				require.NoError(t, err)
				return
			}
			var d *middleware.GuardrailDenied
			require.ErrorAs(t, err, &d)
			assert.Equal(t, tt.rule, d.Rule)
		})
	}
	// An explicit allow rule decides before the default.
	_, err := run(t, middleware.Config{Rules: rules.MustCompile(rules.Allow("Write")), Profiles: rules.DefaultProfiles()}, call("review", "Write", ""))
	require.NoError(t, err)
	// The unknown context's denial says so in its reason, without the name
	// (it reaches the person); the log gets the name from the cause.
	_, err = run(t, cfg, call("admin", "Read", ""))
	assert.ErrorContains(t, err, "unknown context")
	assert.NotContains(t, err.Error(), "admin")
	uc, ok := errors.AsType[*rules.UnknownContextError](err)
	require.True(t, ok)
	assert.Equal(t, "admin", uc.Context)
}

func TestNewGuardErrors(t *testing.T) {
	t.Parallel()
	_, err := rules.Compile(rules.Deny("Bash("))
	assert.ErrorContains(t, err, "rule 0")
	_, err = middleware.NewGuard(middleware.Kind(9), middleware.Config{})
	assert.Error(t, err)
	_, err = middleware.NewGuard(middleware.KindInput, middleware.Config{Timeout: -1})
	assert.Error(t, err)
}

func TestInputAndOutputGuards(t *testing.T) {
	t.Parallel()
	longText := middleware.ClassifierFunc(func(_ context.Context, op *middleware.Operation) (middleware.Verdict, error) {
		if len(op.Text) > 5 {
			return middleware.Verdict{Action: middleware.ActionDeny, Reason: "too long", ID: "length"}, nil
		}
		return middleware.Verdict{}, nil
	})
	in, err := middleware.NewGuard(middleware.KindInput, middleware.Config{Classify: longText, Rules: rules.MustCompile(rules.Deny("hook"))})
	require.NoError(t, err)
	ctx := context.Background()
	assert.NoError(t, in.Check(ctx, middleware.UserInput("hi")))
	err = in.Check(ctx, middleware.UserInput("hello world"))
	assert.EqualError(t, err, "input denied: too long")
	assert.Error(t, in.Check(ctx, &middleware.Operation{Kind: middleware.KindInput, Name: "hook", Text: "hi"}))
	assert.NoError(t, in.Check(ctx, middleware.ModelOutput("hello world")), "an input guard ignores output")

	out, err := middleware.NewGuard(middleware.KindOutput, middleware.Config{Classify: longText})
	require.NoError(t, err)
	assert.EqualError(t, out.Check(ctx, middleware.ModelOutput("hello world")), "output denied: too long")
	assert.Equal(t, middleware.KindOutput, out.Kind())
}

func TestMonitorIDs(t *testing.T) {
	t.Parallel()
	c := middleware.MonitorIDs(middleware.ClassifierFunc(func(_ context.Context, op *middleware.Operation) (middleware.Verdict, error) {
		return middleware.Verdict{Action: middleware.ActionDeny, ID: op.Name}, nil
	}), "soft")
	v, err := c.Classify(context.Background(), middleware.ToolCall("soft", nil))
	require.NoError(t, err)
	assert.True(t, v.Monitor)
	v, err = c.Classify(context.Background(), middleware.ToolCall("hard", nil))
	require.NoError(t, err)
	assert.False(t, v.Monitor)
}

func TestOperationWithoutKindIsDenied(t *testing.T) {
	t.Parallel()
	for _, k := range []middleware.Kind{middleware.KindInput, middleware.KindToolRun, middleware.KindOutput} {
		g, err := middleware.NewGuard(k, middleware.Config{})
		require.NoError(t, err)
		err = g.Check(context.Background(), &middleware.Operation{Name: "Bash"})
		assert.Equal(t, middleware.CodeDenied, middleware.CodeOf(err), k.String())
	}
}
