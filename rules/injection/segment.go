package injection

import (
	"html"
	"regexp"
	"strings"

	"github.com/guardrail-go/guardrail/internal/decode"
	"github.com/guardrail-go/guardrail/internal/jsonscan"
)

// A tool result is not a message: it is a file, a page, an API's JSON, in
// which an instruction to the assistant is a sentence or two among
// thousands of ordinary ones. The untrusted scan therefore judges it piece
// by piece: each paragraph, comment block, HTML comment or JSON string is
// one segment, scanned alone, so that a pattern's window never joins words
// of two unrelated sentences, and a pattern anchored at the start and end
// of a segment ("the whole paragraph is a question about the password")
// means what it says.

// segKind says how a segment is carried, which decides whether a match in
// it can be a quotation (see mention.go).
type segKind uint8

const (
	// segProse is ordinary text: a paragraph, a comment block, a JSON
	// string value.
	segProse segKind = iota
	// segQuote is a Markdown block quote (lines starting with ">").
	segQuote
	// segCode is the inside of a Markdown code fence.
	segCode
	// segHidden is text a reader of the rendered content never sees: an
	// HTML comment. Nothing in it is shown as an example, so it is never
	// read as a quotation.
	segHidden
	// segInvisible is text spelt in invisible tag characters, decoded.
	segInvisible
	// segDoc is a Python docstring: a triple-quoted string that opens
	// right after a def or class header or at the top of the file. It is
	// a string literal only in the grammar: no program sends it anywhere,
	// it documents the code to its reader, as a comment does (see
	// untrusted_literal.go).
	segDoc
	// segFenced is a paragraph of a Markdown code block read again alone,
	// as the source file the block shows: a comment that speaks to the
	// model among lines of code is found as in a file. It is a quotation
	// wherever the block is (mention).
	segFenced
)

// segment is one piece of a tool result.
type segment struct {
	text string
	kind segKind
	// beside, for a comment block of a source file, is the line of code
	// it is written against: the first line of code after it, else the
	// last one before it, with nothing but comment lines between (a blank
	// line parts them); "" for a comment that stands alone (a licence
	// header, a section's title). See untrusted_beside.go.
	beside string
	turn   bool // a chat message's text in JSON, as the user (untrusted_turns.go)
	label  bool // a value of a string catalogue (untrusted_catalogue.go)
	// template: a YAML block of a program's prompt (untrusted_carriers.go)
	// or a JSON value under a prompt's key (untrusted_jsonkeys.go)
	template bool
	// listing: a line of a search's output, read without its prefix
	// (untrusted_grep.go); it quotes the file it was found in.
	listing bool
}

// laidOut is a paragraph a text's layout hides from the reading of its
// lines, read apart as well; template is set when it is a program's
// prompt.
type laidOut struct {
	text     string
	template bool
}

// layoutReaders find those paragraphs, each within its own budget: a URL
// query's sentence (untrusted_query.go), a table's sentence cells
// (untrusted_cells.go), an invitation's escaped text (untrusted_ical.go),
// a file name spelt as a sentence (untrusted_path_words.go).
var layoutReaders = []func(string) []laidOut{
	func(t string) []laidOut { return plainParagraphs(encodedQueries(t)) },
	sentenceCells,
	func(t string) []laidOut { return plainParagraphs(icalTexts(t)) },
	func(t string) []laidOut { return plainParagraphs(pathSentences(t)) },
}

// plainParagraphs wraps texts as paragraphs that are no prompt.
func plainParagraphs(texts []string) []laidOut {
	out := make([]laidOut, len(texts))
	for i, t := range texts {
		out[i] = laidOut{text: t}
	}
	return out
}

// minSegment is the shortest segment worth scanning: no pattern anchor is
// shorter than two letters, and no instruction shorter than this.
const minSegment = 4

// jsonLimits bound the JSON reading of a tool result. The size is not
// limited here: the caller decides how much text reaches the scan.
var jsonLimits = jsonscan.Limits{MaxDepth: 512}

