package sanitize

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// A gate may only say no where no match has its first keyword at k
// (collectRegex skips the keyword then): random texts of the pieces a
// match is made of, every start a match at k could have.
func TestGatesSound(t *testing.T) {
	t.Parallel()
	c := Default()
	for id, parts := range map[string][]string{
		"secret-flag":             {"-", "--", "key", "token", "api", "_", ".", " ", "\t", "x", "9", "'", "=", "a-b", "secret", "\n", "Xk29dLq8Zp"},
		"airtable-token":          {"pat", "Xk29dLq8Zp", "0123456789abcdef", ".", "abcd", " ", "x"},
		"url-credentials":         {"https", "://", "user", ":", "Pa55w0rd", "@", "host", "/", " ", "x", "?", "<", ">", "&", "#"},
		"auth-header":             {"Bearer", "basic", "token", " ", "\t", "Xk29dLq8Zp", "=", ".", "x", ":"},
		"mysql-password":          {"mysql", " ", "-u", "root", "-p", "S3cr3t", "'", "|", "\n", "db", "-P"},
		"sshpass-password":        {"sshpass", " ", "-p", "-f", "S3cr3t", "ssh", "\n", ";", "x"},
		"registry-login-password": {"docker", "helm", " registry", " ", "login", "-u", "-p", "--password", "=", "S3cr3t", "run", "\n"},
		"password-name-value":     {"name", ": ", "DB_PASSWORD", "pwd", "\"", ",", " ", "\n", "  ", "value", "Value", "=", "S3cr3t!x", "x"},
		"secret-name-value":       {"key", ":", "API_TOKEN", "secret", "'", ",", " ", "\r\n", "value", "VALUE", "=", "Xk29dLq8Zp", "_"},
		"password-quoted":         {"password", "DB_PWD", "mot de passe", "\"", "'", "`", "]", ")", " ", "\t", "=", ":", "==", "=>", ",", "Ab3)k", "9;x", "\n", "int", "ab", "é", "\r", "\f"},
		"hcl-variable-default":    {"variable", " ", "\t", "\"", "db_password", "x-1", "{", "}", "\n", "default", "=", "S3cr3t", "names"},
		"netrc-password":          {"machine", "default", " ", "\n", "h.example", "login", "account", "port", "password", "u", "S3cr3t"},
		"session-cookie":          {"Set-", "Cookie", "cookie", "curl", ":", " ", "-b", "--cookie", "=", "sid", "PHPSESSID", "theme", "S3cr3tXk29dL", ";", "'", "\n", "x"},
		"gh-secret-body":          {"gh", " ", "secret", "set", "NAME", "--body", "-b", "=", "\"", "S3cr3t", "--body-file", "\n", "|"},
		"az-login-password":       {"az", " ", "login", "-u", "me", "-p", "=", "S3cr3t", "--tenant", "\n", "x"},
		"httpie-auth":             {"http", "https", "xh", " ", "://", "-a", "--auth", "=", "u", ":", "S3cr3t", "GET", "\n", "'"},
		"basic-auth-call":         {"auth", "Auth", "HTTPBasic", "Set", "with", "aiohttp.Basic", "(", "=", " ", "'u'", ",", "'S3cr3t'", "\"", "x", "entication"},
		"evil-winrm-hash":         {"evil-winrm", " ", "-i", "h", "-u", "a", "-H", "0123456789abcdef", "'", "\n"},
		"password-prose":          {"password", "Passwd", "passphrase", "passw", "or", "d", " ", "\t", "is", "was", "to", "set", "\"", "'", "`", "S3cr3t!x", "s", "\n", ":"},
		"password-prose-bare":     {"password", "PASSWD", "passcode", "passphrase", " ", "\t", "is", "was", "now", "set", "to", ":", "Tr0ub4dor&3", "x", "s", "-", "\n"},
		"claude-cli-print":        {"claude", "Claude", " ", "\t", "-p", "--print", "-", "p", "code", "\n"},
		"claude-code":             {"claude", "CLAUDE", " ", "_", "-", "code", "Code", "c", "cli", "x"},
		"claude-model":            {"claude", "Claude", " ", "-", "3", "3.5", "20241022", "instant", "Opus", "sonnet", "haiku", "latest", "v2", "x", "code"},
		"password-flag":           {"-", "--", "pass", "-pass", "word", "wd", "phrase", "Word", " ", "\t", "=", ":", "\"", "'", "-x", "S3cr3t", "w", "\n"},
		"openssl-pass":            {"-pass", "in", "out", "i", "ou", " ", "\t", "pass:", "pass", ":", "S3cr3t", "-", "\n"},
		"sql-password":            {"create", "alter", " user", " role", " login", " ", "\t", "grant all", "set password", " for ", "bob", "=", "password", "PASSWORD(", "identified", " with ", "mysql_native_password", " by ", "'", "S3cr3t", ";", "\n", "x"},
		"oracle-identified-by":    {"create user", "ALTER USER", " ", "\t", "app", "\"x\"", "identified", " by ", "S3cr3t", "values", ";", "\n", "default", "quota", "x"},
		"password-prose-said": {"password", "Passwort", "mot de passe", "contraseña", "Пapoль", " ", "\t", "for", "the", "server", "is", "lautet", "to", "est", ":", "：", "\n", "Qm4kZx8w!2", "x", "s",
			"**:", "__:", "\r\n", "'", "`", "…", "on", "db-1.prod", "ab", "passwords", "это", "è", "  ", "Tr0ub", "4dor"},
		"password-directive":   {"password", "passwd", "mot de passe", " ", "\t", "\"", "'", "Qm4kZx8w!2", "=", "s", "\n"},
		"session-cookie-value": {"session", "sessid", "connect.sid", "_id", "PHP", "'", "\"", "]", " ", "=", ":", "{", "0123456789abcdef0123", "x", "\n"},
		"jwk-private-member":   {`"d"`, `"dp"`, `"qi"`, `"k"`, `"D"`, " ", "\t", ":", `"`, "Xk29dLq8ZpA3mW7vN4bR1c", "ab", "-", "_", "\n", "x"},
		"cli-user-password":    {"-u", "--user", "-", "user", " ", "\t", "'", "\"", "me", "a.b@c", ":", "S3cr3t", "x", "\n", "0123456789abcdef0123456789abcdef"},
	} {
		ri := -1
		for i := range c.rules {
			if c.rules[i].id == id {
				ri = i
			}
		}
		r := &c.rules[ri]
		rng := rand.New(rand.NewPCG(uint64(ri), 2))
		// The race detector slows the regexp tenfold and finds nothing in
		// this single goroutine: a tenth of the texts there.
		n := 100000
		if raceEnabled {
			n = 10000
		}
		for range n {
			var b strings.Builder
			for k := rng.IntN(14); k > 0; k-- {
				b.WriteString(parts[rng.IntN(len(parts))])
			}
			text := []byte(b.String())
			occ, _ := c.ac.scan(text, 0, 0, nil)
			var ks []int
			for _, o := range occ {
				if serves(c, o.kw, ri) && (r.foldKw || exactAt(text, int(o.pos), r.kwExact, r.kwLower)) {
					ks = append(ks, int(o.pos))
				}
			}
			for _, k := range ks {
				if r.gate(text, k) {
					continue
				}
				for s := max(0, k-r.lead); s <= k; s++ {
					loc := r.re.FindIndex(text[s:])
					if loc == nil || loc[0] != 0 {
						continue
					}
					first := -1
					for _, k2 := range ks {
						if k2 >= s && k2 < s+loc[1] {
							first = k2
							break
						}
					}
					if first == k {
						t.Fatalf("%s: gate says no at %d in %q, a match starts at %d", id, k, text, s)
					}
				}
			}
		}
	}
}

