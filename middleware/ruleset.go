package middleware

// RuleSet is the first stage of a guard: static rules, checked in order,
// where the first pattern that matches decides. The rules package compiles
// one (rules.Compile); any type with this method can stand in.
type RuleSet interface {
	// Match returns the first pattern, at or after position from, that
	// matches the operation named name with the given input (a tool's JSON
	// input, or nil). A guard passes 0, and RuleMatch.Next to step over a
	// monitor-mode rule. It must be safe for concurrent use.
	Match(name string, input []byte, from int) (RuleMatch, bool)
}

// RuleMatch is what a RuleSet reports for the pattern that matched. It is
// small on purpose (a pointer, a string, an int): a decision returns it by
// value on the hot path.
type RuleMatch struct {
	// Rule is the matched rule's decision, shared and read-only.
	Rule    *RuleInfo
	Pattern string
	// Next is where to resume past this match.
	Next int
}

// RuleInfo is a rule's decision and what a denial says about it.
type RuleInfo struct {
	Action Action
	// ID names the rule in logs; empty means the pattern names it.
	ID       string
	Reason   string
	Category string
	Risk     Risk
	// Monitor makes a deny report what it would deny and step aside.
	Monitor bool
}

// ToolProfiles is the last stage of a tool guard: which tools a context
// permits. The rules package compiles one (rules.NewProfiles).
type ToolProfiles interface {
	// Permits reports whether the tool named name, with its JSON input, may
	// run in context. An unknown context is not permitted; err then says
	// why, in words fit for the model.
	Permits(context, name string, input []byte) (bool, error)
}
