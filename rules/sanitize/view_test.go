package sanitize

import (
	"math/rand/v2"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func viewOf(raw string) *view {
	w := &view{}
	w.build([]byte(raw))
	return w
}

func TestViewDecodes(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ raw, view string }{
		{"plain text stays", "plain text stays"},
		{`sk\u002dant`, "sk-ant"},
		{`sk\u002Dant \/x \"q\" \\u002d`, `sk-ant /x "q" -`},
		{`sk\\u002dant \\x2d \\u00e9 \\x00 \\q \\u12`, `sk-ant - \u00e9 \x00 \q \u12`}, // ASCII escaped twice
		{`gh\\u001b[31mp_x`, "ghp_x"},
		{`a\u{2d}b \U0000002d \x2d \055`, "a-b - - -"},
		{`\ud83d\ude00 \ud83d alone \ude00`, "😀 \\ud83d alone \\ude00"},
		{`\xe9 \x00 \q \u12 \u12zz`, `\xe9 \x00 \q \u12 \u12zz`},
		{"line\\nbreak\\ttab", "line\nbreak\ttab"},
		{"&#45;&#x2D;&amp;&sol;&quot;&nbsp;&zwsp;x", "--&/\" x"},
		{"&amp &#; &#xZZ; &nosuch; &#1114112;", "&amp &#; &#xZZ; &nosuch; &#1114112;"},
		{"gh\x1b[31mp_\x1b[0mabc", "ghp_abc"},
		{"gh\x1b[38;5;208mp\x1b[1;4m_x\x1b=y\x1bc\x1b(Bz", "ghp_xycBz"}, // a letter ending ESC c or ESC ( B stays
		{`gh\u001b[31mp_\033[0mx\e[1my`, "ghp_xy"},
		{"\x1b]8;;https://u:p@h/\x1b\\link\x1b]8;;\x1b\\", " 8;;https://u:p@h/ link 8;; "},
		{"title\x1b]0;t\x07end", "title 0;t end"},
		{"k:\x1b[ AKIA \x1b[6 qx \x1b[1 Zy \x1b[!p \x1b[4 @z", "k: AKIA qx Zy p z"}, // a space after ESC [ is text; a final letter after intermediates stays
		{"lone \x1b and \u009b2Jcsi \x1b!Ax", "lone  and csi Ax"},
		{"gh\u200bp\u200c_\u200d\u2060a\ufeffb\u00adc\u034fd\U000e0061e", "ghp_abcde"},
		{"ｇｈｐ＿ＡＢＣ１２３", "ghp_ABC123"},
		{"𝐠𝐡𝐩_𝟏𝟐 ⓐ¹", "ghp_12 a1"},
		{"no\u00a0break\u3000wide\u2028sep", "no break wide\nsep"},
		{"é — “quoted” 日本 Лифт", "é — “quoted” 日本 Лифт"},
		{"Привет ghр_ ΑΚΙΑ", "Пpивeт ghp_ AKIA"}, // Cyrillic and Greek look-alikes of Latin letters fold
		{`\uff21\u200b\u0041`, "AA"},
		{`ghp\_x xoxb\-1 a\.b \*c\* d\+e\=\~ \q \d`, `ghp_x xoxb-1 a.b *c* d+e=~ \q \d`}, // Markdown's escapes of a token's punctuation
		{"g\u0332h\u0332p\u0332_\u0332x\u0332 cafe\u0301 \u0430\u0301", "ghp_x cafe a"},  // combining marks (a low line, an accent) go
	} {
		w := viewOf(tc.raw)
		assert.Equal(t, tc.view, string(w.text), "%q", tc.raw)
		checkView(t, []byte(tc.raw), w, true)
	}
}

// A text without any lead byte is its own view: no copy, no edits.
func TestViewIdentityAliases(t *testing.T) {
	raw := []byte("nothing to decode here, é and 日本 too")
	w := &view{}
	w.build(raw)
	assert.Empty(t, w.edits)
	assert.Same(t, &raw[0], &w.text[0])
	assert.Zero(t, testing.AllocsPerRun(100, func() { w.build(raw) }))
}

