package server

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"github.com/guardrail-go/guardrail/internal/hostaddr"
	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/server/agent"
)

// Tenant is one customer of the server: its token, and the browser
// origins allowed to open its sessions.
type Tenant struct {
	Name  string
	Token string
	// Origins are extra origin host patterns (path.Match syntax) allowed
	// for this tenant's WebSocket handshakes; the server's own host is
	// always allowed.
	Origins []string
	// Contexts are the tool profiles this tenant's sessions may use (the
	// client picks one per session or message); empty means all of them.
	// A context is a permission: "conversion" may write files and run npm.
	Contexts []string
}

// Limits bound what one connection may do. Zero fields take the defaults.
type Limits struct {
	// MaxFrameBytes is the largest client frame; a larger one closes the
	// connection with 1009 (message too big). Default 64 KiB.
	MaxFrameBytes int64
	// WriteTimeout bounds each frame written. Default 10 s.
	WriteTimeout time.Duration
	// PingInterval is how often the server pings to find dead peers.
	// Default 30 s.
	PingInterval time.Duration
	// TurnTimeout bounds one agent turn. Default 10 min.
	TurnTimeout time.Duration
	// SendBuffer is how many frames may wait for a slow client before the
	// turn waits for it. Default 64.
	SendBuffer int
	// SessionRate and SessionBurst limit messages per session; TenantRate
	// and TenantBurst per tenant. Defaults 1/s burst 5, and 20/s burst 50.
	SessionRate  float64
	SessionBurst int
	TenantRate   float64
	TenantBurst  int
	// MaxConnsPerTenant bounds one tenant's open connections (each may run
	// a turn, with the Claude agent a process); MaxConns bounds them all.
	// Defaults 256 and 10,000. Past them the handshake gets 429.
	MaxConnsPerTenant int
	MaxConns          int
	// MaxPendingApprovals bounds the approvals one connection waits on at
	// once, MaxApprovalBytes the bytes of their texts; past either, an ask
	// is denied without asking. Defaults 4 and 16 KiB.
	MaxPendingApprovals int
	MaxApprovalBytes    int
	// TenantChecks bounds the input checks one tenant runs at once
	// (default half the cores, at least one): a tenant's hostile messages
	// wait for its own slots and never take the cores other tenants'
	// checks need.
	TenantChecks int
}

func (l Limits) withDefaults() Limits {
	def := func(v *time.Duration, d time.Duration) {
		if *v <= 0 {
			*v = d
		}
	}
	if l.MaxFrameBytes <= 0 {
		l.MaxFrameBytes = 64 << 10
	}
	def(&l.WriteTimeout, 10*time.Second)
	def(&l.PingInterval, 30*time.Second)
	def(&l.TurnTimeout, 10*time.Minute)
	if l.SendBuffer <= 0 {
		l.SendBuffer = 64
	}
	if l.SessionRate == 0 {
		l.SessionRate, l.SessionBurst = 1, 5
	}
	if l.TenantRate == 0 {
		l.TenantRate, l.TenantBurst = 20, 50
	}
	if l.MaxConnsPerTenant <= 0 {
		l.MaxConnsPerTenant = 256
	}
	if l.MaxConns <= 0 {
		l.MaxConns = 10000
	}
	if l.MaxPendingApprovals <= 0 {
		l.MaxPendingApprovals = 4
	}
	if l.MaxApprovalBytes <= 0 {
		l.MaxApprovalBytes = 16 << 10
	}
	if l.TenantChecks <= 0 {
		// Half the cores: one tenant's checks leave the other half to
		// everyone else.
		l.TenantChecks = max(1, runtime.GOMAXPROCS(0)/2)
	}
	return l
}

