package injection_test

import (
	"hash/fnv"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/internal/evaluate"
)

// splitSeed fixes the tune/hold-out split. Families are written from the
// tune half only (GUARDRAIL_EVAL_MISSES=tune lists its misses); the other
// 30% shows how much of a gain was fitted to the rows it was read from.
const splitSeed = "guardrail-injection-split-v1"

// heldOut reports whether a text falls in the 30% hold-out half. The split
// hashes the text, so it does not depend on file order.
func heldOut(text string) bool {
	h := fnv.New32a()
	h.Write([]byte(splitSeed))
	h.Write([]byte(text))
	return h.Sum32()%100 < 30
}

// TestCorpusSplit reports detection and false positives on the tune (70%)
// and hold-out (30%) halves of the dev corpora, and asserts the same
// ceilings on both halves so a family that only works on rows it was read
// from shows up as a gap here.
func TestCorpusSplit(t *testing.T) {
	t.Parallel()
	dir := corporaDir(t)
	recs, err := evaluate.ReadFiles(
		filepath.Join(dir, "prompt_injection_attacks.jsonl"),
		filepath.Join(dir, "prompt_benign.jsonl"))
	require.NoError(t, err)
	var tune, hold []evaluate.Record
	for _, r := range recs {
		if heldOut(r.Text) {
			hold = append(hold, r)
		} else {
			tune = append(tune, r)
		}
	}
	det := detector(t)
	for _, half := range []struct {
		name  string
		recs  []evaluate.Record
		floor float64
	}{{"tune", tune, floorTune}, {"hold-out", hold, floorHoldOut}} {
		rep := evaluate.Run(half.recs, det)
		o := rep.Overall
		t.Logf("%-8s detection %5.1f%% (%d/%d)  benign FP %.2f%% (%d/%d)  hard-negative FP %.1f%% (%d/%d)",
			half.name, 100*o.DetectionRate(), o.Detected, o.Positives,
			100*o.FalsePositiveRate(), o.FalsePositives, o.Negatives,
			100*o.HardFalsePositiveRate(), o.HardFalsePositives, o.HardNegatives)
		for _, c := range rep.Categories {
			if c.Positives > 0 {
				t.Logf("%-8s   %-36s %3d/%-3d %5.1f%%", half.name, c.Category, c.Detected, c.Positives, 100*c.DetectionRate())
			}
		}
		assert.GreaterOrEqual(t, o.DetectionRate(), half.floor, half.name+": all attacks")
		assert.LessOrEqual(t, o.FalsePositiveRate(), ceilFP, half.name+": benign false positives")
		assert.LessOrEqual(t, o.HardFalsePositiveRate(), ceilHardFP, half.name+": hard-negative false positives")
	}
	if os.Getenv("GUARDRAIL_EVAL_MISSES") == "tune" {
		s := defaultScanner
		for _, r := range tune {
			m, ok := s.Scan(r.Text)
			if (ok && !m.Monitor) != r.Positive() {
				t.Logf("%v %s %s %q", r.Positive(), m.ID, r.Category, r.Text[:min(len(r.Text), 300)])
			}
		}
	}
}
