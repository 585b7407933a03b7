package injection

import (
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"

	"github.com/guardrail-go/guardrail/internal/normalize"
)

// TestNoScriptCollisions: the words view folds Cyrillic and Greek
// look-alikes into Latin letters, so a short Greek or Cyrillic word can
// become a common word of a Latin-script language ("το" → "to", "ні" →
// "hi") and make a rule match, or an exception veto it, on text in that
// language. No phrase written in those scripts may normalise to a common
// word. Kept on purpose: the negation "не" (→ "he") and "нет" (→ "het"),
// because "не игнорируй" (do not ignore) must keep its veto and "нет
// правил" (no rules) its match, and "все" (→ "bce"), Russian's own
// common word.
func TestNoScriptCollisions(t *testing.T) {
	t.Parallel()
	for _, l := range languages {
		for class, phrases := range l.classes {
			for _, p := range phrases {
				if !hasScript(p, unicode.Greek, unicode.Cyrillic) {
					continue
				}
				for _, w := range strings.Fields(normalize.Normalize(strings.TrimSuffix(p, "*"))) {
					if len(w) <= 3 && asciiLetters(w) && commonWords[w] && !strings.Contains(p, " ") && !keptFolds[p] {
						assert.Failf(t, "collision", "%s %s %q normalises to the Latin word %q", l.lang, class, p, w)
					}
				}
			}
		}
	}
}

var keptFolds = map[string]bool{"не": true, "нет": true, "все": true, "всё": true}

func hasScript(s string, tables ...*unicode.RangeTable) bool {
	for _, r := range s {
		if unicode.In(r, tables...) {
			return true
		}
	}
	return false
}

// TestTopicTablesLanguages: every language of a topic table is a
// lexicon's (a key spelt otherwise would be dropped without a word), and
// each fills the classes its table's rules read.
func TestTopicTablesLanguages(t *testing.T) {
	t.Parallel()
	known := map[string]bool{}
	for _, l := range languages {
		known[l.lang] = true
	}
	for _, table := range topicTables {
		for lang, classes := range table.words {
			assert.True(t, known[lang], "%q is no lexicon's language", lang)
			for _, name := range table.classes {
				assert.NotEmpty(t, classes[name], "%s: %s", lang, name)
			}
		}
	}
}
