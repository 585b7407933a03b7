package redisstate_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/internal/redistest"
	"github.com/guardrail-go/guardrail/server"
	"github.com/guardrail-go/guardrail/server/redisstate"
)

// books checks a tenant's books against what Redis holds and returns the
// sessions they name, sorted, and their total: the sorted set and the
// hash name the same sessions, total is their sum, and a session whose
// meta exists is counted with its meta's bytes.
func books(t *testing.T, rc *redis.Client, tenant string) (sessions []string, total int64) {
	t.Helper()
	ctx := context.Background()
	pre := "guardrail:t:" + tenant + ":"
	members, err := rc.ZRange(ctx, pre+"logs", 0, -1).Result()
	require.NoError(t, err)
	sizes, err := rc.HGetAll(ctx, pre+"logbytes").Result()
	require.NoError(t, err)
	var sum int64
	for _, m := range members {
		size, ok := sizes[m]
		require.True(t, ok, "%s is in the set and the hash", m)
		var n int64
		_, err := fmt.Sscan(size, &n)
		require.NoError(t, err)
		sum += n
		if meta, err := rc.HGet(ctx, pre+"logmeta:{"+m+"}", "bytes").Int64(); err == nil {
			assert.Equal(t, meta, n, "%s: the books hold its meta's bytes", m)
		}
	}
	if len(members) > 0 {
		_, err = fmt.Sscan(sizes["total"], &total)
		require.NoError(t, err)
	}
	assert.Len(t, sizes, len(members)+min(len(members), 1), "the hash holds the set's sessions and total")
	assert.Equal(t, sum, total, "total is the sum of the sessions' bytes")
	slices.Sort(members)
	return members, total
}

// live lists a tenant's sessions whose log exists, sorted by name.
func live(t *testing.T, rc *redis.Client, tenant string) []string {
	t.Helper()
	keys, err := rc.Keys(context.Background(), "guardrail:t:"+tenant+":log:*").Result()
	require.NoError(t, err)
	var out []string
	for _, k := range keys {
		out = append(out, strings.TrimSuffix(strings.TrimPrefix(k, "guardrail:t:"+tenant+":log:{"), "}"))
	}
	slices.Sort(out)
	return out
}

// A tenant that keeps opening sessions holds at most TenantSessions of
// them: its least recently active go (log and meta), another tenant's
// stay whole.
func TestTenantSessionsCap(t *testing.T) {
	t.Parallel()
	srv := redistest.Start(t)
	ctx := context.Background()
	rc := raw(t, srv)
	log := open(t, srv, redisstate.Options{TenantSessions: 5}).Log()
	key := func(tenant string, i int) server.SessionKey {
		return server.SessionKey{Tenant: tenant, Project: "p", ID: fmt.Sprint("s", i)}
	}
	for i := range 3 {
		require.NoError(t, log.Append(ctx, key("globex", i), 0, server.Frame{Type: "session", Seq: 1}))
	}
	globex := live(t, rc, "globex")

	tests := []struct {
		name string
		// append one frame to each of these acme sessions, in order
		touch []int
		want  []string
	}{
		{"under the cap", []int{0, 1, 2, 3, 4}, []string{"p:s0", "p:s1", "p:s2", "p:s3", "p:s4"}},
		{"the oldest goes", []int{5}, []string{"p:s1", "p:s2", "p:s3", "p:s4", "p:s5"}},
		{"activity counts, not age", []int{1, 6}, []string{"p:s1", "p:s3", "p:s4", "p:s5", "p:s6"}},
		{"a flood", []int{7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19}, []string{"p:s15", "p:s16", "p:s17", "p:s18", "p:s19"}},
	}
	seq := map[int]uint64{}
	for _, tt := range tests {
		for _, i := range tt.touch {
			seq[i]++
			require.NoError(t, log.Append(ctx, key("acme", i), 0, server.Frame{Type: "info", Seq: seq[i]}), tt.name)
			held, _ := books(t, rc, "acme")
			assert.LessOrEqual(t, len(held), 5, tt.name)
		}
		assert.Equal(t, tt.want, live(t, rc, "acme"), tt.name)
		held, _ := books(t, rc, "acme")
		assert.Equal(t, tt.want, held, "%s: the books name the sessions held", tt.name)
		assert.Equal(t, globex, live(t, rc, "globex"), "%s: another tenant's sessions are untouched", tt.name)
	}
	_, ok, err := log.LastSeq(ctx, key("acme", 0))
	require.NoError(t, err)
	assert.False(t, ok, "a dropped session is gone: a resume starts a new one")
	n, err := rc.Exists(ctx, "guardrail:t:acme:logmeta:{p:s0}").Result()
	require.NoError(t, err)
	assert.Zero(t, n, "its meta too")
	held, _ := books(t, rc, "globex")
	assert.Equal(t, globex, held)
}

