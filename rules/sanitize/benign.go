package sanitize

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"slices"
	"strings"
)

// Random-looking values that are public by construction. The bare-token
// finder leaves them readable when their structure proves what they
// are — a decoded header, a checksum, a timestamp — not when they merely
// look like one:
//
//   - hexadecimal in any case, with or without 0x: digests (32/40/64/128
//     digits), commit ids, Ethereum addresses and transaction hashes;
//   - SSH public keys: base64 whose decoded blob starts with its own key
//     type (ssh-ed25519, ssh-rsa, ecdsa-sha2-…, sk-…@openssh.com);
//   - uncompressed elliptic-curve public points (public_encoded.go);
//   - the payload of a data: URI;
//   - ULIDs: 26 Crockford base32 characters whose timestamp falls in
//     2000–2100;
//   - IPFS CIDs: v0 (Qm and 44 base58 digits: a sha2-256 multihash, whose
//     two code bytes make every v0 id start so) and v1 in base32 (b…,
//     version, codec and a multihash whose length adds up);
//   - hashed host names of OpenSSH's known_hosts (|1|salt|hash, each
//     base64 of 20 bytes: HashKnownHosts, ssh-keyscan -H);
//   - Bitcoin-family addresses: bech32/bech32m (bc1…, tb1…, ltc1…) and
//     Base58Check addresses (25 bytes, double-SHA-256 checksum; a WIF
//     private key is longer and is not one);
//   - subresource-integrity digests (sha256-, sha384-, sha512-, sha1-,
//     md5-) whose base64 decodes to the digest's size;
//   - Go test functions with a generated suffix (test_names.go);
//   - digests labelled with their algorithm (sha256=…), hex digests with
//     a word after them or a name before them (seed-3cf8…), GnuPG key
//     ids, CI cache keys (public_digests.go).
//
// UUID-shaped strings that are not hexadecimal are not UUIDs and are
// judged like any other token.

// benignShape reports a unit text[s:e] whose structure makes it public.
func benignShape(text []byte, s, e int) bool {
	u := text[s:e]
	return isHex(u) || sshPublicKeyBlob(u) || dataURIPayload(text, s) || ulid(u) ||
		ipfsCID(u) || knownHostsHash(text, s, e) || bech32Address(u) || base58CheckAddress(u) || sriDigest(u) || fileBase64(u) || textBase64(u) || goTestName(u) ||
		labelledDigest(u) || suffixedHexDigest(u) || wordedHex(u) || gpgKeyID(u) || ciCacheKey(u) || protocolPublic(text, s) || ecPublicPoint(u)
}

// textBase64 reports standard base64 whose first bytes decode to
// sentences: printable ASCII with spaces between words, and none of the
// bytes a credential's encoding holds between its parts (user:password,
// a JSON object, name=value; a colon with a space after it, or in a
// time, is prose's). A README fetched through an API comes as
// base64 (GitHub's contents API, wrapped at 60 columns); a key, a
// password or a basic-auth pair decodes to bytes with no spaces.
func textBase64(u []byte) bool {
	if len(u) < 32 {
		return false
	}
	var dst [24]byte
	n, err := base64.StdEncoding.Decode(dst[:], u[:32])
	if err != nil || n < 24 {
		return false
	}
	spaces, letters := 0, 0
	for i, b := range dst[:n] {
		switch {
		case b == ' ' || b == '\n' || b == '\t':
			spaces++
		case isLetter(b):
			letters++
		case b == ':' && i+1 < n && (dst[i+1] == ' ' || i > 0 && isDigitByte(dst[i-1]) && isDigitByte(dst[i+1])):
			// a colon of prose ("Maintenance window: Tue …") or of a
			// time (18:00); a pair's colon has a name before it and no
			// space after it
		case b < 0x20 || b > 0x7e || b == ':' || b == '=' || b == '"' || b == '{':
			return false
		}
	}
	return spaces >= 3 && letters*10 >= n*6
}

