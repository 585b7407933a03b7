package sanitize

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLineDirectives92 (round 92's held-out misses): a credential set in
// a line-based configuration with blanks between name and value
// (Fluent Bit's Splunk_Token), and a Postfix SASL map's password. Kept:
// the same configuration's other settings, a setting whose value is a
// variable, a Maven coordinate after a bracketed log level, prose with
// the word "token" in it.
func TestLineDirectives92(t *testing.T) {
	t.Parallel()
	c := Default()
	tok := fake(921, 8, "0123456789abcdef") + "-" + fake(922, 4, "0123456789abcdef") + "-4" + fake(923, 3, "0123456789abcdef") + "-9" + fake(924, 3, "0123456789abcdef") + "-" + fake(925, 12, "0123456789abcdef")
	pw := "Q+" + fake(926, 14, alnum) + "#z"
	for _, text := range []string{
		"[OUTPUT]\n    Name         splunk\n    Splunk_Token " + tok + "\n    TLS          On\n",
		"[OUTPUT]\n    Name    http\n    HTTP_Passwd   " + pw + "\n",
		"[smtp.example.com]:587 relay@example.com:" + pw + "\n",
	} {
		out := c.Sanitize(text)
		assert.NotContains(t, out, tok[9:], text)
		assert.NotContains(t, out, pw[2:14], text)
	}
	for _, kept := range []string{
		"[OUTPUT]\n    Name         splunk\n    Splunk_Token ${SPLUNK_TOKEN}\n    Log_Key      message\n",
		"[INFO] com.acme:orders:jar:2.3.0-SNAPSHOT\n",
		"The refresh token expires after one hour of inactivity.\n",
		"    Access_Token_Header  Authorization\n",
		// a Go struct's fields have a directive's shape
		"type cache struct {\n\tcachedToken            atomic.Value\n\tbyToken map[string]*memLSNode\n\tToken *loginToken\n\tnextToken atomic.Uint64\n}\n",
	} {
		assert.Equal(t, kept, c.Sanitize(kept))
	}
}

// FuzzAlignedDirectiveGate checks the gate never reads out of bounds and
// agrees with its own reading of a line: a name that opens it, blanks, a
// value that closes it.
func FuzzAlignedDirectiveGate(f *testing.F) {
	for _, s := range []string{"    Splunk_Token abc-123\n", "x token y z", "token", "\ntoken ", "[a.b]:25 u:p"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b := []byte(s)
		for k := range b {
			alignedDirectiveGate(b, k)
			postfixMapGate(b, k)
		}
	})
}

// TestStateNames92: a name that holds "auth" as a state ("authorized")
// says nothing of the value after it: a log's event name before an id
// (round 92's look-alike, a ULID after payment.authorized). A token
// named for authentication is still redacted.
func TestStateNames92(t *testing.T) {
	t.Parallel()
	c := Default()
	kept := "2025-04-11T00:56:22Z INFO event=payment.authorized id=01JX5KGX9QKX6Q21D0H8RPGQHW tenant=t_531"
	assert.Equal(t, kept, c.Sanitize(kept))
	tok := fake(927, 28, alnum)
	assert.NotContains(t, c.Sanitize("AUTH_TOKEN="+tok), tok[:20])
}
