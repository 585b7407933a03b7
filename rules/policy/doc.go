// Package policy reads the guardrail policy file (YAML) and builds the
// chain it describes: rules, contexts, modes and messages for the input,
// tool:run and output guards. The default policy is embedded (Default,
// DefaultYAML). A bad file is refused at load with its name, the line and
// the reason; a running server swaps in a new Engine atomically (Live).
package policy
