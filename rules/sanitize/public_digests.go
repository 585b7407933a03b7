package sanitize

import (
	"bytes"
	"encoding/base64"
)

// Values that name what they are and prove it by their length: a digest
// labelled with its algorithm the way wheels' RECORD files, pip's
// --hash and lock files write it (sha256=<url-safe base64>,
// sha256:<hex>), a hex digest with a word after it (a cache entry's
// "<sha256>-init", "<sha1>.lock"), and a GnuPG key id after its
// algorithm (gpg --list-keys: "cv25519/26C10887BAD07FC7"). A secret is
// not written after a hash's name in the size of its digest.

// digestSizes are the algorithms a labelled digest names, with the size
// of their digests in bytes; sri marks those a subresource-integrity
// string names (sha512-…, the W3C's and npm's).
var digestSizes = []struct {
	name string
	size int
	sri  bool
}{{"sha512", 64, true}, {"sha384", 48, true}, {"sha256", 32, true}, {"sha224", 28, false}, {"sha1", 20, true},
	{"md5", 16, true}, {"blake2b", 64, false}, {"blake2s", 32, false}, {"sha3-256", 32, false}, {"sha3-512", 64, false}}

// sriDigest reports <hash>-<base64 of a digest of that hash's size>.
func sriDigest(u []byte) bool {
	for _, d := range digestSizes {
		if !d.sri || len(u) <= len(d.name) || !bytes.HasPrefix(u, []byte(d.name)) || u[len(d.name)] != '-' {
			continue
		}
		b := u[len(d.name)+1:]
		return len(b) == base64.StdEncoding.EncodedLen(d.size) && decodesTo(b, d.size)
	}
	return false
}

// labelledDigest reports <algorithm>(=|:)<digest>, the digest in hex or
// in base64 (standard or url-safe, padded or not) of the algorithm's
// size.
func labelledDigest(u []byte) bool {
	for _, d := range digestSizes {
		if len(u) <= len(d.name)+1 || !asciiFoldEqual(u[:len(d.name)], d.name) || u[len(d.name)] != '=' && u[len(d.name)] != ':' {
			continue
		}
		v := u[len(d.name)+1:]
		if len(v) == 2*d.size && isHex(v) {
			return true
		}
		for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.URLEncoding, base64.RawStdEncoding, base64.RawURLEncoding} {
			if len(v) == enc.EncodedLen(d.size) {
				var dst [64]byte
				if n, err := enc.Decode(dst[:], v); err == nil && n == d.size {
					return true
				}
			}
		}
	}
	return false
}

// suffixedHexDigest reports a hex digest (32, 40, 64 or 128 digits) with
// one lower-case word after a dash or a dot.
func suffixedHexDigest(u []byte) bool {
	i := bytes.LastIndexAny(u, "-.")
	if i < 0 || len(u)-i-1 < 1 || len(u)-i-1 > 12 {
		return false
	}
	for _, b := range u[i+1:] {
		if b < 'a' || b > 'z' {
			return false
		}
	}
	switch h := u[:i]; len(h) {
	case 32, 40, 64, 128:
		return allHex(h)
	}
	return false
}

// wordedHex reports one lower-case word and a dash before hexadecimal of
// 12 to 64 digits: a generated name (pytest's "seed-3cf82b1e6e41a279",
// a container's "web-3cf82b1e6e41"), as public as its hex alone, which
// stays readable (isHex). A word that names a credential ("key-…", the
// shape of Mailgun's old keys) is not a name.
func wordedHex(u []byte) bool {
	i := bytes.IndexByte(u, '-')
	if i < 2 || i > 12 {
		return false
	}
	for _, b := range u[:i] {
		if b < 'a' || b > 'z' {
			return false
		}
	}
	if h := u[i+1:]; len(h) < 12 || len(h) > 64 || !allHex(h) || secretishName(u[:i]) {
		return false
	}
	return true
}

// gpgKeyAlgos are the public-key algorithms gpg names before a key id.
var gpgKeyAlgos = [][]byte{[]byte("rsa"), []byte("dsa"), []byte("elg"), []byte("ed25519"), []byte("ed448"), []byte("cv25519"),
	[]byte("cv448"), []byte("nistp256"), []byte("nistp384"), []byte("nistp521"), []byte("brainpoolp256r1"),
	[]byte("brainpoolp384r1"), []byte("brainpoolp512r1"), []byte("secp256k1")}

// gpgKeyID reports <algorithm>/<key id of 8, 16 or 40 hex digits>, as
// gpg --list-keys --keyid-format prints a key (rsa4096/…, cv25519/…).
func gpgKeyID(u []byte) bool {
	algo, id, ok := bytes.Cut(u, []byte("/"))
	if !ok || !openPGPKeyIDValue(id) {
		return false
	}
	algo = bytes.ToLower(algo)
	for _, a := range gpgKeyAlgos {
		if rest, ok := bytes.CutPrefix(algo, a); ok && (len(rest) == 0 || isDigits(rest)) {
			return true
		}
	}
	return false
}

func isDigits(b []byte) bool {
	for _, c := range b {
		if c < '0' || c > '9' {
			return false
		}
	}
	return len(b) > 0
}

// cacheKeyOSes open a CI cache key: the runner's operating system, as
// GitHub's ${{ runner.os }} and most cache recipes write it first.
var cacheKeyOSes = []string{"Linux-", "Windows-", "macOS-", "Darwin-", "linux-", "windows-", "macos-", "darwin-"}

// ciCacheKey reports a CI cache key: the runner's system, words joined
// by dashes, then a digest of the lock file ("Linux-node-modules-0ecd96…",
// printed by every run as "Cache restored from key: …"). A digest of
// public files is no secret, and no credential is written this way.
func ciCacheKey(v []byte) bool {
	sys := ""
	for _, p := range cacheKeyOSes {
		if bytes.HasPrefix(v, []byte(p)) {
			sys = p
			break
		}
	}
	if sys == "" {
		return false
	}
	last := bytes.LastIndexByte(v, '-')
	if last < len(sys) {
		return false // no words between the system and the digest
	}
	digest := v[last+1:]
	if len(digest) < 32 {
		return false
	}
	for _, b := range digest {
		if _, ok := hexVal(b); !ok {
			return false
		}
	}
	for _, b := range v[len(sys):last] {
		if !isLetter(b) && !isDigitByte(b) && b != '-' && b != '_' && b != '.' {
			return false
		}
	}
	return true
}
