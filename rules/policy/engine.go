package policy

import (
	"cmp"
	"context"
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules"
	"github.com/guardrail-go/guardrail/rules/effects"
	"github.com/guardrail-go/guardrail/rules/flow"
	"github.com/guardrail-go/guardrail/rules/injection"
	"github.com/guardrail-go/guardrail/rules/sanitize"
	"github.com/guardrail-go/guardrail/rules/shell"
)

// Hooks are what code adds to a policy when compiling it.
type Hooks struct {
	// OnDeny observes every denial of every guard (see middleware.Config).
	OnDeny func(ctx context.Context, op *middleware.Operation, d *middleware.GuardrailDenied)
	// Classifiers per kind, run after the policy's rules.
	Input, Tools, Output, Results []middleware.Classifier
	// OnRedact is told what the sanitizer rewrote in an output or a tool
	// result (pattern ids and lengths, never the text).
	OnRedact func(ctx context.Context, op *middleware.Operation, fs []sanitize.Finding)
	// Sessions keeps what each session touched, for the flow rules
	// (policy section flows). Nil: no flows; every call is judged alone.
	Sessions flow.Store
}

// Engine is a compiled policy: the chain every operation passes through.
// It is immutable and safe for concurrent use.
type Engine struct {
	policy   *Policy
	messages localeMessages
	profiles *rules.Profiles
	// redactor gives what Redact uses: the policy's output sanitizer, or
	// the built-in pack when sanitizing is off. A built-in pack is
	// compiled when first asked for.
	redactor func() (*sanitize.Compiled, error)
	chain    middleware.Handler
	// effects is the compiled effects policy (nil when off) and bash what
	// it takes Bash calls' effects from.
	effects *effects.Compiled
	bash    func(cmd string, p shell.Project) []middleware.Effect
	// flows are the session flow rules (nil when off or without the
	// effects policy) and store the sessions' facts (nil: no flows).
	flows *flow.Policy
	store flow.Store
	// version names the compiled policy in decisions and logs.
	version string
}

// builtins give the built-in packs, which an engine compiles only when an
// operation first needs them: a `guardrail hook` process deciding one tool
// call never pays for the injection or sanitizer pack. A policy that
// patches a pack gets its own copy compiled by Compile, so a bad pattern is
// still reported there.
type builtins struct {
	scanner   func() (*injection.Scanner, error)
	sanitizer func() (*sanitize.Compiled, error)
	// untrusted and resultSanitizer are the tool:result stage's packs.
	untrusted func() (*injection.Untrusted, error)
	// pasted judges content pasted into a message (injection.PastedPacks).
	pasted          func() (*injection.Untrusted, error)
	resultSanitizer func() (*sanitize.Compiled, error)
}

// processBuiltins are compiled once per process and shared by every engine
// that does not patch them.
var processBuiltins = builtins{
	scanner: sync.OnceValues(func() (*injection.Scanner, error) {
		return injection.Compile(injection.DefaultPack())
	}),
	sanitizer: sync.OnceValues(func() (c *sanitize.Compiled, err error) {
		// sanitize.Default panics if the built-in pack does not compile;
		// here that becomes an error, so the stages that need it deny.
		defer func() {
			if p := recover(); p != nil {
				c, err = nil, fmt.Errorf("built-in sanitizer pack: %v", p)
			}
		}()
		return sanitize.Default(), nil
	}),
	untrusted: sync.OnceValues(func() (*injection.Untrusted, error) {
		return injection.CompileUntrusted(injection.UntrustedPack(), injection.ConversationPack())
	}),
	resultSanitizer: sync.OnceValues(func() (*sanitize.Compiled, error) {
		return sanitize.Compile(ResultPack(nil))
	}),
	pasted: sync.OnceValues(func() (*injection.Untrusted, error) {
		return injection.CompileUntrusted(injection.PastedPacks())
	}),
}

// Compile builds the policy's chain: the input length limit, then the
// input, tool:run, output and tool:result stages. An error carries the
// line of the offending rule or context.
func (p *Policy) Compile(h Hooks) (*Engine, error) { return p.compile(h, processBuiltins) }

