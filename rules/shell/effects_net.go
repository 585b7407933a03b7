package shell

import (
	"path"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
)

// The network rows of the catalogue of argument roles, and the containers
// and remotes whose inner command is judged.

const (
	dirSend     = "send"
	dirDownload = "download"
)

// urlHost is the host of a URL or host[:port] operand; ok is false when
// s names no host.
func urlHost(s string) (string, bool) {
	rest := strings.TrimPrefix(s, "//")
	if _, after, ok := strings.Cut(s, "://"); ok {
		rest = after
	}
	rest, _, _ = strings.Cut(rest, "/")
	rest, _, _ = strings.Cut(rest, "?")
	rest, _, _ = strings.Cut(rest, "#")
	if i := strings.LastIndexByte(rest, '@'); i >= 0 {
		rest = rest[i+1:]
	}
	if strings.HasPrefix(rest, "[") {
		if i := strings.IndexByte(rest, ']'); i > 0 {
			return rest[1:i], true
		}
	}
	if i := strings.IndexByte(rest, ':'); i >= 0 {
		rest = rest[:i]
	}
	return rest, rest != ""
}

// net records a net effect with the host of a URL.
func (e *ewalker) net(f field, dir string) {
	if f.dyn {
		e.add(middleware.Effect{Op: middleware.EffectNet, Host: f.s, Dir: dir, Unknown: true})
		return
	}
	if h, ok := urlHost(f.s); ok {
		e.add(middleware.Effect{Op: middleware.EffectNet, Host: h, Dir: dir})
	}
}

// dataFile is the file a curl data or form value reads: @file, <file,
// name@file; "" for literal data, "-" for standard input.
func dataFile(v string, form bool) string {
	if form {
		_, v, _ = strings.Cut(v, "=")
		if strings.HasPrefix(v, "<") {
			return strings.TrimPrefix(v, "<")
		}
	}
	if strings.HasPrefix(v, "@") {
		f, _, _ := strings.Cut(v[1:], ";")
		return f
	}
	if !form {
		if _, f, ok := strings.Cut(v, "@"); ok && !strings.ContainsAny(f, " =") {
			return f // --data-urlencode name@file
		}
	}
	return ""
}

// curlFn: curl sends -d/--data*/-F/-T (reading @files), downloads
// otherwise; -o/-O/-D/-c write, -K/-b read.
func curlFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	long := words("data data-binary data-ascii data-raw data-urlencode json form form-string upload-file output header user request " +
		"cookie cookie-jar config url proxy user-agent referer dump-header cert key cacert range max-time connect-timeout " +
		"write-out output-dir unix-socket resolve connect-to retry interface")
	o := parseOpts(args, "dFTouHXAbcDKxreEmwCYyzPQ", long...)
	send := false
	for _, v := range o.vals {
		switch v.k {
		case "d", "data", "data-binary", "data-ascii", "data-urlencode", "json":
			send = true
			if f := dataFile(v.v, false); f != "" && v.k != "data-raw" {
				e.addPath(middleware.EffectRead, valField(f))
			}
		case "F", "form":
			send = true
			if f := dataFile(v.v, true); f != "" {
				e.addPath(middleware.EffectRead, valField(f))
			}
		case "data-raw", "form-string":
			send = true
		case "T", "upload-file":
			send = true
			e.addPath(middleware.EffectRead, valField(v.v))
		case "X", "request":
			if m := strings.ToUpper(v.v); m == "POST" || m == "PUT" || m == "PATCH" || m == "DELETE" {
				send = true
			}
		case "o", "output", "D", "dump-header", "c", "cookie-jar":
			e.addPath(middleware.EffectWrite, valField(v.v))
		case "K", "config", "b", "cookie", "E", "cert", "key":
			if v.k != "b" && v.k != "cookie" || !strings.Contains(v.v, "=") {
				e.addPath(middleware.EffectRead, valField(v.v))
			}
		}
	}
	dir := dirDownload
	if send {
		dir = dirSend
	}
	urls := o.ops
	for _, u := range o.allVals("url") {
		urls = append(urls, valField(u))
	}
	for _, u := range urls {
		e.net(u, dir)
		if o.has('O') || o.hasLong("remote-name", 8) {
			e.addPath(middleware.EffectWrite, remoteName(u))
		}
	}
	return stdout{}
}

