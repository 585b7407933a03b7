package normalize

import (
	"bufio"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/require"
)

// bytewiseWords is the words view without the eight-byte block path: the
// reference the block path must reproduce byte for byte.
func bytewiseWords(dst []byte, s string) []byte {
	return appendState(state{dst: dst, base: len(dst), m: modeWords}, s)
}

// blockyText builds strings the block path is likely to take and to leave
// half way: letters of both cases, l/L, single and double spaces,
// punctuation, digits, leetspeak, apostrophes, NUL and non-ASCII.
func blockyText(r *rand.Rand) string {
	const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZllLL          "
	const rare = ".,;:!?-_()[]{}\"'\n\t0123456789@$\x00\x7f"
	var b strings.Builder
	for range r.IntN(80) {
		switch k := r.IntN(40); {
		case k == 0:
			b.WriteString([]string{"é", "ｉ", "\u200b", "о", "ß", "Ⅳ", "²"}[r.IntN(7)])
		case k < 5:
			b.WriteByte(rare[r.IntN(len(rare))])
		default:
			b.WriteByte(alphabet[r.IntN(len(alphabet))])
		}
	}
	return b.String()
}

func TestFastPathMatchesBytewise(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(1, 2))
	var texts []string
	for range 20000 {
		texts = append(texts, blockyText(r))
	}
	dir := os.Getenv("GUARDRAIL_CORPORA")
	if dir == "" {
		dir = filepath.Join("..", "..", "..", "shared", "corpora")
	}
	for _, name := range []string{"prompt_injection_attacks.jsonl", "prompt_benign.jsonl", "shell_commands.jsonl"} {
		f, err := os.Open(filepath.Join(dir, name))
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<24)
		for sc.Scan() {
			var rec struct{ Text string }
			require.NoError(t, json.Unmarshal(sc.Bytes(), &rec))
			texts = append(texts, rec.Text)
		}
		require.NoError(t, f.Close())
	}
	for _, s := range texts {
		for _, prefix := range []string{"", "x"} {
			want := string(bytewiseWords([]byte(prefix), s))
			got := string(AppendNormalized([]byte(prefix), s))
			require.Equal(t, want, got, "%q", s)
		}
	}
}

// TestFoldTableMatchesSlowPath checks the table of two-byte runes
// against the decomposition and foldRune it stands for, in both views:
// every rune below foldEnd, alone, inside a word, beside digits and
// leetspeak, apostrophes and marks, and next to runes left to the slow
// path.
func TestFoldTableMatchesSlowPath(t *testing.T) {
	t.Parallel()
	covered := 0
	for r := rune(utf8.RuneSelf); r < foldEnd; r++ {
		if foldTable[r] != foldSlow {
			covered++
		}
		c := string(r)
		requireSlowPathSame(t, r, c, "a"+c+"b", c+c+" "+c, "x1"+c+"3", "@"+c+"$", "L"+c+"l", c+"\u0308", c+"ŀ"+c, "ß"+c, "'"+c+"'", c+"\u2019"+c, "7"+c, c+"漢", " "+c+". ")
	}
	require.Greater(t, covered, 1000, "the letters of Latin, Greek, Cyrillic, Hebrew, Arabic")
}

// TestOwnFastMatchesSlowPath checks the shortcut for Han, kana and Hangul
// against the decomposition and foldRune it stands for, in both views,
// over the blocks around them too (so a rune it should not take is seen).
func TestOwnFastMatchesSlowPath(t *testing.T) {
	t.Parallel()
	covered := 0
	for r := rune(0x3000); r <= 0xD7FF; r++ {
		own, ok := ownFast(r)
		if ok {
			covered++
			require.True(t, ownWord(own), "U+%04X", r)
		} else if r >= 0x3400 && r < 0xAC00 && (r < 0x3040 || r >= 0x3100) {
			continue // outside the blocks it takes: the slow path, whatever it does
		}
		c := string(r)
		requireSlowPathSame(t, r, c, "a"+c+"b", c+c+" "+c, "x1"+c+"3", c+"\u3099", "'"+c+"'", " "+c+". ")
	}
	require.Greater(t, covered, 30000, "the ideographs, kana and Hangul syllables")
}

// TestPunctFastMatchesSlowPath checks the punctuation shortcut against
// the decomposition and foldRune it stands for, in both views, for every
// rune of its range.
func TestPunctFastMatchesSlowPath(t *testing.T) {
	t.Parallel()
	covered := 0
	for r := rune(punctFirst); r < punctEnd; r++ {
		if plainPunct(r) {
			covered++
		}
		c := string(r)
		requireSlowPathSame(t, r, c, "a"+c+"b", c+c+" "+c, "x1"+c+"3", "字"+c+"字", " "+c+". ")
	}
	for _, r := range "“”„‘‚—–•※。、「」『』【】〈〉《》" {
		if r != '‘' {
			require.True(t, plainPunct(r), "U+%04X", r)
		}
	}
	require.Greater(t, covered, 150)
}

// requireSlowPathSame checks that the fast paths (swar) write what the
// slow path writes for each text holding rune r, in both views.
func requireSlowPathSame(t *testing.T, r rune, texts ...string) {
	t.Helper()
	for _, s := range texts {
		for _, m := range []mode{modeWords, modeCode} {
			want := string(appendState(state{m: m}, s))
			got := string(appendState(state{m: m, swar: true}, s))
			require.Equal(t, want, got, "%q (U+%04X) in mode %d", s, r, m)
		}
	}
}

func FuzzFastPath(f *testing.F) {
	for _, s := range []string{"Hello World and all", " leading space here ok", "ab  cd efgh ijkl", "x1 Ignore previous", "éabc defgh ijk"} {
		f.Add(s)
	}
	f.Add("ö ö ö Ö ñ Ç ő ǅ ŀ Привет мир αβγ שלום مرحبا ـ ١٢")
	f.Fuzz(func(t *testing.T, s string) {
		require.Equal(t, string(bytewiseWords(nil, s)), string(AppendNormalized(nil, s)))
		require.Equal(t, string(appendState(state{m: modeCode}, s)), string(AppendCode(nil, s)))
	})
}
