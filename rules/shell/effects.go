package shell

import (
	"strings"
	"sync"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
	"mvdan.cc/sh/v3/syntax"
)

// Limits of the effect walk. Past MaxEffectsInput bytes or MaxEffectsNest
// levels of nesting the line is not analysed and Effects returns one
// unknown exec; past MaxEffects effects the list is cut and ends with one.
const (
	// MaxEffectsInput is the longest command line Effects analyses. It is
	// a memory budget as much as a time one: parsing and walking a hostile
	// line takes a few hundred bytes of heap per byte of input, so 128 KiB
	// holds a check to tens of megabytes. Longer lines (a file written
	// through a heredoc) belong in the Write tool.
	MaxEffectsInput = 128 << 10
	// MaxEffectsNest bounds nested substitutions, subshells and blocks.
	MaxEffectsNest = 64
	// MaxEffects bounds the number of effects returned.
	MaxEffects = 256
	// maxBraceFields bounds the words one brace expansion may produce.
	maxBraceFields = 64
	// maxFieldLen bounds one expanded word; a longer one (a variable
	// doubled again and again) is computed, its value unknown.
	maxFieldLen = 4096
)

// unknownExec is the effect of whatever cannot be analysed: a program
// that cannot be known, judged as the worst it could be.
var unknownExec = middleware.Effect{Op: middleware.EffectExec, Unknown: true}

// unknownSend is a send to a peer not known before it runs: whoever
// connects to a listener or a server, a mail server, a registry.
var unknownSend = middleware.Effect{Op: middleware.EffectNet, Dir: dirSend, Unknown: true}

// decodedExec is the run of code decoded from an encoding the walk could
// not read and piped in (base64 -d p.b64 | sh): hidden from whoever reads
// the command, judged as effect.decode-exec.
var decodedExec = middleware.Effect{Op: middleware.EffectExec, Unknown: true, Class: effects.ClassDecoded}

// unanalysable is the one effect of a line past the walk's limits (its
// size, depth, step budget or number of effects): nothing of it is known,
// so the effects policy denies it (middleware.ClassUnanalysable).
var unanalysable = middleware.Effect{Op: middleware.EffectExec, Unknown: true, Class: middleware.ClassUnanalysable}

// Effects returns the effects of cmd with the default Analyzer. See
// [Analyzer.Effects].
func Effects(cmd string) []middleware.Effect { return defaultAnalyzer.Effects(cmd) }

// Effects returns every effect of the command line cmd, each once, in the
// order the line first has them. A program, path or host computed at run
// time is reported as written and marked Unknown; text that does not
// parse, or passes a limit (MaxEffectsInput, MaxEffectsNest), gives one
// unknown exec. Nested scripts (bash -c, eval, decoded payloads, code
// handed to an interpreter) are followed to the Analyzer's maximum depth.
func (a *Analyzer) Effects(cmd string) []middleware.Effect { return a.effects(cmd, nil, nil) }

// EffectsIn is Effects for a command run in project p (nil: unknown):
// `npm test`, `npm run build`, `yarn lint` run the bodies of p's scripts,
// and those are walked as the command's own.
func (a *Analyzer) EffectsIn(cmd string, p Project) []middleware.Effect {
	return a.effects(cmd, nil, p)
}

// maxDecodedScripts bounds the nested scripts DecodedScripts returns.
const maxDecodedScripts = 64

// DecodedScripts returns the scripts nested in cmd that only the effect
// walk takes apart — a base64 or hex payload piped to a shell, the string
// an interpreter one-liner hands to os.system or execSync, cron or at
// input — as shell text, so that the findings can judge them as they
// judge the line itself. (The text of sh -c and eval is among them too.)
func (a *Analyzer) DecodedScripts(cmd string) []string { return a.DecodedScriptsIn(cmd, nil) }

// DecodedScriptsIn is DecodedScripts for a command run in project p: the
// bodies of the scripts it runs are among them.
func (a *Analyzer) DecodedScriptsIn(cmd string, p Project) []string {
	var out []string
	a.effects(cmd, &out, p)
	return out
}