func (p *Policy) compile(h Hooks, b builtins) (*Engine, error) {
	e := &Engine{policy: p, redactor: b.sanitizer, version: versionOf(p)}
	var err error
	if e.messages, err = messages(p.Messages); err != nil {
		return nil, err
	}
	contexts := p.Contexts
	if contexts == nil {
		contexts = rules.DefaultContexts
	}
	if e.profiles, err = rules.NewProfiles(contexts...); err != nil {
		return nil, &Error{Line: p.contextsLine, Err: fmt.Errorf("contexts: %w", err)}
	}
	maxLen := p.Input.MaxLength
	switch {
	case maxLen == 0:
		maxLen = DefaultMaxLength
	case maxLen < -1:
		return nil, &Error{Err: fmt.Errorf("input.max_length %d: want a positive number, 0 for the default or -1 for none", maxLen),
			path: []string{"input", "max_length"}}
	}
	patched := p.patchedUntrusted()
	inputClassifiers, err := p.Input.classifiers(b.scanner, patched.pasted(b.pasted))
	if err != nil {
		return nil, err
	}
	if c, err := p.Tools.Shell.inputClassifier(); err != nil {
		return nil, err
	} else if c != nil {
		inputClassifiers = append(inputClassifiers, c)
	}
	in, err := guard(middleware.KindInput, p.Input.GuardSpec, append(inputClassifiers, h.Input...), nil, h)
	if err != nil {
		return nil, err
	}
	toolClassifiers, analyzer, err := p.Tools.classifiers()
	if err != nil {
		return nil, err
	}
	if e.effects, err = p.Tools.Effects.compile(); err != nil {
		return nil, err
	}
	if e.effects != nil {
		e.bash = bashEffects(analyzer)
		toolClassifiers = append(toolClassifiers, p.Tools.Effects.effectsClassifier(e))
		if e.flows, err = p.Flows.compile(); err != nil {
			return nil, err
		}
		if e.flows != nil {
			toolClassifiers = append(toolClassifiers, e.flowClassifier())
			e.store = h.Sessions
		}
	}
	tools, err := guard(middleware.KindToolRun, p.Tools.GuardSpec, append(toolClassifiers, h.Tools...), e.profiles, h)
	if err != nil {
		return nil, err
	}
	out, err := guard(middleware.KindOutput, p.Output.GuardSpec, h.Output, nil, h)
	if err != nil {
		return nil, err
	}
	sanitizeStage, err := e.outputSanitizer(p.Output, h, b.sanitizer)
	if err != nil {
		return nil, err
	}
	results, err := e.results(p, h, b, patched)
	if err != nil {
		return nil, err
	}
	e.chain = middleware.Chain(
		middleware.MaxLength(middleware.KindInput, maxLen), in.Wrap,
		tools.Wrap,
		sanitizeStage, out.Wrap,
		results,
	)(middleware.Proceed)
	return e, nil
}

// outputSanitizer compiles the sanitizer pack with the policy's patches, or
// takes the built-in one (compiled on first use), and returns the output
// middleware, or nil when sanitizing is off.
func (e *Engine) outputSanitizer(o OutputSpec, h Hooks, builtin func() (*sanitize.Compiled, error)) (middleware.Middleware, error) {
	deny := false
	switch o.OnSecret {
	case "", "redact":
	case "deny":
		deny = true
	default:
		return nil, &Error{Err: fmt.Errorf("output.on_secret %q: want redact or deny", o.OnSecret), path: []string{"output", "on_secret"}}
	}
	if o.Sanitize != nil && !*o.Sanitize {
		return nil, nil
	}
	get := builtin
	if len(o.Patterns) > 0 {
		c, err := sanitize.Compile(sanitize.DefaultPack().Merge(o.Patterns))
		if err != nil {
			return nil, &Error{Err: fmt.Errorf("output.patterns: %w", err), path: []string{"output", "patterns"}}
		}
		get = func() (*sanitize.Compiled, error) { return c, nil }
	}
	e.redactor = get
	return lazySanitize(get, sanitize.Config{Kind: middleware.KindOutput, OnRedact: onRedact(h.OnRedact), DenySecrets: deny}), nil
}

