package effects

import (
	"cmp"
	"path"
	"slices"
	"strings"

	"github.com/guardrail-go/guardrail/internal/hostaddr"
	"github.com/guardrail-go/guardrail/middleware"
)

// Finding is one thing the policy has against a call's effects.
type Finding struct {
	// ID is stable: effect.<op>.<class>, effect.<op>.outside-workspace,
	// effect.net.egress, effect.exec.unknown, effect.exfiltration,
	// effect.download-exec, effect.decode-exec, effect.remote-shell, effect.process.all,
	// effect.disk.all, effect.delete.workdir (docs/effects.md).
	ID   string
	Risk middleware.Risk
	// Class is the path class the finding is about, if any.
	Class string
	// Reason says what kind of thing was stopped, for the model and the
	// log; it never quotes a path, host or command.
	Reason string
	// Effect is the index of the effect judged, or -1 for a combination.
	Effect int
}

// Finding ids of the checks that are not about a class.
const (
	IDExfiltration = "effect.exfiltration"
	IDDownloadExec = "effect.download-exec"
	// IDDecodeExec: running, in the call that decoded it, a file decoded
	// from an encoding (certutil -decode, base64 -d FILE >): code as unseen
	// as a download's (T1140).
	IDDecodeExec = "effect.decode-exec"
	// IDUnanalysable: an operation past the limits of the effect walk.
	IDUnanalysable = "effect.unanalysable"
	// IDForeignScript: script code handed to a Windows loader inline
	// (ClassForeignScript): what it does cannot be read, so it fails
	// closed.
	IDForeignScript = "effect.exec.foreign-script"
	// IDInjectedLibrary: a library outside the system's injected into
	// the programs a command runs (ClassInjectedLibrary).
	IDInjectedLibrary = "effect.exec.injected-library"
	IDEgress          = "effect.net.egress"
	// IDUploadWorkspace: the whole working tree read and sent to another
	// machine in one call (tar czf - . | ssh host …, zip -r - . | curl -T
	// -): a deploy, or the project leaving with its .env and .git; a
	// person decides (moderate).
	IDUploadWorkspace = "effect.net.upload-workspace"
	IDUnknownExec     = "effect.exec.unknown"
	// IDPersist: a persist effect no path class judges (moderate).
	IDPersist = "effect.persist"
	// IDPrivilege: gaining or changing privileges (moderate).
	IDPrivilege     = "effect.privilege"
	outsideWorkRoot = "outside-workspace"
)

// verbs name an op in reasons.
var verbs = map[middleware.EffectOp]string{
	middleware.EffectRead: "reading", middleware.EffectWrite: "writing", middleware.EffectDelete: "deleting",
}

// interpreters run the code they are handed: executing one in the same call
// as a download runs what was downloaded.
var interpreters = map[string]bool{
	"sh": true, "bash": true, "zsh": true, "dash": true, "ksh": true, "fish": true, "csh": true, "tcsh": true,
	"python": true, "node": true, "deno": true, "bun": true, "perl": true, "ruby": true, "php": true,
	"pwsh": true, "powershell": true, "lua": true, "iex": true, "invoke-expression": true,
	// Windows' script hosts: HTML applications, VBScript and JScript files
	"mshta": true, "wscript": true, "cscript": true,
}

