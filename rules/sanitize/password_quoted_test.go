package sanitize

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// A quoted password with a bracket, a semicolon or a letter outside
// ASCII was cut there or missed; it is redacted whole. Labels, hints and
// placeholders in quotes stay.
func TestQuotedPasswordAnyBytes(t *testing.T) {
	t.Parallel()
	c := Default()
	for i, tc := range []struct{ in, gone, keep string }{
		{`password = "Ab3)kq9Xw7mZ2"`, "kq9Xw7mZ2", "password = "},
		{`DB_PASSWORD: 'x9;Qm,w{2}Lp'`, "Qm,w{2}Lp", "DB_PASSWORD: "},
		{`{"passwort": "Pässwörd2025!"}`, "wörd2025", `{"passwort": "`},
		{`if pwd == "r0(t)Adm1n" {`, "Adm1n", "if pwd == "},
		{`<add key="Password" value="S3cr(et)!" />`, "S3cr(et)", `<add key="Password"`},
	} {
		got := c.Sanitize(tc.in)
		assert.NotContains(t, got, tc.gone, "%q", tc.in)
		assert.Contains(t, got, tc.keep, "%q", tc.in)
		rng := rand.New(rand.NewPCG(uint64(i), 4))
		assert.Equal(t, got, streamAll(t, c, tc.in, func() int { return 1 + rng.IntN(6) }))
	}
	for _, in := range []string{
		`"password": "Mot de passe"`,
		`"password": "(optional)"`,
		`"password": "密码"`,
		`password: "${DB_PASSWORD}"`,
		`password = "<your password>"`,
		`password: ""`,
	} {
		assert.Equal(t, in, c.Sanitize(in))
	}
}

// A quoted key or token runs to its closing quote when no space comes
// before it: Django's generated SECRET_KEY holds brackets and '^', and
// was cut at the first one. A quoted key type and public key stay as the
// regex reads them.
func TestQuotedSecretToken(t *testing.T) {
	t.Parallel()
	c := Default()
	in := "SECRET_KEY = 'django-insecure-dmoz81-c2klvk7++^m(v4wk4lnw)*2@qod+&!!v+(x6ou1wcbw'"
	got := c.Sanitize(in)
	assert.Equal(t, "SECRET_KEY = '[token]'", got)
	assert.Equal(t, got, streamAll(t, c, in, func() int { return 3 }))
	pub := `const edKey = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGBAarftlLeoyf+v+nVchEZII/vna2PCV8FaX4vsF5BX"`
	assert.Contains(t, c.Sanitize(pub), "AAAAC3NzaC1lZDI1NTE5AAAAIGBAarftlLeoyf+v+nVchEZII/vna2PCV8FaX4vsF5BX")
}

// A password that begins with a sign YAML, format strings and comments
// also begin names with (! * & % # @) is redacted when a password follows
// the sign; an alias, an anchor, a tag, a format verb, a Windows
// variable, a comment, a colour and a Key Vault reference stay, and so
// does an SSH key's algorithm named as a value.
func TestSigilPasswords(t *testing.T) {
	t.Parallel()
	c := Default()
	for i, tc := range []struct{ in, gone string }{
		{"DB_PASSWORD=!C3J27XDCG2Lmx9", "C3J27XDCG2Lm"},
		{"db.prod.internal:5432:orders:app:*ZGEONYlgCtjfx9", "ZGEONYlgCtjf"},
		{"  password: #Z4SOcMz9CPVNPx9", "Z4SOcMz9CPVNP"},
		{"mysqldump --password=@kNa1Hedcm4pMbx9 orders", "kNa1Hedcm4pMb"},
		{`password = "&XDuCL1mHoOsFax9"`, "XDuCL1mHoOsFa"},
		{"mongodb://admin:%21Zuw7Kq2mPLx4Ws@cluster0.example.net/db", "Zuw7Kq2mPLx4"},
	} {
		got := c.Sanitize(tc.in)
		assert.NotContains(t, got, tc.gone, "%q", tc.in)
		rng := rand.New(rand.NewPCG(uint64(i), 5))
		assert.Equal(t, got, streamAll(t, c, tc.in, func() int { return 1 + rng.IntN(6) }))
	}
	for _, in := range []string{
		"defaults: &defaults\n  password: *defaults_password\n",
		"db:\n  password: *db_password_v2\n",
		"password: *AnchorName2",
		"  password: !Ref DbPassword",
		"password: !GetAtt DBSecret.Password",
		"ansible_become_password: !vault |",
		"password = %(db_password)s",
		"set PASSWORD=%DB_PASSWORD%",
		"password: #set from the environment",
		"password_hint: #FFAA00",
		"DB_PASSWORD=@Microsoft.KeyVault(SecretUri=https://kv.vault.azure.net/secrets/db/)",
		"curl -F password=@passwords.txt https://example.com",
		`KeyAlgoED25519 = "ssh-ed25519"`,
		"the key:\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGBAarftlLeoyf+v+nVchEZII/vna2PCV8FaX4vsF5BX",
	} {
		assert.Equal(t, in, c.Sanitize(in), "a look-alike was rewritten")
	}
}

// A key or token a sentence gives ("DD_API_KEY is '…'", "your API key is
// …", hex digits included) is redacted; a sentence about one is not.
func TestTokenInProse(t *testing.T) {
	t.Parallel()
	c := Default()
	const hex32 = "0e7153bf7c3706d85c524e440066559a"
	for i, in := range []string{
		"DD_API_KEY is '" + hex32 + "'",
		"Your API key is " + hex32 + ".",
		"the token is `Xk29dLq8ZpA3mW7vN4bR1cT6`",
		"The client secret was set to pQ7xV2mK9wL4zR8tY3nB.",
	} {
		got := c.Sanitize(in)
		assert.Contains(t, got, ReplToken, "%q", in)
		assert.NotContains(t, got, "7c3706d85c52", "%q", in)
		assert.NotContains(t, got, "mW7vN4bR1", "%q", in)
		assert.NotContains(t, got, "wL4zR8tY3", "%q", in)
		rng := rand.New(rand.NewPCG(uint64(i), 6))
		assert.Equal(t, got, streamAll(t, c, in, func() int { return 1 + rng.IntN(6) }))
	}
	assert.Equal(t, "Your API key is [token].", c.Sanitize("Your API key is "+hex32+"."), "the sentence's period stays")
	for _, in := range []string{
		"The token is valid for 3600 seconds.",
		"The API key is stored in Vault, never in the repo.",
		"The key is base64url-encoded JSON.",
		"The secret is rotated every 90 days by the scheduler.",
		"The signing key is /etc/ssl/private/server-2024.key on the host.",
		"The monkey is 12 years old.",
	} {
		assert.Equal(t, in, c.Sanitize(in), "a sentence was rewritten")
	}
	// A first pass's marker is no name for the value after it: a second
	// pass finds nothing more.
	once := c.Sanitize("000001129BC8XYAZab7c,00112789")
	assert.Equal(t, once, c.Sanitize(once))
}
