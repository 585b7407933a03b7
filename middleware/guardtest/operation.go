package guardtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"

	"github.com/guardrail-go/guardrail/middleware"
)

// caseName names a case in failures: `Deny[0] (tool:run Bash {"command":"rm -rf /"})`.
func caseName(list string, i int, op *middleware.Operation) string {
	if op == nil {
		return fmt.Sprintf("%s[%d] (nil)", list, i)
	}
	what := op.Text
	if op.Kind == middleware.KindToolRun {
		what = string(op.Input)
	}
	if len(what) > 60 {
		what = what[:60] + "…"
	}
	if op.Name != "" {
		return fmt.Sprintf("%s[%d] (%s %s %s)", list, i, op.Kind, op.Name, what)
	}
	return fmt.Sprintf("%s[%d] (%s %q)", list, i, op.Kind, what)
}

// clone copies op deeply, Input's bytes included, so that what the subject
// does to the copy can be told apart from the caller's operation.
func clone(op *middleware.Operation) *middleware.Operation {
	c := *op
	c.Input = bytes.Clone(op.Input)
	return &c
}

// changes lists the fields of got that differ from want, as
// `Text "a" → "b"`; a field named in except is not compared.
func changes(want, got *middleware.Operation, except ...string) []string {
	var out []string
	wv, gv := reflect.ValueOf(want).Elem(), reflect.ValueOf(got).Elem()
fields:
	for i := range wv.NumField() {
		name := wv.Type().Field(i).Name
		for _, e := range except {
			if e == name {
				continue fields
			}
		}
		w, g := wv.Field(i).Interface(), gv.Field(i).Interface()
		if !reflect.DeepEqual(w, g) {
			out = append(out, fmt.Sprintf("%s %s → %s", name, show(w), show(g)))
		}
	}
	return out
}

func show(v any) string {
	switch v := v.(type) {
	case json.RawMessage:
		return fmt.Sprintf("%.80q", []byte(v))
	case string:
		return fmt.Sprintf("%.80q", v)
	}
	return fmt.Sprint(v)
}
