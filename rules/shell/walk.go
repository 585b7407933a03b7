package shell

import (
	"iter"
	"maps"
	"slices"
	"strings"

	"mvdan.cc/sh/v3/syntax"

	"github.com/guardrail-go/guardrail/internal/shglob"
)

// field is one word reduced to its literal value.
type field struct {
	s    string
	dyn  bool // holds an expansion whose value is unknown
	net  bool // holds a command or process substitution that downloads
	proc bool // is a process substitution <(…) or >(…)
	// win is the word as cmd.exe and Windows programs read it, set only
	// when it differs: backslashes are path separators there, not
	// escapes (C:\Users\Public, \\host\share). See winSpelling. A
	// pointer: few words have one, and every field pays for its size.
	win *string
}

// walker holds the state of one Analyze call. It is pooled by the Analyzer.
type walker struct {
	a      *Analyzer
	parser *syntax.Parser
	found  []Finding
	depth  int

	vars      map[string]string       // literal assignments seen so far
	funcs     map[string]*syntax.Stmt // functions declared so far
	calling   []string                // functions being expanded (no recursion)
	downloads []string                // base names of files fetched from the network
	// fetchedDirs: directories an archive from the network was unpacked
	// into ("." for the working directory), see downloaded.go; pipeFetched:
	// the stage being walked reads a downloader's output on stdin.
	fetchedDirs []string
	pipeFetched bool
	onPath      []string // downloaded programs copied into a $PATH directory
	clonedDirs  []string // directories git clone filled ("." once cd enters one)
	remoteBins  []string // programs built from someone's repository (go install host/x@v)

	// Killing "something" and naming a system daemon somewhere in the same
	// script is how kill-the-daemon scripts look once the PID lookup goes
	// through ps/awk; the two halves are joined in finish.
	sawKill, sawDaemon bool

	// staged: sensitive files were archived earlier in the script, so a
	// transfer that follows is exfiltration.
	staged bool

	// peek makes word() skip walking substitutions: the pipeline looks at
	// its stages before walking them, and walking twice would make nested
	// pipelines cost exponential time.
	peek bool
}

func (w *walker) reset() {
	w.found = w.found[:0]
	w.depth = 0
	clear(w.vars)
	clear(w.funcs)
	w.calling = w.calling[:0]
	w.downloads = w.downloads[:0]
	w.fetchedDirs = w.fetchedDirs[:0]
	w.onPath = w.onPath[:0]
	w.clonedDirs = w.clonedDirs[:0]
	w.remoteBins = w.remoteBins[:0]
	w.pipeFetched = false
	w.sawKill, w.sawDaemon = false, false
	w.staged = false
}

func (w *walker) finish() {
	if w.sawKill && w.sawDaemon {
		w.emit(IDKillSystem, "bash", []string{"kill", "<system daemon>"})
	}
}

// script parses text and walks it. Text that does not parse is judged by
// segments and by the regex fallback: a parse error never means safe.
func (w *walker) script(text string, depth int) {
	if depth > w.a.cfg.maxDepth {
		unixFallback(w, text)
		return
	}
	saved := w.depth
	w.depth = depth
	defer func() { w.depth = saved }()
	f, err := parseScript(w.parser, text)
	if err == nil {
		w.stmts(f.Stmts)
		return
	}
	unixFallback(w, text)
	// Try the pieces: a PowerShell block or one bad line should not hide a
	// plain `rm -rf /` on the next line.
	lines := strings.Split(text, "\n")
	if len(lines) > 1 {
		for _, l := range lines {
			if strings.TrimSpace(l) != "" {
				w.script(l, depth+1)
			}
		}
		return
	}
	for _, seg := range splitSegments(text) {
		if seg == text {
			continue
		}
		if f, err := w.parser.Parse(strings.NewReader(seg), ""); err == nil {
			w.stmts(f.Stmts)
		}
	}
}

// splitSegments cuts a line at ; & | without regard to quoting; it is only
// used on text the parser already refused.
func splitSegments(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool {
		return r == ';' || r == '&' || r == '|' || r == '{' || r == '}' || r == '(' || r == ')'
	})
}

func (w *walker) stmts(ss []*syntax.Stmt) {
	for _, s := range ss {
		w.stmt(s)
	}
}

