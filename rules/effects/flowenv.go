package effects

import (
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// What the flow rules (rules/flow) ask of the effects policy: a Compiled
// is a flow.Env. Effects are expected judged (Judge sets their Class).

// Outside reports whether e's path is outside the workspace root; with no
// root nothing is.
func (c *Compiled) Outside(e middleware.Effect) bool {
	if c == nil || e.Path == "" {
		return false
	}
	return c.outside(&e)
}

// PrivateRead reports whether e reads a path of a class that denies reads
// (credentials): private data.
func (c *Compiled) PrivateRead(e middleware.Effect) bool {
	if c == nil || e.Op != middleware.EffectRead || e.Class == "" {
		return false
	}
	for i := range c.classes {
		if c.classes[i].Name == e.Class {
			return c.classes[i].deny[middleware.EffectRead]
		}
	}
	return false
}

// RunsCode reports whether an exec runs code rather than a known program:
// an interpreter or shell, a program named by path (./install.sh), or one
// computed at run time. A shell given its script inline is not: the
// script's own commands are.
func (c *Compiled) RunsCode(e middleware.Effect) bool {
	if e.Op != middleware.EffectExec || e.Class == ClassInlineScript {
		return false // bash -c 'text': its commands are judged on their own
	}
	return e.Unknown || e.Program == "" || e.Class == ClassPackageCode || isInterpreter(e.Program) || strings.Contains(e.Program, "/")
}
