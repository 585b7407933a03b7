package server

import (
	"context"
	"sync"
)

// checkSlots bounds how many input checks each tenant runs at once, so
// that one tenant's hostile messages (long, trigger-dense, decoded and
// rescanned) cannot take every core and starve the others: a tenant past
// its slots waits for one of its own to free.
type checkSlots struct {
	per int

	mu      sync.Mutex
	tenants map[string]*tenantSlots
}

type tenantSlots struct {
	slots chan struct{}
	users int // holders and waiters: the entry goes when none is left
}

func newCheckSlots(per int) *checkSlots {
	return &checkSlots{per: per, tenants: map[string]*tenantSlots{}}
}

// acquire takes one of tenant's slots, waiting for ctx; the release func
// gives it back. ok is false when ctx ended first.
func (c *checkSlots) acquire(ctx context.Context, tenant string) (release func(), ok bool) {
	c.mu.Lock()
	t := c.tenants[tenant]
	if t == nil {
		t = &tenantSlots{slots: make(chan struct{}, c.per)}
		c.tenants[tenant] = t
	}
	t.users++
	c.mu.Unlock()
	done := func() {
		c.mu.Lock()
		if t.users--; t.users == 0 {
			delete(c.tenants, tenant)
		}
		c.mu.Unlock()
	}
	select {
	case t.slots <- struct{}{}:
		return func() { <-t.slots; done() }, true
	case <-ctx.Done():
		done()
		return nil, false
	}
}

// size is the number of tenants with checks held or waiting, for tests.
func (c *checkSlots) size() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.tenants)
}
