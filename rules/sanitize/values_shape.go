package sanitize

import "bytes"

// Values an assignment pattern reads that are no value at all, by their
// shape: the next key of a nested mapping, a shell expansion's message,
// and a fixture that names itself.

// nestedKey reports a value that is a mapping's next key, not its value:
// an identifier ending in ':' ("db_password:\n  external: true" in a
// Compose file, {type:"password",className:"…"} in minified code). The
// name's value is the mapping that key opens.
func nestedKey(v []byte) bool {
	if len(v) < 2 || v[len(v)-1] != ':' {
		return false
	}
	for _, b := range v[:len(v)-1] {
		if !isAlnum(b) && b != '_' && b != '-' {
			return false
		}
	}
	return !isDigitByte(v[0])
}

// expansionMessage reports the message of a shell expansion that stops
// when a variable is unset (${DB_PASSWORD:?set it in .env}): the text
// after "?" is what the shell prints, never the variable's value.
func expansionMessage(v []byte) bool { return len(v) > 0 && v[0] == '?' }

// fixtureWords name a made-up value in a test ("test-password",
// "wrong_password", "dummy-secret"), beside the word for what it stands
// for (selfNames).
var fixtureWords = []string{"test", "testing", "wrong", "bad", "invalid", "incorrect", "fake", "dummy", "mock", "sample", "some", "my", "your", "new", "old", "other", "another", "correct", "right", "valid", "good", "default", "temp", "tmp", "weak", "strong", "secure", "super", "long", "short", "user", "admin", "demo", "dev", "local"}

// selfNames are the words a fixture uses for itself.
var selfNames = []string{"password", "passwd", "pass", "secret", "token", "key", "apikey", "pwd", "passphrase"}

// disclaimers are the words a fixture uses to say it is none
// ("test-token-not-real-000000").
var disclaimers = []string{"not", "a", "real", "non", "no", "placeholder", "example", "changeme"}

// namesItself reports a value made of two to five lower-case words
// joined by '-' or '_', one of them the word for a secret and the others
// fixture words or disclaimers, with at most one run of a filler digit
// ("000000") or of counting digits ("123456") at its end: a test's
// stand-in, which says what it stands for. A password of words
// ("correct-horse-battery-staple") names no secret, and digits that are
// neither filler nor a count ("dummy-token-839201") may be a real one.
func namesItself(v []byte) bool {
	parts := bytes.FieldsFunc(v, func(r rune) bool { return r == '-' || r == '_' })
	if len(parts) < 2 || len(parts) > 5 {
		return false
	}
	if last := parts[len(parts)-1]; len(parts) > 2 && fillerDigits(last) {
		parts = parts[:len(parts)-1]
	}
	self, said := 0, 0
	for _, p := range parts {
		switch {
		case inWords(p, selfNames):
			self++
		case inWords(p, fixtureWords):
			said++
		case !inWords(p, disclaimers):
			return false
		}
	}
	return self == 1 && (said > 0 || len(parts) > 2)
}

// fillerDigits reports a run of digits that is one digit repeated or
// counts up from 0 or 1 ("0000", "123456").
func fillerDigits(p []byte) bool {
	if len(p) < 3 {
		return false
	}
	same, count := true, p[0] == '0' || p[0] == '1'
	for i, b := range p {
		if !isDigitByte(b) {
			return false
		}
		same = same && b == p[0]
		count = count && (i == 0 || b == p[i-1]+1)
	}
	return same || count
}

// inWords reports whether w is one of words, exactly (lower case).
func inWords(w []byte, words []string) bool {
	for _, x := range words {
		if string(w) == x {
			return true
		}
	}
	return false
}
