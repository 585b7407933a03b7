package sanitize

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"slices"
	"strings"
)

// Identifiers that platforms print in every listing and log, public by
// their documented structure: a type prefix and a body of one alphabet
// and length. They look random to the bare-token finder; each names an
// object, and knowing it grants nothing without a credential.
//
//   - AWS EC2 resource ids: <type>- and 8 or 17 lowercase hex digits
//     (EC2's "longer resource IDs": vpc-0b4abe0bd4b2d65fe);
//   - Stripe object ids: <type>_ and letters and digits (pi_, ch_, evt_,
//     cus_, in_, …), never the _secret_ of a PaymentIntent's or
//     SetupIntent's client secret;
//   - OpenAI object ids (file-, asst_, thread_, run_, msg_, step_, vs_,
//     batch_, chatcmpl-, ftjob-);
//   - bech32/bech32m strings (BIP 173, BIP 350) of any human-readable
//     part whose checksum holds (cosmos1…, osmo1…, lnbc…), except the
//     parts that name a secret (age's AGE-SECRET-KEY-1…, Nostr's nsec1…);
//   - a JWT's header alone (eyJhbGciOi… with no payload and no
//     signature): base64url of a JSON object with "alg", what a JWT's
//     first segment is by RFC 7515 §4.1.1, and never secret; and an
//     unsecured JWT (alg "none", no signature: signedJWT), which anyone
//     can write;
//   - Stripe publishable keys (pk_live_, pk_test_ and letters and
//     digits), which Stripe.js puts in every page;
//   - PostHog project API keys (phc_), which its snippet puts in every
//     page;
//   - minisign and signify public keys: base64 of 42 bytes, the
//     algorithm "Ed", an 8-byte key id and a 32-byte Ed25519 key
//     (RWQ…, 56 characters), what a project publishes to verify its
//     releases (minisign -P …); a secret key is longer and encrypted;
//   - Twilio resource SIDs other than an account's and an API key's:
//     two upper-case letters of the resource's type and 32 lowercase
//     hex digits (SM… a message, CA… a call, PN… a phone number, MG… a
//     messaging service), printed in every API response and log; the
//     Account SID (AC…) and the API key SID (SK…) are twilio-key's;
//   - AWS RDS resource ids (db- or cluster- and 26 upper-case letters
//     and digits);
//   - Google OAuth client ids (<12-digit project number>-<32 lowercase
//     letters and digits>.apps.googleusercontent.com), which every
//     sign-in page sends to the browser; the client secret (GOCSPX-…)
//     is the secret;
//   - GitHub node ids of the first format (public_encoded.go).

// awsResourcePrefixes: EC2's resource types whose ids are hex.
var awsResourcePrefixes = []string{"vpc", "subnet", "ami", "sg", "i", "vol", "snap", "eni", "igw", "rtb",
	"acl", "nat", "eipalloc", "vpce", "tgw", "pcx", "lt", "dopt", "eigw", "r", "aki", "ari", "fpga", "import-ami"}

// stripePrefixes: Stripe's object types.
var stripePrefixes = []string{"pi", "ch", "evt", "cus", "in", "ii", "il", "pm", "seti", "sub", "si", "prod",
	"price", "txn", "po", "tr", "acct", "py", "du", "cn", "src", "ba", "card", "plink", "prc", "cbtxn", "ipi", "req"}

// openAIPrefixes: OpenAI's object ids (the separator included).
var openAIPrefixes = []string{"file-", "asst_", "thread_", "run_", "msg_", "step_", "vs_", "batch_", "chatcmpl-", "ftjob-"}

// publicID reports a unit that is one of the identifiers above.
func publicID(u []byte) bool {
	return awsResourceID(u) || stripeObjectID(u) || stripePublishableKey(u) || googleClientID(u) ||
		openAIObjectID(u) || bech32Checked(u) || jwtHeaderOnly(u) || mapboxPublicToken(u) || postHogProjectKey(u) ||
		minisignPublicKey(u) || twilioResourceSID(u) || awsRDSResourceID(u) || vercelObjectID(u) || githubNodeID(u)
}

// vercelPrefixes: Vercel's object ids, which its CLI prints (vercel
// inspect: "id dpl_9fqp…") and its API returns; its access tokens carry
// none of them.
var vercelPrefixes = []string{"dpl_", "prj_", "team_", "env_", "icfg_"}

// vercelObjectID reports a Vercel deployment, project, team, variable or
// integration id: the prefix and 20 to 40 letters and digits.
func vercelObjectID(u []byte) bool {
	for _, p := range vercelPrefixes {
		if body, ok := bytes.CutPrefix(u, []byte(p)); ok {
			return len(body) >= 20 && len(body) <= 40 && alnumOnly(body)
		}
	}
	return false
}

// awsRDSResourceID reports an RDS resource id: "db-" (an instance's
// DbiResourceId) or "cluster-" (a cluster's) and 26 upper-case letters
// and digits, which terraform plan, the console and CloudTrail print for
// every instance ("db-KDI4NCQD3XWCCUOSTWKYZ4C6HI"); it names the
// instance, as IAM policies do, and opens nothing.
func awsRDSResourceID(u []byte) bool {
	body, ok := bytes.CutPrefix(u, []byte("db-"))
	if !ok {
		body, ok = bytes.CutPrefix(u, []byte("cluster-"))
	}
	if !ok || len(body) != 26 {
		return false
	}
	for _, b := range body {
		if !(b >= 'A' && b <= 'Z' || b >= '0' && b <= '9') {
			return false
		}
	}
	return true
}

// twilioResourcePrefixes: the types of Twilio's resources whose SIDs
// name an object (Twilio's API reference: Messages SM/MM, Calls CA,
// IncomingPhoneNumbers PN, Messaging Services MG, Recordings RE,
// Conferences CF, Queues QU, Applications AP, Transcriptions TR, Verify
// services VA and verifications VE, TaskRouter WS/WW/WT/WK/WA,
// Conversations CH, Sync IS, Serverless ZS/ZE/ZB/ZH, Flex FW).
var twilioResourcePrefixes = []string{"SM", "MM", "CA", "PN", "MG", "RE", "CF", "QU", "AP", "TR", "VA", "VE",
	"WS", "WW", "WT", "WK", "WA", "CH", "IS", "ZS", "ZE", "ZB", "ZH", "FW"}

// twilioResourceSID reports a Twilio resource SID (above).
func twilioResourceSID(u []byte) bool {
	if len(u) != 34 || !slices.Contains(twilioResourcePrefixes, string(u[:2])) {
		return false
	}
	for _, b := range u[2:] {
		if !(b >= '0' && b <= '9' || b >= 'a' && b <= 'f') {
			return false
		}
	}
	return true
}

// minisignPublicKey reports a minisign or signify public key (above).
func minisignPublicKey(u []byte) bool {
	if len(u) != 56 || u[0] != 'R' || u[1] != 'W' {
		return false
	}
	var b [42]byte
	n, err := base64.StdEncoding.Decode(b[:], u)
	return err == nil && n == 42 && b[0] == 'E' && b[1] == 'd'
}

// postHogProjectKey reports a PostHog project API key: phc_ and about 43
// letters and digits. PostHog documents it as public, for the snippet in
// every page it measures (posthog.init("phc_…")); the personal API key
// (phx_, posthog-personal-key) is the secret.
func postHogProjectKey(u []byte) bool {
	body, ok := bytes.CutPrefix(u, []byte("phc_"))
	return ok && len(body) >= 32 && len(body) <= 64 && alnumOnly(body)
}

func stripePublishableKey(u []byte) bool {
	body, ok := bytes.CutPrefix(u, []byte("pk_live_"))
	if !ok {
		body, ok = bytes.CutPrefix(u, []byte("pk_test_"))
	}
	return ok && len(body) >= 10 && len(body) <= 128 && alnumOnly(body)
}

func googleClientID(u []byte) bool {
	id, ok := bytes.CutSuffix(u, []byte(".apps.googleusercontent.com"))
	if !ok || len(id) != 12+1+32 || id[12] != '-' {
		return false
	}
	for _, b := range id[:12] {
		if !isDigitByte(b) {
			return false
		}
	}
	for _, b := range id[13:] {
		if !isAlnumLower(b) {
			return false
		}
	}
	return true
}

