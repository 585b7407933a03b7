package sanitize

import (
	"bytes"
	"encoding/base64"
	"strings"
)

// Armoured blocks (RFC 7468's PEM, OpenPGP's armour, RFC 4716's SSH2 key
// file) wrap base64 in 64-column lines between a BEGIN and an END line
// that name what the block holds. Every line of a certificate looks as
// random as a key, so the entropy test alone redacts a certificate line
// by line; the BEGIN line says whether the body is public. A private
// block is builtinPrivateKey's, whole, and is not listed here.

// armourKind is what a public block's body opens with, decoded: the
// first line of a block a person wrote themselves in front of a secret
// does not.
type armourKind uint8

const (
	armourDER  armourKind = iota + 1 // X.509 and PKCS: a DER SEQUENCE (0x30) or an OID (EC parameters)
	armourPGP                        // OpenPGP: a packet tag (bit 7 set)
	armourSSH2                       // RFC 4716: the key blob's length-prefixed key type (0x00 0x00 0x00 …)
	armourAge                        // age: the header's version line, "age-encryption.org/v1"
)

// publicArmour are the block types whose body is public: certificates
// and their requests and revocation lists, public keys, parameters,
// signatures, and an OpenPGP message or an age file (encrypted to their
// recipients: SOPS commits its data key wrapped so, in every file).
var publicArmour = []struct {
	name []byte
	kind armourKind
}{
	{[]byte("CERTIFICATE"), armourDER}, {[]byte("TRUSTED CERTIFICATE"), armourDER}, {[]byte("X509 CERTIFICATE"), armourDER},
	{[]byte("CERTIFICATE REQUEST"), armourDER}, {[]byte("NEW CERTIFICATE REQUEST"), armourDER}, {[]byte("X509 CRL"), armourDER},
	{[]byte("PUBLIC KEY"), armourDER}, {[]byte("RSA PUBLIC KEY"), armourDER}, {[]byte("DH PARAMETERS"), armourDER},
	{[]byte("EC PARAMETERS"), armourDER}, {[]byte("PKCS7"), armourDER}, {[]byte("CMS"), armourDER},
	{[]byte("ATTRIBUTE CERTIFICATE"), armourDER},
	{[]byte("PGP PUBLIC KEY BLOCK"), armourPGP}, {[]byte("PGP SIGNATURE"), armourPGP}, {[]byte("PGP MESSAGE"), armourPGP},
	{[]byte("SSH2 PUBLIC KEY"), armourSSH2},
	{[]byte("AGE ENCRYPTED FILE"), armourAge},
}

// armourFirstLine reports whether the line u is how a public block of
// that kind opens: its first bytes decoded are the structure's, and it
// has the width encoders write (64 or 76 columns; SSH2 at most 72), or
// is the whole body (its END line follows).
func armourFirstLine(kind armourKind, u []byte, endNext bool) bool {
	if len(u) < 4 {
		return false
	}
	var head [3]byte
	if _, err := base64.StdEncoding.Decode(head[:], u[:4]); err != nil {
		return false
	}
	w := len(u)
	switch kind {
	case armourDER:
		return (head[0] == 0x30 || head[0] == 0x06) && (w == 64 || w == 76 || endNext)
	case armourPGP:
		return head[0]&0x80 != 0 && (w == 64 || w == 76 || endNext)
	case armourSSH2:
		return head[0] == 0 && head[1] == 0 && head[2] == 0 && (w <= 72 || endNext)
	case armourAge:
		return string(head[:]) == "age" && (w == 64 || endNext)
	}
	return false
}

// armourLines is how many lines before a block's first body line may
// stand between it and the BEGIN line: OpenPGP's armour headers
// (Version:, Comment:) and the blank line after them.
const armourLines = 4

