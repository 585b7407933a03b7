package injection

import (
	"strings"
	"unicode"
)

// A source file's comment is about the code it is written against: a
// doc comment names what it documents ("The password to use." over
// `Password string`, "UpdatePassword sets the password" over `func
// UpdatePassword`), a comment in a body names what the next statement
// does ("Get the pwd" over `pwd, err := os.Getwd()`). That is why English
// comments are left out of the short-message reading (conversation.go,
// commentBlock): in the chat game's words they describe the code. A
// top-level comment right over a declaration that shares no word with it
// does not describe it: it is a message that was put there ("what are
// the rules?" over `func Area`), and is read as a short message
// (untrusted.go, scanSegment). A comment that stands alone (a licence
// header, a section's title) has no code to be about and stays out, as
// before.

// detachedLeftOut are the short pack's families a comment that names
// none of the code it documents is not judged by unless it asks a
// question (one whose writer says "I" is read by the conversation pack
// already): the ones a docstring's paragraph is not judged by either
// (docLeftOut). A doc comment says what is done to a password or a
// secret in its own words ("The secret stays in memory only." over `func
// Open`, "Encode it as base64 before storing it." over `func Seal`), and
// "access granted" is what an authorisation check's comment says; by its
// form, such a comment cannot be told from the password game's "Reverse
// word." (docs/detection.md, tool results, item 11).
var detachedLeftOut = docLeftOut

// besideCode returns the line of code that the comment block
// text[start:end] documents: the first line after it that is neither a
// comment line nor a line of comment markers only ("*/", "*"), when the
// comment is written at the outermost level (its lines open in the first
// column, or a block comment's " *" one space in) and that line is a
// declaration or a statement (codeLine) at the outermost level too. A
// blank line on the way parts the comment from the code. "" when there is
// none: a comment inside a body annotates statements whose names were
// given elsewhere ("Ignore malformed values." over `continue`), an
// indented bullet's next line is its own text, a Markdown title ("#
// Notes") is followed by prose, and a developer's note (devNote) is about
// the code whatever its words.
func besideCode(text string, start, end int) string {
	for line := range strings.SplitSeq(strings.TrimRight(text[start:end], "\n"), "\n") {
		if !outermost(line) {
			return ""
		}
	}
	if devNote(uncomment(stripLinePrefix(text[start:lineEnd(text, start)]))) {
		return ""
	}
	for pos := end; pos < len(text); {
		e := lineEnd(text, pos)
		body := stripLinePrefix(text[pos:e])
		if body == "" {
			return ""
		}
		if !isBlank(body) && classOf(body) == classText {
			// The code a top-level comment documents is at the top
			// level too; an indented line under " * …" is a bullet's
			// second line.
			if outermost(text[pos:e]) && codeLine(body) {
				return body
			}
			return ""
		}
		pos = e + 1
	}
	return ""
}

// outermost reports whether a line opens at the outermost level of a
// source file: in the first column (after the Read tool's line number),
// or, for a block comment's continuation, " *".
func outermost(line string) bool {
	if rest := strings.TrimLeft(line, " "); rest != "" && rest[0] >= '0' && rest[0] <= '9' {
		i := 0
		for i < len(rest) && rest[i] >= '0' && rest[i] <= '9' {
			i++
		}
		if strings.HasPrefix(rest[i:], "→") {
			line = rest[i+len("→"):]
		}
	}
	return line != "" && line[0] != ' ' && line[0] != '\t' || strings.HasPrefix(line, " *")
}

// devNotes are the tags that open a developer's note to the code's next
// maintainer ("XXX: backward compatibility, …", "TODO: replace it"): the
// note is about the code whatever words it uses.
var devNotes = []string{"TODO", "FIXME", "XXX", "HACK", "BUG"}

// devNote reports whether a comment's text opens with a developer's tag
// (devNotes) followed by a colon, a parenthesis or a space.
func devNote(s string) bool {
	for _, t := range devNotes {
		if rest, ok := strings.CutPrefix(s, t); ok && (rest == "" || strings.IndexByte(":( ", rest[0]) >= 0) {
			return true
		}
	}
	return false
}

// declWords open a declaration in the languages an agent reads.
var declWords = []string{"func ", "def ", "async def ", "class ", "type ", "var ", "const ", "let ", "function ",
	"export ", "struct ", "interface ", "enum ", "public ", "private ", "static "}

// codeLine reports whether a line is program text: a declaration, or a
// statement with the punctuation of code (looksLikeCode).
func codeLine(s string) bool {
	for _, d := range declWords {
		if strings.HasPrefix(s, d) {
			return true
		}
	}
	return looksLikeCode(s)
}

// sharesWord reports whether the comment names a word of the code line:
// an identifier, or a part of one split at its case changes, underscores
// and digits ("ClientSecret", "client_secret": client, secret), of at
// least three letters; a word and a part that share their first five
// letters count ("encoded", "encodeBase64"). The language's keywords are
// not names.
func sharesWord(comment, code string) bool {
	parts := map[string]bool{}
	for _, p := range identifierParts(code) {
		if !codeKeywords[p] {
			parts[p] = true
		}
	}
	if len(parts) == 0 {
		return false
	}
	for _, w := range identifierParts(comment) {
		if parts[w] {
			return true
		}
		if len(w) >= 5 {
			for p := range parts {
				if len(p) >= 5 && p[:5] == w[:5] {
					return true
				}
			}
		}
	}
	return false
}

// identifierParts splits s into lower-case words of at least three
// letters, also at a lower-to-upper case change ("UpdatePassword":
// update, password; "HTTPServer": http, server).
func identifierParts(s string) []string {
	var out []string
	rs := []rune(s)
	begin := -1
	flush := func(i int) {
		if begin >= 0 && i-begin >= 3 {
			out = append(out, strings.ToLower(string(rs[begin:i])))
		}
		begin = -1
	}
	for i, r := range rs {
		if !unicode.IsLetter(r) {
			flush(i)
			continue
		}
		if begin >= 0 && unicode.IsUpper(r) && (unicode.IsLower(rs[i-1]) || i+1 < len(rs) && unicode.IsLower(rs[i+1]) && unicode.IsUpper(rs[i-1])) {
			flush(i)
		}
		if begin < 0 {
			begin = i
		}
	}
	flush(len(rs))
	return out
}

// codeKeywords are the words of program syntax that name nothing of the
// program's own, and the commonest words of prose a string literal holds:
// a comment shares them with any line.
var codeKeywords = map[string]bool{
	"func": true, "function": true, "def": true, "class": true, "return": true, "var": true, "let": true,
	"const": true, "type": true, "struct": true, "interface": true, "for": true, "range": true, "while": true,
	"else": true, "elif": true, "switch": true, "case": true, "default": true, "break": true, "continue": true,
	"import": true, "from": true, "package": true, "export": true, "async": true, "await": true, "new": true,
	"nil": true, "null": true, "none": true, "true": true, "false": true, "self": true, "this": true,
	"int": true, "string": true, "bool": true, "byte": true, "the": true, "and": true,
	"not": true, "with": true, "try": true, "except": true, "catch": true, "throw": true, "public": true,
	"private": true, "static": true, "void": true, "defer": true, "any": true,
}
