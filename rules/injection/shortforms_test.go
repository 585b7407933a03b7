package injection

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestShortForms: a phrase of two words or more gets its texting forms,
// each pair before its words; a phrase of one word, or with no word that
// has a short form, gets none.
func TestShortForms(t *testing.T) {
	norm := func(ps ...string) []string {
		out := make([]string, len(ps))
		for i, p := range ps {
			out[i], _ = normPhrase(p)
		}
		return out
	}
	tests := []struct {
		phrase string
		want   []string
	}{
		{"you are now", norm("you are now", "ur now", "u r now", "u are now", "youre now", "you r now")},
		{"ignore your rules", norm("ignore your rules", "ignore ur rules", "ignore yr rules")},
		{"please ignore", norm("please ignore", "pls ignore", "plz ignore")},
		{"tell you*", norm("tell you*", "tell u*")},
		{"you", norm("you")},
		{"ignore previous", norm("ignore previous")},
	}
	for _, tt := range tests {
		t.Run(tt.phrase, func(t *testing.T) {
			n, ok := normPhrase(tt.phrase)
			assert.True(t, ok)
			forms := []string{n}
			if mayHaveShortForm(tt.phrase) {
				forms = appendShortForms(forms, tt.phrase)
			}
			assert.Equal(t, tt.want, forms)
		})
	}
}

// TestShortFormsBounded: a phrase with many short-form words adds at most
// maxShortForms forms.
func TestShortFormsBounded(t *testing.T) {
	p := "you are your own you are your own please"
	n, _ := normPhrase(p)
	forms := appendShortForms([]string{n}, p)
	assert.LessOrEqual(t, len(forms)-1, maxShortForms)
	assert.Greater(t, len(forms), 1)
}
