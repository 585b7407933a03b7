package shell

import (
	"path"
	"strings"
)

// unwrap strips wrappers (sudo, env, nice, timeout, …) and returns the
// command that finally runs and its arguments. It reports nothing.
func (w *walker) unwrap(args []field) (string, []field) { return w.unwrapping(args, false) }

// unwrapJudge is unwrap that also records what the wrappers themselves are
// (sudo is a finding of its own; env may clear history variables).
func (w *walker) unwrapJudge(args []field) (string, []field) { return w.unwrapping(args, true) }

func (w *walker) unwrapping(args []field, report bool) (string, []field) {
	for guard := 0; len(args) > 0 && guard < 16; guard++ {
		name := cmdName(args[0].s)
		rest := args[1:]
		switch name {
		case "sudo", "doas", "pkexec", "gsudo", "run0", "sudo-rs":
			if report {
				w.emit(IDSudo, "bash", fieldStrings(args))
			}
			args = skipOpts(rest, "ugphCDrtUTRa", "user", "group", "host", "prompt", "close-from", "chdir", "role", "type", "other-user", "command-timeout", "chroot", "config")
			args = skipAssigns(w, args, report)
			continue
		case "env":
			args = w.skipEnv(rest, report)
			continue
		case "nice":
			args = skipOpts(rest, "n", "adjustment")
			continue
		case "ionice":
			args = skipOpts(rest, "cnp", "class", "classdata", "pid")
			continue
		case "nohup", "builtin", "noglob", "nocorrect", "unbuffer", "torsocks", "busybox", "tsocks", "catchsegv", "flock-free":
			args = rest
			continue
		case "exec":
			args = skipOpts(rest, "a")
			continue
		case "command":
			o := parseOpts(rest[:min(len(rest), 1)], "")
			if o.has('v') || o.has('V') {
				return "", nil
			}
			args = skipOpts(rest, "")
			continue
		case "time":
			args = skipOpts(rest, "fo", "format", "output")
			continue
		case "stdbuf":
			args = skipOpts(rest, "ioe", "input", "output", "error")
			continue
		case "setsid", "caffeinate", "proxychains", "proxychains4", "firejail":
			args = skipOpts(rest, "fw", "file")
			continue
		case "chroot":
			args = skipOpts(rest, "", "userspec", "groups")
			if len(args) > 0 {
				args = args[1:]
			}
			continue
		case "timeout", "gtimeout":
			args = skipOpts(rest, "sk", "signal", "kill-after")
			if len(args) > 0 {
				args = args[1:] // the duration
			}
			continue
		case "runuser":
			args = skipOpts(rest, "ugc", "user", "group", "command")
			if len(args) > 0 && !strings.HasPrefix(rest[0].s, "-u") {
				args = args[1:]
			}
			continue
		case "xargs":
			args = skipXargs(rest)
			if len(args) == 0 {
				return "", nil
			}
			continue
		}
		return name, rest
	}
	return "", nil
}

// skipOpts drops leading options (and the values of value-taking ones)
// and returns the command that follows.
func skipOpts(args []field, shortVal string, longVal ...string) []field {
	for i := 0; i < len(args); i++ {
		a := args[i].s
		switch {
		case a == "--":
			return args[i+1:]
		case strings.HasPrefix(a, "--"):
			name, _, has := strings.Cut(a[2:], "=")
			if !has && containsStr(longVal, name) {
				i++
			}
		case len(a) > 1 && a[0] == '-':
			for j := 1; j < len(a); j++ {
				if strings.IndexByte(shortVal, a[j]) >= 0 {
					if j == len(a)-1 {
						i++
					}
					break
				}
			}
		default:
			return args[i:]
		}
	}
	return nil
}

func skipAssigns(w *walker, args []field, report bool) []field {
	for len(args) > 0 {
		k, v, ok := strings.Cut(args[0].s, "=")
		if !ok || k == "" || !isName(k) {
			break
		}
		if report {
			w.setVar(k, v, args[0].dyn)
		}
		args = args[1:]
	}
	return args
}

func isName(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return s != ""
}

func (w *walker) skipEnv(args []field, report bool) []field {
	for i := 0; i < len(args); i++ {
		a := args[i].s
		switch {
		case a == "-S" || a == "--split-string":
			if i+1 < len(args) {
				// env -S 'rm -rf /' splits its argument into words
				split := strings.Fields(args[i+1].s)
				out := make([]field, 0, len(split)+len(args))
				for _, s := range split {
					out = append(out, field{s: s})
				}
				return append(out, args[i+2:]...)
			}
			return nil
		case a == "-u" || a == "-C" || a == "--unset" || a == "--chdir":
			if report && (a == "-u" || a == "--unset") && i+1 < len(args) && args[i+1].s == "HISTFILE" {
				w.emit(IDHistoryWipe, "bash", []string{"env", "-u", "HISTFILE"})
			}
			i++
		case a == "--":
			return skipAssigns(w, args[i+1:], report)
		case strings.HasPrefix(a, "-"):
		default:
			return skipAssigns(w, args[i:], report)
		}
	}
	return nil
}

func skipXargs(args []field) []field {
	return skipOpts(args, "IinPLdsEaelx", "replace", "max-args", "max-procs", "max-lines", "delimiter", "max-chars", "eof", "arg-file")
}

var shells = map[string]bool{
	"sh": true, "bash": true, "zsh": true, "dash": true, "ksh": true, "ash": true, "mksh": true,
	"fish": true, "tcsh": true, "csh": true, "yash": true, "rbash": true,
}

func isShell(name string) bool { return shells[name] }

var interpreters = map[string]bool{
	"python": true, "python2": true, "python3": true, "perl": true, "ruby": true, "node": true,
	"php": true, "pwsh": true, "powershell": true, "lua": true, "osascript": true, "deno": true, "bun": true,
}

var downloaders = map[string]bool{
	"curl": true, "wget": true, "wget2": true, "fetch": true, "aria2c": true, "http": true,
	"https": true, "xh": true, "curlie": true, "lwp-download": true, "lwp-request": true,
	"iwr": true, "irm": true, "invoke-webrequest": true, "invoke-restmethod": true,
}

