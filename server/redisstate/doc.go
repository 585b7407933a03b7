// Package redisstate keeps the chat server's shared state in Redis, so that
// several replicas of `guardrail serve` behind a load balancer act as one:
// the session log (a client resumes on any replica; each tenant's logs
// within a budget of sessions and bytes; one writer per session, fenced
// by an epoch), the rate limits (a
// tenant's limit holds across replicas, decided atomically inside Redis),
// each session's flow facts (a taint recorded by one replica is seen by the
// next), and an audit stream of denials.
//
// Every key lives under the configured prefix and the tenant's name
// (escaped, so one tenant's name never reaches another's keys). A Redis
// that cannot answer fails closed: a limiter denies, a flow store returns
// an error (the engine then stops the operation); every failure is logged
// and counted (guardrail_redis_errors_total), never silently unlimited.
package redisstate
