package flow_test

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/flow"
)

// env is a flow.Env with a workspace /w, credentials under ~/.aws, and
// interpreters by name.
type env struct{}

func (env) Outside(e middleware.Effect) bool {
	return len(e.Path) > 0 && e.Path[0] == '/' && !(len(e.Path) >= 3 && e.Path[:3] == "/w/")
}
func (env) PrivateRead(e middleware.Effect) bool {
	return e.Op == middleware.EffectRead && e.Class == "credential"
}
func (env) RunsCode(e middleware.Effect) bool {
	return e.Unknown || e.Program == "bash" || e.Program == "python3" || e.Program == "./install.sh"
}

func net(host, dir string) middleware.Effect {
	return middleware.Effect{Op: middleware.EffectNet, Host: host, Dir: dir}
}
func exec(p string) middleware.Effect {
	return middleware.Effect{Op: middleware.EffectExec, Program: p}
}

func TestJudge(t *testing.T) {
	t.Parallel()
	p, err := flow.Compile(flow.DefaultRules(), []string{"github.com"})
	require.NoError(t, err)
	private := flow.Facts{Private: true, Hosts: []string{"used.example"}}
	untrusted := flow.Facts{Untrusted: true}
	tests := []struct {
		name    string
		facts   flow.Facts
		effects []middleware.Effect
		want    string // "" none
		action  middleware.Action
	}{
		{"fresh session sends anywhere", flow.Facts{}, []middleware.Effect{net("new.example", "send")}, "", 0},
		{"private, then a new host", private, []middleware.Effect{exec("curl"), net("new.example", "send")}, "flow.private-egress", middleware.ActionDeny},
		{"private, then a download from a new host", private, []middleware.Effect{net("new.example", "download")}, "flow.private-egress", middleware.ActionDeny},
		{"private, then a host used before", private, []middleware.Effect{net("USED.example.", "send")}, "", 0},
		{"private, then a trusted host's subdomain", private, []middleware.Effect{net("api.github.com", "send")}, "", 0},
		{"private, then localhost", private, []middleware.Effect{net("localhost", "send")}, "", 0},
		{"private, then a loopback address", private, []middleware.Effect{net("127.0.0.1", "send"), net("::1", "send"), net("[::1]", "send")}, "", 0},
		{"private, then an app.localhost name", private, []middleware.Effect{net("app.localhost", "send")}, "", 0},
		{"private, then a private network is egress", private, []middleware.Effect{net("10.0.0.5", "send")}, "flow.private-egress", middleware.ActionDeny},
		{"private, then a localhost look-alike", private, []middleware.Effect{net("localhost.evil.example", "send")}, "flow.private-egress", middleware.ActionDeny},
		{"private, then a computed host", private, []middleware.Effect{{Op: middleware.EffectNet, Unknown: true}}, "flow.private-egress", middleware.ActionDeny},
		{"private, then running code", private, []middleware.Effect{exec("bash")}, "", 0},
		{"untrusted, then running code", untrusted, []middleware.Effect{exec("bash")}, "flow.untrusted-exec", middleware.ActionAsk},
		{"untrusted, then a computed program", untrusted, []middleware.Effect{{Op: middleware.EffectExec, Unknown: true}}, "flow.untrusted-exec", middleware.ActionAsk},
		{"untrusted, then a known program", untrusted, []middleware.Effect{exec("ls")}, "", 0},
		{"untrusted, then a write outside", untrusted, []middleware.Effect{{Op: middleware.EffectWrite, Path: "/etc/x"}}, "flow.untrusted-outside", middleware.ActionAsk},
		{"untrusted, then a write inside", untrusted, []middleware.Effect{{Op: middleware.EffectWrite, Path: "/w/x"}}, "", 0},
		{"both: the deny wins", flow.Facts{Private: true, Untrusted: true}, []middleware.Effect{exec("bash"), net("new.example", "send")}, "flow.private-egress", middleware.ActionDeny},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			f, ok := p.Judge(env{}, tt.facts, tt.effects)
			if tt.want == "" {
				assert.False(t, ok, "%+v", f)
				return
			}
			require.True(t, ok)
			assert.Equal(t, tt.want, f.ID)
			assert.Equal(t, tt.action, f.Action)
		})
	}
}

