package effects

import (
	"fmt"
	"strings"

	"github.com/gobwas/glob"

	"github.com/guardrail-go/guardrail/internal/shglob"
)

// globMeta are the characters that make a glob more than a literal.
const globMeta = "*?[{\\"

// pattern is one compiled glob of a class.
type pattern struct {
	text string
	// exclude: the glob started with "!".
	exclude bool
	// anchored: the glob starts with "/" or "~" and matches whole paths;
	// otherwise it matches at every directory boundary.
	anchored bool
	// lit is the glob's literal prefix (up to its first wildcard) and wild
	// whether anything follows it.
	lit  string
	wild bool
	// base: an unanchored glob without a "/", matched against a path's
	// last segment (as gitignore does).
	base bool
	// whole is the compiled glob, used when wild.
	whole *glob.Pattern
	// dir is the directory a "DIR/**" glob names, which it also matches.
	dir *pattern
}

// compilePattern compiles one class glob.
func compilePattern(s string) (pattern, error) {
	p := pattern{text: s}
	if strings.HasPrefix(s, "!") {
		p.exclude, s = true, s[1:]
	}
	if s == "" || strings.HasSuffix(s, "/") && s != "/" {
		return p, fmt.Errorf("glob %q: want a path (a directory and all below it is DIR/**)", p.text)
	}
	p.anchored = s[0] == '/' || s == "~" || strings.HasPrefix(s, "~/")
	p.lit = s
	if i := strings.IndexAny(s, globMeta); i >= 0 {
		p.lit, p.wild = s[:i], true
	}
	p.base = !p.anchored && !strings.Contains(s, "/")
	var err error
	if p.whole, err = glob.Compile(s, '/'); err != nil {
		return p, fmt.Errorf("glob %q: %w", p.text, err)
	}
	if d, ok := strings.CutSuffix(s, "/**"); ok && d != "" {
		dp, err := compilePattern(d)
		if err != nil {
			return p, err
		}
		p.dir = &dp
	}
	return p, nil
}

// match reports whether the glob matches the path form f: whole for an
// anchored glob, the last segment for a glob without "/", else from any
// directory boundary.
func (p *pattern) match(f string) bool {
	switch {
	case p.anchored:
		if p.at(f) {
			return true
		}
	case p.base:
		if p.at(f[strings.LastIndexByte(f, '/')+1:]) {
			return true
		}
	default:
		for i := 0; i < len(f); i++ {
			if (i == 0 || f[i-1] == '/') && p.at(f[i:]) {
				return true
			}
		}
	}
	return p.dir != nil && p.dir.match(f)
}

// at matches the glob against s from its start, checking the literal
// prefix before the glob machinery.
func (p *pattern) at(s string) bool {
	if !p.wild {
		return s == p.lit
	}
	return strings.HasPrefix(s, p.lit) && p.whole.Match(s)
}

// reach reports whether some path starting with prefix could match the
// glob. A prefix that is empty, or a glob that starts with a wildcard
// ("*.pem"), never reaches: a path of which nothing is known would reach
// every class, and judging it so would deny every computed path.
func (p *pattern) reach(prefix string) bool {
	if prefix == "" || p.lit == "" {
		return false
	}
	if p.anchored {
		return p.reachAt(prefix)
	}
	for i := 0; i < len(prefix); i++ {
		if i == 0 || prefix[i-1] == '/' {
			if p.reachAt(prefix[i:]) {
				return true
			}
		}
	}
	return false
}

// reachAt compares a prefix with the glob from its start. A glob whose
// wildcards stay within a segment ("~/*", "/dev/sd*") holds paths of as
// many segments as it has: a prefix deeper than that reaches none of
// them (deleting ~/.cache/pip reaches no folder right in the home).
func (p *pattern) reachAt(prefix string) bool {
	if strings.HasPrefix(p.lit, prefix) {
		return true
	}
	if p.wild && p.anchored && !strings.Contains(p.text, "**") && strings.Count(prefix, "/") > strings.Count(p.text, "/") {
		return false
	}
	return p.wild && strings.HasPrefix(prefix, p.lit)
}

// couldBeNamed reports whether a file below dir (one of its forms) named
// by the glob name (a find -name pattern) could be one the class holds: a
// name the class gives (".env", "authorized_keys", "*.pem" read as
// "x.pem") matches it. A glob anchored at a path (~/.bashrc) counts only
// when that path lies below dir. A class of whole directories
// ("~/.ssh/**") has no name to test: deleting the *.tar files below / is
// not deleting keys.
func (cc *compiledClass) couldBeNamed(name string, dirs []string) bool {
	for i := range cc.patterns {
		pt := &cc.patterns[i]
		if pt.exclude {
			continue
		}
		g := pt.text
		cut := strings.LastIndexByte(g, '/')
		seg := g[cut+1:]
		if seg == "" || seg == "**" || seg == "*" {
			continue
		}
		if pt.anchored && !below(g[:max(cut, 0)], dirs) {
			continue
		}
		if !pt.anchored && strings.Trim(g[:max(cut, 0)], "*/") != "" && !strings.ContainsAny(seg, globMeta) && strings.ContainsAny(name, globMeta) {
			// One file deep in another tool's tree (**/site-packages/
			// sitecustomize.py) is not chosen by a kind of file: find .
			// -name '*.py' -exec sed -i … edits the project's Python, a
			// name filter spelling the file (sitecustomize.py) still counts.
			continue
		}
		example := strings.NewReplacer("*", "x", "?", "x").Replace(seg)
		if shglob.Match(name, example) { // find -name '.[!.]*' is bash's
			return true
		}
	}
	return false
}

