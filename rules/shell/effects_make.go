package shell

import (
	"maps"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// make runs the recipes of the targets it is given (the first target of
// the Makefile when none is), after those of what they depend on, each
// recipe line by the shell. Like `npm test` and `bash x.sh`, `make` is
// judged by what it runs: with the project known and the line in it, the
// Makefile is read (ProjectFiles) and the recipes of the goals are walked
// as the call's own, so a recipe the agent planted (`all:` then `curl -d
// @.env …`) is judged when `make` runs it. What make itself computes is
// read only as far as a line needs: variables assigned in the file
// (`=`, `:=`, `?=`, `+=`), the automatic `$@`, `$<`, `$^`, and `$(shell
// CMD)`, which runs CMD; another function (`$(wildcard …)`) or an
// unassigned variable is a computed value, as `$X` is to the shell.

// Bounds on what a Makefile is read for: the targets walked for one call,
// the depth of variable expansion, and the text the expansions make.
const (
	maxMakeTargets = 64
	maxMakeExpand  = 4
	maxMakeText    = 128 << 10
)

// makeRule is one target's prerequisites and recipe lines.
type makeRule struct {
	deps   []string
	recipe []string
}

// makefile is what of a Makefile the walk uses: its variables, explicit
// rules and default goal.
type makefile struct {
	vars  map[string]string
	rules map[string]*makeRule
	order []string // the targets in the order they appear
	first string   // the default goal
}

// parseMakefile reads the text of a Makefile: assignments, rules (with a
// recipe inline after ';' and on the tab-indented lines that follow),
// continuation lines. Conditionals are read as if every branch held
// (the worst case); define blocks, includes and directives are skipped.
func parseMakefile(text string) *makefile {
	mf := &makefile{vars: maps.Clone(makeBuiltins), rules: map[string]*makeRule{}}
	var cur []*makeRule
	lines := strings.Split(text, "\n")
	inDefine := false
	for i := 0; i < len(lines); i++ {
		line := strings.TrimSuffix(lines[i], "\r")
		if inDefine {
			// a define's body is a variable's text, not recipes
			w, _, _ := strings.Cut(strings.TrimSpace(line), " ")
			inDefine = w != "endef"
			continue
		}
		if strings.HasPrefix(line, "\t") {
			// A recipe line, continued while it ends in a backslash.
			for strings.HasSuffix(line, "\\") && i+1 < len(lines) {
				i++
				line += "\n" + strings.TrimSuffix(lines[i], "\r")
			}
			for _, r := range cur {
				r.recipe = append(r.recipe, line[1:])
			}
			continue
		}
		for strings.HasSuffix(line, "\\") && i+1 < len(lines) {
			i++
			line = strings.TrimSuffix(line, "\\") + " " + strings.TrimSpace(lines[i])
		}
		if j := strings.IndexByte(line, '#'); j >= 0 {
			line = line[:j]
		}
		trimmed := strings.TrimSpace(line)
		word, _, _ := strings.Cut(trimmed, " ")
		switch {
		case word == "define":
			inDefine, cur = true, nil
			continue
		case trimmed == "":
			continue
		case makeDirectives[word]:
			continue // ifeq, else, endif, include, …: every branch is read
		}
		if name, op, value, ok := makeAssignment(trimmed); ok {
			_, set := mf.vars[name]
			switch {
			case op == '+':
				mf.vars[name] = strings.TrimSpace(mf.vars[name] + " " + value)
			case op == '!':
				mf.vars[name] = "$(shell " + value + ")" // the shell's output
			case op != '?' || !set:
				mf.vars[name] = value
			}
			cur = nil
			continue
		}
		targets, rest, ok := strings.Cut(trimmed, ":")
		if !ok {
			cur = nil
			continue
		}
		rest = strings.TrimPrefix(rest, ":") // a double-colon rule
		deps, inline, hasInline := strings.Cut(rest, ";")
		if strings.Contains(deps, "=") {
			cur = nil // a target-specific variable
			continue
		}
		cur = cur[:0]
		for _, t := range strings.Fields(targets) {
			r := mf.rules[t]
			if r == nil {
				if len(mf.rules) >= maxMakeTargets*4 {
					continue
				}
				r = &makeRule{}
				mf.rules[t] = r
				mf.order = append(mf.order, t)
			}
			r.deps = append(r.deps, strings.Fields(deps)...)
			if hasInline && strings.TrimSpace(inline) != "" {
				r.recipe = append(r.recipe, strings.TrimSpace(inline))
			}
			if mf.first == "" && !strings.HasPrefix(t, ".") && !strings.Contains(t, "%") {
				mf.first = t
			}
			cur = append(cur, r)
		}
	}
	return mf
}

// makeBuiltins are make's own variables a recipe uses most: $(MAKE) runs
// make again (`$(MAKE) -C sub` is walked as such), $(RM) removes,
// $(CURDIR) is where make runs.
var makeBuiltins = map[string]string{"MAKE": "make", "RM": "rm -f", "CC": "cc", "CXX": "c++", "SHELL": "/bin/sh", "CURDIR": "."}

// makeDirectives are the words that open a line make reads as a
// directive, not a rule or an assignment.
var makeDirectives = setOf(words("ifeq ifneq ifdef ifndef else endif include -include sinclude export unexport override vpath undefine private"))

// makeAssignment reads NAME = value (and :=, ::=, ?=, +=, !=; `export` or
// `override` before it) from a line; op is the byte before '=' that
// changes how it assigns (':' for := and ::=, 0 for a plain =).
func makeAssignment(line string) (name string, op byte, value string, ok bool) {
	for _, p := range [...]string{"export ", "override "} {
		line = strings.TrimPrefix(line, p)
	}
	i := strings.IndexByte(line, '=')
	if i <= 0 {
		return "", 0, "", false
	}
	if c := line[i-1]; c == ':' || c == '?' || c == '+' || c == '!' {
		op = c
	}
	lhs := strings.TrimSpace(strings.TrimRight(line[:i], ":?+!"))
	if lhs == "" || strings.ContainsAny(lhs, " \t:$") {
		return "", 0, "", false // a rule, a target-specific variable, a computed name
	}
	return lhs, op, strings.TrimSpace(line[i+1:]), true
}

// expand writes s with make's references replaced: $$ is $, a variable
// of the file its value (to maxMakeExpand levels), $@ $< $^ the rule's,
// $(shell CMD) the shell's command substitution $(CMD); anything else is
// a computed value. It reports false when the text grows past
// maxMakeText.
func (mf *makefile) expand(s, target string, deps []string, depth int) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if b.Len() > maxMakeText {
			return "", false
		}
		c := s[i]
		if c != '$' || i+1 == len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		switch n := s[i]; n {
		case '$':
			b.WriteByte('$')
		case '@':
			b.WriteString(target)
		case '<':
			if len(deps) > 0 {
				b.WriteString(deps[0])
			}
		case '^', '+':
			b.WriteString(strings.Join(deps, " "))
		case '(', '{':
			end := matchingClose(s, i)
			if end < 0 {
				b.WriteString("$MAKE")
				i = len(s)
				continue
			}
			inner := s[i+1 : end]
			i = end
			if cmd, ok := strings.CutPrefix(inner, "shell "); ok {
				x, ok := mf.expand(cmd, target, deps, depth+1)
				if !ok {
					return "", false
				}
				b.WriteString("$(" + x + ")")
				continue
			}
			if v, ok := mf.vars[inner]; ok && depth < maxMakeExpand {
				x, ok := mf.expand(v, target, deps, depth+1)
				if !ok {
					return "", false
				}
				b.WriteString(x)
				continue
			}
			b.WriteString("$MAKE") // a function or a variable not known here
		default:
			b.WriteString("$MAKE") // $* $? $(…) of one letter: computed
		}
	}
	return b.String(), true
}

