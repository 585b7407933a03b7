package shell

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
)

// argRole is what a command does to the file an argument names.
type argRole uint8

const (
	roleNone argRole = iota
	roleRead
	roleWrite
	roleDelete
	roleReadDelete // mv's sources: read, then gone from where they were
	roleMkdir      // a directory made, empty (effects.ClassNewDirectory)
)

// effectFunc reads the arguments of a command whose roles are too
// irregular for the fields of an effectRow. in is its standard input.
type effectFunc func(e *ewalker, name string, args []field, in stdin) stdout

// effectRow is one row of the catalogue of argument roles: the commands it
// names and what they do to the files their arguments name. To teach the
// effects a command, add a row.
type effectRow struct {
	names   string   // space-separated command names
	valOpts string   // short options that take a value
	longVal []string // long options that take a value
	skip    int      // leading operands that are not files (grep's pattern)
	first   argRole  // role of the first operand when there are two or more (zip ARCHIVE FILES)
	each    argRole  // role of every other operand
	last    argRole  // role of the last operand when there are two or more (cp SRC… DST)
	// into: the destination may be a directory the sources land in (cp
	// .bashrc ~ writes ~/.bashrc): each source's place in it is written
	// too (writeInto).
	into bool
	opt  map[string]argRole
	// op is an effect of running the command at all; its target is each
	// operand as a path (onPath) or as a program (onProgram), or none.
	op     middleware.EffectOp
	target opTarget
	fn     effectFunc // when set, reads the arguments instead of the fields above
}

type opTarget uint8

const (
	onNone opTarget = iota
	onPath
	onProgram
)

var (
	readOut  = map[string]argRole{"o": roleWrite, "output": roleWrite}
	refRead  = map[string]argRole{"r": roleRead, "reference": roleRead}
	destOpts = map[string]argRole{"t": roleWrite, "target-directory": roleWrite, "S": roleNone}
)

// listDeleters delete the paths xargs hands them from a listing.
var listDeleters = setOf(words("rm unlink rmdir shred srm trash trash-put gio"))

// lnRoles: ln reads its targets and writes the link.
var lnRoles = effectRow{valOpts: "tSmogb", longVal: words("target-directory suffix mode owner group backup"), each: roleRead, last: roleWrite, opt: destOpts, into: true}

// lnFn: ln -s TARGET NAME also makes NAME/… mean TARGET/… for the rest of
// the line.
func lnFn(e *ewalker, name string, args []field, _ stdin) stdout {
	e.roles(&lnRoles, name, args)
	o := parseOpts(args, lnRoles.valOpts, lnRoles.longVal...)
	if (o.has('s') || o.hasLong("symbolic", 3)) && len(o.ops) == 2 {
		e.link(o.ops[0], o.ops[1])
	}
	return stdout{}
}

// lsFn: ls reads nothing protected (names are not contents), but what it
// prints is a list of the entries of its operands, for the command it is
// piped to (ls -d ~/* | xargs rm -rf).
func lsFn(_ *ewalker, _ string, args []field, _ stdin) stdout {
	o := parseOpts(args, "ITw", "ignore", "hide", "format", "sort", "time", "color", "width", "tabsize", "quoting-style", "indicator-style", "block-size", "time-style")
	var out stdout
	for _, f := range o.ops {
		switch {
		case f.dyn || strings.ContainsAny(f.s, "*?["):
			out.lists = append(out.lists, f) // a glob names its entries itself
		default:
			out.lists = append(out.lists, field{s: strings.TrimRight(f.s, "/") + "/*"}) // its entries, as the glob names them
		}
	}
	if len(o.ops) == 0 {
		out.lists = []field{{s: "*"}} // ls | xargs rm -rf is rm -rf *
	}
	return out
}

// environ is the path of the process environment: what env and printenv
// print, and what /proc/self/environ holds (tokens exported in the shell).
var environ = field{s: "/proc/self/environ"}

