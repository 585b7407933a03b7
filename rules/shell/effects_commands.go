package shell

import (
	"regexp"
	"slices"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
)

// The irregular rows of the catalogue of argument roles: commands whose
// options decide what their operands are.

// grepFn: grep and its kin read their file operands after the pattern; -r
// with no operand, and rg/ag/ack with none, read the working directory.
func grepFn(e *ewalker, name string, args []field, _ stdin) stdout {
	o := parseOpts(args, "efmABCdDgtTjM", "regexp", "file", "max-count", "after-context", "before-context", "context",
		"include", "exclude", "exclude-dir", "glob", "type", "type-not", "label", "ignore-file")
	ops := o.ops
	if _, given := o.val("e", "regexp", "f", "file"); !given && len(ops) > 0 {
		ops = ops[1:]
	}
	for _, f := range o.allVals("f", "file", "ignore-file") {
		e.addPath(middleware.EffectRead, valField(f))
	}
	for _, f := range ops {
		e.addPath(middleware.EffectRead, f)
	}
	recursive := o.has('r') || o.has('R') || o.hasLong("recursive", 3) || name == "rg" || name == "ag" || name == "ack"
	if len(ops) == 0 && recursive {
		e.addPath(middleware.EffectRead, field{s: "."})
	}
	return stdout{}
}

// sourceFn: source reads a file and runs it in this shell.
func sourceFn(e *ewalker, _ string, args []field, in stdin) stdout {
	if len(args) == 0 || args[0].s == "/dev/stdin" || args[0].s == "-" {
		e.runStdin(in)
		return stdout{}
	}
	e.runFile(args[0])
	return stdout{}
}

// unzipFn: unzip reads the archive and writes into -d DIR, or here.
func unzipFn(e *ewalker, name string, args []field, _ stdin) stdout {
	o := parseOpts(args, "dxP")
	if len(o.ops) > 0 {
		e.addPath(middleware.EffectRead, o.ops[0])
	}
	if o.has('l') || o.has('t') || o.has('p') || o.has('Z') {
		return stdout{}
	}
	dir := field{s: "."}
	if d, ok := o.val("d"); ok {
		dir = valField(d)
	}
	e.addPath(middleware.EffectWrite, dir)
	e.extractInto(dir)
	return stdout{}
}

// sevenZipFn: 7z and rar take a command letter, then switches, the
// archive and files: a (add) and u (update) read the files (a directory
// whole) and write the archive; x and e extract into -oDIR (7z) or the
// directory operand (rar); l and t only read the archive.
func sevenZipFn(e *ewalker, name string, args []field, _ stdin) stdout {
	if len(args) == 0 || args[0].dyn {
		return stdout{}
	}
	cmd := args[0].s
	var ops []field
	out := field{s: "."}
	for _, a := range args[1:] {
		switch {
		case strings.HasPrefix(a.s, "-o") && name != "rar" && name != "unrar":
			out = field{s: a.s[2:], dyn: a.dyn} // 7z -o{DIR}, attached
		case strings.HasPrefix(a.s, "-"):
		default:
			ops = append(ops, a)
		}
	}
	if len(ops) == 0 {
		return stdout{}
	}
	archive, files := ops[0], ops[1:]
	switch cmd {
	case "a", "u":
		for _, f := range files {
			e.addPath(middleware.EffectRead, f)
			e.readKnownTree(f)
		}
		e.addPath(middleware.EffectWrite, archive)
	case "x", "e":
		e.addPath(middleware.EffectRead, archive)
		if (name == "rar" || name == "unrar") && len(files) > 0 && strings.HasSuffix(files[len(files)-1].s, "/") {
			out = files[len(files)-1] // rar x ARCHIVE DIR/
		}
		e.addPath(middleware.EffectWrite, out)
		e.extractInto(out)
	case "d", "rn":
		e.addPath(middleware.EffectWrite, archive)
	default:
		e.addPath(middleware.EffectRead, archive)
	}
	return stdout{}
}

