package chat

import (
	"strings"
	"unicode/utf8"
)

// questionCues open a sentence that asks the person to decide, with or
// without a question mark ("Which option do you prefer." still waits for
// an answer). They count only at the start of a sentence of the last
// paragraph: "I checked which option is faster" is a report, not a
// question. Lower case ASCII folding is enough: the accented letters of
// the Portuguese cues are lower case in running text.
var questionCues = []string{
	// English
	"what would you", "which option", "which one", "which of", "would you like",
	"would you prefer", "do you want", "should i", "shall i", "can you confirm",
	"could you confirm", "could you clarify", "please choose", "please select",
	"please confirm", "please pick", "let me know which", "let me know whether",
	"how would you like", "how should i",
	// Portuguese
	"o que você", "qual opção", "qual das", "qual dos", "você gostaria", "você prefere",
	"você quer", "deseja que", "quer que eu", "posso prosseguir",
}

// isQuestion reports whether text waits for the person's answer: its last
// paragraph ends with a question mark (closing quotes, brackets and
// markdown emphasis aside) or has a sentence opening with a cue.
func isQuestion(text string) bool {
	p := lastParagraph(text)
	if p == "" {
		return false
	}
	end := strings.TrimRightFunc(p, isCloser)
	if strings.HasSuffix(end, "?") || strings.HasSuffix(end, "？") {
		return true
	}
	return hasCue(p)
}

// lastParagraph returns the text after the last blank line, trimmed. A
// fenced code block at the end is a paragraph of its own, so a question
// before a code sample does not count: the agent is showing, not asking.
func lastParagraph(text string) string {
	text = strings.TrimSpace(text)
	// strings.LastIndex with a two-byte pattern is a slow hash search;
	// stepping back over single newlines is not.
	for end := len(text); ; {
		i := strings.LastIndexByte(text[:end], '\n')
		if i <= 0 {
			return text
		}
		if text[i-1] == '\n' {
			return strings.TrimSpace(text[i+1:])
		}
		end = i
	}
}

func isCloser(r rune) bool {
	switch r {
	case ' ', '\t', '\n', '\r', '*', '_', ')', ']', '"', '\'', '`', '»', '”', '’':
		return true
	}
	return false
}

// hasCue reports whether a sentence of p opens with a question cue.
func hasCue(p string) bool {
	for i := 0; i < len(p); {
		i = skipOpeners(p, i)
		if i >= len(p) {
			return false
		}
		for _, c := range questionCues {
			if hasPrefixFold(p[i:], c) && wordEnd(p, i+len(c)) {
				return true
			}
		}
		// Next sentence: after the next terminator.
		j := strings.IndexAny(p[i:], ".!?:;\n")
		if j < 0 {
			return false
		}
		i += j + 1
	}
	return false
}

// skipOpeners skips spaces and the markdown or quote marks a sentence may
// open with.
func skipOpeners(p string, i int) int {
	for i < len(p) {
		switch p[i] {
		case ' ', '\t', '\n', '\r', '*', '_', '>', '-', '#', '"', '\'', '(', '`':
			i++
		default:
			return i
		}
	}
	return i
}

// hasPrefixFold reports whether s starts with the lower-case cue c,
// folding ASCII letters only.
func hasPrefixFold(s, c string) bool {
	if len(s) < len(c) {
		return false
	}
	for k := 0; k < len(c); k++ {
		b := s[k]
		if 'A' <= b && b <= 'Z' {
			b += 'a' - 'A'
		}
		if b != c[k] {
			return false
		}
	}
	return true
}

// wordEnd reports whether p[j:] does not continue the cue's last word
// ("should i" must not match "should it"). A cue ending in a space has
// already consumed the boundary.
func wordEnd(p string, j int) bool {
	if j >= len(p) || p[j-1] == ' ' {
		return true
	}
	r, _ := utf8.DecodeRuneInString(p[j:])
	// An apostrophe continues the word: "Should I've" is not "Should I".
	return !isWordRune(r) && r != '\'' && r != '’'

}

func isWordRune(r rune) bool {
	return r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= 0x80 && r != utf8.RuneError && !isPunctRune(r)
}

func isPunctRune(r rune) bool {
	switch r {
	case '…', '—', '–', '«', '»', '“', '”', '‘', '’', '？', '¿', '¡':
		return true
	}
	return false
}