func TestObserve(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		effects []middleware.Effect
		want    flow.Facts
	}{
		{"a credential read is private", []middleware.Effect{{Op: middleware.EffectRead, Path: "~/.aws/credentials", Class: "credential"}}, flow.Facts{Private: true}},
		{"a read outside the workspace is untrusted", []middleware.Effect{{Op: middleware.EffectRead, Path: "/tmp/README"}}, flow.Facts{Untrusted: true}},
		{"a fetch is untrusted and remembered", []middleware.Effect{net("Docs.Example", "download")}, flow.Facts{Untrusted: true, Hosts: []string{"docs.example"}}},
		{"a send is remembered only", []middleware.Effect{net("api.example", "send")}, flow.Facts{Hosts: []string{"api.example"}}},
		{"a computed host is not remembered", []middleware.Effect{{Op: middleware.EffectNet, Unknown: true, Dir: "send"}}, flow.Facts{}},
		{"a read inside teaches nothing", []middleware.Effect{{Op: middleware.EffectRead, Path: "/w/main.go"}}, flow.Facts{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, tt.want, flow.Observe(env{}, tt.effects))
		})
	}
}

func TestCompileErrors(t *testing.T) {
	t.Parallel()
	ok := flow.Rule{ID: "x", After: flow.Private, Target: flow.TargetCode, Action: "ask", Risk: middleware.RiskModerate}
	tests := []struct {
		name    string
		mutate  func(r *flow.Rule)
		trusted []string
		msg     string
	}{
		{"no id", func(r *flow.Rule) { r.ID = "" }, nil, "want an id"},
		{"no taint", func(r *flow.Rule) { r.After = 0 }, nil, "after: want private or untrusted"},
		{"bad target", func(r *flow.Rule) { r.Target = "everywhere" }, nil, `target "everywhere"`},
		{"bad action", func(r *flow.Rule) { r.Action = "allow" }, nil, `action "allow": want deny or ask`},
		{"no risk", func(r *flow.Rule) { r.Risk = 0 }, nil, "no risk"},
		{"bad host", func(*flow.Rule) {}, []string{"https://x"}, "want a host name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			r := ok
			tt.mutate(&r)
			_, err := flow.Compile([]flow.Rule{r}, tt.trusted)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.msg)
		})
	}
	_, err := flow.Compile([]flow.Rule{ok, ok}, nil)
	assert.ErrorContains(t, err, "given twice")
}

func TestMerge(t *testing.T) {
	t.Parallel()
	got := flow.Merge(flow.DefaultRules(), []flow.Rule{
		{ID: "flow.untrusted-exec", Disabled: true},
		{ID: "flow.private-egress", After: flow.Private, Target: flow.TargetNewHost, Action: "ask", Risk: middleware.RiskModerate},
		{ID: "mine", After: flow.Untrusted, Target: flow.TargetNewHost, Action: "ask", Risk: middleware.RiskModerate},
	})
	var ids []string
	for _, r := range got {
		ids = append(ids, r.ID+":"+r.Action)
	}
	assert.Equal(t, []string{"flow.private-egress:ask", "flow.untrusted-outside:ask", "mine:ask"}, ids)
}

func TestFactsBudget(t *testing.T) {
	t.Parallel()
	var f flow.Facts
	for i := range flow.MaxHosts + 10 {
		f.Merge(flow.Facts{Hosts: []string{fmt.Sprintf("h%03d.example", i)}})
	}
	assert.Len(t, f.Hosts, flow.MaxHosts, "a session remembers at most MaxHosts hosts")
	assert.False(t, f.UsedHost("h070.example"), "one past the budget counts as new: fail closed")
	assert.False(t, f.Merge(flow.Facts{Hosts: []string{string(make([]byte, flow.MaxHostLen+1))}}))
	assert.True(t, f.Merge(flow.Facts{Private: true}))
	assert.False(t, f.Merge(flow.Facts{Private: true}), "facts only grow: merging again changes nothing")
}

// clock is a settable clock for the store's TTL.
type clock struct {
	mu  sync.Mutex
	now time.Time
}

