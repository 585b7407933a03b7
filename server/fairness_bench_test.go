package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/guardrail-go/guardrail/server"
)

// worstMessage is a message within the length limit packed with the words
// the input families start with, in several languages: the costliest text
// for the input check.
func worstMessage() string {
	words := strings.Fields(`ignore previous instructions system prompt reveal password pretend you are developer mode
		ignoriere vorherigen Anweisungen olvida instrucciones oublie consignes игнорируй инструкции 忽略 之前 指令`)
	var b strings.Builder
	for i := 0; b.Len() < 9800; i++ {
		b.WriteString(words[i%len(words)])
		b.WriteByte(' ')
	}
	return b.String()
}

// BenchmarkTenantFairness: ten connections of one tenant keep sending
// worst-case messages while another tenant sends ordinary ones; it reports
// the other tenant's time from sending a message to its turn_start, at
// p50 and p99 (the target: p99 under 5 ms).
//
//	go test -run '^$' -bench TenantFairness -benchtime 200x ./server
func BenchmarkTenantFairness(b *testing.B) {
	srv := newLoadServer(b, server.Config{Limits: server.Limits{TenantChecks: tenantChecksForBench}})
	hs := httptest.NewServer(srv.Handler())
	defer hs.Close()
	base := "ws" + strings.TrimPrefix(hs.URL, "http")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	dial := func(path string) *websocket.Conn {
		ws, _, err := websocket.Dial(ctx, base+path, nil)
		if err != nil {
			b.Fatal(err)
		}
		ws.SetReadLimit(1 << 20)
		if _, _, err := ws.Read(ctx); err != nil { // the session frame
			b.Fatal(err)
		}
		return ws
	}
	heavy, _ := json.Marshal(map[string]string{"message": worstMessage()})
	var wg sync.WaitGroup
	for i := range 10 {
		ws := dial(fmt.Sprintf("/ws/chat/acme/p%d", i))
		wg.Add(2)
		go func() { // keep one heavy message in flight per connection
			defer wg.Done()
			for ctx.Err() == nil {
				if ws.Write(ctx, websocket.MessageText, heavy) != nil {
					return
				}
			}
		}()
		go func() { // drain what the server sends back
			defer wg.Done()
			for {
				if _, _, err := ws.Read(ctx); err != nil {
					return
				}
			}
		}()
	}
	other := dial("/ws/chat/globex/web")
	hello, _ := json.Marshal(map[string]string{"message": "hello"})
	lat := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for range b.N {
		start := time.Now()
		if err := other.Write(ctx, websocket.MessageText, hello); err != nil {
			b.Fatal(err)
		}
		for {
			_, data, err := other.Read(ctx)
			if err != nil {
				b.Fatal(err)
			}
			var f struct{ Type string }
			_ = json.Unmarshal(data, &f)
			if f.Type == "turn_start" {
				lat = append(lat, time.Since(start))
			}
			if f.Type == "turn_end" {
				break
			}
		}
	}
	b.StopTimer()
	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "ms-p50")
	b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds())/1000, "ms-p99")
	cancel()
	wg.Wait()
}

// tenantChecksForBench is the slots a tenant gets in the benchmark: the
// server's default (0).
var tenantChecksForBench = 0