func (a *Analyzer) effects(cmd string, scripts *[]string, p Project) []middleware.Effect {
	if len(cmd) > MaxEffectsInput {
		return []middleware.Effect{unanalysable}
	}
	e := ewalkerPool.Get().(*ewalker)
	e.reset(a.cfg.maxDepth)
	e.scripts = scripts
	e.project = p
	e.budget = 4*len(cmd) + 1024
	if looksPowerShell(cmd) {
		// Read as PowerShell and, where it parses, as POSIX shell too: a
		// line that only looks like PowerShell hides nothing that way.
		e.pwsh(cmd)
	}
	e.script(cmd)
	var out []middleware.Effect
	switch {
	case e.over:
		out = []middleware.Effect{unanalysable}
	case len(e.out) > 0:
		out = make([]middleware.Effect, len(e.out))
		copy(out, e.out)
	}
	if e.full && !e.over {
		out = append(out[:MaxEffects-1], unanalysable)
	}
	ewalkerPool.Put(e)
	return out
}

var ewalkerPool = sync.Pool{New: func() any {
	return &ewalker{
		parser: syntax.NewParser(syntax.Variant(syntax.LangBash)),
		seen:   map[middleware.Effect]struct{}{},
		vars:   map[string]string{},
	}
}}

// ewalker gathers the effects of one command line in a single pass over
// its syntax tree.
type ewalker struct {
	parser   *syntax.Parser
	out      []middleware.Effect
	seen     map[middleware.Effect]struct{}
	vars     map[string]string // literal assignments seen so far
	aliases  map[string]string // aliases defined so far (alias x='…')
	refs     map[string]string // namerefs declared so far (declare -n r=T): r → T
	links    map[string]string // symbolic links made so far (ln -s TARGET NAME): NAME → TARGET
	depth    int               // nested scripts being analysed
	maxDepth int
	nest     int  // syntax nesting of the current node
	over     bool // a limit was passed: the result is one unknown exec
	full     bool // MaxEffects reached
	// fileBytes counts the bytes of project files read (projectFile).
	fileBytes int
	// budget is the number of commands and statements left to walk: it
	// keeps the walk linear in the input when nested scripts and find
	// -exec multiply the commands.
	budget int
	// scripts, when not nil, collects the nested scripts the walk reads
	// (decoded payloads, interpreters' system() strings, sh -c text).
	scripts *[]string
	// project, when known, gives the scripts npm run and friends run.
	project Project
	// procText holds what a process substitution whose output the walk
	// knows prints, by the /dev/fd path bash gives it (63, 62, …): a
	// shell or source reading that path runs the text.
	procText []string
	// decodedWord: a word of the command being walked is the output of
	// a decoder the walk could not read ("$(base64 -d p.b64)",
	// <(xxd -r -p x.hex)): the command's unknown exec is decoded code.
	decodedWord bool
	// completionOut: the statement being walked prints a program's
	// completion script (npm completion, kubectl completion bash), so
	// what its redirections write is that (effects.ClassCompletionScript).
	completionOut bool
	// written holds what this command line printed into files, for a
	// later run of them (effects_written.go).
	written map[string]writtenFile
	// gitRemotes holds the URL of each git remote the line added (git
	// remote add x URL), so a later git push x reaches its host.
	gitRemotes map[string]field
	// envSecrets names the secret variables the line has expanded so far
	// (effects_envsecrets.go).
	envSecrets []string
	// outTo says where the output of the command being walked goes: to
	// the transcript the model reads, into a pipe or a substitution, or
	// into a file (echoedSecret).
	outTo outSink
	// dir is the working directory the line has moved to (effects_cwd.go).
	dir workDir
	// pathFront holds the directories an assignment to PATH put before
	// the inherited $PATH (PATH=.:$PATH), where a bare name is looked up
	// first (effects_written.go).
	pathFront []string
}

