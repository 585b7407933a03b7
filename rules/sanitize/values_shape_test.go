package sanitize

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPublicByShape: values that are no secret by their shape or their
// protocol stay readable — a mapping's next key, a shell expansion's
// message, a test fixture that names itself, a gpg key id, an ETag, a CSP
// nonce, a README fetched as base64 — and the secret beside each is still
// redacted, one shot and streamed.
func TestPublicByShape(t *testing.T) {
	t.Parallel()
	tests := []redactCase{
		{"compose secret, external", "secrets:\n  db_password:\n    external: true\n", false},
		{"minified input field", `r.createElement("input",{type:"password",className:"PasswordField_input__muggV",autoComplete:"current-password"})`, false},
		{"expansion message", "POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:?set in .env}\n", false},
		{"expansion default is a value", "POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:-Xk29dLq8Zp!v}\n", true},
		{"fixtures that name themselves", `user = make_user(password="test-password"); login(password="wrong_password")`, false},
		{"a password of words", `password = "correct-horse-battery-staple"`, true},
		{"a password with a word", `password = "hunter2-password-Xk29!"`, true},
		{"gpg key id", "$ gpg --list-keys 8E8A1DB9DC62B34E\n", false},
		{"gpg fingerprint", "gpg --recv-keys 5F426CAA39C97F52579E2DEE8E8A1DB9DC62B34E\n", false},
		{"a token flag", "deploy --api-key Zx81kQ29vLm3nB7pQ4rT\n", true},
		{"etag", "HTTP/1.1 200 OK\nETag: W/\"0da3b3a4-hCtB3mF5TjdllrAvsvjZ24oTfCi\"\n", false},
		{"csp nonce", "content-security-policy: script-src 'self' 'nonce-r7cbut2dGnT0XW5uoTAH+A==' 'strict-dynamic'\n<script nonce=\"r7cbut2dGnT0XW5uoTAH+A==\">x()</script>\n", false},
		{"a token after an etag", "ETag: \"abc\", Authorization: Bearer Zx81kQ29vLm3nB7pQ4rTw9\n", true},
		{"readme as base64", "$ gh api repos/o/r/readme --jq .content\nIyBkZXNpZ24tc3lzdGVtCgpJbnRlcm5hbCB0b29saW5nIGZvciB0aGUgcGF5\nbWVudHMgdGVhbS4=\n", false},
		{"basic auth as base64", "auth: YWRtaW46WGsyOWRMcThacCF2UXdlcnR5MTIzNDU2Nzg=\n", true},
	}
	runRedactCases(t, tests)
}

// redactCase is a text and whether Sanitize redacts something in it
// (when not, the text must come out unchanged).
type redactCase struct {
	name, in string
	redacted bool
}

// runRedactCases checks each case one shot, and streamed in chunks of
// one to nine bytes against the one-shot output.
func runRedactCases(t *testing.T, tests []redactCase) {
	t.Helper()
	c := Default()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			out := c.Sanitize(tt.in)
			if tt.redacted {
				assert.Contains(t, out, ReplToken)
			} else {
				assert.Equal(t, tt.in, out)
			}
			rng := rand.New(rand.NewPCG(uint64(len(tt.in)), 73))
			assert.Equal(t, out, streamAll(t, c, tt.in, func() int { return 1 + rng.IntN(9) }))
		})
	}
}

func TestNamesItself(t *testing.T) {
	t.Parallel()
	for v, want := range map[string]bool{
		"test-password": true, "wrong_password": true, "dummy-secret": true, "my-super-token": true,
		"correct-horse-battery-staple": false, "password": false, "test-test": false, "Test-Password": false,
		"new-password": true, "password-password": false, "hunter2-password": false,
		"test-token-not-real-000000": true, "dummy-token-123456": true, "not-a-real-token": true, "dummy-token-839201": false,
		"real-token": false, "not-token": false, "test-token-0000": true, "token-123456": false, "a-real-secret": true,
	} {
		assert.Equal(t, want, namesItself([]byte(v)), v)
	}
}