func serves(c *Compiled, kw int32, ri int) bool {
	for _, r := range c.kwRules[kw] {
		if int(r) == ri {
			return true
		}
	}
	return false
}

// TestURLPasswordSigns: a password typed by hand into a connection URL
// holds signs a URL would escape ('&', '<', '#'), plain or as a JSON
// string writes them; the URL in angle brackets and the placeholder in
// them stay.
func TestURLPasswordSigns(t *testing.T) {
	t.Parallel()
	c := Default()
	for text, want := range map[string]string{
		`postgres://app:lE&9zr<fPOXBx@db:5432/orders`:                     `postgres://app:[token]@db:5432/orders`,
		`{"dsn":"sqlserver://sa:lE\u00269zr\u003cfPOXBx@mssql:1433?x=1"}`: `{"dsn":"sqlserver://sa:[token]@mssql:1433?x=1"}`,
		`mysql://root:p(a)ss,w;rd@db/x`:                                   `mysql://root:[token]@db/x`,
		`see <https://example.com:443/a>,<mailto:x@y.z>`:                  `see <https://example.com:443/a>,<mailto:x@y.z>`,
		`postgres://user:<password>@localhost/db`:                         `postgres://user:<password>@localhost/db`,
	} {
		require.Equal(t, want, c.Sanitize(text), text)
	}
}
