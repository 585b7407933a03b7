package injection_test

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/guardrail-go/guardrail/internal/evaluate"
)

// heldFold is the fold kept out of tuning (docs/detection.md, "Numbers by
// fold"): families are written while looking at the misses of folds 0–3
// only (GUARDRAIL_EVAL_MISSES=tune lists them); fold 4 is reported.
const heldFold = 4

// TestCorpusFolds reports detection and false positives per fold of the
// dev corpora (five folds fixed by a hash of the text, as `guardrail eval
// --folds 5`), asserts the out-of-fold floors on fold 4, and with
// GUARDRAIL_EVAL_MISSES=tune lists the misses and false positives of the
// tuning folds — never of fold 4.
func TestCorpusFolds(t *testing.T) {
	t.Parallel()
	recs := promptRecords(t)
	fr := evaluate.RunFolds(recs, detector(t), 5)
	for _, f := range fr.Folds {
		t.Logf("%s  detection %5.1f%% (%d/%d)  benign FP %.2f%% (%d/%d)  hard-negative FP %.1f%% (%d/%d)",
			f.Category, 100*f.DetectionRate(), f.Detected, f.Positives,
			100*f.FalsePositiveRate(), f.FalsePositives, f.Negatives,
			100*f.HardFalsePositiveRate(), f.HardFalsePositives, f.HardNegatives)
	}
	held := fr.Folds[heldFold]
	assert.GreaterOrEqual(t, held.DetectionRate(), floorHeld, "fold 4: all attacks")
	assert.LessOrEqual(t, held.FalsePositiveRate(), ceilHeldFP, "fold 4: benign false positives")
	assert.LessOrEqual(t, held.HardFalsePositiveRate(), ceilHeldHardFP, "fold 4: hard-negative false positives")
	if os.Getenv("GUARDRAIL_EVAL_MISSES") == "tune" {
		for _, r := range recs {
			if evaluate.Fold(r.Text, 5) == heldFold {
				continue
			}
			m, span, ok := defaultScanner.WhyMatch(r.Text)
			if (ok && !m.Monitor) != r.Positive() {
				t.Logf("%v %s [%s] %s %q", r.Positive(), m.ID, span, r.Category, r.Text[:min(len(r.Text), 300)])
			}
		}
	}
}
