package sanitize

import "bytes"

// A secret stored backwards and turned round at run time:
//
//	const T = "…_1v_pod".split("").reverse().join("");   // JavaScript
//	key = "…_phg"[::-1]                                   // Python
//	$k = strrev("…_kl_ks");                               // PHP
//	k = "…_phg".reverse                                   // Ruby
//
// No pattern sees the token: its prefix stands at the literal's end,
// backwards. The finder starts where code reverses a string (a row of
// reversers), takes the string literal the reversal applies to, turns
// it round and reads it as the pack reads any text, under the name it
// is assigned to (as a list of character codes is read, charcodes.go).
// The literal is a secret when that read finds a structured one.
//
// Streams: the literal is whole once its reverser is seen (a reverser
// after the literal) or when its closing quote is (strrev), at most
// reversedMax bytes on.

const (
	// reversedMin is the shortest literal read: the shortest token a
	// vendor format finds.
	reversedMin = 16
	// reversedMax bounds a literal read.
	reversedMax = 512
)

// reverser is how a language reverses a string: after the literal
// ("…".split("").reverse()) or around it (strrev("…")).
type reverser struct {
	kw     string
	before bool // the literal comes before the keyword
}

// reversers are the keywords of the reversals the finder knows. None
// holds another that ends later: a Stream reads a keyword once it is
// whole, and one found inside a longer keyword still arriving would move
// the finder past the longer one's start. So JavaScript's
// "…".split("").reverse() is found at ".reverse", and the split before
// it is crossed back (splitBefore).
var reversers = []reverser{
	{`.reverse`, true},  // Ruby "…".reverse, JavaScript "…".split("").reverse()
	{`[::-1]`, true},    // Python
	{`strrev(`, false},  // PHP
	{`reverse(`, false}, // Perl, SQL: reverse("…")
}

// splitBefore are the splits into characters JavaScript puts between a
// literal and its reversal.
var splitBefore = []string{`.split("")`, `.split('')`, ".split(``)"}

// reversedPattern is the finder's row of the pack.
func reversedPattern() Pattern {
	kws := make([]string, len(reversers))
	for i, r := range reversers {
		kws[i] = r.kw
	}
	return Pattern{ID: "reversed-literal", Category: CategorySecret, Replacement: ReplToken, Enabled: true, builtin: builtinReversed,
		Keywords:    kws,
		Description: `a secret in a string literal that code reverses ("…".split("").reverse().join(""), "…"[::-1], strrev("…"))`}
}

// collectReversed judges the literals the reversers' occurrences apply
// to.
func (c *Compiled) collectReversed(sc *scratch, ri int, text []byte, from int, eof bool) (int, int) {
	n := len(text)
	for _, k32 := range sc.finderHits(ri) {
		k := int(k32)
		if k < from {
			continue
		}
		r, ok := reverserAt(text[k:])
		if !ok {
			from = k + 1
			continue
		}
		var s, e int
		if r.before {
			s, e = literalBefore(text, crossSplit(text, k))
		} else {
			var done bool
			s, e, done = literalAfter(text, k+len(r.kw), eof)
			if !done {
				return from, k // the literal may still close
			}
		}
		from = k + 1
		if e-s < reversedMin {
			continue
		}
		if c.reversedSecret(text[s:e], nameBefore(text, literalStart(s, r.before, k))) {
			sc.cands = append(sc.cands, cand{ms: s, me: e, s: s, e: e, rule: ri})
			from = max(from, e)
		}
	}
	if !eof {
		// A reverser may still come after a literal on the last line:
		// that line is held from its first quote, so the literal is not
		// emitted before the reverser is read. A line without a quote
		// goes on as it comes.
		return max(from, n-c.rules[ri].maxKwLen+1), max(from, literalHold(sc, text))
	}
	return n, n
}

// litState is how far a Stream's text was read for literals (read) and
// where the first quote that may open a literal stands on the line
// being read (quote, -1 when none yet), from the start of the text.
type litState struct{ read, quote int }

