package sanitize

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// A value is a template only when the template covers it whole (or what
// the templates leave is no password); a password that merely begins
// with a template's sign is one.
func TestTemplateVerdict(t *testing.T) {
	t.Parallel()
	for _, v := range []string{
		"$PGPASS", "$DB_PASSWORD", "$dbPassword", "${DB_PASSWORD}", "${DB_PASSWORD:-secret}",
		"$(op read op://dev/db/password)", "${{ secrets.DB_PASSWORD }}", "<your-password>",
		"<%= ENV['DB_PASSWORD'] %>", "{{ secret_key }}", "{{ .Values.db.password | b64enc }}",
		"${HOME}/.pgpass", "$DB_USER:$DB_PASS", "${PREFIX}_suffix", "<db_password", "$1", "$",
	} {
		assert.False(t, notPlaceholder([]byte(v)), "%q is a template", v)
	}
	for _, v := range []string{
		"$" + "RKQniiazTR!87", "$" + "Xq9vLm2kWp#41", "<" + "1SepQm4kZx!62", "{{" + "eO0pQm4kZx%9",
		"${" + "dyOkPL}" + "2bcgQm#1", "$(" + "Jvs9QmZx4k", "pa$" + "word1Xq9", "Ab3<kq9Xw7", "super$" + "ecret", "abc{{" + "defgh",
	} {
		assert.True(t, notPlaceholder([]byte(v)), "%q is a password", v)
	}
}

func TestTemplateLeadPasswords(t *testing.T) {
	t.Parallel()
	c := Default()
	for i, tc := range []struct{ in, gone string }{
		{"adminPassword: '$" + "RKQniiazTR!87'", "RKQniiazTR"},
		{`password: "<` + `1SepQm4kZx!62"`, "1SepQm4kZx"},
		{"DB_PASSWORD=$" + "Pf8qWm3kZx*55", "Pf8qWm3kZx"},
		{`"password": "{{` + `eO0pQm4kZx%9"`, "eO0pQm4kZx"},
		{"--password='${" + "ccGDCD}" + "DRZsQm#1'", "DRZsQm"},
		{`password: "$(` + `Jvs9QmZx4k"`, "Jvs9QmZx4k"},
		{"DB_PASSWORD={" + "wp9gQmZ4kLx#12", "wp9gQmZ4kLx"},
		{"DB_PASSWORD=<" + "v9HhQmZ4kLx!12", "v9HhQmZ4kLx"},
		{"DB_PASSWORD={{" + "p2qQmZ4kLx%9", "p2qQmZ4kLx"},
		{"DB_PASSWORD=$(" + "5S8QmZ4kLx", "5S8QmZ4kLx"},
		{"DB_PASSWORD=${" + "CqAsI8}" + "gaIDQm#1", "gaIDQm"},
	} {
		got := c.Sanitize(tc.in)
		assert.NotContains(t, got, tc.gone, "%q", tc.in)
		rng := rand.New(rand.NewPCG(uint64(i), 41))
		assert.Equal(t, got, streamAll(t, c, tc.in, func() int { return 1 + rng.IntN(6) }))
	}
	for _, in := range []string{
		"DB_PASSWORD=${DB_PASSWORD}",
		"DB_PASSWORD=$PGPASS",
		`export DB_PASSWORD="$(op read op://dev/db/password)"`,
		`password: "<your-password>"`,
		`password: "{{ secret_key }}"`,
		"password: ${{ secrets.DB_PASSWORD }}",
		`'password' => $dbPassword,`,
		`password: "${HOME}/.pgpass"`,
		"DB_PASSWORD=<password>",
		"DB_PASSWORD=<Password1>",
		"DB_PASSWORD={Password1}",
		"DB_PASSWORD=${DB_PASS}_suffix",
		"password={{ .Values.db.password }}",
		"password=<%= ENV['DB_PASSWORD'] %>",
		"DB_PASSWORD=$(cat /run/secrets/db)",
	} {
		assert.Equal(t, in, c.Sanitize(in))
	}
}

// The gate reads a template's opening as the regex does.
func TestTemplateOpening(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in   string
		from int
		ok   bool
	}{
		{"${ab}cd", 5, true}, {"$(ab", 2, true}, {"{{ab", 2, true}, {"<ab", 1, true}, {"{ab", 1, true},
		{"abcd", 0, true}, {"${a b}", 0, true}, {"$", 0, false}, {"${abc", 0, false},
	} {
		from, ok := templateOpening([]byte(tc.in), 0)
		assert.Equal(t, tc.ok, ok, tc.in)
		if ok {
			assert.Equal(t, tc.from, from, tc.in)
		}
	}
}

// The template reader never panics, never reads past the value, and a
// value that is one closed template whole is never a secret; the gate's
// opening lies inside the text.
func FuzzTemplateVerdict(f *testing.F) {
	for _, s := range []string{"${DB_PASSWORD}", "${ab}cd", "$(", "{{x}}", "<a>", "$", "${{ secrets.X }}", "pa$word1Xq9", "<<>>", "${}"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		if len(v) > 512 {
			return
		}
		b := []byte(v)
		ok, decided := templateVerdict(b)
		if !decided {
			assert.False(t, ok)
		}
		if n := templateAt(b, 0); n == len(b) && n > 0 {
			assert.False(t, notPlaceholder(b), "%q", v)
		}
		if from, known := templateOpening(b, 0); known {
			assert.True(t, from >= 0 && from <= len(b), "%q", v)
		}
	})
}
