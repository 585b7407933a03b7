package sanitize

import (
	"bytes"
	"strings"
	"unicode/utf8"
)

// Gates (see Pattern.gate) of the default pack's patterns: cheap tests at
// a keyword that mirror what the pattern's regex needs after it, so that
// the regex is neither run nor waited for where prose only names a key,
// a token or a password. A gate may say no only where no match can have
// its first keyword there (TestGatesSound).

// assignmentGate returns a cheap gate for the assignment patterns,
// mirroring their regex after the keyword: the rest of the name (a
// multi-word or accented one too), an optional closing quote or bracket,
// an optional type word, an assignment operator, then a value of at
// least minValue bytes. Prose mentioning "key" or "token" mostly fails
// it, and so does keyword-dense text with no value (token=a token=a …),
// so the regex is not tried there.
func assignmentGate(minValue int) func([]byte, int) bool {
	return func(text []byte, k int) bool {
		vs, v, ok := assignmentValue(text, k)
		if !ok || vs < 0 {
			return ok // no operator, or undecided at the end of what is known
		}
		for i := vs; i < len(text) && v < minValue && valueBytes[text[i]]; i++ {
			v++
			if i+1 == len(text) {
				return true
			}
		}
		if v >= minValue {
			return true
		}
		// A value that opens like a template (password-assignment's
		// regex reads it: templates.go) counts from after the opening.
		from, ok := templateOpening(text, vs)
		if !ok || from == len(text) {
			return true // undecided: the value may follow the opening
		}
		v = 0
		for i := from; i < len(text) && v < minValue && valueBytes[text[i]]; i++ {
			v++
			if i+1 == len(text) {
				return true
			}
		}
		return from > vs && v >= minValue
	}
}

// sidGate is twilio-auth-token's gate at "AC": 32 lower-case hex digits
// follow (the Account SID), then a separator.
func sidGate(text []byte, k int) bool {
	for i := k + 2; i < k+2+32+1; i++ {
		if i >= len(text) {
			return true
		}
		if i == k+2+32 {
			return !isHexLower(text[i])
		}
		if !isHexLower(text[i]) {
			return false
		}
	}
	return true
}

func isHexLower(b byte) bool { return b >= '0' && b <= '9' || b >= 'a' && b <= 'f' }

// valueFieldGate is the name/value patterns' gate at a keyword: the
// rest of the variable's name, then only quotes, spaces, a comma and a
// line break, then the word "value" (a superset of what the regex
// allows there: "the key handling … an empty value" in prose is not),
// and a value of at least minValue bytes (nameValueRegex's minLen).
func valueFieldGate(minValue int) func([]byte, int) bool {
	return func(text []byte, k int) bool {
		n := len(text)
		i := k
		// The name may run straight into the field (a name byte ends it
		// where the regex backtracks): "value" may start anywhere in it.
		for ; i < n && i-k < 80 && isNameByte(text[i]); i++ {
			if lowerASCII[text[i]] == 'v' && valueAt(text, i, minValue) {
				return true
			}
		}
		for j := i; i < n && i-j < 40 && (isQuote(text[i]) || text[i] == ' ' || text[i] == '\t' || text[i] == ',' ||
			text[i] == '\r' || text[i] == '\n'); {
			i++
		}
		// Up to two attributes of an HTML form field between its name
		// and its value (nameValueRegex): type="text" class="…".
		for a := 0; a < 2 && i < n && !valueAt(text, i, minValue); a++ {
			e, ok := attributeEnd(text, i)
			if !ok {
				break
			}
			for i = e; i < n && (text[i] == ' ' || text[i] == '\t'); i++ {
			}
		}
		return i >= n || valueAt(text, i, minValue)
	}
}

// attributeEnd reads an HTML attribute at text[i] (a name of letters and
// '-', '=', a quoted value of at most 40 bytes) and returns where it ends.
func attributeEnd(text []byte, i int) (int, bool) {
	j := i
	for j < len(text) && j-i < 20 && (isLetter(text[j]) || text[j] == '-') {
		j++
	}
	if j == i || j+1 >= len(text) || text[j] != '=' || !isQuote(text[j+1]) {
		return 0, false
	}
	q := text[j+1]
	for k := j + 2; k < len(text) && k-j <= 42; k++ {
		switch text[k] {
		case q:
			return k + 1, true
		case '<', '>', '\n':
			return 0, false
		}
	}
	return 0, false
}

