package shell

import (
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
)

// The rows of the package managers: what npm, npx, pip and cargo run, and
// the package.json scripts behind `npm test`.

// npmFn: npm exec/x run a package's code (judged as the command it
// names); pkg set scripts.* and config set script-shell change what npm
// runs later; install from a URL or git downloads and runs install
// scripts.
func npmFn(e *ewalker, name string, args []field, in stdin) stdout {
	rest := skipOpts(args, "wC", "workspace", "prefix", "registry")
	if len(rest) == 0 {
		return stdout{}
	}
	sub, rest := rest[0].s, rest[1:]
	switch sub {
	case "run", "run-script", "rum", "urn":
		if len(rest) > 0 {
			e.runScript(rest[0])
		}
	case "test", "t", "tst", "start", "stop", "restart":
		if sub == "t" || sub == "tst" {
			sub = "test"
		}
		e.runScript(field{s: sub})
	case "exec", "x", "dlx", "explore", "init", "create":
		e.add(unknownExec)
		if sub != "init" && sub != "create" {
			return e.runPackage(rest, in)
		}
	case "pkg":
		if len(rest) > 1 && rest[0].s == "set" {
			e.addPath(middleware.EffectWrite, field{s: "package.json"})
			for _, kv := range rest[1:] {
				if k, v, ok := strings.Cut(kv.s, "="); ok && strings.HasPrefix(k, "scripts.") {
					e.scriptSet(field{s: v, dyn: kv.dyn})
				}
			}
		}
	case "set-script":
		// npm set-script NAME COMMAND (npm 7–8): pkg set's older spelling
		e.addPath(middleware.EffectWrite, field{s: "package.json"})
		if len(rest) > 1 {
			e.scriptSet(rest[1])
		}
	case "config", "c", "set":
		if sub != "set" && (len(rest) == 0 || rest[0].s != "set") {
			return stdout{}
		}
		if sub != "set" {
			rest = rest[1:]
		}
		e.addPath(middleware.EffectWrite, field{s: "~/.npmrc"})
		for _, kv := range rest {
			k, _, _ := strings.Cut(kv.s, "=")
			if k == "script-shell" || k == "shell" || k == "git" || k == "node-options" {
				e.add(middleware.Effect{Op: middleware.EffectPersist, Path: "~/.npmrc"})
				e.add(unknownExec)
			}
		}
	case "install", "i", "add", "ci", "update", "up":
		if len(rest) == 0 || sub == "ci" {
			// The project's own install lifecycle runs.
			for _, s := range installScripts {
				e.projectScript(s)
			}
		}
		registry := false
		for _, p := range rest {
			if !strings.HasPrefix(p.s, "-") && !strings.HasPrefix(p.s, ".") && !strings.HasPrefix(p.s, "/") {
				registry = true
			}
			e.remotePackage(p)
		}
		if registry && sub != "ci" {
			e.add(packageCode(name))
		}
	case "publish":
		e.add(unknownSend)
	default:
		if name != "npm" && !strings.HasPrefix(sub, "-") {
			// yarn build, pnpm lint: a script by its name
			e.runScript(field{s: sub, dyn: rest0dyn(args)})
		}
	}
	return stdout{}
}

// scriptSet judges a package.json script set to v: npm will run it
// later (at install, at prepare, when it is named), so it persists and
// it is walked as the command it is.
func (e *ewalker) scriptSet(v field) {
	e.add(middleware.Effect{Op: middleware.EffectPersist, Path: "package.json"})
	e.runText(v)
}

// rest0dyn is whether the first operand of a package manager's command
// line is computed.
func rest0dyn(args []field) bool {
	rest := skipOpts(args, "wC", "workspace", "prefix", "registry")
	return len(rest) > 0 && rest[0].dyn
}

// runScript runs a package.json script by name, with its pre and post
// scripts, when the project is known and the line is still in it (npm
// looks for package.json upwards from a subdirectory): its body is walked
// as the command's own. A computed name could be any
// script: every one of them is walked.
func (e *ewalker) runScript(f field) {
	if e.project == nil || !e.dir.inProject() {
		return
	}
	if f.dyn {
		for n := range allScripts(e.project) {
			e.projectScript(n)
		}
		return
	}
	for _, n := range []string{"pre" + f.s, f.s, "post" + f.s} {
		e.projectScript(n)
	}
}