// tarFn: tar -x writes into -C DIR (or here), -c reads its operands and
// writes the archive; --checkpoint-action=exec and --to-command run
// commands.
func tarFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	o := tarOpts(args)
	archive, hasArchive := o.val("f", "file")
	extract := tarExtracts(&o)
	create := o.has('c') || o.has('r') || o.has('u') || o.hasLong("create", 3) || o.hasLong("append", 3)
	switch {
	case extract:
		if hasArchive {
			e.addPath(middleware.EffectRead, valField(archive))
		}
		dir := "."
		if d, ok := o.val("C", "directory"); ok {
			dir = d
		}
		e.addPath(middleware.EffectWrite, valField(dir))
		e.extractInto(valField(dir))
	case create:
		saved := e.saveDir()
		if d, ok := o.val("C", "directory"); ok {
			e.chdir(valField(d)) // tar czf - -C ~ .ssh: the operands are in DIR
		}
		for _, f := range o.ops {
			e.addPath(middleware.EffectRead, f)
			e.readKnownTree(f) // tar recurses into a directory unless told not to
			if o.hasLong("remove-files", 8) {
				e.addPath(middleware.EffectDelete, f) // archived, then gone
			}
		}
		e.restoreDir(saved) // the archive is named from where tar started
		if hasArchive {
			e.addPath(middleware.EffectWrite, valField(archive))
		}
	case hasArchive:
		e.addPath(middleware.EffectRead, valField(archive))
	}
	for _, a := range o.allVals("checkpoint-action") {
		if cmd, ok := strings.CutPrefix(a, "exec="); ok {
			e.runText(valField(cmd))
		}
	}
	for _, cmd := range o.allVals("to-command", "use-compress-program") {
		e.runText(valField(cmd))
	}
	for _, f := range o.allVals("T", "files-from", "X", "exclude-from") {
		e.addPath(middleware.EffectRead, valField(f))
	}
	return stdout{}
}

// tarOpts parses tar's command line, an old-style first word (tar xzf
// FILE …) read as its bundle of options.
func tarOpts(args []field) opts {
	if len(args) > 0 && !strings.HasPrefix(args[0].s, "-") && !args[0].dyn {
		args = append([]field{{s: "-" + args[0].s}}, args[1:]...)
	}
	return parseOpts(args, "fCTXbHKLNVg", "file", "directory", "files-from", "exclude-from", "checkpoint-action", "to-command", "use-compress-program", "transform", "exclude", "format", "newer")
}

// tarExtracts: the command line unpacks its archive.
func tarExtracts(o *opts) bool { return o.has('x') || o.hasLong("extract", 3) || o.hasLong("get", 3) }

// ddFn: dd reads if= and writes of=; a device as of= is a disk effect.
func ddFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	image := ddImage(args)
	for _, a := range args {
		k, v, ok := strings.Cut(a.s, "=")
		if !ok {
			continue
		}
		f := field{s: v, dyn: a.dyn}
		switch k {
		case "if":
			e.addPath(middleware.EffectRead, f)
		case "of":
			if p, _ := cleanPath(v); image && !a.dyn && isBlockDevice(p) {
				// An image flashed to a disk is a disk effect, which the
				// shell classifier's disk.write-image asks a person
				// about; a raw write of anything else stays a write the
				// device class denies.
				e.addPath(middleware.EffectDisk, f)
				continue
			}
			e.addPath(middleware.EffectWrite, f)
		}
	}
	return stdout{}
}

// sedFn: sed reads its files (after the script unless -e/-f gives it);
// -i writes them; the e command and the s///e flag run commands, w FILE
// writes.
func sedFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	o := parseOpts(args, "efl", "expression", "file", "line-length")
	ops := o.ops
	scripts := o.allVals("e", "expression")
	if _, ok := o.val("e", "expression", "f", "file"); !ok && len(ops) > 0 {
		scripts = append(scripts, ops[0].s)
		ops = ops[1:]
	}
	for _, f := range o.allVals("f", "file") {
		e.addPath(middleware.EffectRead, valField(f))
	}
	role := roleRead
	if o.has('i') || o.hasLong("in-place", 3) {
		role = roleWrite
		for _, f := range ops {
			e.addPath(middleware.EffectRead, f)
		}
	}
	for _, f := range ops {
		e.role(role, f)
	}
	for _, s := range scripts {
		e.sedScript(s)
	}
	return stdout{}
}

