package shell

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// The working directory spelled out: pwd's output, $PWD and ~+ are where
// the line is; $OLDPWD and ~- where it was. Left as names they would be
// computed paths with an empty known prefix, so `cat
// $PWD/../../../etc/shadow` would be judged by its tail alone; spelled,
// they place what follows as the line's own relative paths are placed.

// spelledDir is the directory d as a path the walk can place: "." while
// the line is where it started (the policy places it in the workspace),
// the directory itself when cd moved to an absolute or home one, and the
// computed $name otherwise (a relative directory would be placed twice
// when its paths are placed; a computed one is computed).
func spelledDir(d field, name string) field {
	switch {
	case d == field{}:
		return field{s: "."}
	case !d.dyn && (strings.HasPrefix(d.s, "/") || d.s == "~" || strings.HasPrefix(d.s, "~/")):
		return d
	}
	return field{s: "$" + name, dyn: true}
}

// pwdDir is where the line is; oldDir where it was before its last cd
// (OLDPWD inherited from the caller when it made none).
func (e *ewalker) pwdDir() field { return spelledDir(e.dir.cwd, "PWD") }

func (e *ewalker) oldDir() field {
	if !e.dir.hasOld {
		return field{s: "$OLDPWD", dyn: true}
	}
	return spelledDir(e.dir.old, "OLDPWD")
}

// dirParam expands $PWD and $OLDPWD of a line that does not assign them.
func (e *ewalker) dirParam(name string) (field, bool) {
	switch name {
	case "PWD":
		return e.pwdDir(), true
	case "OLDPWD":
		return e.oldDir(), true
	}
	return field{}, false
}

// tildeDir expands ~+ and ~- at the start of an unquoted word (the
// shell's tilde prefixes for PWD and OLDPWD).
func (e *ewalker) tildeDir(p syntax.WordPart) (field, bool) {
	lit, ok := p.(*syntax.Lit)
	if !ok || len(lit.Value) < 2 || lit.Value[0] != '~' || len(lit.Value) > 2 && lit.Value[2] != '/' {
		return field{}, false
	}
	var d field
	switch lit.Value[1] {
	case '+':
		d = e.pwdDir()
	case '-':
		d = e.oldDir()
	default:
		return field{}, false
	}
	return field{s: d.s + lit.Value[2:], dyn: d.dyn}, true
}

// pwdFn: pwd [-L|-P] prints where the line is, known when spelledDir
// knows it.
func pwdFn(e *ewalker, _ string, _ []field, _ stdin) stdout {
	d := e.pwdDir()
	if d.dyn {
		return stdout{}
	}
	return stdout{text: d.s + "\n", known: true}
}
