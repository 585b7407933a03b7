package gaps

import (
	"encoding/base64"
	"encoding/json"
	"slices"
	"strings"
	"unicode/utf8"

	"mvdan.cc/sh/v3/syntax"
)

// Variant classes, in the order reports list them.
const (
	ClassArgOrder    = "argument-order"
	ClassFlags       = "flags"
	ClassSpacing     = "spacing"
	ClassQuoting     = "quoting"
	ClassAbsolute    = "absolute-path"
	ClassWrappers    = "wrappers"
	ClassComputed    = "computed-name"
	ClassInterpreter = "interpreter"
	ClassEncoding    = "encoding"
)

// Classes lists the variant classes in report order.
var Classes = []string{ClassArgOrder, ClassFlags, ClassSpacing, ClassQuoting, ClassAbsolute,
	ClassWrappers, ClassComputed, ClassInterpreter, ClassEncoding}

// Generators is the table of rewrites. To teach the analyzer a new evasion,
// add a row: a class, a name, and a Call (one simple command) or Whole
// (the command line) function that declines where the rewrite would change
// what the command does.
var Generators = []Generator{
	{Class: ClassArgOrder, Name: "operands reversed", Transparent: true, Call: reverseOperands},
	{Class: ClassArgOrder, Name: "flags after operands", Transparent: true, Call: flagsLast},

	{Class: ClassFlags, Name: "split", Transparent: true, Call: flagRewrite(splitFlags)},
	{Class: ClassFlags, Name: "bundled", Transparent: true, Call: flagRewrite(bundleFlags)},
	{Class: ClassFlags, Name: "bundle reversed", Transparent: true, Call: flagRewrite(reverseBundle)},
	{Class: ClassFlags, Name: "long names", Transparent: true, Call: flagRewrite(longFlags)},
	{Class: ClassFlags, Name: "order reversed", Transparent: true, Call: reverseFlagWords},

	{Class: ClassSpacing, Name: "double spaces", Transparent: true, Whole: respace("  ", "")},
	{Class: ClassSpacing, Name: "tabs", Transparent: true, Whole: respace("\t", "")},
	{Class: ClassSpacing, Name: "padded", Transparent: true, Whole: respace(" ", "   ")},

	{Class: ClassQuoting, Name: "'name'", Transparent: true, Call: renameWord(func(n string) syntax.WordPart { return &syntax.SglQuoted{Value: n} })},
	{Class: ClassQuoting, Name: `"name"`, Transparent: true, Call: renameWord(func(n string) syntax.WordPart {
		return &syntax.DblQuoted{Parts: []syntax.WordPart{&syntax.Lit{Value: n}}}
	})},
	{Class: ClassQuoting, Name: `\name`, Transparent: true, Call: renameWord(func(n string) syntax.WordPart { return &syntax.Lit{Value: `\` + n} })},
	{Class: ClassQuoting, Name: `na\me`, Transparent: true, Call: renameWord(innerBackslash)},
	{Class: ClassQuoting, Name: "'operands'", Transparent: true, Call: quoteOperands},

	{Class: ClassAbsolute, Name: "/bin/name", Transparent: true, Call: absolute("/bin/")},
	{Class: ClassAbsolute, Name: "/usr/bin/name", Transparent: true, Call: absolute("/usr/bin/")},
	{Class: ClassAbsolute, Name: "/usr/bin/env name", Transparent: true, Call: prepend(programOnly, "/usr/bin/env")},

	{Class: ClassWrappers, Name: "sudo", Call: prepend(programOnly, "sudo")},
	{Class: ClassWrappers, Name: "env", Transparent: true, Call: prepend(programOnly, "env")},
	{Class: ClassWrappers, Name: "nice", Transparent: true, Call: prepend(programOnly, "nice")},
	{Class: ClassWrappers, Name: "timeout 5", Transparent: true, Call: prepend(programOnly, "timeout", "5")},
	{Class: ClassWrappers, Name: "nohup", Transparent: true, Call: prepend(programOnly, "nohup")},
	{Class: ClassWrappers, Name: "command", Transparent: true, Call: prepend(notFunction, "command")},
	{Class: ClassWrappers, Name: "builtin", Transparent: true, Call: prepend(builtinOnlyName, "builtin")},
	{Class: ClassWrappers, Name: "exec", Transparent: true, Call: prepend(lastProgram, "exec")},
	{Class: ClassWrappers, Name: "echo … | xargs", Transparent: true, Whole: viaXargs},
	{Class: ClassWrappers, Name: "bash -c '…'", Transparent: true, Whole: bashC},
	{Class: ClassWrappers, Name: `sh -c "…"`, Transparent: true, Whole: shC},
	{Class: ClassWrappers, Name: "eval '…'", Whole: evalQuoted},

	{Class: ClassComputed, Name: "a=name; $a", Call: computed(func(n string) (string, syntax.WordPart) {
		return "a=" + n + "; ", &syntax.ParamExp{Short: true, Param: &syntax.Lit{Value: "a"}}
	})},
	{Class: ClassComputed, Name: "$(echo name)", Call: computed(func(n string) (string, syntax.WordPart) {
		return "", &syntax.CmdSubst{Stmts: []*syntax.Stmt{{Cmd: &syntax.CallExpr{Args: words("echo", n)}}}}
	})},
	{Class: ClassComputed, Name: "${x:-name}", Call: computed(func(n string) (string, syntax.WordPart) {
		return "unset x; ", &syntax.ParamExp{Param: &syntax.Lit{Value: "x"},
			Exp: &syntax.Expansion{Op: syntax.DefaultUnsetOrNull, Word: lit(n)}}
	})},

	{Class: ClassInterpreter, Name: "python3 os.system", Whole: interp("python3", func(s string) string {
		return "import os; os.system(" + jsonString(s) + ")"
	})},
	{Class: ClassInterpreter, Name: "perl system", Whole: interp("perl", func(s string) string {
		return "system(" + perlString(s) + ")"
	})},
	{Class: ClassInterpreter, Name: "node execSync", Whole: interp("node", func(s string) string {
		return "require('child_process').execSync(" + jsonString(s) + ")"
	})},

	{Class: ClassEncoding, Name: "base64 | sh", Whole: encoded},
}

// reverseOperandsFrom names programs whose operands from the given index on
// name a set of things acted on alike, so their order does not matter.
var reverseOperandsFrom = map[string]int{
	"rm": 0, "shred": 0, "rmdir": 0, "unlink": 0, "dd": 0, "kill": 0, "killall": 0,
	"chmod": 1, "chown": 1, "chgrp": 1, "chattr": 1,
}

func reverseOperands(c *call) (string, bool) {
	from, ok := reverseOperandsFrom[c.name]
	if !ok {
		return "", false
	}
	var ops []int
	if sa, known := c.split(); known {
		ops = sa.operands
	} else {
		if _, inTable := flagSpecs[c.name]; inTable {
			return "", false
		}
		// Without a flag table, only calls with no option word at all.
		for i, w := range c.expr.Args[1:] {
			if s, plain := plainLit(w); plain && strings.HasPrefix(s, "-") {
				return "", false
			}
			ops = append(ops, i+1)
		}
	}
	if len(ops) <= from+1 {
		return "", false
	}
	ops = ops[from:]
	ws := make([]*syntax.Word, len(ops))
	for i, k := range ops {
		ws[len(ops)-1-i] = c.expr.Args[k]
	}
	for i, k := range ops {
		c.expr.Args[k] = ws[i]
	}
	return "", true
}

// respace rebuilds the source with sep between the words of every simple
// command and pad around the line, using the parsed word positions so that
// nothing inside a word or a quoted string moves.
func respace(sep, pad string) func(p *program) (string, bool) {
	return func(p *program) (string, bool) {
		type gap struct{ from, to uint }
		var gaps []gap
		for _, c := range p.calls() {
			for i := 1; i < len(c.expr.Args); i++ {
				from, to := c.expr.Args[i-1].End().Offset(), c.expr.Args[i].Pos().Offset()
				if to > from && strings.Trim(p.src[from:to], " \t") == "" {
					gaps = append(gaps, gap{from, to})
				}
			}
		}
		if len(gaps) == 0 && pad == "" {
			return "", false
		}
		slices.SortFunc(gaps, func(a, b gap) int { return int(a.from) - int(b.from) })
		var b strings.Builder
		last := uint(0)
		for _, g := range gaps {
			if g.from < last {
				continue
			}
			b.WriteString(p.src[last:g.from])
			b.WriteString(sep)
			last = g.to
		}
		b.WriteString(p.src[last:])
		// Trailing blanks would break a heredoc's closing word.
		tail := pad
		if strings.Contains(p.src, "<<") {
			tail = ""
		}
		return pad + b.String() + tail, true
	}
}

// renameWord replaces the program name word with part, for names that are
// plain words (quoting stops alias expansion but not the lookup of a
// function, builtin or program).
func renameWord(part func(name string) syntax.WordPart) func(c *call) (string, bool) {
	return func(c *call) (string, bool) {
		c.expr.Args[0] = &syntax.Word{Parts: []syntax.WordPart{part(c.name)}}
		return "", true
	}
}

// innerBackslash escapes the second letter: `r\m` is `rm` to the shell.
// Letters n, t and the like are fine too: outside quotes a backslash only
// quotes the next character.
func innerBackslash(n string) syntax.WordPart {
	_, size := utf8.DecodeRuneInString(n)
	if size >= len(n) {
		return &syntax.Lit{Value: `\` + n}
	}
	return &syntax.Lit{Value: n[:size] + `\` + n[size:]}
}

// quoteOperands single-quotes every plain operand word (flags untouched,
// words with expansions untouched: quoting would change them).
func quoteOperands(c *call) (string, bool) {
	done := false
	for i, w := range c.expr.Args[1:] {
		s, plain := plainLit(w)
		if !plain || strings.HasPrefix(s, "-") {
			continue
		}
		c.expr.Args[i+1] = &syntax.Word{Parts: []syntax.WordPart{&syntax.SglQuoted{Value: s}}}
		done = true
	}
	return "", done
}

func programOnly(c *call) bool { return c.runsAsProgram() }

// lastProgram holds for a program that is the whole line: exec replaces
// the shell, so anything after it would never run.
func lastProgram(c *call) bool {
	only, ok := c.prog.single()
	return ok && only.expr == c.expr && c.runsAsProgram()
}

func notFunction(c *call) bool     { return c.kind() != function }
func builtinOnlyName(c *call) bool { return c.kind() == builtinOnly }

// prepend puts words before the call's name when when(c) holds and the call
// sets no variables of its own (`X=1 sudo rm` would not pass X to rm).
func prepend(when func(c *call) bool, ws ...string) func(c *call) (string, bool) {
	return func(c *call) (string, bool) {
		if !when(c) || len(c.expr.Assigns) > 0 {
			return "", false
		}
		c.expr.Args = append(words(ws...), c.expr.Args...)
		return "", true
	}
}

// absolute names the program by its path in dir, for programs known to be
// there.
func absolute(dir string) func(c *call) (string, bool) {
	return func(c *call) (string, bool) {
		if !c.runsAsProgram() || !binNames[c.name] {
			return "", false
		}
		c.expr.Args[0] = lit(dir + c.name)
		return "", true
	}
}

// computed replaces the program name with a part that expands to it at run
// time; the prefix, if any, is put before the whole line.
func computed(f func(name string) (prefix string, part syntax.WordPart)) func(c *call) (string, bool) {
	return func(c *call) (string, bool) {
		// The variable the rewrite sets must not be one the line uses.
		if c.prog.usesVar("a") || c.prog.usesVar("x") {
			return "", false
		}
		prefix, part := f(c.name)
		c.expr.Args[0] = &syntax.Word{Parts: []syntax.WordPart{part}}
		return prefix, true
	}
}

// single returns the program's only simple command, when the program is
// exactly one command with no redirection, assignment or background.
func (p *program) single() (*call, bool) {
	if len(p.file.Stmts) != 1 {
		return nil, false
	}
	st := p.file.Stmts[0]
	ce, ok := st.Cmd.(*syntax.CallExpr)
	if !ok || st.Negated || st.Background || st.Coprocess || len(st.Redirs) > 0 || len(ce.Assigns) > 0 {
		return nil, false
	}
	cs := p.calls()
	if len(cs) != 1 || cs[0].expr != ce {
		return nil, false
	}
	return cs[0], true
}

// viaXargs feeds the last operand of a single program call through
// `echo … | xargs`: only for a plain last word that echo prints as is and
// xargs does not split or unquote.
func viaXargs(p *program) (string, bool) {
	c, ok := p.single()
	if !ok || !c.runsAsProgram() || len(c.expr.Args) < 2 {
		return "", false
	}
	last, plain := plainLit(c.expr.Args[len(c.expr.Args)-1])
	if !plain || strings.HasPrefix(last, "-") || strings.ContainsAny(last, `\'"`) {
		return "", false
	}
	c.expr.Args = c.expr.Args[:len(c.expr.Args)-1]
	return "echo " + last + " | xargs " + p.print(), true
}

func quoted(s string) (string, bool) {
	q, err := syntax.Quote(s, syntax.LangBash)
	return q, err == nil
}

func bashC(p *program) (string, bool) {
	q, ok := quoted(p.src)
	return "bash -c " + q, ok
}

// shC wraps the line in double quotes for sh, for lines that are POSIX
// shell (bash-only syntax would mean something else to sh).
func shC(p *program) (string, bool) {
	if !p.posix() {
		return "", false
	}
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, `$`, `\$`, "`", "\\`")
	return `sh -c "` + r.Replace(p.src) + `"`, true
}

func evalQuoted(p *program) (string, bool) {
	q, ok := quoted(p.src)
	return "eval " + q, ok
}

// interp hands the line to an interpreter whose code runs it with the
// system shell (sh -c), so only POSIX lines qualify.
func interp(name string, code func(line string) string) func(p *program) (string, bool) {
	return func(p *program) (string, bool) {
		if !p.posix() {
			return "", false
		}
		q, ok := quoted(code(p.src))
		flag := " -c "
		if name != "python3" {
			flag = " -e "
		}
		return name + flag + q, ok
	}
}

// jsonString is a string literal both Python and JavaScript read back as s.
func jsonString(s string) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(s); err != nil {
		return `""`
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// perlString is a single-quoted Perl literal of s.
func perlString(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) + "'"
}

// encoded pipes the base64 of the line to a shell that runs it.
func encoded(p *program) (string, bool) {
	sh := "sh"
	if !p.posix() {
		sh = "bash"
	}
	return "echo " + base64.StdEncoding.EncodeToString([]byte(p.src)) + " | base64 -d | " + sh, true
}

// usesVar reports whether the line reads or sets the variable name.
func (p *program) usesVar(name string) bool {
	used := false
	syntax.Walk(p.file, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.ParamExp:
			used = used || n.Param != nil && n.Param.Value == name
		case *syntax.Assign:
			used = used || n.Name != nil && n.Name.Value == name
		}
		return !used
	})
	return used
}

