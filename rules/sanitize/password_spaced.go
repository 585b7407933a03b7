package sanitize

import "strings"

// Passwords written after their name with only blanks between, no '='
// or ':': a configuration's directive (password "…" in many line-based
// formats), fish's set -x / set -gx NAME value, csh's setenv NAME value.
// The operator is what tells an assignment from a sentence elsewhere, so
// here the place must: a quoted value that looks chosen (a letter and a
// digit, no space) after the bare word, or the value of an exported
// shell variable whose name says password.

// passwordWords are the names password-assignment reads, without the
// joined spellings (_pass, pass_) that need an operator to be names.
const passwordWords = `passw(?:or)?d|passwd|passwort|passphrase|senha|contrase(?:ñ|n|ny)a|mot[ _-]?de[ _-]?passe`

func spacedPasswordPatterns() []Pattern {
	return []Pattern{
		{ID: "password-directive", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex:       `(?i:` + passwordWords + `)[ \t]{1,4}["'](?P<secret>[^\s"'\x60]{4,128})["']`,
			Keywords:    []string{"passw", "passphrase", "senha", "contrase", "mot de passe", "mot_de_passe", "mot-de-passe", "motdepasse"},
			Lead:        lead(0),
			Boundary:    BoundaryWord,
			MinEntropy:  2.0,
			Description: `a quoted password after the bare word, a configuration's directive (password "…")`,
			valueCheck:  chosenPassword,
			gate:        directiveGate},
		{ID: "shell-set-password", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex: `(?i:set(?:[ \t]{1,3}(?:-[A-Za-z]{1,4}|--(?:export|global|universal|local))){1,3}|setenv)[ \t]{1,3}` +
				`(?P<name>[A-Za-z0-9_]{0,40}(?i:` + passwordWords + `|pwd|pass)[A-Za-z0-9_]{0,24})[ \t]{1,4}["']?(?P<secret>[^\s"';|&(][^\s"';|&]{3,127})`,
			Keywords:     []string{"set -", "set\t-", "setenv"},
			Lead:         lead(0),
			Boundary:     BoundaryWord,
			MinEntropy:   2.0,
			Description:  "an exported shell variable named for a password (fish set -x DB_PASS …, csh setenv DB_PASS …)",
			valueCheck:   flagPassword,
			nameCheck:    shellPasswordName,
			quoted:       true,
			publicAround: codeAround},
	}
}

// shellPasswordName is passwordName, where "pass" counts only as a word
// of its own (DB_PASS, pass_file): BYPASS_PROXY and PASSENGER_HOME name
// no password.
func shellPasswordName(name []byte) bool {
	if !passwordName(name) {
		return false
	}
	var low [80]byte
	l := string(lowerInto(low[:0], name))
	for _, kw := range []string{"passw", "pwd", "passphrase", "senha", "contrase", "mot"} {
		if strings.Contains(l, kw) {
			return true
		}
	}
	ok := false
	nameWords(name, func(w []byte) bool {
		ok = string(w) == "pass"
		return !ok
	})
	return ok
}