// lazySanitize is sanitize.OutputStage over the sanitizer get gives, asked
// for when the first operation of cfg.Kind (an output, or a tool result)
// arrives. If get fails, every such operation is denied
// (GUARD_CLASSIFIER_FAILED): text that could not be sanitized is never
// passed on.
func lazySanitize(get func() (*sanitize.Compiled, error), cfg sanitize.Config) middleware.Middleware {
	return func(next middleware.Handler) middleware.Handler {
		if next == nil {
			next = middleware.Proceed
		}
		stage := sync.OnceValues(func() (middleware.Handler, error) {
			c, err := get()
			if err != nil {
				return nil, err
			}
			return sanitize.OutputStage(c, cfg)(next), nil
		})
		kind := cfg.Kind
		if kind == 0 {
			kind = middleware.KindOutput
		}
		return middleware.HandlerFunc(func(ctx context.Context, op *middleware.Operation) error {
			if op.Kind != kind {
				return next.Handle(ctx, op)
			}
			h, err := stage()
			if err != nil {
				return &middleware.GuardrailDenied{Code: middleware.CodeClassifierFailed, Kind: op.Kind, Name: op.Name,
					Rule: "sanitizer", Category: "classifier_failure", Reason: "sanitizer failed", Err: err}
			}
			return h.Handle(ctx, op)
		})
	}
}

// lazyInjection is injection.Classifier over the scanner get gives, asked
// for when the first message arrives.
func lazyInjection(get func() (*injection.Scanner, error)) middleware.Classifier {
	return lazyClassifier(get, injection.Classifier, "injection pack")
}

// lazyClassifier is the classifier mk makes of what get gives, asked for
// when the guard first needs it (an operation of its kind). If get fails,
// the classifier fails, naming what, and the guard fails closed.
func lazyClassifier[T any](get func() (T, error), mk func(T) middleware.Classifier, what string) middleware.Classifier {
	classifier := sync.OnceValues(func() (middleware.Classifier, error) {
		v, err := get()
		if err != nil {
			return nil, err
		}
		return mk(v), nil
	})
	return middleware.ClassifierFunc(func(ctx context.Context, op *middleware.Operation) (middleware.Verdict, error) {
		c, err := classifier()
		if err != nil {
			return middleware.Verdict{}, fmt.Errorf("%s: %w", what, err)
		}
		return c.Classify(ctx, op)
	})
}

// exceptChannel is c for every operation but those of the named channel.
func exceptChannel(c middleware.Classifier, channel string) middleware.Classifier {
	return middleware.ClassifierFunc(func(ctx context.Context, op *middleware.Operation) (middleware.Verdict, error) {
		if op.Name == channel {
			return middleware.Verdict{}, nil
		}
		return c.Classify(ctx, op)
	})
}

func guard(kind middleware.Kind, s GuardSpec, cs []middleware.Classifier, profiles *rules.Profiles, h Hooks) (*middleware.Guard, error) {
	rs := make([]rules.Rule, 0, len(s.Rules))
	for _, spec := range s.Rules {
		r, err := spec.Rule()
		if err != nil {
			return nil, &Error{Line: spec.line, Err: err}
		}
		if _, err := rules.Compile(r); err != nil {
			return nil, &Error{Line: spec.line, Err: fmt.Errorf("%s rule: %w", kind, unwrapRule(err))}
		}
		rs = append(rs, r)
	}
	set, err := rules.Compile(rs...)
	if err != nil {
		return nil, &Error{Err: fmt.Errorf("%s rules: %w", kind, err), path: []string{sectionOf(kind)}}
	}
	cfg := middleware.Config{
		Rules: set, OnDeny: h.OnDeny,
		Timeout: s.Timeout, FailOpen: s.FailOpen, Monitor: s.Monitor,
	}
	if profiles != nil {
		cfg.Profiles = profiles // never a typed nil in the interface
	}
	if len(cs) > 0 {
		cfg.Classify = middleware.Classifiers(cs...)
	}
	g, err := middleware.NewGuard(kind, cfg)
	if err != nil {
		return nil, &Error{Err: err, path: []string{sectionOf(kind)}}
	}
	return g, nil
}