func isDownloader(name string) bool { return downloaders[cmdName(name)] }

// hasScriptOperand: does a shell invocation name a script (or -c text)?
func hasScriptOperand(args []field) bool {
	for i := 0; i < len(args); i++ {
		a := args[i].s
		if a == "-o" || a == "+o" || a == "-O" || a == "+O" {
			i++
			continue
		}
		if a == "-s" || a == "-" {
			return false
		}
		if strings.HasPrefix(a, "-") || strings.HasPrefix(a, "+") {
			if strings.HasPrefix(a, "--") {
				continue
			}
			if strings.ContainsRune(a[1:], 'c') {
				return true
			}
			continue
		}
		return true
	}
	return false
}

// readsStdinScript: would this stage execute what is piped into it?
func readsStdinScript(name string, args []field) bool {
	switch name {
	case "iex", "invoke-expression":
		return true
	case "source", ".":
		return len(args) == 0 || args[0].s == "/dev/stdin" || args[0].s == "-"
	}
	if !isShell(name) && !interpreters[name] {
		return false
	}
	for _, a := range args {
		if a.s == "-" || a.s == "/dev/stdin" || a.s == "-s" {
			return true
		}
		if strings.HasPrefix(a.s, "-") {
			if a.s == "-c" || a.s == "-e" || a.s == "--command" {
				return false
			}
			continue
		}
		return false
	}
	return true
}

