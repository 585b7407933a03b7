package chat_test

import (
	"context"
	"io"
	"strings"
	"testing"

	"github.com/guardrail-go/guardrail/server/chat"
)

// typicalText is one assistant text line as Claude Code streams it: one
// block, the message envelope with its usage, ids and model.
var typicalText = asst(`{"type":"text","text":"I looked at the handler in internal/server/chat.go and the failing test. The problem is that readLoop returns before the writer goroutine drains its channel, so the last frame is lost when the client closes first. I changed it to wait on a sync.WaitGroup and added a regression test."}`)

func BenchmarkProcessOutput(b *testing.B) {
	a := newAgent(b)
	ctx := context.Background()
	for _, bc := range []struct{ name, raw string }{
		{"assistant-text", typicalText},
		{"assistant-question", asst(`{"type":"text","text":"I found two configs. Should the staging one win?"}`)},
		{"tool_use", asst(`{"type":"tool_use","id":"toolu_01A09q90qw90lq917835lq9","name":"Bash","input":{"command":"go test ./...","description":"Run the tests"}}`)},
		{"tool_result-4KB", user(`{"tool_use_id":"toolu_01","type":"tool_result","content":"` + strings.Repeat("ok  \\tgithub.com/acme/app/pkg\\t0.412s\\n", 120) + `"}`)},
		{"ask", asst(`{"type":"tool_use","id":"toolu_ask1","name":"AskUserQuestion","input":` + askInput + `}`)},
		{"result", outCases[resultCase()].raw},
		{"system-init-hidden", outCases[0].raw},
		{"stream_event-hidden", `{"type":"stream_event","event":{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Hel"}},"parent_tool_use_id":null,` + sid + `}`},
	} {
		raw := []byte(bc.raw)
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(raw)))
			for b.Loop() {
				if _, err := a.ProcessOutput(ctx, raw); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkClassify(b *testing.B) {
	raw := []byte(typicalText)
	b.ReportAllocs()
	b.SetBytes(int64(len(raw)))
	for b.Loop() {
		chat.Classify(raw)
	}
}

func BenchmarkFilterSession(b *testing.B) {
	a := newAgent(b)
	var sb strings.Builder
	for range 50 {
		sb.WriteString(typicalText + "\n")
		sb.WriteString(outCases[0].raw + "\n")
	}
	in := sb.String()
	b.ReportAllocs()
	b.SetBytes(int64(len(in)))
	for b.Loop() {
		if err := chat.Filter(context.Background(), a, strings.NewReader(in), io.Discard); err != nil {
			b.Fatal(err)
		}
	}
}

func resultCase() int {
	for i, c := range outCases {
		if c.name == "result/success" {
			return i
		}
	}
	panic("no result case")
}