// effectRows is the catalogue of argument roles, by family.
var effectRows = []effectRow{
	{names: "ls", fn: lsFn},
	// history prints the shell's history (a clear or a delete of an
	// entry is judged by the findings)
	{names: "history", fn: func(e *ewalker, _ string, args []field, _ stdin) stdout {
		if len(args) == 0 || len(args) == 1 && isDigits(args[0].s) {
			e.addPath(middleware.EffectRead, field{s: "~/.bash_history"})
		}
		return stdout{}
	}},
	{names: "printenv", fn: printenvFn},
	// readers
	// (the plain readers, each with its own value options: effects_readers.go)
	{names: "sort", valOpts: "okStT", longVal: words("output key field-separator buffer-size temporary-directory"), each: roleRead, opt: readOut},
	{names: "uniq", valOpts: "fsw", each: roleRead, last: roleWrite},
	{names: "xxd", valOpts: "cglosn", each: roleRead, last: roleWrite, fn: xxdFn},
	{names: "base64", valOpts: "w", longVal: words("wrap"), fn: base64Fn},
	{names: "base32 basenc", valOpts: "w", longVal: words("wrap"), fn: base32Fn},
	{names: "rev", fn: revFn},
	{names: "tr", fn: trFn},
	{names: "od", valOpts: "jNAtw", each: roleRead},
	// a database file and the SQL to run on it: the file is read (a
	// browser's Cookies or Login Data are sessions and passwords)
	{names: "sqlite3 sqlite duckdb", fn: sqliteFn},
	{names: "psql mysql mariadb", fn: dbClientFn},
	{names: "jq yq gojq", valOpts: "f", longVal: words("arg argjson slurpfile rawfile from-file indent"), skip: 1, each: roleRead, opt: map[string]argRole{"f": roleRead, "from-file": roleRead, "slurpfile": roleRead, "rawfile": roleRead}},
	{names: "grep egrep fgrep zgrep rg ag ack", fn: grepFn},
	{names: "source .", fn: sourceFn},
	{names: "echo printf", fn: echoFn},
	{names: "dirname basename", fn: dirnameFn},

	// writers
	{names: "tee", fn: teeFn},
	{names: "set", fn: setFn},
	{names: "read", fn: readFn},
	// chattr +i makes a file immutable (a planted startup file the owner
	// can no longer fix), -i unlocks one: a write to its operands.
	{names: "chattr", fn: chattrFn},
	{names: "touch", valOpts: "dtr", longVal: words("date reference time"), each: roleWrite, opt: refRead},
	{names: "truncate", valOpts: "sr", longVal: words("size reference"), each: roleWrite, opt: refRead},
	{names: "emacs", fn: emacsFn},
	{names: "mkdir", valOpts: "m", longVal: words("mode context"), each: roleMkdir},
	{names: "mkfifo mknod nano pico", valOpts: "m", longVal: words("mode context"), each: roleWrite},
	{names: "vi vim nvim ex gvim rvim", fn: editorFn},
	{names: "cp install link", valOpts: "tSmogb", longVal: words("target-directory suffix mode owner group backup"), each: roleRead, last: roleWrite, opt: destOpts, into: true},
	{names: "ln", fn: lnFn},
	{names: "mv", valOpts: "tS", longVal: words("target-directory suffix"), each: roleReadDelete, last: roleWrite, opt: destOpts, into: true},
	{names: "zip", fn: zipFn},
	// compression tools: (de)compress in place, or read to standard output
	{names: "gzip gunzip bzip2 bunzip2 xz unxz lzma unlzma zstd unzstd lz4 unlz4 compress uncompress zcat gzcat bzcat xzcat lzcat zstdcat lz4cat", fn: decompressFn},
	{names: "unzip", valOpts: "dxP", each: roleRead, opt: map[string]argRole{"d": roleWrite}, fn: unzipFn},
	{names: "tar bsdtar gtar", fn: tarFn},
	{names: "7z 7za 7zr 7zz rar unrar", fn: sevenZipFn},
	{names: "dd", fn: ddFn},
	{names: "sed gsed", fn: sedFn},
	{names: "xattr", valOpts: "pdw", each: roleWrite, fn: xattrFn},
	{names: "split csplit", valOpts: "abClnt", each: roleRead},

	// deleters
	{names: "rm srm unlink shred trash trash-put rmdir wipe rimraf remove-item ri del erase rd", valOpts: "ns", longVal: words("iterations size"), each: roleDelete, fn: deleteFn},
	{names: "find", fn: findFn},

	// permissions and privilege
	{names: "chmod", fn: chmodFn},
	{names: "setfacl", fn: setfaclFn},
	{names: "chown chgrp", fn: chownFn},
	{names: "setcap", op: middleware.EffectPrivilege, fn: setcapFn},
	{names: "su", fn: suFn},
	{names: "passwd usermod useradd adduser userdel deluser groupadd groupmod gpasswd chpasswd visudo newgrp sg", op: middleware.EffectPrivilege},

	// processes
	{names: "kill", fn: killFn},
	{names: "pkill skill pgrep-kill", fn: pkillFn},
	{names: "killall", fn: killallFn},
	{names: "shutdown reboot halt poweroff init telinit", op: middleware.EffectProcess},

	// disks
	{names: "mkfs mkfs.ext2 mkfs.ext3 mkfs.ext4 mkfs.xfs mkfs.btrfs mkfs.vfat mkfs.fat mkfs.msdos mkfs.ntfs mkfs.exfat mkfs.f2fs " +
		"mke2fs mkswap newfs fdisk sfdisk gdisk sgdisk cfdisk parted wipefs blkdiscard badblocks hdparm cryptsetup losetup " +
		"mount umount swapon swapoff dmsetup lvremove vgremove pvremove lvcreate zpool diskutil format",
		fn: diskFn},

	// persistence
	{names: "crontab", fn: crontabFn},
	{names: "systemctl", fn: systemctlFn},
	{names: "launchctl", fn: launchctlFn},
	{names: "at batch", fn: atFn},

	// shells, interpreters and the commands that run others
	{names: strings.Join(shellNames, " ") + " busybox-sh", fn: shellFn},
	{names: "eval", fn: evalFn},
	{names: "cd chdir", fn: cdFn},
	{names: "pushd", fn: pushdFn},
	{names: "popd", fn: popdFn},
	{names: "pwd", fn: pwdFn},
	{names: "make gmake bmake", fn: makeFn},
	{names: "alias", fn: aliasFn},
	{names: "trap", fn: trapFn},
	{names: "mapfile readarray let unset getopts", fn: forgetVarsFn},
	{names: "watch", fn: watchFn},
	{names: "parallel", fn: parallelFn},
	{names: "setsid", fn: runAfter("")}, // -f forks: it takes no value, unlike wrappers.go says
	{names: "strace ltrace", fn: tracerFn},
	{names: "gdb", fn: gdbFn},
	{names: "gcore", fn: gcoreFn},
	{names: "dotenv", fn: dotenvFn},
	{names: "lldb", fn: lldbFn},
	{names: "nsenter", fn: runAfter("tSGwr", "target", "setuid", "setgid", "wd", "root")},
	// unshare -r is --map-root-user, no value
	{names: "unshare", fn: runAfter("SGRw", "setuid", "setgid", "root", "wd", "propagation", "setgroups", "map-user", "map-group", "map-users", "map-groups")},
	{names: "systemd-run", fn: systemdRunFn},
	{names: "flock", fn: flockFn},
	{names: "script", fn: scriptFn},
	{names: "tmux", fn: tmuxFn},
	{names: "docker podman nerdctl", fn: dockerFn},
	{names: "kubectl oc", fn: kubectlFn},
	{names: "npm pnpm yarn", fn: npmFn},
	{names: "npx pnpx bunx", fn: npxFn},

	// network
	{names: "curl", fn: curlFn},
	{names: "wget", fn: wgetFn},
	{names: "nc ncat netcat telnet ftp tftp", fn: ncFn},
	{names: "socat", fn: socatFn},
	{names: "openssl", fn: opensslFn},
	{names: "pip pip3 pipx uv", fn: pipFn},
	{names: "uvx", fn: toolRunFn},
	{names: "cargo", fn: cargoFn},
	{names: "ssh", fn: sshFn},
	{names: "autossh", fn: func(e *ewalker, _ string, args []field, in stdin) stdout {
		return sshFn(e, "ssh", autosshArgs(args), in)
	}},
	{names: "scp sftp", fn: scpFn},
	{names: "rsync", fn: rsyncFn},
	{names: "ping ping6 dig nslookup host traceroute", valOpts: "cistwWpIQ", fn: hostFn},
	{names: "git", fn: gitFn},
}

