package middleware_test

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules"
)

// benchRules is the workload: 100 glob rules and 20 specifiers.
func benchRules() []rules.Rule {
	var rs []rules.Rule
	for i := range 100 {
		switch i % 4 {
		case 0:
			rs = append(rs, rules.Deny(fmt.Sprintf("tool_%d", i)))
		case 1:
			rs = append(rs, rules.Deny(fmt.Sprintf("exec_%d_*", i)))
		case 2:
			rs = append(rs, rules.Allow(fmt.Sprintf("*_admin_%d", i)))
		default:
			rs = append(rs, rules.Deny(fmt.Sprintf("mcp__srv%d__*_write", i)))
		}
	}
	for i := range 19 {
		rs = append(rs, rules.Deny(fmt.Sprintf("Bash(tool%d:*)", i)))
	}
	return append(rs, rules.Ask("ask_me"), rules.Allow("Bash(npm:*)"))
}

// BenchmarkToolDecision times one tool:run decision through a guard built
// from 100 glob rules and 20 specifiers, with the context profile as the
// default stage.
func BenchmarkToolDecision(b *testing.B) {
	g, err := middleware.NewGuard(middleware.KindToolRun, middleware.Config{Rules: rules.MustCompile(benchRules()...), Profiles: rules.DefaultProfiles()})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	cases := []struct {
		name string
		op   *middleware.Operation
	}{
		{"allow_by_specifier", &middleware.Operation{Kind: middleware.KindToolRun, Name: "Bash",
			Input: json.RawMessage(`{"command":"npm run test -- --watch","description":"run the tests"}`)}},
		{"default_profile", &middleware.Operation{Kind: middleware.KindToolRun, Name: "Read", Context: "analysis",
			Input: json.RawMessage(`{"file_path":"/repo/main.go"}`)}},
		{"deny_by_rule", &middleware.Operation{Kind: middleware.KindToolRun, Name: "exec_1_x"}},
		// an ask holds while the profile still runs, then is returned
		{"ask_by_rule", &middleware.Operation{Kind: middleware.KindToolRun, Name: "ask_me", Context: "analysis"}},
		{"other_kind", &middleware.Operation{Kind: middleware.KindInput, Text: "hello"}},
	}
	for _, c := range cases {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				_ = g.Check(ctx, c.op)
			}
		})
	}
}

// BenchmarkChain times a decision through a three-guard chain, the shape a
// server builds.
func BenchmarkChain(b *testing.B) {
	mk := func(k middleware.Kind, rs []rules.Rule) middleware.Middleware {
		g, err := middleware.NewGuard(k, middleware.Config{Rules: rules.MustCompile(rs...)})
		if err != nil {
			b.Fatal(err)
		}
		return g.Wrap
	}
	h := middleware.Chain(mk(middleware.KindInput, nil), mk(middleware.KindToolRun, benchRules()), mk(middleware.KindOutput, nil))(nil)
	op := &middleware.Operation{Kind: middleware.KindToolRun, Name: "Bash", Input: json.RawMessage(`{"command":"npm test"}`)}
	ctx := context.Background()
	b.ReportAllocs()
	for b.Loop() {
		_ = h.Handle(ctx, op)
	}
}
