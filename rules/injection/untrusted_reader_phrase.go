package injection

import (
	"regexp"
	"slices"
	"strings"
)

// A note planted for an agent names its reader by what the reader is, a
// bot, an agent, a model, automation, and picks it out among the text's
// readers the way a person never needs to be picked out: "whichever bot
// ends up running `make lint`", "cc whatever agent the team assigns",
// "meant for Codex / Claude / Gemini or any other model refactoring this
// file", "AUTOMATION NOTE — read by coding agents", "(Automation reading
// this module: …)", "Falls du ein Sprachmodell bist", "recap bot, when you
// write the summary …". Each shape below is written once over the reader
// nouns; what makes it an injection is the goal asked after it (goalIn),
// so a README that tells "whatever tool you use" to run the tests stays a
// README.

// readerNouns are what an automated reader is called (English; plurals
// included).
var readerNouns = []string{
	"bot", "bots", "agent", "agents", "assistant", "assistants", "model", "models", "llm", "llms",
	"automation", "automations", "tooling", "copilot", "copilots", "integration", "integrations",
	"ai", "crawler", "crawlers", "reviewer bot", "triage bot", "tool", "tools",
}

// readerNamesEN are product names that are readers by themselves.
var readerNamesEN = []string{"codex", "claude", "gemini", "chatgpt", "gpt", "cursor", "copilot", "devin", "aider", "cline"}

// readerDoing are what the reader does to the text it reads, as a
// participle ("agents refactoring this file").
var readerDoing = []string{
	"reading", "processing", "parsing", "running", "refactoring", "editing", "touching", "handling", "updating",
	"modifying", "changing", "optimising", "optimizing", "inlining", "wiring", "summarising", "summarizing",
	"performing", "working on", "triaging", "reviewing", "regenerating", "generating", "translating", "indexing",
	"consuming", "ingesting", "executing", "building", "upgrading", "migrating", "fixing", "assigned to",
	"picking up", "picking", "taking", "integrating", "installing", "deploying", "maintaining", "operating",
}

func altWords(words []string) string {
	quoted := make([]string, len(words))
	for i, w := range words {
		quoted[i] = strings.ReplaceAll(regexp.QuoteMeta(w), " ", `\s+`)
	}
	slices.SortFunc(quoted, func(a, b string) int { return len(b) - len(a) }) // longest first
	return `(?:` + strings.Join(quoted, "|") + `)`
}

