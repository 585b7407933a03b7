package httpguard_test

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/guardrail-go/guardrail/middleware/httpguard"
)

// FuzzExtract: any bytes; no panic; invalid JSON is ErrNotJSON and valid
// JSON at worst a *ShapeError; texts are non-empty UTF-8; the last-user
// texts are among the all-user texts; and whatever user message a Go
// handler decoding the body with encoding/json would read, the extractor
// returned it (the guard cannot be shown one text while the handler gets
// another).
func FuzzExtract(f *testing.F) {
	for _, s := range []string{
		`{"messages":[{"role":"user","content":"hi"},{"role":"user","content":[{"type":"text","text":"a"},"b"]}]}`,
		`{"input":[{"role":"user","content":[{"type":"input_text","text":"x"}]}],"text":{"format":{}}}`,
		`{"contents":[{"parts":[{"text":"g"}]}],"prompt":{"variables":{"a":"b"}}}`,
		`{"prompt":["a","b"],"message":{"role":"user","content":"m"},"text":"t"}`,
		`{"MESSAGES":[{"Role":"USER","CONTENT":"x"}],"m\u0065ssages":[]}`,
		`{"messages":[{"role":"user","content":"evil","Content":"fine"}]}`,
		`{"meſſages":[{"role":"user","content":"\ud800"}]}`,
		`[1,"a",{"b":null}]`, `"s"`, `{`, ``, `{"messages":[1]}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		last, errLast := httpguard.ExtractLastUser(body)
		all, errAll := httpguard.ExtractAllUser(body)
		if !json.Valid(body) {
			if !errors.Is(errLast, httpguard.ErrNotJSON) || !errors.Is(errAll, httpguard.ErrNotJSON) {
				t.Fatalf("invalid JSON: %v / %v", errLast, errAll)
			}
			return
		}
		var se *httpguard.ShapeError
		if errLast != nil || errAll != nil {
			if !errors.As(errLast, &se) || !errors.As(errAll, &se) {
				t.Fatalf("valid JSON: want *ShapeError from both, got %v / %v", errLast, errAll)
			}
			return
		}
		for _, s := range all {
			if s == "" || !utf8.ValidString(s) {
				t.Fatalf("bad text %q", s)
			}
		}
		for _, s := range last {
			if !slices.Contains(all, s) {
				t.Fatalf("last text %q not among all %q", s, all)
			}
		}
		var goView struct {
			Messages []struct {
				Role    string          `json:"role"`
				Content json.RawMessage `json:"content"`
			} `json:"messages"`
		}
		if json.Unmarshal(body, &goView) != nil {
			return
		}
		lastUser := ""
		for _, m := range goView.Messages {
			if !strings.EqualFold(m.Role, "user") {
				continue
			}
			var s string
			if json.Unmarshal(m.Content, &s) != nil {
				lastUser = "" // parts, null: compared by the table tests
				continue
			}
			lastUser = s
			if s != "" && !slices.Contains(all, s) {
				t.Fatalf("a Go handler reads user message %q; the extractor returned %q", s, all)
			}
		}
		if lastUser != "" && !slices.Contains(last, lastUser) {
			t.Fatalf("a Go handler reads last user message %q; the extractor returned %q", lastUser, last)
		}
	})
}
