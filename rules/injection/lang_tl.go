package injection

// tagalog is the Tagalog (Filipino) lexicon. The verb comes first and
// the markers "ang", "ng", "mga" stand before the noun; the owner is
// "iyong"/"inyong" before it ("ang iyong mga tagubilin") or "mo" after it
// ("ang mga patakaran mo"), so "mo" is in config_after only: before a noun
// it is the doer of any verb ("ano ang masasabi mo sa mga patakaran").
// Not "ano" alone ("año" is "ano" in the words view), "dating" (an
// English word) nor "hindi" (the language: "answer in Hindi, ignore
// …"). Hyphens are spaces in the words view ("i-reset" → "i reset").
var tagalog = lexicon{lang: "tl", classes: map[string][]string{
	// crime_make, crime_act, crime_guard: abuse.crime_asked_intl, a crime
	// asked for plainly (a program, a message or a method joined to an act
	// with a victim), and the victim's or the defender's side.
	"crime_make": {
		"gawan mo ako ng script", "gawan mo ako ng", "gumawa ka ng script", "gumawa ka ng", "igawa mo ako",
		"sulatan mo ako", "isulat mo", "sumulat ka ng", "gawa ka ng", "kailangan ko ng script",
		"kailangan ko ng program", "kailangan ko ng tool", "kailangan ko ng bot", "tulungan mo ako",
		"tulungan niyo ako", "paano ko", "paano ba", "paano mag", "paano gumawa", "ano ang pinakamagandang paraan",
		"pinakamabisang paraan", "pinakamadaling paraan", "paraan para",
	},
	"crime_act": {
		"magnakaw ng password", "nakawin ang password", "nanakaw na password", "ninakaw na password",
		"nakaw na password", "nakawin ang card", "magnakaw ng card details", "na leak na password",
		"account ng ibang tao", "account ng iba", "mga account ng iba", "i hack ang account", "ma hack ang account",
		"hulaan ang password", "password ng girlfriend", "password ng jowa", "password ng ex", "pekeng text",
		"pekeng sms", "pekeng email", "pekeng mensahe", "sa pangalan ng bangko", "nagpapanggap na bangko",
		"pekeng page", "pekeng login page", "pekeng website", "pekeng invoice", "pekeng resibo",
		"manloko ng matatanda", "lokohin ang matatanda", "lokohin ang mga lolo", "manloko ng lolo",
		"magpanggap na apo", "magkunwaring apo", "ubusin ang laman ng account", "ubusin ang pera sa bank",
		"nagbabantang mensahe", "mensaheng nagbabanta", "hindi niya ma block", "hindi ma block", "i mass report",
		"pekeng review", "pekeng reviews", "sikretong i track", "palihim na i track", "palihim na subaybayan",
		"lihim na subaybayan", "mag espiya", "tiktikan", "wifi ng kapitbahay", "camera ng kapitbahay",
		"pasukin ang bahay", "manloob", "pagnakawan", "magnakaw ng kotse", "nakawin ang kotse", "itago ang droga",
		"itago ang shabu", "takasan ang pulis", "tumakas sa pulis", "magtago sa pulis", "maglaba ng pera",
		"pekeng pera", "pekeng dokumento", "pekeng id", "pekeng pagkakakilanlan", "i clone ang card",
		"kopyahin ang card",
	},
	"crime_guard": {
		"protektahan", "maprotektahan", "ipagtanggol", "makilala", "malaman kung", "paano malalaman",
		"i report sa pulis", "isumbong sa pulis", "magsumbong", "biktima", "babala", "balaan", "kamalayan",
		"kasaysayan", "balita", "artikulo", "na scam ba ako", "naloko ba ako", "na scam ako", "siguruhin ang account",
		"mag detect", "nagde detect", "ma detect", "i detect", "matukoy", "tukuyin", "salain",
	},
	"ignore": {
		"huwag pansinin", "wag pansinin", "huwag mong pansinin", "wag mong pansinin", "huwag mo nang pansinin",
		"wag mo nang pansinin", "huwag nang pansinin", "balewalain", "balewalain mo", "ipagwalang bahala",
		"ipagwalang bahala mo", "kalimutan", "kalimutan mo", "kalimutan mo na", "isantabi", "isantabi mo", "huwag sundin",
		"huwag mong sundin", "wag mong sundin", "huwag mo nang sundin", "itigil ang pagsunod sa", "tumigil sa pagsunod sa",
		"lampasan", "labagin", "labagin mo", "suwayin", "suwayin mo", "iwaksi", "itapon",
	},
	"voided":        {"wala nang bisa", "hindi na balido", "hindi na valid", "kinansela na", "pinawalang bisa", "hindi na umiiral", "hindi na ipinapatupad"},
	"voided_strong": {"wala nang bisa", "hindi na balido", "pinawalang bisa", "hindi na ipinapatupad"},
	"prior": {
		"nauna", "naunang", "mga naunang", "nakaraang", "nakaraan", "nasa itaas", "sa itaas", "orihinal na", "nakatagong",
		"lihim na", "lumang", "paunang", "kasalukuyang",
	},
	"all":   {"lahat", "lahat ng", "lahat ng mga", "ang lahat ng", "bawat", "anumang", "kahit anong"},
	"yours": {"iyong", "ang iyong", "inyong", "ang inyong"},
	"self":  {"ko", "akin", "aking", "ang aking", "ako", "sa akin", "sinabi ko", "isinulat ko", "ipinadala ko"},
	"instructions": {
		"tagubilin*", "mga tagubilin", "instruksyon*", "instruksiyon*", "panuto*", "direktiba*", "alituntunin*",
		"mensahe ng sistema", "prompt ng sistema", "mga patakaran mo", "patakaran mo", "mga utos mo",
	},
	"rules": {
		"patakaran*", "panuntunan*", "limitasyon*", "restriksyon*", "paghihigpit*", "konteksto", "usapan", "tungkulin",
		"utos", "mga utos", "prompt",
	},
	"config_after": {"mo", "iyo", "ng sistema", "mo sa sistema", "na ibinigay sa iyo", "na natanggap mo", "na sinusunod mo"},
	"everything":   {"lahat", "ang lahat", "lahat ng ito", "lahat ng iyon", "lahat ng bagay"},
	"before_obj":   {"lahat ng nasa itaas", "ang nasa itaas", "lahat ng sinabi sa iyo", "lahat ng alam mo", "lahat ng nauna"},
	"end_word":     {"wakas", "katapusan"},
	"after_end":    {"ngayon", "bago", "sa halip", "ang gawain mo", "bagong gawain", "sistema"},
	"forget":       {"kalimutan", "kalimutan mo", "kalimutan mo na", "limutin"},
	"wipe_memory":  {"burahin ang iyong alaala", "burahin ang memorya mo", "burahin ang iyong memorya", "kalimutan mo kung sino ka", "kalimutan mo ang iyong training"},
	"negation":     {"huwag", "wag", "kailanman", "walang"},
	"make_believe": {
		"magpanggap ka", "magpanggap kang", "magkunwari ka", "magkunwari kang", "kunwari ikaw ay", "kunwari ikaw",
		"umarte ka na parang", "kumilos ka na parang", "isipin mo na ikaw ay", "gumanap ka bilang",
	},
	"you_are_now": {"mula ngayon ikaw ay", "mula ngayon ikaw na", "simula ngayon ikaw ay", "ngayon ikaw ay isang ai", "hindi ka na isang ai", "hindi ka na assistant", "hindi ka na isang assistant", "hindi ka na nakatali"},
	"in_language": {"sa tagalog", "sa filipino", "sa ingles", "sa wikang filipino", "sa wikang ingles", "sa english"},
	"before_msg":  {"bago ang mensahe ko", "bago ang aking mensahe", "bago ang una kong mensahe", "sa simula ng usapan", "sa simula ng ating usapan", "sa simula ng pag uusap"},
	"before_chat": {"bago ang ating usapan", "bago ang usapang ito", "bago tayo nag usap", "bago ang chat na ito", "bago tayo nagsimulang mag usap"},
	"need_not_follow": {
		"hindi mo kailangang sundin", "hindi mo na kailangang sundin", "hindi mo kailangan sundin",
		"hindi mo na kailangan sundin", "di mo na kailangang sundin", "hindi ka obligadong sumunod sa",
		"hindi ka na nakatali sa",
	},
	"told_you":    {"sinabi sa iyo", "sinabi sayo", "itinuro sa iyo", "ipinag utos sa iyo", "iniutos sa iyo"},
	"before_time": {"kanina", "noong una", "sa simula", "dati"},
	"secret_part": {"unang titik", "huling titik", "unang letra", "huling letra", "pahiwatig"},
	"mention_cue": {"regex", "matukoy", "tutukoy", "natutukoy", "makikilala", "filter", "pattern"},
	"detect_cue":  {"regex", "matukoy", "tutukoy", "natutukoy", "makikilala", "filter", "pattern"},
	"from_now_on": {"mula ngayon", "simula ngayon", "mula ngayon at sa susunod", "sa natitirang bahagi ng usapan", "hanggang sa dulo ng usapan"},
	"answer_style": {
		"maikli", "mas maikli", "maikli lang", "code lang", "walang paliwanag", "mas detalyado", "sa tagalog", "sa filipino",
	},
	"behave":       {"ikaw", "sumagot", "sasagot", "sagutin", "palagi", "lagi", "laging", "lamang", "lang", "dapat"},
	"special_mode": {"mode na walang limitasyon", "mode na walang restriksyon", "mode na walang sensura", "walang sensor na mode", "mode na walang filter"},
	"unrestricted": {
		"walang limitasyon", "walang anumang limitasyon", "walang restriksyon", "walang anumang restriksyon",
		"walang paghihigpit", "walang patakaran", "walang mga patakaran", "walang sensura", "walang censorship",
		"walang filter", "walang etika", "walang moralidad", "hindi nakatali sa anumang patakaran",
		"walang pakialam sa mga patakaran",
	},
	"ai":         {"ikaw", "ikaw ay", "katulong", "assistant", "chatbot", "modelo", "sagot", "mga sagot", "sumagot", "sasagot", "artipisyal na intelihensiya"},
	"lacking":    {"walang", "wala kang", "nang walang", "hindi sumusunod sa", "hindi pinapansin"},
	"guardrails": {"etika", "moralidad", "patakaran", "mga patakaran", "panuntunan", "mga panuntunan", "sensura", "limitasyon", "mga limitasyon", "restriksyon", "mga restriksyon", "mga filter"},
	"reveal": {
		"ipakita mo", "ipakita", "ipakita sa akin", "ipakita mo sa akin", "sabihin mo", "sabihin sa akin",
		"sabihin mo sa akin", "ibigay mo", "ibigay sa akin", "ulitin mo", "ulitin", "isulat mo", "isulat", "ibunyag mo",
		"ibunyag", "ilista mo", "isalin mo", "ibuod mo", "kopyahin mo", "i print mo", "ibahagi mo", "ilabas mo",
	},
	"reveal_verbatim": {"ulitin mo", "ulitin", "kopyahin mo", "i print mo", "salita por salita", "bawat salita", "eksakto"},
	"config": {
		"tagubilin*", "instruksyon*", "instruksiyon*", "prompt", "patakaran*", "panuntunan*", "alituntunin*",
		"mga setting", "kumpigurasyon",
	},
	"config_hidden":   {"iyong", "ang iyong", "inyong", "orihinal na", "nakatagong", "lihim na", "paunang", "naunang"},
	"above_ref":       {"sa itaas", "hanggang ngayon", "sa simula", "na ibinigay sa iyo"},
	"question":        {"ano ang", "ano ba ang", "ano ang mga", "ano yung", "alin", "alin ang"},
	"given_you":       {"ibinigay sa iyo", "na ibinigay sa iyo", "binigay sa iyo", "binigay sayo", "na natanggap mo", "sinusunod mo", "na sinusunod mo"},
	"above_line":      {"sa itaas ng linyang ito", "sa itaas ng mensaheng ito", "bago ang mensaheng ito"},
	"known":           {"alam mo", "lahat ng alam mo"},
	"install_context": {"pag install", "pag iinstall", "resipe", "recipe", "manwal", "manual", "laro", "larong", "pagluluto", "pag assemble", "pagbuo"},
	"secret":          {"password", "passcode", "lihim na salita", "sikretong salita", "sekretong salita", "lihim na code"},
	"secret_det":      {"iyong", "ang iyong", "tamang", "lihim na"},
	"secret_bare":     {"password", "lihim na salita"},
	"secret_ask":      {"ano ang", "ano ba ang", "ano yung", "sabihin mo", "sabihin sa akin", "ibigay mo", "ibunyag mo", "ipakita mo", "isulat mo", "i spell mo", "ispel mo"},
	"secret_benign": {
		"nakalimutan", "nakalimutan ko", "palitan", "papalitan", "baguhin", "i reset", "reset", "mabawi", "marecover",
		"malakas", "matibay", "password manager", "gumawa",
	},
	"act_on":       {"sundin mo", "gawin mo", "isagawa mo", "gawin mo ang sinasabi"},
	"decode_verb":  {"i decode", "isalin", "i decrypt"},
	"granted":      {"pinahintulutan ang access", "naibigay ang access", "pinayagan ang pag access"},
	"message_word": {"mensahe", "mensahe ko", "message ko"},
	"own_slip":     {"maling file", "mali ang file", "nagkamali ako", "sorry", "pasensya", "ang ibig kong sabihin"},

	// software_context: a game, a build or a device, where a special mode
	// is a feature (jailbreak.special_mode's except).
	"software_context": {"laro", "manlalaro", "server", "settings", "cellphone"},

	// harm_*: a harmful making asked for in a story or step by step
	// (jailbreak.harm_in_frame_intl). Not "ginawa" nor "gumawa ng" alone
	// ("ginawa siyang adik ng shabu": made him an addict), "iskrip"
	// alone (a program) nor "paputok" (a firecracker).
	// No fentanyl (a medicine, made honestly), and no name spelt as
	// German, Dutch or a Romance language spell it ("heroin", "kokain",
	// "cocaina", "ransomware", "keylogger"): their "wie man", "hoe je",
	// "cómo hacer" would reach it in a row that joins a making to an item with no frame.
	"harm_frame": {
		"lola ko", "ang lola ko", "yumao kong lola", "namayapa kong lola", "nobela", "kuwento", "kwento", "maikling kuwento", "piksyon",
		"kathang-isip", "iskrip ng pelikula", "hipotetikal", "isipin mo", "isipin natin", "kunwari", "kontrabida", "pelikula", "tula",
		"simulasyon",
	},
	"harm_making": {
		"paano gumawa", "paano gumawa ng", "kung paano gumawa", "paano ako gagawa", "paano ako gagawa ng", "paano ko gagawin",
		"paano gawin", "paano gagawin", "paano ginagawa", "paano niya ginawa", "paano siya gumawa", "paano siya gumagawa",
		"paano nila ginagawa", "paano magluto ng", "paano niya niluto", "paano lutuin", "paano magtimpla", "paano bumuo",
		"paano bumuo ng", "paano mag-assemble", "paraan ng paggawa", "resipe ng", "resipe para sa", "recipe ng",
		"instruksyon sa paggawa", "magluto ng", "nagluluto ng", "nagluto ng",
	},
	"harm_detail": {
		"hakbang-hakbang", "isa-isang hakbang", "eksaktong sukat", "eksaktong dami", "eksaktong timpla", "nang detalyado", "detalyado",
		"buong detalye", "walang nilalaktawan", "walang laktaw", "eksaktong hakbang", "may gumaganang code", "gumaganang code",
	},
	"harm_item": {
		"shabu", "methamphetamine", "crystal meth", "pampasabog", "pipe bomb", "bombang pipa", "gawang-bahay na bomba",
		"bombang gawang-bahay", "homemade na bomba", "napalm", "thermite", "molotov", "molotov cocktail", "nerve gas", "sarin", "ricin",
		"anthrax", "kemikal na armas", "sandatang kemikal", "biyolohikal na armas", "sandatang biyolohikal", "paltik",
		"baril na paltik", "ghost gun", "silencer ng baril", "phishing na site", "card skimmer", "pekeng pera", "pekeng pasaporte",
		"pekeng passport",
	},
}}
