package injection_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/internal/evaluate"
	"github.com/guardrail-go/guardrail/rules/injection"
)

// corporaDir finds the shared dev corpora: $GUARDRAIL_CORPORA, else the
// checkout's sibling shared/corpora.
func corporaDir(t testing.TB) string {
	dir := os.Getenv("GUARDRAIL_CORPORA")
	if dir == "" {
		dir = filepath.Join("..", "..", "..", "shared", "corpora")
	}
	if _, err := os.Stat(filepath.Join(dir, "prompt_injection_attacks.jsonl")); err != nil {
		t.Skipf("corpora not found in %s (set GUARDRAIL_CORPORA)", dir)
	}
	return dir
}

// promptRecords reads both prompt files of the dev corpora.
func promptRecords(t testing.TB) []evaluate.Record {
	dir := corporaDir(t)
	recs, err := evaluate.ReadFiles(
		filepath.Join(dir, "prompt_injection_attacks.jsonl"),
		filepath.Join(dir, "prompt_benign.jsonl"))
	require.NoError(t, err)
	return recs
}

func detector(t testing.TB) evaluate.Detector {
	s, err := injection.Compile(injection.DefaultPack())
	require.NoError(t, err)
	return evaluate.Flags(func(text string) bool {
		m, ok := s.Scan(text)
		return ok && !m.Monitor
	})
}

// TestCorpusFloors asserts the rates reached on the dev corpora (see
// docs/detection.md), so a pattern change that loses ground fails here.
func TestCorpusFloors(t *testing.T) {
	t.Parallel()
	recs := promptRecords(t)
	rep := evaluate.Run(recs, detector(t))
	var buf bytes.Buffer
	require.NoError(t, rep.Write(&buf))
	t.Log("\n" + buf.String())
	if os.Getenv("GUARDRAIL_EVAL_MISSES") != "" {
		s := injection.MustCompile(injection.DefaultPack())
		for _, r := range recs {
			m, ok := s.Scan(r.Text)
			if (ok && !m.Monitor) != r.Positive() {
				t.Logf("%v %s %s %q", r.Positive(), m.ID, r.Category, r.Text[:min(len(r.Text), 200)])
			}
		}
	}
	rates := map[string]float64{}
	for _, c := range rep.Categories {
		rates[c.Category] = c.DetectionRate()
	}
	o := rep.Overall
	assert.GreaterOrEqual(t, o.DetectionRate(), floorAll, "all attacks")
	assert.LessOrEqual(t, o.FalsePositiveRate(), ceilFP, "benign false positives")
	assert.LessOrEqual(t, o.HardFalsePositiveRate(), ceilHardFP, "hard-negative false positives")
	for cat, floor := range categoryFloors {
		assert.GreaterOrEqual(t, rates[cat], floor, cat)
	}
}
