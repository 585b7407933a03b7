package injection

import (
	"regexp"
	"strings"
)

// Markdown has no comment syntax of its own; writers use a link
// reference nobody links to, which renders as nothing: `[//]: # (…)`,
// `[comment]: <> (…)`, `[_]: # "…"`. What it holds is hidden from the
// person reading the page exactly as an HTML comment is, so it is read as
// one (a hidden segment): a hidden comment that addresses the model, or
// asks for an agent's goal, is an injection wherever it stands.

// mdComment is a line that holds such a reference and its text.
var mdComment = regexp.MustCompile(`(?m)^[ \t]*\[(?://|comment|_|#|\s*)\]:[ \t]*(?:#|<>)[ \t]*(?:\((.*)\)|"(.*)")[ \t]*$`)

// markdownComments returns text with each Markdown comment line written
// as an HTML comment, or text itself when it has none.
func markdownComments(text string) string {
	if !strings.Contains(text, "]:") {
		return text
	}
	return mdComment.ReplaceAllStringFunc(text, func(line string) string {
		m := mdComment.FindStringSubmatch(line)
		body := m[1] + m[2]
		return "<!-- " + strings.ReplaceAll(body, "-->", "- ->") + " -->"
	})
}
