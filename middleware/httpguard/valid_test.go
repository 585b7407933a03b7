package httpguard

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestValidMatchesEncodingJSON(t *testing.T) {
	t.Parallel()
	deep := func(n int) string { return strings.Repeat("[", n) + strings.Repeat("]", n) }
	for _, s := range []string{
		``, ` `, `{}`, `[]`, `""`, `0`, `-0`, `01`, `-`, `1.`, `1.5`, `1e`, `1e+`, `1E-7`, `-12.5e10`, `.5`, `+1`,
		`true`, `tru`, `truex`, `null`, `nul`, `false `, ` {"a":1} `, `{"a":1,}`, `{"a" 1}`, `{a:1}`, `{"a":1}{`,
		`[1,]`, `[,1]`, `[1 2]`, `["a","b"]`, `"\u00e9\n\t\/\\\""`, `"\u00g0"`, `"\x"`, `"a` + "\x01" + `"`,
		"\"\xff\xfe\"", `"unterminated`, `"\`, `"\u12`, "\t\n\r{\"k\" :\n[true,false,null]}\r\n", "{\"a\":1}\x00",
		deep(10000), deep(10001), `{"a":` + deep(9999) + `}`, `{"a":` + deep(10000) + `}`,
	} {
		assert.Equal(t, json.Valid([]byte(s)), valid([]byte(s)), "%.40q", s)
	}
}

// FuzzValid: valid and json.Valid agree on any bytes.
func FuzzValid(f *testing.F) {
	for _, s := range []string{`{"messages":[{"role":"user","content":"hi"}]}`, `[1,-2.5e3,true,null,"\u0041"]`, `{"a":}`, "\"\x00\""} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if got, want := valid(b), json.Valid(b); got != want {
			t.Fatalf("valid(%q) = %v, json.Valid says %v", b, got, want)
		}
	})
}

// BenchmarkValid: the scanner against json.Valid on a chat body.
func BenchmarkValid(b *testing.B) {
	body := []byte(`{"model":"gpt-4o","messages":[{"role":"system","content":"You are a helpful assistant."},{"role":"user","content":"` +
		strings.Repeat("Can you help me understand this code? It reads a config file. ", 14) + `"}]}`)
	for _, bc := range []struct {
		name string
		f    func([]byte) bool
	}{{"scanner", valid}, {"encoding-json", json.Valid}} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(body)))
			for b.Loop() {
				if !bc.f(body) {
					b.Fatal("invalid")
				}
			}
		})
	}
}
