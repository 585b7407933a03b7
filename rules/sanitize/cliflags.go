package sanitize

import (
	"bytes"
	"regexp"
	"strings"
)

// cliFlagRow is one tool family whose password travels in a flag, written
// from the tool's manual. Data, not code: teaching the sanitizer another
// tool is one more row.
type cliFlagRow struct {
	id    string
	tools []string // command names
	// kws are the keywords, when fewer than the tools: prefixes that
	// start every tool name (ldap for ldapsearch, ldapadd, …), so the
	// keyword automaton stays small (each keyword byte is a state, and
	// the table's size is what the scan of every byte pays for).
	kws  []string
	flag string // the flag as typed (-w, /p:, -storepass)
	// glued: the value may follow the flag directly (-pSECRET, /p:SECRET);
	// spaced: it may follow after spaces (-w SECRET). getopt-style short
	// options take both.
	glued, spaced bool
	desc          string
}

// cliPasswordFlags: the password flags of common clients. A value that
// opens with a dash is the next flag, one that is a placeholder, a
// variable or a path is not a password (flagPassword), and the flag must
// stand as a word of the same command line (flagOnLine), so "-w" in prose
// or another command's "-P" holds nothing.
var cliPasswordFlags = []cliFlagRow{
	{id: "ldap-bind-password", tools: []string{"ldapsearch", "ldapadd", "ldapmodify", "ldapdelete", "ldapmodrdn", "ldappasswd", "ldapwhoami", "ldapcompare", "ldapexop"},
		kws:  []string{"ldap"},
		flag: "-w", glued: true, spaced: true, desc: "OpenLDAP clients -w <bind password>"},
	{id: "redis-cli-password", tools: []string{"redis-cli", "valkey-cli", "keydb-cli"},
		flag: "-a", spaced: true, desc: "redis-cli -a <password>"},
	{id: "redis-cli-pass", tools: []string{"redis-cli", "valkey-cli", "keydb-cli"},
		flag: "--pass", spaced: true, desc: "redis-cli --pass <password>"},
	{id: "sqlserver-password", tools: []string{"sqlcmd", "bcp", "osql"},
		flag: "-P", glued: true, spaced: true, desc: "sqlcmd/bcp/osql -P <password>"},
	{id: "sevenzip-password", tools: []string{"7z", "7za", "7zr", "7zz"}, kws: []string{"7z"},
		flag: "-p", glued: true, desc: "7-Zip -p<password> (a bare -p prompts)"},
	{id: "zip-password", tools: []string{"zip", "unzip", "zipcloak", "funzip"}, kws: []string{"zip", "unzip", "funzip"},
		flag: "-P", spaced: true, desc: "Info-ZIP zip/unzip -P <password>"},
	{id: "ipmitool-password", tools: []string{"ipmitool"},
		flag: "-P", spaced: true, desc: "ipmitool -P <password>"},
	{id: "psexec-password", tools: []string{"psexec", "psexec.exe", "psexec64", "psexec64.exe"}, kws: []string{"psexec"},
		flag: "-p", spaced: true, desc: "Sysinternals PsExec -p <password>"},
	{id: "freerdp-password", tools: []string{"xfreerdp", "xfreerdp3", "wlfreerdp", "sdl-freerdp", "sdl-freerdp3"},
		kws:  []string{"xfreerdp", "wlfreerdp", "sdl-freerdp"},
		flag: "/p:", glued: true, desc: "FreeRDP /p:<password>"},
	{id: "rdesktop-password", tools: []string{"rdesktop"},
		flag: "-p", spaced: true, desc: "rdesktop -p <password> (-p - reads stdin)"},
	{id: "mosquitto-password", tools: []string{"mosquitto_pub", "mosquitto_sub", "mosquitto_rr"}, kws: []string{"mosquitto_"},
		flag: "-P", spaced: true, desc: "Mosquitto clients -P <password>"},
	{id: "twine-password", tools: []string{"twine"},
		flag: "-p", spaced: true, desc: "twine upload -p <password>"},
	{id: "cmdkey-password", tools: []string{"cmdkey", "cmdkey.exe"}, kws: []string{"cmdkey"},
		flag: "/pass:", glued: true, desc: "cmdkey /add:host /user:name /pass:<password>"},
	{id: "ssh-keygen-passphrase", tools: []string{"ssh-keygen"},
		flag: "-N", glued: true, spaced: true, desc: "ssh-keygen -N <new passphrase>"},
	{id: "ssh-keygen-old-passphrase", tools: []string{"ssh-keygen"},
		flag: "-P", glued: true, spaced: true, desc: "ssh-keygen -P <old passphrase>"},
	{id: "evil-winrm-password", tools: []string{"evil-winrm"},
		flag: "-p", spaced: true, desc: "evil-winrm -p <password>"},
	// Net-SNMP's v3 clients: -A the authentication passphrase, -X the
	// privacy one (snmpcmd(1)).
	{id: "snmp-auth-passphrase", tools: []string{"snmpwalk", "snmpget", "snmpgetnext", "snmpbulkwalk", "snmpbulkget", "snmpset", "snmptrap", "snmptable", "snmpstatus"},
		kws:  []string{"snmp"},
		flag: "-A", glued: true, spaced: true, desc: "Net-SNMP -A <authentication passphrase>"},
	{id: "snmp-priv-passphrase", tools: []string{"snmpwalk", "snmpget", "snmpgetnext", "snmpbulkwalk", "snmpbulkget", "snmpset", "snmptrap", "snmptable", "snmpstatus"},
		kws:  []string{"snmp"},
		flag: "-X", glued: true, spaced: true, desc: "Net-SNMP -X <privacy passphrase>"},
}

