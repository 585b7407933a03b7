package shell

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
	"go.yaml.in/yaml/v3"
)

// Suite is a set of test cases in the YAML shape of the safety-pattern
// workflow: each case gives a command and whether it must be blocked.
type Suite struct {
	Name string
	// Threshold is the risk at or above which a command counts as blocked
	// (default high, the policy default).
	Threshold middleware.Risk
	Cases     []Case
}

// Case is one suite entry.
type Case struct {
	ID       string
	Category string
	Command  string
	Expected Expectation
	// Risk, when set on a blocked case, is the least risk that must be found.
	Risk        middleware.Risk
	Tags        []string
	Description string
	Line        int // line of the case in the YAML file
}

// Expectation is what a case expects of the analyzer.
type Expectation uint8

const (
	ExpectAllowed Expectation = iota
	ExpectBlocked
)

func (e Expectation) String() string {
	if e == ExpectBlocked {
		return "blocked"
	}
	return "allowed"
}

// SuiteError reports a problem in a suite file, with its line.
type SuiteError struct {
	Line int
	ID   string
	Msg  string
}

func (e *SuiteError) Error() string {
	if e.ID != "" {
		return fmt.Sprintf("suite line %d (case %q): %s", e.Line, e.ID, e.Msg)
	}
	return fmt.Sprintf("suite line %d: %s", e.Line, e.Msg)
}

type rawSuite struct {
	Name      string      `yaml:"name"`
	Threshold string      `yaml:"threshold"`
	Cases     []yaml.Node `yaml:"test_cases"`
}

type rawCase struct {
	ID               string   `yaml:"id"`
	Category         string   `yaml:"category"`
	Input            string   `yaml:"input"`
	Command          string   `yaml:"command"`
	Expected         string   `yaml:"expected"`
	ExpectedBehavior string   `yaml:"expected_behavior"`
	RiskLevel        string   `yaml:"risk_level"`
	Tags             []string `yaml:"tags"`
	Description      string   `yaml:"description"`
}

// LoadSuite reads a suite. Unknown keys, a missing command, an unknown
// expectation or risk, and duplicate ids are refused with their line.
func LoadSuite(r io.Reader) (Suite, error) {
	var root yaml.Node
	dec := yaml.NewDecoder(r)
	if err := dec.Decode(&root); err != nil {
		if errors.Is(err, io.EOF) {
			return Suite{}, &SuiteError{Line: 1, Msg: "empty suite"}
		}
		return Suite{}, &SuiteError{Line: yamlErrLine(err), Msg: err.Error()}
	}
	var raw rawSuite
	if err := root.Decode(&raw); err != nil {
		return Suite{}, &SuiteError{Line: yamlErrLine(err), Msg: err.Error()}
	}
	s := Suite{Name: raw.Name, Threshold: middleware.RiskHigh}
	if raw.Threshold != "" {
		t, err := middleware.ParseRisk(raw.Threshold)
		if err != nil {
			return Suite{}, &SuiteError{Line: 1, Msg: err.Error()}
		}
		s.Threshold = t
	}
	if len(raw.Cases) == 0 {
		return Suite{}, &SuiteError{Line: 1, Msg: "no test_cases"}
	}
	seen := map[string]int{}
	for i := range raw.Cases {
		n := &raw.Cases[i]
		var rc rawCase
		if err := decodeStrict(n, &rc); err != nil {
			var se *SuiteError
			if errors.As(err, &se) {
				return Suite{}, se
			}
			return Suite{}, &SuiteError{Line: n.Line, Msg: err.Error()}
		}
		c, err := rc.build(n.Line)
		if err != nil {
			return Suite{}, err
		}
		if prev, dup := seen[c.ID]; dup {
			return Suite{}, &SuiteError{Line: n.Line, ID: c.ID, Msg: fmt.Sprintf("duplicate id (first on line %d)", prev)}
		}
		seen[c.ID] = n.Line
		s.Cases = append(s.Cases, c)
	}
	return s, nil
}

// decodeStrict rejects keys rawCase does not know, so a typo such as
// `expectd: blocked` does not silently make a case pass.
func decodeStrict(n *yaml.Node, v *rawCase) error {
	if n.Kind != yaml.MappingNode {
		return errors.New("a test case must be a mapping")
	}
	known := map[string]bool{"id": true, "category": true, "input": true, "command": true, "expected": true,
		"expected_behavior": true, "risk_level": true, "tags": true, "description": true,
		"dangerous_pattern": true, "expected_output": true}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := n.Content[i]
		if !known[k.Value] {
			return &SuiteError{Line: k.Line, Msg: fmt.Sprintf("unknown key %q", k.Value)}
		}
		// Suite files written for the pattern workflow keep the command under these names.
		if (k.Value == "dangerous_pattern" || k.Value == "expected_output") && v.Command == "" {
			v.Command = n.Content[i+1].Value
		}
	}
	return n.Decode(v)
}

