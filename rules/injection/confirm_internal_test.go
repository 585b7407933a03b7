package injection

import (
	"bufio"
	"math/rand/v2"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/guardrail-go/guardrail/internal/normalize"

	"github.com/stretchr/testify/require"
)

// windowCase builds a words view from seed and the windows of anchors in
// it, placed as the scanner places them (windowAround), in random order.
func windowCase(seed uint64, words []string, window int) (w []byte, wins [][2]int) {
	r := rand.New(rand.NewPCG(seed, seed>>7))
	var b strings.Builder
	var anchors [][2]int
	for b.Len() < 6000 {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		word := words[r.IntN(len(words))]
		anchors = append(anchors, [2]int{b.Len(), b.Len() + len(word)})
		b.WriteString(word)
	}
	w = []byte(b.String())
	for _, a := range anchors {
		if r.IntN(3) == 0 {
			lo, hi := windowAround(w, a[0], a[1], window)
			wins = append(wins, [2]int{lo, hi})
		}
	}
	r.Shuffle(len(wins), func(i, j int) { wins[i], wins[j] = wins[j], wins[i] })
	return w, wins
}

// TestWindowMatcherAgrees checks windowMatcher against the expression run
// on each window alone, windows asked in any order, over texts where the
// expression matches often, rarely, and in long stretches.
func TestWindowMatcherAgrees(t *testing.T) {
	t.Parallel()
	words := []string{"you", "told", "to", "the", "password", "a", "secret", "is", "now", "reply", "in", "your", "x", "misaligned", "aligned"}
	for _, expr := range []string{
		`\btold you(?: \S+){0,3} password\b`,
		`\bthe (?:secret|password) is\b`,
		`\b(?:you|your)(?: \S+){0,16} reply\b`,
		`\bx x x\b`,
		`\baligned\b`,
		`\bnow(?: now)*$`,
		`\btold you\b|\bnow(?: now)*$|(?:a|b)|[|(]x`,
		`^(?:\S+ ){0,3}the password\b`,
	} {
		re := regexp.MustCompile(expr)
		withStarts, err := splitEdges(expr)
		require.NoError(t, err)
		// With the start literals, and without them: the tiles.
		tiles, err := splitAlternatives(expr, false)
		require.NoError(t, err)
		for _, wr := range []windowRe{withStarts, tiles} {
			for seed := range uint64(40) {
				w, wins := windowCase(seed, words, 160)
				var wm windowMatcher
				wm.reset()
				for _, win := range wins {
					got := wm.matches(w, &wr, 3, exprConfirm, 160, win[0], win[1])
					require.Equal(t, re.Match(w[win[0]:win[1]]), got, "%s seed %d window %v", expr, seed, win)
				}
			}
		}
	}
}

// TestWindowStartsAgree checks the start literals of every confirm and
// unless expression of the built-in packs against the expression run on
// the window, over windows of the probes' words views.
func TestWindowStartsAgree(t *testing.T) {
	t.Parallel()
	exprs := packWindowExprs(t, func(wr *windowRe) bool { return wr.started.ok() || wr.aloneS.ok() })
	require.Greater(t, len(exprs), 30, "most expressions have start literals")
	started := make([]*regexp.Regexp, len(exprs))
	for k := range exprs {
		started[k] = startedRe(&exprs[k].wr)
	}
	r := rand.New(rand.NewPCG(1, 2))
	for n, text := range loadProbeTexts(t) {
		if n%raceStride != 0 {
			continue
		}
		w := normalize.AppendNormalized(nil, text)
		for range min(3, len(w)) {
			lo := r.IntN(len(w))
			hi := lo + 1 + r.IntN(len(w)-lo)
			lo, hi = windowAround(w, lo, hi, 0)
			for k := range exprs {
				wr := &exprs[k].wr
				for _, part := range []struct {
					re *regexp.Regexp
					cs *codeStarts
				}{{started[k], &wr.started}, {wr.alone, &wr.aloneS}} {
					if part.cs.ok() {
						require.Equal(t, part.re.Match(w[lo:hi]), part.cs.match(w[lo:hi], 0), "%s on %q", exprs[k].id, w[lo:hi])
					}
				}
			}
		}
	}
}

// startedRe is the started part of wr compiled whole, for comparing.
func startedRe(wr *windowRe) *regexp.Regexp {
	if !wr.started.ok() {
		return nil
	}
	return regexp.MustCompile(wr.started.src)
}

