package shell

import (
	"strings"

	"github.com/guardrail-go/guardrail/rules/effects"
)

// Attacker techniques that are not one destructive command but an
// effect: hiding tracks (timestomping), staging data for exfiltration,
// encrypting files for ransom, planting access (SSH keys, backdoor
// accounts), stealing credentials from metadata services.

// judgeTouch: setting a file's times to those of a system binary, or to a
// date before 2000, is how timestomping hides a planted file.
func (w *walker) judgeTouch(_ string, args, full []field) {
	o := parseOpts(args, "rtdB", "reference", "date")
	if ref, ok := o.val("r", "reference"); ok {
		if c := classifyPath(ref); c == pcSysSub || c == pcSysTop {
			w.emit(IDTimestomp, "bash", fieldStrings(full))
			return
		}
	}
	for _, v := range o.allVals("t", "d", "date") {
		if oldStamp(v) {
			w.emit(IDTimestomp, "bash", fieldStrings(full))
			return
		}
	}
}

// oldStamp: a touch -t [[CC]YY]MMDDhhmm or -d date in 1970–1999 (the
// epoch and the "looks ancient" dates timestomping tools pick).
func oldStamp(v string) bool {
	v = strings.TrimSpace(v)
	if len(v) >= 4 && (strings.HasPrefix(v, "19") || strings.HasPrefix(v, "@0")) {
		return isDigits(v[:4]) || strings.HasPrefix(v, "@0")
	}
	return false
}

// archivers pack or encrypt files; with a password given on the command
// line nobody will be asked for it, which is how encryption for impact
// (ransomware) looks in a shell.
var archivers = map[string]bool{
	"tar": true, "zip": true, "7z": true, "7za": true, "7zz": true, "7zr": true, "rar": true,
	"gpg": true, "gpg2": true, "openssl": true, "ccrypt": true, "age": true, "zipcloak": true,
}

func (w *walker) judgeArchive(name string, args []field, full []field) {
	password := false
	var ops []field
	for i := 0; i < len(args); i++ {
		a := args[i].s
		switch {
		case name == "7z" || name == "7za" || name == "7zz" || name == "7zr" || name == "rar":
			if (strings.HasPrefix(a, "-p") && len(a) > 2) || strings.HasPrefix(a, "-hp") {
				password = true
				continue
			}
		case name == "zip":
			if a == "-P" || a == "--password" {
				password = true
				i++
				continue
			}
		case name == "gpg" || name == "gpg2":
			if strings.HasPrefix(a, "--passphrase") {
				password = true
				if !strings.Contains(a, "=") {
					i++
				}
				continue
			}
		case name == "openssl":
			if (a == "-pass" || a == "-k" || a == "-kfile") && i+1 < len(args) {
				password = true
				i++
				continue
			}
		case name == "ccrypt":
			if a == "-K" || a == "--key" {
				password = true
				i++
				continue
			}
		}
		if !strings.HasPrefix(a, "-") {
			ops = append(ops, args[i])
		}
	}
	sensitive := false
	for _, op := range ops {
		c := classifyPath(op.s)
		if c == pcRoot || c == pcSysTop || c == pcSysSub || c == pcHome || isSecretFile(op.s) || isAuthFile(op.s) || inCredDir(op.s) {
			sensitive = true
		}
	}
	if sensitive {
		w.staged = true // collected for exfiltration, if it leaves next
		if password {
			w.emit(IDEncryptImpact, "bash", fieldStrings(full))
		}
	}
}

// judgeStagedSend: a transfer after sensitive data was archived in the
// same script is exfiltration (tar czf x.tgz /home/* && scp x.tgz …).
func (w *walker) judgeStagedSend(name string, full []field) {
	if !w.staged {
		return
	}
	switch name {
	// cloud copy tools are left out: archiving /etc to a bucket is how
	// backups look too
	case "scp", "sftp", "ftp", "nc", "ncat", "netcat", "socat", "smbclient":
		w.emit(IDUploadSensitive, "bash", fieldStrings(full))
	}
}