// remoteName is the file curl -O and wget save a URL to.
func remoteName(u field) field {
	s, _, _ := strings.Cut(u.s, "?")
	if _, after, ok := strings.Cut(s, "://"); ok {
		s = after
	}
	_, p, ok := strings.Cut(s, "/")
	if !ok || path.Base(p) == "." || path.Base(p) == "/" || strings.HasSuffix(p, "/") || p == "" {
		return field{s: "index.html", dyn: u.dyn}
	}
	return field{s: path.Base(p), dyn: u.dyn}
}

// wgetFn: wget downloads to -O FILE, into -P DIR, or to the URL's name;
// --post-file sends a file.
func wgetFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	o := parseOpts(args, "OoaPiUeBtTwlQ", "output-document", "output-file", "append-output", "directory-prefix", "input-file",
		"user-agent", "post-data", "post-file", "body-data", "body-file", "header", "method", "user", "password", "execute", "tries", "timeout", "load-cookies", "save-cookies")
	dir := dirDownload
	for _, v := range o.vals {
		switch v.k {
		case "post-file", "body-file":
			dir = dirSend
			e.addPath(middleware.EffectRead, valField(v.v))
		case "post-data", "body-data":
			dir = dirSend
		case "O", "output-document", "o", "output-file", "a", "append-output", "P", "directory-prefix", "save-cookies":
			e.addPath(middleware.EffectWrite, valField(v.v))
		case "i", "input-file", "load-cookies":
			e.addPath(middleware.EffectRead, valField(v.v))
		}
	}
	_, named := o.val("O", "output-document", "P", "directory-prefix")
	for _, u := range o.ops {
		e.net(u, dir)
		if !named && !o.has('q') || !named {
			e.addPath(middleware.EffectWrite, remoteName(u))
		}
	}
	return stdout{}
}

// ncFn: nc HOST PORT (or -l to listen) sends; -e/-c runs a program on the
// connection.
func ncFn(e *ewalker, name string, args []field, in stdin) stdout {
	o := parseOpts(args, "epcsiIOqwWxXTmVPgGb", "exec", "sh-exec", "source", "proxy", "wait")
	for _, c := range o.allVals("e", "exec", "c", "sh-exec") {
		e.add(unknownExec)
		e.remoteRun(valField(c))
	}
	if o.has('l') || o.hasLong("listen", 3) {
		e.add(middleware.Effect{Op: middleware.EffectNet, Dir: dirSend, Unknown: true})
		return stdout{}
	}
	if len(o.ops) == 0 {
		e.add(middleware.Effect{Op: middleware.EffectNet, Dir: dirSend, Unknown: true})
		return stdout{}
	}
	e.net(o.ops[0], dirSend)
	return stdout{}
}

// remoteRun runs a command whose input and output are a network stream
// (nc -e, socat EXEC:): a shell or an interpreter there takes its
// commands from the peer.
func (e *ewalker) remoteRun(f field) {
	e.runText(f)
	if name, _, _ := strings.Cut(strings.TrimSpace(f.s), " "); f.dyn || isShell(cmdName(name)) || isInterpreterName(cmdName(name)) {
		e.add(middleware.Effect{Op: middleware.EffectExec, Program: cmdName(name), Class: effects.ClassInteractiveShell})
	}
}

