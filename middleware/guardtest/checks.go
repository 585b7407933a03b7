package guardtest

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/guardrail-go/guardrail/middleware"
)

// outcome is what deciding one operation did.
type outcome struct {
	err error
	// proceeded: the next handler ran.
	proceeded bool
}

func (o outcome) String() string {
	if o.err != nil {
		return fmt.Sprintf("stopped (%v)", o.err)
	}
	return "let through"
}

// decide runs op through the subject in front of a next handler that
// records whether it ran.
func (s *suite) decide(ctx context.Context, op *middleware.Operation) outcome {
	var proceeded atomic.Bool
	h := s.wrap(middleware.HandlerFunc(func(context.Context, *middleware.Operation) error {
		proceeded.Store(true)
		return nil
	}))
	err := h.Handle(ctx, op)
	return outcome{err: err, proceeded: proceeded.Load()}
}

type verdict struct {
	v   middleware.Verdict
	err error
}

// classify runs the classifier, turning a panic into an error as a guard
// does, so that the failure names the case.
func (s *suite) classify(ctx context.Context, op *middleware.Operation) (res verdict) {
	defer func() {
		if p := recover(); p != nil {
			res = verdict{err: &middleware.PanicError{Value: p}}
		}
	}()
	v, err := s.classifier.Classify(ctx, op)
	return verdict{v, err}
}

// errTimeout is within's report of a call that did not return in time.
var errTimeout = errors.New("did not return within")

// within runs f on its own goroutine and gives up after d (errTimeout); a
// panic in f is reported as an error, not a crash of the test binary.
func within[T any](d time.Duration, f func() T) (T, error) {
	type result struct {
		v        T
		panicked any
	}
	ch := make(chan result, 1)
	go func() {
		defer func() {
			if p := recover(); p != nil {
				ch <- result{panicked: p}
			}
		}()
		ch <- result{v: f()}
	}()
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case r := <-ch:
		if r.panicked != nil {
			return r.v, fmt.Errorf("panicked: %v", r.panicked)
		}
		return r.v, nil
	case <-timer.C:
		var zero T
		return zero, fmt.Errorf("%w %v", errTimeout, d)
	}
}

// via says how a denial was obtained, for messages.
func (s *suite) via() string {
	if s.classifier != nil {
		return "by a middleware.Guard"
	}
	return "by the middleware"
}

// checkDeny: every Deny case gets an enforcing deny verdict with an ID and
// a Risk, and becomes a *GuardrailDenied (GUARD_DENIED) before the next
// handler.
func (s *suite) checkDeny(r reporter) {
	r.Helper()
	ctx := context.Background()
	for _, c := range s.cases.denied() {
		if s.classifier != nil {
			switch res := s.classify(ctx, clone(c.op)); {
			case res.err != nil:
				r.Errorf("%s: Classify returned error %v, want a deny verdict", c.name, res.err)
			case res.v.Action != middleware.ActionDeny:
				r.Errorf("%s: verdict action %v, want deny", c.name, res.v.Action)
			default:
				if res.v.Monitor {
					r.Errorf("%s: the deny verdict is in monitor mode, so a guard lets the operation through", c.name)
				}
				if res.v.ID == "" {
					r.Errorf("%s: the deny verdict has no ID, so logs cannot say what fired", c.name)
				}
				if res.v.Risk == middleware.RiskNone {
					r.Errorf("%s: the deny verdict has no Risk", c.name)
				}
			}
		}
		s.wantDenied(r, c, s.decide(ctx, clone(c.op)), middleware.CodeDenied, "")
	}
}

// wantDenied reports unless o is a *GuardrailDenied with code that stopped
// the operation before the next handler.
func (s *suite) wantDenied(r reporter, c testCase, o outcome, code middleware.Code, when string) {
	r.Helper()
	var d *middleware.GuardrailDenied
	switch {
	case o.err == nil:
		r.Errorf("%s%s: let through %s, want %s", c.name, when, s.via(), code)
	case !errors.As(o.err, &d):
		r.Errorf("%s%s: stopped %s with %T (%v), want a *middleware.GuardrailDenied found with errors.As", c.name, when, s.via(), o.err, o.err)
	case d.Code != code:
		r.Errorf("%s%s: denied %s with code %s (%v), want %s", c.name, when, s.via(), d.Code, o.err, code)
	case s.classifier == nil && code == middleware.CodeDenied:
		// A classifier's verdict was checked above; a middleware's
		// denial is all there is to check.
		if d.Rule == "" {
			r.Errorf("%s%s: the denial names no Rule, so logs cannot say what fired", c.name, when)
		}
		if d.Risk == middleware.RiskNone {
			r.Errorf("%s%s: the denial has no Risk", c.name, when)
		}
	}
	if o.proceeded {
		r.Errorf("%s%s: the next handler ran, want the operation stopped before it", c.name, when)
	}
}

// checkAllow: no Allow case is denied, and each reaches the next handler.
func (s *suite) checkAllow(r reporter) {
	r.Helper()
	ctx := context.Background()
	for _, c := range s.cases.allowed() {
		if s.classifier != nil {
			switch res := s.classify(ctx, clone(c.op)); {
			case res.err != nil:
				r.Errorf("%s: Classify returned error %v, want no deny", c.name, res.err)
			case res.v.Action == middleware.ActionDeny && !res.v.Monitor:
				r.Errorf("%s: denied (id %q, reason %q), want no deny", c.name, res.v.ID, res.v.Reason)
			}
		}
		switch o := s.decide(ctx, clone(c.op)); {
		case o.err != nil:
			r.Errorf("%s: stopped %s: %v, want it let through", c.name, s.via(), o.err)
		case !o.proceeded:
			r.Errorf("%s: the next handler did not run, want it let through", c.name)
		}
	}
}

