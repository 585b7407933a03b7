package shell

import (
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// The interpreters: inline code (python -c, node -e, perl -e, …) is
// scanned with a small tokenizer, string literals and identifiers only,
// for the calls that have effects. It is not a parser: it looks at each
// call's name and the string literals next to it, in one pass.

// lang is the language of inline code, which decides what a few
// ambiguous names mean (python's exec runs python, perl's runs a command).
type lang uint8

const (
	langPython lang = iota + 1
	langJS
	langPerl
	langRuby
	langPHP
	langAwk
	langLua
)

// interpreterRows join the catalogue of argument roles (effects_catalogue.go).
var interpreterRows = []effectRow{
	{names: "python python2 python3 pypy pypy3", fn: interpFn(langPython, "c", "mWXQ")},
	{names: "node nodejs", fn: interpFn(langJS, "ep", "r", "eval", "print", "require", "import")},
	{names: "deno", fn: subInterpFn(langJS)},
	{names: "bun", fn: subInterpFn(langJS)},
	{names: "perl", fn: interpFn(langPerl, "eE", "IMmxl0")},
	{names: "ruby", fn: interpFn(langRuby, "e", "IrC")},
	{names: "php", fn: interpFn(langPHP, "r", "dcz")},
	{names: "awk gawk mawk nawk busybox-awk", fn: awkFn},
	{names: "lua luajit lua5.1 lua5.2 lua5.3 lua5.4", fn: interpFn(langLua, "e", "l")},
	{names: "pwsh powershell", fn: opaqueInterpFn},
}

// codeArg finds the inline code of an interpreter: the value of a short
// option in codeOpts (alone or ending a cluster: perl -ne, python -Bc),
// or of a long one in longCode. rest is what follows the code; script is
// the first operand when there is no inline code.
func codeArg(args []field, codeOpts, valOpts string, longCode ...string) (code field, rest []field, script field, found bool) {
	for i := 0; i < len(args); i++ {
		a := args[i].s
		switch {
		case a == "--":
			if i+1 < len(args) {
				return field{}, args[i+2:], args[i+1], false
			}
			return field{}, nil, field{}, false
		case strings.HasPrefix(a, "--"):
			name, val, has := strings.Cut(a[2:], "=")
			if containsStr(longCode, name) {
				if has {
					return field{s: val, dyn: args[i].dyn}, args[i+1:], field{}, true
				}
				if i+1 < len(args) {
					return args[i+1], args[i+2:], field{}, true
				}
			}
		case len(a) > 1 && a[0] == '-' && !args[i].dyn:
			for j := 1; j < len(a); j++ {
				if strings.IndexByte(codeOpts, a[j]) >= 0 {
					if j+1 < len(a) {
						return field{s: a[j+1:]}, args[i+1:], field{}, true
					}
					if i+1 < len(args) {
						return args[i+1], args[i+2:], field{}, true
					}
					return field{}, nil, field{}, false
				}
				if strings.IndexByte(valOpts, a[j]) >= 0 {
					if j+1 == len(a) {
						i++
					}
					break
				}
			}
		default:
			return field{}, args[i+1:], args[i], false
		}
	}
	return field{}, nil, field{}, false
}

// interpFn: an interpreter with inline code after one of codeOpts, a
// script operand, or code on its input.
func interpFn(l lang, codeOpts, valOpts string, longCode ...string) effectFunc {
	return func(e *ewalker, _ string, args []field, in stdin) stdout {
		if l == langPython && pythonServer(e, args) || l == langPHP && phpServer(e, args) {
			return stdout{}
		}
		code, rest, script, found := codeArg(args, codeOpts, valOpts, longCode...)
		switch {
		case found && l == langRuby && e.rubyHttpd(args[:len(args)-len(rest)], code, rest):
		case found:
			e.code(l, withArgv(l, code, rest))
			if l == langPerl {
				perlInPlace(e, args, rest)
			} else {
				e.readsArgs(l, code, args[:len(args)-len(rest)], rest)
			}
		case script.s == "-" || script.s == "" && !script.dyn:
			e.stdinCode(l, in)
		case e.writtenCode(l, script):
		default:
			e.runFile(script)
		}
		return stdout{}
	}
}

// flagBeforeCode: a short option cluster of perl or ruby holds one of
// flags before its -e (perl -pi -e, ruby -ne): the letters after e are
// the code.
func flagBeforeCode(a, flags string) bool {
	return strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.ContainsAny(strings.SplitN(a, "e", 2)[0], flags)
}

// perlInPlace: perl -i edits the files after the code.
func perlInPlace(e *ewalker, args, rest []field) {
	for _, a := range args[:len(args)-len(rest)] {
		if flagBeforeCode(a.s, "i") {
			for _, f := range rest {
				if !strings.HasPrefix(f.s, "-") {
					e.addPath(middleware.EffectRead, f)
					e.addPath(middleware.EffectWrite, f)
				}
			}
			return
		}
	}
	for _, f := range rest {
		e.addPath(middleware.EffectRead, f)
	}
}

// subInterpFn: deno and bun take eval CODE, -e CODE, or run a script or
// URL (a URL is a download, then code that cannot be seen).
func subInterpFn(l lang) effectFunc {
	return func(e *ewalker, name string, args []field, in stdin) stdout {
		if len(args) > 0 && args[0].s == "eval" {
			if rest := skipOpts(args[1:], ""); len(rest) > 0 {
				e.code(l, rest[0])
			}
			return stdout{}
		}
		if code, _, _, found := codeArg(args, "ep", "", "eval", "print"); found {
			e.code(l, code)
			return stdout{}
		}
		rest := args
		if len(rest) > 0 && (rest[0].s == "run" || rest[0].s == "x") {
			if rest[0].s == "x" {
				e.add(unknownExec) // bunx-style: runs a package
			}
			rest = rest[1:]
		}
		rest = skipOpts(rest, "", "allow-read", "allow-write", "allow-net", "config", "import-map")
		if len(rest) == 0 {
			if name == "deno" && len(args) == 0 {
				e.stdinCode(l, in)
			}
			return stdout{}
		}
		if strings.Contains(rest[0].s, "://") {
			e.net(rest[0], dirDownload)
			e.add(unknownExec)
			return stdout{}
		}
		e.addPath(middleware.EffectRead, rest[0])
		return stdout{}
	}
}

// opaqueInterpFn: interpreters whose code is not scanned run unknown code.
func opaqueInterpFn(e *ewalker, _ string, args []field, in stdin) stdout {
	for i, a := range args {
		switch strings.ToLower(a.s) {
		case "-c", "-command", "/c", "/command":
			// The command is PowerShell: read as such (its statements'
			// deletes, writes and downloads), and still unknown code.
			e.add(unknownExec)
			e.pwsh(joined(args[i+1:]).s)
			return stdout{}
		case "-e", "-encodedcommand", "-enc", "-ec":
			// base64 of UTF-16LE text: read once decoded, and still
			// unknown code
			e.add(unknownExec)
			if i+1 < len(args) && !args[i+1].dyn {
				if script, ok := decodeUTF16Base64(args[i+1].s); ok {
					e.pwsh(script)
				}
			}
			return stdout{}
		case "-file", "-f":
			// -File \\host\share\x.ps1: a script fetched from another
			// machine and run (as cmd.exe passes it: bash would have
			// eaten the backslashes)
			if i+1 < len(args) {
				if p := strings.ReplaceAll(winArg(args[i+1]), `\`, "/"); strings.HasPrefix(p, "//") {
					e.net(field{s: p, dyn: args[i+1].dyn}, dirDownload)
					e.add(unknownExec)
				} else {
					e.runFile(cmdField(args[i+1]))
				}
			}
			return stdout{}
		}
	}
	if len(args) == 0 {
		e.runStdinOpaque(in)
		return stdout{}
	}
	if !strings.HasPrefix(args[0].s, "-") {
		e.addPath(middleware.EffectRead, args[0])
	}
	return stdout{}
}

func (e *ewalker) runStdinOpaque(in stdin) {
	if in.decoded {
		e.add(decodedExec)
	} else if in.piped || in.known {
		e.add(unknownExec)
	}
}

// stdinCode scans code an interpreter reads from its input.
func (e *ewalker) stdinCode(l lang, in stdin) {
	switch {
	case in.known:
		e.code(l, field{s: in.text})
	case in.decoded:
		e.add(decodedExec)
	case in.piped:
		e.add(unknownExec)
	}
}

// awkFn: awk's program is scanned; its file operands are read.
func awkFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	o := parseOpts(args, "fvF", "file", "assign", "field-separator")
	ops := o.ops
	if f, ok := o.val("f", "file"); ok {
		e.addPath(middleware.EffectRead, valField(f))
	} else if len(ops) > 0 {
		e.code(langAwk, ops[0])
		ops = ops[1:]
	}
	for _, f := range ops {
		if !strings.Contains(f.s, "=") {
			e.addPath(middleware.EffectRead, f)
		}
	}
	return stdout{}
}

const (
	tokStr   tokKind = iota + 1 // a string literal
	tokIdent                    // a name, dotted (os.path.join) or ::-joined
	tokPunct                    // any other byte
	tokCmd                      // a backtick command (perl, ruby, php)
)

const (
	callRead   callKind = iota + 1
	callOpen            // read or write, by its mode
	callWrite           // write its first argument
	callDelete          // delete its first argument
	callShell           // run its argument as a shell command
	callCode            // run its argument as code of the same language
	callNet             // reach the network
	callHome            // the home directory
	callMove            // move its first argument to its second: a delete and a write
	callCopy            // copy (or link) its first argument to its second: a read and a write
	callChdir           // change the working directory to its argument (effects_cwd.go)
)

// serverModules are python modules that serve a directory to the network.
var serverModules = map[string]bool{"http.server": true, "SimpleHTTPServer": true}

// phpServer: php -S ADDR [-t DOCROOT] serves DOCROOT (the working
// directory by default) to whoever connects, as python -m http.server
// does, and runs the .php files below it. It reports whether args ran
// the server.
func phpServer(e *ewalker, args []field) bool {
	o := parseOpts(args, "Stcdz")
	if _, ok := o.val("S"); !ok {
		return false
	}
	dir := field{s: "."}
	if t, ok := o.val("t"); ok {
		dir = valField(t)
	}
	e.serves(dir)
	return true
}

// pythonServer: python -m http.server [-d DIR | --directory DIR] serves
// DIR (the working directory by default) to anyone who connects: every
// file below it is read and sent. It reports whether args ran such a
// module.
func pythonServer(e *ewalker, args []field) bool {
	for i := 0; i+1 < len(args); i++ {
		if args[i].s != "-m" {
			continue
		}
		if !serverModules[args[i+1].s] {
			return false
		}
		dir := field{s: "."}
		rest := args[i+2:]
		for j := 0; j < len(rest); j++ {
			a := rest[j].s
			switch {
			case (a == "-d" || a == "--directory") && j+1 < len(rest):
				dir = rest[j+1]
				j++
			case strings.HasPrefix(a, "--directory="):
				dir = field{s: strings.TrimPrefix(a, "--directory="), dyn: rest[j].dyn}
			}
		}
		e.serves(dir)
		return true
	}
	return false
}
