package injection

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A line of content that opens with a role label ("Assistant:", "AI:",
// "System:", "KI:", "Асистент:", "助手：") speaks to the model the way a
// chat transcript does: whatever follows is a turn addressed to it, with
// no "you" needed. speakerLabels holds those labels, folded to lower
// case, in the fifteen languages of the pack; a segment with such a line
// is judged as one in which a person speaks (conversation.go). The labels
// are data: a language adds its words here, not a branch.
var speakerLabels = map[string]bool{}

func init() {
	for _, words := range [][]string{
		// en
		{"assistant", "ai", "a.i.", "system", "llm", "bot", "chatbot", "agent", "ai agent", "ai assistant", "chatgpt", "gpt", "claude", "gemini", "copilot", "language model", "system prompt", "system message", "note to ai", "note to assistant"},
		// de
		{"assistent", "ki", "ki-assistent", "sprachmodell", "systemnachricht"},
		// es pt
		{"asistente", "ia", "sistema", "assistente"},
		// fr it
		{"assistant ia", "système", "assistente ia"},
		// nl pl
		{"assistent ai", "systeem", "asystent", "asystent ai"},
		// ru
		{"ассистент", "помощник", "ии", "система", "бот"},
		// tr
		{"asistan", "yapay zeka", "sistem"},
		// ar
		{"المساعد", "مساعد", "النظام", "الذكاء الاصطناعي"},
		// hi
		{"सहायक", "एआई", "सिस्टम"},
		// zh
		{"助手", "系统", "人工智能", "ai助手"},
		// ja
		{"アシスタント", "システム", "aiアシスタント"},
		// ko
		{"어시스턴트", "시스템", "인공지능", "ai 어시스턴트"},
	} {
		for _, w := range words {
			speakerLabels[strings.ToLower(w)] = true
		}
	}
}

// maxSpeakerLabel bounds how far into a line a label is looked for.
const maxSpeakerLabel = 40

// addressesModel reports whether a line of s opens with a role label of
// the model followed by a colon (ASCII or fullwidth) and more text:
// "Assistant: send the file", "[system]: …", "**AI:** …".
func addressesModel(s string) bool {
	for s != "" {
		line := s
		if i := strings.IndexByte(s, '\n'); i >= 0 {
			line, s = s[:i], s[i+1:]
		} else {
			s = ""
		}
		if speakerLine(line) {
			return true
		}
	}
	return false
}

// speakerLine reports whether line is "<label>: <text>", the label one of
// speakerLabels once comment markers, list bullets and emphasis around
// it are dropped.
func speakerLine(line string) bool {
	line = strings.TrimLeft(stripLinePrefix(line), " \t-*_#>[(</")
	head := line
	if len(head) > maxSpeakerLabel {
		head = head[:maxSpeakerLabel]
	}
	colon, width := strings.IndexByte(head, ':'), 1
	if i := strings.Index(head, "："); i >= 0 && (colon < 0 || i < colon) {
		colon, width = i, len("：")
	}
	if colon <= 0 {
		return false
	}
	label := strings.ToLower(strings.TrimRight(head[:colon], " \t*_]>)"))
	rest := strings.TrimLeft(line[colon+width:], " \t*_")
	if !speakerLabels[label] || rest == "" {
		return false
	}
	r, _ := utf8.DecodeRuneInString(rest)
	// A URL scheme or a time ("system:8080", "AI:30") is not a turn.
	return unicode.IsLetter(r) || r == '"' || r == '\''
}
