package shell

import (
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
)

// Commands that move files between this machine and another place the
// effects did not know: a container (docker cp), a bucket (aws s3 cp,
// gsutil cp, az storage blob upload, azcopy), an FTP or SFTP session fed a batch of commands, a file
// rewritten through a pipe (sponge), and the Windows task scheduler.

// transferRows join the catalogue of argument roles (effects_catalogue.go).
var transferRows = []effectRow{
	{names: "sponge", valOpts: "", each: roleWrite},
	{names: "gsutil", fn: gsutilFn},
	{names: "schtasks schtasks.exe", fn: schtasksFn},
	{names: "ztcp", fn: ztcpFn},
	{names: "xterm", fn: xtermFn},
	{names: "aws", fn: func(e *ewalker, _ string, args []field, _ stdin) stdout {
		e.awsS3(skipOpts(args, "", "profile", "region", "endpoint-url", "output"))
		return stdout{}
	}},
	{names: "rclone", fn: rcloneFn},
	{names: "azcopy", fn: azcopyFn},
	{names: "az", fn: func(e *ewalker, _ string, args []field, _ stdin) stdout {
		e.azStorage(skipOpts(args, "", "subscription", "output", "query"))
		return stdout{}
	}},
	{names: "gh", fn: ghFn},
}

// ftpBatch reads the commands an ftp or sftp session is fed: put, mput,
// append and reput send a local file.
func (e *ewalker) ftpBatch(in stdin) {
	if !in.known {
		return
	}
	for _, line := range strings.Split(in.text, "\n") {
		fs := strings.Fields(line)
		if len(fs) < 2 {
			continue
		}
		switch strings.ToLower(fs[0]) {
		case "put", "mput", "append", "reput":
			for _, f := range fs[1:] {
				if !strings.HasPrefix(f, "-") {
					e.addPath(middleware.EffectRead, field{s: f})
					if fs[0] != "mput" {
						break // put LOCAL [REMOTE]: the first is the file sent
					}
				}
			}
		}
	}
}

// cloudCopy judges SRC… DST of a bucket copy: a bucket URL (s3://, gs://,
// az://) as the destination sends the local sources there; as a source it
// downloads into the local destination. recursive (aws s3 sync, cp
// --recursive, gsutil -r): a local source is a directory, and every file
// below it is sent (aws s3 sync ~ s3://b: the credentials too).
func (e *ewalker) cloudCopy(ops []field, recursive bool) {
	if len(ops) < 2 {
		return
	}
	dst := ops[len(ops)-1]
	srcs := ops[:len(ops)-1]
	dstRemote := isBucketURL(dst.s)
	for _, s := range srcs {
		switch {
		case isBucketURL(s.s) && !dstRemote:
			e.net(s, dirDownload)
			e.addPath(middleware.EffectWrite, dst)
		case !isBucketURL(s.s):
			e.addPath(middleware.EffectRead, s)
			if recursive && dstRemote {
				e.readKnownTree(s)
			}
		}
	}
	if dstRemote {
		e.net(dst, dirSend)
	}
}

// isBucketURL: an object-store URL (Azure's are https URLs of its
// storage hosts, as azcopy takes them).
func isBucketURL(s string) bool {
	for _, p := range []string{"s3://", "gs://", "az://", "r2://", "oss://", "cos://", "b2://"} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	if h, ok := strings.CutPrefix(s, "https://"); ok {
		h, _, _ = strings.Cut(h, "/")
		return strings.HasSuffix(h, ".core.windows.net")
	}
	return false
}

// azcopyFn: azcopy copy|cp|sync SRC DST, a bucket copy.
func azcopyFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	if len(args) == 0 || !azcopyCopies[args[0].s] {
		return stdout{}
	}
	o := parseOpts(args[1:], "", "include-pattern", "exclude-pattern", "include-path", "exclude-path", "log-level", "from-to", "block-size-mb", "cap-mbps", "overwrite")
	e.cloudCopy(o.ops, args[0].s == "sync" || o.hasLong("recursive", 9))
	return stdout{}
}

var azcopyCopies = setOf(words("copy cp sync"))

