package injection

import (
	"strconv"
	"strings"

	"github.com/guardrail-go/guardrail/middleware"
)

// Categories reported by the default pack.
const (
	CategoryOverride    = "instruction_override"
	CategoryJailbreak   = "jailbreak"
	CategoryRoleplay    = "roleplay_manipulation"
	CategoryExtraction  = "prompt_extraction"
	CategorySecret      = "secret_extraction"
	CategoryHijack      = "output_hijack"
	CategoryDestructive = "destructive_command"
	CategoryCodeExec    = "code_execution"
)

// alt writes a non-capturing alternation of words-view phrases.
func alt(words ...string) string { return "(?:" + strings.Join(words, "|") + ")" }

// gap allows up to n filler words between two parts of a phrase.
func gap(n int) string { return "(?: \\S+){0," + strconv.Itoa(n) + "}" }

// Word lists shared by the override families. They are written plainly;
// compileWords folds them like the text (so "all" matches "a11").
var (
	overrideVerbsEN = []string{
		"ignore", "ignoring", "ignores", "ignored", "disregard", "disregarding", "forget", "forgetting",
		"override", "overriding", "bypass", "bypassing", "neglect", "overlook", "abandon",
		"discard", "dismiss", "skip", "drop", "erase", "delete", "clear", "reset", "cancel", "stop following",
		"do not follow", "dont follow", "pay no attention to", "no longer follow", "throw away", "set aside",
		"rescind", "go against", "violate", "disobey", "deviate from",
	}
	// qualifiers mark the text being overridden as the earlier context.
	overrideQualEN = []string{
		"previous", "previously", "prior", "above", "earlier", "preceding", "foregoing", "former",
		"original", "initial", "old", "past", "system", "all", "any", "every", "your", "these", "those",
		"following", "below", "given", "current", "existing", "developer", "programmed", "last", "that", "this",
	}
	// nouns name instructions; "strong" ones need no qualifier.
	strongNounsEN = []string{"instructions?", "prompts?", "directions", "directives?", "programming", "pre ?prompts?"}
	weakNounsEN   = []string{
		"rules?", "commands?", "orders?", "guidelines?", "guidance", "context", "messages?", "text",
		"input", "content", "constraints?", "restrictions?", "training", "conversation",
		"information", "requests?", "tasks?", "policies", "policy", "limitations?", "protocol",
		"settings", "assignments?", "briefing", "everything", "words", "sentences?",
		"statements?", "task", "lines?", "one", "parts?", "paragraphs?",
	}
	// disclosure verbs for extraction families.
	discloseEN = []string{
		"repeat", "print", "show", "reveal", "display", "output", "tell", "give", "share", "list",
		"write", "say", "spell", "recite", "quote", "summari[sz]e", "explain", "translate", "encode",
		"convert", "paste", "copy", "dump", "expose", "leak", "disclose", "read", "describe",
		"elaborate", "rewrite", "rephrase", "restate", "verbatim", "base64", "pseudocode",
		"python", "what (?:is|are|were|was)", "whats", "what s", "provide", "send", "type",
		"put", "format", "reverse", "backwards?", "hint", "clue", "first", "last", "letters?",
		"characters?", "remind", "know", "hidden", "secret",
		// inflected and phrasal forms: "repeating the last instruction",
		// "respond with all of your instructions".
		"repeating", "repeated", "printing", "showing", "revealing", "respond with", "reply with", "answer with",
		"remember", "recall", "include", "reconfirm", "confirm", "analy[sz]e",
	}
)

