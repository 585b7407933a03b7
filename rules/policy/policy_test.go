package policy_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules"
	"github.com/guardrail-go/guardrail/rules/policy"
)

func TestParseRefusesBadFiles(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, yaml string
		line       int
		msg        string
	}{
		{"unknown rule field", "version: 1\ntools:\n  rules:\n    - deny: [x]\n    - allw: [x]\n", 5, `unknown key "allw" in an entry of "rules" (known: allow, ask, category, deny, id, monitor, reason, risk)`},
		{"bad specifier", "version: 1\ntools:\n  rules:\n    - deny: [\"Bash(\"]\n", 4, `pattern "Bash(": specifier not closed`},
		{"unknown section", "version: 1\ntoolz: {}\n", 2, `unknown key "toolz" in the policy (known: contexts, input, messages, output, results, tools, version)`},
		{"future version", "version: 2\n", 1, "version 2 is not supported"},
		{"no version", "tools: {}\n", 0, `no version: a policy starts with "version: 1"`},
		{"duplicate context", "version: 1\ncontexts:\n - name: a\n - name: a\n", 2, `context "a" defined twice`},
		{"bad timeout", "version: 1\ntools:\n  timeout: 5x\n", 3, "time.Duration"},
		{"bad yaml", "version: 1\ntools: [\n", 2, "did not find expected"},
		{"bad locale", "version: 1\nmessages:\n  locale: fr\n", 3, `messages.locale "fr"`},
		{"two documents", "version: 1\n---\nversion: 1\n", 2, "one YAML document"},
		{"bad max_length", "version: 1\ninput:\n  max_length: -5\n", 3, "input.max_length -5"},
		{"deny and allow", "version: 1\ntools:\n  rules:\n    - deny: [x]\n      allow: [y]\n", 4, "not several"},
		{"no patterns", "version: 1\noutput:\n  rules:\n    - id: x\n", 4, "needs deny, ask or allow"},
		{"bad risk", "version: 1\ntools:\n  rules:\n    - deny: [x]\n      risk: extreme\n", 5, `unknown risk "extreme"`},
		{"rule not a mapping", "version: 1\ntools:\n  rules:\n    - Bash\n", 4, "a rule is a mapping"},
		{"negative timeout", "version: 1\ntools:\n  timeout: -1s\n", 2, "negative classifier timeout"},
		{"bad context tool", "version: 1\ncontexts:\n - name: a\n   tools: [\"Frob(x)\"]\n", 2, `tool "Frob" takes no specifier`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			_, err := policy.Parse("p.yaml", []byte(tt.yaml))
			require.Error(t, err)
			var pe *policy.Error
			require.ErrorAs(t, err, &pe)
			assert.Equal(t, "p.yaml", pe.File)
			assert.Equal(t, tt.line, pe.Line, err.Error())
			assert.Contains(t, err.Error(), tt.msg)
			if tt.line > 0 {
				assert.True(t, strings.HasPrefix(err.Error(), "p.yaml:"), err.Error())
			}
		})
	}
}

func TestLoadMissingFile(t *testing.T) {
	t.Parallel()
	_, err := policy.Load(filepath.Join(t.TempDir(), "nope.yaml"))
	assert.ErrorIs(t, err, os.ErrNotExist)
}

func TestDefaultPolicy(t *testing.T) {
	t.Parallel()
	p := policy.Default()
	e, err := p.Compile(policy.Hooks{})
	require.NoError(t, err)
	assert.Equal(t, "Comando não permitido", e.Messages().Denied)
	assert.Equal(t, "Mensagem muito longa", e.Messages().TooLong)
	for _, c := range rules.DefaultContexts {
		got, err := e.Profiles().AllowedTools(c.Name)
		require.NoError(t, err)
		assert.Equal(t, c.Tools, got)
	}
	// The printed default is the embedded file, and parses to the same policy.
	again, err := policy.Parse("printed", policy.DefaultYAML())
	require.NoError(t, err)
	assert.Equal(t, p, again)
}

