package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"reflect"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/flow"
	"github.com/guardrail-go/guardrail/rules/policy"
	"github.com/guardrail-go/guardrail/server"
	"github.com/guardrail-go/guardrail/server/redisstate"
)

// redisConfig is the `redis:` of the serve config: a URL alone
// (`redis: redis://host:6379/0`), or a mapping with the URL (or the
// environment variable holding it: a URL may carry a password) and the
// budgets of what each session, and each tenant, keeps there.
type redisConfig struct {
	URL             string        `yaml:"url"`
	URLEnv          string        `yaml:"url_env"`
	Prefix          string        `yaml:"prefix"`
	LogFrames       int           `yaml:"log_frames"`
	LogBytes        int           `yaml:"log_bytes"`
	TenantSessions  int           `yaml:"tenant_sessions"`
	TenantLogBytes  int           `yaml:"tenant_log_bytes"`
	TenantFlowBytes int           `yaml:"tenant_flow_bytes"`
	LogTTL          time.Duration `yaml:"log_ttl"`
	FlowTTL         time.Duration `yaml:"flow_ttl"`
	AuditLen        int           `yaml:"audit_len"`
	AuditTTL        time.Duration `yaml:"audit_ttl"`
	Timeout         time.Duration `yaml:"timeout"`
}

// UnmarshalYAML takes a URL alone or the mapping. A node decoded here
// does not inherit the file's KnownFields, so unknown keys are refused by
// hand, as the rest of the file's are.
func (r *redisConfig) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind == yaml.ScalarNode {
		return n.Decode(&r.URL)
	}
	type plain redisConfig // without this method
	if n.Kind == yaml.MappingNode {
		known := map[string]bool{}
		for f := range reflect.TypeFor[plain]().Fields() {
			known[f.Tag.Get("yaml")] = true
		}
		for i := 0; i+1 < len(n.Content); i += 2 {
			if k := n.Content[i]; !known[k.Value] {
				return fmt.Errorf("line %d: field %s not found in redis", k.Line, k.Value)
			}
		}
	}
	return n.Decode((*plain)(r))
}

// validate refuses a budget below zero (zero picks the default): a typo
// must not quietly leave Redis unbounded or at a default nobody chose.
// The budgets' relations (tenant_log_bytes at least log_bytes) are
// checked by redisstate.New, once the defaults are filled in.
func (r redisConfig) validate() error {
	for _, b := range []struct {
		name string
		v    int64
	}{
		{"log_frames", int64(r.LogFrames)}, {"log_bytes", int64(r.LogBytes)},
		{"tenant_sessions", int64(r.TenantSessions)}, {"tenant_log_bytes", int64(r.TenantLogBytes)},
		{"tenant_flow_bytes", int64(r.TenantFlowBytes)},
		{"log_ttl", int64(r.LogTTL)}, {"flow_ttl", int64(r.FlowTTL)},
		{"audit_len", int64(r.AuditLen)}, {"audit_ttl", int64(r.AuditTTL)}, {"timeout", int64(r.Timeout)},
	} {
		if b.v < 0 {
			return fmt.Errorf("redis: %s: want zero (the default) or more", b.name)
		}
	}
	return nil
}

// url returns the Redis URL, "" when none is configured.
func (r redisConfig) url() (string, error) {
	if r.URLEnv == "" {
		return r.URL, nil
	}
	u := os.Getenv(r.URLEnv)
	if u == "" {
		return "", fmt.Errorf("redis: environment variable %s is empty", r.URLEnv)
	}
	return u, nil
}

// sharedState is what the server keeps beyond one request: in this
// process by default, in Redis when one is configured, so that replicas
// share sessions' logs, limits, flow facts and the denial audit.
type sharedState struct {
	sessions flow.Store
	onDeny   func(context.Context, *middleware.Operation, *middleware.GuardrailDenied)
	// log and the limiters are nil in memory: server.New builds its own.
	log                           server.SessionLog
	sessionLimiter, tenantLimiter server.Limiter
	close                         func()
}

// openState builds the shared state of cfg. With Redis it must answer
// now: a replica that cannot reach the shared state does not start.
func openState(ctx context.Context, cfg *serveConfig, logger *slog.Logger, live *policy.Live, metrics *server.Metrics) (*sharedState, error) {
	st := &sharedState{onDeny: server.DenialLogger(logger, live), close: func() {}}
	url, err := cfg.Redis.url()
	if err != nil {
		return nil, err
	}
	if url == "" {
		st.sessions = flow.NewMemory(flow.MemoryOptions{})
		return st, nil
	}
	r := cfg.Redis
	store, err := redisstate.Open(ctx, url, redisstate.Options{Prefix: r.Prefix, LogFrames: r.LogFrames, LogBytes: r.LogBytes,
		TenantSessions: r.TenantSessions, TenantLogBytes: r.TenantLogBytes, TenantFlowBytes: r.TenantFlowBytes,
		LogTTL: r.LogTTL, FlowTTL: r.FlowTTL, AuditLen: r.AuditLen, AuditTTL: r.AuditTTL, Timeout: r.Timeout, Logger: logger.With("component", "redis")})
	if err != nil {
		return nil, err
	}
	// The client's own lines (reconnects) join the JSON log; set once the
	// store is up, as the client's logger is the process's.
	redisstate.ClientLogTo(logger.With("component", "redis"))
	metrics.Include(store)
	l := cfg.limits().WithDefaults()
	audit, logDenial := store.Denials(), st.onDeny
	st.sessions = store.Flows()
	st.onDeny = func(ctx context.Context, op *middleware.Operation, d *middleware.GuardrailDenied) {
		logDenial(ctx, op, d)
		audit(ctx, op, d)
	}
	st.log = store.Log()
	st.sessionLimiter = store.Limiter("session", l.SessionRate, l.SessionBurst)
	st.tenantLimiter = store.Limiter("tenant", l.TenantRate, l.TenantBurst)
	st.close = func() { _ = store.Close() }
	logger.Info("shared state in redis", "addr", store.Addr(), "prefix", orDefault(r.Prefix, "guardrail"))
	return st, nil
}
