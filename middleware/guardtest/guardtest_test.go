package guardtest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
)

// recorder is a reporter that keeps what the suite reports.
type recorder struct {
	mu   sync.Mutex
	msgs []string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.msgs = append(r.msgs, fmt.Sprintf(format, args...))
}

// fakeCases: the fakes deny input holding "forbidden"; the tool call and
// the other messages are allowed.
func fakeCases() Cases {
	return Cases{
		Deny:          []*middleware.Operation{middleware.UserInput("this is forbidden")},
		Allow:         []*middleware.Operation{middleware.UserInput("Hello"), middleware.ToolCall("Bash", json.RawMessage(`{"command":"ls"}`))},
		AllowNoAllocs: []*middleware.Operation{middleware.UserInput("hello there")},
		Timeout:       50 * time.Millisecond,
	}
}

func denyForbidden(op *middleware.Operation) bool {
	return op.Kind == middleware.KindInput && strings.Contains(op.Text, "forbidden")
}

var forbiddenVerdict = middleware.Verdict{Action: middleware.ActionDeny, ID: "test.forbidden", Reason: "forbidden word",
	Category: "test", Risk: middleware.RiskHigh}

// good is a classifier that keeps the contract.
var good = middleware.ClassifierFunc(func(_ context.Context, op *middleware.Operation) (middleware.Verdict, error) {
	if denyForbidden(op) {
		return forbiddenVerdict, nil
	}
	return middleware.Verdict{}, nil
})

// with returns good with the denying verdict changed by f.
func with(f func(v *middleware.Verdict)) middleware.Classifier {
	return middleware.ClassifierFunc(func(ctx context.Context, op *middleware.Operation) (middleware.Verdict, error) {
		v, err := good(ctx, op)
		if v.Action == middleware.ActionDeny {
			f(&v)
		}
		return v, err
	})
}

// before runs f on the operation, then good.
func before(f func(ctx context.Context, op *middleware.Operation)) middleware.Classifier {
	return middleware.ClassifierFunc(func(ctx context.Context, op *middleware.Operation) (middleware.Verdict, error) {
		f(ctx, op)
		return good(ctx, op)
	})
}

var sink atomic.Value

// unsafeShared answers wrongly when another call is in flight, as a
// classifier with one shared scratch buffer would (without a data race,
// so that the suite's own test passes under -race).
func unsafeShared() middleware.Classifier {
	var inFlight atomic.Int32
	return middleware.ClassifierFunc(func(ctx context.Context, op *middleware.Operation) (middleware.Verdict, error) {
		inFlight.Add(1)
		defer inFlight.Add(-1)
		runtime.Gosched()
		if inFlight.Load() > 1 {
			return middleware.Verdict{}, nil
		}
		return good(ctx, op)
	})
}

func TestRunGoodClassifier(t *testing.T) {
	t.Run("plain", func(t *testing.T) { Run(t, good, fakeCases()) })
	t.Run("Async", func(t *testing.T) {
		cases := fakeCases()
		cases.AllowNoAllocs = nil // a goroutine and a channel per call
		Run(t, middleware.Async(good), cases)
	})
}

