package shell

import (
	"strings"
)

// Inline code names what it calls in more ways than a dotted identifier:
// a string it builds ('child_' + 'process'), an attribute it looks up by
// name (getattr(os, 'system'), cp['execSync']), a module it imports by a
// string (__import__('os'), require(m)) or under another name (import
// subprocess as s). resolveNames rewrites those spellings into the
// dotted identifier they stand for, in one pass over the tokens, so the
// call table (codeCalls) judges them like the plain spelling. What the
// code computes at run time stays unknown; only literals are followed.

// importCalls take a module's name as a string and return the module.
var importCalls = setOf(words("__import__ importlib.import_module import_module require import"))

// attrCalls take an object and an attribute's name as a string.
var attrCalls = setOf(words("getattr Reflect.get"))

// resolveNames returns toks with concatenated literals folded, imports
// and attribute look-ups by string turned into identifiers, aliases put
// back to the module they name, and identifiers joined across a dot.
func resolveNames(l lang, toks []token) []token {
	toks = foldJoin(foldConcat(l, toks))
	aliases := map[string]string{} // alias → module or module.attr
	lits := map[string]string{}    // variable → the literal it was given
	out := make([]token, 0, len(toks))
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.kind == tokPunct && t.s == "}" {
			destructured(toks, i, aliases, lits) // const {exec: run} = require('child_process')
		}
		if t.kind == tokIdent && byNameCalls[t.s] && i+3 < len(toks) && toks[i+1].s == "(" && toks[i+2].kind == tokStr &&
			isIdentName(toks[i+2].s) && toks[i+3].s == "," {
			// call_user_func("system", "…"): a call of the function named
			out = append(out, token{tokIdent, toks[i+2].s}, token{tokPunct, "("})
			i += 3
			continue
		}
		if t.kind == tokIdent {
			recordAlias(l, toks, i, aliases, lits)
			switch {
			case importCalls[t.s] && i+3 < len(toks) && toks[i+1].s == "(" && toks[i+3].s == ")":
				if name, ok := moduleName(toks[i+2], lits); ok {
					// __import__('os'), require(m): the module itself
					out = append(out, token{tokIdent, name})
					i += 3
					continue
				}
			case attrCalls[t.s] && i+1 < len(toks) && toks[i+1].s == "(":
				if name, end, ok := attrByName(toks, i+1, lits); ok {
					// getattr(os, 'system'): the attribute, called next
					out = append(out, token{tokIdent, name})
					i = end
					continue
				}
			}
			if first, rest, _ := strings.Cut(t.s, "."); aliases[first] != "" {
				t.s = strings.TrimSuffix(aliases[first]+"."+rest, ".")
			}
			if v, ok := lits[t.s]; ok && i+1 < len(toks) {
				prev := ""
				if len(out) > 0 {
					prev = out[len(out)-1].s
				}
				switch {
				case toks[i+1].s == "(" && isIdentName(v):
					// $f = "system"; $f("…"): a call of the function it names
					t.s = v
				case (prev == "(" || prev == ",") && (toks[i+1].s == ")" || toks[i+1].s == ","):
					// cmd = "rm -rf ~"; system(cmd): the literal it holds
					t = token{tokStr, v}
				}
			}
		}
		// obj['execSync'] after a name or a call: the attribute
		if t.kind == tokPunct && t.s == "[" && i+2 < len(toks) && toks[i+1].kind == tokStr && toks[i+2].s == "]" &&
			len(out) > 0 && (out[len(out)-1].kind == tokIdent || out[len(out)-1].s == ")") && isIdentName(toks[i+1].s) {
			t, i = token{tokIdent, toks[i+1].s}, i+2
			if out[len(out)-1].kind == tokIdent {
				out[len(out)-1].s += "." + t.s
				continue
			}
		}
		// a name after a resolved module and a dot joins it: os . system
		if t.kind == tokIdent && len(out) > 1 && out[len(out)-1].kind == tokPunct && out[len(out)-1].s == "." &&
			out[len(out)-2].kind == tokIdent {
			out[len(out)-2].s += "." + t.s
			out = out[:len(out)-1]
			continue
		}
		out = append(out, t)
	}
	return out
}

// byNameCalls call the function their first argument names (PHP).
var byNameCalls = setOf(words("call_user_func call_user_func_array forward_static_call"))

