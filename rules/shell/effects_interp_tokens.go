package shell

import (
	"strings"
)

// The tokenizer of inline code: string literals, identifiers and
// punctuation, enough to find calls and their literal arguments; it is not
// a parser.

// tokKind is the kind of a token of inline code.
type tokKind uint8

type token struct {
	kind tokKind
	s    string
}

// tokenize splits code into string literals, identifiers and
// punctuation. Comments are skipped where # starts one.
func tokenize(l lang, code string) []token {
	var toks []token
	for i := 0; i < len(code); {
		c := code[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r':
			i++
		case c == '#' && l != langJS && l != langAwk:
			for i < len(code) && code[i] != '\n' {
				i++
			}
		case c == '\'' || c == '"' || c == '`':
			j := i + 1
			var b strings.Builder
			for j < len(code) && code[j] != c {
				if code[j] == '\\' && j+1 < len(code) {
					b.WriteByte('\\')
					j++
				}
				b.WriteByte(code[j])
				j++
			}
			kind := tokStr
			if c == '`' && l != langJS {
				kind = tokCmd
			}
			// A string's escapes are what the program hands on:
			// "bash <<EOF\nrm -rf /\nEOF" runs two lines.
			text := homeInterpolated(decodeEscapes(b.String(), false))
			if interpolates(l, c, toks) {
				text = homeInside(text) // f'rm -rf {Path.home()}', `${os.homedir()}/x`
			}
			if n := len(toks); l == langPython && n > 0 && i > 0 && isIdentByte(code[i-1]) && strPrefixes[strings.ToLower(toks[n-1].s)] {
				toks = toks[:n-1] // f'…', r'…', b'…': a prefix, not a name
			}
			toks = append(toks, token{kind, text})
			i = j + 1
		case l == langPerl && strings.HasPrefix(code[i:], "qw") && i+2 < len(code) && strings.IndexByte("([{</|!", code[i+2]) >= 0 && (i == 0 || !isIdentByte(code[i-1])):
			// perl qw(rm -rf /): a list of words
			body, end := delimited(code, i+2)
			toks = append(toks, token{tokPunct, "["})
			for k, w := range strings.Fields(body) {
				if k > 0 {
					toks = append(toks, token{tokPunct, ","})
				}
				toks = append(toks, token{tokStr, w})
			}
			toks = append(toks, token{tokPunct, "]"})
			i = end
		case commandQuote(l, code, i) > 0:
			// ruby %x(…), perl qx(…): a command, like backticks
			n := commandQuote(l, code, i)
			body, end := delimited(code, i+n)
			toks = append(toks, token{tokCmd, body})
			i = end
		case c == '_' || c == '$' || c == '@' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			j := i + 1
			for j < len(code) {
				d := code[j]
				if d == '_' || d == '.' && j+1 < len(code) && isIdentStart(code[j+1]) || d >= 'a' && d <= 'z' || d >= 'A' && d <= 'Z' || d >= '0' && d <= '9' {
					j++
					continue
				}
				if d == ':' && j+2 < len(code) && code[j+1] == ':' && isIdentStart(code[j+2]) {
					j += 2
					continue
				}
				break
			}
			toks = append(toks, token{tokIdent, code[i:j]})
			i = j
		default:
			toks = append(toks, token{tokPunct, code[i : i+1]})
			i++
		}
	}
	return toks
}

// commandQuote is the length of a command-quote opener at code[i] (ruby
// "%x", perl "qx", not part of a longer name) followed by its delimiter,
// or 0.
func commandQuote(l lang, code string, i int) int {
	var op string
	switch l {
	case langRuby:
		op = "%x"
	case langPerl:
		op = "qx"
	default:
		return 0
	}
	if !strings.HasPrefix(code[i:], op) || i+2 >= len(code) || i > 0 && isIdentByte(code[i-1]) {
		return 0
	}
	switch d := code[i+2]; {
	case d == ' ' || d == '\t' || d == '\n' || isIdentByte(d) || d == '=' || d == ',' || d == ';':
		return 0 // a name (qxy), an assignment or a lone operator
	}
	return 2
}

func isIdentByte(c byte) bool { return isIdentStart(c) || c >= '0' && c <= '9' }

// delimited returns the text between the delimiter at code[i] and its
// closing one (brackets nest), and the index after it.
func delimited(code string, i int) (string, int) {
	open := code[i]
	closing := open
	switch open {
	case '(':
		closing = ')'
	case '{':
		closing = '}'
	case '[':
		closing = ']'
	case '<':
		closing = '>'
	}
	depth := 0
	for j := i + 1; j < len(code); j++ {
		switch c := code[j]; {
		case c == '\\' && j+1 < len(code):
			j++
		case c == closing && depth == 0:
			return code[i+1 : j], j + 1
		case c == closing:
			depth--
		case c == open && open != closing:
			depth++
		}
	}
	return code[i+1:], len(code)
}

func isIdentStart(c byte) bool { return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
