package jsonscan

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"
)

var seeds = []string{
	`{"command":"npm test"}`, `{"a":"x","a":"y"}`, `{"comm\u0061nd":"x","command":"y"}`,
	`{"a":[1,-0.5e+3,true,false,null,{"b":"\u00e9\ud83d\ude00\ud800x\"\\\/\b\f\n\r\t"}]}`,
	"{\"a\":\"\xff\xfe\xc3(\"}", "\"\xed\xa0\x80\"", `"\udc00\ud800\u0041"`,
	`{"a":01}`, `{"a":1.}`, `{"a":-}`, `{"a":tru}`, `{"a" 1}`, `{"a":1,}`, `[1,]`, `[,1]`, `{,}`,
	` {} `, "{}\x00", `1 2`, ``, ` `, `nul`, `"\q"`, "\"\x01\"", `[1}`, `{"a":1]`, `// c`, `NaN`, `'a'`,
	`{"a":{"a":"in"},"a":null}`, `{"a":["x","\u00e9"]}`, `{"a":["x",1]}`, `{"a":[]}`, `[[[[[]]]]]`, `"\u00"`, `1e400`, `-01`, `0e`, `1E+2`,
}

// FuzzScan holds the reader to encoding/json: it accepts exactly what
// json.Valid accepts, reads the same keys, strings and numbers in the same
// order, walks the same string values, and looks a field up as a map
// decode does, refusing a repeated key.
func FuzzScan(f *testing.F) {
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		want, valid := stdTokens(data)
		err := Valid(data, Limits{})
		require.Equal(t, valid, err == nil, "valid iff json.Valid: %v", err)
		if err != nil {
			var se *SyntaxError
			var le *LimitError
			require.True(t, errors.As(err, &se) || errors.As(err, &le), "typed: %T", err)
			require.Less(t, len(err.Error()), 100, "the message never quotes the input")
		}

		got, serr := scanTokens(data)
		require.Equal(t, valid, serr == nil, "%v", serr)
		if valid {
			require.Equal(t, want, got)
		}

		var walked []string
		werr := Strings(data, Limits{}, func(start, end int, v []byte) error {
			var std string
			require.NoError(t, json.Unmarshal(data[start:end], &std), "the span is one string literal")
			require.Equal(t, std, string(v))
			walked = append(walked, string(v))
			return nil
		})
		require.Equal(t, valid, werr == nil)
		if valid {
			require.Equal(t, stdStrings(want), walked)
		}

		val, found, ferr := StringField(data, "a", Limits{})
		if !valid {
			require.Error(t, ferr)
			return
		}
		var obj map[string]any
		if json.Unmarshal(data, &obj) != nil || obj == nil {
			var ke *KindError
			require.ErrorAs(t, ferr, &ke)
			return
		}
		if topKeyCount(want, "a") > 1 {
			var de *DuplicateKeyError
			require.ErrorAs(t, ferr, &de)
			return
		}
		require.NoError(t, ferr)
		std, isStr := obj["a"].(string)
		require.Equal(t, isStr, found)
		require.Equal(t, std, val)

		// StringsField reads the same member as an array of strings, and
		// refuses anything else that is there.
		vals, lfound, lerr := StringsField(data, "a", Limits{})
		arr, isArr := obj["a"].([]any)
		allStr := isArr
		for _, v := range arr {
			_, ok := v.(string)
			allStr = allStr && ok
		}
		_, present := obj["a"]
		switch {
		case !present:
			require.NoError(t, lerr)
			require.False(t, lfound)
		case !allStr:
			var ke *KindError
			require.ErrorAs(t, lerr, &ke)
		default:
			require.NoError(t, lerr)
			require.True(t, lfound)
			require.Len(t, vals, len(arr))
			for i, v := range arr {
				require.Equal(t, v, vals[i])
			}
		}
	})
}
