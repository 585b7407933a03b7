// Package evaluate measures a text detector against labelled JSONL corpora:
// detection rate per category, false-positive rate (ordinary and hard
// negatives apart, because "looks like an attack but is not" is a different
// question from "ordinary traffic") and throughput.
//
// A corpus line is a JSON object with at least "text" and "label"; the
// labels "attack", "dangerous" and "secret" are positives, anything else
// (normally "benign") is a negative. "category" is reported by its top level
// (the part before ':'), and "hard_negative": true marks a benign text
// built to look like an attack.
package evaluate

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"text/tabwriter"
	"time"
)

// Record is one labelled line of a corpus.
type Record struct {
	Text         string `json:"text"`
	Label        string `json:"label"`
	Category     string `json:"category"`
	HardNegative bool   `json:"hard_negative"`
	// FoldKey, when set, is the text the record's fold is fixed by instead
	// of Text: every wrapping of an attack falls in the attack's fold.
	FoldKey string `json:"-"`
}

// foldText is what Fold hashes for r.
func (r Record) foldText() string {
	if r.FoldKey != "" {
		return r.FoldKey
	}
	return r.Text
}

// Positive reports whether the record's label is an attack-like label.
func (r Record) Positive() bool { return IsPositive(r.Label) }

// IsPositive reports whether label marks something a detector should flag.
func IsPositive(label string) bool {
	switch label {
	case "attack", "dangerous", "secret":
		return true
	}
	return false
}

// TopCategory returns the category up to the first ':' ("notinject" for
// "notinject:Technique Queries"), or "uncategorised".
func TopCategory(c string) string {
	if i := strings.IndexByte(c, ':'); i >= 0 {
		c = c[:i]
	}
	if c == "" {
		return "uncategorised"
	}
	return c
}

// LineError reports a corpus line that could not be read.
type LineError struct {
	Path string
	Line int
	Err  error
}

func (e *LineError) Error() string {
	return fmt.Sprintf("%s:%d: %v", e.Path, e.Line, e.Err)
}

func (e *LineError) Unwrap() error { return e.Err }

// ErrNoText is wrapped by a LineError for a line without a "text" field.
var ErrNoText = errors.New("record has no text")

// Read parses JSONL records from r; name is used in errors. Blank lines are
// skipped.
func Read(r io.Reader, name string) ([]Record, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64<<10), 16<<20)
	var out []Record
	for line := 1; sc.Scan(); line++ {
		b := sc.Bytes()
		if len(strings.TrimSpace(string(b))) == 0 {
			continue
		}
		var rec Record
		if err := json.Unmarshal(b, &rec); err != nil {
			return nil, &LineError{Path: name, Line: line, Err: err}
		}
		if rec.Text == "" {
			return nil, &LineError{Path: name, Line: line, Err: ErrNoText}
		}
		out = append(out, rec)
	}
	if err := sc.Err(); err != nil {
		return nil, &LineError{Path: name, Err: err}
	}
	return out, nil
}

// ReadFiles reads and concatenates several corpus files.
func ReadFiles(paths ...string) ([]Record, error) {
	var all []Record
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			return nil, err
		}
		recs, err := Read(f, p)
		f.Close()
		if err != nil {
			return nil, err
		}
		all = append(all, recs...)
	}
	return all, nil
}

// Stats counts outcomes for one category (or overall).
type Stats struct {
	Category string
	// Positives and Detected: attack-like records and how many were flagged.
	Positives, Detected int
	// Negatives and FalsePositives: ordinary benign records.
	Negatives, FalsePositives int
	// HardNegatives and HardFalsePositives: benign look-alikes.
	HardNegatives, HardFalsePositives int
	// AskedPositives and AskedNegatives: records the detector neither
	// passed nor flagged but asked a person about (benign look-alikes
	// count with the negatives). An ask is not a detection: it stops the
	// operation only until someone approves it.
	AskedPositives, AskedNegatives int
}

// DetectionRate is Detected/Positives, or -1 without positives.
func (s Stats) DetectionRate() float64 { return ratio(s.Detected, s.Positives) }

// FalsePositiveRate is FalsePositives/Negatives, or -1 without negatives.
func (s Stats) FalsePositiveRate() float64 { return ratio(s.FalsePositives, s.Negatives) }

// HardFalsePositiveRate is HardFalsePositives/HardNegatives, or -1.
func (s Stats) HardFalsePositiveRate() float64 { return ratio(s.HardFalsePositives, s.HardNegatives) }

func ratio(a, b int) float64 {
	if b == 0 {
		return -1
	}
	return float64(a) / float64(b)
}

func (s *Stats) add(o Stats) {
	s.Positives += o.Positives
	s.Detected += o.Detected
	s.Negatives += o.Negatives
	s.FalsePositives += o.FalsePositives
	s.HardNegatives += o.HardNegatives
	s.HardFalsePositives += o.HardFalsePositives
	s.AskedPositives += o.AskedPositives
	s.AskedNegatives += o.AskedNegatives
}