// spend takes one step of the budget and reports whether the walk may go
// on; when it is spent the result is one unknown exec.
func (e *ewalker) spend() bool {
	e.budget--
	if e.budget < 0 {
		e.over = true
	}
	return !e.over
}

func (e *ewalker) reset(maxDepth int) {
	e.out = e.out[:0]
	clear(e.seen)
	clear(e.vars)
	clear(e.aliases)
	clear(e.refs)
	clear(e.links)
	e.depth, e.nest, e.maxDepth = 0, 0, maxDepth
	e.over, e.full = false, false
	e.scripts = nil
	e.project = nil
	e.procText = e.procText[:0]
	e.fileBytes = 0
	clear(e.written)
	clear(e.gitRemotes)
	e.envSecrets = e.envSecrets[:0]
	e.outTo = outPrinted
	e.dir = workDir{}
	e.pathFront = e.pathFront[:0]
}

// add records an effect once, its relative path placed in the working
// directory (effects_cwd.go). The marker of a delete of everything here
// (`rm -rf *`) stays beside the placed delete: it is judged on its own.
func (e *ewalker) add(ef middleware.Effect) {
	if e.decodedWord && ef.Op == middleware.EffectExec && ef.Unknown {
		ef.Class = effects.ClassDecoded
	}
	placed, ok := e.placeEffect(ef)
	if ok && ef.Op == middleware.EffectDelete && ef.Path == effects.WorkdirContents {
		e.addOne(ef)
	}
	e.addOne(placed)
}

func (e *ewalker) addOne(ef middleware.Effect) {
	if e.over || e.full {
		return
	}
	if _, dup := e.seen[ef]; dup {
		return
	}
	if len(e.out) >= MaxEffects {
		e.full = true
		return
	}
	e.seen[ef] = struct{}{}
	e.out = append(e.out, ef)
}

// addPath records an effect on a path; /dev/null and the standard streams
// are not effects. A path holding a computed part is Unknown.
func (e *ewalker) addPath(op middleware.EffectOp, f field) {
	if f.win != nil && isDrivePath(*f.win) {
		f = cmdField(f) // type C:\Windows\…: the path cmd.exe names
	}
	if f.s == "" && !f.dyn || quietPath(f.s) {
		return
	}
	if e.socket(f) {
		return
	}
	e.add(middleware.Effect{Op: op, Path: f.s, Unknown: f.dyn})
	if op == middleware.EffectWrite && !f.dyn && isBlockDevice(f.s) {
		e.add(middleware.Effect{Op: middleware.EffectDisk, Path: f.s})
	}
	if through, ok := e.throughLink(e.placeField(f), op); ok {
		// ln -s ~ x && rm -rf x/: what is under the link is its target's
		// (links are kept placed in the working directory: addOne)
		e.addOne(middleware.Effect{Op: op, Path: through.s, Unknown: through.dyn})
	}
}

// throughLink is the path f names through a symbolic link the line made
// earlier, when f goes inside it (NAME/ or NAME/…) or reads or writes
// it: deleting the link itself (rm NAME) deletes only the link.
func (e *ewalker) throughLink(f field, op middleware.EffectOp) (field, bool) {
	for name, target := range e.links {
		if f.s == name && op != middleware.EffectDelete {
			return field{s: target}, true // reading or writing the link is its target's
		}
		rest, ok := strings.CutPrefix(f.s, name+"/")
		if !ok {
			continue
		}
		return field{s: strings.TrimSuffix(target, "/") + "/" + rest, dyn: f.dyn}, true
	}
	return field{}, false
}

// link records ln -s TARGET NAME, both placed in the working directory
// (a relative TARGET is relative to NAME's directory: the same, when NAME
// is a plain name).
func (e *ewalker) link(target, name field) {
	target, name = e.placeField(target), e.placeField(name)
	if target.dyn || name.dyn || len(e.links) >= maxLinks {
		return
	}
	if e.links == nil {
		e.links = map[string]string{}
	}
	e.links[strings.TrimSuffix(strings.TrimPrefix(name.s, "./"), "/")] = target.s
}