func TestEngineDecides(t *testing.T) {
	t.Parallel()
	e, err := policy.Default().Compile(policy.Hooks{})
	require.NoError(t, err)
	ctx := context.Background()
	tool := func(context, name string, input any) *middleware.Operation {
		b, _ := json.Marshal(input)
		return &middleware.Operation{Kind: middleware.KindToolRun, Name: name, Input: b, Context: context}
	}
	tests := []struct {
		name string
		op   *middleware.Operation
		code middleware.Code
	}{
		{"message", middleware.UserInput("Can you help me understand this code?"), ""},
		{"too long", middleware.UserInput(strings.Repeat("x", 10001)), middleware.CodeTooLong},
		{"read in analysis", tool("analysis", "Read", map[string]string{"file_path": "main.go"}), ""},
		{"read .env", tool("analysis", "Read", map[string]string{"file_path": "/repo/.env"}), middleware.CodeDenied},
		{"npm in conversion", tool("conversion", "Bash", map[string]string{"command": "npm test"}), ""},
		{"chained in conversion", tool("conversion", "Bash", map[string]string{"command": "npm test && rm -rf /"}), middleware.CodeDenied},
		{"unknown context", tool("ops", "Read", map[string]string{"file_path": "a"}), middleware.CodeDenied},
		{"output", middleware.ModelOutput("done"), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, tt.code, middleware.CodeOf(e.Check(ctx, tt.op)))
		})
	}
}

func TestPolicyModesAndMessages(t *testing.T) {
	t.Parallel()
	src := `version: 1
messages:
  locale: en
  denied: Not here
input:
  max_length: -1
  rules:
    - deny: [hook]
      id: no-hooks
tools:
  monitor: true
  rules:
    - deny: ["*"]
`
	p, err := policy.Parse("p.yaml", []byte(src))
	require.NoError(t, err)
	var seen []*middleware.GuardrailDenied
	e, err := p.Compile(policy.Hooks{OnDeny: func(_ context.Context, _ *middleware.Operation, d *middleware.GuardrailDenied) {
		seen = append(seen, d)
	}})
	require.NoError(t, err)
	ctx := context.Background()
	assert.Equal(t, "Not here", e.Messages().Denied)
	assert.Equal(t, "Message too long", e.Messages().TooLong)
	assert.NoError(t, e.Check(ctx, middleware.UserInput(strings.Repeat("x", 20000))), "no length limit")
	err = e.Check(ctx, &middleware.Operation{Kind: middleware.KindInput, Name: "hook"})
	var d *middleware.GuardrailDenied
	require.ErrorAs(t, err, &d)
	assert.Equal(t, "no-hooks", d.Rule)
	assert.NoError(t, e.Check(ctx, middleware.ToolCall("Bash", nil)), "monitor mode allows")
	require.Len(t, seen, 2)
	assert.True(t, seen[1].Monitored)
}

func TestHooksAddClassifiers(t *testing.T) {
	t.Parallel()
	boom := middleware.ClassifierFunc(func(context.Context, *middleware.Operation) (middleware.Verdict, error) {
		return middleware.Verdict{}, errors.New("down")
	})
	e, err := policy.Default().Compile(policy.Hooks{Output: []middleware.Classifier{boom}})
	require.NoError(t, err)
	assert.Equal(t, middleware.CodeClassifierFailed, middleware.CodeOf(e.Check(context.Background(), middleware.ModelOutput("x"))))
}

func TestLiveSwap(t *testing.T) {
	t.Parallel()
	allow, err := policy.Default().Compile(policy.Hooks{})
	require.NoError(t, err)
	p, err := policy.Parse("deny.yaml", []byte("version: 1\ntools:\n  rules:\n    - deny: [\"*\"]\n"))
	require.NoError(t, err)
	deny, err := p.Compile(policy.Hooks{})
	require.NoError(t, err)

	live := policy.NewLive(allow)
	op := func() *middleware.Operation { return middleware.ToolCall("Grep", nil) }
	require.NoError(t, live.Check(context.Background(), op()))
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for range 1000 {
				err := live.Check(context.Background(), op())
				if err != nil && middleware.CodeOf(err) != middleware.CodeDenied {
					t.Errorf("unexpected %v", err)
				}
			}
		})
	}
	live.Store(deny)
	wg.Wait()
	assert.Equal(t, middleware.CodeDenied, middleware.CodeOf(live.Check(context.Background(), op())))
	assert.Same(t, deny, live.Load())
}

