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
		"${" + "dyOkPL}" + "2bcgQm#1", "$(" + "Jvs9QmZx4k", "pa$" + "word1Xq9", "Ab3<kq9Xw7",
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
	} {
		assert.Equal(t, in, c.Sanitize(in))
	}
}
