package rules

import (
	"errors"
	"fmt"
	"strings"
	"sync/atomic"

	"github.com/guardrail-go/guardrail/middleware"
)

// Set is a compiled, immutable list of rules. Build one with Compile and
// share it freely between goroutines.
type Set struct {
	rules []Rule
	info  []middleware.RuleInfo // what Match reports of each rule
	pats  []compiled
	// byName memoises, per operation name, the patterns whose name part
	// matches it. Names repeat (a handful of tools), so after the first call
	// a decision only visits the patterns that can apply. Copy-on-write:
	// readers never lock.
	byName atomic.Pointer[map[string][]int32]
}

// maxCachedNames bounds the memo, so that an agent inventing tool names
// cannot grow it without end; past it, names are matched the long way.
const maxCachedNames = 1024

type compiled struct {
	rule int
	text string
	name namePattern
	mcp  string // "mcp__server": also matches "mcp__server__*"
	spec *specifier
}

// A Set is what a guard's first stage needs.
var _ middleware.RuleSet = (*Set)(nil)

// RuleError reports a rule that cannot be compiled.
type RuleError struct {
	Index   int // the rule's position in the list
	Pattern string
	Err     error
}

// Error names the rule by position; Err already quotes the pattern.
func (e *RuleError) Error() string { return fmt.Sprintf("rule %d: %v", e.Index, e.Err) }

func (e *RuleError) Unwrap() error { return e.Err }

// Compile checks and compiles rules, in order. A rule with no patterns, an
// action other than allow or deny, a malformed pattern or a specifier on a
// tool that takes none is an error naming the rule.
func Compile(rs ...Rule) (*Set, error) {
	s := &Set{rules: make([]Rule, len(rs)), info: make([]middleware.RuleInfo, len(rs))}
	for i, r := range rs {
		r.Patterns = append([]string(nil), r.Patterns...)
		s.rules[i] = r
		s.info[i] = middleware.RuleInfo{Action: r.Action, ID: r.ID, Reason: r.Reason,
			Category: r.Category, Risk: r.Risk, Monitor: r.Monitor}
		if r.Action != middleware.ActionAllow && r.Action != middleware.ActionDeny && r.Action != middleware.ActionAsk {
			return nil, &RuleError{Index: i, Err: errors.New("action must be allow, ask or deny")}
		}
		if len(r.Patterns) == 0 {
			return nil, &RuleError{Index: i, Err: errors.New("rule has no patterns")}
		}
		for _, p := range r.Patterns {
			c, err := compilePattern(p)
			if err != nil {
				return nil, &RuleError{Index: i, Pattern: p, Err: err}
			}
			c.rule = i
			s.pats = append(s.pats, c)
		}
	}
	return s, nil
}

// MustCompile is Compile for rules known at build time; it panics on error.
func MustCompile(rs ...Rule) *Set {
	s, err := Compile(rs...)
	if err != nil {
		panic(err)
	}
	return s
}

func compilePattern(p string) (compiled, error) {
	tool, spec, isSpec, err := splitSpecifier(p)
	if err != nil {
		return compiled{}, err
	}
	c := compiled{text: p}
	if isSpec {
		if strings.Contains(tool, "*") {
			return compiled{}, fmt.Errorf("pattern %q: a specifier needs an exact tool name", p)
		}
		if c.spec, err = compileSpecifier(tool, spec); err != nil {
			return compiled{}, err
		}
	}
	if c.name, err = compileName(tool); err != nil {
		return compiled{}, err
	}
	// Claude Code reads "mcp__server" as every tool of that server.
	if rest, ok := strings.CutPrefix(tool, "mcp__"); ok && rest != "" &&
		!strings.Contains(rest, "__") && !strings.Contains(rest, "*") {
		c.mcp = tool + "__"
	}
	return c, nil
}

// Len returns the number of rules in the set.
func (s *Set) Len() int {
	if s == nil {
		return 0
	}
	return len(s.rules)
}

// Rules returns a copy of the rules, in order.
func (s *Set) Rules() []Rule {
	if s == nil {
		return nil
	}
	return append([]Rule(nil), s.rules...)
}

// Match returns the first pattern, at or after position from, that matches
// the operation named name with the given input (a tool's JSON input, or
// nil). Pass 0 to evaluate from the start. A nil Set matches nothing.
//
// Match allocates nothing unless a specifier must parse a compound command.
func (s *Set) Match(name string, input []byte, from int) (middleware.RuleMatch, bool) {
	if s == nil {
		return middleware.RuleMatch{}, false
	}
	in := toolInput{raw: input}
	for _, i := range s.candidates(name) {
		if int(i) < from {
			continue
		}
		c := &s.pats[i]
		r := &s.info[c.rule]
		// A deny or an ask matches a compound command when any part does;
		// an allow only when every part does.
		if c.spec != nil && !c.spec.match(&in, r.Action != middleware.ActionAllow) {
			continue
		}
		return middleware.RuleMatch{Rule: r, Pattern: c.text, Next: int(i) + 1}, true
	}
	return middleware.RuleMatch{}, false
}

func (c *compiled) matchName(name string) bool {
	return c.name.match(name) || (c.mcp != "" && strings.HasPrefix(name, c.mcp))
}

// candidates returns the indexes of the patterns whose name part matches
// name, in order.
func (s *Set) candidates(name string) []int32 {
	m := s.byName.Load()
	if m != nil {
		if c, ok := (*m)[name]; ok {
			return c
		}
	}
	var c []int32
	for i := range s.pats {
		if s.pats[i].matchName(name) {
			c = append(c, int32(i))
		}
	}
	if m == nil || len(*m) < maxCachedNames {
		next := make(map[string][]int32, 1+len(mapOrEmpty(m)))
		for k, v := range mapOrEmpty(m) {
			next[k] = v
		}
		next[name] = c
		// Losing a race only costs a recomputation later.
		s.byName.CompareAndSwap(m, &next)
	}
	return c
}

func mapOrEmpty(m *map[string][]int32) map[string][]int32 {
	if m == nil {
		return nil
	}
	return *m
}
