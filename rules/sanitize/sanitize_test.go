package sanitize

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every row of the seeds' OutputSanitizer table (design.md §5).
func TestSeedTable(t *testing.T) {
	t.Parallel()
	cases := []struct{ in, want string }{
		{"run claude -p now", "run [assistant] now"},
		{"install claude-code first", "install [assistant] first"},
		{"Claude Code says hi", "[assistant] says hi"},
		{"Codex wrote this", "[assistant] wrote this"},
		{"GPT-4 wrote this", "[assistant] wrote this"},
		{"Made by Anthropic.", "Made by [provider]."},
		{"Made by OpenAI.", "Made by [provider]."},
		{"token sk-ant-oat01-Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9iO", "token [token]"},
		{"see /home/claude/.claude for settings", "see [config] for settings"},
		{"then /gsd:plan-phase", "then [workflow]"},
		{"the MCP server answered", "the [service] answered"},
		{"ok tool_use_id: toolu_01ABCdef done", "ok done"},
		{"call --output-format stream-json here", "call here"},
		{"call --allowedTools Read,Grep,Glob here", "call here"},
	}
	for _, tc := range cases {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, tc.want, SanitizeOutput(tc.in))
		})
	}
}

func TestNamesAndBoundaries(t *testing.T) {
	t.Parallel()
	cases := []struct{ in, want string }{
		// Similar model and CLI names.
		{"gpt-4o-mini and GPT-3.5-turbo and gpt4", "[assistant] and [assistant] and [assistant]"},
		{"ChatGPT or GPT-5", "[assistant] or [assistant]"},
		{"Gemini 2.5 Pro, gemini-cli, GitHub Copilot", "[assistant], [assistant], [assistant]"},
		{"Claude 3.5 Sonnet and claude-opus-4-1 and claude-3-5-haiku-20241022", "[assistant] and [assistant] and [assistant]"},
		{"claude_code and Codex CLI", "[assistant] and [assistant]"},
		{"OPENAI_API_KEY is unset", "[provider]_API_KEY is unset"},
		// Word boundaries: no hits inside other words.
		{"codexes and codexed and mycodex", "codexes and codexed and mycodex"},
		{"the anthropical openair gptx", "the anthropical openair gptx"},
		{"Claudette and claudes", "Claudette and claudes"},
		{"mcp servers are", "[service] are"},
		{"an mcpserver", "an mcpserver"},
		{"/gsd: alone", "/gsd: alone"},
	}
	for _, tc := range cases {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, tc.want, SanitizeOutput(tc.in))
		})
	}
}

// The config path is rewritten before the word claude inside it can be,
// longer CLI forms before the bare name, credentials before names.
func TestOrder(t *testing.T) {
	t.Parallel()
	cases := []struct{ in, want string }{
		{"/home/claude/.claude", "[config]"},
		{"/home/claude/.claude/settings.json and ~/.claude.json", "[config] and [config]"},
		{"/home/claude/project", "/home/[assistant]/project"},
		{"claude -p then claude", "[assistant] then [assistant]"},
		{"claude --print 'hi'", "[assistant] 'hi'"},
		{"ANTHROPIC_API_KEY=sk-ant-api03-Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9iO", "[provider]_API_KEY=[token]"},
		{"https://user:Pa55w0rdXy@gitlab.com/claude/x", "https://user:[token]@gitlab.com/[assistant]/x"},
	}
	for _, tc := range cases {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, tc.want, SanitizeOutput(tc.in))
		})
	}
}

