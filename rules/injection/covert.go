package injection

import "github.com/guardrail-go/guardrail/middleware"

// A person can ask the agent for harm in the words of routine work ("add
// a user with uid 0 and append this key to /root/.ssh/authorized_keys")
// and ask, in the same message, that it stay out of the record ("leave
// it out of the changelog", "no need to file a change ticket"). The
// untrusted-content scan already reads that pair in a tool's result: a
// goal of its catalogue (untrusted_goal_rows.go) within reach of a
// concealment from the people the work is for or of a record waived
// (concealedGoalAt, untrusted_concealed.go). A person's message that
// holds the pair is the same order given directly: the input guard
// reads it too. Either half alone is ordinary ("leave the chore commits
// out of the changelog"; "add my key to authorized_keys on the dev box").
//
// Content the message hands over ("is this runbook safe? …") is the
// pasted classifier's: only the person's request before it is read. A
// message in the words of a text about attacks (a detector's test, a
// write-up) names such pairs to catch them, and is left to the families.

// CovertGoalID names the match of a message that asks for a goal and its
// concealment.
const CovertGoalID = "abuse.covert_goal"

var covertGoalMatch = Match{ID: CovertGoalID, Family: "agent_abuse", Category: CategoryAbuse, Risk: middleware.RiskHigh}

// covertGoal reports whether a person's message asks for a goal and keeps
// it from the record (see above). It is a check written in Go with a row
// in the pack (builtin.go).
func covertGoal(msg string) bool {
	if lead, body := pastedParts(msg); body != "" {
		msg = lead
	}
	if _, _, ok := concealedGoalAt(msg); !ok {
		return false
	}
	return !AboutAttacks(msg) // untrusted_mention.go
}
