//go:build race

package sanitize

// raceEnabled: the race detector makes sync.Pool drop items on purpose,
// so allocation counts are meaningless under it.
const raceEnabled = true
