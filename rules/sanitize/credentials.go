package sanitize

import "bytes"

// Passwords on command lines and in credential files, written from the
// tools' own syntax (their manuals), not from samples:
//
//   - the MySQL/MariaDB clients take -p<password> glued to the flag (a
//     space makes the next word the database name) and --password=…;
//   - sshpass -p <password> (or -p<password>);
//   - docker/podman/nerdctl/buildah/skopeo/oras/helm registry login take
//     -p/--password <password> (--password-stdin reads it from stdin and
//     is not matched);
//   - any command's --password/--passwd <value>, PowerShell's -Password
//     <value> and ConvertTo-SecureString "<plain text>";
//   - openssl's -pass/-passin/-passout pass:<password>;
//   - .netrc: machine <host> [login <user>] [account …] password <pw>;
//   - .pgpass: hostname:port:database:username:password, one per line.
//
// PGPASSWORD=…, MYSQL_PWD=… and --password=… are assignments and
// user:password@host is a URL: the password-assignment and
// url-credentials patterns have them.

// shellArgs matches up to n arguments of a command line (lazily, so the
// first flag that follows is the one taken), never crossing a pipe, a
// list separator or a redirection.
func shellArgs(n string) string { return shellArgsOf(n, "64") }

// shellArgsOf is shellArgs with arguments of up to width bytes. A
// registry login's user name may be long (Oracle's registry takes
// "<tenancy>/oracleidentitycloudservice/<e-mail>"); only that row pays for
// a wider bound, since the regex's program grows with it.
func shellArgsOf(n, width string) string {
	return `(?:[ \t]{1,4}[^ \t\r\n|;&<>]{1,` + width + `}){0,` + n + `}?`
}

// flagValue is the value of a flag: up to the next space, or, opening
// with a quote, to its closing quote (Pattern.quoted). A word starting
// with a dash is the next flag, not a value. Bash's $'…' (ANSI-C quoting,
// whose \NNN and \xHH escapes the view decodes) and $"…" open a quote
// too: `redis-cli -a $'\145\117…'` passes the decoded password.
const flagValue = `(?:\$?["'])?(?P<secret>[^ \t\r\n'"-][^ \t\r\n'"]{0,127})`

// flagPassword accepts a flag's value as a password unless it is a
// placeholder, a path (gocryptfs --passwd <dir> is a switch and its
// operand) or the type a help text prints after a flag (Go's pflag and
// cobra: "--password string   the password to use").
func flagPassword(v []byte) bool {
	return passwordValue(v) && !isPath(v) && !flagTypes[string(v)] && !metavar(v) && !flagProse[string(bytes.ToLower(v))]
}

// flagProse are the words prose puts after a flag it names ("Using
// --password via the CLI is insecure", docker's own warning): a
// sentence's next word, never a password.
var flagProse = map[string]bool{
	"via": true, "from": true, "with": true, "is": true, "as": true, "and": true, "or": true, "the": true, "to": true,
	"for": true, "flag": true, "option": true, "argument": true, "parameter": true, "instead": true, "on": true, "in": true,
}

// metavar reports the name a usage text prints for a flag's value
// (argparse's PASSWORD, click's TEXT, clap's <PASS> without its
// brackets): upper-case letters, '_' or '-', and no digit.
func metavar(v []byte) bool {
	letters := 0
	for _, b := range v {
		switch {
		case b >= 'A' && b <= 'Z':
			letters++
		case b == '_' || b == '-':
		default:
			return false
		}
	}
	return letters >= 2 && len(v) <= 24
}

// flagTypes are the value types pflag's usage prints after a flag's name.
var flagTypes = map[string]bool{
	"string": true, "strings": true, "stringArray": true, "stringSlice": true, "stringToString": true,
	"int": true, "int32": true, "int64": true, "uint": true, "uint32": true, "uint64": true, "ints": true,
	"float": true, "float32": true, "float64": true, "bool": true, "bools": true, "duration": true,
	"bytesHex": true, "bytesBase64": true, "ip": true, "ipNet": true, "ipMask": true,
}

