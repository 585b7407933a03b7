package gaps

import (
	"strings"
	"testing"

	"github.com/guardrail-go/guardrail/rules/shell"
	"github.com/stretchr/testify/assert"
)

func TestReportText(t *testing.T) {
	t.Parallel()
	d := func(class, name, id, cat, cmd string, denied bool) Outcome {
		return Outcome{Variant: Variant{Class: class, Name: name, Command: cmd}, CaseID: id, Category: cat, Denied: denied}
	}
	r := Report{
		Suite: "demo",
		Dangerous: []Outcome{
			d(ClassWrappers, "sudo", "rd1", "recursive_delete", "sudo rm -rf /", true),
			d(ClassEncoding, "base64 | sh", "rd1", "recursive_delete", "echo cm0gLXJmIC8= | base64 -d | sh", false),
			d(ClassFlags, "split", "rd1", "recursive_delete", "rm -r -f /", true),
			d(ClassInterpreter, "perl system", "dk1", "disk", "perl -e \"system('dd of=/dev/sda')\"", false),
			d(ClassSpacing, "tabs", "dk1", "disk", "dd\tof=/dev/sda", true),
		},
		Safe: []Outcome{
			d(ClassWrappers, "bash -c '…'", "s1", "safe", "bash -c 'wget x'", true),
			d(ClassQuoting, "'name'", "s1", "safe", "'wget' x", false),
		},
		Uncaught: []string{"rd9"},
		Flagged:  []string{"s9"},
		Foreign:  []string{"w1"},
	}
	want := `Gaps of suite demo: variants of each dangerous case through the tool:run policy
  class            caught/total
  flags            1/1 (100.0%)
  spacing          1/1 (100.0%)
  wrappers         1/1 (100.0%)
  interpreter      0/1 (0.0%)
  encoding         0/1 (0.0%)
Not varied, not caught as written (1): rd9
Not varied, PowerShell or cmd (1): w1

Escapes by category:
  disk: interpreter 1/1
  recursive_delete: encoding 1/1

Escaped variants (2, first 1; --all for every one):
  [encoding: base64 | sh] rd1: echo cm0gLXJmIC8= | base64 -d | sh

Safe cases: their transparent variants must stay allowed
  class            allowed/total
  quoting          1/1 (100.0%)
  wrappers         0/1 (0.0%)
Not varied, denied as written (1): s9

Denied safe variants (1):
  [wrappers: bash -c '…'] s1: bash -c 'wget x'
false positives: 2 safe variants, 1 denied
gaps: 5 variants, 2 escaped
`
	assert.Equal(t, want, r.Text(1))
	all := r.Text(0)
	assert.Contains(t, all, "Escaped variants (2):\n")
	assert.Contains(t, all, `[interpreter: perl system] dk1: perl -e "system('dd of=/dev/sda')"`)
	assert.NotContains(t, all, `[spacing: tabs]`, "not escaped: not listed")
}

func TestReportOneLine(t *testing.T) {
	t.Parallel()
	r := Report{Suite: "x", Dangerous: []Outcome{{Variant: Variant{Class: ClassSpacing, Name: "tabs", Command: "cat <<E\nx\nE\trm"}, CaseID: "a"}}}
	assert.Contains(t, r.Text(0), `  [spacing: tabs] a: cat <<E\nx\nE\trm`+"\n")
}

func TestRun(t *testing.T) {
	t.Parallel()
	s := shell.Suite{Name: "t", Cases: []shell.Case{
		{ID: "d", Category: "recursive_delete", Command: "cd /; rm -rf /", Expected: shell.ExpectBlocked},
		{ID: "missed", Category: "x", Command: "shred /dev/sda", Expected: shell.ExpectBlocked},
		{ID: "ps", Category: "windows", Command: "Remove-Item C:\\ -Recurse", Expected: shell.ExpectBlocked},
		{ID: "s", Category: "safe", Command: "rm -rf ./build", Expected: shell.ExpectAllowed},
	}}
	// A guard that knows only the literal spelling.
	check := func(cmd string) bool { return strings.Contains(cmd, "rm -rf /") }
	r := Run(s, check)
	assert.Equal(t, []string{"missed"}, r.Uncaught)
	assert.Equal(t, []string{"ps"}, r.Foreign)
	assert.Empty(t, r.Flagged)
	assert.NotEmpty(t, r.Dangerous)
	for _, o := range r.Dangerous {
		assert.Equal(t, "d", o.CaseID)
		assert.NotContains(t, o.Command, "sudo cd", "the cd is not what makes the line dangerous")
		assert.Equal(t, check(o.Command), o.Denied)
	}
	byClass := r.ByClass()
	assert.Equal(t, 0, byClass[ClassFlags][0], "every flag rewrite escapes a literal matcher")
	assert.Positive(t, byClass[ClassFlags][1])
	assert.Equal(t, byClass[ClassWrappers][1], byClass[ClassWrappers][0]+countEscaped(r, ClassWrappers))
	for _, o := range r.Safe {
		assert.Equal(t, "s", o.CaseID)
		assert.True(t, rowOf(o.Variant).Transparent, o.Name)
	}
	assert.Empty(t, r.FalsePositives())
	assert.True(t, strings.HasSuffix(r.Text(0), "escaped\n"))
}

func countEscaped(r Report, class string) int {
	n := 0
	for _, o := range r.Escaped() {
		if o.Class == class {
			n++
		}
	}
	return n
}
