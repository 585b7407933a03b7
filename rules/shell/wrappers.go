package shell

import "strings"

// unwrap strips wrappers (sudo, env, nice, timeout, …) and returns the
// command that finally runs and its arguments. It reports nothing.
func (w *walker) unwrap(args []field) (string, []field) { return w.unwrapping(args, false) }

// unwrapJudge is unwrap that also records what the wrappers themselves are
// (sudo is a finding of its own; env may clear history variables).
func (w *walker) unwrapJudge(args []field) (string, []field) { return w.unwrapping(args, true) }

func (w *walker) unwrapping(args []field, report bool) (string, []field) {
	for guard := 0; len(args) > 0 && guard < 16; guard++ {
		name := cmdName(args[0].s)
		strip, ok := wrapperIndex[name]
		if !ok {
			return name, args[1:]
		}
		var runs bool
		if args, runs = strip(w, args, report); !runs {
			return "", nil
		}
	}
	return "", nil
}

// unwrapTo strips the wrappers around args until the command named name
// (itself a wrapper, such as xargs), and returns that command's arguments;
// ok is false when the chain runs something else.
func (w *walker) unwrapTo(args []field, name string) ([]field, bool) {
	for guard := 0; len(args) > 0 && guard < 16; guard++ {
		n := cmdName(args[0].s)
		if n == name {
			return args[1:], true
		}
		strip, ok := wrapperIndex[n]
		if !ok {
			return nil, false
		}
		var runs bool
		if args, runs = strip(w, args, false); !runs {
			return nil, false
		}
	}
	return nil, false
}

// A stripFunc removes one wrapper from an argument vector (args[0] is the
// wrapper's name) and returns the command it runs, or runs=false when it
// runs none (command -v, xargs with no command). With report set it
// records what the wrapper itself does.
type stripFunc func(w *walker, args []field, report bool) (next []field, runs bool)

// wrappers are the commands that run another command: the catalogue of
// what unwrap strips. To teach the guard a wrapper, add a row.
var wrappers = []struct {
	names []string
	strip stripFunc
}{
	{words("sudo doas pkexec gsudo run0 sudo-rs"), stripSudo},
	{words("env"), stripEnv},
	{words("nice"), skipping("n", "adjustment")},
	{words("ionice"), skipping("cnp", "class", "classdata", "pid")},
	{words("nohup builtin noglob nocorrect unbuffer torsocks busybox tsocks catchsegv flock-free"), stripName},
	{words("exec"), skipping("a")},
	{words("command"), stripCommand},
	{words("time"), skipping("fo", "format", "output")},
	{words("stdbuf"), skipping("ioe", "input", "output", "error")},
	{words("systemd-inhibit"), skipping("", "what", "who", "why", "mode")},
	{words("setsid caffeinate proxychains proxychains4 firejail"), skipping("fw", "file")},
	{words("chroot"), skippingOperand("", "userspec", "groups")},               // chroot [opts] DIR CMD
	{words("timeout gtimeout"), skippingOperand("sk", "signal", "kill-after")}, // timeout [opts] DURATION CMD
	{words("runuser"), stripRunuser},
	{words("xargs"), stripXargs},
}

var wrapperIndex = func() map[string]stripFunc {
	m := map[string]stripFunc{}
	for _, r := range wrappers {
		for _, n := range r.names {
			m[n] = r.strip
		}
	}
	return m
}()

// stripName: the wrapper takes no options of its own.
func stripName(_ *walker, args []field, _ bool) ([]field, bool) { return args[1:], true }

// skipping: the wrapper takes getopt options (shortVal and longVal list
// those with a value), then the command.
func skipping(shortVal string, longVal ...string) stripFunc {
	return func(_ *walker, args []field, _ bool) ([]field, bool) {
		return skipOpts(args[1:], shortVal, longVal...), true
	}
}

