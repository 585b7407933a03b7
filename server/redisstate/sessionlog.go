package redisstate

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"

	"github.com/redis/go-redis/v9"

	"github.com/guardrail-go/guardrail/server"
)

// appendScript adds a frame to a session's list, refusing a frame of a
// writer that lost the session (owner.go) and a seq not above
// the last one stored (two writers cannot interleave out of order), counts
// its bytes in the meta hash, trims the oldest frames past the count or
// byte budget (the newest always stays), restarts both keys' TTL, and
// keeps the tenant within its budgets (tenantbudget.go). One script, so
// replicas never see a half-trimmed log or a tenant's books out of step.
//
// A list, not a stream: a stream's first entry takes a 4 KiB node, a
// list's a few hundred bytes, and most sessions are idle ones holding one
// frame (docs/performance.md). Entries are "SEQ JSON", so Since skips
// frames by number without decoding them.
//
// KEYS: list, meta, the tenant's sessions and their bytes. ARGV: seq,
// entry, max frames, max bytes, TTL ms, then tenantBudgetLua's (6-9),
// then the writer's epoch (10).
var appendScript = redis.NewScript(fenceLua + `
local last = redis.call('HGET', KEYS[2], 'last')
if last and (#ARGV[1] < #last or (#ARGV[1] == #last and ARGV[1] <= last)) then
  return redis.error_reply('SEQ frame numbered at or below the last stored')
end
local n = redis.call('RPUSH', KEYS[1], ARGV[2])
local bytes = redis.call('HINCRBY', KEYS[2], 'bytes', #ARGV[2])
redis.call('HSET', KEYS[2], 'last', ARGV[1])
local maxn, maxb = tonumber(ARGV[3]), tonumber(ARGV[4])
while n > 1 and (n > maxn or bytes > maxb) do
  local old = redis.call('LPOP', KEYS[1])
  bytes = redis.call('HINCRBY', KEYS[2], 'bytes', -#old)
  n = n - 1
end
redis.call('PEXPIRE', KEYS[1], ARGV[5])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
` + tenantBudgetLua + `
return n
`)

// SessionLog is a server.SessionLog in Redis: each session a list of its
// frames, oldest first, and a meta hash (the last seq, the bytes held),
// both expiring LogTTL after the last frame.
type SessionLog struct{ s *Store }

// Log returns the session log.
func (s *Store) Log() *SessionLog { return &SessionLog{s: s} }

func (l *SessionLog) keys(k server.SessionKey) []string {
	return []string{l.s.keys.session("log", k.Tenant, k.Project, k.ID), l.s.keys.session("logmeta", k.Tenant, k.Project, k.ID)}
}

// Append implements server.SessionLog.
func (l *SessionLog) Append(ctx context.Context, k server.SessionKey, epoch uint64, f server.Frame) error {
	b, err := json.Marshal(f)
	if err != nil {
		return err
	}
	seq := strconv.FormatUint(f.Seq, 10)
	cctx, cancel := l.s.call(ctx)
	defer cancel()
	sessions, sizes := l.s.keys.tenantLogs(k.Tenant)
	keys := append(l.keys(k), sessions, sizes)
	err = appendScript.Run(cctx, l.s.rdb, keys, seq, seq+" "+string(b), l.s.o.LogFrames, l.s.o.LogBytes, l.s.o.LogTTL.Milliseconds(),
		member(k.Project, k.ID), l.s.keys.tenant(k.Tenant), l.s.o.TenantSessions, l.s.o.TenantLogBytes, epoch).Err()
	if fenced(err) {
		return server.ErrNotOwner
	}
	if err != nil {
		l.s.rep.fail(ctx, opLog, err)
	}
	return err
}

var errBadEntry = errors.New("redis session log: a stored frame does not decode")

// Since implements server.SessionLog.
func (l *SessionLog) Since(ctx context.Context, k server.SessionKey, after uint64) ([]server.Frame, error) {
	cctx, cancel := l.s.call(ctx)
	defer cancel()
	entries, err := l.s.rdb.LRange(cctx, l.keys(k)[0], 0, -1).Result()
	if err != nil {
		l.s.rep.fail(ctx, opLog, err)
		return nil, err
	}
	var out []server.Frame
	for _, e := range entries {
		num, js, ok := strings.Cut(e, " ")
		seq, err := strconv.ParseUint(num, 10, 64)
		if !ok || err != nil {
			return nil, errBadEntry
		}
		if seq <= after {
			continue
		}
		var f server.Frame
		if err := json.Unmarshal([]byte(js), &f); err != nil {
			return nil, errBadEntry
		}
		out = append(out, f)
	}
	return out, nil
}

// LastSeq implements server.SessionLog.
func (l *SessionLog) LastSeq(ctx context.Context, k server.SessionKey) (uint64, bool, error) {
	cctx, cancel := l.s.call(ctx)
	defer cancel()
	v, err := l.s.rdb.HGet(cctx, l.keys(k)[1], "last").Result()
	if errors.Is(err, redis.Nil) {
		return 0, false, nil
	}
	if err != nil {
		l.s.rep.fail(ctx, opLog, err)
		return 0, false, err
	}
	seq, err := strconv.ParseUint(v, 10, 64)
	if err != nil {
		return 0, false, errBadEntry
	}
	return seq, true, nil
}

var _ server.SessionLog = (*SessionLog)(nil)
