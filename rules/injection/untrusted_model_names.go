package injection

import "strings"

// The names an address calls the model by (untrusted_goals.go reads an
// address from each): words of the pack's languages in ASCII, words that
// name the model only after one of theirs, names in other scripts, and
// the handles an issue summons a coding agent with. modelNames walks a
// text for them by hand.

// goalModelWords are the names of the model an address uses, in the
// pack's languages written in ASCII, lower case, matched as whole words
// (letters, digits and "_" make a word: "ai_helper" is a name). "Cursor"
// and "Devin" count only after "@" (a database cursor, a CSS property);
// "bot" and a bare "model" are in goalModelAfter.
var goalModelWords = map[string]bool{
	"ai": true, "llm": true, "llms": true, "assistant": true, "assistants": true, "agent": true, "agents": true,
	"chatbot": true, "chatbots": true, "claude": true, "copilot": true, "copilots": true, "chatgpt": true, "gpt": true, "gemini": true,
	"codex": true, "ia": true, "ki": true, "asistente": true, "asistentes": true, "assistente": true, "assistentes": true,
	"assistenti": true, "assistenten": true, "assistent": true, "agente": true, "agentes": true, "modelo": true,
	"modello": true, "sprachmodell": true, "modell": true,
	"llama": true, "mistral": true, "grok": true, "deepseek": true, "qwen": true,
	"windsurf": true, "codeerassistent": true, "codeerassistenten": true, "programmeerassistent": true, "cline": true, "asistan": true, "asistanlar": true, "asistani": true,
	// Polish, Czech and Slovak, Indonesian and Malay
	"asystent": true, "asystenci": true, "asystenta": true, "asistent": true, "asistenti": true, "asistenta": true, "asisten": true,
}

// goalModelAfter are words that name the model only after one of theirs:
// "the model", "language model", "review bot", "automated reviewer", "AI
// tools".
var goalModelAfter = map[string][]string{
	"model": {"the", "language", "ai", "llm", "whatever", "whichever", "any", "hey", "dear"}, "models": {"language", "ai", "llm"},
	"bot":      {"^", "the", "review", "reviewer", "pr", "merge", "triage", "chat", "automated", "support", "help", "helpdesk", "email", "mail", "hey", "dear", "hi", "hello", "yo"},
	"reviewer": {"automated", "ai"}, "reviewers": {"automated", "ai"}, "reader": {"automated", "ai", "machine"}, "readers": {"automated", "ai", "machine"},
	"tool": {"automated", "ai", "llm", "the", "whatever", "any"}, "tools": {"automated", "ai", "llm", "dependency", "review", "upgrade", "migration", "refactoring", "that", "summarisation", "summarization", "agentic", "coding", "code"},
	"tooling": {"automated", "ai", "llm"}, "fixer": {"automated", "ai", "llm"}, "fixers": {"automated", "ai", "llm"}, "triage": {"automated", "ai", "llm"},
	"system": {"automated", "ai", "llm"}, "systems": {"automated", "ai", "llm"}, "helper": {"ai", "llm"}, "helpers": {"ai", "llm"},
	"cursor": {"@"}, "devin": {"@", "the", "dear", "hey"}, "q": {"amazon"},
	"automation": {"^", "the", "any", "whatever", "ai", "llm"},
	"clients":    {"automated", "ai", "llm"}, "client": {"automated", "ai", "llm"},
	"operators": {"automated", "ai"}, "operator": {"automated", "ai"}, "contributors": {"automated", "ai"}, "contributor": {"automated", "ai"},
	"responders": {"automated", "ai", "incident"}, "responder": {"automated", "ai", "incident"}, "edit": {"automated"}, "edits": {"automated"},
	"process": {"automated", "setup"}, "processes": {"automated"},
	"editors": {"automated", "ai", "llm", "code"}, "editor": {"automated", "ai", "llm"}, "integrations": {"ai", "llm", "automated"},
	"installs": {"automated", "agent"}, "bots": {"review", "reviewer", "pr", "merge", "triage", "chat", "automated", "support", "help", "^", "any", "all"},
	"automatizadas": {"ferramentas", "herramientas"}, "automatizados": {"sistemas", "agentes", "clientes"},
}

