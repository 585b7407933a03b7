package middleware

import "fmt"

// Action is what a rule or a classifier decides. The zero value, ActionNone,
// means "no opinion": evaluation goes on to the next stage.
type Action uint8

const (
	ActionNone Action = iota
	ActionAllow
	ActionDeny
	// ActionAsk stops the operation until a person approves it. It is
	// weaker than a deny: evaluation goes on, and a later deny wins.
	ActionAsk
)

// String returns "allow", "deny", "ask" or "none".
func (a Action) String() string {
	switch a {
	case ActionAllow:
		return "allow"
	case ActionDeny:
		return "deny"
	case ActionAsk:
		return "ask"
	case ActionNone:
		return "none"
	}
	return fmt.Sprintf("action(%d)", uint8(a))
}