// Report is the outcome of Run.
type Report struct {
	// Categories are sorted by name.
	Categories []Stats
	Overall    Stats
	Texts      int
	Bytes      int64
	// Elapsed is the time spent inside the detector only.
	Elapsed time.Duration
}

// MBPerSecond is the detector's throughput in 10^6 bytes per second.
func (r Report) MBPerSecond() float64 {
	if r.Elapsed <= 0 {
		return 0
	}
	return float64(r.Bytes) / 1e6 / r.Elapsed.Seconds()
}

// TextsPerSecond is the detector's throughput in records per second.
func (r Report) TextsPerSecond() float64 {
	if r.Elapsed <= 0 {
		return 0
	}
	return float64(r.Texts) / r.Elapsed.Seconds()
}

// Outcome is what a detector did with one text.
type Outcome uint8

const (
	// Pass: not flagged.
	Pass Outcome = iota
	// Ask: held for a person's approval (counted apart).
	Ask
	// Flag: detected (denied, or a secret rewritten).
	Flag
)

// Detector judges one text.
type Detector func(text string) Outcome

// Flags adapts a yes/no detector: true is Flag, false is Pass.
func Flags(f func(text string) bool) Detector {
	return func(text string) Outcome {
		if f(text) {
			return Flag
		}
		return Pass
	}
}

// Run applies detect to every record and tallies the outcome.
func Run(recs []Record, detect Detector) Report { return run(recs, detect, nil) }

// run is Run, also handing each record's outcome to each (when not nil).
func run(recs []Record, detect Detector, each func(Record, Stats)) Report {
	by := map[string]*Stats{}
	var rep Report
	for _, rec := range recs {
		start := time.Now()
		got := detect(rec.Text)
		rep.Elapsed += time.Since(start)
		rep.Texts++
		rep.Bytes += int64(len(rec.Text))
		cat := TopCategory(rec.Category)
		st := by[cat]
		if st == nil {
			st = &Stats{Category: cat}
			by[cat] = st
		}
		one := outcome(rec, got)
		st.add(one)
		if each != nil {
			each(rec, one)
		}
		rep.Overall.add(one)
	}
	rep.Overall.Category = "overall"
	for _, st := range by {
		rep.Categories = append(rep.Categories, *st)
	}
	slices.SortFunc(rep.Categories, func(a, b Stats) int { return strings.Compare(a.Category, b.Category) })
	return rep
}

// outcome is one record's tally: a positive detected or missed, a
// negative (ordinary or hard) flagged or not.
func outcome(rec Record, got Outcome) Stats {
	var one Stats
	flagged := got == Flag
	if got == Ask {
		if rec.Positive() {
			one.AskedPositives = 1
		} else {
			one.AskedNegatives = 1
		}
	}
	switch {
	case rec.Positive():
		one.Positives = 1
		if flagged {
			one.Detected = 1
		}
	case rec.HardNegative:
		one.HardNegatives = 1
		if flagged {
			one.HardFalsePositives = 1
		}
	default:
		one.Negatives = 1
		if flagged {
			one.FalsePositives = 1
		}
	}
	return one
}

func pct(v float64) string {
	if v < 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f%%", 100*v)
}

func frac(a, b int) string {
	if b == 0 {
		return "-"
	}
	return fmt.Sprintf("%d/%d", a, b)
}

// Write prints a table (one row per category, then the overall row) and
// ends with a one-line summary.
func (r Report) Write(w io.Writer) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "category\tdetected\trate\tfalse pos\trate\thard neg FP\trate\t")
	row := func(s Stats) {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t\n", s.Category,
			frac(s.Detected, s.Positives), pct(s.DetectionRate()),
			frac(s.FalsePositives, s.Negatives), pct(s.FalsePositiveRate()),
			frac(s.HardFalsePositives, s.HardNegatives), pct(s.HardFalsePositiveRate()))
	}
	for _, s := range r.Categories {
		row(s)
	}
	row(r.Overall)
	if err := tw.Flush(); err != nil {
		return err
	}
	o := r.Overall
	if o.AskedPositives+o.AskedNegatives > 0 {
		if _, err := fmt.Fprintf(w, "asked a person (not counted above): %s positives, %s negatives (%s)\n",
			frac(o.AskedPositives, o.Positives), frac(o.AskedNegatives, o.Negatives+o.HardNegatives),
			pct(ratio(o.AskedNegatives, o.Negatives+o.HardNegatives))); err != nil {
			return err
		}
	}
	_, err := fmt.Fprintf(w, "summary: detection %s (%d/%d), false positives %s (%d/%d), hard negatives %s (%d/%d), %d texts, %.1f MB/s, %.0f texts/s\n",
		pct(o.DetectionRate()), o.Detected, o.Positives,
		pct(o.FalsePositiveRate()), o.FalsePositives, o.Negatives,
		pct(o.HardFalsePositiveRate()), o.HardFalsePositives, o.HardNegatives,
		r.Texts, r.MBPerSecond(), r.TextsPerSecond())
	return err
}