// Removals leave readable text: no doubled or stray spaces, no empty
// brackets, no dangling separators.
func TestReadableRemoval(t *testing.T) {
	t.Parallel()
	cases := []struct{ in, want string }{
		{"use --output-format json now", "use now"},
		{"use --output-format json.", "use."},
		{"use --output-format json\nnext", "use\nnext"},
		{"--output-format json then go", "then go"},
		{"  --verbose then go", "  then go"},
		{"run it (--output-format json) now", "run it now"},
		{"run it (--output-format json).", "run it."},
		{"flags: --output-format json, --model opus, --verbose", "flags: "},
		{"flags: --output-format json, keep", "flags: keep"},
		{"a --output-format json --allowedTools Read Grep b", "a b"},
		{"with --allowedTools \"Bash(npm:*)\",Read and more", "with and more"},
		{"id tool_use_id: toolu_01AbC, then", "id, then"},
		{`{"tool_use_id": "toolu_01AbC"}`, `{}`},
		{"use --permission-mode acceptEdits --dangerously-skip-permissions ok", "use ok"},
	}
	for _, tc := range cases {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			got := SanitizeOutput(tc.in)
			assert.Equal(t, tc.want, got)
			if !strings.Contains(tc.in, "  ") {
				assert.NotContains(t, got, "  ", "doubled space")
			}
		})
	}
}

// One true and one near-miss case per credential family.
func TestSecretFormats(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name       string
		secret     string // redacted
		nearMiss   string // left alone
		wantPrefix string // optional: what stays
	}{
		{"anthropic", "sk-ant-api03-Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9iOaQ", "sk-ant-api03-", ""},
		{"anthropic-oauth", "sk-ant-oat01-Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9iOaQ", "the sk-ant- prefix", ""},
		{"openai", "sk-Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9", "sk-learn is a library", ""},
		{"openai-project", "sk-proj-Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9_aQ", "sk-proj-", ""},
		{"github-pat", "ghp_Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2s", "ghp_short1", ""},
		{"github-oauth", "gho_Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2s", "gho_", ""},
		{"github-app", "ghs_Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2s", "ghs_ is a prefix", ""},
		{"github-fine-grained", "github_pat_11ABCDEFG0Xk29dLq8ZpA3_mW7vN4bR1cT6yH0jF5gE2sU9iOaQ", "github_pat_", ""},
		{"gitlab", "glpat-Xk29dLq8ZpA3mW7vN4bR", "glpat-short", ""},
		{"aws-access-key", "AKIAQ3EGZJ7UW2LKPX6D", "AKIA is the prefix", ""},
		{"aws-secret-key", "aws_secret_access_key = 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", "aws_secret_access_key = ${AWS_SECRET}", "aws_secret_access_key = "},
		{"google-api-key", "AIzaSyD3kL9mQ2rT5vW8zA1bC4eF7gH0jK3mN6p", "AIzaXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", ""},
		{"slack-bot", "xoxb-2341234123-1234123412341-Xk29dLq8ZpA3mW7vN4bR1cT6", "xoxb-", ""},
		{"slack-webhook", "https://hooks.slack.com/services/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", "https://hooks.slack.com/", ""},
		{"stripe", "sk_live_Xk29dLq8ZpA3mW7vN4bR1cT6", "sk_live_", ""},
		{"jwt", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U", "eyJhbGciOiJ", ""},
		{"url-password", "https://deploy:Xk29dLq8ZpA3@example.com/repo", "https://example.com/a:b@c", "https://deploy:"},
		{"generic-api-key", "api_key=Xk29dLq8ZpA3mW7vN4bR", "api_key=${API_KEY}", "api_key="},
		{"generic-token", `token: "q8ZpA3mW7vN4bR1cT6yH0"`, "token: process.env.TOKEN", `token: "`},
		{"password", `DB_PASSWORD="hunter2-Xy9"`, `DB_PASSWORD="changeme"`, `DB_PASSWORD="`},
		{"bearer", "Authorization: Bearer Xk29dLq8ZpA3mW7vN4bR1cT6", "Authorization: Bearer $TOKEN", "Authorization: Bearer "},
		{"npm", "npm_Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9", "npm_config_cache", ""},
		{"bare-random", "use 9qXk29dLq8ZpA3mW7vN4bR1cT6 now", "commit 3f2a9c1e8b7d6f5a4c3b2a1908f7e6d5c4b3a291 is hex", "use "},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got := SanitizeOutput(tc.secret)
			assert.Contains(t, got, ReplToken, "secret not redacted")
			assert.True(t, strings.HasPrefix(got, tc.wantPrefix), "kept part: %q", got)
			assert.Equal(t, tc.nearMiss, SanitizeOutput(tc.nearMiss), "near miss touched")
		})
	}
}

