package frame_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// This file reads the declarations of a TypeScript module, as much of the
// language as frontend/src/protocol.ts uses for its types: interfaces,
// type aliases of unions, literals, arrays, generic references and inline
// object types, and consts holding a number or a Set of strings. Everything
// else at the top level (functions, statements) is skipped by bracket
// depth. What it cannot read is an error, so the protocol check fails
// rather than passing on a half-read file.

// tsKind is what a TypeScript type expression is.
type tsKind int

const (
	tsLiteral tsKind = iota // 'a', 1, true
	tsRef                   // string, Question, Record<string, unknown>
	tsObject                // { a: string; b?: number }
	tsArray                 // T[]
	tsUnion                 // A | B
)

type tsType struct {
	Kind   tsKind
	Text   string    // a literal's value (strings unquoted) or a reference's name
	Args   []tsType  // a reference's type arguments, an array's element, a union's members
	Fields []tsField // an object's fields
}

type tsField struct {
	Name     string
	Optional bool
	Type     tsType
}

// tsDecls are a module's top-level declarations, by name.
type tsDecls struct {
	Interfaces map[string][]tsField
	Aliases    map[string]tsType
	Numbers    map[string]string   // const N = 1
	Sets       map[string][]string // const S = new Set([...strings])
}

type tsToken struct {
	Kind byte // 'i' identifier, 's' string, 'n' number, 'p' punctuation
	Text string
}

// tsTokens splits src into tokens, dropping comments.
func tsTokens(src string) ([]tsToken, error) {
	var out []tsToken
	rs := []rune(src)
	for i := 0; i < len(rs); {
		c := rs[i]
		switch {
		case unicode.IsSpace(c):
			i++
		case c == '/' && i+1 < len(rs) && rs[i+1] == '/':
			for i < len(rs) && rs[i] != '\n' {
				i++
			}
		case c == '/' && i+1 < len(rs) && rs[i+1] == '*':
			j := i + 2
			for j+1 < len(rs) && (rs[j] != '*' || rs[j+1] != '/') {
				j++
			}
			if j+1 >= len(rs) {
				return nil, fmt.Errorf("unterminated comment")
			}
			i = j + 2
		case c == '\'' || c == '"' || c == '`':
			var b strings.Builder
			j := i + 1
			for ; j < len(rs) && rs[j] != c; j++ {
				if rs[j] == '\n' && c != '`' {
					return nil, fmt.Errorf("newline in a string")
				}
				if rs[j] == '\\' {
					j++
					if j == len(rs) {
						break
					}
					if rs[j] == '\n' {
						return nil, fmt.Errorf("a line continuation in a string")
					}
				}
				b.WriteRune(rs[j])
			}
			if j >= len(rs) {
				return nil, fmt.Errorf("unterminated string")
			}
			out = append(out, tsToken{'s', b.String()})
			i = j + 1
		case c == '_' || c == '$' || unicode.IsLetter(c):
			j := i
			for j < len(rs) && (rs[j] == '_' || rs[j] == '$' || unicode.IsLetter(rs[j]) || unicode.IsDigit(rs[j])) {
				j++
			}
			out = append(out, tsToken{'i', string(rs[i:j])})
			i = j
		case unicode.IsDigit(c):
			j := i
			for j < len(rs) && (rs[j] == '.' || rs[j] == '_' || unicode.IsLetter(rs[j]) || unicode.IsDigit(rs[j])) {
				j++
			}
			out = append(out, tsToken{'n', string(rs[i:j])})
			i = j
		default:
			out = append(out, tsToken{'p', string(c)})
			i++
		}
	}
	return out, nil
}

// maxTSDepth bounds type nesting, so a hostile input cannot recurse
// without end.
const maxTSDepth = 64

type tsParser struct {
	toks  []tsToken
	i     int
	depth int
}

func (p *tsParser) peek(kind byte, text string) bool {
	return p.i < len(p.toks) && p.toks[p.i].Kind == kind && (text == "" || p.toks[p.i].Text == text)
}

