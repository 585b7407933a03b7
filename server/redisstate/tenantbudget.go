package redisstate

// tenantBudgetLua bounds what one tenant's session logs hold in Redis: at
// most TenantSessions sessions and TenantLogBytes bytes of frames in all.
// It runs at the end of the append script (sessionlog.go), in the same
// atomic step, after the session's own frames were trimmed; `member` is
// the session and `bytes` what its log now holds.
//
// The tenant's books are two keys beside its sessions':
//
//   - PREFIX:t:TENANT:logs, a sorted set: each session (its hash tag,
//     "PROJECT:SESSION") scored by its last append, in ms of Redis' clock;
//   - PREFIX:t:TENANT:logbytes, a hash: each session's bytes as its meta
//     hash counted them at its last append, and "total", their sum (a
//     member always holds ':', so "total" is never one).
//
// Invariant, kept because only this script writes the books, atomically:
// the set and the hash name the same sessions, and total is the sum of
// the hash's sizes. A session whose keys exist has its meta's bytes in
// the hash. A session whose keys expired (log_ttl) or were deleted stays
// in the books with its last size until the script meets it: each append
// drops the tenant's oldest entries whose meta is gone (they are the
// first to expire, being the least recently active), and the caps drop
// the oldest entries first. So the books may count a gone session for a
// while, never miss a live one: the total errs high, and a tenant loses
// its old sessions early rather than holding more than its budget. The
// books expire log_ttl after the tenant's last append, when every one of
// its sessions has expired too.
//
// Over a cap, the tenant's least recently active sessions are deleted
// (log, meta), never the session being appended to and never another
// tenant's: a flood of new sessions evicts only its own tenant's past.
//
// The script touches keys of other sessions that it does not declare
// (their names come from the books), and the tenant's books sit in
// other Cluster slots than a session's hash tag: it runs on one Redis
// (a primary, with or without replicas and Sentinel), not on Redis
// Cluster.
//
// ARGV: 6 member, 7 the tenant's key prefix ("PREFIX:t:TENANT:"), 8 max
// sessions, 9 max bytes. KEYS: 3 the sorted set, 4 the hash.
const tenantBudgetLua = `
local member, tp = ARGV[6], ARGV[7]
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
local prev = tonumber(redis.call('HGET', KEYS[4], member)) or 0
redis.call('HSET', KEYS[4], member, bytes)
local total = redis.call('HINCRBY', KEYS[4], 'total', bytes - prev)
redis.call('ZADD', KEYS[3], now, member)
local function drop(m)
  local size = tonumber(redis.call('HGET', KEYS[4], m)) or 0
  redis.call('DEL', tp .. 'log:{' .. m .. '}', tp .. 'logmeta:{' .. m .. '}')
  redis.call('HDEL', KEYS[4], m)
  redis.call('ZREM', KEYS[3], m)
  total = redis.call('HINCRBY', KEYS[4], 'total', -size)
end
-- Reconcile: a few of the oldest entries whose session has expired.
for _ = 1, 8 do
  local old = redis.call('ZRANGE', KEYS[3], 0, 0)[1]
  if not old or old == member or redis.call('EXISTS', tp .. 'logmeta:{' .. old .. '}') == 1 then
    break
  end
  drop(old)
end
-- The caps: the least recently active go first, never this session.
local maxs, maxb = tonumber(ARGV[8]), tonumber(ARGV[9])
while redis.call('ZCARD', KEYS[3]) > maxs or total > maxb do
  local oldest = redis.call('ZRANGE', KEYS[3], 0, 1)
  local victim = oldest[1]
  if victim == member then
    victim = oldest[2]
  end
  if not victim then
    break
  end
  drop(victim)
end
redis.call('PEXPIRE', KEYS[3], ARGV[5])
redis.call('PEXPIRE', KEYS[4], ARGV[5])
`
