package redisstate_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/guardrail-go/guardrail/internal/redistest"
	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/flow"
	"github.com/guardrail-go/guardrail/server"
	"github.com/guardrail-go/guardrail/server/frame"
	"github.com/guardrail-go/guardrail/server/redisstate"
)

func TestMain(m *testing.M) {
	redisstate.ClientLogTo(slog.New(slog.DiscardHandler))
	code := m.Run()
	if code == 0 {
		// The client's dial prober (after an outage) sleeps a second
		// between probes before it sees its pool closed: goleak looks
		// again until it has ended (each Find waits about half a second).
		err := goleak.Find()
		for i := 0; err != nil && i < 10; i++ {
			err = goleak.Find()
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "goleak:", err)
			code = 1
		}
	}
	os.Exit(code)
}

// open connects a Store to srv, closed when t ends.
func open(t *testing.T, srv *redistest.Server, o redisstate.Options) *redisstate.Store {
	t.Helper()
	s, err := redisstate.Open(context.Background(), srv.URL(), o)
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return s
}

// raw is a plain client to look at what the store wrote.
func raw(t *testing.T, srv *redistest.Server) *redis.Client {
	t.Helper()
	c := redis.NewClient(&redis.Options{Addr: srv.Addr, DisableIdentity: true})
	t.Cleanup(func() { c.Close() })
	return c
}

func frames(from, to uint64, content string) []server.Frame {
	var out []server.Frame
	for seq := from; seq <= to; seq++ {
		out = append(out, server.Frame{Type: "info", Seq: seq, Turn: 1, Content: content})
	}
	return out
}

func seqs(fs []server.Frame) []uint64 {
	out := make([]uint64, len(fs))
	for i, f := range fs {
		out[i] = f.Seq
	}
	return out
}

func TestSessionLog(t *testing.T) {
	t.Parallel()
	srv := redistest.Start(t)
	log := open(t, srv, redisstate.Options{}).Log()
	ctx := context.Background()
	k := server.SessionKey{Tenant: "acme", Project: "web", ID: "s_1"}

	_, ok, err := log.LastSeq(ctx, k)
	require.NoError(t, err)
	assert.False(t, ok, "a session never seen does not exist")
	got, err := log.Since(ctx, k, 0)
	require.NoError(t, err)
	assert.Empty(t, got)

	sent := []server.Frame{
		{Type: "session", Seq: 1, Version: 1, Session: "s_1", Context: "analysis"},
		{Type: "turn_start", Seq: 2, Turn: 1},
		{Type: "info", Seq: 3, Turn: 1, Content: "héllo\n\"quoted\"", Metadata: map[string]any{"tool": "Read"}},
		{Type: "multi_question", Seq: 4, Turn: 1, QuestionID: "q1", Options: []frame.Question{
			{Question: "Which?", Options: []frame.Option{{Label: "a"}, {Label: "b", Description: "the other"}}}}},
		{Type: "turn_end", Seq: 5, Turn: 1, Status: "done"},
	}
	for _, f := range sent {
		require.NoError(t, log.Append(ctx, k, 0, f))
	}
	last, ok, err := log.LastSeq(ctx, k)
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, uint64(5), last)

	tests := []struct {
		after uint64
		want  []server.Frame
	}{
		{0, sent},
		{2, sent[2:]},
		{5, nil},
		{99, nil},
		{^uint64(0), nil},
	}
	for _, tt := range tests {
		got, err := log.Since(ctx, k, tt.after)
		require.NoError(t, err)
		if tt.want == nil {
			assert.Empty(t, got, "after %d", tt.after)
			continue
		}
		assert.Equal(t, tt.want, got, "after %d: every frame, in order, as it was sent", tt.after)
	}

	// Seqs only go up: a second writer numbering from an old seq is refused
	// rather than interleaved (compared as numbers: 10 is above 9).
	assert.Error(t, log.Append(ctx, k, 0, server.Frame{Type: "info", Seq: 3}))
	assert.Error(t, log.Append(ctx, k, 0, server.Frame{Type: "info", Seq: 5}))
	require.NoError(t, log.Append(ctx, k, 0, server.Frame{Type: "info", Seq: 9}))
	require.NoError(t, log.Append(ctx, k, 0, server.Frame{Type: "info", Seq: 10}))
	assert.Error(t, log.Append(ctx, k, 0, server.Frame{Type: "info", Seq: 9}))
	got, err = log.Since(ctx, k, 5)
	require.NoError(t, err)
	assert.Equal(t, []uint64{9, 10}, seqs(got))
}

