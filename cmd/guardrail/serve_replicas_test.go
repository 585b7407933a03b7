package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/internal/redistest"
)

// replicas starts one redis-server and n `guardrail serve` processes that
// share it, all with the config text conf; it returns their base URLs
// and the processes.
func replicas(t *testing.T, n int, conf string) ([]string, []*serveProc) {
	bases, procs, _ := replicasOf(t, n, conf)
	return bases, procs
}

func replicasOf(t *testing.T, n int, conf string) ([]string, []*serveProc, *redistest.Server) {
	t.Helper()
	srv := redistest.Start(t)
	path := filepath.Join(t.TempDir(), "serve.yaml")
	// Each call to Redis may take 30 s, not the default 2 s: on a loaded
	// test machine a slow answer must not pass for an outage (the tests
	// assert no "redis failed" line). An outage is a refused connection
	// here, which fails at once.
	conf += "redis: {timeout: 30s}\n"
	require.NoError(t, os.WriteFile(path, []byte(conf), 0o600))
	var bases []string
	var procs []*serveProc
	for range n {
		cmd, base, stderr := startServe(t, "--config", path, "--redis", srv.URL())
		bases = append(bases, base)
		procs = append(procs, &serveProc{cmd: cmd, stderr: stderr})
	}
	return bases, procs, srv
}

// twoReplicas starts, for a test that runs the binary (in parallel), two
// replicas A and B sharing one Redis, and a context bounding the test.
func twoReplicas(t *testing.T, conf string) (ctx context.Context, a, b string, procs []*serveProc) {
	t.Helper()
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	t.Parallel()
	bases, procs := replicas(t, 2, conf)
	ctx, cancel := context.WithTimeout(t.Context(), time.Minute)
	t.Cleanup(cancel)
	return ctx, bases[0], bases[1], procs
}

// dialAcme opens a chat of tenant acme, project web, on base.
func dialAcme(t *testing.T, ctx context.Context, base string, q url.Values) *chatClient {
	t.Helper()
	return dialChat(t, ctx, base, "acme-secret-token", "/ws/chat/acme/web", q)
}

type serveProc struct {
	cmd    *exec.Cmd
	stderr *syncBuffer
}

// chatClient is a WebSocket client of one replica.
type chatClient struct {
	t   *testing.T
	ctx context.Context
	ws  *websocket.Conn
}

func dialChat(t *testing.T, ctx context.Context, base, token, path string, q url.Values) *chatClient {
	t.Helper()
	u := "ws" + strings.TrimPrefix(base, "http") + path
	if len(q) > 0 {
		u += "?" + q.Encode()
	}
	ws, _, err := websocket.Dial(ctx, u, &websocket.DialOptions{HTTPHeader: http.Header{"Authorization": {"Bearer " + token}}})
	require.NoError(t, err)
	t.Cleanup(func() { ws.CloseNow() })
	return &chatClient{t: t, ctx: ctx, ws: ws}
}

func (c *chatClient) read() map[string]any {
	c.t.Helper()
	_, b, err := c.ws.Read(c.ctx)
	require.NoError(c.t, err)
	var m map[string]any
	require.NoError(c.t, json.Unmarshal(b, &m))
	return m
}

func (c *chatClient) send(msg string) {
	c.t.Helper()
	b, _ := json.Marshal(map[string]string{"message": msg})
	require.NoError(c.t, c.ws.Write(c.ctx, websocket.MessageText, b))
}

// turn sends msg and returns every frame up to and with turn_end.
func (c *chatClient) turn(msg string) []map[string]any {
	c.t.Helper()
	c.send(msg)
	var out []map[string]any
	for {
		m := c.read()
		out = append(out, m)
		if m["type"] == "turn_end" {
			return out
		}
	}
}

func seqOf(m map[string]any) uint64 { f, _ := m["seq"].(float64); return uint64(f) }

// postCheck calls POST /v1/check as token and returns the status and the
// decision.
func postCheck(t *testing.T, base, token, body string) (int, map[string]any) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, base+"/v1/check", strings.NewReader(body))
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+token)
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	var d map[string]any
	if resp.StatusCode == http.StatusOK {
		require.NoError(t, json.NewDecoder(resp.Body).Decode(&d))
	}
	return resp.StatusCode, d
}

