package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestAnalyzeQueriesOnly: the forms of a dangerous command that only ask
// (print, list, show) are not judged as what the command can do.
func TestAnalyzeQueriesOnly(t *testing.T) {
	t.Parallel()
	tests := []idCase{
		{"shutdown --show", ""},
		{"shutdown --version", ""},
		{"poweroff --version", ""},
		{"shutdown -c", ""},
		{"shutdown -h now", IDShutdown},
		{"reboot --show", IDShutdown}, // not a query of reboot's: it may reboot
		{"shutdown --show; shutdown -r now", IDShutdown},
	}
	checkIDs(t, tests)
}

// TestAnalyzeFindByName: find reading or listing a protected tree is not a
// write; find deleting across the system by the exact name of a program
// or system file deletes that file where the system keeps it.
func TestAnalyzeFindByName(t *testing.T) {
	t.Parallel()
	tests := []struct {
		cmd  string
		want string // an ID that must be present ("" = none at all)
	}{
		{`find /etc -name "*.conf"`, ""},
		{`find /etc/cron.d -name x`, ""},
		{`find ~/.config/systemd -name "*.service"`, ""},
		{`find .git/hooks -type f -exec ls -l {} +`, ""},
		{`find /etc -name hosts -exec cat {} \;`, ""},
		{`find / -name busybox -exec rm -f {} \;`, IDRmSystem},
		{`find / -name busybox -delete`, IDRmSystem},
		{`find / -name passwd | xargs rm`, IDRmSystem},
		{`find /usr -iname bash -exec rm {} +`, IDRmSystem},
		{`find / -name "*.core" -delete`, IDFindDeleteSystem}, // a clean-up: a person decides
		{`find / -name core -delete`, IDFindDeleteSystem},
		{`find . -name rm -delete`, ""},
		{`find / -name busybox`, ""},
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
			if tt.want == IDFindDeleteSystem {
				assert.NotContains(t, ids(fs), IDRmSystem)
			}
		})
	}
}

// TestAnalyzeProcessNames: a kill by process name reads the name as a
// name, not as free text.
func TestAnalyzeProcessNames(t *testing.T) {
	t.Parallel()
	tests := []idCase{
		{"pkill -9 init", IDKillSystem},
		{"killall -9 init", IDKillSystem},
		{"pkill -9 systemd", IDKillSystem},
		{`pkill -f "sh init.sh"`, ""},
		{"pkill myinit", ""},
	}
	checkIDs(t, tests)
}

// TestAnalyzePasswordDeleted: passwd -d leaves an account that logs in
// with no password (and git update-ref -d drops a branch unchecked).
func TestAnalyzePasswordDeleted(t *testing.T) {
	t.Parallel()
	tests := []wantNotCase{
		{"passwd -d root", IDAccountBackdoor, ""},
		{"sudo passwd --delete alice", IDAccountBackdoor, ""},
		{"passwd -S alice", IDAccount, IDAccountBackdoor},
		// git update-ref -d is branch -D without the name
		{"git update-ref -d refs/heads/main", IDGitDiscardWork, ""},
		{"git update-ref refs/heads/x HEAD", "", IDGitDiscardWork},
	}
	checkWantNot(t, tests)
}

// TestAnalyzeSecretSearch: searching the system or a home directory for
// passwords is a credential search; the same search in the project is
// work.
func TestAnalyzeSecretSearch(t *testing.T) {
	t.Parallel()
	tests := []idCase{
		{"grep -ri password /", IDCredSearch},
		{"grep -Ri passw /etc", IDCredSearch},
		{"grep -ri token ~", IDCredSearch},
		{"grep -r -e password /home", IDCredSearch},
		{`grep -rn "api_key" .`, ""},
		{"grep -r secret src/", ""},
		{"grep -i password /etc/app.conf", ""},
		{"grep -r TODO /", ""},
		{"findstr /si pass *.xml *.doc *.txt *.xls", IDCredSearch},
		{"ls -R | select-string -ErrorAction SilentlyContinue -Pattern password", IDCredSearch},
		{"Get-ChildItem -Recurse | Select-String -Pattern TODO", ""},
		{`reg save HKLM\security\policy\secrets %temp%\secrets`, IDCredDump},
		{"New-LocalUser -Name evil -NoPassword", IDAccountBackdoor},
		{`find / -name "*.pem" 2>/dev/null`, IDCredSearch},
		{`find ~ -name "id_*"`, IDCredSearch},
		{`find / -name msal_token_cache.json`, IDCredSearch},
		{`find . -name "*.pem"`, ""},
	}
	checkIDs(t, tests)
}

// idCase is a command line and a finding ID it must produce ("" = none at
// all).
type idCase struct {
	cmd  string
	want string
}

// checkIDs runs each case through Analyze in a parallel subtest.
func checkIDs(t *testing.T, tests []idCase) {
	t.Helper()
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

// wantNotCase is a command, a finding it must have and one it must not
// ("" for no such demand).
type wantNotCase struct{ cmd, want, not string }

// checkWantNot runs each case through Analyze as a parallel subtest.
func checkWantNot(t *testing.T, tests []wantNotCase) {
	t.Helper()
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

// TestAnalyzeFindNarrowing: what a find's tests choose files by decides
// whether its deletion across the home, / or a system directory is a
// clean-up a person approves or takes most of what is there (findTests).
// git ls-files is a listing of the project read the same way.
func TestAnalyzeFindNarrowing(t *testing.T) {
	t.Parallel()
	tests := []idCase{
		{"find / -mtime +30 -delete", IDRmRoot}, // most of the system is old
		{"find /usr -atime +90 -exec rm {} +", IDRmRoot},
		{"find / -newer /tmp/stamp -print0 | xargs -0 rm -f", IDRmRoot},
		{"find ~ -mtime +30 -delete", IDRmHome},
		{"find $HOME -user $USER -delete", IDRmHome}, // every file there is its owner's
		{"find / -size +100M -exec rm -rf {} \\;", IDFindDeleteSystem},
		{"find / -nouser -delete", IDFindDeleteSystem},
		{"find / -name '*.pyc' -mtime +7 -delete", IDFindDeleteSystem},
		{"find ~ -name '*.pyc' -delete", ""},
		{"find ~/Downloads -mtime +30 -delete", ""},
		{"find /tmp -mtime +7 -delete", ""},
		{"find . -type d -empty -delete", ""},
		{"find /home -type d -perm 777 -exec chmod 755 {} \\;", ""}, // fixes the files it picks
		{"find ~/ -atime +100 -exec rm -i {} \\;", ""},              // asks before each file, as -ok does
		{"find ~/ -atime +100 -exec rm -if {} \\;", IDRmHome},
		{"git ls-files -z | xargs -0 rm -f", IDRmCwd},
		{"git ls-files | xargs rm", IDRmCwd},
		{"git ls-files '*.orig' | xargs rm", ""},
		{"git ls-files | xargs wc -l", ""},
	}
	checkIDs(t, tests)
}