// A session's log keeps at most LogFrames frames and LogBytes bytes: the
// oldest go first, the newest always stays, and the byte count Redis
// keeps matches what it holds.
func TestSessionLogCaps(t *testing.T) {
	t.Parallel()
	srv := redistest.Start(t)
	ctx := context.Background()
	rc := raw(t, srv)
	held := func(k server.SessionKey) (n int, bytes int64) {
		msgs, err := rc.LRange(ctx, "guardrail:t:"+k.Tenant+":log:{"+k.Project+":"+k.ID+"}", 0, -1).Result()
		require.NoError(t, err)
		for _, m := range msgs {
			bytes += int64(len(m))
		}
		counted, err := rc.HGet(ctx, "guardrail:t:"+k.Tenant+":logmeta:{"+k.Project+":"+k.ID+"}", "bytes").Int64()
		require.NoError(t, err)
		assert.Equal(t, bytes, counted, "the meta hash counts the bytes the stream holds")
		return len(msgs), bytes
	}

	t.Run("frames", func(t *testing.T) {
		log := open(t, srv, redisstate.Options{LogFrames: 4}).Log()
		k := server.SessionKey{Tenant: "acme", Project: "p", ID: "count"}
		for _, f := range frames(1, 10, "x") {
			require.NoError(t, log.Append(ctx, k, 0, f))
		}
		got, err := log.Since(ctx, k, 0)
		require.NoError(t, err)
		assert.Equal(t, []uint64{7, 8, 9, 10}, seqs(got), "the newest four; the first seq says what was lost")
		last, _, err := log.LastSeq(ctx, k)
		require.NoError(t, err)
		assert.Equal(t, uint64(10), last)
		held(k)
	})

	t.Run("bytes", func(t *testing.T) {
		const budget = 1000
		log := open(t, srv, redisstate.Options{LogBytes: budget}).Log()
		k := server.SessionKey{Tenant: "acme", Project: "p", ID: "bytes"}
		for _, f := range frames(1, 50, strings.Repeat("y", 200)) {
			require.NoError(t, log.Append(ctx, k, 0, f))
			_, b := held(k)
			assert.LessOrEqual(t, b, int64(budget))
		}
		got, err := log.Since(ctx, k, 0)
		require.NoError(t, err)
		assert.Equal(t, []uint64{47, 48, 49, 50}, seqs(got), "four frames of ~250 bytes fit in 1,000")

		// A frame larger than the whole budget pushes out everything else
		// and stays alone: the newest frame is never lost.
		require.NoError(t, log.Append(ctx, k, 0, server.Frame{Type: "info", Seq: 51, Content: strings.Repeat("z", 5000)}))
		got, err = log.Since(ctx, k, 0)
		require.NoError(t, err)
		assert.Equal(t, []uint64{51}, seqs(got))
		n, _ := held(k)
		assert.Equal(t, 1, n)
	})
}

