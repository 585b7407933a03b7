package rules

import (
	"fmt"
	"net/url"
	"path"
	"strings"

	"github.com/gobwas/glob"
)

// A specifier narrows a rule pattern from a tool to some of its calls, with
// Claude Code's permission-rule syntax, "Tool(specifier)":
//
//	Bash(npm:*)          a command that is "npm" or starts with "npm "
//	Bash(npm run test)   exactly that command (whitespace runs fold)
//	Bash(git * main)     "*" anywhere; "ls *" also matches plain "ls"
//	Read(./secrets/**)   a path glob: "*" within a segment, "**" across
//	Read(//etc/**)       an absolute path ("//" marks it, as in Claude Code)
//	WebFetch(domain:example.com)  a URL whose host is example.com
//
// A command line can hold many commands. A deny specifier matches when any
// simple command in it matches; an allow specifier only when every one does,
// so "Bash(npm:*)" never approves "npm test && rm -rf /". A command that does
// not parse matches every deny specifier and no allow specifier: a parse
// error never opens a door. So does a command whose name is computed
// ("$CMD", "${u}rm", "$(echo rm)"). Commands prefixed with VAR=value
// assignments are matched without them by deny and never by allow, since an
// assignment such as PATH=… can change what the command runs; a redirection
// that writes a file ("npm test > ~/.bashrc") is a step no allow approves.
//
// Relative path globs match relative paths that stay below the working
// directory; a deny also matches them at any directory boundary of an
// absolute or escaping path ("../x/secrets/k"), an allow never does, since
// the guard cannot know the working directory.
type specifier struct {
	tool  string
	field string
	kind  specKind

	// command
	mode   cmdMode
	lit    string        // exact command or prefix, words separated by one space
	g      *glob.Pattern // cmdGlob
	bare   string        // "ls *" also matches "ls"
	bareOK bool

	// path
	pg       *glob.Pattern
	pgRoot   *glob.Pattern // "**/x" also matches "x"
	absolute bool

	// domain
	host *glob.Pattern
}

type specKind uint8

const (
	specCommand specKind = iota + 1
	specPath
	specDomain
)

type cmdMode uint8

const (
	cmdExact cmdMode = iota
	cmdPrefix
	cmdGlob
)

// specFields says which input field each known tool's specifier reads.
var specFields = map[string]struct {
	field string
	kind  specKind
}{
	"Bash":         {"command", specCommand},
	"Read":         {"file_path", specPath},
	"Write":        {"file_path", specPath},
	"Edit":         {"file_path", specPath},
	"MultiEdit":    {"file_path", specPath},
	"NotebookEdit": {"notebook_path", specPath},
	"Glob":         {"path", specPath},
	"Grep":         {"path", specPath},
	"LS":           {"path", specPath},
	"WebFetch":     {"url", specDomain},
}

// splitSpecifier splits "Tool(spec)" into its parts. ok is false for a plain
// name pattern.
func splitSpecifier(p string) (tool, spec string, ok bool, err error) {
	open := strings.IndexByte(p, '(')
	if open < 0 {
		if strings.IndexByte(p, ')') >= 0 {
			return "", "", false, fmt.Errorf("pattern %q: ')' without '('", p)
		}
		return p, "", false, nil
	}
	if !strings.HasSuffix(p, ")") {
		return "", "", false, fmt.Errorf("pattern %q: specifier not closed with ')'", p)
	}
	tool, spec = p[:open], p[open+1:len(p)-1]
	if tool == "" {
		return "", "", false, fmt.Errorf("pattern %q: no tool name before '('", p)
	}
	if strings.TrimSpace(spec) == "" {
		return "", "", false, fmt.Errorf("pattern %q: empty specifier", p)
	}
	return tool, spec, true, nil
}