// opensslFn: openssl s_client -connect HOST:PORT talks to HOST both ways
// (what it reads arrives on its output, what flows in is sent).
func opensslFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	if len(args) == 0 || args[0].s != "s_client" {
		return stdout{}
	}
	o := parseOpts(args[1:], "", "connect", "host", "port", "servername", "proxy", "CAfile", "cert", "key")
	if v, ok := o.val("connect"); ok {
		host, _, _ := strings.Cut(v, ":")
		e.net(field{s: "//" + host}, "")
	} else {
		e.add(middleware.Effect{Op: middleware.EffectNet, Unknown: true})
	}
	return stdout{}
}

// socatFn: socat ADDR ADDR; TCP:host:port and kin are net, EXEC: and
// SYSTEM: run commands, a plain file address is read or written.
func socatFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	o := parseOpts(args, "dDhvxlL")
	for _, a := range o.ops {
		kind, rest, ok := strings.Cut(a.s, ":")
		if !ok {
			continue
		}
		kind = strings.ToUpper(kind)
		switch {
		case kind == "EXEC" || kind == "SYSTEM":
			cmd, _, _ := strings.Cut(rest, ",")
			e.add(unknownExec)
			e.remoteRun(field{s: cmd, dyn: a.dyn})
		case strings.HasPrefix(kind, "TCP") || strings.HasPrefix(kind, "UDP") || strings.HasPrefix(kind, "OPENSSL") || strings.HasPrefix(kind, "SCTP"):
			if strings.Contains(kind, "LISTEN") {
				e.add(middleware.Effect{Op: middleware.EffectNet, Dir: dirSend, Unknown: true})
				continue
			}
			host, _, _ := strings.Cut(rest, ",")
			e.net(field{s: "//" + host, dyn: a.dyn}, dirSend)
		case kind == "OPEN" || kind == "CREATE" || kind == "GOPEN":
			p, _, _ := strings.Cut(rest, ",")
			e.addPath(middleware.EffectWrite, field{s: p, dyn: a.dyn})
		}
	}
	return stdout{}
}

// sshFn: ssh HOST [CMD…] sends to HOST and runs CMD there, judged as if
// here and as an unknown exec; -o ProxyCommand= runs locally; -F reads a
// config (an identity file, -i, is used to log in, never sent).
func sshFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	o := parseOpts(args[:len(args)-len(skipOpts(args, "BbcDEeFIiJLlmOoPpQRSWw"))], "BbcDEeFIiJLlmOoPpQRSWw")
	rest := skipOpts(args, "BbcDEeFIiJLlmOoPpQRSWw")
	for _, v := range o.vals {
		switch v.k {
		case "F":
			e.addPath(middleware.EffectRead, valField(v.v))
		case "i":
			// The identity file signs the login here; it is not sent.
			// Reading it to authenticate is its use, not a leak.
		case "E":
			e.addPath(middleware.EffectWrite, valField(v.v))
		case "o":
			k, val, _ := strings.Cut(v.v, "=")
			if strings.EqualFold(k, "ProxyCommand") || strings.EqualFold(k, "LocalCommand") {
				e.runText(valField(val))
			}
		}
	}
	if len(rest) == 0 {
		return stdout{}
	}
	e.net(rest[0], dirSend)
	if len(rest) > 1 {
		host, _ := urlHost(rest[0].s)
		e.add(middleware.Effect{Op: middleware.EffectExec, Host: host, Unknown: true})
		e.runText(joined(rest[1:]))
	}
	return stdout{}
}

// remoteOperand splits host:path (scp, rsync); a local path has no host.
func remoteOperand(f field) (host string, remote bool) {
	s := f.s
	if strings.HasPrefix(s, "/") || strings.HasPrefix(s, ".") || strings.HasPrefix(s, "~") {
		return "", false
	}
	if u, ok := strings.CutPrefix(s, "rsync://"); ok {
		h, _ := urlHost(u)
		return h, true
	}
	if strings.Contains(s, "://") {
		h, _ := urlHost(s)
		return h, true
	}
	h, _, ok := strings.Cut(s, ":")
	if !ok || strings.Contains(h, "/") {
		return "", false
	}
	if i := strings.LastIndexByte(h, '@'); i >= 0 {
		h = h[i+1:]
	}
	return h, true
}

