package redisstate

import (
	"strings"
)

// keyer builds the store's keys. Every key starts with the prefix and the
// tenant ("PREFIX:t:TENANT:…"), so one tenant's data can be listed, sized
// or deleted alone. Each variable part is escaped: a part never contains
// ':', '{' or '}', so a tenant named "a:b" and a tenant "a" with project
// "b" have different keys, and no part can open a Redis Cluster hash tag.
type keyer struct{ prefix string }

// part escapes s: bytes outside [A-Za-z0-9._-] become %XX. Names the
// server accepts ([A-Za-z0-9._-]) are kept as they are, so keys stay
// readable; anything else (a session id from a hook's body) is still
// mapped one to one.
func part(s string) string {
	n := 0
	for i := 0; i < len(s); i++ {
		if !keySafe(s[i]) {
			n++
		}
	}
	if n == 0 {
		return s
	}
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	b.Grow(len(s) + 2*n)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if keySafe(c) {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(hex[c>>4])
		b.WriteByte(hex[c&15])
	}
	return b.String()
}

func keySafe(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '.' || c == '_' || c == '-'
}

// tenant is the prefix of every key of tenant.
func (k keyer) tenant(tenant string) string { return k.prefix + ":t:" + part(tenant) + ":" }

// session names one session's key of the given kind. The project and
// session sit in a hash tag, so a session's keys (a log's stream and its
// meta hash) are in one Cluster slot and one Lua script may touch both.
func (k keyer) session(kind, tenant, project, session string) string {
	return k.tenant(tenant) + kind + ":{" + member(project, session) + "}"
}

// member names a session inside its tenant's books (tenantbudget.go): the
// hash tag of its keys, so a script rebuilds a session's keys from it.
func member(project, session string) string { return part(project) + ":" + part(session) }

// tenantLogs names a tenant's books of its session logs: a sorted set of
// its sessions by last activity, and a hash of their bytes.
func (k keyer) tenantLogs(tenant string) (sessions, bytes string) {
	return k.tenant(tenant) + "logs", k.tenant(tenant) + "logbytes"
}

// tenantFlows names a tenant's books of its sessions' flow facts
// (flows.go): a sorted set of its sessions by last use, and a hash of
// their bytes.
func (k keyer) tenantFlows(tenant string) (sessions, bytes string) {
	return k.tenant(tenant) + "flows", k.tenant(tenant) + "flowbytes"
}

// limit names a limiter's bucket: key is the server's limiter key, the
// tenant alone or "tenant/project/session"; its tenant goes first.
func (k keyer) limit(scope, key string) string {
	tenant, rest, found := strings.Cut(key, "/")
	if !found {
		return k.tenant(tenant) + "rl:" + part(scope)
	}
	return k.tenant(tenant) + "rl:" + part(scope) + ":" + part(rest)
}

// audit names a tenant's stream of denials.
func (k keyer) audit(tenant string) string { return k.tenant(tenant) + "audit" }
