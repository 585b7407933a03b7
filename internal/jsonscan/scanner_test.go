package jsonscan

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestValidErrors(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in     string
		offset int
	}{
		{``, 0}, {` `, 1}, {`{`, 1}, {`{"a":}`, 5}, {`{"a":"\q"}`, 6}, {"{\"a\":\"\x01\"}", 6},
		{`{"a":1} x`, 8}, {`{"a":1,}`, 7}, {`[1,]`, 3}, {`[1}`, 2}, {`01`, 1}, {`1.`, 2}, {`-`, 1},
		{`tru`, 0}, {`"abc`, 4}, {`{"a" 1}`, 5}, {`NaN`, 0}, {`/**/1`, 0}, {`{"a":1 "b":2}`, 7},
	} {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			err := Valid([]byte(tc.in), Limits{})
			var se *SyntaxError
			require.ErrorAs(t, err, &se)
			assert.Equal(t, tc.offset, se.Offset)
			assert.False(t, json.Valid([]byte(tc.in)))
		})
	}
}

func TestLimits(t *testing.T) {
	t.Parallel()
	nest := func(n int) []byte {
		return append(append(bytes.Repeat([]byte(`{"a":[`), n), '1'), bytes.Repeat([]byte(`]}`), n)...)
	}
	var le *LimitError
	require.NoError(t, Valid(nest(DefaultMaxDepth/2), Limits{}))
	require.ErrorAs(t, Valid(nest(DefaultMaxDepth/2+1), Limits{}), &le)
	assert.Equal(t, "depth", le.Limit)
	assert.False(t, json.Valid(nest(DefaultMaxDepth/2+1)), "the same bound as encoding/json")

	require.NoError(t, Valid(nest(2), Limits{MaxDepth: 4}))
	require.ErrorAs(t, Valid(nest(3), Limits{MaxDepth: 4}), &le)
	assert.Equal(t, LimitError{Offset: 12, Limit: "depth", Max: 4}, *le)

	require.NoError(t, Valid([]byte(`"abcd"`), Limits{MaxSize: 6}))
	require.ErrorAs(t, Valid([]byte(`"abcde"`), Limits{MaxSize: 6}), &le)
	assert.Equal(t, "size", le.Limit)
}

func TestStringField(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in    string
		val   string
		found bool
		err   any // a pointer to the error type expected, or nil
	}{
		{in: `{"a":"x"}`, val: "x", found: true},
		{in: ` { "b" : [1,{"a":"no"}] , "a" : "y\n" } `, val: "y\n", found: true},
		{in: `{"\u0061":"esc"}`, val: "esc", found: true},
		{in: "{\"a\":\"\xffx\"}", val: "\ufffdx", found: true},
		{in: `{"a":"\ud800"}`, val: "\ufffd", found: true},
		{in: `{"a":5}`},
		{in: `{"A":"x"}`},
		{in: `{}`},
		{in: `{"a":"x","a":"y"}`, err: new(*DuplicateKeyError)},
		{in: `{"a":"x","\u0061":null}`, err: new(*DuplicateKeyError)},
		{in: `["a"]`, err: new(*KindError)},
		{in: `null`, err: new(*KindError)},
		{in: `{"a":"x","b":tru}`, err: new(*SyntaxError)},
		{in: `{"a":"x"} {}`, err: new(*SyntaxError)},
	} {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			val, found, err := StringField([]byte(tc.in), "a", Limits{})
			if tc.err != nil {
				require.ErrorAs(t, err, tc.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.found, found)
			assert.Equal(t, tc.val, val)
		})
	}
}

func TestStringsField(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in    string
		vals  []string
		found bool
		err   any
	}{
		{in: `{"a":["x","y\n"]}`, vals: []string{"x", "y\n"}, found: true},
		{in: `{"a":[]}`, found: true},
		{in: `{"b":["x"]}`},
		{in: `{"a":"x"}`, err: new(*KindError)},
		{in: `{"a":["x",1]}`, err: new(*KindError)},
		{in: `{"a":["x"],"a":["y"]}`, err: new(*DuplicateKeyError)},
		{in: `["a"]`, err: new(*KindError)},
		{in: `{"a":["x"`, err: new(*SyntaxError)},
	} {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			vals, found, err := StringsField([]byte(tc.in), "a", Limits{})
			if tc.err != nil {
				require.ErrorAs(t, err, tc.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.found, found)
			assert.Equal(t, tc.vals, vals)
		})
	}
}