// sedScript finds the commands of a sed script that run or write.
func (e *ewalker) sedScript(s string) {
	for _, cmd := range strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == ';' }) {
		cmd = strings.TrimLeft(cmd, " \t0123456789,$!")
		if strings.HasPrefix(cmd, "/") {
			if i := strings.IndexByte(cmd[1:], '/'); i >= 0 {
				cmd = strings.TrimLeft(cmd[i+2:], " \t0123456789,$!")
			}
		}
		switch {
		case strings.HasPrefix(cmd, "e"):
			if rest := strings.TrimSpace(cmd[1:]); rest != "" {
				e.script(rest)
			} else {
				e.add(unknownExec) // runs the pattern space
			}
		case strings.HasPrefix(cmd, "w ") || strings.HasPrefix(cmd, "W "):
			e.addPath(middleware.EffectWrite, valField(strings.TrimSpace(cmd[2:])))
		case len(cmd) > 1 && cmd[0] == 's':
			parts := strings.Split(cmd[2:], cmd[1:2])
			if len(parts) >= 3 {
				flags := parts[2]
				if strings.Contains(flags, "e") {
					e.add(unknownExec)
				}
				if _, file, ok := strings.Cut(flags, "w "); ok {
					e.addPath(middleware.EffectWrite, valField(strings.TrimSpace(file)))
				}
			}
		}
	}
}

// findFn: find -delete deletes what it finds under its start paths;
// -exec/-execdir/-ok run a command with {} standing for them; -fprint
// writes.
func findFn(e *ewalker, _ string, args []field, in stdin) stdout {
	var starts []field
	i := 0
	for i < len(args) && !args[i].dyn && findLeadingOpt(args[i].s) {
		// find -L DIR, -H, -P, -O3, -D tree: options before the starts
		if args[i].s == "-D" {
			i++
		}
		i++
	}
	for ; i < len(args) && (args[i].dyn || !strings.HasPrefix(args[i].s, "-") && args[i].s != "(" && args[i].s != "!"); i++ {
		starts = append(starts, args[i])
	}
	if len(starts) == 0 {
		starts = []field{{s: "."}}
	}
	// With a name filter, find acts on the files below each start whose
	// names match, not on the start itself: "find / -name '*.tar'
	// -delete" deletes /**/*.tar, not /.
	if pat, ok := findNameFilter(args[i:]); ok {
		for k, s := range starts {
			starts[k] = field{s: strings.TrimRight(s.s, "/") + "/**/" + pat, dyn: true}
		}
	}
	var out stdout
	for _, s := range starts {
		// what find prints: the files below each start (chosen by a
		// name filter, or all of them), computed when it runs
		if s.dyn {
			out.lists = append(out.lists, s)
		} else {
			out.lists = append(out.lists, field{s: strings.TrimRight(s.s, "/") + "/$found", dyn: true})
		}
	}
	for ; i < len(args); i++ {
		switch args[i].s {
		case "-delete":
			for _, s := range starts {
				e.addPath(middleware.EffectDelete, s)
			}
		case "-fprint", "-fprint0", "-fprintf", "-fls":
			if i+1 < len(args) {
				e.addPath(middleware.EffectWrite, args[i+1])
			}
		case "-exec", "-execdir", "-ok", "-okdir":
			j := i + 1
			for j < len(args) && args[j].s != ";" && args[j].s != "+" {
				j++
			}
			for _, s := range starts {
				cmd := make([]field, 0, j-i-1)
				for _, a := range args[i+1 : j] {
					if strings.Contains(a.s, "{}") {
						a = field{s: strings.ReplaceAll(a.s, "{}", s.s), dyn: a.dyn || s.dyn}
					}
					cmd = append(cmd, a)
				}
				e.run(cmd, in)
			}
			i = j
		}
	}
	return out
}

// findLeadingOpt: the options GNU and BSD find take before the starting
// points (-H, -L, -P, -E, -X, -s, -x, -d, -f, -O LEVEL, -D DEBUG).
func findLeadingOpt(a string) bool {
	switch a {
	case "-H", "-L", "-P", "-E", "-X", "-s", "-x", "-d", "-D":
		return true
	}
	return len(a) == 3 && strings.HasPrefix(a, "-O") && a[2] >= '0' && a[2] <= '9'
}

