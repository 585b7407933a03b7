package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/guardrail-go/guardrail/internal/evaluate"
	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/policy"
	"github.com/guardrail-go/guardrail/rules/sanitize"
)

const evalUsage = `Usage:
  guardrail eval [--policy FILE] [--detector NAME] [--folds K] FILE.jsonl...
  guardrail eval --results [--policy FILE] [--folds K] FILE.jsonl... DIR...

Run labelled JSON lines ({"text": …, "label": …, "category": …,
"hard_negative": …}) through the guardrail and print, per category and
overall, the detection rate, the false-positive rate (hard negatives apart)
and the throughput, then a one-line summary. An operation the policy asks a
person about is neither: the asks are counted on a line of their own. With --folds K the records
are also split into K folds by a hash of the text, and each fold's numbers
and their spread follow: tune while looking at K-1 folds, report the one
kept out (docs/detection.md).

With --results the tool:result stage is measured: every attack of the
JSON lines files is wrapped as tool output four ways (inside a README, a
code comment, an HTML page, a JSON field; category readme|code|html|json,
each attack's wrappings in its fold), and every source file and README
under each DIR (*.go, *.js, *.ts, *.md, README*, …; the first 2000 lines,
as the Read tool returns them) is a benign result (category go-source,
go-docs, npm-source, npm-docs: npm for a file under node_modules); benign
lines of the files are taken as they are. Detected means
denied. The benign results whose secrets the sanitizer rewrote are
counted apart: that is redaction, not a detection.

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
	// results is chosen by --results, never from the labels: its records
	// are built by resultRecords.
	"results": {"", func(t string) *middleware.Operation { return middleware.ToolOutput("Read", t) }},
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
	results := fs.Bool("results", false, "measure the tool:result stage: attacks wrapped as tool output, files of DIRs as benign results")
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
	var recs []evaluate.Record
	var err error
	if *results {
		*name = "results"
		recs, err = resultRecords(fs.Args())
	} else {
		recs, err = evaluate.ReadFiles(fs.Args()...)
	}
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
	var secretSeen, redacted bool
	eng, err := loadEngineWith(*policyFile, policy.Hooks{
		OnRedact: func(_ context.Context, op *middleware.Operation, fs []sanitize.Finding) {
			if op.Kind == middleware.KindToolResult {
				redacted = true
				return
			}
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
	// The benign results whose secrets were rewritten, counted apart.
	benign := map[string]bool{}
	for _, r := range recs {
		if *results && !r.Positive() {
			benign[r.Text] = true
		}
	}
	var benignRedacted int
	detect := func(text string) evaluate.Outcome {
		secretSeen, redacted = false, false
		// Monitored denials are allowed, so they do not count as detections;
		// an ask is counted apart.
		err := eng.Check(ctx, det.op(text))
		if err == nil && redacted && benign[text] {
			benignRedacted++
		}
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
	fmt.Fprintf(stdout, "detector: %s, policy: %s, %s\n", *name, orDefault(*policyFile, "built-in"), describeArgs(fs.Args()))
	if err := rep.Write(stdout); err != nil {
		fmt.Fprintf(stderr, "guardrail eval: %v\n", err)
		return exitUsage
	}
	if *results {
		fmt.Fprintf(stdout, "redacted: %d of the %d benign results had a secret rewritten (let through, redacted)\n", benignRedacted, len(benign))
	}
	return exitOK
}

// resultRecords reads the --results arguments: JSON lines files (attacks
// wrapped as tool output, benign lines as they are) and directories
// (their source files and READMEs, benign).
func resultRecords(args []string) ([]evaluate.Record, error) {
	var files, dirs []string
	for _, a := range args {
		st, err := os.Stat(a)
		if err != nil {
			return nil, err
		}
		if st.IsDir() {
			dirs = append(dirs, a)
		} else {
			files = append(files, a)
		}
	}
	recs, err := evaluate.ReadFiles(files...)
	if err != nil {
		return nil, err
	}
	out := evaluate.WrapRecords(recs)
	for _, r := range recs {
		if !r.Positive() {
			out = append(out, r)
		}
	}
	benign, err := evaluate.SourceFiles(dirs...)
	if err != nil {
		return nil, err
	}
	return append(out, benign...), nil
}

// describeArgs names the files measured, and counts the directories (a
// benign set of module directories is a long list).
func describeArgs(args []string) string {
	var files []string
	dirs := 0
	for _, a := range args {
		if st, err := os.Stat(a); err == nil && st.IsDir() {
			dirs++
			continue
		}
		files = append(files, a)
	}
	out := "files: " + strings.Join(files, " ")
	if dirs > 0 {
		out += fmt.Sprintf(", directories: %d", dirs)
	}
	return out
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
