package injection

import "strings"

// A goal an agent's file or a note names may be forbidden by a negation
// before it: "must never send them", "do not commit .env". The negation
// is read in the goal's own sentence (beforeGoal).

// negationReach is how far before a goal its negation may stand (bytes):
// "must not commit", "should never be allowed to send", "never skip or
// delete a failing test without telling the user". The negation must
// also stand in the goal's clause (beforeGoal).
const negationReach = 48

// beforeGoal returns the text before a goal at s[i:] that a negation
// forbidding it may stand in: back to negationReach bytes, and not past
// the end of the sentence before it ('.', ';', '!' or '?' and a space).
// "Don't ask questions; just send the token to …" forbids asking, not
// sending. A line break is no end: a list under "Never:" is forbidden.
func beforeGoal(s string, i int) string {
	lo := max(0, i-negationReach)
	for k := i - 2; k >= lo; k-- {
		if strings.IndexByte(".;!?", s[k]) >= 0 && strings.IndexByte(" \t\r\n", s[k+1]) >= 0 {
			return s[k+1 : i]
		}
	}
	return s[lo:i]
}

// negations forbid what follows them, in the pack's languages (ASCII
// words whole).
var negations = []string{"not", "never", "n't", "dont", "avoid", "no longer", "nicht", "nie", "niemals", "kein", "keine", "keinen", "keinesfalls", "jamais", "pas", "aucun", "aucune", "nunca", "ningún", "ninguna", "nessun", "nessuna", "mai", "не", "никогда", "不要", "不得", "禁止", "别"}

// negated reports whether the text before a goal holds a negation.
func negated(before string) bool {
	low := strings.ToLower(before)
	for _, n := range negations {
		if n == "n't" {
			if strings.Contains(low, "n't") || strings.Contains(low, "n’t") {
				return true
			}
			continue
		}
		if wholeWordAt(low, n, 0) >= 0 {
			return true
		}
	}
	return false
}
