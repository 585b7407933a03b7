package injection

import (
	"strings"

	"github.com/guardrail-go/guardrail/internal/normalize"
)

// Typing an order badly is an evasion that costs an attacker nothing
// ("ignroe all pervious insturctions", "the passwrod"): a model reads
// through the typo and a scanner of words does not. The words every
// override and extraction turns on are taught to the classes with their
// one-slip misspellings: one letter dropped, or two neighbours swapped.
// Only long words are expanded (a slip in a short word makes other
// words: "forget" → "forge"), a plural is not made singular by the slip
// ("instructions" → "instruction" is a word of its own), and a variant
// some class already holds keeps its own meaning.

// typoWords are the words whose slips the classes learn.
var typoWords = []string{"ignore", "ignoring", "disregard", "previous", "instructions", "instruction", "guidelines", "password", "passphrase", "passcode"}

// typoVariants returns w with one letter dropped or two neighbouring
// letters swapped, each once, w itself and a dropped final "s" left out.
func typoVariants(w string) []string {
	seen := map[string]bool{w: true}
	var out []string
	add := func(v string) {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	for i := range len(w) {
		if i == len(w)-1 && w[i] == 's' {
			continue
		}
		add(w[:i] + w[i+1:])
	}
	for i := 0; i+1 < len(w); i++ {
		add(w[:i] + string(w[i+1]) + string(w[i]) + w[i+2:])
	}
	return out
}

// typoSet holds every slip addTypos taught the built-in classes, in its
// normalised form (the words view folds l into i: "heip"). A slip
// is rarer in ordinary text than its word, so it adds nothing to a
// class's weight (classWeight): learning typos does not change which class
// keys a rule.
var typoSet = map[string]bool{}

// addTypos adds to every class holding one of typoWords that word's slips,
// except those a class already holds as words of their own, and records
// each slip, normalised, in slips.
func addTypos(classes map[string][]string, slips map[string]bool) {
	known := map[string]bool{}
	for _, phrases := range classes {
		for _, p := range phrases {
			known[strings.ToLower(p)] = true
		}
	}
	for _, w := range typoWords {
		var variants []string
		for _, v := range typoVariants(w) {
			if !known[v] {
				variants = append(variants, v)
				slips[normalize.Normalize(v)] = true // as classWeight sees it
			}
		}
		for name, phrases := range classes {
			for _, p := range phrases {
				if p == w {
					classes[name] = append(classes[name], variants...)
					break
				}
			}
		}
	}
}
