package rules

import "github.com/guardrail-go/guardrail/internal/jsonscan"

// stringField returns the string value of key at the top level of the JSON
// object in input; found is false when the key is absent or not a string.
// It reads as every JSON reader of the module does (see internal/jsonscan):
// input that is not exactly one valid JSON object is an error, and so is a
// key given twice, because the tool behind the guard might read either
// copy. On the common path (no escapes) the string aliases input: the
// caller must not keep it beyond the life of input.
func stringField(input []byte, key string) (val string, found bool, err error) {
	return jsonscan.StringField(input, key, jsonscan.Limits{})
}