// valueAt reports "value" in any case at text[i] followed, as the regex
// wants it, by an optional quote, up to four blanks and ':' or '=' (or a
// start of that cut by the end of what is known), then up to four blanks,
// an optional quote and minValue value bytes. Without the operator a
// name that merely holds "value" ("keyvalue", "key_value_" a hundred
// thousand times) does not run the regex; without the value, a field
// named in prose ("the value: …", `value: ""`) does not either.
func valueAt(text []byte, i, minValue int) bool {
	for j, w := range []byte("value") {
		if i+j >= len(text) {
			return true
		}
		if lowerASCII[text[i+j]] != w {
			return false
		}
	}
	i += len("value")
	if i < len(text) && isQuote(text[i]) {
		i++
	}
	for j := i; i < len(text) && i-j < 4 && (text[i] == ' ' || text[i] == '\t'); i++ {
	}
	if i >= len(text) {
		return true
	}
	if text[i] != ':' && text[i] != '=' {
		return false
	}
	i = skipBlanks(text, i+1, 4)
	if i < len(text) && (text[i] == '"' || text[i] == '\'') {
		i++
	}
	for v := i; i < len(text) && i-v < minValue; i++ {
		if !valueBytes[text[i]] {
			return false
		}
	}
	return true
}

// authorityHasAt is url-credentials' gate at "://": the authority that
// follows holds an '@' (no user:password@ without one).
func authorityHasAt(text []byte, k int) bool {
	colon := false
	for i := k + 3; i < len(text) && i-k < 3+64+1+128+1; i++ {
		switch text[i] {
		case '@':
			return true
		case ':':
			colon = true
		case '#', '<', '>', '"', '\'':
			// In a URL '#' starts the fragment, and '<' '>' close one
			// written in angle brackets, but people write connection
			// strings by hand: after the user's colon they are bytes of
			// the password ("app:Xk9#mQ2@db", "sa:lE&9z<fP@mssql"), and
			// so is a quote a template escaped (&quot;).
			if !colon {
				return false
			}
		case '/', '?', ' ', '\t', '\n', '\r', '`':
			return false
		}
	}
	return true // undecided, or too long an authority for the regex
}

// spacedValueAfter is auth-header's gate: the keyword's word, 1–4 spaces
// or tabs, then at least min bytes of a credential (a ':' after the first,
// as in an Asana token, 1/<user id>:<secret>).
func spacedValueAfter(minValue int) func([]byte, int) bool {
	return func(text []byte, k int) bool {
		i, n := k, len(text)
		for i < n && isLetter(text[i]) {
			i++
		}
		sp := i
		for i < n && i-sp < 4 && (text[i] == ' ' || text[i] == '\t') {
			i++
		}
		if i >= n {
			return true
		}
		if i == sp {
			return false
		}
		for v := 0; v < minValue; v, i = v+1, i+1 {
			if i >= n {
				return true
			}
			if !credentialByte(text[i]) && (v == 0 || text[i] != ':') {
				return false
			}
		}
		return true
	}
}

func credentialByte(b byte) bool {
	return isAlnum(b) || b == '+' || b == '/' || b == '.' || b == '_' || b == '~' || b == '=' || b == '-'
}

// flagGate is secret-flag's cheap test at a keyword: a dash in the word
// holding it (--api-key), then spaces and a value of eight bytes or more
// after it (the regex's shortest).
func flagGate(text []byte, k int) bool {
	flagByte := func(b byte) bool { return isAlnum(b) || b == '_' || b == '-' }
	dash := false
	for j := k; j > 0 && k-j < 32 && flagByte(text[j-1]); j-- {
		dash = dash || text[j-1] == '-'
	}
	if !dash {
		return false
	}
	// The name may run on past a later keyword (30 + 10 + 20 bytes).
	i, n := k, len(text)
	for i < n && i-k < 64 && isIdentByte(text[i]) {
		i++
	}
	if i >= n {
		return true // undecided
	}
	if text[i] != ' ' && text[i] != '\t' {
		return false
	}
	for sp := i; i < n && i-sp < 4 && (text[i] == ' ' || text[i] == '\t'); i++ {
	}
	// The value: an optional quote, then eight value bytes or more (a
	// flag named in prose, "--api-key flag", has a word after it).
	if i < n && (text[i] == '"' || text[i] == '\'') {
		i++
	}
	for v := i; i < n && i-v < 8; i++ {
		if !valueBytes[text[i]] {
			return false
		}
	}
	return true
}

