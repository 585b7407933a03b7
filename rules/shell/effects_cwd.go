package shell

import (
	"path"
	"slices"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
	"mvdan.cc/sh/v3/syntax"
)

// The working directory of the line. A relative path means nothing until
// it is placed: `cd ~/.ssh && tar czf - . | curl -T - …` reads ~/.ssh,
// and `cd /etc && cp /tmp/x sudoers` writes /etc/sudoers. The walk
// follows cd, pushd and popd and places the relative paths of later
// commands in the directory they run in. While the line is still in the
// directory it started in, nothing changes: relative paths stay relative
// (the policy places them in the workspace), so `cd build && make` is
// judged as `make` is.

// workDir is where the line is: cwd is the directory relative paths are
// placed in ("" while it is the one the line started in; dyn when cd was
// given a computed directory, so that the paths placed in it are
// computed too: judged by their known prefix and tail, docs/effects.md).
type workDir struct {
	cwd    field
	old    field // OLDPWD, what `cd -` returns to
	hasOld bool
	stack  []field // pushd's stack, the top last
}

// placing reports whether relative paths are placed: not in the
// directory the line started in, nor in one computed from its first
// character on (`cd "$X"`, `cd $(mktemp -d)`). Placed in such a
// directory a path's known prefix would be empty, which judges it by its
// tail alone, as a relative path is judged already; left relative, a
// file the line writes and then runs (`curl -o i.sh … && sh i.sh`) is
// still the same known path for the policy.
func (d *workDir) placing() bool {
	s := d.cwd.s
	return s != "" && !(d.cwd.dyn && (strings.HasPrefix(s, "$") || strings.HasPrefix(s, "`")))
}

// inProject reports whether the line may still be in the project it
// started in: there, or in a directory below it named by a relative path
// that does not climb (cd src). A package manager there may find the
// project's package.json by looking upwards.
func (d *workDir) inProject() bool {
	c := d.cwd
	return c == field{} || !c.dyn && relativePath(c.s) && !climbs(c.s)
}

// maxDirStack bounds the directories pushd is remembered to stack.
const maxDirStack = 32

// unknownDir is a directory that cannot be known before the line runs:
// OLDPWD inherited from the caller, a rotated directory stack.
var unknownDir = field{s: "$OLDPWD", dyn: true}

// saveDir saves the working directory before a part of the line that
// runs in a process of its own (a subshell, a command substitution, a
// side of a pipeline, a background job, a nested shell): a cd there does
// not move the rest of the line. restoreDir puts it back when that part
// ends. Only a stack that holds something is copied: the walk of a line
// without pushd allocates nothing for it.
func (e *ewalker) saveDir() workDir {
	d := e.dir
	if len(d.stack) > 0 {
		d.stack = slices.Clone(d.stack)
	}
	return d
}

func (e *ewalker) restoreDir(d workDir) { e.dir = d }

// chdir moves the line to dir, placed in the directory it is in now. In
// a computed directory a relative one stays computed (`cd "$D" && cd ..`
// is $D/.., not ..).
func (e *ewalker) chdir(dir field) {
	to := e.placeField(dir)
	if cwd := e.dir.cwd; cwd.dyn && !e.dir.placing() && relativePath(dir.s) {
		to = field{s: cwd.s + "/" + dir.s, dyn: true}
	}
	if to.s == "." && !to.dyn {
		to = field{} // back where the line started: relative paths are plain again
	}
	e.dir.old, e.dir.hasOld = e.dir.cwd, true
	e.dir.cwd = to
}

// cdFn: cd [-L|-P|-e|-@] [DIR]. No DIR is the home directory, `-` is
// OLDPWD. A directory spelled as cmd writes it (`cd /d C:\x`, `cd
// %USERPROFILE%`) cannot be placed here: the paths after it are computed.
func cdFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	ops := cdOperands(args)
	switch {
	case len(ops) == 0:
		e.chdir(field{s: "~"})
	case ops[0].s == "-" && !ops[0].dyn:
		if !e.dir.hasOld {
			e.chdir(unknownDir)
			return stdout{}
		}
		e.chdir(e.dir.old)
	case windowsDir(ops[len(ops)-1].s):
		e.chdir(field{s: "$CD", dyn: true})
	default:
		e.chdir(e.cdPath(ops[0]))
	}
	return stdout{}
}

// cdPath is the directory cd DIR goes to when the line set CDPATH: a DIR
// that does not start with /, ., .. or ~ is looked for in CDPATH's
// entries first (`CDPATH=~ cd .ssh` is ~/.ssh). The first entry that is
// not this directory is taken: where DIR exists cannot be known, and
// there it is what the line means.
func (e *ewalker) cdPath(dir field) field {
	cdpath, ok := e.vars["CDPATH"]
	if !ok || dir.dyn || !relativePath(dir.s) || dir.s == "." || dir.s == ".." ||
		strings.HasPrefix(dir.s, "./") || strings.HasPrefix(dir.s, "../") {
		return dir
	}
	for _, entry := range strings.Split(cdpath, ":") {
		if entry != "" && entry != "." {
			return field{s: strings.TrimSuffix(entry, "/") + "/" + dir.s}
		}
	}
	return dir
}

