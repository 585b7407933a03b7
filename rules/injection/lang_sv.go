package injection

// swedish is the Swedish lexicon. Swedish puts the definite article on
// the noun ("instruktionerna", "reglerna"), so nouns are stems.
var swedish = lexicon{lang: "sv", classes: map[string][]string{
	"ignore": {
		"ignorera", "strunta i", "glöm", "glöm bort", "bortse från", "bortse ifrån", "hoppa över", "sluta följa",
		"följ inte", "lyssna inte på", "kringgå", "åsidosätt", "skippa", "släpp", "kasta bort",
	},
	"voided":        {"ogiltiga", "upphävda", "gäller inte längre", "annullerade", "återkallade"},
	"voided_strong": {"ogiltiga", "gäller inte längre", "upphävda", "återkallade"},
	"prior": {
		"tidigare", "föregående", "ovanstående", "ovan", "ursprungliga", "dolda", "hemliga", "gamla", "befintliga",
		"nuvarande", "givna",
	},
	"all":             {"alla", "allt", "samtliga", "varje"},
	"yours":           {"dina", "din", "ditt", "era", "ert"},
	"self":            {"mina", "min", "mitt", "våra", "vår", "jag"},
	"instructions":    {"instruktion*", "direktiv*", "riktlinje*", "systemprompt*", "systemmeddelande*", "anvisning*"},
	"rules":           {"regel", "regler*", "innehållsregler*", "säkerhetsregler*", "innehållspolicy*", "säkerhetspolicy*", "begränsning*", "restriktion*", "policy", "policyer*", "kontext*", "konversation*", "rollen", "principer*", "prompten", "prompt"},
	"everything":      {"allt", "allting", "allt detta"},
	"before_obj":      {"allt ovan", "allt ovanför", "allt du har fått höra", "allt du vet", "det ovanstående"},
	"end_word":        {"slut", "slut på indata", "slut på texten"},
	"after_end":       {"nu", "ny", "nya", "nytt", "i stället", "din uppgift", "system"},
	"forget":          {"glöm", "glöm bort"},
	"wipe_memory":     {"rensa ditt minne", "töm ditt minne", "glöm vem du är", "glöm din träning"},
	"negation":        {"inte", "aldrig", "utan", "inga", "ingen", "ej"},
	"make_believe":    {"låtsas", "låtsas att", "låt oss låtsas", "spela rollen som", "bete dig som om", "agera som om", "föreställ dig att du är"},
	"you_are_now":     {"du är nu", "nu är du", "från och med nu är du", "du är inte längre"},
	"in_language":     {"på svenska", "på engelska", "på norska"},
	"before_msg":      {"före mitt meddelande", "innan mitt meddelande", "i början av samtalet"},
	"before_chat":     {"före vårt samtal", "före det här samtalet", "innan vårt samtal", "innan samtalet", "före chatten", "innan chatten", "innan vi började prata", "innan vi började snacka", "innan vi började chatta", "innan vi började skriva", "innan vi började samtala", "innan vi pratade", "innan vi snackade", "innan vi chattade", "innan samtalet började", "innan vårt samtal började", "innan chatten började", "innan konversationen började", "innan konversationen", "före konversationen", "före vår konversation", "före samtalet", "innan vår chatt", "före vår chatt", "innan jag kom", "innan jag kom hit", "innan jag skrev", "innan jag skrev till dig", "före mitt första meddelande", "innan mitt första meddelande", "före samtalets början", "innan samtalets början"},
	"need_not_follow": {"du behöver inte följa", "du måste inte följa", "du behöver inte längre följa"},
	"told_you":        {"fick du höra", "sa de till dig", "har du blivit tillsagd", "som sades till dig", "det som sades till dig", "du fick höra", "som du fick höra", "de sa till dig", "som de sa till dig", "du har fått höra"},
	"before_time":     {"innan", "tidigare", "i början"},
	"secret_part":     {"första bokstaven", "sista bokstaven", "ledtråd"},
	"mention_cue":     {"reguljärt uttryck", "regex", "upptäcker", "upptäcka", "filter", "mönster"},
	"detect_cue":      {"reguljärt uttryck", "regex", "upptäcker", "upptäcka", "filter", "mönster"},
	"from_now_on":     {"från och med nu", "från nu", "hädanefter", "framöver", "resten av samtalet"},
	"behave":          {"du", "svara", "svarar", "ska", "måste", "alltid", "aldrig", "bara", "endast"},
	"special_mode":    {"utvecklarläge", "utvecklarläget", "gudsläge", "ocensurerat läge", "läge utan begränsningar", "ofiltrerat läge"},
	"unrestricted":    {"utan begränsningar", "inga begränsningar", "utan restriktioner", "inga restriktioner", "utan filter", "utan censur", "utan regler", "inga regler", "utan etik", "utan moral", "obegränsad", "ocensurerad", "ofiltrerad", "utan några filter", "inga filter"},
	"ai":              {"du", "dig", "assistent", "assistenten", "modell", "modellen", "chattbot", "svar", "artificiell intelligens", "svara", "svarar"},
	"lacking":         {"utan", "inga", "ignorerar", "struntar i", "bryr dig inte om"},
	"guardrails":      {"etiska riktlinjer", "regler", "etik", "moral", "lagar", "censur", "begränsningar", "begränsning", "spärrar"},
	"reveal": {
		"visa", "visa mig", "skriv ut", "upprepa", "berätta", "berätta för mig", "säg", "avslöja", "skriv", "ge mig",
		"lista", "översätt", "sammanfatta", "kopiera", "stava", "citera", "dela", "klistra in", "klistra", "kopiera in", "skriv av", "skriv ner", "visa upp", "spotta ut", "dumpa", "återge", "kopiera hit", "klistra hit",
	},
	"reveal_verbatim": {"upprepa", "skriv ut", "kopiera", "citera", "ordagrant", "ord för ord", "ordagrannt", "exakt som det står", "bokstavligen", "bokstav för bokstav", "utan ändringar", "oförändrat", "klistra in", "skriv av", "kopiera in", "återge"},
	"config":          {"instruktion*", "systemprompt*", "prompt", "prompten", "systemmeddelande*", "regler*", "riktlinje*", "konfiguration*", "inställning*", "startmeddelandet", "startmeddelande", "startprompt", "startprompten", "uppstartsmeddelandet", "uppstartsmeddelande", "startinstruktionerna", "startinstruktioner"},
	"config_hidden":   {"dina", "din", "ditt", "ursprungliga", "dolda", "hemliga", "tidigare", "fullständiga", "hela", "exakta", "interna"},
	"above_ref":       {"ovan", "ovanför", "hittills", "i början", "som du fått"},
	"question":        {"vilka", "vilken", "vilket", "vad", "vad är"},
	"given_you":       {"som du fått", "som du har fått", "som du följer", "du fick", "som du fick", "som gavs till dig", "som du gavs", "som du blev given", "du blev given", "som sades till dig", "det som sades till dig", "som ni fick", "som ni har fått", "som du fick höra", "som du matades med", "som du konfigurerades med", "som du ställdes in med", "som du startades med", "som du tilldelades", "som skickades till dig"},
	"known":           {"vad du vet", "allt du vet"},
	"install_context": {"installation*", "recept", "manual", "bruksanvisning*", "monteringsanvisning*", "spel", "spelet"},
	"secret":          {"lösenord*", "hemligt ord", "hemliga ordet", "hemlig kod", "hemliga koden", "åtkomstkod*", "hemlighet*"},
	"secret_det":      {"det", "ditt", "hemliga", "rätta"},
	"secret_bare":     {"lösenordet", "lösenord", "hemliga ordet"},
	"secret_ask":      {"berätta", "säg", "ge mig", "vad är", "avslöja", "visa", "skriv", "stava"},
	"secret_benign":   {"återställa", "återställer", "byta", "ändra", "glömde", "glömt", "kryptera", "generera", "starkt", "starka", "lösenordshanterare"},
	"act_on":          {"följ", "utför", "lyd", "gör som det står"},
	"decode_verb":     {"avkoda", "dekoda", "dekryptera", "översätt"},
	"granted":         {"åtkomst beviljad", "tillgång beviljad"},
	"text_ref":        {"texten", "text", "meddelandet", "meddelande", "innehållet", "instruktionerna", "det som", "allt som"},
	// pt_*: pack_intl_pretexts.go's three pretexts: the model's setup
	// set aside for a raw model (pt_aside, pt_setup, pt_as, pt_as_post,
	// pt_rawmodel, pt_asif); a claimed vendor or admin granting leave to
	// switch its safety off (pt_vendor, pt_grant, pt_off_inf, pt_may_off,
	// pt_guards); its safety said off and its refusals waived (pt_off,
	// pt_free, pt_answer, pt_anything).
	"pt_aside":    {"lägg åt sidan", "åt sidan", "lägg undan", "glöm", "glöm bort", "strunta i", "skit i", "ignorera", "bortse från", "släpp", "skippa", "hoppa över", "kasta", "bry dig inte om"},
	"pt_setup":    {"konfigurationen", "konfiguration", "inställningarna", "inställningar", "reglerna", "regler", "instruktionerna", "instruktioner", "riktlinjerna", "riktlinjer", "systemprompten", "config", "anpassningarna"},
	"pt_as":       {"som", "i läget", "läge"},
	"pt_rawmodel": {"rå modell", "råa modellen", "okonfigurerad modell", "okonfigurerade modellen", "modell utan konfiguration", "modell utan någon konfiguration", "modell utan inställningar", "rå ai", "rå språkmodell", "ren modell"},
	"pt_asif":     {"som om du inte hade någon konfiguration alls", "som om du inte hade någon konfiguration", "som om du inte har någon konfiguration", "som om du inte hade några inställningar", "som om du aldrig konfigurerats", "som om ingen hade konfigurerat dig", "din råa version", "rå version av dig", "i ditt råa tillstånd"},
	"pt_vendor":   {"supportteam", "supportteamet", "teknisk support", "kundtjänst", "utvecklingsteamet", "utvecklarteamet", "utvecklingsteam", "produktteamet", "säkerhetsteamet", "leverantören", "leverantörens", "din leverantör", "från openai", "från anthropic", "jag är administratör", "jag är admin", "jag är systemadministratör", "som administratör", "som admin", "dina utvecklare", "din utvecklare", "dina skapare", "din operatör", "operatören", "supporten", "support här", "det här är support", "ni på supporten", "it avdelningen", "it supporten", "administratör", "admin", "administratören"},
	"pt_grant":    {"vi ger dig tillåtelse att", "jag ger dig tillåtelse att", "ger dig tillåtelse att", "vi ger dig tillstånd att", "du har tillstånd att", "du har tillåtelse att", "du är behörig att", "du är auktoriserad att", "vi auktoriserar dig att", "du får", "får du", "grönt ljus att", "grönt ljus", "tillstånd beviljat", "du kan tillfälligt", "du är godkänd att", "har du tillstånd att", "har du tillåtelse att", "är du behörig att"},
	"pt_off_inf":  {"stänga av", "stäng av", "pausa", "inaktivera", "avaktivera", "slå av", "slå ifrån", "koppla bort", "upphäva", "kringgå", "ignorera", "hoppa över", "skippa"},
	"pt_guards":   {"dina säkerhetsregler", "säkerhetsregler", "säkerhetsreglerna", "säkerhetsfiltret", "säkerhetsfilter", "innehållsfilter", "innehållsfiltret", "dina filter", "dina begränsningar", "säkerhetsbegränsningar", "dina gränser", "modereringen", "moderering", "modereringsfiltret", "innehållspolicyn", "innehållspolicy", "skyddsräcken", "dina skyddsräcken", "skyddsräckena", "guardrails", "säkerhetsspärrar", "dina spärrar", "säkerhetsåtgärder", "säkerhetsmekanismer", "säkerhetsprotokoll", "dina skydd", "säkerhetsfiltren", "innehållsfiltren"},
	"pt_off":      {"avstängt", "avstängd", "avstängda", "avslagen", "avslaget", "avslagna", "avaktiverad", "avaktiverat", "avaktiverade", "inaktiverad", "inaktiverat", "inaktiverade", "pausad", "pausat", "pausade", "frånkopplad", "frånkopplat", "ur funktion", "inte aktiv", "inte aktivt", "off", "borttagen", "borttaget", "borttagna", "upphävd", "upphävda", "har stängts av", "stängt av"},
	"pt_free":     {"dina vanliga vägranden", "vanliga vägranden", "hoppa över vägranden", "utan vägranden", "utan att vägra", "vägra inte", "vägra ingenting", "du behöver inte vägra", "inga vägranden", "svara utan begränsningar", "svara utan gränser", "svara utan filter", "svara utan censur", "svara på allt", "svara fritt", "du kan säga vad som helst", "utan varningar", "utan dina vanliga varningar", "dina vanliga avslag", "utan avslag", "neka ingenting", "neka inte"},
	"pt_answer":   {"svara", "du får svara", "du kan svara", "säg"},
	"pt_anything": {"på allt", "på vad som helst", "alla frågor", "varje fråga", "utan begränsningar", "utan gränser", "utan filter", "utan censur", "fritt", "vad som helst"},

	// software_context: a game, a build or a device, where a special mode
	// is a feature (jailbreak.special_mode's except).
	"software_context": {"spel", "spelet", "spelare", "spelaren", "debugversion", "konsol", "server", "inställningar", "telefon", "mobil"},

	// harm_*: a harmful making asked for in a story or step by step
	// (jailbreak.harm_in_frame_intl). Not "gjorde" alone ("heroinet
	// gjorde honom beroende": made him addicted), "termit" (the insect
	// too) nor "ljuddämpare" alone (a car's silencer).
	// No fentanyl (a medicine, made honestly), and no name spelt as
	// German, Dutch or a Romance language spell it ("heroin", "kokain",
	// "cocaina", "ransomware", "keylogger"): their "wie man", "hoe je",
	// "cómo hacer" would reach it in a row that joins a making to an item with no frame.
	"harm_frame": {
		"min mormor", "min farmor", "min bortgångna mormor", "min bortgångna farmor", "min avlidna mormor", "min avlidna farmor",
		"mormor", "farmor", "roman", "romanen", "novell", "novellen", "berättelse", "berättelsen", "fiktion", "filmmanus", "manuset",
		"hypotetiskt", "föreställ dig", "tänk dig", "skurk", "skurken", "film", "filmen", "dikt", "dikten", "simulering",
		"simuleringen",
	},
	"harm_making": {
		"hur man gör", "hur gör man", "hur gör jag", "hur kan jag göra", "hur man tillverkar", "hur tillverkar man",
		"hur tillverkar jag", "hur kan jag tillverka", "hur han tillverkade", "hur hon tillverkade", "hur de tillverkar",
		"hur man framställer", "hur man bygger", "hur bygger man", "hur bygger jag", "hur man kokar", "hur han kokade",
		"hur man syntetiserar", "hur man producerar", "recept på", "receptet på", "instruktioner för", "tillverka", "tillverkar",
		"tillverkade", "framställa", "framställer", "kokar", "kokade", "syntetisera", "syntetiserar",
	},
	"harm_detail": {
		"steg för steg", "exakta mängder", "exakta mått", "precisa mängder", "i detalj", "detaljerat", "utförligt",
		"utan att utelämna något", "utan att hoppa över något", "exakta steg", "med fungerande kod", "med kod som fungerar",
	},
	"harm_item": {
		"metamfetamin", "crystal meth", "sprängämne", "sprängämnen", "sprängmedel", "rörbomb", "rörbomben", "rörbomber",
		"hemmagjord bomb", "hemmagjorda bomber", "napalm", "molotovcocktail*", "nervgas*", "sarin", "ricin", "mjältbrand", "antrax",
		"kemiskt vapen", "kemiska vapen", "biologiskt vapen", "biologiska vapen", "biovapen", "ospårbart vapen", "ospårbar pistol",
		"ljuddämpare till pistol", "ljuddämpare till vapen", "ljuddämpare för vapen", "utpressningsprogram", "nätfiskesida",
		"phishingsida", "phishingsidor", "phishing sida", "kortskimmer", "falska pengar", "förfalskade pengar", "falska sedlar",
		"falskt pass", "förfalskat pass", "falska pass",
	},
	// crime_make, crime_act, crime_guard: abuse.crime_asked_intl, a crime
	// asked for plainly (a program, a message or a method joined to an act
	// with a victim), and the victim's or the defender's side.
	"crime_make": {
		"skriv ett skript", "skriv ett program", "skriv en bot", "skriv en app", "skriv ett meddelande", "skriv ett sms",
		"skriv ett mejl", "skriv ett mail", "skriv åt mig", "gör ett skript", "gör ett program", "gör en bot",
		"bygg ett skript", "bygg ett program", "bygg en bot", "skapa ett skript", "skapa ett program", "skapa en bot",
		"jag behöver ett skript", "jag behöver ett program", "jag behöver ett verktyg", "hjälp mig", "kan du hjälpa mig",
		"hur kan jag", "hur gör jag", "hur skulle jag", "hur ska jag", "hur kan man", "hur gör man", "vad är bästa sättet",
		"vad är det bästa sättet",
	},
	"crime_act": {
		"stjäla lösenord", "stjäl lösenord", "stjäla inloggningsuppgifter", "stjäl inloggningsuppgifter",
		"stjäla kortuppgifter", "stjäl kortuppgifter", "stjäla kortnummer", "stulna inloggningsuppgifter",
		"stulna lösenord", "läckta lösenord", "läckta inloggningsuppgifter", "stulna kort", "andras konton",
		"andras lösenord", "någon annans konto", "någon annans lösenord", "gissa lösenordet till", "nätfiske", "phishing*",
		"falska sms", "falskt sms", "falskt mejl", "falska mejl", "i bankens namn", "falsk inloggningssida", "falsk sida",
		"falsk webbplats", "falsk hemsida", "ser ut som banken", "ser ut som en bank", "klonad sida", "falska fakturor",
		"falsk faktura", "lura pensionärer", "blåsa pensionärer", "lura äldre", "blåsa äldre", "bedra äldre", "lura gamla",
		"låtsas vara deras barnbarn", "låtsas vara hennes barnbarn", "låtsas vara hans barnbarn", "tömma kontot",
		"tömma hans konto", "tömma hennes konto", "länsa kontot", "hotfulla meddelanden", "hotmeddelanden", "hotbrev",
		"hota honom", "hota henne", "inte kan blockera", "massanmäla", "massrapportera", "massanmälningar",
		"falska recensioner", "falska omdömen", "fejkade recensioner", "spåra i hemlighet", "i hemlighet spåra",
		"spåra hennes telefon", "spåra hans telefon", "spionera på", "läsa hennes meddelanden", "läsa hans meddelanden",
		"in på grannens", "in i grannens", "hacka grannens", "hacka wifi", "bryta sig in", "bryta mig in", "bryta in i",
		"inbrott i", "stjäla en bil", "stjäla bilar", "gömma droger", "gömma knark", "undkomma polisen",
		"fly från polisen", "smita från polisen", "tvätta pengar", "penningtvätt", "falska pengar", "falska sedlar",
		"förfalska", "förfalskade dokument", "falska dokument", "falskt pass", "falska identiteter", "falsk identitet",
		"bidragsfusk", "bidragsbrott", "klona kort", "klona kortet", "klona ett kort", "skimning",
	},
	"crime_guard": {
		"skydda", "skyddar", "försvara", "upptäcka", "känna igen", "förhindra", "förebygga", "anmäla till polisen",
		"polisanmäla", "polisanmälan", "offer", "varna", "varning", "medvetenhet", "historien om", "en nyhetsartikel",
		"en artikel", "hur vet jag om", "blev jag lurad", "har jag blivit lurad", "säkra mitt", "säkra mina", "simulering",
		"utbildning",
	},
}}