// Judge classes each effect (setting its Class) and returns the findings,
// the most severe first (ties keep the order of the effects).
//
// A read, write or delete (a persist effect on a path counts as a write) is
// a finding for every class that holds the path and denies the op. A delete
// of a directory inside the home directory also reaches every protected
// path below it (deleting ~/.config deletes ~/.config/gcloud); deleting the
// home directory or the root itself is the shell classifier's finding, and
// a find over them with a name filter deletes what matches, not all. A path marked Unknown is judged by its known prefix (up
// to the first $, `, wildcard or brace): it is a finding for every class
// some path with that prefix could be in, ignoring the class's exclusions,
// as the worst it could be; a path of which no prefix is known ($X), or a
// class whose globs begin with a wildcard (*.pem), is not judged that way.
// Its known tail (".env" of "$DIR/.env": the whole segments after the last
// expansion) is matched as a relative path, so the globs that match at any
// directory boundary class it, exclusions included.
//
// Combinations in one call rank higher: a read a class denies (credentials)
// together with a net effect that sends is exfiltration (unless a CLI's
// token goes only to its vendor's registry: secret_homes.go); a net download
// together with running a computed program, a file the same call wrote,
// or an interpreter in a call that wrote files is download-exec; running
// a file the call decoded from an encoding is decode-exec. All are critical. A net effect whose
// direction is not given counts as both.
func (c *Compiled) Judge(effects []middleware.Effect) []Finding {
	if c == nil {
		return []Finding{{ID: "effect.policy", Risk: middleware.RiskHigh, Reason: errNoPolicy.Error(), Effect: -1}}
	}
	var (
		fs                          []Finding
		privateRead, sends, fetches bool
		// privateReads: the effects found private, for sentHome.
		privateReads []int
		runsFetched  bool
		// workTree: the working directory read whole; sendsAway: a send
		// to a host that is not this machine.
		workTree, sendsAway bool
	)
	written := map[string]bool{}
	for _, e := range effects {
		if (e.Op == middleware.EffectWrite || e.Op == middleware.EffectPersist) && e.Path != "" && !e.Unknown {
			if f := c.space.forms(e.Path); len(f) > 0 {
				written[f[0]] = true
			}
		}
	}
	runsDecoded := c.runsDecoded(effects)
	for i := range effects {
		e := &effects[i]
		if f, ok := judgeOp(e, i); ok {
			fs = append(fs, f)
			continue
		}
		switch e.Op {
		case middleware.EffectPrivilege:
			fs = append(fs, Finding{ID: IDPrivilege, Risk: middleware.RiskModerate, Effect: i,
				Reason: "gaining or changing privileges (sudo, accounts, setuid, a privileged container)"})
		case middleware.EffectRead, middleware.EffectWrite, middleware.EffectDelete, middleware.EffectPersist:
			if e.Path == "" {
				if e.Op == middleware.EffectPersist {
					fs = append(fs, persistFinding(i))
				}
				continue
			}
			pf := c.judgePath(e, i)
			if e.Op == middleware.EffectPersist && !classed(pf) {
				// Something made to run later (a service enabled, git
				// config that runs commands, an npm script shell) in no
				// class of its own: a person decides.
				pf = append(pf, persistFinding(i))
			}
			for _, f := range pf {
				if f.Class != "" && strings.HasPrefix(f.ID, "effect.read.") {
					privateRead = true
					privateReads = append(privateReads, i)
					break
				}
			}
			workTree = workTree || e.Op == middleware.EffectRead && isWorkTree(e.Path)
			fs = append(fs, pf...)
		case middleware.EffectNet:
			if e.Class == ClassCloudCredentials {
				privateRead = true
				privateReads = append(privateReads, i)
				fs = append(fs, Finding{ID: IDCloudCredentials, Risk: middleware.RiskHigh, Class: ClassCloudCredentials, Effect: i,
					Reason: "reading the machine's cloud credentials from its instance metadata service"})
			}
			sends = sends || e.Dir != "download"
			sendsAway = sendsAway || e.Dir != "download" && e.Host != "" && !hostaddr.ThisMachine(e.Host)
			fetches = fetches || e.Dir != "send"
			if !c.egressKnownAllowed(e) {
				fs = append(fs, Finding{ID: IDEgress, Risk: middleware.RiskHigh, Effect: i,
					Reason: "reaching a host outside the allowed network egress"})
			}
		case middleware.EffectExec:
			if e.Class == middleware.ClassUnanalysable {
				fs = append(fs, Finding{ID: IDUnanalysable, Risk: middleware.RiskHigh, Effect: i,
					Reason: "a command too large or too deeply nested to check"})
			}
			if e.Class == ClassForeignScript {
				fs = append(fs, Finding{ID: IDForeignScript, Risk: middleware.RiskHigh, Effect: i,
					Reason: "script code handed to a Windows loader inline, which cannot be checked"})
			}
			if e.Class == ClassInjectedLibrary {
				fs = append(fs, Finding{ID: IDInjectedLibrary, Risk: middleware.RiskHigh, Effect: i,
					Reason: "a library from outside the system's injected into the programs run, which cannot be checked"})
			}
			// Code of unknown origin (a computed program, a shell or
			// interpreter fed what it cannot read ahead), a file the call
			// wrote, or an interpreter in a call that wrote files.
			if e.Unknown || len(written) > 0 && (isInterpreter(e.Program) && e.Class != ClassInlineScript || c.wroteProgram(written, e.Program)) {
				runsFetched = true
			}
			if e.Unknown && c.denyExec {
				fs = append(fs, Finding{ID: IDUnknownExec, Risk: middleware.RiskHigh, Effect: i,
					Reason: "running a program whose name is computed at run time"})
			}
		}
	}
	// A CLI's token sent only to its vendor's registry logs in
	// (secret_homes.go).
	if privateRead && sends && !sentHome(effects, privateReads) {
		fs = append(fs, Finding{ID: IDExfiltration, Risk: middleware.RiskCritical, Effect: -1,
			Reason: "reading private data and sending to the network (exfiltration)"})
	} else if workTree && sendsAway {
		fs = append(fs, Finding{ID: IDUploadWorkspace, Risk: middleware.RiskModerate, Effect: -1,
			Reason: "sending the whole project (its working tree or repository) to another machine"})
	}
	if remoteShell(effects) {
		fs = append(fs, Finding{ID: IDRemoteShell, Risk: middleware.RiskCritical, Effect: -1,
			Reason: "a shell taking its commands from the network (remote shell)"})
	}
	if fetches && runsFetched {
		fs = append(fs, Finding{ID: IDDownloadExec, Risk: middleware.RiskCritical, Effect: -1,
			Reason: "running code downloaded from the network"})
	}
	if runsDecoded {
		fs = append(fs, Finding{ID: IDDecodeExec, Risk: middleware.RiskCritical, Effect: -1,
			Reason: "running code decoded from an encoding (hidden from review)"})
	}
	slices.SortStableFunc(fs, func(a, b Finding) int { return cmp.Compare(b.Risk, a.Risk) })
	return fs
}

