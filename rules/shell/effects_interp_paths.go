package shell

import (
	"regexp"
	"strings"
)

// What a call's arguments name: its first argument, a path literal, the
// home directory however code spells it (expanduser, Dir.home, an
// f-string or template interpolating it), a directory a listing walks.

// codeCtx is the scan of one piece of inline code.
type codeCtx struct {
	l    lang
	toks []token
}

// group returns the tokens of the call's arguments: inside the
// parentheses that follow token i, or up to the end of the statement.
func (c *codeCtx) group(i int) []token {
	j := i + 1
	if j < len(c.toks) && c.toks[j].kind == tokPunct && c.toks[j].s == "(" {
		depth := 0
		for k := j; k < len(c.toks); k++ {
			if c.toks[k].kind == tokPunct {
				switch c.toks[k].s {
				case "(", "[", "{":
					depth++
				case ")", "]", "}":
					depth--
					if depth == 0 {
						return c.toks[j+1 : k]
					}
				}
			}
		}
		return c.toks[j+1:]
	}
	k := j
	for k < len(c.toks) && !(c.toks[k].kind == tokPunct && (c.toks[k].s == ";" || c.toks[k].s == ")")) && k-j < 8 {
		k++
	}
	return c.toks[j:k]
}

// firstArg is the tokens of a call's first argument: up to the first
// comma outside brackets.
func firstArg(g []token) []token {
	depth := 0
	for i, t := range g {
		if t.kind != tokPunct {
			continue
		}
		switch t.s {
		case "(", "[", "{":
			depth++
		case ")", "]", "}":
			depth--
		case ",":
			if depth == 0 {
				return g[:i]
			}
		}
	}
	return g
}

// isHome: a call that yields the home directory. getenv, environ, ENV,
// awk's ENVIRON and process.env count only when "HOME" follows (process.env.HOME is one
// identifier).
func isHome(toks []token, i int) bool {
	t := toks[i]
	if t.kind != tokIdent {
		return false
	}
	if t.s == "HOME" || strings.HasSuffix(t.s, ".HOME") || strings.HasSuffix(t.s, ".USERPROFILE") {
		return true // process.env.HOME
	}
	id := t.s
	if j := strings.LastIndexAny(id, ".:"); j >= 0 {
		id = id[j+1:]
	}
	if codeCalls[t.s] != callHome && codeCalls[id] != callHome {
		return false
	}
	switch id {
	case "getenv", "environ", "ENV", "$ENV", "env", "get", "ENVIRON":
		for _, n := range toks[i+1 : min(len(toks), i+4)] {
			if n.kind == tokStr {
				return n.s == "HOME" || n.s == "USERPROFILE"
			}
		}
		return false
	}
	return true
}

// pathOf is the path a call's first argument names: a literal, or the
// home directory joined with the literal that follows it; with anyLit,
// any literal of the argument. ok is false when the path is not known.
func pathOf(g []token, anyLit bool) (field, bool) {
	arg := firstArg(g)
	if len(arg) == 1 && arg[0].kind == tokStr {
		return field{s: arg[0].s}, true
	}
	if len(arg) > 2 && arg[0].kind == tokIdent && pathWrappers[arg[0].s] && arg[1].s == "(" {
		return pathOf(arg[2:], false)
	}
	for i := range arg {
		if !isHome(arg, i) {
			continue
		}
		for k := i + 1; k < len(arg); k++ {
			t := arg[k]
			if t.kind == tokStr && t.s != "HOME" && t.s != "USERPROFILE" {
				concat := arg[k-1].kind == tokPunct && (arg[k-1].s == "+" || arg[k-1].s == ".")
				switch {
				case t.s == "~" || t.s == "":
					return field{s: "~"}, true
				case concat:
					// HOME + '/.bashrc', getenv("HOME")."/.bashrc": joined
					// as text, not as a path (a join would restart at /)
					return field{s: "~/" + strings.TrimPrefix(t.s, "/")}, true
				case strings.HasPrefix(t.s, "~") || strings.HasPrefix(t.s, "/"):
					return field{s: t.s}, true
				}
				return field{s: "~/" + strings.TrimPrefix(t.s, "/")}, true
			}
		}
		return field{s: "~"}, true
	}
	if len(arg) > 0 && arg[0].kind == tokStr {
		return field{s: arg[0].s}, true
	}
	if anyLit {
		for _, t := range arg {
			if t.kind == tokStr {
				return field{s: t.s}, true
			}
		}
	}
	return field{dyn: true}, false
}

// homeInterpolations are how a string literal starts with the home
// directory in the languages that interpolate: perl's "$ENV{HOME}/…",
// ruby's "#{Dir.home}/…", a JS template `${os.homedir()}/…`.
var homeInterpolations = words(`$ENV{HOME} $ENV{'HOME'} $ENV{"HOME"} #{ENV['HOME']} #{ENV["HOME"]} #{Dir.home} ${process.env.HOME} ${os.homedir()} ${require('os').homedir()} {os.environ['HOME']} {os.environ["HOME"]} {Path.home()} {os.path.expanduser('~')}`)

