package shell

import "strings"

// The shell family: shells and interpreters, the builtins that run text as
// a script (eval, trap, alias, source, su -c is in family_permissions.go),
// remote and repeated execution (ssh, watch), variables and history.
// Wrappers such as sudo, env, nice and xargs are not judged here: they are
// stripped first (unwrap.go) and the command they run is judged.
var shellCommands = []command{
	{names: shellNames, judge: (*walker).judgeShell},
	{names: interpreterNames, judge: (*walker).judgeShell},
	{names: words("perl"), judge: (*walker).judgePerl},
	{names: words("eval"), judge: (*walker).judgeEval},
	{names: words("trap"), judge: (*walker).judgeTrap},
	{names: words("watch"), judge: (*walker).judgeWatch},
	{names: words("parallel"), judge: (*walker).judgeParallel},
	{names: words("ssh"), judge: (*walker).judgeSSH},
	{names: words("alias"), judge: (*walker).judgeAlias},
	{names: words("source ."), judge: (*walker).judgeRunScript},
	{names: words("export declare typeset local readonly"), judge: (*walker).judgeDeclare},
	{names: words("history"), judge: (*walker).judgeHistory},
	{names: words("unset"), judge: anyArgIs(IDHistoryWipe, "HISTFILE")},
	{names: words("set"), judge: (*walker).judgeSet},
	// they print their arguments: a "delete" among them is text
	{names: words("echo printf")},
}

var shellNames = words("sh bash zsh dash ksh ash mksh fish tcsh csh yash rbash")

var shells = setOf(shellNames)

func isShell(name string) bool { return shells[name] }

// interpreterNames run code given with -c/-e; perl has a row of its own
// for its in-place edits but is an interpreter all the same.
var interpreterNames = words("python python2 python3 ruby node php pwsh powershell lua osascript deno bun")

var interpreters = setOf(interpreterNames, words("perl"))

// judgePerl: perl -i edits files in place like sed -i, and runs code.
func (w *walker) judgePerl(name string, args, full []field) {
	w.judgeInPlaceEdit(args, full)
	w.judgeShell(name, args, full)
}

// judgeEval: eval runs its arguments, joined, as a script.
func (w *walker) judgeEval(name string, args, full []field) {
	w.judgeRunScript(name, args, full)
	w.script(joinFields(args), w.depth+1)
}

// judgeTrap: the handler text runs later, as a script.
func (w *walker) judgeTrap(_ string, args, _ []field) {
	if len(args) > 0 {
		w.script(args[0].s, w.depth+1)
	}
}

// judgeWatch: watch runs its command again and again.
func (w *walker) judgeWatch(_ string, args, _ []field) {
	w.script(joinFields(skipOpts(args, "nqd", "interval", "differences")), w.depth+1)
}

// judgeParallel: GNU parallel's command lines (parallel.go), each judged
// as a script; fed from stdin, its command is judged as a command no row
// names (a "delete" word among its arguments is asked about).
func (w *walker) judgeParallel(name string, args, full []field) {
	lines, fromStdin := parallelCommands(args)
	if fromStdin {
		w.judgeUnlisted(name, args, full)
	}
	for _, line := range lines {
		w.script(line, w.depth+1)
	}
}

// judgeSSH: ssh HOST CMD… runs CMD on the remote host, which may be this
// one or a production box: it is judged as a script.
func (w *walker) judgeSSH(_ string, args, full []field) {
	rest := skipOpts(args, "bcDEeFIiJLlmOopQRSWw")
	// ssh's options come before the host; what follows is the remote
	// command's, never ssh's
	o := parseOpts(args[:len(args)-len(rest)], "bcDEeFIiJLlmOopQRSWw")
	for _, v := range o.vals {
		// -o Key=Value, or -o "Key Value" as in ssh_config
		k, val := v.v, ""
		if i := strings.IndexAny(v.v, "= \t"); i >= 0 {
			k, val = v.v[:i], v.v[i+1:]
		}
		switch {
		case v.k == "R":
			w.sshRemoteForward(v.v, full)
		case v.k == "o" && strings.EqualFold(k, "RemoteForward"):
			w.sshRemoteForward(val, full)
		}
	}
	if len(rest) > 1 {
		w.script(joinFields(rest[1:]), w.depth+1)
	}
}

// judgeAlias: an alias value runs whenever its name is typed.
func (w *walker) judgeAlias(_ string, args, _ []field) {
	for _, a := range args {
		if _, v, ok := strings.Cut(a.s, "="); ok {
			w.script(v, w.depth+1)
		}
	}
}

// judgeDeclare: export/declare/local NAME=value assign like NAME=value.
func (w *walker) judgeDeclare(_ string, args, _ []field) {
	for _, a := range args {
		if k, v, ok := strings.Cut(a.s, "="); ok && isName(k) {
			w.setVar(k, v, a.dyn)
		}
	}
}

// judgeHistory: history -c clears it, history -w /dev/null empties the file.
func (w *walker) judgeHistory(_ string, args, full []field) {
	if o := parseOpts(args, "d"); o.has('c') || (o.has('w') && len(o.ops) > 0 && o.ops[0].s == "/dev/null") {
		w.emit(IDHistoryWipe, "bash", fieldStrings(full))
	}
}

// judgeSet: set +o history stops recording.
func (w *walker) judgeSet(_ string, args, full []field) {
	for i, a := range args {
		if a.s == "+o" && i+1 < len(args) && args[i+1].s == "history" {
			w.emit(IDHistoryWipe, "bash", fieldStrings(full))
		}
	}
}

// judgeShell: a shell or interpreter fed code from the network, and the
// script of bash -c, which is parsed and walked in its turn.
func (w *walker) judgeShell(name string, args, full []field) {
	for _, a := range args {
		if a.net {
			w.emit(IDPipeShell, "bash", fieldStrings(full))
		}
	}
	if !isShell(name) {
		// python -c "…" is not shell; still look at the code's commands
		// via os.system-style strings? Not here: only the network rule.
		return
	}
	// bash [-opts] -c SCRIPT
	hasC := false
	for i := 0; i < len(args); i++ {
		a := args[i].s
		if a == "-o" || a == "+o" || a == "-O" || a == "+O" {
			i++
			continue
		}
		if len(a) > 1 && (a[0] == '-' || a[0] == '+') && !strings.HasPrefix(a, "--") {
			if strings.ContainsRune(a[1:], 'c') {
				hasC = true
			}
			continue
		}
		if strings.HasPrefix(a, "--") {
			continue
		}
		if hasC {
			w.script(a, w.depth+1)
		}
		return
	}
}

// judgeRunScript: a script whose text comes from the network.
func (w *walker) judgeRunScript(_ string, args, full []field) {
	for _, a := range args {
		if a.net {
			w.emit(IDPipeShell, "bash", fieldStrings(full))
		}
	}
}
