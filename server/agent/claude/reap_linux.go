//go:build linux

package claude

import (
	"bytes"
	"os"
	"strconv"
	"syscall"
)

// reapTagged kills every process whose environment holds tag, and says how
// many it found. A process may fork while it is being killed, so it looks
// again until a pass finds none (a few passes at most).
func reapTagged(tag string) int {
	self := os.Getpid()
	want := []byte(tag)
	killed := 0
	for range 5 {
		found := 0
		ents, err := os.ReadDir("/proc")
		if err != nil {
			return killed
		}
		for _, e := range ents {
			pid, err := strconv.Atoi(e.Name())
			if err != nil || pid == self {
				continue
			}
			env, err := os.ReadFile("/proc/" + e.Name() + "/environ")
			if err != nil || !hasEnvEntry(env, want) {
				continue
			}
			if syscall.Kill(pid, syscall.SIGKILL) == nil {
				found++
			}
		}
		killed += found
		if found == 0 {
			break
		}
	}
	return killed
}

// hasEnvEntry reports whether the NUL-separated environment env holds the
// entry want exactly.
func hasEnvEntry(env, want []byte) bool {
	for len(env) > 0 {
		entry := env
		if i := bytes.IndexByte(env, 0); i >= 0 {
			entry, env = env[:i], env[i+1:]
		} else {
			env = nil
		}
		if bytes.Equal(entry, want) {
			return true
		}
	}
	return false
}
