package server

import (
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// Limiter decides whether the holder of key may act now. The in-memory
// TokenBuckets is the default; replicas that must share limits use an
// adapter over a shared store (e.g. Redis) behind this interface.
type Limiter interface {
	Allow(key string) bool
}

// TokenBuckets is an in-memory Limiter: one token bucket per key,
// refilled at Rate per second up to Burst. Idle buckets are dropped, so
// the map does not grow with every session ever seen.
type TokenBuckets struct {
	rate  rate.Limit
	burst int
	idle  time.Duration

	mu      sync.Mutex
	buckets map[string]*bucket
	sweep   time.Time
}

type bucket struct {
	l    *rate.Limiter
	seen time.Time
}

// NewTokenBuckets returns a limiter allowing perSecond events per key on
// average and burst at once. perSecond <= 0 allows everything.
func NewTokenBuckets(perSecond float64, burst int) *TokenBuckets {
	if burst < 1 {
		burst = 1
	}
	return &TokenBuckets{rate: rate.Limit(perSecond), burst: burst, idle: 10 * time.Minute, buckets: map[string]*bucket{}}
}

// Allow takes a token from key's bucket.
func (t *TokenBuckets) Allow(key string) bool {
	if t.rate <= 0 {
		return true
	}
	now := time.Now()
	t.mu.Lock()
	defer t.mu.Unlock()
	if now.Sub(t.sweep) > t.idle {
		for k, b := range t.buckets {
			if now.Sub(b.seen) > t.idle {
				delete(t.buckets, k)
			}
		}
		t.sweep = now
	}
	b := t.buckets[key]
	if b == nil {
		b = &bucket{l: rate.NewLimiter(t.rate, t.burst)}
		t.buckets[key] = b
	}
	b.seen = now
	return b.l.AllowN(now, 1)
}