const replicaTenants = "tenants:\n  - {name: acme, token: acme-secret-token}\n  - {name: globex, token: globex-secret-token}\n"

// Two replicas and one Redis: a client runs a turn on A, reconnects to B
// with session and since, and gets every frame it missed, in order and as
// A sent them; the session goes on on B. A flow taint recorded through A's
// POST /v1/check decides B's.
func TestServeReplicasShareSessions(t *testing.T) {
	ctx, a, b, procs := twoReplicas(t, replicaTenants)

	onA := dialAcme(t, ctx, a, nil)
	first := onA.read()
	require.Equal(t, "session", first["type"])
	id := first["session"].(string)
	sent := append([]map[string]any{first}, onA.turn("show the config")...)
	require.Greater(t, len(sent), 3, "a turn of several frames")
	assert.Equal(t, "done", sent[len(sent)-1]["status"])
	onA.ws.Close(websocket.StatusNormalClosure, "")

	// The client had seen only the session frame.
	onB := dialAcme(t, ctx, b, url.Values{"session": {id}, "since": {"1"}})
	resumed := onB.read()
	require.Equal(t, "session", resumed["type"])
	assert.Equal(t, id, resumed["session"], "the same session, on another replica")
	last := seqOf(sent[len(sent)-1])
	assert.Equal(t, last+1, seqOf(resumed), "numbered after everything the session holds")
	for _, want := range sent[1:] {
		assert.Equal(t, want, onB.read(), "every missed frame, in order, as A sent it")
	}
	next := onB.turn("hello")
	assert.Equal(t, "turn_start", next[0]["type"])
	assert.Equal(t, last+2, seqOf(next[0]), "B goes on numbering where the session was")
	assert.Equal(t, 2.0, next[0]["turn"], "and counting turns")

	// Flows: a fetch through A taints session s1 for B.
	fetch := `{"kind":"tool:run","name":"WebFetch","input":{"url":"https://blog.example/x","prompt":"read"},"session":"s1"}`
	run := `{"kind":"tool:run","name":"Bash","input":{"command":"bash fetched.sh"},"session":"%s"}`
	code, d := postCheck(t, a, "acme-secret-token", fetch)
	require.Equal(t, http.StatusOK, code)
	assert.Equal(t, "allow", d["decision"])
	_, d = postCheck(t, b, "acme-secret-token", strings.Replace(run, "%s", "s1", 1))
	assert.Equal(t, "ask", d["decision"], "B knows what A's session fetched")
	assert.Equal(t, "flow.untrusted-exec", d["rule"])
	_, d = postCheck(t, b, "acme-secret-token", strings.Replace(run, "%s", "s2", 1))
	assert.Equal(t, "allow", d["decision"], "another session touched nothing")
	_, d = postCheck(t, b, "globex-secret-token", strings.Replace(run, "%s", "s1", 1))
	assert.Equal(t, "allow", d["decision"], "another tenant's s1 touched nothing")
	for _, p := range procs {
		assert.NotContains(t, p.stderr.String(), "redis failed")
	}
}

// A tenant's rate limit holds across replicas: its burst is spent on A and
// B together, on POST /v1/check and on chat messages alike; another
// tenant's is its own.
func TestServeReplicasShareRateLimit(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	t.Parallel()
	// Three requests at once, then one every 1,000 seconds.
	bases, _ := replicas(t, 2, replicaTenants+"limits: {tenant_rate: 0.001, tenant_burst: 3}\n")
	a, b := bases[0], bases[1]
	input := `{"kind":"input","text":"hello"}`
	for i, base := range []string{a, b, a} {
		code, _ := postCheck(t, base, "acme-secret-token", input)
		require.Equal(t, http.StatusOK, code, "request %d", i)
	}
	code, _ := postCheck(t, b, "acme-secret-token", input)
	assert.Equal(t, http.StatusTooManyRequests, code, "the fourth, on B, finds the bucket A and B emptied")
	code, _ = postCheck(t, a, "acme-secret-token", input)
	assert.Equal(t, http.StatusTooManyRequests, code)
	code, _ = postCheck(t, b, "globex-secret-token", input)
	assert.Equal(t, http.StatusOK, code, "another tenant has its own limit")

	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c := dialAcme(t, ctx, b, nil)
	require.Equal(t, "session", c.read()["type"])
	c.send("hello")
	f := c.read()
	assert.Equal(t, "error", f["type"])
	assert.Equal(t, "GUARD_RATE_LIMITED", f["code"], "a chat message counts against the same tenant limit")
}

