package shell

import (
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
)

// processAll is the effect of signalling every process, or all of a
// user's: the effects policy denies it (effect.process.all).
var processAll = middleware.Effect{Op: middleware.EffectProcess, Path: effects.AllTargets}

// killFn: kill [-s SIG | -n SIG | -SIG] PID…; a pid of -1 is every
// process the caller may signal. The first dash word is the signal, the
// later ones are pids (process groups).
func killFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	e.add(middleware.Effect{Op: middleware.EffectProcess})
	sig := false
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a.s == "--":
			sig = true
		case (a.s == "-s" || a.s == "-n") && !sig:
			i++
			sig = true
		case strings.HasPrefix(a.s, "-") && !sig && !a.dyn:
			sig = true
		case a.s == "-1":
			e.add(processAll)
		}
	}
	return stdout{}
}

// matchAll are pkill and killall -r patterns that match every name.
var matchAll = setOf(words(". .* ^ $ .+ ^.* ^.*$"))

// pkillSelectors are the pkill/pgrep options other than the owner's that
// narrow what is killed (parent, session, terminal, pidfile, group).
const pkillSelectors = "PstFg"

// pkillFn: pkill [options] [PATTERN]. A pattern that matches every name
// (".", "", ".*"), or no pattern with only owner options (-u, -U, -G),
// kills all of a user's processes; a name kills that program.
func pkillFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	o := parseOpts(signalsOff(args), "sutUgGPFe", "signal", "user", "uid", "group", "parent", "pidfile", "session", "terminal", "euid", "ns", "nslist")
	owner := o.has('u') || o.has('U') || o.has('G') || o.hasLong("euid", 2) || o.hasLong("uid", 3) || o.hasLong("user", 3)
	narrowed := false
	for _, c := range []byte(pkillSelectors) {
		narrowed = narrowed || o.has(c)
	}
	return e.killTargets(o.ops, owner && !narrowed)
}

// killallFn: killall [options] [NAME…]. Without a name it kills all of
// a user's processes (with -u) or every process; -r takes the names as
// patterns.
func killallFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	o := parseOpts(signalsOff(args), "suoyZ", "signal", "user", "older-than", "younger-than", "context")
	ops := o.ops
	if o.has('r') || o.hasLong("regexp", 3) {
		for _, f := range ops {
			if !f.dyn && matchAll[f.s] {
				ops = nil // one pattern matches everything
				break
			}
		}
	}
	return e.killTargets(ops, true)
}

// killTargets records a signal to each named program, or to all
// processes when there is none and noneIsAll.
func (e *ewalker) killTargets(ops []field, noneIsAll bool) stdout {
	switch {
	case len(ops) == 0 && noneIsAll:
		e.add(processAll)
	case len(ops) == 0:
		e.add(middleware.Effect{Op: middleware.EffectProcess, Unknown: true})
	}
	for _, f := range ops {
		if !f.dyn && (f.s == "" || matchAll[f.s]) {
			e.add(processAll)
			continue
		}
		e.add(middleware.Effect{Op: middleware.EffectProcess, Program: f.s, Unknown: f.dyn})
	}
	return stdout{}
}

// signalsOff drops signal words (-9, -KILL, -SIGTERM) that parseOpts
// would read as clusters of short options.
func signalsOff(args []field) []field {
	out := make([]field, 0, len(args))
	for _, a := range args {
		if len(a.s) > 1 && a.s[0] == '-' && a.s[1] != '-' && isSignal(a.s[1:]) {
			continue
		}
		out = append(out, a)
	}
	return out
}

// isSignal: a signal number or an upper-case signal name (KILL, SIGTERM,
// USR1, RTMIN+3).
func isSignal(s string) bool {
	if isDigits(s) {
		return true
	}
	if len(s) < 2 || s[0] < 'A' || s[0] > 'Z' {
		return false
	}
	for i := 1; i < len(s); i++ {
		if c := s[i]; (c < 'A' || c > 'Z') && (c < '0' || c > '9') && c != '+' && c != '-' {
			return false
		}
	}
	return true
}