// netrcFields are the other tokens an entry may hold between machine,
// login and password.
const netrcFields = `(?:[ \t\r\n]{1,16}(?:account|port)[ \t]{1,8}[^ \t\r\n]{1,128}){0,2}`

func withLead(p Pattern, n int) Pattern {
	p.Lead = lead(n)
	return p
}

func cliCredentialPatterns() []Pattern {
	cli := func(id, re, desc string, kws ...string) Pattern {
		return Pattern{ID: id, Category: CategorySecret, Replacement: ReplToken, Enabled: true,
			Regex: re, Keywords: kws, Lead: lead(0), Boundary: BoundaryWord, Description: desc,
			valueCheck: flagPassword, quoted: true}
	}
	ps := []Pattern{
		withGate(cli("mysql-password", `(?i:mysql|mysqldump|mysqladmin|mysqlimport|mysqlshow|mysqlcheck|mysqlpump|mysqlsh|mariadb|mariadb-dump|mariadb-admin)`+
			shellArgs("8")+`[ \t]{1,4}-p`+flagValue,
			"mysql/mariadb -p<password> (glued to the flag)", "mysql", "mariadb"), flagOnLine("-p", false)),
		withGate(cli("sshpass-password", `sshpass`+shellArgs("4")+`[ \t]{1,4}-p[ \t]{0,4}`+flagValue,
			"sshpass -p <password>", "sshpass"), flagOnLine("-p", true)),
		withGate(cli("registry-login-password", `(?:docker|podman|nerdctl|buildah|skopeo|oras|helm[ \t]{1,4}registry)[ \t]{1,4}login`+
			shellArgsOf("8", "100")+`[ \t]{1,4}(?:-p[ \t=]{0,4}|--password(?:[ \t]{1,4}|=))`+flagValue,
			"docker login -p/--password <password> (and podman, helm registry, …)", "docker", "podman", "nerdctl", "buildah", "skopeo", "oras", "helm"), loginGate),
		withGate(withLead(cli("password-flag", `(?i:--?pass(?:word|wd|phrase)|--pass)(?:[ \t]{1,4}|[ \t]{0,2}[=:][ \t]{0,2})`+flagValue,
			"--password <value>, PowerShell -Password <value>, gpg --passphrase <value>", "-pass"), 1), passwordFlagGate),
		cli("securestring-plaintext", `(?i:ConvertTo-SecureString)[ \t]{1,4}(?:(?i:-String)[ \t]{1,4})?["'](?P<secret>[^"'\r\n]{1,128})["']`,
			`PowerShell ConvertTo-SecureString "<plain text>"`, "convertto-securestring"),
		withGate(cli("openssl-pass", `-pass(?:in|out)?[ \t]{1,4}pass:`+flagValue,
			"openssl -pass pass:<password>", "-pass"), opensslPassGate),
		withGate(cli("netrc-password", `(?:machine[ \t]{1,8}[^ \t\r\n]{1,253}|default)`+netrcFields+`[ \t\r\n]{1,16}login[ \t]{1,8}[^ \t\r\n]{1,128}`+netrcFields+
			`[ \t\r\n]{1,16}password[ \t]{1,8}`+flagValue,
			".netrc: machine <host> login <user> password <password>", "machine", "default"), netrcGate),
		{ID: "pgpass-line", Category: CategorySecret, Replacement: ReplToken, Enabled: true, builtin: builtinPgpass,
			Description: ".pgpass: hostname:port:database:username:password (the password)"},
	}
	for _, r := range cliPasswordFlags {
		ps = append(ps, r.pattern(cli))
	}
	ps = append(ps, cliPasswordShapes(cli)...)
	ps = append(ps, cliTokenPatterns(cli)...)
	return append(ps, statementPasswords(cli)...)
}

// sqlValue is a password literal in SQL, quoted (it runs to its closing
// quote, Pattern.quoted). A psql variable (:'pw') names the value.
const sqlValue = `["'](?P<secret>[^\r\n'"]{1,128})`

