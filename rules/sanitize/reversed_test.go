package sanitize

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// backwards returns s reversed.
func backwards(s string) string {
	b := []byte(s)
	slices.Reverse(b)
	return string(b)
}

// A token stored backwards and reversed at run time is redacted in the
// languages' ways of reversing; a reversed word or a reversed random run
// with no name stays. The tokens are made up.
func TestReversedLiterals(t *testing.T) {
	t.Parallel()
	const tok = "dop_v1_4f1c9a2b7e5d3c8a0f6b2e9d1c7a4b3e8f0d2c6a9b5e1f7d3c0a8b4e6f2d9c1a"
	rev := backwards(tok)
	cases := []struct{ name, in string }{
		{"JavaScript split reverse join", `const T = "` + rev + `".split("").reverse().join("");`},
		{"Python slice", "token = '" + rev + "'[::-1]"},
		{"PHP strrev", `$t = strrev("` + rev + `");`},
		{"Ruby reverse", `TOKEN = "` + rev + `".reverse`},
		{"a password by its name", `DB_PASSWORD = "` + backwards("Qm7!vR2#kLp9xW4z") + `"[::-1]`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			out := SanitizeOutput(c.in)
			assert.Contains(t, out, ReplToken)
			assert.NotContains(t, out, rev[:24])
			assert.NotContains(t, out, backwards("Qm7!vR2#kLp9xW4z"))
			assert.Equal(t, out, streamAll(t, Default(), c.in, func() int { return 5 }))
		})
	}
	for _, in := range []string{
		`const s = "olleh dlrow siht si a ecnetnes".split("").reverse().join("");`,
		`salt = "` + backwards("Xk29dLq8ZpA3mW7vN4bR") + `"[::-1]`,
		`print("palindromes read the same"[::-1])`,
		`arr.reverse(); x = reverse("ab");`,
	} {
		assert.Equal(t, in, SanitizeOutput(in))
	}
}

// The literal before a reverser is held in a Stream until the reverser
// is read: the output is the one-shot output at every chunk size.
func TestReversedLiteralStream(t *testing.T) {
	t.Parallel()
	c := Default()
	text := "x = 1\nconst T = \"" + backwards("ghp_Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9") + "\".split(\"\").reverse().join(\"\");\ny = 2\n"
	want := c.Sanitize(text)
	require.Contains(t, want, ReplToken)
	for size := 1; size <= len(text); size++ {
		require.Equal(t, want, streamAll(t, c, text, func() int { return size }), "chunk %d", size)
	}
}

// The literal readers take any text without a panic, and what they
// return lies within it.
func FuzzReversedLiteral(f *testing.F) {
	f.Add(`"abc".split("").reverse()`, true)
	f.Add(`strrev("ab`, false)
	f.Add("'x\\'y'[::-1]", true)
	f.Fuzz(func(t *testing.T, text string, eof bool) {
		b := []byte(text)
		for k := range len(b) + 1 {
			s, e := literalBefore(b, k)
			require.True(t, 0 <= s && s <= e && e <= len(b))
			s, e, done := literalAfter(b, k, eof)
			if eof {
				require.True(t, done)
			}
			require.True(t, 0 <= s && s <= e && e <= len(b))
		}
	})
}
