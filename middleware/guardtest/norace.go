//go:build !race

package guardtest

const raceEnabled = false
