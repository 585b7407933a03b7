package sanitize

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// randomValue is n bytes of a generated secret's alphabet (base64 and
// the punctuation a password may hold), from a fixed seed.
func randomValue(seed uint64, n int) string {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-"
	rng := rand.New(rand.NewPCG(seed, 7))
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[rng.IntN(len(alphabet))]
	}
	return string(b)
}

// A value longer than its pattern's regex allows was redacted up to the
// cap and the rest left readable: the tail of a 2 KB credentials file in
// base64, half a long client secret. It now runs on to the end of its
// run (Pattern.runOn), and what follows it stays.
func TestLongValueRedactedWhole(t *testing.T) {
	t.Parallel()
	c := Default()
	cases := []struct {
		name   string
		before string
		n      int
		after  string
		keep   string
	}{
		{"env token", "SERVICE_TOKEN=", 520, "\nPORT=8080\n", "PORT=8080"},
		{"json secret", `{"client_secret":"`, 520, `","region":"eu-west-1"}`, `"region":"eu-west-1"`},
		{"yaml password", "db:\n  password: ", 300, "\n  host: db.internal\n", "host: db.internal"},
		{"base64 credentials", "GOOGLE_CREDENTIALS=", 2600, "\nDEBUG=false\n", "DEBUG=false"},
		{"flag", "deploy --api-key ", 700, " --region eu\n", "--region eu"},
		{"at the cap", "API_SECRET=", 256, "\n", ""},
	}
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			v := randomValue(uint64(i), tc.n)
			in := tc.before + v + tc.after
			got := c.Sanitize(in)
			for k := 0; k+16 <= len(v); k += 16 {
				assert.NotContains(t, got, v[k:k+16], "part of the value at %d left readable", k)
			}
			assert.Contains(t, got, tc.keep)
			rng := rand.New(rand.NewPCG(uint64(i), 3))
			assert.Equal(t, got, streamAll(t, c, in, func() int { return 1 + rng.IntN(64) }), "a stream differs from one shot")
		})
	}
	// Beyond the bound, the first runOnMax bytes past the cap go and the
	// rest is what a longer bound would have to take: the stream holds
	// back no more than the bound.
	v := randomValue(99, 256+runOnMax+100)
	got := c.Sanitize("API_SECRET=" + v)
	assert.NotContains(t, got, v[:256+runOnMax])
	assert.True(t, strings.HasSuffix(got, v[256+runOnMax:]), "the bound moved")
}

// Running on costs a Stream nothing where the value ends: after an
// assignment whose value stops short of the cap, what follows is held
// back no longer than before (the pattern's own length), not the
// run-on bound.
func TestRunOnHoldsBackOnlyLongValues(t *testing.T) {
	t.Parallel()
	c := Default()
	var out bytes.Buffer
	st := NewStream(c, &out)
	_, err := st.WriteString("API_SECRET=" + randomValue(5, 40) + "\n" + strings.Repeat("and then the build ran fine ", 40))
	assert.NoError(t, err)
	assert.Less(t, st.Buffered(), 600, "held back")
	assert.Contains(t, out.String(), "API_SECRET=[token]", "the assignment was not emitted")
}
