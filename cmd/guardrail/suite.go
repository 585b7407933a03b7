package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/shell"
	"github.com/guardrail-go/guardrail/rules/shell/gaps"
)

const testUsage = `Usage:
  guardrail test --suite FILE.yaml [--policy FILE]
  guardrail test --gaps FILE.yaml [--policy FILE] [--all]

Run a dangerous-command pattern suite (YAML: name, threshold, test_cases with
id, category, command, expected blocked|allowed, risk_level, tags) against
the shell analyzer the policy configures, and print the pass rate overall
and by category, then every failure with what fired. See docs/shell.md.

With --gaps, derive from every dangerous case of the suite its variants by
class (argument order, flags, spacing, quoting, absolute paths, wrappers,
computed names, interpreters, encoding), run each through the whole
tool:run policy as a Bash call (as guardrail check does, context empty),
and print caught/total per class, the classes with escapes per category,
the escaped variants (the first 20, or every one with --all), the same for
the variants of the safe cases that must stay allowed, and a closing line
"gaps: N variants, M escaped".

Exit status: 0 every case passed (--gaps: no variant escaped and no safe
variant was denied), 1 some failed, 2 bad usage or a bad suite.

Flags:
`

func runTest(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("test", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(fs.Output(), testUsage); fs.PrintDefaults() }
	suiteFile := fs.String("suite", "", "suite `FILE` (YAML)")
	gapsFile := fs.String("gaps", "", "report the variant classes of the suite `FILE`'s dangerous cases the policy misses")
	all := fs.Bool("all", false, "with --gaps, list every escaped variant, not the first 20")
	policyFile := fs.String("policy", "", "policy `FILE` (default: the built-in policy)")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	if (*suiteFile == "") == (*gapsFile == "") || fs.NArg() > 0 {
		fmt.Fprint(stderr, "guardrail test: give one suite with --suite FILE.yaml or --gaps FILE.yaml\n")
		return exitUsage
	}
	if *gapsFile != "" {
		return runGaps(*gapsFile, *policyFile, *all, stdout, stderr)
	}
	if *all {
		fmt.Fprint(stderr, "guardrail test: --all goes with --gaps\n")
		return exitUsage
	}
	p, err := loadPolicy(*policyFile)
	if err != nil {
		fmt.Fprintf(stderr, "guardrail test: %v\n", err)
		return exitUsage
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
	suite, err := loadSuite(*suiteFile)
	if err != nil {
		fmt.Fprintf(stderr, "guardrail test: %v\n", err)
		return exitUsage
	}
	rep := shell.RunSuite(a, suite)
	fmt.Fprint(stdout, rep.String())
	if !rep.OK() {
		return exitFailed
	}
	return exitOK
}

func loadSuite(path string) (shell.Suite, error) {
	f, err := os.Open(path)
	if err != nil {
		return shell.Suite{}, err
	}
	defer f.Close()
	suite, err := shell.LoadSuite(f)
	if err != nil {
		return shell.Suite{}, fmt.Errorf("%s: %w", path, err)
	}
	return suite, nil
}

// gapsListed is how many escaped variants --gaps lists without --all.
const gapsListed = 20

// runGaps runs the variants of a suite through the whole tool:run policy.
// A monitored denial lets the call through, so it counts as allowed.
func runGaps(suiteFile, policyFile string, all bool, stdout, stderr io.Writer) int {
	eng, err := loadEngine(policyFile)
	if err != nil {
		fmt.Fprintf(stderr, "guardrail test: %v\n", err)
		return exitUsage
	}
	suite, err := loadSuite(suiteFile)
	if err != nil {
		fmt.Fprintf(stderr, "guardrail test: %v\n", err)
		return exitUsage
	}
	ctx := context.Background()
	rep := gaps.Run(suite, func(command string) bool {
		in, _ := json.Marshal(map[string]string{"command": command})
		return eng.Check(ctx, middleware.ToolCall("Bash", in)) != nil
	})
	limit := gapsListed
	if all {
		limit = 0
	}
	fmt.Fprint(stdout, rep.Text(limit))
	if len(rep.Escaped()) > 0 || len(rep.FalsePositives()) > 0 {
		return exitFailed
	}
	return exitOK
}
