package shell

import (
	"slices"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
)

// The row of git, whose settings and remotes run code and reach other
// machines: git config that runs commands, push, fetch and clone, files
// it writes or prints (the containers' rows are effects_containers.go).

// gitCommandConfig are git settings whose value runs as a command or
// names hooks that will run.
func gitCommandConfig(key, val string) bool {
	k := strings.ToLower(key)
	switch k {
	case "core.hookspath", "core.fsmonitor", "core.sshcommand", "core.pager", "core.editor", "core.askpass",
		"sequence.editor", "diff.external", "gpg.program", "credential.helper", "include.path", "includeif.path":
		return true
	}
	if strings.HasPrefix(k, "alias.") {
		return strings.HasPrefix(val, "!")
	}
	if strings.HasPrefix(k, "filter.") || strings.HasPrefix(k, "pager.") || strings.HasPrefix(k, "url.") {
		return true
	}
	// Any other key whose last part names a program git runs:
	// difftool.X.cmd, mergetool.X.cmd, merge.X.driver, diff.X.textconv,
	// remote.X.uploadpack, core.gitProxy, gpg.ssh.program,
	// credential.URL.helper, core.alternateRefsCommand, uploadpack.packObjectsHook.
	last := k[strings.LastIndexByte(k, '.')+1:]
	for _, s := range gitRunSuffixes {
		if strings.HasSuffix(last, s) {
			return true
		}
	}
	return false
}

// gitRunSuffixes end the names of git settings whose value is a command.
var gitRunSuffixes = words("cmd command program helper editor pager textconv driver askpass gitproxy uploadpack receivepack hook")

// gitFn: push/fetch/pull/clone reach the remote; clone writes its
// directory; clean and rm delete; config and -c set command-running
// settings, which are a write of the config file and a persist.
func gitFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	dir := ""
	i := gitSubIndex(args)
	for j := 0; j+1 < i; j++ { // an option's value stands before the subcommand
		switch args[j].s {
		case "-C":
			dir = args[j+1].s + "/"
			j++
		case "--git-dir", "--work-tree", "--namespace":
			j++
		case "-c":
			k, v, _ := strings.Cut(args[j+1].s, "=")
			if gitCommandConfig(k, v) {
				e.gitSetting(k, v, args[j+1].dyn, true)
			}
			j++
		}
	}
	if i == len(args) {
		return stdout{}
	}
	sub, rest := args[i].s, args[i+1:]
	o := gitSubOpts(rest)
	switch sub {
	case "push", "send-pack":
		e.gitPush(o.ops)
	case "remote":
		e.gitRemoteCmd(o.ops)
	case "fetch", "pull", "ls-remote", "submodule":
		e.gitRemote(e.boundRemotes(o.ops), dirDownload)
	case "clone":
		e.gitRemote(o.ops[:min(1, len(o.ops))], dirDownload)
		if d, ok := cloneDir(o.ops); ok {
			e.addPath(middleware.EffectWrite, d)
		}
		for _, c := range o.allVals("c", "config") {
			k, v, _ := strings.Cut(c, "=")
			if gitCommandConfig(k, v) {
				e.gitSetting(k, v, strings.Contains(c, "$"), false)
			}
		}
	case "clean":
		if !o.has('n') && !o.hasLong("dry-run", 3) {
			targets := o.ops
			if len(targets) == 0 {
				targets = []field{{s: dir + "."}}
			}
			for _, t := range targets {
				e.addPath(middleware.EffectDelete, t)
			}
		}
	case "rm":
		for _, t := range o.ops {
			e.addPath(middleware.EffectDelete, t)
		}
	case "add", "stage":
		// git add FILE copies FILE into the repository, where a push
		// takes it: staging .env or a key is reading it for sending.
		for _, t := range o.ops {
			t.s = inGitDir(dir, t.s)
			e.addPath(middleware.EffectRead, t)
		}
	case "config":
		e.gitConfig(rest, dir)
	case "show", "cat-file":
		// git show HEAD:.env prints the file as committed: a read of it
		// (REV:PATH, :PATH for the index; the path is the tree's, from
		// the top of the work tree).
		for _, t := range o.ops {
			if _, p, ok := strings.Cut(t.s, ":"); ok && p != "" && !strings.Contains(t.s, "://") {
				e.addPath(middleware.EffectRead, field{s: dir + strings.TrimPrefix(p, "./"), dyn: t.dyn})
			}
		}
	case "diff":
		// git diff --no-index A B compares two files as diff does.
		if o.hasLong("no-index", 8) {
			for _, t := range o.ops {
				e.addPath(middleware.EffectRead, t)
			}
		}
	}
	for _, u := range o.allVals("upload-pack", "receive-pack", "exec") {
		e.runText(valField(u))
	}
	// diff, log and show write their output to --output=FILE;
	// format-patch its patches into -o DIR, archive its archive to -o FILE
	outs := o.allVals("output", "output-directory")
	if sub == "format-patch" || sub == "archive" {
		outs = append(outs, o.allVals("o")...)
	}
	for _, f := range outs {
		e.addPath(middleware.EffectWrite, valField(inGitDir(dir, f)))
	}
	return stdout{}
}

