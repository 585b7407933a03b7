package redisstate

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"strconv"

	"github.com/redis/go-redis/v9"

	"github.com/guardrail-go/guardrail/server"
)

// appendScript adds a frame to a session's stream under its seq (stream id
// SEQ-0: Redis refuses an id not above the last, so two writers cannot
// interleave out of order), counts its bytes in the meta hash, trims the
// oldest frames past the count or byte budget (the newest always stays),
// and restarts both keys' TTL. One script, so replicas never see a
// half-trimmed log.
//
// KEYS: stream, meta. ARGV: seq, frame JSON, max frames, max bytes, TTL ms.
var appendScript = redis.NewScript(`
local added = redis.pcall('XADD', KEYS[1], ARGV[1] .. '-0', 'f', ARGV[2])
if type(added) == 'table' and added.err then return added end
local bytes = redis.call('HINCRBY', KEYS[2], 'bytes', #ARGV[2])
redis.call('HSET', KEYS[2], 'last', ARGV[1])
local n = redis.call('XLEN', KEYS[1])
local maxn, maxb = tonumber(ARGV[3]), tonumber(ARGV[4])
while n > 1 and (n > maxn or bytes > maxb) do
  local e = redis.call('XRANGE', KEYS[1], '-', '+', 'COUNT', 1)[1]
  redis.call('XDEL', KEYS[1], e[1])
  bytes = redis.call('HINCRBY', KEYS[2], 'bytes', -#e[2][2])
  n = n - 1
end
redis.call('PEXPIRE', KEYS[1], ARGV[5])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
return n
`)

// SessionLog is a server.SessionLog in Redis: each session a stream of its
// frames (by seq) and a meta hash (the last seq, the bytes held), both
// expiring LogTTL after the last frame.
type SessionLog struct{ s *Store }

// Log returns the session log.
func (s *Store) Log() *SessionLog { return &SessionLog{s: s} }

func (l *SessionLog) keys(k server.SessionKey) []string {
	return []string{l.s.keys.session("log", k.Tenant, k.Project, k.ID), l.s.keys.session("logmeta", k.Tenant, k.Project, k.ID)}
}

// Append implements server.SessionLog.
func (l *SessionLog) Append(ctx context.Context, k server.SessionKey, f server.Frame) error {
	b, err := json.Marshal(f)
	if err != nil {
		return err
	}
	cctx, cancel := l.s.call(ctx)
	defer cancel()
	err = appendScript.Run(cctx, l.s.rdb, l.keys(k), f.Seq, b, l.s.o.LogFrames, l.s.o.LogBytes, l.s.o.LogTTL.Milliseconds()).Err()
	if err != nil {
		l.s.rep.fail(ctx, opLog, err)
	}
	return err
}

// Since implements server.SessionLog.
func (l *SessionLog) Since(ctx context.Context, k server.SessionKey, after uint64) ([]server.Frame, error) {
	if after == math.MaxUint64 {
		return nil, nil
	}
	cctx, cancel := l.s.call(ctx)
	defer cancel()
	msgs, err := l.s.rdb.XRange(cctx, l.keys(k)[0], strconv.FormatUint(after+1, 10)+"-0", "+").Result()
	if err != nil {
		l.s.rep.fail(ctx, opLog, err)
		return nil, err
	}
	out := make([]server.Frame, 0, len(msgs))
	for _, m := range msgs {
		raw, _ := m.Values["f"].(string)
		var f server.Frame
		if err := json.Unmarshal([]byte(raw), &f); err != nil {
			return nil, errors.New("redis session log: a stored frame does not decode")
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
		return 0, false, errors.New("redis session log: the last seq does not decode")
	}
	return seq, true, nil
}

var _ server.SessionLog = (*SessionLog)(nil)
