package sanitize

import (
	"slices"
	"strings"
)

// publicValue reports values that prove to be public whatever name they
// are assigned to: an SSH public key, a content id, a checksummed
// address or an age recipient (benign.go), a JWT's header alone
// (public_ids.go), an ISO 8601 date or time ("password_last_changed":
// "2024-06-02T08:14:00Z" says when, not what), an Ethereum address (a token
// contract is assigned to "token" in wallet code), a digest labelled
// with its algorithm and a GnuPG key id (public_digests.go: a wheel's
// RECORD line "auth.py,sha256=…" names a file, not a secret), an
// elliptic-curve public point and a GitHub node id (public_encoded.go:
// a VAPID key is assigned to applicationServerKey). Hashes and ids are not
// among them: an API key is often hexadecimal.
func publicValue(v []byte) bool {
	return sshPublicKeyBlob(v) || sshKeyType(v) || ipfsCID(v) || bech32Address(v) || base58CheckAddress(v) || ethAddress(v) ||
		labelledDigest(v) || gpgKeyID(v) || mapboxPublicToken(v) || ciCacheKey(v) || jwtHeaderOnly(v) || isoTimestamp(v) ||
		ecPublicPoint(v) || githubNodeID(v)
}

// sshKeyType reports the name of an SSH public key's algorithm
// (ssh-ed25519, ecdsa-sha2-nistp256): the first word of a public key
// line, which a name before it ("the key:") does not make a value.
func sshKeyType(v []byte) bool {
	return slices.Contains(sshKeyTypes, strings.TrimSuffix(string(v), "-cert-v01@openssh.com"))
}

// ethAddress reports 0x and 40 hex digits: the 20-byte address of an
// Ethereum account or contract (a private key is 64 digits).
func ethAddress(v []byte) bool {
	if len(v) != 42 || v[0] != '0' || v[1] != 'x' && v[1] != 'X' {
		return false
	}
	for _, b := range v[2:] {
		if _, ok := hexVal(b); !ok {
			return false
		}
	}
	return true
}
