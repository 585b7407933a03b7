package sanitize

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The word after a <name> placeholder was read as its value ('>' as an
// operator), and a name in single braces as a password (out42 O2).
func TestPlaceholderOperands(t *testing.T) {
	t.Parallel()
	c := Default()
	for _, text := range []string{
		"mysql -u root -p<password> mydb",
		"psql -W <password> mydb",
		"Type <password> mydb",
		"mysql -u root -p{password} mydb",
		"mysql -u root -p{db_password} mydb",
		"mysql -u root -p{{db_password}} mydb",
		"PASSWORD={PASSWORD} ./run.sh",
	} {
		assert.Equal(t, text, c.Sanitize(text))
	}
	pw := "Qz4k" + "Zx8w!2mN"
	for _, text := range []string{
		"Password> " + pw,
		"<password>" + pw + "</password>",
		"mysql -u root -p" + pw + " mydb",
		"mysql -u root -p{" + pw + "} mydb",
	} {
		got := c.Sanitize(text)
		assert.NotContains(t, got, "Zx8w", "%q", text)
		assert.Equal(t, got, streamAll(t, c, text, func() int { return 4 }))
	}
}

// Terraform prints "(sensitive value)" in a sensitive attribute's place:
// the word is no password. A real one beside it is still redacted.
func TestTerraformSensitivePlaceholder(t *testing.T) {
	t.Parallel()
	c := Default()
	for _, text := range []string{
		"  ~ resource \"aws_db_instance\" \"main\" {\n      ~ password = (sensitive value)\n    }\n",
		"password = (sensitive value)",
	} {
		assert.Equal(t, text, c.Sanitize(text))
	}
	pw := "Hq7v" + "Lm2x!9Tr"
	got := c.Sanitize("      ~ password = \"" + pw + "\"\n")
	assert.NotContains(t, got, "Lm2x")
}
