//go:build unix

package sanitize

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time this process has used: benchmarks on a shared
// machine report it beside wall time, which waits for other processes.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