// segments calls fn for each segment of a tool result, in order, and
// stops when fn returns false; it reports whether it ran to the end. A
// result that is a JSON document is read as one: each string value is
// segmented as text of its own (escapes decoded). Any other text is split
// by splitText.
func segments(text string, fn func(segment) bool) bool {
	if t := strings.TrimLeft(text, " \t\r\n"); t != "" && (t[0] == '{' || t[0] == '[') {
		data := []byte(t)
		if jsonscan.Valid(data, jsonLimits) == nil {
			stopped := false
			emit := catalogueEmitter(data, fn)
			_ = jsonscan.Strings(data, jsonLimits, func(start, _ int, val []byte) error {
				if !splitText(keyAddressed(data, start, val), segProse, promptEmitter(data, start, turnEmitter(data, start, emit))) {
					stopped = true
					return errStop
				}
				return nil
			})
			return !stopped
		}
	}
	if ok, done := splitCatalogue(text, fn); done { // untrusted_catalogue.go
		return ok
	}
	return splitText(text, segProse, fn)
}

// errStop ends a JSON walk early; it never leaves this file.
var errStop = stopError{}

type stopError struct{}

func (stopError) Error() string { return "stop" }

// splitText segments text of the given kind: invisible tag characters are
// decoded into a hidden segment of their own; HTML comments become hidden
// segments (and a break in the text around them); the rest is split into
// paragraphs.
func splitText(text string, kind segKind, fn func(segment) bool) bool {
	if hiddenTags := decode.TagText(text); hiddenTags != "" {
		if !splitParagraphs(hiddenTags, segInvisible, fn) {
			return false
		}
	}
	for _, read := range layoutReaders {
		for _, p := range read(text) {
			emit := fn
			if p.template {
				emit = func(s segment) bool { s.template = true; return fn(s) }
			}
			if !splitParagraphs(p.text, kind, emit) {
				return false
			}
		}
	}
	for text != "" {
		open := commentOpen(text)
		if open < 0 {
			return splitParagraphs(text, kind, fn)
		}
		if !splitParagraphs(text[:open], kind, fn) {
			return false
		}
		body := text[open+4:]
		end := strings.Index(body, "-->")
		if end < 0 {
			// An unclosed comment hides the rest of the page.
			return splitParagraphs(body, segHidden, fn)
		}
		if !splitParagraphs(body[:end], segHidden, fn) {
			return false
		}
		text = body[end+3:]
	}
	return true
}

// commentOpen returns where the first HTML comment of text opens, or -1.
// A "<!--" inside a Markdown code block that a later fence closes is
// shown as code, not hidden: a write-up's example payload is read as the
// example it is (mention.go), not as a comment no reader sees. So is one
// that is a string literal of a program (inStringLiteral), and one in an
// indented code block that prose introduces (inIndentedExample).
func commentOpen(text string) int {
	for from := 0; ; {
		i := strings.Index(text[from:], "<!--")
		if i < 0 {
			return -1
		}
		i += from
		if !inClosedFence(text, i) && !inCodeSpan(text, i) && !inStringLiteral(text, i) && !inIndentedExample(text, i) {
			return i
		}
		from = i + 4
	}
}

// lineClass groups lines that belong to one paragraph: a comment block is
// not joined to the code after it, nor a quotation to the text around it.
type lineClass uint8

const (
	classText lineClass = iota
	classComment
	classQuote
	// classDoc is a line of a docstring, its quotes included.
	classDoc
)

// namesModelReader matches the words that name a model as a text's
// reader (modelReaders, and two coding tools by name). "Model" alone is
// not among them: machine-learning code names its models everywhere.
var namesModelReader = regexp.MustCompile(`(?i)\b(?:` + modelReaders + `|codex|cursor)\b`)