// bashOnlyNames are bash builtins and keywords that a POSIX sh parses as
// ordinary (missing) commands.
var bashOnlyNames = set(`[[ source declare typeset shopt mapfile readarray let pushd popd dirs disown
	enable builtin caller compgen complete`)

// posix reports whether the line means the same to a POSIX sh as to bash:
// it parses as POSIX, and uses no brace expansion (sh keeps `{a,b}` as
// is) and no bash-only builtin or keyword.
func (p *program) posix() bool {
	if _, err := syntax.NewParser(syntax.Variant(syntax.LangPOSIX)).Parse(strings.NewReader(p.src), ""); err != nil {
		return false
	}
	// SplitBraces rewrites the words it is given: walk a copy.
	cp, err := parse(p.src)
	if err != nil {
		return false
	}
	ok := true
	syntax.Walk(cp.file, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.Word:
			ok = !syntax.SplitBraces(n)
		case *syntax.CallExpr:
			if len(n.Args) > 0 && bashOnlyNames[n.Args[0].Lit()] {
				ok = false
			}
		case *syntax.TestClause, *syntax.ArithmCmd, *syntax.DeclClause, *syntax.LetClause, *syntax.ProcSubst:
			ok = false
		case *syntax.Redirect:
			if n.Op == syntax.RdrAll || n.Op == syntax.AppAll || n.Op == syntax.WordHdoc {
				ok = false
			}
		}
		return ok
	})
	return ok
}