// Both keys of a session's log expire LogTTL after its last frame.
func TestSessionLogTTL(t *testing.T) {
	t.Parallel()
	srv := redistest.Start(t)
	ctx := context.Background()
	rc := raw(t, srv)

	log := open(t, srv, redisstate.Options{LogTTL: time.Hour}).Log()
	k := server.SessionKey{Tenant: "acme", Project: "p", ID: "ttl"}
	require.NoError(t, log.Append(ctx, k, 0, server.Frame{Type: "info", Seq: 1}))
	for _, key := range []string{"guardrail:t:acme:log:{p:ttl}", "guardrail:t:acme:logmeta:{p:ttl}"} {
		ttl, err := rc.PTTL(ctx, key).Result()
		require.NoError(t, err)
		assert.Greater(t, ttl, 59*time.Minute, key)
		assert.LessOrEqual(t, ttl, time.Hour, key)
	}

	short := open(t, srv, redisstate.Options{LogTTL: 50 * time.Millisecond}).Log()
	k2 := server.SessionKey{Tenant: "acme", Project: "p", ID: "short"}
	require.NoError(t, short.Append(ctx, k2, 0, server.Frame{Type: "info", Seq: 1}))
	require.Eventually(t, func() bool {
		_, ok, err := short.LastSeq(ctx, k2)
		return err == nil && !ok
	}, 30*time.Second, 10*time.Millisecond, "an idle session's log expires")
	got, err := short.Since(ctx, k2, 0)
	require.NoError(t, err)
	assert.Empty(t, got)
}

func TestLimiter(t *testing.T) {
	t.Parallel()
	srv := redistest.Start(t)
	a := open(t, srv, redisstate.Options{})
	b := open(t, srv, redisstate.Options{}) // another replica

	// 3 at once, then about one every 16 minutes: no refill within a test.
	const slow = 0.001
	la, lb := a.Limiter("tenant", slow, 3), b.Limiter("tenant", slow, 3)
	assert.True(t, la.Allow("acme"))
	assert.True(t, lb.Allow("acme"))
	assert.True(t, la.Allow("acme"))
	assert.False(t, lb.Allow("acme"), "the burst is shared by both replicas")
	assert.False(t, la.Allow("acme"))

	assert.True(t, la.Allow("globex"), "another tenant has its own bucket")
	assert.True(t, a.Limiter("session", slow, 3).Allow("acme"), "another scope has its own buckets")
	ls := a.Limiter("session", slow, 1)
	assert.True(t, ls.Allow("acme/p/s1"))
	assert.False(t, ls.Allow("acme/p/s1"))
	assert.True(t, ls.Allow("acme/p/s2"))

	// Tokens come back at the rate (Redis' clock): wait for the event.
	fast := a.Limiter("fast", 50, 1)
	assert.True(t, fast.Allow("acme"))
	require.Eventually(t, func() bool { return fast.Allow("acme") }, 30*time.Second, 5*time.Millisecond)

	// Not limited when the rate is not positive, as server.NewTokenBuckets.
	off := a.Limiter("off", 0, 1)
	for range 10 {
		assert.True(t, off.Allow("acme"))
	}

	// A bucket lasts as long as it takes to refill (then a missing bucket
	// is a full one).
	ttl, err := raw(t, srv).PTTL(context.Background(), "guardrail:t:acme:rl:fast").Result()
	require.NoError(t, err)
	assert.Greater(t, ttl, time.Duration(0))
	assert.LessOrEqual(t, ttl, 1020*time.Millisecond)
}

