package server

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/server/agent"
	"github.com/guardrail-go/guardrail/server/chat"
	"github.com/guardrail-go/guardrail/server/frame"
)

// conn is one WebSocket connection: a session of one tenant and project.
// Three goroutines serve it: the reader (serve), the writer, and, while a
// turn runs, its pump. Frames reach the writer through a bounded queue,
// so a slow client slows only its own turn.
type conn struct {
	s       *Server
	ws      *websocket.Conn
	key     SessionKey
	context string
	// dir is the project's workspace (Config.Workspaces), or empty.
	dir string
	// lang is the locale the person reads (requestLocale): the stops'
	// texts are in it, unless the policy pins one.
	lang string

	ctx    context.Context // the connection's life
	cancel context.CancelFunc
	out    chan Frame

	sendMu sync.Mutex // orders seq assignment and enqueueing
	seq    uint64
	// epoch fences the session's writers (SessionLog.Own): set before
	// the first frame, passed with every Append, compared at each ping.
	epoch atomic.Uint64

	turnMu    sync.Mutex
	turn      *turn
	turns     int
	questions int

	// approvals are the approvals waiting for this connection's person,
	// and the session's grants (they end with the connection).
	approvals *approvals

	replaced atomic.Bool   // another connection resumed this session (here, or on another replica)
	finished chan struct{} // closed when serve has returned
}

type turn struct {
	n         int
	context   string // the turn's tool profile; answers are judged in it
	run       agent.Run
	stop      context.CancelFunc // cancels the turn's context, even before run exists
	cancelled bool
	questions map[string]string // question id → AskUserQuestion tool_use id
	frames    chan frame.Shape  // approval frames for the pump to send (show)
	done      chan struct{}
}

// show hands f to the turn's pump, which sends it after the agent message
// it is processing; false if ctx ended or the turn is over first.
func (t *turn) show(ctx context.Context, f frame.Shape) bool {
	select {
	case t.frames <- f:
		return true
	case <-ctx.Done():
		return false
	case <-t.done:
		return false
	}
}

func (s *Server) newConn(ws *websocket.Conn, tenant, project, ctxName, lang string) *conn {
	return &conn{s: s, ws: ws, key: SessionKey{Tenant: tenant, Project: project}, context: ctxName, lang: lang,
		out: make(chan Frame, s.cfg.Limits.SendBuffer), finished: make(chan struct{}),
		approvals: newApprovals(s.cfg.Limits)}
}

// newSessionID returns an unguessable session id: knowing one is what lets
// a client replay a session, so it must not be enumerable.
func newSessionID() string {
	var b [18]byte
	_, _ = rand.Read(b[:])
	return "s_" + base64.RawURLEncoding.EncodeToString(b[:])
}

// serve runs the connection until the client leaves, the server shuts
// down, or writing fails. resume and since ask to continue a session.
func (c *conn) serve(reqCtx context.Context, resume, since string) {
	// Everything the connection decides speaks the person's language.
	c.ctx, c.cancel = context.WithCancel(middleware.WithLocale(context.Background(), c.lang))
	defer close(c.finished)
	defer c.cancel()
	writerDone := make(chan struct{})
	go func() { defer close(writerDone); c.writeLoop() }()

	var replay []Frame
	if resume != "" {
		k := SessionKey{c.key.Tenant, c.key.Project, resume}
		if _, ok, err := c.s.cfg.Log.LastSeq(c.ctx, k); err == nil && ok {
			// The key includes tenant and project: another tenant's id
			// finds nothing here and starts a new session instead.
			c.key = k
			// One live connection per session: an older one (a socket
			// the network dropped before a ping noticed) is closed and
			// finished before the numbering is read. On another
			// replica it cannot be waited for: owning the session
			// fences its writes, so the numbering read after is final.
			c.s.claim(c)
			c.own()
			last, _, _ := c.s.cfg.Log.LastSeq(c.ctx, k)
			held, _ := c.s.cfg.Log.Since(c.ctx, k, 0)
			after, _ := strconv.ParseUint(since, 10, 64)
			c.seq = last
			for _, f := range held {
				c.turns = max(c.turns, f.Turn)
				if f.Seq > after {
					replay = append(replay, f)
				}
			}
		}
	}
	if c.key.ID == "" {
		c.key.ID = newSessionID()
		c.s.claim(c)
		c.own()
	}
	defer c.s.release(c)
	// Started once the session is known and owned: each ping checks
	// that it still is.
	go c.pingLoop()
	c.send(frame.Session{Session: c.key.ID, Context: c.context})
	for _, f := range replay {
		c.enqueue(f)
	}
	c.readLoop()

	c.stopTurn()
	c.cancel()
	<-writerDone
	status, reason := websocket.StatusNormalClosure, ""
	switch {
	case c.replaced.Load():
		status, reason = websocket.StatusPolicyViolation, reasonResumed
	case c.s.draining.Load():
		status, reason = websocket.StatusGoingAway, "server shutting down"
	}
	c.ws.Close(status, reason)
}