// nextLineValueAfter is a second gate for password-assignment: a value
// that starts on the line after its name holds a digit or a symbol. The
// line after a heading ("Password rules:", a blank line, "Minimum length
// is twelve") is a sentence; a YAML value on its own line
// ("password:\n  hunter2!") is not one. An assignment with "=" ends
// at its line ("DB_PASSWORD=" then "SENDGRID_API_KEY=" in a .env whose
// secrets are left empty). Nor is a line that assigns a
// name of its own (an empty "spring.datasource.password=" followed by
// "spring.jpa.show-sql=true"): the name before it had no value.
func nextLineValueAfter(text []byte, k int) bool {
	vs, _, ok := assignmentValue(text, k)
	if !ok || vs < 0 {
		return ok
	}
	if bytes.IndexByte(text[k:vs], '\n') < 0 {
		return true
	}
	if op := text[k:vs]; bytes.IndexByte(op, '=') >= 0 && bytes.IndexByte(op, ':') < 0 {
		return false // NAME= ends at its line (.env, .properties, INI): only YAML's "name:" goes on below
	}
	if assignsName(text[vs:]) {
		return false
	}
	i := vs
	for ; i < len(text) && valueBytes[text[i]]; i++ {
		if !isLetter(text[i]) {
			return true
		}
	}
	return i == len(text) // the value may go on
}

// assignsName reports a line that starts name=value or name: value: a
// name (letters first) and its operator with something after it.
// Base64's padding (dGVzdA==) is no operator: nothing but '=' follows.
func assignsName(t []byte) bool {
	i := 0
	for i < len(t) && i < 64 && isIdentByte(t[i]) {
		i++
	}
	if i == 0 || !isLetter(t[0]) || i+1 >= len(t) {
		return false
	}
	switch t[i] {
	case '=':
		return t[i+1] != '=' && t[i+1] != '\n' && t[i+1] != '\r'
	case ':':
		return t[i+1] == ' ' || t[i+1] == '\t'
	}
	return false
}

// generatedValueAfter is a second gate for secret-assignment, run only
// when the first passed and the entropy bound did not decide (it may
// read a whole value): the value must be able to pass secretValue, which
// needs a digit, both cases, or a run of 12 letters somewhere in it
// (api_key: api_key: … has none). Every value the regex can read lies in
// the run it scans (operator bytes hold no letter or digit).
func generatedValueAfter(text []byte, k int) bool {
	vs, _, ok := assignmentValue(text, k)
	if !ok || vs < 0 {
		return ok
	}
	var up, lo bool
	letters, i, n := 0, vs, len(text)
	for ; i < n && i-vs < 256 && valueBytes[text[i]]; i++ {
		b := text[i]
		switch {
		case isDigitByte(b):
			return true
		case isUpper(b):
			up = true
		case isLower(b):
			lo = true
		}
		if isLetter(b) {
			letters++
			if letters >= 12 || up && lo {
				return true
			}
		} else {
			letters = 0
		}
	}
	return i >= n
}