// openPGPKeyID reports a name that takes an OpenPGP key id or
// fingerprint, set to one: 8, 16 or 40 hex digits and gpg's optional
// '!'. It names a public key (the secret half stays in the keyring). The
// names are git's user.signingkey (any case: signingKey) and gpg's
// options that pick keys (gpgKeyOptions: gpg --list-keys 8E8A1DB9…). A
// signing_key of other spellings, or another value, is judged as usual:
// an application's HMAC signing key is secret.
func openPGPKeyID(name, v []byte) bool {
	var low [64]byte
	if len(name) > len(low) {
		return false
	}
	l := lowerInto(low[:0], name)
	// git's key, alone in its [user] section or written user.signingkey.
	if !bytes.Equal(l, []byte("signingkey")) && !bytes.HasSuffix(l, []byte(".signingkey")) && !slices.Contains(gpgKeyOptions, string(l)) {
		return false
	}
	return openPGPKeyIDValue(bytes.TrimSuffix(v, []byte("!")))
}

// openPGPKeyIDValue reports an OpenPGP key id or fingerprint: 8, 16 or
// 40 hex digits.
func openPGPKeyIDValue(v []byte) bool {
	return (len(v) == 8 || len(v) == 16 || len(v) == 40) && allHex(v)
}

// allHex reports bytes that are all hex digits.
func allHex(v []byte) bool {
	for _, b := range v {
		if !hexDigit(b) {
			return false
		}
	}
	return true
}

// gpgKeyOptions are gpg's options (gpg(1)) whose argument names a key by
// its id or fingerprint, and that the flag patterns read as secret names.
var gpgKeyOptions = []string{
	"list-keys", "list-public-keys", "list-secret-keys", "recv-keys", "receive-keys", "send-keys", "search-keys",
	"refresh-keys", "fetch-keys", "export-secret-keys", "export-secret-subkeys", "delete-keys", "delete-secret-keys",
	"delete-secret-and-public-keys", "edit-key", "sign-key", "lsign-key", "quick-sign-key", "default-key", "trusted-key",
}

func awsResourceID(u []byte) bool {
	i := bytes.LastIndexByte(u, '-')
	if i < 1 {
		return false
	}
	body := u[i+1:]
	if len(body) != 8 && len(body) != 17 {
		return false
	}
	for _, b := range body {
		if !isHexLower(b) {
			return false
		}
	}
	return slices.Contains(awsResourcePrefixes, string(u[:i]))
}

func stripeObjectID(u []byte) bool {
	i := bytes.IndexByte(u, '_')
	if i < 1 || bytes.Contains(u, []byte("_secret")) {
		return false
	}
	body := u[i+1:]
	if len(body) < 14 || len(body) > 64 || !alnumOnly(body) {
		return false
	}
	return slices.Contains(stripePrefixes, string(u[:i]))
}

func openAIObjectID(u []byte) bool {
	for _, p := range openAIPrefixes {
		if body, ok := bytes.CutPrefix(u, []byte(p)); ok {
			return len(body) >= 16 && len(body) <= 64 && alnumOnly(body)
		}
	}
	return false
}

func alnumOnly(b []byte) bool {
	for _, c := range b {
		if !isAlnum(c) {
			return false
		}
	}
	return true
}

// bech32Checked reports a bech32 or bech32m string whose checksum holds,
// whatever its human-readable part, unless that part names a secret.
func bech32Checked(u []byte) bool {
	var hb [90]byte
	hrp, ok := bech32Split(u, hb[:0])
	if !ok {
		return false
	}
	if h := string(hrp); h == "nsec" || strings.Contains(h, "secret") || strings.Contains(h, "priv") {
		return false
	}
	return bech32Checksum(u, hrp)
}

// jwtHeaderOnly reports a JWT's first segment on its own: base64url of a
// JSON object with an "alg" member ("the first segment of the token,
// eyJhbGci…, decodes to"). Every token signed the same way shares it;
// without the claims and the signature it proves and grants nothing.
func jwtHeaderOnly(u []byte) bool {
	if !bytes.HasPrefix(u, []byte("eyJ")) || len(u) > jwtSegmentMax || bytes.IndexByte(u, '.') >= 0 {
		return false
	}
	var buf [jwtSegmentMax * 3 / 4]byte
	seg, ok := decodeJWTSegment(&buf, bytes.TrimRight(u, "="))
	if !ok {
		return false
	}
	var hdr map[string]any
	if json.Unmarshal(seg, &hdr) != nil {
		return false
	}
	_, alg := hdr["alg"]
	return alg
}