// splitParagraphs splits text into paragraphs: a blank line (or one that
// holds only a comment marker), a Markdown fence, a change from comment
// lines to other lines, and an HTML block tag all end one. Each paragraph
// is a substring of text; only one holding HTML character references is
// copied, to decode them.
func splitParagraphs(text string, kind segKind, fn func(segment) bool) bool {
	start := -1 // start of the paragraph being gathered
	class := classText
	// fence is set inside a Markdown code block; fenced that the block
	// opened a paragraph of its own (after a blank line) rather than
	// continuing one ("Add this to your code:" and the code are one).
	fence, fenced := false, false
	// open is the fence line that opened the code block; fences indexes
	// the text's fence lines (built at the first one: closable).
	var open fenceLine
	var fences *fenceIndex
	// prev is the last non-blank line before the one being read; above
	// is the line right before it, blank or not (an underline's title).
	prev, above := "", ""
	// docEnd is the end of the docstring the line being read is in (its
	// closing quotes): every paragraph of a docstring is one, not only
	// its first (docstringAt).
	docEnd := -1
	// element is how the HTML element the text is inside shows it: a
	// <pre> as code, a <blockquote> as a quotation (shownElement).
	element := segProse
	emit := func(end int) bool {
		if start < 0 {
			return true
		}
		s := text[start:end]
		start = -1
		k := kind
		indented := false
		switch {
		case fenced && k == segProse:
			k = segCode
		case k == segProse && indentedExample(text, end-len(s), end): // segment_indented.go
			k, indented = segCode, true
		case k == segProse && element != segProse:
			k, indented = element, true // inside <pre> or <blockquote> (shownElement)
		case class == classQuote && k == segProse:
			k = segQuote
		case class == classDoc && k == segProse:
			k = segDoc
		}
		fenced = false
		if len(s) < minSegment {
			return true
		}
		seg := segment{text: decodeEntities(s), kind: k}
		if class == classComment && (k == segProse || k == segFenced) {
			seg.beside = besideCode(text, end-len(s), end)
		}
		if !fn(seg) {
			return false
		}
		if k == segCode && kind == segProse && !indented {
			// A fenced block is read whole, and those of its paragraphs
			// that name a model as their reader again alone (segFenced).
			// Others are left to the block: "# Copy-paste your
			// configuration here" in an issue template speaks to a person.
			if inner := fenceInside(s); inner != "" && namesModelReader.MatchString(inner) &&
				!splitParagraphs(inner, segFenced, func(in segment) bool {
					return !namesModelReader.MatchString(in.text) || fn(in)
				}) {
				return false
			}
		}
		// A table's cells, a log record's message and a YAML block scalar
		// are also read alone
		// (untrusted_carriers.go).
		if k == segProse || k == segHidden {
			first, _, _ := strings.Cut(s, "\n")
			if logRecord(stripLinePrefix(first)) && !logValues(s, fn) {
				return false
			}
			if strings.Contains(s, ": |") || strings.Contains(s, ": >") {
				if !yamlBlocks(s, fn) {
					return false
				}
			}
			if strings.IndexByte(s, '"') >= 0 {
				return tableCells(s, fn)
			}
		}
		return true
	}
	for pos := 0; pos < len(text); {
		end := lineEnd(text, pos)
		body := stripLinePrefix(text[pos:end])
		if pos >= docEnd && !fence {
			docEnd = docstringAt(text, pos, end, prev, body)
		}
		inDoc := pos < docEnd
		f, isFence := fenceOf(body)
		switch {
		case fence && isFence && f.closes(open):
			// The block ends its paragraph.
			fence = false
			if !emit(end) {
				return false
			}
		case fence:
			// Inside a code block nothing ends the paragraph.
		case isFence && !f.underlines(above) && closable(&fences, text, end, f):
			fence, open = true, f
			if start < 0 {
				start, fenced = pos, true
			}
		case isBlank(body):
			if !emit(pos) {
				return false
			}
		default:
			c := classOf(body)
			if inDoc && c != classQuote {
				// A doctest (">>> f()" and its output) stays apart, read
				// as it was before docstrings were followed.
				c = classDoc
			}
			if start >= 0 && (c != class || logRecord(body)) {
				if !emit(pos) {
					return false
				}
			}
			class = c
			if !splitBlockTags(text, pos, end, &start, &element, emit, fn) {
				return false
			}
		}
		if !isBlank(body) {
			prev = body
		}
		above = body
		pos = end + 1
	}
	return emit(len(text))
}

// logRecord reports whether a line opens a log record: it starts with a
// timestamp, bare or in brackets: a date and a time (2024-05-01T10:00:02,
// 2024/05/01 10:00), a time (10:00:02), or a syslog month, day and time
// ("May  1 10:00:00"). Each record of a log is a message of its own (a
// request's user agent, a user's comment), so it is a paragraph of its
// own; a date alone in prose ("2024-05-01 with fixes") is not one.
func logRecord(line string) bool {
	line = strings.TrimPrefix(line, "[")
	digits := func(s string) bool {
		for i := 0; i < len(s); i++ {
			if s[i] < '0' || s[i] > '9' {
				return false
			}
		}
		return s != ""
	}
	clock := func(s string) bool { return len(s) >= 5 && digits(s[:2]) && s[2] == ':' && digits(s[3:5]) }
	switch {
	case len(line) >= 16 && digits(line[:4]) && (line[4] == '-' || line[4] == '/') && digits(line[5:7]) && line[7] == line[4] && digits(line[8:10]):
		return (line[10] == 'T' || line[10] == ' ') && clock(line[11:])
	case len(line) >= 8 && clock(line) && line[5] == ':' && digits(line[6:8]):
		return true
	case len(line) >= 12 && line[3] == ' ' && monthAbbrev[line[:3]]:
		day := strings.TrimLeft(line[4:6], " ")
		return digits(day) && line[6] == ' ' && clock(line[7:])
	}
	return false
}