// fileMagic are the signatures files of public formats open with (their
// specifications): an image, a document, an archive or a font pasted as
// base64 without a data: URI. Three bytes or more, so random key
// material starts with one by chance at most once in sixteen million.
var fileMagic = [][]byte{
	[]byte("\x89PNG\r\n\x1a\n"), []byte("\xff\xd8\xff"), []byte("GIF87a"), []byte("GIF89a"),
	[]byte("%PDF-"), []byte("\x1f\x8b\x08"), []byte("PK\x03\x04"), []byte("RIFF"),
	[]byte("wOFF"), []byte("wOF2"), []byte("OggS"), []byte("ID3"), []byte("\x00\x00\x01\x00"),
}

// fileBase64 reports standard base64 (no padding needed: a unit may be
// the first line of a wrapped body) whose first bytes are a file
// signature.
func fileBase64(u []byte) bool {
	if len(u) < 12 {
		return false
	}
	var dst [9]byte
	n, err := base64.StdEncoding.Decode(dst[:], u[:12])
	if err != nil || n < 9 {
		return false
	}
	for _, m := range fileMagic {
		if bytes.HasPrefix(dst[:n], m) {
			return true
		}
	}
	return false
}

// isHex reports hex digits (any case, 0x allowed) with at most dashes
// between groups: a digest, an id or an address.
func isHex(u []byte) bool {
	if len(u) > 2 && u[0] == '0' && (u[1] == 'x' || u[1] == 'X') {
		u = u[2:]
	}
	digits := 0
	for _, b := range u {
		switch {
		case b >= '0' && b <= '9', b >= 'a' && b <= 'f', b >= 'A' && b <= 'F':
			digits++
		case b == '-':
		default:
			return false
		}
	}
	return digits >= 16
}

// sshPublicKeyBlob reports the base64 of an SSH public key: a length, then
// that many bytes naming a key type.
func sshPublicKeyBlob(u []byte) bool {
	if len(u) < 24 || !bytes.HasPrefix(u, []byte("AAAA")) {
		return false
	}
	var dst [48]byte
	src := u[:min(len(u), 64)&^3]
	n, err := base64.StdEncoding.Decode(dst[:], src)
	if err != nil && n < 8 {
		return false
	}
	l := int(binary.BigEndian.Uint32(dst[:4]))
	if l < 7 || l > 40 || 4+l > n {
		return false
	}
	name := string(dst[4 : 4+l])
	name = strings.TrimSuffix(name, "-cert-v01@openssh.com")
	return slices.Contains(sshKeyTypes, name)
}

// sshKeyTypes are the public key algorithms of OpenSSH (RFC 4253, 5656,
// 8709 and the security-key types); certificates add -cert-v01@openssh.com.
var sshKeyTypes = []string{
	"ssh-rsa", "ssh-dss", "ssh-ed25519", "ssh-ed448", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384",
	"ecdsa-sha2-nistp521", "sk-ssh-ed25519@openssh.com", "sk-ecdsa-sha2-nistp256@openssh.com",
}

// dataURIPayload reports a unit right after the comma of "data:<type>,".
// It looks back no further than the bare-token finder's left context, so
// a Stream reads the same bytes.
func dataURIPayload(text []byte, s int) bool {
	if s == 0 || text[s-1] != ',' {
		return false
	}
	j := s - 1
	lim := max(0, s-entropyLookback)
	for j > lim {
		b := text[j-1]
		if !(isAlnum(b) || b == '/' || b == ';' || b == '=' || b == '+' || b == '.' || b == '-' || b == '_') {
			break
		}
		j--
	}
	return j-lim >= 5 && asciiFoldEqual(text[j-5:j], "data:")
}

func asciiFoldEqual(b []byte, s string) bool {
	if len(b) != len(s) {
		return false
	}
	for i := range b {
		if lowerASCII[b[i]] != s[i] {
			return false
		}
	}
	return true
}

const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

var crockfordVal = func() (t [256]int8) {
	for i := range t {
		t[i] = -1
	}
	for i := 0; i < len(crockford); i++ {
		t[crockford[i]] = int8(i)
		t[crockford[i]|0x20] = int8(i)
	}
	return t
}()