// destructured reads `{a: b, c} = require('m')` ending at the "}" at end:
// b is m.a and c is m.c.
func destructured(toks []token, end int, aliases, lits map[string]string) {
	if end+5 >= len(toks) || toks[end+1].s != "=" || !importCalls[toks[end+2].s] || toks[end+3].s != "(" || toks[end+5].s != ")" {
		return
	}
	mod, ok := moduleName(toks[end+4], lits)
	if !ok {
		return
	}
	start := end - 1
	for start >= 0 && end-start < 64 && toks[start].s != "{" {
		start--
	}
	if start < 0 || toks[start].s != "{" {
		return
	}
	for k := start + 1; k < end; k++ {
		if toks[k].kind != tokIdent {
			continue
		}
		name, alias := toks[k].s, toks[k].s
		if k+2 < end && toks[k+1].s == ":" && toks[k+2].kind == tokIdent {
			alias = toks[k+2].s
			k += 2
		}
		aliases[alias] = mod + "." + name
	}
}

// isIdentName: a string that could be an attribute's name.
func isIdentName(s string) bool {
	if s == "" || !isIdentStart(s[0]) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !isIdentByte(s[i]) {
			return false
		}
	}
	return true
}

// literalOrVar is the text of a string token, or of a variable that was
// given a literal.
func literalOrVar(t token, lits map[string]string) (string, bool) {
	switch t.kind {
	case tokStr:
		return t.s, t.s != ""
	case tokIdent:
		v, ok := lits[t.s]
		return v, ok
	}
	return "", false
}

// moduleName is the module an import names by a literal ('os',
// 'node:child_process', 'fs/promises' as fs.promises); a relative path
// ('./lib') is a file, not a module the call table knows.
func moduleName(t token, lits map[string]string) (string, bool) {
	name, ok := literalOrVar(t, lits)
	if !ok {
		return "", false
	}
	name = strings.ReplaceAll(strings.TrimPrefix(name, "node:"), "/", ".")
	for _, seg := range strings.Split(name, ".") {
		if !isIdentName(seg) {
			return "", false
		}
	}
	return name, true
}

// maxAttrTokens bounds the tokens attrByName reads.
const maxAttrTokens = 64

// attrByName reads getattr(OBJ, 'name') from the "(" at open: the name
// and the index of the closing ")".
func attrByName(toks []token, open int, lits map[string]string) (string, int, bool) {
	depth, comma := 0, -1
	// The object is a short expression; a bounded look keeps hostile
	// input (getattr( nested a thousand times) linear.
	for k := open; k < len(toks) && k < open+maxAttrTokens; k++ {
		switch toks[k].s {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
			if depth == 0 {
				if comma < 0 || k != comma+2 {
					return "", 0, false
				}
				name, ok := literalOrVar(toks[comma+1], lits)
				return name, k, ok && isIdentName(name)
			}
		case ",":
			if depth == 1 && toks[k].kind == tokPunct {
				comma = k
			}
		}
	}
	return "", 0, false
}

// recordAlias notes the names an import or an assignment binds at token i:
// python's import A as B and from A import B [as C]; NAME = 'literal';
// NAME = require('m') and NAME = __import__('m').
func recordAlias(l lang, toks []token, i int, aliases, lits map[string]string) {
	t := toks[i]
	next := func(k int) token {
		if k < len(toks) {
			return toks[k]
		}
		return token{}
	}
	switch {
	case l == langPython && t.s == "import" && (i < 2 || toks[i-2].s != "from"):
		// import A as B, C as D
		for k := i + 1; k < len(toks) && toks[k].kind == tokIdent; k++ {
			mod := toks[k].s
			if next(k+1).s == "as" && next(k+2).kind == tokIdent {
				aliases[next(k+2).s] = mod
				k += 2
			}
			if next(k+1).s != "," {
				return
			}
			k++
		}
	case l == langPython && t.s == "from" && next(i+1).kind == tokIdent && next(i+2).s == "import":
		mod := next(i + 1).s
		for k := i + 3; k < len(toks) && toks[k].kind == tokIdent; k++ {
			name := toks[k].s
			alias := name
			if next(k+1).s == "as" && next(k+2).kind == tokIdent {
				alias = next(k + 2).s
				k += 2
			}
			aliases[alias] = mod + "." + name
			if next(k+1).s != "," {
				return
			}
			k++
		}
	case next(i+1).s == "=" && next(i+2).s != "=" && (i == 0 || toks[i-1].s != "."):
		v := next(i + 2)
		switch {
		case v.kind == tokStr && (next(i+3).kind != tokPunct || next(i+3).s == ";" || next(i+3).s == ","):
			lits[t.s] = v.s
		case v.kind == tokIdent && importCalls[v.s] && next(i+3).s == "(" && next(i+5).s == ")":
			if name, ok := moduleName(next(i+4), lits); ok {
				aliases[strings.TrimPrefix(t.s, "$")] = name
				aliases[t.s] = name
			}
		}
	}
}

