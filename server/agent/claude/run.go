package claude

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/guardrail-go/guardrail/server/agent"
)

// errTurnOver cancels a run's context when the turn has ended, to release
// control handlers still waiting (an unanswered question).
var errTurnOver = errors.New("claude: turn over")

// drainGrace bounds how long the pipes are read after the CLI exited: a
// straggler that escaped the process group must not hold the turn open.
const drainGrace = 250 * time.Millisecond

type run struct {
	a       *Agent
	turn    agent.Turn
	session string
	cmd     *exec.Cmd
	tag     string // the turn's environment mark (reap.go)
	begun   time.Time

	// stop is cancelled by Cancel or the caller's ctx; ctx by stop or when
	// the turn is over.
	stop       context.Context
	stopCancel context.CancelFunc
	ctx        context.Context
	cancel     context.CancelCauseFunc

	stdinMu     sync.Mutex // serialises writes
	stdin       *os.File
	stdinClosed atomic.Bool
	stdinOnce   sync.Once

	// initDone receives the CLI's answer to the initialize request that
	// registers the gate's PreToolUse hook.
	initDone chan error

	stdout, stderr *os.File

	out  chan json.RawMessage
	done chan struct{}
	err  error // set before done is closed

	mu        sync.Mutex
	questions map[string]*question          // by tool_use id
	inflight  map[string]context.CancelFunc // control requests, by request_id
	sawResult bool
	handlers  sync.WaitGroup
}

var _ agent.Run = (*run)(nil)

// question is an AskUserQuestion call waiting for the person's answer.
type question struct {
	answer   chan map[string]string // buffered 1
	answered bool
}

func start(ctx context.Context, a *Agent, t agent.Turn, session string, cmd *exec.Cmd, tag string) (*run, error) {
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("claude: %w", err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		closeAll(inR, inW)
		return nil, fmt.Errorf("claude: %w", err)
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		closeAll(inR, inW, outR, outW)
		return nil, fmt.Errorf("claude: %w", err)
	}
	// Files, not io.Readers: exec hands them to the child as they are, so
	// Wait returns when the CLI exits, without waiting on copy goroutines
	// a grandchild could keep alive by holding the pipe.
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, errW
	// Its own process group, so cancelling kills the tools it spawned too.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		closeAll(inR, inW, outR, outW, errR, errW)
		return nil, fmt.Errorf("claude: starting the CLI: %w", err)
	}
	closeAll(inR, outW, errW)

	r := &run{
		a: a, turn: t, session: session, cmd: cmd, tag: tag, begun: time.Now(),
		stdin: inW, stdout: outR, stderr: errR,
		out:       make(chan json.RawMessage),
		done:      make(chan struct{}),
		questions: map[string]*question{},
		inflight:  map[string]context.CancelFunc{},
		initDone:  make(chan error, 1),
	}
	r.stop, r.stopCancel = context.WithCancel(ctx)
	r.ctx, r.cancel = context.WithCancelCause(r.stop)

	// The SDK's handshake: register the PreToolUse callback that puts the
	// gate in front of every tool call, and the PostToolUse one that judges
	// what each call brought back before the model reads it, and send the
	// prompt only once the CLI has accepted them. Tools on --allowedTools
	// never reach can_use_tool, so without the hook they would run
	// unchecked: a refused or missing handshake fails the turn (fail
	// closed).
	init := map[string]any{
		"type":       "control_request",
		"request_id": initRequestID,
		"request": map[string]any{
			"subtype": "initialize",
			"hooks": map[string]any{
				"PreToolUse": []any{map[string]any{
					"hookCallbackIds": []string{preToolUseCallbackID},
					// A failed callback blocks the call: fail closed.
					"onFailure": "block",
				}},
				"PostToolUse": []any{map[string]any{
					"hookCallbackIds": []string{postToolUseCallbackID},
					"onFailure":       "block",
				}},
			},
		},
	}
	prompt := map[string]any{
		"type":               "user",
		"message":            map[string]any{"role": "user", "content": t.Message},
		"parent_tool_use_id": nil,
		"session_id":         session,
	}
	if err := r.write(init); err != nil {
		a.log.Warn("claude: writing to the CLI", "err", err)
	}
	go r.supervise()
	go func() {
		t := time.NewTimer(a.opts.InitTimeout)
		defer t.Stop()
		var err error
		select {
		case err = <-r.initDone:
		case <-t.C:
			err = errors.New("no answer to the initialize request")
		case <-r.ctx.Done():
			return
		}
		if err != nil {
			a.log.Error("claude: the CLI did not accept the guard's hook; the turn is stopped", "err", err)
			r.cancel(&HandshakeError{Err: err})
			return
		}
		if err := r.write(prompt); err != nil {
			a.log.Warn("claude: writing to the CLI", "err", err)
		}
	}()
	return r, nil
}

// HandshakeError reports a CLI that did not accept the initialize request
// registering the guard's hook: the turn is not run.
type HandshakeError struct{ Err error }

func (e *HandshakeError) Error() string { return "claude: handshake failed: " + e.Err.Error() }