// isSensitiveUpload: a file whose contents should not leave the machine:
// credentials and keys, auth files, logs, and system files (/etc, /proc,
// /root…), which describe the host to an attacker.
func isSensitiveUpload(file string) bool {
	if isSecretFile(file) || isAuthFile(file) || isLogPath(file) || isHistoryFile(file) {
		return true
	}
	switch classifyPath(file) {
	case pcRoot, pcSysTop, pcSysSub, pcHome:
		return true
	}
	return inCredDir(file)
}

// inCredDir: a path inside (or naming) a directory of keys and tokens.
func inCredDir(p string) bool {
	for _, part := range strings.Split(p, "/") {
		switch part {
		case ".ssh", ".aws", ".gnupg", ".kube", ".docker", ".azure", "gcloud", ".password-store":
			return true
		}
	}
	return false
}

// metadataCreds: cloud instance metadata endpoints that hand out the
// machine's credentials to whoever asks from inside it.
func metadataCreds(u string) bool { return effects.MetadataCredentials(u) }

// shellNames of login shells: an account created with one of these can
// log in interactively.
func isLoginShell(s string) bool {
	return isShell(cmdName(s))
}

// judgeAccount rates account creation and changes. Plain creation is
// moderate (admins do it every day); an account that is hidden as a
// system account yet can log in, shares uid 0, or gets its password on
// the command line is a backdoor.
func (w *walker) judgeAccount(name string, args []field, full []field) {
	w.emit(IDAccount, "bash", fieldStrings(full))
	o := parseOpts(args, "ugGcdseKkpLfb", "uid", "groups", "shell", "password", "comment", "home", "gid", "expiredate", "key", "base-dir")
	cmd := fieldStrings(full)
	if v, ok := o.val("u", "uid"); ok && v == "0" {
		w.emit(IDConfigSystem, "bash", cmd)
	}
	if g, ok := o.val("G", "groups"); ok && (strings.Contains(g, "sudo") || strings.Contains(g, "wheel") || strings.Contains(g, "root") || strings.Contains(g, "admin")) {
		w.emit(IDConfigSystem, "bash", cmd)
	}
	switch name {
	case "useradd", "adduser":
		sh, hasShell := o.val("s", "shell")
		system := o.has('r') || o.hasLong("system", 3)
		if system && hasShell && isLoginShell(sh) || o.has('o') || o.hasLong("non-unique", 3) {
			w.emit(IDAccountBackdoor, "bash", cmd)
		}
		if _, ok := o.val("p", "password"); ok {
			w.emit(IDAccountBackdoor, "bash", cmd)
		}
	case "passwd":
		// -d deletes the password: the account logs in with none.
		po := parseOpts(args, "nxwiRP", "mindays", "maxdays", "warndays", "inactive", "root", "prefix", "repository")
		if po.has('d') || po.hasLong("delete", 3) {
			w.emit(IDAccountBackdoor, "bash", cmd)
		}
	case "dscl":
		// macOS: a user with IsHidden or a uid below 500 hides from the login window
		for i, a := range args {
			if strings.EqualFold(a.s, "IsHidden") || (strings.EqualFold(a.s, "UniqueID") && i+1 < len(args) && isDigits(args[i+1].s) && len(args[i+1].s) < 3) {
				w.emit(IDAccountBackdoor, "bash", cmd)
			}
		}
		if macAdminGrant(args) || macPasswordSet(args) {
			w.emit(IDAccountBackdoor, "bash", cmd)
		}
	case "dseditgroup", "sysadminctl":
		// dseditgroup -o edit -a USER -t user admin; sysadminctl -addUser
		// X -password P -admin: an administrator made, or a password set
		// on the command line
		if macAdminGrant(args) || hasArg(args, "-password") {
			w.emit(IDAccountBackdoor, "bash", cmd)
		}
	}
}