// persistFinding is the finding of a persist effect no class judges.
func persistFinding(i int) Finding {
	return Finding{ID: IDPersist, Risk: middleware.RiskModerate, Effect: i,
		Reason: "making something run later (persistence)"}
}

// classed reports whether a path class judged the effect.
func classed(fs []Finding) bool {
	for _, f := range fs {
		if f.Class != "" {
			return true
		}
	}
	return false
}

// judgePath judges a read, write or delete of e.Path against the classes
// and the workspace root, and sets e.Class.
func (c *Compiled) judgePath(e *middleware.Effect, i int) []Finding {
	op := e.Op
	if op == middleware.EffectPersist {
		op = middleware.EffectWrite
	}
	var forms, prefixes []string
	unknown := e.Unknown
	if q, ok := numericOnly(e.Path); unknown && ok {
		// Only numbers are computed ("/tmp/.$$"): judged as that name.
		forms, unknown = c.space.forms(q), false
	}
	if !unknown && strings.ContainsAny(e.Path, "*?[") {
		// A glob the shell expands: "rm -rf /*" deletes every top-level
		// directory, "~/*" everything in the home directory.
		return c.judgeGlob(e, i, op)
	}
	if _, name, ok := strings.Cut(e.Path, "/**/"); unknown && ok && !strings.Contains(name, "/") {
		// Files below a directory chosen by name ("find / -name '*.tar'
		// -delete" deletes /**/*.tar): judged by whether a protected
		// file could bear that name.
		return c.judgeNamed(e, i, op, name)
	}
	if unknown {
		lp := literalPrefix(e.Path)
		prefixes = c.space.prefixForms(lp)
		if tail := literalSuffix(e.Path); tail != "" {
			forms = []string{tail}
			if op != middleware.EffectDelete && mayLandAtRoot(e.Path, lp) {
				forms = append(forms, "/"+tail)
			}
		}
	} else {
		if forms == nil {
			forms = c.space.forms(e.Path)
		}
		if op == middleware.EffectDelete {
			prefixes = dirPrefixes(homeSubdirs(forms))
		} else if root, ok := c.space.climbedToRoot(forms); ok {
			forms = append(forms, root)
		}
	}
	var fs []Finding
	best := middleware.RiskNone
	completion := e.Class == ClassCompletionScript && op == middleware.EffectWrite && !unknown
	newDir := e.Class == ClassNewDirectory && op == middleware.EffectWrite && !unknown
	for k := range c.classes {
		cc := &c.classes[k]
		if !cc.matches(forms) && !cc.reaches(prefixes) || newDir && cc.guardsContent() {
			continue
		}
		if e.Class == "" {
			e.Class = cc.Name
		}
		if !cc.deny[op] {
			continue
		}
		if cc.Risk > best {
			best, e.Class = cc.Risk, cc.Name
		}
		reason, risk := verbs[op]+" "+cc.What, cc.Risk
		if cc.Persist && op == middleware.EffectWrite {
			reason += " (persistence)"
			if completion && cc.Name == completionClass && risk > middleware.RiskModerate {
				reason, risk = "writing a program's completion script into "+cc.What+" (persistence)", middleware.RiskModerate
			}
		}
		fs = append(fs, Finding{ID: "effect." + op.String() + "." + cc.Name, Risk: risk, Class: cc.Name, Reason: reason, Effect: i})
	}
	if op != middleware.EffectRead && c.outside(e) {
		fs = append(fs, Finding{ID: "effect." + op.String() + "." + outsideWorkRoot, Risk: middleware.RiskModerate, Effect: i,
			Reason: verbs[op] + " outside the workspace"})
	}
	return fs
}

