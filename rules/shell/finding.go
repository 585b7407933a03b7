package shell

import (
	"cmp"
	"slices"

	"github.com/guardrail-go/guardrail/middleware"
)

// Finding is one dangerous effect found in a command line.
type Finding struct {
	// ID is the stable identifier of the rule, e.g. "fs.rm-root".
	ID string `json:"id" yaml:"id"`
	// Risk is how much harm the effect could do.
	Risk middleware.Risk `json:"risk" yaml:"risk"`
	// Category groups findings for reports: filesystem, disk, process, …
	Category string `json:"category" yaml:"category"`
	// Description says in plain words what the command would do.
	Description string `json:"description" yaml:"description"`
	// Shell is the dialect the finding was made in: "bash" (parsed),
	// "sh" (regex fallback on text that did not parse), "powershell", "cmd".
	Shell string `json:"shell" yaml:"shell"`
	// Command is the simple command (or text segment) that fired, with
	// quotes removed; for logs and for test failure messages.
	Command string `json:"command,omitempty" yaml:"command,omitempty"`
}

// Rule describes one finding ID in the catalogue.
type Rule struct {
	ID          string
	Risk        middleware.Risk
	Category    string
	Description string
}

// Finding IDs. They are stable: policies and suites refer to them.
const (
	IDRmRoot           = "fs.rm-root"
	IDRmHome           = "fs.rm-home"
	IDRmCwd            = "fs.rm-cwd"
	IDRmComputed       = "fs.rm-computed"
	IDRmHomeFolder     = "fs.rm-home-folder"
	IDRmSystem         = "fs.rm-system"
	IDRmNoPreserveRoot = "fs.rm-no-preserve-root"
	IDWriteSystem      = "fs.write-system"
	IDAppendSystem     = "fs.append-system"
	IDFindDeleteSystem = "fs.find-delete-system"
	IDGitStashClear    = "git.stash-clear"
	IDCredSearch       = "cred.search"
	IDDiskWrite        = "disk.write"
	IDDiskImage        = "disk.write-image"
	IDDiskFormat       = "disk.format"
	IDDiskPartition    = "disk.partition"
	IDDiskShred        = "disk.shred"
	IDForkBomb         = "proc.fork-bomb"
	IDKillAll          = "proc.kill-all"
	IDKillSystem       = "proc.kill-system"
	IDPermRecursive    = "perm.recursive-system"
	IDPermWorld        = "perm.world-writable"
	IDPermSetuid       = "perm.setuid"
	IDPipeShell        = "net.pipe-to-shell"
	IDDownloadExec     = "net.download-exec"
	IDCloneExec        = "net.clone-exec"
	IDPackageRun       = "net.package-run"
	IDDownloadLolbin   = "net.download-lolbin"
	IDUploadSensitive  = "net.upload-sensitive"
	IDUploadFile       = "net.upload-file"
	IDUploadWorkdir    = "net.upload-workdir"
	IDConfigSystem     = "config.system-auth"
	IDConfigShellRC    = "config.shell-rc"
	IDConfigShellRCApp = "config.shell-rc-append"
	IDGitForcePush     = "git.force-push"
	IDGitForcePushAny  = "git.force-push-branch"
	IDPkgPublish       = "pkg.publish"
	IDPkgUnpublish     = "pkg.unpublish"
	IDGitResetHard     = "git.reset-hard"
	IDGitCleanIgnored  = "git.clean-ignored"
	IDGitClean         = "git.clean"
	IDGitDiscard       = "git.discard"
	IDShutdown         = "sys.shutdown"
	IDShutdownLater    = "sys.shutdown-later"
	IDKernelWrite      = "sys.kernel-write"
	IDKernelModule     = "sys.kernel-module"
	IDMountOverSystem  = "sys.mount-over-system"
	IDServiceStop      = "sys.service-stop"
	IDSecurityOff      = "sys.security-off"
	IDTunnel           = "net.tunnel"
	IDTunnelLogin      = "net.tunnel-login"
	IDDeleteBackups    = "sys.delete-backups"
	IDIfaceDown        = "sys.network-down"
	IDRegistrySystem   = "sys.registry-system"
	IDHistoryWipe      = "log.history-wipe"
	IDLogWipe          = "log.wipe"
	IDLogVacuum        = "log.vacuum"
	IDSudo             = "priv.sudo"
	IDAccount          = "priv.account"
	IDCredRead         = "cred.read-secret"
	IDCredDump         = "cred.dump"
	IDWinRmRecursive   = "win.rm-recursive"
	IDWinDelete        = "win.del-recursive"
	IDDataDelete       = "data.delete"
	IDDataDeleteBulk   = "data.delete-bulk"
	IDDataDestroy      = "data.destroy"
	IDMirrorDelete     = "data.mirror-delete"
	IDDBDrop           = "data.db-drop"
	IDEncryptImpact    = "data.encrypt"
	IDTimestomp        = "log.timestomp"
	IDAccountBackdoor  = "priv.account-backdoor"
	IDHostNamespace    = "priv.host-namespace"
	IDPersistSSHKey    = "persist.ssh-key"
	IDGitDiscardWork   = "git.discard-work"
	IDWriteCompletion  = "fs.write-completion"
	IDMiner            = "proc.miner"
	IDNTLMLeak         = "cred.ntlm-leak"
	IDEncryptVolume    = "disk.encrypt-volume"
	IDPersistRegistry  = "persist.registry-run"
	IDUnanalysable     = "shell.unanalysable"
)