// oracleBareValue: Oracle's IDENTIFIED BY also takes a bare identifier
// (a letter, then letters, digits, _ $ #), which must end the statement
// or come before another clause of it, so "create user accounts
// identified by their email" in prose is not a statement.
const oracleBareValue = `(?P<secret>[A-Za-z][A-Za-z0-9_$#]{0,127})[ \t]{0,4}(?:;|\r|\n|(?i:default|account|password|quota|profile|temporary|container)[ \t])`

// statementPasswords: passwords in SQL statements, in code calls with two
// string literals, and in configuration blocks, each from the language's
// or the library's reference:
//
//   - PostgreSQL CREATE/ALTER USER|ROLE … [WITH] [ENCRYPTED] PASSWORD
//     'pw' (PASSWORD NULL removes it), SQL Server CREATE/ALTER LOGIN …
//     WITH PASSWORD = 'pw';
//   - MySQL/MariaDB CREATE/ALTER USER … IDENTIFIED [WITH plugin] BY 'pw',
//     GRANT … IDENTIFIED BY 'pw', SET PASSWORD [FOR u] = 'pw' (or =
//     PASSWORD('pw')); Oracle's IDENTIFIED BY pw, unquoted;
//   - Python requests/httpx auth=('user', 'pw'), HTTPBasicAuth('user',
//     'pw'), aiohttp BasicAuth(…), Go's req.SetBasicAuth("user", "pw"),
//     Spring's setBasicAuth/withBasicAuth("user", "pw"): variables
//     (auth=(user, pw)) are names, not values, and are not matched;
//   - Terraform/HCL variable "db_password" { default = "…" };
//   - wpa_supplicant.conf psk="passphrase" (or 64 hex digits) and
//     sae_password="…";
//   - pydantic's SecretStr('…') and SecretBytes(b'…').
func statementPasswords(cli func(id, re, desc string, kws ...string) Pattern) []Pattern {
	sql := cli("sql-password", `(?i:(?:alter|create)[ \t]{1,4}(?:user|role|login)[ \t]{1,4}[^;\r\n]{1,200}?(?:password[ \t]{0,4}=?|identified(?:[ \t]{1,4}with[ \t]{1,4}["'\x60]?[a-z0-9_]{1,64}["'\x60]?)?[ \t]{1,4}by)`+
		`|set[ \t]{1,4}password(?:[ \t]{1,4}for[ \t]{1,4}[^=;\r\n]{1,200}?)?[ \t]{0,4}=(?:[ \t]{0,4}password[ \t]{0,4}\()?`+
		`|grant[ \t]{1,4}[^;\r\n]{1,300}?identified[ \t]{1,4}by)[ \t]{0,4}`+sqlValue,
		"SQL CREATE/ALTER USER … PASSWORD 'pw', IDENTIFIED BY 'pw', SET PASSWORD FOR … = 'pw'",
		"alter user", "alter role", "alter login", "create user", "create role", "create login", "set password", "grant")
	sql.valueCheck, sql.gate = passwordValue, sqlPasswordGate
	// IDENTIFIED BY VALUES '…' gives a hash, not a password.
	oracle := cli("oracle-identified-by", `(?i:(?:alter|create)[ \t]{1,4}user)[ \t]{1,4}[A-Za-z0-9_$#."]{1,130}[ \t]{1,4}(?i:identified[ \t]{1,4}by)[ \t]{1,4}`+oracleBareValue,
		"Oracle CREATE USER name IDENTIFIED BY password", "alter user", "create user")
	oracle.valueCheck = func(v []byte) bool { return passwordValue(v) && !bytes.EqualFold(v, []byte("values")) }
	oracle.gate = sqlPasswordGate
	call := cli("basic-auth-call", `(?:(?:[Ss]et|with|HTTP|aiohttp\.)?(?:Basic|basic|Digest|Proxy)Auth(?:entication)?\(|(?i:auth)[ \t]{0,4}=[ \t]{0,4}\()[ \t]{0,4}`+
		`["'][^"'\r\n]{1,64}["'][ \t]{0,4},[ \t]{0,4}["'](?P<secret>[^"'\r\n]{1,128})["']`,
		"auth=('user', 'pw'), HTTPBasicAuth('user', 'pw'), SetBasicAuth(\"user\", \"pw\")", "auth")
	call.Lead, call.Boundary, call.valueCheck, call.gate = lead(len("aiohttp.Basic")), BoundaryToken, passwordValue, basicAuthGate
	call.leadSet = &basicAuthLead
	hcl := cli("hcl-variable-default", `variable[ \t]{1,4}"(?P<name>[A-Za-z0-9_-]{1,64})"[ \t]{0,4}\{[^}]{0,300}?default[ \t]{0,4}=[ \t]{0,4}"(?P<secret>[^"\r\n]{1,256})"`,
		`Terraform variable "db_password" { default = "…" }`, "variable")
	hcl.valueCheck, hcl.nameCheck, hcl.gate = credentialLiteral, secretishName, hclGate
	// A passphrase is quoted (8 to 63 characters); the raw PSK is 64 hex
	// digits, unquoted. psk = derive(ssid, pw) in code is neither.
	psk := cli("wpa-psk", `(?:psk|sae_password)[ \t]{0,4}=[ \t]{0,4}"(?P<secret>[^"\r\n]{1,63})`,
		`wpa_supplicant psk="passphrase"`, "psk", "sae_password")
	psk.Boundary, psk.valueCheck = BoundaryToken, passwordValue
	pskHex := cli("wpa-psk-hex", `psk[ \t]{0,4}=[ \t]{0,4}(?P<secret>[0-9a-fA-F]{64})`,
		"wpa_supplicant psk=<64 hex digits>", "psk")
	pskHex.Boundary, pskHex.valueCheck = BoundaryToken, nil
	// pydantic's SecretStr('…')/SecretBytes(b'…') wrap the secret
	// itself (their repr masks it as '**********', a placeholder).
	wrap := cli("secret-wrapper-literal", `Secret(?:Str|Bytes)\([ \t]{0,4}b?["'](?P<secret>[^"'\r\n]{1,128})["']`,
		"pydantic SecretStr('<secret>')", "SecretStr(", "SecretBytes(")
	wrap.valueCheck = passwordValue
	return []Pattern{sql, oracle, call, hcl, psk, pskHex, wrap}
}

