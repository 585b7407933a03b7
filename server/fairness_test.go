package server_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/policy"
	"github.com/guardrail-go/guardrail/server"
	"github.com/guardrail-go/guardrail/server/agent"
	"github.com/guardrail-go/guardrail/server/agent/demo"
	"github.com/guardrail-go/guardrail/server/frame"
)

// A tenant's hostile messages hold at most its own check slots (two): ten
// of them in flight, each stuck in its check, never take more, and another
// tenant's message is checked and starts its turn meanwhile.
func TestTenantChecksAreBounded(t *testing.T) {
	var inside, most atomic.Int32
	release := make(chan struct{})
	var once sync.Once
	t.Cleanup(func() { once.Do(func() { close(release) }) })
	stuck := middleware.ClassifierFunc(func(ctx context.Context, op *middleware.Operation) (middleware.Verdict, error) {
		if !strings.HasPrefix(op.Text, "heavy") {
			return middleware.Verdict{}, nil
		}
		n := inside.Add(1)
		defer inside.Add(-1)
		for {
			m := most.Load()
			if n <= m || most.CompareAndSwap(m, n) {
				break
			}
		}
		select { // a check that takes all the time it is given
		case <-release:
		case <-ctx.Done():
		}
		return middleware.Verdict{}, nil
	})
	e, err := policy.Default().Compile(policy.Hooks{Input: []middleware.Classifier{stuck}})
	require.NoError(t, err)
	ts := startWith(t, e, func(gate agent.Gate) agent.Agent {
		ag, err := demo.New(agent.Config{Gate: gate}, demo.Options{})
		require.NoError(t, err)
		return ag
	}, func(cfg *server.Config) { cfg.Limits.TenantChecks = 2 })

	for i := range 10 {
		c := ts.dial(t, fmt.Sprintf("/ws/chat/acme/p%d", i), nil)
		c.read()
		c.send(map[string]string{"message": fmt.Sprintf("heavy message %d", i)})
	}
	require.Eventually(t, func() bool { return inside.Load() == 2 }, 10*time.Second, time.Millisecond, "acme's first two checks hold its slots")

	other := ts.dial(t, "/ws/chat/globex/web", nil)
	other.read()
	other.send(map[string]string{"message": "hello"})
	fs := other.until(frame.TypeTurnStart)
	assert.Equal(t, frame.TypeTurnStart, fs[len(fs)-1].Type, "another tenant's message is checked while acme's wait")
	assert.Equal(t, int32(2), most.Load(), "acme never ran more than its two checks at once")
	once.Do(func() { close(release) })
}
