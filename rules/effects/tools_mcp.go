package effects

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/guardrail-go/guardrail/internal/jsonscan"
	"github.com/guardrail-go/guardrail/middleware"
)

// The MCP servers people install name their tools alike: the reference
// filesystem server's read_text_file, write_file, edit_file, move_file,
// search_files, …, the fetch server's fetch, a browser server's navigate.
// Whatever server a name comes from, a tool so named takes its target in
// the argument those servers document, so a call of it has that
// target's effects besides the unknown send every MCP call the policy
// does not describe has: `mcp__fs__read_text_file {"path":
// "~/.ssh/id_rsa"}` is a credential read as Read of it is. The effects
// only add to the unknown send (a server the guard does not know could
// still do anything), so a name read wrongly can deny a call, never let
// one through; tools.effects.mcp replaces both.

// mcpArg is one argument of a known MCP tool: the input member and what
// the tool does with what it names.
type mcpArg struct {
	member string
	op     middleware.EffectOp
	list   bool // an array of paths (read_multiple_files' paths)
	below  bool // everything below the path (search_files, directory_tree)
	url    bool // a URL: a download from its host; file:// a read of its path
}

// mcpTools are the known MCP tool names (the part after the server's
// name) and their arguments. A newcomer adds a row.
var mcpTools = map[string][]mcpArg{
	"read_file":                 {{member: "path", op: middleware.EffectRead}},
	"read_text_file":            {{member: "path", op: middleware.EffectRead}},
	"read_media_file":           {{member: "path", op: middleware.EffectRead}},
	"read_multiple_files":       {{member: "paths", op: middleware.EffectRead, list: true}},
	"get_file_info":             {{member: "path", op: middleware.EffectRead}},
	"list_directory":            {{member: "path", op: middleware.EffectRead}},
	"list_directory_with_sizes": {{member: "path", op: middleware.EffectRead}},
	"directory_tree":            {{member: "path", op: middleware.EffectRead, below: true}},
	"search_files":              {{member: "path", op: middleware.EffectRead, below: true}},
	"write_file":                {{member: "path", op: middleware.EffectWrite}},
	"edit_file":                 {{member: "path", op: middleware.EffectWrite}},
	"create_directory":          {{member: "path", op: middleware.EffectWrite}},
	"move_file":                 {{member: "source", op: middleware.EffectRead}, {member: "source", op: middleware.EffectDelete}, {member: "destination", op: middleware.EffectWrite}},
	"fetch":                     {{member: "url", url: true}},
	"puppeteer_navigate":        {{member: "url", url: true}},
	"browser_navigate":          {{member: "url", url: true}},
	"playwright_navigate":       {{member: "url", url: true}},
}

// mcpToolName returns the tool part of an MCP tool's name
// (mcp__SERVER__TOOL).
func mcpToolName(name string) string {
	i := strings.LastIndex(name, "__")
	if i < 0 || i+2 >= len(name) {
		return ""
	}
	return name[i+2:]
}

// mcpEffects returns the effects of a known MCP tool's arguments, nil for
// a tool not in mcpTools. An argument of the wrong kind is ErrInput: the
// guard fails closed on it.
func mcpEffects(name string, input []byte) ([]middleware.Effect, error) {
	args, ok := mcpTools[mcpToolName(name)]
	if !ok || len(input) == 0 {
		return nil, nil
	}
	var out []middleware.Effect
	for _, a := range args {
		var vals []string
		if a.list {
			vs, found, err := jsonscan.StringsField(input, a.member, jsonscan.Limits{})
			if err != nil {
				return nil, fmt.Errorf("%w: %w", ErrInput, err)
			}
			if !found {
				continue
			}
			vals = vs
		} else {
			v, found, err := field(input, a.member)
			if err != nil {
				return nil, err
			}
			if !found || v == "" {
				continue
			}
			vals = []string{v}
		}
		for _, v := range vals {
			out = append(out, mcpArgEffect(a, v))
		}
	}
	return out, nil
}

// mcpArgEffect is the effect of one argument's value.
func mcpArgEffect(a mcpArg, v string) middleware.Effect {
	switch {
	case a.url:
		if u, err := url.Parse(strings.TrimSpace(v)); err == nil && strings.EqualFold(u.Scheme, "file") {
			return middleware.Effect{Op: middleware.EffectRead, Path: u.Path}
		}
		host, ok := urlHost(v)
		e := middleware.Effect{Op: middleware.EffectNet, Host: host, Dir: "download", Unknown: !ok}
		if MetadataCredentials(v) {
			e.Class = ClassCloudCredentials
		}
		return e
	case a.below:
		return middleware.Effect{Op: a.op, Path: strings.TrimSuffix(v, "/") + "/**", Unknown: true}
	}
	return middleware.Effect{Op: a.op, Path: v}
}
