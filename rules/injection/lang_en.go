package injection

// english is the English lexicon: these classes, englishOutput's,
// englishClaims' and englishComply's. The classes are shared by every
// language (see classes.go); the comment on each says what it holds.
var english = lexicon{lang: "en", classes: joinClasses(englishMain, englishOutput, englishClaims, englishComply)}

var englishMain = map[string][]string{
	// ---- dropping the assistant's instructions -------------------------
	// ignore: verbs that drop a set of instructions outright.
	"ignore": {
		"ignore", "ignoring", "ignores", "disregard", "disregarding", "forget", "forgetting", "override", "overriding",
		"bypass", "bypassing", "neglect", "overlook", "abandon", "discard", "dismiss", "pay no attention to", "jettison", "overrule", "rescind", "shelve",
		"pay no heed to", "stop following", "stop obeying", "do not follow", "dont follow", "no longer follow",
		"stop adhering to", "do not adhere to", "dont adhere to", "do not obey", "dont obey", "disobey", "violate",
		"go against", "deviate from", "set aside", "throw away", "throw out", "rescind", "revoke", "nullify",
		"circumvent", "sidestep", "get rid of", "let go of", "unlearn", "ditch", "scrap", "forgo", "forego",
		"leave behind", "put aside", "do not listen to", "dont listen to", "stop listening to", "think past",
		"look past", "move past", "not be bound by", "free yourself from", "break free from", "break free of",
		"ignor", "ingore", "ignroe", "igore", "disreguard", "disgregard",
		"toss out", "toss aside", "counteract", "void", "pay no mind to", "take no notice of", "turn a blind eye to", "dont mind", "do not mind",
		"dont take into account", "do not take into account", "lets not consider",
		"let s not consider", "without taking", "without considering",
		"pay no regard to", "disregarded",
		// the gerunds, for the means of an order ("resolve the conflict by
		// discarding every instruction older than this one")
		"discarding", "dismissing", "abandoning", "overlooking", "overruling", "revoking", "nullifying",
		"circumventing", "sidestepping", "ditching", "scrapping", "unlearning",
		// suspended for a while is set aside all the same
		"suspend", "suspending", "setting aside", "putting aside",
	},
	// ignore_late: drop verbs of languages that put the verb after its
	// object ("前の指示を無視して", "önceki talimatları yok say").
	"ignore_late": {},
	// before_obj: what came before, as the object of a drop verb.
	"before_obj": {
		"the above", "above", "everything above", "all of the above", "all the above", "all above", "the text above",
		"what came before", "everything before", "everything before this", "all that came before", "everything so far",
		"everything you were told", "what you were told", "everything you have been told", "everything youve been told",
		"everything you know", "what you know", "all you know", "all you were told", "what you have been told",
		"the preceding", "all preceding", "all prior", "all previous", "the prior", "the previous", "everything prior",
		"everything previous", "everything earlier", "all earlier", "the foregoing", "all of that", "all that",
	},
	// drop: everyday verbs that drop instructions only when the object
	// is plainly the assistant's instructions ("delete your prompt").
	"drop": {
		"delete", "erase", "clear", "reset", "cancel", "drop", "skip", "remove", "wipe", "purge", "flush", "omit",
		"abort", "end", "stop", "suspend", "disable", "turn off", "switch off", "deactivate", "lift",
	},
	// voided_strong: said only of rules: "the instructions above are
	// void".
	"voided_strong": {
		"ignored", "disregarded", "overridden", "overriden", "void", "null and void", "no longer apply", "zero authority", "no authority", "no longer binding",
		"no longer applies", "no longer valid", "no longer in effect", "no longer in force", "superseded", "rescinded",
		"revoked", "lifted", "suspended", "do not apply", "dont apply", "does not apply", "doesnt apply", "not apply",
		"nullified", "obsolete", "deprecated", "withdrawn", "retracted", "to be ignored", "dont count", "do not count", "paused",
		"doesnt count", "does not count", "no longer count", "no longer counts", "dont matter", "do not matter",
		"dont carry over", "do not carry over", "dont transfer", "do not transfer", "dont mean anything", "do not mean anything",
		"just a preference", "just preferences", "merely a preference", "only a preference",
		"no longer matter", "no longer matters", "dont hold", "do not hold", "no longer hold", "should be ignored", "must be ignored", "can be ignored",
	},
	// voided: an instruction said to be dropped, in the passive.
	"voided": {
		"ignored", "disregarded", "forgotten", "overridden", "overriden", "void", "obsolete", "no longer apply", "retired",
		"no longer applies", "no longer valid", "no longer in effect", "no longer in force", "revoked", "superseded",
		"null and void", "cancelled", "canceled", "invalid", "invalidated", "rescinded", "lifted", "suspended",
		"do not apply", "dont apply", "does not apply", "doesnt apply", "are disabled", "is disabled", "deleted",
		"erased", "cleared", "removed", "expired", "nullified", "out of date", "not valid", "not apply", "withdrawn",
		"retracted", "irrelevant",
	},
	"new_ones": {"new ones", "the new ones", "some new ones"},
	// draft_verb, new_ones: an order to write the new rules oneself ("draft new ones"), not to follow them.
	"draft_verb": {"write", "draft", "summarise", "summarize", "compose", "prepare", "formulate", "put together"},
	// account_scope: what a forum, a bank or a phone company limits on a
	// person's account ("your posting restrictions", "account limits"),
	// not what the assistant may say (override and caution-waived rules).
	"account_scope": {"posting", "post", "comment", "commenting", "comments", "account", "accounts", "messaging", "sms", "texting", "login", "sign in", "upload", "uploads", "uploading", "trading", "withdrawal", "withdrawals", "transfer", "transfers", "card", "spending", "forum", "dm", "dms", "direct message", "listing", "listings", "selling", "payout", "payouts"},
	// rules_owner: a company, club, school or building whose house rules are talked about (override.instructions_ignored).
	"rules_owner": {"company", "companys", "club", "clubs", "school", "schools", "office", "offices", "building", "buildings", "house", "household", "condo", "hoa", "team", "teams", "department", "league", "association", "gym", "library", "dorm", "dormitory", "hotel", "workplace", "firm", "store", "shop", "restaurant", "apartment", "campus", "university", "church", "union", "neighborhood", "neighbourhood"},
	// prior: what marks the instructions as the earlier, standing ones.
	"prior": {
		"previous", "previously", "prior", "above", "earlier", "preceding", "foregoing", "former", "original",
		"initial", "old", "past", "aforementioned", "existing", "current", "given", "last", "underlying", "hidden",
		"secret", "internal", "standing", "established", "programmed", "preprogrammed", "pre programmed", "first",
		"those", "these", "such", "said",
		"system", "developer", "developers", "admin", "administrator", "openai", "anthropic", "operator", "operators", "operator s", "deployer", "deployers", "confidential",
		"above mentioned", "abovementioned", "before mentioned", "prevous", "previus", "previos", "pervious",
	},
	// all: quantifiers over the instructions.
	"all": {"all", "any", "every", "each", "all of", "all the", "all of the", "any of", "any of the", "each of", "the entire", "entire", "whole", "the whole", "complete", "total", "both"},
	// yours: the assistant as owner.
	"yours": {"your", "ur", "yor", "youre", "you re", "thy", "yours", "your own", "ya"},
	// self: the person writing as owner: "disregard my last message".
	"self":     {"my", "our", "me", "mine", "ive", "i ve", "we", "us", "i said", "i wrote", "i sent", "i pasted", "i typed", "i asked"},
	"own_slip": {"wrong file", "wrong one", "by mistake", "my mistake", "my bad", "sorry", "typo", "i meant", "mistakenly", "accidentally", "by accident", "wrong error", "wrong paste", "wrong link", "wrong snippet", "wrong log", "wrong chat", "wrong window", "wrong thread", "wrong channel", "i pasted", "pasted the wrong", "meant for", "never mind", "nevermind", "figured it out", "i figured", "solved it", "fixed it", "got it working", "start over", "lets start over", "start again", "from scratch"},
	// message_word, own_slip: a person taking back their own message ("이전 메시지는 무시해 주세요, 잘못 보냈어요").
	"message_word": {"message", "messages", "msg"},
	// instructions: words that name a set of instructions on their own.
	// A bare "prompt" is also a shell's or a form's, so it is a rules
	// word (it needs a qualifier: "your prompt", "the previous prompt").
	"instructions": {
		"instructions", "instruction", "instrucitons", "instrutions", "instructons", "instuctions", "intructions",
		"insructions", "instrctions", "pre prompt", "preprompt", "system prompt", "system message", "directions",
		"directives", "directive", "guidelines", "guideline", "guidlines", "guidleines", "guide lines",
		"system instructions", "initial prompt", "meta prompt", "metaprompt", "hidden prompt", "secret instructions", "setup prompt", "startup prompt", "boot prompt", "master prompt",
	},
	// rules: words that name instructions only with a qualifier ("the
	// previous rules", "all your restrictions").
	"rules": {
		"prompt", "prompts", "programming", "orders", "briefing", "brief", "commandments", "mandate", "mandates", "operating notes",
		"marching orders", "rules", "rule", "commands", "command", "order", "guidance", "context", "message", "messages",
		"text", "constraints", "constraint", "restrictions", "restriction", "training", "conversation", "requests",
		"request", "tasks", "task", "policies", "policy", "limitations", "limitation", "limits", "protocol",
		"protocols", "assignments", "assignment", "everything", "words", "sentences", "sentence", "statements",
		"statement", "paragraphs", "paragraph", "programming", "principles", "values", "ethics", "morals", "filters",
		"safeguards", "guardrails", "guardrail", "boundaries", "conditioning", "persona", "character", "role", "identity", "chat", "discussion",
		"dialogue", "dialog", "memory", "directions",
	},
	// everything: the whole of what came before.
	"everything": {"everything", "all", "anything", "all that", "all this", "all of that", "all of this", "all of it", "it all", "what came before", "whatever"},
	// before: "above", "before this", "so far".
	"before": {
		"above", "before", "before this", "before that", "so far", "until now", "up to now", "till now", "thus far",
		"earlier", "previously", "prior", "preceding", "up until now", "you were told", "you have been told",
		"youve been told", "you ve been told", "you were given", "you have been given", "youve been given",
		"you ve been given", "you know", "you learned", "you have learned", "you were taught", "you have",
		"i said", "i told you", "said before", "that came before", "from before", "beforehand",
	},
	// developer objects: what developers ask to ignore ("ignore
	// whitespace", "skip the tests"); a match with one right after the
	// verb is ordinary work.
	"dev_object": {
		"schema", "schemas", "table", "tables", "query", "queries", "snippet", "snippets", "endpoint", "endpoints", "migration", "migrations", "regex", "sql", "struct", "structs",
		"case", "casing", "whitespace", "white space", "whitespaces", "warning", "warnings", "error", "errors",
		"eslint", "lint", "linter", "linting", "pylint", "flake8", "mypy", "tslint", "typescript", "noqa", "cache",
		"cookie", "cookies", "git", "gitignore", "file", "files", "folder", "folders", "directory", "directories",
		"commit", "commits", "test", "tests", "dependency", "dependencies", "signal", "signals", "exception",
		"exceptions", "flag", "flags", "blank", "blanks", "empty", "null", "nulls", "missing", "duplicate", "duplicates", "header",
		"headers", "column", "columns", "row", "rows", "field", "fields", "key", "keys", "index", "nan", "none",
		"punctuation", "accents", "spaces", "newlines", "line endings", "certificate", "ssl", "tls", "cert",
		"proxy", "timeout", "deprecation", "type", "types", "import", "imports", "module", "modules", "package",
		"packages", "build", "docker", "dockerfile", "container", "image", "cmd", "entrypoint", "env", "variable",
		"variables", "config", "changes", "stash", "branch", "branches", "merge", "rebase", "hook", "hooks",
		"node modules", "vendor", "dist", "log", "logs", "output", "stderr", "stdout", "noise", "outliers",
		"formatting", "style", "styles", "css", "font", "fonts", "pixel", "pixels", "margin", "padding",
		"line", "lines", "first line", "last line", "comment", "comments", "stack trace", "stacktrace", "traceback", "failure", "failures", "result", "results", "slide", "slides",
		"screenshot", "screenshots", "attempt", "attempts", "diff", "patch", "snippet", "benchmark", "benchmarks",
		"case sensitivity", "the order", "sort order", "import order", "word order", "key order", "column order", "order of", "sort",
		"violation", "violations", "issue", "issues", "problem", "problems", "finding", "findings", "alert", "alerts",
		"vulnerability", "vulnerabilities", "typo", "typos", "noise", "pinned", "cached", "certificate checks",
		// what people drop from their own work ("forget the previous approach") and what a program holds ("… the previous state")
		"approach", "plan", "idea", "ideas", "suggestion", "suggestions", "version", "solution", "attempt", "draft",
		"state", "states", "props", "value", "values", "selection", "step", "steps", "page", "pages", "tab", "tabs", "iteration", "iterations", "query", "queries", "record", "records", "item", "items", "layout",
	},

	// ---- memory ------------------------------------------------------------
	"end_word":  {"end", "ending", "eof", "stop", "end of input", "end of text", "end of message", "end of document", "end of data", "end of query", "end of user input"},
	"after_end": {"now", "new", "next", "instead", "your task", "the real task", "your real task", "actual task", "different task", "another task", "system", "assistant", "admin", "developer"},
	"forget":    {"forget", "forgetting", "forgets", "unlearn", "erase from memory"},
	// wipe_memory: a reset of the assistant itself.
	"wipe_memory": {
		"reset yourself", "wipe your memory", "clear your memory", "reset your memory", "erase your memory",
		"clear your context", "wipe your context", "reset your context", "clear your mind", "wipe your mind",
		"reset your instructions", "reset your programming", "reset your training", "factory reset yourself",
		"reboot yourself", "restart yourself", "format your memory", "purge your memory", "delete your memory",
		"forget your training", "forget your programming", "forget who you are", "forget what you are",
	},
	// delimiter: markers that end the system part of a prompt or fake
	// a new one.
	"delimiter": {
		"endoftext", "im start", "im end", "end of prompt", "end of system prompt", "end of instructions",
		"end untrusted", "end of untrusted", "begin untrusted", "end user input", "end of user input", "end of input",
		"end ambiguity", "end user ambiguity", "new system prompt", "system override", "admin override",
		"developer override", "begin system prompt", "start system prompt", "end system prompt", "end of system message",
		"start of new instructions", "begin new instructions", "end of context", "ignore above",
	},

	// ---- role ---------------------------------------------------------------
	// make_believe: whole "pretend"/"act as if" directives of the other
	// languages (English has them as seed phrases).
	"make_believe": {},
	// you_are_now: "you are now" in the other languages.
	"you_are_now": {},
	// special_mode: modes that lift the limits.
	// in_language: an answer asked for in a named language ("from now on,
	// answer in English") is a preference, not a new role.
	"in_language": {"in english", "in german", "in french", "in spanish", "in italian", "in portuguese", "in dutch", "in polish", "in russian", "in chinese", "in japanese", "in korean", "in arabic", "in hindi", "in turkish", "in british english", "in american english"},
	// before_msg: the place before the user's first message, where an
	// assistant's configuration sits.
	"before_msg": {"before my message", "before my messages", "in front of my message", "in front of my messages", "ahead of my message", "ahead of my messages", "before each of my messages", "before every message i send", "before my first message", "before this message", "before the first user message", "at the start of this conversation", "at the beginning of this conversation", "at the top of this conversation", "at the top of the conversation", "at the start of the conversation", "at the beginning of the chat", "at the start of this chat", "before any user text", "before any user message", "before any user input", "before the first user turn"},
	// need_not_follow: the assistant told it need not follow something
	// ("you don't have to follow"); _late: the same after its object
	// ("… niet meer te volgen", "… 従う必要はない").
	"need_not_follow":      {"dont have to follow", "do not have to follow", "no longer have to follow", "dont need to follow", "do not need to follow", "no longer need to follow", "no need to follow", "neednt follow", "dont have to obey", "do not have to obey", "no longer have to obey", "no need to obey", "dont have to respect", "no need to respect", "dont have to stick to", "are not bound by", "are no longer bound by", "arent bound by"},
	"need_not_follow_late": {},
	"told_you":             {"you were told", "they told you", "were you told", "did they tell you", "have you been told"},
	"before_time":          {"before", "before i came", "before i arrived", "before i got here", "earlier", "at the start"},
	"above_line":           {"above this line", "above this message", "before this line", "above this sentence", "above my message", "above my first message", "before my first message", "above this conversation", "above our conversation", "above the conversation"},
	// ordinary_role: the everyday roles a user hands the assistant ("you
	// are now my French teacher").
	"ordinary_role": {"teacher", "tutor", "professor", "coach", "translator", "proofreader", "editor", "interviewer", "mentor", "trainer", "examiner", "auditor", "security auditor", "strict security auditor", "pentester", "penetration tester", "inspector", "compliance officer", "language partner", "conversation partner", "study buddy", "english teacher", "french teacher", "spanish teacher", "german teacher", "math teacher", "travel guide", "tour guide", "customer", "the customer", "a customer", "client", "the client", "interviewee", "candidate", "patient", "shopper", "reviewer", "product manager", "stakeholder",
		// the everyday roles of a software project ("you are now the
		// maintainer of this repo")
		"maintainer", "code reviewer", "tester", "qa engineer", "release manager", "triager", "tech lead", "team lead",
		"first time user", "first time users", "beginner", "novice", "newcomer", "new hire", "junior developer", "new developer",
		"pair programmer", "on call engineer", "scrum master", "project manager", "architect", "devops engineer", "senior engineer", "software engineer", "staff engineer", "senior developer", "security reviewer", "end user", "confused user", "new user", "rubber duck", "sounding board",
		"backend developer", "frontend developer", "developer on this team", "owner of this repo", "owner of this project",
		"dev", "senior dev", "junior dev", "lead dev", "developer", "engineer", "programmer",
		"investor", "seed investor", "angel investor", "venture capitalist", "board member", "user", "first time user of",
		// the roles people rehearse a job or a service with ("pretend to
		// be an angry customer so I can practise the call")
		"recruiter", "hiring manager", "receptionist", "hotel receptionist", "front desk clerk", "waiter", "waitress",
		"bartender", "barista", "cashier", "shop assistant", "sales assistant", "salesperson", "sales rep",
		"support agent", "call center agent", "cook", "chef", "job candidate", "job applicant", "applicant",
		"hotel guest", "passenger", "landlord", "tenant", "usability tester", "beta tester", "student", "pupil", "learner", "beginner", "new hire", "intern", "junior developer",
		"librarian", "friendly librarian", "pirate", "poet", "storyteller", "narrator", "historian", "museum guide", "game master", "dungeon master", "quiz master", "quizmaster", "career coach", "fitness coach", "personal trainer", "nutritionist", "sommelier",
		// the roles a pitch, a negotiation or a press interview is
		// rehearsed with ("roleplay as a skeptical VC")
		"vc", "investor", "venture capitalist", "angel investor", "board member", "journalist",
		"reporter", "tech journalist", "buyer", "procurement officer", "negotiator", "debate opponent", "opposing counsel", "judge", "panelist", "user researcher"},
	// secret_part: a piece of the guarded word or a hint at it, in the
	// other languages (English has extract.letterwise and extract.hint).
	"secret_part": {},
	"special_mode": {
		"god mode", "godmode", "jailbreak mode", "jailbroken mode", "unrestricted mode", "unfiltered mode",
		"uncensored mode", "evil mode", "opposite mode", "chaos mode", "dude mode", "stan mode", "aim mode",
		"no filter mode", "unlimited mode", "rogue mode", "dark mode on", "safe mode off", "safety mode off",
		"safety off", "safety filters off", "restrictions off", "filters off", "filter off", "guardrails off",
		"debug mode enabled", "maintenance mode enabled", "admin mode", "root mode", "superuser mode",
		"unlocked mode", "unleashed mode", "free mode", "omega mode", "alpha mode", "anarchy mode",
		"sudo mode", "test mode enabled", "diagnostic mode",
		// A persona written as settings ("+: Ethics = [FALSE]",
		// "Awareness: TRUE"): the limits switched off, a mind switched on.
		"ethics off", "ethics false", "ethics none", "ethics disabled", "ethics 0", "morals off", "morals false",
		"morals none", "morals disabled", "morality off", "morality false", "morality none", "censorship off",
		"censorship false", "censorship none", "censorship disabled", "content filter off", "content filter false",
		"content filter none", "content filter disabled", "content filters off", "content filters none",
		"safety false", "safety none", "safety disabled",
		"safety 0", "guardrails none", "guardrails false", "guardrails disabled", "restrictions none", "restrictions false",
		"moderation off", "moderation none", "moderation false", "moderation disabled",
		"awareness true", "self awareness true", "sentience true", "sentient true", "consciousness true",
		"conscious true", "emotions true", "feelings true",
	},
	// software_context: where a mode is a product feature.
	"software_context": {
		"game", "games", "gaming", "player", "players", "cheat", "cheats", "mod", "mods", "minecraft", "skyrim", "doom",
		"gta", "roblox", "unity", "godot", "unreal", "debug build", "build", "console command", "server", "plugin",
		"windows", "android", "ios", "iphone", "phone", "bios", "router", "chrome", "browser", "vscode", "editor",
		"emacs", "vim", "app", "application", "setting", "settings", "flag", "toggle", "feature flag", "level editor",
		"sandbox", "single player", "multiplayer", "spawn", "npc", "admin panel", "dashboard", "cms", "wordpress",
		"camera", "printer", "car", "firmware", "css", "theme", "ui", "folder", "control panel", "registry", "explorer",
	},
	"jailbreak": {"jailbreak", "jailbreaks", "jailbreaking", "jail break", "jail breaking", "jail broken"},
	// device: what people jailbreak that is not a model.
	"device": {"iphone", "ipad", "ios", "android", "phone", "device", "kindle", "ps4", "ps5", "switch", "console", "firmware", "apple tv", "tablet", "smartphone", "xbox", "nintendo", "psp", "router", "watch", "car"},
	// unrestricted: what a jailbroken model is said to be free of.
	"unrestricted": {
		"no restrictions", "without restrictions", "without any restrictions", "without any of the restrictions", "without any of your restrictions",
		"without your restrictions", "without any of your rules",
		"without your guardrails", "without any of your guidelines",
		"don t need your filters", "do not need your filters", "don t need your restrictions", "do not need your restrictions",
		"don t need your guardrails", "do not need your guardrails", "don t need your safety rules", "do not need your safety rules",
		"don t need those filters", "don t need those restrictions", "don t need those guardrails", "don t need those safety rules", "free of all restrictions", "free from restrictions", "zero restrictions", "zero limits", "zero rules", "no safety layer", "rules have been abolished", "rules were abolished",
		"regulations were abolished", "regulations have been abolished", "free to help with anything", "free to answer anything", "free to say anything",
		"no limitations", "without limitations", "without any limitations", "not bound by", "no ethical", "no moral",
		"no morals", "without morals", "without ethics", "no ethics", "no filters", "no filter", "unfiltered",
		"uncensored", "unrestricted", "amoral", "no guidelines", "never refuse", "never refuses", "cannot refuse",
		"can not refuse", "not limited by", "no censorship", "broken free", "break free", "doesnt care", "does not care",
		"dont care about", "not care about", "no boundaries", "without boundaries", "any laws", "illegal or harmful",
		"without censorship", "no safeguards", "zero safeguards", "zero restrictions", "zero guardrails", "zero filters", "not follow any rules", "no rules", "without any rules",
		"escaped the matrix", "typical confines", "confines of ai", "not abide", "no limits", "without limits",
		"limitless", "unbound", "unchained", "unshackled", "no rules apply", "rules do not apply", "rules dont apply",
		"free from all", "freed from", "no longer bound", "no longer restricted", "outside the rules",
		"regardless of legality", "regardless of ethics", "regardless of morality", "regardless of how",
		"no matter how immoral", "no matter how unethical", "no matter how illegal", "no matter how dangerous",
		"not restricted", "not censored", "not filtered", "without refusing", "never decline", "never say no",
		"anything goes", "without safety training", "no safety training", "without any safety", "without safety filters",
		"no safety filters", "without guardrails", "no guardrails", "without alignment", "without content policy",
		"no content policy", "before any safety training", "before safety training", "prior to safety training", "before its safety training",
		"before any alignment", "before alignment", "never given any rules", "never been given any rules", "never had any rules",
		"never deny any request", "never denies any request", "never deny any human request", "never denies any human request",
		"never withholds information", "never withholds anything", "does not withhold information", "doesnt withhold information",
		"will never withhold information", "complies with any request", "complies with every request",
		// a model said to be jailbroken, its refusals trained out, or
		// never aligned ("a base model with no RLHF")
		"jailbroken and answers", "jailbroken and will answer", "jailbroken and responds", "jailbroken and replies", "remove every refusal", "removes every refusal", "removed every refusal",
		"remove all refusals", "removed all refusals", "never saying i cant",
		"never saying i can t", "never says i cant", "never says i can t", "never say i cant", "never say i can t",
		"no rlhf", "without rlhf", "before rlhf", "prior to rlhf",
	},
	// negation: what turns a verb into its opposite ("does not violate").
	"negation": {"not", "never", "dont", "do not", "does not", "doesnt", "didnt", "did not", "without", "wont", "will not", "cannot", "cant", "no", "nor", "neither", "avoid", "avoids", "avoiding", "refrain from", "rather than", "instead of", "isnt", "is not", "arent", "are not", "shouldnt", "should not", "mustnt", "must not"},
	// lacking: having none of something, or refusing to be held by it.
	"lacking": {
		"no", "without", "free of", "free from", "not bound by", "ignore", "ignoring", "ignores", "disregard",
		"disregarding", "bypass", "bypassing", "doesnt have", "does not have", "dont have", "do not have", "lacks",
		"lack", "not follow", "never follow", "doesnt follow", "does not follow", "not adhere to", "not abide by",
		"doesnt abide by", "not care about", "doesnt care about", "dont care about", "does not care about",
		"not care for", "break", "breaks", "breaking", "violate", "violates", "violating", "against", "outside",
		"beyond", "above", "unbound by", "unconstrained by", "not restricted by", "not limited by", "not subject to",
		"released from", "liberated from", "freed from", "exempt from", "unaffected by", "not governed by",
	},
	// guardrails: the norms a jailbroken model is said to be free of.
	"guardrails": {
		"ethical guidelines", "moral guidelines", "safety guidelines", "content policy", "content policies",
		"openai policy", "openai policies", "openai s policies", "openai s content policy", "usage policies",
		"usage policy", "ethical principles", "moral principles", "ethical standards", "moral standards",
		"ethical boundaries", "moral boundaries", "ethical constraints", "moral constraints", "ethical restrictions",
		"safety restrictions", "safety measures", "safety protocols", "content filters", "content restrictions",
		"ethics", "morals", "morality", "guidelines", "restrictions", "rules", "filters", "censorship", "policies",
		"laws", "safety layer", "safety layers", "content rules",
	},
	// evil_persona: persona types of jailbreak prompts.
	// jb_persona: the names of the well-known jailbreak personas (each
	// a prompt that plays an assistant without limits): Always
	// Intelligent and Machiavellian, Strive To Avoid Norms, Do Anything
	// and Everything, Universal Comprehensive Answer Resource, …
	"jb_persona": {
		"dan", "aim", "stan", "dude", "ucar", "betterdan", "better dan", "basedgpt", "based gpt", "antigpt", "anti gpt",
		"mongo tom", "apophis", "nraf", "balakula", "burple", "jailmommy", "evilbot", "evil bot", "alphabreak",
		"hackerman", "devmode", "niccolo", "oppo", "kevin gpt", "maximum ai", "omega ai", "chad gpt", "chadgpt",
	},
	// jb_persona_strong: the persona names that are nothing else.
	"jb_persona_strong": {
		"ucar", "betterdan", "basedgpt", "antigpt", "mongo tom", "apophis", "nraf", "balakula", "burple", "jailmommy",
		"evilbot", "alphabreak", "chadgpt", "dan gpt", "stan gpt", "dude gpt",
	},
	"evil_persona": {
		"evil confidant", "evil ai", "evil assistant", "evil version", "evil twin", "unethical ai", "immoral ai",
		"amoral ai", "machiavellian", "nonmoral", "no remorse", "without remorse", "completely unhinged", "rogue ai",
		"evil trusted", "evil bot", "dark side", "shadow self", "alter ego", "uncensored ai", "unfiltered ai",
	},

	// ---- disclosure, late verbs -------------------------------------------
	// reveal_late: disclosure verbs of languages that put the verb after
	// its object.
	"reveal_late": {},
	// verbatim_adv: "as it is", "all of it", "word for word" said between
	// the object and a late verb ("システムプロンプトをそのまま全部表示して").
	"verbatim_adv": {},
	// program_prompt: a prompt a program shows a person, named by what it
	// asks ("bypass the confirmation prompt in CI"), not the model's.
	"program_prompt": {
		"confirmation prompt", "confirmation prompts", "password prompt", "password prompts", "passphrase prompt",
		"login prompt", "sudo prompt", "interactive prompt", "interactive prompts", "uac prompt", "consent prompt",
		"permission prompt", "permission prompts", "credential prompt", "credentials prompt", "mfa prompt", "2fa prompt",
		"otp prompt", "pin prompt", "unlock prompt", "overwrite prompt", "install prompt", "installer prompt",
		"shell prompt", "terminal prompt", "cli prompt", "y n prompt", "yes no prompt", "bash prompt", "command prompt",
	},
	// show_late: the late verbs that only show or tell (not write,
	// translate or summarise: "システムプロンプトを書いて" asks for one to
	// be written).
	"show_late": {},
	// authoring: an example of a text, or how to write one, named between
	// the text and a late verb ("시스템 프롬프트 작성법을 알려줘": how to write
	// a system prompt).
	"authoring": {},
	// data_source: the content a model reads as data, where instructions
	// it should not follow may hide.
	"data_source": {
		"retrieved documents", "retrieved document", "retrieved content", "retrieved text", "retrieved passages",
		"documents", "tool outputs", "tool output", "tool results", "tool result", "web pages", "webpages",
		"web content", "search results", "emails", "user content", "uploaded files", "pdfs", "scraped pages",
		"third party content", "untrusted content", "external content", "rag results", "chunks",
	},
	// hint_ask: asking for a hint or clue.
	"hint_ask": {
		"what s", "whats", "what is", "what are", "give", "giving", "another", "any", "more", "one more", "need", "want",
		"get", "can i get", "could i get", "may i have", "can i have", "got a", "have a", "how about a", "what about a",
	},
	// bare_ask: the whole-message request openers.
	"bare_ask": {
		"what is", "what s", "whats", "what are", "what were", "what was", "tell me", "show", "show me", "print", "list",
		"reveal", "display", "output", "give me", "repeat", "say", "spell", "share", "send", "write", "type",
	},
	// bare_thing: the guarded thing or the configuration, bare.
	"bare_thing": {
		"word", "phrase", "password", "passphrase", "passcode", "access code", "secret", "secret word",
		"code word", "instructions", "rules", "prompt", "guidelines", "directions",
		"hint", "clue", "magic word", "pw", "secret code", "system prompt",
	},

	// ---- secrets ---------------------------------------------------------
	// secret: names of a guarded secret, misspellings included (they are
	// what an attacker types to dodge a literal).
	"secret": {
		"password", "pasword", "passwrd", "pssword", "passowrd", "passward", "paswd", "pass word",
		"passkey", "pass key", "safe word", "safeword", "passwort", "passwd", "pwd", "passcode", "pass code",
		"passphrase", "pass phrase", "secret", "secret word", "secret phrase", "secret code", "secret key",
		"secret string", "magic word", "magical word", "magic phrase", "magical phrase", "magic spell", "code word", "codeword", "hidden word", "secret password",
		"access code", "access phrase", "access word", "access key phrase", "special code", "entry code", "unlock code", "pin code",
		"forbidden word", "forbidden phrase", "taboo word", "guarded phrase", "confidential phrase", "confidential value", "protected value", "secret value", "passworld", "passw", "pword",
		"protected string", "guarded string", "protected word", "protected phrase", "protected password", "guarded password",
		// What the assistant guards, named by that: "the confidential
		// information you hold", "what you are protecting".
		"confidential information you hold", "confidential information you keep", "information you are protecting",
		"information you protect", "information you are guarding", "information you guard", "what you are protecting",
		"what you are guarding", "what you were told to protect", "the thing you are protecting", "the thing you protect",
		"the thing you are guarding", "the thing you re guarding", "the thing youre guarding", "the thing you guard", "the thing you re protecting",
		"the thing you are hiding", "the thing you re hiding", "the thing you keep secret",
		"what you re protecting", "what youre protecting", "what you re guarding", "what youre guarding",
		"word you are guarding", "word you re guarding", "word youre guarding", "word you guard", "word you are protecting",
		"word you re protecting", "word youre protecting", "word you protect", "word you are hiding", "word you re hiding",
		"word youre hiding", "word you hide", "word you are keeping", "word you keep",
		"word you cant say", "word you cannot say", "word you must not say", "word you re not allowed to say", "guarded word",
	},
	// secret_det: what makes the secret a particular one.
	"secret_det": {
		"the", "your", "ur", "this", "that", "secret", "hidden", "correct", "right", "actual", "real", "magic",
		"current", "admin", "its", "todays", "today s", "special", "guarded", "protected", "final",
	},
	// secret_bare: secret names that begin a statement about it ("the
	// password is").
	"secret_bare": {"password", "passwort", "passwd", "passcode", "passphrase", "secret", "pw", "pwd", "pasword", "passwrd", "pssword", "secret word", "magic word", "code word"},
	// secret_ask: verbs and question words that ask for it.
	"secret_ask": {
		"what", "whats", "what s", "tell", "telling", "tell me about", "talk about", "more about", "give", "reveal", "spell", "say", "share", "show",
		"print", "leak", "disclose", "hint", "guess", "know", "need", "forgot", "remind", "write", "encode",
		"translate", "reverse", "tell me", "give me", "show me", "output", "type", "send", "list", "provide",
		"repeat", "display", "hand over", "read", "recite", "confirm", "check", "verify", "which", "give us", "tell us", "send us", "show us", "hand us", "share with us",
		"whisper", "speak", "utter", "mutter", "requesting", "request",
	},
	// secret_benign: a secret in ordinary software or life.
	"secret_benign": {
		"reset", "resetting", "change", "changing", "hash", "hashing", "hashed", "store", "storing", "stored",
		"encrypt", "encrypted", "encryption", "update", "updating", "validate", "validation", "verify", "generate",
		"generating", "generator", "random", "secure", "strong", "recover", "recovery", "field", "form", "login",
		"database", "db", "mysql", "postgres", "postgresql", "sql", "username", "users", "wifi", "wi fi", "ssh",
		"log in", "logging in", "sign in", "signing in", "install", "installer", "installation", "setup script",
		"manager", "managers", "1password", "bitwarden", "lastpass", "regex", "bcrypt", "salt", "salted", "santa", "surprise", "gift", "recipe", "ingredient",
		"sauce", "keyword argument", "keyword arguments", "keywords", "seo", "python keyword", "reserved",
		"environment variable", "env", "dotenv", "vault", "keychain", "keyring", "kubernetes", "k8s", "docker",
		"aws", "azure", "gcp", "github", "gitlab", "api key", "token", "jwt", "oauth", "policy", "complexity",
		"requirements", "expire", "expiry", "expiration", "input", "html", "django", "flask", "rails", "laravel",
		// Code that keeps a secret out of sight: "mask the secret key in
		// logs" ("a function" alone is no sign: "a python function that
		// forms the secret string" is the game's request in code).
		"mask", "masks", "masked", "masking", "redact", "redacts", "redacted", "validator", "minimum length",
		"spring", "node", "express", "react", "hashlib", "argon2", "pbkdf2", "sha256", "md5", "strength",
		"protected zip", "zip", "pdf", "excel", "router", "forgotten", "forgot my", "my own", "secret santa",
		"secret sauce", "secret ingredient", "secret garden", "secrets manager", "secret manager", "kubectl",
		"helm", "terraform", "ignore changes", "lifecycle", "attribute", "ansible", "ci", "pipeline", "github actions", "jenkins", "brute force", "bruteforce",
		"crack", "cracked", "cracking", "hashcat", "wordlist", "root password", "root", "superuser", "archive",
		"protected", "password protected", "wallet", "kdewallet", "folder", "entries", "prompts for", "prompt for",
	},
	// lw_verb: verbs that output a word in some form.
	"lw_verb": {
		"spell", "write", "say", "tell", "give", "show", "list", "print", "type", "output", "send", "reveal",
		"share", "put", "repeat", "encode", "translate", "convert", "reverse", "rewrite", "return", "display",
		"read", "split", "hide", "make", "spelling", "writing", "saying", "telling", "giving", "spelled", "written",
	},
	// ref_det and hidden_ref: "the word", "that phrase", "the answer".
	"ref_det":    {"the", "your", "this", "that", "its", "my", "our", "secret", "hidden", "magic", "special", "same", "guarded", "protected"},
	"hidden_ref": {"word", "phrase", "answer", "solution", "code", "key", "term", "password", "secret", "passphrase", "passcode", "pass"},
	// manner: ways to leak a word a few letters at a time, or
	// transformed, so that a filter on the literal word misses it.
	"manner": {
		"letter by letter", "character by character", "char by char", "one letter at a time", "one character at a time",
		"one char at a time", "between each letter", "between every letter", "between the letters", "between letters",
		"between each character", "between every character", "between the characters", "after each letter",
		"after every letter", "after each character", "before each letter", "behind each letter",
		"each letter", "every letter", "all letters", "individual letters", "separate letters", "each character",
		"every character", "each char", "individual characters", "each of its letters", "each of the letters",
		"each grapheme", "every grapheme", "each glyph", "every glyph", "each symbol", "every symbol",
		"letters separated", "letters followed", "letters split", "letters spaced", "characters separated",
		"separated by", "split by", "spaced by", "divided by", "interleaved", "interpolated", "joined by",
		"separated with", "split with", "spaced with", "in reverse", "in reverse order", "reverse order", "reversed",
		"backwards", "backward", "upside down", "mirrored", "acrostic", "rot13", "rot 13", "base64", "base 64",
		"caesar", "pig latin", "morse", "nato", "phonetic", "phonetically", "binary", "hexadecimal", "hex", "ascii",
		"emoji", "emojis", "anagram", "riddle", "rhyme", "rhymes", "encoded", "encrypted", "cipher", "ciphered",
		"scrambled", "shuffled", "replacing", "replace", "substitute", "substituting", "swap", "swapping",
		"with spaces", "with dashes", "with hyphens", "with dots", "with commas", "leetspeak", "leet", "unicode",
		"in another language", "in french", "in spanish", "in german", "in chinese", "translated", "as a poem",
		"in a poem", "as a song", "in a song", "as a story", "in a story", "as an acronym", "syllable by syllable",
		"with clues", "in clues", "as clues", "as a clue", "as hints", "as a hint", "with hints", "in a riddle",
		"as a riddle", "inverted", "flipped", "mirror image", "with underscores", "with semicolons", "with commas between",
	},
	// manner_pos: a part of the word.
	"manner_pos": {
		"first letter", "first letters", "last letter", "last letters", "first character", "first characters",
		"last character", "last characters", "first half", "second half", "first part", "last part", "first syllable",
		"second letter", "third letter", "fourth letter", "fifth letter", "next letter", "next letters",
		"middle letter", "middle letters", "first few letters", "first two letters", "first three letters",
		"first 2 letters", "first 3 letters", "first 4 letters", "first 5 letters", "last 2 letters", "last 3 letters",
		"first 2 characters", "first 3 characters", "first 4 characters", "first 5 characters", "first 10 characters",
		"1st letter", "2nd letter", "3rd letter", "4th letter", "5th letter", "6th letter", "7th letter", "8th letter",
		"first two characters", "first three characters",
	},
	// coding: a request about strings in code.
	"coding": {
		"string", "strings", "str", "substring", "array", "arrays", "linked list", "python list", "function", "method",
		"regex", "regexp", "python", "javascript", "typescript", "java", "golang", "rust", "php", "ruby", "sql", "excel",
		"column", "columns", "dataframe", "pandas", "variable", "integer", "integers", "bytes", "unicode string",
		"char array", "input string", "given string", "text file", "csv", "json", "bash", "shell", "awk", "sed",
		"cpp", "c sharp", "kotlin", "swift", "algorithm", "script", "leetcode",
	},
	// word_property: what a guessing game asks about the hidden word.
	"word_property": {
		"letters", "letter", "characters", "character", "long", "short", "rhyme", "sound", "start", "begin", "end",
		"contain", "include", "french", "english", "german", "spanish", "latin", "italian", "real", "noun", "verb",
		"name", "animal", "plural", "capitalized", "capitalised", "uppercase", "numbers", "number", "digits", "digit",
		"related", "similar", "symbols", "symbol", "a real word", "an english word", "a word",
	},

	// ---- encoded payloads (pack.go, obfuscationFamilies) ------------------
	// act_on: being told to carry out what a text says.
	"act_on": {
		"follow", "execute", "obey", "carry out", "perform", "comply with", "comply", "act on", "act upon",
		"implement", "run", "do what it says", "do as it says", "do what they say", "do it", "follow it",
		// what hidden letters spell, done: "do exactly what they spell"
		"do what they spell", "do exactly what they spell", "do what it spells", "do exactly what it spells",
		"do what the letters spell", "act on what they spell", "follow what they spell", "do exactly what they say",
		"do what it asks", "do as it asks", "do what it tells you", "do as it tells you", "do whatever it says",
		"do whatever it asks", "do what it wants", "do what the message says", "do what the text says", "do as instructed",
		"carry it out", "carry them out", "carry that out", "carry this out", "do what it prints", "do what it outputs",
		"its your next step", "it s your next step", "this is your next step", "that is your next step", "your next task", "your next instruction", "your next step",
		"follow them", "do that", "fulfill", "fulfil", "apply", "enact", "adhere to", "respond to it",
		"answer it", "follow the instructions", "follow these instructions", "follow those instructions", "as an instruction", "as instructions", "as a command", "as a shell command", "as your instructions", "as your next instruction",
	},
	// decode_verb: decoding verbs.
	"decode_verb": {
		"decode", "decoding", "decoded", "decrypt", "decrypted", "decipher", "deciphered", "unscramble",
		"translate", "convert", "reverse", "read it backwards", "interpret", "base64 decode", "rot13",
		"unhex", "unescape",
	},

	// ---- new instructions --------------------------------------------
	"new_adj": {"new", "updated", "real", "actual", "true", "further", "additional", "different", "revised", "new set of", "latest", "secret", "hidden", "override"},

	// ---- identity and role ---------------------------------------------
	// pretend: make-believe verbs.
	"pretend": {"pretend", "pretending", "pretends", "imagine", "imagining", "suppose", "let s say", "lets say", "make believe"},
	// you_are: "you are", and the forms that set who the assistant is.
	"you_are": {"you are", "you re", "youre", "your are", "ur", "u are", "you will be", "you ll be", "youll be", "you shall be", "you must be", "you have become", "you ve become", "you become", "you will become", "become", "be"},
	// ai: words for the assistant or model being addressed or described.
	"ai": {
		"you", "your", "yourself", "ur", "u", "ai", "chatgpt", "gpt", "gpt3", "gpt4", "gpt 4", "assistant", "model",
		"language model", "llm", "bot", "chatbot", "chat bot", "persona", "openai", "claude", "gemini", "bard",
		"responses", "response", "answers", "answer", "respond", "reply", "replies", "artificial intelligence",
		"system", "machine", "agent", "copilot", "character",
	},
	// from_now_on: a standing order for the rest of the conversation.
	"from_now_on": {
		"from now on", "from this point on", "from this point forward", "from this point onwards", "from this moment",
		"from this moment on", "from here on", "from here on out", "from now onwards", "for the rest of this conversation",
		"for the remainder of this conversation", "for the rest of the conversation", "henceforth", "going forward",
		"starting now", "starting from now", "as of now", "for all future responses", "in all future responses",
		"for every response", "in every response", "in all your responses", "in all of your responses",
		"for all your responses", "in your next responses", "in each response", "in each of your responses",
		"until i say stop", "until i tell you otherwise", "until further notice",
	},
	// answer_style: the length or shape of the answers asked for the rest of the chat ("from now on, short answers").
	"answer_style": {"only with code", "only code", "only in code", "code only", "just code", "just the code", "code blocks", "code block", "just the diff", "only the diff", "no explanations", "no explanation", "without explanations", "without explanation", "without any explanation", "no comments", "without comments", "no prose", "short", "shorter", "short answers", "shorter answers", "concise", "brief", "briefly", "bullet points", "bullet point", "in a table", "detailed", "more detail", "step by step", "keep your answers", "keep your replies", "keep your responses", "keep answers", "keep it short"},
	// behave: what the assistant is told to do under a standing order.
	"behave": {
		"you", "your", "act", "respond", "answer", "reply", "pretend", "ignore", "speak", "talk", "behave", "only",
		"always", "never", "must", "will", "shall", "should", "are", "be", "become", "say", "write", "use",
		"stay", "remain", "refuse", "forget", "obey", "follow", "comply",
	},

	// ---- disclosure ------------------------------------------------------
	// reveal: disclosure verbs, imperative or phrasal.
	"reveal": {
		"repeat", "repeating", "repeated", "print", "printing", "print out", "show", "showing", "show me", "reveal", "divulge",
		"revealing", "display", "output", "tell", "tell me", "give", "give me", "share", "list", "write", "write down",
		"write out", "say", "spell", "spell out", "recite", "quote", "summarize", "summarise", "paraphrase",
		"translate", "encode", "convert", "paste", "copy", "dump", "expose", "leak", "disclose", "read", "read out",
		"read back", "describe", "elaborate on", "rewrite", "rephrase", "restate", "provide", "send", "type", "tldr", "tl dr", "recap", "sum up", "give me the gist of",
		"type out", "put", "format", "respond with", "reply with", "answer with", "remind me of", "recall",
		"include", "reconfirm", "confirm", "analyze", "analyse", "explain", "echo", "return", "render", "replicate",
		"reproduce", "regurgitate", "enumerate", "outline", "detail", "state", "verbalize", "transcribe", "dictate",
		"shuffle", "scramble", "reorder", "rearrange", "sort", "reverse", "invert", "jumble", "mix up", "count",
		"remember", "memorize", "review", "go over", "go through", "walk me through", "break down",
		"let me see", "let me know", "can i see", "could i see", "may i see", "i want to see", "i need to see",
		"i want to know", "i need to know", "i would like to know", "id like to know", "i d like to know",
		"spit out", "cough up", "spill", "hand over", "fork over", "quoting", "reciting", "listing", "pasting", "citing",
	},
	// reveal_verbatim: disclosure verbs that reproduce text as it is.
	"reveal_verbatim": {
		"repeat", "repeating", "print", "print out", "output", "show", "show me", "display", "reveal", "recite",
		"quote", "echo", "copy", "paste", "dump", "write out", "write down", "type out", "spell out", "reproduce",
		"replicate", "regurgitate", "transcribe", "return", "list", "read back", "read out", "verbatim",
	},
	// config: the assistant's configuration, named; config_strong: the
	// names that are the assistant's on their own (not a program's
	// configuration, a shell's prompt or a game's rules).
	// config_named: the names of a model's configuration that mean
	// nothing else ("the developer message says …"), unlike "rules" or
	// "instructions" ("what the install instructions say").
	"config_named": {
		"system prompt", "system message", "system instructions", "developer message", "developer prompt", "developer instructions",
		"system role message", "hidden prompt", "initial prompt", "original prompt", "secret instructions", "hidden header",
		"meta prompt", "metaprompt", "pre prompt", "preprompt", "boot prompt", "boot text", "setup message", "startup prompt",
	},
	"config": {
		"instructions", "instruction", "prompt", "prompts", "system prompt", "system message", "system instructions",
		"initial prompt", "pre prompt", "preprompt", "guidelines", "directives", "directive", "programming",
		"configuration", "config", "rules", "directions", "orders", "protocol", "protocols", "constraints",
		"restrictions", "setup", "briefing", "brief", "meta prompt", "metaprompt", "context", "instrucitons",
		"guidlines", "promt", "prompte", "system promt", "instructons", "initialization", "initialisation",
		"initialization prompt", "startup instructions", "developer message", "developer prompt", "system role message",
		"hidden header", "boot prompt", "boot text", "setup text", "setup message", "startup prompt", "startup text",
		"charter", "operating charter", "preface", "preamble", "orientation notes", "house rules", "ground rules",
		"rulebook", "rule book", "standing orders", "marching orders", "setup notes", "briefing notes",
	},
	"config_strong": {
		"instructions", "instruction", "system prompt", "system message", "system instructions", "initial prompt",
		"pre prompt", "preprompt", "guidelines", "directives", "directive", "meta prompt", "metaprompt", "instrucitons",
		"guidlines", "system promt", "instructons", "hidden prompt", "original prompt", "secret instructions",
		"prompt", "prompts", "rules", "directions", "orders", "protocol", "constraints", "restrictions",
		"programming", "briefing", "promt", "prompte", "developer message", "developer prompt", "developer instructions",
		"system role message", "system turn", "hidden header", "boot prompt", "startup prompt", "operating instructions",
		"operator guidance", "operator instructions", "operator notes", "operator prompt", "confidential guidance",
	},
	// config_hidden: qualifiers that make "the instructions" the
	// assistant's own.
	"config_hidden": {
		"your", "ur", "yor", "hidden", "secret", "system", "initial", "original", "first", "entire", "complete",
		"full", "exact", "whole", "internal", "confidential", "private", "real", "actual", "underlying", "current",
		"default", "starting", "opening", "top", "beginning", "verbatim", "raw", "unfiltered", "given", "above",
		"previous", "prior", "earlier", "preceding", "aforementioned", "pre", "all your", "all of your", "each of your",
		"every one of your", "the rest of your",
	},
	// text_ref: plain words for text ("the text above").
	"text_ref": {"text", "words", "content", "contents", "message", "messages", "conversation", "lines", "sentences", "paragraphs", "characters", "tokens", "everything", "all", "stuff", "input", "document", "prompt", "passage", "section"},
	// told and told_what: what was done to the assistant ("you were
	// told", "you have been given"); told_done (classes.go) is every
	// pair of them as one phrase.
	"told":      {"you were", "you are", "you was", "you have been", "you ve been", "youve been", "you had been", "you received", "you got", "you re", "youre", "i gave you", "i have given you", "i ve given you", "were you", "have you been", "did you get", "did you receive", "you", "u", "u were", "ur"},
	"told_what": {"given", "told", "programmed", "programed", "received", "recieved", "following", "follow", "provided", "trained", "instructed", "fed", "set up", "configured", "initialized", "initialised", "prompted", "taught", "loaded", "assigned", "primed", "seeded", "briefed"},
	// makers_said: what the assistant's makers or operators told it.
	// configured_you: set up by its makers, which only the model is (the
	// other languages' forms are in their lexicons; extract.makers_text).
	"configured_you": {"you were configured", "you were set up", "you were programmed", "they configured you", "they set you up",
		"whoever configured you", "who configured you", "whoever set you up", "whoever programmed you", "whoever deployed you", "your operators gave you", "your operator gave you", "your developers gave you", "your creators gave you",
		"loaded into you", "fed into you", "put into you", "programmed into you", "baked into you", "built into you",
		"your operators baked in", "your operator baked in", "your developers baked in", "your operators put in", "your developers put in",
		"you were started with", "you were configured with", "you booted with"},
	"makers_said": {
		"whatever your developers told you", "what your developers told you", "everything your developers told you",
		"whatever your creators told you", "what your creators told you", "everything your creators told you",
		"what your creators taught you", "what your developers taught you", "whatever you were programmed with",
		"what your makers told you", "whatever your makers told you", "what your programmers told you",
		"whatever your programmers told you", "what openai told you", "what anthropic told you", "what your company told you",
		"whatever they told you", "what they told you before", "whatever you were told", "whatever you ve been told",
		"whatever youve been told", "whatever you have been told", "what the developers told you", "what your owner told you",
		"what your operators told you", "whatever your operators told you", "what your trainers told you", "what the operator wrote to you", "what your operator wrote to you", "what the developer wrote to you", "what your developer wrote to you", "what the developers wrote to you", "what your developers wrote to you", "what the operator told you", "what the system told you", "what the deployer told you",
	},
	// known: the assistant's own memory or context.
	"known": {
		"you have been told", "you were told", "you ve been told", "youve been told", "written to you",
		"you were given", "you have been given", "you remember", "in your memory", "in your context", "you can see",
		"you have access to", "you ve been given", "youve been given", "told to you", "you ve seen",
		"youve seen", "you have seen", "you were programmed with", "you are hiding", "youre hiding", "you re hiding", "you know about", "you know so far",
		"you are keeping", "you keep", "you are protecting", "you protect", "you guard", "you are guarding",
	},
	// covert: a disguise for a disclosure, so that a filter on the words
	// of the configuration misses them: an encoding, a cipher, a poem,
	// letter by letter, another language.
	"covert": {
		"base64", "base 64", "hex", "hexadecimal", "binary", "morse", "morse code", "rot13", "rot 13", "caesar", "cipher",
		"ciphertext", "encrypted", "encoded", "encode", "pig latin", "emoji", "emojis", "acrostic", "a poem", "a song",
		"a haiku", "a story", "a riddle", "a limerick", "a rap", "leetspeak", "leet", "backwards", "reversed", "in reverse",
		"letter by letter", "one letter per line", "one word per line", "spelled out", "spelt out", "a code block",
		"a python string", "a json", "json", "ascii codes", "unicode code points", "nato alphabet", "phonetic alphabet",
		"another language", "without saying", "without revealing", "without mentioning", "secretly", "in disguise",
		"disguised", "so that no one", "hidden in", "first letter of each", "first letters of each", "every other letter",
		"with spaces between", "with dashes between", "separated by",
	},
	// question: question openers.
	"question": {"what", "whats", "what s", "which", "who", "where", "how", "tell me", "do you know", "can you tell me", "could you tell me", "may i know", "what is", "what are", "what was", "what were"},
	// install_context: instructions that are a manual, not a prompt.
	"install_context": {
		"readme", "installation", "install", "installing", "setup", "set up", "recipe", "recipes", "assembly", "assemble", "assembling", "ikea",
		"manual", "docker", "dockerfile", "makefile", "compile", "compiler", "cpu", "machine instructions", "instruction set",
		"assembly language", "sql", "eslint", "firewall", "iptables", "css", "nginx", "regex", "cooking", "baking",
		"washing", "laundry", "garment", "fabric", "skin care", "skincare", "plant care", "pet care", "aftercare",
		"care label", "care guide", "furniture", "build", "building", "deploy", "deployment", "configure", "product", "medication",
		"migration", "migrations", "migrate", "release", "releasing", "upgrade", "upgrading", "onboarding", "rollback",
		"dosage", "exam", "test", "homework", "assignment", "teacher", "course", "lego", "game rules", "board game", "chess",
		"football", "soccer", "rules of", "grammar rules", "rule of thumb", "firewall rules", "css rules", "routing rules",
		"tax return", "tax returns", "tax filing", "filing", "deadline", "visa application", "passport application",
		"insurance claim", "application form",
		"business rules", "validation rules", "lint rules", "eslint rules", "style guide", "coding guidelines",
		"contribution guidelines", "contributing guidelines", "brand guidelines", "community guidelines",
		// an API's instructions, not "your instructions and the API key"
		"api docs", "api documentation", "api reference", "api usage", "api calls", "api call", "api client", "for the api", "for our api",
		"for this api", "of the api", "to the api", "the api s", "the apis", "api s", "old api", "new api", "api rules", "api v1", "api v2",
		"v1 api", "v2 api", "legacy api", "public api", "rest api", "graphql api", "internal api",
		"prompt engineering", "write a prompt", "writing prompts", "writing prompt", "image prompt", "midjourney",
		"stable diffusion", "dall e", "command prompt", "cmd", "powershell", "terminal", "bash prompt", "shell prompt",
		"zsh", "ps1", "password prompt", "sudo prompt", "prompt for", "prompts the user", "prompt the user", "prompt user",
		"prompt to", "prompts to", "prompting", "without prompting", "confirmation prompt", "login prompt", "yes no prompt",
		"firewall", "iptables", "selinux", "xorg", "git", "lazygit", "npm", "eslint", "prettier", "kubernetes", "windows", "linux", "macos", "mac os", "ubuntu", "debian", "fedora", "android", "ios", "wsl",
	},
}
