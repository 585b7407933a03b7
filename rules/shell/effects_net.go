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
// A URL holding an expansion also sends: the value goes out in the
// request (curl "https://x.example/?t=$T", a $(…) label of a DNS name).
func (e *ewalker) net(f field, dir string) {
	if f.dyn {
		if h, ok := urlHost(f.s); ok && !strings.ContainsAny(h, "$`(){}[]*?\\") && h != ifsMark {
			// computed after the host: the host is known
			e.add(middleware.Effect{Op: middleware.EffectNet, Host: h, Dir: dir})
			e.add(middleware.Effect{Op: middleware.EffectNet, Host: h, Dir: dirSend})
			e.secretsTo(h, false)
			return
		}
		e.add(middleware.Effect{Op: middleware.EffectNet, Host: f.s, Dir: dir, Unknown: true})
		if dir != dirSend {
			e.add(middleware.Effect{Op: middleware.EffectNet, Host: f.s, Dir: dirSend, Unknown: true})
		}
		e.secretsTo(f.s, true)
		return
	}
	if h, ok := urlHost(f.s); ok {
		ne := middleware.Effect{Op: middleware.EffectNet, Host: h, Dir: dir}
		if effects.MetadataCredentials(f.s) {
			ne.Class = effects.ClassCloudCredentials
		}
		e.add(ne)
		e.secretsTo(h, false)
	}
}

// fieldsOf makes option values fields.
func fieldsOf(vs []string) []field {
	out := make([]field, len(vs))
	for i, v := range vs {
		out[i] = valField(v)
	}
	return out
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
		"write-out output-dir unix-socket abstract-unix-socket resolve connect-to retry interface")
	o := parseOpts(args, "dFTouHXAbcDKxreEmwCYyzPQ", long...)
	send := false
	for _, u := range append(o.ops, fieldsOf(o.allVals("url"))...) {
		// curl file:///home/u/.ssh/id_rsa reads a local file
		if p, ok := strings.CutPrefix(u.s, "file://"); ok {
			e.addPath(middleware.EffectRead, field{s: strings.TrimPrefix(p, "localhost"), dyn: u.dyn})
		}
	}
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
		case "unix-socket", "abstract-unix-socket":
			e.socketUse("curl", valField(v.v))
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
		e.add(unknownSend)
		return stdout{}
	}
	if len(o.ops) == 0 {
		e.add(unknownSend)
		return stdout{}
	}
	if o.has('U') || o.hasLong("unixsock", 5) {
		e.socketUse(name, o.ops[0]) // nc -U PATH: a local socket, not a host
		return stdout{}
	}
	e.net(o.ops[0], dirSend)
	if name == "ftp" {
		e.ftpBatch(in)
	}
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
	if len(args) > 0 && (args[0].s == "enc" || args[0].s == "base64") {
		return opensslDecode(e, args[1:])
	}
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

// opensslDecode: openssl enc -d (or openssl base64 -d) [-in IN] [-out
// OUT] decodes or decrypts IN into OUT (or its output): decoded code.
func opensslDecode(e *ewalker, args []field) stdout {
	decode := false
	var out *field
	for i, a := range args {
		switch {
		case a.s == "-d":
			decode = true
		case a.s == "-in" && i+1 < len(args):
			e.addPath(middleware.EffectRead, args[i+1])
		case a.s == "-out" && i+1 < len(args):
			out = &args[i+1]
		}
	}
	switch {
	case out != nil && decode:
		e.decodedInto(*out)
	case out != nil:
		e.addPath(middleware.EffectWrite, *out)
	case decode:
		return stdout{decoded: true}
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
				e.add(unknownSend)
				continue
			}
			host, _, _ := strings.Cut(rest, ",")
			e.net(field{s: "//" + host, dyn: a.dyn}, dirSend)
		case strings.HasPrefix(kind, "UNIX") || kind == "ABSTRACT-CONNECT":
			p, _, _ := strings.Cut(rest, ",")
			e.socketUse("socat", field{s: p, dyn: a.dyn})
		case kind == "OPEN" || kind == "CREATE" || kind == "GOPEN" || kind == "FILE":
			// a file address is both ways: written with what arrives,
			// read for what is sent (TCP-LISTEN:… FILE:.env serves it)
			p, _, _ := strings.Cut(rest, ",")
			e.addPath(middleware.EffectWrite, field{s: p, dyn: a.dyn})
			if kind != "CREATE" {
				e.addPath(middleware.EffectRead, field{s: p, dyn: a.dyn})
			}
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
			if strings.EqualFold(k, "SendEnv") || strings.EqualFold(k, "SetEnv") {
				e.addPath(middleware.EffectRead, environ) // the environment goes to the host
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

// transfer records a copy from srcs to dst, any of them remote; a local
// destination is also written where each source lands in it (writeInto;
// slashContents: rsync's x/ is what x holds).
func (e *ewalker) transfer(srcs []field, dst field, recursive, slashContents bool) {
	if dh, remote := remoteOperand(dst); remote {
		for _, s := range srcs {
			if _, r := remoteOperand(s); !r {
				e.addPath(middleware.EffectRead, s)
				if recursive {
					e.readKnownTree(s) // scp -r ~ host: sends every file below ~
				}
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
	// A remote source lands under its own name too (scp host:.bashrc ~).
	names := make([]field, 0, len(srcs))
	for _, s := range srcs {
		if _, r := remoteOperand(s); r {
			_, p, _ := strings.Cut(s.s, ":")
			s = field{s: p, dyn: s.dyn}
		}
		names = append(names, s)
	}
	e.writeInto(names, dst, slashContents)
}

// scpFn: scp SRC… DST and sftp HOST.
func scpFn(e *ewalker, name string, args []field, in stdin) stdout {
	o := parseOpts(args, "cFiJlOoPSDXBbRs")
	for _, k := range o.allVals("i", "F") {
		e.addPath(middleware.EffectRead, valField(k))
	}
	if name == "sftp" {
		e.ftpBatch(in)
		if len(o.ops) > 0 {
			e.net(field{s: "//" + o.ops[0].s, dyn: o.ops[0].dyn}, dirSend)
		}
		return stdout{}
	}
	if len(o.ops) >= 2 {
		e.transfer(o.ops[:len(o.ops)-1], o.ops[len(o.ops)-1], o.has('r'), false)
	}
	return stdout{}
}

// rsyncShortVal and rsyncLongVal are rsync's options that take a value,
// read alike by the effect walk and the judge (judgeCopy).
const rsyncShortVal = "eBfTM"

var rsyncLongVal = []string{"rsh", "exclude", "include", "filter", "files-from", "exclude-from", "include-from", "password-file",
	"backup-dir", "suffix", "temp-dir", "compare-dest", "link-dest", "copy-dest", "rsync-path", "log-file", "chmod", "chown",
	"bwlimit", "timeout", "port", "partial-dir", "out-format"}

// rsyncFn: rsync SRC… DST, remote or not; --delete deletes in DST; -e
// runs a remote shell.
func rsyncFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	o := parseOpts(args, rsyncShortVal, rsyncLongVal...)
	if len(o.ops) < 2 {
		return stdout{}
	}
	dst := o.ops[len(o.ops)-1]
	recursive := o.has('r') || o.has('a') || o.hasLong("recursive", 3) || o.hasLong("archive", 3)
	e.transfer(o.ops[:len(o.ops)-1], dst, recursive, true) // rsync x/ DST copies what x holds
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
