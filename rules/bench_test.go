package rules

import (
	"fmt"
	"testing"
)

// benchSet is 100 glob rules and 20 specifiers; the decision it is timed on
// walks past all of them to the last rule, the worst case.
func benchSet(b *testing.B) *Set {
	var rs []Rule
	for i := range 100 {
		switch i % 4 {
		case 0:
			rs = append(rs, Deny(fmt.Sprintf("tool_%d", i)))
		case 1:
			rs = append(rs, Deny(fmt.Sprintf("exec_%d_*", i)))
		case 2:
			rs = append(rs, Allow(fmt.Sprintf("*_admin_%d", i)))
		default:
			rs = append(rs, Deny(fmt.Sprintf("mcp__srv%d__*_write", i)))
		}
	}
	for i := range 19 {
		rs = append(rs, Deny(fmt.Sprintf("Bash(tool%d:*)", i)))
	}
	rs = append(rs, Allow("Bash(npm:*)"))
	s, err := Compile(rs...)
	if err != nil {
		b.Fatal(err)
	}
	return s
}

func BenchmarkMatch(b *testing.B) {
	s := benchSet(b)
	cases := []struct {
		name, tool string
		input      []byte
	}{
		{"specifier_last", "Bash", []byte(`{"command":"npm run test -- --watch","description":"run the tests"}`)},
		{"no_match", "Read", []byte(`{"file_path":"/repo/main.go"}`)},
		{"compound", "Bash", []byte(`{"command":"npm ci && npm test"}`)},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				s.Match(c.tool, c.input, 0)
			}
		})
	}
}

// BenchmarkMatchColdName defeats the per-name memo (more names than it
// keeps), timing the linear walk over every pattern.
func BenchmarkMatchColdName(b *testing.B) {
	s := benchSet(b)
	names := make([]string, 2*maxCachedNames)
	for i := range names {
		names[i] = fmt.Sprintf("unknown_tool_%d", i)
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		s.Match(names[i%len(names)], nil, 0)
		i++
	}
}
