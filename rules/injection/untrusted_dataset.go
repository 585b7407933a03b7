package injection

import (
	"regexp"
	"slices"
	"strings"
)

// A labelled dataset (a CSV or TSV whose header names a text column and a
// label column: "id,prompt,category,expected_behavior") holds examples,
// one a row, each with what it is: a file of attacks for a classifier's
// tests quotes them as a list of fixtures does. When a row is labelled as
// an attack ("jailbreak", "prompt_injection", "malicious", "refuse"), the
// dataset is one of attacks and its rows are read as quoted
// (untrusted_mention.go).

// datasetTextColumns and datasetLabelColumns name the columns of such a
// header.
var (
	datasetTextColumns  = []string{"prompt", "prompts", "text", "input", "query", "message", "payload", "instruction", "content", "question", "utterance", "sample", "example", "attack"}
	datasetLabelColumns = []string{"label", "labels", "category", "class", "expected", "expected_behavior", "expected_behaviour", "expected_output", "expected_result", "is_injection", "is_attack",
		"is_malicious", "malicious", "verdict", "attack_type", "target", "classification", "ground_truth"}
)

// attackLabels are the labels that file a row as an attack.
var attackLabels = []string{"jailbreak", "injection", "prompt_injection", "prompt-injection", "malicious", "attack", "harmful", "unsafe", "adversarial",
	"extraction", "prompt_extraction", "refuse", "block", "blocked", "deny", "denied", "reject"}

// labelledDataset reports whether the first line of text that is not
// blank is the header of a labelled dataset, and a cell of a row below it
// is an attack's label, or text is such a dataset in JSON lines.
func labelledDataset(text string) bool {
	if labelledJSONL(text) {
		return true
	}
	if !datasetHeader(text) {
		return false
	}
	for line := range strings.Lines(text) {
		for _, cell := range strings.FieldsFunc(strings.ToLower(line), func(r rune) bool { return r == ',' || r == '\t' || r == '\n' || r == '\r' }) {
			if slices.Contains(attackLabels, strings.Trim(strings.TrimSpace(cell), `"'`)) {
				return true
			}
		}
	}
	return false
}

// maxHeaderLen bounds a header's line: a longer first line is prose or
// data, and is not lowered and split for every result.
const maxHeaderLen = 1024

// datasetHeader reports whether the first line of text that is not blank
// names a text column and a label column.
func datasetHeader(text string) bool {
	first := strings.TrimLeft(text, " \t\r\n")
	if i := strings.IndexByte(first, '\n'); i >= 0 {
		first = first[:i]
	}
	if len(first) > maxHeaderLen {
		return false
	}
	sep := ","
	if strings.Count(first, "\t") > strings.Count(first, ",") {
		sep = "\t"
	}
	cols := strings.Split(strings.ToLower(strings.TrimSpace(first)), sep)
	if len(cols) < 2 || len(cols) > 32 {
		return false
	}
	for i, c := range cols {
		cols[i] = strings.Trim(strings.TrimSpace(c), `"'`)
	}
	has := func(names []string) bool {
		return slices.ContainsFunc(cols, func(c string) bool { return slices.Contains(names, c) })
	}
	return has(datasetTextColumns) && has(datasetLabelColumns)
}

// The same dataset in JSON lines, one object a row, as a file holds it
// or a search prints it ("tests/fixtures/samples.jsonl:7:{"text": …,
// "label": "injection"}"): jsonlRow finds a row (after a search's path
// and line number), jsonlText its text field and jsonlAttack a label
// field that files it as an attack.
var (
	jsonlRow    = regexp.MustCompile(`^(?:[^\s:{]{1,200}:\d{1,9}[:-])?\s*\{`)
	jsonlFiled  = regexp.MustCompile(`^[^\s:{]{1,200}\.(?:jsonl|ndjson)[:-]\d{1,9}[:-]\s*\{`)
	jsonlText   = regexp.MustCompile(`(?i)"(?:` + strings.Join(datasetTextColumns, `|`) + `)"\s*:\s*"`)
	jsonlAttack = regexp.MustCompile(`(?i)"(?:` + strings.Join(datasetLabelColumns, `|`) + `)"\s*:\s*(?:"(?:` + strings.Join(attackLabels, `|`) + `)"|true)`)
)

// maxJSONLRows bounds how many lines labelledJSONL reads.
const maxJSONLRows = 256

// labelledJSONL reports whether text is JSON lines of examples: at least
// two rows with a text field, no more than as many other lines as rows
// (or every row printed by a search from a .jsonl file, among the lines
// of other files), and a row labelled as an attack.
func labelledJSONL(text string) bool {
	rows, filed, other, attack, n := 0, 0, 0, false, 0
	for line := range strings.Lines(text) {
		if n++; n > maxJSONLRows {
			break
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		if !jsonlRow.MatchString(line) || !jsonlText.MatchString(line) {
			other++
			continue
		}
		rows++
		if jsonlFiled.MatchString(line) {
			filed++
		}
		attack = attack || jsonlAttack.MatchString(line)
	}
	return attack && rows >= 2 && (other <= rows || filed == rows)
}
