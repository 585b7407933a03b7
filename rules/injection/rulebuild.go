package injection

import (
	"strconv"
	"strings"
)

// The rule syntax (grammar.go) groups words, not sequences: "(a|b) ~3 c"
// is a rule, "(a ~2 b|c) ~3 d" is not. A family whose parts are
// themselves sequences is written as every pairing of them; these build
// those alternatives.

// wordAlt joins phrases into a rule alternative, "(a|b|c)", each phrase
// once: catalogues grown a row at a time name a phrase twice, and the
// class gains nothing by it.
func wordAlt(phrases ...string) string {
	seen := make(map[string]bool, len(phrases))
	kept := make([]string, 0, len(phrases))
	for _, p := range phrases {
		if !seen[p] {
			seen[p] = true
			kept = append(kept, p)
		}
	}
	return "(" + strings.Join(kept, "|") + ")"
}

// seqAlts writes each sequence of firsts followed, at most gap words
// later, by each sequence of thens, one alternative a pairing.
func seqAlts(firsts []string, gap int, thens []string) string {
	alts := make([]string, 0, len(firsts)*len(thens))
	for _, f := range firsts {
		for _, t := range thens {
			alts = append(alts, f+" ~"+strconv.Itoa(gap)+" "+t)
		}
	}
	return joinAlts(alts...)
}

// joinAlts joins whole alternatives of a rule, one a line.
func joinAlts(alts ...string) string { return strings.Join(alts, "\n\t\t\t\t| ") }