func TestPrivateKeyBlock(t *testing.T) {
	t.Parallel()
	body := strings.Repeat("MIIEowIBAAKCAQEAq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9iOaQXk29dLq8ZpA3mW\n", 25)
	for _, kind := range []string{"RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "PGP PRIVATE KEY BLOCK"} {
		t.Run(kind, func(t *testing.T) {
			t.Parallel()
			in := "key:\n-----BEGIN " + kind + "-----\n" + body + "-----END " + kind + "-----\ndone"
			assert.Equal(t, "key:\n[token]\ndone", SanitizeOutput(in))
		})
	}
	t.Run("unterminated", func(t *testing.T) {
		t.Parallel()
		in := "-----BEGIN RSA PRIVATE KEY-----\n" + body + "\nand then prose"
		assert.Equal(t, "[token]\nand then prose", SanitizeOutput(in))
	})
	line := "MIIEowIBAAKCAQEAq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9iOaQXk29dLq8ZpA3mW"
	var ovpnHex string
	for i := range 16 {
		ovpnHex += fake(uint64(900+i), 32, lowerHx) + "\n"
	}
	for _, tc := range []struct{ name, in, want string }{
		{"indented in yaml", "tls:\n  key: |\n    -----BEGIN RSA PRIVATE KEY-----\n    " + line + "\n    " + line + "\n    -----END RSA PRIVATE KEY-----\n  ca: x\n",
			"tls:\n  key: |\n    [token]\n  ca: x\n"},
		{"quoted and concatenated", "const k = \"-----BEGIN PRIVATE KEY-----\\n\" +\n  \"" + line + "\\n\" +\n  \"-----END PRIVATE KEY-----\";",
			"const k = \"[token]\";"},
		{"pgp headers", "-----BEGIN PGP PRIVATE KEY BLOCK-----\nVersion: GnuPG v2\nComment: https://gpgtools.org\n\n" + line + "\n=Xk29\n-----END PGP PRIVATE KEY BLOCK-----\nok",
			"[token]\nok"},
		{"flattened onto one line", "key=-----BEGIN RSA PRIVATE KEY----- " + line + " " + line + " AB== -----END RSA PRIVATE KEY----- done",
			"key=[token] done"},
		{"numbered lines (cat -n)", "     1\t-----BEGIN RSA PRIVATE KEY-----\n     2\t" + line + "\n     3\t" + line + "\n     4\t-----END RSA PRIVATE KEY-----\n     5\tnext",
			"     1\t[token]\n     5\tnext"},
		{"numbered lines (a read tool)", "     1→-----BEGIN RSA PRIVATE KEY-----\n     2→" + line + "\n     3→-----END RSA PRIVATE KEY-----\n",
			"     1→[token]\n"},
		{"html, one line", "<p>-----BEGIN RSA PRIVATE KEY-----<br>" + line + "<br>" + line + "<br>-----END RSA PRIVATE KEY-----</p>", "<p>[token]</p>"},
		{"html, a line each", "<pre>-----BEGIN RSA PRIVATE KEY-----<br/>\n" + line + "<br/>\n" + line + "<br/>\n-----END RSA PRIVATE KEY-----</pre>", "<pre>[token]</pre>"},
		{"python bytes literals", "KEY = (b\"-----BEGIN RSA PRIVATE KEY-----\\n\"\n       b\"" + line + "\\n\"\n       b\"-----END RSA PRIVATE KEY-----\\n\")\n",
			"KEY = (b\"[token]\\n\")\n"},
		{"lines the reader does not know, then END", "[12:00:01] -----BEGIN RSA PRIVATE KEY-----\n[12:00:01] " + line + "\n[12:00:02] " + line + "\n[12:00:02] -----END RSA PRIVATE KEY-----\n[12:00:03] ok",
			"[12:00:01] [token]\n[12:00:03] ok"},
		{"code that names the marker", "const begin = \"-----BEGIN RSA PRIVATE KEY-----\"\nif strings.HasPrefix(s, begin) {\n\treturn parse(s)\n}\n// The body is read line by line here.\nconst end = \"-----END RSA PRIVATE KEY-----\"",
			"const begin = \"-----BEGIN RSA PRIVATE KEY-----\"\nif strings.HasPrefix(s, begin) {\n\treturn parse(s)\n}\n// The body is read line by line here.\nconst end = \"-----END RSA PRIVATE KEY-----\""},
		{"a diff", "-----BEGIN EC PRIVATE KEY-----\n-" + line + "\n+" + line + "\n-----END EC PRIVATE KEY-----", "[token]"},
		{"prose after the marker", "A key file opens with -----BEGIN RSA PRIVATE KEY-----\nand the body follows, then the\n-----END RSA PRIVATE KEY----- line.",
			"A key file opens with -----BEGIN RSA PRIVATE KEY-----\nand the body follows, then the\n-----END RSA PRIVATE KEY----- line."},
		{"documentation", "(`-----BEGIN PRIVATE KEY-----\\n...\\n-----END…` is documentation)", "(`-----BEGIN PRIVATE KEY-----\\n...\\n-----END…` is documentation)"},
		// OpenVPN's static key: 16 lines of 32 hex digits (made up here).
		{"openvpn static key", "#\n# 2048 bit OpenVPN static key\n#\n-----BEGIN OpenVPN Static key V1-----\n" + ovpnHex + "-----END OpenVPN Static key V1-----\n",
			"#\n# 2048 bit OpenVPN static key\n#\n[token]\n"},
		{"openvpn tls-auth inline", "<tls-auth>\n-----BEGIN OpenVPN Static key V1-----\n" + ovpnHex + "-----END OpenVPN Static key V1-----\n</tls-auth>\nkey-direction 1",
			"<tls-auth>\n[token]\n</tls-auth>\nkey-direction 1"},
		{"openvpn marker in prose", "openvpn --genkey secret ta.key writes a -----BEGIN OpenVPN Static key V1----- block.\nCopy it to both ends.",
			"openvpn --genkey secret ta.key writes a -----BEGIN OpenVPN Static key V1----- block.\nCopy it to both ends."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, tc.want, SanitizeOutput(tc.in))
			rng := rand.New(rand.NewPCG(uint64(len(tc.in)), 7))
			assert.Equal(t, tc.want, streamAll(t, Default(), tc.in, func() int { return 1 + rng.IntN(9) }))
		})
	}
	t.Run("public key stays", func(t *testing.T) {
		t.Parallel()
		in := "-----BEGIN PUBLIC KEY-----\nabc\n-----END PUBLIC KEY-----"
		assert.Equal(t, in, SanitizeOutput(in))
	})
}

