package shell

import (
	"mvdan.cc/sh/v3/syntax"
)

// Redirections: a write like any other (>>, too), judged by write.go.

// redirect judges a write redirection; cmd is the command writing, if any.
func (w *walker) redirect(r *syntax.Redirect, cmd []field) {
	switch r.Op {
	case syntax.RdrOut, syntax.AppOut, syntax.ClbOut, syntax.RdrAll, syntax.AppAll, syntax.RdrInOut:
	case syntax.DplOut:
		// >&file is bash shorthand for &>file when the word is not a number
		t := w.word(r.Word)
		if t.s == "" || t.s == "-" || isDigits(t.s) {
			return
		}
	default:
		if r.Word != nil {
			w.word(r.Word)
		}
		return
	}
	t := w.word(r.Word)
	appendMode := r.Op == syntax.AppOut || r.Op == syntax.AppAll
	w.write(t.s, writeInfo{appendMode: appendMode, empty: w.producesNothing(cmd), payload: cmd})
}

// writeInfo describes how a path is being written.
type writeInfo struct {
	appendMode bool
	empty      bool    // the writer produces no data: a truncation
	payload    []field // the command whose output is written (echo …)
	by         string  // name of the writing command when not a redirect
	image      bool    // the data is an ordinary file's (dd if=FILE): a flash
}

func (w *walker) producesNothing(cmd []field) bool {
	if len(cmd) == 0 {
		return true
	}
	if cmd[0].dyn {
		return true // a computed command: it may write nothing
	}
	// nice echo > f, env echo > f: the wrapped command is what writes
	name, rest := w.unwrap(cmd)
	cmd = append([]field{{s: name}}, rest...)
	switch baseName(name) {
	case ":", "true", "false":
		return true
	case "echo", "printf":
		for _, a := range cmd[1:] {
			if a.s != "" && a.s != "-n" && a.s != "-e" {
				return false
			}
		}
		return true
	case "cat":
		return len(cmd) == 2 && cmd[1].s == "/dev/null"
	}
	return false
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}
