package injection

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestTypoVariants: one letter dropped or two neighbours swapped; the
// word itself and its singular are not variants.
func TestTypoVariants(t *testing.T) {
	t.Parallel()
	got := typoVariants("instructions")
	assert.Contains(t, got, "insturctions") // swapped
	assert.Contains(t, got, "instrutions")  // dropped
	assert.NotContains(t, got, "instructions")
	assert.NotContains(t, got, "instruction")
	assert.Contains(t, got, "instrucctions") // doubled
	assert.Contains(t, got, "instrictions")  // a neighbouring key
	assert.Len(t, typoVariants("abc"), 3+2+3+9, "3 drops, 2 swaps, 3 doubles, 3 neighbouring keys for each letter")
	assert.Equal(t, []string{"a", "aaa", "qa", "sa", "za", "aq", "as", "az"}, typoVariants("aa"), "a slip that makes the same word twice is one variant")
}

// TestSwapVariants: each pair of neighbours swapped once, a swap of two
// equal letters is no variant.
func TestSwapVariants(t *testing.T) {
	t.Parallel()
	assert.Equal(t, []string{"eltter", "lteter", "letetr", "lettre"}, swapVariants("letter"))
	assert.Empty(t, swapVariants("aa"))
}

// TestTyposReachTheClasses: a class that holds a watched word holds its
// slips, and a slip that is a word of another class keeps its meaning.
func TestTyposReachTheClasses(t *testing.T) {
	t.Parallel()
	for class, slip := range map[string]string{"ignore": "ignroe", "prior": "pervious", "secret": "passwrod", "instructions": "insturctions", "rules": "pormpt"} {
		assert.Contains(t, builtinClasses[class], slip, class)
	}
	classes := map[string][]string{"a": {"ignore"}, "b": {"ignor"}}
	slips := map[string]bool{}
	addTypos(classes, slips, map[string]bool{})
	assert.True(t, slips["ingore"])
	assert.Contains(t, classes["a"], "ingore")
	assert.NotContains(t, classes["a"], "ignor", "a word of class b stays b's")
}
