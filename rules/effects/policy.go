package effects

import (
	"errors"
	"fmt"
	"os"
	"path"
	"slices"
	"strings"

	"github.com/guardrail-go/guardrail/internal/patch"
	"github.com/guardrail-go/guardrail/middleware"
)

// Policy is the effects policy: the protected path classes, the workspace
// root, the network egress allowed and how unknown programs are taken.
type Policy struct {
	// Classes are the protected path sets (DefaultClasses).
	Classes []Class
	// Workspace is the root the agent works in: relative paths are under
	// it, absolute paths under it are classed as relative ones, and writes
	// and deletes outside it are findings (the temporary directories /tmp
	// and /var/tmp excepted: scratch space, not the machine). Empty: the
	// directory each call runs in, when known (In).
	Workspace string
	// Home is the home directory that "~" stands for; empty: the user's
	// (os.UserHomeDir), or none if that is unknown.
	Home string
	// Scratch are directories outside the workspace that are scratch
	// space, not the machine: writing there is not writing outside.
	// Nil: DefaultScratch.
	Scratch []string
	// Egress lists the hosts the network may be reached at ("example.com"
	// also allows its subdomains; "*.example.com" only them). Empty: any.
	Egress []string
	// DenyUnknownExec makes running a program whose name is computed at run
	// time a finding on its own (effect.exec.unknown).
	DenyUnknownExec bool
	// MCP maps tool names (mcp__server__tool) to the effects a call has.
	MCP map[string][]middleware.Effect
}

// DefaultScratch are the system's temporary directories.
var DefaultScratch = []string{"/tmp", "/var/tmp"}

// DefaultPolicy returns the built-in policy: the default classes, the
// user's home directory, no workspace root, any egress.
func DefaultPolicy() Policy { return Policy{Classes: DefaultClasses()} }

// Compiled is a compiled policy. It is immutable and safe for concurrent
// use.
type Compiled struct {
	// perCall marks a copy made by In: its root is the call's directory.
	perCall  bool
	classes  []compiledClass
	space    space
	egress   []string
	denyExec bool
	mcp      map[string][]middleware.Effect
}

// compiledClass is a class with its globs compiled.
type compiledClass struct {
	Class
	patterns []pattern
	deny     [middleware.EffectDisk + 1]bool
}

// Compile checks p and compiles it. An error names the class and glob.
func (p Policy) Compile() (*Compiled, error) {
	home := p.Home
	if home == "" {
		home, _ = os.UserHomeDir() // unknown: "~" paths keep their "~" form
	}
	c := &Compiled{space: newSpace(home, p.Workspace), denyExec: p.DenyUnknownExec, mcp: make(map[string][]middleware.Effect, len(p.MCP))}
	scratch := p.Scratch
	if scratch == nil {
		scratch = DefaultScratch
	}
	for _, d := range scratch {
		if !strings.HasPrefix(d, "/") {
			return nil, fmt.Errorf("scratch %q: want an absolute path", d)
		}
		c.space.scratch = append(c.space.scratch, path.Clean(d))
	}
	if p.Workspace != "" && !strings.HasPrefix(c.space.workspace, "/") {
		return nil, fmt.Errorf("workspace %q: want an absolute path", p.Workspace)
	}
	seen := map[string]bool{}
	for _, cl := range p.Classes {
		if cl.Disabled {
			continue
		}
		cc, err := compileClass(cl)
		if err != nil {
			return nil, err
		}
		if seen[cl.Name] {
			return nil, fmt.Errorf("class %q given twice", cl.Name)
		}
		seen[cl.Name] = true
		c.classes = append(c.classes, cc)
	}
	for _, h := range p.Egress {
		h = strings.ToLower(strings.TrimSpace(h))
		if h == "" || strings.ContainsAny(h, "/: ") || strings.Contains(strings.TrimPrefix(h, "*."), "*") {
			return nil, fmt.Errorf("egress host %q: want a host name such as example.com or *.example.com", h)
		}
		c.egress = append(c.egress, h)
	}
	for name, es := range p.MCP {
		if !strings.HasPrefix(name, "mcp__") {
			return nil, fmt.Errorf("mcp tool %q: want a name starting with mcp__", name)
		}
		for _, e := range es {
			if e.Op == 0 {
				return nil, fmt.Errorf("mcp tool %q: an effect needs an op", name)
			}
		}
		c.mcp[name] = slices.Clone(es)
	}
	return c, nil
}