func (e *HandshakeError) Unwrap() error { return e.Err }

func closeAll(fs ...*os.File) {
	for _, f := range fs {
		_ = f.Close()
	}
}

// Messages implements agent.Run.
func (r *run) Messages() <-chan json.RawMessage { return r.out }

// Cancel implements agent.Run.
func (r *run) Cancel() { r.stopCancel() }

// Err implements agent.Run.
func (r *run) Err() error {
	select {
	case <-r.done:
		return r.err
	default:
		return nil
	}
}

// Answer implements agent.Run: the answer goes back to the CLI as the
// AskUserQuestion call's updatedInput, question text → chosen labels
// joined with ", " (how the SDK carries a multiSelect answer).
func (r *run) Answer(ctx context.Context, ans agent.Answer) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if len(ans.Answers) == 0 {
		return errors.New("claude: an answer needs at least one question answered")
	}
	joined := make(map[string]string, len(ans.Answers))
	for q, labels := range ans.Answers {
		joined[q] = strings.Join(labels, ", ")
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	q := r.questions[ans.ToolUseID]
	if q == nil || q.answered || r.ctx.Err() != nil {
		return agent.ErrNoPendingQuestion
	}
	q.answered = true
	q.answer <- joined
	return nil
}

// question returns the pending question for a tool_use id, creating it:
// the assistant's tool_use line and the CLI's can_use_tool request both
// announce it, and a quick person may answer between the two.
func (r *run) question(id string) *question {
	r.mu.Lock()
	defer r.mu.Unlock()
	q := r.questions[id]
	if q == nil {
		q = &question{answer: make(chan map[string]string, 1)}
		r.questions[id] = q
	}
	return q
}

func (r *run) dropQuestion(id string) {
	r.mu.Lock()
	delete(r.questions, id)
	r.mu.Unlock()
}

// write sends one JSON line to the CLI's stdin.
func (r *run) write(v any) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	b = append(b, '\n')
	r.stdinMu.Lock()
	defer r.stdinMu.Unlock()
	if r.stdinClosed.Load() {
		return os.ErrClosed
	}
	_, err = r.stdin.Write(b)
	return err
}

// closeStdin tells the CLI there is nothing more to do: with stream-json
// input it exits once its input ends.
//
// It does not take stdinMu: a write blocked on a full pipe (a CLI that
// stopped reading) holds it, and closing the pipe is what unblocks that
// write.
func (r *run) closeStdin() {
	r.stdinOnce.Do(func() {
		r.stdinClosed.Store(true)
		_ = r.stdin.Close()
	})
}

// signal sends sig to the CLI's whole process group.
func (r *run) signal(sig syscall.Signal) {
	if err := syscall.Kill(-r.cmd.Process.Pid, sig); err != nil && !errors.Is(err, syscall.ESRCH) {
		r.a.log.Warn("claude: signalling the CLI", "signal", sig.String(), "err", err)
	}
}

// supervise owns the process: it reads its output, waits for it, kills
// its group when the turn is cancelled, and closes Messages last.
func (r *run) supervise() {
	var stderrDone sync.WaitGroup
	stderrDone.Go(r.readStderr)
	exited := make(chan error, 1)
	go func() { exited <- r.cmd.Wait() }()
	readDone := make(chan error, 1)
	go func() { readDone <- r.readStdout() }()

	var (
		waitErr, readErr  error
		gotExit, gotRead  bool
		killAt, exitLimit <-chan time.Time
		terminating       bool
	)
	terminate := func() {
		if !terminating {
			terminating = true
			r.signal(syscall.SIGTERM) // first: nothing below may delay it
			r.closeStdin()
			killAt = time.After(r.a.opts.KillGrace)
		}
	}
	ctxDone := r.ctx.Done()
	for !gotExit || !gotRead {
		select {
		case <-ctxDone:
			ctxDone = nil
			terminate()
		case <-killAt:
			killAt = nil
			r.signal(syscall.SIGKILL)
		case <-exitLimit:
			// Output ended but the CLI lingers: it will not finish now.
			exitLimit = nil
			terminate()
		case waitErr = <-exited:
			gotExit = true
			killAt, exitLimit = nil, nil
			// Nothing of the turn may outlive it: tools it left running
			// in its group go too, and so do those it started in groups
			// of their own (they carry the turn's tag).
			r.signal(syscall.SIGKILL)
			if n := reapTagged(r.tag); n > 0 {
				r.a.log.Info("claude: killed processes the turn left behind", "session", r.session, "count", n)
			}
			deadline := time.Now().Add(drainGrace)
			_ = r.stdout.SetReadDeadline(deadline)
			_ = r.stderr.SetReadDeadline(deadline)
		case readErr = <-readDone:
			gotRead = true
			r.closeStdin()
			if readErr != nil {
				terminate()
			} else if !gotExit {
				exitLimit = time.After(r.a.opts.KillGrace)
			}
		}
	}
	stopped := r.stop.Err() // Cancel or the caller's ctx, before our own cancel
	var handshake *HandshakeError
	errors.As(context.Cause(r.ctx), &handshake)
	r.cancel(errTurnOver)
	r.handlers.Wait()
	stderrDone.Wait()
	r.closeStdin()
	closeAll(r.stdout, r.stderr)

	r.mu.Lock()
	sawResult := r.sawResult
	r.mu.Unlock()
	switch {
	case stopped != nil:
		r.err = stopped
	case handshake != nil:
		r.err = handshake
	case readErr != nil:
		r.err = readErr
	case waitErr != nil:
		r.err = exitError(waitErr)
	case !sawResult:
		r.err = &ExitError{NoResult: true}
	}
	if r.err != nil && stopped == nil {
		r.a.log.Warn("claude: turn failed", "session", r.session, "err", r.err)
		if !sawResult || readErr != nil {
			r.emitFailure(r.err)
		}
	}
	r.stopCancel()
	close(r.done)
	close(r.out)
}

