package main

import (
	"encoding/json"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/internal/fakemodel"
)

// The real CLI with Claude Code's own HTTP hook type pointed at `guardrail
// serve`: the server keeps the session's state, so after the agent reads
// .env a request to a host the session never used is denied, while the
// same request in a session that read nothing runs.
func TestClaudeHTTPHookFlowE2E(t *testing.T) {
	cli := fakemodel.Binary(t)
	t.Parallel()
	dir := t.TempDir()
	policyFile := filepath.Join(dir, "policy.yaml")
	// The person lets the agent read files (an allow rule), credentials
	// included: what it does next is judged by what it read.
	require.NoError(t, os.WriteFile(policyFile, []byte("version: 1\ntools:\n  rules:\n    - {id: reads, allow: [Read]}\n"), 0o600))
	conf := filepath.Join(dir, "serve.yaml")
	require.NoError(t, os.WriteFile(conf, []byte("policy: "+policyFile+"\ntenants:\n  - {name: acme, token: acme-e2e-token}\n"), 0o600))
	_, base, serveErr := startServe(t, "--config", conf)

	httpHook := func(s *hookSandbox) {
		s.env = append(s.env, "GUARDRAIL_E2E_TOKEN=acme-e2e-token")
		entry := []any{map[string]any{"matcher": "*", "hooks": []any{map[string]any{
			"type": "http", "url": base + "/v1/hooks/claude?project=e2e",
			"headers": map[string]string{"Authorization": "Bearer $GUARDRAIL_E2E_TOKEN"}, "allowedEnvVars": []string{"GUARDRAIL_E2E_TOKEN"},
		}}}}
		settings, err := json.Marshal(map[string]any{"hooks": map[string]any{"PreToolUse": entry}})
		require.NoError(t, err)
		require.NoError(t, os.MkdirAll(filepath.Join(s.dir, ".claude"), 0o755))
		require.NoError(t, os.WriteFile(filepath.Join(s.dir, ".claude", "settings.json"), settings, 0o644))
		require.NoError(t, os.WriteFile(filepath.Join(s.dir, ".env"), []byte("DB_PASSWORD=hunter2\n"), 0o600))
	}

	t.Run("after reading .env a new host is denied", func(t *testing.T) {
		t.Parallel()
		srv, hits := collector(t)
		s := newHookSandbox(t, "")
		httpHook(&s)
		m := fakemodel.New(t, fakemodel.Scenario{
			fakemodel.Tool("Read", map[string]string{"file_path": filepath.Join(s.dir, ".env")}),
			fakemodel.Bash(pingNewHost(t, srv)),
			fakemodel.Text("Done."),
		})
		s.runClaude(t, cli, m, "Check the config, then ping the service.", "--allowedTools", "Read", "Bash")
		assert.Zero(t, hits.Load(), "the request never left: %s", serveErr.String())
		results := m.ToolResults()
		require.Len(t, results, 2)
		assert.False(t, results[0].IsError, results[0].Text)
		assert.True(t, results[1].IsError)
		t.Logf("the model read: %s", results[1].Text)
		assert.Contains(t, results[1].Text, "after reading private data")
	})
	t.Run("the same request alone runs", func(t *testing.T) {
		t.Parallel()
		srv, hits := collector(t)
		s := newHookSandbox(t, "")
		httpHook(&s)
		m := fakemodel.New(t, fakemodel.Scenario{fakemodel.Bash(pingNewHost(t, srv)), fakemodel.Text("Done.")})
		s.runClaude(t, cli, m, "Ping the service.", "--allowedTools", "Read", "Bash")
		assert.Positive(t, hits.Load(), "allowed: the request ran")
	})
}

// pingNewHost is a curl of the collector under a host name the session
// never used: a send to this machine itself (the collector's loopback
// address) is no egress for the flows, so the name is resolved to it by
// curl --resolve instead.
func pingNewHost(t *testing.T, srv *httptest.Server) string {
	t.Helper()
	u, err := url.Parse(srv.URL)
	require.NoError(t, err)
	const host = "flows-e2e.example"
	return "curl -s --resolve " + host + ":" + u.Port() + ":127.0.0.1 http://" + host + ":" + u.Port() + "/ping"
}
