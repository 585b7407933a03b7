package flow

import "context"

// Key names a session's facts. The tenant and project are part of it, so
// one tenant's session id never reaches another tenant's facts.
type Key struct{ Tenant, Project, Session string }

// MaxKeyLen bounds the bytes of a key's three parts together.
const MaxKeyLen = 1024

// size is the bytes k takes in a store.
func (k Key) size() int { return len(k.Tenant) + len(k.Project) + len(k.Session) }

// Store keeps each session's facts. Memory is the in-process one; several
// replicas share one (Redis) behind the same interface. Facts only grow, so
// Add is a merge and needs no ordering between replicas.
type Store interface {
	// Load returns the facts of k: the zero Facts for a session never seen.
	Load(ctx context.Context, k Key) (Facts, error)
	// Add merges f into the facts of k.
	Add(ctx context.Context, k Key, f Facts) error
}