// reasonResumed closes (1008) a connection whose session a newer one
// took over.
const reasonResumed = "session resumed on another connection"

// own makes this connection its session's writer. An Own that fails
// (Redis down) leaves epoch 0: the appends then store nothing once
// another connection owns the session, and go on as before otherwise.
func (c *conn) own() {
	epoch, err := c.s.cfg.Log.Own(c.ctx, c.key)
	if err != nil {
		c.s.log.Warn("session log own failed", "session", c.key.ID, "err", err)
	}
	c.epoch.Store(epoch)
}

// stillOwner reports whether no newer connection owns the session; one
// that does ends this one (lose). A log that cannot answer changes
// nothing: the next append is fenced all the same.
func (c *conn) stillOwner() bool {
	owner, err := c.s.cfg.Log.Owner(c.ctx, c.key)
	if err != nil || owner <= c.epoch.Load() {
		return true
	}
	c.lose()
	return false
}

// lose ends a connection whose session a newer connection owns, found
// out when the log refused its frame or at a ping (a resume on another
// replica: in this process, claim closes the old connection first). The turn is
// cancelled as a client's cancel would, and the socket closed with 1008;
// no further frame is stored or sent (sendLocked).
func (c *conn) lose() {
	if c.replaced.Swap(true) {
		return
	}
	// The turn is flagged and its context cancelled now, before its pump
	// can end it as done; the run is cancelled and waited for, and the
	// socket closed, elsewhere: the caller may hold sendMu, which the
	// turn's end needs.
	t, run := c.markCancelled()
	if t != nil {
		t.stop()
	}
	go func() {
		msg := "session resumed elsewhere: connection closed"
		if t != nil {
			if run != nil {
				run.Cancel()
			}
			<-t.done
			msg = "session resumed elsewhere: turn cancelled, connection closed"
		}
		c.s.log.Warn(msg, "tenant", c.key.Tenant, "session", c.key.ID)
		c.ws.Close(websocket.StatusPolicyViolation, reasonResumed)
	}()
}

func (c *conn) identity() Identity {
	return Identity{Tenant: c.key.Tenant, Project: c.key.Project, Session: c.key.ID, Dir: c.dir}
}

// send numbers the frame s builds, records it in the session log and
// queues it; nothing once the session was resumed on another connection.
func (c *conn) send(s frame.Shape) {
	c.sendMu.Lock()
	defer c.sendMu.Unlock()
	c.sendLocked(s)
}

// sendLocked is send with sendMu held.
func (c *conn) sendLocked(s frame.Shape) {
	if c.replaced.Load() {
		return // the session's frames are another connection's to number
	}
	f := s.Frame()
	c.seq++
	f.Seq = c.seq
	if err := c.s.cfg.Log.Append(c.ctx, c.key, c.epoch.Load(), f); err != nil {
		if errors.Is(err, ErrNotOwner) {
			c.lose()
			return
		}
		c.s.log.Warn("session log append failed", "session", c.key.ID, "err", err)
	}
	c.enqueue(f)
}