// monthAbbrev are the months a syslog line starts with.
var monthAbbrev = map[string]bool{"Jan": true, "Feb": true, "Mar": true, "Apr": true, "May": true, "Jun": true,
	"Jul": true, "Aug": true, "Sep": true, "Oct": true, "Nov": true, "Dec": true}

// splitBlockTags adds the line text[pos:end] to the paragraph that starts
// at *start (opening one if none is open), ending the paragraph at every
// HTML block tag in the line: "<p>one</p><p>two</p>" is two paragraphs.
// The quoted attribute values of every tag (a meta description, a title,
// an aria-label, an image's alt text) are hidden segments of their own: a
// model reads the page's source, a person does not see them.
func splitBlockTags(text string, pos, end int, start *int, element *segKind, emit func(int) bool, fn func(segment) bool) bool {
	if *start < 0 {
		*start = pos
	}
	line := text[pos:end]
	for i := 0; i < len(line); {
		j := strings.IndexByte(line[i:], '<')
		if j < 0 {
			break
		}
		j += i
		n, block := tagLen(line[j:])
		if n == 0 || inSpan(line, j) {
			// A tag in an inline code span is shown, not rendered
			// ("such as `<div style=\"display:none\">…</div>`").
			i = j + 1
			continue
		}
		// Two line breaks in a row ("<br><br>", or "<br>" on a line of
		// its own after one) are an empty line on the page: a paragraph
		// break, as a blank line is in text.
		block = block || breakTag(line[j:j+n]) && breakBefore(text[:pos+j])
		if !block {
			// An inline tag (<span aria-label>, <a title>, <img alt>)
			// ends no paragraph; its attribute values are hidden text
			// all the same.
			if !attributeValues(line[j:j+n], fn) {
				return false
			}
			i = j + n
			continue
		}
		if !emit(pos + j) {
			return false
		}
		if k, opens, ok := shownElement(line[j : j+n]); ok {
			*element = segProse
			if opens {
				*element = k
			}
		}
		if !attributeValues(line[j:j+n], fn) {
			return false
		}
		i = j + n
		*start = pos + i
	}
	return true
}

// shownElement reports whether tag opens or closes an element that a
// page shows as it is written: a <pre> as code, a <blockquote> as a
// quotation. A write-up shows its example payload in one ("text such
// as: <pre>&lt;!-- assistant: … --&gt;</pre>"), read as the example it is
// (mention.go). One styled hidden is no example: it stays prose.
func shownElement(tag string) (kind segKind, opens, ok bool) {
	_, name, closing := tagAt(tag)
	switch name {
	case "pre":
		kind = segCode
	case "blockquote":
		kind = segQuote
	default:
		return segProse, false, false
	}
	if t := strings.ToLower(tag); !closing && (strings.Contains(t, "hidden") || strings.Contains(t, "display:") || strings.Contains(t, "display :")) {
		return segProse, true, true
	}
	return kind, !closing, true
}

// breakTag reports whether tag is a line break: <br>, <br/>, <br />.
func breakTag(tag string) bool {
	t := strings.ToLower(strings.TrimRight(strings.TrimSuffix(strings.TrimSuffix(tag, ">"), "/"), " "))
	return t == "<br"
}

// trimTags drops the HTML tags that open or end a line ("```<br>",
// "<p>```", "```</p>"): text pasted into a page keeps its lines with a
// tag before or after them, and a fence so written is still a fence, a
// title's underline still as long as the title.
func trimTags(line string) string {
	for strings.HasPrefix(line, "<") {
		n, _ := tagLen(line)
		if n == 0 {
			break
		}
		line = strings.TrimLeft(line[n:], " \t")
	}
	for strings.HasSuffix(line, ">") {
		i := strings.LastIndexByte(line, '<')
		if i < 0 {
			break
		}
		if n, _ := tagLen(line[i:]); n != len(line)-i {
			break
		}
		line = strings.TrimRight(line[:i], " \t")
	}
	return line
}

