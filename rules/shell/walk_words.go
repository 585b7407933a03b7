package shell

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Words as the shell expands them: literals, quotes, parameters and the
// command substitutions the walk can read ($(echo rm) is rm); what is
// computed at run time is marked dyn, never taken as harmless.

func (w *walker) fields(words []*syntax.Word) []field {
	out := make([]field, 0, len(words))
	for _, wd := range words {
		out = append(out, w.word(wd))
	}
	return out
}

func (w *walker) peekFields(words []*syntax.Word) []field {
	saved := w.peek
	w.peek = true
	out := w.fields(words)
	w.peek = saved
	return out
}

func fieldStrings(fs []field) []string {
	out := make([]string, len(fs))
	for i, f := range fs {
		out[i] = f.s
	}
	return out
}

// word reduces a word to its literal value, walking any command
// substitution inside it on the way.
func (w *walker) word(wd *syntax.Word) field {
	if wd == nil {
		return field{}
	}
	if len(wd.Parts) == 1 {
		if l, ok := wd.Parts[0].(*syntax.Lit); ok && !strings.ContainsRune(l.Value, '\\') {
			return field{s: l.Value}
		}
	}
	var b strings.Builder
	var f field
	for _, p := range wd.Parts {
		w.part(p, &b, &f, false)
	}
	f.s = b.String()
	return f
}

func (w *walker) part(p syntax.WordPart, b *strings.Builder, f *field, dq bool) {
	switch x := p.(type) {
	case *syntax.Lit:
		unescape(b, x.Value, dq)
	case *syntax.SglQuoted:
		b.WriteString(x.Value)
	case *syntax.DblQuoted:
		for _, q := range x.Parts {
			w.part(q, b, f, true)
		}
	case *syntax.ParamExp:
		w.param(x, b, f)
	case *syntax.CmdSubst:
		if !w.peek {
			w.stmts(x.Stmts)
		}
		if out, ok := literalEcho(x.Stmts, dq); ok {
			// $(echo rm) and `printf rm` are rm: the name is spelled
			// out, only in a roundabout way.
			b.WriteString(out)
			return
		}
		if stmtsDownload(x.Stmts) {
			f.net = true
		}
		f.dyn = true
		b.WriteString("$(…)")
	case *syntax.ProcSubst:
		if !w.peek {
			w.stmts(x.Stmts)
		}
		if stmtsDownload(x.Stmts) {
			f.net = true
		}
		f.dyn, f.proc = true, true
		b.WriteString("<(…)")
	case *syntax.ArithmExp:
		if !w.peek {
			w.nested(x)
		}
		f.dyn = true
		b.WriteString("$((…))")
	case *syntax.ExtGlob:
		b.WriteString(x.Op.String())
		if x.Pattern != nil {
			b.WriteString(x.Pattern.Value)
		}
		b.WriteByte(')')
	case *syntax.BraceExp:
		for i, e := range x.Elems {
			if i > 0 {
				b.WriteByte(',')
			}
			b.WriteString(w.word(e).s)
		}
	default:
		f.dyn = true
	}
}

func (w *walker) param(x *syntax.ParamExp, b *strings.Builder, f *field) {
	if x.Param == nil {
		f.dyn = true
		b.WriteString("$?")
		return
	}
	name := x.Param.Value
	simple := x.Exp == nil && x.Repl == nil && x.Slice == nil && x.Index == nil && !x.Length && !x.Excl
	if simple {
		if v, ok := w.vars[name]; ok {
			b.WriteString(v)
			return
		}
	}
	// ${VAR:-default} with a literal default: the default is what runs
	// when the variable is unset, which is the case worth judging.
	if x.Exp != nil && x.Exp.Word != nil && (x.Exp.Op == syntax.DefaultUnsetOrNull || x.Exp.Op == syntax.DefaultUnset) {
		if _, ok := w.vars[name]; !ok && name != "HOME" {
			if d := w.word(x.Exp.Word); !d.dyn {
				b.WriteString(d.s)
				return
			}
		}
	}
	f.dyn = true
	b.WriteByte('$')
	b.WriteString(name)
}

// unescape removes shell backslash escapes: outside quotes every \x is x,
// inside double quotes only \$ \` \" \\ and \newline are escapes.
func unescape(b *strings.Builder, s string, dq bool) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			b.WriteByte(c)
			continue
		}
		n := s[i+1]
		if n == '\n' {
			i++
			continue
		}
		if dq && !strings.ContainsRune("$`\"\\", rune(n)) {
			b.WriteByte(c)
			continue
		}
		b.WriteByte(n)
		i++
	}
}

// literalEcho is the output of a command substitution that is one echo or
// printf of literal words: $(echo rm), `printf 'r%s' m` (printfText).
// Unquoted, an output the shell would split into several words is not
// resolved (the caller keeps it unknown), nor is an echo that interprets
// escapes.
func literalEcho(ss []*syntax.Stmt, dq bool) (string, bool) {
	if len(ss) != 1 {
		return "", false
	}
	s := ss[0]
	c, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || s.Negated || s.Background || s.Coprocess || len(s.Redirs) > 0 || len(c.Assigns) > 0 || len(c.Args) == 0 {
		return "", false
	}
	words := make([]string, 0, len(c.Args))
	for _, a := range c.Args {
		v, ok := literalWord(a)
		if !ok {
			return "", false
		}
		words = append(words, v)
	}
	var out string
	switch words[0] {
	case "echo":
		args := words[1:]
		if len(args) > 0 && args[0] == "-n" {
			args = args[1:]
		}
		if len(args) > 0 && strings.HasPrefix(args[0], "-") {
			return "", false // -e and friends
		}
		for _, a := range args {
			if strings.ContainsRune(a, '\\') {
				return "", false // escapes some echo reads
			}
		}
		out = strings.Join(args, " ")
	case "printf":
		args := words[1:]
		if len(args) > 0 && args[0] == "--" {
			args = args[1:]
		}
		if len(args) == 0 || strings.HasPrefix(args[0], "-") {
			return "", false // printf -v VAR assigns
		}
		var ok bool
		if out, ok = printfText(args[0], args[1:]); !ok {
			return "", false
		}
	default:
		return "", false
	}
	out = strings.TrimRight(out, "\n")
	if !dq && (out == "" || strings.ContainsAny(out, " \t\n")) {
		return "", false
	}
	return out, true
}

// literalWord is the value of a word with no expansion in it.
func literalWord(wd *syntax.Word) (string, bool) { return literalText(wd, unescape) }

// literalText joins the parts of a word with no expansion in it: lit
// writes each bare or double-quoted literal (dq tells which), single
// quotes are taken as written. ok is false for a word with any other part.
func literalText(wd *syntax.Word, lit func(b *strings.Builder, s string, dq bool)) (string, bool) {
	var b strings.Builder
	for _, p := range wd.Parts {
		switch x := p.(type) {
		case *syntax.Lit:
			lit(&b, x.Value, false)
		case *syntax.SglQuoted:
			if x.Dollar {
				return "", false
			}
			b.WriteString(x.Value)
		case *syntax.DblQuoted:
			for _, q := range x.Parts {
				l, ok := q.(*syntax.Lit)
				if !ok {
					return "", false
				}
				lit(&b, l.Value, true)
			}
		default:
			return "", false
		}
	}
	return b.String(), true
}
