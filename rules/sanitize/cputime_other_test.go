//go:build !unix

package sanitize

import "time"

var start = time.Now()

// cpuTime falls back to wall time where rusage is not available.
func cpuTime() time.Duration { return time.Since(start) }
