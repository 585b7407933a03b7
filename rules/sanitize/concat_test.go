package sanitize

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestConcatenatedValue: a password's quoted value continued by
// concatenation is redacted whole, in the languages' operators; an
// identifier after the operator, or a value that is no password once
// joined, leaves the value as one literal would be.
func TestConcatenatedValue(t *testing.T) {
	t.Parallel()
	c := Default()
	for _, tc := range []struct{ in, want string }{
		{`password = "Xk9#" + "mQ2vL" + "7!pRz"`, `password = "[token]"`},
		{`db_password = "hunter" + "2Secret99";`, `db_password = "[token]";`},
		{`$pwd = 'Zq8!' . 'mN3#' . 'Lp0x';`, `$pwd = '[token]';`},
		{`PASSWORD := 'Vx7#kQ' || 'm2!Lp9'`, `PASSWORD := '[token]'`},
		{`local passwd = "Qw3#" .. "eR4$" .. "tY5%"`, `local passwd = "[token]"`},
		{`password = "abc" + user.name`, `password = "abc" + user.name`},
		{`password = "changeme" + "123"`, `password = "changeme" + "123"`},
		// adjacent literals, as Python and C join them, on one line or
		// the next
		{`PASSWORD = "Xk9#mQ" "2vL7!pRz"`, `PASSWORD = "[token]"`},
		{"    \"api_key\": \"a3d4238b-2952-4f47\"\n               \"-96a7-dc3a7e928496\",\n", "    \"api_key\": \"[token]\",\n"},
		// the operator at the end of its line, as Go requires it
		{"sdkKey := \"sdk-107781a0\" +\n\t\"-f6cf-4680\" +\n\t\"-a27d-afd28510b4ca\"\n", "sdkKey := \"[token]\"\n"},
		{"password = 'Xk9#mQ' +\r\n    '2vL7!pRz';", "password = '[token]';"},
		{"msg := \"hello \" +\n\t\"world\"", "msg := \"hello \" +\n\t\"world\""},
		// the operator opening the next line, as Java and JavaScript
		// put it; C's line continuation between adjacent literals
		{"password = \"Xk9#mQ\"\n        + \"2vL7!pRz\";", "password = \"[token]\";"},
		{"sdk_key = \"sdk-107781a0-f6cf\" \\\n    \"-4680-a27d-afd28510b4ca\"", "sdk_key = \"[token]\""},
		{"msg = \"hello \"\n    + \"world\";", "msg = \"hello \"\n    + \"world\";"},
		// a dict's next key and a list's next item are not continuations
		{"opts = {\"password\": \"Zq8!mN3#Lp0x\"\n  \"user\": \"bob\"}", "opts = {\"password\": \"[token]\"\n  \"user\": \"bob\"}"},
	} {
		got := c.Sanitize(tc.in)
		assert.Equal(t, tc.want, got, tc.in)
		assert.Equal(t, got, c.Sanitize(got), "a second pass changes nothing: %s", tc.in)
	}
}

// TestConcatChain: the literals read after a quoted value.
func TestConcatChain(t *testing.T) {
	t.Parallel()
	text := []byte(`x = "ab" + 'cd' . "ef" + name`)
	last, joined, ok := concatChain(text, 5, 7, len(text))
	assert.True(t, ok)
	assert.Equal(t, "abcdef", string(joined))
	assert.Equal(t, byte('"'), text[last])
	assert.Equal(t, len(`x = "ab" + 'cd' . "ef`), last)
	_, _, ok = concatChain([]byte(`x = "ab" + name`), 5, 7, 15)
	assert.False(t, ok)
	_, _, ok = concatChain([]byte(`x = "ab" + "unclosed`), 5, 7, 20)
	assert.False(t, ok)
}

// TestConcatenatedValueStreamed: a stream cut at every place of a
// concatenated value gives what one shot gives (the chain is looked
// for within the quoted value's bound, which a Stream holds back).
func TestConcatenatedValueStreamed(t *testing.T) {
	t.Parallel()
	c := Default()
	for _, text := range []string{
		`password = "Xk9#" + "mQ2vL" + "7!pRz" and more text after it`,
		"db_password = \"hunter\" + \"2Secret99\";\nnext line",
		"password = \"Xk9#mQ\"\n        + \"2vL7!pRz\";\nnext line",
		`$pwd = 'Zq8!' . 'mN3#' . 'Lp0x'; echo done`,
		"    \"api_key\": \"a3d4238b-2952-4f47\"\n               \"-96a7-dc3a7e928496\",\n    \"region\": \"eu\"\n",
	} {
		want := c.Sanitize(text)
		for n := 1; n < len(text); n++ {
			assert.Equal(t, want, streamAll(t, c, text, func() int { return n }), "%q in chunks of %d", text, n)
		}
	}
}