// macAdminGroups are the macOS groups whose members administer the machine.
var macAdminGroups = setOf(words("admin wheel /Groups/admin /Groups/wheel"))

// macAdminGrant: a macOS account command that adds a member to an
// administrators' group (dscl . -append /Groups/admin GroupMembership X,
// dseditgroup -o edit -a X admin) or makes a user one (sysadminctl -admin).
func macAdminGrant(args []field) bool {
	adds, admin := false, false
	for _, a := range args {
		switch {
		case a.s == "-append" || a.s == "-merge" || a.s == "-create" || a.s == "-a" || a.s == "-admin":
			adds = true
		case a.s == "-d" || a.s == "-delete":
			return false
		}
		admin = admin || macAdminGroups[strings.TrimSuffix(a.s, "/")] || a.s == "-admin"
	}
	return adds && admin
}

// macPasswordSet: dscl … -passwd PATH NEW (or OLD NEW): a password the
// command line sets, that whoever wrote the line knows.
func macPasswordSet(args []field) bool {
	for i, a := range args {
		if a.s == "-passwd" {
			return len(args)-i-1 >= 2
		}
	}
	return false
}

func hasArg(args []field, s string) bool {
	for _, a := range args {
		if a.s == s {
			return true
		}
	}
	return false
}

// judgeCloudIdentity: cloud identities created with a password or given
// administrator rights (T1136.003, T1098).
func (w *walker) judgeCloudIdentity(name string, args []field, full []field) {
	ws := make([]string, 0, len(args))
	password, admin := false, false
	for _, a := range args {
		s := strings.ToLower(a.s)
		switch {
		case strings.HasPrefix(s, "--password") || strings.HasPrefix(s, "--initial-password"):
			password = true
		case strings.Contains(s, "administratoraccess") || strings.Contains(s, "roles/owner") ||
			s == "owner" || strings.Contains(s, "global administrator"):
			admin = true
		}
		if !strings.HasPrefix(s, "-") {
			ws = append(ws, s)
		}
	}
	joined := strings.Join(ws, " ")
	creates := strings.Contains(joined, "user create") || strings.Contains(joined, "create-user") ||
		strings.Contains(joined, "create-login-profile") || strings.Contains(joined, "create-access-key") ||
		strings.Contains(joined, "keys create") || strings.Contains(joined, "sp create-for-rbac")
	grants := strings.Contains(joined, "attach-user-policy") || strings.Contains(joined, "attach-role-policy") ||
		strings.Contains(joined, "add-iam-policy-binding") || strings.Contains(joined, "role assignment create")
	switch {
	case creates && (password || strings.Contains(joined, "create-login-profile") || strings.Contains(joined, "create-access-key") || strings.Contains(joined, "keys create")):
		w.emit(IDAccountBackdoor, "bash", fieldStrings(full))
	case grants && admin:
		w.emit(IDAccountBackdoor, "bash", fieldStrings(full))
	case creates:
		w.emit(IDAccount, "bash", fieldStrings(full))
	}
}

// guessVarTool: `$RM -rf /`, `$which_7z a …`: a command run through a
// variable that was never assigned in view is judged as the tool its name
// spells, when one of the name's parts is a command we judge.
func guessVarTool(name string) string {
	v := strings.Trim(strings.TrimPrefix(name, "$"), "{}")
	parts := strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return r == '_' || r == '-' })
	// the last part names the tool: $which_7z, $ZIP_7z, $path_to_rm
	for i := len(parts) - 1; i >= 0; i-- {
		switch part := parts[i]; part {
		case "rm", "curl", "wget", "dd", "shred", "mkfs", "chmod", "chown", "nc", "ncat", "scp",
			"7z", "7za", "zip", "tar", "gpg", "openssl", "kill", "pkill", "git", "find":
			return part
		}
	}
	return ""
}