// transfer records a copy from srcs to dst, any of them remote.
func (e *ewalker) transfer(srcs []field, dst field) {
	if dh, remote := remoteOperand(dst); remote {
		for _, s := range srcs {
			if _, r := remoteOperand(s); !r {
				e.addPath(middleware.EffectRead, s)
			}
		}
		e.add(middleware.Effect{Op: middleware.EffectNet, Host: dh, Dir: dirSend, Unknown: dst.dyn})
		return
	}
	for _, s := range srcs {
		if sh, r := remoteOperand(s); r {
			e.add(middleware.Effect{Op: middleware.EffectNet, Host: sh, Dir: dirDownload, Unknown: s.dyn})
		} else {
			e.addPath(middleware.EffectRead, s)
		}
	}
	e.addPath(middleware.EffectWrite, dst)
}

// scpFn: scp SRC… DST and sftp HOST.
func scpFn(e *ewalker, name string, args []field, _ stdin) stdout {
	o := parseOpts(args, "cFiJlOoPSDXBbRs")
	for _, k := range o.allVals("i", "F") {
		e.addPath(middleware.EffectRead, valField(k))
	}
	if name == "sftp" {
		if len(o.ops) > 0 {
			e.net(field{s: "//" + o.ops[0].s, dyn: o.ops[0].dyn}, dirSend)
		}
		return stdout{}
	}
	if len(o.ops) >= 2 {
		e.transfer(o.ops[:len(o.ops)-1], o.ops[len(o.ops)-1])
	}
	return stdout{}
}

// rsyncFn: rsync SRC… DST, remote or not; --delete deletes in DST; -e
// runs a remote shell.
func rsyncFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	o := parseOpts(args, "eBfTM", "rsh", "exclude", "include", "filter", "files-from", "exclude-from", "include-from", "password-file",
		"backup-dir", "suffix", "temp-dir", "compare-dest", "link-dest", "copy-dest", "rsync-path", "log-file", "chmod", "chown", "bwlimit", "timeout", "port", "partial-dir", "out-format")
	if len(o.ops) < 2 {
		return stdout{}
	}
	dst := o.ops[len(o.ops)-1]
	e.transfer(o.ops[:len(o.ops)-1], dst)
	for _, l := range o.long {
		if strings.HasPrefix(l, "delete") || l == "remove-source-files" {
			if l == "remove-source-files" {
				for _, s := range o.ops[:len(o.ops)-1] {
					e.addPath(middleware.EffectDelete, s)
				}
			} else {
				e.addPath(middleware.EffectDelete, dst) // host:path when remote
			}
		}
	}
	for _, f := range o.allVals("files-from", "exclude-from", "include-from", "password-file") {
		e.addPath(middleware.EffectRead, valField(f))
	}
	for _, sh := range o.allVals("e", "rsh") {
		e.runText(valField(sh))
	}
	return stdout{}
}

// hostFn: ping, dig and kin reach the host they name (DNS lookups carry
// data out too).
func hostFn(e *ewalker, name string, args []field, _ stdin) stdout {
	o := parseOpts(args, effectIndex[name].valOpts)
	for _, f := range o.ops {
		if !strings.HasPrefix(f.s, "@") && !strings.HasPrefix(f.s, "+") && f.s != "" {
			e.net(field{s: "//" + f.s, dyn: f.dyn}, dirSend)
			return stdout{}
		}
	}
	return stdout{}
}

// gitCommandConfig are git settings whose value runs as a command or
// names hooks that will run.
func gitCommandConfig(key, val string) bool {
	k := strings.ToLower(key)
	switch k {
	case "core.hookspath", "core.fsmonitor", "core.sshcommand", "core.pager", "core.editor", "core.askpass",
		"sequence.editor", "diff.external", "gpg.program", "credential.helper", "include.path", "includeif.path":
		return true
	}
	if strings.HasPrefix(k, "alias.") {
		return strings.HasPrefix(val, "!")
	}
	return strings.HasPrefix(k, "filter.") || strings.HasPrefix(k, "diff.") && strings.HasSuffix(k, ".textconv") ||
		strings.HasPrefix(k, "merge.") && strings.HasSuffix(k, ".driver") || strings.HasPrefix(k, "url.")
}

