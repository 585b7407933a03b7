package injection

import "slices"

// Some checks are written in Go because the rule syntax cannot say them:
// a goal and its concealment in a person's message (covert.go), text
// hidden from a page's reader (untrusted.go, untrusted_hidden.go), a
// goal or a payload addressed to the model (untrusted_goals.go,
// untrusted_payload.go), an instruction file's orders to its agent
// (untrusted_agentfile.go). Each still has a row in its pack, marked
// Builtin and holding no rule, so that a policy switches it off, monitors
// it or changes its risk or category by id as it does any pattern
// (input.patterns, results.patterns), and `guardrail policy patterns`
// lists it. Adding a Go check is adding its match to builtinChecks and
// its row to its pack.

// inputBuiltins and untrustedBuiltins are the Go checks' matches as the
// input pack and the untrusted pack have them.
var (
	inputBuiltins     = []Match{covertGoalMatch, guessCheckMatch}
	untrustedBuiltins = []Match{hiddenTextMatch, hiddenAddressMatch, addressedGoalMatch, addressedPayloadMatch, agentFileMatch}
	builtinChecks     = slices.Concat(inputBuiltins, untrustedBuiltins)
)

// builtinRows are the pack rows of Go checks.
func builtinRows(ms []Match) Pack {
	out := make(Pack, len(ms))
	for i, m := range ms {
		out[i] = Pattern{ID: m.ID, Family: m.Family, Category: m.Category, Risk: m.Risk, Builtin: true}
	}
	return out
}

func inputBuiltinFamilies() Pack     { return builtinRows(inputBuiltins) }
func untrustedBuiltinFamilies() Pack { return builtinRows(untrustedBuiltins) }

// isBuiltin reports whether id names a Go check.
func isBuiltin(id string) bool {
	return slices.ContainsFunc(builtinChecks, func(m Match) bool { return m.ID == id })
}

// over returns a Go check's match as the scanner's pack has it (its
// risk, category and monitor mode), and whether running the check could
// change the finding (m, ok) so far: the pack holds it switched on, and
// nothing was found or only in monitor mode while the check enforces.
// A check that could change nothing is not run.
func (s *Scanner) over(check, m Match, ok bool) (Match, bool) {
	got, on := s.builtins[check.ID]
	return got, on && (!ok || m.Monitor && !got.Monitor)
}

// builtinValid checks a Builtin row: a Go check's id, and nothing a Go
// check would ignore.
func builtinValid(pt Pattern) error {
	switch {
	case !isBuiltin(pt.ID):
		return &PatternError{ID: pt.ID, Field: "builtin", Reason: "no check written in Go has this id"}
	case pt.Rule != "" || len(pt.Anchors) > 0 || pt.Confirm != "" || pt.Unless != "" || pt.Code != "" || pt.Except != "" || pt.ExceptOn != "":
		return &PatternError{ID: pt.ID, Field: "builtin", Reason: "a check written in Go takes no rule, anchors or expressions"}
	}
	return nil
}
