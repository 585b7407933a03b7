package sanitize

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Regression tests for review findings on the output sanitizer; each one
// failed before its fix.

// removables are texts the default pack deletes, as they may sit inside
// a token in model output.
var removables = []string{
	"(--verbose)", "[--verbose]", "--verbose", "(--output-format json)",
	"(toolu_01AbCdEfGhIjKlMnOpQrStUv)", "(tool_use_id: toolu_01AbCd)",
	"(--dangerously-skip-permissions)", "( --verbose )", "(--model opus)",
}

// A removal between two halves of a token must not glue them into the
// token: that would show what the input did not, and make Sanitize not
// idempotent.
func TestRemovalNeverGlues(t *testing.T) {
	t.Parallel()
	c := Default()
	halves := [][2]string{
		{"ghp_aBcDeFgHiJkLmNoP", "qRsTuVwXyZ0123456789"},
		{"Clau", "de"},
		{"q8Zt3Lm9Xp2Rk7Vb", "4Nw1Yc6Hd0Jf5Gs8"},
		{"AKIA2OGYBA", "H6QWERTY7Z"},
	}
	for _, h := range halves {
		for _, mid := range removables {
			in := h[0] + mid + h[1]
			t.Run(in, func(t *testing.T) {
				t.Parallel()
				got := c.Sanitize(in)
				assert.NotContains(t, got, h[0]+h[1], "removal glued the halves")
				assert.Equal(t, got, c.Sanitize(got), "not idempotent")
				rng := rand.New(rand.NewPCG(uint64(len(in)), 1))
				assert.Equal(t, got, streamAll(t, c, in, func() int { return 1 + rng.IntN(5) }))
			})
		}
	}
	// Ordinary removals stay tidy: no separator where none is needed.
	for in, want := range map[string]string{
		"run it (--verbose) now":  "run it now",
		"run it (--verbose).":     "run it.",
		"a(--verbose)b":           "a b",
		"x --verbose y":           "x y",
		"(--verbose)(--verbose)x": "x",
	} {
		assert.Equal(t, want, c.Sanitize(in), "%q", in)
	}
}

// FuzzRemovalNeverGlues plants a secret split by a removal into random
// text: Sanitize stays idempotent, chunked equals one-shot, and the
// secret never appears whole.
func FuzzRemovalNeverGlues(f *testing.F) {
	f.Add("prefix ", " suffix", uint64(1), uint8(7), uint8(0))
	f.Add("", "", uint64(2), uint8(20), uint8(1))
	f.Add("_", "_", uint64(3), uint8(3), uint8(2))
	f.Add("token=", "\n", uint64(4), uint8(10), uint8(3))
	f.Add("é", "é", uint64(5), uint8(30), uint8(4))
	f.Add("(", ")", uint64(6), uint8(1), uint8(5))
	f.Add("x --verbose ", " --model y", uint64(7), uint8(15), uint8(6))
	c := Default()
	plants := []string{
		"ghp_Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2s",
		"sk-ant-api03-Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9iOaQ",
		"AKIAQ3EGZJ7UW2LKPX6D",
		"q8Zt3Lm9Xp2Rk7Vb4Nw1Yc6Hd0Jf5Gs8",
	}
	f.Fuzz(func(t *testing.T, before, after string, seed uint64, cut, which uint8) {
		if len(before)+len(after) > 2048 {
			return
		}
		rng := rand.New(rand.NewPCG(seed, uint64(cut)))
		p := plants[int(which)%len(plants)]
		k := 1 + int(cut)%(len(p)-1)
		mid := removables[rng.IntN(len(removables))]
		// The fuzz text stands a space away: a removal glued inside a run
		// of token characters elsewhere changes the run the catch-all
		// judges (Xk29…aQ--model), a known limit (docs/sanitizer.md).
		in := before + " " + p[:k] + mid + p[k:] + " " + after
		got := c.Sanitize(in)
		require.Equal(t, got, c.Sanitize(got), "not idempotent for %q", in)
		require.Equal(t, got, streamAll(t, c, in, func() int { return 1 + rng.IntN(32) }), "chunked != one-shot for %q", in)
		if !strings.Contains(before+after, p) {
			require.NotContains(t, got, p, "removal glued %q", in)
		}
		// A vendor token planted whole, touching whatever the fuzzer put
		// around it but an ASCII letter or digit (then it is part of a
		// longer word), never survives.
		if int(which)%len(plants) < 3 && (before == "" || !isAlnum(before[len(before)-1])) && (after == "" || !isAlnum(after[0])) {
			in = before + p + after
			require.NotContains(t, c.Sanitize(in), p, "planted secret survived in %q", in)
		}
	})
}