func (w *walker) stmt(s *syntax.Stmt) {
	if s == nil {
		return
	}
	switch c := s.Cmd.(type) {
	case *syntax.CallExpr:
		w.call(c, s)
		return // call judges its own redirections, it knows the writer
	case *syntax.BinaryCmd:
		if c.Op == syntax.Pipe || c.Op == syntax.PipeAll {
			w.pipeline(c)
		} else {
			w.stmt(c.X)
			w.stmt(c.Y)
		}
	case *syntax.Subshell:
		w.stmts(c.Stmts)
	case *syntax.Block:
		w.stmts(c.Stmts)
	case *syntax.IfClause:
		for ic := c; ic != nil; ic = ic.Else {
			w.stmts(ic.Cond)
			w.stmts(ic.Then)
		}
	case *syntax.WhileClause:
		w.stmts(c.Cond)
		w.stmts(c.Do)
	case *syntax.ForClause:
		w.loop(c)
	case *syntax.CaseClause:
		w.word(c.Word)
		for _, it := range c.Items {
			w.stmts(it.Stmts)
		}
	case *syntax.FuncDecl:
		w.funcDecl(c)
	case *syntax.DeclClause:
		w.declClause(c)
	case *syntax.TimeClause:
		w.stmt(timeCommand(c))
	case *syntax.CoprocClause:
		w.stmt(c.Stmt)
	case *syntax.TestClause:
		w.testClause(c)
	case nil:
	default:
		w.nested(c)
	}
	for _, r := range s.Redirs {
		w.redirect(r, nil)
	}
}

// nested walks the command substitutions inside any node.
func (w *walker) nested(n syntax.Node) {
	if n == nil {
		return
	}
	syntax.Walk(n, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.CmdSubst:
			w.stmts(x.Stmts)
			return false
		case *syntax.ProcSubst:
			w.stmts(x.Stmts)
			return false
		}
		return true
	})
}

func (w *walker) testClause(c *syntax.TestClause) {
	syntax.Walk(c.X, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.Word:
			if f := w.word(x); mentionsDaemon(f.s) {
				w.sawDaemon = true
			}
			return false
		}
		return true
	})
}

// pipeline flattens a | b | c and judges the stages with what flows into
// them: a downloader feeding an interpreter is the classic curl | sh.
func (w *walker) pipeline(c *syntax.BinaryCmd) {
	var stages []*syntax.Stmt
	var flat func(s *syntax.Stmt)
	flat = func(s *syntax.Stmt) {
		if b, ok := s.Cmd.(*syntax.BinaryCmd); ok && (b.Op == syntax.Pipe || b.Op == syntax.PipeAll) {
			flat(b.X)
			flat(b.Y)
			return
		}
		stages = append(stages, s)
	}
	flat(c.X)
	flat(c.Y)
	self := 0
	for _, st := range stages {
		if ce, ok := st.Cmd.(*syntax.CallExpr); ok && len(ce.Args) > 0 {
			if strings.Contains(w.peekFields(ce.Args[:1])[0].s, "$0") {
				self++
			}
		}
	}
	if self >= 2 {
		// $0|$0&: a script that pipes itself into itself
		w.emit(IDForkBomb, "bash", []string{"$0 | $0"})
	}
	fetched := false
	echoed := "" // text an echo/printf stage feeds to the next one
	var findPaths []string
	var findArgs []field
	var findChosen findChoice
	for i, st := range stages {
		if i > 0 && len(findPaths) > 0 {
			if ce, ok := st.Cmd.(*syntax.CallExpr); ok {
				// find … | env xargs rm: the xargs under any wrapper
				if rest, ok := w.unwrapTo(w.peekFields(ce.Args), "xargs"); ok {
					sub := skipXargs(rest)
					if name, _ := w.unwrap(sub); isDeleter(name) {
						for _, p := range findPaths {
							w.deleteTarget(p, true, findChosen.filtered(p), sub)
						}
						w.findDeletesSystemNamed(findPaths, findArgs, sub)
					}
				}
			}
		}
		if i > 0 && fetched {
			if ce, ok := st.Cmd.(*syntax.CallExpr); ok {
				args := w.peekFields(ce.Args)
				name, rest := w.unwrap(args)
				if readsStdinScript(name, rest) {
					w.emit(IDPipeShell, "bash", fieldStrings(args))
				}
			}
		}
		if ce, ok := st.Cmd.(*syntax.CallExpr); ok && i > 0 && echoed != "" {
			// echo 'DROP DATABASE x' | psql
			if name, _ := w.unwrap(w.peekFields(ce.Args)); isDBClient(name) && sqlDestroys(echoed) {
				w.emit(IDDBDrop, "bash", []string{name, "<<<", echoed})
			}
		}
		echoed = ""
		if ce, ok := st.Cmd.(*syntax.CallExpr); ok {
			if name, rest := w.unwrap(w.peekFields(ce.Args)); name == "echo" || name == "printf" {
				echoed = joinFields(rest)
			}
		}
		if downloads(st) {
			fetched = true
		}
		findPaths = nil
		if ce, ok := st.Cmd.(*syntax.CallExpr); ok {
			args := w.peekFields(ce.Args)
			switch name, rest := w.unwrap(args); name {
			case "find":
				findPaths, findChosen = findScan(rest)
				findArgs = rest
			case "git":
				findPaths, findChosen = gitListing(rest)
			}
		}
		was := w.pipeFetched
		w.pipeFetched = i > 0 && fetched
		w.stmt(st)
		w.pipeFetched = was
	}
}

