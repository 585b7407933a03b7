package shell

import (
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// streamShell reports whether a shell runs commands from a stream rather
// than from a script it was given: -i (interactive), or no -c text and no
// script file with a standard input that is piped or redirected and not
// known ahead (a pipe, a fifo, a /dev/tcp socket). In a line that sends
// to the network such a shell is a remote shell (effect.remote-shell).
func streamShell(args []field, in stdin) bool {
	for _, a := range args {
		switch {
		case a.dyn:
			return false
		case len(a.s) > 1 && a.s[0] == '-' && a.s[1] != '-':
			if strings.ContainsRune(a.s, 'i') {
				return true
			}
			if strings.ContainsRune(a.s, 'c') {
				return false
			}
		case a.s == "--command":
			return false
		case strings.HasPrefix(a.s, "-") || strings.HasPrefix(a.s, "+"):
		default:
			return false // a script file
		}
	}
	return in.piped && !in.known
}

// socket records the bash pseudo-devices /dev/tcp/HOST/PORT and
// /dev/udp/HOST/PORT, which are network connections, not files: a net
// effect both ways. It reports whether f was one.
func (e *ewalker) socket(f field) bool {
	rest, ok := strings.CutPrefix(f.s, "/dev/tcp/")
	if !ok {
		rest, ok = strings.CutPrefix(f.s, "/dev/udp/")
	}
	if !ok {
		return false
	}
	host, _, _ := strings.Cut(rest, "/")
	e.add(middleware.Effect{Op: middleware.EffectNet, Host: host, Unknown: f.dyn || host == ""})
	return true
}
