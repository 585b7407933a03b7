package redisstate

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/redis/go-redis/v9"
)

// op is what a failed call was for: each has its own counter and its own
// log throttle.
type op int

const (
	opLimit op = iota
	opLog
	opFlow
	opAudit
	numOps
)

// opNames label the counters and log lines.
var opNames = [numOps]string{"limit", "session_log", "flow", "audit"}

// opEffects say, in the log line, what a failure means for the request.
var opEffects = [numOps]string{
	"the request is refused (limits fail closed)",
	"frames are still sent but a reconnect may miss them",
	"the operation is stopped (flows fail closed)",
	"the denial is in the process log only",
}

// logEvery is the least time between two log lines for one op: an outage
// is reported at once, and then not once per request.
const logEvery = 10 * time.Second

// reporter logs and counts failed calls to Redis.
type reporter struct {
	log    *slog.Logger
	errors [numOps]atomic.Uint64

	mu         sync.Mutex
	logged     [numOps]time.Time
	suppressed [numOps]int
}

func newReporter(l *slog.Logger) *reporter { return &reporter{log: l} }

// fail records err from a call for o. A call whose own caller gave up (a
// client that left) is not a Redis failure and is not counted.
func (r *reporter) fail(ctx context.Context, o op, err error) {
	if ctx.Err() != nil && errors.Is(err, context.Canceled) {
		return
	}
	r.errors[o].Add(1)
	now := time.Now()
	r.mu.Lock()
	if now.Sub(r.logged[o]) < logEvery {
		r.suppressed[o]++
		r.mu.Unlock()
		return
	}
	n := r.suppressed[o]
	r.logged[o], r.suppressed[o] = now, 0
	r.mu.Unlock()
	r.log.Error("redis failed", "op", opNames[o], "effect", opEffects[o], "err", err, "more_since_last_report", n)
}

// WriteTo writes the failure counters in Prometheus' text format; a
// server.Metrics includes it in /metrics.
func (s *Store) WriteTo(w io.Writer) (int64, error) {
	var b strings.Builder
	b.WriteString("# HELP guardrail_redis_errors_total Calls to Redis that failed, by what they were for (limits and flows fail closed).\n# TYPE guardrail_redis_errors_total counter\n")
	for o := range numOps {
		fmt.Fprintf(&b, "guardrail_redis_errors_total{op=%q} %d\n", opNames[o], s.rep.errors[o].Load())
	}
	n, err := io.WriteString(w, b.String())
	return int64(n), err
}

// Errors returns how many calls for what failed, by op name (for tests
// and health checks).
func (s *Store) Errors() map[string]uint64 {
	out := make(map[string]uint64, numOps)
	for o := range numOps {
		out[opNames[o]] = s.rep.errors[o].Load()
	}
	return out
}

// ClientLogTo sends the Redis client's own log lines (reconnects, pool
// dial failures) to l at debug level, instead of the standard logger's
// plain lines on stderr: the store reports each failure itself, once per
// interval, with what it means. The client's logger is global, so a
// program calls this once, at start.
func ClientLogTo(l *slog.Logger) { redis.SetLogger(clientLog{l}) }

type clientLog struct{ l *slog.Logger }

func (c clientLog) Printf(ctx context.Context, format string, v ...any) {
	c.l.DebugContext(ctx, "redis client", "msg", fmt.Sprintf(format, v...))
}
