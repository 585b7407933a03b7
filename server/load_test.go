package server_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/guardrail-go/guardrail/rules/policy"
	"github.com/guardrail-go/guardrail/server"
	"github.com/guardrail-go/guardrail/server/agent"
	"github.com/guardrail-go/guardrail/server/agent/demo"
)

// loadSessions is how many concurrent sessions the load benchmark holds.
const loadSessions = 1000

// BenchmarkLoad opens 1,000 concurrent sessions against the demo agent on
// loopback and reports: memory per idle session (server side); with all of
// them held, the time from sending a message to receiving turn_start (what
// the server and the input chain add before the agent runs) at p50 and
// p99; and frames per second while every session runs a turn at once.
//
//	go test -run '^$' -bench Load -benchtime 1x ./server
func BenchmarkLoad(b *testing.B) {
	srv := newLoadServer(b, server.Config{})
	hs := httptest.NewServer(srv.Handler())
	defer hs.Close()
	runLoad(b, []string{"ws" + strings.TrimPrefix(hs.URL, "http")}, nil)
}

// newLoadServer builds an open server with the demo agent and limits that
// never bind, from cfg (its Log and limiters, if set); it is shut down
// when b ends.
func newLoadServer(b *testing.B, cfg server.Config) *server.Server {
	e, err := policy.Default().Compile(policy.Hooks{})
	if err != nil {
		b.Fatal(err)
	}
	live := policy.NewLive(e)
	m := server.NewMetrics()
	ag, err := demo.New(agent.Config{Gate: server.NewGate(live, m)}, demo.Options{})
	if err != nil {
		b.Fatal(err)
	}
	cfg.Policy, cfg.Agent, cfg.Open, cfg.Metrics = live, ag, true, m
	cfg.Limits = server.Limits{SessionRate: 1e6, SessionBurst: 1e6, TenantRate: 1e6, TenantBurst: 1e6, TenantChecks: cfg.Limits.TenantChecks}
	srv, err := server.New(cfg)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = srv.Shutdown(ctx)
	})
	return srv
}

// runLoad runs the load of BenchmarkLoad against the servers at urls
// (ws://…), spreading the sessions over them; sharedBytes, when given,
// reports the bytes a shared store holds, for its share per idle session.
func runLoad(b *testing.B, urls []string, sharedBytes func() int64) {
	for b.Loop() {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		runtime.GC()
		var before runtime.MemStats
		runtime.ReadMemStats(&before)
		var sharedBefore int64
		if sharedBytes != nil {
			sharedBefore = sharedBytes()
		}

		conns := make([]*websocket.Conn, loadSessions)
		for i := range conns {
			c, _, err := websocket.Dial(ctx, fmt.Sprintf("%s/ws/chat/t%d/p", urls[i%len(urls)], i%10), nil)
			if err != nil {
				b.Fatalf("session %d: %v", i, err)
			}
			if _, _, err := c.Read(ctx); err != nil { // the session frame
				b.Fatal(err)
			}
			conns[i] = c
		}
		runtime.GC()
		var idle runtime.MemStats
		runtime.ReadMemStats(&idle)
		// Client and server share this process, so this is both sides'
		// heap and goroutine stacks together: an upper bound for the
		// server's share.
		grown := (idle.HeapInuse + idle.StackInuse) - (before.HeapInuse + before.StackInuse)
		perSession := float64(grown) / loadSessions
		b.ReportMetric(perSession/1024, "KB/idle-session")
		if sharedBytes != nil {
			b.ReportMetric(float64(sharedBytes()-sharedBefore)/loadSessions/1024, "redis-KB/idle-session")
		}

		// Latency the server and the input chain add: with every session
		// held open, send messages one at a time (from sessions spread over
		// the 1,000) and time each until its turn_start frame, which the
		// server sends after validating the input and starting the agent.
		const probes = 300
		lat := make([]time.Duration, 0, probes)
		for i := range probes {
			c := conns[(i*7)%loadSessions]
			t0 := time.Now()
			if err := c.Write(ctx, websocket.MessageText, []byte(`{"message":"hello"}`)); err != nil {
				b.Fatal(err)
			}
			first := true
			for {
				_, data, err := c.Read(ctx)
				if err != nil {
					b.Fatal(err)
				}
				if first {
					lat = append(lat, time.Since(t0))
					first = false
				}
				if strings.Contains(string(data), `"turn_end"`) {
					break
				}
			}
		}
		slices.Sort(lat)
		b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "p50-ms")
		b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds())/1000, "p99-ms")

		// Throughput: every session runs a turn at once.
		var wg sync.WaitGroup
		var mu sync.Mutex
		total := 0
		start := time.Now()
		for _, c := range conns {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if err := c.Write(ctx, websocket.MessageText, []byte(`{"message":"hello"}`)); err != nil {
					b.Error(err)
					return
				}
				n := 0
				for {
					_, data, err := c.Read(ctx)
					if err != nil {
						b.Error(err)
						return
					}
					n++
					if strings.Contains(string(data), `"turn_end"`) {
						break
					}
				}
				mu.Lock()
				total += n
				mu.Unlock()
			}()
		}
		wg.Wait()
		b.ReportMetric(float64(total)/time.Since(start).Seconds(), "frames/s")
		for _, c := range conns {
			c.Close(websocket.StatusNormalClosure, "")
		}
		cancel()
	}
}
