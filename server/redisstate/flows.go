package redisstate

import (
	"context"
	"errors"
	"strings"

	"github.com/redis/go-redis/v9"

	"github.com/guardrail-go/guardrail/rules/flow"
)

// A session's facts are one hash: "private" and "untrusted" when set, "n"
// the number of hosts, "b" the bytes its tenant's budget counts for it,
// and "h:HOST" per host.
const (
	fieldPrivate   = "private"
	fieldUntrusted = "untrusted"
	fieldHosts     = "n"
	hostField      = "h:"
)

// flowBooksLua keeps a tenant's books of its sessions' facts, as
// tenantbudget.go keeps them for session logs: PREFIX:t:TENANT:flows, a
// sorted set of its sessions by last use (ms of Redis' clock), and
// PREFIX:t:TENANT:flowbytes, a hash of each session's bytes and "total",
// their sum. Only these scripts write the books. A session whose facts
// expired (FlowTTL unused) stays in the books until an Add meets it as
// one of the tenant's least recently used: the total errs high, never
// low. The books are used, and so kept, whenever one of the tenant's
// sessions is: they outlive every session they count.
//
// Unlike a session log, facts are never dropped to make room: forgetting
// a taint would let a flood of sessions wash a session clean. A tenant
// over its budget gets -1 (flow.FullError: its operations stop) until
// its idle sessions expire; other tenants are not touched.
//
// Like the log's books, the scripts touch keys they do not declare and
// sit in other Cluster slots than a session's hash tag: one Redis, not
// Redis Cluster.
const flowBooksLua = `
local function now()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
`

// addScript merges facts into a session's hash: flags are set, hosts are
// added while the session holds fewer than max, and the TTL restarts. Facts
// only grow, so replicas merging at once need no ordering. It returns the
// session's host count, or -1 when the growth would take the tenant past
// its budget (nothing is written then).
//
// KEYS: 1 facts, 2 the tenant's sessions, 3 the tenant's bytes. ARGV: 1
// TTL ms, 2 max hosts, 3 private (0/1), 4 untrusted (0/1), 5 member, 6 the
// tenant's key prefix, 7 the tenant's budget in bytes, 8… hosts.
var addScript = redis.NewScript(flowBooksLua + `
local member, tp = ARGV[5], ARGV[6]
-- Reconcile: a few of the tenant's least recently used whose facts are gone.
for _ = 1, 16 do
  local old = redis.call('ZRANGE', KEYS[2], 0, 0)[1]
  if not old or old == member or redis.call('EXISTS', tp .. 'flow:{' .. old .. '}') == 1 then
    break
  end
  local size = tonumber(redis.call('HGET', KEYS[3], old)) or 0
  redis.call('HDEL', KEYS[3], old)
  redis.call('ZREM', KEYS[2], old)
  redis.call('HINCRBY', KEYS[3], 'total', -size)
end
local size, n = #member + 2, 0
if redis.call('EXISTS', KEYS[1]) == 1 then
  size = tonumber(redis.call('HGET', KEYS[1], 'b')) or size
  n = tonumber(redis.call('HGET', KEYS[1], 'n')) or 0
end
local max, new = tonumber(ARGV[2]), {}
for i = 8, #ARGV do
  if n + #new >= max then break end
  if redis.call('HEXISTS', KEYS[1], 'h:' .. ARGV[i]) == 0 then
    new[#new + 1] = ARGV[i]
    size = size + #ARGV[i] + 16
  end
end
local prev = tonumber(redis.call('HGET', KEYS[3], member)) or 0
local total = tonumber(redis.call('HGET', KEYS[3], 'total')) or 0
if size > prev and total + size - prev > tonumber(ARGV[7]) then
  return -1
end
if ARGV[3] == '1' then redis.call('HSET', KEYS[1], 'private', '1') end
if ARGV[4] == '1' then redis.call('HSET', KEYS[1], 'untrusted', '1') end
for _, h in ipairs(new) do redis.call('HSET', KEYS[1], 'h:' .. h, '1') end
redis.call('HSET', KEYS[1], 'n', n + #new, 'b', size)
redis.call('PEXPIRE', KEYS[1], ARGV[1])
redis.call('HSET', KEYS[3], member, size)
redis.call('HINCRBY', KEYS[3], 'total', size - prev)
redis.call('ZADD', KEYS[2], now(), member)
redis.call('PEXPIRE', KEYS[2], ARGV[1])
redis.call('PEXPIRE', KEYS[3], ARGV[1])
return n + #new
`)

