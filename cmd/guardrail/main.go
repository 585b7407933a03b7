// Command guardrail runs the guardrail chain from the command line: decide
// operations (check), measure detection on labelled corpora (eval), and
// print or lint policies (policy).
//
// Exit status: 0 success (allowed), 3 denied (check, one operation),
// 1 a policy that does not lint, 2 bad usage or bad input.
package main

import (
	"fmt"
	"io"
	"os"
)

const (
	exitOK     = 0
	exitFailed = 1
	exitUsage  = 2
	exitDenied = 3
	// exitAsk: the operation waits for a person's approval (check).
	exitAsk = 4
)

const usage = `guardrail — a guardrail between people and an AI coding agent.

Usage:
  guardrail <command> [flags]

Commands:
  serve    run the chat server (WebSocket, web page, check endpoint) with the demo agent
  check    decide one operation, or JSON lines from stdin (--jsonl)
  eval     measure detection and false positives on labelled JSON lines
  test     run a dangerous-command pattern suite (YAML), pass rate by category
  hook     answer Claude Code's PreToolUse, PostToolUse and UserPromptSubmit hooks
  filter   stream-json on stdin, classified and sanitized frames on stdout
  policy   print the built-in policy, or lint a policy file

Run "guardrail <command> --help" for a command's flags.
`

func main() {
	os.Exit(run(os.Args[1:], os.Getenv, os.Stdin, os.Stdout, os.Stderr))
}

// run is main without the process: tests call it directly, with their own
// environment (getenv: the language, $LC_ALL/$LC_MESSAGES/$LANG, and the
// hook's token).
func run(args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitUsage
	}
	switch args[0] {
	case "serve":
		return runServe(args[1:], stdout, stderr)
	case "check":
		return runCheck(args[1:], getenv, stdin, stdout, stderr)
	case "policy":
		return runPolicy(args[1:], stdout, stderr)
	case "eval":
		return runEval(args[1:], stdout, stderr)
	case "test":
		return runTest(args[1:], stdout, stderr)
	case "hook":
		return runHook(args[1:], getenv, stdin, stdout, stderr)
	case "filter":
		return runFilter(args[1:], getenv, stdin, stdout, stderr)
	case "-h", "--help", "help":
		fmt.Fprint(stdout, usage)
		return exitOK
	}
	fmt.Fprintf(stderr, "guardrail: unknown command %q\n\n%s", args[0], usage)
	return exitUsage
}
