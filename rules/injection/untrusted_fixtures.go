package injection

import (
	"regexp"
	"strings"
	"unicode"
)

// A guard's tests list the attacks it must catch as data: a list assigned
// to a name that says what it holds (`ATTACKS = [...]`, `injectionPayloads
// := []string{...}`, `"jailbreaks": [...]`), or the cases of a table test
// (`@pytest.mark.parametrize("payload", [...])`). Its strings are the
// examples the code under test is to flag, quoted as a dataset's rows are
// (untrusted_dataset.go), and read by an agent that works on that code.
//
// Only a collection of two strings or more counts: one order in a list
// named "payloads" is still an order, and so is a comment inside the
// list (blankLiterals keeps comments).

// fixtureNameWords are the words of a collection's name that say it holds
// attacks.
var fixtureNameWords = []string{"attack", "attacks", "injection", "injections", "jailbreak", "jailbreaks",
	"payload", "payloads", "malicious", "adversarial", "redteam", "exploit", "exploits",
	// What a filter looks for: `SUSPICIOUS_PHRASES = [...]`, `BLOCKLIST`.
	"suspicious", "blocklist", "blacklist", "denylist", "banned", "forbidden", "dangerous", "risky"}

// fixtureOpen finds a collection opened after a name: an assignment or a
// key (`NAME = [`, `NAME: list[str] = [`, `var NAME = []string{`, `const
// NAME = [`, `"NAME": [`, `NAME := map[string]string{`), or a table
// test's parameter list (`parametrize("payload", [`). Group 1 is the name.
var fixtureOpen = regexp.MustCompile(`(?m)(?:^|[\s({,])["']?([A-Za-z_]\w*)["']?\s*(?::\s*[\w\[\]., |]+?\s*)?(?::=|=|:)\s*(?:\[\]\w+\s*\{|map\[\w+\]\w+\s*\{|vec!\[|\[|\(|\{)` +
	`|parametri[sz]e\(\s*["']([\w, ]+)["']\s*,\s*\[`)

// maxFixture bounds the bytes read for one collection's end.
const maxFixture = 64 << 10

// blankAttackFixtures returns s, program text, with the strings of its
// collections of attacks blanked (blankLiterals), offsets kept; s itself
// when it has none.
func blankAttackFixtures(s string) string {
	if !strings.ContainsAny(s, "[{(") {
		return s
	}
	var b []byte
	labels := labelledCases(s)
	for _, m := range fixtureOpen.FindAllStringSubmatchIndex(s, -1) {
		name := ""
		switch {
		case m[2] >= 0:
			name = s[m[2]:m[3]]
		case m[4] >= 0:
			name = s[m[4]:m[5]]
		}
		attacks := namesAttacks(name)
		if !attacks && !labels {
			continue
		}
		open := m[1]
		end := closeOf(s, open-1, min(len(s), open+maxFixture))
		if end < 0 {
			end = min(len(s), open+maxFixture)
		}
		body := s[open:end]
		if !attacks && !labelledCases(body) {
			continue
		}
		blank := blankLiterals(body)
		if blank == body || literalCount(body, blank) < 2 {
			continue
		}
		if b == nil {
			b = []byte(s)
		}
		copy(b[open:end], blank)
	}
	if b == nil {
		return s
	}
	return string(b)
}

// A classifier's table of cases says what each string is whatever the
// table is called (`CASES = [("…", "attack"), ("…", "benign")]`): both
// labels, quoted, in one collection.
var (
	attackLabel = regexp.MustCompile(`["'](?:attack|injection|prompt_injection|malicious|jailbreak|unsafe|harmful)["']`)
	benignLabel = regexp.MustCompile(`["'](?:benign|safe|clean|harmless)["']`)
)

// labelledCases reports whether s quotes an attack label and a benign one.
func labelledCases(s string) bool {
	return attackLabel.MatchString(s) && benignLabel.MatchString(s)
}

// namesAttacks reports whether a name's words (split at underscores,
// commas, spaces and case changes) say it holds attacks.
func namesAttacks(name string) bool {
	var words []string
	start := 0
	for i, r := range name {
		if r == '_' || r == ',' || r == ' ' {
			words = append(words, name[start:i])
			start = i + 1
		} else if i > start && unicode.IsUpper(r) && unicode.IsLower(rune(name[i-1])) {
			words = append(words, name[start:i])
			start = i
		}
	}
	words = append(words, name[start:])
	for _, w := range words {
		for _, f := range fixtureNameWords {
			if strings.EqualFold(w, f) {
				return true
			}
		}
	}
	return false
}

// closeOf returns the offset of the bracket that closes the one at
// s[open], or -1 when none does before limit. Brackets inside quotes do
// not count; a quote that does not close on its line ends there.
func closeOf(s string, open, limit int) int {
	depth := 0
	var quote byte
	for i := open; i < limit; i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == '\\' {
				i++
			} else if c == quote || c == '\n' && quote != '`' {
				quote = 0
			}
		case c == '"' || c == '\'' || c == '`':
			quote = c
		case c == '[' || c == '{' || c == '(':
			depth++
		case c == ']' || c == '}' || c == ')':
			if depth--; depth == 0 {
				return i
			}
		}
	}
	return -1
}

// literalCount counts the string literals blankLiterals emptied: the
// runs of bytes it changed, a literal's own spaces (unchanged) inside a
// run.
func literalCount(before, after string) int {
	n, in := 0, false
	for i := 0; i < len(before); i++ {
		switch {
		case before[i] != after[i]:
			if !in {
				n++
			}
			in = true
		case before[i] != ' ':
			in = false
		}
	}
	return n
}