// projectScript walks one package.json script, if the project has it.
func (e *ewalker) projectScript(name string) {
	if e.project == nil || !e.dir.inProject() {
		return // after cd /elsewhere, npm runs that directory's package.json: not the one read
	}
	body, ok := e.project.Script(name)
	if !ok {
		return
	}
	// npm runs a script in the directory of its package.json, wherever
	// below it the line is
	saved := e.saveDir()
	e.dir.cwd = field{}
	e.script(body) // nested: DecodedScripts has it too
	e.restoreDir(saved)
}

// npxFn: npx PKG ARGS runs a package's code.
func npxFn(e *ewalker, _ string, args []field, in stdin) stdout {
	e.add(unknownExec)
	return e.runPackage(args, in)
}

// pipFn: pip (pipx, uv pip) installing from a URL, a VCS or a local
// archive runs the package's build code; from the index it downloads.
func pipFn(e *ewalker, name string, args []field, in stdin) stdout {
	if name == "uv" && len(args) > 0 && args[0].s == "pip" {
		args = args[1:]
	}
	if name == "uv" && len(args) > 0 && args[0].s == "tool" || name == "pipx" && len(args) > 0 && (args[0].s == "run" || args[0].s == "install") {
		return toolRunFn(e, name, args, in)
	}
	rest := skipOpts(args, "r", "requirement", "index-url", "extra-index-url", "target", "prefix", "constraint")
	if len(rest) > 0 && rest[0].s == "config" {
		e.pipConfig(rest[1:])
		return stdout{}
	}
	if len(rest) == 0 || (rest[0].s != "install" && rest[0].s != "download") {
		return stdout{}
	}
	o := parseOpts(rest[1:], "rcie", "requirement", "constraint", "index-url", "extra-index-url", "target", "prefix", "editable")
	for _, r := range o.allVals("r", "requirement") {
		e.addPath(middleware.EffectRead, valField(r))
	}
	pkgs := o.ops
	for _, v := range o.allVals("e", "editable") {
		pkgs = append(pkgs, valField(v))
	}
	if len(pkgs) > 0 || len(o.allVals("r", "requirement")) > 0 {
		e.add(packageCode(name))
	}
	for _, p := range pkgs {
		e.remotePipSpec(p)
	}
	return stdout{}
}

// pipSourceKeys are the pip settings that choose where packages, and so
// the code their installs run, come from.
var pipSourceKeys = setOf(words("index-url extra-index-url find-links trusted-host no-index cert client-cert proxy"))

// pipConfig: pip config set|unset KEY or edit writes pip's configuration;
// a key that names the index every later install downloads and runs code
// from (global.index-url) is judged as a write of the file (the user's
// unless --global, the system's, or --site, the environment's, says
// otherwise). Other keys (global.timeout) change nothing that runs.
func (e *ewalker) pipConfig(args []field) {
	o := parseOpts(args, "", "editor")
	if len(o.ops) == 0 {
		return
	}
	switch o.ops[0].s {
	case "edit":
	case "set", "unset":
		if len(o.ops) < 2 {
			return
		}
		k := o.ops[1].s
		if i := strings.LastIndexByte(k, '.'); i >= 0 {
			k = k[i+1:]
		}
		if !o.ops[1].dyn && !pipSourceKeys[k] {
			return
		}
	default:
		return
	}
	switch {
	case o.hasLong("global", 6):
		e.addPath(middleware.EffectWrite, field{s: "/etc/pip.conf"})
	case o.hasLong("site", 4):
		// the virtual environment's pip.conf: the project's own
	default:
		e.addPath(middleware.EffectWrite, field{s: "~/.config/pip/pip.conf"})
	}
}

// cargoFn: cargo install --git URL (or a URL index) builds and installs
// code fetched from there; its build scripts run.
func cargoFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	if len(args) == 0 || args[0].s != "install" {
		return stdout{}
	}
	o := cargoInstallOpts(args[1:])
	if len(o.ops) > 0 {
		e.add(packageCode("cargo"))
	}
	for _, v := range o.allVals("git", "index") {
		e.net(valField(v), dirDownload)
		e.add(unknownExec)
	}
	return stdout{}
}

// cargoInstallOpts parses cargo install's arguments (the effects'
// cargoFn and the classifier's carryCargoInstall read them alike).
func cargoInstallOpts(args []field) opts {
	return parseOpts(args, "", "git", "index", "registry", "branch", "tag", "rev", "root", "path", "version", "features", "bin")
}

// packageCode is the exec of a package manager installing packages it
// names from its registry: their install scripts run.
func packageCode(manager string) middleware.Effect {
	return middleware.Effect{Op: middleware.EffectExec, Program: manager, Class: effects.ClassPackageCode}
}
