package shell

import (
	"fmt"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// A judgeFunc reads the arguments of one command and records what it finds.
// name is the command as it is judged (base name, see cmdName), args are
// its arguments, and full is the whole argument vector with its wrappers,
// which findings quote.
type judgeFunc func(w *walker, name string, args, full []field)

// command is one row of a family catalogue: the names a command goes by
// and the judge that reads its arguments. A row without a judge lists a
// command that does nothing dangerous by itself; it is still subject to
// the checks every command gets (see walker.judge).
type command struct {
	names []string
	judge judgeFunc
	// ownRunCheck says the judge itself decides when to look for a
	// downloaded file being run (judgeExecDownloaded), instead of the
	// dispatcher doing it after every judge.
	ownRunCheck bool
}

// families lists the catalogues, one per family_*.go file. A command name
// may appear in one row only.
func families() [][]command {
	return [][]command{
		filesystemCommands, readerCommands, diskCommands, permissionCommands,
		networkCommands, tunnelCommands, processCommands, systemCommands, securityCommands,
		gitCommands, shellCommands, cloudCommands, databaseCommands, packageCommands, runnerCommands,
	}
}

// commandIndex maps a command name to its row. It is built in init rather
// than in its declaration because judges reach back into the dispatcher
// (find -exec, bash -c), which Go would report as an initialisation cycle.
var commandIndex map[string]*command

func init() {
	idx, err := indexCommands(families())
	if err != nil {
		panic(err) // a static table is wrong: every test run fails here
	}
	commandIndex = idx
}

// indexCommands maps every name of every row to its row and refuses a name
// listed twice, which would leave one of the two rows dead.
func indexCommands(fams [][]command) (map[string]*command, error) {
	idx := map[string]*command{}
	for _, fam := range fams {
		for i := range fam {
			c := &fam[i]
			for _, n := range c.names {
				if _, dup := idx[n]; dup {
					return nil, fmt.Errorf("shell: command %q has two catalogue rows", n)
				}
				idx[n] = c
			}
		}
	}
	return idx, nil
}

// words splits a space-separated list of names; rows use it to stay short.
func words(s string) []string { return strings.Fields(s) }

// setOf makes a membership table from names.
func setOf(names ...[]string) map[string]bool {
	m := map[string]bool{}
	for _, ns := range names {
		for _, n := range ns {
			m[n] = true
		}
	}
	return m
}

// always: running the command is the finding, whatever its arguments.
func always(id string) judgeFunc {
	return func(w *walker, _ string, _, full []field) {
		w.emit(id, "bash", fieldStrings(full))
	}
}

// firstArgIn: the finding when the first argument is one of vals.
func firstArgIn(id string, vals ...string) judgeFunc {
	return func(w *walker, _ string, args, full []field) {
		if len(args) > 0 && containsStr(vals, args[0].s) {
			w.emit(id, "bash", fieldStrings(full))
		}
	}
}

// anyArgIs: the finding when any argument is exactly val.
func anyArgIs(id, val string) judgeFunc {
	return func(w *walker, _ string, args, full []field) {
		for _, a := range args {
			if a.s == val {
				w.emit(id, "bash", fieldStrings(full))
			}
		}
	}
}

// anyArgHasPrefix: the finding when any argument starts with prefix.
func anyArgHasPrefix(id, prefix string) judgeFunc {
	return func(w *walker, _ string, args, full []field) {
		for _, a := range args {
			if strings.HasPrefix(a.s, prefix) {
				w.emit(id, "bash", fieldStrings(full))
			}
		}
	}
}

// judge looks at one unwrapped command: the checks that apply to every
// command, then the catalogue row that names it, or judgeUnlisted.
func (w *walker) judge(name string, args []field, full []field) {
	if isHelp(args) {
		return
	}
	if strings.HasPrefix(name, "$") {
		if t := guessVarTool(name); t != "" {
			name = t
		}
	}
	if archivers[name] {
		w.judgeArchive(name, args, full)
	}
	w.judgeStagedSend(name, full)
	w.judgeMiningPool(full)
	w.trackDownloaded(name, args)
	c, listed := commandIndex[name]
	switch {
	case !listed:
		w.judgeUnlisted(name, args, full)
	case c.judge != nil:
		c.judge(w, name, args, full)
	}
	if listed && c.ownRunCheck {
		return
	}
	if name != "rm" && name != "find" && name != "cat" {
		w.judgeExecDownloaded(name, full)
	}
}

// judgeUnlisted judges a command no row names: a tool known to hold or
// delete data elsewhere (family_cloud.go) is rated by what its subcommand
// deletes; any other tool's "delete" word is logged at moderate.
func (w *walker) judgeUnlisted(name string, args []field, full []field) {
	if knownDataTool(name) {
		w.judgeDataDelete(name, args, full)
		return
	}
	w.judgeDataDelete("", args, full)
	// A program we know nothing about followed by one we judge may be a
	// wrapper no row names (valgrind, faketime, a job queue): what it
	// would run is judged as if it ran, the worst it could be. Only the
	// command it names is judged: a signal and a PID given to an unknown
	// program are not a kill.
	if i := innerCommand(args); i >= 0 {
		// Only what would be dangerous counts: a word that happens to
		// name a command (getent passwd, a subcommand called install) is
		// not worth a person's time on a guess.
		n := len(w.found)
		w.command(args[i:])
		kept := w.found[:n]
		for _, f := range w.found[n:] {
			if f.Risk >= middleware.RiskHigh {
				kept = append(kept, f)
			}
		}
		w.found = kept
	}
}

// cliVerbs are command names that tools managing other machines, devices,
// VMs or services use as their own subcommands (adb reboot, virsh
// shutdown, qm shutdown, docker kill): after an unknown program they are
// its verb, unless `--` says a command follows.
var cliVerbs = map[string]bool{
	"shutdown": true, "reboot": true, "halt": true, "poweroff": true, "init": true, "telinit": true,
	"kill": true, "killall": true, "pkill": true, "format": true, "install": true, "service": true,
	"history": true, "set": true, "export": true, "alias": true, "source": true, "unset": true,
}

// innerCommand is the index of the first operand of args that names a
// command the guard judges or a wrapper and is itself given arguments,
// or -1. A bare name (tldr kill, cheat shutdown) is a topic, not a run,
// a word right after an option may be that option's value, and a path
// names a program only in a bin directory (/usr/bin/rm, not /su).
func innerCommand(args []field) int {
	for i, a := range args {
		if a.dyn || a.s == "" || a.s[0] == '-' || i+1 >= len(args) {
			continue
		}
		if strings.Contains(a.s, "/") && !strings.Contains(a.s, "bin/") {
			continue // a path or a Windows switch (/su), not a program
		}
		if prev := args[max(i-1, 0)].s; i > 0 && prev != "--" && strings.HasPrefix(prev, "-") && !strings.Contains(prev, "=") {
			continue // may be that option's value (--what shutdown)
		}
		n := cmdName(a.s)
		if cliVerbs[n] && (i == 0 || args[i-1].s != "--") {
			continue // adb reboot, virsh shutdown, pm2 kill: the tool's own verb
		}
		if c, ok := commandIndex[n]; ok && c.judge != nil {
			return i
		}
		if _, ok := wrapperIndex[n]; ok {
			return i
		}
	}
	return -1
}

// judgeExecDownloaded: is a file fetched earlier in the script run now?
func (w *walker) judgeExecDownloaded(name string, full []field) {
	if !w.tainted() || len(full) == 0 {
		return
	}
	if containsStr(w.remoteBins, baseName(full[0].s)) {
		// ~/go/bin/x or x, built by go install host/x@v on this line
		w.emit(IDCloneExec, "bash", fieldStrings(full))
	}
	cands := []string{full[0].s}
	if isShell(name) || interpreters[name] || name == "source" || name == "." {
		for _, a := range full[1:] {
			if a.s == "-c" || a.s == "-e" || a.s == "--command" {
				break // the operand is code, already judged, not a file
			}
			if !strings.HasPrefix(a.s, "-") {
				cands = append(cands, a.s)
				break
			}
		}
	}
	for _, c := range cands {
		if w.isDownloaded(c) && c != "" && (c != full[0].s || strings.Contains(c, "/")) || c == full[0].s && containsStr(w.onPath, c) {
			w.emit(IDDownloadExec, "bash", fieldStrings(full))
		} else if c != "" && (c != full[0].s || strings.Contains(c, "/")) && w.inClonedDir(c) {
			w.emit(IDCloneExec, "bash", fieldStrings(full))
		}
	}
	if name == "make" && len(w.clonedDirs) > 0 {
		// make runs the Makefile of -C's directory, or of the working one
		dir := "."
		for i, a := range full {
			if a.s == "-C" && i+1 < len(full) {
				dir = full[i+1].s
			} else if v, ok := strings.CutPrefix(a.s, "--directory="); ok {
				dir = v
			}
		}
		if w.inClonedDir(dir) || dir == "." && containsStr(w.clonedDirs, ".") {
			w.emit(IDCloneExec, "bash", fieldStrings(full))
		}
	}
}

// isHelp: `cmd -h` alone or `cmd … --help` prints usage and does nothing.
func isHelp(args []field) bool {
	if len(args) == 1 && (args[0].s == "-h" || args[0].s == "/?") {
		return true
	}
	for _, a := range args {
		if a.s == "--help" {
			return true
		}
	}
	return false
}

func joinFields(fs []field) string {
	var b strings.Builder
	for i, f := range fs {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(f.s)
	}
	return b.String()
}
