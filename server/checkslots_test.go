package server

import (
	"context"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// One tenant never holds more than its slots, however many checks it
// starts; another tenant's check takes a slot at once; entries go when
// no check holds or waits.
func TestCheckSlots(t *testing.T) {
	t.Parallel()
	c := newCheckSlots(2)
	ctx := context.Background()
	var held, most atomic.Int32
	gate := make(chan struct{})
	var wg sync.WaitGroup
	for range 10 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			release, ok := c.acquire(ctx, "acme")
			require.True(t, ok)
			n := held.Add(1)
			for {
				m := most.Load()
				if n <= m || most.CompareAndSwap(m, n) {
					break
				}
			}
			<-gate
			held.Add(-1)
			release()
		}()
	}
	// While acme's ten checks wait on two slots, globex gets one at once.
	release, ok := c.acquire(ctx, "globex")
	require.True(t, ok)
	release()

	// A waiter whose connection ends gives up.
	cctx, cancel := context.WithCancel(ctx)
	cancel()
	for held.Load() < 2 {
		// acme's first two hold their slots (they block on gate).
		runtimeGosched()
	}
	_, ok = c.acquire(cctx, "acme")
	assert.False(t, ok)

	close(gate)
	wg.Wait()
	assert.Equal(t, int32(2), most.Load(), "never more than the tenant's slots at once")
	assert.Zero(t, c.size(), "no entry is left once every check is done")
}

func runtimeGosched() { runtime.Gosched() }