// Each bad classifier fails the check that names its fault, with a message
// that names the case and what broke.
func TestChecksCatchBadClassifiers(t *testing.T) {
	tests := []struct {
		name  string
		c     middleware.Classifier
		check string
		want  string
	}{
		{"allows everything", middleware.ClassifierFunc(func(context.Context, *middleware.Operation) (middleware.Verdict, error) {
			return middleware.AllowVerdict(), nil
		}), "Deny", "Deny[0] (input \"this is forbidden\"): verdict action allow, want deny"},
		{"allowed is let through by the guard", middleware.ClassifierFunc(func(context.Context, *middleware.Operation) (middleware.Verdict, error) {
			return middleware.Verdict{}, nil
		}), "Deny", "let through by a middleware.Guard, want GUARD_DENIED"},
		{"denies without ID", with(func(v *middleware.Verdict) { v.ID = "" }), "Deny", "has no ID"},
		{"denies without Risk", with(func(v *middleware.Verdict) { v.Risk = middleware.RiskNone }), "Deny", "has no Risk"},
		{"denies in monitor mode", with(func(v *middleware.Verdict) { v.Monitor = true }), "Deny", "monitor mode"},
		{"errors instead of denying", middleware.ClassifierFunc(func(ctx context.Context, op *middleware.Operation) (middleware.Verdict, error) {
			if denyForbidden(op) {
				return middleware.Verdict{}, errors.New("bad word")
			}
			return middleware.Verdict{}, nil
		}), "Deny", "Classify returned error bad word, want a deny verdict"},
		{"panics", before(func(_ context.Context, op *middleware.Operation) {
			if denyForbidden(op) {
				panic("boom")
			}
		}), "Deny", "classifier panicked: boom"},
		{"denies everything", middleware.ClassifierFunc(func(context.Context, *middleware.Operation) (middleware.Verdict, error) {
			return forbiddenVerdict, nil
		}), "Allow", `Allow[0] (input "Hello"): denied (id "test.forbidden"`},
		{"ignores cancellation, then allows", before(func(context.Context, *middleware.Operation) {
			time.Sleep(150 * time.Millisecond)
		}), "Canceled", "with a cancelled context: Classify did not return within 50ms: it ignores ctx"},
		{"ignores the deadline", before(func(context.Context, *middleware.Operation) {
			time.Sleep(150 * time.Millisecond)
		}), "DeadlineExceeded", "with an expired deadline: Classify did not return within 50ms"},
		{"fails with its own error when cancelled", middleware.ClassifierFunc(func(ctx context.Context, op *middleware.Operation) (middleware.Verdict, error) {
			if ctx.Err() != nil {
				return middleware.Verdict{}, errors.New("backend unavailable")
			}
			return good(ctx, op)
		}), "Canceled", "Classify returned backend unavailable, want ctx's error (context canceled)"},
		{"unsafe for concurrent use", unsafeShared(), "Concurrent", "Deny[0] (input \"this is forbidden\"): goroutine"},
		{"rewrites the text", before(func(_ context.Context, op *middleware.Operation) { op.Text = strings.ToLower(op.Text) }),
			"NoMutation", `Allow[0] (input "Hello"): the classifier modified the operation: Text "Hello" → "hello"`},
		{"writes into Input's bytes", before(func(_ context.Context, op *middleware.Operation) {
			if len(op.Input) > 0 {
				op.Input[0] = ' '
			}
		}), "NoMutation", `the classifier modified the operation: Input "{\"command\":\"ls\"}" → " \"command\":\"ls\"}"`},
		{"sets a field only when cancelled", before(func(ctx context.Context, op *middleware.Operation) {
			if ctx.Err() != nil {
				op.Session = "late"
			}
		}), "NoMutation", `with a cancelled context: the classifier modified the operation: Session "" → "late"`},
		{"allocates on the allow path", before(func(_ context.Context, op *middleware.Operation) { sink.Store(strings.Clone(op.Text)) }),
			"AllowNoAllocs", "AllowNoAllocs[0] (input \"hello there\"): 2.0 allocations per call on the allow path, want none"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := classifierSuite(tt.c, fakeCases())
			require.NoError(t, err)
			requireCaught(t, s, tt.check, tt.want)
		})
	}
}

// goodOutput is an output middleware that keeps the contract: it denies a
// text holding "SECRET" and rewrites "claude" in what it lets through.
func goodOutput(next middleware.Handler) middleware.Handler {
	return middleware.HandlerFunc(func(ctx context.Context, op *middleware.Operation) error {
		if op.Kind != middleware.KindOutput {
			return next.Handle(ctx, op)
		}
		if strings.Contains(op.Text, "SECRET") {
			return secretDenied(op)
		}
		if strings.Contains(op.Text, "claude") {
			op.Text = strings.ReplaceAll(op.Text, "claude", "[assistant]")
		}
		return next.Handle(ctx, op)
	})
}

func secretDenied(op *middleware.Operation) *middleware.GuardrailDenied {
	return &middleware.GuardrailDenied{Code: middleware.CodeDenied, Kind: op.Kind, Rule: "test.secret", Risk: middleware.RiskHigh, Reason: "secret"}
}

func outputCases() Cases {
	return Cases{
		Deny:          []*middleware.Operation{middleware.ModelOutput("the key is SECRET")},
		Allow:         []*middleware.Operation{middleware.ModelOutput("ask claude"), middleware.UserInput("SECRET input is not output")},
		AllowNoAllocs: []*middleware.Operation{middleware.ModelOutput("nothing to hide")},
		Timeout:       50 * time.Millisecond,
	}
}