func (p *tsParser) peekAt(n int, kind byte, text string) bool {
	j := p.i + n
	return j < len(p.toks) && p.toks[j].Kind == kind && (text == "" || p.toks[j].Text == text)
}

func (p *tsParser) expect(kind byte, text string) (string, error) {
	if !p.peek(kind, text) {
		return "", p.errorf("want %q", text)
	}
	p.i++
	return p.toks[p.i-1].Text, nil
}

// punct consumes the punctuation texts, in order.
func (p *tsParser) punct(texts ...string) error {
	for _, text := range texts {
		if _, err := p.expect('p', text); err != nil {
			return err
		}
	}
	return nil
}

func (p *tsParser) errorf(format string, a ...any) error {
	at := "end of input"
	if p.i < len(p.toks) {
		at = fmt.Sprintf("token %d %q", p.i, p.toks[p.i].Text)
	}
	return fmt.Errorf("at %s: %s", at, fmt.Sprintf(format, a...))
}

// parseTSDecls reads the top-level declarations of a TypeScript module.
func parseTSDecls(src string) (tsDecls, error) {
	toks, err := tsTokens(src)
	if err != nil {
		return tsDecls{}, err
	}
	d := tsDecls{Interfaces: map[string][]tsField{}, Aliases: map[string]tsType{},
		Numbers: map[string]string{}, Sets: map[string][]string{}}
	seen := map[string]bool{}
	p := &tsParser{toks: toks}
	depth := 0
	for p.i < len(p.toks) {
		var name string
		switch {
		case depth == 0 && p.peek('i', "interface") && p.peekAt(1, 'i', "") && p.peekAt(2, 'p', "{"):
			name = p.toks[p.i+1].Text
			p.i += 2
			var t tsType
			t, err = p.primary()
			d.Interfaces[name] = t.Fields
		case depth == 0 && p.peek('i', "type") && p.peekAt(1, 'i', "") && p.peekAt(2, 'p', "="):
			name = p.toks[p.i+1].Text
			p.i += 3
			var t tsType
			if t, err = p.union(); err == nil {
				err = p.punct(";")
			}
			d.Aliases[name] = t
		case depth == 0 && p.peek('i', "const") && p.peekAt(1, 'i', ""):
			name = p.toks[p.i+1].Text
			p.i += 2
			err = p.constant(name, &d)
		default:
			switch t := p.toks[p.i]; {
			case t.Kind == 'p' && strings.Contains("{([", t.Text):
				depth++
			case t.Kind == 'p' && strings.Contains("})]", t.Text):
				if depth--; depth < 0 {
					return d, p.errorf("unbalanced %q", t.Text)
				}
			}
			p.i++
			continue
		}
		if err == nil && seen[name] {
			err = fmt.Errorf("%s declared twice", name)
		}
		if err != nil {
			return d, err
		}
		seen[name] = true
	}
	if depth != 0 {
		return d, fmt.Errorf("unbalanced brackets at the end")
	}
	return d, nil
}

// constant reads a const after its name: a number, or a Set of strings.
// Any other initializer is skipped to its semicolon.
func (p *tsParser) constant(name string, d *tsDecls) error {
	if err := p.skipType(":", ""); err != nil {
		return err
	}
	if err := p.punct("="); err != nil {
		return err
	}
	switch {
	case p.peek('n', "") && p.peekAt(1, 'p', ";"):
		d.Numbers[name] = p.toks[p.i].Text
		p.i += 2
		return nil
	case p.peek('i', "new") && p.peekAt(1, 'i', "Set"):
		p.i += 2
		if err := p.skipType("<", ">"); err != nil {
			return err
		}
		if err := p.punct("(", "["); err != nil {
			return err
		}
		items := []string{}
		for !p.peek('p', "]") {
			s, err := p.expect('s', "")
			if err != nil {
				return err
			}
			items = append(items, s)
			if !p.peek('p', "]") {
				if err := p.punct(","); err != nil {
					return err
				}
			}
		}
		if err := p.punct("]", ")", ";"); err != nil {
			return err
		}
		d.Sets[name] = items
		return nil
	}
	for depth := 0; p.i < len(p.toks); p.i++ {
		t := p.toks[p.i]
		switch {
		case t.Kind == 'p' && strings.Contains("{([", t.Text):
			depth++
		case t.Kind == 'p' && strings.Contains("})]", t.Text):
			depth--
		case depth == 0 && t.Kind == 'p' && t.Text == ";":
			p.i++
			return nil
		}
	}
	return fmt.Errorf("const %s without a semicolon", name)
}