// foldConcat joins string literals added together ('child_' + 'process',
// PHP and perl "a"."b", lua "a".."b") into one literal.
func foldConcat(l lang, toks []token) []token {
	out := make([]token, 0, len(toks))
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if t.kind == tokStr && len(out) > 0 && out[len(out)-1].kind == tokPunct {
			// out ends with STR OP: fold when OP is concatenation
			n := len(out)
			op := 1
			if out[n-1].s == "." && n >= 2 && out[n-2].s == "." && l == langLua {
				op = 2
			}
			if n > op && out[n-op-1].kind == tokStr && isConcat(l, out[n-1].s) {
				out[n-op-1].s += t.s
				out = out[:n-op]
				continue
			}
		}
		out = append(out, t)
	}
	return out
}

// isConcat: the operator that joins strings in l.
func isConcat(l lang, op string) bool {
	switch l {
	case langPHP, langPerl, langLua:
		return op == "."
	}
	return op == "+"
}

// foldJoin joins a list of string literals joined by a literal separator
// into one literal: python's SEP.join([…]) or (…), JavaScript's and
// ruby's […].join(SEP), perl's join(SEP, …). A list with anything but
// literals is left alone (computed at run time).
func foldJoin(toks []token) []token {
	var out []token // made at the first join: most code has none
	for i := 0; i < len(toks); i++ {
		if s, end, ok := joinAt(toks, i); ok {
			if out == nil {
				out = append(make([]token, 0, len(toks)), toks[:i]...)
			}
			out = append(out, token{tokStr, s})
			i = end
			continue
		}
		if out != nil {
			out = append(out, toks[i])
		}
	}
	if out == nil {
		return toks
	}
	return out
}

// joinAt reads a join of literals starting at toks[i]: the joined text
// and the index of its last token.
func joinAt(toks []token, i int) (string, int, bool) {
	at := func(k int, kind tokKind, s string) bool {
		return k < len(toks) && toks[k].kind == kind && (s == "" || toks[k].s == s)
	}
	switch {
	case at(i, tokStr, "") && at(i+1, tokPunct, ".") && at(i+2, tokIdent, "join") && at(i+3, tokPunct, "("):
		// SEP.join([a, b]) or SEP.join((a, b))
		closer := map[string]string{"[": "]", "(": ")"}[tokAt(toks, i+4)]
		if closer == "" {
			return "", 0, false
		}
		items, end, ok := literalList(toks, i+5, closer)
		if !ok || !at(end+1, tokPunct, ")") {
			return "", 0, false
		}
		return strings.Join(items, toks[i].s), end + 1, true
	case at(i, tokPunct, "["):
		// [a, b].join(SEP)
		items, end, ok := literalList(toks, i+1, "]")
		if !ok || !at(end+1, tokPunct, ".") || !at(end+2, tokIdent, "join") || !at(end+3, tokPunct, "(") ||
			!at(end+4, tokStr, "") || !at(end+5, tokPunct, ")") {
			return "", 0, false
		}
		return strings.Join(items, toks[end+4].s), end + 5, true
	case at(i, tokIdent, "join") && at(i+1, tokPunct, "(") && at(i+2, tokStr, "") && at(i+3, tokPunct, ","):
		// perl's join(SEP, a, b)
		items, end, ok := literalList(toks, i+4, ")")
		if !ok {
			return "", 0, false
		}
		return strings.Join(items, toks[i+2].s), end, true
	}
	return "", 0, false
}

// literalList reads "a", "b", … up to the closing token from k: the
// literals and the index of the closer; ok is false at anything else.
func literalList(toks []token, k int, closer string) ([]string, int, bool) {
	var items []string
	for ; k < len(toks) && len(items) <= maxJoinItems; k++ {
		t := toks[k]
		switch {
		case t.kind == tokPunct && t.s == closer:
			return items, k, len(items) > 0
		case t.kind == tokStr:
			items = append(items, t.s)
			if k+1 < len(toks) && toks[k+1].kind == tokPunct && toks[k+1].s == "," {
				k++
			}
		default:
			return nil, 0, false
		}
	}
	return nil, 0, false
}

// maxJoinItems bounds a joined list (a command cut into letters is a few
// dozen).
const maxJoinItems = 256

func tokAt(toks []token, k int) string {
	if k < len(toks) {
		return toks[k].s
	}
	return ""
}
