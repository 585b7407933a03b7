package shell

import (
	"strconv"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
	"mvdan.cc/sh/v3/syntax"
)

// What a statement's redirections read and write, and the standard input
// they give it: a file, a heredoc's or here-string's text, a descriptor,
// or a process substitution the walk could read (`bash -s < <(echo …)`).

// quietPath: the null device, the standard streams and the terminal.
func quietPath(p string) bool {
	switch p {
	case "/dev/null", "/dev/stdout", "/dev/stderr", "/dev/stdin", "/dev/tty", "-":
		return true
	}
	return strings.HasPrefix(p, "/dev/fd/")
}

// procFile returns what a process substitution the walk could read
// prints, by the /dev/fd name it was given (words.go numbers them as
// bash does: /dev/fd/63 first).
func (e *ewalker) procFile(f field) (string, bool) {
	n, ok := strings.CutPrefix(f.s, "/dev/fd/")
	if !ok || f.dyn {
		return "", false
	}
	i, err := strconv.Atoi(n)
	if err != nil || 63-i < 0 || 63-i >= len(e.procText) {
		return "", false
	}
	return e.procText[63-i], true
}

// isOutRedir reports whether op sends the output to a file.
func isOutRedir(op syntax.RedirOperator) bool {
	switch op {
	case syntax.RdrOut, syntax.AppOut, syntax.ClbOut, syntax.RdrAll, syntax.AppAll:
		return true
	}
	return false
}

// stdoutRedirected reports whether redirs send a command's standard
// output to a file (> f, >> f, &> f, 1> f): it is not printed.
func stdoutRedirected(redirs []*syntax.Redirect) bool {
	for _, r := range redirs {
		if isOutRedir(r.Op) && (r.N == nil || r.N.Value == "1" || r.Op == syntax.RdrAll || r.Op == syntax.AppAll) {
			return true
		}
	}
	return false
}

// redirects records the files a statement's redirections read and write,
// and returns the standard input they give it, if any.
func (e *ewalker) redirects(rs []*syntax.Redirect) (stdin, bool) {
	var in stdin
	set := false
	for _, r := range rs {
		switch r.Op {
		case syntax.RdrOut, syntax.AppOut, syntax.ClbOut, syntax.RdrAll, syntax.AppAll:
			for _, f := range e.words([]*syntax.Word{r.Word}) {
				if e.completionOut && !f.dyn && r.Op != syntax.RdrAll && r.Op != syntax.AppAll {
					e.add(middleware.Effect{Op: middleware.EffectWrite, Path: f.s, Class: effects.ClassCompletionScript})
					continue
				}
				e.addPath(middleware.EffectWrite, f)
			}
		case syntax.DplOut:
			// >&file is &>file when the word is not a descriptor
			for _, f := range e.words([]*syntax.Word{r.Word}) {
				if f.s != "-" && !isDigits(f.s) && !f.dyn {
					e.addPath(middleware.EffectWrite, f)
				}
				if r.N != nil && r.N.Value == "0" && (f.dyn || isDigits(f.s) && f.s != "0") {
					// 0>&5: the input is that descriptor too
					in, set = stdin{piped: true}, true
				}
			}
		case syntax.RdrIn:
			in, set = stdin{piped: true}, true
			for _, f := range e.words([]*syntax.Word{r.Word}) {
				if text, ok := e.procFile(f); ok {
					in = stdin{text: text, known: true, piped: true} // bash -s < <(echo …)
					continue
				}
				e.addPath(middleware.EffectRead, f)
			}
		case syntax.RdrInOut:
			for _, f := range e.words([]*syntax.Word{r.Word}) {
				e.addPath(middleware.EffectRead, f)
				e.addPath(middleware.EffectWrite, f)
			}
		case syntax.DplIn:
			// <&3: the input is a descriptor opened earlier (exec
			// 3<>/dev/tcp/H/P, a fifo): a stream, not known ahead.
			// <&0 and <&- leave the input as it is.
			for _, f := range e.words([]*syntax.Word{r.Word}) {
				if (r.N == nil || r.N.Value == "0") && (f.dyn || isDigits(f.s) && f.s != "0") {
					in, set = stdin{piped: true}, true
				}
			}
		case syntax.Hdoc, syntax.DashHdoc:
			in, set = e.hereText(r.Hdoc, r.Word), true
		case syntax.WordHdoc:
			in, set = e.hereText(r.Word, nil), true
		default:
			if r.Word != nil {
				e.words([]*syntax.Word{r.Word})
			}
		}
	}
	return in, set
}

// hereText is the text of a heredoc or here-string. A quoted heredoc
// delimiter ('EOF') keeps the body literal.
func (e *ewalker) hereText(body, delim *syntax.Word) stdin {
	if body == nil {
		return stdin{known: true, piped: true}
	}
	if delim != nil && delim.Lit() == "" {
		var b strings.Builder
		for _, p := range body.Parts {
			if l, ok := p.(*syntax.Lit); ok {
				b.WriteString(l.Value)
			}
		}
		return stdin{text: b.String(), known: true, piped: true}
	}
	fs := e.words([]*syntax.Word{body})
	if len(fs) == 1 && !fs[0].dyn {
		return stdin{text: fs[0].s, known: true, piped: true}
	}
	return stdin{piped: true}
}
