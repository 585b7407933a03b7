package sanitize

import (
	"encoding/base64"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPublicByWhatTheyDecodeTo: an EC public point and a GitHub node id
// stay readable, named or bare; a private scalar under a key's name and
// base64 of user:password stay redacted.
func TestPublicByWhatTheyDecodeTo(t *testing.T) {
	t.Parallel()
	point := make([]byte, 65)
	point[0] = 0x04
	for i := 1; i < len(point); i++ {
		point[i] = byte(i*37 + 11)
	}
	vapid := base64.RawURLEncoding.EncodeToString(point)
	scalar := base64.RawURLEncoding.EncodeToString(point[1:33])
	for _, in := range []string{
		"applicationServerKey: '" + vapid + "'",
		`"publicKey": "` + base64.StdEncoding.EncodeToString(point) + `"`,
		"key " + vapid + " end",
		`{"id": 972143920, "node_id": "MDEwOlJlcG9zaXRvcnk0Nzg5OTc5MDk=", "full_name": "acme/web"}`,
		"node: MDQ6VXNlcjEyMzQ1Njc=",
	} {
		assert.Equal(t, in, SanitizeOutput(in))
	}
	assert.NotContains(t, SanitizeOutput(`vapidPrivateKey: "`+scalar+`"`), scalar)
	cred := base64.StdEncoding.EncodeToString([]byte("deploy:Xk9mQ2vL7pRz4tW"))
	assert.NotContains(t, SanitizeOutput("auth: "+cred), cred)

	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"010:Repository478997909", true},
		{"04:User1", true},
		{"04:User", false},
		{"deploy:Xk9mQ2vL7pRz4tW", false},
		{"12:ab34", false},
	} {
		assert.Equal(t, tc.want, nodeIDText([]byte(tc.in)), tc.in)
	}
	point[0] = 0x05
	assert.False(t, ecPublicPoint([]byte(base64.RawURLEncoding.EncodeToString(point))))
}