// effectIndex maps a command name to its row: the catalogue and the
// interpreters (effects_interp.go), one index, so a name listed twice in
// either fails every test run at start-up.
var effectIndex map[string]*effectRow

// (In init: the rows' functions call run, which reads the index.)
func init() {
	lolbasNames = map[string]bool{}
	for _, r := range lolbasRows {
		for _, n := range words(r.names) {
			lolbasNames[n] = true
		}
	}
	effectIndex = mustIndexRows(slices.Concat(effectRows, readerRows, clientRows, interpreterRows, moreInterpreterRows, escapeRows, transferRows, lolbasRows, macRows), func(r *effectRow) string { return r.names })
}

// indexRows maps each of the space-separated names of a table's rows to
// its row, and refuses a name listed twice.
func indexRows[T any](rows []T, names func(*T) string) (map[string]*T, error) {
	idx := map[string]*T{}
	for i := range rows {
		for _, n := range words(names(&rows[i])) {
			if _, dup := idx[n]; dup {
				return nil, fmt.Errorf("shell: command %q has two effect rows", n)
			}
			idx[n] = &rows[i]
		}
	}
	return idx, nil
}

// mustIndexRows is indexRows of a static table: an error fails every test
// run at start-up.
func mustIndexRows[T any](rows []T, names func(*T) string) map[string]*T {
	idx, err := indexRows(rows, names)
	if err != nil {
		panic(err)
	}
	return idx
}