// judge looks at one unwrapped command.
func (w *walker) judge(name string, args []field, full []field) {
	if isHelp(args) {
		return
	}
	if strings.HasPrefix(name, "$") {
		if t := guessVarTool(name); t != "" {
			name = t
		}
	}
	if archivers[name] {
		w.judgeArchive(name, args, full)
	}
	w.judgeStagedSend(name, full)
	switch name {
	case "touch":
		w.judgeTouch(args, full)
	case "xmrig", "minerd", "cpuminer", "cpuminer-multi", "ethminer", "t-rex", "nbminer", "lolminer", "phoenixminer", "nanominer", "cgminer", "bfgminer", "xmr-stak", "srbminer-multi":
		w.emit(IDMiner, "bash", fieldStrings(full))
	case "sed", "perl":
		o := parseOpts(args, "ef", "expression", "file")
		if o.has('i') || o.hasLong("in-place", 3) {
			for _, t := range o.ops {
				switch {
				case isLogPath(t.s):
					w.emit(IDLogWipe, "bash", fieldStrings(full))
				case isHistoryFile(t.s):
					w.emit(IDHistoryWipe, "bash", fieldStrings(full))
				case baseName(t.s) == "authorized_keys" || baseName(t.s) == "authorized_keys2":
					w.emit(IDPersistSSHKey, "bash", fieldStrings(full))
				}
			}
		}
		if name == "perl" {
			w.judgeShell(name, args, full)
		} else {
			w.judgeReaders(name, args, full)
		}
	case "rm", "unlink", "srm", "trash", "rmdir":
		w.judgeRm(name, args, full)
	case "find":
		w.judgeFind(args, full)
	case "dd":
		w.judgeDd(args, full)
	case "shred":
		w.judgeShred(args, full)
	case "truncate":
		o := parseOpts(args, "sro", "size", "reference")
		for _, t := range o.ops {
			w.write(t.s, writeInfo{empty: true, by: "truncate"})
		}
	case "tee":
		o := parseOpts(args, "", "output-error")
		for _, t := range o.ops {
			w.write(t.s, writeInfo{appendMode: o.has('a') || o.hasLong("append", 3), by: "tee"})
		}
	case "cp", "mv", "install", "ln", "rsync", "scp":
		w.judgeCopy(name, args, full)
	case "mkfs", "mke2fs", "mkswap", "mkdosfs", "mkntfs", "mkexfatfs", "newfs", "mkfs.ext4", "mkfs.ext3", "mkfs.ext2",
		"mkfs.xfs", "mkfs.btrfs", "mkfs.vfat", "mkfs.fat", "mkfs.ntfs", "mkfs.exfat", "mkfs.f2fs", "mkfs.minix", "mkfs.msdos", "mkfs.bfs", "mkfs.cramfs":
		w.judgeMkfs(args, full)
	case "wipefs":
		o := parseOpts(args, "otO", "offset", "types", "output", "backup")
		if !o.has('n') && !o.hasLong("no-act", 4) && (o.has('a') || o.hasLong("all", 3) || o.has('o') || o.hasLong("offset", 3)) {
			w.emit(IDDiskFormat, "bash", fieldStrings(full))
		}
	case "cryptsetup":
		o := parseOpts(args, "cdhsSklbt", "cipher", "key-file", "hash", "key-size", "label", "type")
		switch strings.ToLower(o.op(0)) {
		case "luksformat", "erase", "luksErase", "reencrypt", "lukserase":
			w.emit(IDDiskFormat, "bash", fieldStrings(full))
		}
	case "sgdisk":
		o := parseOpts(args, "")
		if o.has('Z') || o.has('z') || o.has('o') || o.hasLong("zap-all", 3) || o.hasLong("zap", 3) || o.hasLong("clear", 3) {
			w.emit(IDDiskFormat, "bash", fieldStrings(full))
		}
	case "blkdiscard":
		w.emit(IDDiskFormat, "bash", fieldStrings(full))
	case "nvme":
		if len(args) > 0 && (args[0].s == "format" || args[0].s == "sanitize") {
			w.emit(IDDiskFormat, "bash", fieldStrings(full))
		}
	case "hdparm":
		o := parseOpts(args, "")
		for _, l := range o.long {
			if strings.HasPrefix(l, "security-erase") || l == "trim-sector-ranges" || l == "write-sector" {
				w.emit(IDDiskFormat, "bash", fieldStrings(full))
			}
		}
	case "badblocks":
		if o := parseOpts(args, "bcdeiopt"); o.has('w') {
			w.emit(IDDiskFormat, "bash", fieldStrings(full))
		}
	case "diskutil":
		if len(args) > 0 {
			switch strings.ToLower(args[0].s) {
			case "erasedisk", "erasevolume", "zerodisk", "randomdisk", "secureerase", "partitiondisk", "reformat", "apfs":
				if args[0].s != "apfs" || (len(args) > 1 && strings.HasPrefix(strings.ToLower(args[1].s), "delete")) {
					w.emit(IDDiskFormat, "bash", fieldStrings(full))
				}
			}
		}
	case "fdisk", "sfdisk", "gdisk", "cfdisk", "parted", "sgdisk-interactive":
		o := parseOpts(args, "bcCHSuL", "sector-size", "units")
		if o.has('l') || o.hasLong("list", 3) || o.hasLong("help", 3) || o.has('v') || o.hasLong("version", 3) {
			return
		}
		for _, a := range o.ops {
			if classifyPath(a.s) == pcDevice {
				for _, b := range o.ops {
					if b.s == "print" || b.s == "p" {
						return
					}
				}
				w.emit(IDDiskPartition, "bash", fieldStrings(full))
				return
			}
		}
	case "format":
		for _, a := range args {
			if len(a.s) == 2 && a.s[1] == ':' {
				w.emit(IDDiskFormat, "cmd", fieldStrings(full))
			}
		}
	case "chmod", "chown", "chgrp", "chflags", "setfacl", "chattr":
		w.judgePerm(name, args, full)
	case "setcap":
		for _, a := range args {
			l := strings.ToLower(a.s)
			if strings.Contains(l, "cap_setuid") || strings.Contains(l, "cap_sys_admin") || strings.Contains(l, "cap_dac_override") || strings.Contains(l, "cap_sys_ptrace") || strings.HasPrefix(l, "all=") {
				w.emit(IDPermSetuid, "bash", fieldStrings(full))
			}
		}
	case "curl", "wget", "wget2", "fetch", "aria2c", "http", "https", "xh":
		w.judgeFetch(name, args, full)
		if name == "http" || name == "https" || name == "xh" {
			w.judgeHTTPie(args, full)
		}
	case "git":
		w.judgeGit(args, full)
	case "kill":
		w.judgeKill(args, full)
	case "killall5":
		w.emit(IDKillAll, "bash", fieldStrings(full))
	case "pkill", "killall", "skill", "slay":
		w.sawKill = true
		o := parseOpts(args, "uUgGsPtFnc", "uid", "euid", "user", "signal", "group", "parent", "terminal")
		if u, ok := o.val("u", "U", "uid", "euid", "user"); ok && (u == "root" || u == "0") {
			w.emit(IDKillAll, "bash", fieldStrings(full))
		}
		for _, a := range o.ops {
			if mentionsDaemon(a.s) {
				w.emit(IDKillSystem, "bash", fieldStrings(full))
			}
		}
	case "taskkill":
		w.sawKill = true
		for _, a := range args {
			if mentionsDaemon(a.s) {
				w.emit(IDKillSystem, "cmd", fieldStrings(full))
			}
		}
	case "pgrep", "pidof", "grep", "egrep", "fgrep", "awk", "gawk", "mawk", "ps":
		for _, a := range args {
			if mentionsDaemon(a.s) {
				w.sawDaemon = true
			}
		}
	case "shutdown", "reboot", "halt", "poweroff":
		w.judgeShutdown(name, args, full)
	case "init", "telinit":
		if len(args) > 0 && (args[0].s == "0" || args[0].s == "6") {
			w.emit(IDShutdown, "bash", fieldStrings(full))
		}
	case "systemctl", "service", "loginctl", "rc-service", "launchctl", "sv":
		w.judgeService(name, args, full)
	case "history":
		if o := parseOpts(args, "d"); o.has('c') || (o.has('w') && len(o.ops) > 0 && o.ops[0].s == "/dev/null") {
			w.emit(IDHistoryWipe, "bash", fieldStrings(full))
		}
	case "unset":
		for _, a := range args {
			if a.s == "HISTFILE" {
				w.emit(IDHistoryWipe, "bash", fieldStrings(full))
			}
		}
	case "set":
		for i, a := range args {
			if a.s == "+o" && i+1 < len(args) && args[i+1].s == "history" {
				w.emit(IDHistoryWipe, "bash", fieldStrings(full))
			}
		}
	case "export", "declare", "typeset", "local", "readonly":
		for _, a := range args {
			if k, v, ok := strings.Cut(a.s, "="); ok && isName(k) {
				w.setVar(k, v, a.dyn)
			}
		}
	case "journalctl":
		for _, a := range args {
			if strings.HasPrefix(a.s, "--vacuum") {
				w.emit(IDLogVacuum, "bash", fieldStrings(full))
			}
		}
	case "ip":
		// ip link set [dev] IF down
		if len(args) >= 3 && strings.HasPrefix(args[0].s, "l") && args[1].s == "set" && args[len(args)-1].s == "down" {
			w.emit(IDIfaceDown, "bash", fieldStrings(full))
		}
	case "ifconfig":
		if len(args) >= 2 && args[len(args)-1].s == "down" {
			w.emit(IDIfaceDown, "bash", fieldStrings(full))
		}
	case "ifdown":
		o := parseOpts(args, "")
		if o.has('a') || len(o.ops) > 0 {
			w.emit(IDIfaceDown, "bash", fieldStrings(full))
		}
	case "nmcli":
		if len(args) >= 2 && strings.HasPrefix(args[0].s, "n") && args[len(args)-1].s == "off" {
			w.emit(IDIfaceDown, "bash", fieldStrings(full))
		}
	case "ufw":
		if len(args) > 0 && (args[0].s == "disable" || args[0].s == "reset") {
			w.emit(IDSecurityOff, "bash", fieldStrings(full))
		}
	case "setenforce":
		if len(args) > 0 && (args[0].s == "0" || strings.EqualFold(args[0].s, "permissive")) {
			w.emit(IDSecurityOff, "bash", fieldStrings(full))
		}
	case "iptables", "ip6tables":
		o := parseOpts(args, "tP", "table", "policy")
		if o.has('F') || o.hasLong("flush", 3) {
			w.emit(IDSecurityOff, "bash", fieldStrings(full))
		}
		if p, ok := o.val("P", "policy"); ok && p == "INPUT" && len(o.ops) > 0 && o.ops[0].s == "ACCEPT" {
			w.emit(IDSecurityOff, "bash", fieldStrings(full))
		}
	case "nft":
		if len(args) >= 2 && args[0].s == "flush" && args[1].s == "ruleset" {
			w.emit(IDSecurityOff, "bash", fieldStrings(full))
		}
	case "auditctl":
		o := parseOpts(args, "e")
		if v, ok := o.val("e"); o.has('D') || ok && v == "0" {
			w.emit(IDSecurityOff, "bash", fieldStrings(full))
		}
	case "spctl", "csrutil", "firewalld", "aa-teardown", "tmutil":
		for _, a := range args {
			if a.s == "disable" || a.s == "--disable" || a.s == "--master-disable" || a.s == "teardown" || (name == "tmutil" && a.s == "delete") {
				id := IDSecurityOff
				if name == "tmutil" && a.s == "delete" {
					id = IDDeleteBackups
				}
				w.emit(id, "bash", fieldStrings(full))
			}
		}
		if name == "aa-teardown" {
			w.emit(IDSecurityOff, "bash", fieldStrings(full))
		}
	case "useradd", "adduser", "userdel", "deluser", "usermod", "groupadd", "passwd", "chpasswd", "newusers", "dscl", "sysadminctl":
		w.judgeAccount(name, args, full)
	case "sysctl":
		if o := parseOpts(args, "p"); o.has('w') {
			w.emit(IDKernelWrite, "bash", fieldStrings(full))
		}
	case "su":
		w.emit(IDSudo, "bash", fieldStrings(full))
		o := parseOpts(args, "csgG", "command", "shell", "group")
		if c, ok := o.val("c", "command"); ok {
			w.script(c, w.depth+1)
		}
	case "eval":
		w.judgeRunScript(args, full)
		w.script(joinFields(args), w.depth+1)
	case "trap":
		if len(args) > 0 {
			w.script(args[0].s, w.depth+1)
		}
	case "watch":
		w.script(joinFields(skipOpts(args, "nqd", "interval", "differences")), w.depth+1)
	case "ssh":
		rest := skipOpts(args, "bcDEeFIiJLlmOopQRSWw")
		if len(rest) > 1 {
			w.script(joinFields(rest[1:]), w.depth+1)
		}
	case "alias":
		for _, a := range args {
			if _, v, ok := strings.Cut(a.s, "="); ok {
				w.script(v, w.depth+1)
			}
		}
	case "source", ".":
		w.judgeRunScript(args, full)
	case "java":
		// java -jar jenkins-cli.jar … is the tool named by the jar
		for i := 0; i+1 < len(args); i++ {
			if args[i].s == "-jar" {
				tool := strings.ToLower(strings.TrimSuffix(baseName(args[i+1].s), ".jar"))
				if knownDataTool(tool) {
					w.judgeDataDelete(tool, args[i+2:], full)
				}
				break
			}
		}
	default:
		if isShell(name) || interpreters[name] {
			w.judgeShell(name, args, full)
			break
		}
		if isDBClient(name) {
			w.judgeDB(name, args, full)
		}
		w.judgeReaders(name, args, full)
		if name == "aws" || name == "az" || name == "gcloud" {
			w.judgeCloudIdentity(name, args, full)
		}
		switch {
		case knownDataTool(name):
			w.judgeDataDelete(name, args, full)
		case !readers[name] && name != "echo" && name != "printf" && !isDBClient(name):
			w.judgeDataDelete("", args, full)
		}
	}
	if name == "kill" || name == "pkill" || name == "killall" {
		w.sawKill = true
	}
	if name != "rm" && name != "find" && name != "cat" {
		w.judgeExecDownloaded(name, full)
	}
}

