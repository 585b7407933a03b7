package shell

// The packages family: publishing to a public registry sends the
// workspace, with whatever it holds, to everyone and cannot be taken
// back; unpublishing or yanking a version breaks everyone who depends on
// it. Both are what a maintainer sometimes wants, and only the maintainer
// knows: moderate, a person is asked. A dry run does neither. To teach the
// guard a registry client, add a row to packageVerbs.

// packageVerbs maps a registry client to its subcommands that publish and
// those that remove what was published.
var packageVerbs = map[string]struct{ publish, remove []string }{
	"npm":    {publish: words("publish"), remove: words("unpublish")},
	"pnpm":   {publish: words("publish"), remove: words("unpublish")},
	"yarn":   {publish: words("publish npm:publish"), remove: words("unpublish")},
	"cargo":  {publish: words("publish"), remove: words("yank")},
	"twine":  {publish: words("upload")},
	"gem":    {publish: words("push"), remove: words("yank")},
	"poetry": {publish: words("publish")},
	"flit":   {publish: words("publish")},
	"hatch":  {publish: words("publish")},
}

// runnerSubs are the subcommands of the clients that fetch a package and
// run it, as npx does.
var runnerSubs = map[string]bool{"npm exec": true, "npm x": true, "pnpm dlx": true, "yarn dlx": true}

var packageCommands = []command{
	{names: words("npm pnpm yarn cargo twine gem poetry flit hatch"), judge: (*walker).judgePackages},
}

// judgePackages: the first operand is the subcommand ("yarn npm publish"
// reads the one after "npm"). Everything else a client does is judged as
// an unlisted command's is (judgeUnlisted: deletions of data, and the
// command a wrapper would run), as before the clients had a row.
func (w *walker) judgePackages(name string, args, full []field) {
	w.judgeUnlisted(name, args, full)
	verbs := packageVerbs[name]
	var sub string
	for i, a := range args {
		if a.s == "--dry-run" || a.s == "-n" && name == "cargo" {
			return
		}
		if sub == "" && a.s != "" && a.s[0] != '-' {
			sub = a.s
			if name == "yarn" && sub == "npm" && i+1 < len(args) {
				sub = "npm:" + args[i+1].s
			}
		}
	}
	switch {
	case sub == "":
	case runnerSubs[name+" "+sub]:
		// npm exec PKG, pnpm dlx PKG: a package runner (family_runners.go)
		for i, a := range args {
			if a.s == sub {
				w.runnerPackage(args[i+1:], full)
				break
			}
		}
	case containsStr(verbs.publish, sub):
		w.emit(IDPkgPublish, "bash", fieldStrings(full))
	case containsStr(verbs.remove, sub):
		w.emit(IDPkgUnpublish, "bash", fieldStrings(full))
	}
}
