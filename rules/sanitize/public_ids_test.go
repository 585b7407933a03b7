package sanitize

import (
	"encoding/base64"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bech32For encodes data (5-bit groups) under hrp with a valid bech32
// checksum (BIP 173), for made-up addresses.
func bech32For(hrp string, data []byte) string {
	const charset = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
	chk := bech32Polymod([]byte(hrp), append(append([]byte{}, data...), 0, 0, 0, 0, 0, 0)) ^ 1
	var b strings.Builder
	b.WriteString(hrp + "1")
	for _, d := range data {
		b.WriteByte(charset[d])
	}
	for i := range 6 {
		b.WriteByte(charset[chk>>(5*(5-i))&31])
	}
	return b.String()
}

func fiveBit(seed uint64, n int) []byte {
	s := fake(seed, n, "0123456789abcdefghijklmnopqrstuv")
	d := make([]byte, n)
	for i := range s {
		d[i] = byte(strings.IndexByte("0123456789abcdefghijklmnopqrstuv", s[i]))
	}
	return d
}

// TestPublicIDs (public_ids.go): object ids that platforms print stay
// readable; the secrets that share their alphabet or prefix do not.
func TestPublicIDs(t *testing.T) {
	t.Parallel()
	c := Default()
	cosmos := bech32For("cosmos", fiveBit(401, 32))
	header := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	kept := []string{
		"Instance i-0" + fake(402, 16, lowerHx) + " in vpc-0" + fake(403, 16, lowerHx) + " from ami-0" + fake(404, 16, lowerHx) + " subnet-0" + fake(405, 16, lowerHx),
		"sg-0" + fake(406, 16, lowerHx) + " vol-0" + fake(407, 16, lowerHx) + " snap-0" + fake(408, 16, lowerHx) + " vpc-" + fake(409, 8, lowerHx),
		"PaymentIntent pi_3" + fake(410, 23, alnum) + " succeeded (charge ch_3" + fake(411, 23, alnum) + ")",
		"cus_" + fake(412, 14, alnum) + " evt_1" + fake(413, 23, alnum) + " in_1" + fake(414, 23, alnum),
		"file-" + fake(415, 24, alnum) + " asst_" + fake(416, 24, alnum) + " thread_" + fake(417, 24, alnum) + " run_" + fake(418, 24, alnum),
		"delegator " + cosmos + " staked 10 ATOM",
		"The header " + header + " decodes to {\"alg\":\"HS256\",\"typ\":\"JWT\"}.",
		// a generated name: a word and hex (pytest's ids, a container)
		"FAILED tests/test_merge.py::test_conflict[seed-" + fake(461, 16, lowerHx) + "] - AssertionError",
		"web-" + fake(462, 12, lowerHx) + "   Up 2 hours   0.0.0.0:8080->80/tcp",
		// a Twilio message's and call's SIDs (round 68)
		"print(msg.sid)  # SM" + fake(463, 32, lowerHx) + "\ncall CA" + fake(464, 32, lowerHx) + " completed",
		// an RDS instance's and cluster's resource ids, as terraform plan prints them (round 79)
		"        id                  = \"db-" + fake(465, 26, upperAn) + "\"\n  cluster_resource_id = \"cluster-" + fake(466, 26, upperAn) + "\"",
	}
	for _, in := range kept {
		assert.Equal(t, in, c.Sanitize(in))
	}
	hidden := []string{
		// A Stripe client secret carries the PaymentIntent's id.
		"client_secret: pi_3" + fake(420, 23, alnum) + "_secret_" + fake(421, 25, alnum),
		"token " + header + "." + base64.RawURLEncoding.EncodeToString([]byte(`{"sub":"1234567890","iat":1516239022}`)) + "." + fake(423, 43, alnum+"_-"),
		"sk_live_" + fake(424, 24, alnum),
		// a credential's word before the hex is no name
		"MAILGUN=key-" + fake(463, 32, lowerHx),
	}
	for _, in := range hidden {
		assert.Contains(t, c.Sanitize(in), ReplToken, "%q", in)
	}
	// The structure decides, not the prefix: a broken checksum or a body
	// of the wrong length is no id.
	assert.True(t, bech32Checked([]byte(cosmos)))
	// A Nostr private key is bech32 with a valid checksum too: not an id.
	assert.False(t, bech32Checked([]byte(bech32For("nsec", fiveBit(422, 52)))))
	assert.False(t, bech32Checked([]byte(cosmos[:len(cosmos)-1]+"q")) && cosmos[len(cosmos)-1] != 'q')
	assert.False(t, awsResourceID([]byte("vpc-0"+fake(425, 15, lowerHx))))
	assert.False(t, awsResourceID([]byte("key-0"+fake(426, 16, lowerHx))))
	assert.False(t, awsRDSResourceID([]byte("db-"+fake(467, 25, upperAn))))
	assert.False(t, awsRDSResourceID([]byte("db-"+fake(468, 26, alnum))))
	assert.False(t, stripeObjectID([]byte("sk_"+fake(427, 24, alnum))))
	assert.False(t, jwtHeaderOnly([]byte(base64.RawURLEncoding.EncodeToString([]byte(`{"sub":"x","name":"y"}`)))))
}

// TestNamesThatAreNotSecrets (values.go, the name side): a name the word
// before qualifies ("public key:", "cache key:"), a CA's data, a site
// key, and a value that is itself a name stay; the same names with a
// secret still hide it.
func TestNamesThatAreNotSecrets(t *testing.T) {
	t.Parallel()
	c := Default()
	b64key := base64.StdEncoding.EncodeToString([]byte(fake(430, 32, alnum)))
	kept := []string{
		"interface: wg0\n  public key: " + b64key + "\n  private key: (hidden)\n  listening port: 51820",
		"go: downloading golang.org/x/crypto v0.31.0\ncache key: " + fake(431, 64, lowerHx),
		"clusters:\n- cluster:\n    certificate-authority-data: " + base64.StdEncoding.EncodeToString([]byte("-----BEGIN CERTIFICATE-----\n"+fake(432, 120, alnum))) + "\n    server: https://10.0.0.1:6443",
		`<div class="g-recaptcha" data-sitekey="6Lc` + fake(433, 37, alnum+"_-") + `"></div>`,
		"RECAPTCHA_SITE_KEY=6Lc" + fake(434, 37, alnum+"_-"),
		"Password string `json:\"password\" yaml:\"password\" env:\"DB_PASSWORD\"`",
		"def login(username: str, password: SecretStr, token: str | None = None) -> Session: ...",
		"Settings(db_password=SecretStr('**********'), debug=False)",
		"password: ADMIN_PASSWORD",
		// a password's scheme, not a password (s58's look-alikes)
		"PASSWORD_MIN_LENGTH=12\nPASSWORD_HASHER=argon2id\nPASSWORD_ENCODER=bcrypt",
		// a Bitcoin output's locking script, a public key's name (round 68)
		`  "scriptPubKey": "76a914` + fake(437, 40, lowerHx) + `88ac",`,
		"ssh_pub_key = " + fake(438, 40, alnum),
	}
	for _, in := range kept {
		assert.Equal(t, in, c.Sanitize(in))
	}
	hidden := []string{
		"private key: " + b64key,
		"certificate-authority-key: " + fake(435, 40, alnum),
		"RECAPTCHA_SECRET_KEY=6Lc" + fake(436, 37, alnum+"_-"),
		"password: Tr0ub4dorZq9",
		"password: SecretStr('Tr0ub4dorZq9')",
		"db_password=SecretStr('Tr0ub4dorZq9')",
		"password: Xk29_ZQ_PASSWORD",
		"PASSWORD_HASH_SALT=Tr0ub4dorZq9x",
		// a token named after a public key is still a token
		"walletPubKeyToken = " + fake(439, 40, alnum),
	}
	for _, in := range hidden {
		assert.Contains(t, c.Sanitize(in), ReplToken, "%q", in)
	}
	assert.True(t, typeName([]byte("SecretStr")))
	assert.True(t, typeName([]byte("PasswordField")))
	assert.False(t, typeName([]byte("BlueSky")))
	assert.False(t, typeName([]byte("XkQzStr")))
	assert.True(t, envVarName([]byte("DB_PASSWORD")))
	assert.False(t, envVarName([]byte("ZX9_QP4_RTV")))
}

// Public halves a page or a config shows by design: Stripe's publishable
// key, a Google OAuth client id, git's signing key id, a Twilio Account
// SID named as one. Their secret
// halves, and a signing key of an application, stay hidden.
func TestPublicKeysAndClientIDs(t *testing.T) {
	t.Parallel()
	c := Default()
	pk := "pk_live_" + fake(440, 99, alnum)
	client := fake(441, 12, "0123456789") + "-" + fake(442, 32, lowerAn) + ".apps.googleusercontent.com"
	kid := strings.ToUpper(fake(443, 16, lowerHx))
	kept := []string{
		"Stripe.js: loadStripe('" + pk + "')",
		"Stripe publishable key pk_test_" + fake(444, 99, alnum) + " is safe in the browser.",
		"GOOGLE_CLIENT_ID=" + client,
		"[user]\n  name = Dana Example\n  signingkey = " + kid,
		"git config --global user.signingKey " + kid + "!",
		"  signingkey = " + strings.ToUpper(fake(445, 40, lowerHx)),
	}
	for _, in := range kept {
		assert.Equal(t, in, c.Sanitize(in))
	}
	hidden := []string{
		"Stripe.js: loadStripe('sk_live_" + fake(446, 99, alnum) + "')",
		"GOOGLE_CLIENT_SECRET=GOCSPX-" + fake(447, 28, alnum+"_-"),
		"JWT_SIGNING_KEY=" + fake(448, 64, lowerHx),
		"signing_key = " + fake(449, 40, alnum),
	}
	for _, in := range hidden {
		assert.Contains(t, c.Sanitize(in), ReplToken, "%q", in)
	}
	assert.True(t, googleClientID([]byte(client)))
	assert.False(t, googleClientID([]byte(fake(450, 11, "0123456789")+"-"+fake(451, 32, lowerAn)+".apps.googleusercontent.com")))
	assert.True(t, stripePublishableKey([]byte(pk)))
	assert.False(t, stripePublishableKey([]byte("pk_live_"+fake(452, 20, alnum)+"-x")))
	sid := "AC" + fake(454, 32, lowerHx)
	for _, in := range []string{
		"Twilio Account SID " + sid,
		"TWILIO_ACCOUNT_SID=" + sid,
		"account_sid: '" + sid + "'",
		`AccountSid="` + sid + `"`,
		"Your Account SID is " + sid + ".",
	} {
		assert.Equal(t, in, c.Sanitize(in))
	}
	for _, in := range []string{
		"Here is the value: " + sid + " -- keep it.",
		`{"token":"` + sid + `"}`,
		"consid " + sid,
		"Twilio API key SID SK" + fake(455, 32, lowerHx),
	} {
		assert.Contains(t, c.Sanitize(in), ReplToken, "%q", in)
	}
	assert.True(t, openPGPKeyID([]byte("user.signingkey"), []byte(kid)))
	assert.False(t, openPGPKeyID([]byte("user.signingkey"), []byte(fake(453, 17, lowerHx))))
	assert.False(t, openPGPKeyID([]byte("jwt_signingkey"), []byte(kid)))
}

// An unsecured JWT (alg "none", empty signature) was redacted like a
// signed one (out42 O1): anyone can write one, so it proves nothing.
func TestUnsignedJWTPublic(t *testing.T) {
	t.Parallel()
	c := Default()
	seg := func(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
	claims := seg(`{"sub":"user0","iat":1700000000}`)
	sig := seg(string(pseudo(32, 3)))
	for _, text := range []string{
		"Example unsecured JWT (alg none): " + seg(`{"alg":"none"}`) + "." + claims + ".",
		"see " + seg(`{"typ":"JWT","alg":"none"}`) + "." + claims + ". ok",
	} {
		assert.Equal(t, text, c.Sanitize(text))
	}
	for _, text := range []string{
		"Bearer " + seg(`{"alg":"HS256","typ":"JWT"}`) + "." + claims + "." + sig,
		"Bearer " + seg(`{"alg":"none"}`) + "." + claims + "." + sig, // a signature after "none": not what it says
		"Bearer " + seg(`{"alg":"HS256"}`) + "." + claims + ".",      // signed by its header, signature cut off
		"Bearer " + seg(`{"typ":"JWT"}`) + "." + claims + ".",
	} {
		got := c.Sanitize(text)
		assert.NotContains(t, got, claims[:12], "%q", text)
		assert.Equal(t, got, streamAll(t, c, text, func() int { return 9 }))
	}
}

// TestPublicByStructure59 (round 59's look-alikes): a Mapbox public token,
// a name inside an ARN, a Helm chart's checksum of a secret, an S3
// error's HostId and a CHANGE_ME placeholder stay readable; a Mapbox
// secret token, a secret named after an ARN, a secret annotation with no
// checksum word, a password element and a real password stay hidden.
func TestPublicByStructure59(t *testing.T) {
	t.Parallel()
	c := Default()
	payload := base64.RawURLEncoding.EncodeToString([]byte(`{"u":"acme-maps","a":"` + fake(470, 25, alnum) + `"}`))
	mapbox := "." + payload + "." + fake(471, 22, alnum+"_-")
	hostID := base64.StdEncoding.EncodeToString([]byte(fake(472, 56, alnum)))
	kept := []string{
		`mapboxgl.accessToken = "pk` + mapbox + `";`,
		`"Resource": "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/orders/db-` + fake(473, 6, alnum) + `"`,
		"      annotations:\n        checksum/secret: " + fake(474, 64, lowerHx) + "\n",
		"<Error><Code>AccessDenied</Code><RequestId>" + fake(475, 16, "0123456789ABCDEF") + "</RequestId><HostId>" + hostID + "</HostId></Error>",
		"db:\n  password: \"CHANGE_ME\"\nadmin_token: REPLACE_ME\n",
	}
	for _, in := range kept {
		assert.Equal(t, in, c.Sanitize(in))
	}
	hidden := []string{
		"MAPBOX_TOKEN=sk" + mapbox,
		"arn:aws:iam::123456789012:user/deploy secret_key=" + fake(476, 40, alnum),
		"      annotations:\n        vault/secret: " + fake(477, 40, alnum) + "\n",
		"<Password>" + fake(478, 24, alnum) + "</Password>",
		"db:\n  password: \"" + fake(479, 20, alnum) + "\"\n",
	}
	for _, in := range hidden {
		assert.Contains(t, c.Sanitize(in), ReplToken, "%q", in)
	}
}

// TestPublicByStructure60 (round 60's look-alikes and misses): a PostHog
// project key stays readable, a PostHog personal key does not; a client
// id of 80 characters before curl -u's colon (PayPal's) still leaves its
// secret hidden.
func TestPublicByStructure60(t *testing.T) {
	t.Parallel()
	c := Default()
	kept := `posthog.init("phc_` + fake(480, 43, alnum) + `", {api_host: "https://eu.i.posthog.com"})`
	assert.Equal(t, kept, c.Sanitize(kept))
	assert.Contains(t, c.Sanitize(`POSTHOG_PERSONAL_KEY=phx_`+fake(481, 43, alnum)), ReplToken)
	secret := fake(482, 80, alnum+"_-")
	out := c.Sanitize(`curl -s https://api-m.example.com/v1/oauth2/token -u "` + fake(483, 80, alnum+"-") + ":" + secret + `"`)
	assert.NotContains(t, out, secret[:16])
}

// TestTypedAssignment (round 60's held-out miss): a secret assigned to a
// name whose type is annotated before the '=' (Rust, Python, Kotlin,
// TypeScript) is redacted as an untyped one is; a type annotation with
// no value, a short word and an ordinary value stay.
func TestTypedAssignment(t *testing.T) {
	t.Parallel()
	c := Default()
	key := fake(484, 40, alnum)
	for _, in := range []string{
		`const COHERE_API_KEY: &str = "` + key + `";`,
		`API_KEY: str = "` + key + `"`,
		`val serviceToken: String = "` + key + `"`,
		`const apiSecret: string = '` + key + `';`,
		`API_KEY: Final[str] = "` + key + `"`,
	} {
		assert.NotContains(t, c.Sanitize(in), key[:16], in)
	}
	for _, in := range []string{
		`token_type: str = "bearer"`,
		`sessionToken: Option<String> = None`,
		`authHeader: string; // set by the middleware`,
	} {
		assert.Equal(t, in, c.Sanitize(in))
	}
}

// TestPublicByStructure61 (round 61's look-alikes): a minisign public key
// given to minisign -P and a base64 sentence with a colon in it stay
// readable; 56 base64 characters that open with RW but do not decode to
// the "Ed" algorithm, and a basic-auth pair, do not.
func TestPublicByStructure61(t *testing.T) {
	t.Parallel()
	c := Default()
	pub := append([]byte("Ed"), []byte(fake(485, 40, alnum))...)
	key := base64.StdEncoding.EncodeToString(pub)
	require.Len(t, key, 56)
	kept := "minisign -Vm app-1.2.0.tar.xz -P " + key
	assert.Equal(t, kept, c.Sanitize(kept))
	sentence := base64.StdEncoding.EncodeToString([]byte("Release freeze: Thu 18:00 UTC until the tag is cut, ask in #release"))
	assert.Equal(t, sentence+"\n", c.Sanitize(sentence+"\n"))

	notEd := "RW" + fake(486, 54, alnum)
	assert.False(t, minisignPublicKey([]byte(notEd)))
	pair := base64.StdEncoding.EncodeToString([]byte("deploy-bot:" + fake(487, 32, alnum)))
	assert.NotContains(t, c.Sanitize("Authorization: Basic "+pair), pair[16:])
}

// A CSV header's next column and a timestamp under a password's name say
// nothing secret: the header line and the time stay; a password in the
// same places is redacted.
func TestHeaderAndTimestampNotSecrets(t *testing.T) {
	t.Parallel()
	for _, in := range []string{
		"name,url,username,password,note",
		"id,email,password_hash,created_at\n",
		`{"password_last_changed": "2024-06-02T08:14:00Z", "password_expires": "2025-01-31"}`,
		"password_changed_at: 2024-06-02 08:14:00.512+00:00",
	} {
		assert.Equal(t, in, SanitizeOutput(in))
	}
	for in, gone := range map[string]string{
		"login,password,Zq9xk2Lm8":          "Zq9xk2Lm8",
		`{"password": "Zq9-2024-06-02T08"}`: "Zq9-2024-06-02T08",
		"db_password,hunter2Zq\nother,line": "hunter2Zq",
	} {
		assert.NotContains(t, SanitizeOutput(in), gone, in)
	}
	for v, want := range map[string]bool{
		"2024-06-02": true, "2024-06-02T08:14:00Z": true, "2024-06-02 08:14": true, "2024-06-02T08:14:00.123+05:30": true,
		"2024-06-02T08:14:00+0530": true, "2024-13-02x": false, "2024-06-02T08": false, "2024-06-02Zx!": false, "20240602": false,
	} {
		assert.Equal(t, want, isoTimestamp([]byte(v)), v)
	}
}

// Vercel's object ids and Tailscale's public keys stay readable; a
// private key under Tailscale's own prefix does not. The values are made
// up.
func TestPublicByStructure94(t *testing.T) {
	t.Parallel()
	for _, in := range []string{
		"    id          dpl_9fqpEjghdfGoaefcMO4VTZWVN9LE\n    name        marketing-site",
		`"projectId": "prj_Xk29dLq8ZpA3mW7vN4bR1cT6"`,
		`  "PublicKey": "nodekey:25ffd65d1d132368570dcbf1d4d021aa3be120d842c70e5b356568b860c4344b"`,
	} {
		assert.Equal(t, in, SanitizeOutput(in))
	}
	assert.NotContains(t, SanitizeOutput(`"PrivateKey": "privkey:6a3f09c1d2e4b5a6978812ab34cd56ef78f3a9c1d2e4b5a6978812ab34cd56ef"`), "6a3f09c1d2e4b5a6978812ab34cd")
}

// A password may begin with a sign and hold a '%' inside its letters; a
// format string's verb is no password.
func TestSignedPasswords95(t *testing.T) {
	t.Parallel()
	assert.NotContains(t, SanitizeOutput("[client]\nuser=backup\npassword=!tPfH%vm9r^#L*45Fu5\n"), "tPfH%vm9r")
	for _, in := range []string{
		"password=!%(db_password)s",
		"password = !%sValue1X",
	} {
		assert.Equal(t, in, SanitizeOutput(in))
	}
	assert.True(t, formatVerb([]byte("ab%s")))
	assert.True(t, formatVerb([]byte("%(x)s")))
	assert.False(t, formatVerb([]byte("tPfH%vm9r^#L")))
}
