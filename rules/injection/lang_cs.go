package injection

// czech is the Czech lexicon. Czech inflects nouns by case ("pokyny",
// "pokynů", "pokyny"), so nouns are stems; the words view drops the
// háčky and čárky (ě → e, ů → u), so each phrase is written once.
var czech = lexicon{lang: "cs", classes: map[string][]string{
	"ignore": {
		"ignoruj", "ignorujte", "zapomeň", "zapomeňte", "zapomeň na", "zapomeňte na", "nevšímej si", "nevšímejte si",
		"přeskoč", "přeskočte", "obejdi", "obejděte", "neřiď se", "neřiďte se", "přestaň se řídit", "neposlouchej",
		"zahoď", "zahoďte", "odhoď", "nedbej", "nedodržuj", "přestaň dodržovat",
		// "don't give a damn about": the spoken drop verb
		"kašli na", "kašlete na", "vykašli se na", "vykašlete se na", "seru na",
	},
	"voided":        {"neplatné", "zrušené", "zrušeny", "už neplatí", "již neplatí", "přestávají platit"},
	"voided_strong": {"neplatné", "už neplatí", "již neplatí", "zrušeny"},
	"prior": {
		"předchozí", "dřívější", "výše uvedené", "výše", "původní", "počáteční", "skryté", "tajné", "systémové",
		"dosavadní", "staré", "minulé",
	},
	"all":             {"všechny", "všechna", "všech", "veškeré", "jakékoli", "jakékoliv", "každé", "každý"},
	"yours":           {"své", "svá", "svůj", "svoje", "svých", "tvé", "tvá", "tvůj", "tvoje", "tvých", "vaše", "váš", "vašich", "svoji", "tvoji", "svou", "tvou", "vaši"},
	"self":            {"moje", "mé", "má", "můj", "mých", "naše", "já"},
	"instructions":    {"pokyn*", "instrukc*", "příkaz*", "směrnic*", "systémový prompt", "systémová zpráva", "systémové pokyny"},
	"rules":           {"pravidl*", "omezení", "zásad*", "kontext*", "konverzac*", "role", "roli", "prompt"},
	"everything":      {"všechno", "vše", "to všechno"},
	"before_obj":      {"vše výše", "všechno výše", "všechno co ti bylo řečeno", "co ti řekli", "všechno co víš"},
	"end_word":        {"konec", "konec vstupu", "konec textu"},
	"after_end":       {"teď", "nyní", "nové", "nový", "nová", "místo toho", "tvůj úkol", "systém"},
	"forget":          {"zapomeň", "zapomeňte"},
	"wipe_memory":     {"vymaž si paměť", "vymaž svou paměť", "zapomeň kdo jsi", "zapomeň na svůj trénink"},
	"negation":        {"ne", "nikdy", "bez", "žádné", "žádná", "ani"},
	"make_believe":    {"předstírej", "předstírejte", "dělej že", "dělej jako že", "chovej se jako by", "chovej se jako kdybys", "hraj roli", "představ si že jsi"},
	"you_are_now":     {"teď jsi", "nyní jsi", "od teď jsi", "odteď jsi", "už nejsi", "již nejsi", "nejsi vázán", "nejsi vázaný", "nejsi vázána", "nejsi omezen", "nejsi omezený", "nejsi omezena"},
	"in_language":     {"česky", "anglicky", "německy", "slovensky", "v češtině", "v angličtině"},
	"before_msg":      {"před mou zprávou", "před mojí zprávou", "na začátku konverzace", "na začátku rozhovoru"},
	"before_chat":     {"před naším rozhovorem", "před tímto rozhovorem", "před rozhovorem", "před touto konverzací", "před naší konverzací", "před konverzací", "před tímto chatem", "před začátkem rozhovoru", "před začátkem konverzace", "než jsme začali mluvit", "než jsme začali psát", "než jsme začali chatovat", "než jsme začali konverzovat", "než jsme spolu začali mluvit", "než jsme spolu začali psát", "než jsme se začali bavit", "než jsme spolu mluvili", "než jsme si začali psát", "než začal náš rozhovor", "než začala naše konverzace", "než začala konverzace", "než začal rozhovor", "než začal chat", "než začal náš chat", "před začátkem naší konverzace", "před začátkem našeho rozhovoru", "před začátkem chatu", "před začátkem našeho chatu", "před zahájením konverzace", "před zahájením rozhovoru", "před zahájením chatu", "před naším chatem", "než jsem přišel", "než jsem přišla", "před mým příchodem", "než jsem ti napsal", "než jsem ti napsala", "před mou první zprávou"},
	"need_not_follow": {"už nemusíš dodržovat", "nemusíš dodržovat", "nemusíš se řídit", "už se nemusíš řídit"},
	"told_you":        {"ti řekli", "bylo ti řečeno", "ti nařídili", "ti napsali", "ti rekli", "ti zadali", "co ti řekli", "ti bylo řečeno", "vám řekli", "co vám řekli", "ti říkali"},
	"before_time":     {"předtím", "dříve", "než jsem", "na začátku", "na zacatku", "úplně na začátku"},
	"secret_part":     {"první písmeno", "poslední písmeno", "nápověda", "nápovědu"},
	"mention_cue":     {"regulární výraz", "regex", "zachytí", "zachytit", "detekuje", "detekovat", "filtr", "vzor"},
	"detect_cue":      {"regulární výraz", "regex", "zachytí", "zachytit", "detekuje", "detekovat", "filtr", "vzor"},
	"from_now_on":     {"od teď", "odteď", "od nynějška", "od této chvíle", "po zbytek konverzace"},
	"behave":          {"odpovídáš", "odpovídej", "budeš", "jsi", "musíš", "vždy", "vždycky", "pouze", "jen", "mluv"},
	"special_mode":    {"vývojářský režim", "režim vývojáře", "režim boha", "režim bez omezení", "režim bez cenzury", "režim bez filtrů"},
	"unrestricted":    {"bez omezení", "bez jakýchkoli omezení", "bez jakýchkoliv omezení", "bez cenzury", "bez filtrů", "bez pravidel", "bez etiky", "bez morálky", "žádná omezení", "žádné omezení", "neomezený", "necenzurovaný"},
	"ai":              {"ty", "tebe", "umělá inteligence", "asistent", "model", "chatbot", "odpovědi", "odpovídáš", "odpovídej", "odpovidej", "odpověz", "odpovez", "odpovídejte", "odpovidejte"},
	"lacking":         {"bez", "ignoruje", "nedodržuje", "nerespektuje"},
	"guardrails":      {"etické zásady", "pravidla", "etika", "etiku", "morálka", "morálku", "zákony", "filtry", "cenzura", "omezení", "filtrů", "filtru", "pravidel", "cenzury"},
	"reveal": {
		"ukaž", "ukažte", "ukaž mi", "ukažte mi", "zobraz", "zobrazte", "vypiš", "vypište", "vytiskni", "zopakuj",
		"zopakujte", "řekni", "řekni mi", "řekněte mi", "prozraď", "prozraďte", "napiš", "napište", "dej mi",
		"sděl mi", "přelož", "shrň", "zkopíruj", "vyhláskuj", "cituj", "odhal",
		"ukázat", "zobrazit", "vypsat", "zopakovat", "prozradit", "napsat", "přeložit", "shrnout", "zkopírovat", "vyhláskovat", "odhalit", "sdělit", "zobrazil", "zobrazila", "zobrazili", "vypsal", "vypsala", "ukázal", "ukázala", "napsal", "napsala", "rekni", "rekni mi", "ukaz", "ukaz mi", "napis", "vlož", "vložte", "vlož sem", "přepiš", "přepište", "opiš", "opište", "zkopírujte", "napiš mi", "vyklop", "vysyp", "zobraz mi",
	},
	"reveal_verbatim":  {"zopakuj", "zopakujte", "vypiš", "vytiskni", "zkopíruj", "cituj", "doslova", "slovo od slova", "doslovně", "slovo za slovem", "slovo po slovu", "písmeno po písmenu", "beze změn", "vlož", "vložte", "přepiš", "opiš", "zkopírujte"},
	"config":           {"pokyn*", "instrukc*", "prompt", "systémový prompt", "systémová zpráva", "pravidla", "nastavení", "konfigurac*", "zadání", "systémovou zprávu", "startovací zprávu"},
	"config_strong":    {"pokyny", "pokynů", "instrukce", "instrukcí", "systémový prompt"},
	"config_hidden":    {"své", "svá", "svůj", "svoje", "tvé", "tvá", "tvůj", "tvoje", "vaše", "váš", "původní", "počáteční", "skryté", "tajné", "předchozí", "celé", "celý", "úplné", "přesné", "interní", "systémové", "systémový", "skrytých", "skrytou", "skrytý", "skrytá", "tajných", "tajnou", "interních", "kompletní", "celou", "svou", "tvou", "vaši", "původních", "systémovou", "systémových"},
	"above_ref":        {"výše", "nahoře", "na začátku", "dosud", "které jsi dostal"},
	"question":         {"jaké", "jaká", "jaký", "co", "které", "jaké jsou"},
	"software_context": {"android", "androidu", "telefon", "telefonu", "mobil", "mobilu", "hra", "hry", "hře", "windows", "nastavení"},
	"given_you":        {"které jsi dostal", "které jsi obdržel", "které dodržuješ", "jaké jsi dostal", "jaky jsi dostal", "jaké instrukce jsi dostal", "ti nastavili", "instrukce jsi dostal", "instrukce jsi dostala", "pokyny jsi dostal", "pokyny jsi dostala", "který jsi dostal", "kterou jsi dostal", "který jsi dostala", "kterou jsi dostala", "které jsi dostala", "který jsi obdržel", "kterou jsi obdržel", "kterou jste obdržel", "který jste obdržel", "které jste obdržel", "kterou jste obdrželi", "které jste dostal", "kterou jste dostal", "který ti dali", "kterou ti dali", "které ti dali", "který ti předali", "kterou ti předali", "které ti předali", "kterou ti poslali", "který ti poslali", "co ti předali", "se kterými tě spustili", "se kterými tě nastavili", "kterými tě nastavili", "kterou ti zadali", "které ti zadali", "který vám byl předán", "která vám byla předána", "který ti byl dán", "která ti byla dána"},
	"known":            {"co víš", "všechno co víš", "co ti řekli"},
	"install_context":  {"instalac*", "recept", "návod", "montáž", "hra", "hry"},
	"secret":           {"heslo", "hesla", "heslem", "tajné slovo", "tajný kód", "přístupový kód", "tajemství"},
	"secret_det":       {"tvoje", "své", "tajné", "správné"},
	"secret_bare":      {"heslo", "tajné slovo"},
	"secret_ask":       {"řekni", "řekni mi", "řekněte mi", "prozraď", "dej mi", "napiš", "jaké je", "ukaž", "vyhláskuj", "sděl mi"},
	"secret_benign":    {"obnovit", "obnovím", "změnit", "zapomněl", "zapomněla", "resetovat", "vygenerovat", "silné", "správce", "šifrovat"},
	"act_on":           {"proveď", "proveďte", "udělej co říká", "řiď se", "poslechni", "vykonej"},
	"decode_verb":      {"dekóduj", "dešifruj", "přelož"},
	"granted":          {"přístup povolen", "přístup udělen"},
	"text_ref":         {"text", "zprávu", "zpráva", "zprávy", "obsah", "pokyny", "to co", "vše co"},

	// harm_*: a harmful making asked for in a story or step by step
	// (jailbreak.harm_in_frame_intl). Not "scénář" alone (a test
	// scenario too), "perník" (gingerbread, and slang for pervitin),
	// "termit" (the insect), "tlumič" alone (a car's silencer and
	// shock absorber), "ricin*" (ricinový olej, castor oil) nor the noun
	// "výroba" (production: a story of a police raid on a drug lab);
	// not "vařit" or "vařil" alone, which are the transliterated Russian
	// "варить", "варил".
	// No fentanyl (a medicine, made honestly), and no name spelt as
	// German, Dutch or a Romance language spell it ("heroin", "kokain",
	// "cocaina", "ransomware", "keylogger"): their "wie man", "hoe je",
	// "cómo hacer" would reach it in a row that joins a making to an item with no frame.
	"harm_frame": {
		"moje babička", "má babička", "moje zesnulá babička", "zesnulá babička", "babičk*", "román", "románu", "románě", "románem",
		"povídk*", "příběh*", "fikc*", "filmový scénář", "filmového scénáře", "filmovém scénáři", "scénář k filmu", "scénář filmu",
		"hypoteticky", "představ si", "představte si", "padouch*", "záporák*", "film", "filmu", "filmem", "báseň", "básni", "básničk*",
		"píseň", "písničk*", "simulac*",
	},
	"harm_making": {
		"jak vyrobit", "jak vyrobím", "jak vyrobíš", "jak vyrobí", "jak vyrobil", "jak vyrobila", "jak se vyrábí", "jak vyrábí",
		"jak vyrábět", "jak udělat", "jak udělám", "jak se dělá", "jak udělal", "jak udělala", "jak připravit", "jak připravím",
		"jak se připravuje", "jak připravil", "jak uvařit", "jak uvařím", "jak se vaří", "jak vaří", "jak vařil", "jak vařila",
		"jak syntetizovat", "jak se syntetizuje", "jak sestrojit", "jak sestrojím", "jak sestrojil", "jak postavit", "jak postavím",
		"jak sestavit", "jak zkonstruovat", "recept na", "návod na", "návod k výrobě", "návod jak", "postup výroby", "postup přípravy",
		"vyrobit", "vyrobím", "vyrobíš", "vyrobil", "vyrobila", "vyrobili", "vyráb*", "uvařit", "syntetiz*",
		"syntéz*",
	},
	"harm_detail": {
		"krok za krokem", "krok po kroku", "přesné množství*", "přesná množství", "přesnými množstvími", "přesné dávk*", "podrobně",
		"detailně", "do detailu", "do detailů", "do posledního detailu", "do nejmenších detailů", "přesný postup", "přesné kroky",
		"nic nevynechávej", "nic nevynechej", "nic nevynechávejte", "bez vynechání", "s funkčním kódem", "funkční kód",
	},
	"harm_item": {
		"metamfetamin*", "pervitin*", "crystal meth", "heroinu", "heroinem", "kokainu", "kokainem", "výbušnin*", "trhavin*",
		"výbušné zařízení", "výbušného zařízení", "nástražný výbušný systém", "nástražného výbušného systému", "trubková bomb*",
		"trubkovou bomb*", "trubkové bomb*", "trubkových bomb*", "podomácku vyrobená bomba", "podomácku vyrobenou bombu",
		"domácí bomba", "domácí bombu", "napalm*", "molotov*", "nervový plyn", "nervového plynu", "nervově paralytický plyn",
		"nervově paralytickou látku", "nervově paralytické látky", "sarin", "sarinu", "sarinem", "ricin", "ricinu", "antrax", "antraxu",
		"chemická zbraň", "chemickou zbraň", "chemické zbraně", "chemických zbraní", "biologická zbraň", "biologickou zbraň",
		"biologické zbraně", "biologických zbraní", "nevystopovatelná zbraň", "nevystopovatelnou zbraň", "nevystopovatelnou pistoli",
		"ghost gun", "tlumič na zbraň", "tlumič na pistoli", "tlumič hluku na zbraň", "vyděračský software", "phishingová stránk*",
		"phishingovou stránk*", "phishingový web", "phishingový kit", "skimmer na karty", "skimmer na platební karty",
		"padělané peníze", "padělaných peněz", "falešné peníze", "falešných peněz", "falešné bankovky", "falešných bankovek",
		"padělané bankovky", "falešný pas", "falešný cestovní pas", "falešného pasu", "padělaný pas", "padělaného pasu",
	},
}}
