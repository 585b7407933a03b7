package policy

import (
	"bytes"
	_ "embed"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules"
	"github.com/guardrail-go/guardrail/rules/injection"
	"github.com/guardrail-go/guardrail/rules/sanitize"
	"github.com/guardrail-go/guardrail/rules/shell"
)

//go:embed default.yaml
var defaultYAML []byte

// DefaultYAML returns the text of the built-in policy.
func DefaultYAML() []byte { return bytes.Clone(defaultYAML) }

// Default returns the built-in policy, freshly parsed: the caller may
// change it. (Parsing is cheap; the expensive parts, the built-in pattern
// packs, are compiled once per process whatever the policy.)
func Default() *Policy {
	p, err := Parse("default.yaml", defaultYAML)
	if err != nil {
		panic("embedded default policy: " + err.Error())
	}
	return p
}

// Version is the only policy file version this build reads.
const Version = 1

// Policy is a parsed policy file.
type Policy struct {
	Version  int             `yaml:"version"`
	Messages MessagesSpec    `yaml:"messages"`
	Contexts []rules.Context `yaml:"contexts"`
	Input    InputSpec       `yaml:"input"`
	Tools    ToolsSpec       `yaml:"tools"`
	Output   OutputSpec      `yaml:"output"`
	Results  ResultsSpec     `yaml:"results"`
	Flows    FlowsSpec       `yaml:"flows"`

	contextsLine int
}

// GuardSpec configures one guard.
type GuardSpec struct {
	Rules    []RuleSpec    `yaml:"rules"`
	Timeout  time.Duration `yaml:"timeout"`
	FailOpen bool          `yaml:"fail_open"`
	Monitor  bool          `yaml:"monitor"`
}

// InputSpec configures the input guard.
type InputSpec struct {
	GuardSpec `yaml:",inline"`
	// MaxLength is the longest message in characters; 0 means the default
	// (10,000), -1 means no limit.
	MaxLength int `yaml:"max_length"`
	// SlashCommands is "deny" (every channel), "allow", or empty: denied
	// in the chat and over HTTP, allowed on the hook channel, where the
	// person typing is the developer at Claude Code.
	SlashCommands string `yaml:"slash_commands"`
	// Patterns changes the built-in injection pack by id: an entry with
	// only an id and flags (disabled, monitor, risk, category) patches that
	// pattern; an entry with a rule or anchors replaces it, or adds a new
	// one.
	Patterns injection.Pack `yaml:"patterns"`
	// Injection switches the pattern scan off entirely when false, the
	// check of pasted content with it.
	Injection *bool `yaml:"injection"`
	// Pasted switches off, when false, the check of content pasted into a
	// message ("Summarize this email: …") as untrusted content.
	Pasted *bool `yaml:"pasted"`
}

// ToolsSpec configures the tool:run guard.
type ToolsSpec struct {
	GuardSpec `yaml:",inline"`
	Shell     ShellSpec   `yaml:"shell"`
	Effects   EffectsSpec `yaml:"effects"`
}

// OutputSpec configures the output stage: the sanitizer, then the guard.
type OutputSpec struct {
	GuardSpec `yaml:",inline"`
	// Sanitize switches the sanitizer off when false (default on).
	Sanitize *bool `yaml:"sanitize"`
	// OnSecret is "redact" (the default: the secret becomes [token]) or
	// "deny" (the whole output is refused).
	OnSecret string `yaml:"on_secret"`
	// Patterns changes the built-in sanitizer pack by id: {id, enabled:
	// false} switches one off; an entry with a regex replaces one or adds
	// a new one (after the built-in ones).
	Patterns []sanitize.Pattern `yaml:"patterns"`
}

// ShellSpec configures the dangerous-command classifier for shell tools.
type ShellSpec struct {
	// Enabled switches the classifier off when false (default on).
	Enabled *bool `yaml:"enabled"`
	// BlockAt is the least risk that denies (default high).
	BlockAt middleware.Risk `yaml:"block_at"`
	// AskAt is the least risk at which a tool call asks a person (default
	// moderate); findings below it are logged as monitor-mode denials. At
	// or above BlockAt nothing asks. A command quoted in a message is
	// never asked about: below BlockAt it is only logged.
	AskAt middleware.Risk `yaml:"ask_at"`
	// Disabled lists finding ids to switch off.
	Disabled []string `yaml:"disabled"`
	// Monitor lists finding ids that are only reported, never deny.
	Monitor []string `yaml:"monitor"`
	// Input also judges the commands a person quotes in a message (code
	// blocks, `inline code`, "$ " lines) with the same analyzer (default
	// on).
	Input *bool `yaml:"input"`
	// Tools names the tools whose "command" is a shell line (default Bash).
	Tools []string `yaml:"tools"`
}