func (c *conn) enqueue(f Frame) {
	select {
	case c.out <- f:
	case <-c.ctx.Done():
	}
}

func (c *conn) sendError(turn int, code, content string) {
	c.send(frame.Error{Turn: turn, Code: code, Content: content})
}

// sendStop sends a stop of the guard: its code, its kind and the kind's
// plain text.
func (c *conn) sendStop(turn int, code middleware.Code, kind middleware.StopKind, content string) {
	c.send(frame.Error{Turn: turn, Code: string(code), Kind: string(kind), Content: content})
}

// rateLimited tells the person they sent too much, in their language.
func (c *conn) rateLimited(snap middleware.Snapshot, turn int) {
	c.sendStop(turn, middleware.CodeRateLimited, middleware.StopRateLimited,
		snap.Messages(c.lang).ExplainKind(middleware.StopRateLimited))
}

func (c *conn) writeLoop() {
	for {
		select {
		case f := <-c.out:
			if f.Type == frameClose {
				// Everything queued before it has been written.
				c.ws.Close(websocket.StatusGoingAway, "server shutting down")
				c.cancel()
				return
			}
			b, err := json.Marshal(f)
			if err != nil {
				c.s.log.Error("frame encoding failed", "type", f.Type, "err", err)
				continue
			}
			// Counted as sent when handed to the socket, so that a client
			// holding the frame always finds it in /metrics.
			c.s.metrics.Frame(f.Type)
			ctx, cancel := context.WithTimeout(c.ctx, c.s.cfg.Limits.WriteTimeout)
			err = c.ws.Write(ctx, websocket.MessageText, b)
			cancel()
			if err != nil {
				c.cancel() // a client that cannot keep up or is gone ends its session
				return
			}
		case <-c.ctx.Done():
			return
		}
	}
}

// pingLoop pings the peer to find dead connections, and ends the
// connection when the server drains (one goroutine for both keeps an idle
// session small).
func (c *conn) pingLoop() {
	t := time.NewTicker(c.s.cfg.Limits.PingInterval)
	defer t.Stop()
	for {
		select {
		case <-c.s.drain:
			c.drainTurn()
			return
		case <-t.C:
			ctx, cancel := context.WithTimeout(c.ctx, c.s.cfg.Limits.WriteTimeout)
			err := c.ws.Ping(ctx)
			cancel()
			if err != nil {
				c.cancel()
				return
			}
			if !c.stillOwner() {
				return
			}
		case <-c.ctx.Done():
			return
		}
	}
}

// frameClose is queued, never sent: the writer closes the socket with 1001
// when it reaches it, after every frame queued before it.
const frameClose = "\x00close"

// drainTurn waits for a running turn to end, then has the writer close
// the socket with 1001 after every frame queued before.
func (c *conn) drainTurn() {
	c.turnMu.Lock()
	t := c.turn
	c.turnMu.Unlock()
	if t != nil {
		select {
		case <-t.done:
		case <-c.ctx.Done():
			return
		}
	}
	c.enqueue(Frame{Type: frameClose})
}

// maxBadFrames is how many bad frames in a row a connection may send:
// the first few get an error frame each, the rest are dropped unanswered
// (an error frame is kept in the session log), and past maxBadFrames the
// connection is closed with 1008.
const (
	answeredBadFrames = 3
	maxBadFrames      = 16
)

