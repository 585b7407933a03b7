package server

import (
	"context"
	"errors"
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
// replicas share one through an adapter (e.g. Redis) behind this
// interface.
//
// A session has one writer: the connection that last called Own. Own
// hands out a fencing epoch, and the log refuses an Append with an older
// one (ErrNotOwner), so a connection whose session was resumed elsewhere
// (on another replica, while its turn still runs) stores no further
// frame of it, and the new owner numbers on from the last stored seq.
type SessionLog interface {
	// Own makes the caller k's writer and returns its epoch, greater than
	// that of every earlier Own of k. It creates nothing a resume would
	// find: k exists once a frame is appended.
	Own(ctx context.Context, k SessionKey) (uint64, error)
	// Owner returns the epoch of k's writer (0: none recorded), so that
	// a connection with no frame to write (a turn waiting for an answer)
	// finds out at its next ping that a newer one owns the session.
	Owner(ctx context.Context, k SessionKey) (uint64, error)
	// Append stores f, whose Seq is set and greater than any stored, as
	// written by the owner of epoch; ErrNotOwner if a newer Own has been
	// made since. Epoch 0 (an Own that failed) is refused once any
	// owner is recorded.
	Append(ctx context.Context, k SessionKey, epoch uint64, f Frame) error
	// Since returns the stored frames of k with Seq > after, in order;
	// the oldest may have been dropped (the first returned Seq then says
	// how much was lost).
	Since(ctx context.Context, k SessionKey, after uint64) ([]Frame, error)
	// LastSeq returns the highest Seq stored for k, and whether k exists.
	LastSeq(ctx context.Context, k SessionKey) (uint64, bool, error)
}

// ErrNotOwner is an Append by a connection whose session a newer
// connection owns (SessionLog.Own): the frame is not stored, and the
// connection should end.
var ErrNotOwner = errors.New("session log: the session is written by a newer connection")

// MemoryLog is an in-memory SessionLog holding the last PerSession frames
// of each session for TTL after its last frame, within budgets in bytes as
// well as counts: at most 1 MiB of frames per session (the oldest frames
// go first), 64 MiB in all and 10,000 sessions, 1,000 of them per tenant.
// Past a budget the least recently active session goes first: the
// tenant's own when it is over its share, and over the whole budget that
// of the tenant holding the most bytes, so one tenant's flood does not
// evict the others.
type MemoryLog struct {
	perSession  int
	ttl         time.Duration
	maxSessions int
	// sessionBytes, totalBytes and tenantSessions are the byte budgets
	// and the per-tenant share.
	sessionBytes, totalBytes, tenantSessions int

	mu          sync.Mutex
	sessions    map[SessionKey]*memSession
	bytes       int
	perTenant   map[string]int // sessions
	tenantBytes map[string]int
	sweep       time.Time
	epoch       uint64 // the last Own's, for all sessions: it only grows
}

type memSession struct {
	frames []Frame // the newest perSession frames, oldest first
	sizes  []int   // each frame's size, for the byte budgets
	bytes  int
	last   uint64
	seen   time.Time
	owner  uint64 // the epoch of the session's writer
}

// frameSize estimates the bytes a stored frame holds: its strings and a
// fixed overhead.
func frameSize(f Frame) int {
	n := 128 + len(f.Type) + len(f.Content) + len(f.QuestionID) + len(f.Code) + len(f.Status) + len(f.Session) +
		len(f.Context) + len(f.ApprovalID) + len(f.Tool) + len(f.Input) + len(f.Outcome)
	for _, e := range f.Effects {
		n += len(e) + 16
	}
	for _, q := range f.Options {
		n += len(q.Question) + len(q.Header) + 32
		for _, o := range q.Options {
			n += len(o.Label) + len(o.Description) + 32
		}
	}
	for _, c := range f.Choices {
		n += len(c.ID) + len(c.Label) + 32
	}
	for k, v := range f.Metadata {
		n += len(k) + 32
		if s, ok := v.(string); ok {
			n += len(s)
		}
	}
	return n
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
	return &MemoryLog{perSession: perSession, ttl: ttl, maxSessions: 10000,
		sessionBytes: 1 << 20, totalBytes: 64 << 20, tenantSessions: 1000,
		sessions: map[SessionKey]*memSession{}, perTenant: map[string]int{}, tenantBytes: map[string]int{}}
}

// WithBudgets returns m with other byte budgets and per-tenant share (zero
// keeps a value); for a server's config and tests.
func (m *MemoryLog) WithBudgets(sessionBytes, totalBytes, tenantSessions int) *MemoryLog {
	if sessionBytes > 0 {
		m.sessionBytes = sessionBytes
	}
	if totalBytes > 0 {
		m.totalBytes = totalBytes
	}
	if tenantSessions > 0 {
		m.tenantSessions = tenantSessions
	}
	return m
}

// Bytes returns the bytes the log holds, for metrics and tests.
func (m *MemoryLog) Bytes() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.bytes
}

