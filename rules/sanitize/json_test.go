package sanitize

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSanitizeJSON(t *testing.T) {
	t.Parallel()
	cases := []struct{ name, in, want string }{
		{"nested values, keys untouched",
			`{"type":"assistant","message":{"content":[{"type":"text","text":"Claude Code here"}],"claude":"OpenAI"}}`,
			`{"type":"assistant","message":{"content":[{"type":"text","text":"[assistant] here"}],"claude":"[provider]"}}`},
		{"escapes kept when unchanged",
			`{"text":"caf\u00e9 \"quoted\" \\ back"}`,
			`{"text":"caf\u00e9 \"quoted\" \\ back"}`},
		{"escaped secret rewritten, escapes re-encoded",
			`{"text":"line1\nkey \"ghp_Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2s\" caf\u00e9"}`,
			`{"text":"line1\nkey \"[token]\" café"}`},
		{"private key in an escaped string",
			`{"text":"-----BEGIN RSA PRIVATE KEY-----\nMIIBOgIBAAJBAKj34GkxFhD90vcNLYLInFEX6Ppy1tPf9Cnzj4p4WGeKLs1Pt8Qu\n-----END RSA PRIVATE KEY-----"}`,
			`{"text":"[token]"}`},
		{"arrays, numbers, literals",
			`[1, true, null, "GPT-4", {"a": ["--output-format json"]}]`,
			`[1, true, null, "[assistant]", {"a": [""]}]`},
		{"whitespace around colon keeps keys",
			"{\"Anthropic\" : \"Anthropic\"}",
			"{\"Anthropic\" : \"[provider]\"}"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got, err := SanitizeJSON([]byte(tc.in))
			require.NoError(t, err)
			assert.Equal(t, tc.want, string(got))
			assert.True(t, json.Valid(got))
		})
	}
	_, err := SanitizeJSON([]byte(`{"a":`))
	assert.ErrorIs(t, err, ErrInvalidJSON)
}

func FuzzSanitizeJSON(f *testing.F) {
	f.Add(`{"type":"assistant","text":"Claude Code on /home/claude/.claude"}`)
	f.Add(`["caf\u00e9", "\"", "\\", "ghp_Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2s\u0000"]`)
	f.Add(`{"a":{"b":[{"c":"--allowedTools Read,Grep"}]},"n":1.5e3}`)
	c := Default()
	f.Fuzz(func(t *testing.T, in string) {
		if !json.Valid([]byte(in)) {
			_, err := c.SanitizeJSON([]byte(in))
			require.ErrorIs(t, err, ErrInvalidJSON)
			return
		}
		out, err := c.SanitizeJSON([]byte(in))
		require.NoError(t, err)
		require.True(t, json.Valid(out), "invalid output %q for %q", out, in)
		// Same shape: decoding both gives the same keys and the values the
		// one-shot sanitizer gives.
		a, b := decodeNumbers(t, []byte(in)), decodeNumbers(t, out)
		require.Equal(t, sanitizeValue(c, a), b)
	})
}

func decodeNumbers(t *testing.T, data []byte) any {
	d := json.NewDecoder(bytes.NewReader(data))
	d.UseNumber()
	var v any
	require.NoError(t, d.Decode(&v))
	return v
}

func sanitizeValue(c *Compiled, v any) any {
	switch x := v.(type) {
	case string:
		return c.Sanitize(x)
	case []any:
		for i := range x {
			x[i] = sanitizeValue(c, x[i])
		}
	case map[string]any:
		for k := range x {
			x[k] = sanitizeValue(c, x[k])
		}
	}
	return v
}

// A string holding invalid UTF-8 is sanitized as a JSON reader decodes it,
// with U+FFFD in place of each bad byte. The old walker handed the raw
// bytes to the patterns, so a keyword written as U+FFFD never matched what
// every consumer of the output reads.
func TestSanitizeJSONReadsInvalidUTF8AsDecoded(t *testing.T) {
	t.Parallel()
	c, err := Compile(Pack{Patterns: []Pattern{{
		ID: "replacement-char", Regex: `\x{FFFD}`, Keywords: []string{"\uFFFD"}, Replacement: "?", Enabled: true,
	}}})
	require.NoError(t, err)
	in := []byte("{\"\xff\":\"a\xffb\",\"c\":[\"\xef\xbf\xbd\"]}")
	got, err := c.SanitizeJSON(in)
	require.NoError(t, err)
	assert.Equal(t, "{\"\xff\":\"a?b\",\"c\":[\"?\"]}", string(got), "keys are left alone")
}

// Every copy of a repeated key is sanitized: whichever copy a consumer
// reads holds no secret.
func TestSanitizeJSONEveryCopy(t *testing.T) {
	t.Parallel()
	got, err := SanitizeJSON([]byte(`{"t":"Claude Code","t":"GPT-4"}`))
	require.NoError(t, err)
	assert.Equal(t, `{"t":"[assistant]","t":"[assistant]"}`, string(got))
}
