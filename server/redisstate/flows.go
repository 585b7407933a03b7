package redisstate

import (
	"context"
	"errors"
	"strings"

	"github.com/redis/go-redis/v9"

	"github.com/guardrail-go/guardrail/rules/flow"
)

// A session's facts are one hash: "private" and "untrusted" when set, "n"
// the number of hosts, and "h:HOST" per host.
const (
	fieldPrivate   = "private"
	fieldUntrusted = "untrusted"
	fieldHosts     = "n"
	hostField      = "h:"
)

// addScript merges facts into a session's hash: flags are set, hosts are
// added while the session holds fewer than max, and the TTL restarts. Facts
// only grow, so replicas merging at once need no ordering.
//
// KEYS: facts. ARGV: TTL ms, max hosts, private (0/1), untrusted (0/1),
// hosts…
var addScript = redis.NewScript(`
if ARGV[3] == '1' then redis.call('HSET', KEYS[1], 'private', '1') end
if ARGV[4] == '1' then redis.call('HSET', KEYS[1], 'untrusted', '1') end
local n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
local max = tonumber(ARGV[2])
for i = 5, #ARGV do
  if n >= max then break end
  n = n + redis.call('HSETNX', KEYS[1], 'h:' .. ARGV[i], '1')
end
redis.call('HSET', KEYS[1], 'n', n)
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return n
`)

// loadScript returns a session's hash and, when there is one, restarts its
// TTL: a session in use keeps its facts.
//
// KEYS: facts. ARGV: TTL ms.
var loadScript = redis.NewScript(`
local v = redis.call('HGETALL', KEYS[1])
if #v > 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return v
`)

// Flows is a flow.Store in Redis, shared by every replica.
type Flows struct{ s *Store }

// Flows returns the flow store.
func (s *Store) Flows() *Flows { return &Flows{s: s} }

var errKeyTooLong = errors.New("flow: session key too long")

func (f *Flows) key(k flow.Key) (string, error) {
	if len(k.Tenant)+len(k.Project)+len(k.Session) > flow.MaxKeyLen {
		return "", errKeyTooLong
	}
	return f.s.keys.session("flow", k.Tenant, k.Project, k.Session), nil
}

// Load implements flow.Store. An error (Redis down) makes the engine stop
// the operation.
func (f *Flows) Load(ctx context.Context, k flow.Key) (flow.Facts, error) {
	key, err := f.key(k)
	if err != nil {
		return flow.Facts{}, err
	}
	cctx, cancel := f.s.call(ctx)
	defer cancel()
	v, err := loadScript.Run(cctx, f.s.rdb, []string{key}, f.s.o.FlowTTL.Milliseconds()).StringSlice()
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
	key, err := f.key(k)
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
	args := make([]any, 0, 4+len(g.Hosts))
	args = append(args, f.s.o.FlowTTL.Milliseconds(), flow.MaxHosts, bit(g.Private), bit(g.Untrusted))
	for _, h := range g.Hosts {
		args = append(args, h)
	}
	cctx, cancel := f.s.call(ctx)
	defer cancel()
	if err := addScript.Run(cctx, f.s.rdb, []string{key}, args...).Err(); err != nil {
		f.s.rep.fail(ctx, opFlow, err)
		return err
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
