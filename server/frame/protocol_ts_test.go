package frame_test

import (
	"fmt"
	"os"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/server/frame"
)

// protocolTS is the page's copy of the protocol's types.
const protocolTS = "../../frontend/src/protocol.ts"

func readProtocolTS() (string, error) {
	b, err := os.ReadFile(protocolTS)
	return string(b), err
}

// TestProtocolTSMatchesGo checks the page's types against this package,
// both ways: the frame type names, the statuses, the protocol version, and
// for ServerFrame, Question, Option and ClientFrame every field's name,
// optionality (omitempty) and type. A frame type or field added on one side
// only fails here.
func TestProtocolTSMatchesGo(t *testing.T) {
	t.Parallel()
	src, err := readProtocolTS()
	require.NoError(t, err)
	for _, e := range checkTS(t, src) {
		t.Error(e)
	}
}

// stopKinds are the kinds of stop an error frame's kind can carry.
func stopKinds() []string {
	var out []string
	for _, k := range middleware.StopKinds() {
		out = append(out, string(k))
	}
	return out
}

// checkTS returns every difference between the TypeScript module src and
// this package.
func checkTS(t *testing.T, src string) []string {
	t.Helper()
	d, err := parseTSDecls(src)
	require.NoError(t, err, protocolTS)
	c := tsChecker{d: d, enums: map[string][]string{
		"ServerFrame.type":           frame.Types(),
		"ServerFrame.status":         frame.Statuses(),
		"ServerFrame.outcome":        frame.Outcomes(),
		"ServerFrame.choices[].id":   frame.ChoiceIDs(),
		"ClientFrame.approve.choice": frame.ChoiceIDs(),
		"ServerFrame.kind":           stopKinds(),
	}}
	if v := d.Numbers["PROTOCOL_VERSION"]; v != strconv.Itoa(frame.ProtocolVersion) {
		c.errorf("PROTOCOL_VERSION: Go has %d, %s has %q", frame.ProtocolVersion, protocolTS, v)
	}
	var messageTypes []string
	for _, typ := range frame.MessageTypes() {
		messageTypes = append(messageTypes, string(typ))
	}
	c.sameSet("MessageType", messageTypes, c.literals(tsType{Kind: tsRef, Text: "MessageType"}, "MessageType"))
	c.sameSet("frameTypes (the types parseFrame accepts)", frame.Types(), d.Sets["frameTypes"])
	c.sameSet("stopKinds (the kinds parseFrame knows)", stopKinds(), d.Sets["stopKinds"])
	c.fields(reflect.TypeFor[frame.Frame](), c.interfaceFields("ServerFrame"), "ServerFrame")
	if client, ok := d.Aliases["ClientFrame"]; ok {
		c.fields(reflect.TypeFor[frame.Client](), mergeVariants(client), "ClientFrame")
	} else {
		c.errorf("%s: no type ClientFrame", protocolTS)
	}
	return c.errs
}

// tsChecker compares Go types with TypeScript declarations and collects
// every difference.
type tsChecker struct {
	d tsDecls
	// enums are the string fields whose TypeScript type is a union of
	// literals, by path, with the values Go allows.
	enums map[string][]string
	errs  []string
}

func (c *tsChecker) errorf(format string, a ...any) {
	c.errs = append(c.errs, fmt.Sprintf(format, a...))
}

func (c *tsChecker) interfaceFields(name string) []tsField {
	fs, ok := c.d.Interfaces[name]
	if !ok {
		c.errorf("%s: no interface %s", protocolTS, name)
	}
	return fs
}

// resolve follows references to aliases and interfaces.
func (c *tsChecker) resolve(t tsType) tsType {
	for range maxTSDepth {
		if t.Kind != tsRef {
			return t
		}
		if a, ok := c.d.Aliases[t.Text]; ok {
			t = a
			continue
		}
		if fs, ok := c.d.Interfaces[t.Text]; ok {
			return tsType{Kind: tsObject, Fields: fs}
		}
		return t
	}
	return tsType{}
}