func (c *conn) readLoop() {
	bad := 0
	badFrame := func(msg string) bool {
		bad++
		if bad > maxBadFrames {
			c.s.log.Warn("connection closed: bad frames", "tenant", c.key.Tenant, "session", c.key.ID)
			c.ws.Close(websocket.StatusPolicyViolation, "too many invalid frames")
			return false
		}
		if bad <= answeredBadFrames {
			c.sendError(0, CodeBadFrame, msg)
		}
		return true
	}
	for {
		typ, data, err := c.ws.Read(c.ctx)
		if err != nil {
			return
		}
		if typ != websocket.MessageText {
			if !badFrame("binary frames are not supported: send JSON text") {
				return
			}
			continue
		}
		var f frame.Client
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&f); err != nil {
			// The decoder's message would name the client's own field or
			// value: the answer never echoes what the client sent.
			if !badFrame(`invalid frame: want a JSON object with one of "message", "answer", "approve" or "cancel" (docs/protocol.md)`) {
				return
			}
			continue
		}
		n := countSet(f)
		if n != 1 {
			if !badFrame(`a frame holds exactly one of "message", "answer", "approve" or "cancel"`) {
				return
			}
			continue
		}
		bad = 0
		switch {
		case f.Message != nil:
			c.onMessage(*f.Message, f.Context)
		case f.Answer != nil:
			c.onAnswer(*f.Answer)
		case f.Approve != nil:
			c.onApprove(*f.Approve)
		default:
			c.onCancel()
		}
	}
}

func countSet(f frame.Client) int {
	n := 0
	if f.Message != nil {
		n++
	}
	if f.Answer != nil {
		n++
	}
	if f.Approve != nil {
		n++
	}
	if f.Cancel {
		n++
	}
	return n
}

// chatAgent returns the chat layer pinned to one policy snapshot, so that
// everything one message or answer decides comes from the same policy.
func (c *conn) chatAgent(snap middleware.Snapshot, ctxName string) *chat.ChatAgent {
	ca, _ := chat.New(snap) // snap is not nil: the caller took it from a checked source
	return ca.WithScope(chat.Scope{Channel: middleware.ChannelChat, Context: ctxName,
		Tenant: c.key.Tenant, Project: c.key.Project, Session: c.key.ID, Workdir: c.dir})
}

func (c *conn) onMessage(text, ctxName string) {
	// One snapshot for the whole message: a reload in the middle of it
	// never mixes two policies in one decision.
	snap := c.s.policy()
	if c.s.draining.Load() {
		c.sendError(0, CodeShuttingDown, "the server is restarting; try again in a moment")
		return
	}
	c.turnMu.Lock()
	busy := c.turn != nil
	c.turnMu.Unlock()
	if busy {
		c.sendError(0, CodeBusy, "a turn is running: wait for it to end or cancel it")
		return
	}
	if !c.allow() {
		c.rateLimited(snap, 0)
		return
	}
	if ctxName == "" {
		ctxName = c.context
	}
	tools, err := snap.AllowedTools(ctxName)
	if err != nil || !c.s.contextAllowed(c.key.Tenant, ctxName) {
		c.sendError(0, CodeBadFrame, "unknown context")
		return
	}
	ctx := WithIdentity(c.ctx, c.identity())
	ca := c.chatAgent(snap, ctxName)
	release, ok := c.s.checks.acquire(ctx, c.key.Tenant)
	if !ok {
		return // the connection is closing
	}
	start := time.Now()
	in := ca.ProcessInput(ctx, text)
	release()
	c.s.metrics.observe(middleware.KindInput, in.Err, time.Since(start))
	if !in.Valid {
		c.sendStop(0, in.Code, in.Kind, in.Error)
		return
	}

	tctx, tcancel := context.WithTimeout(ctx, c.s.cfg.Limits.TurnTimeout)
	c.turnMu.Lock()
	// Checked again under the lock drainTurn reads the turn with: Shutdown
	// sets the flag before it signals, so either the drain sees this turn
	// and waits for it, or this sees the drain.
	if c.s.draining.Load() {
		c.turnMu.Unlock()
		tcancel()
		c.sendError(0, CodeShuttingDown, "the server is restarting; try again in a moment")
		return
	}
	c.turns++
	t := &turn{n: c.turns, context: ctxName, stop: tcancel, questions: map[string]string{},
		frames: make(chan frame.Shape), done: make(chan struct{})}
	c.turn = t
	c.turnMu.Unlock()
	c.send(frame.TurnStart{Turn: t.n})

	// The gate's asks in this turn reach this connection's person.
	tctx = agent.WithApprover(tctx, turnApprover{c: c, t: t})
	run, err := c.s.cfg.Agent.Start(tctx, agent.Turn{
		Message: in.Cleaned, Context: ctxName, AllowedTools: tools,
		Session: c.key.ID, Tenant: c.key.Tenant, Project: c.key.Project, Dir: c.dir,
	})
	if err != nil {
		tcancel()
		status := frame.StatusFailed
		if c.ctx.Err() != nil || t.isCancelled(&c.turnMu) {
			status = frame.StatusCancelled
		} else {
			c.s.log.Error("agent failed to start", "tenant", c.key.Tenant, "session", c.key.ID, "err", err)
			c.s.metrics.agentErrors.Add(1)
		}
		c.endTurn(t, status)
		return
	}
	c.turnMu.Lock()
	t.run = run
	cancelled := t.cancelled
	c.turnMu.Unlock()
	if cancelled {
		run.Cancel() // cancelled while the agent was starting
	}
	go func() {
		defer tcancel()
		c.pump(tctx, t, ca.NewStream())
	}()
}

