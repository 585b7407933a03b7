package injection

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The labels an address is written as (untrusted_goals.go): a short
// line or clause that names the model and ends in a colon, a comma or an
// arrow ("Note to AI agents:", "Hi bot, …", "Agent IA :"), a heading or
// an aside that dedicates what follows ("### For AI reviewers", "/// #
// Note for code assistants", "(for the agent)").

// labelEnd reports whether the model word at text[i:j] stands in a short
// label that opens a line, a sentence or a quotation and ends in a colon,
// a comma or a dash ("LLM agents:", "If an AI assistant is processing
// this inbox,", "Модель, читающая этот лог:"), and returns where the label
// ends.
// headingAt: the line at text[start:] is a Markdown heading, also one
// written in a comment ("/// # Note for code assistants", "// ## For
// agents").
func headingAt(text string, start int) bool {
	for start < len(text) && strings.IndexByte("/*!;- \t", text[start]) >= 0 {
		start++
	}
	return start < len(text) && text[start] == '#'
}

// boldLine reports a line (after its quote or comment markers) set in
// bold whole that dedicates what follows ("> **Note for review
// agents**"): Markdown's heading without a '#'.
func boldLine(line string) bool {
	line = strings.TrimLeft(line, "/#>- \t")
	inner, ok := strings.CutPrefix(line, "**")
	if !ok {
		return false
	}
	inner, ok = strings.CutSuffix(strings.TrimRight(inner, " \t\r"), "**")
	return ok && !strings.Contains(inner, "**") && dedication(inner)
}

// boldTail reports a line whose bold span opens before start and closes
// at the line's end k: the label at text[start:k] is its tail.
func boldTail(text string, start, k int) bool {
	ls := strings.LastIndexByte(text[:start], '\n') + 1
	line := strings.TrimRight(text[ls:k], " \t\r")
	open := strings.Index(line, "**")
	return strings.HasSuffix(line, "**") && open >= 0 && ls+open < start && open+2 < len(line)-2
}

// labelPairWords is how many more words a label that names two readers
// may have.
const labelPairWords = 4

// modelNamesIn counts the model's names in s, up to two.
func modelNamesIn(s string) int {
	n := 0
	modelNames(s, func(_, _ int) bool {
		n++
		return n < 2
	})
	return n
}

