// Package claude runs the Claude Code CLI as a subprocess behind the
// guardrail: one process per turn, stream-json in and out, and the
// tool:run chain (agent.Config.Gate) asked about every tool call through
// Claude Code's stdio control protocol.
//
// Two control requests carry tool calls to the bridge. A PreToolUse hook
// callback, registered in the initialize handshake, fires for every call,
// including the read-only ones Claude Code would run without asking; a
// can_use_tool request (--permission-prompt-tool stdio) fires for calls
// that need a permission decision, and is how AskUserQuestion reaches the
// host. Both are answered from Gate; see docs/agents.md for why this and
// not a hook command.
package claude

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/guardrail-go/guardrail/server/agent"
)

// Defaults for Options.
const (
	DefaultBinary       = "claude"
	DefaultMaxLineBytes = 4 << 20
	DefaultKillGrace    = 2 * time.Second
)

// Options configure the bridge. The zero value runs "claude" from PATH.
type Options struct {
	// Binary is the claude executable: a path, or a name looked up on PATH.
	Binary string
	// Args are extra flags, put after the bridge's own ("--model", "opus").
	Args []string
	// Dir is the working directory of the CLI; empty means the server's.
	Dir string
	// Env is added to the server's environment (KEY=value entries).
	Env []string
	// MaxTurns is passed as --max-turns when positive.
	MaxTurns int
	// Logger receives the CLI's stderr (sanitized) and the denials; nil
	// discards them.
	Logger *slog.Logger
	// MaxLineBytes bounds one stream-json line; a longer one ends the turn
	// with a *LineTooLongError. Default DefaultMaxLineBytes.
	MaxLineBytes int
	// KillGrace is how long a cancelled CLI gets between SIGTERM and
	// SIGKILL (it flushes its session file on SIGTERM). Default
	// DefaultKillGrace.
	KillGrace time.Duration
	// InitTimeout bounds the wait for the CLI to accept the initialize
	// request that registers the guard's hook; without that answer the
	// turn is not run. Default DefaultInitTimeout.
	InitTimeout time.Duration
}

// DefaultInitTimeout is Options.InitTimeout's default: the CLI answers
// initialize before it loads anything slow.
const DefaultInitTimeout = 30 * time.Second

// Agent is the Claude Code bridge. It is safe for concurrent use; turns of
// one session must not overlap (the CLI's session file has one writer).
type Agent struct {
	gate   agent.Gate
	redact func(string) string
	opts   Options
	bin    string
	log    *slog.Logger

	mu sync.Mutex
	// started holds the session ids the CLI has created, so the next turn
	// resumes instead of creating. It lives in memory: after a restart the
	// first turn of an old session fails and the server starts a new one.
	started map[string]bool
}

var _ agent.Agent = (*Agent)(nil)

// ErrNoGate is returned by New for a Config without a Gate.
var ErrNoGate = errors.New("claude: Config.Gate is required: an agent without a gate runs tools unchecked")

// ErrNoRedact is returned by New without a Config.Redact: the CLI's
// diagnostics are logged, and only the policy may say what they hide.
var ErrNoRedact = errors.New("claude: Config.Redact is required: the CLI's diagnostics are logged")

// New returns a bridge. The binary is resolved now, so a missing CLI fails
// at construction, not on the first turn.
func New(cfg agent.Config, opts Options) (*Agent, error) {
	if cfg.Gate == nil {
		return nil, ErrNoGate
	}
	if cfg.Redact == nil {
		return nil, ErrNoRedact
	}
	if opts.Binary == "" {
		opts.Binary = DefaultBinary
	}
	bin, err := exec.LookPath(opts.Binary)
	if err != nil {
		return nil, fmt.Errorf("claude: %w", err)
	}
	if opts.MaxLineBytes <= 0 {
		opts.MaxLineBytes = DefaultMaxLineBytes
	}
	if opts.InitTimeout <= 0 {
		opts.InitTimeout = DefaultInitTimeout
	}
	if opts.KillGrace <= 0 {
		opts.KillGrace = DefaultKillGrace
	}
	if opts.MaxTurns < 0 {
		return nil, fmt.Errorf("claude: MaxTurns %d: want 0 (no limit) or more", opts.MaxTurns)
	}
	lg := opts.Logger
	if lg == nil {
		lg = slog.New(slog.DiscardHandler)
	}
	return &Agent{gate: cfg.Gate, redact: cfg.Redact, opts: opts, bin: bin, log: lg, started: map[string]bool{}}, nil
}