// A replica killed mid-turn loses no frame it had sent: every frame is in
// Redis before it is written to the socket, so the client resumes on B
// with all it had received, same numbers, same content.
func TestServeReplicaKilledMidTurn(t *testing.T) {
	// The demo agent pauses before each message: the turn is still running
	// when A is killed.
	ctx, a, b, procs := twoReplicas(t, replicaTenants+"agent: {demo: {delay: 200ms}}\n")

	onA := dialAcme(t, ctx, a, nil)
	first := onA.read()
	id := first["session"].(string)
	onA.send("analyse the code")
	got := []map[string]any{first}
	for len(got) < 4 { // session, turn_start and two of the agent's messages
		m := onA.read()
		require.NotEqual(t, "turn_end", m["type"], "the turn is longer than this")
		got = append(got, m)
	}
	require.NoError(t, procs[0].cmd.Process.Kill())

	onB := dialAcme(t, ctx, b, url.Values{"session": {id}, "since": {"0"}})
	resumed := onB.read()
	require.Equal(t, id, resumed["session"])
	replayed := make([]map[string]any, 0, seqOf(resumed)-1)
	for range seqOf(resumed) - 1 {
		replayed = append(replayed, onB.read())
	}
	require.GreaterOrEqual(t, len(replayed), len(got))
	for i, want := range got {
		assert.Equal(t, want, replayed[i], "frame %d as the client had it", i)
		assert.Equal(t, uint64(i+1), seqOf(replayed[i]), "numbered without a gap")
	}
}

// When Redis stops answering, a replica fails closed: requests are refused
// (limits are not lifted), the failure is logged and counted in /metrics.
// A replica that cannot reach Redis at start does not start.
func TestServeRedisOutage(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	t.Parallel()
	bases, procs, srv := replicasOf(t, 1, replicaTenants+"metrics_token: metrics-secret\n")
	base := bases[0]
	input := `{"kind":"input","text":"hello"}`
	code, _ := postCheck(t, base, "acme-secret-token", input)
	require.Equal(t, http.StatusOK, code)

	srv.Stop()
	code, _ = postCheck(t, base, "acme-secret-token", input)
	assert.Equal(t, http.StatusTooManyRequests, code, "no Redis, no requests: limits fail closed")

	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c := dialAcme(t, ctx, base, nil)
	require.Equal(t, "session", c.read()["type"])
	c.send("hello")
	assert.Equal(t, "GUARD_RATE_LIMITED", c.read()["code"], "a message is refused, not run unlimited")

	// Claude Code's HTTP hooks go on past a 429: the hook endpoint answers
	// a deny with status 200.
	req, err := http.NewRequest(http.MethodPost, base+"/v1/hooks/claude?project=web",
		strings.NewReader(hookJSON("PreToolUse", "Bash", map[string]string{"command": "ls"}, nil)))
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer acme-secret-token")
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	hookOut, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Equal(t, "deny", decisionOf(t, string(hookOut)))

	req, err = http.NewRequest(http.MethodGet, base+"/metrics", nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer metrics-secret")
	resp, err = http.DefaultClient.Do(req)
	require.NoError(t, err)
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	assert.Regexp(t, `guardrail_redis_errors_total\{op="limit"\} [1-9]`, string(body))
	assert.Contains(t, procs[0].stderr.String(), "limits fail closed")

	// Nothing answers there now: a new replica refuses to start, and never
	// prints the URL's password.
	code, _, errOut := runCLI(t, "", "serve", "--addr", "127.0.0.1:0", "--redis", "redis://:hunter2@"+srv.Addr)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, errOut, "does not answer")
	assert.NotContains(t, errOut, "hunter2")
}