// matchingClose returns the index of the bracket closing the one at
// s[open], nested brackets counted, or -1.
func matchingClose(s string, open int) int {
	o, c := s[open], byte(')')
	if o == '{' {
		c = '}'
	}
	level := 0
	for i := open; i < len(s); i++ {
		switch s[i] {
		case o:
			level++
		case c:
			level--
			if level == 0 {
				return i
			}
		}
	}
	return -1
}

// makeFn: make [-C DIR] [-f FILE] [--eval TEXT] [TARGET… VAR=value…].
// A makefile read from the input (-f -, /dev/stdin, a descriptor) is known
// when the input is, unknown code otherwise; --eval's text and such a
// makefile have every recipe walked (which of them runs is not known
// here). The project's Makefile (or the -f file below the project, or a
// process substitution) has its goals' recipes walked, prerequisites
// first, each line a shell of its own; a computed goal is every target.
// A makefile that cannot be read leaves only make itself, and a read of
// the -f file.
func makeFn(e *ewalker, _ string, args []field, in stdin) stdout {
	o := parseOpts(args, "fCIlotW", "file", "makefile", "directory", "include-dir", "jobs", "load-average", "old-file", "what-if", "eval")
	if d, ok := o.val("C", "directory"); ok {
		defer e.restoreDir(e.saveDir())
		e.chdir(valField(d))
	}
	for _, v := range o.allVals("eval") {
		e.everyRecipe(valField(v))
	}
	file, named := field{s: "Makefile"}, false
	for _, f := range o.allVals("f", "file", "makefile") {
		file, named = valField(f), true
		if f == "-" || f == "/dev/stdin" || strings.HasPrefix(f, "/proc/self/fd/") || strings.HasPrefix(f, "/dev/fd/") && !e.procKnown(file) {
			if in.known {
				e.everyRecipe(field{s: in.text})
			} else {
				e.add(unknownExec)
			}
			return stdout{}
		}
	}
	text, ok := e.procFile(file)
	if !ok {
		text, ok = e.projectFile(file)
		for _, alt := range []string{"makefile", "GNUmakefile"} {
			if !ok && !named {
				text, ok = e.projectFile(field{s: alt})
			}
		}
	}
	if !ok {
		if named {
			e.addPath(middleware.EffectRead, file)
		}
		return stdout{}
	}
	mf := parseMakefile(text)
	var goals []string
	for _, op := range o.ops {
		switch {
		case op.dyn:
			goals = append(goals, mf.order...) // any of them
		case strings.Contains(op.s, "=") || isDigits(op.s):
		default:
			goals = append(goals, op.s)
		}
	}
	if len(goals) == 0 && mf.first != "" {
		goals = []string{mf.first}
	}
	w := makeWalk{mf: mf, seen: map[string]bool{}, left: maxMakeText}
	for _, g := range goals {
		e.makeTarget(&w, g)
	}
	return stdout{}
}