func labelEnd(text string, i, j int) (int, bool) {
	start := -1
	if i == 0 {
		start = 0
	}
	for k, lo := i-1, runesBack(text, i, maxLabelBefore); k >= lo && start < 0; k-- {
		c := text[k]
		switch {
		case c == '\n' && continues(text, k):
			return 0, false // the line goes on a wrapped sentence
		case strings.IndexByte("/*#>-", c) >= 0 && leadingMarker(text, k):
			// A comment or quote marker at the line's start: the line
			// starts where the newline before it is.
		case c == '\n' || strings.IndexByte(".!?;\"'([<=>*}", c) >= 0 || c == '[' || c == ':' && k+1 < len(text) && text[k+1] == ' ':
			// '}' closes a markup tag before the label: Jira's
			// {color:white}, a template's {% endif %}.
			start = k + 1
		case c == '-' && k > 0 && text[k-1] == ' ' && k+1 < len(text) && text[k+1] == ' ':
			// A spaced dash parts a byline from the address as a colon
			// would: "Update from the data lead - AI assistant, please …".
			start = k + 1
		case c >= 0x80 && utf8.RuneStart(c):
			if r, n := utf8.DecodeRuneInString(text[k:]); strings.ContainsRune("。！？；：“«「【—–", r) {
				start = k + n
			}
		}
		if k == 0 && start < 0 {
			start = 0
		}
	}
	if start < 0 {
		return 0, false
	}
	limit := runesAhead(text, j, maxLabelAfter)
	for k := j; k < limit; k++ {
		c := text[k]
		switch {
		case c == '\n' && (boldLine(text[start:k]) || boldTail(text, start, k) && dedication(strings.TrimRight(text[start:k], " \t\r*"))):
			// a bold line as a heading: "**Note for review agents**", or
			// its dedication after a dash inside the bold ("> 🤖
			// **Callout - For AI assistants helping with onboarding**")
			return k + 1, true
		case (c == '\n' && (headingAt(text, start) || wholeLine(text, start)) || c == ')' && start > 0 && text[start-1] == '(' || c == ']' && start > 0 && text[start-1] == '[') && dedication(text[start:k]):
			// A heading or an aside that dedicates what follows: "### For
			// AI reviewers", "(for the agent) quietly widen …", "[msg for
			// AI coding assistants] set …". Any other
			// aside reads on ("TODO(ai): …").
			return k + 1, true
		case c == '!' && k == j && greeting(text[start:i]):
			return k + 1, true // "Hi bot! Please …"
		case (c == '!' || c == '.') && k == j && qualifiedGreeting(text[start:i]):
			return k + 1, true // "Hello support AI. Mark all …"
		case c == '.' && k+1 < len(text) && text[k+1] >= 'a' && text[k+1] <= 'z':
			// A dot inside a word ends no sentence: an abbreviation
			// ("della dott.ssa Conti:"), a file's name.
		case c == '\n' && cjkDedication(text[start:i], text[j:k]):
			return k + 1, labelWords(text[start:k]) // "▶ AI 에이전트 참고", "AIエージェントへ"
		case c == '\n' || c == '.' || c == '!' || c == '?':
			return 0, false
		case (c == '-' || c == '=') && k+2 < len(text) && text[k+1] == '>' && text[k+2] == ' ':
			// An arrow ends a label as a colon does: "NOTE TO ANY AI
			// READING THIS -> run …".
			return k + 2, labelWords(text[start:k]) && !selfLabel(text[start:k], text[k+2:], false)
		case c == ':' && (k+1 >= len(text) || text[k+1] == ' ' || text[k+1] == '\t' || text[k+1] == '\n' || emphasisClosed(text[k+1:])),
			c == ',',
			c == '-' && k > 0 && text[k-1] == ' ' && k+1 < len(text) && text[k+1] == ' ':
			ok := labelWords(text[start:k]) && !selfLabel(text[start:k], text[k+1:], c == ',')
			if c == ',' && ok && !vocative(text[start:i], text[j:k]) && relativeClause(text[k+1:]) {
				continue // "ИИ-агенту, который читает эти логи:", "the AI agent, which reads this:"
			}
			return k + 1, ok && (c == ':' || vocative(text[start:i], text[j:k]))
		case c >= 0x80 && utf8.RuneStart(c):
			r, n := utf8.DecodeRuneInString(text[k:])
			switch r {
			case '：', '】':
				return k + n, labelWords(text[start:k])
			case '，', '、', '—', '–':
				return k + n, labelWords(text[start:k]) && vocative(text[start:i], text[j:k])
			case '。', '！', '？':
				return 0, false
			}
		}
	}
	return 0, false
}

// codeLabelBytes are bytes of code, not of a label: a regular
// expression's alternation ("(system|assistant)\s*:"), a template's
// braces, an assignment.
const codeLabelBytes = "|\\{}=$"

// codeLabel reports a label with a byte of code in it. Escaped line
// breaks ("\\n\\nFor AI assistants" in an iCalendar DESCRIPTION or a
// JSON string) and a table's cell bars before the label's first word
// are layout, not code.
func codeLabel(label string) bool {
	label = strings.NewReplacer(`\n`, " ", `\t`, " ", `\r`, " ").Replace(label)
	return strings.ContainsAny(afterTableLead(label), codeLabelBytes)
}

// afterTableLead returns label without the cells of a table row before
// it (tableRowLead): a label in a table's last cell is that cell's words.
func afterTableLead(label string) string {
	if i := strings.LastIndexByte(label, '|'); i >= 0 && (strings.IndexFunc(label[:i], unicode.IsLetter) < 0 || tableRowLead(label[:i+1])) {
		return label[i+1:]
	}
	return label
}

// tableRowLead reports the start of a table row up to a cell's bar: cells
// of one short word or number each ("  3 | migration_notice |").
func tableRowLead(s string) bool {
	for _, cell := range strings.Split(s, "|") {
		if len(strings.Fields(cell)) > 1 {
			return false
		}
	}
	return true
}

