package httpguard

import (
	"bytes"
	"fmt"

	"github.com/guardrail-go/guardrail/internal/jsonscan"
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
// Values come in document order, every copy of a repeated key included
// (the body is read by internal/jsonscan, as every JSON the guard reads).
// Past maxStrings values the rest are checked joined together.
func ExtractEveryString(body []byte) ([]string, error) {
	var out []string
	var rest bytes.Buffer
	err := jsonscan.Strings(body, jsonscan.Limits{}, func(_, _ int, v []byte) error {
		switch {
		case len(v) == 0:
		case len(out) < maxStrings:
			out = append(out, string(v))
		default:
			rest.Write(v)
			rest.WriteByte('\n')
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNotJSON, err)
	}
	if rest.Len() > 0 {
		out = append(out, rest.String())
	}
	return out, nil
}
