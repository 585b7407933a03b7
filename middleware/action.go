package middleware

import "fmt"

// Action is what a rule or a classifier decides. The zero value, ActionNone,
// means "no opinion": evaluation goes on to the next stage.
type Action uint8

const (
	ActionNone Action = iota
	ActionAllow
	ActionDeny
)

// String returns "allow", "deny" or "none".
func (a Action) String() string {
	switch a {
	case ActionAllow:
		return "allow"
	case ActionDeny:
		return "deny"
	case ActionNone:
		return "none"
	}
	return fmt.Sprintf("action(%d)", uint8(a))
}