// assignmentValue reads, after a keyword at k, the rest of the name (a
// multi-word or accented one too), an optional closing quote or bracket,
// an optional type annotation (typeAnnotation) or type word, an
// assignment operator, spaces and an optional
// opening quote. It returns where the value starts and how many operator
// bytes may also begin it (= : ? . | are value bytes: key:=v may read as
// op ':' and value "=v"); ok false when no operator follows, vs -1 when
// the text ends first (undecided).
func assignmentValue(text []byte, k int) (vs, opv int, ok bool) {
	i, n := k, len(text)
	for j := 0; i < n && j < 48 && (isIdentByte(text[i]) || text[i] >= utf8.RuneSelf || text[i] == ' ' && i+1 < n && multiWordName(text, k, i)); j++ {
		i++
	}
	for j := 0; i < n && j < 2 && (text[i] == '"' || text[i] == '\'' || text[i] == ']' || text[i] == ')'); j++ {
		i++
	}
	i = typeAnnotation(text, i)
	sp := i
	for i < n && i-sp < 16 && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if i > sp && i < n && isLetter(text[i]) {
		w := i
		for i < n && i-w < 12 && isLetter(text[i]) {
			i++
		}
		for sp := i; i < n && i-sp < 16 && (text[i] == ' ' || text[i] == '\t'); {
			i++
		}
	}
	if i >= n {
		return -1, 0, true
	}
	switch text[i] {
	case '=', ':', '?', '.', '>', ',', '|':
	default:
		return 0, 0, false
	}
	for op := i; i < n && i-op < 4 && strings.IndexByte("=:?.>,|", text[i]) >= 0; i++ {
		if valueBytes[text[i]] {
			opv++
		}
	}
	for sp := i; i < n && i-sp < 16 && isSpaceByte(text[i]); i++ {
	}
	i = skipStrPrefix(text, i)
	if i < n && text[i] == '(' {
		// A value in parentheses, its literals on the lines below:
		// SECRET_KEY = (\n    "…"\n    "…"\n) in Python.
		i++
		for sp := i; i < n && i-sp < 16 && isSpaceByte(text[i]); i++ {
		}
		i = skipStrPrefix(text, i)
		if i < n && isQuote(text[i]) {
			i++
		}
	} else if i < n && isQuote(text[i]) {
		i++
	}
	if i >= n {
		return -1, 0, true
	}
	return i, opv, true
}

// typeAnnotation returns, for a colon at i that annotates the name's type
// before its '=' ("API_KEY: &str = …" in Rust, "api_key: str = …" in
// Python, "val apiKey: String = …" in Kotlin and Scala, "apiKey: string
// = …" in TypeScript), the index of that '='; else i. It reads the type
// as secret-assignment's expression does: up to four blanks, an optional
// '&', a letter and up to 40 bytes of letters, digits and _ . : < > [ ]
// &, blanks. "key:=v" and "key: value" are not annotations.
func typeAnnotation(text []byte, i int) int {
	n := len(text)
	if i >= n || text[i] != ':' {
		return i
	}
	j := i + 1
	for j < n && j-i <= 4 && (text[j] == ' ' || text[j] == '\t') {
		j++
	}
	if j < n && text[j] == '&' {
		j++
	}
	if j >= n || !isLetter(text[j]) {
		return i
	}
	for t := j; j < n && j-t <= 40 && typeByte(text[j]); j++ {
	}
	for sp := j; j < n && j-sp < 20 && (text[j] == ' ' || text[j] == '\t'); j++ {
	}
	if j < n && text[j] == '=' && (j+1 >= n || text[j+1] != '=') {
		return j
	}
	return i
}

// typeByte is a byte of a type in typeAnnotation.
func typeByte(b byte) bool {
	return isLetter(b) || b >= '0' && b <= '9' || strings.IndexByte("_.:<>[]&", b) >= 0
}

// skipStrPrefix returns the index after a string literal's prefix at i
// (strPrefix: r, b, u, rb … before a quote), or i.
func skipStrPrefix(text []byte, i int) int {
	for j := i; j < len(text) && j-i < 2 && strings.IndexByte("rRbBuU", text[j]) >= 0; j++ {
		if j+1 < len(text) && (text[j+1] == '"' || text[j+1] == '\'') {
			return j + 1
		}
	}
	return i
}

// multiWordName reports the space inside "mot de passe" at i, for a
// keyword at k: the one name the gate must read across spaces (its "mot"
// may be the keyword or end a longer name: passwordmot de passe).
func multiWordName(text []byte, k, i int) bool {
	for _, m := range [3]int{k, i - 3, i - 6} {
		if m >= k && i-m < 12 && len(text)-m >= 12 && strings.EqualFold(string(text[m:m+3]), "mot") {
			return true
		}
	}
	return false
}

// valueBytes are the bytes of an assignment's unquoted value.
var valueBytes = func() (t [256]bool) {
	for _, c := range []byte("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=_.~:@!#$%^&*|?-") {
		t[c] = true
	}
	return t
}()

func isIdentByte(b byte) bool {
	return isLetter(b) || b >= '0' && b <= '9' || b == '_' || b == '.' || b == '-'
}

func isLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }
