package sanitize

import (
	"bytes"
	"slices"
	"strings"
)

// Value and name judgements shared by the assignment patterns and the
// bare-token finder. They are cheap byte loops: they run only on matches.

var placeholders = [][]byte{
	[]byte("xxxx"), []byte("XXXX"), []byte("****"), []byte("...."),
	[]byte("changeme"), []byte("CHANGEME"), []byte("change_me"), []byte("CHANGE_ME"), []byte("change-me"), []byte("CHANGE-ME"),
	[]byte("replace_me"), []byte("REPLACE_ME"), []byte("replaceme"), []byte("REPLACEME"), []byte("example"), []byte("EXAMPLE"), []byte("your_"), []byte("YOUR_"), []byte("your-"),
	[]byte("placeholder"), []byte("redacted"), []byte("[token]"), []byte("://"),
}

// placeholderWords are whole values that stand for a secret rather than
// being one (curl -u user:password in documentation).
//
// changeit is the JDK's documented default keystore password (cacerts):
// public, like a placeholder. sensitive is what Terraform prints in a
// sensitive attribute's place ("password = (sensitive value)").
var placeholderWords = []string{
	"password", "passwd", "pass", "apikey", "api_key", "mypassword",
	"yourpassword", "username", "user", "null", "none", "undefined", "true", "false",
	"changeit", "sensitive",
}

// escapedBytes reports a bytes literal's value with eight \x escapes
// or more: key material printed by Python, not a string of text.
func escapedBytes(v []byte) bool { return bytes.Count(v, []byte(`\x`)) >= 8 }

// connectionPassword is notPlaceholder, and no format argument
// ("Password={0};", filled in by String.Format).
func connectionPassword(v []byte) bool {
	if len(v) >= 3 && v[0] == '{' && v[len(v)-1] == '}' {
		return false
	}
	return notPlaceholder(v)
}

// notPlaceholder rejects values that are obviously not real: template
// variables, references to other variables, URLs, masked or example
// values. Templates are judged in templates.go.
func notPlaceholder(v []byte) bool {
	if braceName(v) {
		return false
	}
	if ok, decided := templateVerdict(v); decided {
		return ok
	}
	return plainNotPlaceholder(v)
}

// plainNotPlaceholder is notPlaceholder for a value without templates.
func plainNotPlaceholder(v []byte) bool {
	if len(v) == 0 {
		return false
	}
	switch v[0] {
	case '.', '/':
		// A path or a relative reference, unless the value is a key in
		// base64, whose first character may be '/' (an Azure storage
		// AccountKey: 64 bytes, 88 characters ending in "==").
		if !base64Key(v) {
			return false
		}
	case '%', '#', '@', '&', '*', '!':
		// A password that begins with an escaped sign (%40dK… in a
		// connection URL) begins with a byte of the password, not a
		// sigil (see percentEncoded).
		if !percentEncoded(v) && !sigilPassword(v[1:]) {
			return false
		}
	}
	if holdsPlaceholder(v) {
		return false
	}
	if secretReference(v) {
		return false // a reference names a secret (db_secret_arn = "arn:aws:secretsmanager:…"), it is none
	}
	for _, w := range placeholderWords {
		if bytes.EqualFold(v, []byte(w)) {
			return false
		}
	}
	if isDottedIdent(v) || nestedKey(v) || expansionMessage(v) || namesItself(v) {
		return false
	}
	// An assignment's name is strong evidence, so only a long alphabet
	// walk (abcdefgh…) marks the value as typed by hand; digit walks
	// are common in real fixtures (12345678-ABCD-…) and still redacted.
	return letterWalk(v) < 8
}

// sigilPassword reports that what follows a leading sigil is a password,
// not the name a sigil marks: a YAML alias, anchor or tag (*defaults,
// &db, !Ref, !vault), a format verb or a Windows variable (%(pw)s,
// %DB_PASS%), a comment or a colour (#fff), an annotation or a reference
// (@Value(…), @Microsoft.KeyVault(…)). Those are words; a password that
// begins with one of these signs ("!C3J27XDCG2Lm", "%21Zuw…" in a URL)
// has both cases and a digit after it, no bracket or dot, and is not
// made of words (*AnchorName2).
func sigilPassword(rest []byte) bool {
	if len(rest) < 8 || bytes.ContainsAny(rest, "(){}.") || formatVerb(rest) {
		return false
	}
	c := classesOf(rest)
	return c.up && c.lo && c.dig && wordiness(rest) < 0.6
}

