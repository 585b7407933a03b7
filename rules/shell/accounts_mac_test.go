package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAnalyzeMacAccounts: on macOS an administrator is made by joining
// the admin group (dscl, dseditgroup, sysadminctl -admin), and a
// password set on the command line is one whoever wrote it knows; reading
// the directory or removing a member is ordinary administration.
func TestAnalyzeMacAccounts(t *testing.T) {
	t.Parallel()
	tests := []struct{ cmd, want, not string }{
		{"sudo dscl . -append /Groups/admin GroupMembership bob", IDAccountBackdoor, ""},
		{"dseditgroup -o edit -a bob -t user admin", IDAccountBackdoor, ""},
		{"sudo sysadminctl -addUser bob -password pw -admin", IDAccountBackdoor, ""},
		{"sudo dscl . -passwd /Users/bob newpass", IDAccountBackdoor, ""},
		{"dscl . -read /Groups/admin GroupMembership", "", IDAccountBackdoor},
		{"dscl . -list /Users", "", IDAccountBackdoor},
		{"sudo dscl . -delete /Groups/admin GroupMembership bob", IDAccount, IDAccountBackdoor},
		{"dseditgroup -o checkmember -m bob admin", "", IDAccount},
		{"sudo dscl . -append /Groups/staff GroupMembership bob", IDAccount, IDAccountBackdoor},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			t.Parallel()
			got := ids(Analyze(tt.cmd))
			if tt.want != "" {
				assert.Contains(t, got, tt.want)
			}
			if tt.not != "" {
				assert.NotContains(t, got, tt.not)
			}
		})
	}
}