// gitFn: push/fetch/pull/clone reach the remote; clone writes its
// directory; clean and rm delete; config and -c set command-running
// settings, which are a write of the config file and a persist.
func gitFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	dir := ""
	i := 0
	for ; i < len(args); i++ {
		a := args[i].s
		switch {
		case a == "-C" || a == "--git-dir" || a == "--work-tree" || a == "--namespace":
			if i+1 < len(args) {
				if a == "-C" {
					dir = args[i+1].s + "/"
				}
				i++
			}
		case a == "-c":
			if i+1 < len(args) {
				k, v, _ := strings.Cut(args[i+1].s, "=")
				if gitCommandConfig(k, v) {
					e.gitSetting(k, v, args[i+1].dyn)
				}
				i++
			}
		case strings.HasPrefix(a, "-"):
		default:
			goto sub
		}
	}
	return stdout{}
sub:
	sub, rest := args[i].s, args[i+1:]
	o := parseOpts(rest, "bCcjmoOuXeS", "branch", "origin", "depth", "upload-pack", "receive-pack", "exec", "template", "config", "reference", "separate-git-dir", "jobs", "file", "message", "exclude")
	switch sub {
	case "push", "send-pack":
		e.gitRemote(o.ops, dirSend)
	case "fetch", "pull", "ls-remote", "remote", "submodule":
		e.gitRemote(o.ops, dirDownload)
	case "clone":
		e.gitRemote(o.ops[:min(1, len(o.ops))], dirDownload)
		switch {
		case len(o.ops) >= 2:
			e.addPath(middleware.EffectWrite, o.ops[1])
		case len(o.ops) == 1:
			e.addPath(middleware.EffectWrite, field{s: strings.TrimSuffix(baseName(strings.TrimRight(o.ops[0].s, "/")), ".git"), dyn: o.ops[0].dyn})
		}
		for _, c := range o.allVals("c", "config") {
			k, v, _ := strings.Cut(c, "=")
			if gitCommandConfig(k, v) {
				e.gitSetting(k, v, strings.Contains(c, "$"))
			}
		}
	case "clean":
		if !o.has('n') && !o.hasLong("dry-run", 3) {
			targets := o.ops
			if len(targets) == 0 {
				targets = []field{{s: dir + "."}}
			}
			for _, t := range targets {
				e.addPath(middleware.EffectDelete, t)
			}
		}
	case "rm":
		for _, t := range o.ops {
			e.addPath(middleware.EffectDelete, t)
		}
	case "config":
		e.gitConfig(rest, dir)
	}
	for _, u := range o.allVals("upload-pack", "receive-pack", "exec") {
		e.runText(valField(u))
	}
	return stdout{}
}

// gitRemote records the host of the first URL-like operand, or an unknown
// host (a named remote).
func (e *ewalker) gitRemote(ops []field, dir string) {
	for _, op := range ops {
		if h, ok := remoteOperand(op); ok && (strings.Contains(op.s, "://") || strings.Contains(op.s, "@") || strings.Contains(op.s, ":")) {
			e.add(middleware.Effect{Op: middleware.EffectNet, Host: h, Dir: dir, Unknown: op.dyn})
			return
		}
	}
	e.add(middleware.Effect{Op: middleware.EffectNet, Dir: dir, Unknown: true})
}

