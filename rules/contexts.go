package rules

import (
	"fmt"
	"slices"
)

// Profiles maps a context (the kind of work a session does: analysis,
// conversion, review, or one a policy defines) to the tools it may use.
// In a context, a tool call that no entry of its list matches is denied;
// an unknown context is an error, never an open door.
//
// The same lists feed the agent's own allow-list flag (--allowedTools), so
// the agent is told the rules the guard enforces.
type Profiles struct {
	names []string
	lists map[string][]string
	sets  map[string]*Set
}

// DefaultContexts are the built-in tool lists, in their order: analysis
// reads, conversion edits and runs npm, review reads.
var DefaultContexts = []Context{
	{Name: "analysis", Tools: []string{"Read", "Grep", "Glob"}},
	{Name: "conversion", Tools: []string{"Read", "Write", "Edit", "Bash(npm:*)"}},
	{Name: "review", Tools: []string{"Read", "Grep"}},
}

// Context is one named tool profile.
type Context struct {
	Name  string   `yaml:"name" json:"name"`
	Tools []string `yaml:"tools" json:"tools"`
}

var defaultProfiles = MustProfiles(DefaultContexts...)

// UnknownContextError is returned for a context no profile defines.
type UnknownContextError struct{ Context string }

func (e *UnknownContextError) Error() string {
	return fmt.Sprintf("unknown context %q", e.Context)
}

// NewProfiles compiles the contexts' tool lists. A context without a name,
// a duplicated name, or a tool entry that is not a valid pattern is an error.
// An empty tool list is allowed and means "no tools at all".
func NewProfiles(cs ...Context) (*Profiles, error) {
	p := &Profiles{lists: map[string][]string{}, sets: map[string]*Set{}}
	for _, c := range cs {
		if c.Name == "" {
			return nil, fmt.Errorf("context without a name")
		}
		if _, dup := p.lists[c.Name]; dup {
			return nil, fmt.Errorf("context %q defined twice", c.Name)
		}
		tools := slices.Clone(c.Tools)
		var set *Set
		if len(tools) > 0 {
			var err error
			if set, err = Compile(Allow(tools...)); err != nil {
				return nil, fmt.Errorf("context %q: %w", c.Name, err)
			}
		}
		p.names = append(p.names, c.Name)
		p.lists[c.Name] = tools
		p.sets[c.Name] = set
	}
	return p, nil
}

// MustProfiles is NewProfiles for lists known at build time.
func MustProfiles(cs ...Context) *Profiles {
	p, err := NewProfiles(cs...)
	if err != nil {
		panic(err)
	}
	return p
}

// DefaultProfiles returns the built-in profiles: analysis, conversion,
// review.
func DefaultProfiles() *Profiles { return defaultProfiles }

// Names returns the context names in the order they were defined.
func (p *Profiles) Names() []string { return slices.Clone(p.names) }

// AllowedTools returns a copy of the tool list of context, in its order.
func (p *Profiles) AllowedTools(context string) ([]string, error) {
	l, ok := p.lists[context]
	if !ok {
		return nil, &UnknownContextError{Context: context}
	}
	return slices.Clone(l), nil
}

// Permits reports whether the tool call (name and JSON input) is in the
// context's list. Specifier entries are read the strict (allow) way: a
// compound command is permitted only if every part of it is.
func (p *Profiles) Permits(context, name string, input []byte) (bool, error) {
	set, ok := p.sets[context]
	if !ok {
		return false, &UnknownContextError{Context: context}
	}
	_, hit := set.Match(name, input, 0)
	return hit, nil
}

// AllowedTools returns the built-in tool list for context: analysis →
// [Read Grep Glob], conversion → [Read Write Edit Bash(npm:*)], review →
// [Read Grep]. Any other context is an *UnknownContextError.
func AllowedTools(context string) ([]string, error) {
	return defaultProfiles.AllowedTools(context)
}