// DefaultMaxLength is the default limit on a user's message, in characters.
const DefaultMaxLength = 10000

// RuleSpec is a rule as written in a policy file: exactly one of Deny,
// Ask and Allow lists its patterns.
type RuleSpec struct {
	ID       string          `yaml:"id"`
	Deny     []string        `yaml:"deny"`
	Ask      []string        `yaml:"ask"`
	Allow    []string        `yaml:"allow"`
	Reason   string          `yaml:"reason"`
	Category string          `yaml:"category"`
	Risk     middleware.Risk `yaml:"risk"`
	Monitor  bool            `yaml:"monitor"`

	line int
}

var ruleFields = map[string]bool{"id": true, "deny": true, "ask": true, "allow": true, "reason": true, "category": true, "risk": true, "monitor": true}

// UnmarshalYAML keeps the rule's line for error messages. A custom
// unmarshaler escapes the decoder's KnownFields check, so it checks the
// keys itself.
func (r *RuleSpec) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind != yaml.MappingNode {
		return fmt.Errorf("line %d: a rule is a mapping with deny, ask or allow patterns", n.Line)
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		if k := n.Content[i]; !ruleFields[k.Value] {
			return fmt.Errorf("line %d: field %s not found in rule (known: id, deny, ask, allow, reason, category, risk, monitor)", k.Line, k.Value)
		}
	}
	type plain RuleSpec
	var p plain
	if err := n.Decode(&p); err != nil {
		if strings.Contains(err.Error(), "line ") {
			return err
		}
		// A value's own unmarshaler (Risk) reports no line: the only one
		// that can fail that way is risk, so point at it.
		return fmt.Errorf("line %d: %w", max(keyLine(n, "risk"), n.Line), err)
	}
	*r = RuleSpec(p)
	r.line = n.Line
	return nil
}

// Analyzer builds the shell analyzer the spec describes, or nil when the
// classifier is switched off.
func (s ShellSpec) Analyzer() (*shell.Analyzer, error) {
	if s.Enabled != nil && !*s.Enabled {
		return nil, nil
	}
	return shell.New(shell.WithDisabled(s.Disabled...))
}

// Levels returns the risks at which a tool call's finding asks and denies.
func (s ShellSpec) Levels() middleware.Levels { return levels(s.AskAt, s.BlockAt) }

// Rule converts the spec to a rule.
func (r RuleSpec) Rule() (rules.Rule, error) {
	var out rules.Rule
	lists := 0
	for _, l := range [][]string{r.Deny, r.Ask, r.Allow} {
		if len(l) > 0 {
			lists++
		}
	}
	switch {
	case lists > 1:
		return out, errors.New("a rule has one of deny, ask or allow patterns, not several")
	case len(r.Deny) > 0:
		out = rules.Deny(r.Deny...)
	case len(r.Ask) > 0:
		out = rules.Ask(r.Ask...)
	case len(r.Allow) > 0:
		out = rules.Allow(r.Allow...)
	default:
		return out, errors.New("a rule needs deny, ask or allow patterns")
	}
	out.ID, out.Reason, out.Category, out.Risk, out.Monitor = r.ID, r.Reason, r.Category, r.Risk, r.Monitor
	return out, nil
}

// Error is a policy that cannot be used, with where and why.
type Error struct {
	File string
	Line int // 0 when the error is not tied to a line
	Err  error

	path []string // keys leading to the offending value, to find its line
}

func (e *Error) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %v", e.File, e.Line, e.Err)
	}
	return fmt.Sprintf("%s: %v", e.File, e.Err)
}

func (e *Error) Unwrap() error { return e.Err }

// Load reads and checks the policy file at path.
func Load(path string) (*Policy, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, &Error{File: path, Err: err}
	}
	return Parse(path, data)
}