// A credential touching '_' (markdown emphasis, NAME=value_suffix) or a
// non-ASCII letter is still a credential.
func TestSecretTouchingUnderscoreOrLetter(t *testing.T) {
	t.Parallel()
	g := "ghp_Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2s"
	a := "AKIAQ3EGZJ7UW2LKPX6D"
	for _, in := range []string{
		"_" + g + "_", "__" + g + "__", "*" + g + "*", "GITHUB_TOKEN=" + g + "_",
		"password=" + g + "_x", "token: " + g + "_", a + "_", "_" + a + "_",
		"é " + g + "é", "ü" + a + "ß",
	} {
		got := SanitizeOutput(in)
		assert.NotContains(t, got, g, "%q -> %q", in, got)
		assert.NotContains(t, got, a, "%q -> %q", in, got)
	}
}

// A run of spaces, brackets or removable flags streamed in small chunks
// is held back only a bounded amount and still equals one-shot (its cost
// per byte: BenchmarkKeywordDense's stream case).
func TestStreamHoldBackBounded(t *testing.T) {
	t.Parallel()
	c := Default()
	for _, unit := range []string{" ", "\t", "(", "[", "--verbose ", "( --verbose ) ", " \t(", "(--verbose)"} {
		t.Run(unit, func(t *testing.T) {
			t.Parallel()
			stream := func(text string) (out string, held int) {
				var b bytes.Buffer
				st := NewStream(c, &b)
				for i := 0; i < len(text); i += 256 {
					_, err := st.WriteString(text[i:min(i+256, len(text))])
					require.NoError(t, err)
					held = max(held, st.Buffered())
				}
				require.NoError(t, st.Flush())
				return b.String(), held
			}
			text := strings.Repeat(unit, (1<<20)/len(unit)) + " end"
			out, held := stream(text)
			assert.LessOrEqual(t, held, c.hold+2*removalReach+512+256, "held back")
			assert.Equal(t, c.Sanitize(text), out)

		})
	}
}

// keywordDense are texts where a keyword occurs every few bytes.
var keywordDense = []string{"key=", "token=a ", "Authorization: Bearer ", "password ", "api_key: ", "ghp_", "sk-", "Bearer Xk29dLq8Zp ",
	// keywords of issue 14's patterns: split tokens, command lines,
	// credential files, URLs, flags
	"\"ghp_\" + ", "AKIA\n", "mysql ", "docker ", "machine ", "default ", "://", "--password ", "sig=", "pat", "a:5:b:c:", "\\u002d", "\x1b[1m",
	// client flags and shapes (cliflags.go), JWK members
	"echo x | sudo ", "ldapsearch -w ", "zip -P ", "7z -p", "smbclient -U a%", "sqlplus a/", "htpasswd -b ", "-storepass ",
	"net use \\\\s\\x ", "\"d\":\"", "redis-cli -a "}

// Keyword-dense text costs about as much per byte as prose, not a regex
// run per keyword per start. That is a speed, so it is measured, not
// asserted: BenchmarkKeywordDense runs each text at 64 KiB and 1 MiB
// (docs/performance.md). Here: the result holds nothing a second pass
// would still hide.
func TestKeywordDenseSanitized(t *testing.T) {
	t.Parallel()
	c := Default()
	for _, unit := range keywordDense {
		text := strings.Repeat(unit, (64<<10)/len(unit))
		got := c.Sanitize(text)
		assert.Equal(t, got, c.Sanitize(got), "%q: a second pass finds nothing more", unit)
	}
}

