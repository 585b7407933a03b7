package chat

import (
	"bytes"
	"encoding/json"
	"io"
	"os"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/internal/jsonscan"
)

// FuzzDecodeMatchesEncodingJSON holds the hand-written decoder to
// encoding/json: it accepts exactly the lines json.Valid accepts (objects
// only), and where encoding/json decodes a line cleanly the two agree on
// every field.
func FuzzDecodeMatchesEncodingJSON(f *testing.F) {
	if data, err := os.ReadFile("testdata/session.jsonl"); err == nil {
		for line := range bytes.Lines(data) {
			f.Add(line)
		}
	}
	for _, s := range []string{
		`{"type":"assistant","message":{"content":[{"type":"text","text":"a\u00e9\ud83d\ude00\ud800x\"\\\/\b\f\n\r\t"}],"stop_reason":null,"usage":{"input_tokens":1.5e3}}}`,
		`{"type":"result","duration_ms":-0.0,"num_turns":1E+2,"errors":["a",1,null],"usage":null,"is_error":true}`,
		`{"type":"x","message":"boom","error":{"type":"e","message":"m"},"options":[1,{"label":"l"}],"content":"c"}`,
		`{"type":"stream_event","event":{"type":"content_block_delta","delta":{"type":"text_delta"},"content_block":null}}`,
		"{\"a\":\"\xff\xfe\"}", `{"a":01}`, `{"a":1.}`, `{"a":-}`, `{"a":tru}`, `{"a" 1}`, `{"a":1,}`, `[1]`, ` {} `, "{}\x00",
		`{"message":{"content":[1,"x",null,{"type":"text"}]},"message":{"stop_reason":"s"}}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, raw []byte) {
		var mine wireMsg
		err := decode(raw, &mine)
		trimmed := bytes.TrimLeft(raw, " \t\r\n")
		valid := json.Valid(raw) && len(trimmed) > 0 && trimmed[0] == '{'
		lower, unique := keyShape(raw)
		if !valid || unique {
			require.Equal(t, valid, err == nil, "accepts exactly valid JSON objects: %v", err)
		}
		if !valid || !lower || !unique {
			return
		}
		var std wireMsg
		if json.Unmarshal(raw, &std) != nil {
			return // a type error: encoding/json keeps going its own way
		}
		normalize(&mine)
		normalize(&std)
		mine.msgText = ""
		if !reflect.DeepEqual(std, mine) {
			a, _ := json.Marshal(std)
			b, _ := json.Marshal(mine)
			t.Fatalf("decoders disagree on %q:\nencoding/json %s\nscanner       %s", raw, a, b)
		}
	})
}

// keyShape reports whether every key is lower-case ASCII (encoding/json
// folds case when matching keys, the decoder does not) and whether no
// object repeats a key (the decoder refuses a repeated key it reads, while
// encoding/json merges the copies). It reads tokens, so keys of values a
// later duplicate replaces are checked too.
func keyShape(raw []byte) (lower, unique bool) {
	lower, unique = true, true
	dec := json.NewDecoder(bytes.NewReader(raw))
	type frame struct {
		object bool
		keys   map[string]bool
		want   bool // the next string token in this object is a key
	}
	var stack []*frame
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return lower, unique
		}
		if err != nil {
			return false, false
		}
		var top *frame
		if len(stack) > 0 {
			top = stack[len(stack)-1]
		}
		if top != nil && top.object && top.want {
			k, ok := tok.(string)
			if !ok { // the object's closing brace
				stack = stack[:len(stack)-1]
				continue
			}
			for i := 0; i < len(k); i++ {
				if c := k[i]; !(c >= 'a' && c <= 'z' || c == '_') {
					lower = false
				}
			}
			if top.keys[k] {
				unique = false
			}
			top.keys[k] = true
			top.want = false
			continue
		}
		if top != nil && top.object {
			top.want = true // this token is the value: a key comes next
		}
		switch tok {
		case json.Delim('{'):
			stack = append(stack, &frame{object: true, keys: map[string]bool{}, want: true})
		case json.Delim('['):
			stack = append(stack, &frame{})
		case json.Delim(']'):
			stack = stack[:len(stack)-1]
		}
	}
}

// normalize treats an empty slice as nil and compacts raw values
// (encoding/json copies them verbatim too, but a nil and an empty
// RawMessage mean the same here).
func normalize(m *wireMsg) {
	if len(m.Errors) == 0 {
		m.Errors = nil
	}
	if m.Message != nil && len(m.Message.Content) == 0 {
		m.Message.Content = nil
	}
}

func TestDecodeErrors(t *testing.T) {
	t.Parallel()
	for _, raw := range []string{"", "  ", "x", "[]", "null", `"s"`, "{", `{"a":}`, `{"a":"\q"}`, "{\"a\":\"\x01\"}", `{"a":1} x`, "{}\x00"} {
		var m wireMsg
		assert.Error(t, decode([]byte(raw), &m), "%q", raw)
	}
	nest := func(n int) []byte {
		return append(append(bytes.Repeat([]byte(`{"a":`), n), '1'), bytes.Repeat([]byte(`}`), n)...)
	}
	var m wireMsg
	var le *jsonscan.LimitError
	assert.ErrorAs(t, decode(nest(jsonscan.DefaultMaxDepth+1), &m), &le)
	assert.False(t, json.Valid(nest(jsonscan.DefaultMaxDepth+1)), "the same bound as encoding/json")
	assert.NoError(t, decode(nest(jsonscan.DefaultMaxDepth), &m))
	var se *SyntaxError
	assert.ErrorAs(t, decode([]byte(`{"type":"x",}`), &m), &se)
	assert.Equal(t, 12, se.Offset)
	assert.ErrorIs(t, decode([]byte(" \n"), &m), errEmpty)
}

// A key the decoder reads given twice in one object makes the line
// invalid (the old decoder let the last copy win, as JSON.parse does,
// while encoding/json merges the copies); a repeated key it does not read,
// or one inside a value it keeps raw, does not.
func TestDecodeRefusesRepeatedKeys(t *testing.T) {
	t.Parallel()
	for _, raw := range []string{
		`{"type":"assistant","type":"result"}`,
		`{"type":"assistant","message":{"content":[]},"message":{"stop_reason":"s"}}`,
		`{"type":"assistant","message":{"content":[{"type":"text","text":"a","text":"b"}]}}`,
		`{"type":"result","usage":{"input_tokens":1,"input_tokens":2}}`,
		`{"type":"stream_event","event":{"type":"x","delta":{"type":"a","type":"b"}}}`,
	} {
		var m wireMsg
		var de *jsonscan.DuplicateKeyError
		assert.ErrorAs(t, decode([]byte(raw), &m), &de, raw)
		assert.Equal(t, TypeError, Classify([]byte(raw)), raw)
	}
	for _, raw := range []string{
		`{"type":"x","foo":1,"foo":2}`,
		`{"type":"assistant","message":{"content":[{"type":"tool_use","input":{"a":1,"a":2}}]}}`,
	} {
		var m wireMsg
		assert.NoError(t, decode([]byte(raw), &m), raw)
	}
	assert.Equal(t, "error", func() string { c, _ := errorText([]byte(`{"type":"a","type":"b"}`)); return c }())
	c, msg := errorText([]byte(`{"Type":"overloaded_error","MESSAGE":"Overloaded"}`))
	assert.Equal(t, [2]string{"overloaded_error", "Overloaded"}, [2]string{c, msg}, "case folds as encoding/json did")
}
