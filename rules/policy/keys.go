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
func unknownKeys(name string, root *yaml.Node) []error {
	if root.Kind == yaml.DocumentNode {
		if len(root.Content) == 0 {
			return nil
		}
		root = root.Content[0]
	}
	var errs []error
	walkKeys(root, reflect.TypeFor[Policy](), "the policy", func(line int, key, where string, known []string) {
		errs = append(errs, &Error{File: name, Line: line,
			Err: fmt.Errorf("unknown key %q in %s (known: %s)", key, where, strings.Join(known, ", "))})
	})
	return errs
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
