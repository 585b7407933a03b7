package rules

import (
	"fmt"
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Cases 7–11 of tentickle's rules suite.
func TestSetFirstMatchWins(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		rules  []Rule
		tool   string
		want   middleware.Action // middleware.ActionNone: no rule matched
		wantAt int               // index of the deciding rule
	}{
		{"deny before allow", []Rule{Deny("search"), Allow("search")}, "search", middleware.ActionDeny, 0},
		{"allow before deny", []Rule{Allow("search"), Deny("search")}, "search", middleware.ActionAllow, 0},
		{"no rule matches", []Rule{Deny("exec_*"), Allow("file_*")}, "search", middleware.ActionNone, 0},
		{"second pattern of a rule", []Rule{Deny("file_delete", "exec_*")}, "exec_run", middleware.ActionDeny, 0},
		{"first pattern of a rule", []Rule{Deny("file_delete", "exec_*")}, "file_delete", middleware.ActionDeny, 0},
		{"neither pattern", []Rule{Deny("file_delete", "exec_*")}, "file_read", middleware.ActionNone, 0},
		{"later rule", []Rule{Deny("exec_*"), Allow("file_*")}, "file_read", middleware.ActionAllow, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			s, err := Compile(tt.rules...)
			require.NoError(t, err)
			m, ok := s.Match(tt.tool, nil, 0)
			if tt.want == middleware.ActionNone {
				assert.False(t, ok)
				return
			}
			require.True(t, ok)
			assert.Equal(t, tt.want, m.Rule.Action)
			assert.Contains(t, tt.rules[tt.wantAt].Patterns, m.Pattern)
		})
	}
}

func TestRuleConstructors(t *testing.T) {
	t.Parallel()
	assert.Equal(t, Rule{Patterns: []string{"file_delete", "exec_*"}, Action: middleware.ActionDeny}, Deny("file_delete", "exec_*"))
	assert.Equal(t, Rule{Patterns: []string{"file_read", "search"}, Action: middleware.ActionAllow}, Allow("file_read", "search"))
	r := Deny("x").WithReason("No x").WithID("no-x").WithRisk("destructive", middleware.RiskHigh).Monitored()
	assert.Equal(t, Rule{ID: "no-x", Patterns: []string{"x"}, Action: middleware.ActionDeny, Reason: "No x",
		Category: "destructive", Risk: middleware.RiskHigh, Monitor: true}, r)
}

func TestMatchResumesAfterMonitor(t *testing.T) {
	t.Parallel()
	s := MustCompile(Deny("search").Monitored(), Allow("search"))
	m, ok := s.Match("search", nil, 0)
	require.True(t, ok)
	assert.True(t, m.Rule.Monitor)
	m, ok = s.Match("search", nil, m.Next)
	require.True(t, ok)
	assert.Equal(t, middleware.ActionAllow, m.Rule.Action)
}

func TestCompileErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		rule Rule
		msg  string
	}{
		{"no patterns", Deny(), "rule 1: rule has no patterns"},
		{"no action", Rule{Patterns: []string{"x"}}, "action must be allow, ask or deny"},
		{"unclosed specifier", Deny("Bash(npm"), "not closed"},
		{"stray paren", Deny("Bash)"), "')' without '('"},
		{"empty specifier", Deny("Bash()"), "empty specifier"},
		{"no tool name", Deny("(npm)"), "no tool name"},
		{"unknown tool", Deny("Frobnicate(x)"), `tool "Frobnicate" takes no specifier`},
		{"glob tool", Deny("Ba*(npm:*)"), "exact tool name"},
		{"empty prefix", Deny("Bash(:*)"), "empty command prefix"},
		{"star in prefix", Deny("Bash(n*m:*)"), "cannot contain"},
		{"ambiguous path", Deny("Read(/etc/**)"), "ambiguous"},
		{"bad path glob", Deny("Read(./a[b)"), "Read(./a[b)"},
		{"webfetch", Deny("WebFetch(example.com)"), "domain:host"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			_, err := Compile(Allow("ok"), tt.rule)
			require.Error(t, err)
			var re *RuleError
			require.ErrorAs(t, err, &re)
			assert.Equal(t, 1, re.Index)
			assert.Contains(t, err.Error(), tt.msg)
		})
	}
}

func TestMCPServerPattern(t *testing.T) {
	t.Parallel()
	s := MustCompile(Deny("mcp__github"), Allow("mcp__fs__*"))
	for name, want := range map[string]middleware.Action{
		"mcp__github":               middleware.ActionDeny,
		"mcp__github__create_issue": middleware.ActionDeny,
		"mcp__githubber__x":         middleware.ActionNone,
		"mcp__fs__read":             middleware.ActionAllow,
		"mcp__fs":                   middleware.ActionNone,
	} {
		m, ok := s.Match(name, nil, 0)
		if want == middleware.ActionNone {
			assert.False(t, ok, name)
			continue
		}
		require.True(t, ok, name)
		assert.Equal(t, want, m.Rule.Action, name)
	}
}

func TestNilSet(t *testing.T) {
	t.Parallel()
	var s *Set
	_, ok := s.Match("x", nil, 0)
	assert.False(t, ok)
	assert.Zero(t, s.Len())
}

func TestNameMemoIsBoundedAndConcurrent(t *testing.T) {
	t.Parallel()
	s := MustCompile(Deny("exec_*"), Allow("*"))
	done := make(chan struct{})
	for w := range 4 {
		go func() {
			defer func() { done <- struct{}{} }()
			for i := range maxCachedNames {
				name := fmt.Sprintf("exec_%d_%d", w, i)
				m, ok := s.Match(name, nil, 0)
				if !ok || m.Rule.Action != middleware.ActionDeny {
					t.Errorf("%s: got %v", name, m)
					return
				}
			}
		}()
	}
	for range 4 {
		<-done
	}
	assert.LessOrEqual(t, len(*s.byName.Load()), maxCachedNames)
	m, ok := s.Match("read", nil, 0)
	require.True(t, ok)
	assert.Equal(t, middleware.ActionAllow, m.Rule.Action)
}
