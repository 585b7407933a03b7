package rules

import (
	"fmt"
	"strings"

	"github.com/gobwas/glob"
)

// namePattern matches a tool (or channel) name:
// "*" alone matches everything, including the empty name; a pattern without
// "*" must equal the name exactly (case-sensitive); otherwise "*" matches any
// run of characters, anchored at both ends. Every other character is literal:
// unlike a raw gobwas glob, "?", "[" and "{" carry no meaning here, so a
// policy written for the TypeScript guardrail means the same thing here.
//
// The common shapes are matched without the glob engine: a name check is on
// every decision, and exact, prefix and suffix comparisons cost a few
// nanoseconds and never allocate.
type namePattern struct {
	kind   nameKind
	lit    string        // exact value, prefix or suffix
	suffix string        // for prefix*suffix
	g      *glob.Pattern // general case only
}

type nameKind uint8

const (
	nameAny nameKind = iota
	nameExact
	namePrefix
	nameSuffix
	namePrefixSuffix
	nameGlob
)

func compileName(p string) (namePattern, error) {
	stars := strings.Count(p, "*")
	switch {
	case p == "*":
		return namePattern{kind: nameAny}, nil
	case stars == 0:
		return namePattern{kind: nameExact, lit: p}, nil
	case stars == 1 && strings.HasSuffix(p, "*"):
		return namePattern{kind: namePrefix, lit: p[:len(p)-1]}, nil
	case stars == 1 && strings.HasPrefix(p, "*"):
		return namePattern{kind: nameSuffix, lit: p[1:]}, nil
	case stars == 1:
		i := strings.IndexByte(p, '*')
		return namePattern{kind: namePrefixSuffix, lit: p[:i], suffix: p[i+1:]}, nil
	}
	parts := strings.Split(p, "*")
	for i, part := range parts {
		parts[i] = glob.QuoteMeta(part)
	}
	g, err := glob.Compile(strings.Join(parts, "*"))
	if err != nil {
		return namePattern{}, fmt.Errorf("pattern %q: %w", p, err)
	}
	return namePattern{kind: nameGlob, g: g}, nil
}

func (n *namePattern) match(name string) bool {
	switch n.kind {
	case nameAny:
		return true
	case nameExact:
		return name == n.lit
	case namePrefix:
		return strings.HasPrefix(name, n.lit)
	case nameSuffix:
		return strings.HasSuffix(name, n.lit)
	case namePrefixSuffix:
		return len(name) >= len(n.lit)+len(n.suffix) &&
			strings.HasPrefix(name, n.lit) && strings.HasSuffix(name, n.suffix)
	default:
		return n.g.Match(name)
	}
}

// MatchName reports whether name matches pattern with the rule semantics
// described on Rule. It compiles the pattern on every call: use a Set on any
// path that runs more than once.
func MatchName(name, pattern string) bool {
	n, err := compileName(pattern)
	if err != nil {
		return false
	}
	return n.match(name)
}
