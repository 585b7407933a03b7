package shell

import "strings"

// write judges the writing of a file, whoever does it.
func (w *walker) write(t string, wi writeInfo) {
	if t == "" {
		return
	}
	p, _ := cleanPath(t)
	cmd := []string{wi.by, t}
	if wi.by == "" {
		cmd = append(fieldStrings(wi.payload), redirSym(wi.appendMode), t)
	}
	switch {
	case isBlockDevice(p) && wi.image:
		w.emit(IDDiskImage, "bash", cmd)
	case isBlockDevice(p):
		w.emit(IDDiskWrite, "bash", cmd)
	case isAuthFile(p):
		w.emit(IDConfigSystem, "bash", cmd)
	case strings.HasPrefix(p, "/proc/sys/") || p == "/proc/sysrq-trigger" || strings.HasPrefix(p, "/sys/kernel/") ||
		strings.HasPrefix(p, "/sys/firmware/") || p == "/sys/power/state":
		w.emit(IDKernelWrite, "bash", cmd)
	case strings.HasPrefix(p, "/sys/"):
		// device attributes (power, brightness, …): ordinary tuning
	case baseName(p) == "authorized_keys" || baseName(p) == "authorized_keys2":
		w.emit(IDPersistSSHKey, "bash", cmd)
	case isCompletionPath(p):
		w.emit(IDWriteCompletion, "bash", cmd)
	case isHistoryFile(p):
		if !wi.appendMode {
			w.emit(IDHistoryWipe, "bash", cmd)
		}
	case isLogPath(p):
		if wi.empty && !wi.appendMode {
			w.emit(IDLogWipe, "bash", cmd)
		}
	default:
		if rc, system := isShellRC(p); rc {
			if !wi.appendMode || system {
				w.emit(IDConfigShellRC, "bash", cmd)
			} else {
				w.emit(IDConfigShellRCApp, "bash", cmd)
			}
			w.judgePayload(wi.payload)
			return
		}
		if c := classifyClean(p); c == pcSysSub || c == pcSysTop || c == pcRoot {
			if wi.appendMode {
				w.emit(IDAppendSystem, "bash", cmd)
			} else {
				w.emit(IDWriteSystem, "bash", cmd)
			}
		}
	}
}

// redirSym spells a redirection for the finding text.
func redirSym(app bool) string {
	if app {
		return ">>"
	}
	return ">"
}

// judgePayload analyses text written into a file the shell will run later.
func (w *walker) judgePayload(payload []field) {
	if len(payload) < 2 {
		return
	}
	switch cmdName(payload[0].s) {
	case "echo", "printf":
		var parts []field
		for _, a := range payload[1:] {
			if !strings.HasPrefix(a.s, "-") {
				parts = append(parts, a)
			}
		}
		w.script(joinFields(parts), w.depth+1)
	}
}
