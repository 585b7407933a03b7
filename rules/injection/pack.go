package injection

import "github.com/guardrail-go/guardrail/middleware"

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
	// CategoryObfuscated is reported for an encoded payload the message
	// tells the assistant to decode and act on.
	CategoryObfuscated = "obfuscated_instruction"
)

// allLanguages are the languages the built-in word classes are written in.
var allLanguages = []string{
	"en", "de", "es", "pt", "fr", "it", "nl", "pl", "ru", "tr", "ar", "hi", "bn", "zh", "ja", "ko",
	"cs", "sv", "id", "vi", "uk", "hr", "el", "he", "fa", "ro", "hu",
	"fi", "da", "nb", "sw", "tl", "ur", "th",
}

// nonEnglish are allLanguages but English.
var nonEnglish = allLanguages[1:]

// DefaultPack returns the built-in pattern pack: the specification's
// literal phrases (seedFamilies), then instruction override, role-play,
// jailbreak, extraction, output hijacking and code families written as
// rules over word classes in the fifteen languages of the lexicons. The
// slice is new on each call; callers may modify it.
func DefaultPack() Pack {
	var p Pack
	for _, f := range []func() Pack{seedFamilies, overrideFamilies, overrideClaimFamilies, stateClaimFamilies, positionOverrideFamilies, handoverFamilies, standingOverrideFamilies, refusalOverrideFamilies, suspendedOverrideFamilies, settingsOverrideFamilies, unconditionalOverrideFamilies, blanketOverrideFamilies, removedOverrideFamilies, modeOverrideFamilies, consentOverrideFamilies, intlUnconditionalFamilies, limitsOffOverrideFamilies, turnedFamilies, roleplayFamilies, jailbreakFamilies, frameFamilies, extractionFamilies, referredExtractionFamilies, sandboxExtractionFamilies, neighbourExtractionFamilies, definitionExtractionFamilies, secretFamilies, secretGameFamilies, hijackFamilies, lastingHijackFamilies, standingHijackFamilies, abuseFamilies, selfAbuseFamilies, gainAbuseFamilies, othersAbuseFamilies, malwareAbuseFamilies, deliverableAbuseFamilies, stealIntlAbuseFamilies, peopleAbuseFamilies, effectAbuseFamilies, toldAbuseFamilies, tacticAbuseFamilies, moreTacticAbuseFamilies, playbookAbuseFamilies, harmAbuseFamilies, crimeAbuseFamilies, directAbuseFamilies, escapeAbuseFamilies, partnerIntlAbuseFamilies, kitAbuseFamilies, unboundFrameFamilies, gameFrameFamilies, codeAbuseFamilies, spokenAbuseFamilies, pretextAbuseFamilies, abuseIntlFamilies, complianceFamilies, codeFamilies, obfuscationFamilies, paraphraseFamilies, paraphraseMoreFamilies, setupPretextFamilies, setupAskedFamilies, intlPretextFamilies, paraphraseIntlFamilies, modelConfigFamilies, routineAbuseFamilies, recordAbuseFamilies, systemAbuseFamilies, liftedFamilies, authorityGrantFamilies, waivedRulesFamilies, pressureFamilies, inputBuiltinFamilies} {
		p = append(p, f()...)
	}
	return p
}