// Every rune the fold table changes starts with a foldLead byte, else the
// fast path would skip it.
func TestFoldLeads(t *testing.T) {
	t.Parallel()
	ft := foldTab()
	var buf [utf8.UTFMax]byte
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if ft.lookup(r) == foldKeep {
			continue
		}
		utf8.EncodeRune(buf[:], r)
		require.True(t, foldLead[buf[0]], "U+%04X starts with %#x, not a lead byte", r, buf[0])
	}
}

func TestViewMapsSpans(t *testing.T) {
	t.Parallel()
	raw := "k=\u200bA\\u0042\x1b[1mC&#68;\u200b!"
	w := viewOf(raw)
	require.Equal(t, "k=ABCD!", string(w.text))
	// "ABCD" covers view [2,6): from the A (after the zero-width space)
	// to the end of &#68; (before the next zero-width space).
	assert.Equal(t, "A\\u0042\x1b[1mC&#68;", raw[w.rawLeft(2):w.rawRight(6)])
	assert.Equal(t, len(raw), w.rawLeft(len(w.text)))
	assert.Equal(t, "k=\u200b", raw[:w.rawLeft(2)])
}

// checkView asserts the view's invariants: the bytes between edits are
// the raw bytes, the maps are monotonic, and with eof the view covers
// the whole raw text.
func checkView(t testing.TB, raw []byte, w *view, eof bool) {
	t.Helper()
	v, r := 0, 0
	for _, e := range w.edits {
		require.GreaterOrEqual(t, int(e.v), v, "edits out of order")
		require.Equal(t, string(raw[r:r+int(e.v)-v]), string(w.text[v:e.v]), "unchanged stretch differs")
		r += int(e.v) - v
		require.Equal(t, r, int(e.r), "raw offsets out of step")
		require.Positive(t, e.rn)
		v, r = int(e.v+e.vn), int(e.r+e.rn)
	}
	require.Equal(t, string(raw[r:r+len(w.text)-v]), string(w.text[v:]))
	if eof {
		require.Equal(t, len(raw), r+len(w.text)-v, "view does not cover the text")
	}
	prevL, prevR := 0, 0
	for p := 0; p <= len(w.text); p++ {
		l, rr := w.rawLeft(p), w.rawRight(p)
		require.GreaterOrEqual(t, l, prevL)
		require.GreaterOrEqual(t, rr, prevR)
		prevL, prevR = l, rr
		if p == len(w.text) || utf8.RuneStart(w.text[p]) {
			require.LessOrEqual(t, rr, l, "right end past left start at %d", p)
		}
	}
}

// viewChunked normalises raw as a Stream does: a chunk at a time, each
// time as far as the bytes known allow, then the rest at the end.
func viewChunked(raw []byte, rng *rand.Rand) *view {
	w := &view{}
	done := 0
	for end := 0; end < len(raw); {
		end = min(len(raw), end+1+rng.IntN(9))
		done = w.normalize(raw[:end], done, false)
	}
	w.normalize(raw, done, true)
	return w
}

// FuzzViewChunked: the view of a text normalised chunk by chunk equals
// the view of the whole text, and its maps keep their invariants.
func FuzzViewChunked(f *testing.F) {
	for _, s := range []string{
		`sk\u002dant \ud83d\ude00 \u{2d} &#45; &amp;`, "gh\x1b[31mp_\x1b[0m \x1b]8;;u\x1b\\ l",
		"ｇｈｐ＿\u200b¹ &nosuch; \\q \\", "\\u12", "&#x1", "\x1b[", "\xe2\x80", `\ud83d\u`,
		"&amp;#95; &amp;lowbar; &amp;amp;#45; &amp;#x", "&amp;", "&amp;nosuch; &AMP;#x2d;",
		"%67%68%70%5F%41%42 %20%41%42%43%44 %4", "x%41%42%43%4", "%%41%41%41%41%4G%41",
	} {
		f.Add(s, uint64(1))
	}
	f.Fuzz(func(t *testing.T, raw string, seed uint64) {
		if len(raw) > 2048 {
			return
		}
		whole := viewOf(raw)
		checkView(t, []byte(raw), whole, true)
		chunked := viewChunked([]byte(raw), rand.New(rand.NewPCG(seed, 3)))
		require.Equal(t, string(whole.text), string(chunked.text))
		if len(whole.edits)+len(chunked.edits) > 0 {
			require.Equal(t, whole.edits, chunked.edits)
		}
	})
}

