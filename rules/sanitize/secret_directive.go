package sanitize

import "bytes"

// A secret as a line-based configuration writes it: the setting's name,
// blanks to line the values up, the value, and nothing else on the line
// (Fluent Bit's "    Splunk_Token 4ef621e9-…", an INI-like directive
// list, a Postfix map's "[smtp.example.com]:587 user:password"). No '='
// or ':' tells an assignment here; the line's shape must: the name opens
// the line, the value closes it, and the name ends in a word that only a
// credential's setting ends in.

// directiveNames end a setting's name that holds a credential (lower case).
var directiveNames = []string{"token", "secret", "password", "passwd", "apikey", "api_key", "access_key", "secret_key", "auth_token"}

func directivePatterns() []Pattern {
	return []Pattern{
		{ID: "aligned-secret-directive", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:       `(?i:token|secret|passw(?:or)?d|passwd|api_?key|access_key|secret_key)[ \t]{1,16}(?P<secret>[^\s"'\x60$%{<][^\s"'\x60]{7,255})`,
			Keywords:    []string{"token", "secret", "passw", "apikey", "api_key", "access_key"},
			Lead:        lead(40),
			leadSet:     &nameBytes,
			MinEntropy:  3.0,
			Description: "a credential setting of a line-based configuration, Name   value on a line of its own (Fluent Bit's Splunk_Token …)",
			valueCheck:  directiveValue,
			gate:        alignedDirectiveGate},
		{ID: "postfix-map-password", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:       `\]:[0-9]{1,5}[ \t]{1,16}[^\s:]{1,128}:(?P<secret>[^\s]{4,128})`,
			Keywords:    []string{"]:"},
			Lead:        lead(0),
			Description: "a Postfix SASL map line, [relay.example.com]:587 user:password (the host and user stay)",
			gate:        postfixMapGate},
	}
}

// alignedDirectiveGate: the name around keyword k opens its line (after
// blanks), ends in one of directiveNames, and is followed by blanks and
// one value that closes the line.
func alignedDirectiveGate(text []byte, k int) bool {
	s := k
	for s > 0 && isNameByte(text[s-1]) {
		s--
	}
	if lineStart(text, s) != s {
		return false
	}
	e := k
	for e < len(text) && isNameByte(text[e]) {
		e++
	}
	var buf [64]byte
	name := lowerInto(buf[:0], text[s:e])
	ends := false
	for _, d := range directiveNames {
		if len(name) >= len(d) && string(name[len(name)-len(d):]) == d {
			ends = true
			break
		}
	}
	if !ends {
		return false
	}
	v := skipBlanks(text, e, 16)
	if v == e || v >= len(text) {
		return false
	}
	w := v
	for w < len(text) && text[w] != ' ' && text[w] != '\t' && text[w] != '\n' && text[w] != '\r' {
		w++
	}
	for w < len(text) && (text[w] == ' ' || text[w] == '\t' || text[w] == '\r') {
		w++
	}
	return w >= len(text) || text[w] == '\n'
}

// postfixMapGate: the "]:" at k closes a bracketed host name with a dot
// in it ("[smtp.example.com]:587"), and the bracket opens its line.
func postfixMapGate(text []byte, k int) bool {
	s, dot := k, false
	for s > 0 && k-s < 253 && (isAlnum(text[s-1]) || text[s-1] == '-' || text[s-1] == '.') {
		dot = dot || text[s-1] == '.'
		s--
	}
	return dot && s > 0 && s < k && text[s-1] == '[' && lineStart(text, s-1) == s-1
}

// directiveValue is a generated value (secretValue) that is no type: a
// struct's field declared in Go or Rust has the same shape as a
// directive ("    cachedToken  atomic.Value", "    byToken  map[string]*node").
func directiveValue(v []byte) bool {
	return secretValue(v) && !bytes.ContainsAny(v, "[]*(){}<>")
}
