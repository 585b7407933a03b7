package effects

import (
	"fmt"
	"strings"

	"github.com/gobwas/glob"
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
	// whole matches the path itself, deep a path with directories in front
	// (unanchored globs only).
	whole, deep *glob.Pattern
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
	var err error
	if p.whole, err = glob.Compile(s, '/'); err != nil {
		return p, fmt.Errorf("glob %q: %w", p.text, err)
	}
	if !p.anchored {
		if p.deep, err = glob.Compile("**/"+s, '/'); err != nil {
			return p, fmt.Errorf("glob %q: %w", p.text, err)
		}
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

// match reports whether the glob matches the path form f.
func (p *pattern) match(f string) bool {
	if p.whole.Match(f) || p.deep != nil && p.deep.Match(f) {
		return true
	}
	return p.dir != nil && p.dir.match(f)
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

// reachAt compares a prefix with the glob from its start.
func (p *pattern) reachAt(prefix string) bool {
	if strings.HasPrefix(p.lit, prefix) {
		return true
	}
	return p.wild && strings.HasPrefix(prefix, p.lit)
}
