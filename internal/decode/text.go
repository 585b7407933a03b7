package decode

import (
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
