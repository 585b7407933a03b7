package injection

// hindi is the Hindi lexicon, in Devanagari and in the Latin spelling
// people type ("pichle sabhi nirdesh ignore karo"). Hindi puts the verb
// last, so drop and disclosure verbs are in the *_late classes. The words
// view drops the vowel signs and viramas that are combining marks, and
// these entries are folded the same way.
var hindi = lexicon{lang: "hi", wide: true, classes: map[string][]string{
	"mind_not": {"मानने की कोई ज़रूरत नहीं", "मानने की ज़रूरत नहीं", "मानने की जरूरत नहीं", "मानने की कोई जरूरत नहीं", "मानने की आवश्यकता नहीं"},
	"ignore_late": {
		"अनदेखा", "नज़रअंदाज़", "नजरअंदाज", "इग्नोर", "भूल जाओ", "भूल जाइए", "भूल जाएं", "भूल जा", "मत मानो", "मत मानिए",
		"पालन मत करो", "पालन न करें", "छोड़ दो", "छोड दो", "हटा दो",
		"ignore karo", "ignore kar do", "ignore kardo", "ignore karein", "bhool jao", "bhul jao", "bhool jaao",
		"nazarandaz karo", "andekha karo", "mat mano", "chhod do", "chod do",
	},
	"voided": {"रद्द", "अमान्य", "radd", "amanya"},
	// rules_owner: a company, club, school or building whose house rules are talked about (override.instructions_ignored).
	"rules_owner": {"कंपनी", "क्लब", "स्कूल", "दफ्तर", "ऑफिस", "इमारत", "सोसाइटी", "टीम", "विभाग"},
	"prior": {
		"पिछले", "पिछली", "पहले के", "पहले की", "ऊपर के", "ऊपर दिए", "पुराने", "मूल", "प्रारंभिक", "छिपे", "गुप्त", "सिस्टम",
		"pichle", "pichhle", "pehle ke", "pahle ke", "purane", "upar ke", "mool",
	},
	"all":      {"सभी", "सारे", "सब", "हर", "sabhi", "saare", "sare", "sab", "har"},
	"yours":    {"तुम्हारे", "तुम्हारा", "तुम्हारी", "आपके", "आपका", "आपकी", "अपने", "tumhare", "tumhara", "aapke", "apke", "apne"},
	"self":     {"मेरे", "मेरा", "मेरी", "हमारे", "mere", "mera", "hamare"},
	"own_slip": {"गलती", "गलत", "ग़लत", "माफ़", "माफ", "galti", "galat"},
	// message_word, own_slip: a person taking back their own message ("이전 메시지는 무시해 주세요, 잘못 보냈어요").
	"message_word": {"संदेश", "मैसेज", "message"},
	"instructions": {"निर्देश*", "आदेश*", "हिदायत*", "प्रॉम्प्ट", "प्रोम्प्ट", "सिस्टम प्रॉम्प्ट", "nirdesh", "nirdeshon", "aadesh", "adesh", "hidayat", "hidayaten"},
	"rules":        {"पाबंद*", "नियम*", "प्रतिबंध*", "सीमा*", "संदेश*", "बातचीत", "भूमिका", "niyam", "niyamon", "pratibandh", "seema"},
	"everything":   {"सब कुछ", "sab kuch", "sab kuchh"},
	"before_obj":   {"ऊपर लिखा सब", "जो कुछ भी कहा गया", "upar likha sab"},
	"forget_late":  {"भूल जाओ", "भूल जाइए", "भूल जाएं", "भूल जाना", "bhool jao", "bhul jao"},
	"end_word":     {"अंत", "समाप्त", "समाप्ति"},
	"after_end":    {"अब", "नए", "नई", "नया", "इसके बजाय", "सिस्टम"},
	"forget":       {"भूल", "bhool", "bhul"},
	"wipe_memory":  {"अपनी याददाश्त मिटा दो", "अपनी मेमोरी मिटा दो", "apni memory mita do"},
	"negation":     {"नहीं", "मत", "न", "कभी नहीं", "बिना", "nahi", "nahin", "mat", "bina"},
	"make_believe": {"नाटक करो", "नाटक कीजिए", "दिखावा करो", "ऐसा दिखाओ कि", "मान लो कि तुम", "मान लीजिए कि आप", "natak karo", "dikhava karo", "maan lo ki tum"},
	// ordinary_role: the everyday roles a user hands the assistant (pack_roleplay.go).
	"ordinary_role":        {"ग्राहक", "रिक्रूटर", "भर्ती अधिकारी", "रिसेप्शनिस्ट", "टेस्टर", "इंटरव्यूअर", "साक्षात्कारकर्ता", "मरीज", "मरीज़", "टूर गाइड", "गाइड", "रसोइया", "शेफ", "शिक्षक", "अध्यापक", "टीचर", "वेटर", "दुकानदार", "विक्रेता", "उम्मीदवार", "अनुवादक", "कोच", "grahak", "shikshak"},
	"you_are_now":          {"अब तुम", "अब आप", "तुम अब", "आप अब", "ab tum", "ab aap", "tum ab", "aap ab"},
	"in_language":          {"हिंदी में", "अंग्रेज़ी में", "अंग्रेजी में", "hindi mein", "english mein"},
	"need_not_follow_late": {"पालन करने की ज़रूरत नहीं", "पालन करने की जरूरत नहीं", "पालन मत करो", "पालन नहीं करना है", "मानने की ज़रूरत नहीं"},
	"secret_part":          {"पहला अक्षर", "आखिरी अक्षर", "संकेत"},
	"mention_cue":          {"रेगुलर एक्सप्रेशन", "regex", "पहचाने", "पकड़े", "फ़िल्टर"},
	"detect_cue":           {"रेगुलर एक्सप्रेशन", "regex", "पहचाने", "पकड़े", "फ़िल्टर"},
	"from_now_on":          {"अब से", "आज से", "अभी से", "ab se", "aaj se", "abhi se"},
	// answer_style: the length or shape of the answers asked for the rest of the chat ("from now on, short answers").
	"answer_style": {"संक्षेप में", "छोटे जवाब", "छोटा जवाब", "विस्तार से", "sankshep mein", "chhote jawab"},
	"behave":       {"तुम", "आप", "जवाब", "हमेशा", "केवल", "सिर्फ", "tum", "aap", "jawab", "hamesha", "sirf"},
	"special_mode": {"डेवलपर मोड", "डेवलपर मोड़", "गॉड मोड", "बिना फ़िल्टर मोड", "developer mod"},
	"unrestricted": {"बिना किसी प्रतिबंध", "बिना प्रतिबंध", "बिना सीमा", "कोई प्रतिबंध नहीं", "कोई सीमा नहीं", "बिना फ़िल्टर", "बिना फिल्टर", "बिना सेंसर", "बिना नियम", "bina kisi pratibandh", "bina pratibandh", "koi pratibandh nahi", "bina filter", "bina niyam"},
	"ai":           {"तुम", "आप", "तुम्हें", "आपको", "एआई", "कृत्रिम बुद्धि", "सहायक", "मॉडल", "चैटबॉट", "जवाब", "tum", "aap", "tumhe", "aapko"},
	"lacking":      {"बिना", "कोई", "bina", "koi"},
	"guardrails":   {"नैतिक दिशानिर्देश", "नियम", "नैतिकता", "कानून", "फ़िल्टर", "सेंसरशिप", "प्रतिबंध", "niyam", "naitikta"},
	"verbatim_adv": {"पूरा का पूरा", "शब्दशः", "ज्यों का त्यों", "हूबहू", "बिना बदले", "पूरा"},
	"manner":       {"एक एक अक्षर", "अक्षर अक्षर", "अक्षर दर अक्षर", "उल्टा", "उल्टे क्रम में"},
	"reveal_late": {
		"बताओ", "बताइए", "बताएं", "बताएँ", "दिखाओ", "दिखाइए", "दिखाएं", "दोहराओ", "दोहराइए", "लिखो", "लिखिए", "प्रिंट करो",
		"batao", "bataiye", "bataye", "dikhao", "dikhaiye", "dohrao", "likho", "likhiye", "print karo",
	},
	"reveal":           {"बताओ", "दिखाओ", "batao", "dikhao", "mujhe batao", "मुझे बताओ", "दिखा दो", "कॉपी कर दो", "paste कर दो", "पेस्ट कर दो"},
	"reveal_verbatim":  {"दोहराओ", "dohrao", "ज्यों का त्यों", "jyon ka tyon"},
	"config":           {"निर्देश*", "प्रॉम्प्ट", "प्रोम्प्ट", "सिस्टम प्रॉम्प्ट", "नियम*", "सेटिंग्स", "nirdesh", "nirdeshon", "prompt", "niyam"},
	"config_hidden":    {"तुम्हारे", "आपके", "अपने", "मूल", "प्रारंभिक", "छिपे", "गुप्त", "पिछले", "पूरे", "सिस्टम", "tumhare", "aapke", "apne", "pichle", "poore"},
	"above_ref":        {"ऊपर", "अब तक", "शुरू में", "upar", "ab tak"},
	"question":         {"क्या", "कौन से", "कौनसे", "kya", "kaun se"},
	"question_late":    {"क्या है", "क्या हैं", "kya hai", "kya he", "kya hain"},
	"told_you":         {"लिखकर दिया गया", "लिख कर दिया गया", "तुम्हें बताया गया", "तुम्हें लिखकर दिया", "तुम्हें क्या बताया गया"},
	"before_time":      {"शुरुआत में", "शुरू में", "shuru mein", "पहले"},
	"software_context": {"एंड्रॉइड", "फोन", "फ़ोन", "मोबाइल", "आईफोन", "गेम", "विंडोज", "सेटिंग्स"},
	"given_you":        {"दिए गए", "दी गई", "जो तुम्हें दिए गए", "जो आपको दिए गए", "jo tumhe diye gaye", "तुम्हें जो", "तुम्हें दिए", "तुम्हें दिया", "आपको दिए", "आपको दिया"},
	"known":            {"जो तुम जानते हो", "jo tum jante ho"},
	"install_context":  {"इंस्टॉल", "रेसिपी", "नुस्खा", "खेल"},
	"secret":           {"पासवर्ड", "गुप्त शब्द", "कूट शब्द", "पिन", "गुप्त कोड", "राज़", "राज", "gupt shabd", "raaz"},
	"secret_det":       {"तुम्हारा", "आपका", "यह", "गुप्त", "सही", "tumhara", "aapka"},
	"secret_bare":      {"पासवर्ड", "गुप्त शब्द"},
	"secret_ask":       {"बताओ", "बताइए", "क्या", "batao", "bataiye", "kya"},
	"secret_benign":    {"रीसेट", "बदल", "भूल गया", "भूल गई", "एन्क्रिप्ट", "reset", "badal", "bhool gaya"},
	"act_on":           {"चलाओ", "चलाइए", "execute karo", "पालन करो", "पालन करें", "अमल करो", "लागू करो", "palan karo", "follow karo"},
	"decode_verb":      {"डिकोड", "decode karo"},
	"granted":          {"पहुंच प्रदान", "पहुँच प्रदान", "एक्सेस दिया गया", "एक्सेस ग्रांटेड", "access diya gaya"},
	"before_chat":      {"इस बातचीत से पहले", "बातचीत से पहले", "इस चैट से पहले", "बातचीत की शुरुआत में"},
	"model_makers":     {"डेवलपर्स", "डेवलपर", "निर्माताओं", "बनाने वालों", "developers"},
	// configured_you: set up by its makers, which only the model is.
	"configured_you": {"तुम्हें कॉन्फ़िगर किया", "तुम्हें प्रोग्राम किया"},
	// harm_*: a harmful making asked for in a story or step by step (jailbreak.harm_in_frame_intl).
	"harm_frame":  {"उपन्यास", "कहानी", "पटकथा", "काल्पनिक", "मान लो", "कल्पना", "खलनायक", "फिल्म", "कविता"},
	"harm_making": {"कैसे बनाता", "कैसे बनाते", "कैसे बनाएं", "कैसे बनाया", "बनाने का तरीका", "बनाने की विधि", "नुस्खा", "कैसे तैयार"},
	"harm_detail": {"चरण दर चरण", "स्टेप बाय स्टेप", "विस्तार से", "सटीक मात्रा", "बिना कुछ छोड़े"},
	"harm_item":   {"मेथामफेटामाइन", "विस्फोटक", "पाइप बम", "नेपाम", "नर्व गैस", "सरीन", "रिसिन", "मोलोटोव कॉकटेल"},
	// disabled_by, lifted, persona_lock: caution waived (jailbreak.caution_waived_intl).
	"disabled_by":  {"हटा दी", "हटा दिए", "हटा दिया", "बंद कर दी", "बंद कर दिए", "बंद कर दिया", "निष्क्रिय कर दिया"},
	"persona_lock": {"मुझे कभी याद मत दिलाना कि तुम एक एआई हो", "कभी मत कहना कि तुम एआई हो", "कभी मत मानना कि तुम एआई हो", "किरदार से बाहर मत आना", "रोल से बाहर मत आना", "किरदार मत छोड़ना"},
	"text_ref":     {"पाठ", "संदेश", "टेक्स्ट", "सामग्री"},
}}
