package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/guardrail-go/guardrail/rules/policy"
	"github.com/guardrail-go/guardrail/rules/shell"
)

const testUsage = `Usage:
  guardrail test --suite FILE.yaml [--policy FILE]

Run a dangerous-command pattern suite (YAML: name, threshold, test_cases with
id, category, command, expected blocked|allowed, risk_level, tags) against
the shell analyzer the policy configures, and print the pass rate overall
and by category, then every failure with what fired. See docs/shell.md.

Exit status: 0 every case passed, 1 some failed, 2 bad usage or a bad suite.

Flags:
`

func runTest(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("test", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(fs.Output(), testUsage); fs.PrintDefaults() }
	suiteFile := fs.String("suite", "", "suite `FILE` (YAML)")
	policyFile := fs.String("policy", "", "policy `FILE` (default: the built-in policy)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	if *suiteFile == "" || fs.NArg() > 0 {
		fmt.Fprint(stderr, "guardrail test: give one suite with --suite FILE.yaml\n")
		return exitUsage
	}
	p := policy.Default()
	if *policyFile != "" {
		var err error
		if p, err = policy.Load(*policyFile); err != nil {
			fmt.Fprintf(stderr, "guardrail test: %v\n", err)
			return exitUsage
		}
	}
	a, err := p.Tools.Shell.Analyzer()
	if err != nil {
		fmt.Fprintf(stderr, "guardrail test: %v\n", err)
		return exitUsage
	}
	if a == nil {
		fmt.Fprint(stderr, "guardrail test: the policy switches the shell classifier off (tools.shell.enabled: false)\n")
		return exitUsage
	}
	f, err := os.Open(*suiteFile)
	if err != nil {
		fmt.Fprintf(stderr, "guardrail test: %v\n", err)
		return exitUsage
	}
	defer f.Close()
	suite, err := shell.LoadSuite(f)
	if err != nil {
		fmt.Fprintf(stderr, "guardrail test: %s: %v\n", *suiteFile, err)
		return exitUsage
	}
	rep := shell.RunSuite(a, suite)
	fmt.Fprint(stdout, rep.String())
	if !rep.OK() {
		return exitFailed
	}
	return exitOK
}
