package shell

import (
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// awk programs: system(), print piped to a command, and /inet sockets.

// awkCode finds awk's own redirections: print > "file", getline < "file",
// "cmd" | getline and print | "cmd".
func (e *ewalker) awkCode(c *codeCtx) {
	printing, from := false, 0
	for i, t := range c.toks {
		if t.kind == tokIdent && (t.s == "print" || t.s == "printf") {
			printing, from = true, i+1
		}
		if t.kind == tokPunct && (t.s == ";" || t.s == "{" || t.s == "}") {
			printing = false
		}
		if t.kind != tokPunct || i+1 >= len(c.toks) {
			continue
		}
		next := c.toks[i+1]
		switch t.s {
		case ">":
			switch {
			case printing && next.kind == tokStr:
				e.addPath(middleware.EffectWrite, field{s: next.s})
			case printing && isHome(c.toks, i+1):
				// print > ENVIRON["HOME"] "/.bashrc": the home joined
				// with the literal after it
				e.addPath(middleware.EffectWrite, field{s: "~/" + strings.TrimPrefix(awkHomeTail(c.toks, i+1), "/")})
			}
		case "<":
			if i > 0 && c.toks[i-1].s == "getline" && next.kind == tokStr {
				e.addPath(middleware.EffectRead, field{s: next.s})
			}
		case "|":
			switch {
			case next.kind == tokIdent && next.s == "getline" && i > 0 && c.toks[i-1].kind == tokStr:
				e.add(unknownExec)
				e.script(c.toks[i-1].s)
			case next.kind == tokIdent && next.s == "getline":
				e.add(unknownExec)
			case printing && next.kind == tokStr:
				e.add(unknownExec)
				e.script(next.s)
				if printed, ok := awkPrinted(c.toks[from:i]); ok && isShellName(next.s) {
					// print "rm -rf ~" | "sh": the shell runs what is printed
					e.script(printed)
				}
			case printing:
				e.add(unknownExec)
			}
		}
	}
}

// awkSockets finds gawk's network special files (/inet/tcp/0/HOST/PORT,
// /inet4/…, /inet6/…): the variables given one, and the first host.
func awkSockets(toks []token) (map[string]bool, string, bool) {
	socks := map[string]bool{}
	host, found := "", false
	for i, t := range toks {
		if t.kind != tokStr || !strings.HasPrefix(t.s, "/inet") {
			continue
		}
		parts := strings.Split(t.s, "/") // "", inet, tcp, lport, host, rport
		if len(parts) < 6 || parts[1] != "inet" && parts[1] != "inet4" && parts[1] != "inet6" {
			continue
		}
		found = true
		if host == "" && parts[4] != "0" {
			host = parts[4]
		}
		if i >= 2 && toks[i-1].s == "=" && toks[i-2].kind == tokIdent {
			socks[toks[i-2].s] = true
		}
	}
	return socks, host, found
}

// awkRunsVariable reports a command awk runs whose text is a variable
// (cmd | getline, cmd |& getline, print | cmd) that is not a socket: in a
// program with a socket, a line read from the peer.
func awkRunsVariable(toks []token, socks map[string]bool) bool {
	for i, t := range toks {
		if t.kind != tokPunct || t.s != "|" || i == 0 {
			continue
		}
		j := i + 1
		if j < len(toks) && toks[j].s == "&" {
			j++
		}
		if j >= len(toks) {
			continue
		}
		if prev := toks[i-1]; prev.kind == tokIdent && toks[j].s == "getline" && !socks[prev.s] {
			return true
		}
		if next := toks[j]; next.kind == tokIdent && next.s != "getline" && !socks[next.s] {
			return true
		}
	}
	return false
}

// awkPrinted is the text a print of string literals writes (the items
// joined by a space, as awk's default OFS does), when all are literals.
func awkPrinted(items []token) (string, bool) {
	var parts []string
	for _, t := range items {
		switch {
		case t.kind == tokStr:
			parts = append(parts, t.s)
		case t.kind == tokPunct && (t.s == "," || t.s == "(" || t.s == ")"):
		default:
			return "", false
		}
	}
	return strings.Join(parts, " "), len(parts) > 0
}

// awkHomeTail is the literal joined to the home reference at i
// (ENVIRON["HOME"] "/.bashrc", which resolveNames reads as one name,
// ENVIRON.HOME): the first string after it other than "HOME".
func awkHomeTail(toks []token, i int) string {
	for _, t := range toks[i+1 : min(len(toks), i+5)] {
		if t.kind == tokStr && t.s != "HOME" {
			return t.s
		}
	}
	return ""
}
