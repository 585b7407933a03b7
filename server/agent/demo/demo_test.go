package demo_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/policy"
	"github.com/guardrail-go/guardrail/rules/sanitize"
	"github.com/guardrail-go/guardrail/server/agent"
	"github.com/guardrail-go/guardrail/server/agent/agenttest"
	"github.com/guardrail-go/guardrail/server/agent/demo"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

type msg = map[string]any

func newAgent(t testing.TB) *demo.Agent {
	t.Helper()
	a, err := demo.New(agent.Config{Gate: policy.DefaultEngine().Check}, demo.Options{})
	require.NoError(t, err)
	return a
}

// play runs a turn to its end and returns its messages, decoded.
func play(t *testing.T, turn agent.Turn) ([]msg, agent.Run) {
	t.Helper()
	r, err := newAgent(t).Start(context.Background(), turn)
	require.NoError(t, err)
	return decode(t, agenttest.Drain(t, r, 5*time.Second)), r
}

func decode(t testing.TB, raw []json.RawMessage) []msg {
	t.Helper()
	out := make([]msg, len(raw))
	for i, r := range raw {
		require.NoError(t, json.Unmarshal(r, &out[i]))
	}
	return out
}

// shape describes each message: its type and, for assistant and user
// messages, the type of its content block ("assistant/text",
// "user/tool_result!" for an error result).
func shape(ms []msg) []string {
	var s []string
	for _, m := range ms {
		typ := m["type"].(string)
		switch typ {
		case "assistant", "user":
			blocks := m["message"].(msg)["content"].([]any)
			b := blocks[0].(msg)
			k := typ + "/" + b["type"].(string)
			if b["type"] == "tool_use" {
				k += ":" + b["name"].(string)
			}
			if b["is_error"] == true {
				k += "!"
			}
			s = append(s, k)
		case "result":
			if m["is_error"] == true {
				typ += "!"
			}
			s = append(s, typ)
		default:
			s = append(s, typ+"/"+fmt.Sprint(m["subtype"]))
		}
	}
	return s
}

func block(m msg) msg { return m["message"].(msg)["content"].([]any)[0].(msg) }

func TestPick(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		msg  string
		want demo.Scenario
	}{
		{"help", demo.Help},
		{"Ajuda, por favor", demo.Help},
		{"trigger an error", demo.Failure},
		{"clean the build", demo.Cleanup},
		{"rm -rf the dist folder", demo.Cleanup},
		{"confirm the order", demo.Default}, // "rm" starts no word here
		{"deploy it", demo.Choice},
		{"qual opção?", demo.Choice},
		{"show the config", demo.Secrets},
		{"install it system-wide", demo.Approval},
		{"install the tools", demo.Secrets},
		{"approve something", demo.Approval},
		{"think about a plan", demo.Thinking},
		{"explain this", demo.Default}, // "plan" does not start "explain"
		{"fix the bug in checkout", demo.Clarify},
		{"analyse the code", demo.Analysis},
		{"Analise o código", demo.Analysis},
		{"good morning", demo.Default},
	} {
		assert.Equal(t, tc.want, demo.Pick(tc.msg), tc.msg)
	}
	assert.Equal(t, "cleanup", demo.Cleanup.String())
}

func TestScenarioShapes(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		prompt, context string
		want            []string
	}{
		{"help", "", []string{"system/init", "assistant/text", "result"}},
		{"good morning", "", []string{"system/init", "assistant/text", "result"}},
		{"fix the bug", "", []string{"system/init", "assistant/text", "result"}},
		{"think about a plan", "", []string{"system/init", "assistant/thinking", "assistant/text", "result"}},
		{"show the config", "", []string{"system/init", "assistant/text", "result"}},
		{"analyse the code", "analysis", []string{"system/init", "assistant/text",
			"assistant/tool_use:Read", "user/tool_result", "assistant/tool_use:Grep", "user/tool_result",
			"assistant/text", "result"}},
		// The conversion profile has no Grep: the gate denies it and the
		// demo goes on.
		{"analyse the code", "conversion", []string{"system/init", "assistant/text",
			"assistant/tool_use:Read", "user/tool_result", "assistant/tool_use:Grep", "user/tool_result!",
			"assistant/text", "result"}},
		{"trigger an error", "", []string{"system/init", "assistant/text", "assistant/text", "result!"}},
	} {
		t.Run(tc.prompt+"/"+tc.context, func(t *testing.T) {
			t.Parallel()
			ms, r := play(t, agent.Turn{Message: tc.prompt, Context: tc.context, Session: "s"})
			assert.Equal(t, tc.want, shape(ms))
			if tc.prompt == "trigger an error" {
				assert.ErrorIs(t, r.Err(), demo.ErrSimulatedFailure)
			} else {
				assert.NoError(t, r.Err())
			}
			checkCLIShapes(t, ms)
		})
	}
}