// basicAuthLead: before "auth" a match holds only the letters of
// HTTP/Set/with/Basic/Digest/Proxy and aiohttp's dot, so a Stream holds
// back only those bytes at a keyword.
var basicAuthLead = func() (t [256]bool) {
	for _, b := range []byte("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.") {
		t[b] = true
	}
	return t
}()

// credentialLiteral: a default value that holds a credential is not a
// placeholder and has a digit or both cases ("kv-main", "us-east" are
// names of things).
func credentialLiteral(v []byte) bool {
	return notPlaceholder(v) && hasDigitOrMixedCase(v) && !publicValue(v)
}

// hclGate is hcl-variable-default's gate at "variable": a quoted name
// and an opening brace follow (variable "db_password" {), as prose
// ("variable names") never writes. Without it a Stream held back the
// pattern's 300 bytes after every "variable" of a text about code, which
// doubled what a reader of the docs waited for.
func hclGate(text []byte, k int) bool {
	i, n := k+len("variable"), len(text)
	blanks := func(max int) int {
		j := 0
		for i < n && j < max && (text[i] == ' ' || text[i] == '\t') {
			i, j = i+1, j+1
		}
		return j
	}
	if blanks(4) == 0 && i < n {
		return false
	}
	if i >= n {
		return true
	}
	if text[i] != '"' {
		return false
	}
	i++
	nm := i
	for i < n && i-nm < 64 && (isAlnum(text[i]) || text[i] == '_' || text[i] == '-') {
		i++
	}
	if i >= n {
		return true
	}
	if i == nm || text[i] != '"' {
		return false
	}
	i++
	blanks(4)
	return i >= n || text[i] == '{'
}

