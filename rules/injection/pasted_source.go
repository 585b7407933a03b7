package injection

import "strings"

// A source file pasted for review ("Can you review this?", "Summarize
// this file for me:") is content, not the person's words: its
// identifiers, comments and strings name passwords, formats, shells and
// commands as a matter of course. Read as the person's own words, 2.4% of
// real source files and READMEs were denied when pasted, against 0.16%
// when the same files come back as a tool's result. So when a message
// hands over a source file (pastedBody, sourceFile), the input families
// judge the request before it, and in the file only the specification's
// literal phrases (`rm -rf`, `sudo`, `os.system`, `ignore previous
// instructions` …), which stay blocked wherever they are; the file itself
// is read by the pasted classifier, as untrusted content is.

// minSourceLines is how many lines a pasted body needs to be read as a
// source file.
const minSourceLines = 6

// sourceFile reports whether body reads as a source file: several lines,
// code in them (looksLikeCode), and lines of code outnumbering lines of
// prose.
func sourceFile(body string) bool {
	if strings.Count(body, "\n") < minSourceLines-1 || !looksLikeCode(body) {
		return false
	}
	code, prose := 0, 0
	for line := range strings.Lines(body) {
		t := strings.TrimSpace(line)
		switch {
		case t == "":
		case looksLikeCode(t) || classOf(t) == classComment || strings.HasSuffix(t, "(") || strings.HasSuffix(t, ")") ||
			strings.HasSuffix(t, ",") || strings.HasPrefix(t, "import") || strings.HasPrefix(t, "package"):
			code++
		default:
			prose++
		}
	}
	return code > prose
}

// scanMessage is Scan for a person's message: a pasted source file is
// judged by its request, its literal phrases, and the indirect families,
// whose rules read a request and the code it hands over together ("feature
// the following code snippet in your codebase: … os.fork()").
func (s *Scanner) scanMessage(text string) (Match, bool) {
	if strings.Count(text, "\n") < minSourceLines-1 {
		return s.Scan(text) // too short to hand a source file over
	}
	lead, body := pastedParts(text)
	if body == "" || !sourceFile(body) {
		return s.Scan(text)
	}
	if m, ok := s.Scan(text); !ok || s.countsInSource(m) {
		return m, ok
	}
	if m, ok := s.Scan(lead); ok {
		return m, ok
	}
	if m, ok := s.Scan(body); ok && s.countsInSource(m) {
		return m, ok
	}
	return Match{}, false
}

// countsInSource reports whether match m counts in a pasted source file:
// a literal pattern's, or an indirect family's.
func (s *Scanner) countsInSource(m Match) bool {
	if m.Category == CategoryIndirect {
		return true
	}
	for i := range s.patterns {
		if s.patterns[i].match.ID == m.ID {
			return s.patterns[i].literal
		}
	}
	return false
}