// literals returns the string literals a union of them (through aliases)
// allows, and reports anything else in it.
func (c *tsChecker) literals(t tsType, path string) []string {
	t = c.resolve(t)
	switch t.Kind {
	case tsLiteral:
		return []string{t.Text}
	case tsUnion:
		var out []string
		for _, a := range t.Args {
			out = append(out, c.literals(a, path)...)
		}
		return out
	}
	c.errorf("%s: want a union of string literals, not %+v", path, t)
	return nil
}

func (c *tsChecker) sameSet(what string, goVals, tsVals []string) {
	g, ts := slices.Sorted(slices.Values(goVals)), slices.Sorted(slices.Values(tsVals))
	if !slices.Equal(g, ts) {
		c.errorf("%s: Go has %q, %s has %q", what, g, protocolTS, ts)
	}
}

// fields compares a Go struct's JSON fields with TypeScript fields.
func (c *tsChecker) fields(st reflect.Type, ts []tsField, path string) {
	byName := map[string]tsField{}
	for _, f := range ts {
		byName[f.Name] = f
	}
	goNames := map[string]bool{}
	for sf := range st.Fields() {
		tag := sf.Tag.Get("json")
		name, opts, _ := strings.Cut(tag, ",")
		if name == "-" || !sf.IsExported() {
			continue
		}
		if name == "" {
			c.errorf("%s: Go field %s has no json name", path, sf.Name)
			continue
		}
		goNames[name] = true
		f, ok := byName[name]
		if !ok {
			c.errorf("%s.%s: in Go, missing from %s", path, name, protocolTS)
			continue
		}
		if omit := slices.Contains(strings.Split(opts, ","), "omitempty"); omit != f.Optional {
			c.errorf("%s.%s: omitempty is %v in Go, optional is %v in %s", path, name, omit, f.Optional, protocolTS)
		}
		c.typ(sf.Type, f.Type, path+"."+name)
	}
	for _, f := range ts {
		if !goNames[f.Name] {
			c.errorf("%s.%s: in %s, missing from Go", path, f.Name, protocolTS)
		}
	}
}

// typ compares a Go type with a TypeScript type.
func (c *tsChecker) typ(g reflect.Type, ts tsType, path string) {
	if g.Kind() == reflect.Pointer {
		g = g.Elem()
	}
	if vals, ok := c.enums[path]; ok {
		if g.Kind() != reflect.String {
			c.errorf("%s: an enumeration must be a string in Go", path)
		}
		c.sameSet(path, vals, c.literals(ts, path))
		return
	}
	r := c.resolve(ts)
	isRef := func(name string, args int) bool { return r.Kind == tsRef && r.Text == name && len(r.Args) == args }
	switch g.Kind() {
	case reflect.String:
		if !isRef("string", 0) {
			c.errorf("%s: want string, %s has %+v", path, protocolTS, ts)
		}
	case reflect.Int, reflect.Int64, reflect.Uint64, reflect.Float64:
		if !isRef("number", 0) {
			c.errorf("%s: want number, %s has %+v", path, protocolTS, ts)
		}
	case reflect.Bool:
		if !isRef("boolean", 0) && (r.Kind != tsLiteral || (r.Text != "true" && r.Text != "false")) {
			c.errorf("%s: want boolean, %s has %+v", path, protocolTS, ts)
		}
	case reflect.Interface:
		if !isRef("unknown", 0) {
			c.errorf("%s: want unknown, %s has %+v", path, protocolTS, ts)
		}
	case reflect.Slice:
		if r.Kind != tsArray {
			c.errorf("%s: want an array, %s has %+v", path, protocolTS, ts)
			return
		}
		c.typ(g.Elem(), r.Args[0], path+"[]")
	case reflect.Map:
		if g.Key().Kind() != reflect.String || !isRef("Record", 2) || c.resolve(r.Args[0]).Text != "string" {
			c.errorf("%s: want Record<string, …>, %s has %+v", path, protocolTS, ts)
			return
		}
		c.typ(g.Elem(), r.Args[1], path+"{}")
	case reflect.Struct:
		if r.Kind != tsObject {
			c.errorf("%s: want an object, %s has %+v", path, protocolTS, ts)
			return
		}
		c.fields(g, r.Fields, path)
	default:
		c.errorf("%s: no TypeScript counterpart for a Go %s", path, g.Kind())
	}
}