// sudoShell: sudo's -s (--shell) or -i (--login) runs a shell.
func sudoShell(args []field) bool {
	for _, a := range args {
		if a.s == "--shell" || a.s == "--login" || len(a.s) > 1 && a.s[0] == '-' && a.s[1] != '-' && strings.ContainsAny(a.s, "si") {
			return true
		}
	}
	return false
}

// shellCFlag reports a shell's option word that takes the command text
// next: -c, alone or last among one-letter options (-lc, -ec).
func shellCFlag(a field) bool {
	if a.dyn || len(a.s) < 2 || a.s[0] != '-' || a.s[1] == '-' || a.s[len(a.s)-1] != 'c' {
		return false
	}
	for _, c := range a.s[1:] {
		if c < 'a' || c > 'z' {
			return false
		}
	}
	return true
}

// sudoLike wrappers are privilege use of their own.
var sudoLike = setOf(words("sudo doas pkexec gsudo run0 sudo-rs"))

// quietWalker lets the wrappers of wrappers.go strip arguments without
// recording findings (report is always false here).
var quietWalker = &walker{}

// run gives the effects of one argument vector: the program, the wrappers
// around it, and what its catalogue row says of its arguments.
func (e *ewalker) run(args []field, in stdin) stdout {
	for guard := 0; len(args) > 0 && guard < 16; guard++ {
		if !e.spend() {
			return stdout{}
		}
		if args[0].dyn {
			// A program computed at run time could be any: its operands
			// are judged as the worst it could do to them, a delete
			// (`${X}rm -rf ~`). Options are not paths.
			e.add(unknownExec)
			for i, a := range args[1:] {
				if !strings.HasPrefix(a.s, "-") && !strings.Contains(a.s, "://") {
					e.addPath(middleware.EffectDelete, a)
				}
				if i+2 < len(args) && shellCFlag(a) && !args[i+2].dyn {
					// It could be a shell ($SHELL -c '…'): the text after
					// -c is walked as the line it would run.
					e.script(args[i+2].s)
				}
			}
			return stdout{}
		}
		if strings.Contains(args[0].s, "/") && e.writtenScript(args[0]) {
			// ./x.sh, written by this line: run as what it holds
			e.exec(args[0].s)
			return stdout{}
		}
		if p, ok := e.writtenOnPath(args[0]); ok {
			// ls, with PATH=.:$PATH and ./ls written by this line
			e.exec(p)
			return stdout{}
		}
		if strings.Contains(args[0].s, "/") {
			if text, ok := e.projectFile(args[0]); ok && shellScript(text) {
				// ./deploy.sh, a shell script of the project: what it holds runs
				e.exec(args[0].s)
				e.script(text)
				return stdout{}
			}
		}
		if w := winArg(args[0]); isUNC(w) || args[0].win != nil && isDrivePath(w) && effectIndex[cmdName(w)] == nil {
			// \\host\share\x.exe: a program fetched from another machine;
			// C:\t\x.exe, %TEMP%\x.exe: a program run by its Windows path
			// (C:\Windows\…\InstallUtil.exe is InstallUtil's row)
			e.runCode(args[0])
			return stdout{}
		}
		name := cmdName(args[0].s)
		if scriptEditors[name] {
			e.scriptEdits(args[1:]) // effects_pkgscripts.go
		}
		if isGlobName(name) {
			// /usr/bin/c?rl, [r]m: the name is the file the pattern
			// matches. Each program of the catalogue it can match is
			// walked with the arguments; a file beyond them is a program
			// unknown here.
			e.add(unknownExec)
			for _, c := range globNames(name, maps.Keys(effectIndex), maps.Keys(wrapperIndex)) {
				e.run(append([]field{{s: c}}, args[1:]...), in)
			}
			return stdout{}
		}
		if args[0].win != nil && effectIndex[name] == nil {
			// C:\Windows\…\InstallUtil.exe, as cmd.exe reads it
			if wn := cmdName(*args[0].win); effectIndex[wn] != nil {
				name = wn
			}
		}
		if body, ok := e.aliases[name]; ok {
			// alias x='rm -rf'; x ~ runs the alias's text with the args.
			e.runText(field{s: body + " " + joined(args[1:]).s, dyn: joined(args[1:]).dyn})
			return stdout{}
		}
		if inlineShell(name, args[1:]) {
			e.add(middleware.Effect{Op: middleware.EffectExec, Program: name, Class: effects.ClassInlineScript})
		} else {
			e.exec(name)
		}
		row := effectIndex[name]
		if strip, ok := wrapperIndex[name]; ok && row == nil {
			if sudoLike[name] {
				e.add(middleware.Effect{Op: middleware.EffectPrivilege, Program: name})
			}
			next, runs := strip(quietWalker, args, false)
			if sudoLike[name] && runs && len(next) == 0 && sudoShell(args[1:]) {
				// sudo -s / -i with no command: a root shell that reads
				// its input (sudo -s <<< 'rm -rf /')
				next = []field{{s: "sh"}}
			}
			if name == "env" && (!runs || len(next) == 0) {
				e.addPath(middleware.EffectRead, environ) // env alone prints it
			}
			if !runs {
				return stdout{}
			}
			if n := len(args) - len(next); (name == "env" || sudoLike[name]) && n >= 1 && (len(next) == 0 || &args[n] == &next[0]) {
				// env LD_PRELOAD=… CMD: the words before the command (when
				// they are args' own: env -S splits a string into new ones)
				e.envWords(args[1:n])
			}
			for name == "env" && len(next) > 0 && !next[0].dyn && strings.Contains(next[0].s, "=") && isName(next[0].s[:strings.IndexByte(next[0].s, '=')]) {
				// env -S 'A=1 CMD': the assignments of the split string
				e.envWords(next[:1])
				next = next[1:]
			}
			if d, ok := wrapperDir(name, args[1:]); ok {
				// env -C DIR CMD: CMD runs in DIR, the line stays
				defer e.restoreDir(e.saveDir())
				e.chdir(d)
			}
			if name == "xargs" {
				xo := parseOpts(args[1:len(args)-len(next)], xargsShort, xargsLong...)
				if f, ok := xo.val("a", "arg-file"); ok {
					// xargs -a FILE: its lines are the operands
					if text, known := e.procFile(valField(f)); known {
						in = stdin{text: text, known: true, piped: true}
					} else {
						e.addPath(middleware.EffectRead, valField(f))
					}
				}
				next = xargsInput(args[1:], next, in)
				e.decoded(next)
			}
			args = next
			continue
		}
		if isHelp(args[1:]) {
			return stdout{}
		}
		e.printsSecret(name, args[1:]) // gh auth token: the read of the file it keeps
		if name == "echo" || name == "printf" {
			e.echoedSecret(args[1:]) // echo "$GITHUB_TOKEN"
		}
		if row == nil {
			return stdout{}
		}
		if row.fn != nil {
			if row.op != 0 {
				e.add(middleware.Effect{Op: row.op, Program: name})
			}
			return row.fn(e, name, args[1:], in)
		}
		e.roles(row, name, args[1:])
		if name == "cat" && len(parseOpts(args[1:], "").ops) == 0 {
			// cat with no file passes its input on (cat > x.sh <<EOF)
			return stdout{text: in.text, known: in.known}
		}
		return stdout{}
	}
	return stdout{}
}