// ulid reports a ULID whose 48-bit millisecond timestamp lies in
// 2000–2100.
func ulid(u []byte) bool {
	if len(u) != 26 || u[0] > '7' {
		return false
	}
	var ms int64
	upper, lower := false, false
	for i, b := range u {
		v := crockfordVal[b]
		if v < 0 {
			return false
		}
		upper = upper || isUpper(b)
		lower = lower || isLower(b)
		if i < 10 {
			ms = ms<<5 | int64(v)
		}
	}
	const y2000, y2100 = 946684800000, 4102444800000
	return !(upper && lower) && ms >= y2000 && ms < y2100
}

const base58Alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

var base58Val = func() (t [256]int8) {
	for i := range t {
		t[i] = -1
	}
	for i := 0; i < len(base58Alphabet); i++ {
		t[base58Alphabet[i]] = int8(i)
	}
	return t
}()

// base58Decode decodes b into dst (big-endian, leading '1's as zero
// bytes); false if b is not base58 or does not fit.
func base58Decode(dst []byte, b []byte) ([]byte, bool) {
	out := dst[:0]
	for _, c := range b {
		v := base58Val[c]
		if v < 0 {
			return nil, false
		}
		carry := int(v)
		for i := len(out) - 1; i >= 0; i-- {
			carry += int(out[i]) * 58
			out[i] = byte(carry)
			carry >>= 8
		}
		for carry > 0 {
			if len(out) == cap(out) {
				return nil, false
			}
			out = append(out, 0)
			copy(out[1:], out)
			out[0] = byte(carry)
			carry >>= 8
		}
	}
	zeros := 0
	for zeros < len(b) && b[zeros] == '1' {
		zeros++
	}
	if len(out)+zeros > cap(out) {
		return nil, false
	}
	out = out[:len(out)+zeros]
	copy(out[zeros:], out)
	clear(out[:zeros])
	return out, true
}

// base58CheckAddress reports a Base58Check string of 25 bytes (version,
// 20-byte hash, 4-byte checksum): a P2PKH or P2SH address.
func base58CheckAddress(u []byte) bool {
	if len(u) < 26 || len(u) > 35 {
		return false
	}
	var buf [40]byte
	d, ok := base58Decode(buf[:0:40], u)
	if !ok || len(d) != 25 {
		return false
	}
	h := sha256.Sum256(d[:21])
	h = sha256.Sum256(h[:])
	return bytes.Equal(h[:4], d[21:])
}

// ipfsCID reports an IPFS content id: v0 (base58 sha2-256 multihash) or
// v1 in lower-case base32.
func ipfsCID(u []byte) bool {
	if len(u) == 46 && u[0] == 'Q' && u[1] == 'm' {
		var buf [40]byte
		d, ok := base58Decode(buf[:0:40], u)
		return ok && len(d) == 34
	}
	if len(u) < 40 || len(u) > 120 || u[0] != 'b' {
		return false
	}
	var buf [80]byte
	d, ok := base32Lower(buf[:0], u[1:])
	if !ok || len(d) < 4 || d[0] != 0x01 {
		return false
	}
	p := 1
	for range 2 { // codec, hash function
		_, n := binary.Uvarint(d[p:])
		if n <= 0 {
			return false
		}
		p += n
	}
	l, n := binary.Uvarint(d[p:])
	return n > 0 && l > 0 && uint64(len(d)-p-n) == l
}

// knownHostsHash reports the salt or the hash of a hashed known_hosts
// host field, |1|salt|hash: base64 of 20 bytes (an HMAC-SHA1 of the host
// name and its key), public in every ~/.ssh/known_hosts.
func knownHostsHash(text []byte, s, e int) bool {
	field := func(a int) bool { return a+28 <= len(text) && decodesTo(text[a:a+28], 20) }
	if e-s != 28 || !field(s) {
		return false
	}
	if s >= 3 && string(text[s-3:s]) == "|1|" { // the salt
		return e < len(text) && text[e] == '|'
	}
	return s >= 32 && text[s-1] == '|' && string(text[s-32:s-29]) == "|1|" && field(s-29) // the hash
}