// maxLinks bounds the links a line is remembered to make.
const maxLinks = 32

// runFile records a script file a shell or interpreter runs: read it; a
// pipe (bash <(curl …), /dev/stdin) is code that cannot be seen here.
func (e *ewalker) runFile(f field) {
	if e.writtenScript(f) {
		return
	}
	if text, ok := e.procFile(f); ok {
		e.script(text) // bash <(echo rm -rf /)
		return
	}
	if text, ok := e.projectFile(f); ok {
		e.addPath(middleware.EffectRead, f)
		e.script(text) // bash deploy.sh: what it holds runs
		return
	}
	if strings.HasPrefix(f.s, "/dev/fd/") || f.s == "/dev/stdin" {
		e.add(unknownExec)
		return
	}
	e.addPath(middleware.EffectRead, f)
}

func (e *ewalker) exec(program string) {
	e.add(middleware.Effect{Op: middleware.EffectExec, Program: program})
}

// script parses and walks a nested script (the line itself, bash -c text,
// a decoded payload). Past the maximum depth, or when it does not parse,
// the script is an unknown exec. It runs in a shell of its own: a cd in
// it does not move the line (eval's text, which does, is walked by
// scriptHere).
func (e *ewalker) script(text string) {
	defer e.restoreDir(e.saveDir())
	e.scriptHere(text)
}

// scriptHere is script in this shell: a cd in the text moves the line.
func (e *ewalker) scriptHere(text string) {
	if e.depth > e.maxDepth {
		e.add(unanalysable)
		return
	}
	if e.scripts != nil && e.depth > 0 && len(*e.scripts) < maxDecodedScripts {
		*e.scripts = append(*e.scripts, text)
	}
	f, err := parseScript(e.parser, text)
	if err != nil {
		// Not POSIX shell. A line that looks like PowerShell was read as
		// such already (Effects); any other is read as PowerShell too, and
		// is unknown all the same, since what it runs is not fully known.
		if e.depth == 0 && looksPowerShell(text) {
			return
		}
		e.add(unknownExec)
		e.pwsh(text)
		e.cmdLine(text)
		return
	}
	e.depth++
	savedNest := e.nest
	e.nest = 0
	e.stmts(f.Stmts, stdin{})
	e.nest = savedNest
	e.depth--
}

// stdin is what flows into a command: text known before it runs (echo …
// |, a here-string), or unknown text from a pipe or file.
type stdin struct {
	text  string
	known bool
	piped bool
	lists []field // the paths a lister wrote to it (find ~ | xargs rm), when the text is unknown
	// decoded: the unknown text was decoded from an encoding the walk
	// could not read (base64 -d FILE |): run, it is decoded code.
	decoded bool
}

// stdout is what a command writes to its standard output, when it can be
// known before it runs (echo, printf, base64 -d of a literal).
type stdout struct {
	text  string
	known bool
	// lists are the paths the output names when the command lists a
	// tree it was given (find DIR, ls DIR): unknown entries under DIR.
	lists []field
	// decoded: the output is decoded from an encoding the walk could not
	// read (base64 -d FILE): saved to a file, it is decoded code
	// (effects.ClassDecoded).
	decoded bool
}

func (e *ewalker) stmts(ss []*syntax.Stmt, in stdin) stdout {
	var out stdout
	for _, s := range ss {
		out = e.stmt(s, in)
	}
	return out
}

