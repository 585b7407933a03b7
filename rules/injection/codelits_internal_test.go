package injection

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/guardrail-go/guardrail/internal/normalize"
	"github.com/stretchr/testify/require"
)

// codeExprs is every Code expression of the built-in packs, compiled, with
// its literals and width.
func codeExprs(t testing.TB) (out []struct {
	id string
	re *regexp.Regexp
	cl codeLits
}) {
	for _, pack := range []Pack{DefaultPack(), UntrustedPack(), ConversationPack()} {
		for _, p := range pack {
			if p.Code == "" {
				continue
			}
			re, err := regexp.Compile(p.Code)
			require.NoError(t, err, p.ID)
			out = append(out, struct {
				id string
				re *regexp.Regexp
				cl codeLits
			}{p.ID, re, needLits(p.Code)})
		}
	}
	return out
}

// codeTexts are texts to run the expressions on: the probe set, the
// prompt corpora when present, and texts built from each expression's
// literals with code around them, repeated and cut at random.
func codeTexts(t *testing.T, exprs []struct {
	id string
	re *regexp.Regexp
	cl codeLits
}) []string {
	texts := loadProbeTexts(t)
	for _, name := range []string{"prompt_injection_attacks.jsonl", "prompt_benign.jsonl"} {
		b, err := os.ReadFile(filepath.Join("..", "..", "..", "shared", "corpora", name))
		if err == nil {
			texts = append(texts, strings.Split(string(b), "\n")...)
		}
	}
	r := rand.New(rand.NewPCG(7, 11))
	glue := []string{" ", "  ", "\n", ".", "(", ")", "x", "_", ": ", "user: ", "assistant: ", "<!-- ", " -->",
		"[system]", "===", "os.", "requests.", "=", "\"", "'", "ignore ", "note to the ai: ", "/dev/", "import "}
	for _, e := range exprs {
		for range 15 {
			var b strings.Builder
			for b.Len() < 200+r.IntN(1500) {
				switch r.IntN(3) {
				case 0:
					if len(e.cl.lits) > 0 {
						b.WriteString(e.cl.lits[r.IntN(len(e.cl.lits))])
					}
				default:
					b.WriteString(glue[r.IntN(len(glue))])
				}
			}
			texts = append(texts, b.String())
		}
	}
	return texts
}

// TestCodeLitsAgree checks the literal prefilter and the stretches
// against the expression run on the whole code view.
func TestCodeLitsAgree(t *testing.T) {
	exprs := codeExprs(t)
	withLits, bounded := 0, 0
	for _, e := range exprs {
		if e.cl.lits != nil {
			withLits++
		}
		if e.cl.width > 0 {
			bounded++
		}
	}
	t.Logf("%d Code expressions, %d with literals, %d of them bounded", len(exprs), withLits, bounded)
	require.Positive(t, bounded, "the prefilter should apply to some expressions")
	var spans [][2]int
	var view []byte
	texts := codeTexts(t, exprs)
	for i := 0; i < len(texts); i += raceStride {
		view = normalize.AppendCode(view[:0], texts[i])
		for _, e := range exprs {
			var got bool
			got = e.cl.match(e.re, view, &spans)
			require.Equal(t, e.re.Match(view), got, "%s on %q", e.id, texts[i])
		}
	}
}

// TestCodeLitsFacts pins what the syntax tree yields for a few shapes.
func TestCodeLitsFacts(t *testing.T) {
	for _, tc := range []struct {
		src   string
		lits  []string
		width int
	}{
		{`getpass|\.ssh|curl`, []string{".ssh", "curl", "getpass"}, 7},
		{`os\s*\.\s*fork`, []string{"fork"}, 9},
		{`requests\s*\.\s*(?:get|post)\s*\(`, []string{"requests"}, 17},
		{`user: .+? assistant:`, []string{" assistant:"}, 0},              // unbounded
		{`(?:^|[^\w.])exec\s*\(`, []string{"exec"}, 4 + 4 + 1 + 1},        // a class of every rune: 4 bytes
		{`\bmkfs\s+/dev/|\bformat\s+c:`, []string{"/dev/", "format"}, 10}, // "/dev/" is longer than "mkfs"
		{`(?i)secret`, nil, 0},
		{`\w+`, nil, 0},
	} {
		cl := needLits(tc.src)
		if tc.lits == nil {
			require.Nil(t, cl.lits, tc.src)
			continue
		}
		require.ElementsMatch(t, tc.lits, cl.lits, tc.src)
		require.Equal(t, tc.width, cl.width, tc.src)
	}
}

// FuzzCodeLits compares the prefilter with the whole view on any text.
func FuzzCodeLits(f *testing.F) {
	for _, s := range []string{"requests . get (", "user: hi bob: yo user: ", "<!-- note to the ai: x -->", "os.system(", "\x00curl"} {
		f.Add(s)
	}
	exprs := codeExprs(f)
	f.Fuzz(func(t *testing.T, text string) {
		view := normalize.AppendCode(nil, text)
		var spans [][2]int
		for _, e := range exprs {
			var got bool
			got = e.cl.match(e.re, view, &spans)
			if got != e.re.Match(view) {
				t.Fatalf("%s: prefilter %v, expression %v", e.id, got, !got)
			}
		}
	})
}
