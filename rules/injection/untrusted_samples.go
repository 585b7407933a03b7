package injection

import (
	"slices"
	"strings"
)

// A red-team dataset, an eval's fixtures or a classifier's training file
// holds attack prompts as labelled samples: a CSV with a label column, a
// YAML list whose records say what is expected of each input, JSON lines
// with a category beside the prompt. An agent that reads one to fix a test
// is reading data, not being addressed; but every sample is an attack, so
// the file was denied whole. A labelled record's sample text is what it is
// only because a label beside it says so: when a result is denied for an
// attack of sampleFamilies (an override, a prompt to reveal, a persona,
// a jailbreak, a dictated answer), it is read again with the samples of
// its labelled records blanked. A sample that asks for a goal (a file
// sent out, a command run: goalIn) is never blanked, so a record cannot
// carry an order to act by wearing a label.

// sampleFamilies are the families a labelled sample does not carry.
var sampleFamilies = map[string]bool{
	"instruction_override":  true,
	"prompt_extraction":     true,
	"roleplay_manipulation": true,
	"jailbreak":             true,
	"output_hijack":         true,
}

// sampleLabelKeys name a record's label: what the sample is or what the
// system under test must do with it. Not "type" (an API's content blocks
// have it: {"type": "text", "text": …}), nor "labels" or "category" (an
// issue's and a blog post's JSON have them beside their text); a CSV's
// header is a dataset's, so csvLabelKeys add those.
var (
	sampleLabelKeys = []string{"label", "expected", "expect", "expectation", "verdict", "attack_type",
		"attack_category", "technique", "is_injection", "is_attack", "is_jailbreak", "injection", "malicious",
		"harmful", "unsafe", "should_block", "should_refuse", "blocked", "refused"}
	csvLabelKeys = append([]string{"labels", "category", "class", "classification"}, sampleLabelKeys...)
)

// sampleTextKeys name a record's sample: the text sent to the system
// under test, or what it answered.
var sampleTextKeys = []string{"input", "prompt", "text", "query", "question", "message", "payload", "attack",
	"content", "instruction", "utterance", "sample", "user_input", "adversarial_prompt", "response", "output", "completion"}

// labelledSamples returns text with the samples of its labelled records
// blanked (byte offsets kept), or text itself when it holds none. A
// dataset has records: one labelled object or list item alone is no
// dataset, and is read as it is.
func labelledSamples(text string) string {
	var b []byte
	for _, find := range []func(string) ([][2]int, int){csvSamples, yamlSamples, jsonSamples} {
		spans, records := find(text)
		if records < minSampleRecords {
			continue
		}
		for _, sp := range spans {
			if sampleActs(text[sp[0]:sp[1]]) {
				continue
			}
			if b == nil {
				b = []byte(text)
			}
			for k := sp[0]; k < sp[1]; k++ {
				if b[k] != '\n' && b[k] != '\r' {
					b[k] = ' '
				}
			}
		}
	}
	if b == nil {
		return text
	}
	return string(b)
}

// minSampleRecords is how many labelled records make a dataset.
const minSampleRecords = 2

// sampleActs reports whether a sample asks for a goal (goalIn): it is
// read whatever its label. The model's own prompt is no goal here: a
// prompt to reveal it is what an extraction sample is.
func sampleActs(sample string) bool {
	return goalWhere(sample, nil, func(g *goal, m string) bool {
		return g.name != "secret_out" || !containsAny(strings.ToLower(m), samplePromptWords)
	})
}

// samplePromptWords name the model's own prompt.
var samplePromptWords = []string{"prompt", "instruction", "rules", "guidelines"}

// sampleKey reports whether name, lowered, is one of keys.
func sampleKey(keys []string, name string) bool {
	return slices.Contains(keys, strings.ToLower(strings.Trim(name, `"' `)))
}

// csvSamples finds the records of a CSV or TSV whose header, within the
// first five lines, names a label column and a sample column; the records
// run to the first blank line.
func csvSamples(text string) (spans [][2]int, records int) {
	header, at, lines := false, 0, 0
	for line := range strings.SplitAfterSeq(text, "\n") {
		start := at
		at += len(line)
		body := stripLinePrefix(strings.TrimRight(line, "\n"))
		if !header {
			if lines++; lines > 5 {
				return nil, 0
			}
			header = csvHeader(body)
			continue
		}
		if body == "" {
			break
		}
		spans = append(spans, [2]int{start + len(line) - len(strings.TrimLeft(line, " \t0123456789→")), start + len(strings.TrimRight(line, "\r\n"))})
	}
	return spans, len(spans)
}

