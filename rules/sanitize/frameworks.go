package sanitize

// Secrets a web framework generates for a project, by the framework's
// own generator. Django's startproject and get_random_secret_key() draw
// 50 characters from a-z, 0-9 and !@#$%^&*(-_=+): the brackets and
// ampersand cut the generic assignment's value short (its alphabet is a
// token's), so a key with a bracket in its first eight characters was
// left whole. (A key written with the "django-insecure-" prefix that
// startproject adds is long enough before any bracket and is caught by
// secret-assignment already.)

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
	}
}
