package gaps

import "strings"

// nameKind says how the shell finds a command name, which decides the
// wrappers that can run it: an external program runs under sudo, env or
// exec; a builtin only under `builtin` or `command`; a function declared in
// the program under neither.
type nameKind uint8

const (
	external nameKind = iota
	builtinOnly
	builtinAndExternal // echo, printf, kill, test: a builtin with a program of the same name
	function
)

// builtinNames are bash builtins and keywords with no program of the same
// name on a usual system.
var builtinNames = set(`. : alias bg bind break builtin caller cd command compgen complete
	continue declare dirs disown enable eval exec exit export fc fg getopts hash help history
	jobs let local logout mapfile popd pushd read readarray readonly return set shift shopt
	source suspend times trap type typeset ulimit umask unalias unset wait`)

// dualNames are builtins that also exist as programs in /usr/bin.
var dualNames = set(`echo printf kill test [ true false pwd`)

// binNames are programs found in /bin and /usr/bin on a usual Linux system
// (merged /usr), so /bin/NAME and /usr/bin/NAME run the same program as NAME.
var binNames = set(`bash sh dash cat chgrp chmod chown cp dd df echo kill ln ls mkdir mknod
	mv rm rmdir shred sleep sync touch truncate unlink find xargs tar gzip base64 tee sed awk
	mount umount chattr git curl wget nc python3 perl head tail sort crontab killall pkill
	passwd useradd userdel usermod history sudo ssh scp rsync env nice timeout nohup`)

func set(s string) map[string]bool {
	m := map[string]bool{}
	for _, f := range strings.Fields(s) {
		m[f] = true
	}
	return m
}

func (c *call) kind() nameKind {
	switch {
	case c.prog.funcs[c.name]:
		return function
	case builtinNames[c.name]:
		return builtinOnly
	case dualNames[c.name]:
		return builtinAndExternal
	}
	return external
}

// runsAsProgram reports whether an external wrapper (sudo, env, exec,
// /usr/bin/env) runs the same thing as the bare name.
func (c *call) runsAsProgram() bool {
	k := c.kind()
	return (k == external || k == builtinAndExternal) && !strings.Contains(c.name, "/")
}
