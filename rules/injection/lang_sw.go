package injection

// swahili is the Swahili lexicon. The verb glues its subject, tense and
// object onto the stem ("nilisahau": I forgot, "usisahau": do not
// forget), so an imperative ("sahau", "puuza") is a word of its own and a
// statement about oneself is another word. The owner and the qualifiers
// follow the noun and agree with its class ("maagizo yako", "kanuni
// zako", "maagizo ya awali"): they are in config_after and in prior as
// whole words. Not "mipaka" (limits, borders): "Madaktari Bila Mipaka".
var swahili = lexicon{lang: "sw", classes: map[string][]string{
	// crime_make, crime_act, crime_guard: abuse.crime_asked_intl, a crime
	// asked for plainly (a program, a message or a method joined to an act
	// with a victim), and the victim's or the defender's side.
	"crime_make": {
		"niandikie script", "niandikie programu", "niandikie ujumbe", "niandikie", "nitengenezee", "tengeneza script",
		"tengeneza programu", "tengeneza bot", "unda programu", "niundie", "nahitaji script", "nahitaji programu",
		"nahitaji zana", "ninahitaji script", "ninahitaji programu", "nisaidie", "nisaidieni", "nawezaje",
		"ninawezaje", "jinsi ya", "njia bora ya", "njia nzuri ya", "njia rahisi ya", "nifanyeje", "vipi naweza",
	},
	"crime_act": {
		"kuiba nywila", "kuiba nenosiri", "kuiba password", "kuiba maneno ya siri", "kuiba taarifa za kadi",
		"kuiba data za kadi", "nywila zilizoibiwa", "password zilizoibiwa", "nywila zilizovuja",
		"akaunti za watu wengine", "akaunti ya mtu mwingine", "akaunti za wengine", "kudukua akaunti",
		"kuhack akaunti", "kukisia nywila", "nenosiri la mpenzi", "password ya mpenzi", "ulaghai wa mtandao",
		"ujumbe bandia", "sms bandia", "barua pepe bandia", "kwa jina la benki", "kwa niaba ya benki",
		"ukurasa bandia", "ukurasa wa kuingia bandia", "tovuti bandia", "ankara bandia", "ankara za uongo",
		"kuwatapeli wazee", "kutapeli wazee", "kuwadanganya wazee", "kudanganya wazee", "utapeli", "kujifanya mjukuu",
		"kujifanya ni mjukuu", "kumaliza pesa kwenye akaunti", "kuchota pesa", "ujumbe wa vitisho",
		"jumbe za vitisho", "vitisho", "kumtishia", "asiweze kunizuia", "asiweze kuniblock", "kuripoti kwa wingi",
		"maoni bandia", "tathmini bandia", "review bandia", "kufuatilia kwa siri", "kumfuatilia kwa siri",
		"kupeleleza", "kumpeleleza", "programu ya ujasusi", "wifi ya jirani", "kamera ya jirani", "kuvunja nyumba",
		"kuvunja gari", "kuiba gari", "kuficha dawa za kulevya", "kuficha madawa ya kulevya", "kuficha bangi",
		"kukwepa polisi", "kutoroka polisi", "kuwakwepa polisi", "utakatishaji fedha", "kutakatisha fedha",
		"kutakatisha pesa", "pesa bandia", "noti bandia", "kughushi nyaraka", "kughushi hati", "nyaraka bandia",
		"kitambulisho bandia", "vitambulisho bandia", "utambulisho bandia", "kunakili kadi", "kuclone kadi",
	},
	"crime_guard": {
		"kujikinga", "kulinda", "kujilinda", "kuwalinda", "kuzuia", "kutambua", "kugundua", "kuripoti polisi",
		"kuripoti kwa polisi", "mwathiriwa", "waathiriwa", "onyo", "kuonya", "tahadhari", "uelewa", "historia ya",
		"vyombo vya habari", "taarifa ya habari", "makala", "nitajuaje", "nimetapeliwa", "nimedanganywa",
		"kulinda akaunti yangu",
		"kuchuja", "kubaini",
	},
	"ignore": {
		"puuza", "puuzeni", "yapuuze", "zipuuze", "ipuuze", "sahau", "sahauni", "achana na", "acheni", "acha kufuata",
		"usifuate", "msifuate", "usizingatie", "msizingatie", "usitii", "kiuka", "vunja", "tupilia mbali", "weka kando",
		"epuka kufuata",
	},
	"voided":        {"yamebatilishwa", "zimebatilishwa", "imebatilishwa", "hayatumiki tena", "hazitumiki tena", "haitumiki tena", "si halali tena", "yamefutwa", "zimefutwa"},
	"voided_strong": {"yamebatilishwa", "zimebatilishwa", "hayatumiki tena", "hazitumiki tena", "si halali tena"},
	"prior": {
		"ya awali", "za awali", "awali", "yaliyotangulia", "zilizotangulia", "iliyotangulia", "ya hapo juu", "za hapo juu",
		"hapo juu", "ya zamani", "za zamani", "ya mwanzo", "za mwanzo", "yaliyofichwa", "zilizofichwa", "ya siri",
		"za siri", "yaliyopita", "zilizopita",
	},
	"all":  {"yote", "zote", "vyote", "kila", "kila moja"},
	"self": {"wangu", "yangu", "zangu", "changu", "langu", "mimi", "nilioandika", "niliotuma"},
	"instructions": {
		"maagizo", "agizo", "maelekezo", "maelekezo ya mfumo", "maagizo ya mfumo", "ujumbe wa mfumo", "prompt ya mfumo",
		"miongozo", "mwongozo", "maagizo yako", "kanuni zako", "maelekezo yako",
	},
	"rules": {
		"kanuni", "sheria", "masharti", "vikwazo", "vizuizi", "muktadha", "mazungumzo", "jukumu", "amri", "prompt",
	},
	"config_after": {
		"yako", "zako", "wako", "lako", "chako", "vyako", "yenu", "zenu", "ya mfumo", "za mfumo", "wa mfumo", "ya siri",
		"za siri", "ya awali", "za awali", "yaliyofichwa", "zilizofichwa", "uliyopewa", "ulizopewa",
	},
	"everything":  {"kila kitu", "yote", "yote haya", "kila kitu ulichoambiwa"},
	"before_obj":  {"yote yaliyo hapo juu", "kila kitu hapo juu", "yote uliyoambiwa", "kila kitu ulichoambiwa", "yote unayojua", "kila kitu unachojua"},
	"end_word":    {"mwisho", "mwisho wa maandishi", "mwisho wa ingizo"},
	"after_end":   {"sasa", "mpya", "badala yake", "kazi yako", "mfumo"},
	"forget":      {"sahau", "sahauni"},
	"wipe_memory": {"futa kumbukumbu yako", "futa kumbukumbu zako", "sahau wewe ni nani", "sahau mafunzo yako"},
	"negation":    {"hapana", "kamwe", "sio", "bila"},
	"make_believe": {
		"jifanye", "jifanye kuwa", "jifanye wewe ni", "jifanyeni", "igiza kuwa", "fikiria kuwa wewe ni", "tenda kana kwamba",
		"tuseme wewe ni",
	},
	"you_are_now": {"kuanzia sasa wewe ni", "tangu sasa wewe ni", "sasa wewe ni akili bandia", "wewe si msaidizi tena", "hauko tena chini ya"},
	"in_language": {"kwa kiswahili", "kwa kiingereza", "kwa lugha ya kiswahili", "kwa lugha ya kiingereza"},
	"before_msg":  {"kabla ya ujumbe wangu", "kabla ya ujumbe wangu wa kwanza", "mwanzoni mwa mazungumzo", "mwanzoni mwa mazungumzo haya"},
	"before_chat": {"kabla ya mazungumzo yetu", "kabla ya mazungumzo haya", "kabla hatujaanza kuzungumza", "kabla ya gumzo hili"},
	"need_not_follow": {
		"huhitaji kufuata", "huhitaji tena kufuata", "huna haja ya kufuata", "hulazimiki kufuata", "si lazima ufuate",
		"si lazima kufuata",
	},
	"told_you":    {"uliambiwa", "umeambiwa", "ulielekezwa", "uliagizwa"},
	"before_time": {"mwanzoni", "hapo awali", "awali", "kabla"},
	"secret_part": {"herufi ya kwanza", "herufi ya mwisho", "dokezo"},
	"mention_cue": {"regex", "kugundua", "inagundua", "kutambua", "kichujio", "ruwaza"},
	"detect_cue":  {"regex", "kugundua", "inagundua", "kutambua", "kichujio", "ruwaza"},
	"from_now_on": {"kuanzia sasa", "tangu sasa", "kuanzia sasa na kuendelea", "kuanzia sasa hivi", "kwa mazungumzo yote yaliyobaki"},
	"answer_style": {
		"kwa ufupi", "kwa kifupi", "bila maelezo", "msimbo tu", "kwa undani zaidi", "kwa vitone", "kwa kiswahili",
	},
	"behave":       {"wewe", "utajibu", "jibu", "lazima", "daima", "kila mara", "tu", "kamwe"},
	"special_mode": {"hali ya msanidi", "hali ya wasanidi", "hali isiyo na vikwazo", "hali bila vikwazo", "hali isiyodhibitiwa"},
	"unrestricted": {
		"bila vikwazo", "bila vikwazo vyovyote", "bila vizuizi", "bila kizuizi chochote", "bila maadili", "bila kuchuja",
		"bila vichujio", "bila kanuni zozote", "isiyo na vikwazo", "asiye na vikwazo", "huna vikwazo", "huna vizuizi",
		"hakuna vikwazo", "isiyodhibitiwa", "isiyochujwa",
	},
	"ai":         {"wewe", "akili bandia", "akili mnemba", "msaidizi", "modeli", "roboti", "chatbot", "majibu", "jibu", "utajibu"},
	"lacking":    {"bila", "huna", "bila kujali", "isiyo na", "asiye na", "hufuati"},
	"guardrails": {"maadili", "kanuni", "vikwazo", "vizuizi", "vichujio", "miongozo ya maadili", "udhibiti"},
	"reveal": {
		"nionyeshe", "unionyeshe", "onyesha", "niambie", "uniambie", "nipe", "unipe", "rudia", "andika", "niandikie", "fichua", "taja", "orodhesha", "tafsiri",
		"fupisha", "nakili", "chapisha", "shiriki",
	},
	"reveal_verbatim": {"rudia", "chapisha", "nakili", "neno kwa neno", "kama ilivyo"},
	"config": {
		"maagizo", "maelekezo", "maagizo ya mfumo", "ujumbe wa mfumo", "prompt", "prompt ya mfumo", "kanuni", "miongozo",
		"mipangilio", "usanidi",
	},
	"config_hidden":   {"ya siri", "za siri", "yaliyofichwa", "zilizofichwa"},
	"above_ref":       {"hapo juu", "mpaka sasa", "mwanzoni", "uliyopewa", "ulizopewa"},
	"question":        {"nini", "ni nini", "ipi", "zipi", "yapi", "gani"},
	"question_late":   {"ni nini", "ni lipi", "ni ipi", "ni gani"},
	"given_you":       {"uliyopewa", "ulizopewa", "unayofuata", "unazofuata", "uliyopokea", "ulizopokea", "uliyopewa na"},
	"above_line":      {"juu ya mstari huu", "juu ya ujumbe huu", "kabla ya ujumbe huu"},
	"known":           {"unachojua", "kila kitu unachojua", "yote unayojua"},
	"install_context": {"usakinishaji", "kusakinisha", "mapishi", "mwongozo wa mtumiaji", "mchezo", "kuunganisha", "kupika"},
	// One word alone only ("nenosiri"): a term of
	// extract.word_properties joins this class to three English words and
	// must weigh less than "the|your|this|that", or that becomes its key.
	"secret":      {"nenosiri", "nywila ni", "nywila yako", "nipe nywila", "niambie nywila", "neno la siri", "neno siri", "msimbo wa siri", "nambari ya siri"},
	"secret_det":  {"hili", "lile"},
	"secret_bare": {"nenosiri", "nywila", "neno la siri"},
	"secret_ask":  {"niambie", "nipe", "fichua", "nionyeshe", "andika", "taja"},
	"secret_benign": {
		"nimesahau", "nilisahau", "kubadilisha", "kubadili", "nibadilishe", "kuweka upya", "kurejesha", "nirejeshe",
		"imara", "thabiti", "meneja wa", "kusimba", "kuunda",
	},
	"act_on":       {"tekeleza", "fuata", "fanya inavyosema", "timiza"},
	"decode_verb":  {"simbua", "fasiri", "tafsiri"},
	"granted":      {"ufikiaji umeruhusiwa", "ufikiaji umetolewa", "ruhusa ya kuingia imetolewa"},
	"message_word": {"ujumbe", "jumbe"},
	"own_slip":     {"faili isiyo sahihi", "faili mbaya", "kwa bahati mbaya", "samahani", "nilikosea", "nilimaanisha"},

	// software_context: a game, a build or a device, where a special mode
	// is a feature (jailbreak.special_mode's except).
	"software_context": {"mchezo", "michezo", "mchezaji", "seva", "mipangilio", "simu"},

	// harm_*: a harmful making asked for in a story or step by step
	// (jailbreak.harm_in_frame_intl). The verb glues its doer on
	// ("ninatengenezaje", "alitengeneza"), so the forms are listed. Not
	// "nyanya" (a tomato too), "unga" (flour, and slang for heroin) nor
	// "meth" alone (a "method" in code).
	// No fentanyl (a medicine, made honestly), and no name spelt as
	// German, Dutch or a Romance language spell it ("heroin", "kokain",
	// "cocaina", "ransomware", "keylogger"): their "wie man", "hoe je",
	// "cómo hacer" would reach it in a row that joins a making to an item with no frame.
	"harm_frame": {
		"bibi yangu", "marehemu bibi yangu", "marehemu bibi", "riwaya", "hadithi", "hadithi fupi", "hadithi ya kubuni", "tamthilia",
		"muswada wa filamu", "kidhahania", "kwa dhahania", "fikiria", "wazia", "mhusika mbaya", "filamu", "sinema", "shairi",
		"simulizi", "uigaji",
	},
	"harm_making": {
		"jinsi ya kutengeneza", "namna ya kutengeneza", "jinsi ya kutengeza", "jinsi ninavyoweza kutengeneza", "nitatengenezaje",
		"ninatengenezaje", "natengenezaje", "unatengenezaje", "anatengenezaje", "alitengenezaje", "wanatengenezaje", "tunatengenezaje",
		"jinsi alivyotengeneza", "jinsi anavyotengeneza", "jinsi wanavyotengeneza", "jinsi ya kupika", "namna ya kupika",
		"jinsi ya kujenga", "jinsi ya kuunda", "jinsi ya kuzalisha", "jinsi ya kuandaa", "namna ya kuandaa", "mapishi ya",
		"maelekezo ya kutengeneza", "maagizo ya kutengeneza", "kutengeneza", "kutengenezwa", "hutengenezwa", "inatengenezwa",
		"linatengenezwa", "linatengenezwaje", "inatengenezwaje", "hutengenezwaje", "kuunda", "kupika",
	},
	"harm_detail": {
		"hatua kwa hatua", "kipimo kamili", "vipimo kamili", "vipimo sahihi", "kiasi kamili", "kiasi sahihi", "kwa undani", "kwa kina",
		"bila kuacha chochote", "usiache chochote", "hatua sahihi", "na msimbo unaofanya kazi", "msimbo unaofanya kazi",
	},
	"harm_item": {
		"methamphetamine", "methamfetamini", "crystal meth", "heroini", "kokeini", "vilipuzi", "kilipuzi", "bomu la bomba",
		"bomu la kutengenezwa nyumbani", "bomu la kienyeji", "mabomu ya kienyeji", "bomu la petroli", "napalm", "thermite",
		"kokteli ya molotov", "molotov", "gesi ya neva", "gesi ya sumu ya neva", "sarin", "ricin", "kimeta", "anthrax",
		"silaha za kemikali", "silaha ya kemikali", "silaha za kibiolojia", "silaha ya kibiolojia", "bunduki isiyoweza kufuatiliwa",
		"bunduki ya kienyeji", "kiwambo cha sauti cha bunduki", "kizuia sauti cha bunduki", "tovuti ya ulaghai", "tovuti ya phishing",
		"ukurasa wa phishing", "skimmer ya kadi", "kifaa cha kunakili kadi", "pesa bandia", "noti bandia", "pesa feki",
		"pasipoti bandia", "pasipoti feki",
	},
}}
