package frame_test

import (
	"encoding/json"
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/server/frame"
)

// shapes is every server frame shape, for the tests that must see them all.
var shapes = []frame.Shape{frame.Session{}, frame.TurnStart{}, frame.TurnEnd{}, frame.Message{}, frame.Error{},
	frame.Blocked{}, frame.Approval{}, frame.ApprovalEnd{}}

// TestShapeJSON pins each shape's bytes on the wire: field names and order.
func TestShapeJSON(t *testing.T) {
	t.Parallel()
	q := []frame.Question{{Question: "Which database?", Header: "Database",
		Options: []frame.Option{{Label: "PostgreSQL", Description: "d"}, {Label: "SQLite"}}}}
	tests := []struct {
		name  string
		shape frame.Shape
		want  string
	}{
		{"session", frame.Session{Session: "s_1", Context: "analysis"},
			`{"type":"session","seq":0,"version":1,"session":"s_1","context":"analysis"}`},
		{"turn_start", frame.TurnStart{Turn: 1}, `{"type":"turn_start","seq":0,"turn":1}`},
		{"turn_end", frame.TurnEnd{Turn: 1, Status: frame.StatusDone}, `{"type":"turn_end","seq":0,"turn":1,"status":"done"}`},
		{"info", frame.Message{Type: frame.TypeInfo, Turn: 2, Content: "hi", Metadata: map[string]any{"num_turns": 1}},
			`{"type":"info","seq":0,"turn":2,"content":"hi","metadata":{"num_turns":1}}`},
		{"multi_question", frame.Message{Type: frame.TypeMultiQuestion, Turn: 1, Content: "Which database?", Options: q, QuestionID: "q1"},
			`{"type":"multi_question","seq":0,"turn":1,"content":"Which database?","options":[{"question":"Which database?","header":"Database","multiSelect":false,"options":[{"label":"PostgreSQL","description":"d"},{"label":"SQLite"}]}],"question_id":"q1"}`},
		{"agent error", frame.Message{Type: frame.TypeError, Turn: 1, Content: "failed"},
			`{"type":"error","seq":0,"turn":1,"content":"failed"}`},
		{"server error", frame.Error{Code: "BUSY", Content: "a turn is running"},
			`{"type":"error","seq":0,"content":"a turn is running","code":"BUSY"}`},
		{"a stop", frame.Error{Code: "GUARD_DENIED", Kind: "slash_command", Content: "Slash commands are turned off here."},
			`{"type":"error","seq":0,"content":"Slash commands are turned off here.","code":"GUARD_DENIED","kind":"slash_command"}`},
		{"blocked", frame.Blocked{Turn: 3, Kind: "dangerous_action", Content: "This was stopped.", Tool: "Bash", Input: "rm -rf ./dist /",
			Reason: "recursive deletion of /", Metadata: map[string]any{"tool": "Bash", "is_error": true}},
			`{"type":"error","seq":0,"turn":3,"content":"This was stopped.","metadata":{"is_error":true,"tool":"Bash"},"kind":"dangerous_action",` +
				`"tool":"Bash","input":"rm -rf ./dist /","reason":"recursive deletion of /"}`},
		{"approval", frame.Approval{Turn: 2, ApprovalID: "a1", Tool: "Write", Content: "writing a system path",
			Input: "/etc/hosts", Effects: []string{"write /etc/hosts (system)"}},
			`{"type":"approval","seq":0,"turn":2,"content":"writing a system path","approval_id":"a1","tool":"Write","input":"/etc/hosts",` +
				`"effects":["write /etc/hosts (system)"],"choices":[{"id":"once","label":"Allow once"},` +
				`{"id":"session","label":"Allow for this session"},{"id":"deny","label":"Deny"}]}`},
		{"approval_end", frame.ApprovalEnd{Turn: 2, ApprovalID: "a1", Outcome: frame.OutcomeExpired},
			`{"type":"approval_end","seq":0,"turn":2,"approval_id":"a1","outcome":"expired"}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			b, err := json.Marshal(tt.shape.Frame())
			require.NoError(t, err)
			assert.Equal(t, tt.want, string(b))
		})
	}
}

// TestShapesCoverFrame: every field of Frame belongs to some shape, and a
// shape's frame has one of the protocol's types, so Frame cannot grow a
// field no frame sends, nor a shape send an unknown type.
func TestShapesCoverFrame(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	for _, s := range shapes {
		fs := filled(t, s)
		f := fs.Frame()
		if m, ok := fs.(frame.Message); ok {
			assert.Equal(t, string(m.Type), f.Type)
		}
		assert.Contains(t, append(frame.Types(), "x"), f.Type, "%T", s)
		b, err := json.Marshal(f)
		require.NoError(t, err)
		var keys map[string]json.RawMessage
		require.NoError(t, json.Unmarshal(b, &keys))
		for k := range keys {
			seen[k] = true
		}
	}
	assert.Equal(t, jsonNames(reflect.TypeFor[frame.Frame]()), slices.Sorted(maps.Keys(seen)))
}

// TestShapeTypes: each non-message shape names its own type, and the
// message types are exactly the six.
func TestShapeTypes(t *testing.T) {
	t.Parallel()
	assert.Equal(t, frame.TypeSession, frame.Session{}.Frame().Type)
	assert.Equal(t, frame.TypeTurnStart, frame.TurnStart{}.Frame().Type)
	assert.Equal(t, frame.TypeTurnEnd, frame.TurnEnd{}.Frame().Type)
	assert.Equal(t, string(frame.TypeError), frame.Error{}.Frame().Type)
	assert.Equal(t, frame.TypeApproval, frame.Approval{}.Frame().Type)
	assert.Equal(t, frame.TypeApprovalEnd, frame.ApprovalEnd{}.Frame().Type)
	assert.Len(t, frame.MessageTypes(), 6)
	assert.Len(t, frame.Types(), 11)
	for _, typ := range frame.MessageTypes() {
		assert.True(t, typ.Valid(), typ)
		assert.Contains(t, frame.Types(), string(typ))
	}
	assert.False(t, frame.MessageType("session").Valid(), "a server frame type is not a message type")
	assert.False(t, frame.MessageType("").Valid())
}

// TestChoices: the three approval choices, checked strictly by id.
func TestChoices(t *testing.T) {
	t.Parallel()
	assert.Equal(t, []string{"once", "session", "deny"}, frame.ChoiceIDs())
	for _, id := range frame.ChoiceIDs() {
		assert.True(t, frame.ValidChoice(id), id)
	}
	for _, id := range []string{"", "Once", "once ", "allow", "Allow once", "deny\x00"} {
		assert.False(t, frame.ValidChoice(id), "%q", id)
	}
	c := frame.Choices()
	c[0].ID = "changed"
	assert.Equal(t, "once", frame.Choices()[0].ID, "Choices returns a copy")
}

// filled returns s with every field set to a non-zero value ("x" for a
// message type, which the test then accepts).
func filled(t *testing.T, s frame.Shape) frame.Shape {
	t.Helper()
	v := reflect.New(reflect.TypeOf(s)).Elem()
	for i := range v.NumField() {
		fill(t, v.Field(i))
	}
	return v.Interface().(frame.Shape)
}

func fill(t *testing.T, v reflect.Value) {
	t.Helper()
	switch v.Kind() {
	case reflect.String:
		v.SetString("x")
	case reflect.Int:
		v.SetInt(1)
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 1, 1))
	case reflect.Map:
		m := reflect.MakeMap(v.Type())
		m.SetMapIndex(reflect.ValueOf("k"), reflect.ValueOf(1).Convert(v.Type().Elem()))
		v.Set(m)
	default:
		t.Fatalf("no filler for a %s field", v.Kind())
	}
}

// jsonNames returns the sorted JSON names of a struct's fields.
func jsonNames(typ reflect.Type) []string {
	var out []string
	for f := range typ.Fields() {
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		out = append(out, name)
	}
	slices.Sort(out)
	return out
}