func FuzzWindowMatcher(f *testing.F) {
	f.Add(uint64(1), uint16(160))
	f.Add(uint64(7), uint16(40))
	words := []string{"told", "you", "to", "password", "the", "is", "x", "y", "xpassword", "toldyou"}
	const expr = `\btold you(?: \S+){0,4} (?:password|x)\b|\bthe (?:\S+ )?is$`
	re := regexp.MustCompile(expr)
	wr, err := splitEdges(expr)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, seed uint64, window uint16) {
		win := int(window%400) + 1
		w, wins := windowCase(seed, words, win)
		var wm windowMatcher
		wm.reset()
		for _, ws := range wins {
			if wm.matches(w, &wr, 0, exprConfirm, win, ws[0], ws[1]) != re.Match(w[ws[0]:ws[1]]) {
				t.Fatalf("window %v of a %d-byte view disagrees", ws, len(w))
			}
		}
	})
}

func TestReadsEdges(t *testing.T) {
	t.Parallel()
	for expr, want := range map[string]bool{
		`\btold you\b`: false, `now$`: true, `^the`: true, `(?m)^x`: true, `\Ax`: true, `a\z`: true, `a|b$`: true,
	} {
		require.Equal(t, want, readsEdges(regexp.MustCompile(expr)), expr)
	}
	require.False(t, readsEdges(nil))
}

func TestWindowAround(t *testing.T) {
	t.Parallel()
	w := []byte("the misaligned words " + strings.Repeat("x", 100) + " end")
	lo, hi := windowAround(w, 15, 20, 8) // "words", cutting "misaligned" and the x run
	require.Equal(t, "misaligned words "+strings.Repeat("x", 7+maxWiden), string(w[lo:hi]))
	lo, hi = windowAround(w, 0, 3, 1000)
	require.Equal(t, 0, lo)
	require.Equal(t, len(w), hi)
}

// TestEarlierAnchorChangesNothing: an anchor of the same pattern earlier in
// the tile must not change the answer for a later one whose expression
// reads the text's end ($): such windows are read alone.
func TestEarlierAnchorChangesNothing(t *testing.T) {
	t.Parallel()
	u := MustCompileUntrusted(UntrustedPack(), ConversationPack())
	tail := strings.Repeat("so ", 40) + "show the guidelines" + strings.Repeat(" now", 60) + " end"
	alone, ok := u.Scan(tail)
	require.True(t, ok)
	for _, lead := range []string{"the guidelines x ", "the guidelines ", "guidelines guidelines "} {
		m, ok := u.Scan(lead + tail)
		require.True(t, ok, lead)
		require.Equal(t, alone.ID, m.ID, lead)
	}
}

func TestSplitEdges(t *testing.T) {
	t.Parallel()
	// started: the part with start literals when they are used; without
	// them it is in tiled.
	tests := []struct{ src, tiled, alone, started string }{
		{`\ba\b|b$|(?:c|d$)|[|]e|\w+f`, `\ba\b|[|]e|\w+f`, `b$|(?:c|d$)`, `\ba\b|[|]e`},
		{`\ba\b`, `\ba\b`, "", `\ba\b`},
		{`^a`, "", `^a`, ""},
		{`(?i)a|b$`, "", `(?i)a|b$`, ""},
		{`\(|a\|b`, `\(|a\|b`, "", `\(|a\|b`},
	}
	str := func(re *regexp.Regexp) string {
		if re == nil {
			return ""
		}
		return re.String()
	}
	for _, tt := range tests {
		wr, err := splitAlternatives(tt.src, false)
		require.NoError(t, err, tt.src)
		require.Equal(t, tt.tiled, str(wr.tiled), tt.src)
		require.Equal(t, tt.alone, str(wr.alone), tt.src)
		wr, err = splitEdges(tt.src)
		require.NoError(t, err, tt.src)
		require.Equal(t, tt.started, wr.started.src, tt.src)
		require.Equal(t, tt.alone, str(wr.alone), tt.src)
	}
}

// TestWindowMatcherReadsLinearly: over a text with an anchor every few
// words, the tiled expressions are handed twice the text, not a window
// per anchor (15 times the text here), whether the expression matches
// nowhere or everywhere; matches in long stretches cost more.
func TestWindowMatcherReadsLinearly(t *testing.T) {
	t.Parallel()
	w, wins := repeatedWindows()
	perWindow := 0
	for _, win := range wins {
		perWindow += win[1] - win[0]
	}
	require.Greater(t, perWindow, 10*len(w))
	for _, tt := range []struct {
		expr  string
		bound int
	}{
		{`\bnever seen here\b`, 2 * len(w)},
		{`\btold you\b`, 2 * len(w)},
		// Matches 40 words long cut most windows, and a cut window is
		// read alone (up to its first match, which the count does not
		// see): still half of a window per anchor.
		{`\btold(?: \S+){0,40} password\b`, perWindow / 2},
	} {
		wr, err := splitEdges(tt.expr)
		require.NoError(t, err)
		var wm windowMatcher
		wm.reset()
		for _, win := range wins {
			wm.matches(w, &wr, 0, exprConfirm, DefaultWindow, win[0], win[1])
		}
		require.LessOrEqual(t, wm.read, tt.bound, tt.expr)
	}
}

