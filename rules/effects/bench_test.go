package effects_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/effects"
)

// BenchmarkClassifier decides typical calls: an allowed read, a denied
// write and a recursive search.
func BenchmarkClassifier(b *testing.B) {
	c := compiled(b, nil)
	cl := effects.Classifier(c, fakeShell, middleware.Levels{Block: middleware.RiskHigh})
	ops := map[string]*middleware.Operation{
		"read-allowed": middleware.ToolCall("Read", json.RawMessage(`{"file_path":"/home/u/proj/src/main.go"}`)),
		"write-denied": middleware.ToolCall("Write", json.RawMessage(`{"file_path":"/home/u/.bashrc","content":"x"}`)),
		"grep-home":    middleware.ToolCall("Grep", json.RawMessage(`{"pattern":"AKIA","path":"/home/u"}`)),
	}
	for name, op := range ops {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(op.Input)))
			for b.Loop() {
				if _, err := cl.Classify(context.Background(), op); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