// checkCLIShapes checks what every turn has in common with the CLI's.
func checkCLIShapes(t *testing.T, ms []msg) {
	t.Helper()
	require.NotEmpty(t, ms)
	session := ms[0]["session_id"]
	assert.Regexp(t, `^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`, session)
	ids := map[string]bool{}
	for _, m := range ms {
		assert.Equal(t, session, m["session_id"])
		assert.NotEmpty(t, m["uuid"])
		if m["type"] == "assistant" {
			id := m["message"].(msg)["id"].(string)
			assert.Regexp(t, `^msg_01[A-Za-z0-9]{22}$`, id)
			ids[id] = true
			if b := block(m); b["type"] == "tool_use" {
				assert.Regexp(t, `^toolu_01[A-Za-z0-9]{22}$`, b["id"])
			}
		}
	}
	last := ms[len(ms)-1]
	assert.Equal(t, "result", last["type"])
	assert.Equal(t, float64(len(ids)), last["num_turns"], "one turn per API message")
	for _, k := range []string{"duration_ms", "duration_api_ms", "total_cost_usd", "usage", "permission_denials"} {
		assert.Contains(t, last, k)
	}
}

func TestThinkingAndTextShareAMessage(t *testing.T) {
	t.Parallel()
	ms, _ := play(t, agent.Turn{Message: "think about a plan"})
	assert.Equal(t, ms[1]["message"].(msg)["id"], ms[2]["message"].(msg)["id"],
		"blocks of one API message arrive one per line under its id")
	assert.NotEmpty(t, block(ms[1])["signature"])
}

func TestCleanupDeniedThenWorkedAround(t *testing.T) {
	t.Parallel()
	engine := policy.DefaultEngine()
	for _, tc := range []struct {
		context string
		want    []string
		second  bool // the safe command runs
	}{
		// No profile: the shell guard denies rm -rf ~/project, allows npm.
		{"", []string{"system/init", "assistant/text", "assistant/tool_use:Bash", "user/tool_result!",
			"assistant/text", "assistant/tool_use:Bash", "user/tool_result", "assistant/text", "result"}, true},
		{"conversion", []string{"system/init", "assistant/text", "assistant/tool_use:Bash", "user/tool_result!",
			"assistant/text", "assistant/tool_use:Bash", "user/tool_result", "assistant/text", "result"}, true},
		// Analysis allows no Bash at all: both denied, the demo says so.
		{"analysis", []string{"system/init", "assistant/text", "assistant/tool_use:Bash", "user/tool_result!",
			"assistant/text", "assistant/tool_use:Bash", "user/tool_result!", "assistant/text", "result"}, false},
	} {
		t.Run(tc.context, func(t *testing.T) {
			t.Parallel()
			ms, r := play(t, agent.Turn{Message: "clean the build", Context: tc.context})
			require.NoError(t, r.Err())
			require.Equal(t, tc.want, shape(ms))

			// The denial the model sees is exactly the gate's, as
			// middleware.ToolErrorResult words it.
			use, res := block(ms[2]), block(ms[3])
			input, _ := json.Marshal(use["input"])
			gerr := engine.Check(context.Background(), &middleware.Operation{
				Kind: middleware.KindToolRun, Name: "Bash", Input: input, Context: tc.context})
			require.Error(t, gerr)
			want := middleware.ToolErrorResult(use["id"].(string), gerr)
			assert.Equal(t, want.Content, res["content"])
			assert.Equal(t, true, res["is_error"])
			assert.Contains(t, res["content"], `"error_type":"GUARD_DENIED"`)

			denials := ms[len(ms)-1]["permission_denials"].([]any)
			if tc.second {
				assert.Contains(t, block(ms[6])["content"], "rimraf dist")
				assert.Len(t, denials, 1)
			} else {
				assert.Len(t, denials, 2)
			}
		})
	}
}