func exitError(err error) error {
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		return fmt.Errorf("claude: waiting for the CLI: %w", err)
	}
	e := &ExitError{Code: ee.ExitCode()}
	if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		e.Signal = ws.Signal().String()
	}
	return e
}

// emitFailure sends the error-shaped result the CLI would have sent, so the
// chat shows a failed turn rather than a silent one. It says what failed,
// never the CLI's stderr, which may hold paths and secrets.
func (r *run) emitFailure(err error) {
	text := "The agent stopped unexpectedly: " + strings.TrimPrefix(err.Error(), "claude: ")
	msg := map[string]any{
		"type":            "result",
		"subtype":         "error_during_execution",
		"is_error":        true,
		"duration_ms":     time.Since(r.begun).Milliseconds(),
		"duration_api_ms": 0,
		"num_turns":       0,
		"result":          text,
		"errors":          []string{text},
		"session_id":      r.session,
	}
	b, mErr := json.Marshal(msg)
	if mErr != nil {
		return
	}
	select {
	case r.out <- b:
	case <-r.stop.Done():
	}
}

// readLine reads one line of at most limit bytes (without its newline).
// It returns io.EOF at the end, and *LineTooLongError past the limit.
func readLine(br *bufio.Reader, buf []byte, limit int) ([]byte, error) {
	buf = buf[:0]
	for {
		chunk, err := br.ReadSlice('\n')
		// Appending first overshoots the limit by at most one buffer.
		buf = append(buf, chunk...)
		n := len(buf)
		if err == nil {
			n-- // the newline is not content
		}
		if n > limit {
			return buf[:0], &LineTooLongError{Limit: limit}
		}
		switch {
		case err == nil:
			return buf[:n], nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF) && n > 0:
			return buf, nil
		default:
			return buf, err
		}
	}
}

// readStdout reads the CLI's stream-json until it ends.
func (r *run) readStdout() error {
	br := bufio.NewReaderSize(r.stdout, 64<<10)
	var buf []byte
	for {
		line, err := readLine(br, buf, r.a.opts.MaxLineBytes)
		buf = line
		if err != nil {
			if errors.Is(err, io.EOF) || errors.Is(err, os.ErrDeadlineExceeded) {
				return nil
			}
			if tl, ok := err.(*LineTooLongError); ok {
				return tl
			}
			return fmt.Errorf("claude: reading the CLI's output: %w", err)
		}
		line = bytes.TrimSpace(line)
		if len(line) == 0 {
			continue
		}
		if line[0] != '{' || !json.Valid(line) {
			r.a.log.Warn("claude: a line that is not stream-json", "line", r.logText(line))
			continue
		}
		if fwd := r.dispatch(line); fwd {
			msg := json.RawMessage(bytes.Clone(line))
			select {
			case r.out <- msg:
			case <-r.stop.Done():
				return nil
			}
		}
	}
}

// readStderr logs the CLI's stderr, sanitized and line by line: it may
// hold paths, tokens and the CLI's own name, and never reaches a person.
func (r *run) readStderr() {
	br := bufio.NewReaderSize(r.stderr, 16<<10)
	var buf []byte
	for {
		line, err := readLine(br, buf, 64<<10)
		buf = line
		if len(bytes.TrimSpace(line)) > 0 {
			r.a.log.Warn("claude: stderr", "session", r.session, "line", r.logText(line))
		}
		var tl *LineTooLongError
		if errors.As(err, &tl) {
			r.a.log.Warn("claude: an overlong stderr line was dropped", "session", r.session, "limit", tl.Limit)
			// Skip the rest of an overlong line and go on.
			for {
				if _, err = br.ReadSlice('\n'); !errors.Is(err, bufio.ErrBufferFull) {
					break
				}
			}
		}
		if err != nil && !errors.As(err, &tl) {
			return
		}
	}
}

// logText is a line fit for the log: sanitized whole, then cut, so a
// secret straddling the cut is still recognised and hidden.
func (r *run) logText(b []byte) string {
	const max = 2048
	s := r.a.redact(string(b))
	if len(s) > max {
		return strings.ToValidUTF8(s[:max], "") + "…"
	}
	return s
}
