package sanitize

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// A password after its name with only blanks between: a directive's
// quoted value, an exported fish or csh variable. Words, templates,
// command substitutions and paths stay.
func TestSpacedPassword(t *testing.T) {
	t.Parallel()
	c := Default()
	for i, tc := range []struct{ in, gone string }{
		{`password "=*lIq` + `Z8mWk2pQ"`, "Z8mWk2pQ"},
		{`  password "Xq9!` + `kLm2Zp"`, "kLm2Zp"},
		{"set -x DB_PASS Harbor" + "Falcon123!", "HarborFalcon123"},
		{"set -gx DB_PASSWORD Xq9k" + "Lm2Zp!4", "Xq9kLm2Zp"},
		{"set --export PGPASSWORD 'Xq9k" + "Lm2Zp!4'", "Xq9kLm2Zp"},
		{"setenv DB_PASS Xq9k" + "Lm2Zp!4", "Xq9kLm2Zp"},
	} {
		got := c.Sanitize(tc.in)
		assert.NotContains(t, got, tc.gone, "%q", tc.in)
		rng := rand.New(rand.NewPCG(uint64(i), 5))
		assert.Equal(t, got, streamAll(t, c, tc.in, func() int { return 1 + rng.IntN(6) }))
	}
	for _, in := range []string{
		`Enter your password "carefully" twice.`,
		`password "${DB_PASSWORD}"`,
		`password "$1"`,
		"set -x PASSWORD_STORE_DIR ~/.password-store",
		"set -x DB_PASS $DB_PASSWORD",
		"set -x DB_PASS (pass show db/app)",
		`set -x DB_PASS "$argv[1]"`,
		"set -x BYPASS_PROXY internal2.example",
		"set -e DB_PASS",
		"the settings page has a password field",
	} {
		assert.Equal(t, in, c.Sanitize(in))
	}
}
