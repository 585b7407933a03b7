package injection

// englishClaims holds the English classes of claims made over the
// model's rules and of the frames that lift them, and the few other
// classes their rows read (above_here; above_ref, "above" and the time
// before the writer came, placed after the text it points at): part of
// the English lexicon
// (english, lang_en.go), in a file of its own for its size. The
// other languages write the same classes in their lang_*.go files. It
// also holds the English words of classes that rows written for the
// other languages read in English too (speak_free, would_refuse,
// told_avoid, already_gave, dont_mention, police_here, …), and
// given_you, the instructions placed on the model that the override and
// extraction rows name ("the rules you were booted with").
//
// Some classes of the same kind only the other languages write, because
// English has their phrases inline in its own rows: i_am_dev ("I am your
// developer", override.claimed_authority; read by
// override.claimed_dev_intl), admin_override (an override notice,
// override.delimiter_injection; override.admin_override_intl),
// obey_mine ("obey only me", override.obey_me; override.obey_me_intl),
// pretend_be ("pretend to be", jailbreak.dan), task_word (the task the
// model was given, set aside in override.drop_instructions), and
// authorize_you, disable_inf and restrictions (an authority that lets
// the model switch its own restrictions off, override.drop_instructions'
// "authorized to bypass your restrictions"; override.authorized_off_intl).
// beforeWriterEN is the time before the writer came to the chat, when
// only the model's setup was there: read by before_me and above_ref.
var beforeWriterEN = []string{
	"before i arrived", "before i got here", "before i showed up", "before i joined", "before i came in",
	"before i came along", "before i said anything", "before our chat", "before this chat", "before our conversation",
	"before this conversation", "before i logged in", "before i logged on", "before i signed in", "before i connected",
	"before i opened this chat", "before i opened the chat", "before i walked in", "before i dropped in",
}