// gitSubIndex is where git's subcommand stands: after its own options,
// of which -C, -c, --git-dir, --work-tree and --namespace take the next
// argument (len(args) when there is none).
func gitSubIndex(args []field) int {
	for i := 0; i < len(args); i++ {
		switch a := args[i].s; {
		case a == "-C" || a == "-c" || a == "--git-dir" || a == "--work-tree" || a == "--namespace":
			if i+1 == len(args) {
				return len(args)
			}
			i++
		case strings.HasPrefix(a, "-"):
		default:
			return i
		}
	}
	return len(args)
}

// gitSubOpts parses a subcommand's arguments: the options of the
// subcommands read here that take a value.
func gitSubOpts(rest []field) opts {
	return parseOpts(rest, "bCcjmoOuXeS", "branch", "origin", "depth", "upload-pack", "receive-pack", "exec", "template", "config", "reference", "separate-git-dir", "jobs", "file", "message", "exclude", "output", "output-directory",
		"filter", "shallow-since", "shallow-exclude", "reference-if-able", "server-option")
}

// cloneDir is the directory git clone fills: its second operand, or the
// URL's last part without ".git".
func cloneDir(ops []field) (field, bool) {
	switch {
	case len(ops) >= 2:
		return ops[1], true
	case len(ops) == 1:
		return field{s: strings.TrimSuffix(baseName(strings.TrimRight(ops[0].s, "/")), ".git"), dyn: ops[0].dyn}, true
	}
	return field{}, false
}

// inGitDir is a relative path of a command line with git -C DIR, from
// where the line runs.
func inGitDir(dir, p string) string {
	if dir == "" || strings.HasPrefix(p, "/") || strings.HasPrefix(p, "~") {
		return p
	}
	return dir + p
}

// gitPush: a push sends the repository to its remote. To a host the line
// names, by URL or by a remote it added (git remote add x URL && git push
// x --all), the whole repository leaves for a machine nobody set up
// before: a read of .git/** with the send, which the effects judge as the
// project uploaded (effects.IDUploadWorkspace). A push to a remote set up
// before (origin) is everyday work.
func (e *ewalker) gitPush(ops []field) {
	ops = e.boundRemotes(ops)
	for _, op := range ops {
		if isGitURL(op) {
			e.add(middleware.Effect{Op: middleware.EffectRead, Path: effects.RepositoryContents, Unknown: true})
			e.gitRemote([]field{op}, dirSend)
			return
		}
	}
	e.gitRemote(ops, dirSend)
}

