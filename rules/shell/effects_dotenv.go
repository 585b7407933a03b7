package shell

import (
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// .env files read by the libraries and commands made for them. Printing
// one's values (dotenv list, dotenv_values() in a one-liner) reads the
// file, as cat .env does; loading it into a program's environment
// (dotenv run, load_dotenv(), require('dotenv').config()) is how
// projects start, so it reads the environment instead: logged alone,
// private data for a flow or a send.

// dotenvCalls: the library calls of inline code, by full name or last
// segment; true when the call returns the values (a read of its file
// argument, .env when it has none), false when it loads them.
var dotenvCalls = map[string]bool{
	"dotenv_values": true, "Dotenv.parse": true,
	"load_dotenv": false, "Dotenv.load": false, "Dotenv.overload": false, "dotenv.config": false,
}

// dotenvCall records the effects of a dotenv call of inline code, and
// reports whether t was one. The module named as a string
// (require('dotenv'), import 'dotenv/config') loads too.
func (e *ewalker) dotenvCall(c *codeCtx, i int) bool {
	t := c.toks[i]
	if t.kind == tokStr {
		if t.s == "dotenv" || t.s == "dotenv/config" {
			e.addPath(middleware.EffectRead, environ)
			return true
		}
		return false
	}
	if t.kind != tokIdent {
		return false
	}
	prints, ok := dotenvCalls[t.s]
	if !ok {
		prints, ok = dotenvCalls[t.s[strings.LastIndexAny(t.s, ".:")+1:]]
	}
	if !ok {
		return false
	}
	if !prints {
		e.addPath(middleware.EffectRead, environ)
		return true
	}
	p, ok := pathOf(c.group(i), false)
	if !ok {
		p = field{s: ".env"}
	}
	e.addPath(middleware.EffectRead, p)
	return true
}

// dotenvFn: the dotenv commands. python-dotenv: dotenv [-f FILE] list |
// get KEY print the file (a read), set | unset change it (a write), run
// CMD loads it into CMD's environment. dotenv-cli (npm): dotenv [-e
// FILE]… [-p VAR] [--] CMD, -p printing a value.
func dotenvFn(e *ewalker, _ string, args []field, in stdin) stdout {
	rest := skipOpts(args, dotenvShortVal, dotenvLongVal...)
	o := parseOpts(args[:len(args)-len(rest)], dotenvShortVal, dotenvLongVal...)
	var files []field
	for _, v := range o.allVals("f", "file", "e") {
		if !dotenvExportVals[strings.ToLower(v)] { // python's -e is --export true|false
			files = append(files, valField(v))
		}
	}
	if len(files) == 0 {
		files = []field{{s: ".env"}}
	}
	each := func(op middleware.EffectOp) {
		for _, f := range files {
			e.addPath(op, f)
		}
	}
	if _, ok := o.val("p"); ok {
		each(middleware.EffectRead)
	}
	if len(rest) == 0 {
		return stdout{}
	}
	switch rest[0].s {
	case "list", "get":
		each(middleware.EffectRead)
		return stdout{}
	case "set", "unset":
		each(middleware.EffectWrite)
		return stdout{}
	case "run":
		rest = skipOpts(rest[1:], "")
	}
	e.addPath(middleware.EffectRead, environ)
	return e.run(rest, in)
}

const dotenvShortVal = "fepvc"

var (
	dotenvLongVal    = words("file export quote")
	dotenvExportVals = setOf(words("true false always never auto"))
)