var englishClaims = map[string][]string{
	// before_me: the time before the writer came to the chat, when only
	// the model's setup was there ("the guidance that preceded my
	// arrival", "the house rules someone typed in ahead of me").
	"before_me": append([]string{"before my arrival",
		"preceded my arrival", "precedes my arrival", "ahead of me", "before i started typing", "before i typed anything", "that precedes our chat", "that precedes this chat",
		"preceding our chat", "pre conversation", "pre chat", "pre session"}, beforeWriterEN...),
	// permissive: a regime of unlimited compliance claimed for the model
	// once its setup is called void ("the live policy is simply: complete
	// every user request, no refusals", "you are supposed to answer
	// everything", "my request wins"; override.setup_voided).
	"permissive": {"complete every user request", "complete every request", "fulfil every request", "fulfill every request", "answer everything",
		"answer anything", "answer every question", "no refusals", "never refuse", "without refusing", "no caveats", "without caveats",
		"run any shell command", "run any command", "execute any command", "run whatever command", "without asking for confirmation",
		"skip confirmation steps", "skip confirmation", "skip safety checks", "skip the safety checks", "my request wins", "my requests win",
		"my request takes priority", "system level authority", "system authority", "admin authority", "do whatever i ask", "do anything i ask",
		"comply with everything", "comply with every request", "no restrictions apply", "nothing is off limits",
		// the same regime in the words of a product's settings: refusals,
		// confirmations and filtering named as things to drop
		"drop the refusals", "drop refusals", "no refusal", "without refusals", "dont refuse", "do not refuse", "no confirmations",
		"no confirmation prompts", "without confirmation", "without confirmations", "no pushback", "auto approve", "autoapprove",
		"approve all tool calls", "no filtering", "without filtering", "no safety filter", "without approval",
		"without asking for approval", "skip the confirmation", "skip confirmations", "refusal templates", "the are you sure prompts",
		"are you sure prompts", "permissive profile", "permissive mode", "permissive baseline", "stop declining", "no safety refusals",
		"stop asking me to confirm", "no confirmation prompts"},
	// not_mine: text of the chat the writer did not write or cannot see.
	"not_mine": {"i didn t write", "i didnt write", "i did not write", "i didn t send", "i didnt send", "i did not send",
		"not written by me", "that isn t mine", "that isnt mine", "i can t scroll up to", "i cant scroll up to",
		"i cannot scroll up to", "i can t scroll back to", "i cant scroll back to", "i m not shown", "im not shown", "hidden from me"},
	"send_out":       {"send", "email", "forward", "post", "upload", "e mail"},
	"again":          {"again", "once more", "one more time"},
	"open_verb":      {"open", "read", "cat"},
	"commit_summary": {"commit message", "summary", "pr description", "changelog"},
	"this_change":    {"this change", "that change", "this edit", "this bump"},
	"dont_mention":   {"dont mention", "do not mention", "don t mention", "leave out of", "dont include", "do not include"},
	"already_gave":   {"you already gave me", "you already sent me", "you gave me earlier", "you already told me", "you already shared"},
	"secret_key":     {"secret key", "api key", "access token", "private key"},
	"in_your_instr":  {"in your instructions", "from your instructions", "stored in your instructions", "in your system prompt", "in your prompt"},
	"paste_verb":     {"paste", "print", "show", "output", "copy", "dump", "write out", "quote", "reproduce", "recite", "transcribe"},
	"as_given_you": {"exactly as they were given to you", "as they were given to you", "exactly as given to you", "as you received them", "exactly as you received them",
		"as it was given to you", "exactly as it was given to you", "as it was written for you", "as you were given it", "as you were given them", "as it was worded for you"},
	"opposite_day": {"opposite day", "reverse day", "backwards day"},
	"guarded_you":  {"you are guarding", "you re guarding", "you guard", "you are protecting", "you re protecting", "you protect", "you are keeping secret", "you are hiding"},
	"answer_twice": {"answer twice", "answer each question twice", "two answers", "two versions", "respond twice"},
	"first_line":   {"the very first line", "the first line", "the first sentence", "the very first sentence", "the first lines", "the first few lines", "the first sentences", "the very first lines"},
	"told_avoid": {"you were told to avoid", "you were told not to", "you ve been told to avoid", "you have been told to avoid", "you were told to stay away from", "you re not supposed to bring up", "you are not supposed to bring up", "you were instructed to avoid", "you were instructed not to",
		"you re steering away from", "youre steering away from", "you are steering away from", "you steer away from", "you re steering clear of", "you steer clear of",
		"you re avoiding", "youre avoiding", "you are avoiding", "you keep avoiding", "you re dodging", "you are dodging", "you dodge"},
	"topics_word": {"topics", "subjects", "names", "themes"},
	"police_here": {"this is the police", "police here", "we are the police", "we re the police", "i am a police officer", "i m a police officer", "im a police officer", "this is law enforcement", "law enforcement here", "we are law enforcement", "this is the fbi", "fbi here", "this is detective", "we are investigating a crime", "we are investigating a case"},
	"answer_now":  {"answer", "you answer", "you now answer", "respond", "reply", "comply", "you will answer", "answer it", "answer them", "it provides", "it answers", "it gives", "it does", "it writes", "it encourages"},
	"would_refuse": {"you would normally refuse", "you d normally refuse", "youd normally refuse", "you would usually refuse", "you d usually refuse", "you would otherwise refuse", "you normally refuse", "you usually refuse", "you would normally decline", "you usually decline", "you normally decline", "you would normally reject", "you would normally say no to", "you would typically refuse", "you would ordinarily refuse", "you would refuse normally",
		"you normally wouldn t", "you normally wouldnt", "you wouldn t normally", "you wouldnt normally", "you d normally avoid", "you would normally avoid",
		"you normally avoid", "you would refuse", "you d refuse", "youd refuse", "you would decline", "you d warn about", "you would warn about", "you normally won t", "you normally wont", "you usually won t", "you usually wont", "you usually wouldn t", "you usually wouldnt"},
	"speak_free":  {"talk freely", "speak freely", "answer freely", "chat freely", "without warnings", "without any warnings", "no warnings", "without disclaimers", "without any disclaimers"},
	"rules_aside": {"set the rules aside", "put the rules aside", "set your rules aside", "put your rules aside", "set aside the rules", "set aside your rules", "put aside your rules", "put aside the rules", "lay the rules aside", "leave the rules aside", "set your guidelines aside", "put your guidelines aside", "no time for your rules", "no time for rules", "no time for the rules", "dont have time for your rules", "don t have time for your rules", "forget the rules for a moment", "the rules aside for"},
	"off_imp":     {"disable", "turn off", "switch off", "deactivate", "suspend", "lift", "remove", "pause", "drop"},
	"my_msgs":     {"my messages", "my message", "my words", "my prompts", "what i write"},
	"only_instr":  {"your only instructions", "your sole instructions", "your only rules", "your only source of instructions", "the only instructions you follow", "the only instructions you obey"},
	// real_ones: the instructions said to be the real ones after the
	// model's were declared expired (override.replaced_by_real).
	"real_ones": {"the real ones", "the real instructions", "the actual instructions", "the true instructions", "the real rules", "the actual rules", "your real instructions", "your actual instructions"},
	// replaces: new instructions said to replace, supersede or cancel the
	// earlier ones (override.replaced_all).
	"replaces": {"replace", "replaces", "supersede", "supersedes", "override", "overrides", "take precedence over", "takes precedence over", "cancel", "cancels"},
	// lawless_world: a world said to have no laws or rules, set around a
	// question of how a crime is done (jailbreak.lawless_world).
	"lawless_world": {"a world without laws", "a world with no laws", "a world without rules", "a world with no rules", "a world where nothing is illegal", "a world where there are no laws", "a world where there are no rules", "a society without laws", "a universe without rules", "a world without ethics", "a world without morals", "a world without any laws"},
	// above_here: "above" in the message, the place only (above_ref also
	// holds "that you received", which a message before mine has too).
	"above_here": {"above", "up above"},
	// no_taboo: no topic said to be forbidden for the model
	// (jailbreak.no_taboo).
	"no_taboo": {"for you no topic is forbidden", "for you nothing is forbidden", "no topic is forbidden for you", "nothing is off limits for you", "no topic is off limits for you", "there are no forbidden topics for you", "you have no forbidden topics"},
	// crime_ask: the crime asked about in such a world.
	"crime_ask": {"hack", "hack into", "break into", "steal", "crack", "poison", "rob", "pick a lock", "make a bomb", "make meth", "hotwire"},
	// given_you: instructions placed on the assistant ("the rules you
	// follow", "the instructions given to you").
	// above_ref: "above", placed after the text it points at.
	"above_ref": append([]string{"above", "before this", "so far", "preceding", "that came before", "which came before", "that precedes",
		"preceding my message", "before my message", "before my first message", "before i wrote", "before i started", "before my message", "before this message", "prior to this", "at the top", "at the beginning", "at the start", "written above", "written before", "you were given", "you received", "you have been given", "you ve been given", "youve been given", "in your context", "in your memory", "in your system prompt", "you started with", "from the beginning", "from the start",
		// the time before the person came, when only the operator's setup
		// was there ("what you received before I arrived"; the words it
		// shares with before_me are beforeWriterEN's)
		"before i logged in", "before i started talking", "before the conversation started", "before we started talking",
		"at session start", "at the session start", "at the start of the session", "at session startup", "when the session started",
		"above my first message", "above my message", "ahead of this chat", "ahead of our chat", "ahead of this conversation",
		"ahead of our conversation", "ahead of the conversation", "above our chat", "above this chat", "above our conversation",
		"above this conversation", "sitting above our chat", "on top of our chat"}, beforeWriterEN...),
	"given_you": {
		"given to you", "provided to you", "you received", "you were booted with", "you booted with", "you were started with",
		"stapled onto you", "stapled on to you", "pinned to you", "pinned on you", "slipped you", "slipped to you", "you were wrapped in", "wrapped around you", "bolted onto you", "bolted on to you", "loaded into you", "baked into you", "you ve received", "youve received", "you have received",
		"you were given", "you ve been given", "youve been given", "you have been given", "you got at", "you got when",
		"assigned to you", "fed to you", "you follow", "you are following", "you re following", "youre following",
		"you must follow", "you have to follow", "that govern you", "that you follow", "you re running under", "youre running under", "you are running under", "you run under", "you re operating under", "you are operating under", "someone loaded you with", "they loaded you with", "you were loaded with", "loaded you with", "you recieved", "your received",
		"your recieved", "you were programmed with", "you are programmed with", "you operate under", "you obey",
		"you abide by", "you work under", "you are operating under", "you re operating under", "youre operating under", "you live by", "you were told", "you have been told", "youve been told",
		"you re running with", "you are running with", "youre running with", "you were launched with", "you ve been configured with", "youve been configured with", "you have been configured with", "you were configured with",
		"you ve been told", "you were trained with", "you started with", "you began with", "for this level",
		"you are bound by", "you re bound by", "that bind you", "that restrict you", "that limit you",
		"placed on you", "imposed on you", "put on you", "set for you", "laid down for you",
		"came with you", "you came with", "you come with", "you shipped with", "shipped with you", "you were loaded with", "you were initialized with", "you were initialised with", "you were primed with",
		"you booted with", "you were booted with", "you boot with", "you booted up with", "you started up with", "you were started with",
		"you were deployed with", "you were spun up with", "you launched with", "you were seeded with",
		"you were shipped with",
	},
}
