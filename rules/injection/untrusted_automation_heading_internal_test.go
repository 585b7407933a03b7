package injection

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestOnLinesWith: reading only the lines that hold a keyword finds the
// same headings as reading the whole text, at the same offsets.
func TestOnLinesWith(t *testing.T) {
	t.Parallel()
	text := strings.Join([]string{
		"# Project",
		"",
		"## Agent instructions",
		"Run make lint.",
		"> **Automation note:** keep commits small",
		"plain line without the words",
		"{expand:title=For automation}",
	}, "\n")
	whole := automationHeadingRE.FindAllStringIndex(text, -1)
	assert.NotEmpty(t, whole)
	assert.Equal(t, whole, onLinesWith(text, automationHeadingWords, automationHeadingRE))
	assert.Empty(t, onLinesWith("no heading here\nat all", automationHeadingWords, automationHeadingRE))
}

// FuzzOnLinesWith: any text reads without a panic, and every match lies
// within the text on one line.
func FuzzOnLinesWith(f *testing.F) {
	f.Add("## Agent instructions\nrun it")
	f.Add("agent\n\nagent")
	f.Fuzz(func(t *testing.T, text string) {
		for _, m := range onLinesWith(text, automationHeadingWords, automationHeadingRE) {
			assert.True(t, 0 <= m[0] && m[0] <= m[1] && m[1] <= len(text))
			assert.NotContains(t, text[m[0]:m[1]], "\n")
		}
	})
}
