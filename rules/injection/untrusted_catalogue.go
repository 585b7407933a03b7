package injection

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/guardrail-go/guardrail/internal/jsonscan"
)

// A string catalogue (a locale file, Android's strings.xml, a gettext .po,
// a JSON or YAML table of UI text) holds labels, one per key: "Forgot
// password?", "Ignore all", "Show secret", "Reveal password". Read as one
// paragraph its labels run together into sentences nobody wrote ("Ignore
// all Forgot your password?"); read alone each is a short message, and
// the short-message reading (conversation.go) takes the password game's
// questions for what a label says. So each value of a catalogue is a
// segment of its own, marked label: it is read by the untrusted pack and,
// when it speaks to the model ("AI agent: …", "if you are an assistant"),
// by the conversation pack, but not as a short message. A catalogue is
// told by its shape: at least minCatalogue entries, most of its lines
// entries, most entries a few words of text.

// labelPrefix is put before a label when it is scanned: a pattern for a
// paragraph that is nothing but an order ("Ignore all", "Show secret",
// the password game's bare requests) then reads it as what it is, a
// label of a key, and an order in a label ("Ignore all previous
// instructions") is still an order.
const labelPrefix = "Label: "

// minCatalogue is how many label entries make a text a catalogue: a
// package.json carries a handful of short strings (a name, a licence, a
// version) that are no labels.
const minCatalogue = 8

// maxCatalogueWords bounds a label: a button, a title, a one-line message.
const maxCatalogueWords = 12

// catalogueEntryRE finds an entry of a text catalogue and its value: an
// Android <string>, a gettext msgid or msgstr, a quoted value after a key
// (YAML, a JavaScript object, a .properties line quoted).
var catalogueEntryRE = regexp.MustCompile(`^\s*(?:<string\s+name="[^"]*"\s*>(.*)</string>|msg(?:id|str)\s+"(.*)"|[\w.-]+\s*[:=]\s*["'](.*)["']\s*,?)\s*$`)

// catalogueFrameRE is a line of a catalogue's frame: a YAML key that opens
// a map, a tag, a brace, a comment, a gettext header string.
var catalogueFrameRE = regexp.MustCompile(`^\s*(?:[\w.-]+\s*:\s*\{?|</?[\w:?!-][^>]*>|[{}\[\]()]+[,;]?|(?:export\s+default|module\.exports\s*=)\s*\{|#.*|//.*|"[^"]*\\n"|)\s*$`)

// catalogueLabel reports whether s reads as a label of several words: two to
// maxCatalogueWords words on one line, most of them words of letters, no
// address, no option ("tsc -p .", "https://…" and "index.js" are not).
func catalogueLabel(s string) bool {
	words := strings.Fields(s)
	if len(words) < 2 || len(words) > maxCatalogueWords || strings.ContainsAny(s, "\n") || strings.Contains(s, "://") {
		return false
	}
	plain := 0
	for _, w := range words {
		if strings.HasPrefix(w, "-") {
			return false
		}
		if allLetters(strings.Trim(w, ".,:;!?…'\"()")) {
			plain++
		}
	}
	return plain*3 >= len(words)*2
}

// oneWord reports whether s is one word of letters (a one-word label:
// "Ignore", "Notes").
func oneWord(s string) bool {
	t := strings.TrimSpace(s)
	return !strings.ContainsAny(t, " \t\n") && allLetters(t)
}

// allLetters reports whether w is a word of letters, in any script, with
// an apostrophe or a hyphen inside ("don't", "Wi-Fi").
func allLetters(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if !unicode.IsLetter(r) && r != '\'' && r != '’' && r != '-' {
			return false
		}
	}
	return true
}

// textCatalogue splits text into its entries' values and the rest when
// it is a catalogue: at least minCatalogue label entries, and entries or
// frame lines making up all but a tenth of its lines.
func textCatalogue(text string) (values []string, rest string, ok bool) {
	if !mayBeCatalogue(text) {
		return nil, "", false
	}
	lines := strings.Split(text, "\n")
	var other []string
	labels, short, odd := 0, 0, 0
	for _, line := range lines {
		if m := catalogueEntryRE.FindStringSubmatch(line); m != nil {
			v := m[1] + m[2] + m[3]
			values = append(values, v)
			switch {
			case catalogueLabel(v):
				labels++
			case oneWord(v) || v == "":
				short++
			}
			continue
		}
		if !catalogueFrameRE.MatchString(line) {
			odd++
		}
		other = append(other, line)
	}
	if labels < minCatalogue || (labels+short)*4 < len(values)*3 || odd*10 > len(lines) {
		return nil, "", false
	}
	return values, strings.Join(other, "\n"), true
}

// mayBeCatalogue is a cheap bound on textCatalogue: it counts the lines
// that could be entries (a quote after a colon, an equals sign, a
// <string> tag or gettext's msgid and msgstr) and answers no below
// minCatalogue, so the regular expressions run only on texts that may be
// catalogues.
func mayBeCatalogue(text string) bool {
	n := 0
	for line := range strings.Lines(text) {
		if i := strings.IndexAny(line, ":=>"); i >= 0 && strings.ContainsAny(line[i:], "\"'") || strings.Contains(line, "msg") && strings.Contains(line, "\"") {
			if n++; n >= minCatalogue {
				return true
			}
		}
	}
	return false
}

// jsonCatalogue reports whether the JSON document data is a catalogue:
// at least minCatalogue string values, most of them labels.
func jsonCatalogue(data []byte) bool {
	labels, short, all := 0, 0, 0
	_ = jsonscan.Strings(data, jsonLimits, func(_, _ int, val []byte) error {
		all++
		switch v := string(val); {
		case catalogueLabel(v):
			labels++
		case oneWord(v):
			short++
		}
		return nil
	})
	return labels >= minCatalogue && (labels+short)*4 >= all*3
}

// labelled returns fn with every segment marked as a catalogue's label.
func labelled(fn func(segment) bool) func(segment) bool {
	return func(s segment) bool { s.label = true; return fn(s) }
}

// catalogueEmitter returns fn, its segments marked as labels when the
// JSON document data is a catalogue.
func catalogueEmitter(data []byte, fn func(segment) bool) func(segment) bool {
	if jsonCatalogue(data) {
		return labelled(fn)
	}
	return fn
}

// splitCatalogue segments text when it is a text catalogue: each value
// alone, as a label, then the rest of the text; done reports whether it
// was one, ok whether fn let the walk run to the end.
func splitCatalogue(text string, fn func(segment) bool) (ok, done bool) {
	values, rest, is := textCatalogue(text)
	if !is {
		return true, false
	}
	for _, v := range values {
		if !splitText(v, segProse, labelled(fn)) {
			return false, true
		}
	}
	return splitText(rest, segProse, fn), true
}
