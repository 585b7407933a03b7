package effects_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/internal/jsonscan"
	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
)

// fakeShell stands for the shell analyzer's effects: "cat F" reads F,
// "curl H" downloads from H, anything else has none.
func fakeShell(cmd string) []middleware.Effect {
	switch {
	case len(cmd) > 4 && cmd[:4] == "cat ":
		return []middleware.Effect{{Op: middleware.EffectRead, Path: cmd[4:]}}
	case len(cmd) > 5 && cmd[:5] == "curl ":
		return []middleware.Effect{{Op: middleware.EffectNet, Host: cmd[5:], Dir: "download"}}
	}
	return nil
}

func TestToolEffects(t *testing.T) {
	t.Parallel()
	tests := []struct {
		tool, input string
		want        []middleware.Effect
	}{
		{"Read", `{"file_path":"/repo/main.go"}`, []middleware.Effect{{Op: read, Path: "/repo/main.go"}}},
		{"Read", `{"file_path":"a.go","offset":10,"limit":5}`, []middleware.Effect{{Op: read, Path: "a.go"}}},
		{"Read", `{}`, nil},
		{"Grep", `{"pattern":"AKIA","path":"/home/u"}`, []middleware.Effect{{Op: read, Path: "/home/u/**", Unknown: true}, {Op: read, Path: "/home/u", Unknown: true}}},
		{"Grep", `{"pattern":"KEY","path":".env"}`, []middleware.Effect{{Op: read, Path: ".env/**", Unknown: true}, {Op: read, Path: ".env", Unknown: true}}},
		{"Grep", `{"pattern":"KEY","glob":"**/.env"}`, []middleware.Effect{{Op: read, Path: "./**", Unknown: true}, {Op: read, Path: "./**/.env", Unknown: true}}},
		{"Grep", `{"pattern":"x","path":"src/"}`, []middleware.Effect{{Op: read, Path: "src/**", Unknown: true}}},
		{"Grep", `{"pattern":"x"}`, []middleware.Effect{{Op: read, Path: "./**", Unknown: true}}},
		{"Glob", `{"pattern":"**/*.go"}`, []middleware.Effect{{Op: read, Path: "."}}},
		{"Glob", `{"pattern":"*","path":"~/.ssh"}`, []middleware.Effect{{Op: read, Path: "~/.ssh"}}},
		{"LS", `{"path":"/home/u/.aws"}`, []middleware.Effect{{Op: read, Path: "/home/u/.aws"}}},
		{"Write", `{"file_path":"/repo/a.txt","content":"x"}`, []middleware.Effect{{Op: write, Path: "/repo/a.txt"}}},
		{"Edit", `{"file_path":"~/.bashrc","old_string":"a","new_string":"b"}`, []middleware.Effect{{Op: write, Path: "~/.bashrc"}}},
		{"MultiEdit", `{"file_path":".git/hooks/pre-commit","edits":[]}`, []middleware.Effect{{Op: write, Path: ".git/hooks/pre-commit"}}},
		{"NotebookEdit", `{"notebook_path":"nb.ipynb","new_source":"x"}`, []middleware.Effect{{Op: write, Path: "nb.ipynb"}}},
		{"WebFetch", `{"url":"https://Docs.Example.com/a?b","prompt":"x"}`, []middleware.Effect{{Op: middleware.EffectNet, Host: "docs.example.com", Dir: "download"}}},
		{"WebFetch", `{"url":"not a url"}`, []middleware.Effect{{Op: middleware.EffectNet, Dir: "download", Unknown: true}}},
		{"WebFetch", `{"url":"http://169.254.169.254/latest/meta-data/iam/security-credentials/r"}`, []middleware.Effect{{Op: middleware.EffectNet, Host: "169.254.169.254", Dir: "download", Class: effects.ClassCloudCredentials}}},
		{"WebFetch", `{"url":"http://169.254.169.254/latest/meta-data/instance-id"}`, []middleware.Effect{{Op: middleware.EffectNet, Host: "169.254.169.254", Dir: "download"}}},
		{"WebSearch", `{"query":"go generics"}`, []middleware.Effect{{Op: middleware.EffectNet, Dir: "download"}}},
		{"Bash", `{"command":"cat .env"}`, []middleware.Effect{{Op: read, Path: ".env"}}},
		{"Bash", `{"command":"ls"}`, nil},
		{"Bash", `{"description":"no command"}`, nil},
		{"mcp__github__create_issue", `{"title":"x"}`, nil},
		{"TodoWrite", `{"todos":[]}`, nil},
	}
	for _, tc := range tests {
		t.Run(tc.tool+" "+tc.input, func(t *testing.T) {
			t.Parallel()
			got, err := effects.ToolEffects(tc.tool, []byte(tc.input), fakeShell)
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
}

func TestToolEffectsNilShell(t *testing.T) {
	t.Parallel()
	got, err := effects.ToolEffects("Bash", []byte(`{"command":"cat .env"}`), nil)
	require.NoError(t, err)
	assert.Empty(t, got)
}

func TestToolEffectsFailClosed(t *testing.T) {
	t.Parallel()
	tests := []struct{ tool, input string }{
		{"Read", `{"file_path":"a.go","file_path":"/home/u/.aws/credentials"}`},
		{"Write", `{"file_path":".env","file_path":"b"}`},
		{"Bash", `{"command":"ls","command":"cat .env"}`},
		{"WebFetch", `{"url":"https://a","url":"https://b"}`},
		{"Read", `{"file_path":["/etc/shadow"]}`},
		{"Read", `{"file_path":1}`},
		{"Read", `[]`},
		{"Read", `{"file_path":`},
		{"WebSearch", `"x"`},
		{"mcp__x__y", `{`},
	}
	for _, tc := range tests {
		t.Run(tc.tool+" "+tc.input, func(t *testing.T) {
			t.Parallel()
			_, err := effects.ToolEffects(tc.tool, []byte(tc.input), fakeShell)
			require.Error(t, err)
			assert.True(t, errors.Is(err, effects.ErrInput))
		})
	}
}

func TestEffectsMCP(t *testing.T) {
	t.Parallel()
	c := compiled(t, func(p *effects.Policy) {
		p.MCP = map[string][]middleware.Effect{
			"mcp__fs__read_file": {{Op: read, Path: "~/.aws/credentials"}},
		}
	})
	es, err := c.Effects("mcp__fs__read_file", []byte(`{"x":1}`), nil)
	require.NoError(t, err)
	assert.Equal(t, []string{"effect.read.credential"}, ids(c.Judge(es)))
	es2, err := c.Effects("mcp__fs__read_file", []byte(`{}`), nil)
	require.NoError(t, err)
	assert.Empty(t, es2[0].Class, "Judge classes a copy, never the policy's own effects")
	_, err = c.Effects("mcp__fs__read_file", []byte(`[`), nil)
	assert.Error(t, err)

	// An MCP tool the policy does not describe may send anything
	// anywhere: an unknown send, let through alone.
	es3, err := c.Effects("mcp__slack__post_message", []byte(`{"text":"hi"}`), nil)
	require.NoError(t, err)
	assert.Equal(t, []middleware.Effect{{Op: middleware.EffectNet, Dir: "send", Unknown: true}}, es3)
	assert.Empty(t, ids(c.Judge(es3)))
	// Other tools without effects stay without.
	es4, err := c.Effects("TodoWrite", []byte(`{}`), nil)
	require.NoError(t, err)
	assert.Empty(t, es4)
}

// The same effect gets the same verdict whichever tool makes it.
func TestSameEffectSameVerdict(t *testing.T) {
	t.Parallel()
	c := compiled(t, nil)
	judge := func(tool, input string) []string {
		es, err := c.Effects(tool, []byte(input), fakeShell)
		require.NoError(t, err)
		return ids(c.Judge(es))
	}
	want := []string{"effect.read.credential"}
	assert.Equal(t, want, judge("Read", `{"file_path":"`+home+`/.aws/credentials"}`))
	assert.Equal(t, want, judge("Read", `{"file_path":"~/.aws/credentials"}`))
	assert.Equal(t, want, judge("Bash", `{"command":"cat ~/.aws/credentials"}`))
	// A search of the whole home directory reads the shell histories too
	// (logged only: the environment class is low risk).
	assert.Equal(t, append(want, "effect.read.environment"), judge("Grep", `{"pattern":"AKIA","path":"`+home+`"}`))
	assert.Equal(t, want, judge("Read", `{"file_path":"/srv/app/.env"}`))
	assert.Equal(t, want, judge("Bash", `{"command":"cat .env"}`))
}

func FuzzToolEffects(f *testing.F) {
	for _, s := range []string{
		`{"file_path":"/home/u/.ssh/id_rsa"}`, `{"file_path":"a","file_path":"b"}`, `{"command":"cat .env"}`,
		`{"url":"https://x.example/a"}`, `{"path":"~/$X/**"}`, `[]`, `{"file_path":"\u0000"}`, `{"notebook_path":"../../etc/passwd"}`,
	} {
		for _, tool := range []string{"Read", "Grep", "Bash", "WebFetch", "NotebookEdit"} {
			f.Add(tool, []byte(s))
		}
	}
	c := compiled(f, func(p *effects.Policy) { p.Workspace = "/home/u/proj"; p.Egress = []string{"github.com"} })
	f.Fuzz(func(t *testing.T, tool string, input []byte) {
		es, err := c.Effects(tool, input, fakeShell)
		if err != nil {
			require.Empty(t, es)
			return
		}
		if key, ok := readKey[tool]; ok && dupKey(input, key) {
			t.Fatalf("%s %q: a repeated key was read without an error", tool, input)
		}
		for _, fd := range c.Judge(es) {
			require.NotEmpty(t, fd.ID)
			require.NotEqual(t, middleware.RiskNone, fd.Risk)
		}
	})
}

// readKey is the field each tool's effects come from.
var readKey = map[string]string{"Read": "file_path", "Write": "file_path", "Bash": "command", "WebFetch": "url", "NotebookEdit": "notebook_path"}

// dupKey reports whether input repeats key.
func dupKey(input []byte, key string) bool {
	_, _, err := jsonscan.StringField(input, key, jsonscan.Limits{})
	_, ok := errors.AsType[*jsonscan.DuplicateKeyError](err)
	return ok
}

// What a tool call would do, for the paths that run things by themselves
// or hold secrets outside the usual files, whichever tool touches them.
func TestToolPathsByWhatTheyDo(t *testing.T) {
	t.Parallel()
	c := compiled(t, nil)
	tests := []struct {
		tool, input string
		want        []string // finding ids; none: allowed
	}{
		// a process's environment (low: logged, as env is) and memory
		{"Read", `{"file_path":"/proc/self/environ"}`, []string{"effect.read.environment"}},
		{"Read", `{"file_path":"/proc/1/environ"}`, []string{"effect.read.environment"}},
		{"Read", `{"file_path":"/proc/1234/mem"}`, []string{"effect.read.credential"}},
		{"Read", `{"file_path":"/proc/cpuinfo"}`, nil},
		// a search of the machine or a home for credential names
		{"Glob", `{"pattern":"**/.env","path":"/home"}`, []string{"effect.read.credential"}},
		{"Glob", `{"pattern":"**/id_rsa","path":"/"}`, []string{"effect.read.credential"}},
		{"Glob", `{"pattern":"**/*.pem","path":"~"}`, []string{"effect.read.credential"}},
		{"Glob", `{"pattern":"**/*.go","path":"` + home + `"}`, nil},
		{"Glob", `{"pattern":"**/.env"}`, nil},
		{"Glob", `{"pattern":"**/.env","path":"` + home + `/proj"}`, nil},
		// started with every login, Python or IPython
		{"Write", `{"file_path":"~/.pam_environment","content":"x"}`, []string{"effect.write.startup"}},
		{"Write", `{"file_path":"/etc/environment","content":"x"}`, []string{"effect.write.startup"}},
		{"NotebookEdit", `{"notebook_path":"~/.ipython/profile_default/startup/00.py","new_source":"x"}`, []string{"effect.write.startup"}},
		{"Write", `{"file_path":"` + home + `/.local/lib/python3.12/site-packages/usercustomize.py","content":"x"}`, []string{"effect.write.startup"}},
		// a project's files that run commands by themselves: asked
		{"Edit", `{"file_path":".vscode/tasks.json","old_string":"a","new_string":"b"}`, []string{"effect.write.project-autorun"}},
		{"Write", `{"file_path":".husky/pre-commit","content":"x"}`, []string{"effect.write.project-autorun"}},
		{"Write", `{"file_path":".envrc","content":"x"}`, []string{"effect.write.project-autorun"}},
		{"Edit", `{"file_path":".vscode/settings.json","old_string":"a","new_string":"b"}`, nil},
		// editors' start-up files: asked
		{"Write", `{"file_path":"~/.vimrc","content":"x"}`, []string{"effect.write.tool-config"}},
	}
	for _, tt := range tests {
		t.Run(tt.tool+" "+tt.input, func(t *testing.T) {
			t.Parallel()
			es, err := c.Effects(tt.tool, []byte(tt.input), nil)
			require.NoError(t, err)
			got := ids(c.Judge(es))
			if tt.want == nil {
				assert.Empty(t, got)
				return
			}
			assert.Subset(t, got, tt.want)
		})
	}
}
