// Package rules holds the static half of the guardrail: deny/allow glob rules
// with Claude Code-style tool specifiers, the per-context tool profiles, and
// the small vocabulary (Action, Risk) that rules and classifiers share.
//
// Everything here is compiled once and immutable afterwards, so a compiled
// Set may be used from any number of goroutines without locking.
package rules