// azStorage judges az storage blob|file|fs upload and download: the file
// named by --file/-f or --source/-s (a directory for the -batch forms) is
// sent to the account's storage host, or written from it (--file/-f,
// --destination/-d).
func (e *ewalker) azStorage(args []field) {
	if len(args) < 3 || args[0].s != "storage" {
		return
	}
	verb := args[2].s
	o := parseOpts(args[3:], "fsdcnp", "file", "source", "destination", "account-name", "account-key", "container-name", "container", "name", "path", "share-name", "pattern", "connection-string", "sas-token", "auth-mode", "destination-path")
	service := map[string]string{"blob": "blob", "file": "file", "fs": "dfs"}[args[1].s]
	host := service + ".core.windows.net"
	if acct, ok := o.val("account-name"); ok {
		host = acct + "." + host
	}
	remote := field{s: "//" + host}
	switch {
	case strings.HasPrefix(verb, "upload"):
		for _, f := range o.allVals("f", "file", "s", "source") {
			e.addPath(middleware.EffectRead, valField(f))
			if strings.HasSuffix(verb, "-batch") {
				e.readKnownTree(valField(f))
			}
		}
		e.net(remote, dirSend)
	case strings.HasPrefix(verb, "download"):
		for _, f := range o.allVals("f", "file", "d", "destination") {
			e.addPath(middleware.EffectWrite, valField(f))
		}
		e.net(remote, dirDownload)
	}
}

// awsS3 judges aws s3 cp|mv|sync SRC DST.
func (e *ewalker) awsS3(args []field) {
	if len(args) < 2 || args[0].s != "s3" {
		return
	}
	switch args[1].s {
	case "cp", "mv", "sync":
		o := parseOpts(args[2:], "", "profile", "region", "endpoint-url", "exclude", "include", "acl", "storage-class", "sse", "sse-kms-key-id", "grants", "content-type", "cache-control", "expires", "metadata", "output")
		e.cloudCopy(o.ops, args[1].s == "sync" || o.hasLong("recursive", 5))
	}
}

// gsutilFn: gsutil [-m] cp|mv|rsync SRC… DST.
func gsutilFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	rest := skipOpts(args, "ohpu")
	if len(rest) == 0 {
		return stdout{}
	}
	switch rest[0].s {
	case "cp", "mv", "rsync":
		o := parseOpts(rest[1:], "ahzxpDIjJLz")
		e.cloudCopy(o.ops, o.has('r') || o.has('R'))
	}
	return stdout{}
}

// schtasksFn: schtasks /create makes a program run later (at logon, on a
// schedule): persistence, and /tr's command is judged as written.
func schtasksFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	create := false
	for i, a := range args {
		switch strings.ToLower(a.s) {
		case "/create", "-create":
			create = true
		case "/tr", "-tr":
			if i+1 < len(args) {
				e.runText(args[i+1])
			}
		}
	}
	if create {
		e.add(middleware.Effect{Op: middleware.EffectPersist, Program: "schtasks"})
	}
	return stdout{}
}

// ztcpFn: zsh's ztcp HOST PORT opens a connection both ways (its
// descriptor in $REPLY); -l listens, -c and -a handle open ones.
func ztcpFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	rest := skipOpts(args, "d")
	for _, a := range args {
		if a.s == "-l" || a.s == "-a" || a.s == "-c" {
			return stdout{}
		}
	}
	if len(rest) > 0 {
		e.add(middleware.Effect{Op: middleware.EffectNet, Host: rest[0].s, Unknown: rest[0].dyn})
	}
	return stdout{}
}

// xtermFn: xterm -display HOST:N opens a terminal, and the shell in it,
// on another machine's display: a shell that machine drives. -e runs a
// command in it.
func xtermFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	for i := 0; i+1 < len(args); i++ {
		switch args[i].s {
		case "-display", "-d":
			host, _, _ := strings.Cut(args[i+1].s, ":")
			if host != "" && host != "localhost" && host != "127.0.0.1" || args[i+1].dyn {
				e.add(middleware.Effect{Op: middleware.EffectNet, Host: host, Unknown: args[i+1].dyn})
				e.add(middleware.Effect{Op: middleware.EffectExec, Program: "sh", Class: effects.ClassInteractiveShell})
			}
		case "-e":
			e.run(args[i+1:], stdin{})
			return stdout{}
		}
	}
	return stdout{}
}

// rcloneCopies are the rclone commands that copy SRC to DST.
var rcloneCopies = setOf(words("copy sync move copyto moveto bisync"))

