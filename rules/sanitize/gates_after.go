package sanitize

import "strings"

// Gates that read the few bytes a pattern's regex wants right after its
// keyword. These keywords are common words in text about software
// (password, claude, -pass, -u): on this repository's docs the regexes
// of password-prose, password-prose-bare, the Claude name patterns and
// the -pass and -u flags ran about 1,500 times a pass, nearly always to
// find nothing. Each gate accepts a superset of what the regex can read
// there (TestGatesSound), and says yes when the text ends first.

// wordAt reports whether text[i:] starts with the lower-case word w in
// any ASCII case; short is true when the text ends first, agreeing so
// far (undecided).
func wordAt(text []byte, i int, w string) (ok, short bool) {
	for j := 0; j < len(w); j++ {
		if i+j >= len(text) {
			return false, true
		}
		if lowerASCII[text[i+j]] != w[j] {
			return false, false
		}
	}
	return true, false
}

// afterWord returns where the first of words that starts text[i:] ends,
// i when none does; short reports a text that ends inside one of them.
func afterWord(text []byte, i int, words ...string) (end int, short bool) {
	for _, w := range words {
		ok, sh := wordAt(text, i, w)
		if sh {
			return i, true
		}
		if ok {
			return i + len(w), false
		}
	}
	return i, false
}

// skipBlanks returns the index after at most max spaces and tabs from i.
func skipBlanks(text []byte, i, max int) int {
	for j := i; i < len(text) && i-j < max && (text[i] == ' ' || text[i] == '\t'); i++ {
	}
	return i
}

// passwordProseGate is password-prose's and password-prose-bare's gate:
// the password word whole, up to three blanks, then ':' or, after a
// blank, the first letter of "is", "was" or "to", or of the "for", "of"
// or "on" that opens password-prose's qualifier (proseOwner).
// "passwords" and "password-assignment" fail it.
func passwordProseGate(text []byte, k int) bool {
	return proseGate(text, k, true, "iwtfo", "password", "passwd", "passphrase", "passcode")
}

// tokenProseGate is token-prose's gate: the word key, token or secret
// (the end of a name: API_KEY, access token), a blank, and the first
// letter of "is" or "was".
func tokenProseGate(text []byte, k int) bool {
	return proseGate(text, k, false, "iw", "key", "token", "secret")
}

// proseGate reads one of words whole at k, up to three blanks, then a
// colon (when colon) or, after a blank, one of the letters that begin
// the verbs of a sentence that gives the value ("is", "was", "to").
func proseGate(text []byte, k int, colon bool, letters string, words ...string) bool {
	i, short := afterWord(text, k, words...)
	if short {
		return true
	}
	if i == k {
		return false
	}
	j := skipBlanks(text, i, 3)
	if j >= len(text) {
		return true
	}
	b := lowerASCII[text[j]]
	if b == ':' {
		return colon
	}
	return j > i && strings.IndexByte(letters, b) >= 0
}

// claudePrintGate is claude-cli-print's gate: blanks, then a flag's dash.
func claudePrintGate(text []byte, k int) bool {
	i := k + len("claude")
	j := skipBlanks(text, i, 4)
	return j >= len(text) || j > i && text[j] == '-'
}

// claudeCodeGate is claude-code's gate: an optional space, '_' or '-',
// then the 'c' of "code".
func claudeCodeGate(text []byte, k int) bool {
	i := k + len("claude")
	if i < len(text) && (text[i] == ' ' || text[i] == '_' || text[i] == '-') {
		i++
	}
	return i >= len(text) || lowerASCII[text[i]] == 'c'
}

// claudeModelGate is claude-model's gate: a space or '-', then a digit
// or the first letter of a model word (instant, opus, sonnet, haiku,
// latest, v1).
func claudeModelGate(text []byte, k int) bool {
	i := k + len("claude")
	if i >= len(text) {
		return true
	}
	if text[i] != ' ' && text[i] != '-' {
		return false
	}
	if i++; i >= len(text) {
		return true
	}
	switch b := lowerASCII[text[i]]; b {
	case 'i', 'o', 's', 'h', 'l', 'v':
		return true
	default:
		return isDigitByte(b)
	}
}