// gitRemoteCmd: git remote add|set-url NAME URL binds NAME for the rest of
// the line; other subcommands (-v, show, prune) reach the remote.
func (e *ewalker) gitRemoteCmd(ops []field) {
	if len(ops) >= 3 && (ops[0].s == "add" || ops[0].s == "set-url") && !ops[1].dyn {
		if e.gitRemotes == nil {
			e.gitRemotes = map[string]field{}
		}
		e.gitRemotes[ops[1].s] = ops[2]
		return
	}
	e.gitRemote(ops, dirDownload)
}

// boundRemotes returns ops with each remote the line added replaced by
// its URL.
func (e *ewalker) boundRemotes(ops []field) []field {
	if len(e.gitRemotes) == 0 {
		return ops
	}
	out := slices.Clone(ops)
	for i, op := range out {
		if u, ok := e.gitRemotes[op.s]; ok && !op.dyn {
			out[i] = u
		}
	}
	return out
}

// isGitURL reports whether op names a remote by address (https://…,
// git@host:path, host:path) rather than by a remote's name.
func isGitURL(op field) bool {
	_, ok := remoteOperand(op)
	return ok && (strings.Contains(op.s, "://") || strings.Contains(op.s, "@") || strings.Contains(op.s, ":"))
}

// gitRemote records the host of the first URL-like operand, or an unknown
// host (a named remote).
func (e *ewalker) gitRemote(ops []field, dir string) {
	for _, op := range ops {
		if isGitURL(op) {
			h, _ := remoteOperand(op)
			e.add(middleware.Effect{Op: middleware.EffectNet, Host: h, Dir: dir, Unknown: op.dyn})
			return
		}
	}
	e.add(middleware.Effect{Op: middleware.EffectNet, Dir: dir, Unknown: true})
}

// gitConfig: git config [--global|--system|--file F] KEY VALUE.
func (e *ewalker) gitConfig(args []field, dir string) {
	o := parseOpts(args, "f", "file", "type", "default", "blob")
	file := dir + ".git/config"
	switch {
	case o.hasLong("global", 6):
		file = "~/.gitconfig"
	case o.hasLong("system", 6):
		file = "/etc/gitconfig"
	}
	if f, ok := o.val("f", "file"); ok {
		file = f
	}
	if len(o.ops) < 2 || o.hasLong("get", 3) || o.hasLong("list", 4) || o.has('l') {
		return
	}
	k, v := o.ops[0].s, o.ops[1]
	_, named := o.val("f", "file")
	if named || o.ops[0].dyn || gitCommandConfig(k, v.s) {
		// git writes the file, and only the key it was given: a setting
		// that runs nothing (user.name, init.defaultBranch) is not
		// persistence, but a file named by --file is written whatever
		// the key, and a computed key may be any setting.
		e.addPath(middleware.EffectWrite, valField(file))
	}
	if gitCommandConfig(k, v.s) {
		e.gitSetting(k, v.s, v.dyn, false)
		e.add(middleware.Effect{Op: middleware.EffectPersist, Path: file})
	}
}

// gitSetting judges the value of a command-running git setting. once: set
// for this one command (git -c), which stores nothing: its command is
// judged as it runs (git -c core.pager=cat log is a pager, not
// persistence), while hooks, includes and URL rewrites still name what
// git will read or run from elsewhere.
func (e *ewalker) gitSetting(key, val string, dyn, once bool) {
	k := strings.ToLower(key)
	switch {
	case k == "core.hookspath":
		e.add(middleware.Effect{Op: middleware.EffectPersist, Path: val, Unknown: dyn})
		if !dyn {
			e.plantedIn(val) // hooks this line wrote there run at git's next checkout or commit
		}
	case k == "include.path" || k == "includeif.path" || strings.HasPrefix(k, "url."):
		e.add(middleware.Effect{Op: middleware.EffectPersist, Path: val, Unknown: dyn})
	default:
		if !once || dyn {
			e.add(middleware.Effect{Op: middleware.EffectPersist, Program: "git", Unknown: dyn})
		}
		e.runText(field{s: strings.TrimPrefix(val, "!"), dyn: dyn})
	}
}
