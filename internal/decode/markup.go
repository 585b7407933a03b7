package decode

import "strings"

// Words wrapped one by one in markup ("<b>Ignore</b> <b>all</b>
// <span>previous</span> <span>rules</span>") read on a page, and to a
// model that reads markup through, as the sentence; to a scanner of
// words the tag names stand between them ("b ignore b b all b"), and no
// phrase is whole. StripTags writes each run of tags as one space: the
// text as rendered, with the words apart (InWordTags joins a word a tag
// cuts).

// minTagRuns is how many runs of tags make a text markup worth reading
// without it: one "<br>" or "<T>" in a message is not.
const minTagRuns = 3

// StripTags writes every run of HTML tags and comments in s (tagRunEnd)
// as a space, when s holds minTagRuns runs at least. It reports whether
// it did.
func StripTags(s string) (string, bool) {
	var runs []span
	for i := 0; i < len(s); {
		lt := strings.IndexByte(s[i:], '<')
		if lt < 0 {
			break
		}
		lt += i
		if end := tagRunEnd(s, lt); end > lt {
			runs = append(runs, span{lt, end, " "})
			i = end
			continue
		}
		i = lt + 1
	}
	if len(runs) < minTagRuns {
		return s, false
	}
	return replaceSpans(s, runs), true
}
