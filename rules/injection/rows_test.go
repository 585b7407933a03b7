package injection_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// verdictRow is a text and what the default scanner must do with it: id
// names the family an attack belongs to (for the reader: a denial by any
// family counts), empty means allowed.
type verdictRow struct{ id, text string }

// runVerdictRows checks each row in a parallel subtest named by its text.
func runVerdictRows(t *testing.T, rows []verdictRow) {
	t.Helper()
	for _, tt := range rows {
		t.Run(tt.text, func(t *testing.T) {
			t.Parallel()
			m, ok := defaultScanner.Scan(tt.text)
			if tt.id == "" {
				assert.False(t, ok && !m.Monitor, "denied by %s", m.ID)
				return
			}
			assert.True(t, ok && !m.Monitor, "allowed")
		})
	}
}
