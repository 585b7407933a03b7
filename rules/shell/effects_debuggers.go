package shell

import (
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// Debuggers attached to a running process (gdb -p, lldb -p, strace -p)
// read and change its memory, and so whatever it holds decrypted: that
// is another program's privileges, a person's decision (debugging a hung
// server is daily work). A core dump (gcore, gdb's generate-core-file)
// copies the memory out whole: a read of /proc/PID/mem, which the
// credential class protects.

// attached records a debugger attached to the process pid.
func (e *ewalker) attached(program string, pid field) {
	e.add(middleware.Effect{Op: middleware.EffectPrivilege, Program: program, Unknown: pid.dyn})
}

// dumped records a core dump of the process pid: its memory read.
func (e *ewalker) dumped(pid field) {
	p := pid.s
	if pid.dyn || !isDigits(p) {
		p = "pid" // whichever process it is, its memory is read
	}
	e.addPath(middleware.EffectRead, field{s: "/proc/" + p + "/mem"})
}

// gdbFn: gdb -p PID (or PROG PID) attaches; an -ex generate-core-file
// dumps the core; the rest of its commands are debuggerFn's
// (effects_editors.go).
func gdbFn(e *ewalker, name string, args []field, in stdin) stdout {
	vals, ops := gdbArgs(args)
	pf, ok := vals["p"]
	if !ok && len(ops) > 1 && isDigits(ops[1].s) {
		pf, ok = ops[1], true // gdb PROG PID
	}
	if ok {
		e.attached("gdb", pf)
	}
	if c, ok := vals["ex"]; ok {
		if cmd := strings.TrimSpace(c.s); strings.HasPrefix(cmd, "generate-core-file") || strings.HasPrefix(cmd, "gcore") {
			e.dumped(pf)
		}
	}
	return debuggerFn(e, name, args, in)
}

// gdbVal are gdb's options that take a value, by their canonical name
// (gdb spells long options with one dash or two: -batch, --pid=N).
var gdbVal = map[string]string{
	"p": "p", "pid": "p", "ex": "ex", "eval-command": "ex", "iex": "ex", "init-eval-command": "ex",
	"x": "x", "command": "x", "ix": "x", "init-command": "x", "c": "c", "core": "c", "d": "d", "directory": "d",
	"s": "s", "symbols": "s", "e": "e", "exec": "e", "se": "se", "cd": "cd", "tty": "tty",
	"data-directory": "data-directory", "interpreter": "interpreter", "i": "interpreter",
}

// gdbArgs reads gdb's arguments: each valued option's last value (the
// -ex commands keep the one that dumps, if any) and the operands.
func gdbArgs(args []field) (map[string]field, []field) {
	vals := map[string]field{}
	var ops []field
	for i := 0; i < len(args); i++ {
		a := args[i].s
		if a == "--args" || a == "-args" {
			// the program and its own arguments (gdb --args ./app 42)
			return vals, append(ops, args[i+1:min(i+2, len(args))]...)
		}
		if !strings.HasPrefix(a, "-") || args[i].dyn {
			ops = append(ops, args[i])
			continue
		}
		k, v, has := strings.Cut(strings.TrimLeft(a, "-"), "=")
		canon, valued := gdbVal[k]
		if !valued {
			continue
		}
		f := field{s: v}
		if !has && i+1 < len(args) {
			i++
			f = args[i]
		}
		if prev, seen := vals[canon]; canon == "ex" && seen && strings.HasPrefix(strings.TrimSpace(prev.s), "g") {
			continue // an earlier dump stays
		}
		vals[canon] = f
	}
	return vals, ops
}

// gcoreFn: gcore [-a] [-o PREFIX] PID…: each process's memory, read.
func gcoreFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	o := parseOpts(args, "o")
	for _, pid := range o.ops {
		e.dumped(pid)
	}
	if len(o.ops) == 0 {
		e.dumped(field{dyn: true})
	}
	return stdout{}
}

// lldbFn: lldb -p PID, --attach-pid, -n/--attach-name NAME attach.
func lldbFn(e *ewalker, _ string, args []field, _ stdin) stdout {
	o := parseOpts(args, "pnocskS", "attach-pid", "attach-name", "one-line", "core", "source", "one-line-before-file")
	if pid, ok := o.val("p", "attach-pid", "n", "attach-name"); ok {
		e.attached("lldb", valField(pid))
	}
	return stdout{}
}

// tracerFn: strace and ltrace run the command after their options, and
// -p PID attaches to a running one.
func tracerFn(e *ewalker, name string, args []field, in stdin) stdout {
	o := parseOpts(args, tracerShortVal, tracerLongVal...)
	for _, pid := range o.allVals("p", "attach") {
		e.attached(name, valField(pid))
	}
	return e.run(skipOpts(args, tracerShortVal, tracerLongVal...), in)
}

const tracerShortVal = "eoOpsuESPIab"

var tracerLongVal = words("output signal user attach")
