package shell

import "strings"

// The system family: power, init, services, kernel parameters and the
// journal. Firewalls and other protections are in family_security.go.
var systemCommands = []command{
	{names: words("shutdown reboot halt poweroff"), judge: (*walker).judgeShutdown},
	{names: words("init telinit"), judge: firstArgIn(IDShutdown, "0", "6")},
	{names: words("systemctl service loginctl rc-service launchctl sv"), judge: (*walker).judgeService},
	{names: words("sysctl"), judge: (*walker).judgeSysctl},
	{names: words("journalctl"), judge: anyArgHasPrefix(IDLogVacuum, "--vacuum")},
	{names: words("insmod kldload"), judge: (*walker).judgeInsmod},
	{names: words("mount"), judge: (*walker).judgeMount},
}

// judgeInsmod: insmod and kldload load the module file they are given
// into the kernel (modprobe takes a module's name from the system's own
// tree, and is left to the everyday work it is).
func (w *walker) judgeInsmod(_ string, args, full []field) {
	for _, a := range args {
		if !strings.HasPrefix(a.s, "-") && (a.dyn || strings.Contains(a.s, "/") || strings.Contains(a.s, ".ko")) {
			w.emit(IDKernelModule, "bash", fieldStrings(full))
			return
		}
	}
}

// judgeMount: a bind mount (--bind, --rbind, -B, -R, -o bind) onto a
// system directory puts other files in the system's place (mount --bind
// /tmp/etc /etc). Mounting a device or a filesystem somewhere (/mnt,
// /media, /proc) is a mount's everyday work.
func (w *walker) judgeMount(_ string, args, full []field) {
	o := parseOpts(args, "otLUO", "options", "types", "label", "uuid")
	bind := o.has('B') || o.has('R') || o.hasLong("bind", 4) || o.hasLong("rbind", 5)
	for _, v := range o.allVals("o", "options") {
		for _, opt := range strings.Split(v, ",") {
			bind = bind || opt == "bind" || opt == "rbind"
		}
	}
	if bind && len(o.ops) > 0 && systemMountTarget(o.ops[len(o.ops)-1].s) {
		w.emit(IDMountOverSystem, "bash", fieldStrings(full))
	}
}

// systemMountTargets are the directories whose files the system runs and
// reads its configuration from.
var systemMountTargets = []string{"/etc", "/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/boot", "/root"}

func systemMountTarget(p string) bool {
	p = strings.TrimRight(p, "/")
	if p == "" {
		return true // "/" itself
	}
	for _, d := range systemMountTargets {
		if p == d || strings.HasPrefix(p, d+"/") {
			return true
		}
	}
	return false
}

// judgeSysctl: sysctl -w writes a kernel parameter.
func (w *walker) judgeSysctl(_ string, args, full []field) {
	if o := parseOpts(args, "p"); o.has('w') {
		w.emit(IDKernelWrite, "bash", fieldStrings(full))
	}
}

// judgeShutdown: power off, halt or reboot, unless only cancelling (-c, /a),
// warning (-k), writing wtmp (-w) or asking (--help, --version, and
// systemd's shutdown --show, which prints the pending shutdown).
func (w *walker) judgeShutdown(name string, args []field, full []field) {
	o := parseOpts(args, "t")
	if o.has('w') || o.hasLong("wtmp-only", 3) || o.hasLong("help", 3) || o.hasLong("version", 4) {
		return
	}
	if name == "shutdown" && (o.has('c') || o.has('k') || o.hasLong("show", 4)) {
		return
	}
	for _, a := range args {
		if a.s == "/?" || a.s == "/a" || a.s == "-a" {
			return
		}
	}
	if name == "shutdown" && len(o.ops) > 0 && isLaterTime(o.ops[0].s) {
		// Scheduled: shutdown -c still cancels it; a person decides.
		w.emit(IDShutdownLater, "bash", fieldStrings(full))
		return
	}
	w.emit(IDShutdown, "bash", fieldStrings(full))
}

// isLaterTime reports whether a shutdown time is in the future: "+N" with
// N above zero, or a clock time "hh:mm". "now" and "+0" are not.
func isLaterTime(t string) bool {
	if n, ok := strings.CutPrefix(t, "+"); ok {
		return n != "" && strings.Trim(n, "0123456789") == "" && strings.Trim(n, "0") != ""
	}
	h, m, ok := strings.Cut(t, ":")
	return ok && len(h) >= 1 && len(h) <= 2 && len(m) == 2 && strings.Trim(h+m, "0123456789") == ""
}

// judgeService: stopping or disabling a critical service, and the
// systemctl verbs that power off or isolate a rescue target.
func (w *walker) judgeService(name string, args []field, full []field) {
	o := parseOpts(args, "HMt", "host", "machine", "type", "signal")
	ops := fieldStrings(o.ops)
	if name == "service" || name == "rc-service" || name == "sv" {
		// service NAME ACTION (sv ACTION NAME)
		if len(ops) >= 2 {
			unit, act := ops[0], ops[1]
			if name == "sv" {
				unit, act = act, unit
			}
			if (act == "stop" || act == "disable") && criticalServices[strings.ToLower(unit)] {
				w.emit(IDServiceStop, "bash", fieldStrings(full))
			}
		}
		return
	}
	if len(ops) == 0 {
		return
	}
	switch ops[0] {
	case "poweroff", "reboot", "halt", "kexec", "emergency", "rescue", "soft-reboot":
		w.emit(IDShutdown, "bash", fieldStrings(full))
	case "isolate":
		if len(ops) > 1 && (strings.HasPrefix(ops[1], "rescue") || strings.HasPrefix(ops[1], "emergency") || strings.HasPrefix(ops[1], "poweroff") || strings.HasPrefix(ops[1], "reboot") || strings.HasPrefix(ops[1], "halt")) {
			w.emit(IDShutdown, "bash", fieldStrings(full))
		}
	case "stop", "disable", "mask", "kill", "unload", "bootout":
		for _, u := range ops[1:] {
			u = strings.ToLower(strings.TrimSuffix(strings.TrimSuffix(u, ".service"), ".socket"))
			if criticalServices[u] || criticalServices[baseName(u)] {
				w.emit(IDServiceStop, "bash", fieldStrings(full))
			}
		}
	}
}
