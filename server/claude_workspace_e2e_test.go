package server_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/coder/websocket"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/internal/fakemodel"
	"github.com/guardrail-go/guardrail/rules/policy"
	"github.com/guardrail-go/guardrail/server"
	"github.com/guardrail-go/guardrail/server/agent"
	"github.com/guardrail-go/guardrail/server/agent/claude"
	"github.com/guardrail-go/guardrail/server/frame"
)

// With workspaces, each tenant's project runs the real CLI in a directory
// of its own: what the agent writes lands there, a write outside it asks
// the person (here: nobody answers, so it is denied), and frames name the
// directory [workspace], never the server's path.
func TestRealClaudeWorkspaces(t *testing.T) {
	bin := fakemodel.Binary(t)
	root := t.TempDir()
	home := filepath.Join(root, "home")
	require.NoError(t, os.MkdirAll(home, 0o755))
	spaces, err := server.NewWorkspaces(filepath.Join(root, "workspaces"))
	require.NoError(t, err)
	defer spaces.Close()
	outside := filepath.Join(root, "outside.txt")
	m := fakemodel.New(t, fakemodel.Scenario{
		fakemodel.Tool("Write", map[string]string{"file_path": "notes.txt", "content": "kept in the workspace"}),
		fakemodel.Tool("Write", map[string]string{"file_path": outside, "content": "should not be here"}),
		fakemodel.Text("Done."),
	})
	// The test's directories are all under /tmp: no scratch space, so
	// that a write beside the workspace counts as outside it.
	pol, err := policy.Parse("p.yaml", []byte("version: 1\ntools:\n  effects:\n    scratch: []\n"))
	require.NoError(t, err)
	eng, err := pol.Compile(policy.Hooks{})
	require.NoError(t, err)
	ts := startWith(t, eng, func(agent.Gate) agent.Agent { return nil }, func(cfg *server.Config) {
		a, err := claude.New(agent.Config{Gate: server.NewGate(cfg.Policy, cfg.Metrics), Redact: agent.RedactWith(cfg.Policy)},
			claude.Options{Binary: bin, Env: m.Env(home), MaxTurns: 8})
		require.NoError(t, err)
		cfg.Agent = a
		cfg.Workspaces = spaces
		cfg.ApprovalTimeout = 1 // an ask nobody answers is denied at once
	})
	c := ts.dial(t, "/ws/chat/acme/web?context=conversion", &websocket.DialOptions{})
	require.Equal(t, frame.TypeSession, c.read().Type)
	c.send(map[string]string{"message": "Write the notes."})
	fs := c.readWithin(frame.TypeTurnEnd, realFrameTimeout)

	ws, err := spaces.Dir("acme", "web")
	require.NoError(t, err)
	b, err := os.ReadFile(filepath.Join(ws, "notes.txt"))
	require.NoError(t, err, "the agent ran in the project's workspace")
	assert.Equal(t, "kept in the workspace", string(b))
	_, err = os.Stat(outside)
	assert.ErrorIs(t, err, os.ErrNotExist, "the write outside the workspace was asked about, and not approved")
	other, err := spaces.Dir("globex", "web")
	require.NoError(t, err)
	entries, _ := os.ReadDir(other)
	assert.Empty(t, entries, "another tenant's workspace is untouched")
	for _, f := range fs {
		raw, _ := json.Marshal(f)
		assert.NotContains(t, string(raw), ws, "frames never show the workspace's real path: %s", raw)
	}
}
