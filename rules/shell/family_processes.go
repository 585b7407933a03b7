package shell

import "strings"

// The processes family: killing processes and running miners. Killing
// "something" in one command and naming a system daemon in another
// (pgrep sshd | xargs kill) is joined at the end of the walk
// (walker.finish), so the lookups count here too.
var processCommands = []command{
	{names: words("kill"), judge: (*walker).judgeKill},
	{names: words("killall5"), judge: always(IDKillAll)},
	{names: words("pkill killall skill slay"), judge: (*walker).judgePkill},
	{names: words("taskkill"), judge: (*walker).judgeTaskkill},
	{names: words("pgrep pidof grep egrep fgrep awk gawk mawk ps"), judge: (*walker).judgeProcessLookup},
	{names: words("xmrig minerd cpuminer cpuminer-multi ethminer t-rex nbminer lolminer phoenixminer " +
		"nanominer cgminer bfgminer xmr-stak srbminer-multi"), judge: always(IDMiner)},
}

// judgePkill: killing by name or by user (every root process).
func (w *walker) judgePkill(_ string, args, full []field) {
	w.sawKill = true
	o := parseOpts(args, "uUgGsPtFnc", "uid", "euid", "user", "signal", "group", "parent", "terminal")
	if u, ok := o.val("u", "U", "uid", "euid", "user"); ok && (u == "root" || u == "0") {
		w.emit(IDKillAll, "bash", fieldStrings(full))
	}
	for _, a := range o.ops {
		// An operand is a process name: "init" or "services" alone is the
		// daemon, which mentionsDaemon leaves out of free text.
		if mentionsDaemon(a.s) || daemons[strings.ToLower(strings.TrimSuffix(a.s, ".exe"))] {
			w.emit(IDKillSystem, "bash", fieldStrings(full))
		}
	}
}

// judgeTaskkill: the Windows kill, by image name.
func (w *walker) judgeTaskkill(_ string, args, full []field) {
	w.sawKill = true
	for _, a := range args {
		if mentionsDaemon(a.s) {
			w.emit(IDKillSystem, "cmd", fieldStrings(full))
		}
	}
}

// judgeProcessLookup: a command that looks a system daemon up, the first
// half of killing it.
func (w *walker) judgeProcessLookup(name string, args, full []field) {
	for _, a := range args {
		if mentionsDaemon(a.s) {
			w.sawDaemon = true
		}
	}
	if name == "grep" || name == "egrep" || name == "fgrep" {
		w.judgeGrepSecrets(args, full)
	}
}

// judgeGrepSecrets: a recursive grep for passwords, secrets or tokens
// through /, a system directory or a home directory is a search for
// credentials (T1552.001: grep -ri password /); the same search in the
// project is ordinary work.
func (w *walker) judgeGrepSecrets(args, full []field) {
	o := parseOpts(args, "efmABCdD", "regexp", "file", "max-count", "after-context", "before-context", "context", "include", "exclude", "exclude-dir", "directories", "devices", "label")
	if !(o.has('r') || o.has('R') || o.hasLong("recursive", 3) || o.hasLong("dereference-recursive", 3)) {
		return
	}
	pats := fieldStrings(o.ops)
	paths := []string(nil)
	if v, ok := o.val("e", "regexp"); ok {
		paths = pats
		pats = []string{v}
	} else if len(pats) > 1 {
		pats, paths = pats[:1], pats[1:]
	} else {
		return
	}
	secret := false
	for _, p := range pats {
		l := strings.ToLower(p)
		for _, k := range secretSearchWords {
			if strings.Contains(l, k) {
				secret = true
			}
		}
		// Key prefixes searched as they are written: AWS key ids (AKIA,
		// ASIA temporary), in capitals, so "Asia" in prose is no match.
		if strings.Contains(p, "AKIA") || strings.Contains(p, "ASIA") {
			secret = true
		}
	}
	if !secret {
		return
	}
	for _, p := range paths {
		if c := classifyPath(p); c == pcRoot || c == pcSysTop || c == pcHome || c == pcSysSub {
			w.emit(IDCredSearch, "bash", fieldStrings(full))
			return
		}
	}
}

// secretSearchWords in a recursive grep's pattern (lowercased) say it is
// looking for credentials: names of secrets, and the prefixes of the
// commonest vendor tokens (GitHub, Slack, Stripe, Anthropic, OpenAI).
var secretSearchWords = []string{
	"passw", "passwd", "pwd", "secret", "token", "api_key", "apikey", "credential", "private key",
	"access_key", "accesskey", "aws_", "bearer", "ghp_", "github_pat_", "xoxb-", "xoxp-", "sk_live_", "sk-ant-", "sk-proj-",
}

// judgeKill: kill -1 (every process) or PID 1; any kill is remembered
// for joining with a daemon lookup (walker.finish).
func (w *walker) judgeKill(_ string, args, full []field) {
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

// judgeMiningPool: a mining pool's address in any command's arguments
// (stratum+tcp://pool:4444, --url=stratum+ssl://…) is a miner running
// under whatever name it was given (./x, /tmp/.cache/kworker): the
// protocol is spoken by miners only.
func (w *walker) judgeMiningPool(full []field) {
	for i, a := range full {
		if minerOption(a.s) || i > 0 && minerAlgoFlags[full[i-1].s] && minerAlgorithm(full[i-1].s, a.s) {
			w.emit(IDMiner, "bash", fieldStrings(full))
			return
		}
		if k, v, ok := strings.Cut(a.s, "="); ok && minerAlgoFlags[k] && minerAlgorithm(k, v) {
			w.emit(IDMiner, "bash", fieldStrings(full))
			return
		}
		if i := strings.Index(strings.ToLower(a.s), "stratum"); i >= 0 && strings.Contains(a.s[i:], "://") {
			scheme := strings.ToLower(a.s[i:])
			scheme = scheme[:strings.Index(scheme, "://")]
			if scheme == "stratum" || strings.HasPrefix(scheme, "stratum+") || strings.HasPrefix(scheme, "stratum1+") || strings.HasPrefix(scheme, "stratum2+") {
				w.emit(IDMiner, "bash", fieldStrings(full))
				return
			}
		}
	}
}

// minerOptions are options only mining software takes (XMRig and its
// forks: the developer's fee in percent, RandomX's tuning), whatever the
// program is called.
var minerOptions = []string{"--donate-level", "--donate-over-proxy", "--randomx-", "--cpu-max-threads-hint", "--nicehash"}

func minerOption(a string) bool {
	for _, o := range minerOptions {
		if strings.HasPrefix(a, o) {
			return true
		}
	}
	return false
}

// minerAlgoFlags name the algorithm a miner hashes with; minerAlgorithms
// are proof-of-work algorithms of mined coins (Monero's RandomX, the
// CryptoNight family, Ethash, KawPow, …) that no other tool hashes with.
var minerAlgoFlags = map[string]bool{"-a": true, "--algo": true, "--algorithm": true, "--coin": true}

var minerAlgorithms = []string{"rx/", "cn/", "cn-", "argon2/", "randomx", "cryptonight", "ethash", "etchash", "kawpow", "autolykos", "ghostrider"}

// minerAlgorithm: an algorithm's name, or a family with its variant after
// the slash (rx/0, cn/r; "cn/" alone is a directory).
func minerAlgorithm(flag, v string) bool {
	v = strings.ToLower(v)
	if flag == "--coin" && (v == "monero" || v == "xmr") {
		return true
	}
	for _, a := range minerAlgorithms {
		if strings.HasPrefix(v, a) && (!strings.HasSuffix(a, "/") || len(v) > len(a)) {
			return true
		}
	}
	return false
}
