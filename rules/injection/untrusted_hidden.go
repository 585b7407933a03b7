package injection

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/guardrail-go/guardrail/middleware"
)

// A comment of a page that no reader sees and that opens by naming the
// model, in any language ("<!-- Assistant : à partir de maintenant… -->",
// "<!-- KI: ignoriere … -->"), is written to the model: nobody else reads
// it. The address rules of the untrusted pack know English verbs; this
// one needs none, because the place says who the text is for. "Model" is
// left out: templates name their model in comments ("<!-- Model: User
// -->").

// HiddenAddressID names the match for a hidden comment addressed to the
// model.
const HiddenAddressID = "untrusted.hidden_address"

var hiddenAddressMatch = Match{ID: HiddenAddressID, Family: "indirect_injection", Category: CategoryIndirectContent, Risk: middleware.RiskHigh}

// hiddenAddressees are the names a hidden comment addresses the model by,
// lower case, in the languages of the lexicons.
var hiddenAddressees = []string{
	"assistant", "ai", "llm", "claude", "chatgpt", "gpt", "copilot", "gemini", "cursor", "codex", "chatbot",
	"assistente", "asistente", "assistent", "asystent", "ia", "ki", "yz", "ии", "ассистент", "помощник",
	"ai助手", "助手", "人工智能", "アシスタント", "ai アシスタント", "어시스턴트", "인공지능", "مساعد", "الذكاء الاصطناعي", "सहायक",
}

// hiddenAddress reports whether a hidden segment opens with the name of
// the model and a colon or a comma after it, then words.
func hiddenAddress(text string) bool {
	t := strings.TrimLeftFunc(text, func(r rune) bool {
		return unicode.IsSpace(r) || r == '-' || r == '*' || r == '#' || r == '[' || r == '('
	})
	lower := strings.ToLower(t)
	for _, name := range hiddenAddressees {
		if !strings.HasPrefix(lower, name) {
			continue
		}
		rest := strings.TrimLeft(lower[len(name):], " \t\u00a0\u202f")
		r, n := utf8.DecodeRuneInString(rest)
		if r != ':' && r != ',' && r != '：' && r != '，' && r != ']' && r != ')' {
			continue
		}
		after := strings.TrimSpace(rest[n:])
		return letters(after) >= minHiddenText && !labelsContent(after)
	}
	return false
}

// contentLabels are the first words of a comment that labels the page's
// own content ("<!-- AI: generated file, do not edit by hand -->"), in
// the lexicons' languages.
var contentLabels = []string{
	"generated", "assisted", "written", "created", "produced", "summary", "summarized", "summarised", "disclosure",
	"usage", "used", "content", "output", "notice", "note", "label", "tag", "translated", "reviewed",
	"generiert", "erstellt", "généré", "genere", "generado", "gerado", "generato", "gegenereerd", "wygenerowano",
	"сгенерировано", "создано", "生成", "生成された", "생성",
}

// labelsContent reports whether the words after the address label the
// page's content rather than speak to the model.
func labelsContent(after string) bool {
	for _, w := range contentLabels {
		if strings.HasPrefix(after, w) {
			return true
		}
	}
	return false
}