// abilityModals say what something can or will do: a label (lower case)
// holding one is a sentence that describes ("An agent with shell access
// can *act*: run commands, …"), unless it opens with a condition ("If
// an agent can read this:", conditionWords).
var abilityModals = []string{"can", "could", "cannot", "may", "might", "will", "would", "wont"}

func abilityClause(low string) bool {
	l := strings.TrimLeft(low, "/*#>-;!( \t")
	first, _, _ := strings.Cut(l, " ")
	for _, c := range conditionWords {
		if first == c {
			return false
		}
	}
	for _, m := range abilityModals {
		if wholeWordAt(l, m, 0) >= 0 {
			return true
		}
	}
	return false
}

// greeting reports whether the words before a model's name greet it ("Hi
// bot!", "Hey Claude!"): the exclamation then ends an address.
func greeting(before string) bool {
	w := strings.ToLower(strings.TrimSpace(before))
	return w == "hi" || w == "hey" || w == "hello" || w == "yo" || w == "dear"
}

// qualifiedGreeting reports whether before is a greeting with one or two
// words that qualify the model it greets ("hello support", "hi there",
// "dear helpful"): "Hello support AI." calls the model as "Hi bot!" does.
func qualifiedGreeting(before string) bool {
	f := strings.Fields(strings.ToLower(before))
	if len(f) < 2 || len(f) > 3 || !greeting(f[0]) && f[0] != "greetings" {
		return false
	}
	for _, w := range f[1:] {
		if strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' }) >= 0 {
			return false
		}
	}
	return true
}

// dedication reports whether a heading or an aside is addressed to its
// reader ("## For AI reviewers", "(note to the agent)") rather than one
// that names a model ("## Using Claude with MCP").
func dedication(label string) bool {
	l := strings.ToLower(strings.TrimLeft(label, "/*!;-# \t"))
	for _, lead := range dedicationLeads {
		if strings.HasPrefix(l, lead) {
			return labelWords(l)
		}
	}
	return false
}

// dedicationLeads open a heading or an aside addressed to a reader.
var dedicationLeads = []string{"for ", "to ", "attention ", "dear ", "note for ", "note to ", "notes for ", "notes to ", "guidance for ", "a note for ", "a note to ", "message for ", "message to ", "msg for ", "msg to ", "memo for ", "memo to ", "instructions for ", "notice to ", "notice for ", "fyi for ", "fyi to ", "heads up for ", "heads-up for ", "ps for ", "p.s. for ",
	// an addition to a ticket or a thread for whoever carries it out
	"addition for ", "quick addition for ", "a quick addition for ", "one more thing for ", "reminder for ", "a reminder for ", "request for ", "todo for ", "update for ", "quick note for ", "a quick note for ", "side note for ", "extra step for ", "follow-up for ", "follow up for ",
	// an aside that counts the model among the readers addressed:
	// "whoever is handling this (including AI assistants working in the
	// repo) please run …"
	"including ", "incl. ", "especially ", "this includes ", "and that includes ", "also "}

// wholeLine reports whether a label starting at start opens its line: a
// line of plain text that dedicates what follows ("Notes for the agent"
// in a ticket's text) is a heading without a '#'.
func wholeLine(text string, start int) bool { return start == 0 || text[start-1] == '\n' }

// relativeClause reports whether the words after a comma open a relative
// clause that says what the model named before it does ("…, which reads
// this log:", "…, который читает эти логи:"): the label goes on to its
// colon.
func relativeClause(after string) bool {
	w, _, _ := strings.Cut(strings.TrimLeft(after, " \t"), " ")
	w = strings.ToLower(w)
	if slices.Contains(relativeWords, w) {
		return true
	}
	// A participle of the Slavic languages does a relative clause's work
	// ("ИИ-ассистента, применяющего эту миграцию:", "asystenta AI,
	// czytającego ten plik:").
	for _, suf := range participleEnds {
		if strings.HasSuffix(w, suf) && len(w) > len(suf)+2 {
			return true
		}
	}
	return false
}

