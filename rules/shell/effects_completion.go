package shell

import (
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Installing a CLI's shell completion is a documented step of most tools
// ("npm completion >> ~/.bashrc", "kubectl completion bash >> ~/.zshrc"):
// what is written is the program's own completion function, not text the
// command line chose. The walk marks such writes
// (effects.ClassCompletionScript) so the policy asks a person instead of
// denying, as it does for any other write of a startup file.

// completionWords are the subcommands that print a completion script.
var completionWords = map[string]bool{"completion": true, "completions": true}

// completionPrinter reports whether s is a plain call of a program by
// name whose first or second word is a completion subcommand, every word
// a literal: no assignment before it (PATH=./x npm …), no path to a
// program of the workspace (./npm), nothing computed, no shell builtin
// that prints what it is given (echo completion >> ~/.bashrc).
func completionPrinter(s *syntax.Stmt) bool {
	if len(s.Redirs) == 0 {
		return false // nothing is written (the common case, asked first)
	}
	ce, ok := s.Cmd.(*syntax.CallExpr)
	if !ok || len(ce.Assigns) > 0 || len(ce.Args) < 2 || len(ce.Args) > 5 {
		return false
	}
	if !completionWords[ce.Args[1].Lit()] && !(len(ce.Args) > 2 && completionWords[ce.Args[2].Lit()]) {
		return false
	}
	for _, w := range ce.Args {
		if w.Lit() == "" {
			return false
		}
	}
	name := ce.Args[0].Lit()
	if _, wraps := wrapperIndex[name]; wraps || !plainWord(name) || printsArgs[name] || isShellName(name) || strings.ContainsAny(name, "/\\.") {
		return false // a wrapper runs another program (sudo npm …)
	}
	return true
}

// printsArgs are the commands whose output is the words they are given or
// the files they name, and the builtins that run text (the wrappers, sudo
// and env among them, are wrapperIndex's).
var printsArgs = map[string]bool{"echo": true, "printf": true, "cat": true, "tee": true, "yes": true, "eval": true, "source": true, "builtin": true}
