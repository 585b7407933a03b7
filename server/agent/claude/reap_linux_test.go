//go:build linux

package claude

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestHasEnvEntry(t *testing.T) {
	t.Parallel()
	const tag = "GUARDRAIL_TURN=abc"
	for _, tc := range []struct {
		env  string
		want bool
	}{
		{"PATH=/bin\x00GUARDRAIL_TURN=abc\x00HOME=/root\x00", true},
		{"GUARDRAIL_TURN=abc", true},
		{"GUARDRAIL_TURN=abcd\x00", false},
		{"XGUARDRAIL_TURN=abc\x00", false},
		{"GUARDRAIL_TURN=ab\x00c", false},
		{"", false},
	} {
		assert.Equal(t, tc.want, hasEnvEntry([]byte(tc.env), []byte(tag)), "%q", tc.env)
	}
}

// FuzzHasEnvEntry: an entry is found exactly when it stands between NULs
// (or the ends) in the environment block.
func FuzzHasEnvEntry(f *testing.F) {
	f.Add([]byte("A=1\x00GUARDRAIL_TURN=x\x00"), []byte("GUARDRAIL_TURN=x"))
	f.Add([]byte("\x00\x00"), []byte("x"))
	f.Fuzz(func(t *testing.T, env, want []byte) {
		if len(want) == 0 || bytes.IndexByte(want, 0) >= 0 {
			return // a tag is never empty and never holds a NUL
		}
		oracle := false
		for _, e := range bytes.Split(env, []byte{0}) {
			oracle = oracle || bytes.Equal(e, want)
		}
		assert.Equal(t, oracle, hasEnvEntry(env, want), "%q in %q", want, env)
	})
}