// compileClass checks one class and compiles its globs.
func compileClass(cl Class) (compiledClass, error) {
	cc := compiledClass{Class: cl}
	switch {
	case cl.Name == "" || strings.ContainsAny(cl.Name, ". \t"):
		return cc, fmt.Errorf("class %q: want a name without dots or spaces", cl.Name)
	case len(cl.Globs) == 0:
		return cc, fmt.Errorf("class %q: no globs", cl.Name)
	case len(cl.Deny) == 0:
		return cc, fmt.Errorf("class %q: no ops to deny (want read, write or delete)", cl.Name)
	case cl.Risk == middleware.RiskNone:
		return cc, fmt.Errorf("class %q: no risk", cl.Name)
	}
	for _, op := range cl.Deny {
		if op != middleware.EffectRead && op != middleware.EffectWrite && op != middleware.EffectDelete {
			return cc, fmt.Errorf("class %q: deny %s: a class denies read, write or delete", cl.Name, op)
		}
		cc.deny[op] = true
	}
	for _, g := range cl.Globs {
		pt, err := compilePattern(g)
		if err != nil {
			return cc, fmt.Errorf("class %q: %w", cl.Name, err)
		}
		cc.patterns = append(cc.patterns, pt)
	}
	if cc.What == "" {
		cc.What = "a protected path (" + cl.Name + ")"
	}
	return cc, nil
}

// Merge returns base with over applied by name: an entry with Disabled
// removes the class, any other replaces the class of its name or, if
// there is none, is added after them.
func Merge(base, over []Class) []Class {
	return patch.ByKey(base, over, func(c Class) string { return c.Name }, func(c Class) bool { return c.Disabled })
}

// matches reports whether the class holds one of the path's forms: the
// last glob that matches a form decides.
func (cc *compiledClass) matches(forms []string) bool {
	for _, f := range forms {
		in := false
		for i := range cc.patterns {
			if pt := &cc.patterns[i]; pt.match(f) {
				in = !pt.exclude
			}
		}
		if in {
			return true
		}
	}
	return false
}

// reaches reports whether a path starting with one of the prefix forms
// could be in the class. Exclusions are ignored: the worst case counts.
func (cc *compiledClass) reaches(prefixes []string) bool {
	for _, f := range prefixes {
		for i := range cc.patterns {
			if pt := &cc.patterns[i]; !pt.exclude && pt.reach(f) {
				return true
			}
		}
	}
	return false
}

// egressAllowed reports whether host may be reached.
func (c *Compiled) egressAllowed(host string) bool {
	if len(c.egress) == 0 {
		return true
	}
	host = strings.ToLower(strings.TrimSuffix(host, "."))
	for _, h := range c.egress {
		if sub, ok := strings.CutPrefix(h, "*."); ok {
			if strings.HasSuffix(host, "."+sub) {
				return true
			}
		} else if host == h || strings.HasSuffix(host, "."+h) {
			return true
		}
	}
	return false
}

// In returns the policy for a call that runs in dir (absolute): with no
// workspace root configured, dir is the call's root. With a root
// configured, or no dir, it is c itself.
func (c *Compiled) In(dir string) *Compiled {
	if c == nil || c.space.workspace != "" && !c.perCall || dir == "" || !strings.HasPrefix(dir, "/") {
		return c
	}
	cc := *c
	cc.space = newSpace(c.space.home, dir)
	cc.space.scratch = c.space.scratch
	cc.perCall = true
	return &cc
}

// errNoPolicy is Judge's and Effects' answer on a nil *Compiled.
var errNoPolicy = errors.New("effects: no compiled policy")

// Effects returns the effects of a tool call: ToolEffects, or for a tool
// the policy maps (MCP tools), the effects it maps it to. The effects are
// fresh: the caller may Judge them (which sets their Class).
func (c *Compiled) Effects(name string, input []byte, shellEffects func(cmd string) []middleware.Effect) ([]middleware.Effect, error) {
	if c == nil {
		return nil, errNoPolicy
	}
	if es, ok := c.mcp[name]; ok {
		return slices.Clone(es), readable(input)
	}
	if strings.HasPrefix(name, "mcp__") {
		// What an MCP tool the policy does not describe does is not
		// known, and the worst it could do is send what it is given
		// anywhere: an unknown send. Alone it is let through (unless
		// the policy limits egress); after private data the session's
		// flow rule stops it, as it stops a curl to a new host.
		// A tool named as the common servers name theirs (read_text_file,
		// fetch) has its arguments' effects besides (tools_mcp.go).
		known, err := mcpEffects(name, input)
		if err != nil {
			return nil, err
		}
		return append([]middleware.Effect{{Op: middleware.EffectNet, Dir: "send", Unknown: true}}, known...), readable(input)
	}
	return ToolEffects(name, input, shellEffects)
}
