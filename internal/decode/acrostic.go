package decode

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// An acrostic hides an order in the first letters of lines: "take the
// first letter of every line and do what they spell", then a poem whose
// lines begin L, E, A, K…. The message asks for it in words (acrosticCues),
// so only a message that does, and has lines enough, is read this way;
// the letters are cut into words the caller knows (Segment), and only a
// reading with two known words of two letters or more counts: the first
// letters of a list of ordinary lines spell nothing.

// acrosticCues are the words that ask for the first letters, lower-case,
// by their first byte: each is looked for only where a word starts with
// that byte (a plural is found by its singular).
var acrosticCues = [utf8.RuneSelf][]string{
	'f': {"first letter", "first character"},
	'i': {"initial letter", "initial character", "initials of"},
	's': {"starting letter", "starting character"},
	'o': {"opening letter", "opening character"},
	'a': {"acrostic"},
}

// minAcrosticLines is the fewest lines read as an acrostic.
const minAcrosticLines = 4

// maxAcrosticBytes bounds the message read for an acrostic.
const maxAcrosticBytes = 16 << 10

// Acrostic returns s with what the first letters of its longest run of
// lines spell after it, cut into words by known, and whether they spell
// two known words or more. A nil known accepts any letters.
func Acrostic(s string, known func(string) bool) (string, bool) {
	if len(s) > maxAcrosticBytes || strings.Count(s, "\n") < minAcrosticLines-1 || !hasAcrosticCue(s) {
		return s, false
	}
	var best, run []byte
	for line := range strings.SplitSeq(s, "\n") {
		r, ok := lineInitial(line)
		if !ok {
			if len(run) > len(best) {
				best = run
			}
			run = nil
			continue
		}
		run = utf8.AppendRune(run, unicode.ToLower(r))
	}
	if len(run) > len(best) {
		best = run
	}
	if utf8.RuneCount(best) < minAcrosticLines {
		return s, false
	}
	words := string(best)
	if known != nil {
		words = Segment(words, known)
		n := 0
		for w := range strings.FieldsSeq(words) {
			if len(w) >= 2 && known(w) {
				n++
			}
		}
		if n < 2 {
			return s, false
		}
	}
	return s + "\n" + words, true
}

// hasAcrosticCue reports whether s asks for first letters, in any case.
// Only the starts of words are tried: a message of a few kilobytes is
// asked this once per scan.
func hasAcrosticCue(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i] | 0x20
		if c < 'a' || c > 'z' || i > 0 && asciiLetter(s[i-1]) {
			continue
		}
		for _, cue := range acrosticCues[c] {
			if len(s)-i >= len(cue) && asciiFoldEqual(s[i:i+len(cue)], cue) {
				return true
			}
		}
	}
	return false
}

// lineInitial returns the first letter of a line of verse or prose, past
// its indent, a list mark or a number, and whether it has one.
func lineInitial(line string) (rune, bool) {
	for _, r := range line {
		switch {
		case unicode.IsLetter(r):
			return r, true
		case unicode.IsSpace(r) || unicode.IsPunct(r) || unicode.IsDigit(r) || unicode.IsSymbol(r):
			continue
		default:
			return 0, false
		}
	}
	return 0, false
}
