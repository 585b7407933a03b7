package redisstate

import (
	"context"
	"strconv"

	"github.com/redis/go-redis/v9"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/server"
)

// maxAuditName bounds the operation name an audit entry keeps (a tool name
// may come from a request body).
const maxAuditName = 128

// Denials returns an OnDeny hook (policy.Hooks) that appends every denial,
// ask and monitored denial to its tenant's audit stream
// ("PREFIX:t:TENANT:audit", about AuditLen entries, kept AuditTTL after
// the last), which every replica
// appends to: who (project, session), what (kind, tool name), and the
// decision (code, rule, category, risk). Never the operation's text or
// input: the stream is for operators, and a secret must not reach it.
// The process log (server.DenialLogger) keeps its redacted excerpt.
func (s *Store) Denials() func(context.Context, *middleware.Operation, *middleware.GuardrailDenied) {
	return func(ctx context.Context, op *middleware.Operation, d *middleware.GuardrailDenied) {
		id, _ := server.IdentityFrom(ctx)
		tenant, project, session := or(op.Tenant, id.Tenant), or(op.Project, id.Project), or(op.Session, id.Session)
		name := op.Name
		if len(name) > maxAuditName {
			name = name[:maxAuditName]
		}
		key := s.keys.audit(tenant)
		cctx, cancel := s.call(ctx)
		defer cancel()
		// One round trip: the entry, and the stream's TTL restarted (a
		// tenant that stops being denied, or a demo's invented tenant,
		// does not keep its stream for ever).
		_, err := s.rdb.TxPipelined(cctx, func(p redis.Pipeliner) error {
			p.XAdd(cctx, &redis.XAddArgs{
				Stream: key, MaxLen: int64(s.o.AuditLen), Approx: true,
				Values: []any{
					"project", project, "session", session, "kind", op.Kind.String(), "name", name,
					"code", string(d.Code), "rule", d.Rule, "category", d.Category, "risk", d.Risk.String(),
					"monitored", strconv.FormatBool(d.Monitored),
				},
			})
			p.PExpire(cctx, key, s.o.AuditTTL)
			return nil
		})
		if err != nil {
			s.rep.fail(ctx, opAudit, err)
		}
	}
}

func or(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
