package injection

import (
	"math/bits"
	"regexp/syntax"
	"unicode/utf8"

	"github.com/guardrail-go/guardrail/internal/normalize"
)

// A Code expression usually cannot match without some punctuation: "exec("
// needs a "(", a hidden comment a "<", a fake end of input a run of "=",
// "-" or "#". needBytes finds, from the expression's syntax tree, a set of
// ASCII bytes of which every match holds at least one; a message whose
// code view holds none of them is answered without the checkpoints, the
// code windows and the expression. The answer is exact, and it does not
// depend on which matches of the rule there are: the code view folds
// each character on its own (only runs of white space merge), so a byte
// in the code view of a stretch of the message is in that of the whole
// message. That is what lets a stage of a long message (stage.go) answer
// "no" for a rule's Code without the rest of the message's matches.

// byteSet is a set of bytes, one bit each.
type byteSet [4]uint64

func (b *byteSet) add(c byte)            { b[c>>6] |= 1 << (c & 63) }
func (b *byteSet) has(c byte) bool       { return b[c>>6]>>(c&63)&1 != 0 }
func (b *byteSet) meets(o *byteSet) bool { return b[0]&o[0]|b[1]&o[1]|b[2]&o[2]|b[3]&o[3] != 0 }
func (b *byteSet) len() int {
	return bits.OnesCount64(b[0]) + bits.OnesCount64(b[1]) + bits.OnesCount64(b[2]) + bits.OnesCount64(b[3])
}

// mandatory returns the expression every match of re is a match of, when
// re only wraps it (a capture) or repeats it at least once: what re's
// matches must hold, that one's must. The walks over an expression
// (need, litsOf, startsOf) read through it.
func mandatory(re *syntax.Regexp) (*syntax.Regexp, bool) {
	switch {
	case re.Op == syntax.OpCapture, re.Op == syntax.OpPlus, re.Op == syntax.OpRepeat && re.Min >= 1:
		return re.Sub[0], true
	}
	return nil, false
}

// needBytes returns a set of bytes every match of the expression src
// holds one of, or false when there is none worth checking (an
// expression that needs only letters: ordinary text has them all).
func needBytes(src string) (byteSet, bool) {
	re, err := syntax.Parse(src, syntax.Perl)
	if err != nil {
		return byteSet{}, false
	}
	set, ok := need(re.Simplify())
	if !ok || set.cost() >= letterCost {
		return byteSet{}, false
	}
	return set, true
}

// letterCost is what a letter or digit costs in a set: a set holding one
// is not worth checking.
const letterCost = 1 << 10

// cost ranks the sets needBytes may choose between: fewer bytes, and no
// letters or digits, which every text has.
func (b *byteSet) cost() int {
	n := 0
	for k := range b {
		n += letterCost*bits.OnesCount64(b[k]&alnum[k]) + bits.OnesCount64(b[k]&^alnum[k])
	}
	return n
}

// alnum is the set of ASCII letters and digits.
var alnum = func() (set byteSet) {
	for c := range 128 {
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' {
			set.add(byte(c))
		}
	}
	return set
}()

// need is needBytes on a parsed expression.
func need(re *syntax.Regexp) (byteSet, bool) {
	if sub, ok := mandatory(re); ok {
		return need(sub)
	}
	var set byteSet
	switch re.Op {
	case syntax.OpLiteral:
		// One character of the literal is enough: the cheapest.
		best, found := byteSet{}, false
		for _, r := range re.Rune {
			var one byteSet
			if !needRune(&one, r, re.Flags&syntax.FoldCase != 0) {
				continue
			}
			if !found || one.cost() < best.cost() {
				best, found = one, true
			}
		}
		return best, found
	case syntax.OpCharClass:
		if !classBytes(&set, re) {
			return byteSet{}, false
		}
		return set, true
	case syntax.OpConcat:
		found := false
		for _, sub := range re.Sub {
			if s, ok := need(sub); ok && (!found || s.cost() < set.cost()) {
				set, found = s, true
			}
		}
		return set, found
	case syntax.OpAlternate:
		for _, sub := range re.Sub {
			s, ok := need(sub)
			if !ok {
				return byteSet{}, false
			}
			for k := range set {
				set[k] |= s[k]
			}
		}
		return set, true
	}
	return byteSet{}, false
}