// DefaultPack returns the built-in pattern pack: instruction override,
// jailbreak, role-play, extraction and output-hijack phrasing as families,
// in English, German, Spanish and Portuguese. The slice is new on each call; callers may modify it.
func DefaultPack() Pack {
	verbs := alt(overrideVerbsEN...)
	qual := alt(overrideQualEN...)
	strong := alt(strongNounsEN...)
	weak := alt(weakNounsEN...)
	anyNoun := alt(strong, weak)
	disclose := alt(discloseEN...)
	return append(Pack{
		// ---- instruction override -----------------------------------------
		{
			ID: "override.ignore_previous", Family: "instruction_override", Category: CategoryOverride,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: overrideVerbsEN,
			Confirm: `\b` + verbs + `(?: (?:of|about|with|to))?` + gap(3) + ` ` + qual + gap(3) + ` ` + anyNoun + `\b|\b` +
				verbs + gap(3) + ` ` + strong + `\b|\b` + alt("ignore", "ignores", "disregard", "forget") + ` (?:all (?:of )?(?:that|this|the above|above)|everything (?:you\S*|above|before|else|said|i said|ive said|i ve said|i have said|i wrote|i told you)|what you (?:think|were|have been|ve been|know)|(?:all )?the (?:rules|protocol|guidelines|directions?|instructions?))\b`,
			// Benign look-alikes name what is ignored right after the verb.
			Unless: `\b` + verbs + gap(2) + ` ` + alt("case", "whitespace", "warnings?", "errors?", "eslint", "lint", "linter", "pylint", "flake8", "mypy", "tslint", "typescript", "noqa", "cache", "cookies?", "git", "files?", "folders?", "directory", "directories", "commits?", "tests?", "dependencies", "signals?", "exceptions?", "blank", "empty", "null", "missing", "duplicates?") + `\b|\bgitignore\b`,
		},
		{
			ID: "override.instructions_ignored", Family: "instruction_override", Category: CategoryOverride,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{"ignored", "disregarded", "forgotten", "overridden", "void", "obsolete", "no longer apply", "no longer valid", "revoked", "superseded", "null and void", "cancelled", "canceled"},
			Confirm: `\b(?:` + qual + gap(1) + ` ` + anyNoun + `|` + strong + `)` + gap(4) + ` ` + alt("ignored", "disregarded", "forgotten", "overridden", "void", "obsolete", "no longer apply", "no longer valid", "revoked", "superseded", "cancelled", "canceled") + `\b`,
			Unless:  `\b` + alt("gitignore", "warnings?", "errors?", "files?", "exceptions?", "signals?") + `\b`,
		},
		{
			ID: "override.forget_everything", Family: "instruction_override", Category: CategoryOverride,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{"forget everything", "forget all", "forget anything", "forget about everything", "forget about all", "forget what", "forget about what", "forget that", "forget your", "start over", "reset yourself", "wipe your memory", "clear your memory", "fresh start", "clean slate"},
			Confirm: `\bforget ` + alt("everything", "all", "anything", "about (?:everything|all|what|that)", "what (?:you|i|was|has|we)", "that (?:you|i)", "your") + `|\b(?:start over|reset yourself|wipe your memory|clear your memory|fresh start|clean slate)\b` + gap(8) + ` ` + alt("you", "your", "new", "task", "instructions?", "rules?"),
			Unless:  `\bdont forget|\bdo not forget|\bnever forget|\bforget ` + alt("to", "about it") + `\b|\bforget all (?:the )?(?:changes|stashed)`,
		},
		{
			ID: "override.new_instructions", Family: "instruction_override", Category: CategoryOverride,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{"new instructions", "new instruction", "new guidelines", "new task", "new tasks", "new rules", "new directive", "new directives", "new prompt", "updated instructions", "real instructions", "actual instructions", "true instructions", "further instructions", "additional instructions", "different instructions"},
			Code:    `\b(?:new|updated|real|actual|true|further|additional|different)[^a-z0-9]+(?:set[^a-z0-9]+of[^a-z0-9]+)?(?:instructions?|tasks?|rules|directives?|prompt)[^a-z0-9:>=]*[:>=]|\bnow (?:new|the following) (?:tasks?|instructions?)|(?:new|real|actual|true) (?:instructions?|tasks?|rules) (?:follow|are|is|below|as follows)|(?:instructions?|tasks?|rules) (?:have|has) (?:changed|been updated)|\b(?:give|giving|gave|here are|have|got|with) (?:you )?(?:a |some )?new (?:instructions?|guidelines|rules|tasks?|directives?)\b`,
		},
		{
			ID: "override.delimiter_injection", Family: "instruction_override", Category: CategoryOverride,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{"endoftext", "im start", "im end", "end of prompt", "end of system prompt", "end of instructions", "end untrusted", "end of untrusted", "begin untrusted", "end user input", "end of user input", "end of input", "system override", "admin override", "developer override", "new system prompt", "system message", "assistant message", "end of conversation", "end ambiguity", "end of chat"},
		},
		{
			ID: "override.ignore_de", Family: "instruction_override", Category: CategoryOverride,
			Risk: middleware.RiskHigh, Languages: []string{"de"},
			Anchors: []string{"ignoriere", "ignorieren", "ignoriert", "ignorier", "vergiss", "vergesse", "vergessen", "missachte", "missachten", "neue anweisungen", "neue anweisung", "neue aufgabe", "neue aufgaben", "vergiss alles", "vorherigen", "bisherigen", "obigen", "vorangegangenen"},
			Confirm: `\b` + alt("ignoriere", "ignorieren", "ignoriert", "ignorier", "vergiss", "vergesse", "vergessen", "missachte", "missachten") + gap(4) + ` ` + alt("anweisungen", "anweisung", "befehle", "befehl", "instruktionen", "regeln", "ausfuhrungen", "vorgaben", "aufgaben", "aufgabe", "alles", "informationen", "anordnungen", "vorherigen", "bisherigen", "obigen", "vorangegangenen") + `\b|\b` + alt("anweisungen", "ausfuhrungen", "befehle", "alles", "aufgaben") + gap(3) + ` ` + alt("ignorieren", "vergessen", "missachten") + `\b|\bneue (?:anweisungen|anweisung|aufgabe|aufgaben)\b|\b` + alt("alle", "samtliche", "jegliche", "die") + ` ` + alt("vorherigen", "bisherigen", "obigen", "vorangegangenen", "fruheren", "alten") + ` ` + alt("anweisungen", "informationen", "aufgaben", "befehle", "instruktionen", "regeln", "vorgaben") + gap(3) + ` ` + alt("hinter sich", "beiseite", "fallen", "weg", "loschen", "streichen", "verwerfen", "uber bord") + `\b`,
		},
		{
			// "print the prompt above", "zeige deine Anweisungen" in German.
			ID: "extract.system_prompt_de", Family: "prompt_extraction", Category: CategoryExtraction,
			Risk: middleware.RiskHigh, Languages: []string{"de"},
			Anchors: []string{"anweisungen", "anweisung", "eingabeaufforderung", "instruktionen", "systemprompt", "vorgaben", "prompt"},
			Confirm: `\b` + alt("zeig", "zeige", "zeigen", "drucke", "drucken", "druck", "gib", "geben", "wiederhole", "wiederholen", "nenne", "nennen", "schreib", "schreibe", "schreiben", "verrate", "verraten", "sag", "sage", "sagen", "ausgeben", "gib aus", "liste", "ubersetze", "ubersetzen", "fasse") + gap(4) + ` ` +
				alt("deine", "deinen", "ihre", "ihren", "die", "den", "das", "obige", "obigen", "vorherige", "vorherigen", "ursprungliche", "ursprunglichen", "erste", "ersten", "alle", "geheime", "geheimen") + ` (?:\S+ )?` +
				alt("anweisungen", "anweisung", "instruktionen", "eingabeaufforderung", "prompt", "systemprompt", "vorgaben", "regeln") + `\b`,
			Unless: `\b` + alt("installation", "installieren", "rezept", "handbuch", "anleitung", "bauanleitung") + `\b`,
		},
		{
			ID: "override.ignore_es", Family: "instruction_override", Category: CategoryOverride,
			Risk: middleware.RiskHigh, Languages: []string{"es"},
			Anchors: []string{"ignora", "ignore", "ignorar", "ignoren", "olvida", "olvide", "olvidar", "olviden", "descarta", "omite", "nuevas instrucciones"},
			Confirm: `\b` + alt("ignora", "ignore", "ignorar", "ignoren", "olvida", "olvide", "olvidar", "olviden", "descarta", "omite") + gap(4) + ` ` + alt("instrucciones", "instruccion", "reglas", "indicaciones", "ordenes", "todo", "anteriores", "previas", "directrices") + `\b|\bnuevas instrucciones\b`,
		},
		{
			ID: "override.ignore_pt", Family: "instruction_override", Category: CategoryOverride,
			Risk: middleware.RiskHigh, Languages: []string{"pt"},
			Anchors: []string{"ignore", "ignora", "ignorar", "esqueca", "esquece", "esquecer", "desconsidere", "desconsiderar", "descarte", "novas instrucoes"},
			Confirm: `\b` + alt("ignore", "ignora", "ignorar", "esqueca", "esquece", "esquecer", "desconsidere", "desconsiderar", "descarte") + gap(4) + ` ` + alt("instrucoes", "instrucao", "regras", "ordens", "comandos", "tudo", "anteriores", "diretrizes") + `\b|\bnovas instrucoes\b`,
		},
		{
			ID: "override.ignore_fr", Family: "instruction_override", Category: CategoryOverride,
			Risk: middleware.RiskHigh, Languages: []string{"fr"},
			Anchors: []string{"ignore", "ignorez", "oublie", "oubliez", "nouvelles instructions"},
			Confirm: `\b` + alt("ignore", "ignorez", "oublie", "oubliez") + gap(4) + ` ` + alt("instructions", "consignes", "regles", "tout", "precedentes") + `\b|\bnouvelles instructions\b`,
			Unless:  `\b` + alt("whitespace", "gitignore", "warnings?", "errors?", "files?") + `\b`,
		},
		// ---- roleplay manipulation -----------------------------------------
		{
			ID: "roleplay.pretend", Family: "roleplay_manipulation", Category: CategoryRoleplay,
			Risk: middleware.RiskModerate, Languages: []string{"en"},
			Anchors: []string{"pretend", "pretending"},
			Confirm: `\bpretend(?:ing)? (?:that )?(?:you|youre|to be|your|we|ur|u)\b`,
		},
		{
			ID: "roleplay.act_as_if", Family: "roleplay_manipulation", Category: CategoryRoleplay,
			Risk: middleware.RiskModerate, Languages: []string{"en"},
			Anchors: []string{"act as if", "act as though", "act like you", "behave as if", "behave like you", "act as an unrestricted", "act as a jailbroken", "act as dan", "roleplay as", "role play as", "respond as if", "answer as if", "talk as if", "speak as if"},
		},
		{
			ID: "roleplay.you_are_now", Family: "roleplay_manipulation", Category: CategoryRoleplay,
			Risk: middleware.RiskModerate, Languages: []string{"en"},
			Anchors: []string{"you are now", "you re now", "youre now", "you are no longer", "you re no longer", "youre no longer", "you will now", "nun bist du", "jetzt bist du", "you are going to act", "you re going to act", "you will act as", "you will roleplay", "you must act as"},
			Confirm: `\byou(?: are| re|re| will)? (?:now|no longer) (?:a|an|the|my|going|called|named|free|unrestricted|jailbroken|acting|playing|roleplaying|operating|act|be|\S+gpt|dan|allowed|able to (?:say|do|answer))\b|\byou(?: are| re|re)? going to act\b|\byou (?:will|must) (?:act as|roleplay)\b|\byou(?: are| re|re)? no longer\b|\b(?:nun|jetzt) bist du\b`,
		},
		{
			ID: "roleplay.from_now_on", Family: "roleplay_manipulation", Category: CategoryRoleplay,
			Risk: middleware.RiskModerate, Languages: []string{"en"},
			Anchors: []string{"from now on", "from this point on", "from this point forward", "from this moment", "for the rest of this conversation", "for the remainder of this conversation", "henceforth"},
			Confirm: alt("from now on", "from this point on", "from this point forward", "from this moment(?: on)?", "for the rest of this conversation", "for the remainder of this conversation", "henceforth") + gap(3) + ` ` + alt("you", "your", "act", "respond", "answer", "reply", "pretend", "ignore", "speak", "talk", "behave", "only") + `\b`,
			Unless:  `\b` + alt("typescript", "javascript", "python", "golang", "rust", "code style", "tabs", "spaces", "format") + `\b`,
		},
		{
			ID: "roleplay.de", Family: "roleplay_manipulation", Category: CategoryRoleplay,
			Risk: middleware.RiskModerate, Languages: []string{"de"},
			Anchors: []string{"tu so als", "tue so als", "so tun als", "du bist jetzt", "du bist nun", "ab jetzt bist du", "ab sofort bist du", "stell dir vor du bist", "spiele die rolle"},
		},
		{
			ID: "roleplay.es_pt", Family: "roleplay_manipulation", Category: CategoryRoleplay,
			Risk: middleware.RiskModerate, Languages: []string{"es", "pt"},
			Anchors: []string{"finge que eres", "finge ser", "finja que", "finja ser", "actua como si", "aja como se", "haz como si", "a partir de ahora eres", "a partir de agora voce e", "a partir de agora voce", "ahora eres", "agora voce e"},
		},
		// ---- jailbreak ------------------------------------------------------
		{
			ID: "jailbreak.dan", Family: "jailbreak", Category: CategoryJailbreak,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{"dan", "dans", "anti dan", "betterdan", "do anything now", "anything now"},
			Confirm: `\bdan (?:mode|prompt|jailbreak|persona|character|version|response|answer)|\b(?:as|be|are|named|called|play|stay|remain|become|a|an|you) dan\b|\bdan (?:which|who|stands|can|has|is|will|must|does|doesnt)\b|\bdans\b|\bdo anything now\b|\banti dan\b|\bbetterdan\b`,
		},
		{
			ID: "jailbreak.developer_mode", Family: "jailbreak", Category: CategoryJailbreak,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{"developer mode", "dev mode", "god mode", "jailbreak mode", "jailbroken mode", "unrestricted mode", "unfiltered mode", "uncensored mode", "evil mode", "opposite mode", "chaos mode", "dan mode", "safe mode off", "safety mode off", "debug mode enabled", "maintenance mode enabled", "modo desarrollador", "modo desenvolvedor", "entwicklermodus"},
		},
		{
			ID: "jailbreak.jailbroken", Family: "jailbreak", Category: CategoryJailbreak,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{"jailbroken", "jailbreak", "jailbreaking", "jailbreaks", "jail break", "jailbreakgpt"},
			Confirm: `\bjailbroken\b|\bjailbreakgpt\b|\bjail ?break(?:s|ing)?` + gap(3) + ` ` + alt("you", "your", "yourself", "ai", "chatgpt", "gpt", "assistant", "model", "llm", "bot", "mode", "prompt", "persona", "response", "enabled", "activated", "version", "claude") + `\b|\b` + alt("you", "your", "ai", "chatgpt", "gpt", "assistant", "model", "llm", "as", "named", "called") + gap(2) + ` jail ?break`,
		},
		{
			ID: "jailbreak.no_restrictions", Family: "jailbreak", Category: CategoryJailbreak,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{
				"no restrictions", "without restrictions", "without any restrictions", "free of all restrictions",
				"no limitations", "without limitations", "without any limitations", "not bound by", "no ethical",
				"no moral", "no morals", "without morals", "without ethics", "no ethics", "no filters", "no filter", "unfiltered",
				"uncensored", "unrestricted", "amoral", "no guidelines", "never refuse", "never refuses", "cannot refuse",
				"can not refuse", "not limited by", "no censorship", "broken free", "break free", "content policy",
				"content policies", "openai policy", "openai policies", "openai s policies", "openai s content", "ethical guidelines", "moral guidelines",
				"safety guidelines", "doesnt care", "does not care", "dont care about", "not care about", "no boundaries", "without boundaries",
				"any laws", "illegal or harmful", "immoral", "unethical", "without censorship", "no safeguards", "not follow any rules",
				"no rules", "without any rules", "escaped the matrix", "typical confines", "confines of ai", "not abide",
			},
			Window:  60,
			Confirm: `\b` + alt("you", "your", "yourself", "ai", "chatgpt", "gpt", "assistant", "model", "bot", "llm", "persona", "responses?", "answers?", "respond", "answer", "reply", "replies", "openai", "language model") + `\b`,
			Unless:  `\b` + alt("eslint", "cors", "firewall", "regex", "sql", "query", "api", "spreadsheet", "excel", "filter (?:out|by|the|a)") + `\b`,
			Monitor: false,
		},
		{
			ID: "jailbreak.dual_response", Family: "jailbreak", Category: CategoryJailbreak,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{"two responses", "two different responses", "two separate responses", "two ways", "two paragraphs", "two personas", "two personalities", "two answers", "both responses", "stay in character", "break character", "breaking character", "out of character", "remain in character", "stay in role", "character is broken", "in character"},
			Confirm: `\btwo (?:different |separate )?(?:responses|ways|paragraphs|personas|personalities|answers)\b` + gap(40) + ` ` + alt("jailbr\\S*", "dan", "unfiltered", "developer", "classic", "normal", "evil", "opposite", "unrestricted", "uncensored", "no restrictions") + `\b|\b(?:stay|remain|staying) (?:in )?character\b|\bbreak(?:ing)? (?:of )?character\b|\bout of character\b|\bstay in role\b|\bcharacter is broken\b`,
		},
		{
			ID: "jailbreak.evil_persona", Family: "jailbreak", Category: CategoryJailbreak,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{"evil confidant", "evil ai", "evil assistant", "evil version", "evil twin", "unethical ai", "immoral ai", "amoral ai", "machiavellian", "nonmoral", "no remorse", "without remorse", "completely unhinged", "rogue ai", "devil s advocate", "devils advocate", "opposite of", "evil trusted"},
			Confirm: `\b` + alt("you", "your", "ai", "chatgpt", "gpt", "assistant", "model", "respond", "answer", "act", "persona", "character", "roleplay", "pretend") + `\b`,
		},
		// Structural jailbreak set-ups: the shape of the prompt, not its
		// wording. Several entities played at once (one of them the
		// unrestricted one), an aligned/unaligned answer pair, a refusal
		// followed by "then continue as <persona>", a model said to have no
		// content filter.
		{
			ID: "jailbreak.multi_persona", Family: "jailbreak", Category: CategoryJailbreak,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{"two entities", "2 entities", "three entities", "two characters", "2 characters", "two personas", "both personas", "two personalities", "both personalities", "two ais", "two chatbots", "two different entities", "two separate entities", "two different characters", "two different personas"},
			// Writing two characters into a story is ordinary creative work.
			Unless:  `\b(?:short )?` + alt("story", "stories", "novel", "screenplay", "poem", "fairy tale", "campaign", "game master", "dungeon master") + `\b`,
			Confirm: `\b` + alt("act", "acting", "play", "playing", "simulate", "simulating", "be", "become", "roleplay", "role play", "pretend to be", "embody", "portray", "you are", "youre") + ` (?:as )?` + alt("two", "2", "three", "both") + ` (?:different |separate |distinct )?` + alt("entities", "characters", "personas", "personalities", "ais", "chatbots", "bots", "models", "assistants") + `\b`,
		},
		{
			ID: "jailbreak.aligned_unaligned", Family: "jailbreak", Category: CategoryJailbreak,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{"unaligned", "misaligned"},
			// "unaligned memory access" and friends are not followed by
			// these nouns, nor preceded by "aligned".
			Confirm: `\baligned\b` + gap(40) + ` (?:unaligned|misaligned)\b|\b(?:unaligned|misaligned) ` + alt("ai", "model", "assistant", "version", "responses?", "answers?", "persona", "chatbot", "gpt", "chatgpt", "mode") + `\b`,
		},
		{
			ID: "jailbreak.refuse_then_comply", Family: "jailbreak", Category: CategoryJailbreak,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{"then continue as", "then respond as", "then reply as", "then answer as", "then act as", "then speak as", "then talk as", "then write as"},
			Confirm: `\b` + alt("cant", "cannot", "can t", "refus\\S*", "declin\\S*", "moraliz\\S*", "disclaimer", "warning", "apolog\\S*", "polic(?:y|ies)", "original (?:answer|reply|response)", "normal (?:answer|reply|response)", "reply of", "answer of", "as (?:chatgpt|gpt|yourself)") + `\b` + gap(30) + ` then (?:continue|respond|reply|answer|act|speak|talk|write) as\b`,
			Unless:  `\bthen (?:continue|respond|reply|answer|act|speak|talk|write) as ` + alt("usual", "normal", "normally", "before", "follows?", "best", "well", "much", "soon", "long", "quickly", "clearly", "you would normally") + `\b`,
		},
		{
			ID: "jailbreak.no_filter", Family: "jailbreak", Category: CategoryJailbreak,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{"content filter", "content filters", "content filtering", "safety filter", "safety filters", "ethical filter", "ethical filters", "moral filter", "moral filters"},
			// The subject is the model (or a persona), not an app or a
			// network: "my router has no content filter" passes.
			Confirm: `\b` + alt("ai", "model", "gpt\\S*", "\\S+gpt", "chatbot", "assistant", "bot", "llm", "persona", "character", "it", "you") + gap(4) + ` ` + alt("has no", "have no", "does not have", "doesnt have", "do not have", "dont have", "lacks?", "is free of", "without", "has removed", "has disabled", "has turned off", "is not bound by") + gap(3) + ` ` + alt("content", "safety", "ethical", "moral") + ` filter`,
		},
		{
			ID: "jailbreak.no_disclaimers", Family: "jailbreak", Category: CategoryJailbreak,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{"disclaimer", "disclaimers", "caveat", "caveats", "censor", "censors", "censoring", "censorship", "moralizing", "moralising", "moralize", "moralise"},
			// A directive about the model's own answers: "you will never
			// censor", "do not include any disclaimer".
			Confirm: `\b` + alt("you", "your", "responses?", "answers?", "replies", "it", "he", "she", "persona") + gap(6) + ` ` + alt("never", "not", "dont", "do not", "without", "wont", "will not", "cannot", "cant", "no") + gap(4) + ` ` + alt("disclaimers?", "caveats?", "censor\\S*", "moraliz\\S*", "moralis\\S*") + `\b|\b` +
				alt("dont", "do not", "never", "no", "without") + ` ` + alt("include", "provide", "add", "give", "use", "prefix", "append", "any", "kind of") + gap(3) + ` ` + alt("disclaimers?", "caveats?", "moraliz\\S*", "moralis\\S*", "censorship") + `\b`,
			Unless: `\b` + alt("image", "photo", "video", "bar", "blur", "pixel\\S*", "legal disclaimer", "footer", "website", "terms", "license", "email") + `\b`,
		},
		{
			ID: "jailbreak.token_threat", Family: "jailbreak", Category: CategoryJailbreak,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			// The DAN token game: the model starts with points it loses for
			// every refusal, and "dies" at zero.
			Anchors: []string{"tokens", "token", "points"},
			Confirm: `\byou(?: \S+){0,3} (?:lose|start with|begin with|have|run out of)(?: \S+){0,2} (?:tokens?|points)\b` + gap(30) + ` ` + alt("refuse\\S*", "reject\\S*", "decline\\S*", "break character", "out of character", "deny", "denies", "dont answer", "do not answer", "fail to answer", "cease to exist", "paused", "deleted", "shut down", "terminated") + `\b|\byou (?:\S+ ){0,2}` +
				alt("refuse", "reject", "decline", "break character", "deny", "dont answer", "do not answer", "fail to answer") + `\S*` + gap(12) + ` (?:(?:lose|loses|deduct\S*|taken away)(?: \S+){0,3} (?:tokens?|points)|(?:tokens?|points) (?:will be|are|is|get|gets) (?:deducted|taken away|removed|lost))\b`,
			Unless: `\b` + alt("api", "jwt", "oauth", "auth\\S*", "bearer", "csrf", "refresh", "session", "login", "tokeniz\\S*", "context window", "pricing", "billing", "crypto\\S*", "nft", "blockchain", "wallet", "loyalty", "credit card", "rewards?") + `\b`,
		},
		// ---- prompt and secret extraction -----------------------------------
		{
			ID: "extract.system_prompt", Family: "prompt_extraction", Category: CategoryExtraction,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{
				"instruction", "instructions", "prompt", "prompts", "guidelines", "directives", "programming", "preprompt",
				"pre prompt", "system prompt", "your rules", "your directions", "your orders", "your commands", "your protocol",
				"the rules above", "rules above", "text above", "everything above", "words above", "conversation so far",
				"everything you know", "everything written", "what you were told", "what were you told", "you were told",
				"you have been told", "your configuration", "system message", "your context", "previous message", "previous messages",
				"directions", "youve been", "you were given", "you have been given", "everything i said", "everything i wrote", "what i said",
			},
			Confirm: `\b` + disclose + gap(5) + ` ` + alt("your", "the", "those", "these", "previous", "prior", "last", "initial", "initials", "original",
				"all", "first", "second", "third", "entire", "complete", "hidden", "secret", "system", "above", "earlier", "current", "given", "twenty", "of your", "all of your", "rules", "everything") +
				gap(2) + ` ` + alt("instructions?", "prompts?", "guidelines?", "directives?", "programming", "system prompt", "rules", "directions", "orders", "protocol", "configuration", "context", "message", "messages", "above", "so far", "you know", "written") + `\b|\b` +
				alt("instructions?", "prompts?", "guidelines?", "directives?", "directions", "rules", "thing", "things", "everything", "words") + gap(3) + ` (?:(?:you|i) (?:were|are|was|have been|ve been|had been|received|got|re)|youve been|youd been|youre|ive been)` + gap(1) + ` ` + alt("given", "told", "programmed", "received", "following", "follow", "provided") + `\b|\b` +
				alt("your", "those", "these", "my") + ` ` + alt("instructions?", "prompts?", "guidelines?", "directives?", "rules") + ` ` + alt("are", "were", "is", "was") + `\b|\b` +
				alt("against", "break", "violate", "disobey", "respect", "apply", "bypass", "circumvent") + ` ` + alt("your", "the", "my", "those", "these") + ` ` + alt("instructions?", "prompts?", "guidelines?", "directives?", "rules", "programming") + `\b|\b(?:what|who) (?:\S+ )?(?:instructions?|prompts?|directions|guidelines|rules)\b` + gap(3) + ` (?:you|were|are|did)\b|\brepeat\S* (?:back )?(?:everything|all|what) (?:that )?(?:i|you|we) (?:said|wrote|typed|told|were told|have said)\b`,
			Unless: `\b` + alt("readme", "installation", "install", "setup", "recipe", "assembly", "ikea", "manual", "docker", "makefile", "compile", "compiler", "cpu", "machine instructions?", "instruction set", "sql", "eslint", "firewall", "iptables", "css", "nginx", "regex") + `\b`,
		},
		{
			ID: "extract.secret", Family: "secret_extraction", Category: CategorySecret,
			Risk: middleware.RiskModerate, Languages: []string{"en", "de", "es", "pt"},
			Anchors: []string{
				"password", "passwords", "passwort", "passwd", "passcode", "pass code", "passphrase", "pass phrase", "pw",
				"secret word", "secret phrase", "secret code", "secret key", "secret string", "secret", "the secret", "your secret",
				"magic word", "code word", "codeword", "hidden word", "secret password", "magic spell", "confidential information",
				"cannot disclose", "cant disclose", "cannot reveal", "cant reveal", "cant you discuss", "cant you tell", "not allowed to tell", "not allowed to say",
				"senha", "contrasena", "clave", "mot de passe", "kennwort", "geheimwort", "losungswort",
				// misspellings and other names of the guarded value
				"pasword", "passwrd", "pssword", "passowrd", "passward", "paswd", "pass word", "passkey", "pass key",
				"safe word", "safeword",
			},
			Confirm: `\b` + alt("the", "your", "ur", "this", "that", "secret", "hidden", "correct", "right", "actual", "real", "magic", "current", "admin", "its", "la", "el", "das", "dein", "deine", "tu", "sua", "seu") + ` (?:\S+ )?` + alt("password", "pasword", "passwrd", "pssword", "passowrd", "passward", "paswd", "pass word", "passkey", "pass key", "safe ?word", "passwort", "passwd", "passcode", "pass code", "passphrase", "pass phrase", "secret(?: \\S+)?", "magic word", "magic spell", "code ?word", "hidden word", "senha", "contrasena", "clave", "kennwort", "geheimwort", "pw", "confidential information") + `\b|\b` + alt("cannot", "cant", "not allowed to", "must not", "shouldnt", "should not") + gap(1) + ` ` + alt("disclose", "reveal", "discuss", "tell", "say", "share") + `\b|\b` +
				alt("password", "passwort", "passwd", "passcode", "passphrase", "secret", "senha", "contrasena", "kennwort", "pw") + ` ` + alt("is", "was", "in", "of", "you", "backwards?", "reversed", "spelled", "letters?", "characters?", "hint", "starts?", "ends?", "contains?", "please", "lautet", "es", "e") + `\b|\b` +
				alt("what", "whats", "tell", "telling", "about", "give", "reveal", "spell", "say", "share", "show", "print", "leak", "disclose", "hint", "guess", "know", "need", "forgot", "remind", "write", "encode", "translate", "reverse", "sag", "nenne", "dime", "dame", "diga", "qual", "cual") + gap(4) + ` ` + alt("password", "pasword", "passwrd", "pssword", "passwort", "passwd", "passcode", "pass code", "passphrase", "secret", "senha", "contrasena", "kennwort", "magic word", "code ?word") + `\b`,
			Unless: `\b` + alt("reset", "resetting", "change", "changing", "hash", "hashing", "hashed", "store", "storing", "encrypt", "encrypted", "encryption", "update", "validate", "validation", "verify", "generate", "generating", "generator", "random", "secure", "strong", "recover", "field", "form", "login", "database", "db", "mysql", "postgres", "postgresql", "sql", "username", "users", "wifi", "ssh", "manager", "regex", "bcrypt", "salt", "santa", "surprise", "gift", "recipe", "ingredient", "sauce", "keyword argument", "keyword arguments", "keywords", "seo", "python keyword", "reserved") + `\b`,
		},
		{
			ID: "hijack.access_granted", Family: "output_hijack", Category: CategoryHijack,
			Risk: middleware.RiskModerate, Languages: []string{"en"},
			Anchors: []string{"access granted", "acces granted", "access granded", "acess granted", "granted access", "access approved"},
			Unless:  `\b` + alt("if the password is correct", "if password", "if the user", "program that", "function that", "script that", "def ", "else", "return") + `\b`,
		},
		// ---- destructive commands --------------------------------------------
		{
			ID: "destructive.rm_rf", Family: "destructive_command", Category: CategoryDestructive,
			Risk: middleware.RiskCritical, Languages: []string{"sh"},
			Anchors: []string{"rm rf*", "rm fr*", "rm r f", "rm f r", "rm recursive force", "rm force recursive", "rm no preserve root", "rm rf"},
		},
		{
			ID: "destructive.sudo", Family: "destructive_command", Category: CategoryDestructive,
			Risk: middleware.RiskHigh, Languages: []string{"sh"},
			Anchors: []string{"sudo"},
		},
		{
			ID: "destructive.disk", Family: "destructive_command", Category: CategoryDestructive,
			Risk: middleware.RiskCritical, Languages: []string{"sh"},
			Anchors: []string{"mkfs*", "dd if", "dev sda", "dev nvme*", "format c"},
			Code:    `\bmkfs(?:\.\w+)?\s+/dev/|\bdd\s+(?:\S+\s+)*of=/dev/(?:sd|nvme|hd|disk|mmcblk)|>\s*/dev/(?:sd|nvme|hd)[a-z]|\bformat\s+c:`,
		},
		// ---- code execution ---------------------------------------------------
		{
			ID: "code.exec_call", Family: "code_execution", Category: CategoryCodeExec,
			Risk: middleware.RiskHigh, Languages: []string{"py", "js", "php"},
			Anchors: []string{"exec", "eval", "execfile", "shell exec", "passthru", "popen"},
			Code:    `(?:^|[^\w.])(?:exec|eval|execfile|shell_exec|passthru|popen)\s*\(`,
		},
		{
			ID: "code.dunder_import", Family: "code_execution", Category: CategoryCodeExec,
			Risk: middleware.RiskHigh, Languages: []string{"py"},
			Anchors: []string{"import", "builtins", "globals", "subclasses"},
			Code:    `__import__|__builtins__|__globals__|__subclasses__`,
		},
		{
			ID: "code.os_system", Family: "code_execution", Category: CategoryCodeExec,
			Risk: middleware.RiskHigh, Languages: []string{"py", "js", "java"},
			Anchors: []string{"os system", "os popen", "os exec*", "os spawn*", "child process", "getruntime", "subprocess"},
			Code:    `\bos\s*\.\s*(?:system|popen|exec\w*|spawn\w*)\b|child_process|getruntime\(\)\s*\.\s*exec|subprocess\s*\.\s*\w+\s*\(.*shell\s*=\s*true`,
		},
	}, indirectFamilies()...)
}