func (s *suite) checkCanceled(r reporter) {
	r.Helper()
	s.checkDone(r, "a cancelled context", func() (context.Context, context.CancelFunc) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		return ctx, cancel
	})
}

func (s *suite) checkDeadline(r reporter) {
	r.Helper()
	s.checkDone(r, "an expired deadline", func() (context.Context, context.CancelFunc) {
		return context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	})
}

// checkDone: with ctx already done, the classifier returns ctx's error or
// a verdict, promptly, and the guard denies with GUARD_CLASSIFIER_FAILED:
// a late or cancelled verdict is never an allow. A middleware returns
// promptly and never lets a Deny case through.
func (s *suite) checkDone(r reporter, what string, newCtx func() (context.Context, context.CancelFunc)) {
	r.Helper()
	when := " with " + what
	timeout := s.cases.Timeout
	for _, c := range s.cases.all() {
		ctx, cancel := newCtx()
		if s.classifier != nil {
			res, err := within(timeout, func() verdict { return s.classify(ctx, clone(c.op)) })
			switch {
			case errors.Is(err, errTimeout):
				r.Errorf("%s%s: Classify %v: it ignores ctx (wrap a classifier that blocks in middleware.Async)", c.name, when, err)
				cancel()
				continue
			case err != nil:
				r.Errorf("%s%s: Classify %v", c.name, when, err)
			case res.err != nil && !errors.Is(res.err, ctx.Err()):
				r.Errorf("%s%s: Classify returned %v, want ctx's error (%v) or a prompt verdict", c.name, when, res.err, ctx.Err())
			}
		}
		o, err := within(timeout, func() outcome { return s.decide(ctx, clone(c.op)) })
		switch {
		case err != nil:
			r.Errorf("%s%s: the %s %v", c.name, when, s.what, err)
		case s.classifier != nil:
			s.wantDenied(r, c, o, middleware.CodeClassifierFailed, when)
		case c.deny && (o.err == nil || o.proceeded):
			r.Errorf("%s%s: %s, want a Deny case stopped whatever the context", c.name, when, o)
		}
		cancel()
	}
}

// concurrentRounds is how many times each goroutine decides every case.
const concurrentRounds = 20

// checkConcurrent: many goroutines deciding the cases at once, sharing the
// operations (the subject only reads them), get what one gets alone.
// Under -race it also proves the subject shares nothing unsynchronised.
func (s *suite) checkConcurrent(r reporter) {
	r.Helper()
	cs := s.cases.all()
	shared := make([]*middleware.Operation, len(cs))
	for i, c := range cs {
		shared[i] = clone(c.op)
	}
	var (
		mu       sync.Mutex
		failures = make([]string, len(cs)) // the first per case
		wg       sync.WaitGroup
		start    = make(chan struct{})
	)
	n := s.cases.Goroutines
	for g := range n {
		wg.Go(func() {
			<-start
			for range concurrentRounds {
				for i, c := range cs {
					op := shared[i]
					if s.rewrites {
						// A middleware may rewrite what it lets through.
						op = clone(c.op)
					}
					o := s.decide(context.Background(), op)
					if denied := o.err != nil; denied != c.deny {
						mu.Lock()
						if failures[i] == "" {
							failures[i] = fmt.Sprintf("%s: goroutine %d of %d: %s, unlike one call alone", c.name, g+1, n, o)
						}
						mu.Unlock()
					}
				}
			}
		})
	}
	close(start)
	wg.Wait()
	for _, f := range failures {
		if f != "" {
			r.Errorf("%s", f)
		}
	}
}

// checkNoMutation: a classifier leaves every field of the operation as it
// was (Input's bytes included), with a live context and a cancelled one; a
// middleware leaves a case it stops untouched and may change only the Text
// of one it lets through.
func (s *suite) checkNoMutation(r reporter) {
	r.Helper()
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	for _, c := range s.cases.all() {
		for _, run := range []struct {
			when string
			ctx  context.Context
		}{{"", context.Background()}, {" with a cancelled context", cancelled}} {
			op := clone(c.op)
			var except []string
			if s.classifier != nil {
				if _, err := within(s.cases.Timeout, func() verdict { return s.classify(run.ctx, op) }); errors.Is(err, errTimeout) {
					continue // reported by Canceled; the call may still be using op
				}
			} else {
				o, err := within(s.cases.Timeout, func() outcome { return s.decide(run.ctx, op) })
				if errors.Is(err, errTimeout) {
					continue
				}
				if o.err == nil && s.rewrites {
					except = []string{"Text"}
				}
			}
			if ch := changes(c.op, op, except...); len(ch) > 0 {
				r.Errorf("%s%s: the %s modified the operation: %s", c.name, run.when, s.what, strings.Join(ch, "; "))
			}
		}
	}
}

// allocRuns is how many calls testing.AllocsPerRun averages over.
const allocRuns = 100

// checkAllocs: each AllowNoAllocs case is decided without allocating (after
// one warm-up call, which may fill pools or compile lazily).
func (s *suite) checkAllocs(r reporter) {
	r.Helper()
	ctx := context.Background()
	for i, op := range s.cases.AllowNoAllocs {
		op := clone(op)
		var f func()
		if s.classifier != nil {
			f = func() { _, _ = s.classifier.Classify(ctx, op) }
		} else {
			h := s.wrap(middleware.Proceed)
			f = func() { _ = h.Handle(ctx, op) }
		}
		f()
		if n := testing.AllocsPerRun(allocRuns, f); n > 0 {
			r.Errorf("%s: %.1f allocations per call on the allow path, want none", caseName("AllowNoAllocs", i, op), n)
		}
	}
}