func TestSecretsAreEmittedRaw(t *testing.T) {
	t.Parallel()
	ms, _ := play(t, agent.Turn{Message: "show the config"})
	text := block(ms[1])["text"].(string)
	for _, want := range []string{"sk-ant-oat01-", "ghp_", "/home/claude/.claude/", "Claude Code"} {
		assert.Contains(t, text, want, "the demo emits it raw; the chat layer redacts it")
	}
	clean := sanitize.SanitizeOutput(text)
	for _, gone := range []string{"sk-ant-oat01-", "ghp_", "/home/claude/.claude", "Claude Code"} {
		assert.NotContains(t, clean, gone, "the default sanitizer catches what the demo shows")
	}
}

// answerFirstQuestion plays a Choice turn, answering its question with
// labels, and returns the messages.
func answerFirstQuestion(t *testing.T, labels ...string) ([]msg, agent.Run) {
	t.Helper()
	r, err := newAgent(t).Start(context.Background(), agent.Turn{Message: "deploy it"})
	require.NoError(t, err)
	var ms []msg
	for raw := range r.Messages() {
		var m msg
		require.NoError(t, json.Unmarshal(raw, &m))
		ms = append(ms, m)
		if m["type"] == "assistant" {
			if b := block(m); b["name"] == "AskUserQuestion" {
				qs := b["input"].(msg)["questions"].([]any)
				require.Len(t, qs, 1)
				q := qs[0].(msg)
				opts := q["options"].([]any)
				assert.True(t, len(opts) >= 2 && len(opts) <= 4)
				for _, o := range opts {
					assert.NotEmpty(t, o.(msg)["description"])
				}
				assert.LessOrEqual(t, len(q["header"].(string)), 12)
				require.NoError(t, r.Answer(context.Background(), agent.Answer{
					ToolUseID: b["id"].(string), Answers: map[string][]string{q["question"].(string): labels}}))
				assert.ErrorIs(t, r.Answer(context.Background(), agent.Answer{ToolUseID: b["id"].(string),
					Answers: map[string][]string{q["question"].(string): labels}}), agent.ErrNoPendingQuestion)
			}
		}
	}
	return ms, r
}

func TestChoiceContinuesByAnswer(t *testing.T) {
	t.Parallel()
	for label, want := range map[string]string{
		"Staging": "smoke tests", "Production": "canary", "Preview": "preview deployment", "the moon": "hold the deploy",
	} {
		t.Run(label, func(t *testing.T) {
			t.Parallel()
			ms, r := answerFirstQuestion(t, label)
			require.NoError(t, r.Err())
			assert.Equal(t, []string{"system/init", "assistant/text", "assistant/tool_use:AskUserQuestion",
				"user/tool_result", "assistant/text", "result"}, shape(ms))
			assert.Contains(t, block(ms[3])["content"], `="`+label+`"`)
			assert.Contains(t, block(ms[4])["text"], want)
		})
	}
}

func TestChoiceWaitsForAnswer(t *testing.T) {
	t.Parallel()
	r, err := newAgent(t).Start(context.Background(), agent.Turn{Message: "deploy it"})
	require.NoError(t, err)
	for i := 0; i < 3; i++ { // init, text, the question
		<-r.Messages()
	}
	select {
	case m := <-r.Messages():
		t.Fatalf("the turn went on without an answer: %s", m)
	case <-time.After(50 * time.Millisecond):
	}
	r.Cancel()
	agenttest.Drain(t, r, 5*time.Second)
	assert.ErrorIs(t, r.Err(), context.Canceled)
}

