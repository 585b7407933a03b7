//go:build race

package guardtest

// raceEnabled: sync.Pool drops items at random under -race, so allocations
// are only counted without it.
const raceEnabled = true