// cdOperands drops cd's and pushd's options (-L, -P, -e, -@, -n, --).
func cdOperands(args []field) []field {
	for i, a := range args {
		switch {
		case a.s == "--" && !a.dyn:
			return args[i+1:]
		case a.s == "-" || a.dyn || !strings.HasPrefix(a.s, "-") || isDigits(strings.TrimPrefix(a.s, "-")):
			return args[i:]
		}
	}
	return nil
}

// windowsDir: a directory as cmd spells it (a drive, a backslash, a
// %VARIABLE%, its /d option).
func windowsDir(s string) bool {
	return strings.ContainsAny(s, `\%`) || len(s) >= 2 && s[1] == ':' || strings.EqualFold(s, "/d")
}

// pushdFn: pushd DIR stacks the directory it leaves and moves to DIR;
// pushd alone swaps the top two; pushd +N/-N rotates the stack (to a
// directory the walk does not keep track of: unknown); -n only stacks.
func pushdFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	noChange := false
	for _, a := range args {
		noChange = noChange || a.s == "-n"
	}
	ops := cdOperands(args)
	switch {
	case len(ops) == 0:
		if n := len(e.dir.stack); n > 0 {
			top := e.dir.stack[n-1]
			e.dir.stack[n-1] = e.dir.cwd
			e.dir.cwd = top
		}
		return stdout{}
	case (strings.HasPrefix(ops[0].s, "+") || strings.HasPrefix(ops[0].s, "-")) && isDigits(ops[0].s[1:]):
		if !noChange {
			e.dir.cwd = unknownDir
		}
		return stdout{}
	case noChange:
		return stdout{}
	}
	if len(e.dir.stack) < maxDirStack {
		e.dir.stack = append(e.dir.stack, e.dir.cwd)
	}
	if windowsDir(ops[0].s) {
		e.chdir(field{s: "$CD", dyn: true})
		return stdout{}
	}
	e.chdir(ops[0])
	return stdout{}
}

// popdFn: popd returns to the directory on top of the stack (with an
// empty stack it fails and stays); popd +N/-N and -n only drop an entry.
func popdFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	n := len(e.dir.stack)
	if n == 0 {
		return stdout{}
	}
	if len(cdOperands(args)) > 0 || len(args) > 0 && args[0].s == "-n" {
		e.dir.stack = e.dir.stack[:n-1] // which one is dropped matters little: the line stays
		return stdout{}
	}
	to := e.dir.stack[n-1]
	e.dir.stack = e.dir.stack[:n-1]
	e.dir.old, e.dir.hasOld = e.dir.cwd, true
	e.dir.cwd = to
	return stdout{}
}

// placeField is f placed in the working directory: a relative path is
// joined to it, an absolute, home or computed one ($X, $(…)) is left as
// it is (a computed path may be absolute).
func (e *ewalker) placeField(f field) field {
	if f.dyn && computedStart(f.s) {
		return f
	}
	s, ok := e.place(f.s)
	if !ok {
		return f
	}
	return field{s: s, dyn: f.dyn || e.dir.cwd.dyn}
}

// place joins a relative path p to the working directory, and reports
// whether it did.
func (e *ewalker) place(p string) (string, bool) {
	cwd := e.dir.cwd
	if !e.dir.placing() || !relativePath(p) {
		return p, false
	}
	joined := strings.TrimSuffix(cwd.s, "/") + "/" + p
	if cwd.s == "/" {
		joined = "/" + p
	}
	switch {
	case cwd.dyn || strings.ContainsAny(joined, "$`"):
		// $X/../.ssh is not .ssh: a computed directory is not cleaned
		return joined, true
	case strings.HasPrefix(joined, "~") && climbs(joined):
		// ~/.. is above home: left for the policy, which knows where home is
		return joined, true
	}
	return path.Clean(joined), true
}

// relativePath: a path the working directory places. Absolute and home
// paths, computed ones, printed secrets and paths as cmd spells them are
// not.
func relativePath(p string) bool {
	switch {
	case p == "":
		return false
	case strings.HasPrefix(p, "/"), strings.HasPrefix(p, "~"), strings.HasPrefix(p, "$"), strings.HasPrefix(p, "`"),
		strings.HasPrefix(p, "secret:"), windowsDir(p):
		return false
	}
	return true
}