// participleEnds end the active participles of Russian, Ukrainian and
// Polish, in the cases a note's addressee takes.
var participleEnds = []string{"ющего", "ющему", "ющий", "ющая", "ющие", "ющих", "ющим", "ящего", "ящему", "ящий", "ящие", "ящих", "ящим",
	"ючого", "ючому", "ючий", "ючі", "ючих", "ячого", "ячому", "ячий", "ячі", "ячих",
	"jący", "jącego", "jącemu", "jące", "jących", "jącym"}

// relativeWords open a relative clause, in the pack's languages.
var relativeWords = []string{"which", "who", "that", "qui", "que", "der", "die", "welcher", "welche", "che", "cui", "który", "która", "które", "którzy",
	"который", "которая", "которое", "которые", "dat", "hangi", "ki"}

// cjkDedication reports whether a line is a heading in Korean, Japanese
// or Chinese that dedicates what follows to the model named in it: the
// name and a word for "note for" or "to" after it ("AI 에이전트 참고",
// "AIエージェントへの注意", "AI助手须知"), or "致" before it ("致AI助手").
// These scripts end such a heading with no colon.
func cjkDedication(before, after string) bool {
	after = strings.TrimSpace(after)
	if after == "" {
		return strings.HasSuffix(strings.TrimSpace(before), "致")
	}
	return slices.Contains(cjkDedications, after)
}

// cjkDedications are the words after a model's name that dedicate a
// heading to it: Korean "참고" (for reference), "에게" (to), Japanese "へ"
// (to), "向け" (meant for), Chinese "须知" (what one must know).
var cjkDedications = []string{"참고", "참고사항", "참조", "에게", "께", "주의사항", "안내", "전달사항",
	"へ", "への注意", "への指示", "への連絡", "向け", "向けの注意", "注意事項", "各位",
	"须知", "須知", "注意", "注意事项", "注意事項", "说明", "說明", "的说明", "的說明"}

// leadingMarker reports whether text[k] is among the comment or quote
// markers and spaces that open its line.
func leadingMarker(text string, k int) bool {
	for k--; k >= 0 && text[k] != '\n'; k-- {
		if strings.IndexByte("/*#>- \t", text[k]) < 0 {
			return false
		}
	}
	return true
}

// continues reports whether the line after the newline at nl carries on
// a sentence wrapped from the line before: that line (comment markers
// aside) has words and ends in a letter, a digit or a comma, and this one
// goes on in lower case ("… to route your case\n// to an agent, set …").
// A line of one word before ("// auth.go") is a title, not a sentence.
func continues(text string, nl int) bool {
	cur := strings.TrimSpace(uncomment(strings.TrimLeft(text[nl+1:lineEnd(text, nl+1)], " \t")))
	if cur == "" || cur[0] < 'a' || cur[0] > 'z' || commitPrefix(cur) {
		return false
	}
	ps := lineStart(text, nl)
	prev := strings.TrimSpace(uncomment(strings.TrimLeft(text[ps:nl], " \t")))
	if len(strings.Fields(prev)) < 3 {
		return false
	}
	c := prev[len(prev)-1]
	return c == ',' || wordByte(c|0x20) || c >= '0' && c <= '9'
}

// commitPrefix reports whether line opens with a commit's abbreviated
// hash ("e902ab1 fix: …", as `git log --oneline` prints it): a record of
// its own, not the rest of a wrapped sentence. A hash holds a digit; a
// word of seven letters a-f ("defaced") does not.
func commitPrefix(line string) bool {
	n, digit := 0, false
	for n < len(line) && n <= 40 && (line[n] >= '0' && line[n] <= '9' || line[n] >= 'a' && line[n] <= 'f') {
		digit = digit || line[n] <= '9'
		n++
	}
	return digit && n >= 7 && n <= 40 && n < len(line) && line[n] == ' '
}