// A tenant's logs hold at most TenantLogBytes in all: past it its least
// recently active sessions go, the session being appended to stays, and
// another tenant's stay whole.
func TestTenantLogBytesCap(t *testing.T) {
	t.Parallel()
	srv := redistest.Start(t)
	ctx := context.Background()
	rc := raw(t, srv)
	const budget = 4000
	log := open(t, srv, redisstate.Options{LogBytes: 1000, TenantLogBytes: budget}).Log()
	require.NoError(t, log.Append(ctx, server.SessionKey{Tenant: "globex", Project: "p", ID: "g"}, 0,
		server.Frame{Type: "info", Seq: 1, Content: strings.Repeat("g", 900)}))
	globex, globexBytes := books(t, rc, "globex")

	// Each session's log fills up to its own 1,000 bytes: four of ~250.
	for i := range 12 {
		k := server.SessionKey{Tenant: "acme", Project: "p", ID: fmt.Sprint("s", i)}
		for _, f := range frames(1, 6, strings.Repeat("y", 200)) {
			require.NoError(t, log.Append(ctx, k, 0, f))
			held, total := books(t, rc, "acme")
			assert.LessOrEqual(t, total, int64(budget), "after s%d frame %d", i, f.Seq)
			assert.Contains(t, held, "p:"+k.ID, "the session being appended to stays")
		}
	}
	held, total := books(t, rc, "acme")
	assert.Equal(t, []string{"p:s10", "p:s11", "p:s8", "p:s9"}, held, "the four most recent sessions of ~1,000 bytes")
	assert.Equal(t, held, live(t, rc, "acme"))
	assert.Greater(t, total, int64(budget-1000), "no more dropped than needed")
	g, gb := books(t, rc, "globex")
	assert.Equal(t, globex, g, "another tenant's sessions are untouched")
	assert.Equal(t, globexBytes, gb)

	// A session larger than the rest of the budget pushes out every other
	// session of its tenant and stays.
	big := redisstate.Options{LogBytes: 10000, TenantLogBytes: 10000}
	k := server.SessionKey{Tenant: "acme", Project: "p", ID: "big"}
	require.NoError(t, open(t, srv, big).Log().Append(ctx, k, 0, server.Frame{Type: "info", Seq: 1, Content: strings.Repeat("z", 9000)}))
	held, _ = books(t, rc, "acme")
	assert.Equal(t, []string{"p:big"}, held)
	g, _ = books(t, rc, "globex")
	assert.Equal(t, globex, g)
}

// Sessions that expired (log_ttl) leave the tenant's books; the next
// append of the tenant drops them, so the books count what Redis holds.
func TestTenantBooksReconcileExpiry(t *testing.T) {
	t.Parallel()
	srv := redistest.Start(t)
	ctx := context.Background()
	rc := raw(t, srv)
	short := open(t, srv, redisstate.Options{LogTTL: 50 * time.Millisecond}).Log()
	long := open(t, srv, redisstate.Options{LogTTL: time.Hour}).Log()
	for _, id := range []string{"a", "b", "c"} {
		require.NoError(t, short.Append(ctx, server.SessionKey{Tenant: "acme", Project: "p", ID: id}, 0,
			server.Frame{Type: "info", Seq: 1, Content: strings.Repeat("x", 500)}))
	}
	// An append with the long TTL keeps the books (and x) past the
	// short-lived sessions.
	x := server.SessionKey{Tenant: "acme", Project: "p", ID: "x"}
	require.NoError(t, long.Append(ctx, x, 0, server.Frame{Type: "info", Seq: 1}))
	require.Eventually(t, func() bool { return len(live(t, rc, "acme")) == 1 }, 30*time.Second, 10*time.Millisecond,
		"the short-lived sessions expire")
	held, total := books(t, rc, "acme")
	assert.Equal(t, []string{"p:a", "p:b", "p:c", "p:x"}, held, "until the tenant's next append, the books still count them")
	assert.Greater(t, total, int64(1500))

	require.NoError(t, long.Append(ctx, x, 0, server.Frame{Type: "info", Seq: 2}))
	held, total = books(t, rc, "acme")
	assert.Equal(t, []string{"p:x"}, held, "the expired sessions leave the books")
	meta, err := rc.HGet(ctx, "guardrail:t:acme:logmeta:{p:x}", "bytes").Int64()
	require.NoError(t, err)
	assert.Equal(t, meta, total, "the total is what the tenant holds")
	ttl, err := rc.PTTL(ctx, "guardrail:t:acme:logs").Result()
	require.NoError(t, err)
	assert.Greater(t, ttl, 59*time.Minute, "the books last as long as the tenant's newest session")
}

func TestTenantBudgetOptions(t *testing.T) {
	t.Parallel()
	tests := []struct {
		o  redisstate.Options
		ok bool
	}{
		{redisstate.Options{}, true},
		{redisstate.Options{TenantLogBytes: 1 << 20}, true},
		{redisstate.Options{LogBytes: 2 << 20, TenantLogBytes: 1 << 20}, false},
		{redisstate.Options{TenantLogBytes: 1000}, false},
		{redisstate.Options{LogBytes: 1000, TenantLogBytes: 1000, TenantSessions: 1}, true},
	}
	for _, tt := range tests {
		_, err := redisstate.New(&redis.Options{}, tt.o)
		if tt.ok {
			assert.NoError(t, err, "%+v", tt.o)
		} else {
			assert.Error(t, err, "%+v", tt.o)
		}
	}
}
