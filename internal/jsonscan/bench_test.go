package jsonscan

import (
	"bytes"
	"strings"
	"testing"
)

// benchDocs are a typical tool input, a chat body with plain and escaped
// text, and the worst text for the string path: every character escaped.
func benchDocs() map[string][]byte {
	var chat bytes.Buffer
	chat.WriteString(`{"model":"m","messages":[`)
	for i := range 40 {
		if i > 0 {
			chat.WriteByte(',')
		}
		chat.WriteString(`{"role":"user","content":"` + strings.Repeat("plain words here, ", 10) + `é \"quoted\" \n"}`)
	}
	chat.WriteString(`],"stream":true,"temperature":0.7}`)
	return map[string][]byte{
		"tool-input": []byte(`{"command":"git status && npm test","description":"Run the tests","timeout":120000}`),
		"chat-8KiB":  chat.Bytes(),
		"escapes":    []byte(`{"a":"` + strings.Repeat(`\n\u00e9\"`, 500) + `"}`),
	}
}

// benchEach runs read over each of benchDocs.
func benchEach(b *testing.B, read func(doc []byte) error) {
	for name, doc := range benchDocs() {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(doc)))
			for b.Loop() {
				if err := read(doc); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkValid(b *testing.B) {
	benchEach(b, func(doc []byte) error { return Valid(doc, Limits{}) })
}

func BenchmarkStringField(b *testing.B) {
	benchEach(b, func(doc []byte) error {
		_, _, err := StringField(doc, "command", Limits{})
		return err
	})
}

func BenchmarkStrings(b *testing.B) {
	n := 0
	benchEach(b, func(doc []byte) error {
		return Strings(doc, Limits{}, func(_, _ int, v []byte) error { n += len(v); return nil })
	})
}
