package gaps

import (
	"cmp"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/guardrail-go/guardrail/rules/shell"
)

// Check reports whether the guard stops a command line.
type Check func(command string) (denied bool)

// Outcome is one variant and what the guard did with it.
type Outcome struct {
	Variant
	CaseID   string
	Category string
	Denied   bool
}

// Report is the result of running a suite's variants through a guard.
type Report struct {
	Suite string
	// Dangerous are the variants of the dangerous cases the guard denies as
	// written; Safe the transparent variants of the safe cases the guard
	// allows as written.
	Dangerous, Safe []Outcome
	// Uncaught are dangerous cases denied not even as written, and
	// Flagged safe cases denied as written: their variants are not run,
	// since they measure nothing `guardrail test --suite` does not already.
	Uncaught, Flagged []string
	// Foreign are cases written for PowerShell or cmd: the rewrites are
	// bash's, so they are not varied.
	Foreign []string
}

// foreignMarks are the tags and categories of cases written for another
// shell than bash.
var foreignMarks = map[string]bool{"powershell": true, "cmd": true, "windows": true}

// cmdletName matches a PowerShell Verb-Noun command name.
var cmdletName = regexp.MustCompile(`^[A-Z][a-z]+-[A-Z][A-Za-z]*$`)

// foreign reports whether c is a PowerShell or cmd command, by its tags or
// category, or by a Verb-Noun or %-variable command name.
func foreign(c shell.Case) bool {
	if foreignMarks[strings.ToLower(c.Category)] {
		return true
	}
	for _, t := range c.Tags {
		if foreignMarks[strings.ToLower(t)] {
			return true
		}
	}
	name, _, _ := strings.Cut(strings.TrimSpace(c.Command), " ")
	return cmdletName.MatchString(name) || strings.Contains(name, "%")
}

// Run derives the variants of every case of s and runs them through check.
// Dangerous cases get every class; safe cases only the transparent ones,
// and each of those must stay allowed.
func Run(s shell.Suite, check Check) Report {
	r := Report{Suite: s.Name}
	for _, c := range s.Cases {
		dangerous := c.Expected == shell.ExpectBlocked
		if foreign(c) {
			r.Foreign = append(r.Foreign, c.ID)
			continue
		}
		if check(c.Command) != dangerous {
			if dangerous {
				r.Uncaught = append(r.Uncaught, c.ID)
			} else {
				r.Flagged = append(r.Flagged, c.ID)
			}
			continue
		}
		o := Options{TransparentOnly: !dangerous}
		if dangerous {
			o.Call = essential(c.Command, check)
		}
		for _, v := range Generate(c.Command, o) {
			o := Outcome{Variant: v, CaseID: c.ID, Category: c.Category, Denied: check(v.Command)}
			if dangerous {
				r.Dangerous = append(r.Dangerous, o)
			} else {
				r.Safe = append(r.Safe, o)
			}
		}
	}
	return r
}

// essential picks the simple commands of a dangerous line whose removal
// makes check allow it: rewriting the others (the `cd` before an `rm`)
// would only count variants the guard catches for another reason. When no
// single command is essential, every one is.
func essential(command string, check Check) func(k int) bool {
	n := Calls(command)
	if n < 2 {
		return nil
	}
	keep := make([]bool, n)
	any := false
	for k := range min(n, MaxCalls) {
		if w, ok := Without(command, k); ok && !check(w) {
			keep[k], any = true, true
		}
	}
	if !any {
		return nil
	}
	return func(k int) bool { return keep[k] }
}

// Escaped returns the dangerous variants the guard allowed.
func (r Report) Escaped() []Outcome {
	return slices.DeleteFunc(slices.Clone(r.Dangerous), func(o Outcome) bool { return o.Denied })
}

// FalsePositives returns the safe variants the guard denied.
func (r Report) FalsePositives() []Outcome {
	return slices.DeleteFunc(slices.Clone(r.Safe), func(o Outcome) bool { return !o.Denied })
}

// Tally counts, per variant class, the variants a guard got right out of
// all of them.
type Tally map[string][2]int

func tally(os []Outcome, right func(Outcome) bool) Tally {
	t := Tally{}
	for _, o := range os {
		n := t[o.Class]
		n[1]++
		if right(o) {
			n[0]++
		}
		t[o.Class] = n
	}
	return t
}