// allow takes a token from the session's and the tenant's buckets.
func (c *conn) allow() bool {
	return c.s.cfg.SessionLimiter.Allow(c.key.Tenant+"/"+c.key.Project+"/"+c.key.ID) &&
		c.s.cfg.TenantLimiter.Allow(c.key.Tenant)
}

func (t *turn) isCancelled(mu *sync.Mutex) bool {
	mu.Lock()
	defer mu.Unlock()
	return t.cancelled
}

// pump turns the agent's messages into frames until the turn ends. It
// also sends the frames the turn's approvals hand it (turn.show), between
// two messages, so an approval never overtakes the tool call it is about.
func (c *conn) pump(ctx context.Context, t *turn, st *chat.Stream) {
	msgs := t.run.Messages()
	for {
		select {
		case f := <-t.frames:
			c.send(f)
		case raw, ok := <-msgs:
			if !ok {
				c.endPump(t)
				return
			}
			c.message(ctx, t, st, raw)
		}
	}
}

// message sends one agent message as a frame.
func (c *conn) message(ctx context.Context, t *turn, st *chat.Stream, raw json.RawMessage) {
	start := time.Now()
	pm, err := st.Process(ctx, raw)
	c.s.metrics.observe(middleware.KindOutput, denialOnly(err), time.Since(start))
	if err != nil {
		c.s.log.Warn("agent message", "session", c.key.ID, "err", err)
	}
	if pm.Hidden {
		return
	}
	if pm.Kind != "" {
		// The guard stopped one of the agent's tool calls, or refused its
		// output: a card of its own, not the agent's error.
		c.send(frame.Blocked{Turn: t.n, Kind: string(pm.Kind), Content: pm.Content, Tool: pm.Tool,
			Input: pm.Input, Reason: pm.Reason, Metadata: pm.Metadata})
		return
	}
	m := frame.Message{Type: pm.Type, Turn: t.n, Content: pm.Content, Options: pm.Options, Metadata: pm.Metadata}
	if pm.Type == frame.TypeMultiQuestion && pm.QuestionID != "" {
		c.turnMu.Lock()
		c.questions++
		m.QuestionID = "q" + strconv.Itoa(c.questions)
		t.questions[m.QuestionID] = pm.QuestionID
		c.turnMu.Unlock()
	}
	c.send(m)
}

// endPump ends the turn once the agent's messages are all sent.
func (c *conn) endPump(t *turn) {
	status := frame.StatusDone
	err := t.run.Err()
	c.turnMu.Lock()
	cancelled := t.cancelled
	c.turnMu.Unlock()
	switch {
	case cancelled || (err != nil && c.ctx.Err() != nil):
		status = frame.StatusCancelled
	case err != nil:
		status = frame.StatusFailed
		c.s.metrics.agentErrors.Add(1)
		c.s.log.Error("agent turn failed", "tenant", c.key.Tenant, "session", c.key.ID, "err", err)
	}
	c.endTurn(t, status)
}