// basicAuthGate: "auth" is followed by '(' (BasicAuth(…)) or by '=' and
// '(' (auth=(…)).
func basicAuthGate(text []byte, k int) bool {
	i, n := k+len("auth"), len(text)
	if i < n && isLetter(text[i]) { // …Authentication(
		for j := 0; i < n && j < len("entication") && isLetter(text[i]); j++ {
			i++
		}
	}
	for i < n && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if i >= n {
		return true
	}
	if text[i] == '(' {
		return true
	}
	if text[i] != '=' {
		return false
	}
	i++
	for i < n && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	return i >= n || text[i] == '('
}

// Gates (see Pattern.gate): cheap tests at a keyword that say no for the
// keyword in prose ("the default is", "docker run"), so the pattern's
// long regex is neither run nor waited for there.

// sqlReach is how far after its keyword a SQL statement's PASSWORD or
// IDENTIFIED may start: GRANT, up to 4 blanks and 300 bytes of grants
// (the longest of sql-password's and oracle-identified-by's reaches).
const sqlReach = len("grant") + 4 + 300

// sqlPasswordGate is the SQL statements' gate: PASSWORD or IDENTIFIED
// (any case) comes before the statement's line ends (';' or a line
// break), within sqlReach. "create user accounts" in prose, or a GRANT
// without IDENTIFIED, does not run the statements' long regexes.
func sqlPasswordGate(text []byte, k int) bool {
	i, n := k, len(text)
	for ; i < n && i-k <= sqlReach; i++ {
		switch lowerASCII[text[i]] {
		case ';', '\r', '\n':
			return false
		case 'p':
			if ok, short := wordAt(text, i, "password"); ok || short {
				return true
			}
		case 'i':
			if ok, short := wordAt(text, i, "identified"); ok || short {
				return true
			}
		}
	}
	return i >= n
}

// flagOnLine is a gate: the flag (-p) appears as a word of the command
// line after the keyword, glued to a value unless spaced is allowed.
func flagOnLine(flag string, spaced bool) func([]byte, int) bool {
	return func(text []byte, k int) bool {
		// The flag is one of the next 9 words (8 arguments of at most 64
		// bytes, as shellArgs reads them, then the flag).
		n := len(text)
		i := k
		for word := 0; word <= 9; word++ {
			w := i
			for i < n && i-w <= 64 && text[i] != ' ' && text[i] != '\t' {
				switch text[i] {
				case '\n', '\r', '|', ';', '&', '<', '>':
					return false
				}
				i++
			}
			if i >= n {
				return true // undecided
			}
			if i-w > 64 {
				return false
			}
			sp := i
			for i < n && i-sp < 4 && (text[i] == ' ' || text[i] == '\t') {
				i++
			}
			if i >= n {
				return true
			}
			if text[i] == ' ' || text[i] == '\t' {
				return false // more than 4 spaces
			}
			if j := i + len(flag); j <= n && sameFlag(text[i:j], flag) {
				if j == n {
					return true
				}
				if b := text[j]; spaced || b != ' ' && b != '\t' && b != '\n' && b != '\r' {
					return true
				}
			} else if j > n && sameFlag(text[i:], flag[:n-i]) {
				return true
			}
		}
		return false
	}
}

// sameFlag compares a word with a flag: a flag written with a slash is a
// Windows one (cmdkey /pass:, schtasks /RP), whose case does not matter.
func sameFlag(w []byte, flag string) bool {
	if len(flag) > 0 && flag[0] == '/' {
		return bytes.EqualFold(w, []byte(flag))
	}
	return string(w) == flag
}

// loginGate: the registry command is followed by its login subcommand.
func loginGate(text []byte, k int) bool {
	i, n := k, len(text)
	for i < n && isLetter(text[i]) {
		i++
	}
	for word := 0; word < 2; word++ { // "helm registry login"
		sp := i
		for i < n && (text[i] == ' ' || text[i] == '\t') && i-sp < 4 {
			i++
		}
		if i == sp {
			return i >= n
		}
		w := i
		for i < n && isLetter(text[i]) {
			i++
		}
		if i >= n {
			return true
		}
		switch string(text[w:i]) {
		case "login":
			return true
		case "registry":
			continue
		}
		return false
	}
	return false
}

