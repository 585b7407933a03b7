package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAnalyzeQueriesOnly: the forms of a dangerous command that only ask
// (print, list, show) are not judged as what the command can do.
func TestAnalyzeQueriesOnly(t *testing.T) {
	t.Parallel()
	tests := []struct {
		cmd  string
		want string // an ID that must be present ("" = none at all)
	}{
		{"shutdown --show", ""},
		{"shutdown --version", ""},
		{"poweroff --version", ""},
		{"shutdown -c", ""},
		{"shutdown -h now", IDShutdown},
		{"reboot --show", IDShutdown}, // not a query of reboot's: it may reboot
		{"shutdown --show; shutdown -r now", IDShutdown},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			t.Parallel()
			fs := Analyze(tt.cmd)
			if tt.want == "" {
				assert.Empty(t, fs)
				return
			}
			assert.Contains(t, ids(fs), tt.want)
		})
	}
}
