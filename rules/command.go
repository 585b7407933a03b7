package rules

import (
	"strings"
	"sync"

	"mvdan.cc/sh/v3/syntax"
)

// simpleCommand is one command a shell line would run, as a specifier sees
// it: its words with quotes and escapes removed, joined by single spaces.
type simpleCommand struct {
	text    string
	assigns bool // prefixed by VAR=value assignments
	// dynamic: the command's name is not a literal ($CMD, ${u}rm,
	// "$(echo rm)"): what runs cannot be known from the text.
	dynamic bool
	// write: a redirection that writes a file ("> ~/.bashrc"), listed as
	// a step of its own, which no prefix approves.
	write bool
}

// needsParse reports whether cmd may hold more than one simple command, or
// words that only a shell parser can read (quotes, escapes, expansions,
// assignments). A plain "npm test --watch" does not, and is matched as it
// stands, without allocating.
func needsParse(cmd string) bool {
	for i := 0; i < len(cmd); i++ {
		switch cmd[i] {
		case ';', '&', '|', '<', '>', '(', ')', '$', '`', '\\', '"', '\'', '\n', '\r', '{', '}':
			return true
		}
	}
	first := cmd
	if i := strings.IndexAny(first, " \t"); i >= 0 {
		first = first[:i]
	}
	return strings.IndexByte(first, '=') >= 0
}

// parsers keeps shell parsers for reuse: building one costs more than
// parsing a typical command line with it.
var parsers = sync.Pool{New: func() any { return syntax.NewParser(syntax.Variant(syntax.LangBash)) }}

// splitCommands parses cmd as a POSIX/Bash command line and returns every
// simple command in it, in source order: through &&, ||, ;, pipes,
// subshells, blocks, command and process substitutions, and the bodies of
// if/for/while and functions. Words that are not plain literals (a $VAR, a
// $(...)) keep their source text; what a substitution runs is listed as a
// command of its own.
func splitCommands(cmd string) ([]simpleCommand, error) {
	p := parsers.Get().(*syntax.Parser)
	f, err := p.Parse(strings.NewReader(cmd), "")
	parsers.Put(p)
	if err != nil {
		return nil, err
	}
	var out []simpleCommand
	syntax.Walk(f, func(n syntax.Node) bool {
		switch n := n.(type) {
		case *syntax.Stmt:
			// "npm test > ~/.ssh/authorized_keys" is npm plus a write: the
			// write is a step an allow rule for npm has not approved.
			for _, r := range n.Redirs {
				if writesFile(cmd, r) {
					out = append(out, simpleCommand{text: source(cmd, r), write: true})
				}
			}
		case *syntax.CallExpr:
			var b, w strings.Builder
			for i, word := range n.Args {
				if i > 0 {
					b.WriteByte(' ')
				}
				// A word that holds spaces once unquoted stays quoted, so
				// that 'npm test' (one program name) never reads as npm.
				w.Reset()
				writeWord(&w, cmd, word)
				if strings.ContainsAny(w.String(), " \t\n") {
					b.WriteString(source(cmd, word))
				} else {
					b.WriteString(w.String())
				}
			}
			dynamic := len(n.Args) > 0 && !literalWord(n.Args[0])
			out = append(out, simpleCommand{text: b.String(), assigns: len(n.Assigns) > 0, dynamic: dynamic})
		case *syntax.DeclClause:
			out = append(out, simpleCommand{text: source(cmd, n), assigns: true})
		case *syntax.TestClause, *syntax.ArithmCmd, *syntax.LetClause:
			// Not programs, but still steps an allow rule has not approved.
			out = append(out, simpleCommand{text: source(cmd, n)})
		}
		return true
	})
	return out, nil
}

// writesFile reports whether r writes to a file: an output redirection
// whose target is not /dev/null or a file descriptor ("2>&1").
func writesFile(src string, r *syntax.Redirect) bool {
	switch r.Op {
	case syntax.RdrOut, syntax.AppOut, syntax.RdrInOut, syntax.RdrClob, syntax.AppClob,
		syntax.RdrAll, syntax.RdrAllClob, syntax.AppAll, syntax.AppAllClob:
	default:
		return false // reads, here-documents, fd duplication
	}
	if r.Word == nil {
		return true
	}
	target := source(src, r.Word)
	return target != "/dev/null"
}

// literalWord reports whether w is plain text once quotes and escapes are
// removed: no expansion, substitution or glob decides what it is.
func literalWord(w *syntax.Word) bool {
	for _, p := range w.Parts {
		switch p := p.(type) {
		case *syntax.Lit:
		case *syntax.SglQuoted:
			if p.Dollar {
				return false
			}
		case *syntax.DblQuoted:
			for _, q := range p.Parts {
				if _, ok := q.(*syntax.Lit); !ok {
					return false
				}
			}
		default:
			return false
		}
	}
	return true
}

func source(src string, n syntax.Node) string {
	s, e := int(n.Pos().Offset()), int(n.End().Offset())
	if s < 0 || e > len(src) || s > e {
		return ""
	}
	return src[s:e]
}

// writeWord writes w's value as the shell would pass it to a program, for
// the parts that are literal; other parts are written as their source text.
func writeWord(b *strings.Builder, src string, w *syntax.Word) {
	for _, p := range w.Parts {
		switch p := p.(type) {
		case *syntax.Lit:
			unescape(b, p.Value, false)
		case *syntax.SglQuoted:
			if p.Dollar {
				b.WriteString(source(src, p))
			} else {
				b.WriteString(p.Value)
			}
		case *syntax.DblQuoted:
			for _, q := range p.Parts {
				if l, ok := q.(*syntax.Lit); ok {
					unescape(b, l.Value, true)
				} else {
					b.WriteString(source(src, q))
				}
			}
		default:
			b.WriteString(source(src, p))
		}
	}
}

// unescape removes shell backslash escapes: outside quotes every "\x" is x;
// inside double quotes only \$ \` \" \\ and \newline are escapes.
func unescape(b *strings.Builder, s string, quoted bool) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			b.WriteByte(c)
			continue
		}
		next := s[i+1]
		switch {
		case next == '\n':
			i++
		case !quoted || strings.IndexByte("$`\"\\", next) >= 0:
			b.WriteByte(next)
			i++
		default:
			b.WriteByte(c)
		}
	}
}