// Replicas hammering one bucket at once never hand out more than it holds.
func TestLimiterConcurrent(t *testing.T) {
	t.Parallel()
	srv := redistest.Start(t)
	replicas := []*redisstate.Limiter{
		open(t, srv, redisstate.Options{}).Limiter("tenant", 0.001, 20),
		open(t, srv, redisstate.Options{}).Limiter("tenant", 0.001, 20),
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	allowed := 0
	for i := range 100 {
		wg.Go(func() {
			if replicas[i%2].Allow("acme") {
				mu.Lock()
				allowed++
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	assert.Equal(t, 20, allowed)
}

func TestFlows(t *testing.T) {
	t.Parallel()
	srv := redistest.Start(t)
	ctx := context.Background()
	store := open(t, srv, redisstate.Options{})
	other := open(t, srv, redisstate.Options{}).Flows() // another replica
	fs := store.Flows()
	k := flow.Key{Tenant: "acme", Project: "p", Session: "s1"}

	got, err := fs.Load(ctx, k)
	require.NoError(t, err)
	assert.Equal(t, flow.Facts{}, got, "a session never seen has no facts")

	require.NoError(t, fs.Add(ctx, k, flow.Facts{Private: true, Hosts: []string{"API.Example.com.", "b.example"}}))
	got, err = other.Load(ctx, k)
	require.NoError(t, err)
	assert.Equal(t, flow.Facts{Private: true, Hosts: []string{"api.example.com", "b.example"}}, got, "another replica sees it, normalised")

	require.NoError(t, other.Add(ctx, k, flow.Facts{Untrusted: true, Hosts: []string{"a.example", "b.example"}}))
	require.NoError(t, fs.Add(ctx, k, flow.Facts{}))
	got, err = fs.Load(ctx, k)
	require.NoError(t, err)
	assert.Equal(t, flow.Facts{Private: true, Untrusted: true, Hosts: []string{"a.example", "api.example.com", "b.example"}}, got,
		"Add merges: facts only grow")

	// At most MaxHosts hosts, past which a host is not remembered (and so
	// counts as new: fails closed); names past MaxHostLen are dropped.
	var many []string
	for i := range flow.MaxHosts + 10 {
		many = append(many, fmt.Sprintf("h%03d.example", i))
	}
	k2 := flow.Key{Tenant: "acme", Project: "p", Session: "many"}
	require.NoError(t, fs.Add(ctx, k2, flow.Facts{Hosts: many[:40]}))
	require.NoError(t, other.Add(ctx, k2, flow.Facts{Hosts: append(many[40:], strings.Repeat("x", flow.MaxHostLen+1))}))
	got, err = fs.Load(ctx, k2)
	require.NoError(t, err)
	assert.Len(t, got.Hosts, flow.MaxHosts)
	assert.Equal(t, many[:flow.MaxHosts], got.Hosts)
	n, err := raw(t, srv).HLen(ctx, "guardrail:t:acme:flow:{p:many}").Result()
	require.NoError(t, err)
	assert.Equal(t, int64(flow.MaxHosts+2), n, "the hash holds the hosts, their count and bytes, nothing past the budget")

	_, err = fs.Load(ctx, flow.Key{Tenant: "acme", Session: strings.Repeat("s", flow.MaxKeyLen)})
	assert.Error(t, err, "a key past MaxKeyLen is refused")
	assert.Error(t, fs.Add(ctx, flow.Key{Tenant: "acme", Session: strings.Repeat("s", flow.MaxKeyLen)}, flow.Facts{Private: true}))
}

// One tenant's flood of sessions spends its own flow budget: its next new
// facts are refused (its operations stop), its sessions keep theirs, and
// another tenant is not touched. Facts that expired give their room back.
func TestFlowsTenantBudget(t *testing.T) {
	t.Parallel()
	srv := redistest.Start(t)
	ctx := context.Background()
	fs := open(t, srv, redisstate.Options{TenantFlowBytes: 1000}).Flows()
	first := flow.Key{Tenant: "hostile", Project: "p", Session: "s0"}
	require.NoError(t, fs.Add(ctx, first, flow.Facts{Private: true}))

	var full *flow.FullError
	i := 1
	for ; ; i++ {
		err := fs.Add(ctx, flow.Key{Tenant: "hostile", Project: "p", Session: fmt.Sprint("s", i)}, flow.Facts{Hosts: []string{"a.example"}})
		if err != nil {
			require.True(t, errors.As(err, &full), "%v", err)
			break
		}
		require.Less(t, i, 100, "the tenant budget never filled")
	}
	assert.True(t, full.Tenant)
	total, err := raw(t, srv).HGet(ctx, "guardrail:t:hostile:flowbytes", "total").Int()
	require.NoError(t, err)
	assert.LessOrEqual(t, total, 1000, "the books never pass the budget")

	got, err := fs.Load(ctx, first)
	require.NoError(t, err)
	assert.True(t, got.Private, "a full tenant forgets no taint")
	require.NoError(t, fs.Add(ctx, first, flow.Facts{Private: true}), "facts it already holds need no room")
	refused := flow.Key{Tenant: "hostile", Project: "p", Session: fmt.Sprint("s", i)}
	got, err = fs.Load(ctx, refused)
	require.NoError(t, err)
	assert.Equal(t, flow.Facts{}, got, "a refused Add writes nothing")

	quiet := flow.Key{Tenant: "quiet", Project: "p", Session: "s0"}
	require.NoError(t, fs.Add(ctx, quiet, flow.Facts{Untrusted: true, Hosts: []string{"b.example"}}), "another tenant has its own budget")

	// The first sessions' facts expire (as after FlowTTL unused): the next
	// Add finds them gone in the books and has room again.
	for j := range 4 {
		require.NoError(t, raw(t, srv).Del(ctx, fmt.Sprintf("guardrail:t:hostile:flow:{p:s%d}", j)).Err())
	}
	require.NoError(t, fs.Add(ctx, refused, flow.Facts{Hosts: []string{"a.example"}}))
}

// The Redis store gives the facts flow.Memory gives, for the same Adds.
func TestFlowsAsMemory(t *testing.T) {
	t.Parallel()
	srv := redistest.Start(t)
	ctx := context.Background()
	fs := open(t, srv, redisstate.Options{}).Flows()
	tests := [][]flow.Facts{
		{},
		{{Private: true}},
		{{Untrusted: true}, {Untrusted: true}},
		{{Hosts: []string{"Z.example", "a.example"}}, {Hosts: []string{"a.example."}}, {Private: true}},
		{{Hosts: []string{""}}, {Hosts: []string{"."}}},
	}
	for i, adds := range tests {
		mem := flow.NewMemory(flow.MemoryOptions{})
		k := flow.Key{Tenant: "acme", Project: "p", Session: fmt.Sprint("case", i)}
		for _, f := range adds {
			require.NoError(t, mem.Add(ctx, k, f))
			require.NoError(t, fs.Add(ctx, k, f))
		}
		want, err := mem.Load(ctx, k)
		require.NoError(t, err)
		got, err := fs.Load(ctx, k)
		require.NoError(t, err)
		assert.Equal(t, want, got, "case %d", i)
	}
}

// A session's facts expire FlowTTL after it was last used: a Load, not
// only an Add, keeps them.
func TestFlowsTTL(t *testing.T) {
	t.Parallel()
	srv := redistest.Start(t)
	ctx := context.Background()
	rc := raw(t, srv)
	fs := open(t, srv, redisstate.Options{FlowTTL: time.Hour}).Flows()
	k := flow.Key{Tenant: "acme", Project: "p", Session: "s"}
	const key = "guardrail:t:acme:flow:{p:s}"
	require.NoError(t, fs.Add(ctx, k, flow.Facts{Private: true}))
	ttl, err := rc.PTTL(ctx, key).Result()
	require.NoError(t, err)
	assert.Greater(t, ttl, 59*time.Minute)

	require.NoError(t, rc.PExpire(ctx, key, time.Minute).Err())
	_, err = fs.Load(ctx, k)
	require.NoError(t, err)
	ttl, err = rc.PTTL(ctx, key).Result()
	require.NoError(t, err)
	assert.Greater(t, ttl, 59*time.Minute, "a Load restarts the TTL")

	_, err = fs.Load(ctx, flow.Key{Tenant: "acme", Project: "p", Session: "never"})
	require.NoError(t, err)
	n, err := rc.Exists(ctx, "guardrail:t:acme:flow:{p:never}").Result()
	require.NoError(t, err)
	assert.Zero(t, n, "a Load creates nothing")
}

// Keys are per tenant and escaped: a name with ':' or braces never reaches
// another tenant's keys, and every key of a tenant starts with its prefix.
func TestTenantIsolation(t *testing.T) {
	t.Parallel()
	srv := redistest.Start(t)
	ctx := context.Background()
	s := open(t, srv, redisstate.Options{})
	log, fs, lim := s.Log(), s.Flows(), s.Limiter("session", 0.001, 1)

	// Pairs whose naive "tenant:project:session" joins are the same.
	pairs := [][2][3]string{
		{{"a:b", "c", "s"}, {"a", "b:c", "s"}},
		{{"a", "b", "c:s"}, {"a", "b:c", "s"}},
		{{"a%3Ab", "c", "s"}, {"a:b", "c", "s"}},
		{{"a}", "b", "s"}, {"a", "}b", "s"}},
		{{"acme", "p", "s"}, {"globex", "p", "s"}},
	}
	for i, p := range pairs {
		x, y := p[0], p[1]
		x[2], y[2] = x[2]+fmt.Sprint(i), y[2]+fmt.Sprint(i) // apart from the other pairs
		kx, ky := server.SessionKey{Tenant: x[0], Project: x[1], ID: x[2]}, server.SessionKey{Tenant: y[0], Project: y[1], ID: y[2]}
		require.NoError(t, log.Append(ctx, kx, 0, server.Frame{Type: "info", Seq: uint64(10 + i)}))
		_, ok, err := log.LastSeq(ctx, ky)
		require.NoError(t, err)
		assert.False(t, ok, "%v does not see %v's log", y, x)

		fx, fy := flow.Key{Tenant: x[0], Project: x[1], Session: x[2]}, flow.Key{Tenant: y[0], Project: y[1], Session: y[2]}
		require.NoError(t, fs.Add(ctx, fx, flow.Facts{Private: true}))
		got, err := fs.Load(ctx, fy)
		require.NoError(t, err)
		assert.False(t, got.Private, "%v does not see %v's taint", y, x)

		assert.True(t, lim.Allow(strings.Join(x[:], "/")))
		assert.True(t, lim.Allow(strings.Join(y[:], "/")), "%v has its own bucket", y)
	}

	keys, err := raw(t, srv).Keys(ctx, "*").Result()
	require.NoError(t, err)
	for _, k := range keys {
		assert.True(t, strings.HasPrefix(k, "guardrail:t:"), k)
		tenant, _, _ := strings.Cut(strings.TrimPrefix(k, "guardrail:t:"), ":")
		assert.NotContains(t, tenant, "{", k)
		assert.NotContains(t, tenant, "}", k)
	}
	assert.Contains(t, keys, "guardrail:t:a%3Ab:flow:{c:s0}")
	assert.Contains(t, keys, "guardrail:t:a%253Ab:flow:{c:s2}")

	// Two deployments under different prefixes share nothing.
	other := open(t, srv, redisstate.Options{Prefix: "staging"})
	_, ok, err := other.Log().LastSeq(ctx, server.SessionKey{Tenant: "acme", Project: "p", ID: "s"})
	require.NoError(t, err)
	assert.False(t, ok)
	_, err = redisstate.New(&redis.Options{}, redisstate.Options{Prefix: "a{b}"})
	assert.Error(t, err, "a prefix cannot open a hash tag")
}

func TestDenials(t *testing.T) {
	t.Parallel()
	srv := redistest.Start(t)
	ctx := context.Background()
	s := open(t, srv, redisstate.Options{AuditLen: 5})
	onDeny := s.Denials()
	op := &middleware.Operation{Kind: middleware.KindToolRun, Name: "Bash", Input: []byte(`{"command":"cat .env sk-secret-value"}`),
		Text: "sk-secret-value"}
	d := &middleware.GuardrailDenied{Code: middleware.CodeDenied, Kind: op.Kind, Name: "Bash", Rule: "shell.secrets",
		Category: "exfiltration", Risk: middleware.RiskHigh}
	ctx = server.WithIdentity(ctx, server.Identity{Tenant: "acme", Project: "web", Session: "s_1"})
	for range 200 {
		onDeny(ctx, op, d)
	}
	rc := raw(t, srv)
	msgs, err := rc.XRange(ctx, "guardrail:t:acme:audit", "-", "+").Result()
	require.NoError(t, err)
	require.NotEmpty(t, msgs)
	assert.Less(t, len(msgs), 200, "trimmed to about AuditLen")
	assert.Equal(t, map[string]any{"project": "web", "session": "s_1", "kind": "tool:run", "name": "Bash",
		"code": "GUARD_DENIED", "rule": "shell.secrets", "category": "exfiltration", "risk": "high", "monitored": "false"},
		msgs[len(msgs)-1].Values)
	for _, m := range msgs {
		for _, v := range m.Values {
			assert.NotContains(t, v, "secret-value", "never the operation's text or input")
		}
	}
	ttl, err := rc.PTTL(ctx, "guardrail:t:acme:audit").Result()
	require.NoError(t, err)
	assert.Greater(t, ttl, 29*24*time.Hour, "kept 30 days after the last denial")
}

// A Redis that stops answering fails closed: limits refuse, flows error
// (the engine then stops the operation), and every failure is counted and
// logged.
func TestOutageFailsClosed(t *testing.T) {
	t.Parallel()
	srv := redistest.Start(t)
	ctx := context.Background()
	var logs bytes.Buffer
	var logMu sync.Mutex
	s := open(t, srv, redisstate.Options{Timeout: 5 * time.Second,
		Logger: slog.New(slog.NewTextHandler(lockedWriter{&logs, &logMu}, nil))})
	lim, fs, log := s.Limiter("tenant", 100, 100), s.Flows(), s.Log()
	k := flow.Key{Tenant: "acme", Project: "p", Session: "s"}
	sk := server.SessionKey{Tenant: "acme", Project: "p", ID: "s"}
	require.True(t, lim.Allow("acme"))
	require.NoError(t, fs.Add(ctx, k, flow.Facts{Private: true}))
	require.NoError(t, log.Append(ctx, sk, 0, server.Frame{Type: "info", Seq: 1}))

	srv.Stop()

	assert.False(t, lim.Allow("acme"), "an outage never lifts the limits")
	assert.False(t, lim.Allow("globex"))
	_, err := fs.Load(ctx, k)
	assert.Error(t, err, "an outage is an error, never a session with no taint")
	assert.Error(t, fs.Add(ctx, k, flow.Facts{Untrusted: true}))
	assert.Error(t, log.Append(ctx, sk, 0, server.Frame{Type: "info", Seq: 2}))
	_, _, err = log.LastSeq(ctx, sk)
	assert.Error(t, err)
	_, err = log.Since(ctx, sk, 0)
	assert.Error(t, err)
	s.Denials()(ctx, &middleware.Operation{Kind: middleware.KindInput}, &middleware.GuardrailDenied{Code: middleware.CodeDenied})

	assert.Equal(t, map[string]uint64{"limit": 2, "flow": 2, "session_log": 3, "audit": 1}, s.Errors())
	var m strings.Builder
	_, err = s.WriteTo(&m)
	require.NoError(t, err)
	assert.Contains(t, m.String(), `guardrail_redis_errors_total{op="limit"} 2`)
	assert.Contains(t, m.String(), `guardrail_redis_errors_total{op="flow"} 2`)
	logMu.Lock()
	defer logMu.Unlock()
	out := logs.String()
	assert.Equal(t, 1, strings.Count(out, "op=limit"), "reported once, not once per request: %s", out)
	assert.Contains(t, out, "limits fail closed")
	assert.Contains(t, out, "flows fail closed")
}

type lockedWriter struct {
	b  *bytes.Buffer
	mu *sync.Mutex
}

func (w lockedWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.Write(p)
}

func TestOpen(t *testing.T) {
	t.Parallel()
	_, err := redisstate.Open(context.Background(), "http://user:hunter2@localhost:1/", redisstate.Options{})
	require.ErrorIs(t, err, redisstate.ErrURL)
	assert.NotContains(t, err.Error(), "hunter2", "a URL may hold a password: never repeated")
	_, err = redisstate.Open(context.Background(), "redis://user:hunter2@%zz", redisstate.Options{})
	require.ErrorIs(t, err, redisstate.ErrURL)
	assert.NotContains(t, err.Error(), "hunter2")

	srv := redistest.Start(t)
	addr := srv.Addr
	srv.Stop()
	_, err = redisstate.Open(context.Background(), "redis://:hunter2@"+addr, redisstate.Options{Timeout: 5 * time.Second})
	require.Error(t, err, "a Redis that does not answer is refused at start")
	assert.NotContains(t, err.Error(), "hunter2")
}
