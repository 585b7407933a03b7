package redistest_test

import (
	"bufio"
	"net"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/goleak"

	"github.com/guardrail-go/guardrail/internal/redistest"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// Start gives a redis-server that answers on loopback; Stop ends it (an
// outage a test can cause), and ending twice is harmless.
func TestStartStop(t *testing.T) {
	t.Parallel()
	s := redistest.Start(t)
	host, _, err := net.SplitHostPort(s.Addr)
	require.NoError(t, err)
	assert.Equal(t, "127.0.0.1", host)
	assert.Equal(t, "redis://"+s.Addr+"/0", s.URL())

	c, err := net.Dial("tcp", s.Addr)
	require.NoError(t, err)
	_, err = c.Write([]byte("PING\r\n"))
	require.NoError(t, err)
	line, err := bufio.NewReader(c).ReadString('\n')
	require.NoError(t, err)
	assert.Equal(t, "+PONG\r\n", line)
	c.Close()
	assert.Contains(t, s.Output(), "Ready to accept connections")

	s.Stop()
	_, err = net.Dial("tcp", s.Addr)
	assert.Error(t, err, "stopped: nothing answers")
	s.Stop()
}

// Two servers started at once get their own ports.
func TestStartTwo(t *testing.T) {
	t.Parallel()
	a, b := redistest.Start(t), redistest.Start(t)
	assert.NotEqual(t, a.Addr, b.Addr)
}
