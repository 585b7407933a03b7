package effects_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
)

// An MCP tool named as the common servers name theirs has its
// arguments' effects beside the unknown send of every undescribed MCP
// call; a policy's description replaces both.
func TestEffectsKnownMCPTools(t *testing.T) {
	t.Parallel()
	c := compiled(t, func(p *effects.Policy) {
		p.MCP = map[string][]middleware.Effect{"mcp__mine__read_file": {}}
	})
	unknownSend := middleware.Effect{Op: middleware.EffectNet, Dir: "send", Unknown: true}
	tests := []struct {
		tool, input string
		want        []middleware.Effect // after the unknown send
		ids         []string
	}{
		{"mcp__filesystem__read_text_file", `{"path":"~/.ssh/id_rsa"}`, []middleware.Effect{{Op: read, Path: "~/.ssh/id_rsa"}}, []string{"effect.exfiltration", "effect.read.credential"}},
		{"mcp__fs__read_file", `{"path":"src/main.go"}`, []middleware.Effect{{Op: read, Path: "src/main.go"}}, nil},
		{"mcp__fs__read_multiple_files", `{"paths":["README.md","~/.aws/credentials"]}`, []middleware.Effect{{Op: read, Path: "README.md"}, {Op: read, Path: "~/.aws/credentials"}}, []string{"effect.exfiltration", "effect.read.credential"}},
		{"mcp__fs__write_file", `{"path":"~/.bashrc","content":"x"}`, []middleware.Effect{{Op: write, Path: "~/.bashrc"}}, []string{"effect.write.startup"}},
		{"mcp__fs__search_files", `{"path":"~","pattern":"id_rsa"}`, []middleware.Effect{{Op: read, Path: "~/**", Unknown: true}}, []string{"effect.exfiltration", "effect.read.credential", "effect.read.environment"}},
		{"mcp__fs__move_file", `{"source":"a.txt","destination":"b.txt"}`, []middleware.Effect{{Op: read, Path: "a.txt"}, {Op: del, Path: "a.txt"}, {Op: write, Path: "b.txt"}}, nil},
		{"mcp__fetch__fetch", `{"url":"https://docs.example/x"}`, []middleware.Effect{{Op: middleware.EffectNet, Host: "docs.example", Dir: "download"}}, nil},
		{"mcp__browser__puppeteer_navigate", `{"url":"file:///home/u/.ssh/id_rsa"}`, []middleware.Effect{{Op: read, Path: "/home/u/.ssh/id_rsa"}}, []string{"effect.exfiltration", "effect.read.credential"}},
		{"mcp__fs__read_file", `{"other":"x"}`, nil, nil},
		{"mcp__slack__post_message", `{"path":"~/.ssh/id_rsa"}`, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.tool+tt.input, func(t *testing.T) {
			t.Parallel()
			es, err := c.Effects(tt.tool, []byte(tt.input), nil)
			require.NoError(t, err)
			assert.Equal(t, append([]middleware.Effect{unknownSend}, tt.want...), es)
			assert.Equal(t, tt.ids, nilIfEmpty(ids(c.Judge(es))))
		})
	}
	// A policy's description replaces them.
	es, err := c.Effects("mcp__mine__read_file", []byte(`{"path":"~/.ssh/id_rsa"}`), nil)
	require.NoError(t, err)
	assert.Empty(t, es)
	// An argument of the wrong kind fails closed.
	for _, in := range []string{`{"paths":"x"}`, `{"paths":[1]}`, `{"path":7}`} {
		_, err := c.Effects("mcp__fs__read_multiple_files", []byte(in), nil)
		if in == `{"path":7}` {
			_, err = c.Effects("mcp__fs__read_file", []byte(in), nil)
		}
		assert.True(t, errors.Is(err, effects.ErrInput), in)
	}
}

// FuzzMCPArguments: any input of a known MCP tool gives effects or
// ErrInput, never a panic, and always the unknown send first.
func FuzzMCPArguments(f *testing.F) {
	for _, s := range []string{`{"paths":["a","b"]}`, `{"path":"x"}`, `{"url":"file:///x"}`, `{"paths":[`, `[]`, `{"paths":"x","paths":["y"]}`} {
		f.Add(s)
	}
	c := effects.DefaultPolicy()
	cp, err := c.Compile()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, input string) {
		for _, tool := range []string{"mcp__fs__read_multiple_files", "mcp__fs__move_file", "mcp__fetch__fetch"} {
			es, err := cp.Effects(tool, []byte(input), nil)
			if err != nil {
				if !errors.Is(err, effects.ErrInput) {
					t.Fatalf("%s %q: %v", tool, input, err)
				}
				continue
			}
			if len(es) == 0 || es[0].Op != middleware.EffectNet || !es[0].Unknown {
				t.Fatalf("%s %q: %v", tool, input, es)
			}
		}
	})
}