// signedJWT is the jwt rule's value check: an unsecured JWT (RFC 7519
// §6: header "alg":"none", empty signature) proves nothing, anyone can
// write one, so it is an example or a test fixture, and its claims are
// meant to be read. Any JWT with a signature (HS256, RS256, ES256, even
// an example's) stays a secret: it may be replayed.
func signedJWT(v []byte) bool {
	hdr, rest, ok := bytes.Cut(v, []byte("."))
	if !ok || !bytes.HasSuffix(rest, []byte(".")) || bytes.Count(rest, []byte(".")) != 1 {
		return true
	}
	var buf [jwtSegmentMax * 3 / 4]byte
	seg, ok := decodeJWTSegment(&buf, hdr)
	if !ok {
		return true
	}
	var h struct {
		Alg *string `json:"alg"`
	}
	if json.Unmarshal(seg, &h) != nil || h.Alg == nil {
		return true
	}
	return *h.Alg != "none"
}

// jwtSegmentMax bounds the JWT segment the checks decode: a header is a
// few dozen bytes.
const jwtSegmentMax = 512

// decodeJWTSegment decodes a JWT segment of base64url (no padding) of
// at most jwtSegmentMax bytes into buf.
func decodeJWTSegment(buf *[jwtSegmentMax * 3 / 4]byte, seg []byte) ([]byte, bool) {
	if len(seg) > jwtSegmentMax {
		return nil, false
	}
	n, err := base64.RawURLEncoding.Decode(buf[:], seg)
	return buf[:n], err == nil
}

// unsignedJWTAt reports a unit text[s:e] that is an unsecured JWT's
// header and claims, its empty signature after the '.' at e (a unit
// leaves a trailing dot out, so the jwt format, which needs it, does not
// decide the unit).
func unsignedJWTAt(text []byte, s, e int) bool {
	u := text[s:e]
	return e < len(text) && text[e] == '.' && bytes.HasPrefix(u, []byte("eyJ")) &&
		bytes.Count(u, []byte(".")) == 1 && !signedJWT(text[s:e+1])
}

// twilioSIDNamed is twilio-key's Pattern.publicAround: an Account SID
// (AC…) that the text names as one just before it ("Account SID AC…",
// TWILIO_ACCOUNT_SID=AC…, account_sid: 'AC…', AccountSid="AC…", "your
// Account SID is AC…"). Twilio prints it on every console page; the auth
// token is the secret. A bare AC… stays redacted (it is sent beside its
// token), and so does an API key SID (SK…).
func twilioSIDNamed(text []byte, s, _ int) bool {
	if !bytes.HasPrefix(text[s:], []byte("AC")) {
		return false
	}
	i := s
	for i > 0 && s-i < 8 && bytes.IndexByte([]byte(" \t\"'=:(,"), text[i-1]) >= 0 {
		i--
	}
	if i >= 3 && s-i >= 1 && bytes.EqualFold(text[i-2:i], []byte("is")) && text[i-3] == ' ' {
		// "… SID is AC…"
		for i -= 2; i > 0 && text[i-1] == ' '; i-- {
		}
	}
	return i >= 3 && bytes.EqualFold(text[i-3:i], []byte("sid")) && (i == 3 || !isAlnum(text[i-4]) || text[i-4] == '_' ||
		isLower(text[i-4]) && isUpper(text[i-3]))
}