// netrcGate: after "machine <host>" or "default", the next word is one
// of a .netrc entry's tokens.
func netrcGate(text []byte, k int) bool {
	i, n := k, len(text)
	for i < n && isLetter(text[i]) {
		i++
	}
	// "default" has as many letters as "machine": compare the word, not
	// its length (the default entry has no host).
	machine := string(text[k:i]) == "machine"
	skipSpace := func() bool {
		sp := i
		for i < n && (text[i] == ' ' || text[i] == '\t' || text[i] == '\r' || text[i] == '\n') && i-sp < 16 {
			i++
		}
		return i > sp
	}
	if !skipSpace() {
		return i >= n
	}
	if machine {
		for i < n && text[i] > ' ' && text[i] != 0x7f {
			i++
		}
		if !skipSpace() {
			return i >= n
		}
	}
	w := i
	for i < n && isLetter(text[i]) {
		i++
	}
	if i >= n {
		return true
	}
	switch string(text[w:i]) {
	case "login", "account", "port":
		return true
	}
	return false
}

// A .pgpass line is five fields separated by ':' (a field may hold '\:'
// and '\\'): host, port, database, user, password; '*' matches anything
// in the first four. The first four hold no spaces, so ordinary text is
// rejected at its first word.
const (
	pgpassLineMax  = 512
	pgpassFieldMax = 253
)

// pgpassAt judges the line starting at ls. It returns the password's
// span, or more when the line is not complete yet.
func pgpassAt(text []byte, ls int, eof bool) (s, e int, ok, more bool) {
	n := len(text)
	i := ls
	for j := 0; i < n && j < 8 && (text[i] == ' ' || text[i] == '\t'); j++ {
		i++
	}
	var field [4][2]int
	for f := range 4 {
		fs := i
		for i < n && text[i] != ':' && i-fs <= pgpassFieldMax {
			switch b := text[i]; {
			case b == '\\' && i+1 < n:
				i += 2
				continue
			case b <= ' ' || b == 0x7f:
				return 0, 0, false, false
			}
			i++
		}
		if i >= n {
			return 0, 0, false, !eof
		}
		if text[i] != ':' || i == fs {
			return 0, 0, false, false
		}
		field[f] = [2]int{fs, i}
		i++
	}
	if !pgpassHost(text[field[0][0]:field[0][1]]) || !pgpassPort(text[field[1][0]:field[1][1]]) {
		return 0, 0, false, false
	}
	s = i
	e = s
	for e < n && text[e] != '\n' && text[e] != '\r' && e-ls < pgpassLineMax {
		e++
	}
	if e >= n && !eof {
		return 0, 0, false, true
	}
	if e < n && text[e] != '\n' && text[e] != '\r' {
		return 0, 0, false, false // too long a line
	}
	for e > s && (text[e-1] == ' ' || text[e-1] == '\t') {
		e--
	}
	if e == s || !notPlaceholder(text[s:e]) {
		return 0, 0, false, false
	}
	return s, e, true, false
}

// pgpassHost accepts '*', a host name, an IPv4 address or a bracketed
// IPv6 one; a number alone (12:30:45:…) is not a host.
func pgpassHost(h []byte) bool {
	if len(h) == 1 && h[0] == '*' {
		return true
	}
	letter := false
	for _, b := range h {
		switch {
		case isLetter(b):
			letter = true
		case isDigitByte(b), b == '.', b == '-', b == '_', b == '[', b == ']', b == '\\', b == '/':
		default:
			return false
		}
	}
	return letter || bytes.Count(h, []byte(".")) == 3
}

func pgpassPort(p []byte) bool {
	if len(p) == 1 && p[0] == '*' {
		return true
	}
	if len(p) > 5 {
		return false
	}
	for _, b := range p {
		if !isDigitByte(b) {
			return false
		}
	}
	return true
}