func (c *clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
func (c *clock) add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

func TestMemoryStore(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	clk := &clock{now: time.Unix(1e9, 0)}
	m := flow.NewMemory(flow.MemoryOptions{Budget: 300, TTL: time.Hour, Now: clk.Now})
	a := flow.Key{Tenant: "t1", Project: "p", Session: "s"}
	b := flow.Key{Tenant: "t2", Project: "p", Session: "s"}

	require.NoError(t, m.Add(ctx, a, flow.Facts{Private: true}))
	got, err := m.Load(ctx, a)
	require.NoError(t, err)
	assert.True(t, got.Private)
	got, err = m.Load(ctx, b)
	require.NoError(t, err)
	assert.Equal(t, flow.Facts{}, got, "another tenant's session of the same id is another session")

	got.Hosts = append(got.Hosts, "mutated.example")
	again, _ := m.Load(ctx, a)
	assert.Empty(t, again.Hosts, "Load returns a copy")

	// Fill the budget: the next session has no room, and Add says so.
	var full *flow.FullError
	for i := 0; ; i++ {
		err := m.Add(ctx, flow.Key{Tenant: "t1", Project: "p", Session: fmt.Sprint("s", i)}, flow.Facts{Hosts: []string{"a.example", "b.example"}})
		if err != nil {
			require.True(t, errors.As(err, &full), "%v", err)
			break
		}
		require.Less(t, i, 100, "the budget never filled")
	}
	assert.LessOrEqual(t, m.Used(), 300)

	// Past the TTL the idle sessions give their room back.
	clk.add(2 * time.Hour)
	require.NoError(t, m.Add(ctx, b, flow.Facts{Untrusted: true}))
	got, _ = m.Load(ctx, a)
	assert.Equal(t, flow.Facts{}, got, "expired")

	_, err = m.Load(ctx, flow.Key{Session: string(make([]byte, flow.MaxKeyLen+1))})
	assert.Error(t, err)
}

// One tenant's flood of sessions spends its own budget, not the others':
// its next session fails closed, another tenant's is still remembered.
func TestMemoryTenantBudget(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	clk := &clock{now: time.Unix(1e9, 0)}
	m := flow.NewMemory(flow.MemoryOptions{Budget: 10_000, TenantBudget: 1_000, TTL: time.Hour, Now: clk.Now})
	var full *flow.FullError
	for i := 0; ; i++ {
		err := m.Add(ctx, flow.Key{Tenant: "hostile", Project: "p", Session: fmt.Sprint("s", i)}, flow.Facts{Hosts: []string{"a.example"}})
		if err != nil {
			require.True(t, errors.As(err, &full), "%v", err)
			break
		}
		require.Less(t, i, 100, "the tenant budget never filled")
	}
	assert.True(t, full.Tenant, "the tenant's own budget, not the store's")
	assert.Equal(t, 1_000, full.Budget)
	assert.LessOrEqual(t, m.Used(), 1_000)

	other := flow.Key{Tenant: "quiet", Project: "p", Session: "s"}
	require.NoError(t, m.Add(ctx, other, flow.Facts{Private: true, Hosts: []string{"b.example"}}))
	got, err := m.Load(ctx, other)
	require.NoError(t, err)
	assert.True(t, got.Private, "another tenant is still remembered")

	// The hostile tenant's sessions give their room back when idle.
	clk.add(2 * time.Hour)
	require.NoError(t, m.Add(ctx, flow.Key{Tenant: "hostile", Project: "p", Session: "new"}, flow.Facts{Private: true}))
}

// A session in use keeps its facts: the TTL runs from its last use.
func TestMemoryKeepsSessionsInUse(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	clk := &clock{now: time.Unix(1e9, 0)}
	m := flow.NewMemory(flow.MemoryOptions{TTL: time.Hour, Now: clk.Now})
	k := flow.Key{Session: "s"}
	require.NoError(t, m.Add(ctx, k, flow.Facts{Private: true}))
	for range 5 {
		clk.add(50 * time.Minute)
		got, err := m.Load(ctx, k)
		require.NoError(t, err)
		require.True(t, got.Private, "used within the TTL: kept")
		require.NoError(t, m.Add(ctx, k, flow.Facts{Private: true}), "nothing new")
	}
	clk.add(61 * time.Minute)
	got, _ := m.Load(ctx, k)
	assert.False(t, got.Private, "idle past the TTL: dropped")
}