func compileSpecifier(tool, spec string) (*specifier, error) {
	f, known := specFields[tool]
	if !known {
		return nil, fmt.Errorf("pattern %s(%s): tool %q takes no specifier (known: Bash, Read, Write, Edit, MultiEdit, NotebookEdit, Glob, Grep, LS, WebFetch)", tool, spec, tool)
	}
	s := &specifier{tool: tool, field: f.field, kind: f.kind}
	var err error
	switch f.kind {
	case specCommand:
		err = s.compileCommand(spec)
	case specPath:
		err = s.compilePath(spec)
	case specDomain:
		err = s.compileDomain(spec)
	}
	if err != nil {
		return nil, fmt.Errorf("pattern %s(%s): %w", tool, spec, err)
	}
	return s, nil
}

func foldSpaces(s string) string { return strings.Join(strings.Fields(s), " ") }

func (s *specifier) compileCommand(spec string) error {
	switch {
	case strings.HasSuffix(spec, ":*"):
		s.mode, s.lit = cmdPrefix, foldSpaces(spec[:len(spec)-2])
		if s.lit == "" {
			return fmt.Errorf("empty command prefix")
		}
		if strings.Contains(s.lit, "*") {
			return fmt.Errorf("a prefix (:*) cannot contain another '*'")
		}
	case strings.Contains(spec, "*"):
		spec = foldSpaces(spec)
		s.mode = cmdGlob
		g, err := glob.Compile(quoteExceptStar(spec))
		if err != nil {
			return err
		}
		s.g = g
		if base, ok := strings.CutSuffix(spec, " *"); ok && !strings.Contains(base, "*") {
			s.bare, s.bareOK = base, true
		}
	default:
		s.mode, s.lit = cmdExact, foldSpaces(spec)
	}
	return nil
}

func quoteExceptStar(p string) string {
	parts := strings.Split(p, "*")
	for i, part := range parts {
		parts[i] = glob.QuoteMeta(part)
	}
	return strings.Join(parts, "*")
}

func (s *specifier) compilePath(spec string) error {
	p := spec
	switch {
	case strings.HasPrefix(p, "//"):
		p, s.absolute = p[1:], true
	case strings.HasPrefix(p, "/"):
		// Claude Code reads "/x" as relative to the settings file; we have
		// no settings file, so the only honest readings are "absolute" or
		// refusing it. Refuse, so nobody is surprised in either direction.
		return fmt.Errorf(`a path starting with one "/" is ambiguous: write "//abs/path" for an absolute path or "./rel" for a relative one`)
	default:
		p = strings.TrimPrefix(p, "./")
	}
	g, err := glob.Compile(p, '/')
	if err != nil {
		return err
	}
	s.pg = g
	if rest, ok := strings.CutPrefix(p, "**/"); ok {
		if s.pgRoot, err = glob.Compile(rest, '/'); err != nil {
			return err
		}
	}
	return nil
}

func (s *specifier) compileDomain(spec string) error {
	d, ok := strings.CutPrefix(spec, "domain:")
	if !ok || d == "" {
		return fmt.Errorf(`WebFetch takes "domain:host"`)
	}
	g, err := glob.Compile(strings.ToLower(d), '.')
	if err != nil {
		return err
	}
	s.host = g
	return nil
}

// toolInput reads a tool's JSON input for the specifiers of one decision.
// It lives on the caller's stack and extracts each field, and parses the
// command line, at most once, however many specifiers look at them.
type toolInput struct {
	raw []byte

	field    string // the field read last
	val      string
	found    bool
	fieldErr error

	trimmed bool // val has been trimmed and checked for shell syntax
	simple  bool // val is one plain command, matched without parsing
	parsed  bool
	cmds    []simpleCommand
	cmdErr  error
}

func (in *toolInput) get(field string) (string, bool, error) {
	if in.field != field {
		in.field = field
		in.val, in.found, in.fieldErr = stringField(in.raw, field)
		in.trimmed, in.parsed = false, false
	}
	return in.val, in.found, in.fieldErr
}