// pasted is what judges content pasted into a message: the built-in packs
// (builtin), or, when the policy patches them (u is not nil), the same
// patched packs the tool:result stage uses, compiled on first use.
func (u *untrustedPacks) pasted(builtin func() (*injection.Untrusted, error)) func() (*injection.Untrusted, error) {
	if u == nil {
		return builtin
	}
	return func() (*injection.Untrusted, error) {
		return injection.CompileUntrusted(injection.PastedPacksOf(u.untrusted, u.conversation))
	}
}

// classifiers builds the input guard's built-in classifiers: the slash
// command check, then the injection pack (builtin, unless the policy
// patches it), then the check of pasted content (pasted).
func (in InputSpec) classifiers(builtin func() (*injection.Scanner, error), pasted func() (*injection.Untrusted, error)) ([]middleware.Classifier, error) {
	var cs []middleware.Classifier
	switch in.SlashCommands {
	case "":
		// In Claude Code (its hooks) the person typing is the developer,
		// and slash commands are theirs; everywhere else they are the
		// agent's, not for the people it serves.
		cs = append(cs, middleware.Named(injection.SlashCommandID, exceptChannel(injection.SlashCommands(), middleware.ChannelHook)))
	case "deny":
		cs = append(cs, middleware.Named(injection.SlashCommandID, injection.SlashCommands()))
	case "allow":
	default:
		return nil, &Error{Err: fmt.Errorf("input.slash_commands %q: want deny or allow", in.SlashCommands),
			path: []string{"input", "slash_commands"}}
	}
	if in.Injection != nil && !*in.Injection {
		return cs, nil
	}
	get := builtin
	if len(in.Patterns) > 0 {
		s, err := injection.Compile(patchPack(injection.DefaultPack(), in.Patterns))
		if err != nil {
			return nil, &Error{Err: fmt.Errorf("input.patterns: %w", err), path: []string{"input", "patterns"}}
		}
		get = func() (*injection.Scanner, error) { return s, nil }
	}
	cs = append(cs, middleware.Named("injection", lazyInjection(get)))
	if in.Pasted == nil || *in.Pasted {
		// Asked for once per engine, on the first message that pastes.
		cs = append(cs, middleware.Named("pasted", injection.PastedClassifier(sync.OnceValues(pasted))))
	}
	return cs, nil
}

// classifiers builds the tool guard's shell classifier and returns it with
// its analyzer (none when tools.shell is off).
func (t ToolsSpec) classifiers() ([]middleware.Classifier, *shell.Analyzer, error) {
	a, err := t.Shell.Analyzer()
	if err != nil {
		return nil, nil, &Error{Err: fmt.Errorf("tools.shell: %w", err), path: []string{"tools", "shell"}}
	}
	if a == nil {
		return nil, nil, nil
	}
	c := shell.Classifier(a, t.Shell.Levels(), t.Shell.Tools...)
	return []middleware.Classifier{middleware.Named("shell", middleware.MonitorIDs(c, t.Shell.Monitor...))}, a, nil
}

// inputClassifier builds the input guard's check of quoted commands, or
// nil when the shell classifier or its input side is off.
func (s ShellSpec) inputClassifier() (middleware.Classifier, error) {
	if s.Input != nil && !*s.Input {
		return nil, nil
	}
	a, err := s.Analyzer()
	if err != nil {
		return nil, &Error{Err: fmt.Errorf("tools.shell: %w", err), path: []string{"tools", "shell"}}
	}
	if a == nil {
		return nil, nil
	}
	c := shell.InputClassifier(a, s.Levels().Block)
	return middleware.Named("shell", middleware.MonitorIDs(c, s.Monitor...)), nil
}

// patchPack applies a policy's pattern entries to the default pack: an
// entry of a known id with only flags patches that row (a row of a check
// written in Go too: injection/builtin.go); one with a rule or anchors
// replaces it, or adds a new one.
func patchPack(base, over injection.Pack) injection.Pack {
	idx := make(map[string]int, len(base))
	for i, p := range base {
		idx[p.ID] = i
	}
	var replace injection.Pack
	for _, o := range over {
		i, known := idx[o.ID]
		if !known || o.Rule != "" || len(o.Anchors) > 0 || o.Confirm != "" || o.Code != "" {
			replace = append(replace, o)
			continue
		}
		p := &base[i]
		p.Disabled, p.Monitor = o.Disabled, o.Monitor
		if o.Risk != middleware.RiskNone {
			p.Risk = o.Risk
		}
		if o.Category != "" {
			p.Category = o.Category
		}
	}
	return base.Merge(replace)
}