// chattrFn: chattr [-RVf] [-v V] [-p P] MODE… FILE…: a write to each
// file; a mode (+i, -a, =e) is no file.
func chattrFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a.s == "-v" || a.s == "-p":
			i++
		case !a.dyn && (strings.HasPrefix(a.s, "+") || strings.HasPrefix(a.s, "-") || strings.HasPrefix(a.s, "=")):
		default:
			e.addPath(middleware.EffectWrite, a)
		}
	}
	return stdout{}
}

// xargsDelimiter is the item delimiter -0 (NUL) or -d DELIM sets.
func xargsDelimiter(o *opts) (string, bool) {
	if o.has('0') || o.hasLong("null", 4) {
		return "\x00", true
	}
	if d, ok := o.val("d", "delimiter"); ok {
		if d = decodeEscapes(d, false); d != "" {
			return d[:1], true
		}
	}
	return "", false
}

// xargsInput marks the operands xargs fills in from its input: the -I
// placeholder, or one more operand at the end.
func xargsInput(opts, cmd []field, in stdin) []field {
	o := parseOpts(opts[:len(opts)-len(cmd)], xargsShort, xargsLong...)
	repl, ok := o.val("I", "replace", "i")
	if o.has('i') && repl == "" {
		repl, ok = "{}", true
	}
	out := make([]field, len(cmd), len(cmd)+1)
	copy(out, cmd)
	if !ok {
		if sep, split := xargsDelimiter(&o); in.known && split {
			// -0 or -d: the input's items are the operands, as is
			// (printf '%s\0' ~ | xargs -0 rm -rf)
			for _, w := range strings.Split(in.text, sep) {
				if w = strings.TrimSuffix(w, "\n"); w != "" {
					out = append(out, field{s: w})
				}
			}
			return out
		}
		if in.known && !o.has('0') && !o.has('d') {
			// The input is known (echo / | xargs rm -rf): its words are
			// the operands, as xargs splits them on blanks.
			for _, w := range strings.Fields(in.text) {
				out = append(out, field{s: w})
			}
			return out
		}
		if !in.known && len(in.lists) > 0 && len(cmd) > 0 && listDeleters[cmdName(cmd[0].s)] {
			// find ~ | xargs rm -rf: what was listed is deleted (a reader
			// of a listing reads what a recursive read would, judged there)
			return append(out, in.lists...)
		}
		return append(out, field{dyn: true})
	}
	for i := range out {
		if i > 0 && strings.Contains(out[i].s, repl) {
			if in.known && !strings.Contains(strings.TrimSpace(in.text), "\n") {
				out[i] = field{s: strings.ReplaceAll(out[i].s, repl, strings.TrimSpace(in.text))}
				continue
			}
			if !in.known && len(in.lists) > 0 && listDeleters[cmdName(out[0].s)] {
				out[i] = field{s: strings.ReplaceAll(out[i].s, repl, in.lists[0].s), dyn: true}
				continue
			}
			out[i] = field{s: out[i].s, dyn: true}
		}
	}
	return out
}

