package sanitize

import "slices"

// What the prose patterns read after their verb or colon (password-prose,
// password-prose-bare, token-prose): their gates (gates_after.go) read
// the value too, so that a sentence about passwords or keys ("the
// password is stored in the vault", "the key is valid for an hour") does
// not run the regex.

// proseTail is what a prose pattern reads after its verb or colon: its
// verbs, an optional "set to" (and "now", when now), then a value that
// at reports may start at i. Each part says yes when the text ends
// first, and a word with a non-ASCII byte may be any of them (case
// folding reads ſ as s).
type proseTail struct {
	verbs []string
	now   bool
	at    func(text []byte, i int) bool
}

var (
	quotedProse = &proseTail{verbs: []string{"is", "was", "to"}, at: quotedProseAt}
	bareProse   = &proseTail{verbs: []string{"is", "was"}, now: true, at: bareProseAt}
	tokenProse  = &proseTail{verbs: []string{"is", "was"}, at: tokenProseAt}
)

// afterVerb reads the verb at j, one to three blanks and the value.
func (v *proseTail) afterVerb(text []byte, j int) bool {
	p, st := proseWordAt(text, j, v.verbs...)
	return st == wordShort || st == wordYes && v.after(text, p)
}

// afterColon reads one to three blanks after a colon ending at c, and
// the value.
func (v *proseTail) afterColon(text []byte, c int) bool {
	p := skipBlanks(text, c, 4)
	if p >= len(text) {
		return true
	}
	return p > c && p-c <= 3 && v.after(text, p)
}

// after reads the value at p, or "set to" (or "now") and the value.
func (v *proseTail) after(text []byte, p int) bool {
	if v.at(text, p) {
		return true
	}
	q, st := proseWordAt(text, p, "set")
	if st == wordShort {
		return true
	}
	if st == wordYes {
		q, st = proseWordAt(text, q, "to")
		if st == wordShort || st == wordYes && v.at(text, q) {
			return true
		}
	}
	if v.now {
		q, st = proseWordAt(text, p, "now")
		return st == wordShort || st == wordYes && v.at(text, q)
	}
	return false
}

const (
	wordNo = iota
	wordYes
	wordShort // the text ends first
)

// proseWordAt reads at p a word (ASCII letters and non-ASCII bytes)
// that is one of words in any case (or holds a non-ASCII byte), then
// one to three blanks; it returns where the blanks end.
func proseWordAt(text []byte, p int, words ...string) (int, int) {
	e, wide := p, false
	for e < len(text) && (isLetter(text[e]) || text[e] >= 0x80) {
		wide = wide || text[e] >= 0x80
		e++
	}
	if e >= len(text) {
		return e, wordShort
	}
	if !wide {
		var low [8]byte
		if e-p > len(low) || !slices.Contains(words, string(lowerInto(low[:0], text[p:e]))) {
			return e, wordNo
		}
	}
	q := skipBlanks(text, e, 4)
	if q >= len(text) {
		return q, wordShort
	}
	if q == e || q-e > 3 {
		return q, wordNo
	}
	return q, wordYes
}

// quotedProseAt: password-prose's value, a quote, four to 64 characters
// with no quote and no line break, then a quote.
func quotedProseAt(text []byte, p int) bool {
	if p >= len(text) {
		return true
	}
	if !isQuote(text[p]) {
		return false
	}
	q := p + 1
	for q < len(text) && !isQuote(text[q]) && text[q] != '\n' && q-(p+1) <= 64*4 {
		q++
	}
	return q >= len(text) || isQuote(text[q]) && q-(p+1) >= 4
}

// bareProseAt: password-prose-bare's value, six bytes of proseTail.
func bareProseAt(text []byte, p int) bool {
	for i := p; i < p+6; i++ {
		if i >= len(text) {
			return true
		}
		if !proseValueByte[text[i]] {
			return false
		}
	}
	return true
}

// tokenProseByte holds the bytes of token-prose's value.
var tokenProseByte = func() (t [256]bool) {
	for _, c := range []byte("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_+/=.~-") {
		t[c] = true
	}
	return t
}()

// tokenProseAt: token-prose's value, an optional quote and sixteen
// bytes of the token alphabet.
func tokenProseAt(text []byte, p int) bool {
	if p < len(text) && isQuote(text[p]) {
		p++
	}
	for i := p; i < p+16; i++ {
		if i >= len(text) {
			return true
		}
		if !tokenProseByte[text[i]] {
			return false
		}
	}
	return true
}