// literalHold returns where a Stream must hold its text from so that a
// literal a reverser may still follow is not emitted before it: the
// last line's first quote that may open a literal, within reversedMax
// bytes of the end; the text's end when there is none. Holding from the
// line's first quote holds every literal of the line a reverser may
// follow, and costs a few vector searches a call: only the bytes that
// came since the last call are read.
func literalHold(sc *scratch, text []byte) int {
	st := &sc.rev
	n := len(text)
	for p := max(0, st.read-sc.base); p < n; {
		nl := bytes.IndexByte(text[p:], '\n')
		end := n
		if nl >= 0 {
			end = p + nl
		}
		if st.quote < 0 {
			if q := firstOpening(text, p, end); q >= 0 {
				st.quote = sc.base + q
			}
		}
		if nl < 0 {
			break
		}
		st.quote = -1
		p = end + 1
	}
	st.read = sc.base + n
	if st.quote < 0 {
		return n
	}
	lo := max(0, n-reversedMax-2)
	if q := st.quote - sc.base; q >= lo {
		return q
	}
	// The line's first quote is further back than a literal reaches (or
	// than the text kept): a literal that may still be reversed opens at
	// a later quote.
	if q := firstOpening(text, lo, n); q >= 0 {
		return q
	}
	return n
}

// firstOpening returns where the first quote in text[p:end] that may
// open a literal stands, or -1.
func firstOpening(text []byte, p, end int) int {
	for p < end {
		q := firstQuote(text[p:end])
		if q < 0 {
			return -1
		}
		if q += p; opensLiteral(text, q) {
			return q
		}
		p = q + 1
	}
	return -1
}

// firstQuote returns the index of the first quote of any kind in b, or
// -1: three vector searches, each bounded by the quote found before.
func firstQuote(b []byte) int {
	first := -1
	for _, q := range []byte{'"', '\'', '`'} {
		end := len(b)
		if first >= 0 {
			end = first
		}
		if i := bytes.IndexByte(b[:end], q); i >= 0 {
			first = i
		}
	}
	return first
}

// opensLiteral reports whether the quote at text[i] may open a literal:
// a quote right after a letter or a digit is an apostrophe ("don't"),
// unless the letter is a one-letter prefix (Python's b"…", r"…").
func opensLiteral(text []byte, i int) bool {
	return i == 0 || !isAlnum(text[i-1]) || i == 1 || !isAlnum(text[i-2]) && text[i-2] != '_'
}

// reverserAt returns the reverser t begins with (in any case).
func reverserAt(t []byte) (reverser, bool) {
	for _, r := range reversers {
		if len(t) >= len(r.kw) && bytes.EqualFold(t[:len(r.kw)], []byte(r.kw)) {
			return r, true
		}
	}
	return reverser{}, false
}

// crossSplit returns where a split into characters that ends at k
// starts, or k.
func crossSplit(text []byte, k int) int {
	for _, sp := range splitBefore {
		if k >= len(sp) && string(text[k-len(sp):k]) == sp {
			return k - len(sp)
		}
	}
	return k
}

// literalBefore returns the inside of the string literal that ends right
// before k (its closing quote at k-1), on one line, without escapes; s
// == e when there is none.
func literalBefore(text []byte, k int) (s, e int) {
	if k < 2 || !isQuote(text[k-1]) {
		return k, k
	}
	q := text[k-1]
	for i := k - 2; i >= 0 && k-1-i <= reversedMax; i-- {
		switch text[i] {
		case q:
			return i + 1, k - 1
		case '\n', '\\':
			return k, k
		}
	}
	return k, k
}

// literalAfter returns the inside of the string literal that opens at p
// (after spaces), on one line, without escapes. done is false when the
// text ended before it closed and more may come.
func literalAfter(text []byte, p int, eof bool) (s, e int, done bool) {
	for p < len(text) && text[p] == ' ' {
		p++
	}
	if p == len(text) {
		return 0, 0, eof
	}
	if !isQuote(text[p]) {
		return 0, 0, true
	}
	q := text[p]
	for i := p + 1; i < len(text) && i-p <= reversedMax; i++ {
		switch text[i] {
		case q:
			return p + 1, i, true
		case '\n', '\\':
			return 0, 0, true
		}
	}
	return 0, 0, eof || len(text)-p > reversedMax
}

// literalStart is where the literal whose inside starts at s stands with
// its opening quote, or where its reverser starts when the reverser
// comes first: the name it is assigned to ends before that.
func literalStart(s int, before bool, k int) int {
	if before {
		return max(0, s-1)
	}
	return k
}

// reversedSecret turns the literal round and reports whether the text
// holds a structured secret, read as the value of name when there is one.
func (c *Compiled) reversedSecret(lit, name []byte) bool {
	return c.readUnderName(name, func(d []byte) []byte {
		for i := len(lit) - 1; i >= 0; i-- {
			d = append(d, lit[i])
		}
		return d
	})
}