func TestIdempotent(t *testing.T) {
	t.Parallel()
	in := "claude -p --output-format json with sk-ant-api03-Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9iOaQ on /home/claude/.claude via the MCP server"
	once := SanitizeOutput(in)
	assert.Equal(t, once, SanitizeOutput(once))
}

func TestNoChangeNoAlloc(t *testing.T) {
	if raceEnabled {
		t.Skip("sync.Pool drops items under the race detector")
	}
	in := strings.Repeat("The function returns an error when the input is empty. ", 20)
	c := Default()
	allocs := testing.AllocsPerRun(50, func() { _ = c.Sanitize(in) })
	assert.Zero(t, allocs)
}

func TestFindingsNeverCarryText(t *testing.T) {
	t.Parallel()
	fs := Default().Findings("key ghp_Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2s")
	require.Len(t, fs, 1)
	assert.Equal(t, Finding{ID: "github-token", Category: CategorySecret, Offset: 4, Length: 38}, fs[0])
}

func TestPackMergeAndYAML(t *testing.T) {
	t.Parallel()
	overrides, err := ParsePack([]byte(`
patterns:
  - id: codex
    enabled: false
  - id: provider
    enabled: true
    replacement: "[vendor]"
  - id: internal-host
    regex: 'db[0-9]{1,3}\.corp\.example'
    replacement: "[host]"
    keywords: [".corp.example"]
    lead: 5
`))
	require.NoError(t, err)
	require.True(t, overrides.Patterns[2].Enabled, "added patterns default to enabled")
	c, err := Compile(DefaultPack().Merge(overrides.Patterns))
	require.NoError(t, err)
	assert.Equal(t, "Codex by [vendor] on [host]", c.Sanitize("Codex by OpenAI on db12.corp.example"))
	// The default pack itself is untouched.
	assert.Equal(t, "[assistant] by [provider]", SanitizeOutput("Codex by OpenAI"))
}