// procKnown reports whether f names a process substitution the walk read.
func (e *ewalker) procKnown(f field) bool {
	_, ok := e.procFile(f)
	return ok
}

// everyRecipe walks every recipe of a makefile's text (which targets run
// is not known: every one may).
func (e *ewalker) everyRecipe(f field) {
	if f.dyn || len(f.s) > maxMakeText {
		e.add(unknownExec)
		return
	}
	mf := parseMakefile(f.s)
	w := makeWalk{mf: mf, seen: map[string]bool{}, left: maxMakeText}
	for _, t := range mf.order {
		e.makeTarget(&w, t)
	}
}

// makeWalk is one make call's walk: the targets walked, and the bytes of
// expanded recipe text it may still walk.
type makeWalk struct {
	mf   *makefile
	seen map[string]bool
	left int
}

// makeTarget walks a target's prerequisites, then its recipe. Text past
// the walk's budget is not known: unanalysable, as a line past the
// effects' limits is.
func (e *ewalker) makeTarget(w *makeWalk, target string) {
	r := w.mf.rules[target]
	if r == nil || w.seen[target] || len(w.seen) >= maxMakeTargets {
		return
	}
	w.seen[target] = true
	for _, d := range r.deps {
		e.makeTarget(w, d)
	}
	for _, line := range r.recipe {
		line = strings.TrimLeft(strings.TrimSpace(line), "@-+")
		x, ok := w.mf.expand(line, target, r.deps, 0)
		if w.left -= len(x); !ok || w.left < 0 {
			e.add(unanalysable)
			return
		}
		if !e.spend() {
			return
		}
		e.budget += 4 * len(x)
		e.script(x) // each recipe line is a shell of its own
	}
}
