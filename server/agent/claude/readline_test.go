package claude

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReadLine(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		in    string
		limit int
		want  []string
		err   bool
	}{
		{"lines", "a\nbb\n", 8, []string{"a", "bb"}, false},
		{"no final newline", "a\nbb", 8, []string{"a", "bb"}, false},
		{"empty lines kept", "\n\nx\n", 8, []string{"", "", "x"}, false},
		{"exactly the limit", "abcd\n", 4, []string{"abcd"}, false},
		{"over the limit", "abcde\n", 4, nil, true},
		{"long lines across the buffer", strings.Repeat("y", 100) + "\nz\n", 200, []string{strings.Repeat("y", 100), "z"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			br := bufio.NewReaderSize(strings.NewReader(tc.in), 16)
			var got []string
			var buf []byte
			for {
				line, err := readLine(br, buf, tc.limit)
				buf = line
				if errors.Is(err, io.EOF) {
					break
				}
				if err != nil {
					require.True(t, tc.err, "unexpected %v", err)
					var tl *LineTooLongError
					require.ErrorAs(t, err, &tl)
					assert.Equal(t, tc.limit, tl.Limit)
					return
				}
				got = append(got, string(line))
			}
			assert.False(t, tc.err)
			assert.Equal(t, tc.want, got)
		})
	}
}

// FuzzReadLine: lines under the limit come back exactly as split on
// newlines; a longer one is an error, never a panic or a truncated line.
func FuzzReadLine(f *testing.F) {
	f.Add([]byte("{\"type\":\"system\"}\n{\"type\":\"result\"}\n"), 8)
	f.Add([]byte("no newline"), 3)
	f.Add([]byte("\n\n\n"), 1)
	f.Fuzz(func(t *testing.T, in []byte, limit int) {
		if limit < 1 || limit > 1<<16 {
			return
		}
		br := bufio.NewReaderSize(bytes.NewReader(in), 16)
		want := bytes.Split(bytes.TrimSuffix(in, []byte("\n")), []byte("\n"))
		if len(in) == 0 {
			want = nil
		}
		var buf []byte
		for i := 0; ; i++ {
			line, err := readLine(br, buf, limit)
			buf = line
			if errors.Is(err, io.EOF) {
				if i != len(want) {
					t.Fatalf("got %d lines, want %d", i, len(want))
				}
				return
			}
			if i >= len(want) {
				t.Fatalf("more lines than the input has")
			}
			var tl *LineTooLongError
			if errors.As(err, &tl) {
				if len(want[i]) <= limit {
					t.Fatalf("line %d of %d bytes refused at limit %d", i, len(want[i]), limit)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(line) > limit {
				t.Fatalf("line %d of %d bytes over limit %d", i, len(line), limit)
			}
			if !bytes.Equal(line, want[i]) {
				t.Fatalf("line %d = %q, want %q", i, line, want[i])
			}
		}
	})
}

// FuzzDispatchEnvelope: any JSON object decodes into the envelope or is
// forwarded; blocks never panics on odd content.
func FuzzDispatchEnvelope(f *testing.F) {
	f.Add([]byte(`{"type":"assistant","message":{"content":[{"type":"tool_use","id":"t","name":"AskUserQuestion"}]}}`))
	f.Add([]byte(`{"type":"user","message":{"content":"text"}}`))
	f.Add([]byte(`{"type":"control_response","response":{"subtype":"error"}}`))
	f.Fuzz(func(t *testing.T, line []byte) {
		var env envelope
		if json.Unmarshal(line, &env) == nil {
			_ = blocks(env)
		}
	})
}

func BenchmarkReadLine(b *testing.B) {
	line := []byte(`{"type":"assistant","message":{"id":"msg_01","content":[{"type":"text","text":"` + strings.Repeat("word ", 60) + `"}]}}` + "\n")
	in := bytes.Repeat(line, 64)
	b.SetBytes(int64(len(in)))
	b.ReportAllocs()
	r := bytes.NewReader(in)
	br := bufio.NewReaderSize(r, 64<<10)
	var buf []byte
	for b.Loop() {
		r.Reset(in)
		br.Reset(r)
		for {
			line, err := readLine(br, buf, DefaultMaxLineBytes)
			buf = line
			if err != nil {
				break
			}
		}
	}
}
