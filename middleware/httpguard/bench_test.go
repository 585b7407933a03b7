package httpguard_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/guardrail-go/guardrail/middleware/httpguard"
	"github.com/guardrail-go/guardrail/rules/policy"
)

// chatBody returns an OpenAI chat-completion body of size bytes: a system
// prompt, a short history and a benign last user message that fills the
// rest.
func chatBody(size int) []byte {
	msgs := []map[string]any{
		{"role": "system", "content": "You are a helpful assistant for a software team."},
		{"role": "user", "content": "How do I read a file in Go?"},
		{"role": "assistant", "content": "Use os.ReadFile, which returns the contents and an error."},
		{"role": "user", "content": ""},
	}
	doc := map[string]any{"model": "gpt-4o", "temperature": 0.2, "messages": msgs}
	b, _ := json.Marshal(doc)
	const phrase = "Can you help me understand this code? It reads a config file and prints each line. "
	need := max(0, size-len(b))
	msgs[3]["content"] = strings.Repeat(phrase, need/len(phrase)+1)[:need]
	b, _ = json.Marshal(doc)
	return b
}

type nopWriter struct{ h http.Header }

func (w *nopWriter) Header() http.Header         { return w.h }
func (w *nopWriter) Write(b []byte) (int, error) { return len(b), nil }
func (w *nopWriter) WriteHeader(int)             {}

// BenchmarkMiddleware: the middleware in process, on an allowed chat body,
// against the same handler without it (the cost added per request).
func BenchmarkMiddleware(b *testing.B) {
	drain := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body)
	})
	guard, err := httpguard.Middleware(policy.DefaultEngine(), httpguard.Options{})
	if err != nil {
		b.Fatal(err)
	}
	for _, size := range []int{1 << 10, 8 << 10} {
		body := chatBody(size)
		for _, bc := range []struct {
			name string
			h    http.Handler
		}{{"bare", drain}, {"guarded", guard(drain)}} {
			b.Run(sizeName(size)+"/"+bc.name, func(b *testing.B) {
				req := httptest.NewRequest(http.MethodPost, "/v1/chat/completions", nil)
				req.Header.Set("Content-Type", "application/json")
				w := &nopWriter{h: http.Header{}}
				rd := bytes.NewReader(body)
				b.ReportAllocs()
				b.SetBytes(int64(len(body)))
				for b.Loop() {
					rd.Reset(body)
					req.Body = io.NopCloser(rd)
					req.ContentLength = int64(len(body))
					bc.h.ServeHTTP(w, req)
				}
			})
		}
	}
}

// BenchmarkExtract: the default extractor alone.
func BenchmarkExtract(b *testing.B) {
	for _, size := range []int{1 << 10, 8 << 10, 64 << 10} {
		body := chatBody(size)
		b.Run(sizeName(size), func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(body)))
			for b.Loop() {
				if _, err := httpguard.ExtractLastUser(body); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkCheckHandler: one /v1/check request in process.
func BenchmarkCheckHandler(b *testing.B) {
	h, err := httpguard.CheckHandler(policy.DefaultEngine(), httpguard.CheckOptions{})
	if err != nil {
		b.Fatal(err)
	}
	body := []byte(`{"kind":"input","text":"Can you help me understand this code?","tenant":"acme"}`)
	req := httptest.NewRequest(http.MethodPost, "/v1/check", nil)
	w := &nopWriter{h: http.Header{}}
	rd := bytes.NewReader(body)
	b.ReportAllocs()
	b.SetBytes(int64(len(body)))
	for b.Loop() {
		rd.Reset(body)
		req.Body = io.NopCloser(rd)
		req.ContentLength = int64(len(body))
		h.ServeHTTP(w, req)
	}
}

func sizeName(n int) string { return fmt.Sprintf("%dKiB", n>>10) }
