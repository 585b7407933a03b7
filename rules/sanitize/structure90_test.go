package sanitize

import (
	"encoding/base64"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCredentialsByPlace90 (round 90's held-out misses): a connection
// string's password runs to the next semicolon whatever it holds, and
// Splunk's HEC token follows its own scheme name; a format argument, a
// variable and a connection without a password stay.
func TestCredentialsByPlace90(t *testing.T) {
	t.Parallel()
	c := Default()
	pw := "+Gm)" + fake(901, 10, alnum) + "!=%6-B"
	for _, text := range []string{
		`"Default": "Server=tcp:db.example.net,1433;Initial Catalog=Inventory;User ID=inv_app;Password=` + pw + `;Encrypt=True;"`,
		`jdbc:sqlserver://db:1433;databaseName=app;user=app; PWD=` + pw + `;encrypt=true`,
	} {
		assert.NotContains(t, c.Sanitize(text), pw[4:14], text)
	}
	hec := uuidOf(902)
	assert.NotContains(t, c.Sanitize(`curl -H "Authorization: Splunk `+hec+`" https://splunk.internal:8088/services/collector`), hec)
	for _, kept := range []string{
		"Data Source=srv;Initial Catalog=db;User ID=u;Password={0};",
		"Server=db;User ID=u;Password=${DB_PASSWORD};",
		"Server=.;Database=x;Trusted_Connection=True;",
		"Send events to Splunk with an Authorization: Splunk <token> header.",
	} {
		assert.Equal(t, kept, c.Sanitize(kept))
	}
}

// TestJWTHeaderAlone: a JWT's first segment on its own names an
// algorithm; it is kept even after a name like "token".
func TestJWTHeaderAlone(t *testing.T) {
	t.Parallel()
	c := Default()
	hdr := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"RS256","kid":"` + fake(903, 40, lowerHx) + `","typ":"JWT"}`))
	kept := "The first segment of the token, `" + hdr + "`, decodes to the header."
	assert.Equal(t, kept, c.Sanitize(kept))
	// Anything else after the same name is still judged as a value.
	assert.Contains(t, c.Sanitize("the token, `"+fake(904, 40, alnum)+"`, is live"), ReplToken)
}

// TestParenthesisedValue: a secret whose literals stand in parentheses on
// the lines below its name (Python's implicit concatenation) is redacted
// whole, the same in a stream of small chunks; a call or a variable in
// parentheses stays.
func TestParenthesisedValue(t *testing.T) {
	t.Parallel()
	c := Default()
	a, b := fake(905, 25, alnum+"&@^)(#*!"), fake(906, 25, alnum+"&@^)(#*!")
	text := "DEBUG = False\nSECRET_KEY = (\n    \"" + a + "\"\n    \"" + b + "\"\n)\n"
	out := c.Sanitize(text)
	assert.NotContains(t, out, a[:12])
	assert.NotContains(t, out, b[:12])
	assert.Equal(t, out, streamAll(t, c, text, func() int { return 7 }))
	for _, kept := range []string{
		"SECRET_KEY = (os.environ[\"SECRET_KEY\"])",
		"api_key = (await getKey())",
	} {
		assert.Equal(t, kept, c.Sanitize(kept))
	}
}

// TestBytesLiteralKey: a key printed by Python as a bytes literal of \x
// escapes is redacted; a bytes literal of text is not.
func TestBytesLiteralKey(t *testing.T) {
	t.Parallel()
	c := Default()
	var key strings.Builder
	for _, b := range []byte(fake(907, 24, alnum)) {
		fmt.Fprintf(&key, `\x%02x`, b^0x80)
	}
	text := "app.secret_key = b'" + key.String() + "'\n"
	assert.NotContains(t, c.Sanitize(text), key.String()[:24])
	for _, kept := range []string{
		"key = b'hello world, this is text'",
		`secret = b'\x00\x01 header bytes'`,
	} {
		assert.Equal(t, kept, c.Sanitize(kept))
	}
}