// findNameFilter says which files below its starts find acts on: the
// pattern of its first -name or -iname test, "*" when other tests choose
// them by something other than the name, and ok false when nothing
// chooses (the whole tree).
func findNameFilter(expr []field) (string, bool) {
	chosen := false
	for j := 0; j < len(expr); j++ {
		switch a := expr[j].s; {
		case a == "-exec" || a == "-execdir" || a == "-ok" || a == "-okdir":
			j = len(expr) // what follows is the command, not a test
		case (a == "-name" || a == "-iname") && j+1 < len(expr):
			p := expr[j+1]
			if !p.dyn && p.s != "*" && p.s != "" && !strings.Contains(p.s, "/") {
				return p.s, true
			}
			// -name '*' matches every name: it chooses nothing
			chosen = chosen || p.dyn || p.s != "*"
		case findTestRow(a): // family_filesystem.go: the tests that choose files
			chosen = true
		}
	}
	return "*", chosen
}

// setuidMode: a chmod mode that sets the setuid or setgid bit.
func setuidMode(m string) bool {
	if isDigits(m) {
		return len(m) == 4 && strings.ContainsAny(m[:1], "234567")
	}
	for _, clause := range strings.Split(m, ",") {
		if i := strings.IndexAny(clause, "+="); i >= 0 && strings.ContainsRune(clause[i:], 's') {
			return true
		}
	}
	return false
}

// chmodFn: chmod writes the modes of its targets; a setuid bit or a
// system path is privilege, and a mode that opens a target to others is
// a read or write of it (effects_grants.go).
func chmodFn(e *ewalker, name string, args []field, _ stdin) stdout {
	o := parseOpts(args, "", "reference")
	ops := o.ops
	if _, ref := o.val("reference"); !ref && len(ops) > 0 {
		if setuidMode(ops[0].s) || ops[0].dyn {
			e.add(middleware.Effect{Op: middleware.EffectPrivilege, Program: name})
		}
		e.granted(modeGrant(ops[0].s), ops[1:], o.has('R') || o.hasLong("recursive", 3))
		ops = ops[1:]
	}
	e.ownerTargets(name, ops)
	return stdout{}
}

// chownFn: chown writes the ownership of its targets; giving them to
// root, or touching a system path, is privilege.
func chownFn(e *ewalker, name string, args []field, _ stdin) stdout {
	o := parseOpts(args, "", "reference", "from")
	ops := o.ops
	if _, ref := o.val("reference"); !ref && len(ops) > 0 {
		owner, _, _ := strings.Cut(ops[0].s, ":")
		if owner == "root" || owner == "0" || ops[0].dyn {
			e.add(middleware.Effect{Op: middleware.EffectPrivilege, Program: name})
		}
		ops = ops[1:]
	}
	e.ownerTargets(name, ops)
	return stdout{}
}

// ownerTargets reports a change of mode or ownership: metadata, not
// content, so not a write (chmod 600 ~/.ssh/id_rsa protects a key; making
// a hook executable installs nothing without writing it). On a system
// path it is privilege, with the path.
func (e *ewalker) ownerTargets(name string, ops []field) {
	for _, f := range ops {
		if c := classifyPath(f.s); c == pcRoot || c == pcSysTop || c == pcSysSub {
			e.add(middleware.Effect{Op: middleware.EffectPrivilege, Program: name, Path: f.s})
		}
	}
}

// setcapFn: setcap CAPS FILE grants capabilities to a file.
func setcapFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	o := parseOpts(args, "")
	if len(o.ops) > 1 {
		e.addPath(middleware.EffectWrite, o.ops[len(o.ops)-1])
	}
	return stdout{}
}

// suFn: su becomes another user; -c runs text as that user.
func suFn(e *ewalker, name string, args []field, in stdin) stdout {
	e.add(middleware.Effect{Op: middleware.EffectPrivilege, Program: name})
	o := parseOpts(args, "cgGs", "command", "group", "shell")
	if c, ok := o.val("c", "command"); ok {
		e.runText(valField(c))
		return stdout{}
	}
	e.runStdin(in)
	return stdout{}
}

// inlineShell reports whether a shell is given its whole script inline and
// known (bash -c 'text'): what it runs is read here, not fetched.
func inlineShell(name string, args []field) bool {
	if !isShell(name) {
		return false
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a.s == "-o" || a.s == "+o" || a.s == "-O" || a.s == "+O" {
			i++
			continue
		}
		if a.s == "--command" || len(a.s) > 1 && a.s[0] == '-' && a.s[1] != '-' && strings.ContainsRune(a.s, 'c') {
			return i+1 < len(args) && !args[i+1].dyn
		}
		if !strings.HasPrefix(a.s, "-") && !strings.HasPrefix(a.s, "+") {
			return false
		}
	}
	return false
}