// SessionID returns the CLI session id (a UUID, which --session-id
// requires) for a conversation: a hash of tenant, project and session, so
// the same conversation always maps to the same CLI session and two
// tenants never share one.
func SessionID(tenant, project, session string) string {
	h := sha256.New()
	for _, s := range []string{tenant, project, session} {
		h.Write([]byte(strconv.Itoa(len(s))))
		h.Write([]byte{':'})
		h.Write([]byte(s))
	}
	var u [16]byte
	copy(u[:], h.Sum(nil))
	u[6] = u[6]&0x0f | 0x50 // version 5 (name-based, SHA)
	u[8] = u[8]&0x3f | 0x80 // RFC 4122 variant
	return fmt.Sprintf("%x-%x-%x-%x-%x", u[0:4], u[4:6], u[6:8], u[8:10], u[10:16])
}

// args builds the command line for a turn.
func (a *Agent) args(t agent.Turn, session string, resume bool) []string {
	args := []string{
		"-p",
		"--output-format", "stream-json",
		"--verbose",
		"--input-format", "stream-json",
		"--permission-prompt-tool=stdio",
	}
	if len(t.AllowedTools) > 0 {
		// One comma-joined value, as the Agent SDK passes it.
		args = append(args, "--allowedTools="+strings.Join(t.AllowedTools, ","))
	}
	if session != "" {
		if resume {
			args = append(args, "--resume="+session)
		} else {
			args = append(args, "--session-id="+session)
		}
	}
	if a.opts.MaxTurns > 0 {
		args = append(args, "--max-turns="+strconv.Itoa(a.opts.MaxTurns))
	}
	return append(args, a.opts.Args...)
}

// Start runs the turn in a new CLI process.
func (a *Agent) Start(ctx context.Context, t agent.Turn) (agent.Run, error) {
	if strings.TrimSpace(t.Message) == "" {
		return nil, errors.New("claude: empty message")
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	var session string
	resume := false
	if t.Session != "" {
		session = SessionID(t.Tenant, t.Project, t.Session)
		a.mu.Lock()
		resume = a.started[session]
		a.mu.Unlock()
	}
	cmd := exec.Command(a.bin, a.args(t, session, resume)...)
	cmd.Dir = a.opts.Dir
	if t.Dir != "" {
		cmd.Dir = t.Dir // the tenant's project workspace
	}
	tag := newTurnTag()
	cmd.Env = append(append(os.Environ(), a.opts.Env...), tag)
	return start(ctx, a, t, session, cmd, tag)
}

func (a *Agent) markStarted(session string) {
	if session == "" {
		return
	}
	a.mu.Lock()
	a.started[session] = true
	a.mu.Unlock()
}

// LineTooLongError ends a turn whose CLI wrote a line over the limit.
type LineTooLongError struct{ Limit int }

func (e *LineTooLongError) Error() string {
	return fmt.Sprintf("claude: a stream-json line is over the %d-byte limit", e.Limit)
}

// ExitError reports a CLI that ended without finishing its turn cleanly:
// a non-zero exit, a signal, or an exit without a result message.
type ExitError struct {
	// Code is the exit status, -1 when a signal ended it.
	Code int
	// Signal names the signal that ended it, if any.
	Signal string
	// NoResult is set when the CLI exited before it sent a result.
	NoResult bool
}

func (e *ExitError) Error() string {
	switch {
	case e.Signal != "":
		return "claude: the agent was stopped by a signal (" + e.Signal + ")"
	case e.Code != 0:
		return fmt.Sprintf("claude: the agent exited with status %d", e.Code)
	default:
		return "claude: the agent exited before finishing its turn"
	}
}