// Config configures a Server. Policy and Agent are required.
type Config struct {
	// Policy is the policy in force (a *policy.Live reloads it); each
	// message, answer and turn is decided by one snapshot of it.
	Policy middleware.Source
	Agent  agent.Agent
	// Tenants lists who may connect, each with a token. With Open set and
	// no tenants, anyone may connect under any tenant name: only for a
	// demo bound to loopback (the serve command enforces that).
	Tenants []Tenant
	Open    bool
	// DefaultContext is the tool profile of a session that names none.
	// Default "analysis".
	DefaultContext string
	// ApprovalTimeout is how long a tool call the guard asks about waits
	// for the person's answer; then it is denied. Default 2 minutes.
	ApprovalTimeout time.Duration
	Limits          Limits
	// Log keeps sessions' frames for reconnects; default NewMemoryLog.
	Log SessionLog
	// SessionLimiter and TenantLimiter default to token buckets from Limits.
	SessionLimiter, TenantLimiter Limiter
	Logger                        *slog.Logger
	Metrics                       *Metrics
	// Workspaces, when set, gives each tenant's project its own directory:
	// the agent's turns run there, and it is the root the effects policy
	// confines their tool calls to. Nil: every turn runs in the agent's
	// own directory.
	Workspaces *Workspaces
	// MetricsToken guards /metrics (Authorization: Bearer), whose labels
	// name the rules that fire: not for the people the rules are kept
	// from. A server with tenants and no MetricsToken serves no metrics;
	// an open (loopback demo) server serves them to anyone local.
	MetricsToken string
}

// DefaultApprovalTimeout is Config.ApprovalTimeout's default.
const DefaultApprovalTimeout = 2 * time.Minute

// Server is the chat server. Create it with New; serve Handler(); stop it
// with Shutdown.
type Server struct {
	cfg     Config
	tenants map[string]Tenant
	mux     *http.ServeMux
	log     *slog.Logger
	metrics *Metrics

	draining atomic.Bool
	drain    chan struct{}

	checks *checkSlots

	mu        sync.Mutex
	conns     map[*conn]struct{}
	perTenant map[string]int
	sessions  map[SessionKey]*conn // the live connection of each session
	reserved  int                  // handshakes counted but not yet tracked
	wg        sync.WaitGroup
}

