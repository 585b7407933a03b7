package shell

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPrintfText(t *testing.T) {
	t.Parallel()
	tests := []struct {
		format string
		args   []string
		want   string
		ok     bool
	}{
		{"rm", nil, "rm", true},
		{"c%sl", []string{"ur"}, "curl", true},
		{"%s%s", []string{"r", "m"}, "rm", true},
		{`%s\n`, []string{"a", "b"}, "a\nb\n", true}, // the format again per argument
		{`\x72\x6d -rf ~`, nil, "rm -rf ~", true},
		{"%b", []string{`r\x6d`}, "rm", true},
		{"%s", []string{`r\x6d`}, `r\x6d`, true}, // %s leaves escapes
		{"%c%c", []string{"rest", "mode"}, "rm", true},
		{"%d items", []string{"5"}, "5 items", true},
		{"%d", nil, "0", true},
		{"%05d", []string{"-42"}, "-0042", true},
		{"%5s|%-3s|", []string{"ab", "c"}, "   ab|c  |", true},
		{"%.2s", []string{"rmdir"}, "rm", true},
		{"100%%", nil, "100%", true},
		{`\x25s`, []string{"x"}, "%s", true}, // an escaped percent sign is text
		{"%s and %s", []string{"a"}, "a and ", true},
		{"%d", []string{"x"}, "", false},
		{"%x", []string{"255"}, "", false},
		{"%*s", []string{"5", "a"}, "", false},
		{"%+d", []string{"5"}, "", false},
		{"%9999s", []string{"a"}, "", false},
		{"50%", nil, "", false},
		{"%256s", make([]string, 300), "", false}, // past maxPrintfText
	}
	for _, tt := range tests {
		t.Run(tt.format, func(t *testing.T) {
			t.Parallel()
			got, ok := printfText(tt.format, tt.args)
			assert.Equal(t, tt.ok, ok)
			assert.Equal(t, tt.want, got)
		})
	}
}

// FuzzPrintfText: any format and arguments are read without panicking; a
// format with no directive and no escape prints as written; the output is
// bounded by the format, the arguments and the widths.
func FuzzPrintfText(f *testing.F) {
	f.Add("c%sl", "ur", "x")
	f.Add(`%-5.2s|%05d\n`, "abc", "-7")
	f.Add("%%%b%c", `\x41`, "")
	f.Fuzz(func(t *testing.T, format, a, b string) {
		out, ok := printfText(format, []string{a, b})
		if !ok {
			return
		}
		if !strings.ContainsAny(format, `%\`) {
			assert.Equal(t, format, out)
		}
		assert.LessOrEqual(t, len(out), maxPrintfText)
	})
}
