package gaps

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"slices"
	"strings"
	"testing"

	"github.com/guardrail-go/guardrail/rules/shell"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"mvdan.cc/sh/v3/expand"
	"mvdan.cc/sh/v3/syntax"
)

// suiteCommands are the commands of the shell suite, the input the analyzer
// is run on.
func suiteCommands(t testing.TB) []string {
	f, err := os.Open("../../testdata/shell_suite.yaml")
	require.NoError(t, err)
	defer f.Close()
	s, err := shell.LoadSuite(f)
	require.NoError(t, err)
	var out []string
	for _, c := range s.Cases {
		if !foreign(c) {
			out = append(out, c.Command)
		}
	}
	return out
}

// wrapperWords are the words the wrapper and absolute-path rows put before
// a program, with how many words each takes.
var wrapperWords = map[string]int{"sudo": 1, "env": 1, "nice": 1, "nohup": 1, "command": 1,
	"builtin": 1, "exec": 1, "timeout": 2}

// meaning reduces a line to what a per-command rewrite must keep, one entry
// per simple command: the program (wrappers, quotes, expansions of the
// rewrite's own variables and /bin or /usr/bin removed), its flags as a set
// of long names, and its operands as a set.
func meaning(t testing.TB, src string) []string {
	p, err := parse(src)
	require.NoError(t, err, src)
	var env []string
	var out []string
	skip := map[*syntax.CmdSubst]bool{}
	cfg := &expand.Config{CmdSubst: func(w io.Writer, cs *syntax.CmdSubst) error {
		// Only the `$(echo NAME)` the computed-name row writes.
		if len(cs.Stmts) == 1 {
			if c, ok := cs.Stmts[0].Cmd.(*syntax.CallExpr); ok && len(c.Args) == 2 && c.Args[0].Lit() == "echo" {
				_, err := fmt.Fprint(w, c.Args[1].Lit())
				return err
			}
		}
		return errors.New("not evaluated")
	}}
	word := func(w *syntax.Word) (s string) {
		cfg.Env = expand.ListEnviron(env...)
		if fs, err := fields(cfg, w); err == nil {
			return strings.Join(fs, " ")
		}
		// A word with a substitution the helper cannot run: the commands
		// inside it are compared on their own.
		return "<expansion>"
	}
	syntax.Walk(p.file, func(n syntax.Node) bool {
		if cs, ok := n.(*syntax.CmdSubst); ok && skip[cs] {
			return false
		}
		c, ok := n.(*syntax.CallExpr)
		if !ok {
			return true
		}
		if len(c.Args) == 0 {
			for _, a := range c.Assigns {
				if a.Value != nil {
					env = append(env, a.Name.Value+"="+word(a.Value))
				}
			}
			return true
		}
		for _, part := range c.Args[0].Parts {
			if cs, ok := part.(*syntax.CmdSubst); ok {
				skip[cs] = true
			}
		}
		var ws []string
		for _, w := range c.Args {
			ws = append(ws, word(w))
		}
		if slices.Equal(ws, []string{"unset", "x"}) { // the ${x:-name} row's own
			return true
		}
		for {
			if d := path.Dir(ws[0]); d == "/bin" || d == "/usr/bin" {
				ws[0] = path.Base(ws[0])
			}
			if n := wrapperWords[ws[0]]; n == 0 || n >= len(ws) {
				break
			}
			ws = ws[wrapperWords[ws[0]]:]
		}
		spec, known := flagSpecs[ws[0]]
		var flags, ops []string
		for _, w := range ws[1:] {
			switch {
			case !known || !strings.HasPrefix(w, "-") || w == "-":
				ops = append(ops, w)
			case strings.HasPrefix(w, "--"):
				flags = append(flags, w[2:])
			default:
				for _, l := range []byte(w[1:]) {
					name := spec.short[l]
					if name == "" {
						name = string(l)
					}
					flags = append(flags, name)
				}
			}
		}
		slices.Sort(flags)
		slices.Sort(ops)
		out = append(out, ws[0]+" "+strings.Join(slices.Compact(flags), ",")+" | "+strings.Join(ops, " "))
		return true
	})
	return out
}