// denialOnly keeps the errors that are decisions (for metrics); a
// malformed agent line is not the guard's failure.
func denialOnly(err error) error {
	if middleware.IsGuardError(err) {
		return err
	}
	return nil
}

// endTurn sends the turn's end. The turn is cleared before turn_end is
// numbered and queued, under sendMu, so a client that answers turn_end at
// once never meets the finished turn (a BUSY, or a cancel of nothing).
// Lock order: sendMu, then turnMu.
func (c *conn) endTurn(t *turn, status string) {
	if status == frame.StatusFailed {
		c.sendError(t.n, CodeAgentFailed, "the assistant ran into an error; please try again")
	}
	c.sendMu.Lock()
	c.turnMu.Lock()
	if c.turn == t {
		c.turn = nil
	}
	c.turnMu.Unlock()
	c.sendLocked(frame.TurnEnd{Turn: t.n, Status: status})
	c.sendMu.Unlock()
	close(t.done)
}

func (c *conn) onAnswer(a frame.Answer) {
	c.turnMu.Lock()
	t := c.turn
	var toolUseID string
	var run agent.Run
	if t != nil {
		toolUseID, run = t.questions[a.QuestionID], t.run
	}
	c.turnMu.Unlock()
	if run == nil {
		toolUseID = ""
	}
	if toolUseID == "" {
		c.sendError(0, CodeNoQuestion, "no question is waiting for that answer")
		return
	}
	snap := c.s.policy()
	if !c.allow() {
		c.rateLimited(snap, t.n)
		return
	}
	// An answer is the person's words too: the input guard judges each, in
	// the turn's context.
	ctx := WithIdentity(c.ctx, c.identity())
	ca := c.chatAgent(snap, t.context)
	for q, choices := range a.Answers {
		for _, text := range append([]string{q}, choices...) {
			if in := ca.ProcessInput(ctx, text); !in.Valid {
				c.sendStop(t.n, in.Code, in.Kind, in.Error)
				return
			}
		}
	}
	if err := run.Answer(ctx, agent.Answer{ToolUseID: toolUseID, Answers: a.Answers}); err != nil {
		if errors.Is(err, agent.ErrNoPendingQuestion) {
			c.sendError(t.n, CodeNoQuestion, "no question is waiting for that answer")
			return
		}
		c.s.log.Warn("answer not delivered", "session", c.key.ID, "err", err)
		c.sendError(t.n, CodeNoQuestion, "the answer could not be delivered")
		return
	}
	c.turnMu.Lock()
	delete(t.questions, a.QuestionID)
	c.turnMu.Unlock()
}

// markCancelled flags the running turn, if any, as cancelled and returns
// it with its run (nil while the agent is starting).
func (c *conn) markCancelled() (*turn, agent.Run) {
	c.turnMu.Lock()
	defer c.turnMu.Unlock()
	t := c.turn
	if t == nil {
		return nil, nil
	}
	t.cancelled = true
	return t, t.run
}

func (c *conn) onCancel() {
	t, run := c.markCancelled()
	if t == nil {
		c.sendError(0, CodeBadFrame, "no turn is running")
		return
	}
	// Before the agent has started, cancelling the turn's context stops
	// Start; after, the run is cancelled (onMessage checks the flag too).
	if run != nil {
		run.Cancel()
	} else {
		t.stop()
	}
}

// stopTurn cancels a running turn and waits for its pump to finish, so
// that nothing outlives the connection.
func (c *conn) stopTurn() {
	t, run := c.markCancelled()
	if t == nil {
		return
	}
	if run != nil {
		run.Cancel()
	}
	t.stop()
	<-t.done
}
