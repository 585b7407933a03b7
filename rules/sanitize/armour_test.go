package sanitize

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/base64"
	"encoding/pem"
	"math/big"
	mrand "math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// armoured returns base64 of b wrapped in 64-column lines between
// BEGIN and END lines of typ, with optional armour headers.
func armoured(typ string, b []byte, headers ...string) string {
	var sb strings.Builder
	sb.WriteString("-----BEGIN " + typ + "-----\n")
	for _, h := range headers {
		sb.WriteString(h + "\n")
	}
	if len(headers) > 0 {
		sb.WriteString("\n")
	}
	sb.WriteString(wrap(base64.StdEncoding.EncodeToString(b), 64, ""))
	sb.WriteString("\n-----END " + typ + "-----\n")
	return sb.String()
}

// A certificate, a public key, a request, a signature: every line of the
// body looks as random as a key, and was redacted line by line. The BEGIN
// line says the body is public; a private block and a token pasted after
// the END line are still redacted.
func TestPublicArmourKept(t *testing.T) {
	t.Parallel()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(7), Subject: pkix.Name{CommonName: "build.example"},
		NotBefore: time.Unix(0, 0), NotAfter: time.Unix(1<<31, 0), DNSNames: []string{"build.example"}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	require.NoError(t, err)
	pub, err := x509.MarshalPKIXPublicKey(&key.PublicKey)
	require.NoError(t, err)
	csr, err := x509.CreateCertificateRequest(rand.Reader, &x509.CertificateRequest{Subject: tmpl.Subject}, key)
	require.NoError(t, err)
	priv, err := x509.MarshalPKCS8PrivateKey(key)
	require.NoError(t, err)
	rng := mrand.New(mrand.NewPCG(1, 2))
	// Random bodies that open as their kind does: a DER SEQUENCE, an
	// OpenPGP packet tag, an SSH key blob's length prefix.
	blob := func(n int, head ...byte) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		copy(b, head)
		return b
	}
	seq := []byte{0x30, 0x82, 0x01, 0x0a}
	c := Default()
	kept := []string{
		string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})),
		"chain:\n" + string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})) + string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})),
		string(pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: pub})),
		string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE REQUEST", Bytes: csr})),
		armoured("RSA PUBLIC KEY", blob(270, seq...)),
		armoured("X509 CRL", blob(400, seq...)),
		armoured("PGP PUBLIC KEY BLOCK", blob(1200, 0x99, 0x01, 0x8d), "Comment: build signing key"),
		armoured("PGP SIGNATURE", blob(566, 0x89, 0x02, 0x33)),
		// the data key SOPS commits wrapped for an age recipient
		armoured("AGE ENCRYPTED FILE", append([]byte("age-encryption.org/v1\n-> X25519 "), blob(180)...)),
		// OpenPGP's CRC-24 line between the body's short last line and END
		strings.Replace(armoured("PGP PUBLIC KEY BLOCK", blob(1224, 0x99, 0x01, 0x8d)), "\n-----END", "\n=ab1C\n-----END", 1),
		"---- BEGIN SSH2 PUBLIC KEY ----\nComment: \"2048-bit RSA, converted\"\n" + wrap(base64.StdEncoding.EncodeToString(blob(279, 0, 0, 0, 7, 's', 's', 'h', '-', 'r', 's', 'a')), 64, "") + "\n---- END SSH2 PUBLIC KEY ----\n",
		"  " + strings.ReplaceAll(string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})), "\n", "\r\n  "),
		// held by a string literal that opens on the BEGIN line
		"JWT_PUBLIC_KEY = \"\"\"" + strings.TrimSuffix(string(pem.EncodeToMemory(&pem.Block{Type: "PUBLIC KEY", Bytes: pub})), "\n") + "\"\"\"\n",
		"const ca = `" + string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})) + "`\n",
	}
	for i, in := range kept {
		// Lengths 1..64 of the last body line come with the random blobs.
		assert.Equal(t, in, c.Sanitize(in), "public block %d changed", i)
		r := mrand.New(mrand.NewPCG(uint64(i), 9))
		assert.Equal(t, in, streamAll(t, c, in, func() int { return 1 + r.IntN(40) }), "stream, block %d", i)
	}
	// Private material is not public because it is armoured.
	privPEM := string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: priv}))
	got := c.Sanitize(privPEM)
	body := strings.Split(privPEM, "\n")[1]
	assert.NotContains(t, got, body)
	// A token pasted under a certificate is judged on its own.
	token := "Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sQ"
	in := string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})) + token + "\n"
	assert.NotContains(t, c.Sanitize(in), token)
	// A line that only claims a BEGIN of a public type in prose does
	// not spare the token on the next line.
	in = "the file starts with -----BEGIN CERTIFICATE----- and then\n" + token + "\n"
	assert.NotContains(t, c.Sanitize(in), token)
	// A secret body under an unknown type is not public, nor is a line
	// written under a public type's BEGIN line that does not open as
	// that kind's body does.
	in = armoured("OPENSSH KEY BLOB", blob(300))
	assert.NotEqual(t, in, c.Sanitize(in))
	for _, begin := range []string{"-----BEGIN CERTIFICATE-----", "-----BEGIN PUBLIC KEY-----", "-----BEGIN PGP SIGNATURE-----", "-----BEGIN AGE ENCRYPTED FILE-----", "---- BEGIN SSH2 PUBLIC KEY ----\nComment: x"} {
		in = begin + "\nwJalrXUtnFEMIK7MDENGbPxRfiCYzq83Hs91mLp2\nwJalrXUtnFEMIK7MDENGbPxRfiCYzq83Hs91mLp3\n"
		assert.NotContains(t, c.Sanitize(in), "wJalrXUtnFEMIK7MDENG", "%q", begin)
	}
}

func FuzzArmour(f *testing.F) {
	f.Add("-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n", 3)
	f.Add("---- BEGIN SSH2 PUBLIC KEY ----\nComment: x\nAAAA\n---- END SSH2 PUBLIC KEY ----", 40)
	f.Add("\r\n\n-----BEGIN -----\n", 1)
	f.Fuzz(func(t *testing.T, text string, s int) {
		b := []byte(text)
		if s < 0 || s > len(b) {
			return
		}
		publicArmourBody(b, s) // no panic, whatever s
		armourEndAfter(b, s)
		armourBegin(b)
		armourHeader(b)
	})
}