// flagValueAt reports whether a flag's value (flagValue) may start at
// i: an optional quote ($'…' and $"…" too), then a byte that is neither
// a blank, a quote nor a dash.
func flagValueAt(text []byte, i int) bool {
	if i+1 < len(text) && text[i] == '$' && (text[i+1] == '"' || text[i+1] == '\'') {
		i++
	}
	if i < len(text) && (text[i] == '"' || text[i] == '\'') {
		i++
	}
	if i >= len(text) {
		return true
	}
	switch text[i] {
	case ' ', '\t', '\r', '\n', '"', '\'', '-':
		return false
	}
	return true
}

// passwordFlagGate is password-flag's gate at "-pass": the rest of the
// flag's word, then 1–4 blanks, or '=' or ':' within blanks, then a
// value.
func passwordFlagGate(text []byte, k int) bool {
	i, short := afterWord(text, k+len("-pass"), "word", "wd", "phrase")
	if short {
		return true
	}
	j := skipBlanks(text, i, 4)
	if j >= len(text) {
		return true
	}
	if text[j] == '=' || text[j] == ':' {
		if j > i {
			return true // after a blank, '=' or ':' may start the value
		}
		j = skipBlanks(text, j+1, 2)
	} else if j == i {
		return false
	}
	return flagValueAt(text, j)
}

// opensslPassGate is openssl-pass's gate at "-pass": an optional "in" or
// "out", 1–4 blanks, then "pass:".
func opensslPassGate(text []byte, k int) bool {
	i, short := afterWord(text, k+len("-pass"), "in", "out")
	if short {
		return true
	}
	j := skipBlanks(text, i, 4)
	if j >= len(text) {
		return true
	}
	if j == i {
		return false
	}
	ok, short := wordAt(text, j, "pass:")
	return ok || short
}

// cliUserGate is cli-user-password's gate at "-u" or "--user": 1–4
// blanks, an optional quote, then a user name of at most 64 bytes
// followed by ':'.
func cliUserGate(text []byte, k int) bool {
	n := len(text)
	i := k + len("-u")
	if k+1 < n && text[k+1] == '-' {
		end, short := afterWord(text, k, "--user")
		if short {
			return true
		}
		if end == k {
			return false
		}
		i = end
	}
	j := skipBlanks(text, i, 4)
	if j >= n {
		return true
	}
	if j == i {
		return false
	}
	if text[j] == '"' || text[j] == '\'' {
		j++
	}
	m := 0
	for ; j < n && m < 128 && userByte(text[j]); j++ {
		m++
	}
	// No user (m == 0) is an API key sent as the password: curl -u ":KEY".
	return j >= n || text[j] == ':'
}

// userByte is a byte of cli-user-password's user name.
func userByte(b byte) bool {
	return isAlnum(b) || b == '.' || b == '_' || b == '@' || b == '+' || b == '-'
}

// cliPasswordValue is cli-user-password's value check: not a
// placeholder, and not a number of up to five digits, which after -u is
// a group id (docker run -u 1000:1000, ps -u 0:0, 65534 for nogroup),
// not a password.
func cliPasswordValue(v []byte) bool {
	if len(v) <= 5 {
		digits := true
		for _, b := range v {
			digits = digits && isDigitByte(b)
		}
		if digits {
			return false
		}
	}
	return notPlaceholder(v)
}

// userGroupPair is cli-user-password's publicAround: a value that repeats
// the name before its colon is a user and group of the same name
// (docker exec -u root:root, -u www-data:www-data), not a password.
func userGroupPair(text []byte, s, e int) bool {
	c := s - 1
	if c >= 0 && (text[c] == '"' || text[c] == '\'') {
		c--
	}
	if c < 0 || text[c] != ':' {
		return false
	}
	u := c
	for u > 0 && userByte(text[u-1]) {
		u--
	}
	return string(text[u:c]) == string(text[s:e])
}
