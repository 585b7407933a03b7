package shell

import (
	"strings"
)

// Database clients that run shell commands: sqlite3's `.shell` and
// `.system`, psql's `\!`, mysql's `\!` and `system` take the rest of their
// line as a command for /bin/sh. A line handed to the client (as an
// operand, an option's value or its input) that starts with one is
// walked as the script it is, so `sqlite3 :memory: '.shell rm -rf ~'` is
// `rm -rf ~`.

// clientEscapes are the commands each client reads as "run the rest of
// the line in a shell", lower case; and the options whose value is what
// the client runs.
var clientEscapes = map[string]struct {
	escapes []string
	short   string   // short options whose value is run
	long    []string // long ones
	valued  string   // the other short options that take a value (mysql's -p does only when attached)
	valuedL []string // and long ones
}{
	"sqlite3": {escapes: []string{".shell", ".system"}, long: []string{"cmd"}},
	"sqlite":  {escapes: []string{".shell", ".system"}, long: []string{"cmd"}},
	"duckdb":  {escapes: []string{".shell", ".system"}, long: []string{"cmd"}},
	"psql": {escapes: []string{`\!`}, short: "c", long: []string{"command"}, valued: "dfhLopPRTUvF",
		valuedL: []string{"dbname", "file", "host", "log-file", "output", "port", "pset", "set", "variable", "username", "field-separator", "record-separator"}},
	"mysql": {escapes: []string{`\!`, "system"}, short: "e", long: []string{"execute"}, valued: "DhPSu",
		valuedL: []string{"database", "host", "port", "socket", "user", "defaults-file", "default-character-set"}},
	"mariadb": {escapes: []string{`\!`, "system"}, short: "e", long: []string{"execute"}, valued: "DhPSu",
		valuedL: []string{"database", "host", "port", "socket", "user", "defaults-file", "default-character-set"}},
}

// clientShell walks the shell commands in what a database client named
// name runs: the values of its command options, the extra operands given
// (sqlite3 DB SQL…), and its known input.
func (e *ewalker) clientShell(name string, o opts, extra []field, in stdin) {
	row, ok := clientEscapes[name]
	if !ok {
		return
	}
	keys := row.long
	for _, c := range row.short {
		keys = append(keys[:len(keys):len(keys)], string(c))
	}
	var texts []field
	for _, v := range o.allVals(keys...) {
		texts = append(texts, valField(v))
	}
	texts = append(texts, extra...)
	if in.known {
		texts = append(texts, field{s: in.text})
	}
	for _, t := range texts {
		for _, line := range strings.Split(t.s, "\n") {
			if cmd, ok := escapedCommand(line, row.escapes); ok {
				e.runText(field{s: cmd, dyn: t.dyn})
			}
		}
	}
}

// escapedCommand returns the shell command of a client's line that
// starts with one of escapes (after SQL statements ended by ';' before
// it: `select 1; \! rm -rf ~`).
func escapedCommand(line string, escapes []string) (string, bool) {
	for {
		l := strings.TrimSpace(line)
		for _, esc := range escapes {
			if len(l) > len(esc) && strings.EqualFold(l[:len(esc)], esc) && (l[len(esc)] == ' ' || l[len(esc)] == '\t') {
				return strings.TrimSpace(l[len(esc):]), true
			}
		}
		_, rest, more := strings.Cut(l, ";")
		if !more {
			return "", false
		}
		line = rest
	}
}

// dbClientFn: psql, mysql and mariadb as far as the effects go: the
// shell commands they are told to run.
func dbClientFn(e *ewalker, name string, args []field, in stdin) stdout {
	row := clientEscapes[name]
	e.clientShell(name, parseOpts(args, row.short+row.valued, append(row.long[:len(row.long):len(row.long)], row.valuedL...)...), nil, in)
	return stdout{}
}
