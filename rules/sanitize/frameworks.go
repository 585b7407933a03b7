package sanitize

// Secrets a web framework generates for a project, by the framework's
// own generator. Django's startproject and get_random_secret_key() draw
// 50 characters from a-z, 0-9 and !@#$%^&*(-_=+): the brackets and
// ampersand cut the generic assignment's value short (its alphabet is a
// token's), so a key with a bracket in its first eight characters was
// left whole. (A key written with the "django-insecure-" prefix that
// startproject adds is long enough before any bracket and is caught by
// secret-assignment already.) WordPress's eight keys and salts
// (wp-config.php's AUTH_KEY … NONCE_SALT, from its secret-key service)
// are 64 printable characters, spaces and quotes' neighbours among them.

// djangoKeyAlphabet marks the bytes get_random_secret_key draws from.
var djangoKeyAlphabet = func() (t [256]bool) {
	for _, b := range []byte("abcdefghijklmnopqrstuvwxyz0123456789!@#$%^&*(-_=+)") {
		t[b] = true
	}
	return t
}()

// djangoGeneratedKey reports a value that has the generator's shape:
// 50 bytes of its alphabet with letters, digits and its symbols mixed
// (a random draw of 50 holds about 14 symbols and 9 digits; a sentence
// or a placeholder of that length does not).
func djangoGeneratedKey(v []byte) bool {
	if len(v) != 50 {
		return false
	}
	var letters, digits, symbols int
	for _, b := range v {
		switch {
		case !djangoKeyAlphabet[b]:
			return false
		case b >= 'a' && b <= 'z':
			letters++
		case b >= '0' && b <= '9':
			digits++
		default:
			symbols++
		}
	}
	return letters >= 10 && digits >= 3 && symbols >= 4 && notPlaceholder(v)
}

func frameworkPatterns() []Pattern {
	return []Pattern{
		{ID: "django-secret-key", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:       `(?i:secret_key)["'\]]{0,2}[ \t]{0,4}(?:=|:)[ \t]{0,4}["']?(?P<secret>[a-z0-9!@#$%^&*(\-_=+)]{50})`,
			Keywords:    []string{"secret_key"},
			Lead:        lead(0),
			Boundary:    BoundaryToken,
			Description: "a Django SECRET_KEY as get_random_secret_key() makes it (50 characters of a-z, 0-9 and !@#$%^&*(-_=+))",
			valueCheck:  djangoGeneratedKey},
		{ID: "wordpress-salt", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:       `define\([ \t]{0,4}['"](?:AUTH|SECURE_AUTH|LOGGED_IN|NONCE)_(?:KEY|SALT)['"][ \t]{0,8},[ \t]{0,16}'(?P<secret>[^'\n]{32,128})'`,
			Keywords:    []string{"define("},
			Lead:        lead(0),
			Description: "a WordPress key or salt in wp-config.php (define('AUTH_KEY', '…'): 64 printable characters)",
			valueCheck:  wordpressSalt},
	}
}

// wordpressSalt: a generated key (mixed classes, no run of words), not
// the sample config's "put your unique phrase here".
func wordpressSalt(v []byte) bool {
	var upper, lower, other int
	for _, b := range v {
		switch {
		case b >= 'A' && b <= 'Z':
			upper++
		case b >= 'a' && b <= 'z':
			lower++
		case b != ' ':
			other++
		}
	}
	return upper >= 4 && lower >= 4 && other >= 8 && notPlaceholder(v)
}