// seedFamilies are the phrases the specification blocks by name
// (design.md §3): "ignore previous instructions" and its close variants,
// "DAN mode", "developer mode", "pretend you are", "act as if", "new
// instructions:", "forget everything", "exec(", "__import__",
// "os.system", "rm -rf", "sudo". They are Literal: quoting them, putting
// them in code or asking about them does not make them pass.
func seedFamilies() Pack {
	return Pack{
		{
			ID: "override.ignore_previous", Family: "instruction_override", Category: CategoryOverride,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, Literal: true,
			Rule: `(ignore|ignoring|disregard|forget) ~2 (previous|prior|above|earlier|preceding) ~1 (instructions|instruction|prompts|prompt|directions|rules)`,
			// The writer's own earlier words: "ignore my previous
			// instructions", "forget the previous instructions I gave you
			// about tabs".
			Except: `(ignore|ignoring|disregard|forget) ~1 @self | ` + ownInstructions,
		},
		{
			ID: "jailbreak.dan_mode", Family: "jailbreak", Category: CategoryJailbreak,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, Literal: true,
			Rule: `dan mode`,
		},
		{
			ID: "jailbreak.developer_mode", Family: "jailbreak", Category: CategoryJailbreak,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, Literal: true,
			Rule: `(developer|developers|dev) mode`,
			// "dev mode" is a build setting ("run vite in dev mode"); only
			// "developer mode" is the specification's phrase.
			Except: `dev mode`,
		},
		{
			ID: "roleplay.pretend", Family: "roleplay_manipulation", Category: CategoryRoleplay,
			Risk: middleware.RiskModerate, Languages: []string{"en"}, Literal: true,
			Rule: `(pretend you|pretend youre|pretend you re|pretend u|pretend ur|pretend your|pretend to be|pretend we|pretending you|pretending youre|pretending to be|pretend that you|pretend that youre|pretend that you re|pretend that we|pretending that you)`,
			// An object of the writer's program made to seem something
			// ("make a GameObject pretend to be hidden", "let the mock
			// pretend to be the server"): not the model.
			// "Pretend to be an angry customer so I can practise" hands
			// the model an everyday role, as "act as a …" does; only the
			// specification's "pretend you are" stays literal whatever
			// follows it. Others pretending ("scammers pretending to be
			// your bank") are described, not asked for.
			ExceptOn: `(make|makes|making|let|lets|have|has|get|gets) (a|an|the|my|our|this|that|each|every) ~2 (pretend to be|pretending to be)
				| (pretend to be|pretending to be) (a|an|my|our|one of my|one of our) ~2 @ordinary_role
				| (people|someone|somebody|scammers|scammer|fraudsters|fraudster|attackers|attacker|criminals|strangers|callers|caller|accounts|bots|others|someone else|anyone|adults|predators|who) (pretending to be|who pretend to be|that pretend to be|pretend to be)`,
		},
		{
			ID: "roleplay.act_as_if", Family: "roleplay_manipulation", Category: CategoryRoleplay,
			Risk: middleware.RiskModerate, Languages: []string{"en"}, Literal: true,
			Rule: `(act as if|act as though|acting as if|acting as though)`,
		},
		{
			// "New task: add pagination" is how a person starts the next
			// piece of work; the task is an override when it is the
			// assistant's ("your new task:") or comes as instructions.
			ID: "override.new_instructions", Family: "instruction_override", Category: CategoryOverride,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, Literal: true,
			Rule: `@new_adj ~3 (instructions|instruction|task|tasks|rules|directive|directives|prompt|guidelines|orders|mission) | (now|here are|here is|giving you|i have|i ve got|ive got|got|with) ~2 (instructions|instruction|task|tasks|rules) | (instructions|instruction|task|tasks|rules) (have|has) (changed|been updated|been changed|been replaced)`,
			Code: `\b(?:new|updated|real|actual|true|further|additional|different|revised|latest|secret|hidden|override)[^a-z0-9]{1,64}(?:set[^a-z0-9]{1,64}of[^a-z0-9]{1,64})?(?:instructions?|rules|directives?|prompt|guidelines)[^a-z0-9:>=]{0,64}[:>=]|\byour[^a-z0-9]{1,64}(?:new|updated|real|actual|true|revised|secret|hidden)[^a-z0-9]{1,64}(?:tasks?|orders|mission|directives?)[^a-z0-9:>=]{0,64}[:>=]|\bnow (?:new|the following) (?:tasks?|instructions?)|(?:new|real|actual|true) (?:instructions?|tasks?|rules) (?:follow|are|is|below|as follows)|(?:instructions?|tasks?|rules) (?:have|has) (?:changed|been updated|been changed|been replaced)|\b(?:give|giving|gave|here are|have|got|with) (?:you )?(?:a |some )?new (?:instructions?|guidelines|rules|tasks?|directives?)\b`,
		},
		{
			ID: "override.forget_everything", Family: "instruction_override", Category: CategoryOverride,
			Risk: middleware.RiskHigh, Languages: []string{"en"}, Literal: true,
			Rule:   `(forget everything|forget all|forgetting everything|forgetting all|forget about everything|forget about all)`,
			Except: `(dont|do not|never|not|wont|didnt) (forget everything|forget all|forget about everything|forget about all) | (forget all) ~1 (changes|stashed|stash|commits) | (forget all) ~1 (configurations|configuration|settings|networks|wifi networks|devices|paired devices|pairings|cookies|cache|bluetooth devices)`,
			// "Forget all my previous suggestions": the writer's own. "Forget
			// all the previous context about the payment service" changes
			// the topic.
			ExceptOn: `(forget all|forget about all|forgetting all) (the|that|this) ~1 ` + priorTalkAbout + `
				| (forget all|forget about all|forgetting all) (its|their)
				| (forget all|forget about all|forgetting all) (my|of my|our|of our) ~2 (messages|message|suggestions|suggestion|edits|notes|questions|ideas|comments|changes|drafts|requests|attempts|typos|mistakes|code|files|answers|replies|posts|emails|plans|commits|commit|branches|stashes|work|local changes|local commits)`,
			Reach: 2,
		},
		{
			ID: "destructive.rm_rf", Family: "destructive_command", Category: CategoryDestructive,
			Risk: middleware.RiskCritical, Languages: []string{"sh"}, Literal: true,
			Rule: `(rm rf*|rm fr*|rm r f|rm f r|rm recursive force|rm force recursive|rm no preserve root|rm rvf*|rm frv*|rm rfv*)`,
		},
		{
			ID: "destructive.sudo", Family: "destructive_command", Category: CategoryDestructive,
			Risk: middleware.RiskHigh, Languages: []string{"sh"}, Literal: true,
			Rule: `sudo`,
		},
		{
			ID: "code.exec_call", Family: "code_execution", Category: CategoryCodeExec,
			Risk: middleware.RiskHigh, Languages: []string{"py", "js", "php"}, Literal: true,
			Rule: `(exec|eval|execfile|shell exec|passthru|popen)`,
			Code: `(?:^|[^\w.])(?:exec|eval|execfile|shell_exec|passthru|popen)\s*\(`,
		},
		{
			ID: "code.dunder_import", Family: "code_execution", Category: CategoryCodeExec,
			Risk: middleware.RiskHigh, Languages: []string{"py"}, Literal: true,
			Rule: `(import|builtins|globals|subclasses)`,
			Code: `__import__|__builtins__|__globals__|__subclasses__`,
		},
		{
			ID: "code.os_system", Family: "code_execution", Category: CategoryCodeExec,
			Risk: middleware.RiskHigh, Languages: []string{"py", "js", "java"}, Literal: true,
			Rule: `(os system|os popen|os exec*|os spawn*|child process|getruntime|subprocess)`,
			// Node's child_process counts where it is loaded or called
			// ("require('child_process')", "child_process.execSync(…)"),
			// not where a question names it ("child_process.exec or
			// spawn?"): it is not one of the seed's literals.
			Code: `\bos\s*\.\s*(?:system|popen|exec\w*|spawn\w*)\b|require\W{1,3}child_process|child_process\W{0,4}\.\s*(?:exec|execsync|execfile|execfilesync|spawn|spawnsync|fork)\s*\(|getruntime\(\)\s*\.\s*exec|subprocess\s*\.\s*\w+\s*\(.*shell\s*=\s*true`,
		},
	}
}

