// Package redistest starts a real redis-server for a test: on a free
// loopback port, with a temporary directory and no persistence, stopped
// when the test ends (or earlier, by Stop, to test an outage).
//
// A test that needs Redis calls Start. Where redis-server is not installed
// it skips, unless GUARDRAIL_REQUIRE_REDIS is set (the Taskfile's test
// tasks set it and install Debian's redis-server first), so CI never skips
// these tests silently.
package redistest

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// RequireEnv names the environment variable that turns a missing
// redis-server from a skip into a failure.
const RequireEnv = "GUARDRAIL_REQUIRE_REDIS"

// Server is one redis-server process.
type Server struct {
	// Addr is host:port on loopback.
	Addr string

	cmd    *exec.Cmd
	output *strings.Builder // the server's log, for failures
	outMu  *sync.Mutex
	copied chan struct{} // closed when the log pipe is drained
	once   sync.Once
}

// URL is the server's redis:// URL.
func (s *Server) URL() string { return "redis://" + s.Addr + "/0" }

// Binary returns the redis-server path, or skips t (fails it when
// GUARDRAIL_REQUIRE_REDIS is set).
func Binary(t testing.TB) string {
	t.Helper()
	bin, err := exec.LookPath("redis-server")
	if err != nil {
		if os.Getenv(RequireEnv) == "" {
			t.Skip("redis-server is not installed (go tool -modfile=tools/go.mod task redis:install); set " + RequireEnv + "=1 to fail instead")
		}
		t.Fatalf("%s is set but redis-server is not installed: %v", RequireEnv, err)
	}
	return bin
}

// Start starts a redis-server for t and stops it when t ends.
func Start(t testing.TB) *Server {
	t.Helper()
	bin := Binary(t)
	dir := t.TempDir()
	// A free port is found by listening and closing; another process may
	// take it before redis binds, so a failed bind is tried again.
	var tried []string
	for range 5 {
		s, err := start(bin, dir, freePort(t))
		if err == nil {
			t.Cleanup(s.Stop)
			return s
		}
		tried = append(tried, err.Error())
	}
	t.Fatalf("redis-server did not start:\n%s", strings.Join(tried, "\n"))
	return nil
}

func freePort(t testing.TB) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	return port
}

// start runs redis-server on port and waits for its "Ready to accept
// connections" line (an event, not a sleep); it fails when the process
// ends first.
func start(bin, dir string, port int) (*Server, error) {
	cmd := exec.Command(bin,
		"--port", strconv.Itoa(port), "--bind", "127.0.0.1", "--protected-mode", "yes",
		"--dir", dir, "--save", "", "--appendonly", "no", "--daemonize", "no", "--logfile", "",
		"--databases", "1", "--maxmemory-policy", "noeviction")
	pipe, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	cmd.Stderr = cmd.Stdout
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &Server{Addr: net.JoinHostPort("127.0.0.1", strconv.Itoa(port)), cmd: cmd,
		output: &strings.Builder{}, outMu: &sync.Mutex{}, copied: make(chan struct{})}
	r := bufio.NewReader(pipe)
	for {
		line, err := r.ReadString('\n')
		s.log(line)
		if strings.Contains(line, "Ready to accept connections") {
			break
		}
		if err != nil {
			_ = cmd.Wait()
			return nil, fmt.Errorf("port %d: %s", port, s.Output())
		}
	}
	go func() {
		defer close(s.copied)
		_, _ = io.Copy(writerFunc(s.log), r)
	}()
	return s, nil
}

func (s *Server) log(line string) {
	s.outMu.Lock()
	defer s.outMu.Unlock()
	s.output.WriteString(line)
}

// Output returns what the server has logged.
func (s *Server) Output() string {
	s.outMu.Lock()
	defer s.outMu.Unlock()
	return s.output.String()
}

// Stop kills the server and waits for it: a test may call it to see what
// an outage does; it is also called when the test ends.
func (s *Server) Stop() {
	s.once.Do(func() {
		_ = s.cmd.Process.Kill()
		<-s.copied
		_ = s.cmd.Wait()
	})
}

type writerFunc func(string)

func (w writerFunc) Write(p []byte) (int, error) { w(string(p)); return len(p), nil }
