package shell

import (
	"slices"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
)

// The calls of inline code that have effects, as a table (codeCalls), and
// the walk that turns each call into the effects it has (ewalker.code).

// callKind is what a call in inline code does.
type callKind uint8

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
	// the working directory: the relative paths after it are placed there
	"os.chdir": callChdir, "chdir": callChdir, "process.chdir": callChdir, "Dir.chdir": callChdir,
	"Deno.chdir": callChdir, "FileUtils.cd": callChdir,
	// the home directory
	"expanduser": callHome, "homedir": callHome, "os.homedir": callHome, "Path.home": callHome, "Dir.home": callHome,
	"home": callHome, "getenv": callHome, "environ": callHome, "ENV": callHome, "$ENV": callHome, "ENVIRON": callHome, "Deno.env.get": callHome,
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
	defer e.restoreDir(e.saveDir()) // the interpreter's chdir is its own
	c := &codeCtx{l: l, toks: resolveNames(l, tokenize(l, f.s))}
	var sawNet, dynShell bool // for a remote shell: see the end
	host := ""
	for _, t := range c.toks {
		if t.kind == tokStr {
			h, ok := urlHost(t.s)
			if !ok {
				continue
			}
			if strings.Contains(t.s, "://") && host == "" {
				host = h
			}
			if effects.MetadataCredentials(t.s) {
				// urlopen('http://169.254.169.254/…/security-credentials/')
				e.add(middleware.Effect{Op: middleware.EffectNet, Host: h, Dir: dirDownload, Class: effects.ClassCloudCredentials})
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
		if e.dotenvCall(c, i) {
			continue
		}
		if c.wholeEnv(i) {
			// JSON.stringify(process.env), dict(os.environ): every
			// variable, the tokens exported in the shell among them
			e.addPath(middleware.EffectRead, environ)
		}
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
			if p := c.pathOrBefore(i, g, method); !e.fetchedURL(p) {
				e.addPath(middleware.EffectRead, p)
			}
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
			if !p.dyn && wholeWorkdir[p.s] {
				// shutil.rmtree('.'), File.delete(*Dir["**/*"]), unlink
				// glob("*"): every file of the project, as rm -rf * is.
				e.add(workdirContents)
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
		case callChdir:
			// os.chdir(os.path.expanduser('~/.ssh')); open('id_rsa'): a
			// computed directory leaves the paths after it as they are
			d, ok := pathOf(g, false)
			if !ok {
				d = field{s: "$computed", dyn: true}
			}
			e.chdir(d)
		case callNet:
			// a connection both ways: what the code sends, and what it
			// receives (exec(urlopen(…).read()) runs a download)
			sawNet = true
			e.add(middleware.Effect{Op: middleware.EffectNet, Host: host, Unknown: host == ""})
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

// fetchedURL: a file call given a URL (PHP's file_get_contents, Ruby's
// open with open-uri) downloads it; it reports whether p was one.
func (e *ewalker) fetchedURL(p field) bool {
	if p.dyn || !strings.Contains(p.s, "://") || strings.HasPrefix(p.s, "file://") {
		return false
	}
	e.net(p, dirDownload)
	return true
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
	case e.fetchedURL(p):
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

// wholeEnvNames are the names of a program's whole environment in the
// interpreters' languages; with one of wholeEnvMethods after them they
// still are (os.environ.copy(), ENV.to_h).
var (
	wholeEnvNames   = setOf(words("process.env os.environ environ ENV %ENV Deno.env ENVIRON os.Environ"))
	wholeEnvMethods = words(".copy .items .keys .values .to_h .to_a .to_hash .inspect .toObject .entries .each")
)

// wholeEnv: token i names the whole environment, not one variable of it
// (process.env.HOME, os.environ['PATH'], ENV["X"] and getenv("X") are one).
func (c *codeCtx) wholeEnv(i int) bool {
	t := c.toks[i]
	if t.kind != tokIdent || !strings.Contains(t.s, "env") && !strings.Contains(t.s, "ENV") && !strings.Contains(t.s, "Env") {
		return false // every name of wholeEnvNames holds one of these
	}
	name := t.s
	for _, m := range wholeEnvMethods {
		if n, ok := strings.CutSuffix(name, m); ok && wholeEnvNames[n] {
			return true
		}
	}
	if !wholeEnvNames[name] {
		return false
	}
	if i+1 < len(c.toks) && c.toks[i+1].kind == tokPunct && (c.toks[i+1].s == "[" || c.toks[i+1].s == "." || c.toks[i+1].s == "{") {
		return false // one variable: os.environ['HOME'], $ENV{HOME}
	}
	return true
}