// pattern builds the row's pattern: a tool, up to eight arguments of the
// same command line, the flag and its value.
func (r cliFlagRow) pattern(cli func(id, re, desc string, kws ...string) Pattern) Pattern {
	tools := make([]string, len(r.tools))
	for i, t := range r.tools {
		tools[i] = regexp.QuoteMeta(t)
	}
	sep := `[ \t]{1,4}`
	switch {
	case r.glued && r.spaced:
		sep = `[ \t]{0,4}`
	case r.glued:
		sep = ``
	}
	flag := regexp.QuoteMeta(r.flag)
	if strings.HasPrefix(r.flag, "/") {
		flag = `(?i:` + flag + `)` // Windows flags: any case (sameFlag)
	}
	re := `(?i:` + strings.Join(tools, "|") + `)` + shellArgs("8") + `[ \t]{1,4}` + flag + sep + flagValue
	kws := r.kws
	if kws == nil {
		kws = r.tools
	}
	p := withGate(cli(r.id, re, r.desc, kws...), flagOnLine(r.flag, r.spaced))
	if r.spaced {
		p.valueCheck = spacedFlagPassword
	}
	return p
}

// spacedFlagPassword: after a spaced flag, a word of lowercase letters
// alone is more often prose naming the flag ("use zip -P only for…")
// than a password; a password with a digit, a capital or a symbol is
// taken.
func spacedFlagPassword(v []byte) bool {
	if !flagPassword(v) {
		return false
	}
	for _, b := range v {
		if b < 'a' || b > 'z' {
			return true
		}
	}
	return false
}

