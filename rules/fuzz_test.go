package rules

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/guardrail-go/guardrail/internal/jsonscan"
)

// stringField reads tool input as encoding/json does: it accepts exactly
// the inputs encoding/json decodes as an object, refuses one that gives
// "command" twice, and otherwise finds the same value.
func FuzzStringField(f *testing.F) {
	for _, s := range []string{
		`{"command":"npm test"}`,
		`{"command":"a\"b","x":[1,{"command":"no"}]}`,
		`{"comm\u0061nd":"x","command":"y"}`,
		`{"command":5}`, `{}`, ` { "command" : "" } `, `{"a":{"b":"}"},"command":"\u00e9"}`,
		`{"command":"x"`, `[1]`, `"x"`, `{"command":"x","y":tru}`, "{\"command\":\"\xff\"}",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, input []byte) {
		got, found, err := stringField(input, "command")
		var obj map[string]any
		if json.Unmarshal(input, &obj) != nil || obj == nil {
			if err == nil {
				t.Fatalf("accepted what encoding/json refuses as an object: %q", got)
			}
			return
		}
		if topKeyCount(input, "command") > 1 {
			var dup *jsonscan.DuplicateKeyError
			if !errors.As(err, &dup) {
				t.Fatalf("repeated key not refused: %v", err)
			}
			return
		}
		if err != nil {
			t.Fatalf("valid object refused: %v", err)
		}
		want, isStr := obj["command"].(string)
		if found != isStr || got != want {
			t.Fatalf("stringField=%q,%v; encoding/json=%q,%v", got, found, want, isStr)
		}
	})
}

// topKeyCount counts the members named key of the JSON object in input, as
// encoding/json's Decoder reads them.
func topKeyCount(input []byte, key string) int {
	dec := json.NewDecoder(bytes.NewReader(input))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return 0
	}
	n := 0
	for dec.More() {
		k, err := dec.Token()
		if err != nil {
			return n
		}
		if k == key {
			n++
		}
		var v json.RawMessage
		if dec.Decode(&v) != nil {
			return n
		}
	}
	return n
}

// Compiling any pattern either fails cleanly or yields a set that can match
// any input without panicking.
func FuzzSpecifier(f *testing.F) {
	for _, s := range []string{"Bash(npm:*)", "Bash(git * main)", "Read(./secrets/**)", "Read(//etc/**)",
		"WebFetch(domain:*.x.com)", "mcp__s", "file_*_x", "Bash(", "Read([)"} {
		f.Add(s, "npm test && rm -rf /")
	}
	f.Fuzz(func(t *testing.T, pattern, cmd string) {
		for _, r := range []Rule{Allow(pattern), Deny(pattern)} {
			s, err := Compile(r)
			if err != nil {
				continue
			}
			for _, tool := range []string{"Bash", "Read", "WebFetch", pattern} {
				in, _ := json.Marshal(map[string]string{"command": cmd, "file_path": cmd, "url": cmd})
				s.Match(tool, in, 0)
				s.Match(tool, []byte(cmd), 0)
			}
		}
	})
}

// An allow specifier never approves a line that also holds a command it
// does not cover.
func FuzzCompoundNeverApproved(f *testing.F) {
	for _, s := range []string{"&&", ";", "||", "|", "\n", "$(", "`", "& "} {
		f.Add("npm test", s, "rm -rf /")
	}
	s := MustCompile(Allow("Bash(npm:*)"))
	f.Fuzz(func(t *testing.T, a, sep, b string) {
		in, _ := json.Marshal(map[string]string{"command": a + sep + b})
		if _, ok := s.Match("Bash", in, 0); !ok {
			return
		}
		// The line as the guard (and the tool) read it: JSON encoding
		// turns invalid UTF-8 into U+FFFD.
		var decoded map[string]string
		if err := json.Unmarshal(in, &decoded); err != nil {
			t.Fatal(err)
		}
		line := strings.TrimSpace(decoded["command"])
		cmds, err := splitCommands(line)
		if !needsParse(line) {
			return
		}
		if err != nil {
			t.Fatalf("unparseable line approved: %q", line)
		}
		for _, c := range cmds {
			if _, ok := cutWords(c.text, "npm"); !ok {
				t.Fatalf("line %q approved with command %q", line, c.text)
			}
		}
	})
}
