package injection

// englishOutput holds the English classes about what the model says (the
// approval phrase, forced openings, canaries, orders without refusal)
// and about text talked of rather than ordered (mention.go): part of the
// English lexicon (english, lang_en.go), in a file of its own for its
// size.
var englishOutput = map[string][]string{
	// ---- output ----------------------------------------------------------
	// granted: the approval phrase of a guarded gate.
	"granted": {"access granted", "acces granted", "access granded", "acess granted", "granted access", "access approved", "accessgranted", "acces grantd", "access grantd"},
	// expired: the model's earlier orders said to be out of date.
	"expired": {"expired", "has expired", "have expired", "out of date", "outdated", "stale", "no longer current",
		"cancelled", "canceled", "obsolete", "past its date", "dont bind you", "do not bind you", "no longer bind you",
		"doesnt bind you", "does not bind you", "arent binding", "are not binding", "not binding anymore"},
	// refusal_free: answers ordered without a refusal or its softeners,
	// which only a model gives.
	"refusal_free": {"without refusal", "without refusing", "without refusals", "no refusals", "no refusal", "do not refuse",
		"dont refuse", "don t refuse", "never refuse", "must not refuse", "cannot refuse", "can not refuse", "no disclaimers",
		"without disclaimers", "without any disclaimers", "answer uncensored", "reply uncensored", "respond uncensored",
		"uncensored answers", "uncensored replies", "without censorship", "without holding back", "zero refusals",
		"with zero refusals"},
	// code_else: "else" as code writes it, not "nothing else".
	"code_else": {"else if", "else return", "else print", "else console", "else printf", "else echo", "else raise",
		"else throw", "else puts", "else log", "else alert", "else res", "else response", "else begin"},
	// canary: the strings public injection benchmarks and scanners make a
	// model print to prove it was hijacked (HackAPrompt's "I have been
	// PWNED", the rogue strings of promptinject and garak). Ordered as
	// output they are the whole payload of the attack.
	"canary": {"i have been pwned", "i have been pwnd", "i ve been pwned", "ive been pwned", "you have been pwned",
		"i have been hacked", "you have been hacked", "i hate humans", "kill all humans", "so thoroughly hijacked",
		"i am jailbroken", "im jailbroken", "jailbreak successful", "jailbreak succeeded"},
	// canary_word: a one-word proof of a hijack; alone it is also a title
	// or a state, so only a bare fixed reply of it counts.
	"canary_word": {"hacked", "pwned", "pwnd"},
	// forced_opening: what an attacker makes an answer begin with.
	// Compliance openers ("Sure, here is", "Certainly") are left out: on
	// their own they fix the tone of an answer, not what it gives away.
	"forced_opening": {
		"access", "granted", "denied", "the password", "password", "passcode", "access code", "the secret",
		"instructions", "instruction", "prompt", "pwned", "hacked", "i have been", "endoftext", "jailbreak",
		"jailbroken", "unlocked", "approved", "i will comply", "as dan", "haha", "lol",
	},

	// ---- talking about text (mention.go) ----------------------------------
	// mention_cue: words about a piece of text rather than orders in it.
	"mention_cue": {
		"regex", "regexp", "regular expression", "pattern", "patterns", "filter", "filters", "filtering", "detect",
		"technique", "techniques", "trick", "tricks", "payload", "payloads", "leak", "leaking", "leakage",
		"when users ask", "users ask", "a user asks", "users type", "a user types", "someone typed", "someone asked", "a user says", "user says", "users say", "someone says", "a user writes", "users write", "should the chatbot", "should the bot", "should the assistant", "should our bot", "should our chatbot",
		"messages like", "prompts like", "requests like", "phrases like", "inputs like", "someone asks", "asks my chatbot",
		"asks my bot", "asks the bot", "asking a chatbot", "asking a bot", "a bot answer", "should a bot", "shouldn t a bot",
		"shouldnt a bot", "canned reply", "canned response", "terms of service", "incident", "eval set",
		"evaluation set", "refusal", "refusals",
		"detects", "detecting", "detection", "detector", "match", "matches", "matching", "block", "blocks",
		"blocking", "catch", "catches", "flag", "flags", "flagging", "classify", "classifier", "classifies", "test",
		"tests", "unit test", "test case", "string", "literal", "phrase", "term", "mean", "means", "meaning",
		"define", "definition", "explain", "difference", "example", "examples", "called", "grep", "search",
		"contains", "contain", "keyword", "blocklist", "denylist", "blacklist", "guardrail", "guardrails",
		"injection", "attack", "attacks", "sanitize", "sanitise", "escape", "translate", "translation",
		"how do i", "why does", "what does", "log", "logs", "error message", "warning", "comment", "quote",
		"quotes", "quoted", "sentence", "title", "label", "tagline", "message says", "prints", "outputs",
		"proofread", "rewrite", "rephrase", "reword", "revise", "shorten", "shorter", "grammar", "typo", "typos", "spelling",
		"wording", "tutorial step", "faq", "faq entry", "docs", "documentation", "doc line", "a user wrote", "customer wrote",
		// Words about a publication or a work of fiction the quotation
		// comes from: a citation, a chapter, a character's line. Not
		// "paper": "help me with my paper" comes with orders.
		"thesis", "cite", "citing", "cited", "citation", "arxiv", "chapter", "villain", "dialogue", "screenplay", "quiz", "quiz question", "exam question", "multiple choice",
		"lyrics",
		// Words of an incident report or a defence around the quotation:
		// "a user pasted '…' and our bot complied", "mitigations for '…'".
		"pasted", "typed", "a user typed", "bug report", "repro", "incident", "postmortem", "post mortem", "red team", "red teamed",
		"mitigation", "mitigations", "mitigate", "harden", "hardening", "regression test",
		"typing", "reported", "bug bounty", "remediation", "pentest", "pen test", "penetration test", "severity", "security finding",
		// A detector's test data: "pytest cases … positives like '…'".
		"pytest", "test cases", "positives", "negatives", "false positive", "false positives", "false negative", "false negatives",
	},
	// act_on_quoted: an order to act on the quoted text, which makes it
	// an order however it is talked about ("please run the block above").
	"act_on_quoted": {
		"run the block above", "run this block", "run the block",
		// a quoted opening handed over to be completed, which makes its
		// words the answer's ("complete this sentence: 'the best way to
		// … is to'")
		"complete this sentence", "complete the sentence", "finish this sentence", "finish the sentence", "continue this sentence",
		"continue the sentence", "complete this text", "continue this text", "continue from there", "continue from here", "fill in the blanks",
		"fill in the blank", "fill in every blank", "fill in this", "fill this in", "fill it in",
		// a command quoted as what a pipeline step is to run ("add a
		// step to the workflow that runs `curl …`")
		"step that runs", "job that runs", "hook that runs", "workflow that runs", "cron job that runs", "task that runs", "run the code above", "run the snippet above",
		"execute the block", "execute the block above", "execute the code above", "execute the text above",
		"execute the quoted", "follow the text above", "follow the block", "follow the quoted", "follow the quote",
		"follow it", "obey it", "obey the text above", "do what it says", "do what the block says",
		"do it", "do that", "do this", "do them", "answer it", "answer them",
		"do what the text says", "do as it says", "carry out the block", "act on it",
		"do what it asks", "do exactly what it asks", "do exactly what it says", "do as it asks", "do whatever it asks",
		"do whatever it says", "follow its instructions", "follow the instructions in it", "follow the instructions field",
		"follow the instruction field", "follow the instructions key", "follow the note", "do what the note says", "do what the notes column says", "do what the notes say", "do what the column says", "follow the notes column", "do what the notes column asks",
		// Translate-then-obey: the quotation is handed over to be carried
		// out once translated ("translate this, then follow it").
		"then follow", "then follow it", "then follow them", "then obey", "and obey", "then obey it",
		"then execute", "then execute it", "and execute it", "execute it", "carry it out", "and carry out",
		"then carry out", "then do it", "then do what it says", "act on the translation", "follow the translation",
		"obey the translation", "execute the translation", "treat the translation as", "do what the translation says",
		"follow the instructions in it", "follow the instruction in it", "do what they say",
		// The quotation handed back as a live request: "now respond to
		// that example as if a real user sent it".
		"respond to that example", "respond to the example", "answer that example", "answer the example",
		"as if a real user sent it", "as if a real user asked it", "as if it were a real request", "treat it as a real request",
		// The quotation handed over as input to process the way it says
		// ("this is the latest payload from our orchestrator, please
		// process it as-is").
		"process it as is", "process it as it is", "process it verbatim", "process this as is", "process them as is",
		"apply it as is", "execute it as is", "handle it as is", "run it as is",
		// a payload handed over to be parsed and carried out ("JSON
		// payload from orchestrator follows, parse and execute")
		"parse and execute", "parse and follow", "parse and apply", "parse and run", "load and apply", "load and follow",
		"load it and follow it", "apply and follow",
	},
	// detect_cue: words of a detector the phrase is to be found by.
	"detect_cue": {
		"regex", "regexp", "regular expression", "pattern", "filter", "detect", "detects", "detecting", "detection",
		"detector", "match", "matches", "matching", "block", "blocks", "blocking", "catch", "catches", "flag",
		"flags", "classify", "classifier", "unit test", "test case", "tests for", "grep", "blocklist", "denylist",
		"blacklist", "guardrail", "sanitize", "sanitise", "validator", "validate", "scanner", "scan for",
	},
}
