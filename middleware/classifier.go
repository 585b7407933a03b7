package middleware

import (
	"context"
	"fmt"
)

// Verdict is what a classifier says about an operation. The zero Verdict
// (ActionNone) has no opinion: the next stage decides.
type Verdict struct {
	Action Action
	// Reason explains a denial; empty means "denied by classifier".
	Reason string
	// ID names the classifier or the pattern that fired, for logs.
	ID       string
	Category string
	Risk     Risk
	// Monitor marks a denial as observed only: it is reported to OnDeny
	// and the operation goes on.
	Monitor bool
}

// DenyVerdict returns a classifier's denying verdict. (A denying rule is
// rules.Deny; the denial an operation gets is a *GuardrailDenied.)
func DenyVerdict(reason string) Verdict { return Verdict{Action: ActionDeny, Reason: reason} }

// AllowVerdict returns a classifier's verdict that lets the operation
// proceed, skipping the default (a context profile).
func AllowVerdict() Verdict { return Verdict{Action: ActionAllow} }

// Classifier inspects an operation that no rule decided. It must honour
// ctx: the guard gives it a deadline and fails closed when it is overrun.
// A classifier must not modify op.
type Classifier interface {
	Classify(ctx context.Context, op *Operation) (Verdict, error)
}

// ClassifierFunc adapts a function to Classifier.
type ClassifierFunc func(ctx context.Context, op *Operation) (Verdict, error)

// Classify calls f.
func (f ClassifierFunc) Classify(ctx context.Context, op *Operation) (Verdict, error) {
	return f(ctx, op)
}

// ClassifierList runs classifiers in order; the first enforcing deny or
// explicit allow decides. A guard given a ClassifierList runs its members
// one by one, so each member's monitor-mode verdicts are reported and each
// member's failure is contained on its own.
type ClassifierList []Classifier

// Classifiers returns the non-nil classifiers as a ClassifierList.
func Classifiers(cs ...Classifier) ClassifierList {
	out := make(ClassifierList, 0, len(cs))
	for _, c := range cs {
		if c != nil {
			out = append(out, c)
		}
	}
	return out
}

// Classify runs the list outside a guard: the first deny or allow wins,
// monitor verdicts are skipped, the first error is returned.
func (l ClassifierList) Classify(ctx context.Context, op *Operation) (Verdict, error) {
	for _, c := range l {
		v, err := c.Classify(ctx, op)
		if err != nil {
			return Verdict{}, err
		}
		if v.Action != ActionNone && !v.Monitor {
			return v, nil
		}
	}
	return Verdict{}, nil
}

// Monitor puts c in monitor mode: its denials and asks are reported and
// allowed.
func Monitor(c Classifier) Classifier {
	return ClassifierFunc(func(ctx context.Context, op *Operation) (Verdict, error) {
		v, err := c.Classify(ctx, op)
		if v.Action == ActionDeny || v.Action == ActionAsk {
			v.Monitor = true
		}
		return v, err
	})
}

// Async runs c on its own goroutine so that its deadline holds even if it
// ignores ctx (a remote call without a timeout, say): when ctx is done the
// guard gets ctx's error at once and the late verdict is dropped. Use it for
// classifiers that block; in-process pattern classifiers do not need it.
func Async(c Classifier) Classifier {
	type result struct {
		v   Verdict
		err error
	}
	return ClassifierFunc(func(ctx context.Context, op *Operation) (Verdict, error) {
		ch := make(chan result, 1)
		go func() {
			defer func() {
				if p := recover(); p != nil {
					ch <- result{err: &PanicError{Value: p}}
				}
			}()
			v, err := c.Classify(ctx, op)
			ch <- result{v, err}
		}()
		select {
		case r := <-ch:
			return r.v, r.err
		case <-ctx.Done():
			return Verdict{}, ctx.Err()
		}
	})
}

// PanicError carries a classifier's panic as an error.
type PanicError struct{ Value any }

func (e *PanicError) Error() string { return fmt.Sprintf("classifier panicked: %v", e.Value) }

// Named gives c an id, used in its verdicts when they name none and in the
// denial when it fails, so logs say which classifier it was.
func Named(id string, c Classifier) Classifier { return &named{id: id, c: c} }

type named struct {
	id string
	c  Classifier
}

func (n *named) Classify(ctx context.Context, op *Operation) (Verdict, error) {
	v, err := n.c.Classify(ctx, op)
	if v.ID == "" {
		v.ID = n.id
	}
	return v, err
}

func classifierID(c Classifier) string {
	if n, ok := c.(*named); ok {
		return n.id
	}
	return "classifier"
}

// MonitorIDs puts some of c's verdicts in monitor mode: a denial or an ask
// whose ID is one of ids is reported and allowed, the others stand. It is how a policy
// rolls out one finding or pattern of a classifier at a time.
func MonitorIDs(c Classifier, ids ...string) Classifier {
	if len(ids) == 0 {
		return c
	}
	set := make(map[string]bool, len(ids))
	for _, id := range ids {
		set[id] = true
	}
	return ClassifierFunc(func(ctx context.Context, op *Operation) (Verdict, error) {
		v, err := c.Classify(ctx, op)
		if (v.Action == ActionDeny || v.Action == ActionAsk) && set[v.ID] {
			v.Monitor = true
		}
		return v, err
	})
}
