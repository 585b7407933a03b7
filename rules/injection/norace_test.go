//go:build !race

package injection_test

const raceEnabled = false
