package fakemodel

import (
	"context"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"
)

// BinaryEnv names the variable that points the end-to-end tests at a
// Claude Code binary (`task claude:install` puts the pinned one in
// .cache/claude-code; `task test:claude` sets the variable).
const BinaryEnv = "GUARDRAIL_CLAUDE_BIN"

// versionTimeout bounds `claude --version`: it loads the whole CLI.
const versionTimeout = 60 * time.Second

var versions sync.Map // binary path → *probe

type probe struct {
	once    sync.Once
	version string
	err     error
}

// Binary returns the Claude Code binary named by GUARDRAIL_CLAUDE_BIN,
// having checked once per process that it runs. Unset, the test is
// skipped with a note on how to run it; set to something that does not
// run, the test fails: a CI that asked for these tests must not pass
// without them.
func Binary(t testing.TB) string {
	t.Helper()
	bin := os.Getenv(BinaryEnv)
	if bin == "" {
		t.Skipf("%s is not set: `task test:claude` installs the pinned Claude Code CLI and runs these tests", BinaryEnv)
	}
	v, _ := versions.LoadOrStore(bin, &probe{})
	p := v.(*probe)
	p.once.Do(func() { p.version, p.err = version(bin) })
	if p.err != nil {
		t.Fatalf("%s=%s does not run: %v (install it with `task claude:install`)", BinaryEnv, bin, p.err)
	}
	return bin
}

// version runs `bin --version` with a clean HOME and no network
// configuration, and wants the answer to name Claude Code.
func version(bin string) (string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), versionTimeout)
	defer cancel()
	home, err := os.MkdirTemp("", "claude-version")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(home)
	cmd := exec.CommandContext(ctx, bin, "--version")
	cmd.Env = append(os.Environ(), "HOME="+home, "DISABLE_TELEMETRY=1", "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC=1")
	out, err := cmd.CombinedOutput()
	text := strings.TrimSpace(string(out))
	if err != nil {
		return "", &versionError{err: err, out: text}
	}
	if !strings.Contains(text, "Claude Code") {
		return "", &versionError{out: text}
	}
	return text, nil
}

// versionError reports a binary whose --version failed or did not name
// Claude Code.
type versionError struct {
	err error
	out string
}

func (e *versionError) Error() string {
	if e.err != nil && e.out != "" {
		return "--version: " + e.err.Error() + ": " + e.out
	}
	if e.err != nil {
		return "--version: " + e.err.Error()
	}
	return "--version printed " + e.out + ", not a Claude Code version"
}

func (e *versionError) Unwrap() error { return e.err }
