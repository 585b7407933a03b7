package sanitize

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// cutEvery cuts s into pieces of the widths given, the last width
// repeated to the end.
func cutEvery(s string, widths ...int) []string {
	var out []string
	for i := 0; len(s) > 0; i++ {
		w := widths[min(i, len(widths)-1)]
		w = min(w, len(s))
		out = append(out, s[:w])
		s = s[w:]
	}
	return out
}

// A token wrapped in a narrow block (lines shorter than splitMinLine, all
// of one width), or cut at a width where its loose format is already whole
// (sk-proj- and 16 bytes), or listed in many short items of a join(), was
// redacted up to the first break and the rest printed (out42 L1, L2).
func TestSplitBlocks(t *testing.T) {
	t.Parallel()
	c := Default()
	google := "AIza" + randomValue(41, 35)
	google = strings.NewReplacer("+", "x", "/", "y").Replace(google)
	hf := "hf_" + strings.Map(func(r rune) rune {
		if strings.ContainsRune("+/_-", r) {
			return 'q'
		}
		return r
	}, randomValue(42, 34))
	proj := "sk-proj-" + strings.NewReplacer("+", "x", "/", "y").Replace(randomValue(43, 88))
	ant := "sk-ant-api03-" + strings.NewReplacer("+", "x", "/", "y").Replace(randomValue(44, 93)) + "AA"
	secrets := []struct{ name, text, secret string }{
		{"bare lines of 10", "export GOOGLE_API_KEY=" + strings.Join(cutEvery(google, 9, 10), "\n") + "\n", google},
		{"continued and indented", "export AWS_ACCESS_KEY_ID=" + strings.Join(cutEvery(awsKey, 6, 7), "\\\n  ") + "\n", awsKey},
		{"last line wider", "export HF_TOKEN=" + strings.Join([]string{hf[:9], hf[9:18], hf[18:27], hf[27:]}, "\\\n  ") + "\n", hf},
		{"block of 24 past a loose whole", "export KEY=" + strings.Join(cutEvery(proj, 24), "\n    ") + "\n", proj},
		{"terminal wrap at 40", "export OPENAI_API_KEY=" + strings.Join(cutEvery(proj, 18, 40), "\n") + "\n", proj},
		{"two lines, the second random", "KEY=" + proj[:50] + "\n" + proj[50:] + "\n", proj},
		{"block, last line shorter", "KEY=\n  " + strings.Join(cutEvery(proj, 30), "\n  ") + "\n", proj},
		{"checksum over short lines", "token:\n" + strings.Join(cutEvery(ghTok, 14, 13), "\n") + "\n", ghTok},
		{"ten groups of four", "GITHUB_TOKEN: " + strings.Join(cutEvery(ghTok, 4), " ") + "\n", ghTok},
		{"join of 22 items", `key = "".join(["` + strings.Join(cutEvery(ant, 5), `", "`) + `"])`, ant},
		{"concat of 14 pieces", `key = '` + strings.Join(cutEvery(ant, 8), `' + '`) + `'`, ant},
	}
	for _, tc := range secrets {
		t.Run(tc.name, func(t *testing.T) {
			out := c.Sanitize(tc.text)
			noPiece(t, out, tc.secret, tc.text[:strings.Index(tc.text, tc.secret[:4])])
			assert.Equal(t, out, streamAll(t, c, tc.text, func() int { return 7 }))
		})
	}
	// Look-alikes: what follows a whole token on its own lines, a list
	// of whole tokens (each its own [token]), short words after a token.
	benign := []struct{ name, text, want string }{
		{"two tokens, two lines", proj[:60] + "\n" + "sk-proj-" + proj[8:60] + "\n", "[token]\n[token]\n"},
		{"word after a token", "key " + ghTok + "\nThe next\nline here\n", "key [token]\nThe next\nline here\n"},
		{"a word line after a token", "KEY=" + proj[:50] + "\nREADME_FIRST\n", "KEY=[token]\nREADME_FIRST\n"},
		{"a sentence after a block", "The key is\n" + strings.Join(cutEvery(proj, 48), "\n") + "\nDone.", "The key is\n[token]\nDone."},
		{"a word after a block", "The key is\n" + strings.Join(cutEvery(proj, 48), "\n") + "\nthanks\n", "The key is\n[token]\nthanks\n"},
		{"join of a path", `path = "".join(["src", "/", "main", ".go"])`, `path = "".join(["src", "/", "main", ".go"])`},
		{"list of prefixes", `"sk_live_", "sk_test_", "sk_prod_", "rk_live_"`, `"sk_live_", "sk_test_", "sk_prod_", "rk_live_"`},
		{"list of tokens", `["` + awsKey + `", "` + awsKey[:4] + awsKey[8:] + awsKey[4:8] + `"]`, `["[token]", "[token]"]`},
		{"continued command", "RUN apt-get install -y \\\n    curl \\\n    wget\n", "RUN apt-get install -y \\\n    curl \\\n    wget\n"},
	}
	for _, tc := range benign {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, c.Sanitize(tc.text))
		})
	}
}
