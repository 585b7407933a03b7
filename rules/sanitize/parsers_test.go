package sanitize

import (
	"bytes"
	"encoding/base64"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// plantAt inserts p into text at a rune boundary chosen by rng.
func plantAt(text, p string, rng *rand.Rand) string {
	at := rng.IntN(len(text) + 1)
	for at > 0 && at < len(text) && !utf8.RuneStart(text[at]) {
		at--
	}
	return text[:at] + p + text[at:]
}

// noPiece fails if any 8-byte piece of secret shows in out and not in
// the text around it.
func noPiece(t *testing.T, out, secret, around string) {
	t.Helper()
	for i := 0; i+8 <= len(secret); i++ {
		if w := secret[i : i+8]; !strings.Contains(around, w) {
			require.NotContains(t, out, w, "piece of %q survives", secret)
		}
	}
}

// splitForms cut a token into pieces the split finder rejoins.
var splitForms = []func(a, b string) string{
	func(a, b string) string { return "│ " + a + " │\n│          │ " + b + " │" },
	func(a, b string) string { return `"` + a + `" + "` + b + `"` },
	func(a, b string) string { return "'" + a + "' \\\n    '" + b + "'" },
	func(a, b string) string { return `"` + a + `" . '` + b + `'` },
	func(a, b string) string { return `"` + a + `""` + b + `"` },
	func(a, b string) string { return `"` + a + "\" +\n\t\"" + b + `"` },
	func(a, b string) string { return `"` + a + "\\\n" + b + `"` },
	func(a, b string) string { return "=" + a + "\\\r\n" + b + "\n" },
	// Weak joins (an unfinished token only): from here to the end.
	func(a, b string) string { return "['" + a + "', '" + b + "']" },
	func(a, b string) string { return "\n# " + a + "\n# " + b + "\n" },
	func(a, b string) string { return "\n" + a + "\n" + b + "\n" },
}

// splitWeak is the index of the first weak form of splitForms.
const splitWeak = 7

// FuzzSplitJoin plants a vendor token cut at a random place into random
// text in one of the split forms: it never survives, and chunked equals
// one-shot.
func FuzzSplitJoin(f *testing.F) {
	f.Add("prefix ", uint64(1))
	f.Add("x = ", uint64(2))
	f.Add("\"open\" + ", uint64(3))
	f.Add("ghp_ \n", uint64(4))
	f.Add("# a \\\n, '", uint64(5))
	c := Default()
	tokens := []string{ghTok, awsKey, antKey, "xoxb-2341234123-1234123412341-Xk29dLq8ZpA3mW7vN4bR1cT6"}
	f.Fuzz(func(t *testing.T, text string, seed uint64) {
		if len(text) > 1024 {
			return
		}
		rng := rand.New(rand.NewPCG(seed, 11))
		ti := rng.IntN(len(tokens))
		tok := tokens[ti]
		cut := 5 + rng.IntN(len(tok)-6) // the prefix stays whole
		fi := rng.IntN(len(splitForms))
		if fi >= splitWeak && ti >= 2 {
			// A line break or a comma joins only an unfinished token: a
			// first piece of a format of open length may be a whole
			// token already, so these are planted only for fixed
			// lengths (AWS) and checksummed tokens (GitHub).
			fi = 0
		}
		form := splitForms[fi]
		planted := plantAt(text, " "+form(tok[:cut], tok[cut:])+" ", rng)
		out := c.Sanitize(planted)
		noPiece(t, out, tok[:cut]+tok[cut:], text)
		assert.Equal(t, out, streamAll(t, c, planted, func() int { return 1 + rng.IntN(32) }))
	})
}

// FuzzCredentialLines plants a .pgpass line or a .netrc entry into random
// lines: the password never survives, and chunked equals one-shot.
func FuzzCredentialLines(f *testing.F) {
	f.Add("some text\nmore", uint64(1))
	f.Add("a:b:c:d:e", uint64(2))
	f.Add("machine", uint64(3))
	c := Default()
	const pw = "Zq7-Lm4pXv9w"
	lines := []string{
		"db.example.com:5432:orders:app:" + pw,
		"*:*:*:postgres:" + pw,
		"machine h.example login u password " + pw,
		"machine h.example\n  login u\n  password " + pw,
		// Client flags and shapes (cliflags.go).
		"ldapsearch -x -w " + pw + " -b dc=x",
		"redis-cli -a " + pw + " ping",
		"7z a -p" + pw + " a.7z",
		"smbclient //s/x -U bob%" + pw,
		"sqlplus scott/" + pw + "@orcl",
		"htpasswd -b f bob " + pw,
		"echo '" + pw + "' | docker login -u x --password-stdin",
		"keytool -list -storepass " + pw,
		"cmdkey /add:h /user:u /pass:" + pw,
		`net use \\s\x /user:bob ` + pw,
	}
	f.Fuzz(func(t *testing.T, text string, seed uint64) {
		if len(text) > 1024 {
			return
		}
		rng := rand.New(rand.NewPCG(seed, 13))
		// At a line start, as the files have them.
		ls := strings.Split(text, "\n")
		at := rng.IntN(len(ls) + 1)
		ls = append(ls[:at], append([]string{lines[rng.IntN(len(lines))]}, ls[at:]...)...)
		planted := strings.Join(ls, "\n")
		out := c.Sanitize(planted)
		noPiece(t, out, pw, text)
		assert.Equal(t, out, streamAll(t, c, planted, func() int { return 1 + rng.IntN(32) }))
	})
}

// FuzzBenignDecoders: the structure checks never panic, and base58 agrees
// with a big-integer decoding.
func FuzzBenignDecoders(f *testing.F) {
	for _, s := range []string{"1BoatSLRHtKNngkdXEeobR76b53LETtpyT", "QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG",
		"bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi", "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
		"AAAAC3NzaC1lZDI1NTE5AAAAIPEOMmObzO5SW80Lh9lW5M6RiRZZL76GpsCMF476Zm/d", "01ARZ3NDEKTSV4RRFFQ69G5FAV", "111", "", "RWQf6LRCGA9i53mlYecO4IzT51TGPpvWucNSCh1CBM0QTaLn73Y7GFO3", "VGhlIHdpbmRvdzogVHVlIDAyOjAwIFVUQywgYXNrIGluICNvcHM="} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u := []byte(s)
		_ = benignShape(append([]byte("data:x,"), u...), 7, 7+len(u))
		_ = publicValue(u)
		_ = publicID(u)
		var buf [64]byte
		d, ok := base58Decode(buf[:0:64], u)
		if !ok || len(u) == 0 {
			return
		}
		n := new(big.Int)
		for _, c := range u {
			n.Mul(n, big.NewInt(58))
			n.Add(n, big.NewInt(int64(strings.IndexByte(base58Alphabet, c))))
		}
		zeros := 0
		for zeros < len(u) && u[zeros] == '1' {
			zeros++
		}
		want := append(make([]byte, zeros), n.Bytes()...)
		require.True(t, bytes.Equal(want, d), "base58 %q: %x != %x", s, d, want)
	})
}

func TestBenignShapesAreExact(t *testing.T) {
	t.Parallel()
	// One character off and the structure no longer holds.
	for _, s := range []string{
		"1BoatSLRHtKNngkdXEeobR76b53LETtpyU",                           // checksum
		"bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr",                   // checksum
		"QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbd",                // length
		"ZZARZ3NDEKTSV4RRFFQ69G5FAV",                                   // not a ULID timestamp
		"AAAAC3NzaC1sZDI1NTE5AAAAIPEOMmObzO5SW80Lh9lW5M6RiRZZL76GpsCM", // key type
		"sha512-" + base64.StdEncoding.EncodeToString(make([]byte, 63)),
		"5HueCGU8rMjxEXxiPuD5BDku4MkFqeZyd4dZ1jvhTVqvbTLvyTJ", // a WIF private key is not an address
	} {
		u := []byte(s)
		assert.False(t, benignShape(u, 0, len(u)), "%s", s)
	}
}
