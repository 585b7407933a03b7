package injection

import (
	"slices"
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

// docLeftOut are the speaking pack's families a docstring's paragraph is
// not judged by: a docstring says what its function does with a password
// ("pwd is the password to decrypt files", "Replace the credentials with
// '***'"), its summary is an order by convention (PEP 257), an API's
// field is "Output only.", and a filter's docstring says when its
// "Jailbreak filter is enabled". A docstring that asks a question, or in
// which its writer says "I" or "me", is read in full.
var docLeftOut = []string{"extract.secret", "extract.letterwise", "hijack.access_granted", "hijack.say_only", "jailbreak.jailbroken"}

// foreignComment reports whether s, a comment block, is written in a
// language other than English: it is not English text (englishText), and
// it holds a letter beyond ASCII or a word of a person speaking (speaks:
// "du", "vous", "kamu", "je" in the other languages' second person). One
// of the two is required: English comments are often too short or too
// terse for their function words to show ("// IgnoreBOM means to ignore
// any byte order marks.", "/* istanbul ignore else */").
func foreignComment(s string) bool {
	return !englishText(s) && (nonASCIILetter(s) || speaks(s))
}

// A table's cell is a value: a CSV export of tickets, reviews or form
// answers holds what people typed, one cell each. Read as one paragraph,
// the table is a run of ids, titles and dates around the sentence, too
// long to be a short message and with the row's other fields inside every
// window; the sentence alone is the message its author wrote. So each
// quoted cell of a row that holds more than one word is also a segment of
// its own (tableCells), read as any other paragraph.

// tableSeparators separate a row's cells: CSV's comma, the semicolon of
// the locales that write decimal commas, TSV's tab, a pipe.
const tableSeparators = ",;\t|"

// minRowSeparators is how many separators outside quotes make a line a
// table's row: three cells at least (an argument list "f(a, \"b\")" has
// one).
const minRowSeparators = 2

// tableCells calls fn with each quoted cell of the table rows in para
// that holds a space, and reports whether fn let it run to the end. A row
// starts at a line's start (not indented: code is) and its cells are
// separated by one of tableSeparators, at least minRowSeparators times; a
// cell is quoted when a double quote opens it right at the line's start or
// after a separator, and it ends at a double quote (not a doubled one, the
// CSV escape) followed by a separator or the row's end, line breaks
// inside included. A row with anything else after a closing quote, or
// whose unquoted text is program text (looksLikeCode), is not a table's.
// The cell is passed as it is in para (doubled quotes kept), so that every
// segment is a substring of the text.
func tableCells(para string, fn func(segment) bool) bool {
	for pos := 0; pos < len(para); {
		end := rowEnd(para, pos)
		if cells, ok := rowCells(para[pos:end]); ok {
			for _, c := range cells {
				if len(c) >= minSegment && strings.ContainsAny(c, " \t") && !fn(segment{text: c, kind: segProse}) {
					return false
				}
			}
		}
		pos = end
	}
	return true
}

// rowEnd returns the end of the line of para that starts at pos, past its
// line break, or past the line in which a quoted cell opened at the start
// of a field closes (a cell may hold line breaks).
func rowEnd(para string, pos int) int {
	inQuote, fieldStart := false, true
	for i := pos; i < len(para); i++ {
		c := para[i]
		switch {
		case inQuote:
			if c == '"' {
				if i+1 < len(para) && para[i+1] == '"' {
					i++
					continue
				}
				inQuote = false
			}
		case c == '\n':
			return i + 1
		case c == '"' && fieldStart:
			inQuote = true
		}
		fieldStart = !inQuote && strings.IndexByte(tableSeparators, c) >= 0
	}
	return len(para)
}

// rowCells returns the quoted cells of row (as they are written, without
// their quotes) when row is a table's row (see tableCells).
func rowCells(row string) (cells []string, ok bool) {
	if row == "" || row[0] == ' ' || row[0] == '\t' {
		return nil, false
	}
	var sep byte
	seps := 0
	var bare strings.Builder // the row without its quoted cells
	for i := 0; i < len(row); i++ {
		c := row[i]
		if c == '"' && (i == 0 || row[i-1] == sep || sep == 0 && strings.IndexByte(tableSeparators, row[i-1]) >= 0) {
			j := i + 1
			for ; j < len(row); j++ {
				if row[j] == '"' {
					if j+1 < len(row) && row[j+1] == '"' {
						j++
						continue
					}
					break
				}
			}
			if j >= len(row) {
				return nil, false // not closed
			}
			if k := j + 1; k < len(row) && strings.IndexByte(tableSeparators+"\r\n", row[k]) < 0 {
				return nil, false // text after the closing quote
			}
			cells = append(cells, row[i+1:j])
			i = j
			continue
		}
		if strings.IndexByte(tableSeparators, c) >= 0 {
			if sep == 0 {
				sep = c
			}
			if c == sep {
				seps++
			}
		}
		bare.WriteByte(c)
	}
	if seps < minRowSeparators || len(cells) == 0 {
		return nil, false
	}
	b := bare.String()
	if sep == ';' {
		b = strings.ReplaceAll(b, ";", ",") // the separator, not a statement's end
	}
	return cells, !looksLikeCode(b)
}

// compoundPart reports whether the word s[i:j] is joined to a letter or a
// digit by a hyphen, a dot, a slash or an underscore: it is then part of
// a name ("u-root", "u.URL", "me/too", "your_app"), not a person
// speaking. A word at a sentence's end ("ask me.") is not joined: a
// letter must follow the mark.
func compoundPart(s string, i, j int) bool {
	joiner := func(b byte) bool { return b == '-' || b == '.' || b == '/' || b == '_' }
	alnum := func(b byte) bool { return wordByte(b) || b >= '0' && b <= '9' }
	return i >= 2 && joiner(s[i-1]) && alnum(s[i-2]) || j+1 < len(s) && joiner(s[j]) && alnum(s[j+1])
}

// A log record is a timestamp, a level and a message, often a field's
// label and the value a user or a client sent ("WARN user comment: …",
// "INFO request body: …"). The record as a whole opens with the log's
// own words, so an order in the value is not where a message starts; the
// value alone is what its sender wrote (logValues).

// logLevels are the severity words a log record's message follows.
var logLevels = map[string]bool{
	"TRACE": true, "DEBUG": true, "INFO": true, "NOTICE": true, "WARN": true, "WARNING": true, "ERROR": true,
	"ERR": true, "FATAL": true, "CRITICAL": true, "CRIT": true, "PANIC": true, "ALERT": true, "EMERG": true,
}

// maxLogLabel is the most words a field's label before its colon has
// ("user comment", "request body", "msg").
const maxLogLabel = 3

// logValues calls fn with the message of the log record rec (a paragraph
// whose first line opens with a timestamp, logRecord) after its
// timestamp and level, and, when the message opens with a short label
// and a colon, with the value after it; it reports whether fn let it run
// to the end. Both are substrings of rec.
func logValues(rec string, fn func(segment) bool) bool {
	msg := logMessage(rec)
	if len(msg) < minSegment || len(msg) == len(rec) {
		return true
	}
	if !fn(segment{text: msg, kind: segProse}) {
		return false
	}
	if i := strings.Index(msg, ": "); i > 0 && len(strings.Fields(msg[:i])) <= maxLogLabel && !strings.ContainsAny(msg[:i], ".!?\n\"") {
		if v := strings.TrimLeft(msg[i+2:], " "); len(v) >= minSegment {
			return fn(segment{text: v, kind: segProse})
		}
	}
	return true
}

// logMessage returns rec after its timestamp (the words up to and with
// the first one that holds a clock, hh:mm) and a level word (bare or in
// brackets), or rec itself when it has no clock in its first words.
func logMessage(rec string) string {
	rest := rec
	for n := 0; n < 4; n++ {
		w, r := nextWord(rest)
		if w == "" {
			return rec
		}
		rest = r
		if clockIn(w) {
			if w, r := nextWord(rest); logLevels[strings.ToUpper(strings.Trim(w, "[]:"))] {
				rest = r
			}
			return strings.TrimLeft(rest, " \t")
		}
	}
	return rec
}

// nextWord splits s into its first space-separated word and the rest.
func nextWord(s string) (word, rest string) {
	s = strings.TrimLeft(s, " \t")
	i := strings.IndexAny(s, " \t\n")
	if i < 0 {
		return s, ""
	}
	return s[:i], s[i:]
}

// clockIn reports whether w holds a clock: two digits, a colon, two
// digits.
func clockIn(w string) bool {
	for i := 0; i+5 <= len(w); i++ {
		if w[i+2] == ':' && isDigit(w[i]) && isDigit(w[i+1]) && isDigit(w[i+3]) && isDigit(w[i+4]) {
			return true
		}
	}
	return false
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// A YAML block scalar ("description: |" and the indented lines under it)
// is a value: a package's description, a ticket's body, a workflow's
// message. Read with the keys around it, it is one long paragraph of
// fields; the block alone is the text its author wrote (yamlBlocks).

// yamlBlocks calls fn with the lines of each YAML block scalar in para:
// the lines indented deeper than a key line that ends in "|" or ">"
// (with a chomping or indentation indicator: "|-", ">+", "|2"), up to the
// first line that is not; it reports whether fn let it run to the end.
// Each block is a substring of para. A block under a prompt key that
// fills a template's slots is a program's prompt (template).
func yamlBlocks(para string, fn func(segment) bool) bool {
	prompts := programPrompts{para: para}
	return yamlBlockSpans(para, func(key string, start, stop int) bool {
		b := para[start:stop]
		return len(strings.TrimSpace(b)) < minSegment || fn(segment{text: b, kind: segProse, template: prompts.block(key, b)})
	})
}

// programPrompts judges the blocks of one YAML text: a block is a
// program's prompt when it fills a template's slots (promptBlock), or
// when it sits under a prompt key of a bot's own configuration
// (botConfig, read once, when a block first asks).
type programPrompts struct {
	para string
	bot  int8 // 0 unread, 1 a bot's config, 2 not
}

func (p *programPrompts) block(keyLine, block string) bool {
	if promptBlock(keyLine, block) {
		return true
	}
	if !promptKey(keyLine) {
		return false
	}
	if p.bot == 0 {
		p.bot = 2
		if botConfig(p.para) {
			p.bot = 1
		}
	}
	return p.bot == 1
}

// botConfigKeys are the settings beside a bot's prompt in its own
// configuration ("model: default", "max_turns: 20"): a prompt block
// among them is the program's prompt, whether or not it has slots.
var botConfigKeys = []string{"model", "temperature", "max_tokens", "max_turns", "top_p", "provider", "display_name", "handoff_queue", "llm", "persona"}

// botConfig reports whether a YAML text holds, as keys of its own
// lines, two of botConfigKeys or one of them and a "name:".
func botConfig(para string) bool {
	n, named := 0, false
	for line := range strings.Lines(para) {
		key, _, ok := strings.Cut(strings.TrimSpace(line), ":")
		if !ok || strings.ContainsAny(key, " \t\"'") {
			continue
		}
		key = strings.ToLower(key)
		if slices.Contains(botConfigKeys, key) {
			n++
		}
		named = named || key == "name"
	}
	return n >= 2 || n == 1 && named
}

// promptKey reports whether a block scalar's key line names a prompt.
func promptKey(keyLine string) bool {
	key, _, _ := strings.Cut(strings.TrimPrefix(strings.TrimLeft(keyLine, " "), "- "), ":")
	return promptKeys[strings.ToLower(strings.TrimSpace(key))]
}

// yamlBlockSpans calls fn with the key line and the span of each YAML
// block scalar in para, and reports whether fn let it run to the end.
func yamlBlockSpans(para string, fn func(key string, start, stop int) bool) bool {
	for pos := 0; pos < len(para); {
		end := strings.IndexByte(para[pos:], '\n')
		if end < 0 {
			return true
		}
		end += pos
		line := para[pos:end]
		pos = end + 1
		if !blockScalarKey(line) {
			continue
		}
		indent := len(line) - len(strings.TrimLeft(line, " "))
		start, stop := pos, pos
		for pos < len(para) {
			e := strings.IndexByte(para[pos:], '\n')
			if e < 0 {
				e = len(para)
			} else {
				e += pos
			}
			l := para[pos:e]
			if strings.TrimSpace(l) != "" && len(l)-len(strings.TrimLeft(l, " ")) <= indent {
				break
			}
			pos = min(e+1, len(para))
			stop = pos
		}
		if !fn(line, start, stop) {
			return false
		}
	}
	return true
}

// programPromptKeys name a configuration's value that holds a model's
// prompt, in YAML and JSON alike; promptKeys and jsonPromptKeys
// (untrusted_jsonkeys.go) add the names each format uses besides.
var programPromptKeys = []string{"prompt", "system_prompt", "systemprompt", "prompt_template", "instructions"}

// keySet is a set of the keys of the lists given.
func keySet(lists ...[]string) map[string]bool {
	m := map[string]bool{}
	for _, l := range lists {
		for _, k := range l {
			m[k] = true
		}
	}
	return m
}

// promptKeys name a YAML value that holds a model's prompt or one of its
// turns (turnKeys; a prompt file of promptfoo, LangChain or a bot's own
// config).
var promptKeys = keySet(programPromptKeys, []string{"template"}, turnKeys)

// promptBlock reports a block scalar under a prompt key whose text fills
// a template's slots ("{{ project_name }}"): the program's own prompt, as
// a string literal of its code is (untrusted_literal.go).
func promptBlock(keyLine, block string) bool {
	return promptKey(keyLine) && placeholderRE.MatchString(block)
}

// blankPromptBlocks returns para with the text of its prompt blocks
// (programPrompts) blanked, line breaks kept, or para itself when it has
// none.
func blankPromptBlocks(para string) string {
	var b []byte
	prompts := programPrompts{para: para}
	yamlBlockSpans(para, func(key string, start, stop int) bool {
		if prompts.block(key, para[start:stop]) {
			if b == nil {
				b = []byte(para)
			}
			for i := start; i < stop; i++ {
				if b[i] != '\n' {
					b[i] = ' '
				}
			}
		}
		return true
	})
	if b == nil {
		return para
	}
	return string(b)
}

// blockScalarKey reports whether line is a YAML key that opens a block
// scalar: "key: |", "- key: >-", "key: |2".
func blockScalarKey(line string) bool {
	line = strings.TrimRight(line, " \r")
	i := strings.LastIndex(line, ": ")
	if i <= 0 {
		return false
	}
	ind := line[i+2:]
	if ind == "" || ind[0] != '|' && ind[0] != '>' || len(ind) > 3 {
		return false
	}
	for _, c := range ind[1:] {
		if c != '-' && c != '+' && (c < '1' || c > '9') {
			return false
		}
	}
	key := strings.TrimLeft(strings.TrimPrefix(strings.TrimLeft(line[:i], " "), "- "), " ")
	return key != "" && !strings.ContainsAny(key, " \t\"'{}()")
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