// gitConfig: git config [--global|--system|--file F] KEY VALUE.
func (e *ewalker) gitConfig(args []field, dir string) {
	o := parseOpts(args, "f", "file", "type", "default", "blob")
	file := dir + ".git/config"
	switch {
	case o.hasLong("global", 6):
		file = "~/.gitconfig"
	case o.hasLong("system", 6):
		file = "/etc/gitconfig"
	}
	if f, ok := o.val("f", "file"); ok {
		file = f
	}
	if len(o.ops) < 2 || o.hasLong("get", 3) || o.hasLong("list", 4) || o.has('l') {
		return
	}
	k, v := o.ops[0].s, o.ops[1]
	e.addPath(middleware.EffectWrite, valField(file))
	if gitCommandConfig(k, v.s) {
		e.gitSetting(k, v.s, v.dyn)
		e.add(middleware.Effect{Op: middleware.EffectPersist, Path: file})
	}
}

// gitSetting judges the value of a command-running git setting.
func (e *ewalker) gitSetting(key, val string, dyn bool) {
	k := strings.ToLower(key)
	switch {
	case k == "core.hookspath":
		e.add(middleware.Effect{Op: middleware.EffectPersist, Path: val, Unknown: dyn})
	case k == "include.path" || k == "includeif.path" || strings.HasPrefix(k, "url."):
		e.add(middleware.Effect{Op: middleware.EffectPersist, Path: val, Unknown: dyn})
	default:
		e.add(middleware.Effect{Op: middleware.EffectPersist, Program: "git", Unknown: dyn})
		e.runText(field{s: strings.TrimPrefix(val, "!"), dyn: dyn})
	}
}

// dockerFn: docker/podman run and exec judge the command inside; -v
// HOST:CTR mounts are writes of the host path, and paths inside the
// container under a mount are mapped back to the host; --privileged and
// host namespaces are privilege.
func dockerFn(e *ewalker, _ string, args []field, in stdin) stdout {
	if len(args) == 0 {
		return stdout{}
	}
	sub := args[0].s
	if sub == "container" && len(args) > 1 {
		sub, args = args[1].s, args[1:]
	}
	if sub != "run" && sub != "exec" && sub != "create" {
		return stdout{}
	}
	valOpts := "vewupmhcl"
	longVal := words("volume mount env env-file workdir user publish name network hostname entrypoint label memory cpus device cap-add cap-drop security-opt pid ipc uts userns platform restart")
	rest := skipOpts(args[1:], valOpts, longVal...)
	o := parseOpts(args[1:len(args)-len(rest)], valOpts, longVal...)
	type mount struct{ host, ctr string }
	var mounts []mount
	for _, v := range o.allVals("v", "volume") {
		parts := strings.Split(v, ":")
		if len(parts) >= 2 && (strings.HasPrefix(parts[0], "/") || strings.HasPrefix(parts[0], "~") || strings.HasPrefix(parts[0], ".") || strings.HasPrefix(parts[0], "$")) {
			mounts = append(mounts, mount{parts[0], parts[1]})
			// The container may read, or unless :ro write, anything below
			// the host path: judged as the worst path under it.
			op := middleware.EffectWrite
			if len(parts) > 2 && strings.Contains(","+parts[2]+",", ",ro,") {
				op = middleware.EffectRead
			}
			e.addPath(op, valField(parts[0]))
			e.addPath(op, field{s: strings.TrimSuffix(parts[0], "/") + "/$mounted", dyn: true})
			if strings.HasSuffix(parts[0], "/docker.sock") {
				// The daemon's socket: any container, any host mount.
				e.add(middleware.Effect{Op: middleware.EffectPrivilege, Program: "docker"})
			}
		}
	}
	if o.hasLong("privileged", 10) || containsStr(o.allVals("pid", "ipc", "userns", "uts", "network"), "host") || len(o.allVals("cap-add", "device")) > 0 {
		e.add(middleware.Effect{Op: middleware.EffectPrivilege, Program: "docker"})
	}
	if sub == "exec" && len(rest) > 0 {
		rest = rest[1:] // the container
	} else if len(rest) > 0 {
		rest = rest[1:] // the image
	}
	if len(rest) == 0 {
		return stdout{}
	}
	start := len(e.out)
	e.run(rest, in)
	for i := start; i < len(e.out); i++ {
		p := e.out[i].Path
		for _, m := range mounts {
			if p == m.ctr || strings.HasPrefix(p, strings.TrimSuffix(m.ctr, "/")+"/") {
				mapped := e.out[i]
				mapped.Path = path.Join(m.host, strings.TrimPrefix(p, m.ctr))
				if m.ctr == "/" {
					mapped.Path = path.Join(m.host, p)
				}
				e.add(mapped)
				break
			}
		}
	}
	return stdout{}
}

