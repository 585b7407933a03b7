package sanitize

import (
	"bytes"
	"slices"
	"strings"
	"unicode/utf8"
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
// or, after a blank, one of the prepositions or verbs the regex reads;
// and after the colon or the verb, a value of six bytes or more
// (saidValue). Most sentences about passwords in docs fail the value
// ("the password is on the sticky note", "Password: …"), and the
// regex, run as the regexp package's NFA, is not tried there.
func saidGate(text []byte, k int) bool {
	i := wordEnd(text, k)
	// Every word the regex reads ends in d, t, e, a, o (password,
	// passwort, passphrase, senha, hasło) or a Cyrillic ь: "passwords"
	// is another word.
	if i < len(text) && text[i-1] < utf8.RuneSelf && !strings.ContainsRune("dDtTeEaAoO", rune(text[i-1])) {
		return false
	}
	j := skipBlanks(text, i, 3)
	if j >= len(text) {
		return true
	}
	if text[j] == ':' {
		return saidValueAfterColon(text, j+1)
	}
	if bytes.HasPrefix(text[j:], fullColon) {
		return saidValueAfterColon(text, j+len(fullColon))
	}
	// Markdown bold or italic closing the label before its colon
	// ("**Password**: X"; mdEmphasis).
	if m := skipEmphasis(text, j); m > j && (m == len(text) || text[m] == ':') {
		// a colon after it, or the text may go on to one
		return m == len(text) || saidValueAfterColon(text, m+1)
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
	w := string(lowerInto(low[:0], text[j:e]))
	if slices.Contains(saidVerbs, w) && saidValueAfterVerb(text, e) {
		return true
	}
	return slices.Contains(saidPreps, w) && saidAfterQualifier(text, e)
}

var (
	fullColon = []byte("：")
	saidVerbs = strings.Split(proseVerbs, "|")
	saidPreps = strings.Split(prosePreps, "|")
	saidNow   = strings.Split(proseNow, "|")
)

// proseValueByte holds the bytes of proseValue.
var proseValueByte = func() (t [256]bool) {
	for _, c := range []byte("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%&*+=?@^_~.-") {
		t[c] = true
	}
	return t
}()

// saidValueAt: an optional quote, then six bytes of proseValue (its
// shortest value), at i; the end of the text first is a yes.
func saidValueAt(text []byte, i int) bool {
	if i < len(text) && isQuote(text[i]) {
		i++
	}
	for c := 0; c < 6; c, i = c+1, i+1 {
		if i >= len(text) {
			return true
		}
		if !proseValueByte[text[i]] {
			return false
		}
	}
	return true
}

// saidValueAfterVerb: after a verb ending at e, one to three blanks and
// a value.
func saidValueAfterVerb(text []byte, e int) bool {
	b := skipBlanks(text, e, 4)
	if b >= len(text) {
		return true
	}
	if b == e || b-e > 3 {
		return false
	}
	if saidValueAt(text, b) {
		return true
	}
	// an adverb before the value (proseNow: "is now X")
	w := wordEnd(text, b)
	if w >= len(text) {
		return true
	}
	var low [16]byte
	if w-b > len(low) || !slices.Contains(saidNow, string(lowerInto(low[:0], text[b:w]))) {
		return false
	}
	v := skipBlanks(text, w, 4)
	return v >= len(text) || v > w && v-w <= 3 && saidValueAt(text, v)
}

// saidValueAfterColon: after a colon ending at p, what the regex allows
// before the value (mdEmphasis, up to three blanks, up to two line
// breaks, each followed by up to three blanks), then the value. The emphasis bytes are value
// bytes too, so each length of it is tried.
func saidValueAfterColon(text []byte, p int) bool {
	for el := 0; el <= 2; el++ {
		if el > 0 {
			if p+el-1 >= len(text) {
				return true
			}
			if c := text[p+el-1]; c != '*' && c != '_' {
				return false
			}
		}
		x := skipBlanks(text, p+el, 3)
		for range 2 { // a line break, and a blank line after it
			if x < len(text) && text[x] == '\r' {
				x++
			}
			if x < len(text) && text[x] == '\n' {
				x = skipBlanks(text, x+1, 3)
			}
		}
		if x >= len(text) || saidValueAt(text, x) {
			return true
		}
	}
	return false
}

// saidAfterQualifier: after a preposition ending at e, the qualifier's
// one to three words, then a verb and its value or a colon and its
// value. The words are any blank-separated tokens, up to the reach of
// three words of 24 characters and their blanks; a line break or a
// colon ends them (no word holds one).
func saidAfterQualifier(text []byte, e int) bool {
	if e >= len(text) {
		return true
	}
	if text[e] != ' ' && text[e] != '\t' {
		return false
	}
	lim := e + 3*(3+24*utf8.UTFMax) + 3 + 8
	p := e
	for p < lim {
		if p >= len(text) {
			return true
		}
		switch c := text[p]; {
		case c == '\n':
			return false
		case c == ':':
			return saidValueAfterColon(text, p+1)
		case bytes.HasPrefix(text[p:], fullColon):
			return saidValueAfterColon(text, p+len(fullColon))
		case c == ' ' || c == '\t':
			p++
			continue
		case isQuote(c):
			return true // a quoted word may hold a colon (a URL): the regex decides
		}
		q := p
		for q < len(text) && text[q] != ' ' && text[q] != '\t' && text[q] != '\n' && text[q] != ':' && !bytes.HasPrefix(text[q:], fullColon) {
			q++
		}
		if q >= len(text) {
			return true
		}
		if saidVerbish(text[p:q]) && (text[q] == ' ' || text[q] == '\t') && saidValueAfterVerb(text, q) {
			return true
		}
		p = q
	}
	return false
}

// saidVerbish: a token that may be one of proseVerbs (in any case, and
// any token with a non-ASCII byte: è, это, and case folding beyond ASCII).
func saidVerbish(tok []byte) bool {
	var low [8]byte
	if len(tok) > len(low) {
		return false
	}
	for _, c := range tok {
		if c >= utf8.RuneSelf {
			return true
		}
	}
	return slices.Contains(saidVerbs, string(lowerInto(low[:0], tok)))
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
