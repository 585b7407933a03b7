package shell

import (
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// Where a package spec fetches from. A registry name (`cowsay`,
// `@scope/pkg@1.2`, `ruff`) is the registry's package, as `npm install`
// or `pip install` of it is; anything else the spec grammar reads as a
// remote source (npm's URLs, git and hosted-git shorthands; pip's URLs and
// VCS specs) is code downloaded from that host and run (install or build
// scripts, or the package's program for npx, npm exec, uvx and pipx run),
// as `curl … | sh` runs it.

// npmShorthands are the hosted-git shorthands of npm's spec grammar.
var npmShorthands = map[string]string{
	"github": "github.com", "gitlab": "gitlab.com", "bitbucket": "bitbucket.org", "gist": "gist.github.com",
}

// npmSpecHost reports whether spec names a remote source other than the
// registry, and its host ("" when it cannot be told): a URL, git+…,
// git@host:…, a hosted-git shorthand (github:u/r) or a bare u/r, which
// npm reads as GitHub's. A computed spec is judged by what it spells
// (`npm install $PKG` as a registry name: judging it remote would deny
// every computed package).
func npmSpecHost(spec field) (string, bool) {
	s := spec.s
	switch {
	case s == "" || strings.HasPrefix(s, "-") || strings.HasPrefix(s, "@") ||
		strings.HasPrefix(s, ".") || strings.HasPrefix(s, "/") || strings.HasPrefix(s, "~"):
		return "", false
	case strings.Contains(s, "://"):
		h, _ := urlHost(strings.TrimPrefix(s, "git+"))
		return h, true
	case strings.HasPrefix(s, "git@"):
		h := s[len("git@"):]
		if i := strings.IndexAny(h, ":/"); i >= 0 {
			h = h[:i]
		}
		return h, true
	}
	if scheme, rest, ok := strings.Cut(s, ":"); ok {
		if h, known := npmShorthands[scheme]; known && rest != "" {
			return h, true
		}
		return "", false // a protocol npm gives no host (file:, npm:, workspace:)
	}
	if user, repo, ok := strings.Cut(s, "/"); ok && user != "" && repo != "" && !strings.Contains(repo, "/") {
		return "github.com", true
	}
	return "", false
}

// remotePackage records the download of a package spec from a remote
// source and the unknown code it runs; it reports whether there was one.
func (e *ewalker) remotePackage(spec field) bool {
	host, remote := npmSpecHost(spec)
	if !remote {
		return false
	}
	e.add(middleware.Effect{Op: middleware.EffectNet, Host: host, Dir: dirDownload, Unknown: spec.dyn || host == ""})
	e.add(unknownExec)
	return true
}

// runPackage is npx's and npm exec's PKG ARGS: the packages of -p and
// --package, or the command's own, fetched when remote; the command is
// judged by its name.
func (e *ewalker) runPackage(args []field, in stdin) stdout {
	cmd := skipOpts(args, "pcw", "package", "call", "workspace")
	// the options before the command are npx's; after it, the command's
	// own (`npx tsc -p src/tsconfig.json`)
	o := parseOpts(args[:len(args)-len(cmd)], "pcw", "package", "call", "workspace")
	for _, p := range o.allVals("p", "package") {
		e.remotePackage(valField(p))
	}
	if len(cmd) == 0 {
		return stdout{}
	}
	if e.remotePackage(cmd[0]) {
		return stdout{}
	}
	return e.run(cmd, in)
}

// pipSpecURL returns where a pip requirement spec downloads from when it
// is not the index: a URL, a VCS spec (git+…, hg+…, svn+…, bzr+…), or
// the URL of `name @ URL`. A computed spec may be one.
func pipSpecURL(p field) (field, bool) {
	u := p.s
	for _, vcs := range [...]string{"git+", "hg+", "svn+", "bzr+"} {
		u = strings.TrimPrefix(u, vcs)
	}
	if _, at, ok := strings.Cut(u, " @ "); ok {
		u = at
	}
	if strings.Contains(u, "://") || u != p.s || p.dyn {
		return field{s: u, dyn: p.dyn}, true
	}
	return field{}, false
}

// remotePipSpec records the download of a pip spec from outside the
// index and the code it runs; it reports whether there was one.
func (e *ewalker) remotePipSpec(p field) bool {
	u, ok := pipSpecURL(p)
	if ok {
		e.net(u, dirDownload)
		e.add(unknownExec) // its setup code runs
	}
	return ok
}

// toolRunFn: uvx, `uv tool run|install`, `pipx run|install`: a Python
// tool fetched and run (or installed). --from and --spec name the
// package it comes from, else the tool's own name does; a remote one is
// downloaded and run. The tool's command line is judged as the tool's.
func toolRunFn(e *ewalker, name string, args []field, in stdin) stdout {
	install := false
	if name == "uv" || name == "pipx" {
		rest := skipOpts(args, "")
		if len(rest) > 0 && rest[0].s == "tool" && name == "uv" {
			rest = rest[1:]
		}
		if len(rest) == 0 {
			return stdout{}
		}
		install = rest[0].s == "install"
		args = rest[1:]
	}
	cmd := skipOpts(args, "wp", "from", "spec", "with", "python", "index-url", "index", "extra-index-url", "pip-args")
	o := parseOpts(args[:len(args)-len(cmd)], "wp", "from", "spec", "with", "python", "index-url", "index", "extra-index-url", "pip-args")
	e.add(packageCode(name))
	remote := false
	for _, v := range append(o.allVals("", "from"), o.allVals("", "spec")...) {
		remote = e.remotePipSpec(valField(v)) || remote
	}
	for _, v := range o.allVals("w", "with") {
		e.remotePipSpec(valField(v))
	}
	if len(cmd) == 0 {
		return stdout{}
	}
	if e.remotePipSpec(cmd[0]) || remote || install {
		return stdout{}
	}
	return e.run(cmd, in)
}
