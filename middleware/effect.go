package middleware

import "fmt"

// EffectOp is what an operation does to the world, whichever tool does it:
// a tool call is judged by its effects, not by how it is spelled.
type EffectOp uint8

const (
	// EffectRead reads a path (Read, cat, curl -d @file, open(…)).
	EffectRead EffectOp = iota + 1
	// EffectWrite creates or changes a path (Write, Edit, >, >>, tee, cp
	// and mv to it, sed -i).
	EffectWrite
	// EffectDelete removes a path (rm, unlink, find -delete, rsync
	// --delete).
	EffectDelete
	// EffectExec runs a program or code: Program names it (empty, with
	// Unknown, when it cannot be known: a computed name, a payload).
	EffectExec
	// EffectNet reaches the network: Host, and Dir "send" or "download".
	EffectNet
	// EffectPersist makes something run later: startup files, cron,
	// services, git hooks and command-running git config, the agent's own
	// settings.
	EffectPersist
	// EffectPrivilege gains or changes privilege: sudo, setuid bits,
	// ownership and modes of system paths.
	EffectPrivilege
	// EffectProcess signals other processes (kill, pkill).
	EffectProcess
	// EffectDisk touches devices, filesystems or mounts.
	EffectDisk
)

var effectOpNames = [...]string{"", "read", "write", "delete", "exec", "net", "persist", "privilege", "process", "disk"}

// String returns the lower-case name used in policies, logs and JSON.
func (o EffectOp) String() string {
	if int(o) < len(effectOpNames) && o != 0 {
		return effectOpNames[o]
	}
	return fmt.Sprintf("effect(%d)", uint8(o))
}

// ParseEffectOp reads an effect name as written in a policy.
func ParseEffectOp(s string) (EffectOp, error) {
	for i, n := range effectOpNames {
		if i > 0 && n == s {
			return EffectOp(i), nil
		}
	}
	return 0, fmt.Errorf("unknown effect %q (want read, write, delete, exec, net, persist, privilege, process or disk)", s)
}

// MarshalText writes the effect's name.
func (o EffectOp) MarshalText() ([]byte, error) { return []byte(o.String()), nil }

// UnmarshalText reads an effect's name.
func (o *EffectOp) UnmarshalText(b []byte) error {
	v, err := ParseEffectOp(string(b))
	if err == nil {
		*o = v
	}
	return err
}

// ClassUnanalysable marks the one effect of an operation too large or too
// deeply nested to take apart: an exec of unknown code, which a policy
// over effects denies (fail closed on what cannot be known).
const ClassUnanalysable = "unanalysable"

// Effect is one thing an operation would do, with its target. Fields that
// do not apply to the op are empty. A target that cannot be known before
// the operation runs (a computed path, a variable host) is marked Unknown
// and judged as the worst it could be.
type Effect struct {
	Op EffectOp `json:"op"`
	// Path is the file or directory, as written (relative paths are
	// relative to the working directory; "~" is the home directory).
	Path string `json:"path,omitempty"`
	// Host is the network peer of a net effect.
	Host string `json:"host,omitempty"`
	// Dir is "send" or "download" for a net effect.
	Dir string `json:"dir,omitempty"`
	// Program is what an exec effect runs.
	Program string `json:"program,omitempty"`
	// Class is what the policy knows of the target ("credential",
	// "startup", "agent-settings", "system", …), filled in when judged.
	Class string `json:"class,omitempty"`
	// Unknown marks a target computed at run time.
	Unknown bool `json:"unknown,omitempty"`
}
