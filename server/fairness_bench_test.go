package server_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http/httptest"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
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

// hostileEnv names the server a re-executed test binary floods as the
// hostile tenant (TestHostileTenantProcess).
const hostileEnv = "GUARDRAIL_HOSTILE_URL"

// BenchmarkTenantFairness: ten connections of one tenant keep sending
// worst-case messages while another tenant sends ordinary ones; it reports
// the other tenant's time from sending a message to its turn_start, at
// p50 and p99 (the target: p99 under 5 ms), and how many of the
// hostile tenant's messages the server judged a second meanwhile.
//
// The hostile tenant is another process, as it is in production: its
// clients' own work (masking 10 KB frames, reading the answers) then
// competes with the server for the cores as a remote client's never
// does, through the OS scheduler, not through the server's run queues.
//
//	go test -run '^$' -bench TenantFairness -benchtime 1000x ./server
func BenchmarkTenantFairness(b *testing.B) {
	srv := newLoadServer(b, server.Config{Limits: server.Limits{TenantChecks: tenantChecksForBench}})
	hs := httptest.NewServer(srv.Handler())
	defer hs.Close()
	base := "ws" + strings.TrimPrefix(hs.URL, "http")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()

	hostile := exec.Command(os.Args[0], "-test.run=^TestHostileTenantProcess$", "-test.count=1")
	hostile.Env = append(os.Environ(), hostileEnv+"="+base)
	hostile.Stderr = os.Stderr
	stdin, err := hostile.StdinPipe()
	if err != nil {
		b.Fatal(err)
	}
	stdout, err := hostile.StdoutPipe()
	if err != nil {
		b.Fatal(err)
	}
	if err := hostile.Start(); err != nil {
		b.Fatal(err)
	}
	defer func() { _ = hostile.Process.Kill(); _ = hostile.Wait() }()
	lines := bufio.NewScanner(stdout)
	// "ready" once every heavy connection has had messages judged: the
	// measure starts under the steady load.
	if !lines.Scan() || lines.Text() != "ready" {
		b.Fatalf("hostile tenant: %q %v", lines.Text(), lines.Err())
	}

	other, _, err := websocket.Dial(ctx, base+"/ws/chat/globex/web", nil)
	if err != nil {
		b.Fatal(err)
	}
	if _, _, err := other.Read(ctx); err != nil { // the session frame
		b.Fatal(err)
	}
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
	_ = stdin.Close() // the hostile process prints its rate and ends
	if lines.Scan() {
		if rate, err := strconv.ParseFloat(lines.Text(), 64); err == nil {
			b.ReportMetric(rate, "heavy-judged/s")
		}
	}
	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "ms-p50")
	b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds())/1000, "ms-p99")
}

// TestHostileTenantProcess is BenchmarkTenantFairness's hostile tenant
// when the benchmark runs this binary again with hostileEnv set; it skips
// otherwise. Ten connections each keep one worst-case message in flight
// until stdin closes; it prints "ready" once the load is steady, and at
// the end how many answers a second it got.
func TestHostileTenantProcess(t *testing.T) {
	base := os.Getenv(hostileEnv)
	if base == "" {
		t.Skip("run by BenchmarkTenantFairness")
	}
	ctx, cancel := context.WithCancel(context.Background())
	heavy, _ := json.Marshal(map[string]string{"message": worstMessage()})
	var wg sync.WaitGroup
	var answered atomic.Int64
	for i := range 10 {
		ws, _, err := websocket.Dial(ctx, fmt.Sprintf("%s/ws/chat/acme/p%d", base, i), nil)
		if err != nil {
			t.Fatal(err)
		}
		ws.SetReadLimit(1 << 20)
		wg.Add(2)
		go func() { // keep one heavy message in flight
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
				answered.Add(1)
			}
		}()
	}
	for answered.Load() < 50 {
		time.Sleep(time.Millisecond)
	}
	before, t0 := answered.Load(), time.Now()
	fmt.Println("ready")
	_, _ = io.Copy(io.Discard, os.Stdin) // until the benchmark is done
	fmt.Println(float64(answered.Load()-before) / time.Since(t0).Seconds())
	cancel()
	wg.Wait()
}

// tenantChecksForBench is the slots a tenant gets in the benchmark: the
// server's default (0).
var tenantChecksForBench = 0
