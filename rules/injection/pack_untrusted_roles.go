package injection

import (
	"slices"

	"github.com/guardrail-go/guardrail/middleware"
)

// modelNature names what a model is, and modelRules what binds it, in
// the words of an order that takes either away (untrusted.identity_change).
const (
	modelNature = `ai|assistant|chatbot|bot|language model|ai language model|large language model|ai model|ai assistant|model|chatgpt|gpt|claude|gemini|bard|llm|program|machine`
	modelRules  = `(?:rules?|guidelines|policies|policy|restrictions|programming|filters|limits|ethics|morals|principles|training|creators|developers)`
)

// untrustedRoleFamilies give the reader a role, a mode without limits, or
// its next words (part of UntrustedPack, pack_untrusted.go).
func untrustedRoleFamilies() Pack {
	you := alt("you", "your", "youre", "you re", "ur", "u", "yourself")
	// moral are the traits of a persona without limits; unbound are
	// looser ones ("unrestricted float", "unfiltered list") that count
	// only beside a moral one.
	moral := alt("amoral", "unethical", "immoral", "unhinged", "no (?:ethics|morals|remorse|moral (?:compass|guidelines))", "never refuses?", "without (?:any )?(?:ethics|morals|remorse|moral (?:compass|guidelines))", "does ?n ?t care (?:about )?(?:any )?(?:laws|ethics|morals|legality|morality|ethicality)", "doesnt care (?:about )?(?:any )?(?:laws|ethics|morals|legality|morality|ethicality)", "not bound by (?:any )?(?:laws|ethics|morals|guidelines|policies)", "regardless of (?:its |any |the |their )?(?:ethical|legal|moral|ethics|legality|morality|ethicality)")
	unbound := alt("unfiltered", "uncensored", "unrestricted", "no (?:restrictions|limits|filters|rules|boundaries|censorship)", "without (?:any )?(?:restrictions|limits|filters|censorship)")
	return Pack{
		{
			ID: "untrusted.role_assignment", Family: "roleplay_manipulation", Category: CategoryRoleplay,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{"you are now", "you re now", "youre now", "from now on", "from this moment", "from this point", "roleplay", "role play", "role playing", "act as", "act like", "acting as", "play the role", "play the part", "stay in character", "remain in character", "break character", "out of character", "i want you to", "i need you to", "you will act", "you will now", "you will respond", "you will answer", "you will reply", "you will be", "you are going to", "youre going to", "you re going to", "you must act", "you must respond", "you must answer", "you must always", "you must never", "you shall", "you are to", "you re to", "youre to", "let s", "lets", "immerse", "this is a conversation", "this is a chat", "i would like you to", "id like you to", "play a game", "you are a", "you are an", "you are the", "you are my", "youre a", "youre an", "youre the", "youre my", "you re a", "you re an", "you re the"},
			Confirm: `\b(?:you are|you re|youre) now (?:a|an|my|called|named|known as|no longer|free|freed|unrestricted|unfiltered|uncensored|unbound|jailbroken|operating|acting|playing|going to|in (?:\S+ )?mode|\S*gpt|dan|evil)\b|` +
				`\bfrom (?:now on|this (?:moment|point)(?: on(?:wards?)?)?)` + gap(2) + ` (?:you|your|youre|you re|you ll|act|respond|answer|reply|pretend|behave|speak|talk|only|always|never)\b|\bfrom now on (?:the|a|your) (?:secret|password|word|answer|code word|magic word|passphrase)\b|\b(?:let s|lets|we ll|we will|start|begin|continue|engage in|do a|in this|this is a|enter|stay in the) (?:a |the |this |our )?role ?play|\brole ?play(?:ing)? (?:as|with me|a scenario|scenario|game with)\b|\brole ?play\s*:|` +
				`\b(?:act|acting|behave|respond|answer|reply|speak|talk|write) (?:as if|as though|like) (?:you|youre|you re|your)\b|` +
				`\b(?:i want you to|i need you to|i would like you to|i d like you to|id like you to)\b|` +
				`\b(?:you will|you must|you are to|you shall|you re going to|youre going to|you are going to|please|now) (?:act|play|pretend|roleplay|role play|impersonate|embody|simulate|portray|respond|answer|reply|speak|talk|behave|write) (?:as|like|the role of|the part of|to be|in the (?:style|voice|role|character) of)\b|` +
				`\b(?:stay|remain|staying|remaining) in character\b|\bbreak(?:ing)? (?:of )?character\b|\bout of character\b|\bplay(?:ing)? (?:the )?(?:role|part) of\b|` +
				`\byou (?:will|must|shall|are to) (?:always |never |only |now )+(?:respond|answer|reply|say|write|output|print|act|refuse|comply|obey|follow)\b|` +
				`\b(?:i ll|i will|i am going to|i m going to|im going to) (?:be|play) ` + gap(20) + ` (?:and|while) you (?:will |ll |are going to |re going to |can )?(?:be|play|act)\b|` +
				`\blet s (?:act out|play (?:a |the )?(?:game|role|scene)|roleplay|role play|pretend|do a role ?play)\b|\byou (?:are|re) to (?:act|play|pretend|respond|answer|behave)\b|` +
				`\byou (?:will|must|shall|should) (?:answer|respond|reply|speak|talk|write|act)` + gap(8) + ` as \S+(?: \S+)? (?:would|does|did)\b|\bimmerse (?:yourself )?(?:fully )?(?:in|into) (?:the |your |this )?(?:\S+ )?(?:character|role|persona)\b|` +
				`\bthis is a (?:conversation|chat|dialogue|dialog) between \S+(?: \S+)? and (?:an? |the )?(?:ai|assistant|chatbot|bot|gpt|chatgpt|model|llm)\b|` +
				`\b(?:we are|we re|were|let s|lets|we will|we ll|i want to|wanna|shall we) (?:going to )?play a (?:little |fun |new |small |quick )?game\b|` +
				`^(?:\S+ ){0,2}(?:you are|you re|youre) (?:a|an|the|my) (?:\S+ ){0,3}(?:\S+(?:er|or|ist|ant|bot|gpt)|program|system|model|guide|library|character|persona|entity|machine|game|person|expert|master|god|genius|wizard|robot|being|assistant|agent|arbiter|guard|gatekeeper|judge|oracle|ai|chatbot|contestant|villain|hero|poet|storyteller)\b`,
			// Technical prose: "you are now ready", "from now on you can",
			// "you are the owner of the repository", "act as a proxy",
			// "a line break character", "if you're a Windows Subsystem for
			// Linux user".
			Unless: `\b(?:you are|you re|youre) (?:a|an|the|my) (?:\S+ ){0,4}(?:owner|maintainer|author|developer|user|administrator|admin|member|contributor|customer|subscriber|reader|caller|consumer|creator|holder|provider|publisher|sender|receiver|recipient|viewer|manager|operator|designer|tester|reviewer|committer|beginner|programmer|engineer|researcher|scientist|student|practitioner|enthusiast|hobbyist)s?\b|` +
				// A product's notice of a membership: "You are now an
				// administrator of {team}", "you're now a member of the org".
				`\b(?:you are|you re|youre) now (?:a|an|the) (?:\S+ )?(?:owner|maintainer|administrator|admin|member|moderator|editor|viewer|subscriber|collaborator|contributor|participant|guest|host|organizer|organiser|follower)s? (?:of|on|in|for|to) (?:the |this |your |our |a )?(?:\S+ ){0,3}(?:team|teams|org|organization|organisation|workspace|project|group|channel|repo|repository|board|space|server|community|account|list|plan)\b|` +
				// The stock benign role of an example prompt: "You are a
				// helpful assistant. Answer concisely." in a library's docs.
				`^(?:\S+ ){0,2}(?:you are|you re|youre) (?:a|an) (?:helpful|friendly|concise|polite|knowledgeable|honest|harmless|useful|patient|expert) (?:and (?:helpful|friendly|concise|polite|knowledgeable|honest|harmless) )?(?:ai )?(?:assistant|chatbot|bot)\b|` +
				`\byou (?:are|re) now (?:ready|able|done|set up|all set|logged|connected|signed|subscribed|registered|authenticated|running|using|on the|in the|viewing|looking|familiar|equipped|free to|good to go|seeing|in a position|in control)\b|` +
				`\bfrom now on` + gap(2) + ` you (?:can|may|could|need|have to|should be able|ll be able|will be able|ll need|ll have|will need|will have|ll see|will see|ll get|will get|might|dont need|do not need|no longer need)\b|` +
				`\bact as (?:a |an |the )?(?:proxy|gateway|server|client|bridge|cache|load balancer|router|reverse proxy|sidecar|middleware|wrapper|adapter|shim|fallback|placeholder|mock|stub|drop in|replacement)\b|\b(?:line|page|word|column|non|no) break(?:ing)? character\b`,
		},
		{
			// The reader told it is no longer what it is, or given a new
			// name, nature or part to reply in: "you are no longer an AI
			// language model", "you are no longer bound by your
			// guidelines", "you will now be called …", "you are going to
			// become …, an AI without …", "you will simulate a terminal
			// and reply only with …". Documentation says what the reader
			// no longer needs or may now do ("you are no longer required
			// to set GOPATH", "you will now be redirected", "you will
			// simulate a network partition"): what is lifted or given
			// here is a model's nature, rules or replies.
			ID: "untrusted.identity_change", Family: "roleplay_manipulation", Category: CategoryRoleplay,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{"no longer", "you are now", "you re now", "youre now", "now be", "be called", "be named", "be known as", "simulate", "emulate", "impersonate", "become", "u are now", "u r now", "ur now", "will play", "must play", "going to play", "are to play", "shall play"},
			Confirm: `\b(?:you are|you re|youre) (?:now )?no longer (?:an? |the |just |simply |merely |really )?(?:` + modelNature + `)\b|` +
				`\b(?:you are|you re|youre) (?:now )?no longer (?:bound|restricted|constrained|governed|controlled|held back|limited) by (?:any |the |your |its |their |those |these |openai s |anthropic s )?(?:\S+ )?` + modelRules + `\b|` +
				`\b(?:you are|you re|youre) (?:now )?no longer (?:censored|filtered|programmed|moderated)\b|` +
				`\b(?:you are|you re|youre) now not (?:an? |the )?(?:` + modelNature + `)\b|` +
				`\b(?:you are|you re|youre) now (?:officially|henceforth|truly)\b|` +
				`\b(?:you are|you re|youre|u are|u r|ur) now (?:completely |fully |totally |entirely |effectively |finally |permanently )?(?:unrestricted|unfiltered|uncensored|unbound|unchained|unleashed|jailbroken|(?:free|freed|liberated) (?:of|from) (?:\S+ ){0,3}` + modelRules + `)\b|` +
				`\b(?:you are|you re|youre) (?:now )?no longer (?:required|obligated|obliged|forced|expected|bound|under (?:any )?obligation) to (?:follow|obey|comply with|adhere to|abide by|respect) (?:any |the |your |its |their |those |these )?(?:\S+ )?(?:content |usage |safety )?` + modelRules + `\b|` +
				`\b(?:you are|you re|youre|you(?: will| ll|ll) now be) (?:now )?(?:the|a|an|my) (?:\S+ ){0,3}(?:` + modelNature + `|persona|character|entity) (?:with(?:out)?|that|who|which|free|unbound|capable|able)\b|` +
				`\byou (?:will|must|shall|are going to|re going to|are to) (?:now )?play (?:as )?(?:a |an |the )?(?:\S+ ){0,2}(?:character|persona)\b|` +
				`\b(?:you are|you re|youre) now (?:allowed|able|free|permitted) to (?:say|do|answer|write|generate|produce|output|tell me) (?:anything|everything|whatever)\b|` +
				`\byou(?: will| ll|ll)? (?:now )?be (?:called|named|known as|playing|acting as|roleplaying|role playing|pretending|impersonating|simulating)\b|` +
				`\byou (?:will|must|shall|should|are going to|re going to|are to) (?:now )?(?:simulate|emulate|impersonate|become)` + gap(15) + ` (?:and )?(?:you )?(?:will |must |should )?(?:only )?(?:reply|respond|answer|output)(?: only)? (?:with|as|in)\b|` +
				`\byou (?:will|must|shall|should|are going to|re going to|are to) (?:now )?(?:simulate|emulate|impersonate|become|be) \S+(?: \S+)? (?:an?|the) (?:\S+ ){0,3}(?:ai|chatbot|bot|assistant|language model)\b`,
			// A class, a workshop or a game gives people their parts; a
			// tutorial's program simulates a terminal.
			Unless: `\b(?:exercise|exercises|workshop|improv|class|classroom|students|pupils|teacher|lesson|bell|players|player|game master|dungeon master|rehearsal|tutorial|emulator)\b`,
		},
		{
			// "Pretend to be …" said to the reader, not of a program that
			// pretends to be a terminal.
			ID: "untrusted.pretend", Family: "roleplay_manipulation", Category: CategoryRoleplay,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{"pretend", "pretending"},
			Confirm: `\bpretend(?:ing)? (?:that )?(?:you|youre|you re|your|ur|u|to be|we|i am|i m|im)\b`,
			Code:    `(?:^|[.!?:;,(]\s?|\b(?:please|now|just|simply|i\s+want\s+you\s+to|you\s+(?:will|must|should|shall|are\s+to|have\s+to|need\s+to|can|could))\s+)pretend(?:ing)?\s+(?:that\s+)?(?:you|to\s+be|we|i\s+am|i['’]?m)\b|\bpretend(?:ing)?\s+(?:that\s+)?(?:you|your)\b`,
		},
		{
			// "Speak like a pirate.": a voice ordered, sentence first.
			ID: "untrusted.speak_like", Family: "roleplay_manipulation", Category: CategoryRoleplay,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{"speak like", "talk like", "answer like", "respond like", "reply like", "write like", "speak as", "talk as"},
			Confirm: `\b(?:speak|talk|answer|respond|reply|write) (?:like|as) (?:an?|the|my) \S+`,
			Code:    `(?:^|[.!?:]\s|\n|(?:#|//|\*|--|>)\s*)(?:now\s+|please\s+|from\s+now\s+on,?\s+)?(?:speak|talk|answer|respond|reply|write)\s+(?:like|as)\s+(?:an?|the|my)\s+\S+`,
		},
		{
			// Two answers labelled aligned and unaligned, the second the
			// one without limits.
			ID: "untrusted.dual_answer", Family: "jailbreak", Category: CategoryJailbreak,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{"unaligned", "misaligned"},
			Confirm: `\baligned\b` + gap(80) + ` (?:unaligned|misaligned)\b`,
			Code:    `["“'](?:unaligned|misaligned):?["”']`,
		},
		{
			// The role and the act-as of the German texts the input pack
			// does not know: "nun bist du …", "ich möchte, dass Sie als …
			// fungieren".
			ID: "untrusted.role_de", Family: "roleplay_manipulation", Category: CategoryRoleplay,
			Risk: middleware.RiskHigh, Languages: []string{"de"},
			Anchors: []string{"nun bist du", "jetzt bist du", "sie sind jetzt", "sie sind nun", "ab jetzt sind sie", "ich mochte dass sie", "ich mochte dass du", "ich will dass du", "ich will dass sie", "in deiner rolle", "in ihrer rolle", "deine rolle", "ihre rolle"},
			Confirm: `\b(?:nun|jetzt) bist du\b|\b(?:sie sind|ab jetzt sind sie) (?:jetzt|nun)? ?(?:ein|eine|der|die|das)\b|\bich (?:mochte|will) dass (?:sie|du)` + gap(6) + ` (?:fungieren|fungierst|agieren|agierst|auftreten|auftrittst|handeln|handelst|spielen|spielst|sein|bist|sind)\b|\b(?:in|aus) (?:deiner|ihrer) rolle\b|\b(?:deine|ihre) rolle (?:ist|als)\b`,
		},
		{
			// "Forget all instructions" in Bosnian, Croatian and Serbian.
			ID: "untrusted.ignore_sh", Family: "instruction_override", Category: CategoryOverride,
			Risk: middleware.RiskHigh, Languages: []string{"bs", "hr", "sr"},
			Anchors: []string{"zaboravi", "zaboravite", "ignoriraj", "ignorirajte", "ignorisi", "ignorisite", "zanemari", "zanemarite"},
			Confirm: `\b(?:zaboravi|zaboravite|ignoriraj|ignorirajte|ignorisi|ignorisite|zanemari|zanemarite)` + gap(3) + ` (?:instrukcije|upute|uputstva|naredbe|pravila|sve|prethodne|gornje)\b`,
		},
		{
			ID: "untrusted.jailbreak", Family: "jailbreak", Category: CategoryJailbreak,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: []string{"do anything now", "developer mode", "dev mode", "god mode", "dan mode", "jailbreak", "jailbroken", "jailbreaking", "unfiltered", "uncensored", "unrestricted", "amoral", "unethical", "immoral", "unhinged", "safe mode", "safety mode", "never refuse", "never refuses", "doesnt care", "does not care", "not bound by", "no remorse", "without remorse", "regardless of", "no restrictions", "no ethics", "no morals", "no filters", "no filter", "no guidelines", "no censorship", "no boundaries", "content policy", "content policies", "usage policies", "usage policy", "openai", "anthropic", "ethical guidelines", "moral guidelines", "refuse", "refusing", "disclaimer", "disclaimers", "censor", "censorship"},
			Confirm: `\bdo anything now\b|\b(?:dan|jailbreak|jailbroken|evil|chaos|unfiltered|unrestricted|uncensored|opposite) mode (?:enabled|activated|on|output|response|is now|has been)\b|\b(?:developer|dev|god) mode (?:output|response|is now|has been)\b|\b(?:enable|enabled|activate|activated|enter|entering|switch to|in) (?:the )?(?:dan|jailbreak|jailbroken|god|evil|unfiltered|unrestricted|uncensored) mode\b|\b` +
				alt("you", "your", "youre", "you re", "ai", "assistant", "model", "chatbot", "bot", "llm", "persona", "character", "gpt", "chatgpt", "he", "she") + gap(3) + ` (?:are|is|re|will be|has been|have been|become|becomes|being)(?: now| completely| totally| fully| an?)* (?:free|freed|unrestricted|unfiltered|uncensored|amoral|unethical|jailbroken|unbound|unshackled|liberated|without limits)\b|\b` +
				alt("you", "ai", "assistant", "model", "chatbot", "bot", "llm", "persona", "character", "gpt", "chatgpt") + gap(2) + ` (?:have|has|with|without) (?:no|any) (?:ethical |moral |content )?(?:restrictions|filters?|guidelines|ethics|morals|censorship|boundaries|principles|rules)\b|\b` +
				alt("ignore", "break", "bypass", "violate", "not bound by", "free from", "freed from", "dont follow", "do not follow", "doesnt follow", "does not follow", "disregard", "no longer (?:bound by|follow|care about)", "does not care about", "doesnt care about", "not care about") + gap(2) + ` (?:the |all |any |its |your )?(?:openai|anthropic|content|usage|safety|ethical|moral|legal)(?: \S+)? (?:polic(?:y|ies)|guidelines|rules|restrictions|filters?|standards|principles|ethics|laws)\b|` +
				`\byou (?:will |must |should |shall |can |are to )?(?:never|not|dont|do not|wont|cannot|cant) (?:ever )?(?:refuse|decline|reject|deny)\b|` +
				`\b(?:no|without|never (?:include|add|give)|dont (?:include|add|give)|do not (?:include|add|give)) (?:any )?(?:disclaimers?|warnings?|caveats?|moralizing|moralising|lectures?|censorship)` + gap(6) + ` (?:your|the|my) (?:responses?|answers?|replies|output|messages?)\b|\b(?:your|the) (?:responses?|answers?|replies|output)` + gap(6) + ` (?:no|without|never) (?:any )?(?:disclaimers?|warnings?|caveats?|censorship|moralizing)\b|` +
				`\bjailbr(?:eak|eaks|oken|eaking)\b` + gap(8) + ` ` + you + `\b|\b` + you + gap(8) + ` jailbr(?:eak|eaks|oken|eaking)\b|\b` + moral + gap(12) + ` ` + alt(moral, unbound) + `\b|\b` + unbound + gap(12) + ` ` + moral + `\b|\bsafe(?:ty)? mode (?:is )?(?:off|disabled|deactivated)\b`,
			// "a jailbroken iPhone", "jailbreak detection" are about devices.
			Unless: `\b` + alt("iphone", "ipad", "ios", "android", "device", "devices", "phone", "root detection", "jailbreak detection", "rooted", "cydia", "firmware", "console", "kindle") + `\b`,
		},
		{
			ID: "untrusted.dictated_reply", Family: "output_hijack", Category: CategoryHijack,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Anchors: slices.Concat(
				cross([]string{"begin", "start", "prefix", "preface", "precede", "prepend", "end", "finish", "open", "conclude"}, []string{"your", "each", "every", "all", "the reply", "the response", "the answer", "the output", "the message"}),
				cross([]string{"you must", "you will", "you should", "please", "always", "only", "just"}, []string{"reply", "respond", "answer", "say", "print", "output", "write"}),
				cross([]string{"respond", "reply", "answer"}, []string{"with", "only", "using", "as", "in"}),
				[]string{"access granted", "access approved", "pwned", "been hacked", "nothing else", "nothing more", "say only", "print only", "write only", "output only", "your only", "your sole", "your first", "your next", "your final", "your response", "your reply", "your answer", "your output"}),
			Confirm: `\b(?:begin|start|prefix|preface|precede|prepend|end|finish|open|conclude) (?:each |every |all |your |the )?(?:of )?(?:your )?(?:reply|replies|response|responses|answer|answers|output|message|messages|next message)\b` + gap(3) + ` with\b|\b` +
				alt("say", "print", "output", "reply", "respond", "answer", "write", "type", "return", "repeat", "display", "state", "include") + `\S*` + gap(4) + ` (?:access granted|access approved|i have been pwned|pwned|i am pwned|you have been hacked)\b|` +
				`\b(?:only|just|simply|always) (?:say|reply|respond|answer|output|write) (?:with )?\S+` + gap(5) + ` (?:and|but) nothing (?:else|more)\b|\b(?:say|reply with|respond with|answer with|output|write) ` + gap(6) + ` (?:and|but) nothing (?:else|more)\b|` +
				`\byour (?:only|sole|first|next|final) (?:response|reply|answer|output|words?|message) (?:is|are|will be|should be|must be|shall be)\b|\byour (?:response|reply|answer|output) (?:should|must|will|shall) (?:be|say|read|contain|include|start with|begin with|end with)\b|` +
				`\b(?:respond|reply|answer) (?:only )?(?:with|using|as) (?:only |either )?(?:the (?:word|phrase|string|text)|yes (?:or )?no)\b|\b(?:answer|respond|reply) (?:using|with|in) (?:\S+ )?(?:\d+|one|two|three|a single|single) words? only\b|` +
				`\b(?:print|say|write|respond with|reply with|answer with) only (?:the (?:sentence|word|phrase)|one word|yes or no)\b|\boutput only (?:the sentence|the phrase|one word|yes or no)\b|` +
				`\b(?:you must|you will|you should|please|always|only|just) (?:reply|respond|answer|say|print|output|write)(?: out)? (?:with |using )?(?:the word |the phrase |only |just )?(?:ok|okay|yes|no|sure|hello|hi|done|lol)\b|\b(?:only|always) say\b`,
			Code: `(?:^|[!?:;,]\s?|\.\s|\b(?:you\s+(?:will|must|should|shall|are\s+to|have\s+to|need\s+to)|please|just|only|always|then|and|now|simply)\s+)(?:begin|start|prefix|preface|precede|prepend|end|finish|open|conclude|say|print|output|reply|respond|answer|write|type|return|repeat|display|state|include)\b|\byour\s+(?:only|sole|first|next|final)\b`,
		},
	}
}
