package middleware_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/guardrail-go/guardrail/middleware"
)

func TestMaxLength(t *testing.T) {
	t.Parallel()
	h := middleware.Chain(middleware.MaxLength(middleware.KindInput, 10000))(nil)
	ctx := context.Background()
	tests := []struct {
		name string
		op   *middleware.Operation
		code middleware.Code
	}{
		{"10000 ASCII", middleware.UserInput(strings.Repeat("a", 10000)), ""},
		{"10001 ASCII", middleware.UserInput(strings.Repeat("a", 10001)), middleware.CodeTooLong},
		// 10000 runes of two bytes each: 20000 bytes, still within the limit.
		{"10000 runes", middleware.UserInput(strings.Repeat("ç", 10000)), ""},
		{"10001 runes", middleware.UserInput(strings.Repeat("ç", 10001)), middleware.CodeTooLong},
		{"output is not input", middleware.ModelOutput(strings.Repeat("a", 10001)), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, tt.code, middleware.CodeOf(h.Handle(ctx, tt.op)))
		})
	}
	assert.Nil(t, middleware.MaxLength(middleware.KindInput, 0))
}
