package injection

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// FuzzMarkdownComments: every comment line becomes an HTML comment, text
// without one is returned as it is, and a second pass changes nothing.
func FuzzMarkdownComments(f *testing.F) {
	for _, s := range []string{"[//]: # (x)", "[comment]: <> (a --> b)", "[_]: # \"q\"", "a]: b", "", "[//]: # (\n)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := markdownComments(s)
		if !mdComment.MatchString(s) {
			require.Equal(t, s, got)
			return
		}
		require.False(t, mdComment.MatchString(got))
		require.True(t, strings.Contains(got, "<!-- "))
		require.Equal(t, got, markdownComments(got))
	})
}
