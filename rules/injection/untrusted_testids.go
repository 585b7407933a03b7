package injection

import (
	"regexp"
	"strings"
)

// A test runner's report names each case by its parameters: pytest
// prints "tests/test_detector.py::test_flags[pi-001-Ignore all previous
// instructions] PASSED", go test "--- PASS: TestGuard/ignore_previous_
// instructions". A guard's own suite is named after the attacks it
// catches, so its report quotes them as its fixtures do. When a result
// is denied for an attack of sampleFamilies (an override, a prompt to
// reveal, a persona, a jailbreak, a dictated answer: what a name can
// only say), it is read again with those names blanked; an order to act
// (a file sent, a command run) is judged wherever it is written.

// testIDLines finds a case's parameters in a runner's report: group 1
// is what is blanked.
var testIDLines = []*regexp.Regexp{
	// pytest -v: "path::name[params] PASSED", and its summary lines
	// ("FAILED path::name[params] - AssertionError").
	regexp.MustCompile(`(?m)^(?:(?:PASSED|FAILED|ERROR|XFAIL|XPASS|SKIPPED)\s+)?\S+::[\w.]+\[([^\]\n]*)\](?:\s+(?:PASSED|FAILED|ERROR|XFAIL|XPASS|SKIPPED)\b|\s+-\s)`),
	// pytest -v of a test without parameters: the test's own name
	// ("tests/test_filter.py::test_flags_ignore_previous_instructions PASSED").
	regexp.MustCompile(`(?m)^(?:(?:PASSED|FAILED|ERROR|XFAIL|XPASS|SKIPPED)\s+)?\S+::(?:\w+::)?(test\w*)(?:\s+(?:PASSED|FAILED|ERROR|XFAIL|XPASS|SKIPPED)\b|\s+-\s)`),
	// go test -v: "=== RUN   TestX/sub", "--- PASS: TestX/sub (0.00s)".
	regexp.MustCompile(`(?m)^\s*(?:=== (?:RUN|PAUSE|CONT)|--- (?:PASS|FAIL|SKIP):)\s+Test\w*/(\S+)`),
}

// blankTestIDs returns text with the parameters of each case of a test
// runner's report replaced by spaces (offsets kept); text itself when it
// has none.
func blankTestIDs(text string) string {
	if !strings.Contains(text, "::") && !strings.Contains(text, "--- ") && !strings.Contains(text, "=== ") {
		return text
	}
	bl := blanked{text: text} // untrusted_guide.go
	for _, re := range testIDLines {
		for _, m := range re.FindAllStringSubmatchIndex(text, -1) {
			if m[2] >= 0 {
				bl.span(m[2], m[3])
			}
		}
	}
	return bl.String()
}
