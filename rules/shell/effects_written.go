package shell

import (
	"path"
	"slices"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"github.com/guardrail-go/guardrail/middleware"
)

// A script written then run in the same command line
// (`echo 'rm -rf ~' > /tmp/x.sh && bash /tmp/x.sh`) is judged by what it
// holds: each output redirection records what the statement printed into
// its file, and a shell, source, an interpreter or the file run as a
// program reads it back. What was printed but cannot be known (a
// download, a computed echo), or a file appended to whose start was
// there before, is an unknown exec: never a harmless placeholder.

// maxWritten bounds the files a walk remembers, and maxWrittenText the
// text of each: past either, a run of the file is an unknown exec.
const (
	maxWritten     = 32
	maxWrittenText = 64 << 10
)

// writtenFile is what a command line printed into a file: text, and
// whether that is all the file holds.
type writtenFile struct {
	text  string
	known bool
}

// writtenKey names a file the way both a redirection and a later operand
// spell it: `./x.sh`, `x.sh` and `a/../x.sh` are one file, and so are
// `cd /tmp && echo … > x.sh` and `sh /tmp/x.sh` (placed in the working
// directory, effects_cwd.go; a computed directory's placed name is the
// same string on both sides).
func (e *ewalker) writtenKey(p string) string {
	p, _ = e.place(p)
	return path.Clean(p)
}

// recordWrites remembers what a statement's standard output put into the
// files its redirections name. Only a target whose name is written out
// is remembered: a computed one (`> $(mktemp)`) cannot be matched with a
// later run, and its write was judged already.
func (e *ewalker) recordWrites(rs []*syntax.Redirect, out stdout) {
	for _, r := range rs {
		if !isOutRedir(r.Op) || r.N != nil && r.N.Value != "1" || r.Word == nil {
			continue
		}
		name := r.Word.Lit()
		if name == "" {
			continue
		}
		if out.decoded {
			e.decodedInto(field{s: name})
		}
		e.remember(name, out, r.Op == syntax.AppOut || r.Op == syntax.AppAll)
	}
}

// remember records that out was written to the file name (appended to it
// when app).
func (e *ewalker) remember(name string, out stdout, app bool) {
	if e.written == nil {
		e.written = map[string]writtenFile{}
	}
	key := e.writtenKey(name)
	w := writtenFile{text: out.text, known: out.known}
	if app {
		prev, ok := e.written[key]
		// Appended to a file this line did not write: its start is
		// unknown.
		w = writtenFile{text: prev.text + out.text, known: ok && prev.known && out.known}
	}
	if _, ok := e.written[key]; !ok && len(e.written) >= maxWritten || len(w.text) > maxWrittenText {
		w = writtenFile{}
	}
	e.written[key] = w
}

// teeFn: tee writes its input into each operand (appends with -a) and
// passes it on.
func teeFn(e *ewalker, _ string, args []field, in stdin) stdout {
	o := parseOpts(args, "", "output-error")
	app := o.has('a') || o.hasLong("append", 3)
	out := stdout{text: in.text, known: in.known}
	for _, f := range o.ops {
		e.addPath(middleware.EffectWrite, f)
		if !f.dyn {
			e.remember(f.s, out, app)
		}
	}
	return out
}

// writtenScript judges a run of f as a shell script when this command
// line wrote it, and reports whether it did.
func (e *ewalker) writtenScript(f field) bool {
	w, ok := e.writtenOf(f)
	if !ok {
		return false
	}
	if strings.TrimSpace(w.text) != "" {
		e.script(w.text)
	}
	if !w.known {
		e.add(unknownExec)
		e.addPath(middleware.EffectRead, f) // what it holds is read, not known
	}
	return true
}

// writtenCode judges a run of f as code of l when this command line wrote
// it, and reports whether it did.
func (e *ewalker) writtenCode(l lang, f field) bool {
	w, ok := e.writtenOf(f)
	if !ok {
		return false
	}
	if strings.TrimSpace(w.text) != "" {
		e.code(l, field{s: w.text})
	}
	if !w.known {
		e.add(unknownExec)
		e.addPath(middleware.EffectRead, f)
	}
	return true
}

func (e *ewalker) writtenOf(f field) (writtenFile, bool) {
	if f.dyn || len(e.written) == 0 {
		return writtenFile{}, false
	}
	w, ok := e.written[e.writtenKey(f.s)]
	return w, ok
}

// searchPath records the directories a new value of PATH puts before
// the inherited one ("." and "bin" of PATH=.:bin:$PATH; an empty entry
// is the working directory; $PWD and $(pwd) come spelled by the walk,
// effects_pwd.go), so a bare name this line wrote there runs
// what it holds (writtenOnPath). A value that does not keep $PATH puts
// every entry first. A file the line wrote there before is judged as
// run already: it was put first to stand in for a program of the same
// name, whichever runs it next.
func (e *ewalker) searchPath(v string) {
	defer e.plantedOnPath()
	e.pathFront = e.pathFront[:0]
	for _, d := range strings.Split(v, ":") {
		if d == "$PATH" || d == "${PATH}" {
			break
		}
		if d == "" {
			d = "."
		}
		if len(e.pathFront) < maxWritten {
			e.pathFront = append(e.pathFront, d)
		}
	}
}

// writtenOnPath judges a run of a bare name as a run of the file this
// line wrote under that name in a directory it put first on PATH
// (searchPath), and returns that file's path.
func (e *ewalker) writtenOnPath(f field) (string, bool) {
	if f.dyn || strings.Contains(f.s, "/") || len(e.written) == 0 {
		return "", false
	}
	for _, d := range e.pathFront {
		p := path.Join(d, f.s)
		if _, ok := e.writtenOf(field{s: p}); ok {
			e.writtenScript(field{s: p})
			return p, true
		}
	}
	return "", false
}

// plantedOnPath judges each file this line wrote into a directory it put
// first on PATH as run (searchPath).
func (e *ewalker) plantedOnPath() {
	if len(e.written) == 0 {
		return
	}
	for _, d := range e.pathFront {
		e.plantedIn(d)
	}
}

// plantedIn judges each file this line wrote into dir as run: a
// directory some program runs what it finds in (PATH's front, git's
// core.hooksPath).
func (e *ewalker) plantedIn(d string) {
	if len(e.written) == 0 {
		return
	}
	dir := path.Dir(e.writtenKey(path.Join(d, "x")))
	var planted []string
	for k := range e.written {
		if path.Dir(k) == dir {
			planted = append(planted, k)
		}
	}
	slices.Sort(planted) // the effects come out in one order
	for _, k := range planted {
		e.writtenScript(field{s: k})
	}
}
