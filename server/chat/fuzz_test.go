package chat_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/server/chat"
)

// FuzzProcessOutput: any bytes give one of the six types, never a panic;
// the frame is always valid JSON; a hidden message carries nothing; an
// error return means an error frame; content stays within its limit.
func FuzzProcessOutput(f *testing.F) {
	for _, tc := range outCases {
		f.Add([]byte(tc.raw))
	}
	if data, err := os.ReadFile("testdata/session.jsonl"); err == nil {
		for line := range bytes.Lines(data) {
			f.Add(line)
		}
	}
	f.Add([]byte(`{"type":"assistant","message":{"content":[{"type":"tool_use","name":"AskUserQuestion","input":{"question":"Q?","options":["a",1,{"label":2}]}}]}}`))
	f.Add([]byte(`{"type":"user","message":{"content":[{"type":"tool_result","content":[{"type":"text","text":1}]}]}}`))
	f.Add([]byte("{\"type\":\"text\",\"content\":\"\xff\xfe?\"}"))
	f.Add([]byte(`{"type":"user","message":{"content":[{"type":"tool_result","tool_use_id":"t","is_error":true,"content":"{\"error\":\"Tool \\\"Bash\\\" denied: x\",\"error_type\":\"GUARD_DENIED\",\"kind\":\"private_data\"}"}]}}`))
	f.Add([]byte(`{"type":"user","message":{"content":[{"type":"tool_result","is_error":true,"content":"PreToolUse:Read hook error: Tool \"Read\" needs approval: y"}]}}`))
	a := newAgent(f)
	ctx := context.Background()
	f.Fuzz(func(t *testing.T, raw []byte) {
		typ := chat.Classify(raw)
		require.True(t, typ.Valid(), "type %q", typ)
		pm, err := a.ProcessOutput(ctx, raw)
		require.Equal(t, typ, pm.Type, "Classify and ProcessOutput agree")
		if err != nil {
			require.Equal(t, chat.TypeError, pm.Type)
			require.False(t, pm.Hidden)
		}
		if pm.Hidden {
			require.Empty(t, pm.Content)
			require.Nil(t, pm.Options)
			require.Nil(t, pm.Metadata)
		}
		require.LessOrEqual(t, len(pm.Content), len(raw)+chat.MaxContent+64)
		frame, merr := json.Marshal(pm)
		require.NoError(t, merr)
		require.True(t, json.Valid(frame))
		require.True(t, utf8.Valid(frame))
		if pm.Type != chat.TypeMultiQuestion {
			require.Nil(t, pm.Options)
		}
		if pm.Kind != "" {
			// A stop: an error with a known kind and its text, bounded.
			require.Equal(t, chat.TypeError, pm.Type)
			require.True(t, pm.Kind.Valid(), "kind %q", pm.Kind)
			require.NotEmpty(t, pm.Content)
			require.LessOrEqual(t, len(pm.Input), 1<<10+32)
			require.LessOrEqual(t, len(pm.Reason), 300+8)
		} else {
			require.Empty(t, pm.Tool+pm.Input+pm.Reason, "only a stop names a call")
		}
	})
}

// FuzzFilter: any stream gives one valid JSON frame per output line, and
// never more frames than input lines.
func FuzzFilter(f *testing.F) {
	// Short seeds: the fuzzer minimises every new input it finds, which on
	// a whole recorded session takes longer than a fuzz run.
	f.Add([]byte("{}\n\n{\n{\"type\":\"error\"}"))
	f.Add([]byte(`{"type":"system","subtype":"init","cwd":"/w"}` + "\n" +
		`{"type":"assistant","message":{"content":[{"type":"tool_use","id":"t1","name":"Read","input":{"file_path":"/w/a"}}]}}` + "\n" +
		`{"type":"user","message":{"content":[{"type":"tool_result","tool_use_id":"t1","content":"/w/a: ok?"}]}}`))
	a := newAgent(f)
	f.Fuzz(func(t *testing.T, in []byte) {
		var out bytes.Buffer
		done := make(chan error, 1)
		go func() { done <- chat.Filter(context.Background(), a, bytes.NewReader(in), &out) }()
		select {
		case err := <-done:
			require.NoError(t, err)
		case <-time.After(10 * time.Second):
			t.Fatalf("Filter hangs on %q", in)
		}
		n := 0
		for line := range strings.Lines(out.String()) {
			n++
			var fr struct {
				Type chat.MessageType `json:"type"`
			}
			require.NoError(t, json.Unmarshal([]byte(line), &fr), line)
			require.True(t, fr.Type.Valid())
		}
		require.LessOrEqual(t, n, bytes.Count(in, []byte("\n"))+1)
	})
}