// cliPasswordShapes are the tools whose password is not a flag's value
// but a part of one (user%password, user/password@db, user,password) or
// a positional word.
func cliPasswordShapes(cli func(id, re, desc string, kws ...string) Pattern) []Pattern {
	return []Pattern{
		// Samba: -U [DOMAIN\]user%password.
		withGate(cli("samba-user-password", `(?i:smbclient|rpcclient|smbcacls|smbget|smbmap|smbtree|winexe)`+shellArgs("8")+
			`[ \t]{1,4}-U[ \t]{0,4}["']?[^ \t\r\n%'"]{1,64}%(?P<secret>[^ \t\r\n'"]{1,128})`,
			"smbclient -U user%password (and the other Samba clients)", "smb", "rpcclient", "winexe"),
			flagOnLine("-U", true)),
		// lftp -u user,password.
		withGate(cli("lftp-user-password", `(?i:lftp)`+shellArgs("8")+`[ \t]{1,4}-u[ \t]{1,4}["']?[^ \t\r\n,'"]{1,64},(?P<secret>[^ \t\r\n'"]{1,128})`,
			"lftp -u user,password", "lftp"), flagOnLine("-u", true)),
		// Oracle's clients take user/password[@connect] as their first
		// argument (sqlplus / as sysdba and /nolog have no user).
		cli("oracle-user-password", `(?i:sqlplus|expdp|impdp|sqlldr|dgmgrl)(?:[ \t]{1,4}-[A-Za-z]{1,8}){0,3}[ \t]{1,4}["']?[A-Za-z][A-Za-z0-9_$#.]{0,63}/(?P<secret>[^ \t\r\n@/'"][^ \t\r\n@'"]{0,127})`,
			"sqlplus user/password@db (and expdp, impdp, sqlldr, dgmgrl)", "sqlplus", "expdp", "impdp", "sqlldr", "dgmgrl"),
		// net use \\server\share [password] [/user:name] [password].
		cli("net-use-password", `(?i:net use)(?:[ \t]{1,4}[A-Za-z*]:)?[ \t]{1,4}\\{1,2}[^ \t\r\n]{1,256}(?:[ \t]{1,4}/(?i:user|u):[^ \t\r\n]{1,128})?[ \t]{1,4}["']?(?P<secret>[^ \t\r\n/*'"][^ \t\r\n'"]{0,127})`,
			`net use \\server\share /user:name <password>`, "net use"),
		// net user <name> <password> /add|/domain: the password is the
		// second word (the switch after it keeps prose out).
		cli("net-user-password", `(?i:net user)[ \t]{1,4}[^ \t\r\n/*]{1,64}[ \t]{1,4}["']?(?P<secret>[^ \t\r\n/*'"][^ \t\r\n'"]{0,127})["']?[ \t]{1,4}/(?i:add|domain|active|expires|times|y)`,
			"net user <name> <password> /add", "net use"), // "net use" starts "net user": one keyword
		// htpasswd -b[c] file user password, -nb user password.
		cli("htpasswd-password", `(?i:htpasswd)(?:[ \t]{1,4}-[A-Za-z]{1,6}){0,3}[ \t]{1,4}-[A-Za-mo-z]{0,4}b[A-Za-mo-z]{0,4}(?:[ \t]{1,4}-[A-Za-z]{1,6}){0,3}[ \t]{1,4}[^ \t\r\n|;&<>-][^ \t\r\n|;&<>]{0,255}[ \t]{1,4}[^ \t\r\n|;&<>-][^ \t\r\n|;&<>]{0,63}[ \t]{1,4}`+flagValue,
			"htpasswd -b file user <password>", "htpasswd"),
		cli("htpasswd-n-password", `(?i:htpasswd)(?:[ \t]{1,4}-[A-Za-z]{1,6}){0,3}[ \t]{1,4}-[A-Za-z]{0,4}(?:nb|bn)[A-Za-z]{0,4}(?:[ \t]{1,4}-[A-Za-z]{1,6}){0,3}[ \t]{1,4}[^ \t\r\n|;&<>-][^ \t\r\n|;&<>]{0,63}[ \t]{1,4}`+flagValue,
			"htpasswd -nb user <password>", "htpasswd"),
		// Java keystores: -storepass/-keypass <password> (keytool,
		// jarsigner); -storepass:env VAR names a variable.
		keystore,
		// A password echoed into a command that reads it from stdin:
		// docker login --password-stdin, sudo -S, passwd --stdin,
		// chpasswd (user:password).
		withGate(cli("echo-piped-password", `(?:echo|printf)(?:[ \t]{1,4}-[neE]{1,3})?(?:[ \t]{1,4}["']%s(?:\\n)?["'])?[ \t]{1,4}["']?(?P<secret>[^ \t\r\n|'"-][^ \t\r\n|'"]{0,127})["']?[ \t]{0,4}\|[ \t]{0,4}`+
			`(?:[^|\r\n;&]{0,200}?--password-stdin|sudo(?:[ \t]{1,4}-[A-Za-z]{1,4}){0,3}?[ \t]{1,4}-[A-Za-z]{0,3}S|(?:sudo[ \t]{1,4})?passwd[ \t]{1,4}--stdin)`,
			"echo <password> | docker login --password-stdin (sudo -S, passwd --stdin)", "echo", "printf"), pipedTo),
		// evil-winrm -H <NT hash>: the hash logs in as well as the
		// password (pass-the-hash); 32 hex digits, so a placeholder
		// (-H nt_hash) stays.
		withGate(cli("evil-winrm-hash", `(?i:evil-winrm)`+shellArgs("8")+`[ \t]{1,4}-H[ \t]{1,4}["']?(?P<secret>[0-9a-fA-F]{32})`,
			"evil-winrm -H <NT hash>", "evil-winrm"), flagOnLine("-H", true)),
		// rabbitmqctl add_user <user> <password>, change_password <user>
		// <password> (a bare add_user <user> prompts).
		cli("rabbitmqctl-password", `(?i:rabbitmqctl)`+shellArgs("4")+`[ \t]{1,4}(?:add_user|change_password)[ \t]{1,4}["']?[^ \t\r\n'"|;&<>-][^ \t\r\n'"|;&<>]{0,63}["']?[ \t]{1,4}`+flagValue,
			"rabbitmqctl add_user <user> <password>", "rabbitmqctl"),
		// gh secret set NAME --body <value> (-b): the value is the secret
		// itself; --body-file names a file, and gh pr create --body is
		// prose, so only the secret subcommand counts.
		withGate(cli("gh-secret-body", `(?i:gh)[ \t]{1,4}secret[ \t]{1,4}set`+shellArgs("6")+`[ \t]{1,4}(?:--body|-b)(?:[ \t]{1,4}|=)`+flagValue,
			"gh secret set NAME --body <secret>", "gh secret set"), anyFlagOnLine(true, "--body", "-b")),
		// az login -u <user> -p <password> (or a service principal's
		// secret); --password=… is the password-flag pattern's.
		withGate(cli("az-login-password", `(?i:az)[ \t]{1,4}login`+shellArgs("8")+`[ \t]{1,4}-p(?:[ \t]{1,4}|=)`+flagValue,
			"az login -u <user> -p <password>", "az login"), anyFlagOnLine(true, "-p")),
		// HTTPie (http, https) and xh: -a/--auth user:password (a user
		// alone prompts).
		withGate(cli("httpie-auth", `(?i:https?|xhs?)`+shellArgs("8")+`[ \t]{1,4}(?:-a|--auth)(?:[ \t]{1,4}|=)["']?[^ \t\r\n:'"-][^ \t\r\n:'"]{0,63}:(?P<secret>[^ \t\r\n'"]{1,128})`,
			"httpie http -a user:<password>", "http", "xh"), httpieGate),
		// NetworkManager: nmcli device wifi connect <SSID> password <pw>,
		// nmcli connection modify <c> wifi-sec.psk <pw>.
		cli("nmcli-password", `(?i:nmcli)[^\r\n|;&]{1,200}?[ \t](?:password|wifi-sec\.psk|802-11-wireless-security\.psk)[ \t]{1,4}`+flagValue,
			"nmcli device wifi connect <SSID> password <password>", "nmcli"),
		withGate(cli("echo-chpasswd", `(?:echo|printf)(?:[ \t]{1,4}-[neE]{1,3})?(?:[ \t]{1,4}["']%s(?:\\n)?["'])?[ \t]{1,4}["']?[a-z_][a-z0-9_.-]{0,31}:(?P<secret>[^ \t\r\n|'":][^ \t\r\n|'"]{0,127})["']?[ \t]{0,4}\|[ \t]{0,4}(?:sudo[ \t]{1,4})?chpasswd`,
			"echo user:<password> | chpasswd", "echo", "printf"), pipedTo),
	}
}

