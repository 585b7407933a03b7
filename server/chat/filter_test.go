package chat_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/server/chat"
)

var update = flag.Bool("update", false, "rewrite testdata golden files")

// TestFilterSession runs a recorded-shape turn (init, hooks, partial
// events, thinking, a read, a denied rm -rf, a question with its answer, a
// rate limit, a broken line, an answer holding a token, the result)
// through Filter and compares with the golden frames.
func TestFilterSession(t *testing.T) {
	t.Parallel()
	in, err := os.ReadFile("testdata/session.jsonl")
	require.NoError(t, err)
	var out bytes.Buffer
	var lineErrs []error
	require.NoError(t, chat.Filter(context.Background(), newAgent(t), bytes.NewReader(in), &out,
		chat.OnLineError(func(err error) { lineErrs = append(lineErrs, err) })))

	if *update {
		require.NoError(t, os.WriteFile("testdata/session.golden.jsonl", out.Bytes(), 0o644))
	}
	want, err := os.ReadFile("testdata/session.golden.jsonl")
	require.NoError(t, err)
	assert.Equal(t, string(want), out.String())

	require.Len(t, lineErrs, 1)
	var ie *chat.InvalidMessageError
	require.ErrorAs(t, lineErrs[0], &ie)
	assert.Equal(t, 15, ie.Line, "the log can find the line")

	// Every frame is JSON with the four keys at most (a blocked call's
	// four more) and none of the internal fields.
	types := map[chat.MessageType]int{}
	for line := range strings.Lines(out.String()) {
		var f map[string]json.RawMessage
		require.NoError(t, json.Unmarshal([]byte(line), &f), line)
		for k := range f {
			assert.Contains(t, []string{"type", "content", "options", "metadata", "kind", "tool", "input", "reason"}, k)
		}
		var typ chat.MessageType
		require.NoError(t, json.Unmarshal(f["type"], &typ))
		types[typ]++
		for _, s := range []string{"8f14e45f", "/home/ana", "toolu_", "claude-sonnet", "ghp_", "Claude Code", ".claude", "uuid", "mcp"} {
			assert.NotContains(t, line, s)
		}
	}
	assert.Equal(t, map[chat.MessageType]int{
		chat.TypeThinking: 1, chat.TypeInfo: 2, chat.TypeToolResult: 3, chat.TypeError: 2,
		chat.TypeMultiQuestion: 1, chat.TypeQuestion: 1,
	}, types)
}

func TestFilterLongLines(t *testing.T) {
	t.Parallel()
	a := newAgent(t)
	// A line just under the limit is processed; one over it becomes an
	// error frame and the next line is still read.
	big := `{"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t","content":"` + strings.Repeat("a", 200<<10) + `"}]}}`
	huge := `{"type":"text","content":"` + strings.Repeat("b", chat.MaxLine) + `"}`
	in := big + "\n" + huge + "\n" + `{"type":"text","content":"after"}`
	var out bytes.Buffer
	var errs []error
	require.NoError(t, chat.Filter(context.Background(), a, strings.NewReader(in), &out, chat.OnLineError(func(err error) { errs = append(errs, err) })))
	frames := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	require.Len(t, frames, 3)
	assert.Contains(t, frames[0], `"type":"tool_result"`)
	assert.Contains(t, frames[0], `… [truncated]`)
	assert.Equal(t, `{"type":"error","content":"invalid agent message"}`, frames[1])
	assert.Equal(t, `{"type":"info","content":"after"}`, frames[2], "the last line needs no newline")
	require.Len(t, errs, 1)
	assert.ErrorIs(t, errs[0], chat.ErrLineTooLong)
	assert.ErrorIs(t, errs[0], chat.ErrInvalidMessage)
}

func TestFilterStops(t *testing.T) {
	t.Parallel()
	a := newAgent(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	assert.ErrorIs(t, chat.Filter(ctx, a, strings.NewReader("{}\n"), io.Discard), context.Canceled)

	boom := errors.New("disk full")
	err := chat.Filter(context.Background(), a, strings.NewReader(`{"type":"text","content":"x"}`+"\n"), failWriter{boom})
	assert.ErrorIs(t, err, boom)

	err = chat.Filter(context.Background(), a, io.MultiReader(strings.NewReader("{}\n"), failReader{boom}), io.Discard)
	assert.ErrorIs(t, err, boom)

	assert.ErrorIs(t, chat.Filter(context.Background(), nil, strings.NewReader(""), io.Discard), chat.ErrNoPolicy)
}

type failWriter struct{ err error }

func (w failWriter) Write([]byte) (int, error) { return 0, w.err }

type failReader struct{ err error }

func (r failReader) Read([]byte) (int, error) { return 0, r.err }
