package sanitize

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A password passed to a database driver's connect call, or under the
// key pass of an auth object, is redacted; the user, the URL and values
// that are no password stay. The values are made up.
func TestConnectCallPasswords(t *testing.T) {
	t.Parallel()
	cases := []struct{ name, in, gone, kept string }{
		{"JDBC", `return DriverManager.getConnection(URL, "BILLING_APP", "#o!O0GU!.2Lm%QO_1yed");`, "#o!O0GU!.2Lm%QO_1yed", `"BILLING_APP"`},
		{"PDO", `$pdo = new PDO($dsn, 'wp_shop', 'HdT5pOH.2XGRWSHF', [`, "HdT5pOH.2XGRWSHF", "'wp_shop'"},
		{"mysqli", `$db = new mysqli("127.0.0.1", "shop", "Zq9-kL2m!xW4", "shop");`, "Zq9-kL2m!xW4", `"shop"`},
		{"nodemailer", "auth: {\n    user: \"notifications@acme.io\",\n    pass: \"D4L8==sAzk5enYYdfELi6i\",\n  },", "D4L8==sAzk5enYYdfELi6i", "notifications@acme.io"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			out := SanitizeOutput(c.in)
			assert.NotContains(t, out, c.gone)
			assert.Contains(t, out, c.kept)
			assert.Equal(t, out, streamAll(t, Default(), c.in, func() int { return 3 }))
		})
	}
	for _, in := range []string{
		`conn = DriverManager.getConnection(url, user, password);`,
		`$pdo = new PDO($dsn, 'app', getenv('DB_PASSWORD'));`,
		`auth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS }`,
		`{ pass: "true", bypass: "Zq9-kL2m!xW4x" }`,
		`test("pass", () => {}); expect(result.pass: "ok")`,
	} {
		assert.Equal(t, in, SanitizeOutput(in))
	}
}