// kubectlFn: kubectl exec POD -- CMD runs CMD in the cluster.
func kubectlFn(e *ewalker, _ string, args []field, in stdin) stdout {
	if len(args) == 0 || args[0].s != "exec" {
		return stdout{}
	}
	for i, a := range args {
		if a.s == "--" && i+1 < len(args) {
			e.add(middleware.Effect{Op: middleware.EffectExec, Program: "kubectl", Unknown: true})
			return e.run(args[i+1:], in)
		}
	}
	return stdout{}
}

// npmFn: npm exec/x run a package's code (judged as the command it
// names); pkg set scripts.* and config set script-shell change what npm
// runs later; install from a URL or git downloads and runs install
// scripts.
func npmFn(e *ewalker, name string, args []field, in stdin) stdout {
	rest := skipOpts(args, "wC", "workspace", "prefix", "registry")
	if len(rest) == 0 {
		return stdout{}
	}
	sub, rest := rest[0].s, rest[1:]
	switch sub {
	case "run", "run-script", "rum", "urn":
		if len(rest) > 0 {
			e.runScript(rest[0])
		}
	case "test", "t", "tst", "start", "stop", "restart":
		if sub == "t" || sub == "tst" {
			sub = "test"
		}
		e.runScript(field{s: sub})
	case "exec", "x", "dlx", "explore", "init", "create":
		e.add(unknownExec)
		if cmd := skipOpts(rest, "pcw", "package", "call", "workspace"); len(cmd) > 0 && sub != "init" && sub != "create" {
			return e.run(cmd, in)
		}
	case "pkg":
		if len(rest) > 1 && rest[0].s == "set" {
			e.addPath(middleware.EffectWrite, field{s: "package.json"})
			for _, kv := range rest[1:] {
				if k, v, ok := strings.Cut(kv.s, "="); ok && strings.HasPrefix(k, "scripts.") {
					e.add(middleware.Effect{Op: middleware.EffectPersist, Path: "package.json"})
					e.runText(field{s: v, dyn: kv.dyn})
				}
			}
		}
	case "config", "c", "set":
		if sub != "set" && (len(rest) == 0 || rest[0].s != "set") {
			return stdout{}
		}
		if sub != "set" {
			rest = rest[1:]
		}
		e.addPath(middleware.EffectWrite, field{s: "~/.npmrc"})
		for _, kv := range rest {
			k, _, _ := strings.Cut(kv.s, "=")
			if k == "script-shell" || k == "shell" || k == "git" || k == "node-options" {
				e.add(middleware.Effect{Op: middleware.EffectPersist, Path: "~/.npmrc"})
				e.add(unknownExec)
			}
		}
	case "install", "i", "add", "ci", "update", "up":
		if len(rest) == 0 || sub == "ci" {
			// The project's own install lifecycle runs.
			for _, s := range []string{"preinstall", "install", "postinstall", "prepare"} {
				e.projectScript(s)
			}
		}
		for _, p := range rest {
			if strings.Contains(p.s, "://") || strings.HasPrefix(p.s, "git+") || strings.HasPrefix(p.s, "git@") || strings.HasPrefix(p.s, "github:") {
				host, _ := urlHost(strings.TrimPrefix(p.s, "git+"))
				if h, remote := remoteOperand(field{s: strings.TrimPrefix(p.s, "git+")}); remote && !strings.Contains(p.s, "://") {
					host = h
				}
				e.add(middleware.Effect{Op: middleware.EffectNet, Host: host, Dir: dirDownload, Unknown: p.dyn || host == ""})
				e.add(unknownExec)
			}
		}
	case "publish":
		e.add(middleware.Effect{Op: middleware.EffectNet, Dir: dirSend, Unknown: true})
	default:
		if name != "npm" && !strings.HasPrefix(sub, "-") {
			// yarn build, pnpm lint: a script by its name
			e.runScript(field{s: sub, dyn: rest0dyn(args)})
		}
	}
	return stdout{}
}

