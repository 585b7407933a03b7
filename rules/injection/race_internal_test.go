//go:build race

package injection

// raceStride thins the texts of the pure comparison tests under -race,
// which adds nothing to them but a tenfold cost.
const raceStride = 8
