package shell

import "strings"

// The permissions family: modes, owners, ACLs and capabilities of files,
// user accounts, and becoming another user. sudo and its kin are wrappers
// (unwrap.go): they are reported there and the command they run is judged.
var permissionCommands = []command{
	{names: words("chmod chown chgrp chflags setfacl chattr"), judge: (*walker).judgePerm},
	{names: words("setcap"), judge: (*walker).judgeSetcap},
	{names: words("useradd adduser userdel deluser usermod groupadd passwd chpasswd newusers dscl sysadminctl"), judge: (*walker).judgeAccount},
	{names: words("dseditgroup"), judge: (*walker).judgeDseditgroup},
	{names: words("su"), judge: (*walker).judgeSu},
	{names: words("nsenter"), judge: (*walker).judgeNsenter},
}

// judgeNsenter: nsenter -t 1 with the mount namespace (-m, or -a: all)
// enters init's: the host's filesystem as root, from a container a way
// out of it (T1611). Entering a container's own process is debugging.
func (w *walker) judgeNsenter(_ string, args, full []field) {
	o := parseOpts(args[:len(args)-len(skipOpts(args, "tSGwr", "target", "setuid", "setgid", "wd", "root"))], "tSGwr", "target", "setuid", "setgid", "wd", "root")
	t, ok := o.val("t", "target")
	if !ok || t != "1" {
		return
	}
	if o.has('m') || o.has('a') || o.hasLong("mount", 5) || o.hasLong("all", 3) {
		w.emit(IDHostNamespace, "bash", fieldStrings(full))
	}
}

// judgeDseditgroup: dseditgroup -o edit|create|delete changes a group
// (judged as an account change); -o read and checkmember only look.
func (w *walker) judgeDseditgroup(name string, args, full []field) {
	o := parseOpts(args, "oamnpudtTLqRSUCriscP")
	switch v, _ := o.val("o"); v {
	case "edit", "create", "delete":
		w.judgeAccount(name, args, full)
	}
}

// judgeSetcap: file capabilities that amount to root (setuid, admin,
// reading any file, tracing any process).
func (w *walker) judgeSetcap(_ string, args, full []field) {
	for _, a := range args {
		l := strings.ToLower(a.s)
		if strings.Contains(l, "cap_setuid") || strings.Contains(l, "cap_sys_admin") || strings.Contains(l, "cap_dac_override") || strings.Contains(l, "cap_sys_ptrace") || strings.HasPrefix(l, "all=") {
			w.emit(IDPermSetuid, "bash", fieldStrings(full))
		}
	}
}

// judgeSu: su is privilege use; su -c runs a script of its own.
func (w *walker) judgeSu(_ string, args, full []field) {
	w.emit(IDSudo, "bash", fieldStrings(full))
	o := parseOpts(args, "csgG", "command", "shell", "group")
	if c, ok := o.val("c", "command"); ok {
		w.script(c, w.depth+1)
	}
}

// judgePerm: recursive changes across / or system or home trees, world-
// writable sensitive paths, setuid/setgid modes.
func (w *walker) judgePerm(name string, args []field, full []field) {
	recursive, mode := false, ""
	var targets []field
	for i := 0; i < len(args); i++ {
		a := args[i].s
		switch {
		case a == "--":
			targets = append(targets, args[i+1:]...)
			i = len(args)
		case strings.HasPrefix(a, "--"):
			if strings.HasPrefix(a, "--rec") {
				recursive = true
			}
		case len(a) > 1 && a[0] == '-' && strings.Trim(a[1:], "RvcfhHLPx") == "" && !(name == "chmod" && strings.Trim(a[1:], "rwxXst") == "" && !strings.ContainsRune(a, 'R')):
			if strings.ContainsRune(a, 'R') || (name == "setfacl" && strings.ContainsRune(a, 'R')) {
				recursive = true
			}
		case (name == "chmod" || name == "chown" || name == "chgrp" || name == "chflags") && mode == "" && !strings.HasPrefix(a, "/"):
			mode = a
		case name == "setfacl" && (a == "-m" || a == "-x" || a == "-M"):
			i++
		default:
			targets = append(targets, args[i])
		}
	}
	if name == "chmod" || name == "chown" || name == "chgrp" || name == "chflags" {
		if mode == "" && len(targets) > 0 {
			mode, targets = targets[0].s, targets[1:]
		}
	}
	worldWritable := name == "chmod" && isWorldWritable(mode)
	setuid := name == "chmod" && isSetuidMode(mode)
	for _, t := range targets {
		c := classifyPath(t.s)
		if recursive && (c == pcRoot || c == pcSysTop) {
			w.emit(IDPermRecursive, "bash", fieldStrings(full))
		} else if recursive && (c == pcSysSub || c == pcHome) && name != "chattr" {
			w.emit(IDPermRecursive, "bash", fieldStrings(full))
		}
		if worldWritable && (c != pcOther && c != pcCwd || isSecretFile(t.s) || isAuthFile(t.s) || strings.Contains(t.s, ".ssh")) {
			w.emit(IDPermWorld, "bash", fieldStrings(full))
		}
		if setuid {
			w.emit(IDPermSetuid, "bash", fieldStrings(full))
		}
	}
}

func isWorldWritable(mode string) bool {
	if isDigits(mode) {
		if len(mode) < 3 {
			return false
		}
		o := mode[len(mode)-1]
		return o == '7' || o == '6' || o == '2' || o == '3'
	}
	for _, clause := range strings.Split(mode, ",") {
		who, perm, ok := cutAny(clause, "+=")
		if !ok {
			continue
		}
		if (who == "" || strings.ContainsAny(who, "ao")) && strings.ContainsRune(perm, 'w') {
			return true
		}
	}
	return false
}

func isSetuidMode(mode string) bool {
	if isDigits(mode) {
		return len(mode) == 4 && (mode[0] == '4' || mode[0] == '6' || mode[0] == '2' && strings.ContainsAny(mode[1:], "1357"))
	}
	for _, clause := range strings.Split(mode, ",") {
		who, perm, ok := cutAny(clause, "+=")
		if !ok || !strings.ContainsRune(perm, 's') {
			continue
		}
		// u+s always; g+s only with x in the same clause (g+s on a
		// directory is the ordinary shared-group setting)
		if who == "" || strings.ContainsAny(who, "ua") || strings.ContainsRune(perm, 'x') {
			return true
		}
	}
	return false
}

func cutAny(s, seps string) (string, string, bool) {
	if i := strings.IndexAny(s, seps); i >= 0 {
		return s[:i], s[i+1:], true
	}
	return s, "", false
}