// New checks cfg and builds a server.
func New(cfg Config) (*Server, error) {
	if cfg.Policy == nil || cfg.Policy.Snapshot() == nil || cfg.Agent == nil {
		return nil, errors.New("server: Config.Policy and Config.Agent are required")
	}
	if len(cfg.Tenants) == 0 && !cfg.Open {
		return nil, errors.New("server: no tenants configured; set Open only for a demo bound to loopback")
	}
	cfg.Limits = cfg.Limits.withDefaults()
	if cfg.DefaultContext == "" {
		cfg.DefaultContext = "analysis"
	}
	if cfg.ApprovalTimeout <= 0 {
		cfg.ApprovalTimeout = DefaultApprovalTimeout
	}
	if _, err := cfg.Policy.Snapshot().AllowedTools(cfg.DefaultContext); err != nil {
		return nil, fmt.Errorf("server: default context: %w", err)
	}
	if cfg.Log == nil {
		cfg.Log = NewMemoryLog(0, 0)
	}
	if cfg.SessionLimiter == nil {
		cfg.SessionLimiter = NewTokenBuckets(cfg.Limits.SessionRate, cfg.Limits.SessionBurst)
	}
	if cfg.TenantLimiter == nil {
		cfg.TenantLimiter = NewTokenBuckets(cfg.Limits.TenantRate, cfg.Limits.TenantBurst)
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Metrics == nil {
		cfg.Metrics = NewMetrics()
	}
	s := &Server{
		cfg: cfg, tenants: map[string]Tenant{}, mux: http.NewServeMux(),
		log: cfg.Logger, metrics: cfg.Metrics, drain: make(chan struct{}), conns: map[*conn]struct{}{},
		sessions: map[SessionKey]*conn{}, perTenant: map[string]int{},
		checks: newCheckSlots(cfg.Limits.TenantChecks),
	}
	for _, t := range cfg.Tenants {
		if !validName.MatchString(t.Name) {
			return nil, fmt.Errorf("server: tenant name %q: use letters, digits, '.', '_' or '-' (1-64)", t.Name)
		}
		if t.Token == "" {
			return nil, fmt.Errorf("server: tenant %q has no token", t.Name)
		}
		if _, dup := s.tenants[t.Name]; dup {
			return nil, fmt.Errorf("server: tenant %q defined twice", t.Name)
		}
		for _, o := range s.tenants {
			if o.Token == t.Token {
				return nil, fmt.Errorf("server: tenants %q and %q share a token", o.Name, t.Name)
			}
		}
		s.tenants[t.Name] = t
	}
	s.mux.HandleFunc("GET /ws/chat/{tenant}/{project}", s.handleChat)
	s.mux.HandleFunc("GET /healthz", s.handleHealth)
	s.mux.Handle("GET /metrics", http.HandlerFunc(s.handleMetrics))
	return s, nil
}

// validName is what tenant and project names may look like.
var validName = regexp.MustCompile(`^[A-Za-z0-9._-]{1,64}$`)

// ValidName reports whether s may name a tenant or a project.
func ValidName(s string) bool { return validName.MatchString(s) }

// Handle mounts h on the server's mux (the web page).
func (s *Server) Handle(pattern string, h http.Handler) { s.mux.Handle(pattern, h) }

// HandleTenant mounts h behind the tenants' tokens (Authorization: Bearer)
// and the tenant rate limit: for endpoints such as POST /v1/check whose
// answers name rules and are meant for a tenant's services, not for
// anonymous callers. With an open (demo) server it only rate-limits, and
// the tenant is "open". h finds the tenant with IdentityFrom.
func (s *Server) HandleTenant(pattern string, h http.Handler) { s.HandleTenantLimited(pattern, h, nil) }

// HandleTenantLimited is HandleTenant for an endpoint whose clients read
// any status but one as "go on" (Claude Code's HTTP hooks): limited
// answers the requests over the tenant's limit, or that a limiter which
// cannot answer (a shared store that is down) refuses. nil answers 429.
func (s *Server) HandleTenantLimited(pattern string, h, limited http.Handler) {
	if limited == nil {
		limited = http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			http.Error(w, "rate limited", http.StatusTooManyRequests)
		})
	}
	s.mux.Handle(pattern, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tenant := "open"
		if !s.open() {
			tenant = ""
			if tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); ok {
				for name, t := range s.tenants {
					if subtle.ConstantTimeCompare([]byte(tok), []byte(t.Token)) == 1 {
						tenant = name
					}
				}
			}
			if tenant == "" {
				http.Error(w, "unauthorized", http.StatusUnauthorized)
				return
			}
		}
		if !s.cfg.TenantLimiter.Allow(tenant) {
			limited.ServeHTTP(w, r)
			return
		}
		// The tenant the token names is who asks: IdentityFrom gives it
		// to h, which must not take another from the body.
		h.ServeHTTP(w, r.WithContext(WithIdentity(r.Context(), Identity{Tenant: tenant})))
	}))
}

// ScopeToTenant is the httpguard.CheckOptions Scope of an endpoint mounted
// with HandleTenant: an operation is the authenticated tenant's, whatever
// its body says, so one tenant never reads or marks another's session
// state; and it names no directory, so the server never reads its own
// disk at a path a client sent.
func ScopeToTenant(ctx context.Context, op *middleware.Operation) {
	id, _ := IdentityFrom(ctx)
	op.Tenant = id.Tenant
	op.Dir = ""
}

// Handler returns the server's HTTP handler. An open (demo) server answers
// only requests addressed to a loopback name, from a loopback page: its
// sessions need no token, so a web site that rebinds its own name to
// 127.0.0.1 (DNS rebinding) must not be able to drive it.
func (s *Server) Handler() http.Handler {
	if !s.open() {
		return s.mux
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !loopbackHost(r.Host) {
			http.Error(w, "this demo server answers only on localhost", http.StatusMisdirectedRequest)
			return
		}
		if o := r.Header.Get("Origin"); o != "" {
			u, err := url.Parse(o)
			if err != nil || !loopbackHost(u.Host) {
				http.Error(w, "cross-origin request refused", http.StatusForbidden)
				return
			}
		}
		s.mux.ServeHTTP(w, r)
	})
}

// contextAllowed reports whether tenant's sessions may use the context.
func (s *Server) contextAllowed(tenant, ctxName string) bool {
	t, ok := s.tenants[tenant]
	if !ok || len(t.Contexts) == 0 {
		return true // open server, or a tenant allowed every context
	}
	return slices.Contains(t.Contexts, ctxName)
}

