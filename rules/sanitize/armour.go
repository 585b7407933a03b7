package sanitize

import "bytes"

// Armoured blocks (RFC 7468's PEM, OpenPGP's armour, RFC 4716's SSH2 key
// file) wrap base64 in 64-column lines between a BEGIN and an END line
// that name what the block holds. Every line of a certificate looks as
// random as a key, so the entropy test alone redacts a certificate line
// by line; the BEGIN line says whether the body is public. A private
// block is builtinPrivateKey's, whole, and is not listed here.

// publicArmour are the block types whose body is public: certificates
// and their requests and revocation lists, public keys, parameters,
// signatures, and an OpenPGP message (encrypted to its recipients).
var publicArmour = [][]byte{
	[]byte("CERTIFICATE"), []byte("TRUSTED CERTIFICATE"), []byte("X509 CERTIFICATE"),
	[]byte("CERTIFICATE REQUEST"), []byte("NEW CERTIFICATE REQUEST"), []byte("X509 CRL"),
	[]byte("PUBLIC KEY"), []byte("RSA PUBLIC KEY"), []byte("DH PARAMETERS"), []byte("EC PARAMETERS"),
	[]byte("PKCS7"), []byte("CMS"), []byte("ATTRIBUTE CERTIFICATE"),
	[]byte("PGP PUBLIC KEY BLOCK"), []byte("PGP SIGNATURE"), []byte("PGP MESSAGE"),
	[]byte("SSH2 PUBLIC KEY"),
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
func publicArmourBody(text []byte, s int) bool {
	lo := max(0, s-entropyLookback)
	j := s
	for j > lo && (text[j-1] == ' ' || text[j-1] == '\t') {
		j--
	}
	for range armourLines {
		if j == 0 || text[j-1] != '\n' {
			return false
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
			return false // the line begins before what is kept
		}
		line := bytes.TrimSpace(text[k:end])
		if typ, ok := armourBegin(line); ok {
			for _, p := range publicArmour {
				if bytes.Equal(typ, p) {
					return true
				}
			}
			return false
		}
		if len(line) > 0 && !armourHeader(line) {
			return false
		}
		j = k
	}
	return false
}

// armourBegin returns the type a BEGIN line names: "-----BEGIN X-----"
// (PEM, OpenPGP) or "---- BEGIN X ----" (SSH2).
func armourBegin(line []byte) ([]byte, bool) {
	for _, d := range [][2]string{{"-----BEGIN ", "-----"}, {"---- BEGIN ", " ----"}} {
		if bytes.HasPrefix(line, []byte(d[0])) && bytes.HasSuffix(line, []byte(d[1])) && len(line) > len(d[0])+len(d[1]) {
			return line[len(d[0]) : len(line)-len(d[1])], true
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
	return bytes.HasPrefix(rest, []byte("-----END ")) || bytes.HasPrefix(rest, []byte("---- END "))
}