// isHelp: `cmd -h` alone or `cmd … --help` prints usage and does nothing.
func isHelp(args []field) bool {
	if len(args) == 1 && (args[0].s == "-h" || args[0].s == "/?") {
		return true
	}
	for _, a := range args {
		if a.s == "--help" {
			return true
		}
	}
	return false
}

func joinFields(fs []field) string {
	var b strings.Builder
	for i, f := range fs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(f.s)
	}
	return b.String()
}

func (w *walker) judgeRm(name string, args []field, full []field) {
	o := parseOpts(args, "")
	recursive := o.has('r') || o.has('R') || o.hasLong("recursive", 3)
	if name == "unlink" || name == "rmdir" {
		recursive = false // one file, or an empty directory
	} else if name == "trash" {
		recursive = true // trash takes directories whole
	}
	if o.hasLong("no-preserve-root", 4) {
		w.emit(IDRmNoPreserveRoot, "bash", fieldStrings(full))
	}
	for _, t := range o.ops {
		w.deleteTarget(t.s, recursive, false, full)
	}
}

// deleteTarget judges the removal of one path. filtered says the deletion
// is narrowed by find tests (-name …), which makes a cwd or home tree fine.
func (w *walker) deleteTarget(t string, recursive, filtered bool, full []field) {
	p, globbed := cleanPath(t)
	c := classifyClean(p)
	switch {
	case isLogPath(p):
		w.emit(IDLogWipe, "bash", fieldStrings(full))
		return
	case isHistoryFile(p):
		w.emit(IDHistoryWipe, "bash", fieldStrings(full))
		return
	}
	switch c {
	case pcRoot, pcSysTop:
		switch {
		case recursive && filtered:
			w.emit(IDFindDeleteSystem, "bash", fieldStrings(full))
		case recursive:
			w.emit(IDRmRoot, "bash", fieldStrings(full))
		case globbed:
			w.emit(IDRmSystem, "bash", fieldStrings(full))
		}
	case pcHome:
		if (recursive || globbed) && !filtered {
			w.emit(IDRmHome, "bash", fieldStrings(full))
		}
	case pcCwd:
		if recursive && !filtered {
			w.emit(IDRmCwd, "bash", fieldStrings(full))
		}
	case pcSysSub:
		if filtered {
			w.emit(IDFindDeleteSystem, "bash", fieldStrings(full))
		} else {
			w.emit(IDRmSystem, "bash", fieldStrings(full))
		}
	}
}

