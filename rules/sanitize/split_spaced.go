package sanitize

import "strings"

// A token typed or pasted with its characters spaced out is still the
// token to anyone who reads it:
//
//   - letter-spaced: "g h p _ s h s H …", one character, then one space,
//     for splitSpacedMin characters or more (a heading like
//     "S U M M A R Y" has no vendor prefix, so it never starts one);
//   - grouped: "sk-p roj- x-Wd tD4K …", splitGroupsMin groups or more of
//     one width (4 to 8 bytes; the last may be shorter), split by single
//     spaces, the first opening with a vendor prefix; or by dashes, one
//     run ("AKIA-M6Q2-OC7T-…"), where no vendor's own dashes fall at
//     every fourth to eighth byte.
//
// The split finder starts at a vendor prefix (for letter-spacing, at the
// prefix spaced out, an extra keyword) and collects the pieces as it
// does for any single-space glue. Without a checksum, a space parts
// words; in such a run it does not, up to the run's end, and the
// vendor's format and value check still decide (splitAt). A letter-
// spaced word of prose or a phone number in groups has no vendor prefix;
// a vendor prefix followed by words of prose has no run of one width.

const (
	splitSpacedMin   = 12 // characters of a letter-spaced run
	splitSpacedKwMin = 4  // shortest prefix spaced out as a keyword ("s k -" is too common)
	splitGroupsMin   = 4
	splitGroupMinW   = 4
	splitGroupMaxW   = 8
)

// spacedKeyword returns a vendor prefix spaced out after a space
// (" g h p _ "), for the letter-spaced form; false for a short prefix or
// one with a space. The leading space keeps a Stream's idle flush from
// holding back every word that ends in a prefix's first letter and a
// space ("the MCP "): only a lone letter is held.
func spacedKeyword(k string) (string, bool) {
	if len(k) < splitSpacedKwMin || strings.ContainsRune(k, ' ') {
		return "", false
	}
	var b strings.Builder
	b.WriteByte(' ')
	for i := 0; i < len(k); i++ {
		b.WriteByte(k[i])
		b.WriteByte(' ')
	}
	return b.String(), true
}

// spacedRun returns how many leading pieces form a letter-spaced or a
// grouped run (0 for none): within it, single spaces join the pieces.
func spacedRun(pieces []splitPiece) int {
	w := pieces[0].e - pieces[0].s
	n := 1
	for n < len(pieces) && pieces[n].space && pieces[n].e-pieces[n].s == w {
		n++
	}
	switch {
	case w == 1:
		if n >= splitSpacedMin {
			return n
		}
	case w >= splitGroupMinW && w <= splitGroupMaxW:
		// The last group may be shorter: what was left of the token.
		if n < len(pieces) && pieces[n].space && pieces[n].e-pieces[n].s < w {
			n++
		}
		if n >= splitGroupsMin {
			return n
		}
	}
	return 0
}

// dashGroups reports a run of splitGroupsMin or more groups of one width
// (splitGroupMinW to splitGroupMaxW, the last no wider) split by single
// dashes. A UUID's groups (8-4-4-4-12) differ in width.
func dashGroups(run []byte) bool {
	w, n, cur := 0, 0, 0
	for i, b := range run {
		if b != '-' {
			cur++
			if i < len(run)-1 {
				continue
			}
		}
		switch {
		case cur == 0:
			return false // "--", or a dash at an end
		case n == 0:
			w = cur
			if w < splitGroupMinW || w > splitGroupMaxW {
				return false
			}
		case cur > w || cur < w && b == '-':
			return false // only the last group may be narrower
		}
		n, cur = n+1, 0
	}
	return n >= splitGroupsMin && run[len(run)-1] != '-'
}

// appendDashGroups appends the groups of text[s:e] (dashGroups) as
// pieces, each after the first joined as by a single space.
func appendDashGroups(pieces []splitPiece, joined []byte, text []byte, s, e int) ([]splitPiece, []byte) {
	gs := s
	for i := s; i <= e; i++ {
		if i == e || text[i] == '-' {
			pieces = append(pieces, splitPiece{s: gs, e: i, off: len(joined), space: gs > s})
			joined = append(joined, text[gs:i]...)
			gs = i + 1
		}
	}
	return pieces, joined
}