// skipType reads and drops a type that open introduces and close (if not
// empty) ends: a const's annotation, a constructor's type argument. With
// no open there is none, and nothing to do.
func (p *tsParser) skipType(open, close string) error {
	if !p.peek('p', open) {
		return nil
	}
	p.i++
	if _, err := p.union(); err != nil {
		return err
	}
	if close == "" {
		return nil
	}
	return p.punct(close)
}

// union reads A | B | … (a leading | allowed).
func (p *tsParser) union() (tsType, error) {
	if p.depth++; p.depth > maxTSDepth {
		return tsType{}, p.errorf("types nested too deep")
	}
	defer func() { p.depth-- }()
	if p.peek('p', "|") {
		p.i++
	}
	var alts []tsType
	for {
		t, err := p.postfix()
		if err != nil {
			return t, err
		}
		alts = append(alts, t)
		if !p.peek('p', "|") {
			break
		}
		p.i++
	}
	if len(alts) == 1 {
		return alts[0], nil
	}
	return tsType{Kind: tsUnion, Args: alts}, nil
}

// postfix reads a primary type and its [] suffixes.
func (p *tsParser) postfix() (tsType, error) {
	t, err := p.primary()
	for err == nil && p.peek('p', "[") && p.peekAt(1, 'p', "]") {
		p.i += 2
		t = tsType{Kind: tsArray, Args: []tsType{t}}
	}
	return t, err
}

func (p *tsParser) primary() (tsType, error) {
	switch {
	case p.peek('s', "") || p.peek('n', "") || p.peek('i', "true") || p.peek('i', "false"):
		p.i++
		return tsType{Kind: tsLiteral, Text: p.toks[p.i-1].Text}, nil
	case p.peek('i', ""):
		t := tsType{Kind: tsRef, Text: p.toks[p.i].Text}
		p.i++
		if !p.peek('p', "<") {
			return t, nil
		}
		p.i++
		for {
			a, err := p.union()
			if err != nil {
				return t, err
			}
			t.Args = append(t.Args, a)
			if !p.peek('p', ",") {
				break
			}
			p.i++
		}
		return t, p.punct(">")
	case p.peek('p', "("):
		p.i++
		t, err := p.union()
		if err != nil {
			return t, err
		}
		return t, p.punct(")")
	case p.peek('p', "{"):
		p.i++
		t := tsType{Kind: tsObject}
		for !p.peek('p', "}") {
			var f tsField
			if !p.peek('i', "") && !p.peek('s', "") {
				return t, p.errorf("want a field name")
			}
			f.Name = p.toks[p.i].Text
			p.i++
			if p.peek('p', "?") {
				f.Optional = true
				p.i++
			}
			if err := p.punct(":"); err != nil {
				return t, err
			}
			var err error
			if f.Type, err = p.union(); err != nil {
				return t, err
			}
			t.Fields = append(t.Fields, f)
			if p.peek('p', ";") || p.peek('p', ",") {
				p.i++
			} else if !p.peek('p', "}") {
				return t, p.errorf("want ; or }")
			}
		}
		p.i++
		return t, nil
	}
	return tsType{}, p.errorf("want a type")
}