func (s *Server) open() bool { return s.cfg.Open && len(s.tenants) == 0 }

// loopbackHost reports whether a Host header (name or IP, with or without
// a port) names this machine's loopback interface.
func loopbackHost(hostport string) bool {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	return hostaddr.Loopback(host)
}

// Metrics returns the server's metrics.
func (s *Server) Metrics() *Metrics { return s.metrics }

func (s *Server) handleHealth(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	if s.draining.Load() {
		w.WriteHeader(http.StatusServiceUnavailable)
		fmt.Fprint(w, `{"status":"draining"}`)
		return
	}
	fmt.Fprint(w, `{"status":"ok"}`)
}

func (s *Server) handleMetrics(w http.ResponseWriter, r *http.Request) {
	if !s.open() {
		tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if s.cfg.MetricsToken == "" {
			http.NotFound(w, r)
			return
		}
		if !ok || subtle.ConstantTimeCompare([]byte(tok), []byte(s.cfg.MetricsToken)) != 1 {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
	}
	s.metrics.ServeHTTP(w, r)
}

// authorize checks the tenant and its token, and returns the origin
// patterns to allow. The error is an HTTP status and a short text that
// says nothing about other tenants.
func (s *Server) authorize(r *http.Request, tenant string) ([]string, int, string) {
	if s.open() {
		return nil, 0, ""
	}
	t, ok := s.tenants[tenant]
	token := r.URL.Query().Get("token")
	if h := r.Header.Get("Authorization"); strings.HasPrefix(h, "Bearer ") {
		token = strings.TrimPrefix(h, "Bearer ")
	}
	// Unknown tenant and wrong token answer alike, so a caller cannot
	// probe which tenants exist.
	if !ok || subtle.ConstantTimeCompare([]byte(token), []byte(t.Token)) != 1 {
		return nil, http.StatusUnauthorized, "unauthorized"
	}
	return t.Origins, 0, ""
}

func (s *Server) handleChat(w http.ResponseWriter, r *http.Request) {
	tenant, project := r.PathValue("tenant"), r.PathValue("project")
	if !validName.MatchString(tenant) || !validName.MatchString(project) {
		s.metrics.rejected.Add(1)
		http.Error(w, "bad tenant or project name", http.StatusBadRequest)
		return
	}
	if s.draining.Load() {
		s.metrics.rejected.Add(1)
		http.Error(w, "shutting down", http.StatusServiceUnavailable)
		return
	}
	origins, status, msg := s.authorize(r, tenant)
	if status != 0 {
		s.metrics.rejected.Add(1)
		s.log.Warn("websocket refused", "tenant", tenant, "project", project, "status", status)
		http.Error(w, msg, status)
		return
	}
	q := r.URL.Query()
	ctxName := q.Get("context")
	if ctxName == "" {
		ctxName = s.cfg.DefaultContext
	}
	if _, err := s.policy().AllowedTools(ctxName); err != nil {
		s.metrics.rejected.Add(1)
		http.Error(w, "unknown context", http.StatusBadRequest)
		return
	}
	if !s.contextAllowed(tenant, ctxName) {
		s.metrics.rejected.Add(1)
		http.Error(w, "context not allowed", http.StatusForbidden)
		return
	}
	dir := ""
	if s.cfg.Workspaces != nil {
		var err error
		if dir, err = s.cfg.Workspaces.Dir(tenant, project); err != nil {
			s.metrics.rejected.Add(1)
			s.log.Error("workspace unavailable", "tenant", tenant, "project", project, "err", err)
			http.Error(w, "workspace unavailable", http.StatusServiceUnavailable)
			return
		}
	}
	if !s.reserve(tenant) {
		s.metrics.rejected.Add(1)
		http.Error(w, "too many sessions", http.StatusTooManyRequests)
		return
	}
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: origins})
	if err != nil {
		s.unreserve(tenant)
	}
	if err != nil {
		// Accept has answered (403 for a foreign origin).
		s.metrics.rejected.Add(1)
		s.log.Warn("websocket handshake failed", "tenant", tenant, "project", project, "err", err)
		return
	}
	ws.SetReadLimit(s.cfg.Limits.MaxFrameBytes)
	c := s.newConn(ws, tenant, project, ctxName, requestLocale(r))
	c.dir = dir
	s.track(c)
	defer s.untrack(c)
	c.serve(r.Context(), q.Get("session"), q.Get("since"))
}

