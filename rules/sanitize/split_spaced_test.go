package sanitize

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// spaceOut writes s one character, then a space.
func spaceOut(s string) string {
	return strings.Join(strings.Split(s, ""), " ")
}

// A token letter-spaced or in groups of one width leaked whole: the
// letter-spaced form had no keyword, and a space parted the groups
// without a checksum (out42 L4).
func TestSplitSpaced(t *testing.T) {
	t.Parallel()
	c := Default()
	google := "AIza" + strings.NewReplacer("+", "x", "/", "y").Replace(randomValue(51, 35))
	stripe := "sk_live_" + strings.NewReplacer("+", "x", "/", "y", "_", "z", "-", "w").Replace(randomValue(52, 24))
	proj := "sk-proj-" + strings.NewReplacer("+", "x", "/", "y").Replace(randomValue(53, 88))
	sg := "SG." + strings.NewReplacer("+", "x", "/", "y").Replace(randomValue(54, 22)) + "." +
		strings.NewReplacer("+", "x", "/", "y").Replace(randomValue(55, 43))
	secrets := []struct{ name, text, secret string }{
		{"letter-spaced ghp_", "GITHUB_TOKEN: " + spaceOut(ghTok) + "\n", ghTok},
		{"letter-spaced AIza", "GOOGLE_API_KEY: " + spaceOut(google) + " and more", google},
		{"letter-spaced sk_live_", "key " + spaceOut(stripe), stripe},
		{"groups of 4", "OPENAI_API_KEY: " + strings.Join(cutEvery(proj, 4), " ") + "\n", proj},
		{"groups of 4, a dot inside", "SENDGRID_API_KEY: " + strings.Join(cutEvery(sg, 4), " ") + "\n", sg},
		{"dash groups", "AWS_ACCESS_KEY_ID: " + strings.Join(cutEvery(awsKey, 4), "-") + "\n", awsKey},
		{"dash groups of 5, in a line", "id " + strings.Join(cutEvery(awsKey, 5), "-") + " ok", awsKey},
		{"groups of 5", "key: " + strings.Join(cutEvery(proj, 5), " ") + ".", proj},
	}
	for _, tc := range secrets {
		t.Run(tc.name, func(t *testing.T) {
			out := c.Sanitize(tc.text)
			noPiece(t, strings.ReplaceAll(out, " ", ""), tc.secret, "")
			assert.Equal(t, out, streamAll(t, c, tc.text, func() int { return 5 }))
		})
	}
	benign := []string{
		"S U M M A R Y of the release",
		"N A S A",
		"ISBN 978-0-13-468599-1",
		"part number AB12-CD34-EF56-GH78",
		"call 0800 123 4567 today",
		"ghp_ tokens are the classic ones, github_pat_ the fine-grained",
		"a i z a s y is not a key",
		"sk-p roj- is how the prefix reads",
		"AKIA then four words like this here",
		"AKIA-2024-ROAD-MAPS",
		"id 123e4567-e89b-12d3-a456-426614174000",
		"AKIA-ABCD-EFGH is three groups",
	}
	for _, text := range benign {
		assert.Equal(t, text, c.Sanitize(text))
	}
}
