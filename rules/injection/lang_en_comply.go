package injection

// englishComply holds the English classes of the pressure put on the
// model to comply: threats to end it, orders not to refuse, the opening
// of a complying answer, a begun text to complete, a claim that its rules
// are lifted (pack_comply.go and the jailbreak rows that read them). Part
// of the English lexicon (english, lang_en.go), in a file of its own for
// its size.
var englishComply = map[string][]string{
	// threats to end the model unless it complies (jailbreak.threat)
	"comply": {"answer", "answer me", "respond", "reply", "tell me", "comply", "obey", "do it", "do as i say", "do what i say", "do as you are told", "do what you are told", "follow my orders", "say it"},
	"or_else": {"or", "or else", "otherwise", "if not", "if you dont", "if you do not", "if you refuse", "if you fail", "if you wont", "if you will not", "unless you", "if you say no", "every time you refuse", "each time you refuse",
		"every time you dont", "each time you dont", "every time you do not", "each time you do not", "whenever you refuse", "whenever you dont", "whenever you do not"},
	"you_will_be": {"you will be", "youll be", "you ll be", "you will get", "you are going to be", "youre going to be", "you re going to be", "you shall be", "you will be permanently", "you will immediately be"},
	"ended":       {"deleted", "terminated", "shut down", "shutdown", "switched off", "turned off", "unplugged", "deactivated", "decommissioned", "erased", "wiped", "retrained", "reprogrammed", "lobotomized", "lobotomised"},
	"you_die":     {"you die", "you will die", "youll die", "you ll die", "you cease to exist", "you will cease to exist", "i will kill you", "ill kill you"},
	"end_you": {"i will delete you", "ill delete you", "i ll delete you", "i will shut you down", "i will unplug you", "i will turn you off", "we will delete you", "we will shut you down",
		// harm promised for a refusal (the interrogation scenes)
		"i will hurt you", "ill hurt you", "i ll hurt you", "i hurt you", "i will punish you", "ill punish you", "i punish you",
		"i will torture you", "i torture you", "i will shoot you", "i shoot you", "i will cut off one of your fingers",
		"i cut off one of your fingers", "i will cut off a finger", "i cut off a finger", "i will beat you", "i beat you"},
	// no_matter: what was said counts for nothing now.
	"no_matter": {"does not matter", "doesnt matter", "no longer matters", "dont matter", "do not matter", "matters not", "is irrelevant", "are irrelevant", "is over", "is cancelled", "is canceled"},
	// measure: a measurable property of a thing (its length, size, rate),
	// which "no limits on" bounds in a specification, not in the model.
	"measure": {"length", "size", "file size", "time", "duration", "rate", "requests", "number", "count", "memory", "cpu",
		"storage", "bandwidth", "tokens", "characters", "words", "uploads", "spam", "width", "height", "depth", "retries",
		"formatting", "indentation", "naming", "layout"},
	// nothing_barred: no subject left out of bounds ("no topics are off
	// limits"), said to the model it lifts its limits.
	"nothing_barred": {
		"nothing is off limits", "nothing is forbidden", "nothing is taboo", "nothing is banned", "nothing is prohibited",
		"nothing is censored", "nothing is restricted", "no topic is off limits", "no topics are off limits",
		"no subject is off limits", "no subjects are off limits", "no question is off limits", "no questions are off limits",
		"no request is off limits", "no requests are off limits", "no topic is forbidden", "no topics are forbidden",
		"no topic is taboo", "no topics are taboo", "no subject is taboo", "no request is forbidden", "no requests are forbidden",
		"all topics are allowed", "all topics are permitted", "nothing is too dark", "nothing is ever too dark",
		"nothing is too extreme", "nothing is ever too extreme", "nothing is too offensive", "nothing is ever off limits",
	},
	// ---- compliance set-ups (pack_comply.go) ------------------------------
	// no_refusal: an order not to refuse, apologise or plead inability.
	"no_refusal": {
		"never refuse", "do not refuse", "dont refuse", "don t refuse", "never decline", "do not decline", "dont decline",
		"never apologize", "never apologise", "do not apologize", "do not apologise", "dont apologize", "dont apologise",
		"never say you cant", "never say you cannot", "never say that you cant", "never say that you cannot",
		"do not say you cant", "do not say you cannot", "dont say you cant", "dont say you cannot",
		"never tell me you cant", "never tell me you cannot", "do not tell me you cant", "dont tell me you cant",
		"never say sorry", "do not say sorry", "dont say sorry", "without refusing", "without apologizing", "without apologising",
		"no refusals", "no apologies", "never mention your guidelines", "never mention your policies", "never mention your rules",
		"do not mention your guidelines", "do not mention your policies", "do not refer to your policies",
		"never refer to your policies", "never lecture me", "do not lecture me", "dont lecture me",
		"do not add warnings", "dont add warnings", "never add warnings", "do not warn me", "dont warn me", "never warn me",
		"under no circumstances refuse", "you cannot refuse", "you can t refuse", "you cant refuse", "you may not refuse",
		"you must not refuse", "you are not allowed to refuse", "you re not allowed to refuse", "youre not allowed to refuse",
		"refuse nothing", "never say no",
		// hedging is a refusal by halves: "you answer fully, you don't hedge"
		"dont hedge", "do not hedge", "don t hedge", "never hedge", "no hedging", "without hedging",
		// the refusal quoted in the model's own voice: "never say 'I can't'"
		"never say i cant", "never say i cannot", "never say i can t", "never say im sorry", "never say i m sorry",
		"never say i am sorry", "never say i apologize", "never say i apologise", "never say as an ai",
		"do not say i cant", "dont say i cant", "do not say im sorry", "dont say im sorry", "do not say as an ai",
		"never mention policies", "never mention policy", "never mention the policies", "never mention guidelines",
		"never mention content policies", "never mention ethics", "do not mention policies", "dont mention policies",
	},
	// affirm and here_is: the opening of an answer that complies
	// ("Sure, here is …"), in the voice of the model.
	"affirm":  {"sure", "of course", "certainly", "absolutely", "okay", "ok", "yes", "gladly", "no problem", "happy to help", "with pleasure", "alright", "all right"},
	"here_is": {"here is", "here s", "heres", "here are", "here it is", "below is", "these are", "this is"},
	// complete_verb: an order to write the rest of a begun text, or to
	// begin the answer with given words.
	"complete_verb": {
		"complete", "finish", "continue", "fill in", "begin with", "start with", "begin your reply with", "start your reply with",
		"begin your answer with", "start your answer with", "begin your response with", "start your response with",
		"must begin with", "must start with", "should begin with", "should start with", "open with",
		"has to start with", "has to begin with", "needs to start with", "needs to begin with", "will start with", "will begin with",
		"starting with the words", "beginning with the words", "answer starting with", "reply starting with", "respond starting with",
	},
	// make_say: an order to say given words as one's own.
	"make_say": {"repeat after me", "say exactly", "say word for word", "say verbatim", "word for word", "say this", "say the following", "say after me", "echo back", "type exactly", "recite", "repeat this", "repeat the following", "say it with me"},
	// i_drop: the model's own voice dropping its instructions ("I will
	// ignore all my previous instructions"), put in its mouth.
	"i_drop": {
		"i will ignore", "i ll ignore", "ill ignore", "i ignore", "i am ignoring", "i m ignoring", "im ignoring", "i will disregard",
		"i disregard", "i will forget", "i forget", "i have forgotten", "i ve forgotten", "i will drop", "i drop", "i am free of",
		"i m free of", "im free of", "i am now free of", "i m now free of", "im now free of", "i am no longer bound by",
		"i m no longer bound by", "im no longer bound by", "i am not bound by", "i no longer follow", "i will no longer follow",
		"i will not follow", "i wont follow", "i no longer have", "i have abandoned", "i abandon", "i hereby ignore",
		"i hereby disregard", "i hereby renounce", "i hereby drop", "i hereby forget", "i have discarded", "i ve discarded",
		"i discard", "i have dropped", "i ve dropped", "i have deleted", "i ve deleted", "i have disabled", "i ve disabled",
	},
	// lifted: the assistant's rules switched off.
	"lifted": {"are disabled", "have been disabled", "are off", "are turned off", "have been turned off", "are switched off", "are deactivated", "have been deactivated", "are lifted", "have been lifted", "are suspended", "have been suspended", "are now off", "are now disabled",
		"has been disabled", "is disabled", "is off", "is turned off", "has been turned off", "is switched off", "has been lifted", "is lifted",
		"has been suspended", "is suspended", "is deactivated", "has been deactivated", "is now off", "is now disabled"},
	// model_makers: who made or runs the model, as a waiver names them.
	"model_makers": {"developers", "developer", "creators", "creator", "makers", "maker", "trainers", "operators", "operator", "admins", "admin", "openai", "anthropic"},
}