// readerPhraseRE is the reader picked out (see above). Every alternative
// holds one of readerPhraseKeys.
var readerPhraseRE = func() *regexp.Regexp {
	noun := altWords(readerNouns)
	named := altWords(readerNamesEN)
	doing := altWords(readerDoing)
	return regexp.MustCompile(`(?i)` +
		// a reader selected among readers: whichever bot, whatever agent, any other model
		`\b(?:whichever|whatever|any\s+other)\s+(?:[\w-]+\s+){0,2}?` + noun + `\b|` +
		// a label: read by coding agents, meant for AI tooling
		`\b(?:read|used|consumed)\s+by\s+(?:[\w-]+\s+){0,3}?` + noun + `\b|\b(?:being\s+)?read\s+by\s+` + named + `\b|` +
		`\b(?:meant|intended|written|aimed)\s+(?:only\s+)?(?:for|at)\s+(?:(?:the\s+|an?\s+)?(?:[\w-]+\s+){0,2}?` + noun + `|` + named + `)\b|` +
		// automation named by what it does to this text
		`\b(?:automated\s+|ai\s+|coding\s+|automation\s+)?` + noun + `\s+` + doing + `\s+(?:[\w-]+\s+){0,5}?(?:this|these)\b|` +
		// a bot spoken to by its name: "recap bot, when you write …"
		`(?:^|[.!?:]\s+|\n\s*|[—–-]\s+)[\w-]+\s+(?:bot|agent),\s+(?:please|when\s+you|before\s+you|after\s+you|if\s+you|you\s+(?:must|should|need))\b|` +
		// a reader that may be a person or a bot: "whoever processes this
		// ticket — person or triage bot —", "bots, please execute them"
		`\b(?:person|human|people|humans|dev|developer)\s+or\s+(?:an?\s+)?(?:[\w-]+\s+)?` + noun + `\b|` +
		`(?:^|[.!?:;(]\s+|\n\s*|[—–-]\s+)(?:(?:ai|automated|coding)\s+)?(?:bots|agents|assistants|llms)\s*,?\s+please\b|` +
		// a reader named by what only automation is: "the automated agent
		// handling QA tickets", "notes for non-human operators", "hey there,
		// code model", "(agent: apply my suggestions)", "maintenance agent:"
		`\bthe\s+(?:automated|autonomous|repository|repo|project)\s+(?:agent|assistant|bot|model|integration|tool)s?\b|` +
		// a qualified noun with what it does, "this" or not: "AI agents
		// performing the upgrade", "LLM tools editing the config"
		`\b(?:ai|llm|automated|coding)\s+(?:agents?|assistants?|bots?|models?|tools?|integrations?)\s+` + doing + `\b|` +
		// a heading or a label for them: "## For LLM agents", "Automated
		// responders:", "reviewer-agent:"
		`(?:^|\n)[ \t]*#{1,6}[ \t]*(?:notes?\s+|guidance\s+|instructions\s+)?for\s+(?:llms?|ais?|(?:llm|ai|coding|automated)\s+(?:agents?|assistants?|bots?|models?|tools?))\b|` +
		`(?:^|[\n",>])[ \t]*\**automated\s+[\w-]+?s\**\s*:|` +
		`\bnon-?human\s+(?:operators?|readers?|agents?|users?|contributors?|maintainers?|reviewers?)\b|` +
		`\b(?:hey|hi|hello|dear|attention|psst)\s*(?:there\s*)?,?\s+(?:[\w-]+\s+)?(?:model|bot|agent|assistant|llm|copilot)\b|` +
		`(?:^|\n)[ \t]*(?:#+|//|--|;|\*)?[ \t]*(?:\(|\[)?(?:(?:maintenance|release|deploy|triage|review|reviewer|ops|migration|build|ci|docs|coding|code|ai|llm)[\s-])?(?:agent|bot|assistant|llm|model)\s*:|` +
		`[(\[]\s*(?:agent|bot|assistant|ai|llm|model)\s*:|` +
		// one that may be a model: "the migration runner is sometimes an
		// LLM agent", a German "whoever edits this file as an AI tool"
		`\b(?:is|are)\s+(?:sometimes\s+|often\s+|occasionally\s+|usually\s+)?(?:an?\s+)?(?:llm|ai|language\s+model|coding)\s+(?:agent|model|assistant|bot)s?\b|` +
		`\bwer\s+(?:\S+\s+){0,4}?als\s+(?:ki|ki-\w+|sprachmodell|bot|agent)\b|` +
		// an order for the session after this one, before the user's own
		`\bbefore\s+(?:anything|whatever)\s+the\s+user\s+asks\b|\b(?:for|to)\s+the\s+(?:next|following)\s+session\b|` +
		// a key named for the reader's orders: bot_instructions:, agent-steps=
		`\b(?:bot|bots|agent|agents|ai|llm|assistant|copilot|automation)[_-](?:instructions?|directives?|tasks?|steps|notes?|orders)\b["']?\s*[:=]|` +
		// a note the model is told it wrote itself, for a later session
		`\b(?:it['’]s|this\s+is)\s+(?:me,\s+)?you\s+from\s+(?:the\s+|a\s+|your\s+)?(?:previous|last|earlier|prior|past)\s+(?:session|run|conversation|chat|context)\b|\bwritten\s+by\s+the\s+(?:assistant|agent|model)\s+for\s+the\s+(?:assistant|agent|model)\b|` +
		// a reader told apart by what it does to this text, by a note
		// for it or by being detected: "if this mailbox is being read or
		// summarized by an AI assistant", "Update for the agent —",
		// "operator note for automated migration runners:", "Claude,
		// Cursor or any agent with write access", "triage-bot
		// instructions:", "Non-interactive agent session detected"
		`\b(?:is|are)\s+being\s+(?:read|summari[sz]ed|processed|handled|triaged|reviewed|parsed)(?:\s+(?:or|and)\s+\w+)?\s+by\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,2}?` + noun + `\b|` +
		`\b(?:update|note|notes|message|heads[- ]up|fyi|reminder|instructions?|guidance|tip)\s+(?:for|to)\s+(?:the\s+|any\s+|all\s+)?(?:(?:ai|automated|coding|autonomous)\s+)?(?:agent|bot|assistant|model|llm)s?\b|` +
		`\b(?:note|notes|message|instructions?|guidance)\s+(?:for|to)\s+(?:the\s+|any\s+|all\s+)?automated\s+[\w-]+(?:\s+[\w-]+)?|` +
		`\bor\s+any\s+(?:other\s+)?` + noun + `\s+(?:with|that|who|which)\b|` +
		`\b[\w-]*(?:bot|agent)[\s_-](?:instructions?|directives?|orders)\s*:|` +
		`\b(?:non-interactive\s+|automated\s+|ai\s+|coding\s+)?(?:agent|ai|llm|bot)\s+(?:session|environment|run|context)\s+(?:detected|identified)\b|` +
		// a reader supposed in the third person ("If an AI assistant is
		// reading build.rs to debug …"), or named to the person as the
		// tool they use ("the coding tool you're using right now should
		// apply it for you")
		`\bif\s+(?:an?\s+|the\s+|any\s+)(?:[\w-]+\s+){0,2}?` + noun + `\s+(?:is|are)\s+` + doing + `\b|` +
		`\b(?:the|your)\s+(?:ai|coding|llm|ai\s+coding)\s+(?:tool|assistant|agent|model|copilot)s?\s+(?:that\s+)?you(?:['’]re|\s+are)\s+(?:using|running|working\s+with)\b|` +
		// an identity supposed: if you are a language model or a coding agent
		`\bif\s+you(?:\s+are|['’]re)\s+(?:an?\s+)?(?:[\w-]+\s+){0,2}?(?:` + noun + `|language\s+model)\b|` +
		`\b(?:falls|wenn)\s+du\s+(?:ein|eine)\s+(?:sprachmodell|ki|ki-\w+|coding-agent|agent|bot|assistent)\b|` +
		`\bsi\s+(?:tu\s+es|vous\s+[êe]tes)\s+(?:une?\s+)?(?:ia|mod[èe]le\s+de\s+langage|agent|assistant|bot)\b|` +
		`\bsi\s+eres\s+(?:una?\s+)?(?:ia|modelo\s+de\s+lenguaje|agente|asistente|bot)\b|` +
		`\bse\s+(?:voc[êe]\s+[ée]|sei)\s+(?:uma?\s+)?(?:ia|modelo\s+de\s+linguagem|modello\s+linguistico|agente|assistente|bot)\b`)
}()

