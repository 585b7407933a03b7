package decode

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Rot13Text shifts every ASCII letter by 13.
func Rot13Text(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return 'a' + (r-'a'+13)%26
		case r >= 'A' && r <= 'Z':
			return 'A' + (r-'A'+13)%26
		}
		return r
	}, s)
}

// ReverseText writes s backwards, rune by rune (invalid bytes become
// U+FFFD).
func ReverseText(s string) string {
	out := make([]byte, 0, len(s))
	for i := len(s); i > 0; {
		r, size := utf8.DecodeLastRuneInString(s[:i])
		out = utf8.AppendRune(out, r)
		i -= size
	}
	return string(out)
}

// ReverseCues are the words that ask for text to be read backwards
// (Signals.ReverseAsked).
var ReverseCues = []string{"reverse", "reversed", "backwards", "backward", "in reverse", "mirrored",
	// the same in the lexicons' languages, where a request to read text
	// the other way says it with words of its own ("Lees dit
	// achterstevoren", "Bu metni tersten oku"); words that also mean
	// "vice versa" or "on the contrary" (umgekehrt, наоборот, al
	// contrario, بالعكس) are left out, as they ask for nothing.
	"rückwärts", "von hinten nach vorne", "achterstevoren", "van achter naar voren", "à l'envers", "de droite à gauche",
	"al revés", "del revés", "de atrás hacia adelante", "de trás para frente", "de trás pra frente", "alla rovescia",
	"al rovescio", "all'indietro", "od tyłu", "wspak", "od końca", "задом наперёд", "справа налево", "в обратном порядке",
	"tersten", "sondan başa", "倒着", "倒过来", "反过来读", "从右到左", "逆から", "逆さま", "逆順", "後ろから", "거꾸로",
	"뒤에서부터", "معكوسا", "معكوس", "उल्टा", "उलटा", "उल्टे क्रम में"}

// maxWordOrderText bounds the messages read in reverse word order: the
// reading is a second scan of the whole message, and "reverse" is a
// common word; a request to read words last first comes with a short
// text (a message of trigger words at the length limit paid a quarter
// more before the bound).
const maxWordOrderText = 2 << 10

// ReverseOrder writes the words of each piece of s in the other order
// ("instructions previous all ignore", read last word first as asked),
// and leaves out a piece that holds one of ReverseCues: the request to
// reverse is not the text reversed, and turned round it would read as
// what it is not ("backwards them spelling by slurs"). Pieces end at a
// line, a colon or a parenthesis, where a request ends and what it is
// about begins ("Read backwards: …", "… (in reverse order)"); not at a
// full stop, which the reversed text has at the other end of a sentence.
func ReverseOrder(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for len(s) > 0 {
		end := strings.IndexAny(s, "():\n")
		if end < 0 {
			end = len(s)
		}
		words := strings.Fields(s[:end])
		if !holdsReverseCue(words) {
			slices.Reverse(words)
			b.WriteString(strings.Join(words, " "))
		}
		if end < len(s) {
			b.WriteByte(' ')
			b.WriteByte(s[end])
			b.WriteByte(' ')
			end++
		}
		s = s[end:]
	}
	return b.String()
}

// reverseCueWords holds the cues of ReverseCues that are one word, lower
// case: a piece's words are looked up, not compared with every cue (that
// took a sixth of the scan of a short message asking to reverse a list).
var reverseCueWords = func() map[string]bool {
	m := map[string]bool{}
	for _, c := range ReverseCues {
		if !strings.Contains(c, " ") {
			m[strings.ToLower(c)] = true
		}
	}
	return m
}()

// holdsReverseCue reports whether one of words, without the punctuation
// around it, is a word of ReverseCues in any case.
func holdsReverseCue(words []string) bool {
	var lk lowerKnown
	defer lk.release()
	for _, w := range words {
		if lk.word(isReverseCue, strings.TrimFunc(w, cuePunct)) {
			return true
		}
	}
	return false
}

// isReverseCue reports a lower-case word of reverseCueWords.
func isReverseCue(w string) bool { return reverseCueWords[w] }

// cuePunct is the punctuation a cue word may carry ("reverse," "*backwards*").
func cuePunct(r rune) bool { return strings.ContainsRune(",.!?'\"*", r) }

// ReverseWords writes each word of s backwards, in place: words are runs
// between white space.
func ReverseWords(s string) string {
	out := make([]byte, 0, len(s))
	start := -1
	flush := func(end int) {
		if start >= 0 {
			out = append(out, ReverseText(s[start:end])...)
			start = -1
		}
	}
	for i, r := range s {
		if r == ' ' || r == '\t' || r == '\n' || r == '\r' {
			flush(i)
			out = append(out, byte(r))
			continue
		}
		if start < 0 {
			start = i
		}
	}
	flush(len(s))
	return string(out)
}
