package flow

import (
	"fmt"
	"strings"
)

// UnknownError is a name in a policy that the flow package does not know.
type UnknownError struct {
	What  string
	Known []string
}

func (e *UnknownError) Error() string {
	return fmt.Sprintf("unknown %s (want %s)", e.What, strings.Join(e.Known, ", "))
}

// FullError is a store that has no room for another session: the caller
// fails closed (the operation is stopped) rather than forget a taint.
// Tenant says the budget spent is the tenant's own, not the store's.
type FullError struct {
	Budget int
	Tenant bool
}

func (e *FullError) Error() string {
	if e.Tenant {
		return fmt.Sprintf("flow store: the tenant's budget is full (%d bytes); idle sessions expire", e.Budget)
	}
	return fmt.Sprintf("flow store full (%d bytes); idle sessions expire", e.Budget)
}
