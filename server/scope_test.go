package server_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/server"
)

// A tenant's /v1/check speaks for that tenant only, and never makes the
// server read a directory the client named.
func TestScopeToTenant(t *testing.T) {
	t.Parallel()
	ctx := server.WithIdentity(context.Background(), server.Identity{Tenant: "acme"})
	op := &middleware.Operation{Kind: middleware.KindToolRun, Name: "Bash", Tenant: "globex", Session: "s", Dir: "/etc"}
	server.ScopeToTenant(ctx, op)
	assert.Equal(t, "acme", op.Tenant)
	assert.Equal(t, "s", op.Session)
	assert.Empty(t, op.Dir)
}
