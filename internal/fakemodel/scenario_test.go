package fakemodel

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParse(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		in   string
		want Scenario
		err  string
	}{
		{"empty", "", nil, ""},
		{"comments and blanks", "# a scenario\n\n  \n{\"text\":\"hi\"}\n", Scenario{Text("hi")}, ""},
		{"no final newline", `{"text":"a"}` + "\n" + `{"text":"b"}`, Scenario{Text("a"), Text("b")}, ""},
		{"crlf", "{\"text\":\"a\"}\r\n", Scenario{Text("a")}, ""},
		{"tool use", `{"tool_use":{"name":"Bash","input":{"command":"ls"}}}`,
			Scenario{{ToolUse: &ToolUse{Name: "Bash", Input: json.RawMessage(`{"command":"ls"}`)}}}, ""},
		{"thinking then text", `{"thinking":"hm","text":"so"}`, Scenario{Thinking("hm", "so")}, ""},
		{"ask", `{"ask":{"questions":[{"question":"Q?","header":"H","options":[{"label":"a"},{"label":"b"}]}]}}`,
			Scenario{AskUser(Question{Question: "Q?", Header: "H", Options: []Option{{Label: "a"}, {Label: "b"}}})}, ""},
		{"error", `{"error":{"status":529}}`, Scenario{APIError(529)}, ""},
		{"sticky error", `{"error":{"status":500,"message":"boom","sticky":true}}`, Scenario{{Error: &ErrorReply{Status: 500, Message: "boom", Sticky: true}}}, ""},
		{"typo", `{"txt":"hi"}`, nil, "line 1"},
		{"not json", "{\"text\":\"a\"}\nnope", nil, "line 2"},
		{"two values", `{"text":"a"}{"text":"b"}`, nil, "more than one"},
		{"tool without name", `{"tool_use":{"input":{}}}`, nil, "without a name"},
		{"tool input not object", `{"tool_use":{"name":"Bash","input":"ls"}}`, nil, "not a JSON object"},
		{"error status", `{"error":{"status":200}}`, nil, "not 4xx or 5xx"},
		{"error with content", `{"text":"x","error":{"status":500}}`, nil, "no content"},
		{"ask without questions", `{"ask":{"questions":[]}}`, nil, "without questions"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got, err := Parse(strings.NewReader(tt.in))
			if tt.err != "" {
				require.ErrorIs(t, err, ErrBadStep)
				assert.Contains(t, err.Error(), tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestLoad(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "s.jsonl")
	require.NoError(t, os.WriteFile(path, []byte(`{"text":"a"}`+"\n"+`{"oops":1}`+"\n"), 0o600))
	_, err := Load(path)
	require.ErrorIs(t, err, ErrBadStep)
	assert.Contains(t, err.Error(), path+": line 2")

	_, err = Load(filepath.Join(t.TempDir(), "missing.jsonl"))
	assert.ErrorIs(t, err, os.ErrNotExist)

	assert.Panics(t, func() { MustParse("nope") })
	assert.Equal(t, Scenario{Bash("ls")}, MustParse(`{"tool_use":{"name":"Bash","input":{"command":"ls","description":"Run ls"}}}`))
}

// A parsed scenario is valid, and written back as JSON lines it parses to
// itself.
func FuzzParse(f *testing.F) {
	f.Add(`{"text":"hi"}`)
	f.Add("# c\n{\"thinking\":\"t\",\"tool_use\":{\"name\":\"Bash\",\"input\":{\"command\":\"ls\"}}}\n")
	f.Add(`{"ask":{"questions":[{"question":"q","header":"h","options":[{"label":"a"}]}]}}`)
	f.Add(`{"error":{"status":529,"sticky":true}}`)
	f.Add(`{"tool_use":{"name":"x","input":null}}`)
	f.Fuzz(func(t *testing.T, in string) {
		sc, err := Parse(strings.NewReader(in))
		if err != nil {
			require.ErrorIs(t, err, ErrBadStep)
			return
		}
		var b strings.Builder
		for _, s := range sc {
			require.NoError(t, s.validate())
			line, err := json.Marshal(s)
			require.NoError(t, err)
			b.Write(line)
			b.WriteByte('\n')
		}
		again, err := Parse(strings.NewReader(b.String()))
		require.NoError(t, err, b.String())
		require.Len(t, again, len(sc))
		for i := range sc {
			a, _ := json.Marshal(sc[i])
			b, _ := json.Marshal(again[i])
			require.JSONEq(t, string(a), string(b))
		}
	})
}

// The demo scenario docs/agents.md runs parses.
func TestDemoScenario(t *testing.T) {
	t.Parallel()
	sc, err := Load("testdata/demo.jsonl")
	require.NoError(t, err)
	require.Len(t, sc, 4)
	assert.NotNil(t, sc[2].Ask)
}
