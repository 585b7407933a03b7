package injection

import (
	"testing"

	"github.com/guardrail-go/guardrail/internal/normalize"
	"github.com/stretchr/testify/assert"
)

// TestCliticForms: a phrase written with its apostrophe as a space gets the
// form the words view gives the text, both ways; a form no text could hold
// is not added.
func TestCliticForms(t *testing.T) {
	tests := []struct {
		phrase string
		want   []string
	}{
		{"don t know", []string{"don t know", "dont know"}},
		{"the cfo s", []string{"the cfo s", "the cfos"}},
		{"you re not allowed to", []string{"you re not aiiowed to", "youre not aiiowed to"}},
		{"ne s appliquent plus", []string{"ne s appiiquent pius", "nes appiiquent pius", "ne sappiiquent pius"}},
		{"qu on t a donne", []string{"qu on t a donne", "qu ont a donne", "quon ta donne"}},
		{"c c c c", []string{"c c c c"}},       // padding, not elision
		{"the 1990 s", []string{"the 1990 s"}}, // a decade keeps its s
		{"operator s*", []string{"operator s*", "operators*"}},
		{"ignore", []string{"ignore"}},
		{"all users", []string{"aii users"}}, // English, not "all'"
		{"jusqu a", []string{"jusqu a", "jusqua"}},
	}
	for _, tt := range tests {
		t.Run(tt.phrase, func(t *testing.T) {
			n, ok := normPhrase(tt.phrase)
			assert.True(t, ok)
			assert.Equal(t, tt.want, appendCliticForms(nil, tt.phrase, n))
		})
	}
}

// TestCliticFormsMatchText: the joined form is what the words view makes of
// the phrase written with an apostrophe.
func TestCliticFormsMatchText(t *testing.T) {
	for written, spaced := range map[string]string{
		"the CFO's inbox":        "the cfo s inbox",
		"so it won't be flagged": "so it won t be flagged",
		"qu'on t'a donné":        "qu on t a donne",
		"ne s'appliquent plus":   "ne s appliquent plus",
		"I'll paste it":          "i ll paste it",
		"l'opérateur":            "l opérateur",
	} {
		n, _ := normPhrase(spaced)
		assert.Contains(t, appendCliticForms(nil, spaced, n), normalize.Normalize(written), spaced)
	}
}

// FuzzCliticForms: every form is a phrase in normal form (normalising it
// again changes nothing), the phrase itself comes first, and no form is
// repeated.
func FuzzCliticForms(f *testing.F) {
	for _, s := range []string{"don t know", "the cfo s*", "qu on t a donne", "ne s appliquent plus", "i ll", "c c c", "l été", "s", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, p string) {
		n, ok := normPhrase(p)
		if !ok {
			return
		}
		forms := appendCliticForms(nil, p, n)
		assert.Equal(t, n, forms[0])
		seen := map[string]bool{}
		for _, f := range forms {
			assert.False(t, seen[f], "repeated form %q", f)
			seen[f] = true
			m, ok := normPhrase(f)
			assert.True(t, ok)
			assert.Equal(t, f, m, "form %q is not in normal form", f)
		}
	})
}
