package sanitize

import (
	"encoding/base64"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Base64 of text that holds a secret is redacted whatever its name says;
// base64 of text without one stays, and a stream gives the one-shot
// output.
func TestEncodedSecret(t *testing.T) {
	t.Parallel()
	c := Default()
	b64 := base64.StdEncoding.EncodeToString
	raw := base64.RawURLEncoding.EncodeToString
	docker := `{"auths":{"registry.corp:5000":{"username":"ci","password":"Vq7#mLp2!xRt","auth":"Y2k6VnE3I21McDIheFJ0"}}}`
	env := "DB_HOST=db.internal\nDB_PASSWORD=gR4te-Falc0n-91\nSTRIPE_KEY=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\n" +
		strings.Repeat("FEATURE_FLAG_NUMBER_ONE=enabled\n", 14)
	hidden := []string{
		`{"blob":"` + raw([]byte("token=ghp_Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2s")) + `"}`,
		"apiVersion: v1\nkind: Secret\ntype: kubernetes.io/dockerconfigjson\ndata:\n  .dockerconfigjson: " + b64([]byte(docker)) + "\n",
		"kind: Secret\ndata:\n  .env: " + b64([]byte(env)) + "\n",
		"state=" + raw([]byte("tok:ghp_Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2s")) + "&x=1",
	}
	for i, in := range hidden {
		got := c.Sanitize(in)
		assert.Contains(t, got, ReplToken, "%d: %q", i, in)
		for _, part := range strings.FieldsFunc(in, func(r rune) bool {
			return !strings.ContainsRune("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_", r)
		}) {
			if len(part) > 200 {
				assert.NotContains(t, got, part[:64], "%d: a piece of the run stayed", i)
			}
		}
		rng := rand.New(rand.NewPCG(uint64(i), 11))
		assert.True(t, got == streamAll(t, c, in, func() int { return 1 + rng.IntN(90) }), "%d: a stream differs from one shot", i)
	}
	kept := []string{
		"motd: " + b64([]byte("Welcome to the build server. Please be nice to the other users of this machine.")),
		"config.yaml: " + b64([]byte("server:\n  port: 8080\n  host: 0.0.0.0\nlogging:\n  level: info\n")),
		"data:\n  readme: " + b64([]byte(strings.Repeat("This file explains how to run the tests and where the fixtures live. ", 12))),
		"password: " + b64([]byte("REPLACE_ME_WITH_A_REAL_ONE")) + " # placeholder",
	}
	for i, in := range kept {
		got := c.Sanitize(in)
		if i < 3 {
			assert.Equal(t, in, got, "%d", i)
		}
		rng := rand.New(rand.NewPCG(uint64(i), 12))
		assert.True(t, got == streamAll(t, c, in, func() int { return 1 + rng.IntN(90) }), "%d: a stream differs from one shot", i)
	}
}

func FuzzBase64Text(f *testing.F) {
	f.Add([]byte("dG9rZW49Z2hwX1hrMjlkTHE4WnBBM21XN3ZONGJSMWNUNnlIMGpGNWdFMnM"))
	f.Add([]byte("a+b/c-d_=="))
	f.Add([]byte("////////////////////////////////"))
	f.Fuzz(func(t *testing.T, u []byte) {
		d, ok := base64Text(u, nil)
		if ok {
			assert.LessOrEqual(t, len(d), b64TextMax/4*3)
			assert.GreaterOrEqual(t, len(d), b64TextMin*3/4)
		}
	})
}

// Base64 of prose in which the pack finds nothing (a README as GitHub's
// contents API returns it, wrapped at 60 columns) is kept; base64 of
// user:password, one run, is still a credential.
func TestEncodedProseKept(t *testing.T) {
	t.Parallel()
	c := Default()
	readme := "# tinyrouter\n\nA small, fast HTTP router for Node.js.\n\n## Install\n\n    npm i tinyrouter\n"
	enc := base64.StdEncoding.EncodeToString([]byte(readme))
	var lines []string
	for len(enc) > 60 {
		lines, enc = append(lines, enc[:60]), enc[60:]
	}
	in := `{"name":"README.md","encoding":"base64","content":"` + strings.Join(append(lines, enc), `\n`) + `\n"}`
	assert.Equal(t, in, c.Sanitize(in))
	assert.Equal(t, in, streamAll(t, c, in, func() int { return 7 }))
	cred := "auth: " + base64.StdEncoding.EncodeToString([]byte("deploy:Vq7mLp2xRtWk9")) + "\n"
	assert.Contains(t, c.Sanitize(cred), ReplToken)
}
