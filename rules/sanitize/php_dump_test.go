package sanitize

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// A PHP var_dump of a config array: the secret-named entry's value is
// redacted, the others and a name that only starts with "password" stay.
// The values are made up.
func TestPHPVarDump(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, in, gone string
		kept           []string
	}{
		{"password", "array(2) {\n  [\"username\"]=>\n  string(6) \"wp_app\"\n  [\"password\"]=>\n  string(20) \"Zq9.x7Lw!kP3mR8tVb2c\"\n}", "Zq9.x7Lw!kP3mR8tVb2c", []string{"wp_app"}},
		{"db_password, CRLF", "  [\"db_password\"]=>\r\n  string(16) \"u7Gk2mQp9Lz4Xw1e\"\r\n", "u7Gk2mQp9Lz4Xw1e", nil},
		{"api_key", "object(stdClass)#1 (1) {\n  [\"api_key\"]=>\n  string(32) \"f3a9c1d2e4b5a6978812ab34cd56ef78\"\n}", "f3a9c1d2e4b5a6978812ab34cd56ef78", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			out := SanitizeOutput(c.in)
			assert.NotContains(t, out, c.gone)
			assert.Contains(t, out, ReplToken)
			for _, k := range c.kept {
				assert.Contains(t, out, k)
			}
		})
	}
	for _, in := range []string{
		"array(1) {\n  [\"password_hint\"]=>\n  string(9) \"your pet!\"\n}",
		"array(1) {\n  [\"password\"]=>\n  string(8) \"password\"\n}",
		"array(1) {\n  [\"password\"]=>\n  int(0)\n}",
	} {
		assert.Equal(t, in, SanitizeOutput(in))
	}
}
