package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/lmittmann/tint"

	"github.com/guardrail-go/guardrail/frontend"
	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/middleware/httpguard"
	"github.com/guardrail-go/guardrail/rules/policy"
	"github.com/guardrail-go/guardrail/rules/sanitize"
	"github.com/guardrail-go/guardrail/server"
	"github.com/guardrail-go/guardrail/server/agent"
	"github.com/guardrail-go/guardrail/server/agent/claude"
	"github.com/guardrail-go/guardrail/server/agent/demo"
	"github.com/guardrail-go/guardrail/server/hook"
)

const serveUsage = `Usage:
  guardrail serve [--addr HOST:PORT] [--config FILE] [--policy FILE] [--agent demo|claude] [--redis URL]
                  [--approval-timeout DURATION] [--workspaces DIR]

Run the chat server: the WebSocket endpoint /ws/chat/{tenant}/{project}, the
web page at /, POST /v1/check, POST /v1/hooks/claude (Claude Code's HTTP
hooks), /healthz and /metrics. The first line of output
is the address it listens on (http://HOST:PORT). With no tenants configured
it only binds to loopback and needs no token (a demo); the embedded demo
agent is the default, so it runs with no API key.

With --workspaces DIR (or workspaces: in the config), each tenant's
project gets a directory of its own under DIR, where the agent's turns run
and outside which its writes ask a person; people read it as [workspace].

A tool call the policy asks about (an ask: rule, or a moderate finding)
waits for the person's answer in the page: allow once, allow for this
session, or deny; unanswered after --approval-timeout it is denied.

The policy file reloads when it changes, and on SIGHUP; an invalid new file
is refused (and logged) and the old one stays. SIGINT/SIGTERM stop taking
connections, let running turns finish (shutdown_grace, default 30s) and
close sockets with 1001.

With --redis (or redis: in the config) several replicas behind a load
balancer share session logs (a client resumes on any of them), rate
limits, flow facts and a denial audit; a Redis that cannot answer refuses
requests and stops tool calls rather than lift limits (docs/deployment.md).

Flags:
`

func runServe(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(fs.Output(), serveUsage); fs.PrintDefaults() }
	addr := fs.String("addr", "", "listen on `HOST:PORT` (default 127.0.0.1:8080; port 0 picks a free one)")
	configFile := fs.String("config", "", "server config `FILE` (YAML): tenants, agent, limits, policy")
	policyFile := fs.String("policy", "", "policy `FILE` (overrides the config's)")
	agentKind := fs.String("agent", "", "agent: demo or claude (overrides the config's)")
	approvalTimeout := fs.Duration("approval-timeout", 0, "how long a tool call waits for the person's approval before it is denied (overrides the config's; default 2m)")
	workspaces := fs.String("workspaces", "", "root `DIR` of the per-tenant, per-project workspaces (overrides the config's)")
	redisURL := fs.String("redis", "", "keep shared state (session logs, limits, flows, denial audit) in the Redis at `URL` (redis://HOST:PORT/DB), for several replicas; overrides the config's")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "guardrail serve: %v\n", err)
		return exitUsage
	}
	cfg, err := loadServeConfig(*configFile)
	if err != nil {
		return fail(err)
	}
	if *addr != "" {
		cfg.Addr = *addr
	}
	if *policyFile != "" {
		cfg.Policy = *policyFile
	}
	if *agentKind != "" {
		cfg.Agent.Kind = *agentKind
	}
	if *approvalTimeout != 0 {
		cfg.ApprovalTimeout = *approvalTimeout
	}
	if *workspaces != "" {
		cfg.Workspaces = *workspaces
	}
	var spaces *server.Workspaces
	if cfg.Workspaces != "" {
		if spaces, err = server.NewWorkspaces(cfg.Workspaces); err != nil {
			return fail(err)
		}
		defer spaces.Close()
	}
	if cfg.ApprovalTimeout < 0 {
		return fail(fmt.Errorf("approval timeout %v: want a positive duration", cfg.ApprovalTimeout))
	}
	if *redisURL != "" {
		cfg.Redis.URL, cfg.Redis.URLEnv = *redisURL, ""
	}
	tenants, err := cfg.tenants()
	if err != nil {
		return fail(err)
	}
	if len(tenants) == 0 && !isLoopback(cfg.Addr) {
		return fail(fmt.Errorf("no tenants configured: refusing to listen on %s without tokens (bind to 127.0.0.1 for a demo, or add tenants to --config)", cfg.Addr))
	}
	logger := newLogger(stderr)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	metrics := server.NewMetrics()
	live := policy.NewLive(nil)
	state, err := openState(ctx, cfg, logger, live, metrics)
	if err != nil {
		return fail(err)
	}
	defer state.close()
	if err := startPolicy(ctx, cfg, logger, live, state); err != nil {
		return fail(err)
	}
	gate := server.NewGate(live, metrics)
	var ag agent.Agent
	switch cfg.Agent.Kind {
	case "demo":
		ag, err = demo.New(agent.Config{Gate: gate}, demo.Options{Delay: cfg.Agent.Demo.Delay})
	case "claude":
		c := cfg.Agent.Claude
		ag, err = claude.New(agent.Config{Gate: gate, Redact: agent.RedactWith(live)}, claude.Options{Binary: c.Path, Args: c.Args, Dir: c.Dir,
			MaxTurns: c.MaxTurns, Logger: logger.With("agent", "claude")})
	default:
		err = fmt.Errorf("unknown agent %q (want demo or claude)", cfg.Agent.Kind)
	}
	if err != nil {
		return fail(err)
	}
	srv, err := server.New(server.Config{
		Policy: live, Agent: ag, Tenants: tenants, Open: len(tenants) == 0,
		DefaultContext: cfg.DefaultContext, ApprovalTimeout: cfg.ApprovalTimeout, Workspaces: spaces,
		Limits: cfg.limits(), Logger: logger, Metrics: metrics,
		MetricsToken: cfg.metricsToken(),
		Log:          state.log, SessionLimiter: state.sessionLimiter, TenantLimiter: state.tenantLimiter,
	})
	if err != nil {
		return fail(err)
	}
	check, err := httpguard.CheckHandler(live, httpguard.CheckOptions{Scope: server.ScopeToTenant})
	if err != nil {
		return fail(err)
	}
	srv.HandleTenant("/v1/check", check)
	hooks, err := hook.Handler(live, hook.HandlerOptions{Scope: hookScope(live), Logger: logger})
	if err != nil {
		return fail(err)
	}
	// A rate-limited hook request is a 200 deny: Claude Code goes on past a
	// 429 (and a limiter that cannot reach Redis says "limited").
	srv.HandleTenantLimited("/v1/hooks/claude", hooks, hook.Limited)
	// The page: "/" (not "GET /"), which the more specific routes above
	// win over; the handler itself answers 405 to other methods.
	srv.Handle("/", frontend.Handler())

	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fail(err)
	}
	fmt.Fprintf(stdout, "http://%s\n", ln.Addr())
	logger.Info("guardrail serving", "addr", ln.Addr().String(), "agent", cfg.Agent.Kind,
		"tenants", len(tenants), "policy", orDefault(cfg.Policy, "built-in"))

	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 2 * time.Minute,
		ErrorLog: slog.NewLogLogger(logger.Handler(), slog.LevelWarn)}
	serveErr := make(chan error, 1)
	go func() { serveErr <- hs.Serve(ln) }()
	select {
	case err := <-serveErr:
		fmt.Fprintf(stderr, "guardrail serve: %v\n", err)
		return exitFailed
	case <-ctx.Done():
	}
	logger.Info("shutting down", "grace", cfg.ShutdownGrace.String())
	sctx, cancel := context.WithTimeout(context.Background(), cfg.ShutdownGrace)
	defer cancel()
	// The chat server first: from now on /healthz says draining and new
	// sessions are refused while running turns finish; then the listener.
	if err := srv.Shutdown(sctx); err != nil {
		logger.Warn("turns still running at the deadline were cancelled")
	}
	_ = hs.Shutdown(sctx)
	logger.Info("stopped")
	return exitOK
}