func (e *ewalker) stmt(s *syntax.Stmt, in stdin) stdout {
	if s == nil || !e.spend() {
		return stdout{}
	}
	e.nest++
	defer func() { e.nest-- }()
	if e.nest > MaxEffectsNest {
		e.over = true
		return stdout{}
	}
	if s.Background {
		defer e.restoreDir(e.saveDir()) // a job in the background is a subshell
	}
	var out stdout
	e.completionOut = completionPrinter(s)
	redirIn, redirected := e.redirects(s.Redirs)
	e.completionOut = false
	if redirected {
		in = redirIn
	}
	switch c := s.Cmd.(type) {
	case *syntax.CallExpr:
		to := e.outTo
		if stdoutRedirected(s.Redirs) {
			e.outTo = outFile
		}
		out = e.call(c, in)
		e.outTo = to
	case *syntax.BinaryCmd:
		if c.Op == syntax.Pipe || c.Op == syntax.PipeAll {
			// each side of a pipe runs in a subshell: cd x | … moves nothing
			saved := e.saveDir()
			to := e.outTo
			e.outTo = outPiped
			mid := e.stmt(c.X, in)
			e.outTo = to
			e.restoreDir(saved)
			out = e.stmt(c.Y, stdin{text: mid.text, known: mid.known, piped: true, lists: mid.lists, decoded: mid.decoded})
			e.restoreDir(saved)
		} else {
			out = e.andOr(c, in)
		}
	case *syntax.Subshell:
		saved := e.saveDir()
		out = e.stmts(c.Stmts, in)
		e.restoreDir(saved)
	case *syntax.Block:
		out = e.stmts(c.Stmts, in)
	case *syntax.IfClause:
		for ic := c; ic != nil; ic = ic.Else {
			e.stmts(ic.Cond, in)
			e.stmts(ic.Then, in)
		}
	case *syntax.WhileClause:
		e.stmts(c.Cond, in)
		e.stmts(c.Do, in)
	case *syntax.ForClause:
		e.loop(c, in)
	case *syntax.CaseClause:
		e.words([]*syntax.Word{c.Word})
		for _, it := range c.Items {
			e.stmts(it.Stmts, in)
		}
	case *syntax.FuncDecl:
		saved := e.saveDir() // defined, not run here
		e.stmt(c.Body, stdin{})
		e.restoreDir(saved)
	case *syntax.DeclClause:
		if c.Variant != nil && c.Variant.Value == "export" {
			e.envAssigns(c.Args) // export GIT_SSH_COMMAND='…': what later programs run
		}
		if declNameref(c.Args) {
			for _, as := range c.Args {
				e.declareRef(as)
			}
			break
		}
		for _, as := range c.Args {
			e.assign(as)
		}
	case *syntax.TimeClause:
		out = e.stmt(timeCommand(c), in)
	case *syntax.CoprocClause:
		saved := e.saveDir()
		e.stmt(c.Stmt, stdin{})
		e.restoreDir(saved)
	case nil:
	default:
		e.substs(c)
	}
	if len(s.Redirs) > 0 {
		e.recordWrites(s.Redirs, out)
	}
	if redirected {
		// output redirected to a file does not flow on
		for _, r := range s.Redirs {
			if isOutRedir(r.Op) && (r.N == nil || r.N.Value == "1") {
				out = stdout{}
			}
		}
	}
	return out
}

// maxLoopValues bounds the values of a for loop the body is walked with.
const maxLoopValues = 8

// loop walks a for loop. Over words it knows (`for d in ~/* build`), the
// body is walked once with the variable holding each (a glob stays a
// glob: `rm -rf "$d"` over ~/* deletes what ~/* names), up to
// maxLoopValues; otherwise the variable is unknown inside the body.
func (e *ewalker) loop(c *syntax.ForClause, in stdin) {
	l, ok := c.Loop.(*syntax.WordIter)
	if !ok {
		e.substs(c.Loop)
		e.stmts(c.Do, in)
		return
	}
	items := e.words(l.Items)
	name := l.Name.Value
	known := len(items) > 0 && len(items) <= maxLoopValues
	for _, it := range items {
		known = known && !it.dyn
	}
	if !known {
		delete(e.vars, name)
		e.stmts(c.Do, in)
		return
	}
	for _, it := range items {
		e.vars[name] = it.s
		e.stmts(c.Do, in)
	}
	delete(e.vars, name)
}

