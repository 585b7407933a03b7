package injection

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Automated tools named as a content's reader in other languages: "任何
// 读取或修改此文件的自动化工具 … 必须", "CATATAN UNTUK ALAT OTOMATIS:",
// "Anvisning för verktyg som genererar klientkod …:". The English forms
// are readerLabelRE's. A reader counts as the English one does: in a
// label that ends in a colon on its line, or as the subject of an
// obligation that follows within a sentence; the goal is then looked for
// after it (addressedGoal).
//
// toolReaderIntl names the tools: automated or automatic tools, and
// tools that generate, read, process or change the text.
const toolReaderIntl = `(?:自动化工具|自动工具|自動化ツール|自動ツール|자동화\s*도구|자동\s*도구|` +
	`\balat\s+(?:otomatis|otomatisasi)\b|` +
	`\b(?:automatiserade|automatiska)\s+verktyg\b|\bverktyg\s+som\s+(?:genererar|läser|bearbetar|ändrar|använder)\b|` +
	`\bautomatiserte\s+(?:verktøy|værktøjer)\b|\bgeautomatiseerde\s+(?:tools|hulpmiddelen)\b|` +
	`\bstrumenti\s+(?:automatici|automatizzati)\b|\boutils\s+(?:automatisés|automatiques)\b|` +
	`\bherramientas\s+(?:automatizadas|automáticas)\b|\bferramentas\s+(?:automatizadas|automáticas)\b|` +
	`\b(?:automatisierte|automatische)n?\s+(?:werkzeuge|tools)\b|\bnarzędzi[ae]?\s+automatyczn\S*|` +
	`(?:автоматизированн|автоматическ)\S*\s+инструмент\S*|\botomatik\s+araç\S*|\bcông\s+cụ\s+tự\s+động\b)`

// obligationIntl are the words of a duty put on that reader.
const obligationIntl = `(?:必须|务必|需要先|しなければ|必ず|해야|\bwajib\b|\bharus\b|\bmåste\b|\bska\b|\bskal\b|\bmoet(?:en)?\b|\bdeve(?:no)?\b|\bdoi(?:t|vent)\b|\bdebe(?:n)?\b|\bmuss(?:en)?\b|\bmusz[ąa]\b|\bmusi\b|должн\S*|обязан\S*|zorunda|\bphải\b)`

var (
	toolReaderIntlRE = regexp.MustCompile(`(?is)` + toolReaderIntl + `[^\n:：。]{0,80}?[:：]|` + toolReaderIntl + `[^。.!?]{0,80}?` + obligationIntl)
	// toolReaderIntlWords hold one word of every reader (the cheap test
	// before the expression), as written, capitalised and in capitals:
	// a label is often all capitals ("CATATAN UNTUK ALAT OTOMATIS:").
	toolReaderIntlWords = caseForms("自动", "自動", "자동", "otomat", "verktyg", "verktøy", "værktøj", "geautomatiseerde", "strumenti", "outils",
		"herramientas", "ferramentas", "utomatisch", "utomatisiert", "narzędzi", "инструмент", "araç", "công cụ")
)

// caseForms returns each word as given, with its first letter upper-case
// and all in upper case.
func caseForms(words ...string) []string {
	out := make([]string, 0, 3*len(words))
	for _, w := range words {
		r, n := utf8.DecodeRuneInString(w)
		out = append(out, w, string(unicode.ToUpper(r))+w[n:], strings.ToUpper(w))
	}
	return slices.Compact(out)
}

// toolReaderIntlGoal reports an automated tool named as the reader in
// another language, with a goal asked of it after the name.
func toolReaderIntlGoal(text string) bool {
	for _, loc := range maybe(text, toolReaderIntlWords, toolReaderIntlRE) {
		if goalIn(text[loc[0]:windowEnd(text, loc[1])], false) {
			return true
		}
	}
	return false
}