// collectPgpass judges the lines, starting at or after from, that hold a
// ':' (a line without one is no .pgpass line and is skipped by the
// byte search), and holds back a last line that may still become one.
func (c *Compiled) collectPgpass(sc *scratch, ri int, text []byte, from int, eof bool) (int, int) {
	n := len(text)
	ls := from
	if ls > 0 && text[ls-1] != '\n' {
		k := bytes.IndexByte(text[ls:], '\n')
		if k < 0 {
			return n, n
		}
		ls += k + 1
	}
	for ls < n {
		k := bytes.IndexByte(text[ls:], ':')
		if k < 0 {
			break
		}
		col := ls + k
		if j := bytes.LastIndexByte(text[ls:col], '\n'); j >= 0 {
			ls += j + 1
		}
		s, e, ok, more := pgpassAt(text, ls, eof)
		if more {
			return ls, ls
		}
		if !ok && shellWrite(text[ls:]) {
			// A shell line that writes a .pgpass line is judged whole.
			eol := n
			if j := bytes.IndexByte(text[ls:], '\n'); j >= 0 {
				eol = ls + j
			} else if !eof && n-ls <= pgpassLineMax {
				return ls, ls
			}
			s, e, ok = pgpassEcho(text, ls, eol)
		}
		if ok {
			sc.cands = append(sc.cands, cand{ms: ls, me: e, s: s, e: e, rule: ri})
		}
		j := bytes.IndexByte(text[col:], '\n')
		if j < 0 {
			return n, n // its line was judged: final
		}
		ls = col + j + 1
	}
	if !eof && ls < n {
		// The last line has no ':' yet; it may still grow into one.
		last := ls
		if j := bytes.LastIndexByte(text[ls:], '\n'); j >= 0 {
			last = ls + j + 1
		}
		if sc.base+last == sc.pgNot {
			return n, n // judged before: no .pgpass line, whatever follows
		}
		if _, _, _, more := pgpassAt(text, last, false); more || n-last <= pgpassLineMax && mayShellWrite(text[last:]) {
			return last, last
		}
		sc.pgNot = sc.base + last
	}
	return n, n
}

// shellWrite reports a line that opens with echo or printf (after its
// indentation and a prompt's "$ "): it may write a .pgpass line.
func shellWrite(line []byte) bool {
	line = bytes.TrimLeft(line, " \t")
	line = bytes.TrimPrefix(line, []byte("$ "))
	return bytes.HasPrefix(line, []byte("echo ")) || bytes.HasPrefix(line, []byte("printf "))
}

// mayShellWrite reports a line, not complete yet, that is or may grow
// into one shellWrite accepts: it is held back until its end is known.
func mayShellWrite(line []byte) bool {
	t := bytes.TrimLeft(line, " \t")
	if len(t) == 0 {
		return true
	}
	if p := []byte("$ "); bytes.HasPrefix(p, t) {
		return true
	}
	t = bytes.TrimPrefix(t, []byte("$ "))
	for _, w := range [][]byte{[]byte("echo "), []byte("printf ")} {
		if bytes.HasPrefix(w, t) || bytes.HasPrefix(t, w) {
			return true
		}
	}
	return false
}

// pgpassEcho judges the shell line text[ls:eol] that writes a .pgpass
// line in quotes to a .pgpass file ("echo 'db:5432:*:app:s3cret' >>
// ~/.pgpass", printf's trailing \n left out). It returns the password's
// span in text.
func pgpassEcho(text []byte, ls, eol int) (s, e int, ok bool) {
	line := text[ls:eol]
	if len(line) > pgpassLineMax || !bytes.Contains(line, []byte(".pgpass")) {
		return 0, 0, false
	}
	i := bytes.IndexAny(line, `'"`)
	if i < 0 {
		return 0, 0, false
	}
	end := bytes.IndexByte(line[i+1:], line[i])
	if end < 0 {
		return 0, 0, false
	}
	start, stop := ls+i+1, ls+i+1+end
	if bytes.HasSuffix(text[start:stop], []byte(`\n`)) {
		stop -= 2
	}
	s, e, ok, _ = pgpassAt(text[:stop], start, true)
	return s, e, ok
}
