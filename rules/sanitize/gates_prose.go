package sanitize

import (
	"bytes"
	"slices"
	"strings"
)

// Gates for password-prose-said, password-directive and
// session-cookie-value: their keywords (password, session) are common
// words in documentation, and their regexes ran at each to find nothing
// (a fifth of the time on this repository's docs). Each accepts a
// superset of what its regex reads after the keyword, and says yes when
// the text ends first (TestGatesSound).

// proseGateWords are prosePreps and proseVerbs as the gate compares
// them (ASCII lower-cased).
var proseGateWords = strings.Split(prosePreps+"|"+proseVerbs, "|")

// wordEnd returns the end of the word that holds text[k]: ASCII letters
// and every byte of a non-ASCII letter, up to a fullwidth colon; "mot de
// passe" is one word.
func wordEnd(text []byte, k int) int {
	if ok, _ := wordAt(text, k, "mot de passe"); ok {
		return k + len("mot de passe")
	}
	i := k
	for i < len(text) && (isLetter(text[i]) || text[i] >= 0x80) && !bytes.HasPrefix(text[i:], []byte("：")) {
		i++
	}
	return i
}

// saidGate: the password word, then a colon (after up to three blanks)
// or, after a blank, one of the prepositions or verbs the regex reads.
func saidGate(text []byte, k int) bool {
	i := wordEnd(text, k)
	j := skipBlanks(text, i, 3)
	if j >= len(text) {
		return true
	}
	if text[j] == ':' || bytes.HasPrefix(text[j:], []byte("：")) {
		return true
	}
	// Markdown bold or italic closing the label before its colon
	// ("**Password**: X"; mdEmphasis).
	if m := skipEmphasis(text, j); m > j && (m == len(text) || text[m] == ':') {
		return true // a colon after it, or the text may go on to one
	}
	if j == i {
		return false
	}
	e := wordEnd(text, j)
	if e >= len(text) {
		return true // the word may go on
	}
	var low [16]byte
	if e-j > len(low) {
		return false
	}
	return slices.Contains(proseGateWords, string(lowerInto(low[:0], text[j:e])))
}

// directiveGate: the password word, one to four blanks, then a quote.
func directiveGate(text []byte, k int) bool {
	i := wordEnd(text, k)
	j := skipBlanks(text, i, 4)
	if j >= len(text) {
		return true
	}
	return j > i && (text[j] == '"' || text[j] == '\'')
}

// sessionValueGate: the rest of the name, up to two closing quotes or
// brackets, up to four blanks, then '=' or ':'.
func sessionValueGate(text []byte, k int) bool {
	i := k
	for i < len(text) && i-k < 64 && (isAlnum(text[i]) || text[i] == '_' || text[i] == '.' || text[i] == '-') {
		i++
	}
	for j := 0; i < len(text) && j < 2 && (text[i] == '"' || text[i] == '\'' || text[i] == ']'); j++ {
		i++
	}
	i = skipBlanks(text, i, 4)
	return i >= len(text) || text[i] == '=' || text[i] == ':'
}

// skipEmphasis skips up to two '*' or '_' at text[j] (Markdown's bold or
// italic markers).
func skipEmphasis(text []byte, j int) int {
	for m := j; m < len(text) && m-j < 2; m++ {
		if text[m] != '*' && text[m] != '_' {
			return m
		}
	}
	return min(j+2, len(text))
}
