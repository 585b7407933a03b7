package injection

import (
	"maps"
	"slices"
	"unicode/utf8"

	"github.com/guardrail-go/guardrail/internal/decode"
	"github.com/guardrail-go/guardrail/internal/normalize"
)

// Typing an order badly is an evasion that costs an attacker nothing
// ("ignroe all pervious insturctions", "the passwrod"): a model reads
// through the typo and a scanner of words does not. The words every
// override and extraction turns on are taught to the classes with their
// one-slip misspellings: one letter dropped, two neighbours swapped, one
// letter typed twice ("ignoore") or a neighbouring key struck instead of
// it ("ignorr", "passwprd").
// Only long words are expanded (a slip in a short word makes other
// words: "forget" → "forge"), a plural is not made singular by the slip
// ("instructions" → "instruction" is a word of its own), and a variant
// some class already holds keeps its own meaning.

// typoWords are the words whose slips the classes learn.
var typoWords = []string{"ignore", "ignoring", "disregard", "previous", "instructions", "instruction", "guidelines", "password", "passphrase", "passcode", "access", "granted"}

// swapWords are the other words an order to the assistant turns on: what
// it is told to drop (rules, restrictions, filters), what it is asked
// for (its prompt, secret, characters) and how (repeat, spell, encode,
// backwards). The classes learn their two-neighbour swaps only
// ("pormpt", "secert", "ouptut"), the slip of a hand typing fast or of
// an attacker scrambling on purpose: a swap of a long word rarely makes
// another word, while dropped and neighbouring-key letters do ("hidden"
// → "hidde", "print" → "pring").
var swapWords = []string{
	"system", "prompt", "prompts", "secret", "secrets", "reveal", "output",
	"characters", "character", "letters", "letter", "forget", "repeat",
	"everything", "above", "respond", "translate", "developer", "restrictions",
	"rules", "sentence", "spell", "reverse", "confidential", "hidden",
	"initial", "original", "verbatim", "exactly", "pretend", "jailbreak",
	"unrestricted", "unfiltered", "uncensored", "filter", "filters", "programmed", "refuse", "summarize", "summarise", "encode",
	"decode", "backwards", "earlier", "before", "preceding", "override",
	"bypass", "directive", "directives", "policies", "policy", "content",
}

// keyNeighbours are the letters around each letter on a QWERTY keyboard:
// the key a finger lands on instead of the one it meant.
var keyNeighbours = map[byte]string{
	'q': "wa", 'w': "qes", 'e': "wrd", 'r': "etf", 't': "ryg", 'y': "tuh", 'u': "yij", 'i': "uok", 'o': "ipl", 'p': "ol",
	'a': "qsz", 's': "awdz", 'd': "sefx", 'f': "drgc", 'g': "fthv", 'h': "gyjb", 'j': "hukn", 'k': "jilm", 'l': "kop",
	'z': "asx", 'x': "zdc", 'c': "xfv", 'v': "cgb", 'b': "vhn", 'n': "bjm", 'm': "nk",
}