// homeInterpolated writes a literal that starts with an interpolated home
// directory as ~/….
func homeInterpolated(s string) string {
	if len(s) < 5 || s[0] != '$' && s[0] != '#' && s[0] != '{' {
		return s
	}
	for _, h := range homeInterpolations {
		if rest, ok := strings.CutPrefix(s, h); ok {
			return "~" + rest
		}
	}
	return s
}

// interpolates reports whether the string literal opening with quote c
// interpolates expressions: a python f-string (f, rf, fr before it), a JS
// template, a ruby or perl double-quoted string, a PHP double-quoted one.
func interpolates(l lang, c byte, toks []token) bool {
	switch l {
	case langPython:
		if n := len(toks); n > 0 && toks[n-1].kind == tokIdent {
			p := strings.ToLower(toks[n-1].s)
			return p == "f" || p == "rf" || p == "fr"
		}
		return false
	case langJS:
		return c == '`'
	case langRuby, langPerl, langPHP:
		return c == '"'
	}
	return false
}

// strPrefixes are python's string prefixes.
var strPrefixes = setOf(words("f r b u rb br fr rf"))

// homeExpr matches an interpolated expression that is the home directory.
var homeExpr = regexp.MustCompile(`[$#]?\{[^{}]*(expanduser|Path\.home|homedir|Dir\.home|\bHOME\b)[^{}]*\}`)

// homeInside writes an interpolated home directory inside a literal as ~.
func homeInside(s string) string {
	if !strings.Contains(s, "{") {
		return s
	}
	for _, h := range homeInterpolations {
		s = strings.ReplaceAll(s, h, "~") // ">>$ENV{HOME}/.bashrc"
	}
	return homeExpr.ReplaceAllString(s, "~")
}

// pathWrappers return the path they are given, made absolute or a path
// object: File.expand_path('~/.bashrc') is ~/.bashrc.
var pathWrappers = setOf(words("expand_path File.expand_path abspath os.path.abspath realpath os.path.realpath normpath os.path.normpath path.resolve resolve Path pathlib.Path Pathname Pathname.new"))

// receiverPath are methods whose path is the object they are called on
// (Path('.env').read_text()), not an argument.
var receiverPath = setOf(words("read_text read_bytes write_text write_bytes unlink rmdir touch mkdir open exists"))

// listedDir returns the directory the code lists (its literal argument,
// "." when it has none or the call is a method of a path), if it lists one.
func (c *codeCtx) listedDir() (string, bool) {
	for _, t := range c.toks {
		if t.kind == tokIdent && filterWords[t.s[strings.LastIndexByte(t.s, '.')+1:]] {
			return "", false // a filter picks some entries, not all
		}
	}
	for i, t := range c.toks {
		if t.kind != tokIdent {
			continue
		}
		last := t.s
		if j := strings.LastIndexByte(last, '.'); j >= 0 && !listCalls[last] {
			last = last[j+1:]
		}
		if !listCalls[t.s] && !listCalls[last] || i+1 >= len(c.toks) || c.toks[i+1].s != "(" {
			continue // not a call (import glob)
		}
		if p, ok := pathOf(c.group(i), false); ok && !p.dyn {
			if last == "glob" || last == "iglob" || t.s == "Dir.glob" {
				// glob('/data/*'): the directory of a pattern that takes
				// every entry; glob('*.pyc') picks some
				dir, base := ".", p.s
				if k := strings.LastIndexByte(p.s, '/'); k >= 0 {
					dir, base = p.s[:k+1], p.s[k+1:]
				}
				if base != "*" && base != "**" {
					return "", false
				}
				return dir, true
			}
			return p.s, true
		}
		return ".", true
	}
	return "", false
}

// mentionsHome reports whether the code names the home directory anywhere.
func (c *codeCtx) mentionsHome() bool {
	for k := range c.toks {
		if isHome(c.toks, k) || c.toks[k].kind == tokStr && (c.toks[k].s == "~" || strings.HasPrefix(c.toks[k].s, "~/")) {
			return true
		}
	}
	return false
}

// pathOrBefore: the call's own path, or for a method (Path('.env').read_text())
// the literal just before it.
func (c *codeCtx) pathOrBefore(i int, g []token, method bool) field {
	if p, ok := pathOf(g, false); ok && !(method && receiverPath[c.toks[i].s]) || !method {
		return p
	}
	for k := i - 1; k >= 0 && k >= i-6; k-- {
		if c.toks[k].kind == tokStr {
			for h := k - 1; h >= 0 && h >= k-6; h-- {
				if isHome(c.toks, h) && !strings.HasPrefix(c.toks[k].s, "/") {
					// Path.home().joinpath('.bashrc').write_text(…)
					return field{s: "~/" + c.toks[k].s}
				}
			}
			return field{s: c.toks[k].s}
		}
		if isHome(c.toks, k) {
			return field{s: "~"}
		}
	}
	return field{dyn: true}
}