func BenchmarkKeywordDense(b *testing.B) {
	c := Default()
	for _, unit := range keywordDense {
		for _, size := range []int{64 << 10, 1 << 20} {
			text := strings.Repeat(unit, size/len(unit))
			b.Run(fmt.Sprintf("%s/%dKiB", strings.TrimSpace(unit), size>>10), func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(text)))
				for b.Loop() {
					_ = c.Sanitize(text)
				}
			})
		}
	}
	text := strings.Repeat("key=", (64<<10)/4)
	b.Run("stream-256/key=", func(b *testing.B) {
		st := NewStream(c, io.Discard)
		b.ReportAllocs()
		b.SetBytes(int64(len(text)))
		for b.Loop() {
			for i := 0; i < len(text); i += 256 {
				_, _ = st.WriteString(text[i:min(i+256, len(text))])
			}
			_ = st.Flush()
		}
	})
}

// A quoted password runs to its closing quote, words and all.
func TestQuotedPasswordWhole(t *testing.T) {
	t.Parallel()
	cases := []struct{ in, want string }{
		{`password = "correct horse battery staple"`, `password = "[token]"`},
		{`{"password": "blue Horse 42 staple"}`, `{"password": "[token]"}`},
		{`DB_PASS="s3cret words here"`, `DB_PASS="[token]"`},
		{`password: 'open sesame 99'`, `password: '[token]'`},
		{"pwd=`open sesame`", "pwd=`[token]`"},
		{`the password is "correct horse battery"`, `the password is "[token]"`},
		// Unquoted values stop at the first space, as before.
		{`password = hunter2 and more`, `password = [token] and more`},
		// A quote that never closes on the line: the first word only.
		{"password = \"hunter2 and\nmore\"", "password = \"[token] and\nmore\""},
		// Placeholders stay, whole.
		{`password = "<your password>"`, `password = "<your password>"`},
	}
	c := Default()
	for _, tc := range cases {
		got := c.Sanitize(tc.in)
		assert.Equal(t, tc.want, got, "%q", tc.in)
		assert.Equal(t, got, streamAll(t, c, tc.in, func() int { return 3 }))
	}
}

// Password names in other languages are secret names too.
func TestForeignPasswordNames(t *testing.T) {
	t.Parallel()
	for _, in := range []string{
		"senha: Sup3rS3cret!x", "senha=Sup3rS3cret!x", "SENHA_DB=Sup3rS3cret!x",
		"contraseña: Sup3rS3cret!x", "contrasena=Sup3rS3cret!x",
		"Passwort: Sup3rS3cret!x", "mot de passe : Sup3rS3cret!x", "mot_de_passe=Sup3rS3cret!x",
		"chave: Sup3rS3cret!x", "clave = Sup3rS3cret!x",
	} {
		got := SanitizeOutput(in)
		assert.NotContains(t, got, "Sup3rS3cret", "%q -> %q", in, got)
		assert.Contains(t, got, ReplToken)
	}
	for _, in := range []string{"the enclave: a secure area", "autoclave = steriliser", "the senha field"} {
		assert.Equal(t, in, SanitizeOutput(in))
	}
}

// A list of quoted identifiers whose split chain ends on an empty run
// once made opensVendor index an empty slice: a JSON discovery document
// in the Go module cache (doubleclickbidmanager-api.json) crashed the CLI
// (2026-11-29, twelfth stop). The text is that document's stretch, one
// item a line as it was indented.
func TestSplitChainEndsOnEmptyRun(t *testing.T) {
	t.Parallel()
	items := []string{`SKIPPABLE_SUPPORT"`, `"FILTER_VIDEO_CREATIVE_DURATION"`, `"FILTER_PAGE_LAYOUT"`, `"FILTER_VIDEO_AD_POSITION_IN_STREAM"`, `"FILTER_AGE"`, `"FILTER_GENDER"`, `"FILTER_QUARTER"`, `"FILTER_TRUEVIEW_CONVERSION_TYPE"`, `"FILTER_MOBILE_GEO"`, `"FILTER_MRAID_SUPPORT"`, `"FILTER_ACTIVE_VIEW_EXPECTED_VIEWABILITY"`, `"FILTER_VIDEO_CREATIVE_DURATION_SKIPPABLE"`, `"FILTER_NIELSEN_COUNTRY_CODE"`, `"FILTER_NIELSEN_DEVICE_ID"`, `"FILTER_NIELSEN_GENDER"`, `"FILTER_NIELSEN_AGE"`, `"FILTER_INVENTORY_SOURCE_TYPE"`, `"FILTER_CREATIVE_WIDTH"`, `"FILTER_CREATIVE_HEIGHT"`, `"FILTER_DFP_ORDER_ID"`, `"FILTER_TRUEVIEW_AGE"`, `"FILTER_TRUEVIEW_GENDER"`, `"FILTER_TRUEVIEW_PARENTAL_STATUS"`, `"FILTER_TRUEVIEW_REMARKETING_LIST"`, `"FILTER_TRUEVIEW_INTEREST"`, `"FILTER_TRUEVIEW_AD_GROUP_ID"`, `"F`}
	text := strings.Join(items, ",\n            ")
	assert.NotPanics(t, func() { Default().Sanitize(text) })
}

