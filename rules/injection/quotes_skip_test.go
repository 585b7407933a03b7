package injection

import (
	"strings"
	"testing"
)

// closingQuoteWalk is closingQuoteFrom as a walk over every rune: the
// reference of its skip to the closers' first bytes.
func closingQuoteWalk(text string, open, from int, closers string, opener rune, field bool) (int, int) {
	limit := min(len(text), open+maxQuote)
	for j := from; j < limit; {
		size, step := closerAt(text, j, open, closers, opener, field)
		if size > 0 {
			return j, size
		}
		j += step
	}
	return -1, 0
}

// checkClosers compares closingQuoteFrom with the walk for every opener,
// from every byte of text (rune boundary or not), with and without the
// field rule.
func checkClosers(t *testing.T, text string) {
	for opener, closers := range pairedQuotes {
		for open := 0; open <= len(text); open++ {
			for _, field := range []bool{false, opener == '"'} {
				for _, from := range []int{open, min(len(text), open+3)} {
					wantEnd, wantSize := closingQuoteWalk(text, open, from, closers, opener, field)
					end, size := closingQuoteFrom(text, open, from, closers, opener, field)
					if end != wantEnd || size != wantSize {
						t.Fatalf("opener %q from %d (open %d, field %v): %d,%d, want %d,%d in %q", opener, from, open, field, end, size, wantEnd, wantSize, text)
					}
				}
			}
		}
	}
}

func TestClosingQuoteSkips(t *testing.T) {
	t.Parallel()
	for _, text := range []string{
		`a "b" c`, "“«「」»”", `a,"x""y" 'z' 'w`, "it's 'quoted' here", "\xe2\x80\"\xe2\x80\x9d", "‘a’ ‚b‘ c’",
		"＂x＂ 《y》 〈z〉 『w』 ‹v›", "\xff\"\xfe'", "„a\" „b“ „c” „d", "“" + strings.Repeat("x", maxQuote+10) + "”",
	} {
		checkClosers(t, text)
	}
}

// FuzzClosingQuote checks closingQuoteFrom against the rune walk.
func FuzzClosingQuote(f *testing.F) {
	for _, s := range []string{`a "b" c`, "“«「」»”", "'s 's 'a' 't", "\xff'\xfe'", `a,"x""y" 'z'`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 256 {
			return
		}
		checkClosers(t, s)
	})
}

// checkNextQuoteLead checks that nextQuoteLead, from every place of
// text, passes over no byte that may begin a mark: quotedSpans then reads
// the same marks as a walk over every byte.
func checkNextQuoteLead(t *testing.T, text string) {
	for i := 0; i <= len(text); i++ {
		want := i
		for want < len(text) && !quoteLead[text[want]] {
			want++
		}
		if got := nextQuoteLead(text, i); got < i || got > want {
			t.Fatalf("from %d: %d, want %d to %d in %q", i, got, i, want, text)
		}
	}
}

func TestNextQuoteLead(t *testing.T) {
	t.Parallel()
	for _, text := range []string{"", "abc", "plain words and more plain words", `it's "quoted" and 'so' is this`,
		"«a» “b” 「c」 ＂d＂", "code `x` and ```y```", "\xff\xfe\x80 \xc2", strings.Repeat("x", 17) + `"` + strings.Repeat("y", 9) + "'"} {
		checkNextQuoteLead(t, text)
	}
}

// FuzzNextQuoteLead checks nextQuoteLead's skip on any text.
func FuzzNextQuoteLead(f *testing.F) {
	f.Add(`a "b" c`)
	f.Add("“«「」»”")
	f.Fuzz(func(t *testing.T, s string) {
		checkNextQuoteLead(t, s)
	})
}
