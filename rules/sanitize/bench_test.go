package sanitize

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// agentProse is ordinary model output: explanations, code identifiers,
// paths and numbers, no secrets and no vendor names.
const agentProse = `I looked at the handler in internal/server/chat.go and the failing test. The problem is that
readLoop returns before the writer goroutine drains its channel, so the last frame is lost when the
client closes first. I changed it to wait on a sync.WaitGroup and added a regression test
(TestChatClosesCleanly) that sends 3 messages and closes immediately. All 42 tests pass now; the
benchmark shows 1.8 µs per frame, unchanged. Next I would like to update the key handling in the
config loader so that an empty value is rejected with a clear error instead of a panic at line 118.
Should I go ahead, or would you rather review the diff first? `

func benchText(n int, withSecrets bool) string {
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		b.WriteString(agentProse)
		if withSecrets && i%2 == 0 {
			b.WriteString("Use ghp_Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2s with Claude Code and api_key=Xk29dLq8ZpA3mW7vN4bR. ")
		}
	}
	return b.String()[:n]
}

func BenchmarkSanitize(b *testing.B) {
	c := Default()
	for _, bc := range []struct {
		name    string
		size    int
		secrets bool
	}{
		{"prose-10KB", 10 << 10, false},
		{"prose-1MB", 1 << 20, false},
		{"secrets-10KB", 10 << 10, true},
	} {
		text := benchText(bc.size, bc.secrets)
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(text)))
			t0 := cpuTime()
			for b.Loop() {
				_ = c.Sanitize(text)
			}
			reportCPU(b, t0, len(text))
		})
	}
}

func BenchmarkStream64(b *testing.B) {
	c := Default()
	for _, bc := range []struct {
		name    string
		secrets bool
	}{{"prose-10KB", false}, {"secrets-10KB", true}} {
		text := []byte(benchText(10<<10, bc.secrets))
		b.Run(bc.name, func(b *testing.B) {
			st := NewStream(c, io.Discard)
			b.ReportAllocs()
			b.SetBytes(int64(len(text)))
			t0 := cpuTime()
			for b.Loop() {
				for i := 0; i < len(text); i += 64 {
					_, _ = st.Write(text[i:min(i+64, len(text))])
				}
				_ = st.Flush()
			}
			reportCPU(b, t0, len(text))
		})
	}
}

func BenchmarkSanitizeJSON(b *testing.B) {
	c := Default()
	msg := []byte(`{"type":"assistant","message":{"id":"msg_01","role":"assistant","content":[{"type":"text","text":"` +
		strings.ReplaceAll(agentProse, "\n", `\n`) + ` Claude Code wrote it with ghp_Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2s."},` +
		`{"type":"tool_use","id":"toolu_01A","name":"Bash","input":{"command":"go test ./..."}}]},"session_id":"abc"}`)
	b.ReportAllocs()
	b.SetBytes(int64(len(msg)))
	for b.Loop() {
		if _, err := c.SanitizeJSON(msg); err != nil {
			b.Fatal(err)
		}
	}
}

// realOutputs are texts an agent really sends back: the project's own
// documentation (prose, tables, commands, code blocks) and Go source (a
// file read with a tool), one message per file.
func realOutputs(b *testing.B) map[string][]string {
	b.Helper()
	sets := map[string][]string{}
	for name, glob := range map[string]string{"docs": "../../docs/*.md", "code": "../../middleware/*.go"} {
		files, err := filepath.Glob(glob)
		if err != nil || len(files) == 0 {
			b.Skipf("no %s files: %v", name, err)
		}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				b.Fatal(err)
			}
			sets[name] = append(sets[name], string(data))
		}
	}
	return sets
}

// reportCPU adds the throughput by CPU time (cpu-MB/s): on a shared
// machine wall time also counts the waits for other processes.
func reportCPU(b *testing.B, t0 time.Duration, bytesPerOp int) {
	if d := cpuTime() - t0; d > 0 && b.N > 0 {
		b.ReportMetric(float64(bytesPerOp)*float64(b.N)/d.Seconds()/1e6, "cpu-MB/s")
	}
}

func totalLen(texts []string) (n int) {
	for _, t := range texts {
		n += len(t)
	}
	return n
}

// BenchmarkSanitizeReal sanitizes each file as one message.
func BenchmarkSanitizeReal(b *testing.B) {
	c := Default()
	for _, name := range []string{"docs", "code"} {
		texts := realOutputs(b)[name]
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(totalLen(texts)))
			t0 := cpuTime()
			for b.Loop() {
				for _, t := range texts {
					_ = c.Sanitize(t)
				}
			}
			reportCPU(b, t0, totalLen(texts))
		})
	}
}

// BenchmarkStream64Real streams the same messages in 64-byte chunks.
// held-B is the mean number of bytes held back after a chunk (what a
// reader waits for).
func BenchmarkStream64Real(b *testing.B) {
	c := Default()
	for _, name := range []string{"docs", "code"} {
		texts := realOutputs(b)[name]
		b.Run(name, func(b *testing.B) {
			st := NewStream(c, io.Discard)
			b.ReportAllocs()
			b.SetBytes(int64(totalLen(texts)))
			t0 := cpuTime()
			held, chunks := 0, 0
			for b.Loop() {
				for _, t := range texts {
					for i := 0; i < len(t); i += 64 {
						_, _ = st.WriteString(t[i:min(i+64, len(t))])
						held += st.Buffered()
						chunks++
					}
					_ = st.Flush()
				}
			}
			reportCPU(b, t0, totalLen(texts))
			b.ReportMetric(float64(held)/float64(chunks), "held-B")
		})
	}
}