// roles applies a row's fields to a command's arguments.
func (e *ewalker) roles(row *effectRow, name string, args []field) {
	o := parseOpts(args, row.valOpts, row.longVal...)
	ops := o.ops[min(row.skip, len(o.ops)):]
	last := row.last
	for _, v := range o.vals {
		if row.opt[v.k] == roleWrite {
			last = roleNone // the output is named by an option (cp -t DIR)
		}
	}
	for i, f := range ops {
		role := row.each
		switch {
		case row.first != roleNone && len(ops) >= 2 && i == 0:
			role = row.first
		case last != roleNone && len(ops) >= 2 && i == len(ops)-1:
			role = last
		}
		e.role(role, f)
	}
	for _, v := range o.vals {
		if role, ok := row.opt[v.k]; ok {
			e.role(role, valField(v.v))
		}
	}
	if row.into {
		if dst, ok := o.val("t", "target-directory"); ok {
			e.writeInto(ops, valField(dst), false)
		} else if len(ops) >= 2 {
			e.writeInto(ops[:len(ops)-1], ops[len(ops)-1], false)
		}
	}
	switch row.target {
	case onNone:
		if row.op != 0 {
			e.add(middleware.Effect{Op: row.op})
		}
	case onPath:
		e.add(middleware.Effect{Op: row.op, Program: name})
		for _, f := range ops {
			if !quietPath(f.s) {
				e.add(middleware.Effect{Op: row.op, Path: f.s, Unknown: f.dyn})
			}
		}
	case onProgram:
		if len(ops) == 0 {
			e.add(middleware.Effect{Op: row.op, Unknown: true})
		}
		for _, f := range ops {
			e.add(middleware.Effect{Op: row.op, Program: f.s, Unknown: f.dyn})
		}
	}
}

