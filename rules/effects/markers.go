package effects

// Targets the shell effect walk gives effects whose target is not one
// path, host or program, and which the policy judges on their own.
const (
	// AllTargets is the Path of a process effect that signals every
	// process, or all of a user's (kill -1, pkill -u USER, killall without
	// a name), and of a disk effect that detaches every filesystem
	// (umount -a, swapoff -a) or erases a volume it cannot name (format).
	AllTargets = "*"
	// WorkdirContents is the Path of a recursive delete of everything in
	// the working directory (rm -rf *, rm -rf ., Remove-Item * -Recurse):
	// the same as deleting the project.
	WorkdirContents = "./**"
	// RepositoryContents is the Path of a read of the whole repository: a
	// push to a host the command line names sends it (git push URL).
	RepositoryContents = ".git/**"
	// ClassInteractiveShell is the Class of an exec of a shell that runs
	// commands from a stream rather than from a script it was given (sh
	// -i, a shell reading a pipe, a fifo or a /dev/tcp socket): wired to
	// a network peer in the same line it is a remote shell.
	ClassInteractiveShell = "interactive-shell"
	// ClassInlineScript is the Class of an exec of a shell given its
	// script inline (bash -c 'curl -o f URL'), which the walk read: its
	// commands are effects of their own, and the shell is not code of
	// unknown origin.
	ClassInlineScript = "inline-script"
	// ClassCompletionScript is the Class of a write of what a program's
	// completion subcommand prints (npm completion >> ~/.bashrc, kubectl
	// completion bash >> ~/.zshrc): code of the tool's own making, which
	// a startup file then runs at every shell start. Into a startup file
	// it is persistence of known content, which a person decides
	// (moderate), where a startup file written any other way is denied.
	ClassCompletionScript = "completion-script"
	// ClassNewDirectory is the Class of a write that makes an empty
	// directory (mkdir): nothing in it runs or holds a secret, so the
	// classes that guard content (persistence, secrets) do not judge it
	// (mkdir /etc/cron.minute, mkdir -p ~/.config/autostart, mkdir
	// ~/.ssh); a file written into it later is judged as any write. A
	// system directory made is still a write of the system.
	ClassNewDirectory = "new-directory"
	// ClassPackageCode is the Class of an exec of a package manager that
	// installs packages it names from its registry (npm install left-pad,
	// pip install requests, cargo install ripgrep): their install, build
	// or setup scripts run, code nobody in the session has read. After
	// untrusted content that is running code (flow.untrusted-exec): a
	// page that names a package to install is the classic way in.
	ClassPackageCode = "package-code"
	// ClassDecoded is the Class the shell gives a write of a file decoded
	// from an encoding (certutil -decode IN OUT): code smuggled past
	// whoever read the command. Running it in the same call is
	// effect.decode-exec, as critical as running downloaded code: its
	// content is as unknown as a download's (T1140, deobfuscate then run).
	ClassDecoded = "decoded"
	// ClassForeignScript is the Class of an exec of script code handed to
	// a Windows loader inline (rundll32 javascript:"…", mshta
	// vbscript:…): code in a language the walk does not read, run by a
	// program whose only use with it is to hide that it runs
	// (effect.exec.foreign-script).
	ClassForeignScript = "foreign-script"
	// ClassInjectedLibrary is the Class of an exec of a shared library
	// loaded into another program by the loader (LD_PRELOAD, LD_AUDIT,
	// DYLD_INSERT_LIBRARIES) from outside the system's library
	// directories: native code nobody can read, run inside whatever
	// program comes next, with its rights and secrets (T1574.006).
	// (effect.exec.injected-library)
	ClassInjectedLibrary = "injected-library"
)