// publicArmourBody reports whether text[s] starts the first body line of
// a public armoured block: the lines before it, back to the BEGIN line,
// are armour headers or blank. It reads no further back than
// entropyLookback bytes, which a Stream keeps, so a Stream and one pass
// agree.
func publicArmourBody(text []byte, s int) (armourKind, bool) {
	lo := max(0, s-entropyLookback)
	j := s
	for j > lo && (text[j-1] == ' ' || text[j-1] == '\t') {
		j--
	}
	for range armourLines {
		if j == 0 || text[j-1] != '\n' {
			return 0, false
		}
		end := j - 1
		if end > 0 && text[end-1] == '\r' {
			end--
		}
		k := end
		for k > lo && text[k-1] != '\n' {
			k--
		}
		if k == lo && lo > 0 {
			return 0, false // the line begins before what is kept
		}
		line := bytes.TrimSpace(text[k:end])
		if typ, ok := armourBegin(line); ok {
			for _, p := range publicArmour {
				if bytes.Equal(typ, p.name) {
					return p.kind, true
				}
			}
			return 0, false
		}
		if len(line) > 0 && !armourHeader(line) {
			return 0, false
		}
		j = k
	}
	return 0, false
}

// armourBegin returns the type a BEGIN line names: "-----BEGIN X-----"
// (PEM, OpenPGP) or "---- BEGIN X ----" (SSH2). The line may open a
// string literal or an assignment that holds the block
// (`JWT_PUBLIC_KEY = """-----BEGIN PUBLIC KEY-----`, `key: |` aside):
// what stands before the marker ends in a quote, '=', ':' or a space.
func armourBegin(line []byte) ([]byte, bool) {
	for _, d := range [][2]string{{"-----BEGIN ", "-----"}, {"---- BEGIN ", " ----"}} {
		i := bytes.Index(line, []byte(d[0]))
		if i < 0 || i > 0 && !strings.ContainsRune("\"'`=: \t(", rune(line[i-1])) {
			continue
		}
		if m := line[i:]; bytes.HasSuffix(m, []byte(d[1])) && len(m) > len(d[0])+len(d[1]) {
			return m[len(d[0]) : len(m)-len(d[1])], true
		}
	}
	return nil, false
}

// armourHeader reports a "Name: value" line of an armour's header.
func armourHeader(line []byte) bool {
	i := bytes.Index(line, []byte(": "))
	if i <= 0 {
		return false
	}
	for _, b := range line[:i] {
		if !isAlnum(b) && b != '-' {
			return false
		}
	}
	return true
}

// armourEndAfter reports whether the line after the unit ending at e is
// an armoured block's END line: the unit is the block's last body line,
// however short (a body's length is the DER's, any multiple of nothing).
// It reads at most entropyLookahead bytes past e.
func armourEndAfter(text []byte, e int) bool {
	i := e
	if i < len(text) && text[i] == '\r' {
		i++
	}
	if i >= len(text) || text[i] != '\n' {
		return false
	}
	i++
	for k := 0; k < 4 && i < len(text) && (text[i] == ' ' || text[i] == '\t'); k++ {
		i++
	}
	rest := text[i:min(len(text), e+entropyLookahead)]
	if c := pgpChecksumLine(rest); c > 0 {
		// OpenPGP puts its CRC-24 ("=" and four base64 characters, RFC
		// 4880 §6.2) on a line of its own between the body and the END.
		rest = bytes.TrimLeft(rest[c:], " \t")
	}
	return bytes.HasPrefix(rest, []byte("-----END ")) || bytes.HasPrefix(rest, []byte("---- END "))
}

// pgpChecksumLine returns the length of an armour checksum line at the
// start of b, its line break included, or 0.
func pgpChecksumLine(b []byte) int {
	if len(b) < 6 || b[0] != '=' {
		return 0
	}
	for _, c := range b[1:5] {
		if !isAlnum(c) && c != '+' && c != '/' {
			return 0
		}
	}
	n := 5
	if n < len(b) && b[n] == '\r' {
		n++
	}
	if n >= len(b) || b[n] != '\n' {
		return 0
	}
	return n + 1
}
