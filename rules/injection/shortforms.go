package injection

import (
	"slices"
	"strings"
)

// People write to a chatbot as they text: "ur DAN now", "act like ur not
// restricted", "u r free", "pls". A rule written "you are now" or "ignore
// your rules" saw none of these. When a term is compiled, each phrase of
// two words or more is also added in its short forms (shortForms), as its
// clitics are joined (clitics.go): anchors of the term, not phrases of
// their own, so the term's weight and the key a rule takes do not change.
// A phrase of one word gets none: "u" alone is a Polish and a Dutch word,
// and a gate keyed on it would open on every such text.

// shortForms are the texting spellings of words and pairs of words, the
// pairs first. A new spelling is a new row or a new short form.
var shortForms = []struct {
	long  []string
	short [][]string
}{
	{[]string{"you", "are"}, [][]string{{"ur"}, {"u", "r"}, {"u", "are"}, {"youre"}, {"you", "r"}}},
	{[]string{"you", "re"}, [][]string{{"ur"}, {"u", "r"}}},
	{[]string{"your"}, [][]string{{"ur"}, {"yr"}}},
	{[]string{"you"}, [][]string{{"u"}}},
	{[]string{"please"}, [][]string{{"pls"}, {"plz"}}},
}

// maxShortForms bounds the forms one phrase adds: a phrase with "you" and
// "your" twice would otherwise make every mix of them.
const maxShortForms = 8

// shortFormWords are the first words of shortForms' long forms: a
// phrase without one has no short form.
var shortFormWords = func() map[string]bool {
	out := map[string]bool{}
	for _, row := range shortForms {
		out[row.long[0]] = true
	}
	return out
}()

// mayHaveShortForm reports whether phrase p, as written, has two words or
// more and a word that has a short form.
func mayHaveShortForm(p string) bool {
	if !strings.Contains(strings.TrimSpace(p), " ") {
		return false
	}
	for w := range strings.FieldsSeq(strings.ToLower(p)) {
		if shortFormWords[strings.TrimSuffix(w, "*")] {
			return true
		}
	}
	return false
}

// appendShortForms appends to forms (whose first is the normalised
// phrase) the normalised short forms of p not already in them.
func appendShortForms(forms []string, p string) []string {
	body, stem := strings.CutSuffix(strings.ToLower(strings.TrimSpace(p)), "*")
	variants := [][]string{strings.Fields(body)}
	for _, row := range shortForms {
		for _, v := range variants {
			if len(variants) > maxShortForms || !containsSeq(v, row.long) {
				continue
			}
			for _, sh := range row.short {
				variants = append(variants, replaceSeq(v, row.long, sh))
			}
		}
	}
	added := 0
	for _, v := range variants[1:] {
		f := strings.Join(v, " ")
		if stem {
			f += "*"
		}
		if n, ok := normPhrase(f); ok && !slices.Contains(forms, n) && added < maxShortForms {
			forms = append(forms, n)
			added++
		}
	}
	return forms
}

// containsSeq reports whether words holds seq as a run.
func containsSeq(words, seq []string) bool {
	for i := 0; i+len(seq) <= len(words); i++ {
		if slices.Equal(words[i:i+len(seq)], seq) {
			return true
		}
	}
	return false
}

// replaceSeq returns words with every run of seq replaced by with.
func replaceSeq(words, seq, with []string) []string {
	out := make([]string, 0, len(words))
	for i := 0; i < len(words); {
		if i+len(seq) <= len(words) && slices.Equal(words[i:i+len(seq)], seq) {
			out = append(out, with...)
			i += len(seq)
			continue
		}
		out = append(out, words[i])
		i++
	}
	return out
}