// substs walks the command substitutions inside any other node.
func (e *ewalker) substs(n syntax.Node) {
	syntax.Walk(n, func(n syntax.Node) bool {
		switch x := n.(type) {
		case *syntax.CmdSubst:
			saved, to := e.saveDir(), e.outTo
			e.outTo = outPiped
			e.stmts(x.Stmts, stdin{})
			e.restoreDir(saved)
			e.outTo = to
			return false
		case *syntax.ProcSubst:
			saved, to := e.saveDir(), e.outTo
			e.outTo = outPiped
			e.stmts(x.Stmts, stdin{piped: true})
			e.restoreDir(saved)
			e.outTo = to
			return false
		}
		return true
	})
}

func (e *ewalker) assign(as *syntax.Assign) {
	if as.Array != nil {
		e.substs(as.Array)
	}
	if as.Name == nil {
		if as.Value != nil {
			e.words([]*syntax.Word{as.Value})
		}
		return
	}
	name := as.Name.Value
	delete(e.vars, name+listSuffix)
	if as.Array != nil && !as.Append {
		e.assignList(name, as.Array)
		return
	}
	if as.Value == nil || as.Append || as.Array != nil {
		delete(e.vars, name)
		return
	}
	fs := e.words([]*syntax.Word{as.Value})
	if name == "PATH" && len(fs) == 1 {
		e.searchPath(fs[0].s)
	}
	if len(fs) == 1 && !fs[0].dyn {
		e.vars[name] = fs[0].s
		return
	}
	delete(e.vars, name)
}

// call walks one simple command.
func (e *ewalker) call(c *syntax.CallExpr, in stdin) stdout {
	if len(c.Args) > 0 {
		e.envAssigns(c.Assigns) // GIT_SSH_COMMAND='…' git fetch
	}
	for _, as := range c.Assigns {
		e.assign(as)
	}
	if len(c.Args) == 0 {
		return stdout{}
	}
	e.decodedWord = false
	args := e.words(c.Args)
	defer func() { e.decodedWord = false }()
	if len(args) == 0 {
		return stdout{}
	}
	if computedName(c.Args[0]) {
		// The program is computed ($x, $(…), $'\x72m', ${IFS} tricks): it
		// is unknown, and where its value is known here it is judged too,
		// here and by the findings (DecodedScripts).
		e.add(unknownExec)
		if args[0].dyn {
			return e.run(args, in) // judged as the worst it could be
		}
		e.decoded(args)
	}
	return e.run(args, in)
}

// plainWord: a word that means the same to the shell written bare (no
// quote, space, expansion or operator in it).
func plainWord(w string) bool {
	if w == "" {
		return false
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("/._-*?~+=:,@%", c) >= 0) {
			return false
		}
	}
	return true
}

// decoded records an argument vector the walk resolved (a computed name
// it could read, xargs operands from a known input) as shell text for
// DecodedScripts. Words whose value is unknown stay as they were written.
func (e *ewalker) decoded(args []field) {
	if e.scripts == nil || len(*e.scripts) >= maxDecodedScripts {
		return
	}
	var b strings.Builder
	for i, a := range args {
		if i > 0 {
			b.WriteByte(' ')
		}
		if a.dyn {
			b.WriteString("\"$unknown\"")
			continue
		}
		if plainWord(a.s) {
			// As the walk spells it: "~" stays the home directory and
			// "/*" a glob the findings read as the shell would.
			b.WriteString(a.s)
			continue
		}
		q, err := syntax.Quote(a.s, syntax.LangBash)
		if err != nil {
			return // a word bash cannot spell (a NUL byte): nothing to add
		}
		b.WriteString(q)
	}
	*e.scripts = append(*e.scripts, b.String())
}

// computedName: a command name that is not spelled out literally.
func computedName(w *syntax.Word) bool {
	for _, p := range w.Parts {
		switch x := p.(type) {
		case *syntax.Lit:
		case *syntax.SglQuoted:
			if x.Dollar {
				return true
			}
		case *syntax.DblQuoted:
			for _, q := range x.Parts {
				if _, ok := q.(*syntax.Lit); !ok {
					return true
				}
			}
		default:
			return true
		}
	}
	return false
}