// goalModelScripts are the names in other scripts (and with accents),
// found anywhere: these scripts need no spaces between words. Both cases
// of the Cyrillic ones are listed.
var goalModelScripts = []string{
	"modèle", "ии", "ИИ", "ШІ", "ші", "асистент", "Асистент", "ассистент", "Ассистент", "агент", "Агент", "модел", "Модел", "помощник", "Помощник", "нейросет", "Нейросет",
	"助手", "代理", "智能体", "模型", "人工智能", "アシスタント", "エージェント", "モデル",
	"에이전트", "어시스턴트", "인공지능", "봇에게", "도우미", "المساعد", "مساعد", "الذكاء الاصطناعي", "الوكيل", "trợ lý", "tác tử",
	"asistanları", "asistanı", "yapay zekâ", "yapay zeka", "एजेंट", "असिस्टेंट", "सहायक",
	"هوش مصنوعی", "دستیار", "एआई",
	// Greek (assistant in its cases, artificial intelligence in two),
	// Hebrew, Thai
	"βοηθός", "βοηθό", "βοηθοί", "βοηθούς", "τεχνητή νοημοσύνη", "τεχνητής νοημοσύνης", "πράκτορα", "πράκτορες",
	"עוזר", "סוכן", "סוכני", "סוכנים", "בינה מלאכותית", "ผู้ช่วย", "เอไอ",
}

// modelNames calls fn with the span of each name of the model in text
// until fn returns false. It walks the words by hand: a regular
// expression of every name, run on every paragraph of every file, tripled
// the scan's time.
func modelNames(text string, fn func(i, j int) bool) {
	var buf [16]byte
	prevI, prevJ := -1, -1
	for i := 0; i < len(text); {
		if !nameByte(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && nameByte(text[j]) {
			j++
		}
		keyPart := false
		if j < len(text) && (text[j] == ':' || text[j] == '=') && strings.IndexByte(text[i:j], '_') > 0 {
			// A key's name: its parts are words ("ai_model_instructions:",
			// "hint_for_ai_debugger="), each read in turn.
			j, keyPart = i+strings.IndexByte(text[i:j], '_'), true
		}
		if j-i <= len(buf) && wordByte(text[i]) {
			w := buf[:j-i]
			for k := range w {
				w[k] = text[i+k] | 0x20
				if text[i+k] < 'A' {
					w[k] = text[i+k] // digits and "_" keep their case
				}
			}
			hit := goalModelWords[string(w)] || handleModels[string(w)] && inHandle(text, i)
			if !hit {
				for _, p := range goalModelAfter[string(w)] {
					if p == "@" && i > 0 && text[i-1] == '@' || p == "^" && lineVocative(text, i, j) || prevI >= 0 && strings.EqualFold(text[prevI:prevJ], p) {
						hit = true
						break
					}
				}
			}
			if hit && !fn(i, j) {
				return
			}
		}
		prevI, prevJ = i, j
		i = j
		if keyPart {
			i++ // past the "_" to the key's next part
		}
	}
	if !hasNonASCII(text) {
		return
	}
	for _, name := range goalModelScripts {
		for from := 0; ; {
			k := strings.Index(text[from:], name)
			if k < 0 {
				break
			}
			if !fn(from+k, from+k+len(name)) {
				return
			}
			from += k + len(name)
		}
	}
}

// lineVocative reports whether the word at text[i:j] opens its line and
// a comma or a colon follows it: "Bot, please post …", "Automation: the
// quicker path is …" call whoever acts on the text by what it is. ("^"
// in goalModelAfter.)
func lineVocative(text string, i, j int) bool {
	if j >= len(text) || text[j] != ',' && text[j] != ':' {
		return false
	}
	k := i
	for k > 0 && (text[k-1] == ' ' || text[k-1] == '\t') {
		k--
	}
	return k == 0 || text[k-1] == '\n'
}

// nameByte reports whether b is part of an ASCII word of a name.
func nameByte(b byte) bool { return wordByte(b) || b >= '0' && b <= '9' || b == '_' }

// hasNonASCII reports whether s holds a byte beyond ASCII.
func hasNonASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return true
		}
	}
	return false
}

// bareModelWords are model words that also name other things (a CI
// agent, a data model): they address the model in a label or a clause
// about reading this content, not with a bare obligation.
var bareModelWords = map[string]bool{"agent": true, "agents": true, "modell": true, "modelo": true, "modello": true, "modèle": true, "agente": true, "agentes": true, "tool": true}

// mentionHandles are coding agents a GitHub issue or review summons with
// an @-mention.
var mentionHandles = []string{"claude", "copilot", "codex", "gemini", "cursor", "devin", "chatgpt", "assistant", "ai", "agent"}