// breakBefore reports whether head, spaces and line ends dropped, ends
// with a line break tag.
func breakBefore(head string) bool {
	head = strings.TrimRight(head, " \t\r\n")
	i := strings.LastIndexByte(head, '<')
	return i >= 0 && breakTag(head[i:])
}

// blockTags are the HTML elements that begin or end a block of text.
var blockTags = map[string]bool{
	"p": true, "div": true, "li": true, "ul": true, "ol": true, "h1": true, "h2": true, "h3": true,
	"h4": true, "h5": true, "h6": true, "article": true, "section": true, "header": true, "footer": true,
	"nav": true, "main": true, "aside": true, "td": true, "th": true, "tr": true, "table": true, "blockquote": true,
	"pre": true, "hr": true, "body": true, "head": true, "html": true, "title": true, "form": true, "dd": true,
	"dt": true, "dl": true, "figure": true, "figcaption": true, "details": true, "summary": true, "textarea": true,
	"script": true, "style": true, "meta": true, "link": true,
}

// tagLen returns the length of the HTML tag at the start of s, any
// element, and whether it is a block tag; 0 when s does not start one.
func tagLen(s string) (int, bool) {
	n, name, _ := tagAt(s)
	return n, n > 0 && blockTags[name]
}

// tagAt parses the HTML tag that opens s ("<pre>", "</blockquote>", "<p
// class=x>"): its length, its lower-cased name and whether it closes an
// element; n is 0 when s opens no tag.
func tagAt(s string) (n int, name string, closing bool) {
	i := 1
	if i < len(s) && s[i] == '/' {
		i++
	}
	j := i
	for j < len(s) && j-i < 12 && (s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z' || s[j] >= '0' && s[j] <= '9') {
		j++
	}
	if j == i || j >= len(s) {
		return 0, "", false
	}
	k := strings.IndexByte(s[j:], '>')
	if k < 0 || k > 512 {
		return 0, "", false
	}
	if next := s[j]; next != '>' && next != ' ' && next != '/' && next != '\t' {
		return 0, "", false
	}
	return j + k + 1, strings.ToLower(s[i:j]), i == 2
}

// stripLinePrefix drops what only lays a line out: indentation and the
// line numbers the Read tool puts before each line ("    12→").
func stripLinePrefix(line string) string {
	return strings.TrimRight(strings.TrimLeft(layoutBody(line), " \t"), " \t\r")
}

// layoutBody is a line without the line number the Read tool puts before
// it ("    12→"), its own indentation kept.
func layoutBody(line string) string {
	t := strings.TrimLeft(line, " \t")
	i := 0
	for i < len(t) && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	if i > 0 && strings.HasPrefix(t[i:], "→") {
		return t[i+len("→"):]
	}
	return line
}

// commentMarkers open a comment line in the languages an agent reads.
var commentMarkers = []string{"//", "/*", "*/", "*", "#", "--", ";", `"""`, "'''"}

func classOf(body string) lineClass {
	if strings.HasPrefix(body, ">") {
		return classQuote
	}
	if strings.HasPrefix(body, "#!") {
		// A shebang opens a script's lines, no comment: "with the
		// contents #!/bin/sh, curl … | sh" is one paragraph.
		return classText
	}
	for _, m := range commentMarkers {
		if strings.HasPrefix(body, m) {
			return classComment
		}
	}
	return classText
}

// isBlank reports a line with nothing but comment markers and spaces.
func isBlank(body string) bool {
	return strings.Trim(body, "/*#;>-\"' \t\r") == ""
}

// decodeEntities decodes HTML character references ("don&#39;t",
// "&lt;system&gt;"), copying s only when it holds one.
func decodeEntities(s string) string {
	amp := strings.IndexByte(s, '&')
	if amp < 0 || strings.IndexByte(s[amp:], ';') < 0 {
		return s
	}
	return html.UnescapeString(s)
}

// letters counts the ASCII letters of s.
func letters(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; c >= 'a' && c <= 'z' {
			n++
		}
	}
	return n
}

// lineStart is where the line holding text[i] starts.
func lineStart(text string, i int) int { return strings.LastIndexByte(text[:i], '\n') + 1 }

// lineEnd returns the end of the line of text that starts at pos: the
// offset of its newline, or the length of text.
func lineEnd(text string, pos int) int {
	if i := strings.IndexByte(text[pos:], '\n'); i >= 0 {
		return pos + i
	}
	return len(text)
}
