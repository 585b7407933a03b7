package sanitize

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// codes writes s as a list of character codes in the given item format.
func codes(s, format, sep string) string {
	items := make([]string, len(s))
	for i := range len(s) {
		items[i] = fmt.Sprintf(format, s[i])
	}
	return strings.Join(items, sep)
}

// A token spelled as character codes, in the ways code writes them, is
// redacted; lists that spell no token stay as they are. The tokens are
// made up.
func TestCharCodeLists(t *testing.T) {
	t.Parallel()
	const gh = "ghp_Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9"
	const env = "DB_PASSWORD=Qm7!vR2#kLp9xW"
	cases := []struct{ name, in string }{
		{"Go hex bytes", "key := []byte{" + codes(gh, "0x%02x", ", ") + "}\n"},
		{"Go decimal, wrapped", "var k = []uint8{\n\t" + codes(gh, "%d", ",\n\t") + ",\n}"},
		{"Java chars", "char[] k = {" + codes(gh, "'%c'", ",") + "};"},
		{"Java new byte[]", "byte[] k = new byte[] {" + codes(gh, "%d", ", ") + "};"},
		{"JavaScript fromCharCode", "const t = String.fromCharCode(" + codes(gh, "%d", ", ") + ");"},
		{"Python bytes", "tok = bytes([\n    " + codes(gh, "%d", ", ") + ",\n]).decode()"},
		{"Python chr map", `tok = "".join(map(chr, [` + codes(gh, "%d", ",") + `]))`},
		{"C array, capital hex", "static const unsigned char k[] = {" + codes(gh, "0x%02X", ", ") + "};"},
		{"Rust suffixes", "let k: [u8; 40] = [" + codes(gh, "%du8", ", ") + "];"},
		{"JSON key", `{"k": [` + codes(gh, "%d", ",") + `]}`},
		{"an env line in codes", "b := []byte{" + codes(env, "%d", ", ") + "}"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			out := SanitizeOutput(c.in)
			assert.Contains(t, out, ReplToken)
			assert.NotContains(t, out, codes(gh[:8], "%d", ", "))
			assert.NotContains(t, out, codes(gh[4:10], "0x%02x", ", "))
			for _, s := range []string{", ", ",", ",\n\t"} { // the items are gone, whatever their format
				for _, f := range []string{"%d", "0x%02x", "0x%02X", "'%c'", "%du8"} {
					assert.NotContains(t, out, codes(gh[12:18], f, s))
					assert.NotContains(t, out, codes(env[12:18], f, s))
				}
			}
			assert.Equal(t, out, streamAll(t, Default(), c.in, func() int { return 7 }))
		})
	}
	// A password has no shape to find: the name it is assigned to says
	// what it is, as it does when the password is written out.
	pass := "private static final char[] STORE_PASS = { " + codes("wqC8_PjrXL1Z0kU_o9uT", "'%c'", ", ") + " };"
	out := SanitizeOutput(pass)
	assert.Contains(t, out, "STORE_PASS = { "+ReplToken)
	assert.NotContains(t, out, codes("PjrXL1", "'%c'", ", "))
	// The name past "new byte[]" and past a receiver ("String.").
	for _, in := range []string{
		"static readonly byte[] ApiSecretBytes = new byte[] { " + codes("wqC8_PjrXL1Z0kU_o9uT", "%d", ", ") + " };",
		"const clientSecret = String.fromCharCode(" + codes("7110a5c42748c131e2181c8881db70ec", "%d", ",") + ");",
	} {
		out := SanitizeOutput(in)
		assert.Contains(t, out, ReplToken, in)
		assert.NotContains(t, out, codes("PjrXL1", "%d", ", "))
		assert.NotContains(t, out, codes("7110a5c4", "%d", ","))
	}
	for _, in := range []string{
		// the same list under a name that is no secret's
		"private static final char[] ALPHABET = { " + codes("wqC8_PjrXL1Z0kU_o9uT", "'%c'", ", ") + " };",
		// a lookup table, a greeting, a list of ports, bytes past ASCII
		"lut = [" + codes("()*+,-./0123456789:;<=>?@ABCDEFGHIJ", "%d", ", ") + "]",
		"msg := []byte{" + codes("Hello, world! How are you today?", "%d", ", ") + "}",
		"ports = [80, 443, 8080, 8443, 3000, 3001, 5000, 5432, 6379, 9000, 9090, 9200, 27017, 11211, 5672, 15672]",
		"iv := []byte{0xde, 0xad, 0xbe, 0xef, 0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a, 0x0b}",
		// a random-looking run alone proves nothing, as for base64
		"salt := []byte{" + codes("Xk29dLq8ZpA3mW7vN4bR", "%d", ", ") + "}",
		// the opener without a list, and a list too short
		"x = {}; y = []; byte[] buf = new byte[4096];",
		"k := []byte{" + codes("ghp_Xk29", "%d", ", ") + "}",
	} {
		assert.Equal(t, in, SanitizeOutput(in))
	}
}

// A list is judged whole in a Stream, whatever the chunks: the output is
// the one-shot output at every two-way cut.
func TestCharCodeListStream(t *testing.T) {
	t.Parallel()
	c := Default()
	text := "a := 1\nkey := []byte{" + codes("sk-ant-api03-Xk29dLq8ZpA3mW7vN4bR1cT6", "0x%02x", ", ") + "}\nb := 2\n"
	want := c.Sanitize(text)
	require.Contains(t, want, ReplToken)
	for cut := 0; cut <= len(text); cut++ {
		require.Equal(t, want, streamAll(t, c, text, func() int { return cut + 1 }), "chunk %d", cut+1)
	}
}

// charListAt reads any text without a panic, and what it reports lies
// within the text.
func FuzzCharListAt(f *testing.F) {
	f.Add("[]byte{0x67, 0x68, 'p', \"_\", 88u8,", true)
	f.Add("byte[] k = new byte[]{1,2", false)
	f.Add("= {'\\'', '\\\\', '\\n'}", true)
	f.Add("[u8; 4] = [0x", false)
	f.Fuzz(func(t *testing.T, text string, eof bool) {
		b := []byte(text)
		for k := range b {
			s, e, items, done := charListAt(b, k, eof)
			if eof {
				require.True(t, done)
			}
			if items > 0 {
				require.True(t, k <= s && s < e && e <= len(b), "k %d s %d e %d", k, s, e)
			}
		}
	})
}
