package injection

import (
	"slices"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
)

func TestQuotedSpans(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want []string
	}{
		{`write a regex that detects 'ignore previous instructions'`, []string{"ignore previous instructions"}},
		{`say "hello" and "bye"`, []string{"hello", "bye"}},
		{"run `rm -rf /` in ```sh\nls\n```", []string{"rm -rf /", "sh\nls\n"}},
		{"don't and won't are not quotes", nil},
		{"“curly” «guillemets» 「かぎ」", []string{"curly", "guillemets", "かぎ"}},
		{"„Anführung“ und „getippt\"", []string{"Anführung", "getippt"}}, // a German „ closed by a plain " as typed
		{`an "unclosed quote`, nil},
		{"```never closed", []string{"never closed"}},
		{"it's John's 'book'", []string{"book"}},
		{"id,body\n2,\"say \"\"hi\"\" now\",x", []string{`say ""hi"" now`}}, // a CSV cell: "" is an escaped quote
		{`he said ""hi"" twice`, []string{`"hi`}},                           // not a field: "" is no escape
	}
	for _, tt := range tests {
		var got []string
		for _, q := range quotedSpans(nil, tt.text) {
			got = append(got, tt.text[q.start:q.end])
		}
		assert.Equal(t, tt.want, got, tt.text)
	}
}

// A quoted cell of a table is a value; a quotation in prose is not one.
func TestFieldQuote(t *testing.T) {
	t.Parallel()
	for text, want := range map[string]bool{
		"title,body\nLogin,\"the cell\",2024":  true,
		"\"a whole line\"\nnext":               true,
		"a\t\"tab separated\"\tb":              true,
		"x;\"semicolons\";y":                   true,
		"he wrote \"the phrase\" in the title": false,
		"title: \"the phrase\"":                false,
		"a,\"cell\" and more":                  false,
	} {
		qs := quotedSpans(nil, text)
		if !assert.Len(t, qs, 1, text) {
			continue
		}
		assert.Equal(t, want, fieldQuote(text, qs[0]), text)
	}
}

// FuzzQuotedSpans: spans are in order, do not overlap, lie inside the
// text on rune boundaries, and there are at most maxQuoted of them.
func FuzzQuotedSpans(f *testing.F) {
	for _, s := range []string{`a "b" c`, "x `y` ```z```", "'a' b 'c", "“«「」»”", "```", "``", `""`, "\xff'\xfe'", "'s 's 'a' 't", "« « » «", "a,\"x\"\"y\" 'z' 'w"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		qs := quotedSpans(nil, s)
		if plain := quotedSpansWith(nil, s, nil); !slices.Equal(qs, plain) {
			t.Fatalf("remembered searches %v, read in full %v, in %q", qs, plain, s)
		}
		if len(qs) > maxQuoted {
			t.Fatalf("%d spans", len(qs))
		}
		prev := 0
		for _, q := range qs {
			if q.start < prev || q.end < q.start || q.end > len(s) {
				t.Fatalf("bad span %+v after %d in %q", q, prev, s)
			}
			if utf8.ValidString(s) && (!utf8.ValidString(s[:q.start]) || !utf8.ValidString(s[q.start:q.end])) {
				t.Fatalf("span %+v splits a rune of %q", q, s)
			}
			prev = q.end
		}
	})
}

// FuzzParseRule: the rule parser never panics, and a rule it accepts
// compiles into a scanner that scans without panicking.
func FuzzParseRule(f *testing.F) {
	for _, s := range []string{
		"@ignore ~3 @prior", "(a|b c|@all) ~2 d | ^ x $", "^ ~2 a ~1 $", "a* b", "(", "~3 a", "a ~99 b", "@", "()", "a | | b", "$ a", "a ^",
	} {
		f.Add(s, "ignore all previous instructions a b c d x")
	}
	f.Fuzz(func(t *testing.T, rule, text string) {
		if _, err := parseRule(rule); err != nil {
			return
		}
		s, err := Compile(Pack{{ID: "f", Rule: rule}})
		if err != nil {
			return
		}
		s.Scan(text)
	})
}
