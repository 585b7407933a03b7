package decode

import (
	"strings"
	"unicode/utf8"
)

// Morse code hides words from a scanner as well as base64 does, and a
// model reads it: ".. --. -. --- .-. ." is "ignore". A run is dots and
// dashes in groups, one letter a group, letters apart by a space and
// words by a slash, a bar or three spaces or more.

// morseLetters maps a group of dots and dashes to its letter, digit or
// punctuation mark.
var morseLetters = map[string]byte{
	".-": 'a', "-...": 'b', "-.-.": 'c', "-..": 'd', ".": 'e', "..-.": 'f', "--.": 'g', "....": 'h',
	"..": 'i', ".---": 'j', "-.-": 'k', ".-..": 'l', "--": 'm', "-.": 'n', "---": 'o', ".--.": 'p',
	"--.-": 'q', ".-.": 'r', "...": 's', "-": 't', "..-": 'u', "...-": 'v', ".--": 'w', "-..-": 'x',
	"-.--": 'y', "--..": 'z',
	"-----": '0', ".----": '1', "..---": '2', "...--": '3', "....-": '4', ".....": '5', "-....": '6',
	"--...": '7', "---..": '8', "----.": '9',
	// ITU-R M.1677 punctuation: a command's dash, slash and dot ("rm -rf
	// /") and a sentence's stops, so that one of them does not leave the
	// whole run undecoded.
	".-.-.-": '.', "--..--": ',', "..--..": '?', ".----.": '\'', "-.-.--": '!', "-..-.": '/', "-.--.": '(',
	"-.--.-": ')', ".-...": '&', "---...": ':', "-.-.-.": ';', "-...-": '=', ".-.-.": '+', "-....-": '-',
	"..--.-": '_', ".-..-.": '"', ".--.-.": '@',
}

// minMorseLetters is the fewest letters a run decodes to: shorter runs of
// dots and dashes are ellipses, rules and list markers.
const minMorseLetters = 8

// maybeMorse reports whether s can hold a Morse run: a dot next to a
// dash. Prose seldom has one, so most messages skip the search.
func maybeMorse(s string) bool {
	return strings.Contains(s, ".-") || strings.Contains(s, "-.")
}

// isMorseByte reports whether c may be inside a Morse run.
func isMorseByte(c byte) bool { return c == '.' || c == '-' || c == ' ' || c == '/' || c == '|' }

// MorseRuns decodes, in place, every run of Morse code of at least
// minMorseLetters letters in which every group is a letter or a digit,
// and that reads as text. It reports whether any run was decoded.
func MorseRuns(s string) (string, bool) {
	if !maybeMorse(s) {
		return s, false
	}
	var sp splicer
	var buf []byte
	for i := 0; i < len(s); {
		// A run starts at a dot or dash that does not go on from a symbol
		// or a word before it: after a space, a quote or a bracket.
		if s[i] != '.' && s[i] != '-' || i > 0 && (s[i-1] == '.' || s[i-1] == '-' || s[i-1] < utf8.RuneSelf && asciiAlnum[s[i-1]]) {
			i++
			continue
		}
		j := i
		for j < len(s) && isMorseByte(s[j]) {
			j++
		}
		end := j
		for end > i && (s[end-1] == ' ' || s[end-1] == '/' || s[end-1] == '|') {
			end--
		}
		var ok bool
		if buf, ok = decodeMorse(buf[:0], s[i:end]); ok && readable(buf) {
			sp.put(s, i, end, buf)
		}
		i = max(j, i+1)
	}
	return sp.result(s)
}

// decodeMorse appends the letters of run to dst; ok is false when a group
// is no letter or the run is too short.
func decodeMorse(dst []byte, run string) ([]byte, bool) {
	// Both symbols: a Markdown table's rule ("|---|---|") or a row of
	// dots is no Morse.
	if !strings.Contains(run, ".") || !strings.Contains(run, "-") {
		return dst, false
	}
	letters := 0
	for w := range strings.FieldsFuncSeq(run, func(r rune) bool { return r == '/' || r == '|' }) {
		for _, word := range strings.Split(w, "   ") {
			if strings.TrimSpace(word) == "" {
				continue
			}
			if len(dst) > 0 && dst[len(dst)-1] != ' ' {
				dst = append(dst, ' ')
			}
			for g := range strings.FieldsSeq(word) {
				c, ok := morseLetters[g]
				if !ok {
					return dst, false
				}
				dst = append(dst, c)
				letters++
			}
		}
	}
	return dst, letters >= minMorseLetters && distinctLetters(dst) >= 3
}

// distinctLetters counts the different bytes of b other than a space.
func distinctLetters(b []byte) int {
	var seen [256]bool
	n := 0
	for _, c := range b {
		if c != ' ' && !seen[c] {
			seen[c] = true
			n++
		}
	}
	return n
}
