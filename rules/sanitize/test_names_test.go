package sanitize

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Go test functions named with a generated suffix stay; tokens that begin
// with the same letters do not.
func TestGoTestNames(t *testing.T) {
	t.Parallel()
	c := Default()
	for _, in := range []string{
		"--- FAIL: TestParseConfig_" + "Q8xK2mP9vL4nR7tY (0.00s)",
		"BenchmarkRedact_" + "a1B2c3D4e5F6g7H8",
		"TestFuzz_" + "x7Qm2LpR9vKw4N8sJ3tY_regression",
		"func ExampleCompile_" + "Xk29dLq8ZpA3mW7v() {}",
	} {
		assert.Equal(t, in, c.Sanitize(in))
	}
	for _, in := range []string{
		"token Test" + "Xk29dLq8ZpA3mW7vN4bR1cT6",
		"token TestQzXv_" + "Xk29dLq8ZpA3mW7vN4bR1cT6",
		"token Tests_" + "Xk29dLq8ZpA3mW7vN4bR1cT6",
	} {
		assert.Contains(t, c.Sanitize(in), ReplToken, "%q", in)
	}
	assert.True(t, goTestName([]byte("TestParseConfig_Q8xK2mP9vL4nR7tY")))
	assert.False(t, goTestName([]byte("TestParseConfig_Q8xK-2mP9")))
	assert.False(t, goTestName([]byte("testParseConfig_Q8xK2mP9vL4nR7tY")))
}