// command returns the command line trimmed, and whether it is one plain
// command that needs no parser.
func (in *toolInput) command() (string, bool) {
	if !in.trimmed {
		in.trimmed = true
		in.val = strings.TrimSpace(in.val)
		in.simple = !needsParse(in.val)
	}
	return in.val, in.simple
}

func (in *toolInput) commands() ([]simpleCommand, error) {
	if !in.parsed {
		in.parsed = true
		in.cmds, in.cmdErr = splitCommands(in.val)
	}
	return in.cmds, in.cmdErr
}

// match reports whether the specifier matches the tool input. deny selects
// the fail-closed reading for deny rules (any command, any boundary,
// unparseable input matches); otherwise the strict reading for allow rules.
func (s *specifier) match(in *toolInput, deny bool) bool {
	v, found, err := in.get(s.field)
	if err != nil || !found {
		// Input the guard cannot read is input it cannot approve.
		return deny && err != nil
	}
	switch s.kind {
	case specCommand:
		return s.matchCommand(in, deny)
	case specPath:
		return s.matchPath(v, deny)
	default:
		return s.matchDomain(v)
	}
}

func (s *specifier) matchCommand(in *toolInput, deny bool) bool {
	if cmd, simple := in.command(); simple {
		return s.matchOne(cmd)
	}
	cmds, err := in.commands()
	if err != nil {
		return deny
	}
	if len(cmds) == 0 {
		return false
	}
	for _, c := range cmds {
		if deny {
			// A command whose name is computed could be anything: it
			// matches every deny, as an unparseable line does.
			if c.dynamic || (!c.write && s.matchOne(c.text)) {
				return true
			}
			continue
		}
		if c.write || c.assigns || c.dynamic || !s.matchOne(c.text) {
			return false
		}
	}
	return !deny
}

// matchOne matches one simple command. The text may hold runs of spaces or
// tabs (the unparsed fast path), which compare equal to one space.
func (s *specifier) matchOne(c string) bool {
	switch s.mode {
	case cmdExact:
		rest, ok := cutWords(c, s.lit)
		return ok && rest == ""
	case cmdPrefix:
		rest, ok := cutWords(c, s.lit)
		return ok && (rest == "" || rest[0] == ' ' || rest[0] == '\t')
	default:
		if strings.Contains(c, "  ") || strings.IndexByte(c, '\t') >= 0 {
			c = foldSpaces(c)
		}
		if s.bareOK && c == s.bare {
			return true
		}
		return s.g.Match(c)
	}
}

// cutWords reports whether c starts with the words of want, treating any run
// of spaces and tabs in c as the single space in want, and returns the rest.
func cutWords(c, want string) (string, bool) {
	i := 0
	for j := 0; j < len(want); j++ {
		if i >= len(c) {
			return "", false
		}
		if want[j] == ' ' {
			if c[i] != ' ' && c[i] != '\t' {
				return "", false
			}
			for i < len(c) && (c[i] == ' ' || c[i] == '\t') {
				i++
			}
			continue
		}
		if c[i] != want[j] {
			return "", false
		}
		i++
	}
	return c[i:], true
}

func (s *specifier) matchPath(p string, deny bool) bool {
	if p == "" {
		return false
	}
	p = path.Clean(p)
	if s.absolute {
		return strings.HasPrefix(p, "/") && s.pg.Match(p)
	}
	if !strings.HasPrefix(p, "/") && p != ".." && !strings.HasPrefix(p, "../") {
		if s.pathMatch(p) {
			return true
		}
	}
	if !deny {
		return false
	}
	for i := 0; i < len(p); i++ {
		if p[i] == '/' && s.pathMatch(p[i+1:]) {
			return true
		}
	}
	return false
}

func (s *specifier) pathMatch(p string) bool {
	return s.pg.Match(p) || (s.pgRoot != nil && s.pgRoot.Match(p))
}

func (s *specifier) matchDomain(raw string) bool {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return false
	}
	return s.host.Match(strings.ToLower(u.Hostname()))
}
