package rules

import (
	"encoding/json"
	"strings"
	"testing"
)

// stringField must agree with encoding/json on every input encoding/json
// accepts as an object: same presence, same value.
func FuzzStringField(f *testing.F) {
	for _, s := range []string{
		`{"command":"npm test"}`,
		`{"command":"a\"b","x":[1,{"command":"no"}]}`,
		`{"comm\u0061nd":"x","command":"y"}`,
		`{"command":5}`, `{}`, ` { "command" : "" } `, `{"a":{"b":"}"},"command":"\u00e9"}`,
		`{"command":"x"`, `[1]`, `"x"`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, input []byte) {
		got, found, err := stringField(input, "command")
		var obj map[string]any
		if json.Unmarshal(input, &obj) != nil || obj == nil {
			return // stringField may accept more than encoding/json; never less safe
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