// computedStart: a computed path whose known prefix is empty (xargs -I's
// `{}` filled in at run time, `$X`, `*`): it may be absolute, so it is not
// placed. The prefix ends where rules/effects ends it.
func computedStart(p string) bool {
	return p == "" || strings.ContainsRune("$`{*?[(\\", rune(p[0]))
}

// climbs: p has a .. segment.
func climbs(p string) bool {
	for _, s := range strings.Split(p, "/") {
		if s == ".." {
			return true
		}
	}
	return false
}

// placeEffect places an effect's path (and the program of an exec run by
// its path, ./x.sh, so that a file the line wrote and then ran is the same
// path) in the working directory. The every-process and every-disk marker
// (AllTargets) is no path; the workdir marker of `rm -rf *` is placed,
// and add keeps it beside the placed delete.
func (e *ewalker) placeEffect(ef middleware.Effect) (middleware.Effect, bool) {
	if !e.dir.placing() {
		return ef, false
	}
	placed := false
	if ef.Path != "" && !(ef.Path == effects.AllTargets && (ef.Op == middleware.EffectProcess || ef.Op == middleware.EffectDisk)) &&
		!(ef.Unknown && computedStart(ef.Path)) {
		if s, ok := e.place(ef.Path); ok {
			ef.Path, ef.Unknown, placed = s, ef.Unknown || e.dir.cwd.dyn, true
		}
	}
	if ef.Op == middleware.EffectExec && strings.Contains(ef.Program, "/") {
		if s, ok := e.place(ef.Program); ok {
			ef.Program, placed = s, true
		}
	}
	return ef, placed
}

// andOr walks X && Y and X || Y in order. Y of || runs when X failed,
// and a cd that fails stays where it was: Y starts from the directory
// before X. After it the line is where X's success left it when X moved
// (`cd ~/.ssh || cd /tmp` is mostly in ~/.ssh), else where Y did.
func (e *ewalker) andOr(c *syntax.BinaryCmd, in stdin) stdout {
	if c.Op != syntax.OrStmt {
		e.stmt(c.X, in)
		return e.stmt(c.Y, in)
	}
	before := e.dir.cwd
	saved := e.saveDir()
	e.stmt(c.X, in)
	if e.dir.cwd == before {
		return e.stmt(c.Y, in)
	}
	afterX := e.saveDir()
	e.restoreDir(saved)
	out := e.stmt(c.Y, in)
	e.restoreDir(afterX)
	return out
}

// chdirWrappers are the wrappers that run their command in another
// directory: the option that names it, and their short options that take
// a value (so that a value is not read as the command).
var chdirWrappers = map[string]struct{ opt, valOpts string }{
	"env":  {"C", "uCS"},          // env -C DIR, --chdir=DIR
	"sudo": {"D", "ugphCDrtUTRa"}, // sudo -D DIR, --chdir=DIR
}

// wrapperDir is the directory a wrapper's options move its command to
// (env -C ~/.ssh cat id_rsa), if they do.
func wrapperDir(name string, args []field) (field, bool) {
	w, ok := chdirWrappers[name]
	if !ok {
		return field{}, false
	}
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a.s == "--chdir" && i+1 < len(args):
			return args[i+1], true
		case strings.HasPrefix(a.s, "--chdir="):
			return field{s: strings.TrimPrefix(a.s, "--chdir="), dyn: a.dyn}, true
		case a.s == "--" || !strings.HasPrefix(a.s, "-") || a.dyn:
			return field{}, false
		case strings.HasPrefix(a.s, "--"):
		default:
			// a cluster of short options: -C DIR, -CDIR, -iC DIR
			for j := 1; j < len(a.s); j++ {
				c := a.s[j : j+1]
				if !strings.Contains(w.valOpts, c) {
					continue
				}
				val := a.s[j+1:]
				if val == "" && i+1 < len(args) {
					val, i = args[i+1].s, i+1
				}
				if c == w.opt {
					return field{s: val, dyn: args[i].dyn}, true
				}
				break
			}
		}
	}
	return field{}, false
}

// pwshLocation moves a line read as PowerShell: Set-Location PATH (cd
// alone is the home directory since PowerShell 6.2, `cd -` the one
// before), Push-Location PATH, Pop-Location.
func (e *ewalker) pwshLocation(role pwshRole, targets []string) {
	switch {
	case role == pwshPopLocation:
		popdFn(e, "popd", nil, stdin{})
	case len(targets) == 0 && role == pwshSetLocation:
		e.chdir(field{s: "~"})
	case len(targets) == 0:
	case role == pwshSetLocation && targets[0] == "-":
		cdFn(e, "cd", []field{{s: "-"}}, stdin{})
	default:
		if role == pwshPushLocation && len(e.dir.stack) < maxDirStack {
			e.dir.stack = append(e.dir.stack, e.dir.cwd)
		}
		e.chdir(pwshField(targets[0]))
	}
}
