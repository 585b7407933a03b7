package server_test

import (
	"context"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"github.com/redis/go-redis/v9"

	"github.com/guardrail-go/guardrail/internal/redistest"
	"github.com/guardrail-go/guardrail/server"
	"github.com/guardrail-go/guardrail/server/redisstate"
)

// BenchmarkLoadRedis is BenchmarkLoad with two replicas sharing one Redis
// (a real redis-server on loopback): the sessions alternate between the
// replicas, every frame goes to the shared session log and every message
// takes its tokens from buckets in Redis. Besides the same figures it
// reports what each idle session holds in Redis (INFO used_memory).
//
//	go test -run '^$' -bench Load -benchtime 1x ./server
func BenchmarkLoadRedis(b *testing.B) {
	rs := redistest.Start(b)
	var urls []string
	for range 2 {
		// Each replica has its own client, as separate processes would.
		store, err := redisstate.Open(context.Background(), rs.URL(), redisstate.Options{})
		if err != nil {
			b.Fatal(err)
		}
		srv := newLoadServer(b, server.Config{Log: store.Log(),
			SessionLimiter: store.Limiter("session", 1e6, 1e6), TenantLimiter: store.Limiter("tenant", 1e6, 1e6)})
		hs := httptest.NewServer(srv.Handler())
		b.Cleanup(func() { hs.Close(); store.Close() })
		urls = append(urls, "ws"+strings.TrimPrefix(hs.URL, "http"))
	}
	rc := redis.NewClient(&redis.Options{Addr: rs.Addr})
	defer rc.Close()
	runLoad(b, urls, func() int64 {
		info, err := rc.Info(context.Background(), "memory").Result()
		if err != nil {
			b.Fatal(err)
		}
		for line := range strings.Lines(info) {
			if v, ok := strings.CutPrefix(strings.TrimSpace(line), "used_memory:"); ok {
				n, err := strconv.ParseInt(v, 10, 64)
				if err != nil {
					b.Fatal(err)
				}
				return n
			}
		}
		b.Fatal("INFO memory has no used_memory")
		return 0
	})
}
