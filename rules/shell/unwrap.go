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
