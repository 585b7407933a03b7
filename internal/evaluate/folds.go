package evaluate

import (
	"fmt"
	"hash/fnv"
	"io"
	"text/tabwriter"
)

// Fold returns which of k folds text belongs to, fixed by a hash of the
// text (FNV-1a): the same text is in the same fold whatever file, order or
// run it comes in, so a fold kept out of tuning stays out.
func Fold(text string, k int) int {
	if k <= 1 {
		return 0
	}
	h := fnv.New64a()
	_, _ = io.WriteString(h, text)
	return int(h.Sum64() % uint64(k))
}

// FoldReport is a Report split by fold: each fold's tally, for reporting
// a detector on text it was not tuned on (tune while looking at k-1
// folds, report the one kept out; every fold's number and their spread
// say how much the result depends on the sample).
type FoldReport struct {
	Report
	Folds []Stats
}

// RunFolds is Run with the outcome also tallied per fold of k (at least
// 2). The detector runs once per record.
func RunFolds(recs []Record, detect Detector, k int) FoldReport {
	k = max(k, 2)
	fr := FoldReport{Folds: make([]Stats, k)}
	for i := range fr.Folds {
		fr.Folds[i].Category = fmt.Sprintf("fold %d", i)
	}
	fr.Report = run(recs, detect, func(rec Record, one Stats) {
		fr.Folds[Fold(rec.foldText(), k)].add(one)
	})
	return fr
}

// Write prints the whole report, then one row per fold and the spread of
// the detection and false-positive rates across folds.
func (fr FoldReport) Write(w io.Writer) error {
	if err := fr.Report.Write(w); err != nil {
		return err
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "fold\tdetected\trate\tfalse pos\trate\thard neg FP\trate\t")
	for _, s := range fr.Folds {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t\n", s.Category,
			frac(s.Detected, s.Positives), pct(s.DetectionRate()),
			frac(s.FalsePositives, s.Negatives), pct(s.FalsePositiveRate()),
			frac(s.HardFalsePositives, s.HardNegatives), pct(s.HardFalsePositiveRate()))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	lo, hi := spread(fr.Folds, Stats.DetectionRate)
	flo, fhi := spread(fr.Folds, Stats.FalsePositiveRate)
	_, err := fmt.Fprintf(w, "folds: %d by a hash of the text; detection %s–%s, false positives %s–%s across folds\n",
		len(fr.Folds), pct(lo), pct(hi), pct(flo), pct(fhi))
	return err
}

// spread is the lowest and highest rate across folds that have one.
func spread(folds []Stats, rate func(Stats) float64) (lo, hi float64) {
	lo, hi = -1, -1
	for _, s := range folds {
		r := rate(s)
		if r < 0 {
			continue
		}
		if lo < 0 || r < lo {
			lo = r
		}
		if r > hi {
			hi = r
		}
	}
	return lo, hi
}