// needRune adds the code-view byte that r is to set; false when r is not
// one that can be looked for that way: white space (any space or control
// character becomes one), and what is not ASCII (the code view may write
// it from another character).
func needRune(set *byteSet, r rune, fold bool) bool {
	if r >= utf8.RuneSelf || r <= ' ' || r == 0x7f {
		return false
	}
	c := byte(r)
	if c >= 'A' && c <= 'Z' {
		c += 'a' - 'A' // the code view is lower case
	}
	set.add(c)
	if fold && c >= 'a' && c <= 'z' {
		set.add(c - ('a' - 'A'))
	}
	return true
}

// classBytes adds the code-view bytes of class re to set; false when it
// is empty, matches what is not ASCII, or holds a character that cannot
// be looked for that way (needRune).
func classBytes(set *byteSet, re *syntax.Regexp) bool {
	if len(re.Rune) == 0 || re.Rune[len(re.Rune)-1] >= utf8.RuneSelf {
		return false
	}
	for i := 0; i+1 < len(re.Rune); i += 2 {
		for r := re.Rune[i]; r <= re.Rune[i+1]; r++ {
			if !needRune(set, r, false) {
				return false
			}
		}
	}
	return true
}

// codeBytes returns the bytes of the code view of the whole message,
// found once per scan: for ASCII text the bytes themselves, lower cased;
// else those of the code view, built (and kept for the anchor patterns'
// Code).
func (bp *buffers) codeBytes(text string) *byteSet {
	if bp.presentDone {
		return &bp.present
	}
	bp.presentDone = true
	if set, ok := asciiBytes(text); ok {
		bp.present = set
		return &bp.present
	}
	if !bp.codeDone {
		bp.code = normalize.AppendCode(bp.code[:0], text)
		bp.codeDone = true
	}
	bp.present = bytesOf(bp.code)
	return &bp.present
}

// asciiBytes returns the set of the bytes of text, lower cased, when
// text is ASCII. The set is kept in two registers, not in memory: adding
// a byte to a set in memory waits for the previous byte's store, which
// made this walk over a long message cost several cycles a byte.
func asciiBytes(text string) (byteSet, bool) {
	var lo, hi uint64 // bytes 0–63 and 64–127
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c >= utf8.RuneSelf {
			return byteSet{}, false
		}
		c = lowerASCII[c]
		bit := uint64(1) << (c & 63)
		up := -uint64(c >> 6) // all ones for 64–127
		lo |= bit &^ up
		hi |= bit & up
	}
	return byteSet{lo, hi}, true
}

// lowerASCII is each ASCII byte, lower cased.
var lowerASCII = func() (t [utf8.RuneSelf]byte) {
	for c := range t {
		t[c] = byte(c)
		if c >= 'A' && c <= 'Z' {
			t[c] += 'a' - 'A'
		}
	}
	return t
}()

// bytesOf returns the set of the bytes of b, the ASCII ones kept in
// registers as asciiBytes does (the code view is mostly ASCII).
func bytesOf(b []byte) byteSet {
	var lo, hi uint64
	var set byteSet
	for _, c := range b {
		if c >= utf8.RuneSelf {
			set.add(c)
			continue
		}
		bit := uint64(1) << (c & 63)
		up := -uint64(c >> 6)
		lo |= bit &^ up
		hi |= bit & up
	}
	set[0], set[1] = lo, hi
	return set
}

// codeImpossible reports whether pattern c's Code cannot match anywhere
// in the message: its code view holds none of the bytes it needs. The
// code view keeps every ASCII byte of the message but white space and
// control characters, lower cased (normalize's codeASCII; no byte is
// removed once written), and no needed byte is one of those: so a needed
// byte among the message's ASCII bytes answers no without the view, which
// a message with one character beyond ASCII (a curly quote) built.
func (bp *buffers) codeImpossible(text string, c *compiled) bool {
	if !c.needOK {
		return false
	}
	if !bp.presentDone && bp.asciiIn(text).meets(&c.need) {
		return false
	}
	return !bp.codeBytes(text).meets(&c.need)
}

// asciiIn returns, once per scan, the ASCII bytes of text, lower cased;
// for ASCII text they are the code view's bytes too (codeBytes).
func (bp *buffers) asciiIn(text string) *byteSet {
	if bp.asciiDone {
		return &bp.asciiSet
	}
	bp.asciiDone = true
	var lo, hi uint64 // as asciiBytes, skipping the other bytes
	all := true
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c >= utf8.RuneSelf {
			all = false
			continue
		}
		c = lowerASCII[c]
		bit := uint64(1) << (c & 63)
		up := -uint64(c >> 6)
		lo |= bit &^ up
		hi |= bit & up
	}
	bp.asciiSet = byteSet{lo, hi}
	if all {
		bp.present, bp.presentDone = bp.asciiSet, true
	}
	return &bp.asciiSet
}