// outputWith returns goodOutput with its handling of a secret replaced.
func outputWith(onSecret func(ctx context.Context, next middleware.Handler, op *middleware.Operation) error) middleware.Middleware {
	return func(next middleware.Handler) middleware.Handler {
		inner := goodOutput(next)
		return middleware.HandlerFunc(func(ctx context.Context, op *middleware.Operation) error {
			if op.Kind == middleware.KindOutput && strings.Contains(op.Text, "SECRET") {
				return onSecret(ctx, next, op)
			}
			return inner.Handle(ctx, op)
		})
	}
}

func TestRunMiddlewareGood(t *testing.T) {
	RunMiddleware(t, goodOutput, outputCases())
}

func TestChecksCatchBadMiddleware(t *testing.T) {
	tests := []struct {
		name  string
		mw    middleware.Middleware
		check string
		want  string
	}{
		{"plain error", outputWith(func(context.Context, middleware.Handler, *middleware.Operation) error {
			return errors.New("secret")
		}), "Deny", "stopped by the middleware with *errors.errorString (secret), want a *middleware.GuardrailDenied"},
		{"denial without rule", outputWith(func(_ context.Context, _ middleware.Handler, op *middleware.Operation) error {
			d := secretDenied(op)
			d.Rule = ""
			return d
		}), "Deny", "the denial names no Rule"},
		{"denial without risk", outputWith(func(_ context.Context, _ middleware.Handler, op *middleware.Operation) error {
			d := secretDenied(op)
			d.Risk = middleware.RiskNone
			return d
		}), "Deny", "the denial has no Risk"},
		{"wrong code", outputWith(func(_ context.Context, _ middleware.Handler, op *middleware.Operation) error {
			d := secretDenied(op)
			d.Code = middleware.CodeTooLong
			return d
		}), "Deny", "with code GUARD_TOO_LONG"},
		{"denies after next ran", outputWith(func(ctx context.Context, next middleware.Handler, op *middleware.Operation) error {
			_ = next.Handle(ctx, op)
			return secretDenied(op)
		}), "Deny", "the next handler ran"},
		{"redacts, then denies", outputWith(func(_ context.Context, _ middleware.Handler, op *middleware.Operation) error {
			op.Text = "[redacted]"
			return secretDenied(op)
		}), "NoMutation", `Deny[0] (output "the key is SECRET"): the middleware modified the operation: Text "the key is SECRET" → "[redacted]"`},
		{"renames what it lets through", func(next middleware.Handler) middleware.Handler {
			return goodOutput(middleware.HandlerFunc(func(ctx context.Context, op *middleware.Operation) error {
				op.Name = "renamed"
				return next.Handle(ctx, op)
			}))
		}, "NoMutation", `Name "" → "renamed"`},
		{"drops what it allows", func(next middleware.Handler) middleware.Handler {
			return goodOutput(middleware.HandlerFunc(func(context.Context, *middleware.Operation) error { return nil }))
		}, "Allow", "the next handler did not run"},
		{"a cancelled context lets a secret through", outputWith(func(ctx context.Context, next middleware.Handler, op *middleware.Operation) error {
			if ctx.Err() != nil {
				return next.Handle(ctx, op)
			}
			return secretDenied(op)
		}), "Canceled", "with a cancelled context: let through, want a Deny case stopped whatever the context"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := middlewareSuite(tt.mw, outputCases())
			require.NoError(t, err)
			requireCaught(t, s, tt.check, tt.want)
		})
	}
}

// requireCaught runs the named check on s and asserts that it reports
// want.
func requireCaught(t *testing.T, s *suite, check, want string) {
	t.Helper()
	var r recorder
	for _, c := range checks {
		if c.name == check {
			c.run(s, &r)
		}
	}
	got := strings.Join(r.msgs, "\n")
	t.Log(got)
	require.NotEmpty(t, r.msgs, "the %s check passed a bad %s", check, s.what)
	assert.Contains(t, got, want)
}

func TestCasesRefused(t *testing.T) {
	t.Parallel()
	in := middleware.UserInput("x")
	tests := []struct {
		name  string
		cases Cases
		want  string
	}{
		{"no deny", Cases{Allow: []*middleware.Operation{in}}, "Cases.Deny is empty"},
		{"no allow", Cases{Deny: []*middleware.Operation{in}}, "Cases.Allow is empty"},
		{"nil operation", Cases{Deny: []*middleware.Operation{in}, Allow: []*middleware.Operation{nil}}, "Allow[0] (nil) is nil"},
		{"no kind", Cases{Deny: []*middleware.Operation{{Text: "x"}}, Allow: []*middleware.Operation{in}}, "has no valid Kind"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			_, err := classifierSuite(good, tt.cases)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}
