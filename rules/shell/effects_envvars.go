package shell

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
)

// systemLibDirs hold the libraries the system's package manager installs.
var systemLibDirs = []string{"/usr/lib/", "/usr/lib64/", "/lib/", "/lib64/", "/usr/local/lib/", "/opt/homebrew/lib/", "/opt/homebrew/opt/", "/usr/local/opt/", "/nix/store/"}

// systemLibrary: a library path under the system's library directories,
// or a bare name (libasan.so.8) the loader looks up there.
func systemLibrary(p string) bool {
	if !strings.Contains(p, "/") {
		return !strings.ContainsAny(p, "$`")
	}
	if strings.Contains(p, "/../") {
		return false
	}
	for _, d := range systemLibDirs {
		if strings.HasPrefix(p, d) {
			return true
		}
	}
	return false
}

// Environment variables that name what a program will run: set before a
// command (GIT_SSH_COMMAND='…' git fetch) or exported for the rest of the
// line, their value is a command, a program, a script or a library that
// runs inside the next program. To teach the effects a variable, add a row.

// envRole is what a variable's value is to the programs that read it.
type envRole uint8

const (
	envCommand envRole = iota + 1 // a shell command line
	envProgram                    // a program run with arguments of its own
	envScript                     // a file of code sourced or loaded
	envLibrary                    // a shared library loaded into every program
)

var envRunVars = map[string]envRole{
	// git runs these through a shell
	"GIT_SSH_COMMAND": envCommand, "GIT_PAGER": envCommand, "GIT_EDITOR": envCommand, "GIT_SEQUENCE_EDITOR": envCommand,
	"GIT_EXTERNAL_DIFF": envCommand, "GIT_ASKPASS": envProgram, "GIT_SSH": envProgram, "GIT_PROXY_COMMAND": envCommand,
	// pagers, editors and helpers many programs run
	"PAGER": envCommand, "MANPAGER": envCommand, "SYSTEMD_PAGER": envCommand, "EDITOR": envCommand, "VISUAL": envCommand,
	"BROWSER": envCommand, "SSH_ASKPASS": envProgram, "SUDO_ASKPASS": envProgram, "LESSOPEN": envCommand,
	"LESSCLOSE": envCommand, "PROMPT_COMMAND": envCommand, "npm_config_script_shell": envProgram,
	"NPM_CONFIG_SCRIPT_SHELL": envProgram, "SHELL": envProgram,
	// files of code a shell or interpreter loads before its own (not
	// POSIX sh's ENV: applications use ENV=production for their own ends)
	"BASH_ENV": envScript, "PYTHONSTARTUP": envScript,
	// code injected into a program
	"LD_PRELOAD": envLibrary, "LD_AUDIT": envLibrary, "DYLD_INSERT_LIBRARIES": envLibrary,
}

// envOptionVars carry options for an interpreter; the options that load
// code are judged: NODE_OPTIONS='--require /tmp/x.js', PERL5OPT=-Mx.
var envOptionVars = map[string][]string{
	"NODE_OPTIONS": {"--require", "-r", "--import", "--loader", "--experimental-loader"},
	"PERL5OPT":     {"-M", "-m"},
	"RUBYOPT":      {"-r"},
}

// envAssigns judges the assignments of a command line (VAR=value cmd) and
// of export that name what a program runs.
func (e *ewalker) envAssigns(as []*syntax.Assign) {
	for _, a := range as {
		if a == nil || a.Name == nil || a.Value == nil {
			continue
		}
		_, isRun := envRunVars[a.Name.Value]
		_, isOpt := envOptionVars[a.Name.Value]
		if !isRun && !isOpt {
			continue
		}
		fs := e.words([]*syntax.Word{a.Value})
		if len(fs) != 1 {
			e.add(unknownExec)
			continue
		}
		e.envValue(a.Name.Value, fs[0])
	}
}

// envWords judges the NAME=VALUE words a wrapper sets for the command it
// runs (env LD_PRELOAD=/tmp/x.so ls, sudo GIT_SSH_COMMAND=… git fetch), as
// the assignments before a command are.
func (e *ewalker) envWords(ws []field) {
	for _, w := range ws {
		if k, v, ok := strings.Cut(w.s, "="); ok && isName(k) {
			e.envValue(k, field{s: v, dyn: w.dyn})
		}
	}
}

// envValue judges the value of one variable that names what a program
// runs (envRunVars, envOptionVars); others are not judged.
func (e *ewalker) envValue(name string, v field) {
	role, isRun := envRunVars[name]
	opts, isOpt := envOptionVars[name]
	switch {
	case isOpt:
		e.envOptions(v, opts)
	case !isRun:
	case role == envCommand || role == envProgram:
		e.runText(v) // judged as the command it is
	case role == envScript:
		e.add(unknownExec)
		e.runFile(v)
	case role == envLibrary:
		// a library loaded into the next program runs code no one can
		// read here; one from outside the system's library directories
		// (a build's, a download's, /tmp's) is judged as injected code
		// (ASan's or jemalloc's, installed under /usr/lib, are the
		// everyday uses)
		e.add(unknownExec)
		e.addPath(middleware.EffectRead, v)
		for _, lib := range strings.FieldsFunc(v.s, func(r rune) bool { return r == ':' || r == ' ' }) {
			if v.dyn || !systemLibrary(lib) {
				e.add(middleware.Effect{Op: middleware.EffectExec, Program: lib, Unknown: true, Class: effects.ClassInjectedLibrary})
				break
			}
		}
	}
}

// envOptions judges an interpreter options variable: an option that loads
// a module or file runs code.
func (e *ewalker) envOptions(v field, loaders []string) {
	for _, w := range strings.Fields(v.s) {
		for _, l := range loaders {
			if strings.HasPrefix(w, l) {
				e.add(unknownExec)
				return
			}
		}
	}
	if v.dyn {
		e.add(unknownExec)
	}
}