func sectionOf(k middleware.Kind) string {
	switch k {
	case middleware.KindToolRun:
		return "tools"
	case middleware.KindToolResult:
		return "results"
	}
	return k.String()
}

// unwrapRule drops the "rule 0:" of a one-rule compile: the line says which.
func unwrapRule(err error) error {
	if re, ok := err.(*rules.RuleError); ok {
		return re.Err
	}
	return err
}

// ValidateInput is the seeds' validate_input: (true, "") for a message the
// input guard lets through, else (false, the short message for people),
// "Comando não permitido" or "Mensagem muito longa" by default. It answers
// in the policy's pinned locale, and in Portuguese when none is pinned:
// those strings are the spec's. Which rule fired is for the log: use Check
// to get the *GuardrailDenied.
func (e *Engine) ValidateInput(ctx context.Context, msg string) (bool, string) {
	if err := e.Check(ctx, middleware.UserInput(msg)); err != nil {
		return false, e.messages.sets[cmp.Or(e.messages.pinned, specLocale)].For(err)
	}
	return true, ""
}

// Check runs op through the chain: nil to proceed, or the error that
// stopped it (a *middleware.GuardrailDenied for a denial or an ask). An
// operation that names its session is judged with what the session
// touched before (flows), when the engine keeps sessions.
func (e *Engine) Check(ctx context.Context, op *middleware.Operation) error {
	_, err := e.decide(ctx, op)
	return err
}

// Handler returns the chain as a Handler.
func (e *Engine) Handler() middleware.Handler { return e.chain }

// Profiles returns the compiled tool profiles.
func (e *Engine) Profiles() *rules.Profiles { return e.profiles }

// Policy returns the policy the engine was compiled from.
func (e *Engine) Policy() *Policy { return e.policy }

// Live holds the engine in force and lets a new one be swapped in while
// operations are being decided: each decision uses the engine it started
// with, and none waits for a lock.
type Live struct{ p atomic.Pointer[Engine] }

// NewLive returns a Live holding e.
func NewLive(e *Engine) *Live {
	l := &Live{}
	l.p.Store(e)
	return l
}

// Load returns the engine in force.
func (l *Live) Load() *Engine { return l.p.Load() }

// Store puts e in force for every decision that starts after it. A nil e
// is ignored: a live policy, once set, is never emptied.
func (l *Live) Store(e *Engine) {
	if e != nil {
		l.p.Store(e)
	}
}

// Check decides op with the engine in force.
func (l *Live) Check(ctx context.Context, op *middleware.Operation) error {
	return l.p.Load().Check(ctx, op)
}

// Snapshot returns e: a compiled engine is immutable, its own snapshot.
// A nil engine gives a nil Snapshot, never a non-nil interface holding nil.
func (e *Engine) Snapshot() middleware.Snapshot {
	if e == nil {
		return nil
	}
	return e
}

// AllowedTools lists the tools the policy's context permits.
func (e *Engine) AllowedTools(context string) ([]string, error) {
	return e.profiles.AllowedTools(context)
}

// Redact hides secrets in text with the policy's output patterns, or with
// the built-in pack when the policy switches sanitizing off: a log line
// never holds a secret either way.
func (e *Engine) Redact(text string) string {
	c, err := e.redactor()
	if err != nil {
		return redactionFailed
	}
	return c.Sanitize(text)
}

// redactionFailed stands for text that Redact could not sanitize: it is
// withheld whole rather than shown unredacted.
const redactionFailed = "[withheld: the sanitizer is unavailable]"

// Snapshot returns the engine in force, or nil when l holds none.
func (l *Live) Snapshot() middleware.Snapshot {
	if l == nil {
		return nil
	}
	return l.p.Load().Snapshot()
}

var (
	_ middleware.Source   = (*Engine)(nil)
	_ middleware.Snapshot = (*Engine)(nil)
	_ middleware.Source   = (*Live)(nil)
)
