package redisstate

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func unpart(s string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			b.WriteByte(s[i])
			continue
		}
		if i+2 >= len(s) {
			return "", false
		}
		v, err := strconv.ParseUint(s[i+1:i+3], 16, 8)
		if err != nil {
			return "", false
		}
		b.WriteByte(byte(v))
		i += 2
	}
	return b.String(), true
}

func TestPart(t *testing.T) {
	t.Parallel()
	tests := map[string]string{
		"acme":          "acme",
		"a.b_c-D9":      "a.b_c-D9",
		"a:b":           "a%3Ab",
		"a%3Ab":         "a%253Ab",
		"{x}":           "%7Bx%7D",
		"a/b c":         "a%2Fb%20c",
		"é":             "%C3%A9",
		"":              "",
		"\x00\xff":      "%00%FF",
		"tenant:t:evil": "tenant%3At%3Aevil",
	}
	for in, want := range tests {
		assert.Equal(t, want, part(in), "%q", in)
	}
	k := keyer{prefix: "guardrail"}
	assert.Equal(t, "guardrail:t:acme:rl:tenant", k.limit("tenant", "acme"))
	assert.Equal(t, "guardrail:t:acme:rl:session:p%2Fs", k.limit("session", "acme/p/s"))
	assert.NotEqual(t, k.limit("tenant", "acme"), k.limit("tenant", "acme/"))
	assert.Equal(t, "guardrail:t:a%3Ab:flow:{c:s}", k.session("flow", "a:b", "c", "s"))
}

// part is one to one and its output never holds a key separator or a hash
// tag brace.
func FuzzPart(f *testing.F) {
	for _, s := range []string{"acme", "a:b", "%", "{}", "é", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p := part(s)
		if strings.ContainsAny(p, ":{}/ ") {
			t.Fatalf("part(%q) = %q holds a separator", s, p)
		}
		back, ok := unpart(p)
		if !ok || back != s {
			t.Fatalf("part(%q) = %q does not decode back", s, p)
		}
	})
}
