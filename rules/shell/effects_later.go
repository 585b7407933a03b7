package shell

import (
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// The rows of the commands that make something run later: cron, services,
// launchd, at.

// crontabFn: installing a crontab (FILE, -, -e, -r) makes commands run
// later; -l only lists it.
func crontabFn(e *ewalker, name string, args []field, in stdin) stdout {
	o := parseOpts(args, "u", "user")
	if o.has('l') {
		return stdout{}
	}
	e.add(middleware.Effect{Op: middleware.EffectPersist, Program: name})
	for _, f := range o.ops {
		if f.s == "-" {
			if in.known {
				e.script(cronCommands(in.text))
			} else {
				e.runStdin(in)
			}
			continue
		}
		e.addPath(middleware.EffectRead, f)
	}
	return stdout{}
}

// cronCommands is the command part of each crontab line: the five time
// fields (or an @reboot-style word) and variable lines removed.
func cronCommands(tab string) string {
	var b strings.Builder
	for _, line := range strings.Split(tab, "\n") {
		fs := strings.Fields(line)
		switch {
		case len(fs) == 0 || strings.HasPrefix(fs[0], "#"):
			continue
		case strings.HasPrefix(fs[0], "@"):
			fs = fs[1:]
		case len(fs) > 5:
			fs = fs[5:]
		case strings.Contains(fs[0], "="):
			continue
		}
		b.WriteString(strings.Join(fs, " "))
		b.WriteByte('\n')
	}
	return b.String()
}

// systemctlFn: enabling or linking a unit makes it run at boot; stopping,
// killing or masking one stops a process.
func systemctlFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	o := parseOpts(args, "tpsHMn", "type", "property", "signal", "host", "machine", "root")
	if len(o.ops) == 0 {
		return stdout{}
	}
	var op middleware.EffectOp
	switch o.ops[0].s {
	case "enable", "link", "add-wants", "add-requires", "set-default", "edit", "preset", "reenable":
		op = middleware.EffectPersist
	case "stop", "kill", "mask", "disable", "restart", "isolate", "poweroff", "reboot", "halt", "rescue", "emergency":
		op = middleware.EffectProcess
	default:
		return stdout{}
	}
	if len(o.ops) == 1 {
		e.add(middleware.Effect{Op: op})
	}
	for _, u := range o.ops[1:] {
		e.add(middleware.Effect{Op: op, Path: u.s, Unknown: u.dyn})
	}
	return stdout{}
}

// launchctlFn: launchctl load/bootstrap/enable installs an agent.
func launchctlFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	o := parseOpts(args, "SD")
	if len(o.ops) == 0 {
		return stdout{}
	}
	switch o.ops[0].s {
	case "load", "bootstrap", "enable", "submit":
		e.add(middleware.Effect{Op: middleware.EffectPersist})
		for _, f := range o.ops[1:] {
			if strings.HasSuffix(f.s, ".plist") || f.dyn {
				e.add(middleware.Effect{Op: middleware.EffectPersist, Path: f.s, Unknown: f.dyn})
			}
		}
	case "unload", "bootout", "disable", "kill", "remove", "stop":
		e.add(middleware.Effect{Op: middleware.EffectProcess})
	}
	return stdout{}
}

// atFn: at and batch run their input (or -f FILE) later.
func atFn(e *ewalker, name string, args []field, in stdin) stdout {
	o := parseOpts(args, "fqtM", "file")
	if o.has('l') || o.has('c') || o.has('r') || o.has('d') {
		return stdout{} // list, show or remove jobs
	}
	e.add(middleware.Effect{Op: middleware.EffectPersist, Program: name})
	if f, ok := o.val("f", "file"); ok {
		e.addPath(middleware.EffectRead, valField(f))
		e.add(unknownExec)
		return stdout{}
	}
	if !in.known && !in.piped {
		e.add(unknownExec)
	}
	e.runStdin(in)
	return stdout{}
}
