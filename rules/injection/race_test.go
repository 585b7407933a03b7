//go:build race

package injection_test

// raceEnabled: sync.Pool drops items at random under -race, so allocation
// counts are only asserted without it.
const raceEnabled = true