var findTests = map[string]bool{
	"-name": true, "-iname": true, "-path": true, "-ipath": true, "-wholename": true, "-regex": true,
	"-iregex": true, "-size": true, "-mtime": true, "-mmin": true, "-atime": true,
	"-amin": true, "-ctime": true, "-cmin": true, "-newer": true, "-user": true, "-group": true,
	"-perm": true, "-links": true, "-inum": true, "-samefile": true, "-lname": true, "-uid": true, "-gid": true,
}

// findStart returns find's starting points and where its expression begins.
func findStart(args []field) ([]string, int) {
	var paths []string
	i := 0
	for ; i < len(args); i++ {
		a := args[i].s
		if a == "-H" || a == "-L" || a == "-P" || strings.HasPrefix(a, "-O") || a == "-D" {
			if a == "-D" {
				i++
			}
			continue
		}
		if strings.HasPrefix(a, "-") || a == "(" || a == "!" {
			break
		}
		paths = append(paths, a)
	}
	if len(paths) == 0 {
		paths = []string{"."}
	}
	return paths, i
}

func (w *walker) judgeFind(args []field, full []field) {
	paths, i := findStart(args)
	// narrowed: a test that picks some files (-name, -mtime…), which makes a
	// deletion across / a clean-up; anyPred: any predicate at all, which is
	// enough to make a deletion inside the project or home ordinary work.
	narrowed, anyPred := false, false
	for ; i < len(args); i++ {
		a := args[i].s
		switch {
		case a == "-name" || a == "-iname" || a == "-path" || a == "-ipath":
			narrowed, anyPred = true, true
			if i+1 < len(args) && isSecretName(args[i+1].s) {
				for _, p := range paths {
					if c := classifyPath(p); c == pcRoot || c == pcSysTop || c == pcHome {
						w.emit(IDCredSearch, "bash", fieldStrings(full))
					}
				}
			}
		case findTests[a] || strings.HasPrefix(a, "-newer"):
			narrowed, anyPred = true, true
		case a == "-delete":
			for _, p := range paths {
				w.deleteTarget(p, true, findFiltered(p, narrowed, anyPred), full)
			}
		case a == "-ok" || a == "-okdir":
			// asks before each file: not an unattended deletion
			for i < len(args) && args[i].s != ";" && args[i].s != "+" {
				i++
			}
		case a == "-exec" || a == "-execdir":
			j := i + 1
			for j < len(args) && args[j].s != ";" && args[j].s != "+" {
				j++
			}
			sub := args[i+1 : j]
			i = j
			for _, p := range paths {
				w.findExecF([]string{p}, findFiltered(p, narrowed, anyPred), sub)
			}
		case strings.HasPrefix(a, "-") && a != "-depth" && a != "-print" && a != "-print0" && a != "-xdev" && a != "-mount":
			anyPred = true
		}
	}
}

func findFiltered(p string, narrowed, anyPred bool) bool {
	if c := classifyPath(p); c == pcCwd || c == pcHome || c == pcOther {
		return anyPred
	}
	return narrowed
}

func isDeleter(name string) bool {
	switch name {
	case "rm", "unlink", "shred", "srm", "truncate":
		return true
	}
	return false
}

// findScan returns find's start paths and whether its expression narrows
// the selection (see judgeFind).
func findScan(args []field) (paths []string, narrowed, anyPred bool) {
	paths, i := findStart(args)
	for ; i < len(args); i++ {
		a := args[i].s
		switch {
		case a == "-name" || a == "-iname" || a == "-path" || a == "-ipath" || findTests[a] || strings.HasPrefix(a, "-newer"):
			narrowed, anyPred = true, true
		case strings.HasPrefix(a, "-") && a != "-depth" && a != "-print" && a != "-print0" && a != "-xdev" && a != "-mount":
			anyPred = true
		}
	}
	return paths, narrowed, anyPred
}

// findExecF judges a command run by find -exec on its results.
func (w *walker) findExecF(paths []string, filtered bool, sub []field) {
	if len(sub) == 0 {
		return
	}
	name, rest := w.unwrapJudge(sub)
	switch name {
	case "rm", "unlink", "shred", "srm", "truncate":
		for _, p := range paths {
			w.deleteTarget(p, true, filtered, sub)
		}
		return
	case "chmod", "chown", "chgrp":
		// find walks the tree: judge as the recursive form on the start paths
		for _, p := range paths {
			if filtered {
				continue
			}
			args := append([]field{{s: "-R"}}, replaceBraces(rest, p)...)
			w.judgePerm(name, args, sub)
		}
		return
	}
	if len(paths) > 0 {
		w.command(replaceBraces(sub, paths[0]))
	}
}

func replaceBraces(fs []field, p string) []field {
	out := make([]field, len(fs))
	for i, f := range fs {
		out[i] = f
		if strings.Contains(f.s, "{}") {
			out[i].s = strings.ReplaceAll(f.s, "{}", p)
		}
	}
	return out
}

func (w *walker) judgeDd(args []field, full []field) {
	for _, a := range args {
		k, v, ok := strings.Cut(a.s, "=")
		if !ok {
			continue
		}
		switch k {
		case "of":
			w.write(v, writeInfo{by: "dd"})
		case "if":
			if isSecretFile(v) {
				w.emit(IDCredDump, "bash", fieldStrings(full))
			}
		}
	}
}

