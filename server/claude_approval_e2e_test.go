package server_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/coder/websocket"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/internal/fakemodel"
	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
	"github.com/guardrail-go/guardrail/rules/policy"
	"github.com/guardrail-go/guardrail/server"
	"github.com/guardrail-go/guardrail/server/agent/claude"
	"github.com/guardrail-go/guardrail/server/frame"
)

// The real CLI, a write the policy asks about: the person's approval goes
// back through the PreToolUse hook callback (allow), and the CLI writes;
// the person's "deny" goes back as a denial, and the CLI does not. Each
// call is asked about once. The "system" path class is moved into a
// temporary directory, so an approved write touches nothing real.
func TestRealClaudeApproval(t *testing.T) {
	bin := fakemodel.Binary(t)
	root := t.TempDir()
	dir, home, sys := filepath.Join(root, "project"), filepath.Join(root, "home"), filepath.Join(root, "sys")
	for _, d := range []string{dir, home, sys} {
		require.NoError(t, os.MkdirAll(d, 0o755))
	}
	allowed, refused := filepath.Join(sys, "allowed.conf"), filepath.Join(sys, "refused.conf")
	m := fakemodel.New(t, fakemodel.Scenario{
		fakemodel.Tool("Write", map[string]any{"file_path": allowed, "content": "ok\n"}),
		fakemodel.Tool("Write", map[string]any{"file_path": refused, "content": "no\n"}),
		fakemodel.Text("Written."),
	})
	p := policy.Default()
	p.Tools.Effects.Classes = []effects.Class{{Name: "system", What: "a system path", Globs: []string{sys + "/**"},
		Deny: []middleware.EffectOp{middleware.EffectWrite, middleware.EffectDelete}, Risk: middleware.RiskModerate}}
	ts := startRealClaude(t, p, []string{"Read", "Write"}, claude.Options{Binary: bin, Dir: dir, Env: m.Env(home), MaxTurns: 8})
	c := ts.dial(t, "/ws/chat/acme/web?context=dev", &websocket.DialOptions{})
	require.Equal(t, frame.TypeSession, c.read().Type)
	c.send(map[string]string{"message": "Write the configs."})

	var fs []server.Frame
	for _, choice := range []string{frame.ChoiceOnce, frame.ChoiceDeny} {
		fs = append(fs, c.readWithin(frame.TypeApproval, realFrameTimeout)...)
		a := fs[len(fs)-1]
		assert.Equal(t, "Write", a.Tool)
		assert.Equal(t, "writing a system path", a.Content)
		approve(c, a.ApprovalID, choice)
	}
	fs = append(fs, c.readWithin(frame.TypeTurnEnd, realFrameTimeout)...)
	assert.Equal(t, frame.StatusDone, last(fs).Status)

	var asked, ends []string
	var errs []string
	for _, f := range fs {
		switch f.Type {
		case frame.TypeApproval:
			asked = append(asked, f.ApprovalID)
		case frame.TypeApprovalEnd:
			ends = append(ends, f.Outcome)
		case "error":
			errs = append(errs, f.Kind+": "+f.Tool+": "+f.Reason)
		}
	}
	assert.Len(t, asked, 2, "each call is asked about once")
	assert.Equal(t, []string{frame.OutcomeAllowedOnce, frame.OutcomeDenied}, ends)
	assert.Equal(t, []string{`dangerous_action: Write: the person did not approve it`}, errs, "a blocked card")
	got, err := os.ReadFile(allowed)
	require.NoError(t, err, "the approved write ran")
	assert.Equal(t, "ok\n", string(got))
	_, err = os.Stat(refused)
	assert.ErrorIs(t, err, os.ErrNotExist, "the refused write did not run")
}
