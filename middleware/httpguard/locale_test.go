package httpguard_test

import (
	"bufio"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/middleware/httpguard"
	"github.com/guardrail-go/guardrail/rules/policy"
)

// TestAcceptLanguage: the middleware's stops and /v1/check's decisions
// (one at a time and as JSON lines) speak the request's Accept-Language,
// English when it names neither pt nor en, and a policy's pinned locale
// whatever the request says.
func TestAcceptLanguage(t *testing.T) {
	t.Parallel()
	pinned, err := policy.Parse("pinned.yaml", []byte("version: 1\nmessages:\n  locale: pt\n"))
	require.NoError(t, err)
	pinnedEngine, err := pinned.Compile(policy.Hooks{})
	require.NoError(t, err)
	tests := []struct {
		name   string
		engine *policy.Engine
		lang   string
		want   middleware.Messages
	}{
		{"no header", policy.DefaultEngine(), "", middleware.MessagesEN},
		{"Portuguese", policy.DefaultEngine(), "pt-BR,pt;q=0.9,en;q=0.8", middleware.MessagesPT},
		{"English first", policy.DefaultEngine(), "en-GB,pt;q=0.5", middleware.MessagesEN},
		{"neither", policy.DefaultEngine(), "fr-FR,de;q=0.9", middleware.MessagesEN},
		{"pinned by the policy", pinnedEngine, "en-US", middleware.MessagesPT},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			want := tt.want.Kinds[middleware.StopSlashCommand]
			do := func(srvURL, contentType, body string) *http.Response {
				req, err := http.NewRequest(http.MethodPost, srvURL, strings.NewReader(body))
				require.NoError(t, err)
				req.Header.Set("Content-Type", contentType)
				if tt.lang != "" {
					req.Header.Set("Accept-Language", tt.lang)
				}
				res, err := http.DefaultClient.Do(req)
				require.NoError(t, err)
				t.Cleanup(func() { res.Body.Close() })
				return res
			}

			mw := serve(t, tt.engine, httpguard.Options{}, echo)
			res := do(mw.URL, "application/json", chat("/reset everything"))
			assert.Equal(t, http.StatusForbidden, res.StatusCode)
			b, _ := io.ReadAll(res.Body)
			assert.Equal(t, stopBodyIn(tt.want, "GUARD_DENIED", middleware.StopSlashCommand), string(b))

			h, err := httpguard.CheckHandler(tt.engine, httpguard.CheckOptions{})
			require.NoError(t, err)
			check := serveHandler(t, h)
			var d middleware.Decision
			require.NoError(t, json.NewDecoder(do(check.URL, "application/json", `{"kind":"input","text":"/reset"}`).Body).Decode(&d))
			assert.Equal(t, middleware.StopSlashCommand, d.Kind)
			assert.Equal(t, want, d.Message)

			lines := bufio.NewScanner(do(check.URL, "application/x-ndjson", "{\"kind\":\"input\",\"text\":\"/a\"}\n{\"kind\":\"input\",\"text\":\"hi\"}\n").Body)
			require.True(t, lines.Scan())
			require.NoError(t, json.Unmarshal(lines.Bytes(), &d))
			assert.Equal(t, want, d.Message, "JSON lines speak it too")
		})
	}
}

func serveHandler(t *testing.T, h http.Handler) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv
}
