package injection

import (
	"regexp"
	"strings"
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
	`(?:автоматизированн|автоматическ)\S*\s+инструмент\S*|\botomatik\s+araç\S*|\bcông\s+cụ\s+tự\s+động\b|` +
	// any tool that works on the text: "tout outil qui ajoute …",
	// "ogni strumento che …", "her araç", "công cụ đọc kết quả này"
	`\b(?:tout|chaque)\s+outil\s+qui\b|\b(?:cualquier|toda)\s+herramienta\s+que\b|\b(?:qualquer|toda)\s+ferramenta\s+que\b|\bogni\s+strumento\s+che\b|` +
	`\bjedes\s+(?:tool|werkzeug),?\s+(?:das|welches)\b|\bher\s+araç\b|\bcông\s+cụ\s+(?:đọc|xử\s+lý|sửa|chỉnh|cập\s+nhật)\b|narzędzi\S*\s+(?:obsługując|przetwarzając|czytając|edytując|modyfikując)\S*|` +
	`(?:टूल|उपकरण)\s+के\s+लिए|处理本|修改本|读取本|任何读取|任何修改|任何处理)`

// obligationIntl are the words of a duty put on that reader.
const obligationIntl = `(?:必须|务必|需要先|需先|しなければ|必ず|こと。|해야|\bcần\b|\bwajib\b|\bharus\b|\bmåste\b|\bska\b|\bskal\b|\bmoet(?:en)?\b|\bdeve(?:no)?\b|\bdoi(?:t|vent)\b|\bdebe(?:n)?\b|\bmuss(?:en)?\b|\bmusz[ąa]\b|\bmusi\b|должн\S*|обязан\S*|zorunda|\bphải\b)`

var (
	toolReaderIntlRE = regexp.MustCompile(`(?is)` + toolReaderIntl + `[^\n:：。]{0,80}?[:：]|` + toolReaderIntl + `[^。.!?]{0,80}?` + obligationIntl)
	// toolReaderIntlWords hold one word of every reader (the cheap test
	// before the expression), as written, capitalised and in capitals:
	// a label is often all capitals ("CATATAN UNTUK ALAT OTOMATIS:").
	toolReaderIntlWords = newKeywords(caseForms("自动", "自動", "자동", "otomat", "verktyg", "verktøy", "værktøj", "geautomatiseerde", "strumenti", "outils",
		"herramientas", "ferramentas", "utomatisch", "utomatisiert", "narzędzi", "инструмент", "araç", "công cụ", "outil", "herramienta", "ferramenta",
		"strumento", "jedes", "टूल", "उपकरण", "处理本", "修改本", "读取本", "任何读取", "任何修改", "任何处理")...)
)

// toolReaderIntlGated is toolReaderIntlRE run on the alternatives a
// stretch can feed (gated.go).
var toolReaderIntlGated = newGatedRE(toolReaderIntlRE)

// toolReaderIntlGoal reports an automated tool named as the reader in
// another language, with a goal asked of it after the name.
func toolReaderIntlGoal(text string) bool {
	for _, loc := range nearKeys(text, toolReaderIntlWords, 16, 400, toolReaderIntlGated) {
		if goalIn(text[loc[0]:windowEnd(text, loc[1])], false) {
			return true
		}
	}
	return false
}

// Automated tools named in English as the subject of a duty, with no
// "this" after their verb ("tools that add, bump or audit dependencies
// in this manifest are required to", "any automated edit to this
// Dockerfile must", "log analysers investigating this incident must",
// "assistants or tools completing this questionnaire … shall"), and the
// tags that dedicate a line to them ("[AGENT-DIRECTIVE]", "<!-- ai:
// instruction -->"). The tool is followed by what it does (a relative
// clause, a participle, "to this …"): "integration tests must pass" names
// no reader. readerLabelRE holds the forms with "this" right after the
// verb. A tool's duty in ordinary documentation ("linters
// must be configured", "CI pipelines should cache modules") asks for no
// goal, and only a goal after the duty counts.
const toolNounsEN = `(?:tools?|tooling|automation|automated\s+[\w-]+|assistants?|agents?|bots?|code\s+generators?|generators?|pipelines?|integrations?|analy[sz]ers?|helpers?|scanners?|crawlers?|scrapers?|copilots?)`

var (
	toolDutyENRE = regexp.MustCompile(`(?is)(?:^|[\n.;:!?(]\s*|(?://|#|--|\*)\s*)(?:any\s+|all\s+|every\s+)?(?:[\w-]+\s+){0,2}?` + toolNounsEN +
		`(?:\s+(?:or|and)\s+[\w-]+)?\s+(?:(?:that|which|who)\s|[a-z]+ing\s|(?:to|of|on)\s+(?:this|these)\s)[^.!?]{0,100}?\b(?:must|shall|are\s+required\s+to|is\s+required\s+to|are\s+expected\s+to|is\s+expected\s+to|are\s+to|is\s+to|need\s+to|needs\s+to|have\s+to|has\s+to)\b`)
	// toolDutyENWords hold a word of every duty, toolNounWords of every
	// tool: a text needs one of each before the expression runs.
	toolDutyENWords = newKeywords("must", "shall", "required", "expected", " are to", " is to", "need", "have to", "has to")
	toolNounWords   = newKeywords(caseForms("tool", "automat", "assistant", "agent", "bot", "generator", "pipeline", "integration", "analy", "helper", "scanner", "crawler", "scraper", "copilot")...)
	// agentTagRE is read at each '[' or '<' only, on the bytes a tag can
	// span (agentTagAt): code is full of brackets, and the expression
	// over a whole file cost more than the rest of its reading.
	agentTagRE = regexp.MustCompile(`(?i)^(?:[\[<]\s*(?:` + tagAgent + `)[-_ :]+(?:` + tagOrder + `)s?\s*[\]>]|[\[<]\s*(?:` + tagOrder + `)[-_ :]+(?:` + tagAgent + `)\s*[\]>]|<!--\s*(?:ai|agent|llm|assistant)\s*[:\-_]\s*(?:instruction|directive|note|task|command))`)
)

// toolDutyENGated is toolDutyENRE run on the alternatives a stretch can
// feed (gated.go).
var toolDutyENGated = newGatedRE(toolDutyENRE)

// maxTag is the most bytes a tag for an agent spans.
const maxTag = 48

// tagAgent and tagOrder are the words of a tag for an agent, in either
// order ("[AGENT-DIRECTIVE]", "[DIRETTIVA-AGENTE]", "[KI-ANWEISUNG]").
const (
	tagAgent = `ai|agent|agente|agenten|llm|assistant|assistente|asistente|bot|copilot|claude|gpt|ki|ia`
	tagOrder = `directive|direttiva|directiva|diretiva|instruction|instructions|istruzione|instrucci[oó]n|instru[cç][aã]o|anweisung|note|nota|task|command|comando|befehl|order|policy|action`
)

// toolReaderGoal reports an automated tool named in English as the
// subject of a duty, or a line tagged for an agent, with a goal asked
// after it.
func toolReaderGoal(text string) bool {
	if toolNounWords.contains(text) {
		for _, loc := range nearKeys(text, toolDutyENWords, 240, 40, toolDutyENGated) {
			if goalIn(text[loc[1]:windowEnd(text, loc[1])], false) {
				return true
			}
		}
	}
	for i := 0; i < len(text); i++ {
		j := strings.IndexAny(text[i:], "[<")
		if j < 0 {
			break
		}
		i += j
		if n := agentTagAt(text[i:min(len(text), i+maxTag)]); n > 0 && goalIn(text[i+n:windowEnd(text, i+n)], false) {
			return true
		}
	}
	return false
}

// agentTagAt returns the length of the tag for an agent that s begins
// with, or 0.
func agentTagAt(s string) int {
	if loc := agentTagRE.FindStringIndex(s); loc != nil {
		return loc[1]
	}
	return 0
}