// newLogger logs with tint on a terminal and JSON otherwise.
func newLogger(w io.Writer) *slog.Logger {
	if f, ok := w.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode()&os.ModeCharDevice != 0 {
			return slog.New(tint.NewHandler(w, &tint.Options{Level: slog.LevelInfo, TimeFormat: time.Kitchen}))
		}
	}
	return slog.New(slog.NewJSONHandler(w, &slog.HandlerOptions{Level: slog.LevelInfo}))
}

// startPolicy compiles the policy into live with the server's hooks and
// keeps it current: the file is polled for changes and SIGHUP reloads it.
// A new file that does not load is logged and ignored.
func startPolicy(ctx context.Context, cfg *serveConfig, logger *slog.Logger, live *policy.Live, state *sharedState) error {
	hooks := policy.Hooks{
		OnDeny: state.onDeny,
		// What each session touched, for the flow rules; shared by every
		// policy the server reloads (and, in Redis, by every replica).
		Sessions: state.sessions,
		// What was redacted is logged by pattern id and length, never text.
		OnRedact: func(ctx context.Context, op *middleware.Operation, fs []sanitize.Finding) {
			id, _ := server.IdentityFrom(ctx)
			logger.Info("output redacted", "tenant", orDefault(op.Tenant, id.Tenant), "session", orDefault(op.Session, id.Session),
				"findings", sanitize.Summary(fs))
		},
	}
	load := func() (*policy.Engine, error) { return loadEngineWith(cfg.Policy, hooks) }
	e, err := load()
	if err != nil {
		return err
	}
	live.Store(e)
	if cfg.Policy == "" {
		return nil
	}
	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	go func() {
		defer signal.Stop(hup)
		modTime := fileModTime(cfg.Policy)
		t := time.NewTicker(cfg.PolicyPoll)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-hup:
			case <-t.C:
				if m := fileModTime(cfg.Policy); m.Equal(modTime) {
					continue
				} else {
					modTime = m
				}
			}
			e, err := load()
			if err != nil {
				logger.Error("policy reload refused; the previous policy stays in force", "err", err)
				continue
			}
			live.Store(e)
			logger.Info("policy reloaded", "file", cfg.Policy)
		}
	}()
	return nil
}

func fileModTime(path string) time.Time {
	st, err := os.Stat(path)
	if err != nil {
		return time.Time{}
	}
	return st.ModTime()
}

// hookScope scopes a Claude Code HTTP hook request: the tenant its token
// names, the project and context from the URL (?project=NAME, default
// "claude"; ?context=NAME, one the policy knows).
func hookScope(src middleware.Source) func(r *http.Request) (hook.Scope, error) {
	return func(r *http.Request) (hook.Scope, error) {
		id, _ := server.IdentityFrom(r.Context())
		q := r.URL.Query()
		s := hook.Scope{Tenant: id.Tenant, Project: orDefault(q.Get("project"), "claude"), Context: q.Get("context")}
		if !server.ValidName(s.Project) {
			return s, errors.New("project: use letters, digits, '.', '_' or '-' (1-64)")
		}
		if s.Context != "" {
			if _, err := src.Snapshot().AllowedTools(s.Context); err != nil {
				return s, errors.New("unknown context")
			}
		}
		return s, nil
	}
}
