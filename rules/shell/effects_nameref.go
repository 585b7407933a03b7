package shell

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Namerefs: `declare -n r=HOME` (typeset -n, local -n) makes r another
// name for HOME, so `rm -rf "$r"` deletes the home directory. A reference
// is followed when it is read (to the target's value then, through at
// most maxRefDepth references); one whose target is computed (`local -n
// r=$1`) leaves r unknown, as any computed value is.

// maxRefDepth bounds a chain of references followed.
const maxRefDepth = 8

// declNameref reports whether a declaration's flags (-n, -rn, …) make
// its names references.
func declNameref(args []*syntax.Assign) bool {
	for _, as := range args {
		if !as.Naked || as.Value == nil {
			continue
		}
		if f := as.Value.Lit(); len(f) > 1 && f[0] == '-' && strings.ContainsRune(f[1:], 'n') {
			return true
		}
	}
	return false
}

// declareRef records NAME=TARGET of a nameref declaration: a literal
// target is followed when NAME is read; any other leaves NAME unknown.
func (e *ewalker) declareRef(as *syntax.Assign) {
	if as.Name == nil || as.Naked && as.Value != nil {
		return
	}
	name := as.Name.Value
	delete(e.vars, name)
	delete(e.refs, name)
	if as.Value == nil {
		return
	}
	target := as.Value.Lit()
	if target == "" || !isName(target) {
		return
	}
	if e.refs == nil {
		e.refs = map[string]string{}
	}
	e.refs[name] = target
}

// resolveRef follows the references from name to the variable it names.
func (e *ewalker) resolveRef(name string) string {
	for range maxRefDepth {
		t, ok := e.refs[name]
		if !ok {
			return name
		}
		name = t
	}
	return name
}