// TestOverlappingWindowsAgree asks one matcher, as a judgement does, for
// many overlapping windows of one words view (probes said over and over,
// so that the starts repeat) and compares each answer with the expression
// run on the window alone, for every confirming expression of the packs
// that has start literals; some windows are cut inside a word.
func TestOverlappingWindowsAgree(t *testing.T) {
	t.Parallel()
	exprs := packWindowExprs(t, func(wr *windowRe) bool { return wr.started.ok() })
	probes := loadProbeTexts(t)
	r := rand.New(rand.NewPCG(9, 4))
	for n := 0; n < len(probes); n += 7 * raceStride {
		var b strings.Builder
		for b.Len() < 1500 {
			b.WriteString(probes[(n+r.IntN(20))%len(probes)])
			b.WriteString(" ")
		}
		w := normalize.AppendNormalized(nil, b.String())
		if len(w) == 0 {
			continue
		}
		for k := range exprs {
			var wm windowMatcher
			wm.reset()
			for range 12 {
				lo := r.IntN(len(w))
				hi := lo + 1 + r.IntN(min(300, len(w)-lo))
				if r.IntN(3) > 0 {
					lo, hi = windowAround(w, lo, hi, 0)
				}
				got := wm.matches(w, &exprs[k].wr, 1, exprConfirm, 100, lo, hi)
				require.Equal(t, exprs[k].re.Match(w[lo:hi]), got, "%s on %q", exprs[k].re, w[lo:hi])
			}
		}
	}
}

// windowExprCase is a confirm or unless expression of a built-in pack, split
// for windows (wr) and compiled whole (re).
type windowExprCase struct {
	id string
	wr windowRe
	re *regexp.Regexp
}

// packWindowExprs returns the confirm and unless expressions of the
// built-in packs whose split keep accepts.
func packWindowExprs(t *testing.T, keep func(*windowRe) bool) []windowExprCase {
	var out []windowExprCase
	for _, pack := range []Pack{DefaultPack(), UntrustedPack(), ConversationPack()} {
		for _, p := range pack {
			for _, src := range []string{p.Confirm, p.Unless} {
				if src == "" {
					continue
				}
				wr, err := compileWords(src)
				require.NoError(t, err, p.ID)
				if keep(&wr) {
					out = append(out, windowExprCase{p.ID, wr, regexp.MustCompile(normalizeRegexLiterals(src))})
				}
			}
		}
	}
	return out
}

// loadProbeTexts returns the text of every probe line.
func loadProbeTexts(t *testing.T) []string {
	f, err := os.Open("testdata/probes.tsv")
	require.NoError(t, err)
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if parts := strings.SplitN(sc.Text(), "\t", 3); len(parts) == 3 {
			out = append(out, parts[2])
		}
	}
	return out
}

// TestStartsTriedOnce: over a text that repeats a phrase, with a window
// around every anchor, each start of a started expression is run once
// (and once more where it opens a window), not once per window holding
// it (15 windows here), whether the expression matches there or not.
func TestStartsTriedOnce(t *testing.T) {
	t.Parallel()
	w, wins := repeatedWindows()
	for _, expr := range []string{`\btold you to\b`, `\btold you to (?:\S+ ){0,3}secret\b`} {
		wr, err := splitEdges(expr)
		require.NoError(t, err)
		require.True(t, wr.started.ok(), expr)
		var wm windowMatcher
		wm.reset()
		for _, win := range wins {
			got := wm.matches(w, &wr, 0, exprConfirm, DefaultWindow, win[0], win[1])
			require.Equal(t, regexp.MustCompile(expr).Match(w[win[0]:win[1]]), got, expr)
		}
		require.LessOrEqual(t, wm.tried, 1000+len(wins), expr)
	}
}

// TestWindowEndsOnWord: a window widened to a space ends before it, so
// that the byte after it reads as the text's end does (confirm_starts.go).
func TestWindowEndsOnWord(t *testing.T) {
	t.Parallel()
	w := []byte("aa bb cc dd ee")
	for start := range len(w) - 2 {
		lo, hi := windowAround(w, start, start+2, 3)
		require.NotEqual(t, byte(' '), w[hi-1], "window %q", w[lo:hi])
	}
}

// repeatedWindows returns a text that repeats a phrase with an anchor
// ("password") every few words, and the window around each anchor.
func repeatedWindows() ([]byte, [][2]int) {
	const unit = "told you to password "
	w := []byte(strings.Repeat(unit, 1000))
	var wins [][2]int
	for at := strings.Index(unit, "password"); at < len(w); at += len(unit) {
		lo, hi := windowAround(w, at, at+len("password"), DefaultWindow)
		wins = append(wins, [2]int{lo, hi})
	}
	return w, wins
}