// diskAll is the effect of detaching every filesystem or swap area (umount
// -a, swapoff -a), or of erasing a volume named in a way the walk cannot
// map to a device (format C:): the effects policy denies it
// (effect.disk.all).
var diskAll = middleware.Effect{Op: middleware.EffectDisk, Path: effects.AllTargets}

// diskWriter is one row of the commands that rewrite the devices they are
// given: a write to each device, which the policy's device class denies.
type diskWriter struct {
	names   string // space-separated command names
	valOpts string // short options that take a value
	// reads are options that make the command only read (fdisk -l); when
	// one is given the command writes nothing.
	reads string
	// needs are options without which the command only reads (wipefs
	// lists signatures unless -a or -o); empty: it always writes.
	needs string
	// readWords are script words (parted's) that only read; a command
	// given only these writes nothing.
	readWords []string
}

// diskWriters are the commands that destroy what is on a device.
var diskWriters = []diskWriter{
	{names: "mkfs mkfs.ext2 mkfs.ext3 mkfs.ext4 mkfs.xfs mkfs.btrfs mkfs.vfat mkfs.fat mkfs.msdos mkfs.ntfs mkfs.exfat mkfs.f2fs mke2fs mkswap newfs blkdiscard",
		valOpts: "tLbCcEgGIiJjLlMmNOoPSUd"},
	{names: "wipefs", valOpts: "otp", needs: "ao"},
	{names: "fdisk gdisk cfdisk", valOpts: "bcCHSu", reads: "lsv"},
	{names: "sfdisk", valOpts: "NnuX", reads: "lsdgJVr"},
	{names: "sgdisk", valOpts: "", reads: "pPivO"},
	{names: "parted", valOpts: "a", reads: "lv", readWords: words("print p unit help align-check version quit")},
}

var diskWriterIndex = mustIndexRows(diskWriters, func(w *diskWriter) string { return w.names })

// diskFn: the disk commands. A writer of diskWriters writes each device
// it is given; umount -a and swapoff -a detach all; the others (mount,
// lsblk-like queries) touch the disks they name.
func diskFn(e *ewalker, name string, args []field, _ stdin) stdout {
	w := diskWriterIndex[name]
	valOpts := "tLoOUbcnlB"
	if w != nil {
		valOpts = w.valOpts
	}
	o := parseOpts(args, valOpts)
	if (name == "umount" || name == "swapoff") && (o.has('a') || o.hasLong("all", 3)) {
		e.add(diskAll)
	}
	if name == "format" && len(o.ops) > 0 {
		e.add(diskAll) // cmd's format D: erases a volume
	}
	e.add(middleware.Effect{Op: middleware.EffectDisk, Program: name})
	writes := w != nil && w.writes(&o)
	for _, f := range o.ops {
		if quietPath(f.s) {
			continue
		}
		e.add(middleware.Effect{Op: middleware.EffectDisk, Path: f.s, Unknown: f.dyn})
		if writes && (f.dyn || strings.HasPrefix(f.s, "/dev/")) {
			e.addPath(middleware.EffectWrite, f)
		}
	}
	if writes {
		// The mkfs family disagree on which options take values (-c, -F):
		// a device taken for an option's value is written all the same.
		for _, v := range o.vals {
			if strings.HasPrefix(v.v, "/dev/") {
				e.addPath(middleware.EffectWrite, valField(v.v))
			}
		}
	}
	return stdout{}
}

// writes reports whether the writer, with these options and words,
// writes the devices it names.
func (w *diskWriter) writes(o *opts) bool {
	for _, c := range []byte(w.reads) {
		if o.has(c) {
			return false
		}
	}
	if o.hasLong("list", 3) || o.hasLong("dump", 3) || o.hasLong("print", 3) {
		return false
	}
	if w.needs != "" {
		need := false
		for _, c := range []byte(w.needs) {
			need = need || o.has(c)
		}
		if !need && !o.hasLong("all", 3) {
			return false
		}
	}
	if len(w.readWords) > 0 && len(o.ops) > 1 {
		for _, f := range o.ops[1:] {
			if f.dyn || !containsStr(w.readWords, f.s) {
				return true
			}
		}
		return false
	}
	return true
}