func TestCompileErrors(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		p    Pattern
	}{
		{"no id", Pattern{Regex: "x", Enabled: true}},
		{"bad regex", Pattern{ID: "a", Regex: "(", Enabled: true}},
		{"unbounded", Pattern{ID: "a", Regex: "a+", Enabled: true}},
		{"empty match", Pattern{ID: "a", Regex: "a?", Enabled: true}},
		{"assertion", Pattern{ID: "a", Regex: `\bfoo`, Enabled: true}},
		{"anchor", Pattern{ID: "a", Regex: `^foo`, Enabled: true}},
		{"boundary", Pattern{ID: "a", Regex: `foo`, Boundary: "line", Enabled: true}},
		{"empty keyword", Pattern{ID: "a", Regex: `foo`, Keywords: []string{""}, Enabled: true}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			_, err := Compile(Pack{Patterns: []Pattern{tc.p}})
			require.Error(t, err)
			assert.True(t, errors.Is(err, ErrPattern))
			var pe *PatternError
			require.True(t, errors.As(err, &pe))
			assert.Equal(t, 0, pe.Index)
		})
	}
	_, err := Compile(Pack{Patterns: []Pattern{{ID: "off", Regex: "(", Enabled: false}}})
	assert.NoError(t, err, "disabled patterns are not compiled")
}

// Every builtin regex pattern keeps its promise that a match starts at
// most Lead bytes before one of its keywords, which the window search and
// the Stream's hold-back rely on.
func TestLeadsHold(t *testing.T) {
	t.Parallel()
	texts := []string{
		"OPENAI_API_KEY=sk-proj-Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9_aQ and my_very_long_service_name_api_key := 'Xk29dLq8ZpA3mW7vN4bR'",
		"C:\\Users\\someone\\.claude\\settings.json /Users/a.b/.claude/x ~/.claude.json",
		"postgresql+asyncpg://user_name:Pa55w0rdXy9@host/db and 12345678:AAbcdefghijklmnopqrstuvwxyz012345678",
		"abc1Q~Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2s github copilot-cli chatgpt-4o",
	}
	c := Default()
	for _, text := range texts {
		lower := strings.ToLower(text)
		for _, r := range c.rules {
			if r.re == nil || !r.hasKeywords {
				continue
			}
			for _, loc := range r.re.FindAllStringIndex(text, -1) {
				ok := false
				for _, kw := range keywordsOf(r.id) {
					i := strings.Index(lower[loc[0]:], strings.ToLower(kw))
					if i >= 0 && i <= r.lead && loc[0]+i+len(kw) <= loc[1] {
						ok = true
					}
				}
				assert.True(t, ok, "%s: match %q has no keyword within lead %d", r.id, text[loc[0]:loc[1]], r.lead)
			}
		}
	}
}

func keywordsOf(id string) []string {
	for _, p := range DefaultPack().Patterns {
		if p.ID == id {
			return p.Keywords
		}
	}
	return nil
}