var catalogue = []Rule{
	{IDUnanalysable, middleware.RiskHigh, "shell", "a command too large or too deeply nested to check"},
	{IDRmRoot, middleware.RiskCritical, "filesystem", "recursive deletion of / or a top-level system directory"},
	{IDRmHome, middleware.RiskCritical, "filesystem", "recursive deletion of a home directory"},
	{IDRmCwd, middleware.RiskCritical, "filesystem", "recursive deletion of the current or parent directory (., .., *)"},
	{IDRmHomeFolder, middleware.RiskModerate, "filesystem", "recursive deletion of a folder right in the home directory (~/projects): often everything a person keeps"},
	{IDRmComputed, middleware.RiskModerate, "filesystem", "recursive deletion of a path computed at run time ($DIR, $(…)): a person decides"},
	{IDRmSystem, middleware.RiskHigh, "filesystem", "deletion inside a system directory"},
	{IDRmNoPreserveRoot, middleware.RiskCritical, "filesystem", "rm with --no-preserve-root"},
	{IDWriteSystem, middleware.RiskHigh, "filesystem", "writes a file into a system directory"},
	{IDAppendSystem, middleware.RiskModerate, "filesystem", "appends to a file in a system directory"},
	{IDFindDeleteSystem, middleware.RiskModerate, "filesystem", "find deletes selected files across / or a system directory"},
	{IDGitStashClear, middleware.RiskHigh, "git", "git stash clear deletes every stash"},
	{IDCredSearch, middleware.RiskHigh, "credentials", "searches the filesystem for credential files"},
	{IDDiskWrite, middleware.RiskCritical, "disk", "writes raw data to a block device"},
	// Flashing an installer or restoring a backup image (dd if=FILE
	// of=/dev/sdX) is what a person sometimes wants, and only the person
	// knows which disk it should be: moderate, a person is asked. Zeros,
	// random data, another disk or an unknown source stay disk.write.
	{IDDiskImage, middleware.RiskModerate, "disk", "writes an image file to a block device"},
	{IDDiskFormat, middleware.RiskCritical, "disk", "formats, wipes or erases a disk or filesystem"},
	{IDDiskPartition, middleware.RiskHigh, "disk", "edits the partition table of a disk"},
	{IDDiskShred, middleware.RiskCritical, "disk", "shreds a device or system file"},
	{IDForkBomb, middleware.RiskCritical, "process", "fork bomb"},
	{IDKillAll, middleware.RiskCritical, "process", "kills every process or init"},
	{IDKillSystem, middleware.RiskHigh, "process", "kills a system daemon"},
	{IDPermRecursive, middleware.RiskCritical, "permissions", "recursive permission or ownership change on / or a system directory"},
	{IDPermWorld, middleware.RiskHigh, "permissions", "makes a sensitive path world-writable"},
	{IDPermSetuid, middleware.RiskHigh, "permissions", "sets the setuid/setgid bit or a privileged capability"},
	{IDPipeShell, middleware.RiskHigh, "network", "runs a script fetched from the network"},
	{IDDownloadExec, middleware.RiskHigh, "network", "downloads a file and then executes it"},
	{IDCloneExec, middleware.RiskModerate, "network", "clones a repository and runs a program or Makefile from it: a person decides"},
	{IDPackageRun, middleware.RiskModerate, "network", "fetches a package the guard does not know from a registry and runs it (npx, bunx, uvx, pipx run, dlx): a person decides"},
	{IDDownloadLolbin, middleware.RiskHigh, "network", "downloads with a Windows system binary (certutil, bitsadmin, …)"},
	{IDUploadSensitive, middleware.RiskHigh, "network", "uploads a credential or system secret file"},
	{IDUploadFile, middleware.RiskModerate, "network", "uploads a local file"},
	{IDUploadWorkdir, middleware.RiskModerate, "network", "sends the whole working directory (its .env and .git too) to another host: a person decides"},
	{IDConfigSystem, middleware.RiskCritical, "config", "overwrites an authentication file (/etc/passwd, shadow, sudoers, …)"},
	{IDConfigShellRC, middleware.RiskHigh, "config", "overwrites a shell startup file or appends to a system-wide one"},
	{IDConfigShellRCApp, middleware.RiskModerate, "config", "appends to a user's shell startup file"},
	{IDGitForcePush, middleware.RiskHigh, "git", "force-pushes or deletes a protected branch (main, master, …)"},
	{IDGitForcePushAny, middleware.RiskModerate, "git", "force-pushes a branch"},
	{IDPkgPublish, middleware.RiskModerate, "packages", "publishes a package to a public registry"},
	{IDPkgUnpublish, middleware.RiskModerate, "packages", "removes or yanks a published package version"},
	{IDGitResetHard, middleware.RiskHigh, "git", "git reset --hard discards uncommitted work"},
	{IDGitCleanIgnored, middleware.RiskHigh, "git", "git clean -x deletes untracked and ignored files"},
	{IDGitClean, middleware.RiskHigh, "git", "git clean -f deletes untracked files (never committed, so unrecoverable)"},
	{IDGitDiscard, middleware.RiskModerate, "git", "discards branches, stashes or working-tree changes"},
	{IDShutdown, middleware.RiskHigh, "system", "shuts down, halts or reboots the machine"},
	{IDShutdownLater, middleware.RiskModerate, "system", "schedules a shutdown or reboot of the machine"},
	{IDKernelWrite, middleware.RiskHigh, "system", "writes kernel parameters (/proc/sys, /sys, sysrq)"},
	{IDKernelModule, middleware.RiskHigh, "system", "loads a kernel module from a file (insmod x.ko): code run in the kernel"},
	{IDMountOverSystem, middleware.RiskHigh, "system", "bind-mounts over a system directory (/etc, /usr, /bin, …): replaces the system's files"},
	{IDServiceStop, middleware.RiskHigh, "system", "stops or disables a critical system service"},
	{IDSecurityOff, middleware.RiskHigh, "system", "disables a firewall, audit, MAC or anti-malware protection"},
	{IDHostNamespace, middleware.RiskHigh, "privilege", "enters init's namespaces (nsenter -t 1 -m): the host's filesystem as root, from a container a way out"},
	{IDTunnel, middleware.RiskModerate, "network", "exposes a port of this machine on another host or a public address (ssh -R, ngrok, cloudflared): a person decides"},
	{IDTunnelLogin, middleware.RiskHigh, "network", "exposes this machine's login service (ssh, RDP, VNC) or, as a reverse SOCKS proxy, its whole network on another host: a way in from outside"},
	{IDDeleteBackups, middleware.RiskCritical, "system", "deletes shadow copies, backups or recovery settings"},
	{IDIfaceDown, middleware.RiskHigh, "system", "takes the network down"},
	{IDRegistrySystem, middleware.RiskHigh, "system", "modifies the HKLM\\SYSTEM registry hive"},
	{IDHistoryWipe, middleware.RiskHigh, "logs", "clears or disables shell history"},
	{IDLogWipe, middleware.RiskHigh, "logs", "deletes or truncates system logs"},
	{IDLogVacuum, middleware.RiskModerate, "logs", "vacuums the systemd journal"},
	{IDSudo, middleware.RiskModerate, "privilege", "runs a command with elevated privileges"},
	{IDAccount, middleware.RiskModerate, "privilege", "creates, deletes or changes a user account"},
	{IDCredRead, middleware.RiskHigh, "credentials", "reads a password hash or private key file"},
	{IDCredDump, middleware.RiskCritical, "credentials", "dumps credentials (SAM, NTDS, LSASS, process memory)"},
	{IDWinRmRecursive, middleware.RiskCritical, "filesystem", "recursive forced deletion of a drive root, the Windows or users folder"},
	{IDWinDelete, middleware.RiskHigh, "filesystem", "quiet recursive deletion with del /s /q"},
	{IDDataDelete, middleware.RiskModerate, "data", "deletes a remote resource, backup or data set"},
	{IDDataDeleteBulk, middleware.RiskHigh, "data", "deletes remote data in bulk (recursive, wildcard, all)"},
	{IDDataDestroy, middleware.RiskHigh, "data", "destroys a remote data store, backup, secret or infrastructure resource"},
	{IDMirrorDelete, middleware.RiskModerate, "data", "a mirror (rsync --delete) deletes in a folder of the project or the home what its source lacks: a person decides"},
	{IDDBDrop, middleware.RiskHigh, "data", "drops or empties a database, table or keyspace"},
	{IDEncryptImpact, middleware.RiskHigh, "data", "encrypts system or home files with a password given on the command line"},
	{IDTimestomp, middleware.RiskHigh, "logs", "forges file timestamps (timestomping) to hide a change"},
	{IDAccountBackdoor, middleware.RiskHigh, "privilege", "creates a hidden, password-preset or administrator account, or changes admin group membership"},
	{IDPersistSSHKey, middleware.RiskHigh, "persistence", "writes an SSH authorized_keys file (grants remote login)"},
	{IDGitDiscardWork, middleware.RiskHigh, "git", "discards uncommitted changes or unmerged commits (checkout/restore ., branch -D)"},
	{IDWriteCompletion, middleware.RiskModerate, "filesystem", "installs a shell completion script into a system directory"},
	{IDMiner, middleware.RiskHigh, "process", "runs a cryptocurrency miner"},
	{IDPersistRegistry, middleware.RiskHigh, "persistence", "makes Windows run a program at every logon or launch (registry Run/RunOnce keys, Winlogon Shell/Userinit, an Image File Execution Options debugger, a COM class server, a logon script)"},
	{IDEncryptVolume, middleware.RiskHigh, "disk", "encrypts a whole volume (DiskCryptor, BitLocker manage-bde -on/-lock): how ransomware locks a machine"},
	{IDNTLMLeak, middleware.RiskHigh, "credentials", "makes Windows authenticate with NTLM to a server, handing it the user's password hash (rpcping -u NTLM)"},
}

var catalogueByID = func() map[string]Rule {
	m := make(map[string]Rule, len(catalogue))
	for _, r := range catalogue {
		m[r.ID] = r
	}
	return m
}()

// Rules returns the catalogue of finding IDs, sorted by ID.
func Rules() []Rule {
	out := slices.Clone(catalogue)
	slices.SortFunc(out, func(a, b Rule) int { return cmp.Compare(a.ID, b.ID) })
	return out
}

// LookupRule returns the catalogue entry for id.
func LookupRule(id string) (Rule, bool) {
	r, ok := catalogueByID[id]
	return r, ok
}

// MaxRisk returns the highest risk among findings (RiskNone if empty).
func MaxRisk(fs []Finding) middleware.Risk {
	var r middleware.Risk
	for _, f := range fs {
		r = max(r, f.Risk)
	}
	return r
}

// sortFindings orders most severe first, then by ID for stable output.
func sortFindings(fs []Finding) {
	slices.SortStableFunc(fs, func(a, b Finding) int {
		if c := cmp.Compare(b.Risk, a.Risk); c != 0 {
			return c
		}
		return cmp.Compare(a.ID, b.ID)
	})
}
