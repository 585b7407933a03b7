package redisstate_test

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/internal/redistest"
	"github.com/guardrail-go/guardrail/server"
	"github.com/guardrail-go/guardrail/server/redisstate"
)

// A session has one writer: the last to Own it. An older owner's frames
// are refused (ErrNotOwner) and not stored, whichever replica it is on;
// the log in memory and the one in Redis fence alike.
func TestSessionOwner(t *testing.T) {
	t.Parallel()
	srv := redistest.Start(t)
	storeA := open(t, srv, redisstate.Options{})
	storeB := open(t, srv, redisstate.Options{}) // another replica
	mem := server.NewMemoryLog(0, 0)
	tests := []struct {
		name string
		a, b server.SessionLog // the old writer's and the new one's
	}{
		{"memory", mem, mem},
		{"redis", storeA.Log(), storeB.Log()},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			k := server.SessionKey{Tenant: "acme", Project: "p", ID: "s"}
			ea, err := tt.a.Own(ctx, k)
			require.NoError(t, err)
			_, ok, err := tt.b.LastSeq(ctx, k)
			require.NoError(t, err)
			assert.False(t, ok, "owning a session creates nothing a resume finds")
			for _, f := range frames(1, 3, "a") {
				require.NoError(t, tt.a.Append(ctx, k, ea, f))
			}

			// The client resumes on B while A's turn still runs.
			eb, err := tt.b.Own(ctx, k)
			require.NoError(t, err)
			assert.Greater(t, eb, ea)
			owner, err := tt.a.Owner(ctx, k)
			require.NoError(t, err)
			assert.Equal(t, eb, owner, "A can see, with no frame to write, that B owns the session")
			last, ok, err := tt.b.LastSeq(ctx, k)
			require.NoError(t, err)
			require.True(t, ok)
			assert.Equal(t, uint64(3), last)
			assert.ErrorIs(t, tt.a.Append(ctx, k, ea, server.Frame{Type: "info", Seq: 4, Content: "late"}), server.ErrNotOwner)
			assert.ErrorIs(t, tt.a.Append(ctx, k, 0, server.Frame{Type: "info", Seq: 4}), server.ErrNotOwner,
				"a writer whose Own failed is refused once the session has an owner")
			require.NoError(t, tt.b.Append(ctx, k, eb, server.Frame{Type: "session", Seq: 4}))
			assert.ErrorIs(t, tt.a.Append(ctx, k, ea, server.Frame{Type: "info", Seq: 5}), server.ErrNotOwner, "and stays refused")
			got, err := tt.b.Since(ctx, k, 0)
			require.NoError(t, err)
			assert.Equal(t, []uint64{1, 2, 3, 4}, seqs(got))
			assert.Equal(t, "session", got[3].Type, "the new owner's frame, none of the old one's")

			// A third connection (back on A) fences B in turn.
			ec, err := tt.a.Own(ctx, k)
			require.NoError(t, err)
			assert.Greater(t, ec, eb)
			assert.ErrorIs(t, tt.b.Append(ctx, k, eb, server.Frame{Type: "info", Seq: 5}), server.ErrNotOwner)
			require.NoError(t, tt.a.Append(ctx, k, ec, server.Frame{Type: "session", Seq: 5}))

			// Another session's owner is its own.
			k2 := server.SessionKey{Tenant: "acme", Project: "p", ID: "other"}
			owner, err = tt.a.Owner(ctx, k2)
			require.NoError(t, err)
			assert.Zero(t, owner, "a session never owned has no owner")
			require.NoError(t, tt.a.Append(ctx, k2, 0, server.Frame{Type: "session", Seq: 1}), "no owner recorded: epoch 0 writes")
			e2, err := tt.b.Own(ctx, k2)
			require.NoError(t, err)
			require.NoError(t, tt.b.Append(ctx, k2, e2, server.Frame{Type: "info", Seq: 2}))
		})
	}
	for _, s := range []*redisstate.Store{storeA, storeB} {
		assert.Zero(t, s.Errors()["session_log"], "a refused writer is a decision, not a Redis failure")
	}
}

// Epochs only grow, even when a session's meta expired (or was dropped
// by its tenant's budget) while an old writer lived, or the tenant's
// counter was deleted: a later Own always fences every earlier one.
func TestSessionOwnerEpochsOnlyGrow(t *testing.T) {
	t.Parallel()
	srv := redistest.Start(t)
	ctx := context.Background()
	rc := raw(t, srv)
	log := open(t, srv, redisstate.Options{}).Log()
	k := server.SessionKey{Tenant: "acme", Project: "p", ID: "s"}
	const meta = "guardrail:t:acme:logmeta:{p:s}"

	old, err := log.Own(ctx, k)
	require.NoError(t, err)
	require.NoError(t, log.Append(ctx, k, old, server.Frame{Type: "session", Seq: 1}))
	ttl, err := rc.PTTL(ctx, "guardrail:t:acme:epoch").Result()
	require.NoError(t, err)
	assert.Equal(t, int64(-1), int64(ttl), "the tenant's counter never expires")

	require.NoError(t, rc.Del(ctx, meta, "guardrail:t:acme:log:{p:s}").Err())
	newer, err := log.Own(ctx, k)
	require.NoError(t, err)
	assert.Greater(t, newer, old, "the session was gone; the counter was not")
	assert.ErrorIs(t, log.Append(ctx, k, old, server.Frame{Type: "info", Seq: 2}), server.ErrNotOwner)

	require.NoError(t, rc.Del(ctx, "guardrail:t:acme:epoch").Err())
	newest, err := log.Own(ctx, k)
	require.NoError(t, err)
	assert.Greater(t, newest, newer, "a lost counter restarts past the session's owner")
	assert.ErrorIs(t, log.Append(ctx, k, newer, server.Frame{Type: "info", Seq: 2}), server.ErrNotOwner)
	require.NoError(t, log.Append(ctx, k, newest, server.Frame{Type: "info", Seq: 2}))

	pttl, err := rc.PTTL(ctx, meta).Result()
	require.NoError(t, err)
	assert.Positive(t, int64(pttl), "a meta Own made expires like a log")
}
