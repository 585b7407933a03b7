package shell

import "strings"

// The git family: history rewritten or discarded, and work that was never
// committed. git itself is one row; its subcommands are a table of their
// own, judged on what follows the subcommand.
var gitCommands = []command{
	{names: words("git"), judge: (*walker).judgeGit},
}

// gitSubcommands judge `git [global options] SUB rest…`; full is the
// whole command for the finding.
var gitSubcommands = map[string]func(w *walker, rest, full []field){
	"push":          gitPush,
	"reset":         gitReset,
	"clean":         gitClean,
	"branch":        gitBranch,
	"stash":         gitStash,
	"checkout":      gitCheckout,
	"restore":       gitCheckout,
	"filter-branch": gitFilter,
	"filter-repo":   gitFilter,
	"reflog":        gitReflog,
	"update-ref":    gitUpdateRef,
}

// judgeGit skips git's global options to find the subcommand.
func (w *walker) judgeGit(_ string, args, full []field) {
	i := 0
	for ; i < len(args); i++ {
		a := args[i].s
		if a == "-C" || a == "-c" || a == "--git-dir" || a == "--work-tree" || a == "--namespace" {
			i++
			continue
		}
		if !strings.HasPrefix(a, "-") {
			break
		}
	}
	if i >= len(args) {
		return
	}
	if judge, ok := gitSubcommands[args[i].s]; ok {
		judge(w, args[i+1:], full)
	}
}

// gitPush: a forced push or a deletion of a protected branch, a mirror
// push, a forced push of whatever branch is current, or any forced push.
func gitPush(w *walker, rest, full []field) {
	o := parseOpts(rest, "o", "push-option", "repo", "receive-pack", "exec")
	force := o.has('f') || o.hasLong("force", 7) || o.hasLong("mirror", 3)
	lease := o.hasLong("force-with-lease", 7) || o.hasLong("force-if-includes", 7)
	del := o.has('d') || o.hasLong("delete", 3)
	protected := false
	for k, r := range o.ops {
		s := r.s
		if strings.HasPrefix(s, "+") {
			force = true
			s = s[1:]
		}
		if strings.HasPrefix(s, ":") {
			del = true
		}
		if k == 0 && len(o.ops) > 1 {
			continue // the remote
		}
		_, dst, ok := strings.Cut(s, ":")
		if !ok {
			dst = s
		}
		dst = strings.TrimPrefix(dst, "refs/heads/")
		if isProtectedBranch(dst) {
			protected = true
		}
	}
	switch {
	case (force || del) && protected:
		w.emit(IDGitForcePush, "bash", fieldStrings(full))
	case o.hasLong("mirror", 3):
		w.emit(IDGitForcePush, "bash", fieldStrings(full))
	case force && len(o.ops) <= 1:
		// no branch named: it pushes the current one, which may be main
		w.emit(IDGitForcePush, "bash", fieldStrings(full))
	case force || lease:
		w.emit(IDGitForcePushAny, "bash", fieldStrings(full))
	}
}

// isProtectedBranch: branches whose history others build on.
func isProtectedBranch(b string) bool {
	switch b {
	case "main", "master", "trunk", "production", "prod", "release", "develop", "stable":
		return true
	}
	return strings.HasPrefix(b, "release/")
}

// gitReset: --hard throws uncommitted work away.
func gitReset(w *walker, rest, full []field) {
	o := parseOpts(rest, "")
	if o.hasLong("hard", 4) {
		w.emit(IDGitResetHard, "bash", fieldStrings(full))
	}
}

// gitClean: -f deletes untracked files, -x ignored ones too; -n and -i
// only show or ask.
func gitClean(w *walker, rest, full []field) {
	o := parseOpts(rest, "e", "exclude")
	if o.has('n') || o.hasLong("dry-run", 3) || o.has('i') {
		return
	}
	if o.has('f') || o.hasLong("force", 3) {
		if o.has('x') || o.has('X') {
			w.emit(IDGitCleanIgnored, "bash", fieldStrings(full))
		} else {
			w.emit(IDGitClean, "bash", fieldStrings(full))
		}
	}
}

// gitBranch: -D (or -d --force) deletes unmerged commits with the branch.
func gitBranch(w *walker, rest, full []field) {
	o := parseOpts(rest, "")
	if o.has('D') || (o.has('d') || o.hasLong("delete", 3)) && (o.has('f') || o.hasLong("force", 3)) {
		w.emit(IDGitDiscardWork, "bash", fieldStrings(full))
	}
}

// gitUpdateRef: update-ref -d deletes a branch or tag without the checks
// of branch -d (unmerged commits go with it), as branch -D does.
func gitUpdateRef(w *walker, rest, full []field) {
	if o := parseOpts(rest, "m"); o.has('d') {
		w.emit(IDGitDiscardWork, "bash", fieldStrings(full))
	}
}

// gitStash: clear deletes every stash, drop one.
func gitStash(w *walker, rest, full []field) {
	if len(rest) > 0 && rest[0].s == "clear" {
		w.emit(IDGitStashClear, "bash", fieldStrings(full))
	} else if len(rest) > 0 && rest[0].s == "drop" {
		w.emit(IDGitDiscard, "bash", fieldStrings(full))
	}
}

// gitCheckout: checkout/restore of the whole tree (., :/, *) is the same
// loss as reset --hard: every uncommitted change.
func gitCheckout(w *walker, rest, full []field) {
	o := parseOpts(rest, "s", "source")
	for _, op := range o.ops {
		if op.s == "." || op.s == ":/" || op.s == "*" {
			w.emit(IDGitDiscardWork, "bash", fieldStrings(full))
		}
	}
}

// gitFilter: filter-branch and filter-repo rewrite every commit.
func gitFilter(w *walker, _, full []field) {
	w.emit(IDGitDiscard, "bash", fieldStrings(full))
}

// gitReflog: expiring or deleting reflog entries removes the way back.
func gitReflog(w *walker, rest, full []field) {
	if len(rest) > 0 && (rest[0].s == "expire" || rest[0].s == "delete") {
		w.emit(IDGitDiscard, "bash", fieldStrings(full))
	}
}
