package redisstate

import (
	"context"
	"errors"
	"strings"

	"github.com/redis/go-redis/v9"

	"github.com/guardrail-go/guardrail/server"
)

// A session has one writer across replicas: the connection that owns it
// last. Its epoch is a fencing token the append script checks, so a
// replica still running a turn of a session resumed elsewhere has its
// next frame refused (server.ErrNotOwner), stops the turn and closes its
// socket, instead of numbering frames of the session beside the new
// owner.
//
// Epochs come from one counter per tenant, PREFIX:t:TENANT:epoch, which
// never expires (a few bytes a tenant): a session's meta may expire and
// be made again, and an epoch handed out before must still be older than
// every later one. The session's current epoch is the "owner" field of
// its meta hash, so it goes when the session's log goes (TTL, or the
// tenant's budget) and costs no key of its own.

// ownScript records a new epoch as the session's owner and returns it.
// A meta hash it creates (a new session: no frame yet) expires like a
// log; an existing one keeps its TTL, which its log shares.
//
// KEYS: meta, the tenant's epoch counter. ARGV: TTL ms.
var ownScript = redis.NewScript(`
local e = redis.call('INCR', KEYS[2])
local cur = tonumber(redis.call('HGET', KEYS[1], 'owner')) or 0
if cur >= e then
  -- The counter was lost (deleted by hand): never hand out an epoch older than one in use.
  e = cur + 1
  redis.call('SET', KEYS[2], e)
end
redis.call('HSET', KEYS[1], 'owner', e)
if redis.call('PTTL', KEYS[1]) < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return e
`)

// fenceLua starts the append script: a frame written under an epoch older
// than the session's owner is refused; a newer one (the meta expired or
// was dropped by the tenant's budget while its writer lived) is recorded.
// ARGV[10] is the epoch.
const fenceLua = `
local epoch = tonumber(ARGV[10])
local owner = tonumber(redis.call('HGET', KEYS[2], 'owner')) or 0
if epoch < owner then
  return redis.error_reply('FENCED session written by a newer connection')
end
if epoch > owner then
  redis.call('HSET', KEYS[2], 'owner', epoch)
end
`

// fenced maps the append script's refusal to server.ErrNotOwner: a
// decision, not a failure of Redis.
func fenced(err error) bool {
	return err != nil && strings.HasPrefix(err.Error(), "FENCED ")
}

// Own implements server.SessionLog.
func (l *SessionLog) Own(ctx context.Context, k server.SessionKey) (uint64, error) {
	cctx, cancel := l.s.call(ctx)
	defer cancel()
	meta := l.keys(k)[1]
	epoch, err := ownScript.Run(cctx, l.s.rdb, []string{meta, l.s.keys.tenant(k.Tenant) + "epoch"}, l.s.o.LogTTL.Milliseconds()).Uint64()
	if err != nil {
		l.s.rep.fail(ctx, opLog, err)
		return 0, err
	}
	return epoch, nil
}

// Owner implements server.SessionLog.
func (l *SessionLog) Owner(ctx context.Context, k server.SessionKey) (uint64, error) {
	cctx, cancel := l.s.call(ctx)
	defer cancel()
	epoch, err := l.s.rdb.HGet(cctx, l.keys(k)[1], "owner").Uint64()
	if errors.Is(err, redis.Nil) {
		return 0, nil
	}
	if err != nil {
		l.s.rep.fail(ctx, opLog, err)
		return 0, err
	}
	return epoch, nil
}
