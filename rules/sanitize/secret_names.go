package sanitize

import "bytes"

// What an assignment's name says of its value: a name that holds a
// credential (apiKey, X-Auth-Token), one that describes a secret rather
// than holding it (keyHash, tokenUrl), and one a word qualifies as
// public or as a fixture (publishableKey, fakeToken, tokenizer).

// nameWords calls f with each word of an identifier, lower-cased into buf:
// words split at non-alphanumerics and at lower→upper humps
// (issuerKeyHash → issuer key hash; AUTH0_CALLBACK_URL → auth0 callback
// url). It stops early when f returns false.
func nameWords(name []byte, f func(w []byte) bool) {
	var buf [48]byte
	n := 0
	flush := func() bool {
		if n == 0 {
			return true
		}
		ok := f(buf[:n])
		n = 0
		return ok
	}
	for i, b := range name {
		if !isAlnum(b) {
			if !flush() {
				return
			}
			continue
		}
		if i > 0 && isUpper(b) && (isLower(name[i-1]) || isDigitByte(name[i-1])) {
			if !flush() {
				return
			}
		}
		if n < len(buf) {
			buf[n] = lowerASCII[b]
			n++
		}
	}
	flush()
}

func isDigitByte(b byte) bool { return b >= '0' && b <= '9' }

// descriptorWords end a name that describes a secret rather than holding
// one: KEY_ID, tokenUrl, secret_path, passwordLength, keyHash.
var descriptorWords = []string{
	"hash", "id", "ids", "url", "urls", "uri", "path", "file", "filename", "dir", "name", "names",
	"type", "version", "length", "len", "size", "count", "format", "prefix", "suffix", "ref",
	"field", "header", "param", "env", "var", "mode", "enabled", "expiry", "expires", "expiration",
	"ttl", "timeout", "provider", "algorithm", "alg", "kind", "label", "policy", "endpoint",
	"host", "region", "index", "column", "fingerprint", "location", "policy", "rotation", "validity",
	"domain",
	// an Amazon Resource Name: SecretArn, kms_key_arn (what an ARN
	// names is printed by every IAM policy and CLI listing)
	"arn", "arns",
	// a password's scheme and policy: PASSWORD_HASHER=argon2id,
	// password_scheme, PASSWORD_ENCODER=bcrypt, PASSWORD_ROUNDS
	"hasher", "hashers", "hashing", "scheme", "encoder", "strength", "complexity", "rounds", "iterations",
}

// qualifierWords anywhere in a name make its value not secret: a public
// key, a primary or sort key of a table, a cache key.
//
// Test code names its fixtures: a value assigned to fakeToken,
// dummy_secret, mockApiKey, invalidKey or exampleToken is made up to be
// rejected or shown, not a credential (a vendor's own format is still
// matched by its rule, whatever the name).
//
// A publishable key (Stripe's pk_…) and a CAPTCHA's site key
// (data-sitekey, RECAPTCHA_SITE_KEY) are put in every page by design.
var qualifierWords = []string{"public", "publishable", "sitekey", "primary", "foreign", "partition", "sort", "cache", "lookup",
	"fake", "dummy", "mock", "mocked", "bogus", "invalid", "sample", "example", "placeholder", "unmatched", "mismatched",
	// words that only hold "key" or "token": a tokenizer's name
	// (cl100k_base), a keyboard layout, search keywords
	"tokenizer", "tokenizers", "keyboard", "keyword", "keywords", "keystroke", "keystrokes",
	// a header that names a request, not a credential (Idempotency-Key)
	"idempotency",
	// Tailscale's public keys, written "nodekey:<hex>" and
	// "discokey:<hex>" (its private keys are "privkey:")
	"nodekey", "discokey",
	// words that hold "auth" but name a state: an event logged as
	// payment.authorized before an id, authorized_keys (public keys)
	"authorized", "authorised", "unauthorized", "unauthorised", "authenticated", "unauthenticated",
	// a checksum of a secret, which a Helm chart puts in its pod's
	// annotations (checksum/secret: <sha256>) to restart pods when the
	// secret changes: a digest, not the secret
	"checksum", "checksums"}

// validityWords, after "non" or "not", say the value is a fixture.
var validityWords = []string{"matching", "valid", "real", "secret"}

// notDescriptor accepts a name that may hold a secret: its last word is
// not a descriptor (hash, id, url, …) and no word qualifies it as public.
func notDescriptor(name []byte) bool {
	ok, pubKey := true, false
	var last [48]byte
	ln := 0
	nameWords(name, func(w []byte) bool {
		for _, q := range qualifierWords {
			if string(w) == q {
				ok = false
				return false
			}
		}
		// A site key (site_key, siteKey) is a CAPTCHA's public half.
		if string(last[:ln]) == "site" && string(w) == "key" {
			ok = false
			return false
		}
		// A pub key (scriptPubKey, ssh_pub_key) is a public key when it
		// ends the name: a word after it names something else
		// (pubKeyToken, a token).
		pubKey = string(last[:ln]) == "pub" && string(w) == "key"
		// A password key (passwordKey, adminPasswordKey: a Helm chart's
		// existing Secret) names the entry that holds the password.
		if string(last[:ln]) == "password" && string(w) == "key" {
			ok = false
			return false
		}
		// A negation before a word of validity (nonMatchingToken,
		// not_valid_key) names a test fixture as well.
		if l := string(last[:ln]); l == "non" || l == "not" {
			for _, v := range validityWords {
				if string(w) == v {
					ok = false
					return false
				}
			}
		}
		ln = copy(last[:], w)
		return true
	})
	if !ok || pubKey || authorityOnly(name) {
		return false
	}
	// The last word, with trailing digits dropped (api_key2 → key).
	w := last[:ln]
	for len(w) > 0 && isDigitByte(w[len(w)-1]) {
		w = w[:len(w)-1]
	}
	for _, d := range descriptorWords {
		if string(w) == d {
			return false
		}
	}
	return true
}

// secretWords mark a name whose value is a credential, for the bare-token
// finder's assignment context (apiKey=…, X-Auth-Token: …, --api-key …).
var secretWords = []string{
	"key", "token", "secret", "pass", "pwd", "auth", "cred", "bearer", "api", "login",
	"priv", "sig", "signature", "cookie", "licen", "access", "session", "unseal", "otp",
	"senha", "contrase", "clave", "chave",
}

// secretishName reports whether an assignment's name says its value is a
// credential (and is not a descriptor such as keyHash or tokenUrl).
func secretishName(name []byte) bool {
	if len(name) == 0 {
		return false
	}
	var low [64]byte
	n := 0
	for _, b := range name {
		if n == len(low) {
			break
		}
		low[n] = lowerASCII[b]
		n++
	}
	hit := false
	for _, w := range secretWords {
		if bytes.Contains(low[:n], []byte(w)) {
			hit = true
			break
		}
	}
	return (hit || patName(low[:n]) || secretHeaders[string(low[:n])]) && notDescriptor(name)
}

// patName reports a name whose last word is "pat", a personal access
// token (AZURE_DEVOPS_EXT_PAT, GITHUB_PAT): as a part of a word "pat"
// is a path's or a pattern's.
func patName(low []byte) bool {
	return string(low) == "pat" || bytes.HasSuffix(low, []byte("_pat")) || bytes.HasSuffix(low, []byte("-pat"))
}

// secretHeaders are the HTTP headers a vendor reads its key from under a
// name that does not say so.
var secretHeaders = map[string]bool{"x-honeycomb-team": true}
