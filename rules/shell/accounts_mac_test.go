package shell

import "testing"

// TestAnalyzeMacAccounts: on macOS an administrator is made by joining
// the admin group (dscl, dseditgroup, sysadminctl -admin), and a
// password set on the command line is one whoever wrote it knows; reading
// the directory or removing a member is ordinary administration.
func TestAnalyzeMacAccounts(t *testing.T) {
	t.Parallel()
	tests := []wantNotCase{
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
	checkWantNot(t, tests)
}
