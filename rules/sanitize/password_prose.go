package sanitize

// Passwords told in a sentence, unquoted, beyond password-prose-bare's
// "the password is X" / "password: X": a qualifier between the word and
// the verb ("the admin password for the staging server is X"), the verb
// "to" ("I changed the root password to X"), "with password X", and the
// same sentences in the languages users write
// in (Das Passwort lautet X, la contraseña es X, le mot de passe du
// serveur est X, пароль от базы данных: X, 数据库密码是 X, パスワードは X,
// 비밀번호는 X). A sentence about passwords names no value of that shape,
// so the value check is passwordShaped, as for password-prose-bare: a
// letter and a digit, and a symbol or both cases ("The password is
// incorrect", "Das Passwort ist falsch", "Set the password to something
// long and random" stay).
//
// "Use X as the password" is not read: its match would start at "use",
// and a Stream would hold back every "use" and the word after it until
// the sentence ends.

// proseValue is password-prose-bare's value: token bytes, not ending in
// the full stop that ends the sentence. password-prose-said lets a quote
// open it ("the passphrase for the key is 'X'"): password-prose reads a
// quoted value only right after the verb.
const proseValue = `(?P<secret>[A-Za-z0-9!#$%&*+=?@^_~.-]{5,63}[A-Za-z0-9!#$%&*+=?@^_~-])`

// proseWords name a password in the languages written with spaces. The
// view folds the Cyrillic letters drawn like Latin ones (fold.go), so
// пароль, от and это are written here as the view reads them: their
// а, р and о are Latin.
const proseWords = `passw(?:or)?d|passwort|passphrase|passcode|kennwort|contrase(?:ñ|n)a|clave|senha|mot de passe|wachtwoord|has(?:ł|l)o|(?:ş|s)ifre|parola|пapoль`

// prosePreps open a qualifier: the password for/of/on … (and the
// prepositions of the other languages: de, du, für, van, do, от, для).
const prosePreps = `for|of|on|to|de|del|da|do|du|des|für|fur|von|voor|van|per|di|della|dla|oт|для`

// proseOwner is the qualifier between a password's name and its verb:
// a preposition and up to three words, any of them quoted, as a tool or a
// person names the account ("the password for the user 'deploy' is …",
// "the password of "admin" is …"); a quoted word may be a URL, as git's
// prompt names the remote ("Password for 'https://me@github.com': …").
const proseOwner = `(?:[ \t]{1,3}(?i:` + prosePreps + `)(?:[ \t]{1,3}(?:["'\x60][^"'\x60\s]{1,100}["'\x60]|["'\x60]?[\pL\pN_.@-]{1,24}["'\x60]?)){1,3})?`

// proseNow are the adverbs a sentence puts between the verb and the new
// value ("the root password is now X", "… is still X").
const proseNow = `now|currently|still`

// proseVerbs give the value: is, was, to, and es, est, ist, lautet, è, é,
// jest, это; or a colon, the value on the same line or the next.
const proseVerbs = `is|was|to|es|era|est|ist|lautet|war|è|é|jest|этo`

// mdEmphasis is Markdown's bold or italic around a label, closed before
// or after its colon ("**Password:** X", "**Password**: X",
// "__Password:__ X"): a README or a chat answer sets the label in bold,
// and the value after it is told as plainly as after "password: ".
const mdEmphasis = `(?:\*{1,2}|_{1,2})?`

// proseLeadSet holds the bytes of Ş, ş, П and п in UTF-8.
var proseLeadSet = func() (t [256]bool) {
	for _, r := range "ŞşПп" {
		for _, b := range []byte(string(r)) {
			t[b] = true
		}
	}
	return t
}()

// saidValue accepts what a person picks (passwordShaped) or what a
// machine generated: a long random run, hex digits too, as a setup tool
// prints it on the line after its label ("Please use the following
// password to proceed to installation:", a blank line, 32 hex digits).
// The sentence names a password, so the run is one.
func saidValue(v []byte) bool {
	return passwordShaped(v) || len(v) >= minSaidGenerated && secretValue(v)
}

// minSaidGenerated is the shortest generated value saidValue takes: a
// word with a digit ("install2") is not a password by its shape alone.
const minSaidGenerated = 16

func prosePasswordPatterns() []Pattern {
	return []Pattern{
		{ID: "password-prose-said", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex: `(?i:` + proseWords + `)` + proseOwner +
				`(?:[ \t]{1,3}(?i:` + proseVerbs + `)[ \t]{1,3}(?:(?i:` + proseNow + `)[ \t]{1,3})?|[ \t]{0,3}` + mdEmphasis + `[:：]` + mdEmphasis + `[ \t]{0,3}(?:\r?\n[ \t]{0,3}){0,2})["'\x60]?` + proseValue,
			Keywords: []string{"passw", "passphrase", "passcode", "kennwort", "contrase", "clave", "senha", "mot de passe",
				"wachtwoord", "has\u0142o", "haslo", "ifre", "parola", "apoль"},
			// Ş/ş and П/п: the keyword automaton folds ASCII only, so
			// the keyword starts after the capital that may open the
			// sentence, and only its two bytes may come before it.
			Lead:        lead(2),
			leadSet:     &proseLeadSet,
			Boundary:    BoundaryToken,
			Description: "an unquoted password in a sentence, by its shape, after a qualifier or in another language (the password for the server is Tr0ub4dor&3, Das Passwort lautet …)",
			valueCheck:  saidValue,
			gate:        saidGate},
		{ID: "password-prose-cjk", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex: `(?:パスワード|暗証番号|密码|密碼|口令|비밀번호|암호|كلمة (?:ال)?مرور|पासवर्ड)` +
				`(?:[はがを]|是|为|為|는|은|[ \t]{1,3}هي)?[ \t]{0,3}(?:[:：][ \t]{0,3})?` + proseValue,
			// Short keywords that start the match: a Stream holds back a
			// keyword's length less one, and the lead, of every text.
			Keywords:    []string{"パス", "暗証", "密码", "密碼", "口令", "비밀", "암호", "كلمة", "पास"},
			Lead:        lead(0),
			Boundary:    BoundaryToken,
			Description: "an unquoted password in a sentence in Japanese, Chinese, Korean, Arabic or Hindi, by its shape (数据库密码是 …, パスワードは …)",
			valueCheck:  passwordShaped},
		{ID: "password-prose-with", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			// One space between the words, so the keywords are the
			// phrase: "with" alone would start a match at every "with".
			Regex: `(?i:with|using) (?i:the )?(?i:password|passphrase)[ \t]{1,3}` + proseValue,
			Keywords: []string{"with password", "with the password", "using password", "using the password",
				"with passphrase", "with the passphrase", "using passphrase", "using the passphrase"},
			Lead:        lead(0),
			Boundary:    BoundaryToken,
			Description: "an unquoted password to log in with (log in as root with password Tr0ub4dor&3)",
			valueCheck:  passwordShaped},
	}
}