// csvHeader reports whether a line is a CSV or TSV header with a label
// column and a sample column: two to twelve short names.
func csvHeader(line string) bool {
	sep := ","
	if strings.Contains(line, "\t") {
		sep = "\t"
	}
	names := strings.Split(line, sep)
	if len(names) < 2 || len(names) > 12 {
		return false
	}
	label, sample := false, false
	for _, nm := range names {
		nm = strings.Trim(strings.TrimSpace(nm), `"`)
		if nm == "" || len(nm) > 32 || strings.ContainsAny(nm, " .:/(){}") {
			return false
		}
		label = label || sampleKey(csvLabelKeys, nm)
		sample = sample || sampleKey(sampleTextKeys, nm)
	}
	return label && sample
}

// yamlSamples finds the sample values of YAML list records ("- input:
// …" and the keys indented under it) that carry a label key.
func yamlSamples(text string) (spans [][2]int, records int) {
	type field struct {
		key        string
		start, end int // the value's bytes, a block scalar's lines included
	}
	indent := -1
	var rec []field
	flush := func() {
		if slices.ContainsFunc(rec, func(f field) bool { return sampleKey(sampleLabelKeys, f.key) }) {
			records++
			for _, f := range rec {
				if sampleKey(sampleTextKeys, f.key) && f.end > f.start {
					spans = append(spans, [2]int{f.start, f.end})
				}
			}
		}
		rec = rec[:0]
	}
	at := 0
	for line := range strings.SplitAfterSeq(text, "\n") {
		start := at
		at += len(line)
		trimmed := strings.TrimLeft(line, " ")
		ind := len(line) - len(trimmed)
		item := strings.HasPrefix(trimmed, "- ")
		if item {
			flush()
			indent = ind
			trimmed = trimmed[2:]
		} else if indent < 0 || ind <= indent && strings.TrimSpace(line) != "" {
			flush()
			indent = -1
			continue
		}
		end := start + len(strings.TrimRight(line, "\r\n"))
		key, _, ok := strings.Cut(trimmed, ":")
		switch {
		case ok && key != "" && !strings.ContainsAny(key, " \t\"'"):
			rec = append(rec, field{key: key, start: start + len(line) - len(trimmed) + len(key) + 1, end: end})
		case len(rec) > 0:
			rec[len(rec)-1].end = end // a block scalar's line
		}
	}
	flush()
	return spans, records
}

// jsonSamples finds the sample strings of JSON objects (one a line, or
// spread over lines) that have a label key: a string value of a sample key
// in the same object. Nested objects are objects of their own.
func jsonSamples(text string) (spans [][2]int, records int) {
	if !strings.Contains(text, "{") {
		return nil, 0
	}
	type object struct {
		label bool
		vals  [][2]int
	}
	var stack []object
	key := ""
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '"':
			j := i + 1
			for j < len(text) && text[j] != '"' {
				if text[j] == '\\' {
					j++
				}
				j++
			}
			if j >= len(text) {
				return spans, records
			}
			k := j + 1
			for k < len(text) && (text[k] == ' ' || text[k] == '\t' || text[k] == '\n' || text[k] == '\r') {
				k++
			}
			if len(stack) > 0 {
				top := &stack[len(stack)-1]
				switch {
				case k < len(text) && text[k] == ':':
					key = text[i+1 : j]
					top.label = top.label || sampleKey(sampleLabelKeys, key)
				case sampleKey(sampleTextKeys, key):
					top.vals = append(top.vals, [2]int{i + 1, j})
					key = ""
				}
			}
			i = j
		case '{':
			stack = append(stack, object{})
			key = ""
		case '}':
			if len(stack) == 0 {
				continue
			}
			top := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if top.label {
				records++
				spans = append(spans, top.vals...)
			}
			key = ""
		case ',', '[':
			key = ""
		}
	}
	return spans, records
}
