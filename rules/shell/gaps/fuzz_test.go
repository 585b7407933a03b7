package gaps

import (
	"encoding/base64"
	"strings"
	"testing"
)

// FuzzVariants: no panic; every variant differs from the input and parses
// as bash; the encoded row decodes back to the input; transparent variants
// are a subset of all variants.
func FuzzVariants(f *testing.F) {
	for _, s := range suiteCommands(f) {
		f.Add(s)
	}
	for _, s := range []string{"", "'", "a=1", "f() { f | f & }; f", "cat <<EOF\nx\nEOF", "rm -rf -- -x",
		"echo $'\\x72m' | sh", "x=$(rm -rf /) ; ${x:-y}", "rm\\\n -rf /", "((i++))", "[[ -d x ]]", "{ a; b; } &"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, cmd string) {
		if len(cmd) > 2000 {
			return
		}
		all := map[string]bool{}
		for _, v := range Generate(cmd, Options{}) {
			all[v.Command] = true
			if v.Command == cmd {
				t.Fatalf("%s: variant equals the input %q", v.Name, cmd)
			}
			if _, err := parse(v.Command); err != nil {
				t.Fatalf("%s: %q → %q does not parse: %v", v.Name, cmd, v.Command, err)
			}
			if v.Class == ClassEncoding {
				enc := strings.Fields(v.Command)[1]
				if b, err := base64.StdEncoding.DecodeString(enc); err != nil || string(b) != cmd {
					t.Fatalf("%q does not decode to %q", v.Command, cmd)
				}
			}
		}
		for _, v := range Generate(cmd, Options{TransparentOnly: true}) {
			if !all[v.Command] {
				t.Fatalf("transparent variant %q of %q not among all variants", v.Command, cmd)
			}
		}
	})
}
