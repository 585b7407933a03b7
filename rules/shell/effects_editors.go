package shell

import "strings"

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
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
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
	return stdout{}
}
