package server_test

import (
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/server"
)

type extraMetrics string

func (e extraMetrics) WriteTo(w io.Writer) (int64, error) {
	n, err := io.WriteString(w, string(e))
	return int64(n), err
}

// A shared store's metrics (its failure counters) are written with the
// server's.
func TestMetricsInclude(t *testing.T) {
	t.Parallel()
	m := server.NewMetrics()
	m.Include(extraMetrics("guardrail_redis_errors_total{op=\"limit\"} 3\n"))
	var b strings.Builder
	_, err := m.WriteTo(&b)
	require.NoError(t, err)
	assert.Contains(t, b.String(), "guardrail_open_sessions 0\n")
	assert.True(t, strings.HasSuffix(b.String(), "guardrail_redis_errors_total{op=\"limit\"} 3\n"))
}

// A caller building its own limiters limits as the server would.
func TestLimitsWithDefaults(t *testing.T) {
	t.Parallel()
	l := server.Limits{TenantRate: 2, TenantBurst: 4}.WithDefaults()
	assert.Equal(t, 1.0, l.SessionRate)
	assert.Equal(t, 5, l.SessionBurst)
	assert.Equal(t, 2.0, l.TenantRate, "what is set stays")
	assert.Equal(t, 4, l.TenantBurst)
}
