package middleware

import (
	"context"
	"fmt"
	"unicode/utf8"
)

// MaxLength returns middleware that denies operations of kind whose Text is
// longer than max characters (runes, not bytes: "ção" is three), with
// CodeTooLong. max <= 0 disables it.
func MaxLength(kind Kind, max int) Middleware {
	if max <= 0 {
		return nil
	}
	return func(next Handler) Handler {
		if next == nil {
			next = Proceed
		}
		return HandlerFunc(func(ctx context.Context, op *Operation) error {
			if op.Kind == kind && tooLong(op.Text, max) {
				return &GuardrailDenied{Code: CodeTooLong, Kind: op.Kind, Name: op.Name, Rule: "max_length",
					Category: "length", Reason: fmt.Sprintf("longer than %d characters", max)}
			}
			return next.Handle(ctx, op)
		})
	}
}

// tooLong counts runes only when the byte length leaves any doubt.
func tooLong(s string, max int) bool {
	if len(s) <= max {
		return false
	}
	return utf8.RuneCountInString(s) > max
}
