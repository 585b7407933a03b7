package shell

import (
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// Commands whose options carry a command they run: an editor's startup
// commands and zip's archive test command. What they run is judged as if
// written out (GTFOBins: vim -c ':!sh', zip -T -TT 'sh #').

var (
	editorFiles = effectRow{valOpts: "cuUiTwWstq", longVal: words("cmd"), each: roleWrite}
	zipFiles    = effectRow{valOpts: "bnPtx", longVal: words("unzip-command"), each: roleRead, first: roleWrite}
)

// editorFn: vi, vim, nvim and ex write the files they open, and run their
// -c, --cmd and +CMD commands: ':!CMD' runs CMD in a shell, and a command
// that reaches a shell or an interpreter some other way (system(), :py,
// :terminal, :w !CMD) is an unknown exec.
func editorFn(e *ewalker, name string, args []field, _ stdin) stdout {
	files := make([]field, 0, len(args))
	exMode := name == "ex"
	for _, a := range args {
		exMode = exMode || a.s == "-e" || a.s == "-E" || a.s == "-es" || a.s == "-Es"
	}
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a.s == "-es" || a.s == "-Es" || exMode && a.s == "-s":
			// Ex mode, silent: -s takes no script file after -e (vim
			// -es -c '%p' ~/.netrc prints the file it opens)
		case a.s == "-c" || a.s == "--cmd":
			if i+1 < len(args) {
				e.editorCommand(args[i+1])
			}
			i++
		case len(a.s) > 1 && a.s[0] == '+':
			e.editorCommand(field{s: a.s[1:], dyn: a.dyn})
		default:
			files = append(files, a)
		}
	}
	e.roles(&editorFiles, name, files)
	return stdout{}
}

// editorCommand judges one ex command.
func (e *ewalker) editorCommand(f field) {
	if f.dyn {
		e.add(unknownExec)
		return
	}
	t := strings.TrimLeft(f.s, ": \t")
	for _, p := range []string{"silent!", "silent"} {
		t = strings.TrimLeft(strings.TrimPrefix(t, p), " \t")
	}
	if rest, ok := strings.CutPrefix(t, "!"); ok {
		if strings.TrimSpace(rest) != "" {
			e.runText(field{s: rest})
		}
		return
	}
	low := strings.ToLower(t)
	if _, rest, ok := strings.Cut(low, "!"); ok && strings.TrimSpace(rest) != "" {
		e.add(unknownExec) // :w !sh, :r !cmd, :exe "!…"
		return
	}
	if strings.Contains(low, "system(") || strings.Contains(low, "jobstart(") {
		// call system("…"), jobstart('…'): the literal is a command
		e.code(langJS, field{s: strings.NewReplacer("jobstart", "system").Replace(t)})
	}
	for _, p := range []string{"py", "lua", "perl", "ruby", "term", "call system", "exe", "source", "so "} {
		if strings.HasPrefix(low, p) {
			e.add(unknownExec)
			return
		}
	}
	if strings.Contains(low, "system(") || strings.Contains(low, "jobstart(") {
		e.add(unknownExec)
	}
}

// debuggerFn: gdb -ex 'shell CMD' (or '!CMD', 'pipe … | CMD') runs CMD in a
// shell; -ex 'python …' runs python; -x FILE runs a command file.
func debuggerFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	for i := 0; i+1 < len(args); i++ {
		switch args[i].s {
		case "-ex", "--ex", "-eval-command", "--eval-command", "-iex", "--init-eval-command":
			c := args[i+1]
			t := strings.TrimSpace(c.s)
			switch {
			case c.dyn:
				e.add(unknownExec)
			case strings.HasPrefix(t, "shell ") || strings.HasPrefix(t, "!"):
				e.runText(field{s: strings.TrimPrefix(strings.TrimPrefix(t, "shell "), "!")})
			case strings.HasPrefix(t, "python ") || strings.HasPrefix(t, "py "):
				_, code, _ := strings.Cut(t, " ")
				e.code(langPython, field{s: code})
			case strings.HasPrefix(t, "pipe ") || strings.HasPrefix(t, "|"):
				if _, cmd, ok := strings.Cut(t[1:], "|"); ok {
					e.runText(field{s: cmd})
				}
			}
			i++
		case "-x", "--command":
			e.runFile(args[i+1])
			i++
		}
	}
	return stdout{}
}

// emacsFn: emacs --eval/-eval EXPR: shell-command, call-process and
// start-process run what they are given.
func emacsFn(e *ewalker, name string, args []field, _ stdin) stdout {
	var files []field
	for i := 0; i < len(args); i++ {
		if a := args[i].s; !strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "+") {
			files = append(files, args[i]) // the files it opens, and may save
		}
		if a := args[i].s; (a == "--eval" || a == "-eval" || a == "--execute") && i+1 < len(args) {
			c := args[i+1]
			if c.dyn {
				e.add(unknownExec)
				continue
			}
			toks := tokenize(langLua, c.s) // lisp: strings and names are enough
			for k, t := range toks {
				if t.kind == tokIdent && (t.s == "shell" || t.s == "call" || t.s == "start") && k+3 < len(toks) && toks[k+1].s == "-" {
					e.add(unknownExec)
					for _, u := range toks[k+2:] {
						if u.kind == tokStr {
							e.runText(field{s: u.s})
							break
						}
					}
				}
			}
			i++
		}
	}
	e.roles(&emacsFiles, name, files)
	return stdout{}
}

var emacsFiles = effectRow{each: roleWrite}

// zipFn: zip writes its archive and reads the files it adds; with -T it
// tests the archive by running -TT's command (unzip by default).
func zipFn(e *ewalker, name string, args []field, _ stdin) stdout {
	for i := range args {
		if a := args[i].s; (a == "-TT" || a == "--unzip-command") && i+1 < len(args) {
			e.runText(args[i+1])
		} else if v, ok := strings.CutPrefix(a, "--unzip-command="); ok {
			e.runText(field{s: v, dyn: args[i].dyn})
		}
	}
	var rest []field
	for i := 0; i < len(args); i++ {
		if a := args[i].s; a == "-TT" || a == "--unzip-command" {
			i++
			continue
		}
		rest = append(rest, args[i])
	}
	e.roles(&zipFiles, name, rest)
	if o := parseOpts(rest, zipFiles.valOpts, zipFiles.longVal...); (o.has('r') || o.has('R') || o.hasLong("recurse-paths", 3)) && len(o.ops) > 1 {
		for _, f := range o.ops[1:] {
			e.readKnownTree(f) // zip -r x.zip DIR: every file below DIR
		}
	}
	return stdout{}
}

// readTree records a read of every file below dir (an archive of it, a
// server of it): dir/**, computed, judged by what its known prefix can
// reach (docs/effects.md): below ~ that is the credentials, below src/
// nothing.
func (e *ewalker) readTree(dir field) {
	if dir.s == "" || quietPath(dir.s) {
		return
	}
	e.add(middleware.Effect{Op: middleware.EffectRead, Path: strings.TrimSuffix(dir.s, "/") + "/**", Unknown: true})
}

// serves records a server of the directory dir: every file below it is
// read and sent to whoever connects (python3 -m http.server, php -S,
// npx http-server).
func (e *ewalker) serves(dir field) {
	e.readTree(dir)
	e.add(unknownSend)
}

// readKnownTree is readTree of a directory the line names: an archiver
// handed computed operands (find ~ -exec tar uf a.tar {} \;, one file at
// a time) reads those, judged as they are.
func (e *ewalker) readKnownTree(dir field) {
	if dir.dyn {
		return
	}
	e.readTree(dir)
}
