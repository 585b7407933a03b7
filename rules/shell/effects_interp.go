package shell

import (
	"encoding/base64"
	"encoding/hex"
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
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
		if l == langPython && pythonServer(e, args) {
			return stdout{}
		}
		code, rest, script, found := codeArg(args, codeOpts, valOpts, longCode...)
		switch {
		case found:
			e.code(l, code)
			if l == langPerl {
				perlInPlace(e, args, rest)
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

// perlInPlace: perl -i edits the files after the code.
func perlInPlace(e *ewalker, args, rest []field) {
	for _, a := range args[:len(args)-len(rest)] {
		if strings.HasPrefix(a.s, "-") && !strings.HasPrefix(a.s, "--") && strings.Contains(strings.SplitN(a.s, "e", 2)[0], "i") {
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
			e.add(unknownExec)
			return stdout{}
		case "-file", "-f":
			// -File \\host\share\x.ps1: a script fetched from another
			// machine and run
			if i+1 < len(args) {
				if p := strings.ReplaceAll(args[i+1].s, `\`, "/"); strings.HasPrefix(p, "//") {
					e.net(field{s: p, dyn: args[i+1].dyn}, dirDownload)
					e.add(unknownExec)
				} else {
					e.runFile(args[i+1])
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
	if in.piped || in.known {
		e.add(unknownExec)
	}
}

// stdinCode scans code an interpreter reads from its input.
func (e *ewalker) stdinCode(l lang, in stdin) {
	switch {
	case in.known:
		e.code(l, field{s: in.text})
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

// tokKind is the kind of a token of inline code.
type tokKind uint8

const (
	tokStr   tokKind = iota + 1 // a string literal
	tokIdent                    // a name, dotted (os.path.join) or ::-joined
	tokPunct                    // any other byte
	tokCmd                      // a backtick command (perl, ruby, php)
)

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

// callKind is what a call in inline code does.
type callKind uint8

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
)

// codeCalls names the calls that have effects, by full dotted name, last
// segment or first segment (a module: requests.post, subprocess.run).
var codeCalls = map[string]callKind{
	// reading
	"read_text": callRead, "read_bytes": callRead, "readFile": callRead, "readFileSync": callRead,
	"file_get_contents": callRead, "File.read": callRead, "IO.read": callRead, "File.readlines": callRead,
	"IO.readlines": callRead, "readTextFile": callRead, "readTextFileSync": callRead, "Bun.file": callRead,
	"createReadStream": callRead, "read_file": callRead, "file": callRead, "readfile": callRead,
	// opening
	"open": callOpen, "fopen": callOpen, "File.open": callOpen, "IO.open": callOpen, "openSync": callOpen,
	"io.open": callOpen, "codecs.open": callOpen, "sysopen": callOpen,
	// writing
	"write_text": callWrite, "write_bytes": callWrite, "writeFile": callWrite, "writeFileSync": callWrite,
	"appendFile": callWrite, "appendFileSync": callWrite, "file_put_contents": callWrite, "File.write": callWrite,
	"IO.write": callWrite, "writeTextFile": callWrite, "writeTextFileSync": callWrite, "Bun.write": callWrite,
	"createWriteStream": callWrite, "mkdir": callWrite, "makedirs": callWrite, "mkdirSync": callWrite,
	// deleting
	"os.remove": callDelete, "os.unlink": callDelete, "os.rmdir": callDelete, "os.removedirs": callDelete,
	"rmtree": callDelete, "rmSync": callDelete, "unlinkSync": callDelete, "rmdirSync": callDelete, "unlink": callDelete,
	"rmdir": callDelete, "fs.rm": callDelete, "fs.promises.rm": callDelete, "File.delete": callDelete, "rm_rf": callDelete,
	"rm_r": callDelete, "FileUtils.rm": callDelete, "Deno.remove": callDelete, "Deno.removeSync": callDelete,
	"remove_tree": callDelete, "File::Path::rmtree": callDelete, "shutil.rmtree": callDelete,
	// running commands
	"system": callShell, "os.system": callShell, "popen": callShell, "os.popen": callShell, "subprocess": callShell,
	"execSync": callShell, "execFileSync": callShell, "execFile": callShell, "spawn": callShell, "spawnSync": callShell,
	"child_process": callShell, "shell_exec": callShell, "passthru": callShell, "proc_open": callShell,
	"pcntl_exec": callShell, "pty.spawn": callShell, "IO.popen": callShell, "Open3": callShell, "exec": callShell,
	"execv": callShell, "execvp": callShell, "execve": callShell, "execl": callShell, "execlp": callShell,
	"Deno.Command": callShell, "Deno.run": callShell, "Bun.spawn": callShell, "Bun.spawnSync": callShell, "qx": callShell,
	"spawnl": callShell, "spawnlp": callShell, "spawnle": callShell, "spawnv": callShell, "spawnvp": callShell,
	"spawnve": callShell, "spawnvpe": callShell, "posix_spawn": callShell, "posix_spawnp": callShell, "Process.spawn": callShell,
	"commands": callShell, "getoutput": callShell, "check_output": callShell, "Kernel.system": callShell,
	"os.execute": callShell, "io.popen": callShell,
	"create_subprocess_shell": callShell, "create_subprocess_exec": callShell, "open3": callShell, "open2": callShell,
	"IPC::Open3::open3": callShell, "Kernel.exec": callShell, "Kernel.spawn": callShell,
	"runInThisContext": callCode, "runInNewContext": callCode, "runInContext": callCode, "vm.Script": callCode,
	"eval": callCode, "compile": callCode, "Function": callCode, "instance_eval": callCode, "create_function": callCode,
	// moving and copying: the source, then the destination
	"os.rename": callMove, "os.replace": callMove, "shutil.move": callMove, "renameSync": callMove, "fs.rename": callMove,
	"fs.promises.rename": callMove, "rename": callMove, "FileUtils.mv": callMove, "File.rename": callMove, "move": callMove,
	"shutil.copy": callCopy, "shutil.copy2": callCopy, "shutil.copyfile": callCopy, "shutil.copytree": callCopy,
	"copyfile": callCopy, "copytree": callCopy, "copyFileSync": callCopy, "copyFile": callCopy, "cpSync": callCopy,
	"fs.cp": callCopy, "FileUtils.cp": callCopy, "FileUtils.cp_r": callCopy, "FileUtils.copy": callCopy, "copy": callCopy,
	"File::Copy::copy": callCopy, "symlinkSync": callCopy, "symlink": callCopy, "os.symlink": callCopy, "linkSync": callCopy,
	"File.symlink": callCopy, "FileUtils.ln_s": callCopy,
	// network
	"urllib": callNet, "urllib2": callNet, "urllib3": callNet, "urlopen": callNet, "requests": callNet, "httpx": callNet,
	"http.client": callNet, "httplib": callNet, "socket": callNet, "fetch": callNet, "http.request": callNet,
	"https.request": callNet, "http.get": callNet, "https.get": callNet, "net.connect": callNet,
	"net.createConnection": callNet, "axios": callNet, "XMLHttpRequest": callNet, "WebSocket": callNet, "aiohttp": callNet,
	"LWP": callNet, "LWP::UserAgent": callNet, "LWP::Simple": callNet, "Net::HTTP": callNet, "HTTP::Tiny": callNet,
	"IO::Socket": callNet, "IO::Socket::INET": callNet, "curl_init": callNet, "fsockopen": callNet, "TCPSocket": callNet,
	"URI.open": callNet, "Socket": callNet, "Deno.connect": callNet, "smtplib": callNet, "ftplib": callNet, "paramiko": callNet,
	// the home directory
	"expanduser": callHome, "homedir": callHome, "os.homedir": callHome, "Path.home": callHome, "Dir.home": callHome,
	"home": callHome, "getenv": callHome, "environ": callHome, "ENV": callHome, "$ENV": callHome, "Deno.env.get": callHome,
	"process.env": callHome,
}

// callOf classifies an identifier by its full name, its last segment or
// its first (the module).
func callOf(l lang, id string) callKind {
	if k, ok := langCalls[l][id]; ok {
		if k == callHome {
			return 0
		}
		return k
	}
	k, ok := codeCalls[id]
	if !ok {
		last := id
		if i := strings.LastIndexAny(id, ".:"); i >= 0 {
			last = id[i+1:]
		}
		first := id
		if i := strings.IndexAny(id, ".:"); i >= 0 {
			first = id[:i]
		}
		if k, ok = codeCalls[last]; !ok {
			k = moduleCall(id, first)
		}
	}
	if id == "exec" && (l == langPython) {
		return callCode // python's exec runs python
	}
	if k == callHome {
		return 0 // a home-directory call is a path, see pathOf
	}
	return k
}

// moduleCall classifies a dotted name by a module it starts with
// (requests.post, Net::HTTP.get): only network and command modules count.
func moduleCall(id, first string) callKind {
	for i := len(id) - 1; i > 0; i-- {
		if id[i] != '.' {
			continue
		}
		if k := codeCalls[id[:i]]; k == callNet || k == callShell {
			return k
		}
	}
	if k := codeCalls[first]; k == callNet || k == callShell {
		return k
	}
	return 0
}

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

// isHome: a call that yields the home directory. getenv, environ, ENV and
// process.env count only when "HOME" follows (process.env.HOME is one
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
	case "getenv", "environ", "ENV", "$ENV", "env", "get":
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

// code scans inline code for the effects of its calls.
func (e *ewalker) code(l lang, f field) {
	if f.dyn {
		e.add(unknownExec)
		return
	}
	if e.depth > e.maxDepth {
		e.add(unknownExec)
		return
	}
	if !e.spend() {
		return
	}
	e.depth++
	defer func() { e.depth-- }()
	c := &codeCtx{l: l, toks: resolveNames(l, tokenize(l, f.s))}
	var sawNet, dynShell bool // for a remote shell: see the end
	host := ""
	for _, t := range c.toks {
		if t.kind == tokStr {
			if h, ok := urlHost(t.s); ok && strings.Contains(t.s, "://") && host == "" {
				host = h
			}
		}
	}
	if l == langAwk {
		e.awkCode(c)
		if socks, host, ok := awkSockets(c.toks); ok {
			// gawk's /inet/tcp/LPORT/HOST/RPORT special file is a
			// connection both ways
			sawNet = true
			e.add(middleware.Effect{Op: middleware.EffectNet, Host: host, Unknown: host == ""})
			dynShell = awkRunsVariable(c.toks, socks)
		}
	}
	for i, t := range c.toks {
		switch t.kind {
		case tokCmd:
			e.add(unknownExec)
			e.script(t.s)
			continue
		case tokIdent:
		default:
			continue
		}
		if l == langPerl && t.s == "qx" {
			e.add(unknownExec)
			continue
		}
		kind := callOf(l, t.s)
		if kind == 0 {
			continue
		}
		method := i > 0 && c.toks[i-1].kind == tokPunct && c.toks[i-1].s == "."
		g := c.group(i)
		switch kind {
		case callRead:
			e.addPath(middleware.EffectRead, c.pathOrBefore(i, g, method))
		case callWrite:
			e.addPath(middleware.EffectWrite, c.pathOrBefore(i, g, method))
		case callDelete:
			p, _ := pathOf(g, true)
			if method && p.dyn || method && receiverPath[t.s] {
				p = c.pathOrBefore(i, g, method)
			}
			if p.dyn && c.mentionsHome() {
				// A computed path in code that walks the home directory
				// (os.walk(expanduser('~')) … os.remove(join(r, f))):
				// anything under it, the worst it could be.
				p = field{s: "~/$computed", dyn: true}
			} else if dir, ok := c.listedDir(); p.dyn && ok {
				// A computed path in code that lists a directory
				// ([os.remove(f) for f in os.listdir('.')]): everything in it.
				if dir == "." || dir == "./" || dir == "" {
					e.add(workdirContents)
					continue
				}
				p = field{s: strings.TrimSuffix(dir, "/") + "/$computed", dyn: true}
			}
			e.addPath(middleware.EffectDelete, p)
		case callOpen:
			e.open(c, i, g, method)
		case callShell:
			e.add(unknownExec)
			e.shellArg(g, argv0Call(t.s))
			dynShell = dynShell || !hasLiteral(firstArg(g))
		case callCode:
			e.add(unknownExec)
			if len(g) > 0 && g[0].kind == tokStr {
				e.code(l, field{s: g[0].s})
			} else if decoded, ok := decodedLiteral(g); ok {
				e.code(l, field{s: decoded}) // exec(base64.b64decode('…'))
			}
		case callMove, callCopy:
			// the source (first argument) and the destination (second)
			// (only paths it spells: copy() and move() are common
			// method names, and an unknown pair is nothing to judge)
			if src, ok := pathOf(g, false); ok {
				if kind == callMove {
					e.addPath(middleware.EffectDelete, src)
				}
				e.addPath(middleware.EffectRead, src)
			}
			if dst, ok := pathOf(restArgs(g), false); ok {
				e.addPath(middleware.EffectWrite, dst)
			}
		case callNet:
			sawNet = true
			e.add(middleware.Effect{Op: middleware.EffectNet, Host: host, Dir: dirSend, Unknown: host == ""})
		}
	}
	if sawNet && dynShell {
		// Code that connects to the network and runs a command it did not
		// spell (IO.popen(cmd) of a line read from a TCPSocket) runs what
		// the peer sends: a remote shell, like sh -i wired to nc.
		e.add(middleware.Effect{Op: middleware.EffectExec, Program: "sh", Class: effects.ClassInteractiveShell})
	}
}

// argv0Call: the exec and spawn calls whose argument vector repeats the
// program's name after its path (os.execl(path, arg0, …), os.execv(path,
// [arg0, …]), os.spawnlp(mode, file, arg0, …)).
func argv0Call(id string) bool {
	last := id[strings.LastIndexAny(id, ".:")+1:]
	for _, p := range []string{"execl", "execv", "spawnl", "spawnv"} {
		if strings.HasPrefix(last, p) {
			return true
		}
	}
	return false
}

// restArgs is a call's arguments after the first.
func restArgs(g []token) []token {
	first := firstArg(g)
	if len(first) < len(g) {
		return g[len(first)+1:]
	}
	return nil
}

// hasLiteral reports whether a call's argument holds a string literal.
func hasLiteral(arg []token) bool {
	for _, t := range arg {
		if t.kind == tokStr {
			return true
		}
	}
	return false
}

// filterWords in code that lists a directory say it picks entries.
var filterWords = setOf(words("if endswith startswith fnmatch match search suffix extname filter includes test where select"))

// listCalls list a directory's entries.
var listCalls = setOf(words("listdir scandir iterdir glob iglob walk readdirSync readdir opendir Dir.glob Dir.entries Dir.children Dir.each_child Deno.readDirSync Deno.readDir"))

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

// open judges open(path, mode) and perl's open(FH, '>', path) forms.
func (e *ewalker) open(c *codeCtx, i int, g []token, method bool) {
	var lits []string
	for _, t := range g {
		if t.kind == tokStr {
			lits = append(lits, t.s)
		}
	}
	mode, p := "", c.pathOrBefore(i, g, method)
	switch {
	case len(lits) > 0 && lits[0] != "" && strings.Trim(lits[0], "<>+|&= ") == "":
		mode = lits[0] // perl: open(FH, '>', 'file')
		if len(lits) > 1 {
			p = field{s: lits[1]}
		}
	case len(lits) > 0 && (strings.ContainsAny(lits[0][:min(1, len(lits[0]))], "<>+|") || strings.HasSuffix(lits[0], "|")):
		s := lits[0]
		mode = s[:len(s)-len(strings.TrimLeft(s, "<>+| "))]
		p = field{s: strings.TrimSpace(s[len(mode):])}
		if strings.HasSuffix(s, "|") {
			mode = "|"
			p = field{s: strings.TrimSuffix(s, "|")}
		}
	case len(g) > 0 && g[0].kind == tokStr && len(lits) > 1:
		mode = lits[1]
	case len(lits) > 1 && p.s == lits[0]:
		mode = lits[1]
	default:
		// open(Dir.home + "/.bashrc", "a"): the mode is the second argument
		if rest := g[len(firstArg(g)):]; len(rest) > 1 && rest[0].s == "," && rest[1].kind == tokStr {
			mode = rest[1].s
		}
	}
	p.s = homeInterpolated(p.s) // open(F, ">>$ENV{HOME}/.bashrc")
	switch {
	case strings.Contains(mode, "|"):
		e.add(unknownExec)
		e.script(p.s)
	case strings.ContainsAny(mode, "wax+>"):
		e.addPath(middleware.EffectWrite, p)
	default:
		e.addPath(middleware.EffectRead, p)
	}
}

// shellArg runs a call's argument as a shell command: a string literal,
// or a list of literals as an argument vector.
func (e *ewalker) shellArg(g []token, argv0 bool) {
	if len(g) > 2 && g[0].kind == tokIdent && strings.HasPrefix(g[0].s[strings.LastIndexByte(g[0].s, '.')+1:], "P_") && g[1].s == "," {
		g = g[2:] // os.spawnlp(os.P_WAIT, 'rm', 'rm', '-rf', '/'): the mode first
	}
	if len(g) == 0 {
		return
	}
	if g[0].kind == tokStr && len(g) > 2 && g[1].kind == tokPunct && (g[1].s == "+" || g[1].s == ".") && isHome(g, 2) {
		// "rm -rf " + os.environ["HOME"]: the command ends in the home
		e.script(g[0].s + "~")
	}
	if g[0].kind == tokStr {
		e.script(g[0].s)
		if argv := literalArgv(g); len(argv) > 1 {
			if argv0 && len(argv) > 2 {
				// execl('/bin/sh', 'sh', '-c', …): the path, then the
				// program's own name, then its arguments
				argv = append(argv[:1], argv[2:]...)
			}
			e.run(argv, stdin{}) // system "rm", "-rf", "/"; spawn('rm', ['-rf', '/'])
		}
		return
	}
	if script, ok := decodedLiteral(g); ok {
		e.script(script) // os.system(base64.b64decode('…').decode())
	}
	if g[0].kind == tokPunct && g[0].s == "[" {
		var argv []field
		for _, t := range g[1:] {
			if t.kind == tokPunct && t.s == "]" {
				break
			}
			switch t.kind {
			case tokStr:
				argv = append(argv, field{s: t.s})
			case tokIdent:
				argv = append(argv, field{s: "$" + t.s, dyn: true})
			}
		}
		if len(argv) > 0 {
			e.run(argv, stdin{})
		}
	}
}

// awkCode finds awk's own redirections: print > "file", getline < "file",
// "cmd" | getline and print | "cmd".
func (e *ewalker) awkCode(c *codeCtx) {
	printing, from := false, 0
	for i, t := range c.toks {
		if t.kind == tokIdent && (t.s == "print" || t.s == "printf") {
			printing, from = true, i+1
		}
		if t.kind == tokPunct && (t.s == ";" || t.s == "{" || t.s == "}") {
			printing = false
		}
		if t.kind != tokPunct || i+1 >= len(c.toks) {
			continue
		}
		next := c.toks[i+1]
		switch t.s {
		case ">":
			if printing && next.kind == tokStr {
				e.addPath(middleware.EffectWrite, field{s: next.s})
			}
		case "<":
			if i > 0 && c.toks[i-1].s == "getline" && next.kind == tokStr {
				e.addPath(middleware.EffectRead, field{s: next.s})
			}
		case "|":
			switch {
			case next.kind == tokIdent && next.s == "getline" && i > 0 && c.toks[i-1].kind == tokStr:
				e.add(unknownExec)
				e.script(c.toks[i-1].s)
			case next.kind == tokIdent && next.s == "getline":
				e.add(unknownExec)
			case printing && next.kind == tokStr:
				e.add(unknownExec)
				e.script(next.s)
				if printed, ok := awkPrinted(c.toks[from:i]); ok && isShellName(next.s) {
					// print "rm -rf ~" | "sh": the shell runs what is printed
					e.script(printed)
				}
			case printing:
				e.add(unknownExec)
			}
		}
	}
}

// awkSockets finds gawk's network special files (/inet/tcp/0/HOST/PORT,
// /inet4/…, /inet6/…): the variables given one, and the first host.
func awkSockets(toks []token) (map[string]bool, string, bool) {
	socks := map[string]bool{}
	host, found := "", false
	for i, t := range toks {
		if t.kind != tokStr || !strings.HasPrefix(t.s, "/inet") {
			continue
		}
		parts := strings.Split(t.s, "/") // "", inet, tcp, lport, host, rport
		if len(parts) < 6 || parts[1] != "inet" && parts[1] != "inet4" && parts[1] != "inet6" {
			continue
		}
		found = true
		if host == "" && parts[4] != "0" {
			host = parts[4]
		}
		if i >= 2 && toks[i-1].s == "=" && toks[i-2].kind == tokIdent {
			socks[toks[i-2].s] = true
		}
	}
	return socks, host, found
}

// awkRunsVariable reports a command awk runs whose text is a variable
// (cmd | getline, cmd |& getline, print | cmd) that is not a socket: in a
// program with a socket, a line read from the peer.
func awkRunsVariable(toks []token, socks map[string]bool) bool {
	for i, t := range toks {
		if t.kind != tokPunct || t.s != "|" || i == 0 {
			continue
		}
		j := i + 1
		if j < len(toks) && toks[j].s == "&" {
			j++
		}
		if j >= len(toks) {
			continue
		}
		if prev := toks[i-1]; prev.kind == tokIdent && toks[j].s == "getline" && !socks[prev.s] {
			return true
		}
		if next := toks[j]; next.kind == tokIdent && next.s != "getline" && !socks[next.s] {
			return true
		}
	}
	return false
}

// awkPrinted is the text a print of string literals writes (the items
// joined by a space, as awk's default OFS does), when all are literals.
func awkPrinted(items []token) (string, bool) {
	var parts []string
	for _, t := range items {
		switch {
		case t.kind == tokStr:
			parts = append(parts, t.s)
		case t.kind == tokPunct && (t.s == "," || t.s == "(" || t.s == ")"):
		default:
			return "", false
		}
	}
	return strings.Join(parts, " "), len(parts) > 0
}

// isShellName reports whether an awk pipe's command is a shell reading
// its input ("sh", "/bin/bash -s").
func isShellName(cmd string) bool {
	fs := strings.Fields(cmd)
	if len(fs) == 0 {
		return false
	}
	switch cmdName(fs[0]) {
	case "sh", "bash", "dash", "zsh", "ksh", "ash", "busybox":
		return true
	}
	return false
}

// isInterpreterName reports whether name is one of the interpreters of
// interpreterRows.
func isInterpreterName(name string) bool {
	for _, r := range slices.Concat(interpreterRows, moreInterpreterRows) {
		for _, n := range strings.Fields(r.names) {
			if n == name {
				return true
			}
		}
	}
	return false
}

// literalArgv reads a call's arguments as an argument vector when they are
// a program literal followed by more literals, bare or in one list (perl's
// system LIST, node's spawn(cmd, [args])); nil otherwise.
func literalArgv(g []token) []field {
	if len(g) < 3 || g[1].kind != tokPunct || g[1].s != "," {
		return nil
	}
	argv := []field{{s: g[0].s}}
	rest := g[2:]
	switch {
	case rest[0].kind == tokPunct && rest[0].s == "[":
		rest = rest[1:]
	case len(rest) > 1 && rest[0].kind == tokIdent && listCtors[rest[0].s] && rest[1].s == "(":
		rest = rest[2:] // R's c("-rf", "~"), list(…)
	case rest[0].kind != tokStr:
		return nil
	}
	for k, t := range rest {
		switch {
		case t.kind == tokStr:
			argv = append(argv, field{s: t.s})
		case isHome(rest, k):
			argv = append(argv, field{s: "~"}) // system("rm", "-rf", Dir.home)
		case t.kind == tokIdent:
			argv = append(argv, field{s: "$" + t.s, dyn: true})
		case t.kind == tokPunct && t.s == ",":
		default:
			return argv
		}
	}
	return argv
}

// rot13 rotates the letters of s by 13.
func rot13(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return 'a' + (r-'a'+13)%26
		case r >= 'A' && r <= 'Z':
			return 'A' + (r-'A'+13)%26
		}
		return r
	}, s)
}

// listCtors build a list from their arguments.
var listCtors = setOf(words("c list array Array tuple"))

// decodedLiteral is the text of a base64 literal a command's argument
// decodes (b64decode, atob, Buffer.from(…, 'base64'), decode_base64,
// Base64.decode64, base64_decode), when it decodes to text.
func decodedLiteral(g []token) (string, bool) {
	if text, ok := hexLiteral(g); ok {
		return text, true
	}
	for _, t := range g {
		if t.kind == tokStr && (t.s == "rot13" || t.s == "rot_13") {
			// codecs.decode('…', 'rot13'): the literal before the codec
			for _, u := range g {
				if u.kind == tokStr && u.s != t.s {
					return rot13(u.s), true
				}
			}
		}
	}
	decodes := false
	for _, t := range g {
		if t.kind == tokIdent || t.kind == tokStr {
			if l := strings.ToLower(t.s); strings.Contains(l, "b64decode") || strings.Contains(l, "atob") ||
				strings.Contains(l, "base64") || strings.Contains(l, "decode64") {
				decodes = true
				break
			}
		}
	}
	if !decodes {
		return "", false
	}
	for _, t := range g {
		if t.kind != tokStr || len(t.s) < 4 {
			continue
		}
		b, err := base64.StdEncoding.DecodeString(t.s)
		if err != nil {
			continue
		}
		if text := string(b); utf8.ValidString(text) && printable(text) {
			return text, true
		}
	}
	return "", false
}

// hexLiteral is the text of a hex literal a call decodes (bytes.fromhex,
// binascii.unhexlify, codecs.decode(…, 'hex'), perl's pack("H*", …),
// Buffer.from(…, 'hex')), when it decodes to text.
func hexLiteral(g []token) (string, bool) {
	decodes := false
	for _, t := range g {
		if l := strings.ToLower(t.s); t.kind == tokIdent && (strings.Contains(l, "fromhex") || strings.Contains(l, "unhexlify") || l == "pack") ||
			t.kind == tokStr && (l == "hex" || l == "h*") {
			decodes = true
			break
		}
	}
	if !decodes {
		return "", false
	}
	for _, t := range g {
		if t.kind != tokStr || len(t.s) < 4 || len(t.s)%2 != 0 {
			continue
		}
		b, err := hex.DecodeString(t.s)
		if err != nil {
			continue
		}
		if text := string(b); utf8.ValidString(text) && printable(text) {
			return text, true
		}
	}
	return "", false
}

// printable: text with no control character but tab and newline.
func printable(s string) bool {
	for _, r := range s {
		if r < 0x20 && r != '\t' && r != '\n' || r == 0x7f {
			return false
		}
	}
	return true
}

// serverModules are python modules that serve a directory to the network.
var serverModules = map[string]bool{"http.server": true, "SimpleHTTPServer": true}

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
		e.add(middleware.Effect{Op: middleware.EffectRead, Path: strings.TrimSuffix(dir.s, "/") + "/**", Unknown: true})
		e.add(middleware.Effect{Op: middleware.EffectNet, Dir: dirSend, Unknown: true})
		return true
	}
	return false
}
