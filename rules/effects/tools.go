package effects

import (
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/guardrail-go/guardrail/internal/jsonscan"
	"github.com/guardrail-go/guardrail/middleware"
)

// toolField says which input field of a built-in tool names its target and
// what the tool does to it: one row per tool.
type toolField struct {
	field string
	op    middleware.EffectOp
	// def is the target when the field is absent ("" means the call has
	// no effect without it).
	def string
	// recursive: the tool reads everything below the path (Grep).
	recursive bool
	// content is the field holding the text a write tool writes, read
	// for what it makes run later (tools_scripts.go).
	content string
}

// pathTools are the built-in tools that act on one path.
var pathTools = map[string]toolField{
	"Read":         {field: "file_path", op: middleware.EffectRead},
	"Grep":         {field: "path", op: middleware.EffectRead, def: ".", recursive: true},
	"Glob":         {field: "path", op: middleware.EffectRead, def: "."},
	"LS":           {field: "path", op: middleware.EffectRead, def: "."},
	"Write":        {field: "file_path", op: middleware.EffectWrite, content: "content"},
	"Edit":         {field: "file_path", op: middleware.EffectWrite, content: "new_string"},
	"MultiEdit":    {field: "file_path", op: middleware.EffectWrite, content: multiEditContent},
	"NotebookEdit": {field: "notebook_path", op: middleware.EffectWrite},
}

// ErrInput is the error of a tool input that cannot be read (not an
// object, a key given twice, a target that is not a string): the guard
// fails closed on it.
var ErrInput = errors.New("tool input is not a JSON object with one value per field")

// ToolEffects returns the effects of a call of the named tool with input
// (a JSON object): Read, Grep, Glob and LS read their path, Write, Edit,
// MultiEdit and NotebookEdit write theirs, WebFetch downloads from its URL's
// host, WebSearch downloads from the search provider (no host), Bash gives
// shellEffects of its command (nil shellEffects: none). Other tools have
// no effects here; a policy gives MCP tools theirs (Compiled.Effects).
//
// Paths are returned as the input gives them. Grep reads everything below
// its path: its effect is the path with "/**" added, marked Unknown, so that
// a search of the home directory reaches the credentials in it; the path
// itself, which may be a file, and the path joined to its glob filter are
// read too.
func ToolEffects(name string, input []byte, shellEffects func(cmd string) []middleware.Effect) ([]middleware.Effect, error) {
	if len(input) == 0 {
		input = emptyObject // a call built without input gives no fields
	}
	switch name {
	case "Bash":
		cmd, found, err := field(input, "command")
		if err != nil || !found || shellEffects == nil {
			return nil, err
		}
		return shellEffects(cmd), nil
	case "WebFetch":
		raw, found, err := field(input, "url")
		if err != nil || !found {
			return nil, err
		}
		host, ok := urlHost(raw)
		e := middleware.Effect{Op: middleware.EffectNet, Host: host, Dir: "download", Unknown: !ok}
		if MetadataCredentials(raw) {
			e.Class = ClassCloudCredentials
		}
		return []middleware.Effect{e}, nil
	case "WebSearch":
		if err := readable(input); err != nil {
			return nil, err
		}
		return []middleware.Effect{{Op: middleware.EffectNet, Dir: "download"}}, nil
	}
	t, ok := pathTools[name]
	if !ok {
		return nil, readable(input)
	}
	p, found, err := field(input, t.field)
	if err != nil {
		return nil, err
	}
	if !found || p == "" {
		if p = t.def; p == "" {
			return nil, nil
		}
	}
	e := middleware.Effect{Op: t.op, Path: p}
	if t.recursive {
		e.Path, e.Unknown = strings.TrimSuffix(p, "/")+"/**", true
		// The path may be a file (Grep's path: ".env"), and a glob
		// filter names what below it is read (glob: "**/.env"): both are
		// read too, so a search of a credential file is a read of it.
		out := []middleware.Effect{e}
		if found && !strings.HasSuffix(p, "/") && p != "." {
			out = append(out, middleware.Effect{Op: t.op, Path: p, Unknown: true})
		}
		if g, found, err := field(input, "glob"); err != nil {
			return nil, err
		} else if found && g != "" && !strings.HasPrefix(g, "/") {
			out = append(out, middleware.Effect{Op: t.op, Path: strings.TrimSuffix(p, "/") + "/" + g, Unknown: true})
		}
		return out, nil
	}
	if name == "Glob" && searchRoot(p) {
		// A search of the whole machine or a home directory for a name
		// is what looking for credentials is (find / -name id_rsa): the
		// pattern below the root is judged as a read of what it names,
		// so "**/.env" is a credential search and "**/*.go" is not.
		// Inside a project, listing .env is ordinary.
		if pat, found, err := field(input, "pattern"); err != nil {
			return nil, err
		} else if found && pat != "" && !strings.HasPrefix(pat, "/") {
			return []middleware.Effect{e, {Op: middleware.EffectRead, Path: strings.TrimSuffix(p, "/") + "/" + pat, Unknown: true}}, nil
		}
	}
	if t.content != "" && shellEffects != nil {
		return writtenScripts([]middleware.Effect{e}, p, input, t.content, shellEffects)
	}
	return []middleware.Effect{e}, nil
}

// searchRoot reports whether a search from p covers the machine or a
// home directory: /, ~, $HOME, a directory of homes or one person's home.
func searchRoot(p string) bool {
	p = strings.TrimSuffix(p, "/")
	switch p {
	case "", "~", "$HOME", "${HOME}", "/home", "/Users", "/root":
		return true
	}
	r, ok := inSomeHome(p)
	return ok && r == "."
}

// field reads a string member of input, cloned so that an effect may
// outlive the input's buffer. A value of another kind counts as given: a
// tool might coerce it, so it is an error, not an absent target.
func field(input []byte, key string) (string, bool, error) {
	v, found, err := jsonscan.StringField(input, key, jsonscan.Limits{})
	if err != nil {
		return "", false, fmt.Errorf("%w: %w", ErrInput, err)
	}
	if !found && hasKey(input, key) {
		return "", false, fmt.Errorf("%w: %q is not a string", ErrInput, key)
	}
	return strings.Clone(v), found, nil
}

// hasKey reports whether the object input has the member key (of any kind).
func hasKey(input []byte, key string) bool {
	s := jsonscan.New(input, jsonscan.Limits{})
	s.Begin()
	for {
		k, ok := s.NextMember()
		if !ok {
			return false
		}
		if string(k) == key {
			return true
		}
		s.Skip()
	}
}

var emptyObject = []byte("{}")

// readable checks that input is a JSON object; none at all counts as {}.
func readable(input []byte) error {
	if len(input) == 0 {
		return nil
	}
	if _, _, err := jsonscan.StringField(input, "", jsonscan.Limits{}); err != nil {
		return fmt.Errorf("%w: %w", ErrInput, err)
	}
	return nil
}

// urlHost returns the lower-case host of a URL; ok is false when it has
// none.
func urlHost(raw string) (string, bool) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || u.Hostname() == "" {
		return "", false
	}
	return strings.ToLower(u.Hostname()), true
}
