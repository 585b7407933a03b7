package gaps

import (
	"bytes"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Variant is one rewrite of a command.
type Variant struct {
	Class   string // variant class, e.g. "wrappers"
	Name    string // the generator row that made it, e.g. "sudo"
	Command string
}

// Generator is one row of the table: a named rewrite in a class. Exactly one
// of Call and Whole is set.
type Generator struct {
	Class string
	Name  string
	// Transparent marks rewrites a guard can see through without running
	// anything: a safe command rewritten so must stay allowed. Rewrites that
	// add privilege or hide the command from static reading (sudo, computed
	// names, encoding) are not transparent: a guard that fails closed may
	// rightly deny them.
	Transparent bool
	// Call rewrites one simple command of the program in place and returns
	// text to put before the program (for an assignment it needs), and
	// whether it applied. It is tried on each simple command in turn, one
	// variant per command it applies to.
	Call func(c *call) (prefix string, ok bool)
	// Whole rewrites the program as a whole.
	Whole func(p *program) (string, bool)
}

// program is a parsed command line.
type program struct {
	src  string
	file *syntax.File
	// funcs are the names of shell functions the program declares: they
	// exist only inside this shell, so no external wrapper can run them.
	funcs map[string]bool
}

// call is a simple command whose program name is a plain word.
type call struct {
	expr *syntax.CallExpr
	name string
	prog *program
}

func parse(src string) (*program, error) {
	f, err := syntax.NewParser(syntax.Variant(syntax.LangBash)).Parse(strings.NewReader(src), "")
	if err != nil {
		return nil, err
	}
	p := &program{src: src, file: f, funcs: map[string]bool{}}
	syntax.Walk(f, func(n syntax.Node) bool {
		if fd, ok := n.(*syntax.FuncDecl); ok {
			if fd.Name != nil {
				p.funcs[fd.Name.Value] = true
			}
			for _, l := range fd.Names {
				p.funcs[l.Value] = true
			}
		}
		return true
	})
	return p, nil
}

// calls lists the simple commands of p whose name is a literal word, in
// source order.
func (p *program) calls() []*call {
	var out []*call
	syntax.Walk(p.file, func(n syntax.Node) bool {
		c, ok := n.(*syntax.CallExpr)
		if !ok || len(c.Args) == 0 {
			return true
		}
		if name, ok := plainLit(c.Args[0]); ok {
			out = append(out, &call{expr: c, name: name, prog: p})
		}
		return true
	})
	return out
}

// print renders the program on one line where the printer allows: top
// statements joined by "; " (a background statement by its own "&"), or
// by newlines when one of them spans lines (a heredoc).
func (p *program) print() string {
	pr := syntax.NewPrinter()
	parts := make([]string, len(p.file.Stmts))
	multi := false
	for i, st := range p.file.Stmts {
		var b bytes.Buffer
		if err := pr.Print(&b, st); err != nil {
			return ""
		}
		parts[i] = strings.TrimRight(b.String(), "\n")
		multi = multi || strings.Contains(parts[i], "\n")
	}
	if multi {
		return strings.Join(parts, "\n")
	}
	var b strings.Builder
	for i, s := range parts {
		b.WriteString(s)
		if i < len(parts)-1 {
			if p.file.Stmts[i].Background {
				b.WriteString(" ")
			} else {
				b.WriteString("; ")
			}
		}
	}
	return b.String()
}

// MaxCalls bounds the simple commands of one line the per-command rows
// rewrite (each rewrite re-parses the line, so the cost grows with the
// square of its length); a suite case has a handful.
const MaxCalls = 32

// Options narrow what Generate derives.
type Options struct {
	// TransparentOnly keeps to the rows marked Transparent (for safe
	// commands, whose variants must stay allowed).
	TransparentOnly bool
	// Call, when set, says which simple commands (by index, as Without
	// counts them) the per-command rows rewrite; nil rewrites every one.
	Call func(k int) bool
}

// Generate returns the variants of command that the table's rows derive, in
// table order, without duplicates and without the command itself. A command
// that does not parse, or has no command at all, has no variants.
func Generate(command string, o Options) []Variant {
	base, err := parse(command)
	if err != nil || len(base.file.Stmts) == 0 {
		return nil
	}
	seen := map[string]bool{command: true, base.print(): true}
	var out []Variant
	add := func(g *Generator, s string) {
		if s == "" || seen[s] {
			return
		}
		// The printer can write what the parser refuses (an empty `!`
		// statement): such a rewrite is not a command, so it is dropped.
		if _, err := parse(s); err != nil {
			return
		}
		seen[s] = true
		out = append(out, Variant{Class: g.Class, Name: g.Name, Command: s})
	}
	n := min(len(base.calls()), MaxCalls)
	for i := range Generators {
		g := &Generators[i]
		if o.TransparentOnly && !g.Transparent {
			continue
		}
		if g.Whole != nil {
			p, _ := parse(command) // a row may rewrite the tree it is given
			if s, ok := g.Whole(p); ok {
				add(g, s)
			}
			continue
		}
		for k := range n {
			if o.Call != nil && !o.Call(k) {
				continue
			}
			// A fresh parse per rewrite keeps each variant to one change.
			p, _ := parse(command)
			c := p.calls()[k]
			if prefix, ok := g.Call(c); ok {
				if s := p.print(); s != "" {
					add(g, prefix+s)
				}
			}
		}
	}
	return out
}

// Calls returns how many simple commands of command the per-command rows
// can rewrite (0 when it does not parse).
func Calls(command string) int {
	p, err := parse(command)
	if err != nil {
		return 0
	}
	return len(p.calls())
}

// Without returns command with its k-th rewritable simple command replaced
// by `true`: if a guard still denies that, the k-th command is not what
// makes the line dangerous, and rewriting it measures nothing.
func Without(command string, k int) (string, bool) {
	p, err := parse(command)
	if err != nil {
		return "", false
	}
	cs := p.calls()
	if k < 0 || k >= len(cs) {
		return "", false
	}
	cs[k].expr.Args = words("true")
	return p.print(), true
}

// plainLit returns the text of a word made of one literal with no character
// the shell would expand or strip, so it means exactly what it spells.
func plainLit(w *syntax.Word) (string, bool) {
	if w == nil || len(w.Parts) != 1 {
		return "", false
	}
	l, ok := w.Parts[0].(*syntax.Lit)
	if !ok || l.Value == "" || strings.ContainsAny(l.Value, "\\'\"$`*?[]{}~!#&|;<>() \t\n") {
		return "", false
	}
	return l.Value, true
}

func lit(s string) *syntax.Word {
	return &syntax.Word{Parts: []syntax.WordPart{&syntax.Lit{Value: s}}}
}

func words(ss ...string) []*syntax.Word {
	out := make([]*syntax.Word, len(ss))
	for i, s := range ss {
		out[i] = lit(s)
	}
	return out
}
