package shell

import (
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
)

// workdirContents is a recursive delete of everything in the working
// directory; the effects policy denies it (effect.delete.workdir).
var workdirContents = middleware.Effect{Op: middleware.EffectDelete, Path: effects.WorkdirContents}

// wholeWorkdir are the operands that name the working directory or all
// of what is in it, in POSIX, PowerShell and cmd spellings, and as the
// globs of every file below it (**/*, a globstar or an interpreter's
// Dir["**/*"]).
var wholeWorkdir = setOf(words(`. ./ .\ * ./* .\* *.* ./*.* .\*.* .* ./.* ** **/* ./** ./**/*`))

// cmdSwitches are the switches of cmd.exe's del, erase, rd and rmdir; /s
// deletes the whole tree.
var cmdSwitches = setOf(words("/s /S /q /Q /f /F /a /A /p /P"))

// deleteFn: the deleters of the catalogue row (rm and kin, PowerShell's
// aliases, cmd's del and rd): each operand is deleted, cmd switches are
// options, and a recursive delete of the working directory or of all it
// holds (rm -rf *, rd /s .) is also workdirContents.
func deleteFn(e *ewalker, name string, args []field, _ stdin) stdout {
	var ops []field
	recursive := false
	for _, a := range args {
		if a.win != nil && isDrivePath(*a.win) {
			a = cmdField(a) // del /s /q C:\Users: as cmd.exe reads it
		}
		if cmdSwitches[a.s] {
			recursive = recursive || strings.EqualFold(a.s, "/s")
			continue
		}
		if p, ok := pwshParam(a.s); ok {
			recursive = recursive || p == "recurse"
			continue // -Force is not -f -o -r -c -e
		}
		ops = append(ops, a)
	}
	row := effectIndex[name]
	e.roles(row, name, ops)
	o := parseOpts(ops, row.valOpts, row.longVal...)
	recursive = recursive || o.has('r') || o.has('R') || o.hasLong("recursive", 3)
	if !recursive {
		return stdout{}
	}
	for _, f := range o.ops {
		if !f.dyn && wholeWorkdir[f.s] {
			e.add(workdirContents)
		}
	}
	return stdout{}
}

// pwshDeleteParams are the switches of PowerShell's Remove-Item that
// are not file names; -Path and -LiteralPath are dropped and the path
// after them stays an operand.
var pwshDeleteParams = words("recurse force confirm whatif verbose include exclude filter path literalpath credential stream")

// pwshParam reads a PowerShell parameter of Remove-Item, or an
// abbreviation of it of three letters or more (-Rec), and returns its
// full name. Shorter words (-rf, -Rf) are POSIX option clusters.
func pwshParam(s string) (string, bool) {
	if len(s) < 4 || s[0] != '-' || s[1] == '-' {
		return "", false
	}
	low := strings.ToLower(s[1:])
	for _, p := range pwshDeleteParams {
		if strings.HasPrefix(p, low) {
			return p, true
		}
	}
	return "", false
}

// xattrFn: xattr writes the extended attributes of its operands. -c
// clears all of them; with -r it clears those of every file below, which
// is taken as a delete: what was recorded there (quarantine flags, ACL and
// provenance data, resource forks) is gone for good, and on the root or a
// top-level directory that is every file of the system — the everything
// class denies it. Removing one named attribute (-d NAME) stays a write.
func xattrFn(e *ewalker, name string, args []field, _ stdin) stdout {
	row := effectIndex[name]
	o := parseOpts(args, row.valOpts)
	role := roleWrite
	if o.has('c') && o.has('r') {
		role = roleDelete
	}
	for _, f := range o.ops {
		e.role(role, f)
	}
	return stdout{}
}