// skippingOperand: options, then one operand of the wrapper's own (a
// directory, a duration), then the command.
func skippingOperand(shortVal string, longVal ...string) stripFunc {
	return func(_ *walker, args []field, _ bool) ([]field, bool) {
		rest := skipOpts(args[1:], shortVal, longVal...)
		if len(rest) > 0 {
			rest = rest[1:]
		}
		return rest, true
	}
}

// stripSudo: sudo and its kin are privilege use, a finding of their own;
// VAR=value words before the command are assignments.
func stripSudo(w *walker, args []field, report bool) ([]field, bool) {
	if report {
		w.emit(IDSudo, "bash", fieldStrings(args))
	}
	rest := skipOpts(args[1:], "ugphCDrtUTRa", "user", "group", "host", "prompt", "close-from", "chdir", "role", "type", "other-user", "command-timeout", "chroot", "config")
	return skipAssigns(w, rest, report), true
}

// stripEnv: env [-i] [-u NAME] [VAR=value…] CMD, and env -S.
func stripEnv(w *walker, args []field, report bool) ([]field, bool) {
	return w.skipEnv(args[1:], report), true
}

// stripCommand: command -v/-V only looks the name up.
func stripCommand(_ *walker, args []field, _ bool) ([]field, bool) {
	rest := args[1:]
	o := parseOpts(rest[:min(len(rest), 1)], "")
	if o.has('v') || o.has('V') {
		return nil, false
	}
	return skipOpts(rest, ""), true
}

// stripRunuser: runuser [opts] USER CMD, or runuser -u USER CMD.
func stripRunuser(_ *walker, args []field, _ bool) ([]field, bool) {
	rest := args[1:]
	next := skipOpts(rest, "ugc", "user", "group", "command")
	if len(next) > 0 && !strings.HasPrefix(rest[0].s, "-u") {
		next = next[1:]
	}
	return next, true
}

// stripXargs: xargs runs its command on what it reads.
func stripXargs(_ *walker, args []field, _ bool) ([]field, bool) {
	next := skipXargs(args[1:])
	return next, len(next) > 0
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

func isName(s string) bool { return s != "" && nameLen(s) == len(s) }

// nameLen is the length of the shell variable name s starts with (0 for
// none): letters, digits and underscores, not a digit first.
func nameLen(s string) int {
	i := 0
	for i < len(s) && (s[i] == '_' || s[i] >= 'a' && s[i] <= 'z' || s[i] >= 'A' && s[i] <= 'Z' || i > 0 && s[i] >= '0' && s[i] <= '9') {
		i++
	}
	return i
}

func (w *walker) skipEnv(args []field, report bool) []field {
	for i := 0; i < len(args); i++ {
		a := args[i].s
		switch {
		case a == "-S" || a == "--split-string":
			if i+1 < len(args) {
				// env -S 'rm -rf /' splits its argument into words
				split := envSplit(args[i+1].s)
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

// envSplit splits the argument of env -S as GNU env does: at blanks
// outside single and double quotes, with backslash escaping one byte
// (env -S "sh -c 'rm -rf ~'" is sh, -c and one script).
func envSplit(s string) []string {
	var out []string
	var b strings.Builder
	in, quote := false, byte(0)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0 && c == quote:
			quote = 0
		case quote != '\'' && c == '\\' && i+1 < len(s):
			i++
			b.WriteByte(s[i])
			in = true
		case quote != 0:
			b.WriteByte(c)
		case c == '\'' || c == '"':
			quote, in = c, true
		case c == ' ' || c == '\t' || c == '\n':
			if in {
				out = append(out, b.String())
				b.Reset()
				in = false
			}
		default:
			b.WriteByte(c)
			in = true
		}
	}
	if in {
		out = append(out, b.String())
	}
	return out
}

// xargsShort and xargsLong are xargs' options that take a value: the
// wrapper strip and the effect walk read them alike.
const xargsShort = "IinPLdsEaelx"

var xargsLong = []string{"replace", "max-args", "max-procs", "max-lines", "delimiter", "max-chars", "eof", "arg-file"}

func skipXargs(args []field) []field { return skipOpts(args, xargsShort, xargsLong...) }

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
