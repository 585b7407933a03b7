package redisstate

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/redis/go-redis/v9/maintnotifications"
)

// Options configure a Store. Zero values pick the defaults.
type Options struct {
	// Prefix starts every key (default "guardrail"): several deployments
	// may share one Redis under different prefixes. Letters, digits and
	// ".", "_", "-", ":".
	Prefix string
	// LogFrames and LogBytes bound each session's log: past either, the
	// oldest frames are dropped (the newest is always kept). Defaults 256
	// frames and 1 MiB.
	LogFrames int
	LogBytes  int
	// TenantSessions and TenantLogBytes bound what one tenant's session
	// logs hold in all: past either, its least recently active sessions
	// are dropped (never another tenant's). Defaults 1,000 sessions, as
	// in memory, and 64 MiB; TenantLogBytes is at least LogBytes.
	TenantSessions int
	TenantLogBytes int
	// TenantFlowBytes bounds one tenant's sessions' flow facts (default
	// 4 MiB, as in memory). Past it the tenant's new facts are refused
	// (flow.FullError: its operations stop) until its idle sessions
	// expire; facts are never dropped to make room.
	TenantFlowBytes int
	// LogTTL is how long a session's log is kept after its last frame
	// (default 30 minutes).
	LogTTL time.Duration
	// FlowTTL is how long a session's flow facts are kept after the
	// session last used them (default 24 hours).
	FlowTTL time.Duration
	// AuditLen is about how many denials each tenant's audit stream keeps
	// (default 10,000; Redis trims in whole blocks, so a few more).
	AuditLen int
	// AuditTTL is how long a tenant's audit stream is kept after its last
	// denial (default 30 days).
	AuditTTL time.Duration
	// Timeout bounds each call to Redis (default 2 s): past it the call
	// fails, and fails closed.
	Timeout time.Duration
	// Logger reports failures (default: discarded).
	Logger *slog.Logger
}

func (o Options) withDefaults() Options {
	if o.Prefix == "" {
		o.Prefix = "guardrail"
	}
	if o.LogFrames <= 0 {
		o.LogFrames = 256
	}
	if o.LogBytes <= 0 {
		o.LogBytes = 1 << 20
	}
	if o.TenantSessions <= 0 {
		o.TenantSessions = 1000
	}
	if o.TenantLogBytes <= 0 {
		o.TenantLogBytes = 64 << 20
	}
	if o.TenantFlowBytes <= 0 {
		o.TenantFlowBytes = 4 << 20
	}
	if o.LogTTL <= 0 {
		o.LogTTL = 30 * time.Minute
	}
	if o.FlowTTL <= 0 {
		o.FlowTTL = 24 * time.Hour
	}
	if o.AuditLen <= 0 {
		o.AuditLen = 10000
	}
	if o.AuditTTL <= 0 {
		o.AuditTTL = 30 * 24 * time.Hour
	}
	if o.Timeout <= 0 {
		o.Timeout = 2 * time.Second
	}
	if o.Logger == nil {
		o.Logger = slog.New(slog.DiscardHandler)
	}
	return o
}

var validPrefix = regexp.MustCompile(`^[A-Za-z0-9._:-]{1,64}$`)

// Store is one Redis behind the server's shared state. Its methods return
// the adapters: Log (server.SessionLog), Limiter (server.Limiter), Flows
// (flow.Store) and Denials (a policy OnDeny hook). It is safe for
// concurrent use; Close it when the server has stopped.
type Store struct {
	rdb  *redis.Client
	o    Options
	keys keyer
	rep  *reporter
}

// ErrURL is a Redis URL that does not parse. The URL is not repeated: it
// may hold a password.
var ErrURL = errors.New("redis URL: want redis://[USER:PASSWORD@]HOST:PORT[/DB], rediss://… or unix:///PATH")

// Open connects to the Redis at url and checks that it answers.
func Open(ctx context.Context, url string, o Options) (*Store, error) {
	ro, err := redis.ParseURL(url)
	if err != nil {
		return nil, ErrURL
	}
	s, err := New(ro, o)
	if err != nil {
		return nil, err
	}
	pctx, cancel := context.WithTimeout(ctx, s.o.Timeout)
	defer cancel()
	if err := s.rdb.Ping(pctx).Err(); err != nil {
		s.Close()
		return nil, fmt.Errorf("redis at %s does not answer: %w", ro.Addr, err)
	}
	return s, nil
}

// New returns a Store over a client built from ro (not yet contacted).
func New(ro *redis.Options, o Options) (*Store, error) {
	o = o.withDefaults()
	if !validPrefix.MatchString(o.Prefix) {
		return nil, errors.New("redis prefix: use letters, digits, '.', '_', '-' or ':' (1-64)")
	}
	if o.TenantLogBytes < o.LogBytes {
		// One session alone would be over its tenant's budget.
		return nil, errors.New("redis tenant_log_bytes: want at least log_bytes")
	}
	c := *ro // the caller's options stay as they were
	ro = &c
	// Deadlines of the callers' contexts bound each call (a Redis that
	// stops answering fails the call instead of holding a turn).
	ro.ContextTimeoutEnabled = true
	// Maintenance push notifications exist only on managed Redis; asking a
	// plain redis-server for them costs a round trip and a log line per
	// connection.
	// One dial per attempt: the command's own retries (MaxRetries) ride
	// out a restart, and a Redis that is down fails the call in
	// milliseconds instead of after five dials with their back-off.
	if ro.DialerRetries == 0 {
		ro.DialerRetries = 1
	}
	ro.MaintNotificationsConfig = &maintnotifications.Config{Mode: maintnotifications.ModeDisabled}
	return &Store{rdb: redis.NewClient(ro), o: o, keys: keyer{prefix: o.Prefix}, rep: newReporter(o.Logger)}, nil
}

// Close closes the connections to Redis.
func (s *Store) Close() error { return s.rdb.Close() }

// Addr is the Redis address (host:port or socket path), for logs: it
// never holds the password.
func (s *Store) Addr() string { return s.rdb.Options().Addr }

// call bounds one call to Redis by the store's timeout.
func (s *Store) call(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, s.o.Timeout)
}