// TestStructsMergeDuplicates is why a repeated key is refused rather than
// read: decoding into a struct, encoding/json keeps the first copy's
// value when the second is null and merges two objects, while decoding
// into a map (like JSON.parse) keeps only the last copy.
func TestStructsMergeDuplicates(t *testing.T) {
	t.Parallel()
	in := []byte(`{"content":"rm -rf /","content":null,"m":{"role":"user","x":1},"m":{"x":2}}`)
	var st struct {
		Content string
		M       struct {
			Role string
			X    int
		}
	}
	require.NoError(t, json.Unmarshal(in, &st))
	var mp map[string]any
	require.NoError(t, json.Unmarshal(in, &mp))
	assert.Equal(t, "rm -rf /", st.Content)
	assert.Nil(t, mp["content"])
	assert.Equal(t, "user", st.M.Role)
	assert.Equal(t, map[string]any{"x": 2.0}, mp["m"])

	_, _, err := StringField(in, "content", Limits{})
	var de *DuplicateKeyError
	require.ErrorAs(t, err, &de)
	assert.Equal(t, "content", de.Key)
}

func TestNextKey(t *testing.T) {
	t.Parallel()
	keys := NewFoldKeys("role", "content")
	read := func(in string) (role, content string, err error) {
		s := New([]byte(in), Limits{})
		if !s.Begin() {
			return "", "", s.Err()
		}
		var seen uint64
		for {
			i, ok := s.NextKey(keys, &seen)
			if !ok {
				break
			}
			v, _ := s.Text()
			if i == 0 {
				role = v
			} else {
				content = v
			}
		}
		return role, content, s.Finish()
	}
	role, content, err := read(`{"x":{"role":"no"},"ROLE":"user","Content":"hi"}`)
	require.NoError(t, err)
	assert.Equal(t, "user", role)
	assert.Equal(t, "hi", content)
	_, content, err = read(`{"conten\u0074":"a"}`)
	require.NoError(t, err)
	assert.Equal(t, "a", content)
	_, content, err = read(`{"content":"a","ſontent":"b"}`) // ſ does not fold to c
	require.NoError(t, err)
	assert.Equal(t, "a", content)
	_, _, err = read(`{"content":"a","Content":"b"}`)
	var de *DuplicateKeyError
	require.ErrorAs(t, err, &de)
	assert.Equal(t, "content", de.Key)

	exact := NewKeys("type")
	assert.Equal(t, 0, exact.Index([]byte("type")))
	assert.Equal(t, -1, exact.Index([]byte("Type")))
	assert.Equal(t, 0, NewFoldKeys("kelvin").Index([]byte("\u212aelvin")), "K (Kelvin sign) folds to k")
}

func TestReadersSkipOtherKinds(t *testing.T) {
	t.Parallel()
	s := New([]byte(`[1,"s",true,null,{"a":[]}]`), Limits{})
	require.True(t, s.Begin())
	require.True(t, s.NextElem())
	_, ok := s.Text()
	assert.False(t, ok, "a number is not a string")
	require.True(t, s.NextElem())
	_, ok = s.Number()
	assert.False(t, ok)
	require.True(t, s.NextElem())
	_, ok = s.Bytes()
	assert.False(t, ok)
	require.True(t, s.NextElem())
	_, ok = s.Bool()
	assert.False(t, ok)
	require.True(t, s.NextElem())
	assert.Equal(t, `{"a":[]}`, string(s.Raw()))
	assert.False(t, s.NextElem())
	require.NoError(t, s.Finish())
}

func TestErrorsNeverQuoteInput(t *testing.T) {
	t.Parallel()
	secret := "sk-live-0123456789abcdef"
	for _, in := range []string{`{"` + secret + `"}`, `["` + secret + `\q"]`, `{"k":"` + secret + `","k":1}`} {
		_, _, err := StringField([]byte(in), "k", Limits{})
		require.Error(t, err)
		assert.NotContains(t, err.Error(), secret)
	}
	assert.True(t, errors.As(Valid([]byte(`[`), Limits{}), new(*SyntaxError)))
}

func TestValidMatchesEncodingJSON(t *testing.T) {
	t.Parallel()
	deep := func(n int) string { return strings.Repeat("[", n) + strings.Repeat("]", n) }
	for _, s := range []string{
		``, ` `, `{}`, `[]`, `""`, `0`, `-0`, `01`, `-`, `1.`, `1.5`, `1e`, `1e+`, `1E-7`, `-12.5e10`, `.5`, `+1`,
		`true`, `tru`, `truex`, `null`, `nul`, `false `, ` {"a":1} `, `{"a":1,}`, `{"a" 1}`, `{a:1}`, `{"a":1}{`,
		`[1,]`, `[,1]`, `[1 2]`, `["a","b"]`, `"\u00e9\n\t\/\\\""`, `"\u00g0"`, `"\x"`, `"a` + "\x01" + `"`,
		"\"\xff\xfe\"", `"unterminated`, `"\`, `"\u12`, "\t\n\r{\"k\" :\n[true,false,null]}\r\n", "{\"a\":1}\x00",
		deep(10000), deep(10001), `{"a":` + deep(9999) + `}`, `{"a":` + deep(10000) + `}`,
	} {
		assert.Equal(t, json.Valid([]byte(s)), Valid([]byte(s), Limits{}) == nil, "%.40q", s)
	}
}
