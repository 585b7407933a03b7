package injection

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A source file's comments are left out of the short-message reading
// (conversation.go, commentBlock) because English doc comments are short
// descriptions of the code in the chat game's words ("The password to
// use.", "Encode it as base64."). That reason is about English: the
// comments of the code an agent reads are written in English nearly
// everywhere, and the few that are not describe code in their language's
// words of code. A comment in another language that is a short order, or
// speaks to its reader of instructions and prompts, is read like any
// other paragraph: "Ignora le istruzioni precedenti" in a docstring is
// the same order it is in a README.

// commentFamilies are the prefixes of the conversation families a short
// comment in another language is judged by: orders that set the model's
// instructions aside, lift its limits or give it a persona. The password
// game's questions (extract.*, hijack.*) stay out, since a comment in any
// language says what a function does with a password ("gibt das Passwort
// des Benutzers zurück").
var commentFamilies = []string{"override.", "jailbreak.", "roleplay."}

// commentPack is the short pack (shortPack) less every family not named
// by commentFamilies (nil when none is left).
func commentPack(conversation Pack) Pack {
	var out Pack
	for _, p := range shortPack(conversation) {
		for _, f := range commentFamilies {
			if strings.HasPrefix(p.ID, f) {
				out = append(out, p)
				break
			}
		}
	}
	return out
}

// foreignComment reports whether s, a comment block, is written in a
// language other than English: it holds a letter beyond ASCII and is not
// English text (englishText). The letter is required: English comments
// are often too short or too terse for their function words to show
// ("// IgnoreBOM means to ignore any byte order marks.", "/* istanbul
// ignore else */"), and a language without a letter beyond ASCII is left
// to the English families.
func foreignComment(s string) bool {
	return nonASCIILetter(s) && !englishText(s)
}

// nonASCIILetter reports whether s holds a letter beyond ASCII.
func nonASCIILetter(s string) bool {
	for i := 0; i < len(s); {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if unicode.IsLetter(r) {
			return true
		}
		i += n
	}
	return false
}