// A session resumed on B while A still runs its turn moves to B: A finds
// out (its next frame is refused, or its next ping sees the newer owner),
// cancels the turn and closes its socket with 1008; nothing of A's is
// stored after B took over, and B numbers on from the last stored frame.
func TestServeReplicaTakeoverFencesTheOldOwner(t *testing.T) {
	tests := []struct {
		name string
		conf string
		// poke is what the old tab does on A after the resume on B.
		poke func(t *testing.T, ctx context.Context, onA *chatClient, question map[string]any)
	}{
		{"the old tab answers: A's next frame is refused", replicaTenants, func(t *testing.T, ctx context.Context, onA *chatClient, question map[string]any) {
			answer, _ := json.Marshal(map[string]any{"answer": map[string]any{"question_id": question["question_id"],
				"answers": map[string][]string{"Which environment should I deploy to?": {"Staging"}}}})
			require.NoError(t, onA.ws.Write(ctx, websocket.MessageText, answer))
		}},
		{"the old tab waits: A's next ping finds the newer owner", replicaTenants + "limits: {ping_interval: 200ms}\n",
			func(*testing.T, context.Context, *chatClient, map[string]any) {}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { testTakeover(t, tt.conf, tt.poke) })
	}
}

func testTakeover(t *testing.T, conf string, poke func(*testing.T, context.Context, *chatClient, map[string]any)) {
	ctx, a, b, procs := twoReplicas(t, conf)

	// A's turn waits for the answer to its question.
	onA := dialAcme(t, ctx, a, nil)
	got := []map[string]any{onA.read()}
	id := got[0]["session"].(string)
	onA.send("which environment should I deploy to?")
	for got[len(got)-1]["type"] != "multi_question" {
		m := onA.read()
		require.NotEqual(t, "turn_end", m["type"], "the turn waits for an answer")
		got = append(got, m)
	}
	question := got[len(got)-1]

	// The client resumes on B (a new network) while A's socket is still
	// open and its turn still runs.
	onB := dialAcme(t, ctx, b, url.Values{"session": {id}, "since": {fmt.Sprint(seqOf(question))}})
	resumed := onB.read()
	require.Equal(t, "session", resumed["type"])
	assert.Equal(t, seqOf(question)+1, seqOf(resumed), "B numbers on from the last stored frame")

	poke(t, ctx, onA, question)
	_, _, err := onA.ws.Read(ctx)
	assert.Equal(t, websocket.StatusPolicyViolation, websocket.CloseStatus(err), "A sends nothing more and closes with 1008: %v", err)
	var ce websocket.CloseError
	require.ErrorAs(t, err, &ce)
	assert.Equal(t, "session resumed on another connection", ce.Reason)
	require.Eventually(t, func() bool {
		return strings.Contains(procs[0].stderr.String(), "session resumed elsewhere: turn cancelled")
	}, 30*time.Second, 10*time.Millisecond, "A cancels its turn: %s", procs[0].stderr)

	next := onB.turn("hello")
	assert.Equal(t, seqOf(resumed)+1, seqOf(next[0]))
	assert.Equal(t, 2.0, next[0]["turn"])

	// What the session holds, from the start: A's frames up to the
	// question, then B's; numbered without a gap; none of A's after.
	onC := dialAcme(t, ctx, b, url.Values{"session": {id}, "since": {"0"}})
	again := onC.read()
	var stored []map[string]any
	for range seqOf(again) - 1 {
		stored = append(stored, onC.read())
	}
	want := append(append(append([]map[string]any{}, got...), resumed), next...)
	assert.Equal(t, want, stored, "every frame in order: A's until B took over, then B's")
	for i, f := range stored {
		assert.Equal(t, uint64(i+1), seqOf(f))
		content, _ := f["content"].(string)
		assert.NotContains(t, content, "Deploying", "A's turn stored nothing after the takeover")
	}
	assert.NotContains(t, procs[1].stderr.String(), "session resumed elsewhere", "B keeps the session")
}