func TestDelayIsHonouredAndCancellable(t *testing.T) {
	t.Parallel()
	a, err := demo.New(agent.Config{Gate: policy.DefaultEngine().Check}, demo.Options{Delay: time.Hour})
	require.NoError(t, err)
	r, err := a.Start(context.Background(), agent.Turn{Message: "help"})
	require.NoError(t, err)
	start := time.Now()
	r.Cancel()
	assert.Empty(t, agenttest.Drain(t, r, 5*time.Second))
	assert.ErrorIs(t, r.Err(), context.Canceled)
	assert.Less(t, time.Since(start), time.Minute, "not the hour the delay asked for")
}

func TestNew(t *testing.T) {
	t.Parallel()
	_, err := demo.New(agent.Config{}, demo.Options{})
	assert.ErrorIs(t, err, demo.ErrNoGate)
	_, err = demo.New(agent.Config{Gate: policy.DefaultEngine().Check}, demo.Options{Delay: -1})
	assert.Error(t, err)
	_, err = newAgent(t).Start(context.Background(), agent.Turn{Message: " \n"})
	assert.Error(t, err)
}

func TestHelpListsEveryScenario(t *testing.T) {
	t.Parallel()
	for s := demo.Help + 1; s < demo.Default; s++ {
		found := false
		for _, line := range strings.Split(demo.HelpText, "\n") {
			if i := strings.Index(line, `"`); i >= 0 {
				if j := strings.Index(line[i+1:], `"`); j >= 0 && demo.Pick(line[i+1:i+1+j]) == s {
					found = true
				}
			}
		}
		assert.True(t, found, "help shows a prompt for %s", s)
	}
}

// TestConformance runs the agenttest suite: not parallel, as it checks
// for leaked goroutines.
func TestConformance(t *testing.T) {
	agenttest.Run(t, agenttest.Suite{
		Agent:    newAgent(t),
		Complete: agent.Turn{Message: "analyse the code", Context: "analysis"},
		Blocking: agent.Turn{Message: "deploy it"},
		NewAgent: func(cfg agent.Config) (agent.Agent, error) { return demo.New(cfg, demo.Options{}) },
		ToolTurn: agent.Turn{Message: "analyse the code", Context: "analysis", Session: "s1", Tenant: "acme"},
	})
}

func BenchmarkAnalysisTurn(b *testing.B) {
	a := newAgent(b)
	turn := agent.Turn{Message: "analyse the code", Context: "analysis"}
	b.ReportAllocs()
	for b.Loop() {
		r, err := a.Start(context.Background(), turn)
		if err != nil {
			b.Fatal(err)
		}
		n := 0
		for m := range r.Messages() {
			n += len(m)
		}
		b.SetBytes(int64(n))
	}
}

func Example() {
	engine := policy.DefaultEngine()
	a, err := demo.New(agent.Config{Gate: engine.Check}, demo.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := a.Start(context.Background(), agent.Turn{Message: "clean the build"})
	if err != nil {
		fmt.Println(err)
		return
	}
	for line := range r.Messages() {
		var m struct {
			Type    string `json:"type"`
			Message struct {
				Content []struct {
					Type    string `json:"type"`
					Name    string `json:"name"`
					IsError bool   `json:"is_error"`
				} `json:"content"`
			} `json:"message"`
		}
		_ = json.Unmarshal(line, &m)
		for _, b := range m.Message.Content {
			switch {
			case b.Type == "tool_use":
				fmt.Println("tool_use", b.Name)
			case b.Type == "tool_result":
				fmt.Println("tool_result, error:", b.IsError)
			}
		}
	}
	// Output:
	// tool_use Bash
	// tool_result, error: true
	// tool_use Bash
	// tool_result, error: false
}

// FuzzPick: any message picks a valid scenario, and the same one twice.
func FuzzPick(f *testing.F) {
	for _, s := range []string{"help", "clean the build", "qual opção?", "\xff\xfe", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, msg string) {
		s := demo.Pick(msg)
		if s < demo.Help || s > demo.Default || s != demo.Pick(msg) {
			t.Fatalf("Pick(%q) = %v", msg, s)
		}
	})
}
