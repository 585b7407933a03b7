package sanitize

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// percentAll writes every byte of s as a percent escape, as an evasion
// would (or `urlencode` of a form with safe="" and a quote_via).
func percentAll(s string) string {
	var sb strings.Builder
	for i := 0; i < len(s); i++ {
		fmt.Fprintf(&sb, "%%%02X", s[i])
	}
	return sb.String()
}

func TestPercentRun(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in   string
		eof  bool
		n    int
		more bool
	}{
		{in: "%41%42%43%44", eof: true, n: 4},
		{in: "%41%42%43%44 x", eof: true, n: 4},
		{in: "%41%42%43", eof: true, n: 0},             // too short a run
		{in: "%41%42%43%20", eof: true, n: 0},          // a space ends it
		{in: "%41%42%43%E4%BD", eof: true, n: 0},       // not ASCII
		{in: "%41%42%43%0A%44", eof: true, n: 0},       // a control byte
		{in: "%41%42%43%44%4", eof: true, n: 4},        // cut escape at the end
		{in: "%41%42%43%44%4", eof: false, more: true}, // it may complete
		{in: "%41%42%43%44", eof: false, more: true},   // the run may go on
		{in: "%41%42%43%44%G1", eof: false, n: 4},      // not an escape: decided
		{in: "%41%42%43%44x", eof: false, n: 4},
		{in: strings.Repeat("%41", 60), eof: true, n: percentRunMax - percentRunMin},
		{in: strings.Repeat("%41", 47), eof: true, n: 47},
	} {
		n, st := percentRun([]byte(tc.in), tc.eof)
		if tc.more {
			assert.Equal(t, seqMore, st, "%q", tc.in)
			continue
		}
		assert.NotEqual(t, seqMore, st, "%q", tc.in)
		assert.Equal(t, tc.n, n, "%q", tc.in)
	}
}

// A token percent-encoded byte by byte is redacted wherever it stands;
// text with the usual escapes of URLs and format strings is left alone.
func TestPercentEncodedSecret(t *testing.T) {
	t.Parallel()
	c := Default()
	long := strings.Repeat("Xk29dLq8ZpA3mW7vN4bR", 4) // a run longer than one decision
	for _, tc := range []struct {
		name, in string
		hidden   []string
	}{
		{name: "github token", in: "token=" + percentAll(ghTok), hidden: []string{percentAll(ghTok)[12:60]}},
		{name: "aws key in a query", in: "https://example.com/cb?k=" + percentAll(awsKey) + "&page=2", hidden: []string{percentAll(awsKey)[12:48]}},
		{name: "assignment encoded whole", in: "curl -d " + percentAll("GITHUB_TOKEN="+ghTok) + " https://example.com", hidden: []string{percentAll(ghTok)[12:60]}},
		{name: "password in a form body", in: "user=admin&password=" + percentAll("Qm7!vR2#kLp9"), hidden: []string{percentAll("Qm7!vR2#kLp9")}},
		{name: "long value", in: "api_key: " + percentAll(long), hidden: []string{percentAll(long)[150:]}},
		{name: "a token after an escaped '='", in: "GET /cb?next=%2Fhome%3Faccess_token%3D" + awsKey + "&x=1", hidden: []string{awsKey}},

		{name: "query with spaces", in: "https://www.google.com/search?q=how%20to%20rotate%20an%20api%20key"},
		{name: "utf-8 in a path", in: "https://zh.wikipedia.org/wiki/%E4%BD%A0%E5%A5%BD"},
		{name: "a format string", in: `printf("%3d%3d%3d%3d\n", a, b, c, d)`},
		{name: "one escape in a password URL's path", in: "see https://example.com/docs/p%40ges/index.html"},
		{name: "words encoded", in: "redirect_to=" + percentAll("/settings/profile")},
		{name: "a percent sign", in: "CPU at 95%, memory at 80%%"},
		{name: "words after escaped signs", in: "q=rate%3Dlimit%26burst%3D20"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			out := c.Sanitize(tc.in)
			if len(tc.hidden) == 0 {
				assert.Equal(t, tc.in, out, "a look-alike was rewritten")
			}
			for _, h := range tc.hidden {
				assert.NotContains(t, out, h, "%q -> %q", tc.in, out)
				assert.Contains(t, out, ReplToken)
			}
			rng := rand.New(rand.NewPCG(uint64(len(tc.in)), 5))
			assert.Equal(t, out, streamAll(t, c, tc.in, func() int { return 1 + rng.IntN(16) }), "stream differs")
		})
	}
}

// A URL password that opens with an escaped sign (@ ? # / : %) is a
// password, not a sigil and a name; a URL without one, or with a
// placeholder, stays.
func TestURLPasswordLeadingEscape(t *testing.T) {
	t.Parallel()
	c := Default()
	for i, tc := range []struct{ in, gone string }{
		{"postgres://app:%40dKqZ8" + "mWk2p%2168@db:5432/x", "dKqZ8mWk2p"},
		{"mongodb+srv://u:%3FSWq4" + "kLm9Z%2164@c0.example.net/db", "SWq4kLm9Z"},
		{"amqp://bus:%2Fk6Rt2" + "wQz8P%2118@mq/", "k6Rt2wQz8P"},
		{"amqp://bus:%25yRq7" + "LmZ2k%2198@mq/", "yRq7LmZ2k"},
	} {
		got := c.Sanitize(tc.in)
		assert.NotContains(t, got, tc.gone, "%q", tc.in)
		assert.Contains(t, got, "@", "%q", tc.in)
		rng := rand.New(rand.NewPCG(uint64(i), 3))
		assert.Equal(t, got, streamAll(t, c, tc.in, func() int { return 1 + rng.IntN(6) }))
	}
	for _, in := range []string{
		"postgres://app@db",
		"postgres://user:password@localhost",
		"set PASSWORD=%DB_PASSWORD%",
		"postgres://app:%DB_PASS%@db",
	} {
		assert.Equal(t, in, c.Sanitize(in))
	}
	for _, tc := range []struct {
		v  string
		ok bool
	}{
		{"%40dKqZ8", true}, {"%DB_PASSWORD%", false}, {"%(pw)s", false}, {"%40", false}, {"%ABcdefgh", false},
	} {
		assert.Equal(t, tc.ok, percentEncoded([]byte(tc.v)), tc.v)
	}
}
