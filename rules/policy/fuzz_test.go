package policy_test

import (
	"testing"

	"github.com/guardrail-go/guardrail/rules/policy"
)

// Any input either parses to a policy that compiles, or is refused with a
// *policy.Error or policy.Errors (every one a *policy.Error with a line);
// nothing panics.
func FuzzParse(f *testing.F) {
	f.Add(policy.DefaultYAML())
	f.Add([]byte("version: 1\ntools:\n  rules:\n    - deny: [\"Bash(rm:*)\"]\n      risk: high\n"))
	f.Add([]byte("version: 1\ncontexts:\n - name: a\n   tools: [x]\n"))
	f.Add([]byte("version: 1\ninput: {max_length: 5}\n"))
	f.Add([]byte("{version: 1, output: {rules: [{allow: ['*']}]}}"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := policy.Parse("fuzz.yaml", data)
		if err != nil {
			switch e := err.(type) {
			case *policy.Error:
			case policy.Errors:
				if len(e) == 0 {
					t.Fatal("empty policy.Errors")
				}
				for _, pe := range e {
					if pe == nil || pe.Line == 0 {
						t.Fatalf("a problem without its line: %v", pe)
					}
				}
			default:
				t.Fatalf("error of type %T: %v", err, err)
			}
			return
		}
		if _, err := p.Compile(policy.Hooks{}); err != nil {
			t.Fatalf("parsed policy does not compile: %v", err)
		}
	})
}
