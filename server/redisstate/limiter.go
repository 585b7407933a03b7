package redisstate

import (
	"context"
	"math"

	"github.com/redis/go-redis/v9"

	"github.com/guardrail-go/guardrail/server"
)

// bucketScript takes one token from a token bucket kept in a hash (tokens,
// and the time they were counted, in microseconds of Redis' own clock, so
// replicas' clocks never matter). The read, refill and take are one
// script: replicas sharing a bucket cannot both take its last token.
//
// KEYS: bucket. ARGV: tokens per second, burst, TTL ms (time to refill
// whole, after which a missing bucket is the same as a full one).
var bucketScript = redis.NewScript(`
local rate, burst = tonumber(ARGV[1]), tonumber(ARGV[2])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local b = redis.call('HMGET', KEYS[1], 'tokens', 'ts')
local tokens, ts = tonumber(b[1]), tonumber(b[2])
if tokens == nil or ts == nil then
  tokens, ts = burst, now
end
if now > ts then
  tokens = math.min(burst, tokens + (now - ts) * rate / 1000000)
end
local ok = 0
if tokens >= 1 then
  tokens = tokens - 1
  ok = 1
end
redis.call('HSET', KEYS[1], 'tokens', tokens, 'ts', now)
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return ok
`)

// Limiter is a server.Limiter whose buckets are in Redis, shared by every
// replica: perSecond tokens a second per key, up to burst.
type Limiter struct {
	s         *Store
	scope     string
	perSecond float64
	burst     int
	ttlMs     int64
}

// Limiter returns a limiter named scope ("session", "tenant": its keys are
// apart from another scope's). Keys are the server's: a tenant, or
// "tenant/project/session". perSecond <= 0 allows everything, as
// server.NewTokenBuckets does.
func (s *Store) Limiter(scope string, perSecond float64, burst int) *Limiter {
	burst = max(burst, 1)
	l := &Limiter{s: s, scope: scope, perSecond: perSecond, burst: burst}
	if perSecond > 0 {
		// At most a year: a rate so low that a bucket refills slower is
		// kept as full after it (and the multiplication cannot overflow).
		l.ttlMs = int64(math.Min(math.Ceil(float64(burst)/perSecond*1000), 365*24*3600*1000)) + 1000
	}
	return l
}

// Allow takes a token from key's bucket. When Redis does not answer it
// returns false: an outage refuses requests rather than lift the limits.
func (l *Limiter) Allow(key string) bool {
	if l.perSecond <= 0 {
		return true
	}
	ctx, cancel := l.s.call(context.Background())
	defer cancel()
	ok, err := bucketScript.Run(ctx, l.s.rdb, []string{l.s.keys.limit(l.scope, key)}, l.perSecond, l.burst, l.ttlMs).Int()
	if err != nil {
		l.s.rep.fail(ctx, opLimit, err)
		return false
	}
	return ok == 1
}

var _ server.Limiter = (*Limiter)(nil)
