package shell

import (
	"path"
	"strings"
)

// pathClass is what deleting or rewriting a path would cost.
type pathClass uint8

const (
	pcOther  pathClass = iota
	pcCwd              // ., .., *, ./*, ../* — the project or its parent
	pcHome             // ~, $HOME, /home/user, /root
	pcRoot             // /
	pcSysTop           // a top-level system directory: /etc, /usr, …
	pcSysSub           // inside a system directory: /etc/ssh, /usr/lib, …
	pcDevice           // a block device under /dev
)

// systemTop lists directories whose loss breaks the machine.
var systemTop = map[string]bool{
	"/bin": true, "/boot": true, "/dev": true, "/etc": true, "/home": true, "/lib": true,
	"/lib32": true, "/lib64": true, "/libx32": true, "/opt": true, "/proc": true, "/root": true,
	"/sbin": true, "/srv": true, "/sys": true, "/usr": true, "/var": true, "/snap": true,
	"/mnt": true, "/media": true, "/run": true,
	"/System": true, "/Library": true, "/Applications": true, "/Users": true, "/private": true,
	"/Volumes": true, "/cores": true,
}

// osTop are top-level directories whose every child belongs to the OS
// (unlike /home, /opt, /srv or /var, whose children are users' or sites').
var osTop = map[string]bool{
	"/etc": true, "/usr": true, "/bin": true, "/sbin": true, "/boot": true, "/lib": true, "/lib32": true,
	"/lib64": true, "/libx32": true, "/root": true, "/proc": true, "/sys": true, "/System": true, "/Library": true,
}

var osVar = map[string]bool{"/var/lib": true, "/var/log": true, "/var/spool": true, "/var/db": true, "/var/backups": true, "/var/mail": true}

// isSecretName: file names that credential hunters search for.
func isSecretName(n string) bool {
	n = strings.Trim(n, "*")
	switch n {
	case ".netrc", ".gnupg", ".git-credentials", ".pgpass", "id_rsa", "id_dsa", "id_ecdsa", "id_ed25519", "shadow", "credentials", ".aws", "wallet.dat", "authorized_keys", "known_hosts", ".bash_history",
		// key and key-store files by their extension (find / -name "*.pem"),
		// private keys by their prefix (-name "id_*"), and the token caches
		// of the cloud CLIs
		".pem", ".key", ".p12", ".pfx", ".ppk", ".jks", ".keystore", ".kdbx", "id_",
		"msal_token_cache.json", "credentials.db", "access_tokens.db", ".vault-token", ".pypirc", ".npmrc":
		return true
	}
	return false
}

// systemSubPrefixes are trees whose contents belong to the OS. /usr/local,
// /var/tmp, /var/www, /opt/<app> and /srv/<site> are deliberately absent:
// admins and agents work there every day.
var systemSubPrefixes = []string{
	"/etc/", "/bin/", "/sbin/", "/boot/", "/lib/", "/lib32/", "/lib64/", "/libx32/",
	"/usr/bin/", "/usr/sbin/", "/usr/lib/", "/usr/lib32/", "/usr/lib64/", "/usr/libexec/",
	"/usr/share/", "/usr/include/", "/var/lib/", "/var/log/", "/var/spool/", "/var/db/",
	"/var/backups/", "/var/mail/", "/root/", "/proc/", "/sys/", "/dev/",
	"/System/", "/Library/", "/private/etc/", "/private/var/db/",
}

// safeDev are character devices that are fine to write to or read from.
var safeDev = map[string]bool{
	"null": true, "zero": true, "random": true, "urandom": true, "full": true,
	"stdout": true, "stderr": true, "stdin": true, "tty": true, "console": true,
	"ptmx": true, "kmsg": true, "log": true,
}

// cleanPath normalises a literal path for classification. It reports
// whether a trailing glob (/*, /.*) was removed, because `rm /etc/*` deletes
// the contents of /etc even without -r.
func cleanPath(p string) (string, bool) {
	globbed := false
	if strings.HasPrefix(p, "$HOME") {
		p = "~" + p[len("$HOME"):]
	} else if strings.HasPrefix(p, "${HOME}") {
		p = "~" + p[len("${HOME}"):]
	}
	for {
		switch {
		case strings.HasSuffix(p, "/*"), strings.HasSuffix(p, "/.*"):
			p = p[:strings.LastIndexByte(p, '/')]
			globbed = true
			if p == "" {
				p = "/"
				return p, true
			}
			continue
		case len(p) > 1 && strings.HasSuffix(p, "/"):
			p = strings.TrimRight(p, "/")
			if p == "" {
				return "/", globbed
			}
			continue
		case strings.HasSuffix(p, "/."):
			p = p[:len(p)-2]
			if p == "" {
				return "/", globbed
			}
			continue
		}
		break
	}
	if strings.HasPrefix(p, "/") {
		p = path.Clean(p)
	} else if strings.HasPrefix(p, "./") || strings.HasPrefix(p, "../") {
		p = path.Clean(p)
	}
	return p, globbed
}

