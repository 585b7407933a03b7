package decode

import (
	"encoding/ascii85"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDecode85AgreesWithAscii85 checks the ascii85 reading against the
// standard library's encoder on texts of every length up to 64 bytes,
// zero runs ("z") included.
func TestDecode85AgreesWithAscii85(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1, 2))
	for n := range 65 {
		src := make([]byte, n)
		for i := range src {
			if r.IntN(4) > 0 {
				src[i] = byte(' ' + r.IntN(95))
			}
		}
		enc := make([]byte, ascii85.MaxEncodedLen(n))
		enc = enc[:ascii85.Encode(enc, src)]
		got, ok := decode85(string(enc), true)
		require.True(t, ok, "%q", enc)
		assert.Equal(t, src, got, "%q", enc)
	}
}

func TestUULine(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		line string
		want string
		ok   bool
	}{
		{`4:6=N;W)E(&%L;"!P<F5V:6]U<R  `, "ignore all previous ", true},
		{`)<G5L97,@;F]W`, "rules now", true},
		{`4:6=N`, "", false}, // shorter than its count says
		{"hello world", "", false},
	} {
		got, ok := uuLine(tc.line)
		assert.Equal(t, tc.ok, ok, tc.line)
		if tc.ok {
			assert.Equal(t, tc.want, string(got), tc.line)
		}
	}
}
