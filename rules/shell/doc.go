// Package shell judges shell command lines for destructive or dangerous
// effects: deleting the filesystem, the home directory or the project,
// writing to raw disks, fork bombs, running scripts straight from the
// network, rewriting system configuration, destroying git history, killing
// everything, shutting the machine down, wiping logs, and the PowerShell and
// cmd.exe spellings of the same.
//
// It understands the command instead of matching its spelling: the line is
// parsed with mvdan.cc/sh/v3/syntax, every simple command is visited (through
// &&, ||, ;, pipes, subshells, $(…), backticks, functions, heredocs fed to a
// shell and wrappers such as sudo, env, xargs, bash -c, eval and find -exec),
// words are reduced to their literal fields, flags are normalised (-rf,
// -r -f, -fr and --recursive --force are one thing) and arguments are judged
// as a set, regardless of order. Literal variable assignments earlier in the
// script are propagated, so `p=/etc; rm -rf "$p"` is seen for what it is.
//
// Text that does not parse as POSIX/Bash (PowerShell, cmd.exe, fragments)
// is not taken to be safe: it is split into segments that are parsed one by
// one, and a set of regular expressions runs over a normalised form. The
// Windows rules run on every input, guarded by cheap keyword checks.
//
// The package is pure: no I/O, no global state beyond compiled tables, and
// an [Analyzer] is safe for concurrent use.
package shell
