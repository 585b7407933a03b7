package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/server/chat"
)

const filterUsage = `Usage:
  claude -p "…" --output-format stream-json --verbose | guardrail filter [--policy FILE]

A Unix filter around any agent that speaks Claude Code's stream-json: each
line on stdin becomes one processed frame on stdout,
{"type","content","options","metadata"}, classified (question,
multi_question, info, tool_result, error, thinking) and sanitized; internal
lines (system init, hooks, rate limits…) are dropped. A malformed line
becomes an "error" frame (and a note on stderr) and the stream goes on. A
tool call the guard stopped becomes an "error" frame with its "kind",
"tool", "input" and "reason", and the kind's text in the language of
$LC_ALL, $LC_MESSAGES or $LANG (pt or en; English otherwise).

Exit status: 0 at the end of input, 2 for bad usage or a read/write error.

Flags:
`

func runFilter(args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("filter", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(fs.Output(), filterUsage); fs.PrintDefaults() }
	policyFile := fs.String("policy", "", "policy `FILE` (default: the built-in policy)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	if fs.NArg() > 0 {
		fmt.Fprint(stderr, "guardrail filter: reads stdin; takes no arguments\n")
		return exitUsage
	}
	eng, err := loadEngine(*policyFile)
	if err != nil {
		fmt.Fprintf(stderr, "guardrail filter: %v\n", err)
		return exitUsage
	}
	ca, err := chat.New(eng)
	if err != nil {
		fmt.Fprintf(stderr, "guardrail filter: %v\n", err)
		return exitUsage
	}
	// A stop's text (a blocked call) speaks the environment's language.
	ctx := middleware.WithLocale(context.Background(), middleware.EnvLocale(getenv))
	err = chat.Filter(ctx, ca, stdin, stdout, chat.OnLineError(func(err error) {
		fmt.Fprintf(stderr, "guardrail filter: %v\n", err)
	}))
	if err != nil {
		fmt.Fprintf(stderr, "guardrail filter: %v\n", err)
		return exitUsage
	}
	return exitOK
}
