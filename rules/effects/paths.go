package effects

import (
	"path"
	"strings"
)

// space places paths: the home directory and the workspace root, both
// absolute and clean, empty when not known; and the scratch directories,
// outside the workspace but not outside for the policy.
type space struct {
	home, workspace string
	scratch         []string
}

// newSpace cleans home and workspace; a workspace given as "~/…" is taken
// under home.
func newSpace(home, workspace string) space {
	s := space{}
	if home != "" {
		s.home = path.Clean(home)
	}
	if workspace != "" {
		s.workspace = path.Clean(s.expand(workspace))
	}
	return s
}

// expand turns "~" and "~/…" into a path under home, when home is known.
func (s space) expand(p string) string {
	if s.home != "" && (p == "~" || strings.HasPrefix(p, "~/")) {
		return s.home + p[1:]
	}
	return p
}

// forms returns the spellings of p that globs are matched against: relative
// to the workspace, under the home directory ("~/…") and absolute, each
// clean, as many as are known. An absolute path Claude Code gives and the
// relative one a command line gives are so classed alike.
func (s space) forms(p string) []string {
	var rel, abs string
	p = s.expand(homeVar(p))
	switch {
	case strings.HasPrefix(p, "/"):
		abs = path.Clean(p)
	case p == "~" || strings.HasPrefix(p, "~/"):
		// Home unknown: the "~" form is all there is. One that climbs
		// out of home ("~/../x") cleans to a relative path: where it
		// lands cannot be known.
		return []string{path.Clean(p)}
	default:
		rel = path.Clean(p)
		if s.workspace != "" {
			abs = path.Join(s.workspace, rel)
		}
	}
	out := make([]string, 0, 3)
	if abs != "" {
		if r, ok := under(abs, s.workspace); ok {
			rel = r
		}
	}
	if rel != "" {
		out = append(out, rel)
	}
	if abs != "" {
		r, ok := under(abs, s.home)
		if !ok {
			// Another home than ours (/home/NAME, /Users/NAME, /root) holds
			// the same credentials and startup files: ~/.aws/credentials
			// is protected in any of them, whoever the guard runs as.
			r, ok = inSomeHome(abs)
		}
		if ok {
			if r == "." {
				out = append(out, "~")
			} else {
				out = append(out, "~/"+r)
			}
		}
		out = append(out, abs)
	}
	return out
}

// homeRoots are the directories whose children are home directories, and
// the home directories of their own.
var homeRoots, homeDirs = []string{"/home/", "/Users/"}, []string{"/root", "/var/root"}

// inSomeHome returns p relative to the home directory it is in, if any.
func inSomeHome(p string) (string, bool) {
	for _, d := range homeDirs {
		if r, ok := under(p, d); ok {
			return r, true
		}
	}
	for _, root := range homeRoots {
		rest, ok := strings.CutPrefix(p, root)
		if !ok || rest == "" {
			continue
		}
		name, r, _ := strings.Cut(rest, "/")
		if name == "" || name == "Shared" {
			continue // /Users/Shared is no one's home
		}
		if r == "" {
			return ".", true
		}
		return r, true
	}
	return "", false
}

// prefixForms returns the spellings of the known prefix of a computed path
// ("~/.ssh/" of "~/.ssh/$X"): its directory part placed as forms places a
// path, with the partial last segment after it. An empty result means
// nothing is known.
func (s space) prefixForms(prefix string) []string {
	i := strings.LastIndexByte(prefix, '/')
	if i < 0 {
		if prefix == "" || prefix == "." || prefix == "~" {
			return nil
		}
		return []string{prefix}
	}
	dir, tail := prefix[:i], prefix[i+1:]
	if dir == "" {
		dir = "/"
	}
	var out []string
	for _, f := range s.forms(dir) {
		switch f {
		case ".":
			f = tail
		case "/":
			f = "/" + tail
		default:
			f = f + "/" + tail
		}
		if f != "" {
			out = append(out, f)
		}
	}
	return out
}

// outside reports whether the path form list places p outside the
// workspace root. With no root configured nothing is outside.
func (s space) outside(forms []string) bool {
	if s.workspace == "" || len(forms) == 0 {
		return false
	}
	f := forms[0]
	for _, tmp := range s.scratch {
		if f == tmp || strings.HasPrefix(f, tmp+"/") {
			return false // scratch space, not the machine
		}
	}
	if f == ".." || strings.HasPrefix(f, "../") || strings.HasPrefix(f, "/") || f == "~" || strings.HasPrefix(f, "~/") {
		return true
	}
	return false
}

