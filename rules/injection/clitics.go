package injection

import (
	"slices"
	"strings"
	"sync"
	"unicode/utf8"
)

// Rules and lexicons write an apostrophe as a space ("don t", "the cfo s",
// "operator s", "ne s appliquent"), but the words view removes apostrophes
// ("don't" → "dont", "the CFO's" → "the cfos", "s'appliquent" →
// "sappliquent"). Written apart, such a phrase only matched text that had a
// space where the apostrophe was. When a term is compiled, withCliticForms
// adds each of its phrases with the clitics joined as the words view joins
// them (appendCliticForms), both ways, since the phrase does not say which
// way a clitic leans: English contractions and possessives onto the word
// before, French elisions onto the word after. A form that joins the wrong
// way is a phrase no text holds.

// withCliticForms returns keys, the normalised phrases of term t, with
// the joined forms of t's phrases as written (its own and its classes')
// added. The class's weight and identity stay those of keys: a joined
// form is another spelling of a phrase already counted, not another
// phrase, so the term that keys a rule does not change.
func (cs *classSet) withCliticForms(keys []string, t termSpec) []string {
	var forms []string
	for _, name := range t.classes {
		forms = append(forms, builtinCliticForms()[name]...)
	}
	forms = appendJoinedForms(forms, t.phrases)
	if len(forms) == 0 {
		return keys
	}
	out := slices.Clip(keys) // appending must not write into the caller's keys
	for _, f := range forms {
		if !slices.Contains(out, f) {
			out = append(out, f)
		}
	}
	return out
}

// builtinCliticForms are the joined forms of each built-in class's
// phrases, found once: a class is named by hundreds of terms, and a pack
// is compiled again on every policy load.
var builtinCliticForms = sync.OnceValue(func() map[string][]string {
	out := map[string][]string{}
	for name, raw := range builtinClasses {
		if forms := appendJoinedForms(nil, raw); len(forms) > 0 {
			out[name] = forms
		}
	}
	return out
})

// appendJoinedForms appends the joined forms of the phrases raw, as
// written, to dst (the phrases themselves are not appended).
func appendJoinedForms(dst []string, raw []string) []string {
	for _, p := range raw {
		clitic, short := mayHoldClitic(p), mayHaveShortForm(p)
		if !clitic && !short {
			continue
		}
		n, ok := normPhrase(p)
		if !ok {
			continue
		}
		forms := []string{n}
		if clitic {
			forms = appendCliticForms(forms[:0], p, n)
		}
		if short {
			forms = appendShortForms(forms, p)
		}
		dst = append(dst, forms[1:]...)
	}
	return dst
}

// mayHoldClitic reports whether phrase p, as written, has a word that a
// join could move: most phrases have none, and they cost no allocation.
func mayHoldClitic(p string) bool {
	for w := range strings.FieldsSeq(p) {
		w = strings.ToLower(strings.TrimSuffix(w, "*"))
		if trailingClitics[w] || elided[w] {
			return true
		}
	}
	return false
}

// trailingClitics are the English endings written after an apostrophe.
var trailingClitics = map[string]bool{"s": true, "t": true, "re": true, "ve": true, "ll": true, "m": true, "d": true}

// appendCliticForms appends n, the normalised phrase p ("*" kept), and the
// normalised joined forms of p, when they differ from n, to dst. The forms
// are found on p as written, since normalising folds "l" into "i" ("t'll",
// "l'opérateur").
func appendCliticForms(dst []string, p, n string) []string {
	dst = append(dst, n)
	if !strings.Contains(n, " ") {
		return dst
	}
	body, stem := strings.CutSuffix(strings.ToLower(p), "*")
	body = strings.Join(strings.Fields(body), " ") // as the joins write it
	first := len(dst) - 1
	for _, f := range [2]string{joinTrailing(body), joinElisions(body)} {
		if f == body {
			continue
		}
		if stem {
			f += "*"
		}
		if m, ok := normPhrase(f); ok && !slices.Contains(dst[first:], m) {
			dst = append(dst, m)
		}
	}
	return dst
}

// joinTrailing joins each English clitic of p to the word before it: "don t
// know" → "dont know", "the cfo s" → "the cfos". A word of digits keeps its
// clitic apart ("1990 s").
func joinTrailing(p string) string {
	words := strings.Fields(p)
	out := words[:0:0]
	for _, w := range words {
		if n := len(out); n > 0 && trailingClitics[w] && asciiLetters(out[n-1]) {
			out[n-1] += w
			continue
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}

// joinElisions joins each French elided clitic of p to the word after it
// when that word opens with a vowel or h, as an elision does ("ne s
// appliquent plus" → "ne sappliquent plus"); "t know" or "c c" is not one.
func joinElisions(p string) string {
	return joinForward(p, func(w, next string) bool { return elision(w) && opensLikeVowel(next) })
}

// joinForward joins each word w of p for which leans(w, next) holds to the
// word after it, again while the joined word still leans.
func joinForward(p string, leans func(w, next string) bool) string {
	words := strings.Fields(p)
	out := words[:0:0]
	for i := 0; i < len(words); i++ {
		w := words[i]
		for i+1 < len(words) && leans(w, words[i+1]) {
			i++
			w += words[i]
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}

// elision reports whether w is a French clitic elided before a vowel. The
// Italian articles ("all", "dell") are left to the Italian lexicon, which
// joins them itself: in a phrase of another language they are words ("all
// users" is not "allusers").
func elision(w string) bool {
	return elided[w] && (len(w) <= 2 || strings.HasSuffix(w, "qu"))
}

// opensLikeVowel reports whether w opens with a vowel or h, an accented
// letter counted as one ("été", "òggi").
func opensLikeVowel(w string) bool {
	return strings.IndexByte("aeiouhy", w[0]) >= 0 || w[0] >= utf8.RuneSelf
}

// asciiLetters reports whether w is a non-empty run of a–z.
func asciiLetters[T string | []byte](w T) bool {
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return len(w) > 0
}