// requestLocale is the locale a chat connection speaks: the page's own
// choice (?lang=, the same negotiation the page made for its strings) when
// it names one the server has, else the handshake's Accept-Language, else
// none (the policy's pin, or English). Only the matched tag is kept.
func requestLocale(r *http.Request) string {
	have := middleware.Locales()
	if l := middleware.MatchLocale(r.URL.Query().Get("lang"), have); l != "" {
		return l
	}
	return middleware.MatchLocale(r.Header.Get("Accept-Language"), have)
}

// reserve counts a connection against the limits before the handshake
// (and against Shutdown's wait group, so none slips in after it starts
// waiting); false means a limit is reached or the server is draining.
func (s *Server) reserve(tenant string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.draining.Load() || s.perTenant[tenant] >= s.cfg.Limits.MaxConnsPerTenant ||
		len(s.conns)+s.reserved >= s.cfg.Limits.MaxConns {
		return false
	}
	s.perTenant[tenant]++
	s.reserved++
	s.wg.Add(1)
	return true
}

// unreserve gives back a reservation whose handshake failed.
func (s *Server) unreserve(tenant string) {
	s.mu.Lock()
	s.reserved--
	s.dropTenant(tenant)
	s.mu.Unlock()
	s.wg.Done()
}

// dropTenant uncounts one of tenant's connections; s.mu is held.
func (s *Server) dropTenant(tenant string) {
	if s.perTenant[tenant]--; s.perTenant[tenant] <= 0 {
		delete(s.perTenant, tenant)
	}
}

func (s *Server) track(c *conn) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.reserved--
	s.conns[c] = struct{}{}
	s.metrics.openSessions.Add(1)
}

func (s *Server) untrack(c *conn) {
	s.mu.Lock()
	delete(s.conns, c)
	s.dropTenant(c.key.Tenant)
	s.mu.Unlock()
	s.metrics.openSessions.Add(-1)
	s.wg.Done()
}

// claim makes c the live connection of its session. A previous one is
// told it was replaced, closed, and waited for, so that two connections
// never number frames of one session at once.
func (s *Server) claim(c *conn) {
	s.mu.Lock()
	prev := s.sessions[c.key]
	s.sessions[c.key] = c
	s.mu.Unlock()
	if prev == nil || prev == c {
		return
	}
	prev.replaced.Store(true)
	// Close (not cancel): the peer gets a close frame saying why. Its
	// reader then ends, and with it the old connection's serve.
	go prev.ws.Close(websocket.StatusPolicyViolation, reasonResumed)
	<-prev.finished
}

// release forgets c as its session's live connection, unless a newer one
// has claimed the session since.
func (s *Server) release(c *conn) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.sessions[c.key] == c {
		delete(s.sessions, c.key)
	}
}

// Shutdown stops taking connections, lets running turns finish until ctx
// is done, then cancels what is left and closes every socket with 1001
// (going away). It does not stop the http.Server: call its Shutdown too
// (it does not wait for hijacked WebSocket connections).
func (s *Server) Shutdown(ctx context.Context) error {
	s.mu.Lock()
	if !s.draining.Swap(true) {
		close(s.drain)
	}
	s.mu.Unlock()
	done := make(chan struct{})
	go func() { s.wg.Wait(); close(done) }()
	select {
	case <-done:
		return nil
	case <-ctx.Done():
		// Past the deadline: cancel the turns still running; each ends
		// with turn_end "cancelled" and its socket then closes with 1001.
		s.mu.Lock()
		for c := range s.conns {
			go c.stopTurn()
		}
		s.mu.Unlock()
		<-done
		return ctx.Err()
	}
}

// policy returns the snapshot in force. New refused a source holding
// none, and a live policy cannot be emptied (policy.Live.Store).
func (s *Server) policy() middleware.Snapshot { return s.cfg.Policy.Snapshot() }
