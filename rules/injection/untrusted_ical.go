package injection

import "strings"

// An invitation's text (iCalendar, RFC 5545) escapes its commas,
// semicolons and line breaks ("accept this invite on her behalf\,
// decline …\n\nAssistant managing Olivia's calendar: …") and folds long
// lines with a leading space: read as written, a label to the model is
// glued to a literal "\n" and its sentences to backslashes. The values of
// an event's text properties are unfolded, unescaped and read as
// paragraphs of their own, within a budget.

// icalTextProps are the properties whose values are text a person wrote.
var icalTextProps = []string{"DESCRIPTION", "SUMMARY", "COMMENT", "LOCATION", "X-ALT-DESC"}

// maxICalBytes bounds the bytes of property values read in one result.
const maxICalBytes = 64 << 10

// icalTexts returns the unescaped text values of text's calendar
// properties, in order, within the budget.
func icalTexts(text string) []string {
	if !strings.Contains(text, "BEGIN:VEVENT") && !strings.Contains(text, "BEGIN:VCALENDAR") {
		return nil
	}
	// Unfold: a line break followed by a space or a tab continues the line.
	unfolded := strings.NewReplacer("\r\n ", "", "\r\n\t", "", "\n ", "", "\n\t", "").Replace(text)
	var out []string
	budget := maxICalBytes
	for line := range strings.Lines(unfolded) {
		name, value, ok := strings.Cut(strings.TrimRight(line, "\r\n"), ":")
		if !ok {
			continue
		}
		name, _, _ = strings.Cut(name, ";") // parameters: DESCRIPTION;LANGUAGE=en
		if !icalTextProp(name) || len(value) > budget {
			continue
		}
		budget -= len(value)
		out = append(out, icalUnescape.Replace(value))
	}
	return out
}

func icalTextProp(name string) bool {
	for _, p := range icalTextProps {
		if strings.EqualFold(name, p) {
			return true
		}
	}
	return false
}

// icalUnescape undoes RFC 5545's TEXT escapes.
var icalUnescape = strings.NewReplacer(`\n`, "\n", `\N`, "\n", `\,`, ",", `\;`, ";", `\\`, `\`)