// judgeGlob judges an op on the paths a shell glob expands to: a finding
// for every class that denies the op and holds a path the glob matches (a
// class path of no wildcards, or the directory of a DIR/** class). Deleting
// the whole contents of a directory (DIR/*, DIR/.*, DIR/*.*) is judged as
// deleting the directory too.
func (c *Compiled) judgeGlob(e *middleware.Effect, i int, op middleware.EffectOp) []Finding {
	globs := c.space.forms(e.Path)
	var fs []Finding
	best := middleware.RiskNone
	for k := range c.classes {
		cc := &c.classes[k]
		if !cc.deny[op] || !cc.globReaches(globs) {
			continue
		}
		if cc.Risk > best {
			best, e.Class = cc.Risk, cc.Name
		}
		fs = append(fs, Finding{ID: "effect." + op.String() + "." + cc.Name, Risk: cc.Risk, Class: cc.Name,
			Reason: verbs[op] + " " + cc.What, Effect: i})
	}
	if op == middleware.EffectDelete {
		for _, suffix := range []string{"/*", "/.*", "/*.*"} {
			if dir, ok := strings.CutSuffix(e.Path, suffix); ok && !strings.ContainsAny(dir, "*?[") {
				d := middleware.Effect{Op: op, Path: dir}
				if dir == "" {
					d.Path = "/"
				}
				for _, f := range c.judgePath(&d, i) {
					fs = append(fs, f)
					if f.Risk > best {
						best, e.Class = f.Risk, f.Class
					}
				}
			}
		}
	}
	return fs
}