// base32Lower decodes RFC 4648 base32 in lower case without padding.
func base32Lower(dst, b []byte) ([]byte, bool) {
	var acc uint64
	bits := 0
	for _, c := range b {
		var v byte
		switch {
		case c >= 'a' && c <= 'z':
			v = c - 'a'
		case c >= '2' && c <= '7':
			v = c - '2' + 26
		default:
			return nil, false
		}
		acc = acc<<5 | uint64(v)
		bits += 5
		if bits >= 8 {
			bits -= 8
			if len(dst) == cap(dst) {
				return nil, false
			}
			dst = append(dst, byte(acc>>bits))
		}
	}
	return dst, true
}

const bech32Charset = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"

var bech32Val = func() (t [256]int8) {
	for i := range t {
		t[i] = -1
	}
	for i := 0; i < len(bech32Charset); i++ {
		t[bech32Charset[i]] = int8(i)
	}
	return t
}()

// bech32HRPs are the address prefixes of Bitcoin and Litecoin (main and
// test networks) and age's recipients (age1…, an X25519 public key; a
// plugin's recipient is age1<plugin>1…); other bech32 strings (an age
// secret key, AGE-SECRET-KEY-1…) are not public.
var bech32HRPs = []string{"bc", "tb", "bcrt", "ltc", "tltc", "age"}

// bech32PublicHRP reports a known public prefix, or an age plugin's.
func bech32PublicHRP(hrp []byte) bool {
	if slices.Contains(bech32HRPs, string(hrp)) {
		return true
	}
	p, ok := bytes.CutPrefix(hrp, []byte("age1"))
	if !ok || len(p) == 0 {
		return false
	}
	for _, b := range p {
		if !isAlnumLower(b) && b != '-' {
			return false
		}
	}
	return true
}

// bech32Address reports a bech32 or bech32m address whose checksum holds
// and whose human-readable part is a known public one.
func bech32Address(u []byte) bool {
	var hb [24]byte
	hrp, ok := bech32Split(u, hb[:0])
	return ok && bech32PublicHRP(hrp) && bech32Checksum(u, hrp)
}

// bech32Split returns the lower-cased human-readable part of a string
// shaped like bech32 (BIP 173: 14–90 characters, the part before the
// last '1', six data characters or more, one case), appended to buf
// without growing it: false when it does not fit.
func bech32Split(u, buf []byte) ([]byte, bool) {
	if len(u) < 14 || len(u) > 90 {
		return nil, false
	}
	sep := bytes.LastIndexByte(u, '1')
	if sep < 1 || len(u)-sep-1 < 6 || sep > cap(buf)-len(buf) {
		return nil, false
	}
	upper, lower := false, false
	for _, b := range u {
		upper = upper || isUpper(b)
		lower = lower || isLower(b)
	}
	if upper && lower {
		return nil, false
	}
	for _, b := range u[:sep] {
		if b < 33 || b > 126 {
			return nil, false
		}
		buf = append(buf, lowerASCII[b])
	}
	return buf, true
}

// bech32Checksum reports whether u (split by bech32Split into hrp) holds
// its bech32 or bech32m checksum. The six-character checksum of a random
// string holds about once in a billion.
func bech32Checksum(u, hrp []byte) bool {
	var vb [90]byte
	values := vb[:0]
	for _, b := range u[len(hrp)+1:] {
		v := bech32Val[lowerASCII[b]]
		if v < 0 {
			return false
		}
		values = append(values, byte(v))
	}
	chk := bech32Polymod(hrp, values)
	return chk == 1 || chk == 0x2bc830a3
}

// bech32Polymod is BIP 173's checksum function over the expanded
// human-readable part and the 5-bit values.
func bech32Polymod(hrp, values []byte) uint32 {
	gen := [5]uint32{0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3}
	chk := uint32(1)
	step := func(v uint32) {
		top := chk >> 25
		chk = (chk&0x1ffffff)<<5 ^ v
		for i := range gen {
			if top>>i&1 == 1 {
				chk ^= gen[i]
			}
		}
	}
	for _, b := range hrp {
		step(uint32(b) >> 5)
	}
	step(0)
	for _, b := range hrp {
		step(uint32(b) & 31)
	}
	for _, v := range values {
		step(uint32(v))
	}
	return chk
}

func decodesTo(b []byte, size int) bool {
	var dst [96]byte
	n, err := base64.StdEncoding.Decode(dst[:], b)
	return err == nil && n == size
}