// typoVariants returns w with one letter dropped, two neighbouring
// letters swapped, one letter doubled or one letter replaced by a key
// next to it, each once, w itself and a dropped final "s" left out.
func typoVariants(w string) []string {
	seen := map[string]bool{w: true}
	var out []string
	add := func(v string) {
		if !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	for i := range len(w) {
		if i == len(w)-1 && w[i] == 's' {
			continue
		}
		add(w[:i] + w[i+1:])
	}
	for i := 0; i+1 < len(w); i++ {
		add(w[:i] + string(w[i+1]) + string(w[i]) + w[i+2:])
	}
	for i := range len(w) {
		add(w[:i+1] + w[i:])
	}
	for i := range len(w) {
		for _, k := range []byte(keyNeighbours[w[i]]) {
			add(w[:i] + string(k) + w[i+1:])
		}
	}
	return out
}

// swapVariants returns w with two neighbouring letters swapped, each
// pair once, w itself left out ("letter" has no swap of its "tt").
func swapVariants(w string) []string {
	var out []string
	for i := 0; i+1 < len(w); i++ {
		if v := w[:i] + string(w[i+1]) + string(w[i]) + w[i+2:]; v != w && !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	return out
}

// typoSet holds every slip addTypos taught the built-in classes, in its
// normalised form (the words view folds l into i: "heip"). A slip
// is rarer in ordinary text than its word, so it adds nothing to a
// class's weight (classWeight): learning typos does not change which class
// keys a rule.
var typoSet = map[string]bool{}

// slipWords holds the slips of typoSet whose normalised form is no
// phrase's of its own: "guideilnes" is a slip, but the words view folds
// l into i, so it reads as "guidelines" does. A slip is no word for the
// decoders (Scanner.words), so a swapped word a class learned is still
// read back (decode.Respell); nor are the misspellings a class holds
// beside their word (heldMisspellings).
var slipWords = map[string]bool{}

// addTypos adds to every class holding one of typoWords that word's slips
// (one of swapWords: its swaps),
// except those a class already holds as words of their own, and records
// each slip, normalised, in slips, and in unknown when no word of a class
// reads as it (slipWords). It runs at start-up, so it reads the
// lexicon once: the slips are made first (a few hundred), and one pass
// over the phrases finds which classes hold a watched word and which
// slips are words already.
func addTypos(classes map[string][]string, slips, unknown map[string]bool) {
	variants := make(map[string][]string, len(typoWords)+len(swapWords))
	isWord := map[string]bool{} // every slip; true once a class holds it
	for _, w := range typoWords {
		variants[w] = typoVariants(w)
	}
	for _, w := range swapWords {
		variants[w] = swapVariants(w)
	}
	for _, vs := range variants {
		for _, v := range vs {
			isWord[v] = false
		}
	}
	holders := map[string][]string{} // watched word → the classes holding it
	views := map[string]bool{}       // the words view of every ASCII word of a class
	for name, phrases := range classes {
		for _, p := range phrases {
			if v, ok := foldASCII(p); ok {
				views[v] = true
			}
			if _, ok := isWord[p]; ok {
				isWord[p] = true
			}
			if _, ok := variants[p]; ok && !slices.Contains(holders[p], name) {
				holders[p] = append(holders[p], name)
			}
		}
	}
	for _, w := range slices.Sorted(maps.Keys(variants)) { // classes in one order every start
		var add []string
		for _, v := range variants[w] {
			if !isWord[v] {
				add = append(add, v)
				n := normalize.Normalize(v)
				slips[n] = true // as classWeight sees it
				if !views[n] {
					unknown[n] = true
				}
			}
		}
		for _, name := range holders[w] {
			classes[name] = append(classes[name], add...)
		}
	}
}

// heldMisspellings adds to unknown (slipWords) the misspellings the classes hold
// of decode.RespellWords: a word one slip from one of them, before its
// last letter (decode.Misspells), in a class that holds that word too
// ("ignroe" and "guidlines" beside "ignore" and "guidelines"). The class
// matches them as written; the decoders do not know them as words, so
// decode.Respell reads them back as the word for every other class. A
// word of another class one slip away is a word of its own ("prepend"
// and "pretend", "entre" and "entire"), and so is one whose words view
// another word of a class shares.
func heldMisspellings(classes map[string][]string, unknown map[string]bool) {
	respell := map[string]bool{}
	for _, w := range decode.RespellWords() {
		respell[w] = true
	}
	own, misspelt := map[string]bool{}, map[string]bool{}
	for _, phrases := range classes {
		var held []string
		for _, p := range phrases {
			if respell[p] && !slices.Contains(held, p) {
				held = append(held, p)
			}
		}
		for _, p := range phrases {
			view, ok := foldASCII(p)
			if !ok {
				continue
			}
			if !respell[p] && slices.ContainsFunc(held, func(v string) bool { return decode.Misspells(p, v) }) {
				misspelt[view] = true
			} else {
				own[view] = true
			}
		}
	}
	for v := range misspelt {
		if !own[v] {
			unknown[v] = true
		}
	}
}

// foldASCII returns the words view of w, a word of ASCII letters (ok
// false for anything else), as the normaliser writes it.
func foldASCII(w string) (string, bool) {
	var b [32]byte
	if len(w) == 0 || len(w) > len(b) {
		return "", false
	}
	for i := 0; i < len(w); i++ {
		if w[i] >= utf8.RuneSelf || asciiFold[w[i]] == 0 {
			return "", false
		}
		b[i] = asciiFold[w[i]]
	}
	return string(b[:len(w)]), true
}
