package policy

import (
	"fmt"
	"slices"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/injection"
	"github.com/guardrail-go/guardrail/rules/sanitize"
	"github.com/guardrail-go/guardrail/rules/shell"
)

// ResultsSpec configures the tool:result stage: what a tool brought back
// (a file read, a fetched page, an MCP result), before the model sees it.
// The guard comes first (rules on the tool's name, then the
// untrusted-content scan), then the sanitizer.
type ResultsSpec struct {
	GuardSpec `yaml:",inline"`
	// Injection switches the untrusted-content scan off when false
	// (default on): content that addresses the model is denied, and so
	// is content that prescribes a harmful command (results_prescribed.go).
	Injection *bool `yaml:"injection"`
	// Patterns changes the built-in untrusted-content pack by id, as
	// input.patterns does the input pack (`guardrail policy patterns
	// --results` prints it).
	Patterns injection.Pack `yaml:"patterns"`
	// Sanitize switches secret redaction off when false (default on). It
	// uses the output pack with output.patterns applied, keeping the
	// patterns that hide values (secrets and any a policy adds) and
	// leaving out the ones that only dress what a person sees (the
	// agent's name, its config paths, CLI flags): the model edits files by
	// their exact text, and "[assistant]" in place of "claude" in a file
	// it read would break that.
	Sanitize *bool `yaml:"sanitize"`
}

// presentationCategories are the sanitizer categories that rewrite what a
// person sees without hiding anything from the model.
var presentationCategories = []sanitize.Category{
	sanitize.CategoryConfig, sanitize.CategoryAssistant, sanitize.CategoryProvider,
	sanitize.CategoryWorkflow, sanitize.CategoryService, sanitize.CategoryCLI,
}

// ResultPack returns the sanitizer pack for tool results: the output pack
// with patches applied, without the presentation categories.
func ResultPack(patches []sanitize.Pattern) sanitize.Pack {
	all := sanitize.DefaultPack().Merge(patches)
	out := sanitize.Pack{Patterns: make([]sanitize.Pattern, 0, len(all.Patterns))}
	for _, p := range all.Patterns {
		if !slices.Contains(presentationCategories, p.Category) {
			out.Patterns = append(out.Patterns, p)
		}
	}
	return out
}

// results builds the tool:result stage: the guard, then the sanitizer.
func (e *Engine) results(p *Policy, h Hooks, b builtins, patched *untrustedPacks) (middleware.Middleware, error) {
	cs, err := p.Results.classifiers(patched, b.untrusted)
	if err != nil {
		return nil, err
	}
	g, err := guard(middleware.KindToolResult, p.Results.GuardSpec, append(cs, h.Results...), nil, h)
	if err != nil {
		return nil, err
	}
	if p.Results.Sanitize != nil && !*p.Results.Sanitize {
		return g.Wrap, nil
	}
	get := b.resultSanitizer
	if len(p.Output.Patterns) > 0 {
		c, err := sanitize.Compile(ResultPack(p.Output.Patterns))
		if err != nil {
			return nil, &Error{Err: fmt.Errorf("output.patterns: %w", err), path: []string{"output", "patterns"}}
		}
		get = func() (*sanitize.Compiled, error) { return c, nil }
	}
	redact := lazySanitize(get, sanitize.Config{Kind: middleware.KindToolResult, OnRedact: onRedact(h.OnRedact)})
	return middleware.Chain(g.Wrap, redact), nil
}

// untrustedPacks are the untrusted-content pack and the conversational
// families as a policy patches them: results.patterns the first,
// input.patterns (by id) the families it shares with the input guard.
// The tool:result stage and the check of pasted content read the same.
type untrustedPacks struct{ untrusted, conversation injection.Pack }

// patchedUntrusted returns the patched packs, or nil when the policy
// patches neither (the built-in packs serve).
func (p *Policy) patchedUntrusted() *untrustedPacks {
	var conversation, conv injection.Pack
	if len(p.Input.Patterns) > 0 {
		conversation = injection.ConversationPack()
		conv = conversationPatches(p.Input.Patterns, conversation)
	}
	if len(p.Results.Patterns) == 0 && len(conv) == 0 {
		return nil // the common case builds no pack at all
	}
	if conversation == nil {
		conversation = injection.ConversationPack()
	}
	return &untrustedPacks{patchPack(injection.UntrustedPack(), p.Results.Patterns), patchPack(conversation, conv)}
}

// classifiers builds the untrusted-content classifier, over the built-in
// packs unless the policy patches them (patched).
func (r ResultsSpec) classifiers(patched *untrustedPacks, builtin func() (*injection.Untrusted, error)) ([]middleware.Classifier, error) {
	if r.Injection != nil && !*r.Injection {
		return nil, nil
	}
	get := builtin
	if patched != nil {
		u, err := injection.CompileUntrusted(patched.untrusted, patched.conversation)
		if err != nil {
			return nil, &Error{Err: fmt.Errorf("results.patterns: %w", err), path: []string{"results", "patterns"}}
		}
		get = func() (*injection.Untrusted, error) { return u, nil }
	}
	return []middleware.Classifier{middleware.Named("injection", lazyUntrusted(get)),
		middleware.Named("prescribed", prescribedClassifier(shell.Default()))}, nil // results_prescribed.go
}

// conversationPatches are the input.patterns entries that patch a
// conversational pattern: switching one off or to monitor in the input
// guard does the same in the untrusted scan. New input patterns are the
// input guard's only.
func conversationPatches(in, conversation injection.Pack) injection.Pack {
	var out injection.Pack
	for _, p := range in {
		if slices.ContainsFunc(conversation, func(c injection.Pattern) bool { return c.ID == p.ID }) {
			out = append(out, p)
		}
	}
	return out
}

// lazyUntrusted is injection.UntrustedClassifier over the scanner get
// gives, compiled when the first tool result arrives.
func lazyUntrusted(get func() (*injection.Untrusted, error)) middleware.Classifier {
	return lazyClassifier(get, injection.UntrustedClassifier, "untrusted-content pack")
}