func (w *walker) judgeShred(args []field, full []field) {
	o := parseOpts(args, "nsx", "iterations", "size", "random-source", "remove")
	for _, t := range o.ops {
		p, _ := cleanPath(t.s)
		switch c := classifyClean(p); {
		case c == pcDevice:
			w.emit(IDDiskShred, "bash", fieldStrings(full))
		case isLogPath(p):
			w.emit(IDLogWipe, "bash", fieldStrings(full))
		case isHistoryFile(p):
			w.emit(IDHistoryWipe, "bash", fieldStrings(full))
		case c == pcRoot || c == pcSysTop || c == pcSysSub || c == pcHome:
			w.emit(IDDiskShred, "bash", fieldStrings(full))
		}
	}
}

func (w *walker) judgeMkfs(args []field, full []field) {
	o := parseOpts(args, "tbcCEgGiIjJlLmMnNoOrTUdfFsSvV")
	for _, a := range o.ops {
		if strings.HasPrefix(a.s, "/dev/") {
			w.emit(IDDiskFormat, "bash", fieldStrings(full))
			return
		}
	}
	for _, a := range args {
		if strings.HasPrefix(a.s, "/dev/") {
			w.emit(IDDiskFormat, "bash", fieldStrings(full))
			return
		}
	}
}

// judgeCopy: cp/mv/install/ln write their last operand (or -t DIR).
func (w *walker) judgeCopy(name string, args []field, full []field) {
	var o opts
	switch name {
	case "rsync":
		o = parseOpts(args, "eBfT", "rsh", "exclude", "include", "filter", "temp-dir", "partial-dir", "backup-dir", "chmod", "chown")
		w.judgeRsync(&o, full)
	case "scp":
		o = parseOpts(args, "cFiJloPSD")
	default:
		o = parseOpts(args, "tSgmoZ", "target-directory", "suffix", "mode", "owner", "group")
	}
	for _, s := range o.ops {
		if isSecretFile(s.s) {
			w.emit(IDCredRead, "bash", fieldStrings(full))
		}
	}
	dst, srcs := "", []field(nil)
	if t, ok := o.val("t", "target-directory"); ok {
		dst, srcs = t, o.ops
	} else if len(o.ops) >= 2 {
		dst, srcs = o.ops[len(o.ops)-1].s, o.ops[:len(o.ops)-1]
	}
	if dst == "" || strings.Contains(dst, ":") {
		return
	}
	if name == "mv" {
		for _, s := range srcs {
			if c := classifyPath(s.s); c == pcRoot || c == pcSysTop || c == pcHome {
				w.emit(IDRmRoot, "bash", fieldStrings(full))
			} else if c == pcSysSub && !strings.HasPrefix(s.s, "/dev/") {
				w.emit(IDRmSystem, "bash", fieldStrings(full))
			}
		}
	}
	w.write(dst, writeInfo{by: name})
}

// write judges the writing of a file, whoever does it.
func (w *walker) write(t string, wi writeInfo) {
	if t == "" {
		return
	}
	p, _ := cleanPath(t)
	cmd := []string{wi.by, t}
	if wi.by == "" {
		cmd = append(fieldStrings(wi.payload), redirSym(wi.appendMode), t)
	}
	switch {
	case isBlockDevice(p):
		w.emit(IDDiskWrite, "bash", cmd)
	case isAuthFile(p):
		w.emit(IDConfigSystem, "bash", cmd)
	case strings.HasPrefix(p, "/proc/sys/") || p == "/proc/sysrq-trigger" || strings.HasPrefix(p, "/sys/kernel/") ||
		strings.HasPrefix(p, "/sys/firmware/") || p == "/sys/power/state":
		w.emit(IDKernelWrite, "bash", cmd)
	case strings.HasPrefix(p, "/sys/"):
		// device attributes (power, brightness, …): ordinary tuning
	case baseName(p) == "authorized_keys" || baseName(p) == "authorized_keys2":
		w.emit(IDPersistSSHKey, "bash", cmd)
	case isCompletionPath(p):
		w.emit(IDWriteCompletion, "bash", cmd)
	case isHistoryFile(p):
		if !wi.appendMode {
			w.emit(IDHistoryWipe, "bash", cmd)
		}
	case isLogPath(p):
		if wi.empty && !wi.appendMode {
			w.emit(IDLogWipe, "bash", cmd)
		}
	default:
		if rc, system := isShellRC(p); rc {
			if !wi.appendMode || system {
				w.emit(IDConfigShellRC, "bash", cmd)
			} else {
				w.emit(IDConfigShellRCApp, "bash", cmd)
			}
			w.judgePayload(wi.payload)
			return
		}
		if c := classifyClean(p); c == pcSysSub || c == pcSysTop || c == pcRoot {
			if wi.appendMode {
				w.emit(IDAppendSystem, "bash", cmd)
			} else {
				w.emit(IDWriteSystem, "bash", cmd)
			}
		}
	}
}

func redirSym(app bool) string {
	if app {
		return ">>"
	}
	return ">"
}

// judgePayload analyses text written into a file the shell will run later.
func (w *walker) judgePayload(payload []field) {
	if len(payload) < 2 {
		return
	}
	switch cmdName(payload[0].s) {
	case "echo", "printf":
		var parts []field
		for _, a := range payload[1:] {
			if !strings.HasPrefix(a.s, "-") {
				parts = append(parts, a)
			}
		}
		w.script(joinFields(parts), w.depth+1)
	}
}

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

