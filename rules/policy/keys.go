package policy

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"
)

// unknownKeys walks the document beside the Go types it decodes into and
// reports every key the policy does not know, each with its line and the
// keys known there — all of them, so that `policy lint` shows every typo
// at once, in the file's words rather than Go's.
func unknownKeys(name string, root *yaml.Node) Errors {
	if root.Kind == yaml.DocumentNode {
		if len(root.Content) == 0 {
			return nil
		}
		root = root.Content[0]
	}
	var errs Errors
	walkKeys(root, reflect.TypeFor[Policy](), "the policy", func(line int, key, where string, known []string) {
		errs = append(errs, &Error{File: name, Line: line,
			Err: fmt.Errorf("unknown key %q in %s (known: %s)", key, where, strings.Join(known, ", "))})
	})
	return errs
}

// Errors are several problems of one file, each with its line, in file
// order. errors.As finds each *Error in it.
type Errors []*Error

// Error lists the problems one a line, as `policy lint` prints them.
func (es Errors) Error() string {
	lines := make([]string, len(es))
	for i, e := range es {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}

// Unwrap returns each problem, for errors.As and errors.Is.
func (es Errors) Unwrap() []error {
	out := make([]error, len(es))
	for i, e := range es {
		out[i] = e
	}
	return out
}

// walkKeys checks node against t. Types that read themselves (a custom
// UnmarshalYAML) are checked by their own fields where they have yaml
// tags, and otherwise left to their decoder.
func walkKeys(n *yaml.Node, t reflect.Type, where string, report func(line int, key, where string, known []string)) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Struct:
		if n.Kind != yaml.MappingNode {
			return // the decoder reports the wrong shape
		}
		fields := yamlFields(t)
		if len(fields) == 0 {
			return
		}
		known := make([]string, 0, len(fields))
		for k := range fields {
			known = append(known, k)
		}
		slices.Sort(known)
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			ft, ok := fields[k.Value]
			if !ok {
				report(k.Line, k.Value, where, known)
				continue
			}
			walkKeys(v, ft, fmt.Sprintf("%q", k.Value), report)
		}
	case reflect.Slice, reflect.Array:
		if n.Kind != yaml.SequenceNode {
			return
		}
		for _, e := range n.Content {
			walkKeys(e, t.Elem(), "an entry of "+where, report)
		}
	case reflect.Map:
		if n.Kind != yaml.MappingNode {
			return
		}
		for i := 1; i < len(n.Content); i += 2 {
			walkKeys(n.Content[i], t.Elem(), where, report)
		}
	}
}

// yamlFields maps the yaml keys of struct t (inline fields flattened) to
// their types. A type with no yaml tags at all (one that is decoded from a
// scalar, such as a duration or a risk) has none.
func yamlFields(t reflect.Type) map[string]reflect.Type {
	out := map[string]reflect.Type{}
	tagged := false
	for i := range t.NumField() {
		f := t.Field(i)
		tag, ok := f.Tag.Lookup("yaml")
		if !ok {
			continue
		}
		tagged = true
		name, opts, _ := strings.Cut(tag, ",")
		switch {
		case name == "-":
		case strings.Contains(opts, "inline"):
			for k, v := range yamlFields(f.Type) {
				out[k] = v
			}
		case name != "":
			out[name] = f.Type
		}
	}
	if !tagged {
		return nil
	}
	return out
}
