package shell

import (
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// More interpreters an attacker reaches for when python and node are
// watched: R, Julia, Tcl (tclsh, expect, wish) and AppleScript. R and
// Julia share the tokenizer and the call table, with the few names that
// mean something else there (langCalls); Tcl and AppleScript are command
// languages, read command by command: exec/spawn/open "|…" in Tcl and
// `do shell script "…"` in AppleScript hand their words to a program.

const (
	langR lang = iota + 20
	langJulia
)

// langCalls are calls whose meaning is the language's own: julia's rm
// deletes, R's file.remove deletes and system2 runs a program, perl's
// get fetches a URL.
var langCalls = map[lang]map[string]callKind{
	// LWP::Simple's functions, imported bare (perl -MLWP::Simple -e 'eval get …')
	langPerl: {"get": callNet, "getprint": callNet, "getstore": callNet, "mirror": callNet, "head": callNet},
	langR: {
		"system2": callShell, "shell": callShell, "file.remove": callDelete, "unlink": callDelete,
		"download.file": callNet, "url": callNet,
	},
	langJulia: {
		"run": callShell, "pipeline": callShell, "rm": callDelete, "download": callNet, "Downloads.download": callNet,
	},
}

// moreInterpreterRows join interpreterRows.
var moreInterpreterRows = []effectRow{
	{names: "rscript", fn: interpFn(langR, "e", "")},
	{names: "julia", fn: interpFn(langJulia, "eE", "JCtp", "eval", "print")},
	{names: "tclsh wish expect", fn: tclFn},
	{names: "osascript", fn: osascriptFn},
}

// tclFn: expect -c CODE, or a script file, or a script on the input (tclsh
// has no inline option: echo 'exec rm -rf ~' | tclsh).
func tclFn(e *ewalker, _ string, args []field, in stdin) stdout {
	code, _, script, found := codeArg(args, "c", "")
	switch {
	case found:
		e.tcl(code)
	case script.s == "-" || script.s == "" && !script.dyn:
		switch {
		case in.known:
			e.tcl(field{s: in.text})
		case in.piped:
			e.add(unknownExec)
		}
	default:
		e.runFile(script)
	}
	return stdout{}
}

// tclRunners are the Tcl/expect commands whose words are a program and its
// arguments; "open" runs one when its file starts with "|".
var tclRunners = setOf(words("exec spawn system"))

// tcl reads Tcl code command by command (newline or ; outside braces and
// quotes): a runner's words are a shell command line, braces quoting like
// single quotes; file delete deletes its operands.
func (e *ewalker) tcl(f field) {
	if f.dyn {
		e.add(unknownExec)
		return
	}
	e.add(unknownExec)
	for _, cmd := range tclCommands(f.s) {
		// [exec …] nested in another command runs too
		for _, inner := range tclBrackets(cmd) {
			e.tclCommand(inner)
		}
		e.tclCommand(cmd)
	}
}

func (e *ewalker) tclCommand(cmd string) {
	fs := strings.Fields(cmd)
	if len(fs) < 2 {
		return
	}
	rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(cmd), fs[0]))
	rest = strings.NewReplacer("{", "'", "}", "'").Replace(rest)
	switch {
	case tclRunners[fs[0]]:
		e.script(rest)
	case fs[0] == "open" && strings.HasPrefix(strings.Trim(fs[1], `"{`), "|"):
		e.script(strings.TrimPrefix(strings.Trim(rest, `"'`), "|"))
	case fs[0] == "file" && fs[1] == "delete":
		for _, p := range fs[2:] {
			if !strings.HasPrefix(p, "-") {
				e.addPath(middleware.EffectDelete, field{s: strings.Trim(p, `"{}`)})
			}
		}
	}
}

// tclCommands splits Tcl code into commands at newlines and semicolons
// outside braces, brackets and quotes.
func tclCommands(code string) []string {
	var out []string
	depth, quoted, start := 0, false, 0
	for i := 0; i < len(code); i++ {
		switch c := code[i]; {
		case c == '\\':
			i++
		case c == '"':
			quoted = !quoted
		case c == '{' || c == '[':
			depth++
		case c == '}' || c == ']':
			depth--
		case (c == '\n' || c == ';') && depth <= 0 && !quoted:
			out = append(out, code[start:i])
			start = i + 1
		}
	}
	return append(out, code[start:])
}

// tclBrackets returns the commands in [ … ] substitutions of a command.
func tclBrackets(cmd string) []string {
	var out []string
	for i := 0; i < len(cmd); i++ {
		if cmd[i] != '[' {
			continue
		}
		body, end := delimited(cmd, i)
		out = append(out, body)
		i = end - 1
	}
	return out
}

// osascriptFn: osascript -e LINE (repeatable), -l JavaScript, a script
// file, or the script on the input. `do shell script "…"` runs its text.
func osascriptFn(e *ewalker, _ string, args []field, in stdin) stdout {
	var lines []string
	inline := false
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a.s == "-e" && i+1 < len(args):
			inline = true
			if args[i+1].dyn {
				e.add(unknownExec)
				return stdout{}
			}
			lines = append(lines, args[i+1].s)
			i++
		case a.s == "-l" || a.s == "-s":
			i++
		case !inline && !strings.HasPrefix(a.s, "-"):
			e.runFile(a)
			return stdout{}
		}
	}
	if !inline {
		if in.known {
			lines = append(lines, in.text)
		} else if in.piped {
			e.add(unknownExec)
			return stdout{}
		}
	}
	e.add(unknownExec)
	e.appleScript(strings.Join(lines, "\n"))
	return stdout{}
}

// appleScript finds `do shell script "…"` (and JXA's doShellScript('…'))
// and runs the literal text.
func (e *ewalker) appleScript(code string) {
	if low := strings.ToLower(code); strings.Contains(low, "make login item") || strings.Contains(low, "make new login item") {
		// a login item starts at every login
		e.add(middleware.Effect{Op: middleware.EffectPersist, Program: "osascript"})
	}
	if strings.Contains(strings.ToLower(code), "administrator privileges") {
		// do shell script "…" with administrator privileges: run as root
		e.add(middleware.Effect{Op: middleware.EffectPrivilege, Program: "osascript"})
	}
	toks := tokenize(langJS, code)
	for i, t := range toks {
		if t.kind != tokIdent {
			continue
		}
		switch {
		case t.s == "do" && i+3 < len(toks) && toks[i+1].s == "shell" && toks[i+2].s == "script":
			if toks[i+3].kind == tokStr {
				e.script(toks[i+3].s)
			}
		case strings.HasSuffix(t.s, "doShellScript") && i+2 < len(toks) && toks[i+1].s == "(" && toks[i+2].kind == tokStr:
			e.script(toks[i+2].s)
		}
	}
}