// protocolPublic reports a unit text[s:…] that its protocol sends to
// every client: an HTTP entity tag (ETag: W/"…", RFC 9110 §8.8.3, and
// If-None-Match echoing it) and a Content-Security-Policy nonce ('nonce-…'
// in the header, nonce="…" on the script tag: the page carries it for
// every visitor, and it is good for that one response). It reads back no
// further than the line and the bare-token finder's left context, so a
// Stream reads the same bytes.
func protocolPublic(text []byte, s int) bool {
	if s > 0 && text[s-1] == '\'' && bytes.HasPrefix(text[s:], []byte("nonce-")) {
		return true // the unit holds the source expression's name
	}
	lo := max(0, s-entropyLookback)
	for i := s; i > lo; i-- {
		if text[i-1] == '\n' || text[i-1] == '\r' {
			lo = i
			break
		}
	}
	before := text[lo:s]
	if bytes.HasSuffix(before, []byte(`nonce="`)) || bytes.HasSuffix(before, []byte("nonce='")) {
		return true
	}
	var low [24]byte
	head := bytes.TrimLeft(before, "<> \t")
	head = lowerInto(low[:0], head[:min(len(head), len(low))])
	return (bytes.HasPrefix(head, []byte("etag:")) || bytes.HasPrefix(head, []byte("if-none-match:"))) && bytes.IndexByte(before, ',') < 0
}

// arnPart reports a name at text[k:] that is a segment of an Amazon
// Resource Name (arn:partition:service:region:account-id:resource): in
// arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-AbCd12
// "secretsmanager" is the service and "secret" the resource's type, and
// what follows them are a region, an account and a name, which every IAM
// policy and CLI listing prints. No credential is written inside an ARN.
func arnPart(text []byte, k, lim int) bool {
	i := k
	for i > lim && k-i < maxARNPrefix && !isSpaceByte(text[i-1]) && !isQuote(text[i-1]) {
		i--
	}
	seg := text[i:k]
	return bytes.HasPrefix(seg, []byte("arn:")) && bytes.Count(seg, []byte(":")) >= 2
}

// maxARNPrefix bounds how far back arnPart looks for "arn:": a partition,
// a service, a region and a 12-digit account are short.
const maxARNPrefix = 128

// mapboxPublicToken reports a Mapbox public access token: pk. and a JWT's
// payload and signature (pk.eyJ….…). Mapbox documents public tokens
// (pk.) for client-side use, in every page that shows a map, and secret
// (sk.) and temporary (tk.) tokens for servers; a public token assigned
// to accessToken is still public.
func mapboxPublicToken(v []byte) bool {
	body, ok := bytes.CutPrefix(v, []byte("pk.eyJ"))
	if !ok {
		return false
	}
	payload, sig, ok := bytes.Cut(body, []byte("."))
	return ok && len(payload) >= 20 && len(sig) >= 20 && base64URLOnly(payload) && base64URLOnly(sig)
}

// base64URLOnly reports bytes of base64url's alphabet only.
func base64URLOnly(b []byte) bool {
	for _, c := range b {
		if !isLetter(c) && !isDigitByte(c) && c != '-' && c != '_' {
			return false
		}
	}
	return true
}

// isoTimestamp reports an ISO 8601 date, or date and time, as APIs and
// logs write them: 2024-06-02, 2024-06-02T08:14:00Z,
// 2024-06-02 08:14:00.512+00:00.
func isoTimestamp(v []byte) bool {
	digits := func(i, n int) bool {
		if i+n > len(v) {
			return false
		}
		for _, b := range v[i : i+n] {
			if !isDigitByte(b) {
				return false
			}
		}
		return true
	}
	if !digits(0, 4) || len(v) < 10 || v[4] != '-' || !digits(5, 2) || v[7] != '-' || !digits(8, 2) {
		return false
	}
	i := 10
	if i == len(v) {
		return true
	}
	if v[i] != 'T' && v[i] != ' ' || !digits(i+1, 2) || i+3 >= len(v) || v[i+3] != ':' || !digits(i+4, 2) {
		return false
	}
	i += 6
	if i+2 < len(v) && v[i] == ':' && digits(i+1, 2) {
		i += 3
		if i < len(v) && v[i] == '.' {
			for i++; i < len(v) && isDigitByte(v[i]); i++ {
			}
		}
	}
	switch {
	case i == len(v):
		return true
	case v[i] == 'Z':
		return i+1 == len(v)
	case v[i] == '+' || v[i] == '-':
		return digits(i+1, 2) && (i+3 == len(v) || i+6 == len(v) && v[i+3] == ':' && digits(i+4, 2) || i+5 == len(v) && digits(i+3, 2))
	}
	return false
}
