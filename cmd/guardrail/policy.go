package main

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"go.yaml.in/yaml/v3"

	"github.com/guardrail-go/guardrail/rules/injection"
	"github.com/guardrail-go/guardrail/rules/policy"
)

const policyUsage = `Usage:
  guardrail policy print          print the built-in policy (YAML)
  guardrail policy patterns       print the built-in input pattern pack (YAML), to copy entries from
  guardrail policy patterns --results
                                  print the untrusted-content pack the tool:result guard scans with
  guardrail policy lint FILE...   check policy files; print each problem as FILE:LINE: reason

Exit status: 0 all files are valid, 1 some are not, 2 bad usage.
`

func runPolicy(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("policy", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(fs.Output(), policyUsage) }
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	switch fs.Arg(0) {
	case "print":
		if fs.NArg() != 1 {
			fmt.Fprint(stderr, "guardrail policy print: takes no arguments\n")
			return exitUsage
		}
		_, _ = stdout.Write(policy.DefaultYAML())
		return exitOK
	case "patterns":
		pack := injection.DefaultPack()
		switch {
		case fs.NArg() == 2 && fs.Arg(1) == "--results":
			pack = injection.UntrustedPack()
		case fs.NArg() != 1:
			fmt.Fprint(stderr, "guardrail policy patterns: takes no arguments but --results\n")
			return exitUsage
		}
		enc := yaml.NewEncoder(stdout)
		enc.SetIndent(2)
		if err := enc.Encode(map[string]any{"patterns": pack}); err != nil {
			fmt.Fprintf(stderr, "guardrail policy patterns: %v\n", err)
			return exitFailed
		}
		return exitOK
	case "lint":
		if fs.NArg() < 2 {
			fmt.Fprint(stderr, "guardrail policy lint: name at least one FILE\n")
			return exitUsage
		}
		status := exitOK
		for _, f := range fs.Args()[1:] {
			if _, err := policy.Load(f); err != nil {
				fmt.Fprintln(stderr, err)
				status = exitFailed
				continue
			}
			fmt.Fprintf(stdout, "%s: ok\n", f)
		}
		return status
	case "":
		fs.Usage()
		return exitUsage
	}
	fmt.Fprintf(stderr, "guardrail policy: unknown subcommand %q\n\n%s", fs.Arg(0), policyUsage)
	return exitUsage
}