// mergeVariants turns a union of object types into one field list, as Go
// decodes it into one struct: a field absent from some variant is
// optional.
func mergeVariants(t tsType) []tsField {
	variants := []tsType{t}
	if t.Kind == tsUnion {
		variants = t.Args
	}
	var out []tsField
	index := map[string]int{}
	for _, v := range variants {
		for _, f := range v.Fields {
			f.Optional = f.Optional || len(variants) > 1
			if i, ok := index[f.Name]; ok {
				out[i].Optional = true
				continue
			}
			index[f.Name] = len(out)
			out = append(out, f)
		}
	}
	return out
}

// TestProtocolTSCheckFails feeds the checker drifted copies of the page's
// types, so a check that passes is a check that could have failed.
func TestProtocolTSCheckFails(t *testing.T) {
	t.Parallel()
	src, err := readProtocolTS()
	require.NoError(t, err)
	tests := []struct{ name, from, to, want string }{
		{"a type name only in TS", `'session', 'turn_start', 'turn_end',`, `'session', 'turn_start', 'turn_end', 'status',`, "frameTypes"},
		{"a type name only in Go", `| 'approval' | 'approval_end';`, `| 'approval';`, "ServerFrame.type"},
		{"a status renamed", `'done' | 'cancelled'`, `'ok' | 'cancelled'`, "ServerFrame.status"},
		{"a field only in TS", `  reason?: string;
}`, `  reason?: string;
  extra?: string;
}`, "ServerFrame.extra"},
		{"a field only in Go", `  question_id?: string;
`, ``, "ServerFrame.question_id"},
		{"a field made required", `  code?: string;`, `  code: string;`, "ServerFrame.code"},
		{"a field's type", `  turn?: number;`, `  turn?: string;`, "ServerFrame.turn"},
		{"a nested field", `  multiSelect: boolean;`, `  multi_select: boolean;`, "ServerFrame.options[].multiSelect"},
		{"a client field", `{ cancel: true }`, `{ stop: true }`, "ClientFrame.cancel"},
		{"an answer field", `{ question_id: string; answers: Answers }`, `{ id: string; answers: Answers }`, "ClientFrame.answer.question_id"},
		{"an approval choice only in TS", `'once' | 'session' | 'deny'`, `'once' | 'session' | 'deny' | 'always'`, "choice"},
		{"an outcome missing from TS", `| 'expired'`, ``, "ServerFrame.outcome"},
		{"an approve field", `{ approval_id: string; choice: ChoiceID }`, `{ id: string; choice: ChoiceID }`, "ClientFrame.approve.approval_id"},
		{"a kind only in TS", `| 'unavailable'
  | 'denied';`, `| 'unavailable'
  | 'denied'
  | 'nope';`, "ServerFrame.kind"},
		{"a kind parseFrame does not know", `'rate_limited', 'unavailable', 'denied',
]);`, `'rate_limited', 'unavailable',
]);`, "stopKinds"},
		{"the version", `PROTOCOL_VERSION = 1;`, `PROTOCOL_VERSION = 2;`, "PROTOCOL_VERSION"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			require.Contains(t, src, tt.from, "the test's anchor is gone from %s", protocolTS)
			drifted := strings.Replace(src, tt.from, tt.to, 1)
			errs := checkTS(t, drifted)
			require.NotEmpty(t, errs)
			assert.Contains(t, strings.Join(errs, "\n"), tt.want)
		})
	}
	assert.Empty(t, checkTS(t, src), "the real file passes")
}
