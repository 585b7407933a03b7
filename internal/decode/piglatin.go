package decode

import "strings"

// Pig Latin moves a word's first consonants to its end and adds "ay"
// ("ignore all previous" → "ignoreway allway eviouspray", or, the first
// letter alone, "gnoreiay llaay reviouspay"): a model reads it, a scanner
// of words finds none. PigLatin reads each word ending in "ay" back as
// the word the caller knows, its last one to three letters before the
// "ay" moved back to the front, or, for a word that began with a vowel,
// the "way" dropped.

// minPigWords is how many words must end in "ay" for a text to be read as
// Pig Latin, and pigShare the share of its words (one in pigShare) they
// must at least be: "say", "way", "today" and "away" end so in English.
const (
	minPigWords = 3
	pigShare    = 2
)

// PigLatin writes every word of s that ends in "ay" and reads as a word
// known knows as that word, when at least minPigWords and one in pigShare
// of the words of two letters or more end in "ay". It reports whether
// any word was read back; with a nil known, none is.
func PigLatin(s string, known func(string) bool) (string, bool) {
	if known == nil || strings.Count(s, "ay") < minPigWords && strings.Count(s, "AY") < minPigWords {
		return s, false
	}
	words, pig := 0, 0
	for i, j := range letterRuns(s) {
		if j-i < 2 {
			continue
		}
		words++
		if j-i >= 4 && s[j-2]|0x20 == 'a' && s[j-1]|0x20 == 'y' {
			pig++
		}
	}
	if pig < minPigWords || pig*pigShare < words {
		return s, false
	}
	var lk lowerKnown
	defer lk.release()
	var fixes []span
	for i, j := range letterRuns(s) {
		if j-i < 4 || j-i > maxPigWord+2 || s[j-2]|0x20 != 'a' || s[j-1]|0x20 != 'y' {
			continue
		}
		if w, ok := unpig(s[i:j-2], known, &lk); ok {
			fixes = append(fixes, span{i, j, w})
		}
	}
	if len(fixes) < minPigWords || len(fixes)*pigReadBare < pig*pigReadFound {
		return s, false
	}
	return replaceSpans(s, fixes), true
}

// pigReadFound and pigReadBare: the words read back must be two in three
// of those in Pig Latin at least. Read back in part, a text about
// something else keeps the words that made it harmless unread (the
// caller knows the words of its rules, not every word).
const (
	pigReadFound = 2 // of
	pigReadBare  = 3
)

// unpig reads base, a word of Pig Latin without its "ay", back as the
// word known knows, lower-cased. "ethay" is "the" and "het", "isway" "is"
// and "wis": a word that began with a vowel and took "way" ("isway") is
// tried first (the "yay" and "hay" some write are read as a moved "y" or
// "h": "ouryay" is "your"), then the longest run of consonants moved back
// (the encoder moves them all: "eviouspray" is "previous"), then the
// first letter alone, vowel or not (the simpler form: "llaay" is "all").
func unpig(base string, known func(string) bool, lk *lowerKnown) (string, bool) {
	n := len(base)
	if base[n-1]|0x20 == 'w' && n >= 3 && vowelTable[base[0]] && lk.word(known, base[:n-1]) {
		return strings.ToLower(base[:n-1]), true
	}
	for k := min(3, n-1); k >= 1; k-- {
		moved := base[n-k:]
		if k > 1 && strings.ContainsFunc(moved, func(r rune) bool { return r < 128 && vowelTable[r] }) {
			continue
		}
		if lk.rotated(known, base, k) {
			return string(lk.buf), true
		}
	}
	return "", false
}

// rotated reports whether known knows base, a word of ASCII letters, with
// its last k letters moved to the front, lower-cased; the word is left in
// lk.buf.
func (lk *lowerKnown) rotated(known func(string) bool, base string, k int) bool {
	lk.grab()
	return lk.asksLower(known, append(append(lk.buf[:0], base[len(base)-k:]...), base[:len(base)-k]...))
}

// maxPigWord is the longest word PigLatin reads back.
const maxPigWord = 24