// A token quoted beside the URL it is sent to is no split token: the
// adjacent literal's "https" was taken as its tail, and the URL's scheme
// redacted with it. A literal that continues a token is still joined.
func TestSplitStopsAtURLScheme(t *testing.T) {
	t.Parallel()
	c := Default()
	for in, want := range map[string]string{
		`curl -H "PRIVATE-TOKEN: glpat-IcCRdVjHVsUvO8n1xIZL" "https://gitlab.example.net/api"`:           `curl -H "PRIVATE-TOKEN: [token]" "https://gitlab.example.net/api"`,
		"curl -H \"PRIVATE-TOKEN: glpat-IcCRdVjHVsUvO8n1xIZL\" \\\n  \"https://gitlab.example.net/api\"": "curl -H \"PRIVATE-TOKEN: [token]\" \\\n  \"https://gitlab.example.net/api\"",
		`h "ghp_aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dF3hJ5" "ftp://g.net/x"`:                                   `h "[token]" "ftp://g.net/x"`,
		`x = "ghp_aB3dE5gH7jK9m" "N1pQ3sT5vW7yZ9bC1dF3hJ5"`:                                              `x = "[token]"`,
	} {
		assert.Equal(t, want, c.Sanitize(in), "%q", in)
		for _, step := range []int{1, 2, 3, 7} {
			assert.Equal(t, want, streamAll(t, c, in, func() int { return step }), "%q in steps of %d", in, step)
		}
	}
}

// Round 69's and 70's look-alikes and a miss, each in a shape of its own:
// an empty .env value is no value for the line below it, a password
// input's autofill token names the field, an ARN is named under
// SecretArn, jwt.io's and Stripe's documented examples are examples, and
// a Go MySQL DSN writes its password without a scheme. One shot and
// streamed agree.
func TestRound69Secrets(t *testing.T) {
	t.Parallel()
	c := Default()
	for in, want := range map[string]string{
		"DB_PASSWORD=\nSENDGRID_API_KEY=\nDEBUG=1\n":                                       "DB_PASSWORD=\nSENDGRID_API_KEY=\nDEBUG=1\n",
		"spring.datasource.password=\nspring.jpa.open-in-view=false\n":                     "spring.datasource.password=\nspring.jpa.open-in-view=false\n",
		"password:\n  hunter2!x\n":                                                         "password:\n  [token]\n",
		`<input type="password" name="password" autocomplete="current-password" required>`: `<input type="password" name="password" autocomplete="current-password" required>`,
		`<input type="password" name="new_password" autocomplete="new-password">`:          `<input type="password" name="new_password" autocomplete="new-password">`,
		"SecretArn: arn:aws:secretsmanager:us-east-1:123456789012:secret:app/db-Ab12Cd":    "SecretArn: arn:aws:secretsmanager:us-east-1:123456789012:secret:app/db-Ab12Cd",
		`dsn := "svc_app:Qw7!xZ2@pLm9@tcp(db.internal:3306)/app?parseTime=true"`:           `dsn := "svc_app:[token]@tcp(db.internal:3306)/app?parseTime=true"`,
		"The token below (from jwt.io) decodes to John Doe:\n\neyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c\n": "The token below (from jwt.io) decodes to John Doe:\n\neyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c\n",
		"curl https://api.stripe.com/v1/charges -u sk_test_4eC39HqLyjWDarjtT1zdp7dc: -d amount=2000":                                                                                                                          "curl https://api.stripe.com/v1/charges -u sk_test_4eC39HqLyjWDarjtT1zdp7dc: -d amount=2000",
		"curl https://api.stripe.com/v1/charges -u sk_test_51Hx9QwErTyUiOpAsDfGhJkLzXcVbNm: -d amount=2000":                                                                                                                   "curl https://api.stripe.com/v1/charges -u [token]: -d amount=2000",
		`dsn := "svc_app:${DB_PASSWORD}@tcp(db.internal:3306)/app"`:                                                                                                                                                           `dsn := "svc_app:${DB_PASSWORD}@tcp(db.internal:3306)/app"`,
	} {
		assert.Equal(t, want, c.Sanitize(in), "%q", in)
		for _, step := range []int{1, 2, 3, 7} {
			assert.Equal(t, want, streamAll(t, c, in, func() int { return step }), "%q in steps of %d", in, step)
		}
	}
}