func TestParseTSDecls(t *testing.T) {
	t.Parallel()
	src := `// a comment
/* a block { comment */
export const V = 2;
export type Kind = 'a' | "b";
export type Both = Kind | 'c';
export interface Item { name: string; tags?: string[]; meta: Record<string, unknown>, kind: Kind }
export type Msg =
  | { text: string; to?: (number | null) }
  | { stop: true };
const known: ReadonlySet<string> = new Set<Kind>(['a', 'b',]);
export function f(x: unknown): Item | null {
  const type = 'interface { nope }';
  if (x) { return null; }
  return null;
}
const other = [1, 2];`
	d, err := parseTSDecls(src)
	require.NoError(t, err)
	assert.Equal(t, map[string]string{"V": "2"}, d.Numbers)
	assert.Equal(t, map[string][]string{"known": {"a", "b"}}, d.Sets)
	lit := func(s string) tsType { return tsType{Kind: tsLiteral, Text: s} }
	ref := func(s string, args ...tsType) tsType { return tsType{Kind: tsRef, Text: s, Args: args} }
	assert.Equal(t, tsType{Kind: tsUnion, Args: []tsType{lit("a"), lit("b")}}, d.Aliases["Kind"])
	assert.Equal(t, tsType{Kind: tsUnion, Args: []tsType{ref("Kind"), lit("c")}}, d.Aliases["Both"])
	assert.Equal(t, []tsField{
		{Name: "name", Type: ref("string")},
		{Name: "tags", Optional: true, Type: tsType{Kind: tsArray, Args: []tsType{ref("string")}}},
		{Name: "meta", Type: ref("Record", ref("string"), ref("unknown"))},
		{Name: "kind", Type: ref("Kind")},
	}, d.Interfaces["Item"])
	assert.Equal(t, tsType{Kind: tsUnion, Args: []tsType{
		{Kind: tsObject, Fields: []tsField{{Name: "text", Type: ref("string")},
			{Name: "to", Optional: true, Type: tsType{Kind: tsUnion, Args: []tsType{ref("number"), ref("null")}}}}},
		{Kind: tsObject, Fields: []tsField{{Name: "stop", Type: lit("true")}}},
	}}, d.Aliases["Msg"])
	assert.NotContains(t, d.Aliases, "type", "declarations inside functions are skipped")
}

func TestParseTSDeclsRefuses(t *testing.T) {
	t.Parallel()
	for name, src := range map[string]string{
		"unterminated string":  `export type A = 'a;`,
		"unterminated comment": `/* nope`,
		"missing semicolon":    `export type A = 'a' export type B = 'b';`,
		"bad field":            `export interface A { 1: string }`,
		"unbalanced":           `function f() { return 1;`,
		"unbalanced close":     `}`,
		"declared twice":       `export type A = 'a'; export interface A { x: string }`,
		"bad set":              `const s = new Set([1]);`,
		"deep":                 `export type A = ` + strings.Repeat("(", maxTSDepth+1) + `string` + strings.Repeat(")", maxTSDepth+1) + `;`,
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			_, err := parseTSDecls(src)
			assert.Error(t, err)
		})
	}
}

// FuzzParseTSDecls: the parser never panics or hangs, and comments do not
// change what it reads.
func FuzzParseTSDecls(f *testing.F) {
	if src, err := readProtocolTS(); err == nil {
		f.Add(src)
	}
	f.Add(`export type A = | { a: 'x'; b?: Record<string, string[]> } | { c: true };`)
	f.Add(`export interface Q { q: string; o: (O | null)[] } const s = new Set(['a']);`)
	f.Add(`const n = 1; function g() { const type = 2; }`)
	f.Fuzz(func(t *testing.T, src string) {
		if strings.Contains(src, "`") {
			return // a template literal may span lines: the added comments would be inside it
		}
		d, err := parseTSDecls(src)
		if err != nil {
			return
		}
		d2, err := parseTSDecls("/* c */ " + strings.ReplaceAll(src, "\n", " // c\n") + "\n// end")
		if err != nil {
			t.Fatalf("comments made the parser fail: %v", err)
		}
		if !reflect.DeepEqual(d, d2) {
			t.Fatalf("comments changed the declarations:\n%+v\n%+v", d, d2)
		}
	})
}