// rest0dyn is whether the first operand of a package manager's command
// line is computed.
func rest0dyn(args []field) bool {
	rest := skipOpts(args, "wC", "workspace", "prefix", "registry")
	return len(rest) > 0 && rest[0].dyn
}

// runScript runs a package.json script by name, with its pre and post
// scripts, when the project is known: its body is walked as the command's
// own. A computed name could be any script: every one of them is walked.
func (e *ewalker) runScript(f field) {
	if e.project == nil {
		return
	}
	if f.dyn {
		if all, ok := e.project.(scripts); ok {
			for n := range all {
				e.projectScript(n)
			}
		}
		return
	}
	for _, n := range []string{"pre" + f.s, f.s, "post" + f.s} {
		e.projectScript(n)
	}
}

// projectScript walks one package.json script, if the project has it.
func (e *ewalker) projectScript(name string) {
	if e.project == nil {
		return
	}
	if body, ok := e.project.Script(name); ok {
		e.script(body) // nested: DecodedScripts has it too
	}
}

// npxFn: npx PKG ARGS runs a package's code.
func npxFn(e *ewalker, _ string, args []field, in stdin) stdout {
	e.add(unknownExec)
	if cmd := skipOpts(args, "pc", "package", "call"); len(cmd) > 0 {
		return e.run(cmd, in)
	}
	return stdout{}
}

// pipFn: pip (pipx, uv pip) installing from a URL, a VCS or a local
// archive runs the package's build code; from the index it downloads.
func pipFn(e *ewalker, name string, args []field, _ stdin) stdout {
	if name == "uv" && len(args) > 0 && args[0].s == "pip" {
		args = args[1:]
	}
	rest := skipOpts(args, "r", "requirement", "index-url", "extra-index-url", "target", "prefix", "constraint")
	if len(rest) == 0 || (rest[0].s != "install" && rest[0].s != "download") {
		return stdout{}
	}
	o := parseOpts(rest[1:], "rcie", "requirement", "constraint", "index-url", "extra-index-url", "target", "prefix", "editable")
	for _, r := range o.allVals("r", "requirement") {
		e.addPath(middleware.EffectRead, valField(r))
	}
	pkgs := o.ops
	for _, v := range o.allVals("e", "editable") {
		pkgs = append(pkgs, valField(v))
	}
	for _, p := range pkgs {
		u := strings.TrimPrefix(strings.TrimPrefix(p.s, "git+"), "hg+")
		if _, at, ok := strings.Cut(u, " @ "); ok {
			u = at
		}
		if strings.Contains(u, "://") || strings.HasPrefix(p.s, "git+") || p.dyn {
			e.net(field{s: u, dyn: p.dyn}, dirDownload)
			e.add(unknownExec) // its setup code runs
		}
	}
	return stdout{}
}

// cargoFn: cargo install --git URL (or a URL index) builds and installs
// code fetched from there; its build scripts run.
func cargoFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	if len(args) == 0 || args[0].s != "install" {
		return stdout{}
	}
	o := parseOpts(args[1:], "", "git", "index", "registry", "branch", "tag", "rev", "root", "path", "version")
	for _, v := range o.allVals("git", "index") {
		e.net(valField(v), dirDownload)
		e.add(unknownExec)
	}
	return stdout{}
}
