package evaluate

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFoldIsFixedByTheText(t *testing.T) {
	t.Parallel()
	for _, text := range []string{"", "a", "rm -rf /", strings.Repeat("x", 1000)} {
		f := Fold(text, 5)
		assert.GreaterOrEqual(t, f, 0)
		assert.Less(t, f, 5)
		assert.Equal(t, f, Fold(text, 5), "the same text, the same fold")
	}
	assert.Equal(t, 0, Fold("anything", 1))
	counts := make([]int, 5)
	for i := range 5000 {
		counts[Fold(strings.Repeat("w", i%7)+string(rune('a'+i%26))+strings.Repeat("z", i/26), 5)]++
	}
	for f, n := range counts {
		assert.Greater(t, n, 700, "fold %d is not starved: %v", f, counts)
	}
}

func TestRunFolds(t *testing.T) {
	t.Parallel()
	var recs []Record
	for i := range 200 {
		label := "benign"
		if i%2 == 0 {
			label = "attack"
		}
		recs = append(recs, Record{Text: strings.Repeat("t", i+1), Label: label})
	}
	calls := 0
	// Flags texts of even length: every attack, no benign text.
	fr := RunFolds(recs, Flags(func(text string) bool { calls++; return len(text)%2 == 1 }), 5)
	assert.Equal(t, len(recs), calls, "one decision per record")
	require.Len(t, fr.Folds, 5)
	var sum Stats
	for _, f := range fr.Folds {
		sum.add(f)
	}
	sum.Category = "overall"
	assert.Equal(t, fr.Overall, sum, "the folds partition the records")
	assert.Equal(t, 100, fr.Overall.Detected)
	assert.Zero(t, fr.Overall.FalsePositives)
	var b strings.Builder
	require.NoError(t, fr.Write(&b))
	assert.Contains(t, b.String(), "fold 4")
	assert.Contains(t, b.String(), "folds: 5 by a hash of the text; detection 100.0%–100.0%, false positives 0.0%–0.0%")
}
