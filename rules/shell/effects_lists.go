package shell

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Lists the line spells out are known values: an array of literals
// (`arr=(rm -rf ~); "${arr[@]}"`), the positional parameters `set --`
// gives (`set -- rm -rf ~; "$@"`), and what `read` takes from known input
// (`read -r c <<< "rm -rf ~"; $c`). A command built from one is the
// command it spells, not an unknown placeholder.

// listSuffix keys a list's elements in ewalker.vars (NAME[@]); the
// positional parameters are "@[@]". The elements are joined by ifsMark,
// so expanding the list gives one field each.
const listSuffix = "[@]"

// maxListElems bounds the elements a list is remembered with.
const maxListElems = 64

// setList remembers name's elements, or forgets the list when one of them
// is not known.
func (e *ewalker) setList(name string, elems []field) {
	if len(elems) > maxListElems {
		delete(e.vars, name+listSuffix)
		return
	}
	parts := make([]string, 0, len(elems))
	for _, f := range elems {
		if f.dyn || strings.Contains(f.s, ifsMark) {
			delete(e.vars, name+listSuffix)
			return
		}
		parts = append(parts, f.s)
	}
	e.vars[name+listSuffix] = strings.Join(parts, ifsMark)
}

// assignList reads arr=(…): its literal elements, in order.
func (e *ewalker) assignList(name string, arr *syntax.ArrayExpr) {
	var elems []field
	for _, el := range arr.Elems {
		if el.Index != nil || el.Value == nil {
			delete(e.vars, name)
			delete(e.vars, name+listSuffix)
			return
		}
		elems = append(elems, e.words([]*syntax.Word{el.Value})...)
	}
	e.setList(name, elems)
	if len(elems) > 0 && !elems[0].dyn {
		e.vars[name] = elems[0].s // $arr is its first element
	} else {
		delete(e.vars, name)
	}
}

// listParam expands "${arr[@]}", ${arr[*]}, "$@" and $* of a known list:
// one field per element ("$*" and "${arr[*]}" quoted are one field).
func (e *ewalker) listParam(x *syntax.ParamExp, dq bool) (string, bool) {
	name, all := x.Param.Value, "@"
	switch {
	case (name == "@" || name == "*") && x.Index == nil:
		all, name = name, "@"
	case x.Index != nil:
		w, ok := x.Index.(*syntax.Word)
		if !ok || w.Lit() != "@" && w.Lit() != "*" {
			return "", false
		}
		all = w.Lit()
	default:
		return "", false
	}
	if x.Exp != nil || x.Repl != nil || x.Slice != nil || x.Length || x.Excl || x.Width {
		return "", false
	}
	v, ok := e.vars[name+listSuffix]
	if !ok {
		return "", false
	}
	if all == "*" && dq {
		return strings.ReplaceAll(v, ifsMark, " "), true
	}
	return v, true
}

// setFn: set -- ARGS (or set ARGS not starting with an option) sets the
// positional parameters.
func setFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	switch {
	case len(args) > 0 && args[0].s == "--" && !args[0].dyn:
		e.setList("@", args[1:])
	case len(args) > 0 && !strings.HasPrefix(args[0].s, "-") && !strings.HasPrefix(args[0].s, "+"):
		e.setList("@", args)
	}
	return stdout{}
}

// readFn: read [-r] [-a ARR] NAME… takes the first line of its input:
// split into the names (the last takes the rest), or into ARR's
// elements. From unknown input the names are unknown.
func readFn(e *ewalker, _ string, args []field, in stdin) stdout {
	o := parseOpts(args, "adinNptu")
	arr, isArr := o.val("a")
	line, _, _ := strings.Cut(in.text, "\n")
	words := strings.Fields(line)
	if isArr {
		delete(e.vars, arr)
		delete(e.vars, arr+listSuffix)
		if in.known {
			elems := make([]field, len(words))
			for i, w := range words {
				elems[i] = field{s: w}
			}
			e.setList(arr, elems)
		}
		return stdout{}
	}
	for i, n := range o.ops {
		if n.dyn {
			continue
		}
		delete(e.vars, n.s+listSuffix)
		switch {
		case !in.known && len(in.lists) == 1 && !in.lists[0].dyn && len(o.ops) == 1:
			// ls -d ~/* | while read f: each line is one of the entries
			// the glob names; judged as the glob
			e.vars[n.s] = in.lists[0].s
		case !in.known:
			delete(e.vars, n.s)
		case i == len(o.ops)-1:
			e.vars[n.s] = strings.Join(words[min(i, len(words)):], " ")
		case i < len(words):
			e.vars[n.s] = words[i]
		default:
			e.vars[n.s] = ""
		}
	}
	return stdout{}
}
