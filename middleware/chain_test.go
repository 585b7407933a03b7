package middleware_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
)

func TestChainOrder(t *testing.T) {
	t.Parallel()
	var trace []string
	mk := func(name string) middleware.Middleware {
		return func(next middleware.Handler) middleware.Handler {
			return middleware.HandlerFunc(func(ctx context.Context, op *middleware.Operation) error {
				trace = append(trace, name+">")
				err := next.Handle(ctx, op)
				trace = append(trace, "<"+name)
				return err
			})
		}
	}
	h := middleware.Chain(mk("a"), nil, mk("b"), mk("c"))(middleware.HandlerFunc(func(context.Context, *middleware.Operation) error {
		trace = append(trace, "handler")
		return nil
	}))
	require.NoError(t, h.Handle(context.Background(), middleware.UserInput("x")))
	assert.Equal(t, []string{"a>", "b>", "c>", "handler", "<c", "<b", "<a"}, trace)
}

func TestChainEmptyAndNilNext(t *testing.T) {
	t.Parallel()
	h := middleware.Chain()(nil)
	assert.NoError(t, h.Handle(context.Background(), middleware.UserInput("x")))
}

func TestKindText(t *testing.T) {
	t.Parallel()
	for _, k := range []middleware.Kind{middleware.KindInput, middleware.KindToolRun, middleware.KindOutput} {
		b, err := k.MarshalText()
		require.NoError(t, err)
		var back middleware.Kind
		require.NoError(t, back.UnmarshalText(b))
		assert.Equal(t, k, back)
	}
	assert.Equal(t, "tool:run", middleware.KindToolRun.String())
	_, err := middleware.ParseKind("tool")
	assert.Error(t, err)
	assert.Equal(t, "kind(0)", middleware.Kind(0).String())
}