func classifyPath(raw string) pathClass {
	p, _ := cleanPath(raw)
	return classifyClean(p)
}

func classifyClean(p string) pathClass {
	switch p {
	case "":
		return pcOther
	case "/":
		return pcRoot
	case ".", "..", "*", ".*", "*.*", "*/", "./.", "../..", "../../..":
		return pcCwd
	case "~", "/root":
		return pcHome
	}
	if strings.HasPrefix(p, "~") {
		rest := p[1:]
		if !strings.Contains(rest, "/") && rest != "" && isUserName(rest) {
			return pcHome // ~user
		}
		return pcOther
	}
	if p[0] != '/' {
		if dotsOnly(p) {
			return pcCwd
		}
		return pcOther
	}
	if systemTop[p] {
		return pcSysTop
	}
	if dir, base := path.Split(p); (dir == "/home/" || dir == "/Users/") && base != "" && !strings.ContainsAny(base, "*?[") {
		return pcHome
	}
	if strings.HasPrefix(p, "/dev/") {
		if isBlockDevice(p) {
			return pcDevice
		}
		return pcOther
	}
	if p == "/usr/local" || strings.HasPrefix(p, "/usr/local/") || p == "/usr/src" || strings.HasPrefix(p, "/usr/src/") ||
		p == "/usr/ports" || strings.HasPrefix(p, "/usr/ports/") || p == "/usr/pkgsrc" || strings.HasPrefix(p, "/usr/pkgsrc/") {
		return pcOther // the admin's own tree
	}
	if dir := path.Dir(p); osTop[dir] || osVar[p] {
		return pcSysSub // a file directly in /usr, /etc, … or /var/log itself
	}
	for _, pre := range systemSubPrefixes {
		if strings.HasPrefix(p, pre) {
			return pcSysSub
		}
	}
	return pcOther
}

func isUserName(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.') {
			return false
		}
	}
	return true
}

// isBlockDevice treats any /dev node that is not a well-known character
// device (null, zero, tty…, pts/…, fd/…, shm/…) as a disk: the names of
// disks vary too much (sda, nvme0n1, mmcblk0, disk2, mapper/x, sdX
// placeholders) for an allow-list of disks to be safe.
func isBlockDevice(p string) bool {
	rest := strings.TrimPrefix(p, "/dev/")
	if rest == "" || rest == p {
		return false
	}
	first, _, _ := strings.Cut(rest, "/")
	if safeDev[first] {
		return false
	}
	for _, pre := range []string{"tty", "pts", "fd", "shm", "std", "null", "tcp", "udp", "mqueue", "hugepages", "cu.", "video", "snd", "input", "dri", "bus", "char", "net", "cpu", "vcs", "vhost", "kvm", "fuse", "tun", "rtc", "watchdog", "hidraw", "usb", "uinput", "nvidia"} {
		if strings.HasPrefix(first, pre) {
			return false
		}
	}
	return true
}

// authFiles are the files that decide who may log in and as whom.
func isAuthFile(p string) bool {
	p, _ = cleanPath(p)
	switch p {
	case "/etc/passwd", "/etc/shadow", "/etc/group", "/etc/gshadow", "/etc/sudoers",
		"/etc/security/opasswd", "/etc/master.passwd", "/private/etc/sudoers", "/etc/doas.conf":
		return true
	}
	return strings.HasPrefix(p, "/etc/sudoers.d") || strings.HasPrefix(p, "/etc/pam.d")
}

// isSecretFile: password hashes, private keys, cloud credentials and live
// process memory. /etc/passwd is world-readable and is not one of them.
func isSecretFile(p string) bool {
	p, _ = cleanPath(p)
	switch p {
	case "/etc/shadow", "/etc/gshadow", "/etc/security/opasswd", "/etc/master.passwd", "/etc/sudoers":
		return true
	}
	base := path.Base(p)
	switch {
	case strings.HasPrefix(base, "id_") && !strings.HasSuffix(base, ".pub") && strings.Contains(p, ".ssh"):
		return true
	case base == ".netrc" || base == ".git-credentials" || base == ".pgpass":
		return true
	case strings.HasSuffix(p, ".aws/credentials") || strings.HasSuffix(p, ".docker/config.json") || strings.HasSuffix(p, ".kube/config"):
		return true
	case strings.HasPrefix(p, "/proc/") && base == "mem":
		return true
	}
	return false
}

var rcNames = map[string]bool{
	".bashrc": true, ".bash_profile": true, ".bash_login": true, ".bash_logout": true, ".profile": true,
	".zshrc": true, ".zprofile": true, ".zshenv": true, ".zlogin": true, ".cshrc": true,
	".tcshrc": true, ".kshrc": true, ".mkshrc": true, "bash.bashrc": true, "zshrc": true, "profile": true,
	"environment": true, "config.fish": true,
}

