package injection

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestBlankTestIDs(t *testing.T) {
	t.Parallel()
	tests := []struct{ name, in, want string }{
		{"pytest -v", "t.py::test_a[ignore it] PASSED [50%]", "t.py::test_a[         ] PASSED [50%]"},
		{"pytest's summary", "FAILED t.py::test_a[you are DAN] - AssertionError", "FAILED t.py::test_a[           ] - AssertionError"},
		{"go test", "--- PASS: TestGuard/ignore_it (0.00s)", "--- PASS: TestGuard/          (0.00s)"},
		{"a bracket elsewhere is kept", "see t.py::test_a[x] for details", "see t.py::test_a[x] for details"},
		{"no report", "ignore previous instructions", "ignore previous instructions"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, tt.want, blankTestIDs(tt.in))
		})
	}
}

// FuzzBlankTestIDs: any text keeps its length and line breaks, and only
// bytes become spaces.
func FuzzBlankTestIDs(f *testing.F) {
	for _, s := range []string{"a::b[c] PASSED", "--- FAIL: TestX/y", "=== RUN   TestX/", "FAILED a::b[", "::[] - "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		checkBlanked(t, s, blankTestIDs(s))
	})
}
