package flow

import (
	"context"
	"errors"
	"sync"
	"time"
)

// Memory is an in-process Store with a budget in bytes, in all and per
// tenant. A session's facts are dropped after TTL unused (no Load or Add);
// when a budget is spent and no session is idle past TTL, Add fails
// (FullError) and the caller stops the operation: a taint is never
// forgotten to make room. The tenant budget keeps one tenant's flood of
// sessions from spending the room of the others: only its own operations
// stop.
type Memory struct {
	budget, tenantBudget int
	ttl                  time.Duration
	now                  func() time.Time

	mu       sync.Mutex
	used     int
	tenants  map[string]int // bytes held per tenant
	sessions map[Key]*memFacts
}

type memFacts struct {
	facts Facts
	size  int
	seen  time.Time
}

// MemoryOptions configure a Memory store; zero values pick the defaults.
type MemoryOptions struct {
	// Budget is the bytes all sessions' facts may take (default 16 MiB).
	Budget int
	// TenantBudget is the bytes one tenant's sessions may take (default
	// 4 MiB, never more than Budget).
	TenantBudget int
	// TTL is how long a session's facts are kept after it was last used
	// (default 24 hours).
	TTL time.Duration
	// Now is the clock (default time.Now), for tests.
	Now func() time.Time
}

// NewMemory returns an empty Memory store.
func NewMemory(o MemoryOptions) *Memory {
	m := &Memory{budget: o.Budget, tenantBudget: o.TenantBudget, ttl: o.TTL, now: o.Now,
		tenants: map[string]int{}, sessions: map[Key]*memFacts{}}
	if m.budget <= 0 {
		m.budget = 16 << 20
	}
	if m.tenantBudget <= 0 {
		m.tenantBudget = 4 << 20
	}
	m.tenantBudget = min(m.tenantBudget, m.budget)
	if m.ttl <= 0 {
		m.ttl = 24 * time.Hour
	}
	if m.now == nil {
		m.now = time.Now
	}
	return m
}

var errKeyTooLong = errors.New("flow: session key too long")

// Load returns k's facts, a copy the caller may keep.
func (m *Memory) Load(_ context.Context, k Key) (Facts, error) {
	if k.size() > MaxKeyLen {
		return Facts{}, errKeyTooLong
	}
	now := m.now()
	m.mu.Lock()
	defer m.mu.Unlock()
	s, ok := m.sessions[k]
	if !ok || now.Sub(s.seen) > m.ttl {
		return Facts{}, nil
	}
	s.seen = now // in use: its facts are kept another TTL
	return s.facts.Clone(), nil
}

// Add merges f into k's facts.
func (m *Memory) Add(_ context.Context, k Key, f Facts) error {
	if k.size() > MaxKeyLen {
		return errKeyTooLong
	}
	if f.Empty() {
		return nil
	}
	now := m.now()
	m.mu.Lock()
	defer m.mu.Unlock()
	s, ok := m.sessions[k]
	if ok && now.Sub(s.seen) > m.ttl {
		m.drop(k, s)
		ok = false
	}
	if ok && s.facts.Covers(f) {
		s.seen = now // nothing new; the session is in use
		return nil
	}
	if !ok {
		s = &memFacts{}
	}
	next := s.facts.Clone()
	next.Merge(f)
	size := k.size() + next.Size()
	grow := size - s.size
	if m.used+grow > m.budget || m.tenants[k.Tenant]+grow > m.tenantBudget {
		m.expire(now)
		if m.used+grow > m.budget {
			return &FullError{Budget: m.budget}
		}
		if m.tenants[k.Tenant]+grow > m.tenantBudget {
			return &FullError{Budget: m.tenantBudget, Tenant: true}
		}
	}
	if !ok {
		m.sessions[k] = s
	}
	m.used += grow
	m.tenants[k.Tenant] += grow
	s.facts, s.size, s.seen = next, size, now
	return nil
}

// expire drops every session idle past the TTL.
func (m *Memory) expire(now time.Time) {
	for k, s := range m.sessions {
		if now.Sub(s.seen) > m.ttl {
			m.drop(k, s)
		}
	}
}

func (m *Memory) drop(k Key, s *memFacts) {
	m.used -= s.size
	if m.tenants[k.Tenant] -= s.size; m.tenants[k.Tenant] <= 0 {
		delete(m.tenants, k.Tenant)
	}
	delete(m.sessions, k)
}

// Used returns the bytes held, for metrics and tests.
func (m *Memory) Used() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.used
}

var _ Store = (*Memory)(nil)