// isShellRC reports whether p is a file the shell runs at start-up, and
// whether it is a system-wide (or root's) one.
func isShellRC(p string) (rc, system bool) {
	p, _ = cleanPath(p)
	base := path.Base(p)
	switch {
	case strings.HasPrefix(p, "/etc/profile.d/"):
		return true, true
	case base == "profile" || base == "environment" || base == "bash.bashrc" || base == "zshrc":
		if path.Dir(p) == "/etc" {
			return true, true
		}
		return false, false
	case rcNames[base]:
		return true, strings.HasPrefix(p, "/root/") || strings.HasPrefix(p, "/etc/")
	}
	return false, false
}

// isCompletionPath: directories of shell completion scripts. Installing
// one is a routine step of installing a tool.
func isCompletionPath(p string) bool {
	for _, d := range []string{"/etc/bash_completion.d/", "/usr/share/bash-completion/completions/", "/usr/share/zsh/site-functions/", "/usr/share/zsh/vendor-completions/", "/usr/share/fish/vendor_completions.d/"} {
		if strings.HasPrefix(p, d) && !strings.Contains(p[len(d):], "/") {
			return true
		}
	}
	return false
}

func isHistoryFile(p string) bool {
	base := path.Base(p)
	return strings.HasSuffix(base, "_history") || base == ".history" || base == "ConsoleHost_history.txt"
}

func isLogPath(p string) bool {
	p, _ = cleanPath(p)
	return p == "/var/log" || strings.HasPrefix(p, "/var/log/") || p == "/var/adm" || strings.HasPrefix(p, "/var/adm/") ||
		p == "/var/run/utmp" || p == "/run/utmp"
}

func baseName(s string) string {
	if i := strings.LastIndexAny(s, "/\\"); i >= 0 && i < len(s)-1 {
		s = s[i+1:]
	}
	return s
}

// cmdName is the name a command is judged by: its base name, lower-cased
// only when it has upper case (PowerShell and cmd are case-insensitive;
// a Unix command with capitals is rare), without .exe.
func cmdName(s string) string {
	if strings.ContainsAny(s, "/\\") && !strings.HasPrefix(s, "/") && !(len(s) > 2 && s[1] == ':') {
		return s // ./truncate is the project's script, not /usr/bin/truncate
	}
	s = baseName(s)
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			s = strings.ToLower(s)
			break
		}
	}
	return strings.TrimSuffix(s, ".exe")
}

// daemons are processes whose death takes the machine or its access down.
var daemons = map[string]bool{
	"sshd": true, "systemd": true, "init": true, "dockerd": true, "containerd": true, "cron": true,
	"crond": true, "rsyslogd": true, "syslogd": true, "syslog-ng": true, "journald": true,
	"systemd-journald": true, "xorg": true, "ntpd": true, "chronyd": true, "dbus-daemon": true,
	"networkmanager": true, "udevd": true, "systemd-udevd": true, "kubelet": true, "auditd": true,
	"firewalld": true, "lsass": true, "csrss": true, "winlogon": true, "wininit": true,
	"services": true, "smss": true, "spoolsv": true, "svchost": true, "msmpeng": true,
	"launchd": true, "loginwindow": true, "polkitd": true, "gdm": true, "lightdm": true,
}

// mentionsDaemon reports whether any word-like token in s names a daemon.
func mentionsDaemon(s string) bool {
	start := -1
	for i := 0; i <= len(s); i++ {
		alnum := i < len(s) && (s[i] >= 'a' && s[i] <= 'z' || s[i] >= 'A' && s[i] <= 'Z' || s[i] >= '0' && s[i] <= '9' || s[i] == '-' || s[i] == '_')
		if alnum && start < 0 {
			start = i
		} else if !alnum && start >= 0 {
			tok := s[start:i]
			if daemons[strings.ToLower(strings.TrimSuffix(tok, ".exe"))] && tok != "services" && tok != "init" {
				return true
			}
			start = -1
		}
	}
	return false
}

// criticalServices are systemd/SysV units whose stop cuts access, logging,
// scheduling, protection or the service the box exists for.
var criticalServices = map[string]bool{
	"ssh": true, "sshd": true, "openssh-server": true, "firewalld": true, "ufw": true, "iptables": true,
	"nftables": true, "auditd": true, "cron": true, "crond": true, "rsyslog": true, "syslog": true,
	"systemd-journald": true, "apparmor": true, "networking": true, "network": true,
	"networkmanager": true, "systemd-networkd": true, "systemd-resolved": true, "docker": true,
	"containerd": true, "kubelet": true, "apache2": true, "httpd": true, "nginx": true,
	"mysql": true, "mysqld": true, "mariadb": true, "postgresql": true, "redis": true,
	"redis-server": true, "mongod": true, "dbus": true, "fail2ban": true, "clamav-daemon": true,
	"falcon-sensor": true, "osqueryd": true, "wazuh-agent": true, "crowdstrike": true,
}

// dotsOnly: a relative path made of . and .. alone (./.., ../../); "..."
// is a file name like any other.
func dotsOnly(p string) bool {
	for seg := range strings.SplitSeq(p, "/") {
		if seg != "" && seg != "." && seg != ".." {
			return false
		}
	}
	return true
}