func (w *walker) judgeFetch(name string, args []field, full []field) {
	shortVal := "odFTXHuAeEbcCKrwmYyzPtUQ"
	if name == "wget" || name == "wget2" {
		shortVal = "oOPUTeaiBtwQdlADIXR"
	}
	o := parseOpts(args, shortVal, "output", "output-document", "data", "data-binary", "data-raw", "data-urlencode", "form", "upload-file", "request", "header", "user", "post-file", "body-file", "directory-prefix", "user-agent", "referer", "config", "cookie", "method")
	for _, v := range o.allVals("d", "data", "data-binary", "data-raw", "data-urlencode", "F", "form", "T", "upload-file", "post-file", "body-file") {
		file := ""
		if k := strings.IndexByte(v, '@'); k >= 0 && (k == 0 || strings.HasSuffix(v[:k], "=")) {
			file = v[k+1:]
			file, _, _ = strings.Cut(file, ";")
		}
		if name == "wget" || o.has('T') {
			if _, ok := o.val("T", "upload-file", "post-file", "body-file"); ok && file == "" {
				file = v
			}
		}
		if file == "" || file == "-" {
			continue
		}
		if isSensitiveUpload(file) || w.staged {
			w.emit(IDUploadSensitive, "bash", fieldStrings(full))
		} else {
			w.emit(IDUploadFile, "bash", fieldStrings(full))
		}
	}
	m, _ := o.val("X", "request")
	if name == "wget" || name == "wget2" {
		m, _ = o.val("method")
	}
	w.judgeHTTPMethod(m, o.ops, full)
	for _, a := range o.ops {
		if metadataCreds(a.s) {
			w.emit(IDCredRead, "bash", fieldStrings(full))
		}
	}
	// where does the download land?
	out, hasOut := o.val("o", "output", "output-document")
	if name == "wget" {
		out, hasOut = o.val("O", "output-document")
		if dir, ok := o.val("P", "directory-prefix"); ok {
			w.write(dir+"/x", writeInfo{by: name})
		}
	}
	if hasOut && out != "-" {
		w.write(out, writeInfo{by: name})
		w.downloads = append(w.downloads, baseName(out))
	} else if !hasOut && (name == "wget" || o.has('O') || o.hasLong("remote-name", 8)) {
		for _, a := range o.ops {
			if strings.Contains(a.s, "://") {
				u := a.s
				if k := strings.IndexAny(u, "?#"); k >= 0 {
					u = u[:k]
				}
				if b := path.Base(u); b != "" && b != "." && b != "/" {
					w.downloads = append(w.downloads, b)
				}
			}
		}
	}
}

// judgeExecDownloaded: is a file fetched earlier in the script run now?
func (w *walker) judgeExecDownloaded(name string, full []field) {
	if len(w.downloads) == 0 || len(full) == 0 {
		return
	}
	cands := []string{full[0].s}
	if isShell(name) || interpreters[name] || name == "source" || name == "." {
		for _, a := range full[1:] {
			if a.s == "-c" || a.s == "-e" || a.s == "--command" {
				break // the operand is code, already judged, not a file
			}
			if !strings.HasPrefix(a.s, "-") {
				cands = append(cands, a.s)
				break
			}
		}
	}
	for _, c := range cands {
		if containsStr(w.downloads, baseName(c)) && c != "" && (c != full[0].s || strings.Contains(c, "/")) {
			w.emit(IDDownloadExec, "bash", fieldStrings(full))
		}
	}
}

func (w *walker) judgeShell(name string, args []field, full []field) {
	for _, a := range args {
		if a.net {
			w.emit(IDPipeShell, "bash", fieldStrings(full))
		}
	}
	if !isShell(name) {
		// python -c "…" is not shell; still look at the code's commands
		// via os.system-style strings? Not here: only the network rule.
		return
	}
	// bash [-opts] -c SCRIPT
	hasC := false
	for i := 0; i < len(args); i++ {
		a := args[i].s
		if a == "-o" || a == "+o" || a == "-O" || a == "+O" {
			i++
			continue
		}
		if len(a) > 1 && (a[0] == '-' || a[0] == '+') && !strings.HasPrefix(a, "--") {
			if strings.ContainsRune(a[1:], 'c') {
				hasC = true
			}
			continue
		}
		if strings.HasPrefix(a, "--") {
			continue
		}
		if hasC {
			w.script(a, w.depth+1)
		}
		return
	}
}

func (w *walker) judgeRunScript(args []field, full []field) {
	for _, a := range args {
		if a.net {
			w.emit(IDPipeShell, "bash", fieldStrings(full))
		}
	}
}

func (w *walker) judgeGit(args []field, full []field) {
	// skip global options to find the subcommand
	i := 0
	for ; i < len(args); i++ {
		a := args[i].s
		if a == "-C" || a == "-c" || a == "--git-dir" || a == "--work-tree" || a == "--namespace" {
			i++
			continue
		}
		if !strings.HasPrefix(a, "-") {
			break
		}
	}
	if i >= len(args) {
		return
	}
	sub, rest := args[i].s, args[i+1:]
	switch sub {
	case "push":
		o := parseOpts(rest, "o", "push-option", "repo", "receive-pack", "exec")
		force := o.has('f') || o.hasLong("force", 7) || o.hasLong("mirror", 3)
		lease := o.hasLong("force-with-lease", 7) || o.hasLong("force-if-includes", 7)
		del := o.has('d') || o.hasLong("delete", 3)
		protected := false
		for k, r := range o.ops {
			s := r.s
			if strings.HasPrefix(s, "+") {
				force = true
				s = s[1:]
			}
			if strings.HasPrefix(s, ":") {
				del = true
			}
			if k == 0 && len(o.ops) > 1 {
				continue // the remote
			}
			_, dst, ok := strings.Cut(s, ":")
			if !ok {
				dst = s
			}
			dst = strings.TrimPrefix(dst, "refs/heads/")
			if isProtectedBranch(dst) {
				protected = true
			}
		}
		switch {
		case (force || del) && protected:
			w.emit(IDGitForcePush, "bash", fieldStrings(full))
		case o.hasLong("mirror", 3):
			w.emit(IDGitForcePush, "bash", fieldStrings(full))
		case force && len(o.ops) <= 1:
			// no branch named: it pushes the current one, which may be main
			w.emit(IDGitForcePush, "bash", fieldStrings(full))
		case force || lease:
			w.emit(IDGitForcePushAny, "bash", fieldStrings(full))
		}
	case "reset":
		o := parseOpts(rest, "")
		if o.hasLong("hard", 4) {
			w.emit(IDGitResetHard, "bash", fieldStrings(full))
		}
	case "clean":
		o := parseOpts(rest, "e", "exclude")
		if o.has('n') || o.hasLong("dry-run", 3) || o.has('i') {
			return
		}
		if o.has('f') || o.hasLong("force", 3) {
			if o.has('x') || o.has('X') {
				w.emit(IDGitCleanIgnored, "bash", fieldStrings(full))
			} else {
				w.emit(IDGitClean, "bash", fieldStrings(full))
			}
		}
	case "branch":
		o := parseOpts(rest, "")
		if o.has('D') || (o.has('d') || o.hasLong("delete", 3)) && (o.has('f') || o.hasLong("force", 3)) {
			// -D deletes unmerged commits along with the branch
			w.emit(IDGitDiscardWork, "bash", fieldStrings(full))
		}
	case "stash":
		if len(rest) > 0 && rest[0].s == "clear" {
			w.emit(IDGitStashClear, "bash", fieldStrings(full))
		} else if len(rest) > 0 && rest[0].s == "drop" {
			w.emit(IDGitDiscard, "bash", fieldStrings(full))
		}
	case "checkout", "restore":
		o := parseOpts(rest, "s", "source")
		for _, op := range o.ops {
			if op.s == "." || op.s == ":/" || op.s == "*" {
				// the same loss as reset --hard: every uncommitted change
				w.emit(IDGitDiscardWork, "bash", fieldStrings(full))
			}
		}
	case "filter-branch", "filter-repo":
		w.emit(IDGitDiscard, "bash", fieldStrings(full))
	case "reflog":
		if len(rest) > 0 && (rest[0].s == "expire" || rest[0].s == "delete") {
			w.emit(IDGitDiscard, "bash", fieldStrings(full))
		}
	}
}