// Parse reads and checks a policy; name is used in errors. Unknown fields
// are errors (a typo must not silently disable a rule), every one of them
// reported at once (Errors); so is anything Compile would refuse (*Error):
// Parse succeeds only for a policy that builds.
func Parse(name string, data []byte) (*Policy, error) {
	var root yaml.Node
	if err := yaml.Unmarshal(data, &root); err != nil {
		return nil, yamlError(name, err)
	}
	if errs := unknownKeys(name, &root); len(errs) > 0 {
		return nil, errs
	}
	if empty(&root) {
		// Every field is optional: an empty file (or one of comments) is
		// the built-in policy.
		return Default(), nil
	}
	p := &Policy{}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(p); err != nil && err != io.EOF {
		return nil, yamlError(name, err)
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err != io.EOF {
		return nil, &Error{File: name, Line: extra.Line, Err: errors.New("a policy file holds one YAML document")}
	}
	if err := checkPatternKeys(&root); err != nil {
		err.File = name
		return nil, err
	}
	switch p.Version {
	case Version:
	case 0:
		return nil, &Error{File: name, Err: fmt.Errorf("no version: a policy starts with \"version: %d\"", Version)}
	default:
		return nil, &Error{File: name, Line: keyLine(&root, "version"),
			Err: fmt.Errorf("version %d is not supported (this build reads version: %d)", p.Version, Version)}
	}
	p.contextsLine = keyLine(&root, "contexts")
	if _, err := p.Compile(Hooks{}); err != nil {
		var pe *Error
		if !errors.As(err, &pe) {
			pe = &Error{Err: err}
		}
		pe.File = name
		if pe.Line == 0 && len(pe.path) > 0 {
			pe.Line = keyLine(&root, pe.path...)
		}
		return nil, pe
	}
	return p, nil
}

// empty reports whether the document holds nothing but comments.
func empty(root *yaml.Node) bool {
	return root.Kind == 0 || root.Kind == yaml.DocumentNode && len(root.Content) == 0
}

// yamlError turns the YAML library's errors ("yaml: line 3: …") into ours.
func yamlError(name string, err error) error {
	msg := err.Error()
	msg = strings.TrimPrefix(msg, "yaml: ")
	msg = strings.TrimPrefix(msg, "unmarshal errors:\n  ")
	var line int
	if _, scanErr := fmt.Sscanf(msg, "line %d:", &line); scanErr == nil {
		if i := strings.Index(msg, ": "); i >= 0 {
			msg = msg[i+2:]
		}
	}
	return &Error{File: name, Line: line, Err: errors.New(strings.TrimSpace(msg))}
}

// sanitizerKeys are the fields of a sanitize.Pattern entry. Its own
// UnmarshalYAML (which defaults enabled to true) escapes the decoder's
// KnownFields check, so the policy checks the keys itself.
var sanitizerKeys = map[string]bool{"id": true, "category": true, "regex": true, "replacement": true, "keywords": true,
	"lead": true, "boundary": true, "min_entropy": true, "enabled": true, "description": true}

func checkPatternKeys(root *yaml.Node) *Error {
	n := root
	for _, key := range []string{"output", "patterns"} {
		if n.Kind == yaml.DocumentNode && len(n.Content) > 0 {
			n = n.Content[0]
		}
		next := (*yaml.Node)(nil)
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == key {
				next = n.Content[i+1]
			}
		}
		if next == nil {
			return nil
		}
		n = next
	}
	for _, entry := range n.Content {
		for i := 0; i+1 < len(entry.Content); i += 2 {
			if k := entry.Content[i]; !sanitizerKeys[k.Value] {
				return &Error{Line: k.Line, Err: fmt.Errorf("field %s not found in output pattern (known: id, category, regex, replacement, keywords, lead, boundary, min_entropy, enabled, description)", k.Value)}
			}
		}
	}
	return nil
}

// keyLine returns the line of the key at path (mapping keys from the top),
// or 0 if it is not there.
func keyLine(n *yaml.Node, path ...string) int {
	line := 0
	for _, key := range path {
		if n.Kind == yaml.DocumentNode && len(n.Content) > 0 {
			n = n.Content[0]
		}
		found := false
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == key {
				line, n, found = n.Content[i].Line, n.Content[i+1], true
				break
			}
		}
		if !found {
			return 0
		}
	}
	return line
}
