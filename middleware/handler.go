package middleware

import "context"

// Handler handles an operation. A nil error lets it proceed; any error stops
// it, and a *GuardrailDenied says it was denied.
type Handler interface {
	Handle(ctx context.Context, op *Operation) error
}

// HandlerFunc adapts a function to Handler.
type HandlerFunc func(ctx context.Context, op *Operation) error

// Handle calls f.
func (f HandlerFunc) Handle(ctx context.Context, op *Operation) error { return f(ctx, op) }

// Middleware wraps a Handler, as func(http.Handler) http.Handler does.
type Middleware func(next Handler) Handler

// Proceed is the terminal handler that lets every operation through. A
// chain used only to decide ends with it.
var Proceed Handler = HandlerFunc(func(context.Context, *Operation) error { return nil })

// Chain composes middlewares in the order written: the first is outermost,
// so it sees the operation first. Nil middlewares are skipped, so optional
// stages can be listed unconditionally.
func Chain(ms ...Middleware) Middleware {
	return func(next Handler) Handler {
		if next == nil {
			next = Proceed
		}
		for i := len(ms) - 1; i >= 0; i-- {
			if ms[i] != nil {
				next = ms[i](next)
			}
		}
		return next
	}
}