// TestRound71Secrets: round 71's held-out set found a .pgpass line
// written by echo left readable and a CI cache key redacted. Every
// value is invented for the test; chunked equals one-shot.
func TestRound71Secrets(t *testing.T) {
	t.Parallel()
	c := Default()
	for in, want := range map[string]string{
		"$ echo 'db1.internal:5432:*:replicator:Zq8!wPk3Lm2Nx7' >> ~/.pgpass\n$ chmod 600 ~/.pgpass\n":                  "$ echo 'db1.internal:5432:*:replicator:[token]' >> ~/.pgpass\n$ chmod 600 ~/.pgpass\n",
		"echo \"db.example.com:5432:app:app:Xy7qPz2Lm9Kw\" > ~/.pgpass":                                                 "echo \"db.example.com:5432:app:app:[token]\" > ~/.pgpass",
		"echo 'see: the notes: below' >> notes.txt\n":                                                                   "echo 'see: the notes: below' >> notes.txt\n",
		"Cache restored from key: Linux-node-modules-9f2c4a7e1b3d5f60718293a4b5c6d7e8f9012345678abcdef0123456789abcd\n": "Cache restored from key: Linux-node-modules-9f2c4a7e1b3d5f60718293a4b5c6d7e8f9012345678abcdef0123456789abcd\n",
		"Cache saved with key: macOS-pip-3b1f0c9d8e7a6b5c4d3e2f1a0b9c8d7e\n":                                            "Cache saved with key: macOS-pip-3b1f0c9d8e7a6b5c4d3e2f1a0b9c8d7e\n",
		"API_TOKEN=prod-9f2c4a7e1b3d5f60718293a4b5c6d7e8\n":                                                             "API_TOKEN=[token]\n",
	} {
		assert.Equal(t, want, c.Sanitize(in), "%q", in)
		for _, step := range []int{1, 2, 3, 7} {
			assert.Equal(t, want, streamAll(t, c, in, func() int { return step }), "%q in steps of %d", in, step)
		}
	}
}

// TestRound73Secrets: a bearer token a test names as fake stays readable;
// one whose digits are no filler is still redacted.
func TestRound73Secrets(t *testing.T) {
	t.Parallel()
	c := Default()
	for in, want := range map[string]string{
		"headers={'Authorization': 'Bearer test-token-not-real-000000'}\n":               "headers={'Authorization': 'Bearer test-token-not-real-000000'}\n",
		"Authorization: Bearer dummy-token-123456\n":                                     "Authorization: Bearer dummy-token-123456\n",
		"Authorization: Bearer dummy-token-839201\n":                                     "Authorization: Bearer [token]\n",
		"Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJlMTIz\n": "Authorization: Bearer [token]\n",
	} {
		assert.Equal(t, want, c.Sanitize(in), "%q", in)
		for _, step := range []int{1, 2, 3, 7} {
			assert.Equal(t, want, streamAll(t, c, in, func() int { return step }), "%q in steps of %d", in, step)
		}
	}
}
