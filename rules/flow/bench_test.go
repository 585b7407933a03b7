package flow_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/flow"
)

// BenchmarkFlowDecision times what flows add to one tool decision, apart
// from computing the call's effects (which the effects policy does
// anyway): load the session's facts from the in-memory store, judge the
// rules on the effects, learn from them and store what is new.
func BenchmarkFlowDecision(b *testing.B) {
	p, err := flow.Compile(flow.DefaultRules(), []string{"github.com"})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	store := flow.NewMemory(flow.MemoryOptions{})
	k := flow.Key{Tenant: "acme", Project: "web", Session: "s"}
	seed := flow.Facts{Private: true}
	for i := range 10 {
		seed.Hosts = append(seed.Hosts, fmt.Sprintf("h%d.example", i))
	}
	if err := store.Add(ctx, k, seed); err != nil {
		b.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		effects []middleware.Effect
	}{
		{"everyday", []middleware.Effect{exec("npm"), {Op: middleware.EffectRead, Path: "package.json"}}},
		{"known host", []middleware.Effect{exec("curl"), net("h3.example", "download")}},
		{"new host denied", []middleware.Effect{exec("curl"), net("new.example", "send")}},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				facts, err := store.Load(ctx, k)
				if err != nil {
					b.Fatal(err)
				}
				if _, denied := p.Judge(env{}, facts, c.effects); !denied {
					if err := store.Add(ctx, k, flow.Observe(env{}, c.effects)); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}
