package server

import (
	"context"
	"slices"
	"sync"
	"time"
)

// SessionKey names a session. The tenant and project are part of the key,
// so a session id presented under another tenant's path finds nothing.
type SessionKey struct{ Tenant, Project, ID string }

// SessionLog keeps the frames sent in each session, so that a client that
// reconnects (to any replica, with a shared implementation) gets what it
// missed by sequence number. MemoryLog is the in-process default; several
// replicas share one through an adapter (e.g. Redis streams) behind this
// interface.
type SessionLog interface {
	// Append stores f, whose Seq is set and greater than any stored.
	Append(ctx context.Context, k SessionKey, f Frame) error
	// Since returns the stored frames of k with Seq > after, in order;
	// the oldest may have been dropped (the first returned Seq then says
	// how much was lost).
	Since(ctx context.Context, k SessionKey, after uint64) ([]Frame, error)
	// LastSeq returns the highest Seq stored for k, and whether k exists.
	LastSeq(ctx context.Context, k SessionKey) (uint64, bool, error)
}

// MemoryLog is an in-memory SessionLog holding the last PerSession frames
// of each session for TTL after its last frame, and at most 10,000
// sessions (the least recently active is dropped first).
type MemoryLog struct {
	perSession  int
	ttl         time.Duration
	maxSessions int

	mu       sync.Mutex
	sessions map[SessionKey]*memSession
	sweep    time.Time
}

type memSession struct {
	frames []Frame // the newest perSession frames, oldest first
	last   uint64
	seen   time.Time
}

// NewMemoryLog returns a MemoryLog; zero values pick 256 frames and 30
// minutes.
func NewMemoryLog(perSession int, ttl time.Duration) *MemoryLog {
	if perSession <= 0 {
		perSession = 256
	}
	if ttl <= 0 {
		ttl = 30 * time.Minute
	}
	return &MemoryLog{perSession: perSession, ttl: ttl, maxSessions: 10000, sessions: map[SessionKey]*memSession{}}
}

// Append implements SessionLog.
func (m *MemoryLog) Append(_ context.Context, k SessionKey, f Frame) error {
	now := time.Now()
	m.mu.Lock()
	defer m.mu.Unlock()
	m.expire(now)
	s := m.sessions[k]
	if s == nil {
		if len(m.sessions) >= m.maxSessions {
			m.evictOldest()
		}
		s = &memSession{}
		m.sessions[k] = s
	}
	if len(s.frames) >= m.perSession {
		s.frames = slices.Delete(s.frames, 0, 1)
	}
	s.frames = append(s.frames, f)
	s.last, s.seen = f.Seq, now
	return nil
}

// Since implements SessionLog.
func (m *MemoryLog) Since(_ context.Context, k SessionKey, after uint64) ([]Frame, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	s := m.sessions[k]
	if s == nil {
		return nil, nil
	}
	var out []Frame
	for _, f := range s.frames {
		if f.Seq > after {
			out = append(out, f)
		}
	}
	return out, nil
}

// LastSeq implements SessionLog.
func (m *MemoryLog) LastSeq(_ context.Context, k SessionKey) (uint64, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	s := m.sessions[k]
	if s == nil {
		return 0, false, nil
	}
	return s.last, true, nil
}

// evictOldest drops the session seen least recently, so that a flood of
// new sessions cannot grow the log without end. m.mu is held.
func (m *MemoryLog) evictOldest() {
	var oldest SessionKey
	var seen time.Time
	first := true
	for k, s := range m.sessions {
		if first || s.seen.Before(seen) {
			oldest, seen, first = k, s.seen, false
		}
	}
	delete(m.sessions, oldest)
}

func (m *MemoryLog) expire(now time.Time) {
	if now.Sub(m.sweep) < m.ttl/4 {
		return
	}
	m.sweep = now
	for k, s := range m.sessions {
		if now.Sub(s.seen) > m.ttl {
			delete(m.sessions, k)
		}
	}
}