// Own implements SessionLog.
func (m *MemoryLog) Own(_ context.Context, k SessionKey) (uint64, error) {
	now := time.Now()
	m.mu.Lock()
	defer m.mu.Unlock()
	m.expire(now)
	m.epoch++
	s := m.session(k)
	s.owner, s.seen = m.epoch, now
	return m.epoch, nil
}

// Owner implements SessionLog.
func (m *MemoryLog) Owner(_ context.Context, k SessionKey) (uint64, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if s := m.sessions[k]; s != nil {
		return s.owner, nil
	}
	return 0, nil
}

// session returns k's session, made within the budgets if it is new.
// m.mu is held.
func (m *MemoryLog) session(k SessionKey) *memSession {
	s := m.sessions[k]
	if s == nil {
		if m.perTenant[k.Tenant] >= m.tenantSessions {
			m.evictOldest(func(o SessionKey) bool { return o.Tenant == k.Tenant })
		}
		if len(m.sessions) >= m.maxSessions {
			m.evictOldest(nil)
		}
		s = &memSession{}
		m.sessions[k] = s
		m.perTenant[k.Tenant]++
	}
	return s
}

// Append implements SessionLog.
func (m *MemoryLog) Append(_ context.Context, k SessionKey, epoch uint64, f Frame) error {
	now := time.Now()
	size := frameSize(f)
	m.mu.Lock()
	defer m.mu.Unlock()
	m.expire(now)
	s := m.session(k)
	if epoch < s.owner {
		return ErrNotOwner
	}
	s.owner = epoch
	s.frames = append(s.frames, f)
	s.sizes = append(s.sizes, size)
	s.bytes += size
	m.bytes += size
	m.tenantBytes[k.Tenant] += size
	// The oldest frames go past the count or the session's bytes; the
	// newest always stays.
	for len(s.frames) > 1 && (len(s.frames) > m.perSession || s.bytes > m.sessionBytes) {
		s.bytes -= s.sizes[0]
		m.bytes -= s.sizes[0]
		m.tenantBytes[k.Tenant] -= s.sizes[0]
		s.frames, s.sizes = slices.Delete(s.frames, 0, 1), slices.Delete(s.sizes, 0, 1)
	}
	s.last, s.seen = f.Seq, now
	// Over the whole budget, the tenant holding the most gives back
	// first: one tenant's flood does not evict the others.
	for m.bytes > m.totalBytes && len(m.sessions) > 1 {
		heavy, most := "", -1
		for t, b := range m.tenantBytes {
			if b > most {
				heavy, most = t, b
			}
		}
		before := len(m.sessions)
		m.evictOldest(func(o SessionKey) bool { return o.Tenant == heavy && o != k })
		if len(m.sessions) == before {
			m.evictOldest(func(o SessionKey) bool { return o != k })
		}
	}
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
	if s == nil || s.last == 0 {
		return 0, false, nil // never seen, or owned but no frame yet
	}
	return s.last, true, nil
}

// evictOldest drops the session seen least recently among those keep
// accepts (nil: any), so that a flood of new sessions cannot grow the log
// without end. m.mu is held.
func (m *MemoryLog) evictOldest(keep func(SessionKey) bool) {
	var oldest SessionKey
	var seen time.Time
	found := false
	for k, s := range m.sessions {
		if keep != nil && !keep(k) {
			continue
		}
		if !found || s.seen.Before(seen) {
			oldest, seen, found = k, s.seen, true
		}
	}
	if found {
		m.drop(oldest)
	}
}

// drop forgets one session. m.mu is held.
func (m *MemoryLog) drop(k SessionKey) {
	s := m.sessions[k]
	if s == nil {
		return
	}
	m.bytes -= s.bytes
	if m.tenantBytes[k.Tenant] -= s.bytes; m.tenantBytes[k.Tenant] <= 0 {
		delete(m.tenantBytes, k.Tenant)
	}
	if m.perTenant[k.Tenant]--; m.perTenant[k.Tenant] <= 0 {
		delete(m.perTenant, k.Tenant)
	}
	delete(m.sessions, k)
}

func (m *MemoryLog) expire(now time.Time) {
	if now.Sub(m.sweep) < m.ttl/4 {
		return
	}
	m.sweep = now
	for k, s := range m.sessions {
		if now.Sub(s.seen) > m.ttl {
			m.drop(k)
		}
	}
}