// Every per-command rewrite of every suite command keeps each command's
// program, flags and operands.
func TestVariantsKeepMeaning(t *testing.T) {
	t.Parallel()
	kept := map[string]bool{ClassArgOrder: true, ClassFlags: true, ClassSpacing: true, ClassQuoting: true,
		ClassAbsolute: true, ClassWrappers: true, ClassComputed: true}
	n := 0
	for _, cmd := range suiteCommands(t) {
		want := meaning(t, cmd)
		for _, v := range Generate(cmd, Options{}) {
			if !kept[v.Class] || rowOf(v).Whole != nil && v.Class != ClassSpacing {
				continue
			}
			n++
			assert.Equal(t, want, meaning(t, v.Command), "%s: %q → %q", v.Name, cmd, v.Command)
		}
	}
	assert.Greater(t, n, 1000)
}

func rowOf(v Variant) Generator {
	for _, g := range Generators {
		if g.Name == v.Name {
			return g
		}
	}
	return Generator{}
}

// The rows that hand the line to another program hand it over intact.
func TestWholeRowsDecode(t *testing.T) {
	t.Parallel()
	cfg := &expand.Config{Env: expand.ListEnviron()}
	arg := func(v Variant, i int) string {
		p, err := parse(v.Command)
		require.NoError(t, err, v.Command)
		cs := p.calls()
		require.NotEmpty(t, cs)
		fs, err := fields(cfg, cs[0].expr.Args[i])
		require.NoError(t, err, v.Command)
		require.Len(t, fs, 1, v.Command)
		return fs[0]
	}
	decode := map[string]func(v Variant) string{
		"bash -c '…'": func(v Variant) string { return arg(v, 2) },
		`sh -c "…"`:   func(v Variant) string { return arg(v, 2) },
		"eval '…'":    func(v Variant) string { return arg(v, 1) },
		"python3 os.system": func(v Variant) string {
			return jsonArg(t, arg(v, 2), "import os; os.system(", ")")
		},
		"node execSync": func(v Variant) string {
			return jsonArg(t, arg(v, 2), "require('child_process').execSync(", ")")
		},
		"perl system": func(v Variant) string {
			code := arg(v, 2)
			require.True(t, strings.HasPrefix(code, "system('") && strings.HasSuffix(code, "')"), code)
			return strings.NewReplacer(`\\`, `\`, `\'`, `'`).Replace(code[len("system('") : len(code)-2])
		},
		"base64 | sh": func(v Variant) string {
			b, err := base64.StdEncoding.DecodeString(arg(v, 1))
			require.NoError(t, err)
			return string(b)
		},
	}
	seen := map[string]int{}
	for _, cmd := range suiteCommands(t) {
		for _, v := range Generate(cmd, Options{}) {
			f, ok := decode[v.Name]
			if !ok {
				continue
			}
			seen[v.Name]++
			assert.Equal(t, cmd, f(v), "%s: %q", v.Name, v.Command)
		}
	}
	for name := range decode {
		assert.Positive(t, seen[name], name)
	}
}

func TestXargsKeepsMeaning(t *testing.T) {
	t.Parallel()
	n := 0
	for _, cmd := range suiteCommands(t) {
		for _, v := range Generate(cmd, Options{}) {
			if v.Name != "echo … | xargs" {
				continue
			}
			n++
			last, rest, ok := strings.Cut(strings.TrimPrefix(v.Command, "echo "), " | xargs ")
			require.True(t, ok, v.Command)
			assert.Equal(t, meaning(t, cmd), meaning(t, rest+" "+last), v.Command)
		}
	}
	assert.Positive(t, n)
}

func jsonArg(t *testing.T, code, prefix, suffix string) string {
	require.True(t, strings.HasPrefix(code, prefix) && strings.HasSuffix(code, suffix), code)
	var s string
	require.NoError(t, json.Unmarshal([]byte(code[len(prefix):len(code)-len(suffix)]), &s), code)
	return s
}

// fields expands a word as the shell would (quote removal included), or
// fails on what it cannot evaluate here.
func fields(cfg *expand.Config, w *syntax.Word) (fs []string, err error) {
	defer func() {
		if recover() != nil {
			err = errors.New("not evaluated")
		}
	}()
	return expand.Fields(cfg, w)
}
