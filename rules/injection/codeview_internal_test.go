package injection

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestOrigRangeAgrees checks the binary searches of origRange against the
// walk over the checkpoints they replaced, on marks with runs of equal
// values (a stretch of the message that folds to nothing).
func TestOrigRangeAgrees(t *testing.T) {
	walk := func(bp *buffers, b0, b1 int32, n int) (int, int) {
		o0, o1 := 0, n
		for k, m := range bp.checkMarks {
			if int32(m) <= b0 {
				o0 = bp.checkCuts[k]
			}
			if int32(m) >= b1 {
				o1 = bp.checkCuts[k]
				break
			}
		}
		return o0, o1
	}
	r := rand.New(rand.NewPCG(3, 5))
	for range 2000 {
		bp := &buffers{}
		m := 0
		for k := range r.IntN(40) {
			bp.checkCuts = append(bp.checkCuts, (k+1)*checkpointStep)
			m += r.IntN(3) * r.IntN(40) // often unchanged
			bp.checkMarks = append(bp.checkMarks, m)
		}
		n := (len(bp.checkCuts) + 1) * checkpointStep
		for range 20 {
			b0 := int32(r.IntN(m + 10))
			b1 := b0 + int32(r.IntN(50))
			w0, w1 := walk(bp, b0, b1, n)
			g0, g1 := bp.origRange(b0, b1, n)
			require.Equal(t, [2]int{w0, w1}, [2]int{g0, g1}, "marks %v, [%d, %d)", bp.checkMarks, b0, b1)
		}
	}
}
