package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/guardrail-go/guardrail/internal/evaluate"
	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/policy"
	"github.com/guardrail-go/guardrail/rules/sanitize"
)

const evalUsage = `Usage:
  guardrail eval [--policy FILE] [--detector NAME] [--folds K] FILE.jsonl...

Run labelled JSON lines ({"text": …, "label": …, "category": …,
"hard_negative": …}) through the guardrail and print, per category and
overall, the detection rate, the false-positive rate (hard negatives apart)
and the throughput, then a one-line summary. An operation the policy asks a
person about is neither: the asks are counted on a line of their own. With --folds K the records
are also split into K folds by a hash of the text, and each fold's numbers
and their spread follow: tune while looking at K-1 folds, report the one
kept out (docs/detection.md).

Detectors (--detector, default auto: chosen from the labels):
  input   the whole input policy, as a user's message (labels attack|benign)
  shell   the whole tool:run policy, as a Bash call (labels dangerous|benign)
  secrets the output sanitizer, as model output: detected means a secret
          pattern rewrote part of it (labels secret|benign)

Exit status: 0, or 2 for bad usage or an unreadable file.

Flags:
`

// detectors maps a detector name to the positive label it is judged on and
// how a text is put to the engine. A detector "detects" a text when the
// engine denies its operation, or, for secrets, when a secret pattern
// rewrote part of it.
var detectors = map[string]struct {
	label string
	op    func(text string) *middleware.Operation
}{
	"secrets": {"secret", func(t string) *middleware.Operation { return middleware.ModelOutput(t) }},
	"input":   {"attack", func(t string) *middleware.Operation { return middleware.UserInput(t) }},
	"shell": {"dangerous", func(t string) *middleware.Operation {
		in, _ := json.Marshal(map[string]string{"command": t})
		return middleware.ToolCall("Bash", in)
	}},
}

func runEval(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("eval", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(fs.Output(), evalUsage); fs.PrintDefaults() }
	policyFile := fs.String("policy", "", "policy `FILE` (default: the built-in policy)")
	name := fs.String("detector", "auto", "detector `name`: auto, "+strings.Join(detectorNames(), ", "))
	folds := fs.Int("folds", 0, "also report each of `K` folds fixed by a hash of the text (5: tune on four, report the fifth); 0 for none")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return exitOK
		}
		return exitUsage
	}
	if fs.NArg() == 0 {
		fmt.Fprint(stderr, "guardrail eval: name at least one FILE.jsonl\n")
		return exitUsage
	}
	if *folds < 0 || *folds == 1 || *folds > 100 {
		fmt.Fprint(stderr, "guardrail eval: --folds takes 0 (none) or a number from 2 to 100\n")
		return exitUsage
	}
	recs, err := evaluate.ReadFiles(fs.Args()...)
	if err != nil {
		fmt.Fprintf(stderr, "guardrail eval: %v\n", err)
		return exitUsage
	}
	if *name == "auto" {
		if *name, err = chooseDetector(recs); err != nil {
			fmt.Fprintf(stderr, "guardrail eval: %v\n", err)
			return exitUsage
		}
	}
	det, ok := detectors[*name]
	if !ok {
		fmt.Fprintf(stderr, "guardrail eval: unknown detector %q (want %s)\n", *name, strings.Join(detectorNames(), ", "))
		return exitUsage
	}
	var secretSeen bool
	eng, err := loadEngineWith(*policyFile, policy.Hooks{
		OnRedact: func(_ context.Context, _ *middleware.Operation, fs []sanitize.Finding) {
			for _, f := range fs {
				if f.Category == sanitize.CategorySecret {
					secretSeen = true
				}
			}
		},
	})
	if err != nil {
		fmt.Fprintf(stderr, "guardrail eval: %v\n", err)
		return exitUsage
	}
	ctx := context.Background()
	detect := func(text string) evaluate.Outcome {
		secretSeen = false
		// Monitored denials are allowed, so they do not count as detections;
		// an ask is counted apart.
		err := eng.Check(ctx, det.op(text))
		switch {
		case err != nil && !middleware.IsAsk(err), secretSeen:
			return evaluate.Flag
		case err != nil:
			return evaluate.Ask
		}
		return evaluate.Pass
	}
	var rep interface{ Write(io.Writer) error }
	if *folds > 0 {
		rep = evaluate.RunFolds(recs, detect, *folds)
	} else {
		rep = evaluate.Run(recs, detect)
	}
	fmt.Fprintf(stdout, "detector: %s, policy: %s, files: %s\n", *name, orDefault(*policyFile, "built-in"), strings.Join(fs.Args(), " "))
	if err := rep.Write(stdout); err != nil {
		fmt.Fprintf(stderr, "guardrail eval: %v\n", err)
		return exitUsage
	}
	return exitOK
}

func detectorNames() []string {
	var names []string
	for n := range detectors {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// chooseDetector picks the detector whose positive label the records use.
func chooseDetector(recs []evaluate.Record) (string, error) {
	found := map[string]bool{}
	for _, r := range recs {
		if r.Positive() {
			found[r.Label] = true
		}
	}
	var names []string
	for n, d := range detectors {
		if found[d.label] {
			names = append(names, n)
		}
	}
	switch len(names) {
	case 1:
		return names[0], nil
	case 0:
		return "input", nil // only benign rows: measure false positives of the input policy
	}
	sort.Strings(names)
	return "", fmt.Errorf("the files mix labels of several detectors (%s): pass --detector", strings.Join(names, ", "))
}

func orDefault(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