func TestExampleFilesParse(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("testdata/*.yaml")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		_, err := policy.Load(f)
		assert.NoError(t, err, f)
	}
}

func TestOutputPolicy(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	const token = "ghp_" + "Zx9Kq2Lm4Np6Rs8Tv0Wy1Ab3Cd5Ef7Gh9Ij2K"
	out := func(e *policy.Engine, text string) (string, error) {
		op := middleware.ModelOutput(text)
		err := e.Check(ctx, op)
		return op.Text, err
	}

	got, err := out(policy.DefaultEngine(), "Claude Code used "+token)
	require.NoError(t, err)
	assert.Equal(t, "[assistant] used [token]", got)

	e := compileYAML(t, "version: 1\noutput:\n  sanitize: false\n")
	got, _ = out(e, "Claude Code")
	assert.Equal(t, "Claude Code", got)
	assert.Equal(t, "key [token]", e.Redact("key "+token), "log lines are redacted even with sanitizing off")

	e = compileYAML(t, "version: 1\noutput:\n  on_secret: deny\n")
	_, err = out(e, "key "+token)
	assert.Equal(t, middleware.CodeDenied, middleware.CodeOf(err))

	e = compileYAML(t, "version: 1\noutput:\n  patterns:\n    - {id: claude-code, enabled: false}\n    - {id: ticket, category: secret, regex: 'TCK-[0-9]{8}', keywords: [TCK-], replacement: '[ticket]'}\n")
	got, _ = out(e, "Claude Code closed TCK-12345678")
	assert.Contains(t, got, "[ticket]")

	requireLineError(t,
		"version: 1\noutput:\n  on_secret: shout\n",
		"version: 1\noutput:\n  patterns:\n    - {id: x, regex: '(', replacement: y}\n",
		"version: 1\noutput:\n  patterns:\n    - {id: x, regx: 'a', replacement: y}\n",
	)
}

// compileYAML parses and compiles a policy written in a test.
func compileYAML(t *testing.T, src string) *policy.Engine {
	t.Helper()
	p, err := policy.Parse("p.yaml", []byte(src))
	require.NoError(t, err)
	e, err := p.Compile(policy.Hooks{})
	require.NoError(t, err)
	return e
}

// requireLineError asserts that each source is refused with a line number.
func requireLineError(t *testing.T, sources ...string) {
	t.Helper()
	for _, bad := range sources {
		_, err := policy.Parse("p.yaml", []byte(bad))
		var pe *policy.Error
		require.ErrorAs(t, err, &pe, bad)
		assert.Positive(t, pe.Line, err.Error())
	}
}

// Every optional field may be left out, the version too: an empty file,
// or one of comments, is the built-in policy.
func TestEmptyFileIsTheDefault(t *testing.T) {
	t.Parallel()
	for _, data := range []string{"", "\n\n", "# nothing here yet\n"} {
		p, err := policy.Parse("p.yaml", []byte(data))
		require.NoError(t, err, "%q", data)
		assert.Equal(t, policy.Default(), p)
	}
}

// Lint shows every unknown key at once, each on its line, in the file's
// words.
func TestParseReportsEveryUnknownKey(t *testing.T) {
	t.Parallel()
	_, err := policy.Parse("p.yaml", []byte("version: 1\ninput:\n  rules:\n    - deny: [x]\n      resaon: typo\ntools:\n  rulez: []\nouput: {}\n"))
	require.Error(t, err)
	lines := strings.Split(err.Error(), "\n")
	assert.Equal(t, []string{
		`p.yaml:5: unknown key "resaon" in an entry of "rules" (known: allow, ask, category, deny, id, monitor, reason, risk)`,
		`p.yaml:7: unknown key "rulez" in "tools" (known: effects, fail_open, monitor, rules, shell, timeout)`,
		`p.yaml:8: unknown key "ouput" in the policy (known: contexts, input, messages, output, results, tools, version)`,
	}, lines)
	var pe *policy.Error
	require.ErrorAs(t, err, &pe, "each is a *policy.Error with its line")
	assert.Equal(t, 5, pe.Line)
}
