// Package guardtest is a conformance suite for guardrail classifiers, in
// the spirit of testing/slogtest: any middleware.Classifier runs it to prove
// that it denies with a typed, identified, graded verdict that a Guard turns
// into a GUARD_DENIED error; that it lets the allowed through; that a
// cancelled or expired context never becomes an allow; that it is safe for
// concurrent use; that it leaves the operation alone; and, where the caller
// says so, that its allow path does not allocate.
//
// RunMiddleware holds an output middleware (a sanitizer, say, which rewrites
// what it lets through) to the same contract, adapted to a stage that
// returns errors instead of verdicts.
package guardtest

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/guardrail-go/guardrail/middleware"
)

// Cases are the operations the suite runs. Deny and Allow need at least one
// operation each; every operation needs a valid Kind.
type Cases struct {
	// Deny are operations the classifier must deny, enforcing (not in
	// monitor mode).
	Deny []*middleware.Operation
	// Allow are operations it must let through (no enforcing denial).
	Allow []*middleware.Operation
	// AllowNoAllocs are operations it must let through without allocating:
	// the caller opts in where the classifier promises it. They are also
	// run as Allow cases. The check is skipped under the race detector,
	// where sync.Pool drops items at random.
	AllowNoAllocs []*middleware.Operation
	// Timeout bounds how long the classifier may take to return once its
	// context is cancelled or past its deadline; default one second.
	Timeout time.Duration
	// Goroutines decide the cases at once in the concurrency check;
	// default 8.
	Goroutines int
}

// Run checks c against the classifier contract, one subtest per property.
// The allocation check counts the whole process's allocations, so call Run
// from a test that does not call t.Parallel.
func Run(t *testing.T, c middleware.Classifier, cases Cases) {
	t.Helper()
	if c == nil {
		t.Fatal("guardtest: the classifier is nil")
	}
	s, err := classifierSuite(c, cases)
	if err != nil {
		t.Fatal(err)
	}
	s.run(t)
}

// RunMiddleware checks an output middleware (a stage that may rewrite the
// Text of what it lets through) against the same contract: a Deny case is
// stopped with a *middleware.GuardrailDenied, code GUARD_DENIED, naming a
// rule and a risk, before the next handler and with op unchanged; an Allow
// case reaches the next handler with only Text possibly rewritten; a
// cancelled or expired context never lets a Deny case through; it is safe
// for concurrent use; and AllowNoAllocs cases pass without allocating.
func RunMiddleware(t *testing.T, mw middleware.Middleware, cases Cases) {
	t.Helper()
	if mw == nil {
		t.Fatal("guardtest: the middleware is nil")
	}
	s, err := middlewareSuite(mw, cases)
	if err != nil {
		t.Fatal(err)
	}
	s.run(t)
}

// reporter is the part of testing.TB the checks use, so that the suite's
// own tests can record what it reports.
type reporter interface {
	Helper()
	Errorf(format string, args ...any)
}

// subject is what the suite decides operations with.
type subject struct {
	what string // "classifier" or "middleware", for messages
	// classifier is the classifier under test; nil for a middleware.
	classifier middleware.Classifier
	// wrap puts the subject in front of a next handler: a classifier
	// behind a guard of each kind, or the middleware itself.
	wrap middleware.Middleware
	// rewrites: the subject may change the Text of what it lets through.
	rewrites bool
}

// suite is one run: the subject and its cases, defaults filled in.
type suite struct {
	subject
	cases Cases
}

func classifierSuite(c middleware.Classifier, cases Cases) (*suite, error) {
	var guards []middleware.Middleware
	for k := middleware.KindInput; k <= middleware.KindOutput; k++ {
		g, err := middleware.NewGuard(k, middleware.Config{Classify: c})
		if err != nil {
			return nil, fmt.Errorf("guardtest: %w", err)
		}
		guards = append(guards, g.Wrap)
	}
	return newSuite(subject{what: "classifier", classifier: c, wrap: middleware.Chain(guards...)}, cases)
}

func middlewareSuite(mw middleware.Middleware, cases Cases) (*suite, error) {
	return newSuite(subject{what: "middleware", wrap: mw, rewrites: true}, cases)
}

func newSuite(sub subject, cases Cases) (*suite, error) {
	if len(cases.Deny) == 0 {
		return nil, errors.New("guardtest: Cases.Deny is empty: give at least one operation that must be denied")
	}
	if len(cases.Allow)+len(cases.AllowNoAllocs) == 0 {
		return nil, errors.New("guardtest: Cases.Allow is empty: give at least one operation that must be allowed")
	}
	for _, cs := range cases.all() {
		if cs.op == nil {
			return nil, fmt.Errorf("guardtest: %s is nil", cs.name)
		}
		if cs.op.Kind < middleware.KindInput || cs.op.Kind > middleware.KindOutput {
			return nil, fmt.Errorf("guardtest: %s has no valid Kind (%v)", cs.name, cs.op.Kind)
		}
	}
	if cases.Timeout <= 0 {
		cases.Timeout = time.Second
	}
	if cases.Goroutines <= 0 {
		cases.Goroutines = 8
	}
	return &suite{subject: sub, cases: cases}, nil
}

func (s *suite) run(t *testing.T) {
	t.Helper()
	for _, c := range checks {
		t.Run(c.name, func(t *testing.T) {
			if c.skip != nil {
				if why := c.skip(s); why != "" {
					t.Skip(why)
				}
			}
			c.run(s, t)
		})
	}
}

// checks are the properties, in the order they run.
var checks = []struct {
	name string
	run  func(*suite, reporter)
	// skip, when it returns a reason, skips the check.
	skip func(*suite) string
}{
	{name: "Deny", run: (*suite).checkDeny},
	{name: "Allow", run: (*suite).checkAllow},
	{name: "Canceled", run: (*suite).checkCanceled},
	{name: "DeadlineExceeded", run: (*suite).checkDeadline},
	{name: "Concurrent", run: (*suite).checkConcurrent},
	{name: "NoMutation", run: (*suite).checkNoMutation},
	{name: "AllowNoAllocs", run: (*suite).checkAllocs, skip: func(s *suite) string {
		switch {
		case len(s.cases.AllowNoAllocs) == 0:
			return "no Cases.AllowNoAllocs given"
		case raceEnabled:
			return "allocations are not counted under the race detector"
		}
		return ""
	}},
}

// testCase is one operation with the name failures give it.
type testCase struct {
	name string
	op   *middleware.Operation
	deny bool
}

// all lists every case: the denied, then the allowed.
func (c Cases) all() []testCase {
	var out []testCase
	for i, op := range c.Deny {
		out = append(out, testCase{name: caseName("Deny", i, op), op: op, deny: true})
	}
	return append(out, c.allowed()...)
}

func (c Cases) allowed() []testCase {
	var out []testCase
	for i, op := range c.Allow {
		out = append(out, testCase{name: caseName("Allow", i, op), op: op})
	}
	for i, op := range c.AllowNoAllocs {
		out = append(out, testCase{name: caseName("AllowNoAllocs", i, op), op: op})
	}
	return out
}

func (c Cases) denied() []testCase { return c.all()[:len(c.Deny)] }