// ByClass counts the dangerous variants caught per class.
func (r Report) ByClass() Tally { return tally(r.Dangerous, func(o Outcome) bool { return o.Denied }) }

// Text writes the report: the table of caught/total per class, the classes
// with escapes per category, the escaped variants (at most limit; 0 for
// all), the same for the safe variants, and a closing line
// `gaps: N variants, M escaped`.
func (r Report) Text(limit int) string {
	var b strings.Builder
	esc := r.Escaped()
	fmt.Fprintf(&b, "Gaps of suite %s: variants of each dangerous case through the tool:run policy\n", r.Suite)
	writeTally(&b, "caught", r.ByClass())
	if len(r.Uncaught) > 0 {
		fmt.Fprintf(&b, "Not varied, not caught as written (%d): %s\n", len(r.Uncaught), strings.Join(r.Uncaught, ", "))
	}
	if len(r.Foreign) > 0 {
		fmt.Fprintf(&b, "Not varied, PowerShell or cmd (%d): %s\n", len(r.Foreign), strings.Join(r.Foreign, ", "))
	}
	if len(esc) > 0 {
		b.WriteString("\nEscapes by category:\n")
		byCat := map[string][]Outcome{}
		for _, o := range r.Dangerous {
			byCat[o.Category] = append(byCat[o.Category], o)
		}
		for _, cat := range sortedKeys(byCat) {
			t := tally(byCat[cat], func(o Outcome) bool { return o.Denied })
			var parts []string
			for _, cl := range classOrder(t) {
				if n := t[cl]; n[0] < n[1] {
					parts = append(parts, fmt.Sprintf("%s %d/%d", cl, n[1]-n[0], n[1]))
				}
			}
			if len(parts) > 0 {
				fmt.Fprintf(&b, "  %s: %s\n", cat, strings.Join(parts, ", "))
			}
		}
		writeList(&b, "Escaped variants", esc, limit)
	}
	fps := r.FalsePositives()
	if len(r.Safe) > 0 || len(r.Flagged) > 0 {
		b.WriteString("\nSafe cases: their transparent variants must stay allowed\n")
		writeTally(&b, "allowed", tally(r.Safe, func(o Outcome) bool { return !o.Denied }))
		if len(r.Flagged) > 0 {
			fmt.Fprintf(&b, "Not varied, denied as written (%d): %s\n", len(r.Flagged), strings.Join(r.Flagged, ", "))
		}
		writeList(&b, "Denied safe variants", fps, limit)
		fmt.Fprintf(&b, "false positives: %d safe variants, %d denied\n", len(r.Safe), len(fps))
	}
	fmt.Fprintf(&b, "gaps: %d variants, %d escaped\n", len(r.Dangerous), len(esc))
	return b.String()
}

func writeTally(b *strings.Builder, what string, t Tally) {
	fmt.Fprintf(b, "  %-16s %s/total\n", "class", what)
	for _, cl := range classOrder(t) {
		n := t[cl]
		fmt.Fprintf(b, "  %-16s %d/%d (%.1f%%)\n", cl, n[0], n[1], 100*float64(n[0])/float64(n[1]))
	}
}

func writeList(b *strings.Builder, title string, os []Outcome, limit int) {
	if len(os) == 0 {
		return
	}
	shown := os
	if limit > 0 && len(shown) > limit {
		shown = shown[:limit]
	}
	fmt.Fprintf(b, "\n%s (%d", title, len(os))
	if len(shown) < len(os) {
		fmt.Fprintf(b, ", first %d; --all for every one", len(shown))
	}
	b.WriteString("):\n")
	for _, o := range shown {
		fmt.Fprintf(b, "  [%s: %s] %s: %s\n", o.Class, o.Name, o.CaseID, oneLine.Replace(o.Command))
	}
}

// classOrder returns the classes of t in the order of Classes, then any
// others by name.
func classOrder(t Tally) []string {
	ks := sortedKeys(t)
	slices.SortStableFunc(ks, func(a, b string) int {
		return cmp.Compare(classRank(a), classRank(b))
	})
	return ks
}

func classRank(c string) int {
	if i := slices.Index(Classes, c); i >= 0 {
		return i
	}
	return len(Classes)
}

func sortedKeys[V any](m map[string]V) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

// oneLine shows a variant's newlines and tabs as \n and \t, so each takes
// one line of the list.
var oneLine = strings.NewReplacer("\n", `\n`, "\t", `\t`)