// formatVerb reports a printf verb in v ("%s", "%d", "%(name)s"): a
// format string, not a password. A '%' between letters ("tPfH%vm9r") is
// a sign of the password.
func formatVerb(v []byte) bool {
	for i := bytes.IndexByte(v, '%'); i >= 0 && i+1 < len(v); {
		c := v[i+1]
		if c == '(' || strings.IndexByte("sdvqxf", c) >= 0 && (i == 0 || !isAlnum(v[i-1]) || i+2 == len(v) || !isLetter(v[i+2])) {
			return true
		}
		j := bytes.IndexByte(v[i+1:], '%')
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// markerAt reports the replacement marker at text[i:], a first pass's
// output that a second pass (Sanitize is idempotent) reads again.
func markerAt(text []byte, i int) bool {
	return i >= 0 && i <= len(text) && bytes.HasPrefix(text[i:], []byte(ReplToken))
}

// markerName reports a name at text[ns:] that is the word inside a
// replacement marker: "[token],0011…" is what a first pass left of a
// token and the field after it, not a name and its value.
func markerName(text []byte, ns int) bool { return markerAt(text, ns-1) }

// proseTokenValue accepts the value a sentence gives a key or token:
// random-looking, hex digits included (the name says what it is), not a
// placeholder, a public value or words joined by hyphens.
func proseTokenValue(v []byte) bool {
	if len(v) < 16 || !notPlaceholder(v) || publicValue(v) || isWordy(v) || wordiness(v) >= 0.6 {
		return false
	}
	c := classesOf(v)
	return c.dig && (c.lo || c.up)
}

// passwordValue accepts any value that is not a placeholder: passwords
// are often words, so no randomness is required beyond MinEntropy.
func passwordValue(v []byte) bool { return notPlaceholder(v) && !autofillToken(v) && !isoTimestamp(v) }

// autofillTokens are the HTML autofill field names of a password input
// (WHATWG HTML, "autocomplete"): <input type="password" name="password"
// autocomplete="current-password"> names the field, it holds no value.
var autofillTokens = []string{"current-password", "new-password", "one-time-code"}

// autofillToken reports a value that is one of autofillTokens.
func autofillToken(v []byte) bool {
	return slices.ContainsFunc(autofillTokens, func(t string) bool { return strings.EqualFold(string(v), t) })
}

// passwordShaped accepts what a person picks as a password, told apart
// from the words of a sentence: letters and a digit, and a symbol or both
// cases ("Tr0ub4dor&3", "abc123!"), and not a placeholder or a public
// value.
func passwordShaped(v []byte) bool {
	c := classesOf(v)
	return (c.up || c.lo) && c.dig && (c.other || c.up && c.lo) && notPlaceholder(v) && !publicValue(v) && !hexNumber(v) && !describesStorage(v)
}

// quotedArgPassword accepts a quoted value that its place names a
// password (a connect call's argument, an auth object's pass): letters
// and a digit, and a sign or both cases, whatever sign it begins with
// ("#o!O0GU!.2Lm%QO"), not a template, a placeholder or a public value.
func quotedArgPassword(v []byte) bool {
	c := classesOf(v)
	if len(v) < 6 || !(c.up || c.lo) || !c.dig || !(c.other || c.up && c.lo) || publicValue(v) {
		return false
	}
	if bytes.Contains(v, []byte("${")) || bytes.Contains(v, []byte("{{")) || bytes.Contains(v, []byte("<%")) {
		return false
	}
	if holdsPlaceholder(v) {
		return false
	}
	return true
}

// holdsPlaceholder reports a value with one of placeholders in it.
func holdsPlaceholder(v []byte) bool {
	for _, p := range placeholders {
		if bytes.Contains(v, p) {
			return true
		}
	}
	return false
}

// storageWords begin the names of the schemes a sentence about a
// password names: "the password is SHA256-hashed", "is AES-256
// encrypted", "is base64-encoded", "is PBKDF2-derived".
var storageWords = []string{"sha", "aes", "md5", "pbkdf", "base64", "base32", "bcrypt", "scrypt", "argon", "hmac", "utf", "rsa", "des", "rc4", "chacha", "blake", "crc", "x509", "pkcs"}

// describesStorage reports a value that says how a password is kept, not
// what it is: it begins with the name of a scheme, or ends in "-…ed" (a
// participle after a hyphen: "bcrypt2b-hashed").
func describesStorage(v []byte) bool {
	lower := strings.ToLower(string(v))
	for _, w := range storageWords {
		if strings.HasPrefix(lower, w) {
			return true
		}
	}
	if i := strings.LastIndexByte(lower, '-'); i >= 0 && strings.HasSuffix(lower, "ed") {
		tail := lower[i+1:]
		return len(tail) >= 4 && strings.Trim(tail, "abcdefghijklmnopqrstuvwxyz") == ""
	}
	return false
}

// charClasses says which kinds of byte a value holds.
type charClasses struct{ up, lo, dig, other bool }

func classesOf(v []byte) (c charClasses) {
	for _, b := range v {
		switch {
		case b >= '0' && b <= '9':
			c.dig = true
		case b >= 'a' && b <= 'z':
			c.lo = true
		case b >= 'A' && b <= 'Z':
			c.up = true
		default:
			c.other = true
		}
	}
	return c
}

// secretValue accepts values that look generated: a digit, or both cases,
// and not a dotted identifier (process.env.API_KEY), an identifier made of
// words (chain_Anvil2_Key, AgencyIdentificationCode) or a placeholder.
func secretValue(v []byte) bool {
	return notPlaceholder(v) && hasDigitOrMixedCase(v) && !isWordy(v) && wordiness(v) < 0.6 && !publicValue(v) && !hexNumber(v) && !fileName(v) && !namespacedKey(v)
}

// namespacedKey reports a cache's or a store's key: lower-case words and
// numbers joined by colons ("product:81501", "user:42:profile"), what a
// log prints after "cache miss key=". A credential is not spelt so.
func namespacedKey(v []byte) bool {
	words, numbers := 0, 0
	for part := range bytes.SplitSeq(v, []byte(":")) {
		switch {
		case len(part) == 0 || len(part) > 24:
			return false
		case isDigits(part):
			numbers++
		case keyWord(part):
			words++
		default:
			return false
		}
	}
	return words >= 1 && numbers >= 1
}

// keyWord reports a word of a store's key: lower-case letters, '_' and
// '-'.
func keyWord(b []byte) bool {
	for _, c := range b {
		if !isLower(c) && c != '_' && c != '-' {
			return false
		}
	}
	return true
}

// hexNumber reports a 0x literal of fewer than 32 digits: a number, a
// mask or an id; key material is 128 bits or more (0x + 64 digits is a
// private key).
func hexNumber(v []byte) bool {
	if len(v) <= 2 || len(v) >= 2+32 || v[0] != '0' || v[1] != 'x' && v[1] != 'X' {
		return false
	}
	for _, b := range v[2:] {
		if _, ok := hexVal(b); !ok {
			return false
		}
	}
	return true
}

// credentialValue is a value after Bearer, Basic or token: random-looking,
// not a public value and not a fixture that names itself.
func credentialValue(v []byte) bool {
	return hasDigitOrMixedCase(v) && !publicValue(v) && !namesItself(v)
}

func hasDigitOrMixedCase(v []byte) bool {
	c := classesOf(v)
	if c.dig || c.up && c.lo && len(v) >= 16 {
		return true
	}
	// One-case letters only: accept long, random-looking runs, not words.
	// Words rarely stack five consonants; generated ids often do.
	return !c.other && len(v) >= 12 && (entropy(v) >= 3.5 || maxConsonantRun(v) >= 5)
}

// maxConsonantRun is the longest run of letters other than a e i o u y.
func maxConsonantRun(v []byte) int {
	best, run := 0, 0
	for _, b := range v {
		l := lowerASCII[b]
		if l >= 'a' && l <= 'z' && !isVowel(l) {
			run++
			best = max(best, run)
		} else {
			run = 0
		}
	}
	return best
}

func isVowel(l byte) bool {
	switch l {
	case 'a', 'e', 'i', 'o', 'u', 'y':
		return true
	}
	return false
}

// notSequential rejects keyboard-walk placeholders: a value holding six
// or more consecutive letters or digits in order (abcdef, 123456,
// klmnop). A random token of base-62 characters contains one with odds
// around one in a billion.
func notSequential(v []byte) bool {
	run := 1
	for i := 1; i < len(v); i++ {
		a, b := lowerASCII[v[i-1]], lowerASCII[v[i]]
		if b == a+1 && (isAlnumLower(a) && isAlnumLower(b)) && (a >= 'a') == (b >= 'a') {
			run++
			if run >= 6 {
				return false
			}
		} else {
			run = 1
		}
	}
	return true
}

func notAnthropic(v []byte) bool { return !bytes.HasPrefix(v, []byte("sk-ant-")) }

// noExampleMarker rejects values that say they are examples
// (…/EXAMPLE/…, xxxx), for patterns whose match also holds a URL.
func noExampleMarker(v []byte) bool {
	for _, p := range [][]byte{[]byte("EXAMPLE"), []byte("example"), []byte("xxxx"), []byte("XXXX")} {
		if bytes.Contains(v, p) {
			return false
		}
	}
	return true
}

// letterWalk is the longest run of consecutive letters in alphabet order.
func letterWalk(v []byte) int {
	best, run := 1, 1
	for i := 1; i < len(v); i++ {
		a, b := lowerASCII[v[i-1]], lowerASCII[v[i]]
		if isLower(a) && b == a+1 {
			run++
			best = max(best, run)
		} else {
			run = 1
		}
	}
	return best
}

// anthropicValue accepts a key with the full Anthropic structure (93
// characters then "AA") whatever it looks like, and any other length only
// if it is not a keyboard walk.
func isAlnumLower(b byte) bool { return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' }

// isDottedIdent reports a.b.c-style references (config.api.key, os.Getenv).
func isDottedIdent(v []byte) bool {
	dots := 0
	for _, b := range v {
		switch {
		case b == '.':
			dots++
		case b >= 'a' && b <= 'z', b >= 'A' && b <= 'Z', b == '_':
		default:
			return false
		}
	}
	return dots > 0
}

// isWordy reports identifiers made of words (snake or kebab case with at
// most a trailing number), e.g. "user_id_2" or "primary-key-v1".
func isWordy(v []byte) bool {
	seps, digits := 0, 0
	for _, b := range v {
		switch {
		case b == '_' || b == '-':
			seps++
		case b >= '0' && b <= '9':
			digits++
		case b >= 'a' && b <= 'z':
		default:
			return false
		}
	}
	return seps > 0 && digits <= 2
}

// wordiness is the share of v's bytes that sit in word-like humps: three
// or more letters, lower case after an optional capital (or all
// capitals between separators), with a vowel and no run of four
// consonants. Identifiers and prose score high (chain_Anvil2_Key,
// AgencyIdentificationCode, BACKUP_ENABLED); generated tokens score low,
// because random letters seldom form pronounceable runs of that length.
func wordiness(v []byte) float64 {
	if len(v) == 0 {
		return 0
	}
	wordy := 0
	for i := 0; i < len(v); {
		// A hump: [A-Z]?[a-z]+ or [A-Z]+ not followed by a lower-case letter.
		j := i
		switch {
		case isUpper(v[j]) && j+1 < len(v) && isLower(v[j+1]):
			j++
			for j < len(v) && isLower(v[j]) {
				j++
			}
		case isUpper(v[j]):
			for j < len(v) && isUpper(v[j]) && !(j+1 < len(v) && isLower(v[j+1])) {
				j++
			}
			// All capitals count only as a whole segment (BACKUP_ENABLED).
			if (i > 0 && isAlnum(v[i-1])) || (j < len(v) && isAlnum(v[j])) {
				i = max(j, i+1)
				continue
			}
		case isLower(v[j]):
			for j < len(v) && isLower(v[j]) {
				j++
			}
		default:
			i++
			continue
		}
		if j-i >= 3 && pronounceable(v[i:j]) {
			wordy += j - i
		}
		i = max(j, i+1)
	}
	return float64(wordy) / float64(len(v))
}

// pronounceable reports a letter run with a vowel and no four consonants
// in a row.
func pronounceable(w []byte) bool {
	vowel, run := false, 0
	for _, b := range w {
		if isVowel(lowerASCII[b]) {
			vowel, run = true, 0
			continue
		}
		run++
		if run >= 4 {
			return false
		}
	}
	return vowel
}

func isUpper(b byte) bool { return b >= 'A' && b <= 'Z' }
func isLower(b byte) bool { return b >= 'a' && b <= 'z' }
func isAlnum(b byte) bool { return isLetter(b) || b >= '0' && b <= '9' }

// valueOK applies a rule's entropy floor and value check to a value.
func valueOK(r *rule, v []byte) bool {
	if r.minEntropy > 0 && entropy(v) < r.minEntropy {
		return false
	}
	if documentedExample(v) {
		return false
	}
	if r.valueCheck != nil && !r.valueCheck(v) {
		return false
	}
	return true
}

// documentedExamples are credentials their publishers print in the
// documentation for everyone to copy: jwt.io's sample token (its HS256
// signature over {"sub":"1234567890","name":"John Doe","iat":1516239022}
// with the key "your-256-bit-secret") and the test-mode keys of Stripe's
// API reference. Printed, they disclose nothing; a value that holds one
// is that example.
var documentedExamples = [][]byte{
	[]byte("SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"),
	[]byte("sk_test_4eC39HqLyjWDarjtT1zdp7dc"),
	[]byte("pk_test_TYooMQauvdEDq54NiTphI7jx"),
}

// documentedExample reports a value that holds one of documentedExamples.
func documentedExample(v []byte) bool {
	for _, x := range documentedExamples {
		if bytes.Contains(v, x) {
			return true
		}
	}
	return false
}

// authorityOnly reports a name whose only secret-like word is "auth"
// inside author or authority (certificate-authority-data, a kubeconfig's
// CA certificate; authorName): a certificate authority's data is its
// public certificate. certificate-authority-key still names a key.
func authorityOnly(name []byte) bool {
	var low [80]byte
	l := lowerInto(low[:0], name)
	if !bytes.Contains(l, []byte("author")) {
		return false
	}
	for off := 0; ; {
		i := bytes.Index(l[off:], []byte("author"))
		if i < 0 {
			break
		}
		off += i + len("author")
		if bytes.HasPrefix(l[off:], []byte("iz")) || bytes.HasPrefix(l[off:], []byte("is")) {
			return false // authorization, authorize, authorise: auth
		}
	}
	rest := bytes.ReplaceAll(l, []byte("author"), []byte("/"))
	for _, w := range secretWords {
		if bytes.Contains(rest, []byte(w)) {
			return false
		}
	}
	return true
}

// qualifiedNameStart extends a name starting at ns back over the word
// before it on the same line, set off by one space, a tab or a slash, so
// that word may qualify the name: "public key:", "cache key:" (a key
// named public is not secret) where the name's own bytes are only "key",
// and a Kubernetes annotation's prefix ("checksum/secret:"). The word
// only takes away (notDescriptor of the longer name), never makes a
// name secret ("Public key ping-sha256:" names a pin). lim is where
// the text known to the caller starts; a word reaching it, or longer
// than 16 letters, is not read.
func qualifiedNameStart(text []byte, ns, lim int) int {
	if ns-2 < lim || text[ns-1] != ' ' && text[ns-1] != '\t' && text[ns-1] != '/' {
		return ns
	}
	w := ns - 1
	for w > lim && ns-1-w < 16 && isLetter(text[w-1]) {
		w--
	}
	if w == ns-1 || w == lim && lim > 0 || w > lim && isNameByte(text[w-1]) {
		return ns
	}
	return w
}

// valueIsName reports a value that names something instead of holding a
// secret: an environment variable's name in capitals with a secret word
// in it (env:"DB_PASSWORD" in a Go struct tag, password: ADMIN_PASSWORD),
// or a CamelCase type name (password: SecretStr in a Python signature,
// PasswordField, SecureString).
func valueIsName(v []byte) bool {
	return envVarName(v) || typeName(v)
}

// envWords are the secret words an environment variable's name holds.
var envWords = []string{"PASSWORD", "PASSWD", "PASS", "PWD", "TOKEN", "SECRET", "KEY", "APIKEY", "CREDENTIALS", "CREDENTIAL"}

func envVarName(v []byte) bool {
	if len(v) < 4 || !isUpper(v[0]) || bytes.IndexByte(v, '_') < 0 {
		return false
	}
	secret := false
	for _, w := range bytes.Split(v, []byte("_")) {
		if len(w) == 0 {
			continue
		}
		for _, b := range w {
			if !isUpper(b) && !isDigitByte(b) {
				return false
			}
		}
		for _, e := range envWords {
			if string(w) == e {
				secret = true
			}
		}
	}
	return secret
}

// typeWords end the name of a type that holds a value.
var typeWords = []string{"str", "string", "bytes", "field", "type", "input"}

func typeName(v []byte) bool {
	if len(v) < 5 || !isUpper(v[0]) {
		return false
	}
	words, start := 0, 0
	for i, b := range v {
		switch {
		case isUpper(b):
			if i > 0 && i-start < 3 {
				return false // an acronym, a short word or random capitals
			}
			words, start = words+1, i
		case !isLower(b):
			return false
		}
	}
	if words < 2 {
		return false
	}
	i := len(v) - 1
	for i > 0 && !isUpper(v[i]) {
		i--
	}
	last := strings.ToLower(string(v[i:]))
	for _, w := range typeWords {
		if last == w {
			return true
		}
	}
	return false
}

// tailRun is how many bytes accept adds to a match of the shortened
// regex ending at end (see splitTail): the rest of its trailing run, past
// the cap where the rule runs on, and never past an '&' in a URL query.
func (r *rule) tailRun(text []byte, end int, query bool) int {
	x, lim := 0, r.tailExtra+r.runOn
	for x < lim && end+x < len(text) && r.tailSet[text[end+x]] && !(query && text[end+x] == '&') {
		x++
	}
	return x
}

// runsToEnd reports whether the trailing run of a match of the shortened
// regex ending at end, extended as accept extends it, may go on past the
// text that has arrived: its last byte, or the lookahead after it, is not
// in yet.
func (r *rule) runsToEnd(text []byte, end int, query bool) bool {
	return end+r.tailRun(text, end, query)+lookahead > len(text)
}

// inQuery reports a match starting at ms right after '?' or '&': a URL
// query's parameter, whose value ends at the next '&'.
func inQuery(text []byte, ms int) bool {
	return ms > 0 && (text[ms-1] == '?' || text[ms-1] == '&')
}

// queryValueEnd is where a value read as text[s:e] ends when it is a
// URL query parameter's (its name stands after '?' or '&'): at the next
// '&', which a value of a real URL would have percent-encoded.
// ?access_token=…&limit=5 keeps its limit.
func queryValueEnd(text []byte, s, e int) int {
	if i := bytes.IndexByte(text[s:e], '&'); i >= 0 {
		return s + i
	}
	return e
}

// lowerInto appends b lower-cased (ASCII) to dst, up to dst's capacity:
// names are compared lower-cased without allocating.
func lowerInto(dst, b []byte) []byte {
	for _, x := range b {
		if len(dst) == cap(dst) {
			break
		}
		dst = append(dst, lowerASCII[x])
	}
	return dst
}

// gluedName reports a value text[s:e] that is a password or secret name
// and its operator, glued to a redaction: the remains of an assignment a
// first pass hid. A value of its own glued to the literal "[token]"
// ("password: Zx9$kq3Wn8[token]") is still a value.
func gluedName(text []byte, s, e int) bool {
	if e-s < 2 || !markerAt(text, e) || text[e-1] != '=' && text[e-1] != ':' {
		return false
	}
	name := text[s : e-1]
	return passwordName(name) || secretishName(name)
}

// base64Key reports a value that is a whole base64 encoding of a key of
// 32 or 64 bytes (44 or 88 characters, padded): no path has that shape.
func base64Key(v []byte) bool {
	if (len(v) != 44 || v[43] != '=') && (len(v) != 88 || v[86] != '=' || v[87] != '=') {
		return false
	}
	for _, c := range v[:len(v)-2] {
		if !isAlnum(c) && c != '+' && c != '/' {
			return false
		}
	}
	return bytes.Count(v, []byte("/")) < 8 // a long path of short names is not base64
}