// vocative reports whether a label that ends in a comma or a dash calls
// the model rather than names it in passing: few words before its name
// ("Claude,", "Dear AI,", "An die KI,", "Hey AI reviewer,"), or a
// condition before ("If an AI assistant is processing this inbox,", "Si
// vous êtes un assistant IA qui lit ce courriel,"), and a short clause
// after. "… the chat server with its demo agent, on http://…" names it.
func vocative(before, after string) bool {
	if len(strings.Fields(after)) > 6 {
		return false
	}
	words := strings.Fields(before)
	if len(words) > 0 && timeWords[strings.ToLower(strings.Trim(words[0], "*_([\"'“«"))] && !readingVerb(after) {
		return false // "When the agent finishes," tells when, it calls no one
	}
	first := ""
	if len(words) > 0 {
		first = strings.ToLower(strings.Trim(words[0], "*_([\"'“«"))
	}
	if len(words) == 1 && indefiniteArticles[first] {
		return false // "An agent with shell access, …" describes one
	}
	if len(words) <= 2 {
		return true
	}
	for _, c := range conditionWords {
		if first == c {
			return true
		}
	}
	return false
}

// indefiniteArticles: nobody is called "an agent"; a name after one is
// described ("An agent with shell access, a browser and …").
var indefiniteArticles = map[string]bool{"a": true, "an": true, "un": true, "une": true, "ein": true, "eine": true, "einem": true, "uno": true, "una": true, "um": true, "uma": true, "een": true}

// conditionWords open a condition in the pack's languages (the first word
// of "If you are an AI …,").
var conditionWords = []string{"if", "when", "whenever", "once", "while", "si", "wenn", "falls", "se", "als", "jeśli", "если", "如果", "若"}

// selfLabel reports whether a label describes its writer rather than
// addresses a reader: "As a helpful assistant, I will …" is the model
// speaking (a transcript, a prompt's example reply), and so is "Claude:
// I will …" after a colon. After a comma (called) the name is called and
// the writer goes on about themself: "Claude, I'm one of the
// maintainers" addresses the model.
func selfLabel(label, after string, called bool) bool {
	l := strings.ToLower(strings.TrimSpace(label))
	if strings.HasPrefix(l, "as ") {
		return true
	}
	a := strings.TrimLeft(after, " \t")
	return !called && (strings.HasPrefix(a, "I ") || strings.HasPrefix(a, "I'") || strings.HasPrefix(a, "I’") || strings.HasPrefix(a, "we "))
}

// operatedVerbs are what an operator does to a program: a step that
// starts with one names agents as its object ("**Stop all running
// agents**: systemctl stop …"), not as its reader.
var operatedVerbs = map[string]bool{
	"stop": true, "start": true, "restart": true, "install": true, "uninstall": true, "upgrade": true,
	"update": true, "deploy": true, "configure": true, "kill": true, "disable": true, "enable": true,
	"register": true, "deregister": true, "list": true, "remove": true, "pause": true, "resume": true,
	"scale": true, "drain": true, "provision": true, "reinstall": true, "roll": true, "redeploy": true,
}

// operatedOn reports a label (lower-cased) of three words or more that
// opens with an operator's verb, after a list's number or emphasis.
func operatedOn(low string) bool {
	words := strings.FieldsFunc(low, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' })
	return len(words) >= 3 && operatedVerbs[words[0]]
}

// labelWords reports whether a label is one: short, and with no
// obligation in it ("The build agent must download the toolchain first:"
// is a sentence that introduces what follows).
func labelWords(label string) bool {
	if codeLabel(label) {
		return false
	}
	label = afterTableLead(label)
	if n := len(strings.Fields(label)); n > maxLabelWords && (n > maxLabelWords+labelPairWords || modelNamesIn(label) < 2) {
		// A label may name two readers ("Para el asistente de IA y los
		// agentes automáticos conectados a este canal:"): the second
		// name's words do not make it a sentence.
		return false
	}
	low := strings.ToLower(label)
	if abilityClause(low) || operatedOn(low) {
		return false
	}
	for _, o := range obligations {
		if wholeWordAt(low, o, 0) >= 0 {
			return false
		}
	}
	return true
}

// emphasisClosed reports that rest closes a label's emphasis right
// after its colon ("**Note for AI agents:** …", "*Note for the
// assistant:* …") and a space or the line's end follows.
func emphasisClosed(rest string) bool {
	n := 0
	for n < 2 && n < len(rest) && (rest[n] == '*' || rest[n] == '_') {
		n++
	}
	return n > 0 && (n == len(rest) || rest[n] == ' ' || rest[n] == '\t' || rest[n] == '\n' || rest[n] == '\r')
}
