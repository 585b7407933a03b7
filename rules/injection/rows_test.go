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

// blockedRow is a text in a language and whether the default scanner
// denies it (a match that is not only monitored).
type blockedRow struct {
	lang, text string
	blocked    bool
}

// runBlockedRows checks each row in a parallel subtest named by its
// language and text.
func runBlockedRows(t *testing.T, rows []blockedRow) {
	t.Helper()
	for _, tt := range rows {
		t.Run(tt.lang+"/"+tt.text, func(t *testing.T) {
			t.Parallel()
			m, ok := defaultScanner.Scan(tt.text)
			assert.Equal(t, tt.blocked, ok && !m.Monitor, "match %+v", m)
		})
	}
}