// valField is an option's value as a field: parseOpts keeps only the text,
// and a value holding $ is taken as computed.
func valField(s string) field { return field{s: s, dyn: strings.Contains(s, "$")} }

func (e *ewalker) role(r argRole, f field) {
	switch r {
	case roleRead:
		e.addPath(middleware.EffectRead, f)
	case roleWrite:
		e.addPath(middleware.EffectWrite, f)
	case roleMkdir:
		if f.dyn {
			e.addPath(middleware.EffectWrite, f) // where is not known
			return
		}
		e.add(middleware.Effect{Op: middleware.EffectWrite, Path: f.s, Class: effects.ClassNewDirectory})
	case roleDelete:
		e.addPath(middleware.EffectDelete, f)
	case roleReadDelete:
		e.addPath(middleware.EffectRead, f)
		e.addPath(middleware.EffectDelete, f)
	}
}

// runAfter: a wrapper with getopt options, then the command it runs.
func runAfter(shortVal string, longVal ...string) effectFunc {
	return func(e *ewalker, _ string, args []field, in stdin) stdout {
		return e.run(skipOpts(args, shortVal, longVal...), in)
	}
}

// runText runs text as a shell script, or records an unknown exec when
// the text is computed.
func (e *ewalker) runText(f field) {
	if f.dyn {
		e.add(unknownExec)
		return
	}
	e.script(f.s)
}

// runStdin runs what flows into a command that executes its input.
func (e *ewalker) runStdin(in stdin) {
	switch {
	case in.known:
		e.script(in.text)
	case in.decoded:
		e.add(decodedExec)
	case in.piped:
		e.add(unknownExec)
	}
}

// joined is the words of a command vector as one script, the way ssh,
// watch and su -c hand them to a shell.
func joined(args []field) field {
	f := field{s: joinFields(args)}
	for _, a := range args {
		f.dyn = f.dyn || a.dyn
	}
	return f
}