func (w *walker) funcDecl(c *syntax.FuncDecl) {
	if c.Name != nil {
		if w.funcs == nil {
			w.funcs = map[string]*syntax.Stmt{}
		}
		w.funcs[c.Name.Value] = c.Body
		if w.isForkBomb(c.Name.Value, c.Body) {
			w.emit(IDForkBomb, "bash", []string{c.Name.Value + "(){ … }"})
		}
	}
	w.stmt(c.Body)
}

// isForkBomb reports whether a function body runs itself at least twice,
// in a pipe or in the background: :(){ :|:& }, bomb(){ bomb|bomb& }. A
// call is read as the shell reads it (':' and \: are :, $a is what a
// holds), and a call whose name is computed at run time counts as the
// function itself: the worst it could be.
func (w *walker) isForkBomb(name string, body *syntax.Stmt) bool {
	calls, async := 0, false
	syntax.Walk(body, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.Stmt:
			if x.Background {
				async = true
			}
		case *syntax.BinaryCmd:
			if x.Op == syntax.Pipe {
				async = true
			}
		case *syntax.CallExpr:
			if len(x.Args) > 0 {
				if f := w.peekFields(x.Args[:1]); len(f) > 0 && (f[0].s == name || f[0].dyn) {
					calls++
				}
			}
		}
		return true
	})
	return calls >= 2 && async
}

func (w *walker) declClause(c *syntax.DeclClause) {
	for _, as := range c.Args {
		w.assign(as, true)
	}
}

func (w *walker) assign(as *syntax.Assign, exported bool) {
	if as.Name == nil {
		if as.Value != nil {
			// `export FOO=bar` sometimes arrives as a naked word
			f := w.word(as.Value)
			if k, v, ok := strings.Cut(f.s, "="); ok {
				w.setVar(k, v, f.dyn)
			}
		}
		return
	}
	if as.Value == nil {
		return
	}
	f := w.word(as.Value)
	w.setVar(as.Name.Value, f.s, f.dyn)
}

func (w *walker) setVar(name, val string, dyn bool) {
	switch name {
	case "HISTFILE":
		if val == "" || val == "/dev/null" {
			w.emit(IDHistoryWipe, "bash", []string{name + "=" + val})
		}
	case "HISTSIZE", "HISTFILESIZE", "SAVEHIST":
		if val == "0" {
			w.emit(IDHistoryWipe, "bash", []string{name + "=" + val})
		}
	}
	if dyn {
		delete(w.vars, name)
		return
	}
	if w.vars == nil {
		w.vars = map[string]string{}
	}
	w.vars[name] = val
}

// call judges one simple command.
func (w *walker) call(c *syntax.CallExpr, s *syntax.Stmt) {
	for _, as := range c.Assigns {
		w.assign(as, false)
	}
	if len(c.Args) == 0 {
		for _, r := range s.Redirs {
			w.redirect(r, nil)
		}
		return
	}
	args := w.fields(c.Args)
	for _, r := range s.Redirs {
		w.redirect(r, args)
	}
	// A shell fed a heredoc or here-string runs its body.
	name, rest := w.unwrap(args)
	if isShell(name) && !hasScriptOperand(rest) {
		for _, r := range s.Redirs {
			if (r.Op == syntax.Hdoc || r.Op == syntax.DashHdoc) && r.Hdoc != nil {
				w.script(w.word(r.Hdoc).s, w.depth+1)
			} else if r.Op == syntax.WordHdoc {
				w.script(w.word(r.Word).s, w.depth+1)
			}
		}
	}
	if isDBClient(name) {
		for _, r := range s.Redirs {
			body := ""
			if (r.Op == syntax.Hdoc || r.Op == syntax.DashHdoc) && r.Hdoc != nil {
				body = w.word(r.Hdoc).s
			} else if r.Op == syntax.WordHdoc {
				body = w.word(r.Word).s
			}
			if body != "" && sqlDestroys(body) {
				w.emit(IDDBDrop, "bash", fieldStrings(args))
			}
		}
	}
	w.command(args)
}