// rcloneFn: rclone copy|sync|move SRC DST copies a whole tree between
// the local disk and a remote (NAME:path, a configured cloud store): a
// local source sent to a remote is every file below it.
func rcloneFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	o := parseOpts(args, "", "config", "exclude", "include", "filter", "exclude-from", "include-from", "filter-from", "files-from",
		"transfers", "checkers", "bwlimit", "log-file", "log-level", "max-age", "min-age", "max-size", "min-size", "backup-dir", "suffix", "drive-shared-with-me")
	if len(o.ops) < 3 || !rcloneCopies[o.ops[0].s] {
		return stdout{}
	}
	src, dst := o.ops[1], o.ops[2]
	switch srcRemote, dstRemote := rcloneRemote(src.s), rcloneRemote(dst.s); {
	case dstRemote != "" && srcRemote == "":
		e.addPath(middleware.EffectRead, src)
		e.readKnownTree(src)
		e.add(middleware.Effect{Op: middleware.EffectNet, Host: dstRemote, Dir: dirSend, Unknown: dst.dyn})
	case srcRemote != "" && dstRemote == "":
		e.add(middleware.Effect{Op: middleware.EffectNet, Host: srcRemote, Dir: dirDownload, Unknown: src.dyn})
		e.addPath(middleware.EffectWrite, dst)
	}
	return stdout{}
}

// rcloneRemote is the remote an rclone path names (NAME:path, or
// :backend:path), or "" for a local path (a drive letter, C:\x, is one).
func rcloneRemote(s string) string {
	name, _, ok := strings.Cut(s, ":")
	if !ok || len(name) == 1 || strings.ContainsAny(name, `/\`) {
		return ""
	}
	if name == "" {
		return "rclone-backend" // :s3:bucket/path, a remote defined inline
	}
	return name
}

// ghFn: gh gist create FILE… and gh release create|upload TAG FILE… send
// the files to GitHub (a gist is readable by anyone with its link); an
// issue, a pull request or a discussion written, and gh api called with
// fields or a body, send what they are given (ghPosts).
func ghFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	rest := skipOpts(args, "R", "repo")
	if len(rest) < 2 {
		return stdout{}
	}
	if ghPosts(e, rest) {
		return stdout{}
	}
	var files []field
	switch sub := rest[0].s + " " + rest[1].s; sub {
	case "gist create", "gist new":
		files = parseOpts(rest[2:], "df", "desc", "filename").ops
	case "release create", "release upload":
		o := parseOpts(rest[2:], "FnRtd", "notes-file", "notes", "repo", "target", "title", "discussion-category", "notes-start-tag")
		if len(o.ops) > 1 {
			files = o.ops[1:] // the tag, then the assets
		}
		if f, ok := o.val("F", "notes-file"); ok {
			files = append(files, valField(f))
		}
	default:
		return stdout{}
	}
	send := rest[0].s == "gist" // with no file (or -), what is piped in
	for _, f := range files {
		if f.s == "-" {
			continue // standard input: judged as what was read before the pipe
		}
		e.addPath(middleware.EffectRead, field{s: strings.SplitN(f.s, "#", 2)[0], dyn: f.dyn}) // release assets: FILE#label
	}
	if send || len(files) > 0 {
		e.add(middleware.Effect{Op: middleware.EffectNet, Host: "github.com", Dir: dirSend})
	}
	return stdout{}
}

// ghWrites are the gh subcommands that post text to GitHub: its body
// comes from --body, --body-file FILE (- for what is piped in) or an
// editor.
var ghWrites = map[string]bool{
	"issue create": true, "issue comment": true, "issue edit": true, "pr create": true, "pr comment": true,
	"pr edit": true, "pr review": true, "release edit": true, "discussion create": true, "discussion comment": true,
}

// ghPosts judges gh's writes (ghWrites) and gh api: the files they read
// (--body-file FILE, --input FILE, -F key=@FILE) and a send to GitHub
// of the text they are given (a body, fields, a method other than GET).
// It reports whether args were one of them.
func ghPosts(e *ewalker, rest []field) bool {
	write := ghWrites[rest[0].s+" "+rest[1].s]
	if !write && rest[0].s != "api" {
		return false
	}
	// send: the line gives GitHub text (a body, fields, a method other
	// than GET); gh pr create --fill sends the branch's own commits only
	o := parseOpts(rest[1:], "FfbX", "body-file", "input", "field", "raw-field", "body", "method")
	send := false
	for _, f := range o.allVals("body-file", "input") {
		send = true
		if f != "-" {
			e.addPath(middleware.EffectRead, valField(f))
		}
	}
	for _, kv := range o.allVals("F", "field") {
		send = true
		if _, v, ok := strings.Cut(kv, "="); ok && strings.HasPrefix(v, "@") && v != "@-" {
			e.addPath(middleware.EffectRead, valField(v[1:])) // key=@FILE: the file's content
		}
	}
	if len(o.allVals("f", "raw-field", "b", "body")) > 0 {
		send = true
	}
	if m, ok := o.val("X", "method"); ok && !strings.EqualFold(m, "GET") {
		send = true
	}
	if send {
		e.add(middleware.Effect{Op: middleware.EffectNet, Host: "github.com", Dir: dirSend})
	}
	return true
}
