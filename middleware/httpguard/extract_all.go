package httpguard

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// maxStrings bounds how many strings ExtractEveryString returns, so a body
// of a million one-letter strings costs a bounded number of checks (they
// are then joined in one text per overflow).
const maxStrings = 256

// ExtractEveryString returns every string value in a JSON body, at any
// depth, object keys aside: system and developer prompts, earlier turns,
// tool results, documents, instructions — whatever the client sent that a
// model may read. Use it where the client controls the whole request (a
// gateway in front of a model API): ExtractLastUser checks only what a
// person typed last, and a client can put an injection anywhere else.
// Past maxStrings values the rest are checked joined together.
func ExtractEveryString(body []byte) ([]string, error) {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNotJSON, err)
	}
	var out []string
	var rest bytes.Buffer
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case string:
			if v == "" {
				return
			}
			if len(out) < maxStrings {
				out = append(out, v)
				return
			}
			rest.WriteString(v)
			rest.WriteByte('\n')
		case []any:
			for _, e := range v {
				walk(e)
			}
		case map[string]any:
			for _, e := range v {
				walk(e)
			}
		}
	}
	walk(v)
	if rest.Len() > 0 {
		out = append(out, rest.String())
	}
	return out, nil
}