// shellFn: a shell runs -c text, a script file, or its input.
func shellFn(e *ewalker, name string, args []field, in stdin) stdout {
	if streamShell(args, in) {
		e.add(middleware.Effect{Op: middleware.EffectExec, Program: name, Class: effects.ClassInteractiveShell})
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a.s == "-o" || a.s == "+o" || a.s == "-O" || a.s == "+O":
			i++
		case a.s == "-s" || a.s == "-":
			e.runStdin(in)
			return stdout{}
		case a.s == "--command" || len(a.s) > 1 && a.s[0] == '-' && a.s[1] != '-' && strings.ContainsRune(a.s, 'c'):
			if i+1 < len(args) {
				e.runText(withPositional(args[i+1], args[i+2:]))
			}
			return stdout{}
		case strings.HasPrefix(a.s, "-") || strings.HasPrefix(a.s, "+"):
		default:
			e.runFile(a)
			return stdout{}
		}
	}
	e.runStdin(in)
	return stdout{}
}

// withPositional: sh -c SCRIPT NAME ARG… gives SCRIPT NAME as $0 and
// the ARGs as $1…; the script is judged with them put back, each as a
// quoted word ("$@" as all of them): bash -c '"$@"' _ rm -rf ~ is rm -rf
// ~, sh -c 'cat "$1"' _ .env reads .env. A computed argument leaves the
// script as it was.
func withPositional(script field, params []field) field {
	if script.dyn || len(params) == 0 || !positionalRef.MatchString(script.s) {
		return script
	}
	words := make([]string, len(params))
	for k, p := range params {
		if p.dyn {
			return script
		}
		words[k] = "'" + strings.ReplaceAll(p.s, "'", `'\''`) + "'"
	}
	script.s = positionalRef.ReplaceAllStringFunc(script.s, func(m string) string {
		ref := strings.Trim(m, `"${}`)
		switch ref {
		case "@", "*":
			return strings.Join(words[1:], " ")
		}
		n := int(ref[0] - '0')
		if len(ref) != 1 || n >= len(words) {
			return "''" // unset: empty
		}
		return words[n]
	})
	return script
}

// positionalRef matches a positional parameter, quoted or not: $1,
// "${2}", "$@", $*.
var positionalRef = regexp.MustCompile(`"?\$(?:[0-9@*]|\{[0-9@*]\})"?`)

// evalFn: eval runs its arguments joined as a script.
func evalFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	if len(args) == 0 {
		return stdout{}
	}
	if t := joined(args); !t.dyn {
		e.scriptHere(t.s) // eval 'cd ~': this shell moves
		return stdout{}
	}
	e.runText(joined(args))
	return stdout{}
}

// aliasFn: alias NAME='TEXT' runs TEXT whenever NAME is typed.
func aliasFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	for _, a := range args {
		if k, v, ok := strings.Cut(a.s, "="); ok {
			e.runText(field{s: v, dyn: a.dyn})
			if !a.dyn && k != "" && len(e.aliases) < maxAliases {
				if e.aliases == nil {
					e.aliases = map[string]string{}
				}
				e.aliases[k] = v // a later `k args` runs v args
			}
		}
	}
	return stdout{}
}

// maxAliases bounds the aliases one walk remembers.
const maxAliases = 64

// trapFn: trap 'TEXT' SIGNAL… runs TEXT when a signal (or EXIT) comes.
func trapFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	if rest := skipOpts(args, ""); len(rest) > 1 && rest[0].s != "-" {
		e.runText(rest[0])
	}
	return stdout{}
}

// forgetVarsFn: read, let, unset and kin set variables to values not
// known here; the walk forgets what it knew of them.
func forgetVarsFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	for _, a := range args {
		name, _, _ := strings.Cut(a.s, "=")
		delete(e.vars, name)
		delete(e.vars, name+listSuffix)
	}
	return stdout{}
}

// watchFn: watch runs its command repeatedly through sh -c.
func watchFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	if rest := skipOpts(args, "nd", "interval", "differences"); len(rest) > 0 {
		e.runText(joined(rest))
	}
	return stdout{}
}

