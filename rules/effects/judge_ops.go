package effects

import (
	"github.com/guardrail-go/guardrail/middleware"
)

// Finding ids of the checks on what a call does to processes, disks and
// the shell it runs.
const (
	IDProcessAll    = "effect.process.all"
	IDDiskAll       = "effect.disk.all"
	IDDeleteWorkdir = "effect.delete.workdir"
	IDRemoteShell   = "effect.remote-shell"
)

// judgeOp judges an effect that is dangerous by its target alone, not by
// a path class: signalling every process, detaching every filesystem, a
// recursive delete of the whole working directory. It reports whether e
// was judged here.
func judgeOp(e *middleware.Effect, i int) (Finding, bool) {
	switch {
	case e.Op == middleware.EffectProcess && e.Path == AllTargets:
		return Finding{ID: IDProcessAll, Risk: middleware.RiskHigh, Effect: i,
			Reason: "signalling every process, or all of a user's"}, true
	case e.Op == middleware.EffectDisk && e.Path == AllTargets:
		return Finding{ID: IDDiskAll, Risk: middleware.RiskHigh, Effect: i,
			Reason: "detaching or erasing every filesystem or a whole volume"}, true
	case e.Op == middleware.EffectDelete && e.Path == WorkdirContents && !e.Unknown:
		// As critical as the shell classifier's fs.rm-cwd: the project
		// is gone, whichever shell spelled it.
		return Finding{ID: IDDeleteWorkdir, Risk: middleware.RiskCritical, Effect: i,
			Reason: "deleting everything in the working directory"}, true
	}
	return Finding{}, false
}

// remoteShell reports a shell running commands from a stream in a call
// that reaches the network to send: the stream is a network peer's.
func remoteShell(effects []middleware.Effect) bool {
	var shell, sends bool
	for _, e := range effects {
		switch {
		case e.Op == middleware.EffectExec && e.Class == ClassInteractiveShell:
			shell = true
		case e.Op == middleware.EffectNet && e.Dir != "download":
			sends = true
		}
	}
	return shell && sends
}
