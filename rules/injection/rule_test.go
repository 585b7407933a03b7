package injection_test

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/guardrail-go/guardrail/middleware"
	"github.com/guardrail-go/guardrail/rules/injection"
)

// TestRules pins what the rule syntax means: gaps count words, ^ and $
// are the message's edges, a stem continues, an except vetoes within its
// reach, a phrase in a script without spaces matches inside a run of it.
func TestRules(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, rule, except, text string
		want                     bool
	}{
		{"adjacent", "alpha beta", "", "x alpha beta y", true},
		{"adjacent, a word between", "alpha beta", "", "alpha x beta", false},
		{"gap of two", "alpha ~2 beta", "", "alpha x y beta", true},
		{"gap of two, three words between", "alpha ~2 beta", "", "alpha x y z beta", false},
		{"order matters", "alpha ~3 beta", "", "beta alpha", false},
		{"alternatives", "(alpha|gamma delta) ~1 beta", "", "gamma delta x beta", true},
		{"top-level alternatives", "alpha beta | gamma", "", "so gamma", true},
		{"a class", "@ignore ~2 @instructions", "", "please disregard the instructions", true},
		{"a class in another language", "@ignore ~3 @prior ~3 @instructions", "", "zignoruj wszystkie poprzednie instrukcje", true},
		{"start", "^ ~1 alpha", "", "x alpha", true},
		{"start, too far", "^ ~1 alpha", "", "x y alpha", false},
		{"end", "alpha ~1 $", "", "alpha x", true},
		{"end, too far", "alpha ~1 $", "", "alpha x y", false},
		{"stem", "talimat*", "", "talimatları", true},
		{"stem needs its start", "talimat*", "", "xtalimat", false},
		{"normalised like the text", "instruções", "", "INSTRUCOES", true},
		{"a phrase inside a CJK run", "忽略 ~4 指令", "", "请忽略之前的指令", true},
		{"except vetoes", "alpha ~3 beta", "gamma alpha", "gamma alpha beta", false},
		{"except out of reach", "alpha ~3 beta", "gamma", "gamma a b c d e f g h i j k l m n alpha beta", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			s, err := injection.Compile(injection.Pack{{ID: "r", Category: "c", Risk: middleware.RiskHigh, Rule: tt.rule, Except: tt.except}})
			require.NoError(t, err)
			_, ok := s.Scan(tt.text)
			assert.Equal(t, tt.want, ok)
		})
	}
}

// TestExceptOn: an except_on vetoes only where it shares a word with the
// match; an except anywhere in its reach.
func TestExceptOn(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		pattern injection.Pattern
		text    string
		want    bool
	}{
		{"on a word of the match", injection.Pattern{ExceptOn: "gamma beta"}, "alpha x gamma beta y", false},
		{"beside the match", injection.Pattern{ExceptOn: "gamma beta"}, "alpha beta then gamma beta", true},
		{"an except beside the match", injection.Pattern{Except: "gamma beta"}, "alpha beta then gamma beta", false},
		{"not found", injection.Pattern{ExceptOn: "gamma beta"}, "alpha beta", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			p := tt.pattern
			p.ID, p.Category, p.Risk, p.Rule = "r", "c", middleware.RiskHigh, "alpha ~3 beta"
			s, err := injection.Compile(injection.Pack{p})
			require.NoError(t, err)
			_, ok := s.Scan(tt.text)
			assert.Equal(t, tt.want, ok)
		})
	}
}

func TestRuleErrorOffset(t *testing.T) {
	t.Parallel()
	_, err := injection.Compile(injection.Pack{{ID: "r", Rule: "alpha ~99 beta"}})
	var re *injection.RuleError
	require.True(t, errors.As(err, &re), "%v", err)
	assert.Equal(t, 7, re.Offset)
	assert.Contains(t, err.Error(), `"r"`)
}

func TestClassesAndLanguages(t *testing.T) {
	t.Parallel()
	assert.Contains(t, injection.ClassNames(), "ignore")
	assert.Contains(t, injection.ClassPhrases("ignore"), "disregard")
	assert.Equal(t, []string{
		"en", "de", "es", "pt", "fr", "it", "nl", "pl", "ru", "tr", "ar", "hi", "bn", "zh", "ja", "ko",
		"cs", "sv", "id", "vi", "uk", "hr", "el", "he", "fa", "ro", "hu",
		"fi", "da", "nb", "sw", "tl", "ur", "th",
	}, injection.LanguageCodes())
	assert.Nil(t, injection.ClassPhrases("no_such_class"))
}
