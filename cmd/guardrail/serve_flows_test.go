package main

import (
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// POST /v1/check keeps flows per session, and a session is the
// authenticated tenant's: a body naming another tenant reaches only the
// caller's own session state.
func TestServeCheckFlowsPerTenant(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs the binary")
	}
	t.Parallel()
	conf := filepath.Join(t.TempDir(), "serve.yaml")
	require.NoError(t, os.WriteFile(conf, []byte(
		"tenants:\n  - {name: acme, token: acme-secret-token}\n  - {name: globex, token: globex-secret-token}\n"), 0o600))
	_, base, stderr := startServe(t, "--config", conf)

	check := func(token, body string) map[string]any {
		t.Helper()
		req, err := http.NewRequest(http.MethodPost, base+"/v1/check", strings.NewReader(body))
		require.NoError(t, err)
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err, stderr.String())
		defer resp.Body.Close()
		require.Equal(t, http.StatusOK, resp.StatusCode)
		var d map[string]any
		require.NoError(t, json.NewDecoder(resp.Body).Decode(&d))
		return d
	}
	fetch := `{"kind":"tool:run","name":"WebFetch","input":{"url":"https://blog.example/x","prompt":"read"},"session":"s1","tenant":"globex"}`
	run := `{"kind":"tool:run","name":"Bash","input":{"command":"bash fetched.sh"},"session":"s1"}`

	// acme fetches a page, naming globex in the body: the taint is acme's.
	assert.Equal(t, "allow", check("acme-secret-token", fetch)["decision"])
	d := check("acme-secret-token", run)
	assert.Equal(t, "ask", d["decision"], "acme's session read untrusted content")
	assert.Equal(t, "flow.untrusted-exec", d["rule"])
	assert.Equal(t, []any{"untrusted"}, d["flow"])
	assert.Equal(t, "allow", check("globex-secret-token", run)["decision"], "globex's session s1 touched nothing")
}