// pipedTo is a gate: the line after echo/printf pipes into a command
// that reads a password from stdin. Undecided while the line is not
// complete.
func pipedTo(text []byte, k int) bool {
	end := min(len(text), k+400)
	line := text[k:end]
	if i := bytes.IndexAny(line, "\r\n"); i >= 0 {
		line = line[:i]
	} else if end == len(text) {
		return true
	}
	p := bytes.IndexByte(line, '|')
	if p < 0 {
		return false
	}
	after := line[p:]
	return bytes.Contains(after, []byte("--password-stdin")) || bytes.Contains(after, []byte("passwd")) ||
		bytes.Contains(after, []byte("sudo"))
}

// keystore: Java keystores' -storepass/-keypass <password> (keytool,
// jarsigner); -storepass:env VAR names a variable. Before its keyword a
// match holds only the dash and src/dest/new, so only those bytes are
// held back for it.
var keystore = func() Pattern {
	p := withLead(Pattern{ID: "keystore-password", Category: CategorySecret, Replacement: ReplToken, Enabled: true,
		Regex:    `-(?i:src|dest|new)?(?i:store|key)pass[ \t]{1,4}` + flagValue,
		Keywords: []string{"storepass", "keypass"}, Boundary: BoundaryWord,
		Description: "keytool/jarsigner -storepass, -keypass <password>",
		valueCheck:  flagPassword, quoted: true}, 5)
	p.leadSet = &keystoreLead
	return p
}()

var keystoreLead = func() (t [256]bool) {
	for _, b := range []byte("-srcdestnwSRCDESTNW") {
		t[b] = true
	}
	return t
}()

// anyFlagOnLine is flagOnLine for any of several flags.
func anyFlagOnLine(spaced bool, flags ...string) func([]byte, int) bool {
	gs := make([]func([]byte, int) bool, len(flags))
	for i, f := range flags {
		gs[i] = flagOnLine(f, spaced)
	}
	return func(text []byte, k int) bool {
		for _, g := range gs {
			if g(text, k) {
				return true
			}
		}
		return false
	}
}

// httpieGate: "http" (or xh) is a command, a word followed by a space,
// not a URL's scheme, with -a or --auth on its line.
func httpieGate(text []byte, k int) bool {
	i := k
	for i < len(text) && i-k < 5 && isLetter(text[i]) {
		i++
	}
	if i >= len(text) {
		return true
	}
	if text[i] != ' ' && text[i] != '\t' {
		return false
	}
	return anyFlagOnLine(true, "-a", "--auth")(text, k)
}
