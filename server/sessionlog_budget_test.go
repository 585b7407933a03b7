package server_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/server"
)

// The session log holds bytes within budgets, not only counts: the replay
// of a flood (one tenant opening many sessions of large frames) leaves it
// bounded, a session keeps its newest frames, and another tenant's
// sessions survive one tenant's flood.
func TestMemoryLogBudgets(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	const sessionBytes, totalBytes, perTenant = 64 << 10, 512 << 10, 20
	l := server.NewMemoryLog(0, 0).WithBudgets(sessionBytes, totalBytes, perTenant)
	big := strings.Repeat("x", 16<<10)

	other := server.SessionKey{Tenant: "globex", Project: "p", ID: "keep"}
	require.NoError(t, l.Append(ctx, other, 0, server.Frame{Type: "info", Seq: 1, Content: "hello"}))

	for s := range 200 {
		k := server.SessionKey{Tenant: "acme", Project: "p", ID: fmt.Sprint("s", s)}
		for i := range 10 {
			require.NoError(t, l.Append(ctx, k, 0, server.Frame{Type: "error", Seq: uint64(i + 1), Content: big}))
		}
		assert.LessOrEqual(t, l.Bytes(), totalBytes+(16<<10)+512, "bounded in bytes after session %d", s)
	}
	last := server.SessionKey{Tenant: "acme", Project: "p", ID: "s199"}
	fs, err := l.Since(ctx, last, 0)
	require.NoError(t, err)
	assert.NotEmpty(t, fs)
	assert.Less(t, len(fs), 10, "the session's oldest frames went past its byte budget")
	assert.Equal(t, uint64(10), fs[len(fs)-1].Seq, "the newest frame stays")

	_, ok, err := l.LastSeq(ctx, server.SessionKey{Tenant: "acme", Project: "p", ID: "s0"})
	require.NoError(t, err)
	assert.False(t, ok, "the flooding tenant's oldest sessions went first")
	_, ok, err = l.LastSeq(ctx, other)
	require.NoError(t, err)
	assert.True(t, ok, "another tenant's session survives the flood")
}