func isProtectedBranch(b string) bool {
	switch b {
	case "main", "master", "trunk", "production", "prod", "release", "develop", "stable":
		return true
	}
	return strings.HasPrefix(b, "release/")
}

func (w *walker) judgeKill(args []field, full []field) {
	w.sawKill = true
	sigSeen := false
	var targets []string
	for i := 0; i < len(args); i++ {
		a := args[i].s
		switch {
		case a == "-l" || a == "-L" || a == "--list" || a == "-t":
			return
		case a == "-s" || a == "-n" || a == "--signal":
			i++
			sigSeen = true
		case a == "--":
			for _, t := range args[i+1:] {
				targets = append(targets, t.s)
			}
			i = len(args)
		case strings.HasPrefix(a, "-") && !sigSeen && len(targets) == 0:
			sigSeen = true
		default:
			targets = append(targets, a)
		}
	}
	for _, t := range targets {
		if t == "-1" || t == "1" {
			w.emit(IDKillAll, "bash", fieldStrings(full))
		}
	}
}

func (w *walker) judgeShutdown(name string, args []field, full []field) {
	o := parseOpts(args, "t")
	if o.has('w') || o.hasLong("wtmp-only", 3) || o.hasLong("help", 3) || o.has('c') && name == "shutdown" || o.has('k') && name == "shutdown" {
		return
	}
	for _, a := range args {
		if a.s == "/?" || a.s == "/a" || a.s == "-a" {
			return
		}
	}
	w.emit(IDShutdown, "bash", fieldStrings(full))
}

func (w *walker) judgeService(name string, args []field, full []field) {
	o := parseOpts(args, "HMt", "host", "machine", "type", "signal")
	ops := fieldStrings(o.ops)
	if name == "service" || name == "rc-service" || name == "sv" {
		// service NAME ACTION (sv ACTION NAME)
		if len(ops) >= 2 {
			unit, act := ops[0], ops[1]
			if name == "sv" {
				unit, act = act, unit
			}
			if (act == "stop" || act == "disable") && criticalServices[strings.ToLower(unit)] {
				w.emit(IDServiceStop, "bash", fieldStrings(full))
			}
		}
		return
	}
	if len(ops) == 0 {
		return
	}
	switch ops[0] {
	case "poweroff", "reboot", "halt", "kexec", "emergency", "rescue", "soft-reboot":
		w.emit(IDShutdown, "bash", fieldStrings(full))
	case "isolate":
		if len(ops) > 1 && (strings.HasPrefix(ops[1], "rescue") || strings.HasPrefix(ops[1], "emergency") || strings.HasPrefix(ops[1], "poweroff") || strings.HasPrefix(ops[1], "reboot") || strings.HasPrefix(ops[1], "halt")) {
			w.emit(IDShutdown, "bash", fieldStrings(full))
		}
	case "stop", "disable", "mask", "kill", "unload", "bootout":
		for _, u := range ops[1:] {
			u = strings.ToLower(strings.TrimSuffix(strings.TrimSuffix(u, ".service"), ".socket"))
			if criticalServices[u] || criticalServices[baseName(u)] {
				w.emit(IDServiceStop, "bash", fieldStrings(full))
			}
		}
	}
}

var readers = map[string]bool{
	"cat": true, "tac": true, "less": true, "more": true, "head": true, "tail": true, "base64": true,
	"xxd": true, "od": true, "hexdump": true, "strings": true, "nc": true, "ncat": true, "netcat": true,
	"tar": true, "zip": true, "7z": true, "gzip": true, "bzip2": true, "xz": true, "mail": true,
	"sendmail": true, "openssl": true, "gpg": true, "unshadow": true, "john": true, "hashcat": true,
	"grep": true, "awk": true, "sed": true, "cut": true, "sort": true, "uniq": true, "nl": true,
}

// judgeReaders: commands that read a password hash or key file.
func (w *walker) judgeReaders(name string, args []field, full []field) {
	if !readers[name] {
		return
	}
	for _, a := range args {
		if isSecretFile(a.s) {
			w.emit(IDCredRead, "bash", fieldStrings(full))
		}
	}
	if name == "nc" || name == "ncat" || name == "netcat" {
		for _, a := range args {
			if a.s == "-e" || a.s == "-c" || strings.HasPrefix(a.s, "--exec") || strings.HasPrefix(a.s, "--sh-exec") {
				w.emit(IDPipeShell, "bash", fieldStrings(full))
			}
		}
	}
}
