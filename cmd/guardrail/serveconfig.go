package main

import (
	"bytes"
	"fmt"
	"net"
	"os"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/guardrail-go/guardrail/internal/hostaddr"
	"github.com/guardrail-go/guardrail/server"
)

// serveConfig is the file --config reads. Every field is optional.
type serveConfig struct {
	Addr   string `yaml:"addr"`
	Policy string `yaml:"policy"`
	Agent  struct {
		Kind   string `yaml:"kind"` // demo (default) or claude
		Claude struct {
			Path     string   `yaml:"path"`
			Args     []string `yaml:"args"`
			Dir      string   `yaml:"dir"`
			MaxTurns int      `yaml:"max_turns"`
		} `yaml:"claude"`
		Demo struct {
			Delay time.Duration `yaml:"delay"`
		} `yaml:"demo"`
	} `yaml:"agent"`
	Tenants []struct {
		Name string `yaml:"name"`
		// Token, or TokenEnv naming the environment variable that holds
		// it, so the file need not hold secrets.
		Token    string   `yaml:"token"`
		TokenEnv string   `yaml:"token_env"`
		Origins  []string `yaml:"origins"`
		Contexts []string `yaml:"contexts"`
	} `yaml:"tenants"`
	DefaultContext string `yaml:"default_context"`
	// Workspaces is the root under which each tenant's project gets its
	// own directory, where the agent's turns run (created 0700 on first
	// use); it is the workspace root of the effects policy for them.
	// Empty: every turn runs in agent.claude.dir.
	Workspaces string `yaml:"workspaces"`
	// ApprovalTimeout is how long a tool call the guard asks about waits
	// for the person's answer before it is denied (default 2m).
	ApprovalTimeout time.Duration `yaml:"approval_timeout"`
	// MetricsToken (or MetricsTokenEnv) guards /metrics on a server with
	// tenants; without one such a server serves no metrics.
	MetricsToken    string `yaml:"metrics_token"`
	MetricsTokenEnv string `yaml:"metrics_token_env"`
	Limits          struct {
		MaxFrameBytes     int64         `yaml:"max_frame_bytes"`
		WriteTimeout      time.Duration `yaml:"write_timeout"`
		PingInterval      time.Duration `yaml:"ping_interval"`
		TurnTimeout       time.Duration `yaml:"turn_timeout"`
		SessionRate       float64       `yaml:"session_rate"`
		SessionBurst      int           `yaml:"session_burst"`
		TenantRate        float64       `yaml:"tenant_rate"`
		TenantBurst       int           `yaml:"tenant_burst"`
		MaxConnsPerTenant int           `yaml:"max_conns_per_tenant"`
		MaxConns          int           `yaml:"max_conns"`
		// Approvals one connection may wait on at once, and their bytes.
		MaxPendingApprovals int `yaml:"max_pending_approvals"`
		MaxApprovalBytes    int `yaml:"max_approval_bytes"`
		// TenantChecks bounds the input checks one tenant runs at once.
		TenantChecks int `yaml:"tenant_checks"`
	} `yaml:"limits"`
	// Redis, when set, holds the state replicas share (docs/deployment.md).
	Redis         redisConfig   `yaml:"redis"`
	ShutdownGrace time.Duration `yaml:"shutdown_grace"`
	// PolicyPoll is how often the policy file is checked for changes
	// (default 2s); SIGHUP reloads at once.
	PolicyPoll time.Duration `yaml:"policy_poll"`
}

func loadServeConfig(path string) (*serveConfig, error) {
	c := &serveConfig{}
	if path != "" {
		data, err := os.ReadFile(path)
		if err != nil {
			return nil, err
		}
		dec := yaml.NewDecoder(bytes.NewReader(data))
		dec.KnownFields(true)
		if err := dec.Decode(c); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		if err := c.Redis.validate(); err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
	}
	if c.Addr == "" {
		c.Addr = "127.0.0.1:8080"
	}
	if c.Agent.Kind == "" {
		c.Agent.Kind = "demo"
	}
	if c.ShutdownGrace <= 0 {
		c.ShutdownGrace = 30 * time.Second
	}
	if c.PolicyPoll <= 0 {
		c.PolicyPoll = 2 * time.Second
	}
	return c, nil
}

func (c *serveConfig) tenants() ([]server.Tenant, error) {
	var out []server.Tenant
	for _, t := range c.Tenants {
		tok := t.Token
		if t.TokenEnv != "" {
			tok = os.Getenv(t.TokenEnv)
			if tok == "" {
				return nil, fmt.Errorf("tenant %q: environment variable %s is empty", t.Name, t.TokenEnv)
			}
		}
		out = append(out, server.Tenant{Name: t.Name, Token: tok, Origins: t.Origins, Contexts: t.Contexts})
	}
	return out, nil
}

func (c *serveConfig) metricsToken() string {
	if c.MetricsTokenEnv != "" {
		return os.Getenv(c.MetricsTokenEnv)
	}
	return c.MetricsToken
}

func (c *serveConfig) limits() server.Limits {
	l := c.Limits
	return server.Limits{MaxFrameBytes: l.MaxFrameBytes, WriteTimeout: l.WriteTimeout, PingInterval: l.PingInterval,
		TurnTimeout: l.TurnTimeout, SessionRate: l.SessionRate, SessionBurst: l.SessionBurst,
		TenantRate: l.TenantRate, TenantBurst: l.TenantBurst,
		MaxConnsPerTenant: l.MaxConnsPerTenant, MaxConns: l.MaxConns,
		MaxPendingApprovals: l.MaxPendingApprovals, MaxApprovalBytes: l.MaxApprovalBytes, TenantChecks: l.TenantChecks}
}

// isLoopback reports whether addr (host:port) binds to loopback only.
func isLoopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false
	}
	return hostaddr.Loopback(host)
}