// below reports whether the directory parent (of an anchored glob; "" is
// the root) is one of dirs or lies below one.
func below(parent string, dirs []string) bool {
	if parent == "" {
		parent = "/"
	}
	for _, d := range dirs {
		d = strings.TrimRight(d, "/")
		if d == "" || parent == d || strings.HasPrefix(parent, d+"/") {
			return true
		}
	}
	return false
}

// globReaches reports whether one of the shell globs (a path's forms, as
// "/*" or "~/.*rc") can expand to a path a glob of the class matches: the
// two are compared segment by segment (shellGlobMeets), so ~/.aws/cred*
// meets ~/.aws/** and ~/.mozilla/firefox/*/cookies.sqlite meets
// ~/.mozilla/firefox/**/cookies.sqlite; a name glob of the class ("*.pem",
// "id_*") is met by the glob's last segment.
func (cc *compiledClass) globReaches(globs []string) bool {
	for i := range cc.patterns {
		pt := &cc.patterns[i]
		if pt.exclude {
			continue
		}
		if !pt.base {
			for _, g := range globs {
				if shellGlobMeets(g, pt.text) {
					return true
				}
			}
			continue
		}
		target := pt.text
		if strings.ContainsAny(target, globMeta) {
			// A name pattern of the class ("*.pem", "id_*"): a name it
			// holds, as an example.
			target = strings.NewReplacer("*", "x", "?", "x").Replace(target)
			if strings.ContainsAny(target, globMeta) {
				continue
			}
		}
		for _, g := range globs {
			// A name the class holds in any directory: the glob's last
			// segment decides, if it names anything at all.
			seg := g[strings.LastIndexByte(g, '/')+1:]
			if strings.Trim(seg, "*?.") != "" && segMatch(seg, target) {
				return true
			}
		}
	}
	return false
}

// segMatch matches one path segment as the shell does (shglob: "[!…]"
// negates): a name starting with "." only by a pattern starting with "."
// too.
func segMatch(g, name string) bool {
	if strings.HasPrefix(name, ".") && !strings.HasPrefix(g, ".") {
		return false
	}
	return shglob.Match(g, name)
}

// maxMeetSegments bounds the segments shellGlobMeets compares: a path
// deeper than this is judged by its other forms.
const maxMeetSegments = 32

// shellGlobMeets reports whether the shell glob g can expand to a path the
// class glob c matches. Segments meet when one matches the other (a class
// segment's * and ? read as a letter when both have wildcards); a class
// "**" stands for any number of segments, none included, so a glob naming
// a DIR/** directory itself meets it (tar cz ~/.s*). A dot name is met
// only by a segment starting with a dot (bash without dotglob), a relative
// glob meets relative globs only ("*~" is not the home directory), and a
// relative glob that names nothing ("cp * /tmp", "grep -r x *": the
// working directory by no name at all is ordinary work, not a reach for
// its keys) meets nothing.
func shellGlobMeets(g, c string) bool {
	if anchoredPath(g) != anchoredPath(c) {
		return false
	}
	if !anchoredPath(g) && strings.Trim(g[strings.LastIndexByte(g, '/')+1:], "*?.") == "" {
		return false
	}
	gs, cs := strings.Split(g, "/"), strings.Split(c, "/")
	if len(gs) > maxMeetSegments || len(cs) > maxMeetSegments {
		return false
	}
	return segmentsMeet(gs, cs)
}

func segmentsMeet(gs, cs []string) bool {
	if len(cs) == 0 {
		return len(gs) == 0
	}
	if cs[0] == "**" {
		for k := 0; k <= len(gs); k++ {
			if segmentsMeet(gs[k:], cs[1:]) {
				return true
			}
		}
		return false
	}
	return len(gs) > 0 && segMeet(gs[0], cs[0]) && segmentsMeet(gs[1:], cs[1:])
}

// segMeet: a glob segment g and a class segment c can name one file.
func segMeet(g, c string) bool {
	if !strings.ContainsAny(c, globMeta) {
		return segMatch(g, c)
	}
	if strings.ContainsAny(c, "[{\\") {
		return false // not read here
	}
	if !strings.ContainsAny(g, globMeta) {
		return segMatch(c, g)
	}
	return segMatch(g, strings.NewReplacer("*", "x", "?", "x").Replace(c))
}

// anchoredPath: the path starts at the root or the home directory.
func anchoredPath(p string) bool {
	return p == "~" || strings.HasPrefix(p, "/") || strings.HasPrefix(p, "~/")
}