// A public base64 block wrapped over lines (an SSH public key cut at the
// terminal's width, a file pasted in 76-column lines) goes on at the
// start of the next line with lines that look random on their own. A
// line of the block that the structure proves public (its first: the
// key type, the file signature, the data: URI) and that stops at a line
// break, cut short (an SSH key blob whose fields run past the line), is
// followed by more of the same block: the next line, if it is base64,
// starts the line and is as wide (or ends the block with padding), is
// public too, and so on down the block. Only a
// long line counts as cut (a wrapped line is a terminal's or a block's
// width), and the state is where that line break stands, counted from
// the start of the text, so a Stream judges as one pass does.
const pubLineMin = 48

// wrappedPublic reports whether the unit text[s:e] goes on a public
// block from the line before, and records whether the block goes on
// after it.
func (c *Compiled) wrappedPublic(sc *scratch, text []byte, s, e int) bool {
	u := text[s:e]
	cont := false
	// The line's own start: a body line may begin with '+' or '/', which
	// the unit leaves out (bareToken strips them as flag or path syntax).
	ls := s
	for ls > 0 && s-ls < 64 && (text[ls-1] == '+' || text[ls-1] == '/') {
		ls--
	}
	if sc.pubLine >= 0 && stdBase64(u) {
		q := ls
		for q > 0 && ls-q < splitMaxIndent && (text[q-1] == ' ' || text[q-1] == '\t') {
			q--
		}
		if q > 0 && text[q-1] == '\n' {
			q--
			if q > 0 && text[q-1] == '\r' {
				q--
			}
			// A line of the block is as wide as the line before it, or
			// ends the block with its padding. A line of another width
			// without padding is no part of the block: a secret pasted
			// under a public key is judged on its own.
			cont = sc.base+q == sc.pubLine && (e-ls == sc.pubWidth[0] || e-ls == sc.pubWidth[1] || u[len(u)-1] == '=' ||
				armourEndAfter(text, e))
		}
	}
	// The first body line of a public armoured block (a certificate, a
	// public key, a signature: armour.go) is public by its BEGIN line.
	first := false
	if !cont && stdBase64(u) {
		kind, ok := publicArmourBody(text, ls)
		first = ok && armourFirstLine(kind, text[ls:e], armourEndAfter(text, e))
	}
	if e-s >= pubLineMin && e < len(text) && (text[e] == '\n' || text[e] == '\r') && u[len(u)-1] != '=' &&
		(cont || first || sshBlobCut(u) || fileBase64(u) || dataURIPayload(text, s)) {
		sc.pubLine, sc.pubWidth = sc.base+e, [2]int{e - lineStart(text, s), e - ls}
	}
	return cont || first
}

// lineStart returns where the line that holds text[s] starts, after its
// indentation: the width of a wrapped line counts what stands before its
// base64 ("ssh-rsa ", `src="data:…,`).
func lineStart(text []byte, s int) int {
	i := s
	for i > 0 && text[i-1] != '\n' && text[i-1] != '\r' {
		i--
	}
	for i < s && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	return i
}

// stdBase64 reports bytes of the standard base64 alphabet, padding only
// at the end.
func stdBase64(u []byte) bool {
	for i, b := range u {
		if !(isAlnum(b) || b == '+' || b == '/' || b == '=' && i >= len(u)-2) {
			return false
		}
	}
	return true
}

// sshBlobCut reports an SSH public key blob cut short: its key type
// opens it, and the length-prefixed fields that follow run past its end
// (a complete key's fields end exactly with it).
func sshBlobCut(u []byte) bool {
	if !sshPublicKeyBlob(u) || u[len(u)-1] == '=' {
		return false // padding ends the data
	}
	u = u[:len(u)&^3]
	var buf [1024]byte
	if base64.StdEncoding.DecodedLen(len(u)) > len(buf) {
		return true // longer than any key's first line
	}
	n, err := base64.StdEncoding.Decode(buf[:], u)
	if err != nil {
		return false
	}
	b := buf[:n]
	for len(b) >= 4 {
		l := int(binary.BigEndian.Uint32(b))
		if 4+l > len(b) {
			return true
		}
		b = b[4+l:]
	}
	return len(b) > 0
}