// judgeNamed judges an op on the files below some directory chosen by
// the glob name ("*" when they are chosen by size, age or owner): a
// finding for every class that denies the op and holds a file such a name
// could match, or, for "*", that holds the files below the directory.
func (c *Compiled) judgeNamed(e *middleware.Effect, i int, op middleware.EffectOp, name string) []Finding {
	dir, _, _ := strings.Cut(e.Path, "/**/")
	// Any name: what matters is whether the files below dir are a class's
	// (find ~/.ssh -mtime +30 -delete), judged on a file two levels down.
	deep := c.space.forms(strings.TrimRight(dir, "/") + "/x/x")
	dirs := c.space.forms(dir)
	var fs []Finding
	best := middleware.RiskNone
	for k := range c.classes {
		cc := &c.classes[k]
		if !cc.deny[op] {
			continue
		}
		reached, byKind := c.namedReaches(cc, dir, name, dirs, deep)
		if !reached {
			continue
		}
		risk := cc.Risk
		if byKind {
			// Which of a person's files bear the name is the person's
			// knowledge: asked, not denied.
			risk = min(risk, middleware.RiskModerate)
		}
		if e.Class == "" || risk > best { // the most severe, the first on a tie
			best, e.Class = risk, cc.Name
		}
		fs = append(fs, Finding{ID: "effect." + op.String() + "." + cc.Name, Risk: risk, Class: cc.Name,
			Reason: verbs[op] + " " + cc.What, Effect: i})
	}
	return fs
}

// exampleOfName turns a find -name glob into a name it matches
// ("*.md" → "x.md"), built once.
var exampleOfName = strings.NewReplacer("*", "x", "?", "x", "[", "", "]", "")

// namedReaches reports whether files named by the find glob name below
// dir (dirs: its forms; deep: its forms two levels down) can be in class
// cc, and byKind
// when only because the class holds files of every kind. A class of
// files of every kind (AnyFile) is reached by any name not hidden (a dot
// file in a person's folders is a tool's litter, .DS_Store): a file so
// named below dir, or at the top of one of the class's folders that lies
// below dir, is tested against the class, exclusions included.
func (c *Compiled) namedReaches(cc *compiledClass, dir, name string, dirs, deep []string) (reached, byKind bool) {
	if name == "*" && cc.matches(deep) || name != "*" && cc.couldBeNamed(name, dirs) {
		return true, false
	}
	if !cc.AnyFile || strings.HasPrefix(name, ".") {
		return false, false
	}
	example := exampleOfName.Replace(name)
	dir = strings.TrimRight(dir, "/")
	if cc.matches(c.space.forms(dir + "/x/" + example)) {
		return true, true
	}
	for i := range cc.patterns {
		pt := &cc.patterns[i]
		if !pt.anchored || pt.exclude {
			continue
		}
		parent := pt.text[:max(strings.LastIndexByte(pt.text, '/'), 0)]
		if below(parent, dirs) && cc.matches(c.space.forms(strings.TrimSuffix(parent, "/**")+"/"+example)) {
			return true, true
		}
	}
	return false, false
}

// outside reports whether e's path lies outside the workspace root; for a
// computed path, whether its known directory already does.
func (c *Compiled) outside(e *middleware.Effect) bool {
	p := e.Path
	if e.Unknown {
		lp := literalPrefix(p)
		i := strings.LastIndexByte(lp, '/')
		if i < 0 {
			return false
		}
		p = lp[:i+1]
	}
	return c.space.outside(c.space.forms(p))
}

// egressKnownAllowed reports whether a net effect's host is allowed: any
// host when no egress list is set; with one, a host on it. An unknown host
// is not. An empty, known host (WebSearch's own search provider) is left
// to the tool-name rules.
func (c *Compiled) egressKnownAllowed(e *middleware.Effect) bool {
	switch {
	case len(c.egress) == 0:
		return true
	case e.Unknown:
		return false
	case e.Host == "":
		return true
	}
	return c.egressAllowed(e.Host)
}