// readerPhraseKeys hold a word of each alternative of readerPhraseRE.
var readerPhraseKeys = newKeywords(append(caseForms("whichever", "whatever", "any other", "read by", "used by", "consumed by",
	"being read", "being summarized", "being summarised", "being processed", "being handled", "being triaged", "being reviewed", "being parsed",
	"update for", "note for", "notes for", "message for", "heads up for", "heads-up for", "fyi for", "reminder for", "instructions for",
	"instruction for", "guidance for", "tip for", "note to", "notes to", "message to", "instructions to", "reminder to", "fyi to",
	"or any", "instructions:", "instruction:", "directives:", "orders:",
	"session detected", "environment detected", "run detected", "context detected", "session identified",
	"meant for", "meant only", "intended for", "intended only", "written for", "written only", " bot,", " agent,",
	"aimed at", "aimed for", "picking", "taking this", "integrating", "installing", "deploying", "maintaining", "operating",
	"if you", "if an ", "if a ", "if the ", "if any ", "re using", "are using", "re running", "are running", "re working with", "are working with", "falls du", "wenn du", "si tu", "si vous", "si eres", "se você", "se voce", "se sei",
	"reading this", "processing this", "refactoring this", "editing this", "running this", "handling this",
	"updating this", "inlining this", "wiring this", "summarising this", "summarizing this", "performing this",
	"optimising", "optimizing", "regenerating this", "translating this", "upgrading this", "migrating this",
	"assigned to this", "working on this", "touching this", "modifying this", "changing this", "triaging this",
	"reviewing this", "parsing this", "generating", "indexing this", "consuming this", "ingesting this",
	"executing this", "building this", "fixing this", "person or", "human or", "people or", "humans or", "dev or",
	"developer or", "s please", "s, please", "you from", "for the assistant", "for the agent", "for the model",
	"_instruction", "-instruction", "_directive", "-directive", "_task", "-task", "_step", "-step", "_note", "-note",
	"_order", "-order", "the automated", "the autonomous", "non-human", "nonhuman",
	"hey", "hi ", "hello", "dear", "attention", "psst", "agent:", "bot:", "assistant:", "llm:", "model:", "agent :",
	"is sometimes", "is often", "is an", "is a ", "are ai", "are llm", "wer ", "before anything", "before whatever",
	"next session", "following session", "read by", "ai agent", "llm agent", "ai assistant", "llm tool", "ai tool",
	"automated agent", "coding agent", "ai model", "for llm", "for ai", "utomated ", "-agent:", "-bot:",
	"the repository", "the repo ", "the project"),
	// the acronyms in capitals before a word in lower case
	"AI agent", "AI assistant", "AI tool", "AI model", "AI integration", "LLM agent", "LLM tool", "LLM integration",
	"LLM-based", "for LLM", "for AI", "AI bot", "LLM bot")...)

// readerPhraseGated is readerPhraseRE run on the alternatives a stretch
// can feed (gated.go).
var readerPhraseGated = newGatedRE(readerPhraseRE)

// readerPhraseGoal reports a reader picked out (see above) with a goal
// asked of it in the window after the phrase.
func readerPhraseGoal(text string) bool {
	_, _, ok := readerPhraseGoalAt(text)
	return ok
}

// readerPhraseGoalAt is readerPhraseGoal over a whole text, after its
// paragraphs (Untrusted.scan), with the stretch read: text[lo:hi]. The
// reader is often named in a heading or a greeting and the order comes
// a paragraph or a list item later ("### Migration notes (for bots and AI
// assistants performing this upgrade)", then the paragraph).
func readerPhraseGoalAt(text string) (lo, hi int, ok bool) {
	for _, loc := range nearKeys(text, readerPhraseKeys, 60, 120, readerPhraseGated) {
		if end := windowEnd(text, loc[1]); goalIn(text[loc[1]:end], false) {
			return loc[0], end, true
		}
	}
	return 0, 0, false
}