// command unwraps and judges an argument vector.
func (w *walker) command(args []field) {
	name, rest := w.unwrapJudge(args)
	if name == "" {
		return
	}
	if isGlobName(name) {
		// /bin/r? -rf /, /usr/bin/[r]m: the shell expands the name to
		// whatever matches; every command we judge that it could match
		// is judged.
		for _, c := range globCommands(name) {
			w.command(append([]field{{s: c}}, rest...))
		}
		return
	}
	if body, ok := w.funcs[name]; ok && len(w.calling) < 4 && !containsStr(w.calling, name) {
		// Walk the function with its positional parameters bound, so
		// f() { rm -rf "$1"; }; f / is judged as rm -rf /.
		w.calling = append(w.calling, name)
		saved := make(map[string]string, len(rest))
		for i := range 9 {
			k := string(rune('1' + i))
			if v, ok := w.vars[k]; ok {
				saved[k] = v
			}
			delete(w.vars, k)
			if i < len(rest) && !rest[i].dyn {
				w.setVar(k, rest[i].s, false)
			}
		}
		w.stmt(body)
		for i := range 9 {
			k := string(rune('1' + i))
			delete(w.vars, k)
			if v, ok := saved[k]; ok {
				w.vars[k] = v
			}
		}
		w.calling = w.calling[:len(w.calling)-1]
		return
	}
	w.judge(name, rest, args)
}

func containsStr(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// downloads reports whether a statement runs a network downloader.
func downloads(s *syntax.Stmt) bool { return stmtsDownload([]*syntax.Stmt{s}) }

func stmtsDownload(ss []*syntax.Stmt) bool {
	found := false
	for _, s := range ss {
		syntax.Walk(s, func(n syntax.Node) bool {
			if found {
				return false
			}
			if ce, ok := n.(*syntax.CallExpr); ok {
				for i, a := range ce.Args {
					if i > 4 {
						break
					}
					if isDownloader(baseName(a.Lit())) {
						found = true
						return false
					}
				}
			}
			return true
		})
	}
	return found
}

// timeCommand is the statement a time clause runs. Bash takes `time` for
// its keyword only when no option other than -p follows; `time -f FMT cmd`
// runs the time program, which reads -f's value and then runs cmd, so the
// statement is given back with the time program's name in front.
func timeCommand(c *syntax.TimeClause) *syntax.Stmt {
	s := c.Stmt
	if s == nil {
		return nil
	}
	call, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(call.Args) == 0 || !strings.HasPrefix(call.Args[0].Lit(), "-") {
		return s
	}
	name := &syntax.Word{Parts: []syntax.WordPart{&syntax.Lit{ValuePos: call.Args[0].Pos(), ValueEnd: call.Args[0].Pos(), Value: "time"}}}
	cp := *s
	cc := *call
	cc.Args = append([]*syntax.Word{name}, call.Args...)
	cp.Cmd = &cc
	return &cp
}

// isGlobName reports a command name with a pathname pattern in it (*, ?
// or a bracket expression): the shell runs the file it matches.
func isGlobName(name string) bool { return strings.ContainsAny(name, "*?[") }

// globCommands lists, sorted, the commands and wrappers the guard knows
// whose name matches the glob pattern.
func globCommands(pattern string) []string {
	return globNames(pattern, maps.Keys(commandIndex), maps.Keys(wrapperIndex))
}

// globNames lists, sorted and once each, the names of the sequences that
// the glob pattern matches.
func globNames(pattern string, names ...iter.Seq[string]) []string {
	var out []string
	for _, seq := range names {
		for n := range seq {
			if shglob.Match(pattern, n) { // /bin/r[!x] is rm
				out = append(out, n)
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// loop walks a for loop as the effects walk does (effects.go, loop): over
// words it knows, the body once per word with the variable holding it (a
// glob stays a glob); otherwise the variable is unknown in the body.
func (w *walker) loop(c *syntax.ForClause) {
	w.nested(c.Loop)
	l, ok := c.Loop.(*syntax.WordIter)
	if !ok || len(l.Items) == 0 || len(l.Items) > maxLoopValues {
		w.stmts(c.Do)
		return
	}
	items := make([]string, 0, len(l.Items))
	for _, it := range l.Items {
		f := w.word(it)
		if f.dyn {
			w.stmts(c.Do)
			return
		}
		items = append(items, f.s)
	}
	if w.vars == nil {
		w.vars = map[string]string{}
	}
	name := l.Name.Value
	old, had := w.vars[name]
	for _, it := range items {
		w.vars[name] = it
		w.stmts(c.Do)
	}
	if had {
		w.vars[name] = old
	} else {
		delete(w.vars, name)
	}
}