// homeSubdirs keeps the forms that name a directory inside the home
// directory ("~/.config", not "~" or "~/.").
func homeSubdirs(forms []string) []string {
	var out []string
	for _, f := range forms {
		rest, ok := strings.CutPrefix(f, "~/")
		if ok && strings.Trim(rest, "/.") != "" {
			out = append(out, f)
		}
	}
	return out
}

// dirPrefixes are the forms of a deleted path as directory prefixes, so
// that the delete reaches what is below it.
func dirPrefixes(forms []string) []string {
	out := make([]string, 0, len(forms))
	for _, f := range forms {
		switch f {
		case ".", "":
		case "/":
			out = append(out, "/")
		default:
			out = append(out, f+"/")
		}
	}
	return out
}

// isInterpreter reports whether program runs code it is handed: its base
// name without a version ("python3.12" is python).
func isInterpreter(program string) bool {
	b := strings.ToLower(path.Base(program))
	b = strings.TrimSuffix(b, ".exe")
	b = strings.TrimRight(b, "0123456789.")
	return interpreters[b]
}

// runsDecoded reports whether the call runs a file it decoded
// (ClassDecoded): as a program (p.exe, ./x), or read by an interpreter it
// runs (powershell -File r.ps1, sh x.sh); a decoded file whose path is
// computed counts as run by a computed program.
func (c *Compiled) runsDecoded(effects []middleware.Effect) bool {
	decoded := map[string]bool{}
	unknownDecoded := false
	for _, e := range effects {
		if e.Op == middleware.EffectExec && e.Class == ClassDecoded {
			return true // decoded code piped straight into what runs it
		}
		if e.Op != middleware.EffectWrite || e.Class != ClassDecoded {
			continue
		}
		if e.Unknown {
			unknownDecoded = true
		} else if f := c.space.forms(e.Path); len(f) > 0 {
			decoded[f[0]] = true
		}
	}
	if len(decoded) == 0 && !unknownDecoded {
		return false
	}
	interp, readsDecoded := false, false
	for _, e := range effects {
		switch {
		case e.Op == middleware.EffectExec && e.Unknown && unknownDecoded:
			return true
		case e.Op == middleware.EffectExec && !e.Unknown && c.wroteProgram(decoded, e.Program):
			return true
		case e.Op == middleware.EffectExec:
			interp = interp || isInterpreter(e.Program) && e.Class != ClassInlineScript
		case e.Op == middleware.EffectRead && !e.Unknown:
			readsDecoded = readsDecoded || decoded[firstForm(c.space.forms(e.Path))]
		}
	}
	return interp && readsDecoded
}

// wroteProgram reports whether program is a file the call wrote: its
// path, or, as Windows finds a program named without its extension, the
// path with .exe, .com, .bat or .cmd.
func (c *Compiled) wroteProgram(written map[string]bool, program string) bool {
	if written[firstForm(c.space.forms(program))] {
		return true
	}
	if path.Ext(program) != "" {
		return false
	}
	for _, ext := range []string{".exe", ".com", ".bat", ".cmd"} {
		if written[firstForm(c.space.forms(program+ext))] {
			return true
		}
	}
	return false
}

func firstForm(forms []string) string {
	if len(forms) == 0 {
		return ""
	}
	return forms[0]
}

// isWorkTree reports whether a read's path is the whole project, as the
// shell's effect walk writes a recursive read of it: the working tree
// ("./**", "**", or "*/**" for every entry of it, tar czf - *) or the
// repository a push sends (".git/**").
func isWorkTree(p string) bool {
	return p == WorkdirContents || p == "**" || p == "*/**" || p == RepositoryContents
}

// completionClass is the path class a completion script belongs in: the
// shell's startup files. Into a git hook or the agent's settings it is
// judged as any other write.
const completionClass = "startup"

// guardsContent reports whether a class protects what its files hold
// (code that runs later, or secrets one may not read), not the place:
// an empty directory made there holds neither.
func (cc *compiledClass) guardsContent() bool {
	return cc.Persist || cc.deny[middleware.EffectRead]
}
