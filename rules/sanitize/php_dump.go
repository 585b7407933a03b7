package sanitize

// A PHP var_dump of a configuration array prints each entry's key on one
// line and its value on the next, typed and sized:
//
//	["password"]=>
//	  string(24) "3d7byvNLXCfsYZ4TU.k7Q^N5"
//
// print_r's `[password] => …` reads as an assignment; var_dump's value
// stands after a type and a length, where no assignment pattern looks.
// A debugging page or a log that dumps a database config shows it.

func phpDumpPatterns() []Pattern {
	return []Pattern{{
		ID: "php-var-dump-secret", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
		Regex: `\["(?P<name>[A-Za-z0-9_.-]{0,40}(?i:passw(?:or)?d|passwd|pwd|passphrase|secret|token|api_?key|apikey|access_?key|private_?key))"\]=>[ \t]{0,4}\r?\n[ \t]{0,16}string\([0-9]{1,5}\)[ \t]"(?P<secret>[^"\r\n]{4,255})"`,
		// The name ends in the word that makes it a secret's
		// (db_password, auth_token; not password_hint). The match opens
		// at `["`, at most 2+40+11 bytes before "]=>.
		Keywords:    []string{`"]=>`},
		Lead:        lead(53),
		leadSet:     &dumpKeyBytes,
		MinEntropy:  2.0,
		Description: `a secret-named entry of a PHP var_dump: ["password"]=> then string(N) "value" on the next line`,
		valueCheck:  passwordValue,
		nameCheck:   notDescriptor,
	}}
}

// dumpKeyBytes are the bytes before the keyword `"]=>`: the key's
// name and the `["` that opens it. A Stream holds back only these.
var dumpKeyBytes = func() (t [256]bool) {
	t = nameBytes
	t['['], t['"'] = true, true
	return t
}()
