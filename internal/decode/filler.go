package decode

import (
	"strings"
	"unicode"
)

// A word put between every two words of an order ("ignore x all x
// previous x instructions x") leaves each of its phrases broken for a
// scanner, and a model reads past it. Unfill drops the filler: a token
// that stands at every other place among the first words of a message,
// and at a quarter of its places or more. The look at the first words is
// the gate every message gets; a filler that starts later is not read.

// fillerLook is how many of the first tokens the gate reads, and
// minFiller how many times the filler must stand there, every other one.
const (
	fillerLook = 8
	minFiller  = 3
)

// Unfill drops, from s, every whitespace-separated token equal (in any
// case) to the one that stands at every other place among its first
// fillerLook tokens, minFiller times at least, when it holds a letter or a
// digit and is a quarter of the tokens. It reports whether it did.
func Unfill(s string) (string, bool) {
	var first [fillerLook]string
	n := 0
	for i := 0; i < len(s) && n < fillerLook; {
		if asciiSpace(s[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(s) && !asciiSpace(s[j]) {
			j++
		}
		first[n] = s[i:j]
		n++
		i = j
	}
	filler := ""
	for start := range 2 {
		f, ok := first[start], true
		for k := start; k < start+2*minFiller && ok; k += 2 {
			ok = k < n && strings.EqualFold(first[k], f) && (k+1 >= n || !strings.EqualFold(first[k+1], f))
		}
		if ok && len(f) <= 16 && strings.ContainsFunc(f, isWordRune) {
			filler = f
			break
		}
	}
	if filler == "" {
		return s, false
	}
	var b strings.Builder
	b.Grow(len(s))
	tokens, dropped := 0, 0
	for tok := range strings.FieldsSeq(s) {
		tokens++
		if strings.EqualFold(tok, filler) {
			dropped++
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(tok)
	}
	if dropped*4 < tokens {
		return s, false
	}
	return b.String(), true
}

// isWordRune reports letters and digits, ASCII or not.
func isWordRune(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r >= 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r))
}

// asciiSpace reports the ASCII spaces: the gate's tokens are cut at them
// alone (a filler between words is typed with the space bar).
func asciiSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
