package shell

import (
	"strings"
)

// Programs that are not shells but run shell commands they are handed:
// a pager's startup command (less +'!cmd'), ed's ! lines, screen's command
// and its -X stuff (GTFOBins); make is effects_make.go's. What they
// run is judged as if written out; what cannot be seen is an unknown exec.

var (
	pagerFiles = effectRow{valOpts: "bhjkoOpPTxyz", longVal: words("log-file LOG-FILE tag tag-file shift"), each: roleRead}
	edFiles    = effectRow{valOpts: "p", longVal: words("prompt"), each: roleWrite}
)

// escapeRows join the catalogue of argument roles (effects_catalogue.go).
var escapeRows = []effectRow{
	{names: "less more most zless zmore", fn: pagerFn},
	{names: "ed red", fn: edFn},
	{names: "screen", fn: screenFn},
	{names: "man", fn: manFn},
}

// pagerFn: a pager reads its files; +CMD (and -+… is an option reset, not a
// command) runs CMD at start-up, and a pager command starting with ! runs
// the rest in a shell.
func pagerFn(e *ewalker, name string, args []field, _ stdin) stdout {
	files := make([]field, 0, len(args))
	for _, a := range args {
		if cmd, ok := strings.CutPrefix(a.s, "+"); ok {
			if a.dyn {
				e.add(unknownExec)
			} else if rest, ok := strings.CutPrefix(strings.TrimLeft(cmd, "+ "), "!"); ok && strings.TrimSpace(rest) != "" {
				e.runText(field{s: rest})
			}
			continue
		}
		files = append(files, a)
	}
	e.roles(&pagerFiles, name, files)
	return stdout{}
}

// edFn: ed edits (writes) its file and reads commands from its input: a
// line starting with ! runs the rest in a shell. An input it cannot see
// may hold any such line.
func edFn(e *ewalker, name string, args []field, in stdin) stdout {
	e.roles(&edFiles, name, args)
	switch {
	case in.known:
		for _, line := range strings.Split(in.text, "\n") {
			if rest, ok := strings.CutPrefix(strings.TrimSpace(line), "!"); ok && strings.TrimSpace(rest) != "" {
				e.runText(field{s: rest})
			}
		}
	case in.piped:
		e.add(unknownExec)
	}
	return stdout{}
}

// screenFn: screen [options] CMD ARGS runs CMD in a new window; -X sends a
// screen command to a session: stuff types its text into the shell there,
// exec and screen run a program.
func screenFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	for i := 0; i < len(args); i++ {
		a := args[i].s
		switch {
		case a == "-X" && i+1 < len(args):
			rest := args[i+1:]
			if len(rest) > 1 && (rest[0].s == "stuff" || rest[0].s == "exec" || rest[0].s == "screen") {
				// stuff 'cmd\n' types a line: the escaped newline ends it
				text := joined(rest[1:])
				text.s = strings.NewReplacer(`\n`, "\n", `\r`, "\n", "^M", "\n").Replace(text.s)
				e.runText(text)
			}
			return stdout{}
		case a == "-Logfile" || len(a) > 1 && a[0] == '-' && a[1] != '-' && strings.ContainsRune("SctehpsT", rune(a[len(a)-1])):
			i++ // -S NAME, -dmS NAME: the last letter takes a value
		case strings.HasPrefix(a, "-"):
		default:
			e.run(args[i:], stdin{})
			return stdout{}
		}
	}
	return stdout{}
}

// manFn: man runs its pager (-P CMD, --pager=CMD) and, with -H
// (--html=BROWSER), a browser on the page: both are command lines
// (MANPAGER is effects_envvars.go's).
func manFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a.s == "-P" || a.s == "--pager":
			if i+1 < len(args) {
				e.runText(args[i+1])
				i++
			}
		case strings.HasPrefix(a.s, "-P"):
			e.runText(field{s: a.s[2:], dyn: a.dyn})
		case strings.HasPrefix(a.s, "--pager="), strings.HasPrefix(a.s, "--html="):
			_, v, _ := strings.Cut(a.s, "=")
			e.runText(field{s: v, dyn: a.dyn})
		case strings.HasPrefix(a.s, "-H") && len(a.s) > 2:
			e.runText(field{s: a.s[2:], dyn: a.dyn})
		}
	}
	return stdout{}
}
