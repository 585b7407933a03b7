package sanitize

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestBoxTableWrap: a token wrapped inside a box-drawn table's cell is
// redacted whole, chunked as one-shot; a full cell whose next row holds
// other cells' text, and a cell with room left, join nothing.
func TestBoxTableWrap(t *testing.T) {
	t.Parallel()
	c := Default()
	table := "┃ Variable     ┃ Value                          ┃\n" +
		"│ HF_TOKEN     │ hf_VLEhodGmMFyjWrpdeSncNdWELbd │\n" +
		"│              │ PuvDwZQ                        │\n" +
		"│ WANDB_MODE   │ offline                        │\n"
	got := c.Sanitize(table)
	assert.NotContains(t, got, "VLEhodGm")
	assert.NotContains(t, got, "PuvDwZQ")
	assert.Contains(t, got, "│ WANDB_MODE   │ offline")
	for seed := range uint64(8) {
		rng := rand.New(rand.NewPCG(seed, 3))
		assert.Equal(t, got, streamAll(t, c, table, func() int { return 1 + rng.IntN(9) }))
	}
	// ASCII borders too (tabulate's "grid", psql's default)
	ascii := "| GH_TOKEN | ghp_Xk29dLq8ZpA3mW7vN4bR |\n|          | 1cT6eY0uI9oP2aS5dF8g     |\n"
	assert.NotContains(t, c.Sanitize(ascii), "1cT6eY0uI9oP2aS5dF8g")

	for _, in := range []string{
		// the next row's first cell is not empty: no continuation
		"│ KEY_ONE │ Xk29dLq8ZpA3mW7v │\n│ KEY_TWO │ N4bR1cT6eY0uI9oP │\n",
		// words in a description column
		"│ name    │ The service account used by the nightly │\n│         │ export job                              │\n",
	} {
		assert.Equal(t, in, c.Sanitize(in))
	}
	n, st := boxWrapAt([]byte(" │\n│   │ ab"), 0, true)
	assert.Equal(t, seqOK, st)
	assert.Equal(t, len(" │\n│   │ "), n)
	_, st = boxWrapAt([]byte(" │\n│   "), 0, false)
	assert.Equal(t, seqMore, st)
	_, st = boxWrapAt([]byte(" │ next"), 0, true)
	assert.Equal(t, seqNone, st)
}
