package shell

import (
	"slices"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// Clients that send files the way curl does, each with its own way of
// naming them: HTTPie's request items (@file, field@file, field=@file),
// an FTP or SMB session's put commands given as an option (lftp -e,
// smbclient -c), mail attachments (mutt -a, swaks --attach); and the
// static file servers a package runner starts (npx http-server ~): every
// file below the directory served is read and sent to whoever asks. To
// teach another client, add a row.

// clientRows join the catalogue of argument roles (effects_catalogue.go).
var clientRows = []effectRow{
	{names: "http https xh xhs", fn: httpieFn},
	{names: "lftp", fn: lftpFn},
	{names: "smbclient", fn: smbclientFn},
	{names: "mutt neomutt", fn: muttFn},
	{names: "swaks", fn: swaksFn},
	{names: "http-server serve live-server static-server", fn: staticServerFn},
}

// httpieMethods are the methods HTTPie takes before the URL.
var httpieMethods = setOf(words("GET HEAD POST PUT PATCH DELETE OPTIONS"))

// httpieFn: http [METHOD] URL [ITEM…]. An item with =, := or @ is data
// (a send); @FILE, name@FILE, name=@FILE and name:=@FILE read FILE.
func httpieFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	o := parseOpts(args, "aAov", "auth", "auth-type", "output", "session", "session-read-only", "verify", "cert", "cert-key", "proxy", "timeout", "pretty", "style", "print", "format-options", "default-scheme")
	if out, ok := o.val("o", "output"); ok {
		e.addPath(middleware.EffectWrite, valField(out))
	}
	ops := o.ops
	send := false
	if len(ops) > 0 && httpieMethods[ops[0].s] {
		send = ops[0].s != "GET" && ops[0].s != "HEAD" && ops[0].s != "OPTIONS"
		ops = ops[1:]
	}
	if len(ops) == 0 {
		return stdout{}
	}
	url := ops[0]
	for _, it := range ops[1:] {
		if strings.ContainsAny(it.s, "=:@") {
			send = true // data, a file, or a header carrying a value
		}
		if _, file, ok := strings.Cut(it.s, "@"); ok && file != "" {
			e.addPath(middleware.EffectRead, field{s: file, dyn: it.dyn})
		}
	}
	dir := dirDownload
	if send {
		dir = dirSend
	}
	e.net(hostURL(url), dir) // http example.org/x
	return stdout{}
}

// lftpFn: lftp [-e CMDS | -c CMDS | -f FILE] [URL|HOST]: the commands'
// put and mput read what they send.
func lftpFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	o := parseOpts(args, "ecfupd", "user", "password", "port", "env-password")
	for _, v := range o.vals {
		switch v.k {
		case "e", "c":
			e.sessionCommands(v.v)
		case "f":
			e.addPath(middleware.EffectRead, valField(v.v))
		}
	}
	if len(o.ops) > 0 {
		e.net(hostURL(o.ops[0]), dirSend)
	}
	return stdout{}
}

// smbclientFn: smbclient //HOST/SHARE [-c CMDS] [-A FILE]: the commands'
// put and mput read what they send; -A is a credentials file.
func smbclientFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	o := parseOpts(args, "cAUWIpmnsl", "command", "authentication-file", "user", "workgroup", "ip-address", "port")
	for _, v := range o.vals {
		switch v.k {
		case "c", "command":
			e.sessionCommands(v.v)
		case "A", "authentication-file":
			e.addPath(middleware.EffectRead, valField(v.v))
		}
	}
	if len(o.ops) > 0 {
		host, _, _ := strings.Cut(strings.TrimPrefix(strings.ReplaceAll(o.ops[0].s, `\`, "/"), "//"), "/")
		e.net(field{s: "//" + host, dyn: o.ops[0].dyn}, dirSend)
	}
	return stdout{}
}

// sessionCommands reads an FTP or SMB session's commands given on the
// command line, separated by ";": its put lines read what they send.
func (e *ewalker) sessionCommands(cmds string) {
	e.ftpBatch(stdin{known: true, text: strings.ReplaceAll(cmds, ";", "\n")})
}

// hostURL is a URL operand that may be a bare host (example.org/x) as
// e.net reads it: a scheme-relative URL.
func hostURL(u field) field {
	if !strings.Contains(u.s, "://") && !u.dyn {
		u.s = "//" + u.s
	}
	return u
}

// muttFn: mutt [-s SUBJ] [-a FILE…] [-i FILE] [-H FILE] [--] ADDR…: the
// attachments and included files are read and mailed.
func muttFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	attaching := false
	for i := 0; i < len(args); i++ {
		a := args[i].s
		switch {
		case a == "--":
			attaching = false
		case a == "-a":
			attaching = true
		case a == "-i" || a == "-H" || a == "-F":
			if i+1 < len(args) {
				e.addPath(middleware.EffectRead, args[i+1])
				i++
			}
			attaching = false
		case strings.HasPrefix(a, "-"):
			attaching = false
			if strings.ContainsAny(a[1:], "sbcefm") && len(a) == 2 {
				i++ // an option's value
			}
		case attaching:
			e.addPath(middleware.EffectRead, args[i])
		}
	}
	e.add(unknownSend)
	return stdout{}
}

// swaksFn: swaks --attach [@]FILE, --data/--body @FILE read FILE;
// --server HOST is where it sends.
func swaksFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	host := field{}
	for i := 0; i+1 < len(args); i++ {
		k := strings.TrimLeft(args[i].s, "-")
		v := args[i+1]
		switch k {
		case "attach", "attach-body", "data", "body", "d":
			if f, ok := strings.CutPrefix(v.s, "@"); ok || k == "attach" {
				if !ok {
					f = v.s
				}
				e.addPath(middleware.EffectRead, field{s: f, dyn: v.dyn})
			}
			i++
		case "server", "s":
			host = field{s: "//" + v.s, dyn: v.dyn}
			i++
		}
	}
	if host.s != "" {
		e.net(host, dirSend)
	} else {
		e.add(unknownSend)
	}
	return stdout{}
}

// staticServerFn: a static file server (http-server, serve, live-server)
// serves its directory operand (the working directory by default).
func staticServerFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	o := parseOpts(args, "paclPSCKtl", "port", "address", "cache", "listen", "proxy", "cert", "key", "config", "host")
	dir := field{s: "."}
	if len(o.ops) > 0 {
		dir = o.ops[0]
	}
	e.serves(dir)
	return stdout{}
}

// rubyHttpd: ruby -run -e httpd [DIR] (the un library's web server)
// serves DIR, the working directory by default; it reports whether it
// did.
func (e *ewalker) rubyHttpd(opts []field, code field, rest []field) bool {
	if strings.TrimSpace(code.s) != "httpd" || !slices.ContainsFunc(opts, func(f field) bool { return f.s == "-run" || f.s == "un" }) {
		return false
	}
	staticServerFn(e, "", rest, stdin{})
	return true
}
