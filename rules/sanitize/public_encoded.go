package sanitize

import (
	"bytes"
)

// Public values told by what their base64 decodes to, not by a prefix:
//
//   - an elliptic-curve public point, uncompressed (SEC 1 §2.3.3: the
//     byte 0x04, then X and Y): 65 bytes for P-256, 97 for P-384, 133
//     for P-521. A Web Push server's VAPID key (applicationServerKey,
//     RFC 8292), a WebAuthn or ECDH public key in base64 or base64url.
//     A private scalar is 32 to 66 bytes with no such layout;
//   - a GitHub GraphQL node id of the first format: base64 of
//     "<digits>:<Type><digits>" (MDEwOlJlcG9zaXRvcnkxMjM= is
//     "010:Repository123"), which every REST response carries as
//     node_id.

// ecPointSizes are the uncompressed points' lengths of P-256, P-384 and
// P-521.
var ecPointSizes = [...]int{65, 97, 133}

// decodeAnyBase64 decodes u as base64 or base64url, padded or not, into
// dst (at least 3/4 of len(u)); ok is false for anything else.
func decodeAnyBase64(dst, u []byte) ([]byte, bool) {
	enc, u, ok := b64Raw(u)
	if !ok {
		return nil, false
	}
	if enc.DecodedLen(len(u)) > len(dst) {
		return nil, false
	}
	n, err := enc.Decode(dst, u)
	return dst[:n], err == nil
}

// ecPublicPoint reports a unit that is an uncompressed EC public point.
func ecPublicPoint(u []byte) bool {
	if len(u) < 86 || len(u) > 180 {
		return false
	}
	var buf [136]byte
	d, ok := decodeAnyBase64(buf[:], u)
	if !ok || d[0] != 0x04 {
		return false
	}
	for _, n := range ecPointSizes {
		if len(d) == n {
			return true
		}
	}
	return false
}

// githubNodeID reports a GitHub node id of the first format (above).
func githubNodeID(u []byte) bool {
	if len(u) < 12 || len(u) > 64 || u[0] != 'M' {
		return false
	}
	var buf [48]byte
	d, ok := decodeAnyBase64(buf[:], u)
	return ok && nodeIDText(d)
}

// nodeIDText reports the decoded text of such a node id:
// "<digits>:<Type><digits>", a type name of three letters or more.
// Base64 of user:password (base64Credential) never reads so.
func nodeIDText(d []byte) bool {
	digits, rest, ok := bytes.Cut(d, []byte(":"))
	if !ok || len(digits) == 0 || !isDigits(digits) || len(rest) < 2 || rest[0] < 'A' || rest[0] > 'Z' {
		return false
	}
	i := 1
	for i < len(rest) && isLetter(rest[i]) {
		i++
	}
	return i >= 3 && i < len(rest) && isDigits(rest[i:])
}