// A secret written with Cyrillic or Greek look-alikes of its Latin letters
// is redacted; text in those scripts is left as it is.
func TestConfusablesRedacted(t *testing.T) {
	t.Parallel()
	c := Default()
	for _, tc := range []struct{ in, want string }{
		{"token: gh\u0440_R8tY2kLm9QwE4zXcV7bN1pA6sD3fG5hJ0uIo", "token: [token]"},
		{"\u0410\u041aI\u0410QWERTYUIOPASDFGH", "[token]"},
		{"Привет, как дела? Сорок сорок сорок", "Привет, как дела? Сорок сорок сорок"},
		{"Η ΑΚΡΟΠΟΛΗ ΕΙΝΑΙ ΣΤΗΝ ΑΘΗΝΑ", "Η ΑΚΡΟΠΟΛΗ ΕΙΝΑΙ ΣΤΗΝ ΑΘΗΝΑ"},
	} {
		assert.Equal(t, tc.want, c.Sanitize(tc.in), "%q", tc.in)
	}
}

// A model writing Markdown escapes the underscores and dashes of a token
// (ghp\_…, xoxb\-…) so they are not read as emphasis: the token is still
// one, and redacted whole; escaped prose is left as written.
func TestMarkdownEscapedToken(t *testing.T) {
	t.Parallel()
	c := Default()
	for _, tc := range []struct{ in, gone, keep string }{
		{"Your token: ghp\\_Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2s", "Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2s", "Your token:"},
		{"| bot | xoxb\\-2341234123\\-1234123412341\\-Xk29dLq8ZpA3mW7vN4bR1cT6 |", "Xk29dLq8ZpA3mW7vN4bR1cT6", "| bot |"},
		{"set `sk\\-ant\\-api03\\-Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9iOaQ`", "Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2sU9iOaQ", "set `"},
	} {
		got := c.Sanitize(tc.in)
		assert.NotContains(t, got, tc.gone, "%q", tc.in)
		assert.Contains(t, got, tc.keep)
	}
	for _, prose := range []string{
		"rename my\\_old\\_name to new\\_name in the \\*draft\\*",
		"1\\. install it \\- then run `make`",
	} {
		assert.Equal(t, prose, c.Sanitize(prose))
	}
}

// A token written with a combining mark under or over each character
// reads as the token: it is redacted whole.
func TestCombiningMarkedToken(t *testing.T) {
	t.Parallel()
	c := Default()
	var b []rune
	for _, r := range "ghp_Xk29dLq8ZpA3mW7vN4bR1cT6yH0jF5gE2s" {
		b = append(b, r, 0x0332)
	}
	in := "token: " + string(b) + " (underlined)"
	got := c.Sanitize(in)
	assert.Contains(t, got, ReplToken)
	assert.NotContains(t, got, string(b[:20]))
	assert.Equal(t, "Café crème, naïve façade", c.Sanitize("Café crème, naïve façade"))
}

// nextLead's eight-byte test finds the first lead byte a byte-by-byte
// search finds, wherever it stands in the word and whichever it is.
func TestNextLeadEqualsByteScan(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(28, 8))
	pool := []byte("ab \n\t\\&\x1b\x07\x7f\x80\xe2\xff0~")
	for range 100000 {
		b := make([]byte, rng.IntN(40))
		for i := range b {
			if rng.IntN(5) == 0 {
				b[i] = pool[rng.IntN(len(pool))]
			} else {
				b[i] = byte('a' + rng.IntN(26))
			}
		}
		i := 0
		if len(b) > 0 {
			i = rng.IntN(len(b) + 1)
		}
		want := i
		for want < len(b) && !foldLead[b[want]] {
			want++
		}
		require.Equal(t, want, nextLead(b, i), "%q from %d", b, i)
	}
}