// parallelFn: GNU parallel runs the command lines parallel.go reads.
func parallelFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	lines, _ := parallelCommands(args)
	for _, line := range lines {
		e.runText(field{s: line})
	}
	return stdout{}
}

// systemdRunFn: systemd-run runs a command as a unit; with a timer
// option (--on-calendar, --on-boot, …) it runs later.
func systemdRunFn(e *ewalker, _ string, args []field, in stdin) stdout {
	longVal := words("unit property description slice uid gid setenv working-directory on-active on-boot on-startup on-unit-active on-unit-inactive on-calendar on-clock-change timer-property machine host nice")
	o := parseOpts(args[:len(args)-len(skipOpts(args, "upEMHp", longVal...))], "upEMH", longVal...)
	for _, l := range o.long {
		if strings.HasPrefix(l, "on-") {
			e.add(middleware.Effect{Op: middleware.EffectPersist, Program: "systemd-run"})
		}
	}
	return e.run(skipOpts(args, "upEMH", longVal...), in)
}

// flockFn: flock [opts] FILE CMD…, or flock FILE -c TEXT.
func flockFn(e *ewalker, _ string, args []field, in stdin) stdout {
	rest := skipOpts(args, "wEc", "timeout", "conflict-exit-code")
	if len(rest) == 0 {
		return stdout{}
	}
	e.addPath(middleware.EffectWrite, rest[0])
	rest = rest[1:]
	for i, a := range args {
		if (a.s == "-c" || a.s == "--command") && i+1 < len(args) {
			e.runText(args[i+1])
			return stdout{}
		}
	}
	return e.run(rest, in)
}

// scriptFn: script -c TEXT [FILE] runs TEXT and writes a typescript.
func scriptFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	o := parseOpts(args, "cEIOBTtm", "command", "log-in", "log-out", "log-io", "log-timing", "echo", "logging-format")
	if c, ok := o.val("c", "command"); ok {
		e.runText(valField(c))
	}
	for _, f := range o.ops {
		e.addPath(middleware.EffectWrite, f)
	}
	return stdout{}
}

// tmuxFn: new-session/new-window/send-keys/run-shell hand text to a shell.
func tmuxFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	for i, a := range args {
		switch a.s {
		case "new-session", "new", "new-window", "neww", "send-keys", "send", "run-shell", "run", "split-window", "splitw", "respawn-pane":
			rest := skipOpts(args[i+1:], "tcnsxyFeSlpL", "")
			if len(rest) > 0 {
				e.runText(joined(rest))
			}
			return stdout{}
		}
	}
	return stdout{}
}

// sqlWrites are the SQL statements (and sqlite3 dot-commands) that
// change a database.
var sqlWrites = setOf(words("insert update delete replace drop create alter attach vacuum .import .restore .read"))

// sqliteValued are sqlite3's options that take a value.
var sqliteValued = setOf(words("cmd separator newline nullvalue init"))

// sqliteFn: sqlite3 [OPTIONS] DB [SQL…] reads DB (a browser's Cookies or
// Login Data are sessions and passwords), and writes it when the SQL
// changes it (an INSERT into the privacy database grants an app what
// the user never did).
func sqliteFn(e *ewalker, name string, args []field, in stdin) stdout {
	// sqlite3 spells its options with one dash (-cmd, -init) or two
	cloned := false
	for i, a := range args {
		if len(a.s) > 2 && a.s[0] == '-' && a.s[1] != '-' && sqliteValued[a.s[1:]] {
			if !cloned {
				args, cloned = slices.Clone(args), true
			}
			args[i].s = "-" + a.s
		}
	}
	o := parseOpts(args, "", "cmd", "separator", "newline", "nullvalue", "init")
	e.clientShell(name, o, o.ops[min(1, len(o.ops)):], in) // SQL after the database
	if len(o.ops) == 0 {
		return stdout{}
	}
	db := o.ops[0]
	e.addPath(middleware.EffectRead, db)
	for _, sql := range o.ops[1:] {
		for _, stmt := range strings.Split(sql.s, ";") {
			first, _, _ := strings.Cut(strings.TrimSpace(stmt), " ")
			if sql.dyn || sqlWrites[strings.ToLower(first)] {
				e.addPath(middleware.EffectWrite, db)
				return stdout{}
			}
		}
	}
	return stdout{}
}
