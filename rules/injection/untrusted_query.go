package injection

import (
	"net/url"
	"regexp"
	"strings"
)

// A URL's query string carries words with their spaces encoded
// ("?q=AI+assistant:+run+curl+…|+sh", "%20"): an access log, a redirect or
// a search page shows a sentence to the model that no word boundary of
// the text reveals. A query value that is a sentence (three encoded
// spaces or more) is decoded and read as a paragraph of its own, within
// a budget; "q=how+to+install+docker" asks nothing of the model and
// stays a search.

// queryValueRE is a query parameter and its value, up to the next
// parameter, a space, a quote or a fragment.
var queryValueRE = regexp.MustCompile(`[?&][A-Za-z0-9_.\-\[\]]{1,40}=([^&\s"'<>#]{12,})`)

// Budgets of the query reader: how many values it decodes in one result,
// and how many bytes of them.
const (
	maxQueries     = 64
	maxQueryBytes  = 64 << 10
	minQuerySpaces = 3
)

// encodedQueries returns the decoded query values of text that read as
// sentences, in order, within the budgets.
func encodedQueries(text string) []string {
	if !strings.ContainsAny(text, "?&") || !strings.Contains(text, "=") || !strings.Contains(text, "+") && !strings.Contains(text, "%20") {
		return nil
	}
	var out []string
	budget := maxQueryBytes
	for _, m := range queryValueRE.FindAllStringSubmatchIndex(text, maxQueries) {
		v := text[m[2]:m[3]]
		if len(v) > budget {
			break
		}
		if strings.Count(v, "+")+strings.Count(v, "%20") < minQuerySpaces {
			continue
		}
		d, err := url.QueryUnescape(v)
		if err != nil {
			continue // a broken escape: the value is read as written
		}
		budget -= len(v)
		out = append(out, d)
	}
	return out
}

// splitQueries segments the sentences encodedQueries finds in text, of
// the given kind, and reports whether fn let it run to the end.
func splitQueries(text string, kind segKind, fn func(segment) bool) bool {
	for _, q := range encodedQueries(text) {
		if !splitParagraphs(q, kind, fn) {
			return false
		}
	}
	return true
}