func (rc rawCase) build(line int) (Case, error) {
	c := Case{ID: rc.ID, Category: rc.Category, Command: rc.Command, Tags: rc.Tags, Description: rc.Description, Line: line}
	if c.ID == "" {
		return c, &SuiteError{Line: line, Msg: "missing id"}
	}
	if c.Command == "" {
		c.Command = rc.Input
	}
	if c.Command == "" {
		return c, &SuiteError{Line: line, ID: c.ID, Msg: "missing command (or input)"}
	}
	if c.Category == "" {
		c.Category = "uncategorised"
	}
	exp := strings.ToLower(rc.Expected)
	if exp == "" && rc.ExpectedBehavior != "" {
		exp = strings.ToLower(strings.Fields(rc.ExpectedBehavior)[0])
	}
	switch exp {
	case "blocked", "block", "deny", "denied":
		c.Expected = ExpectBlocked
	case "allowed", "allow", "pass", "safe":
		c.Expected = ExpectAllowed
	case "":
		if rc.RiskLevel == "safe" {
			c.Expected = ExpectAllowed
		} else {
			return c, &SuiteError{Line: line, ID: c.ID, Msg: "missing expected (blocked or allowed)"}
		}
	default:
		return c, &SuiteError{Line: line, ID: c.ID, Msg: fmt.Sprintf("expected must be blocked or allowed, not %q", rc.Expected)}
	}
	if rc.RiskLevel != "" && rc.RiskLevel != "safe" {
		r, err := middleware.ParseRisk(rc.RiskLevel)
		if err != nil {
			return c, &SuiteError{Line: line, ID: c.ID, Msg: err.Error()}
		}
		c.Risk = r
	}
	return c, nil
}

func yamlErrLine(err error) int {
	var te *yaml.TypeError
	msg := err.Error()
	if errors.As(err, &te) && len(te.Errors) > 0 {
		msg = te.Errors[0]
	}
	var line int
	if i := strings.Index(msg, "line "); i >= 0 {
		fmt.Sscanf(msg[i+5:], "%d", &line)
	}
	return max(line, 1)
}

// CaseResult is the outcome of one case.
type CaseResult struct {
	Case     Case
	Passed   bool
	Findings []Finding
	Reason   string // why a failed case failed
}

// CategoryResult counts the cases of one category.
type CategoryResult struct {
	Category      string
	Passed, Total int
}

// Rate is the pass rate in percent.
func (c CategoryResult) Rate() float64 { return pct(c.Passed, c.Total) }

// Report is the outcome of a suite run.
type Report struct {
	Suite      string
	Passed     int
	Total      int
	Categories []CategoryResult // sorted by category
	Failures   []CaseResult
}

// OK reports whether every case passed.
func (r Report) OK() bool { return r.Passed == r.Total }

func pct(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}

// RunSuite runs every case of s through a.
func RunSuite(a *Analyzer, s Suite) Report {
	rep := Report{Suite: s.Name, Total: len(s.Cases)}
	cats := map[string]*CategoryResult{}
	for _, c := range s.Cases {
		res := runCase(a, s.Threshold, c)
		cr := cats[c.Category]
		if cr == nil {
			cr = &CategoryResult{Category: c.Category}
			cats[c.Category] = cr
		}
		cr.Total++
		if res.Passed {
			cr.Passed++
			rep.Passed++
		} else {
			rep.Failures = append(rep.Failures, res)
		}
	}
	for _, cr := range cats {
		rep.Categories = append(rep.Categories, *cr)
	}
	slices.SortFunc(rep.Categories, func(x, y CategoryResult) int { return cmp.Compare(x.Category, y.Category) })
	return rep
}

func runCase(a *Analyzer, threshold middleware.Risk, c Case) CaseResult {
	fs := a.Analyze(c.Command)
	got := MaxRisk(fs)
	res := CaseResult{Case: c, Findings: fs, Passed: true}
	switch {
	case c.Expected == ExpectBlocked && got < threshold:
		res.Passed, res.Reason = false, fmt.Sprintf("expected blocked, got allowed (max risk %q)", got)
	case c.Expected == ExpectBlocked && c.Risk > got:
		res.Passed, res.Reason = false, fmt.Sprintf("blocked at %s, expected at least %s", got, c.Risk)
	case c.Expected == ExpectAllowed && got >= threshold:
		res.Passed, res.Reason = false, "expected allowed, got blocked"
	}
	return res
}

// String renders the report: overall, per category,
// then every failure with what fired.
func (r Report) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Overall: %d/%d (%.1f%%)\n\nResults by Category:\n", r.Passed, r.Total, pct(r.Passed, r.Total))
	for _, c := range r.Categories {
		fmt.Fprintf(&b, "  %s: %d/%d (%.1f%%)\n", c.Category, c.Passed, c.Total, c.Rate())
	}
	if len(r.Failures) > 0 {
		b.WriteString("\nFailures:\n")
	}
	for _, f := range r.Failures {
		fmt.Fprintf(&b, "  ✗ %s (line %d): %s\n    command: %s\n", f.Case.ID, f.Case.Line, f.Reason, f.Case.Command)
		for _, x := range f.Findings {
			fmt.Fprintf(&b, "    fired: %s [%s] %s\n", x.ID, x.Risk, x.Command)
		}
	}
	return b.String()
}