// under returns p relative to dir when p is dir or below it.
func under(p, dir string) (string, bool) {
	switch {
	case dir == "":
		return "", false
	case p == dir:
		return ".", true
	case dir == "/":
		return p[1:], true
	case strings.HasPrefix(p, dir) && p[len(dir)] == '/':
		return p[len(dir)+1:], true
	}
	return "", false
}

// homeVar writes a leading $HOME or ${HOME} as "~".
func homeVar(p string) string {
	for _, v := range [...]string{"$HOME", "${HOME}"} {
		if rest, ok := strings.CutPrefix(p, v); ok && (rest == "" || rest[0] == '/') {
			return "~" + rest
		}
	}
	return p
}

// expansionMeta starts the part of a path computed at run time.
const expansionMeta = "$`*?[{(\\"

// literalSuffix is the known tail of a computed path: the whole segments
// after the last expansion ("x/.env" of "$DIR/x/.env"), cleaned, with any
// leading ".." dropped (the tail names the file wherever the head lands).
// Empty when the path ends inside an expansion.
func literalSuffix(p string) string {
	i := strings.LastIndexAny(p, expansionMeta)
	if i < 0 {
		return ""
	}
	j := strings.IndexByte(p[i:], '/')
	if j < 0 {
		return ""
	}
	tail := path.Clean(strings.TrimLeft(p[i+j:], "/"))
	for tail == ".." || strings.HasPrefix(tail, "../") {
		tail = strings.TrimPrefix(strings.TrimPrefix(tail, ".."), "/")
	}
	if tail == "." {
		return ""
	}
	return tail
}

// Where a path that climbs lands at worst. A path computed from its first
// character ("$D/etc/shadow", "$D/../../etc/shadow") or one that climbs
// out of a directory the guard does not know ("../../etc/shadow" with no
// workspace) may land at the root: with $D empty, or from a directory
// fewer levels deep than it climbs. Its known tail is then also judged as
// an absolute path, so such a read of /etc/shadow is the read of
// /etc/shadow it may be. Deletes are not judged so: "rm -rf ../build"
// would be a top-level directory, and what the delete could reach is
// judged by its prefix instead.

// mayLandAtRoot reports whether the computed path p, with known prefix
// lp, may have its known tail at the root: nothing before the first
// expansion, or a relative prefix and a ".." after it.
func mayLandAtRoot(p, lp string) bool {
	if lp == "" {
		return true
	}
	return relativeForm(lp) && strings.Contains(p[len(lp):], "/..")
}

// climbedToRoot returns the absolute path a known relative path that
// climbs ("../../etc/shadow") lands at when it climbs to the root, when
// the workspace is not known (forms places it exactly when it is).
func (s space) climbedToRoot(forms []string) (string, bool) {
	if s.workspace != "" || len(forms) == 0 {
		return "", false
	}
	rel := forms[0]
	if rel != ".." && !strings.HasPrefix(rel, "../") {
		return "", false
	}
	for rel == ".." || strings.HasPrefix(rel, "../") {
		rel = strings.TrimPrefix(strings.TrimPrefix(rel, ".."), "/")
	}
	if rel == "" {
		return "", false
	}
	return "/" + rel, true
}

// relativeForm reports whether a clean form is relative to the workspace.
func relativeForm(f string) bool {
	return f != "" && f[0] != '/' && f[0] != '~'
}

// literalPrefix is the part of a computed path known before it runs: up
// to the first expansion or wildcard, with a leading $HOME read as "~".
func literalPrefix(p string) string {
	p = homeVar(p)
	if i := strings.IndexAny(p, expansionMeta); i >= 0 {
		return p[:i]
	}
	return p
}

// numericParams are the shell's parameters that expand to a number (the
// process id, the last status, the argument count, a random number…):
// they can never spell a name such as ".env".
var numericParams = strings.NewReplacer(
	"$$", "0", "$!", "0", "$?", "0", "$#", "0",
	"${$}", "0", "${!}", "0", "${?}", "0", "${#}", "0",
	"$RANDOM", "0", "${RANDOM}", "0", "$PPID", "0", "${PPID}", "0",
	"$BASHPID", "0", "${BASHPID}", "0", "$UID", "0", "${UID}", "0",
	"$EUID", "0", "${EUID}", "0", "$SECONDS", "0", "$LINENO", "0",
)

// numericOnly returns p with its numeric parameters read as a digit, and
// whether nothing else in it is computed: "/tmp/.$$" is "/tmp/.0", a
// known kind of name, while "/tmp/$name" stays unknown.
func numericOnly(p string) (string, bool) {
	if !strings.Contains(p, "$") {
		return p, false
	}
	q := numericParams.Replace(p)
	return q, !strings.ContainsAny(q, expansionMeta)
}