// loadScript returns a session's hash and, when there is one, restarts its
// TTL and its tenant's books': a session in use keeps its facts.
//
// KEYS: 1 facts, 2 the tenant's sessions, 3 the tenant's bytes. ARGV: 1
// TTL ms, 2 member.
var loadScript = redis.NewScript(flowBooksLua + `
local v = redis.call('HGETALL', KEYS[1])
if #v > 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  redis.call('ZADD', KEYS[2], 'XX', now(), ARGV[2])
  redis.call('PEXPIRE', KEYS[2], ARGV[1])
  redis.call('PEXPIRE', KEYS[3], ARGV[1])
end
return v
`)

// Flows is a flow.Store in Redis, shared by every replica.
type Flows struct{ s *Store }

// Flows returns the flow store.
func (s *Store) Flows() *Flows { return &Flows{s: s} }

var errKeyTooLong = errors.New("flow: session key too long")

// keys returns the keys of k's facts and its tenant's books (KEYS of
// both scripts), and its member in the books.
func (f *Flows) keys(k flow.Key) (keys []string, m string, err error) {
	if len(k.Tenant)+len(k.Project)+len(k.Session) > flow.MaxKeyLen {
		return nil, "", errKeyTooLong
	}
	sessions, bytes := f.s.keys.tenantFlows(k.Tenant)
	return []string{f.s.keys.session("flow", k.Tenant, k.Project, k.Session), sessions, bytes},
		member(k.Project, k.Session), nil
}

// Load implements flow.Store. An error (Redis down) makes the engine stop
// the operation.
func (f *Flows) Load(ctx context.Context, k flow.Key) (flow.Facts, error) {
	keys, m, err := f.keys(k)
	if err != nil {
		return flow.Facts{}, err
	}
	cctx, cancel := f.s.call(ctx)
	defer cancel()
	v, err := loadScript.Run(cctx, f.s.rdb, keys, f.s.o.FlowTTL.Milliseconds(), m).StringSlice()
	if err != nil {
		f.s.rep.fail(ctx, opFlow, err)
		return flow.Facts{}, err
	}
	var facts, hosts flow.Facts
	for i := 0; i+1 < len(v); i += 2 {
		switch name := v[i]; {
		case name == fieldPrivate:
			facts.Private = true
		case name == fieldUntrusted:
			facts.Untrusted = true
		case strings.HasPrefix(name, hostField):
			hosts.Hosts = append(hosts.Hosts, name[len(hostField):])
		}
	}
	// Merge sorts and bounds the hosts as every Facts holds them.
	facts.Merge(hosts)
	return facts, nil
}

// Add implements flow.Store: a merge, atomic inside Redis.
func (f *Flows) Add(ctx context.Context, k flow.Key, add flow.Facts) error {
	keys, m, err := f.keys(k)
	if err != nil {
		return err
	}
	// Through Merge, hosts arrive normalised, deduplicated and within the
	// name and count budgets.
	var g flow.Facts
	g.Merge(add)
	if g.Empty() {
		return nil
	}
	args := make([]any, 0, 7+len(g.Hosts))
	args = append(args, f.s.o.FlowTTL.Milliseconds(), flow.MaxHosts, bit(g.Private), bit(g.Untrusted),
		m, f.s.keys.tenant(k.Tenant), f.s.o.TenantFlowBytes)
	for _, h := range g.Hosts {
		args = append(args, h)
	}
	cctx, cancel := f.s.call(ctx)
	defer cancel()
	n, err := addScript.Run(cctx, f.s.rdb, keys, args...).Int()
	if err != nil {
		f.s.rep.fail(ctx, opFlow, err)
		return err
	}
	if n < 0 {
		return &flow.FullError{Budget: f.s.o.TenantFlowBytes, Tenant: true}
	}
	return nil
}

func bit(b bool) int {
	if b {
		return 1
	}
	return 0
}

var _ flow.Store = (*Flows)(nil)