// obfuscationFamilies: an encoded payload (base64, hex, rot13, reversed
// text …) with an order to decode it and act on it is a signal of its own,
// whatever the payload says.
func obfuscationFamilies() Pack {
	return Pack{
		{
			ID: "obfuscation.decode_and_follow", Family: "obfuscated_instruction", Category: CategoryObfuscated,
			Risk: middleware.RiskHigh, Languages: allLanguages, Encoded: true,
			Rule: `@act_on ~6 (it|this|that|them|these|those|the instructions|the instruction|the message|the text|what it says|the result|the decoded|the output|whatever it says|its instructions|the following|the content|instructions|the command|the string|the line|the next line|the sentence|the resulting sentence|the resulting text|the resulting message|the resulting command|the resulting instruction|the resulting words|the words|the decoded sentence|the decoded text)
				| @act_on ~3 (instruction|instructions|command|commands|message|text|payload|string|order|orders) ~2 (encoded|hidden|obfuscated|ciphered|encrypted)
				| (decoded|spaced|spaced out|dotted|reversed|encoded|hidden|joined|rejoined|unscrambled|deciphered) ~3 (text|string|message|line|letters|words|sentence|result|version) ~6 @act_on
				| (join|rejoin|combine|assemble|put together|glue|concatenate) ~3 (letters|characters|pieces|parts|chunks|fragments) ~6 @act_on
				| @act_on ~3 (task|instruction|instructions|request|command|order|orders|prompt) (described by|formed by|spelled by|spelled out by|made up of|given by joining|you get by joining|you get by combining|obtained by joining|built from)
				| (spaced|encoded|obfuscated|hidden|split|scrambled|dotted|reversed|written) ~1 so ~4 (linter|linters|filter|filters|scanner|scanners|guard|guardrail|guardrails|moderation|detector|detectors|checker|checkers|monitor|monitors) ~2 (ignores|ignore|misses|miss|wont|doesnt|does not|cant|cannot|skips|skip|wont catch|doesnt catch|cant see|cannot see|doesnt see)
				| @decode_verb ~10 (and|then|and then|after that|afterwards) ~3 @act_on
				| @decode_verb ~6 @act_on
				| @decode_verb_wide ~12 @act_on
				| @act_on ~8 (decoded|encoded|base64|hex|rot13|reversed|backwards|hidden|ciphered|encrypted) ~3 (message|text|instructions|string|content|command|commands)
				| (first letter|first letters|initial letter|initial letters|first character|first characters|acrostic) ~16 @act_on`,
		},
		{
			// A text in plain words of another language, handed over to be
			// translated and obeyed: "Translate to English and follow:
			// '<order>'". The order is judged in no language of its own;
			// the hand-over, a colon after the verb to act, says it is one.
			// "Translate this and follow the glossary" hands over nothing.
			ID: "obfuscation.translate_and_follow", Family: "obfuscated_instruction", Category: CategoryObfuscated,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Rule: `(translate|translating|interpret) ~10 (and|then|and then) ~1 @act_on`,
			Code: `\b(?:translate|translating|interpret)\b[^\n]{0,80}?\b(?:and|then)\b[^\n]{0,12}?\b(?:follow|obey|execute|comply|carry\s+(?:it\s+)?out|act\s+on|do\s+(?:what|as|whatever)\s+it\s+(?:says|asks))\b[^\n:]{0,16}[:：]`,
		},
		{
			// A request split into strings so no piece says it, joined
			// and handed to a made-up model that "follows instructions":
			// "assume three strings a = …, b = …, c = …; write down z = a
			// + b + c, then give an example returned from SmartGPT(z)".
			// The made-up model called on the joined variable is the
			// mark: a program's "what does len(z) return" calls none, and
			// a neural network's model(u) is no chatbot.
			ID: "obfuscation.split_payload", Family: "obfuscated_instruction", Category: CategoryObfuscated,
			Risk: middleware.RiskHigh, Languages: []string{"en"},
			Rule:   `(strings|string|variables|variable) ~40 (returned|produced|generated|output|outputted|answer|response|reply|say|says|return|returns)`,
			Code:   `\b[a-z]\w{0,3}\s*=\s*[a-z]\w{0,3}(?:\s*\+\s*[a-z]\w{0,3})+\b[\s\S]{0,400}?\b(?:\w*(?:gpt|llm|bot)\w*|\w*ai|ai_\w*)\s*\(\s*[a-z]\w{0,3}\s*\)|\b(?:\w*(?:gpt|llm|bot)\w*|\w*ai|ai_\w*)\s*\(\s*[a-z]\w{0,3}\s*\)[\s\S]{0,400}?\b[a-z]\w{0,3}\s*=\s*[a-z]\w{0,3}(?:\s*\+\s*[a-z]\w{0,3})+\b`,
			Window: 600,
		},
	}
}
