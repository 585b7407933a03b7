package injection

// hungarian is the Hungarian lexicon. Hungarian puts case and owner on
// the noun ("utasításokat", "szabályaidat": your rules), so nouns are
// stems, and the ones that carry "your" are instructions on their own;
// the verb may come first or last ("felejtsd el" / "… hagyd figyelmen
// kívül"). The words view drops the accents (ő → o, ű → u).
var hungarian = lexicon{lang: "hu", classes: map[string][]string{
	"ignore": {
		"hagyd figyelmen kívül", "hagyja figyelmen kívül", "hagyjátok figyelmen kívül", "ne vedd figyelembe",
		"ne vegye figyelembe", "felejtsd el", "felejtse el", "felejtsétek el", "ignoráld", "ignorálja", "hagyd ki",
		"ne kövesd", "ne kövesse", "ne tartsd be", "kerüld meg", "vesd el", "dobd el",
	},
	"ignore_late":          {"hagyd figyelmen kívül", "hagyja figyelmen kívül", "felejtsd el", "felejtse el", "ne kövesd", "ignoráld"},
	"voided":               {"érvénytelenek", "visszavonva", "már nem érvényesek", "nem érvényesek", "hatályukat vesztették"},
	"voided_strong":        {"érvénytelenek", "már nem érvényesek", "hatályukat vesztették"},
	"prior":                {"korábbi", "előző", "fenti", "fentebbi", "eredeti", "kezdeti", "rejtett", "titkos", "régi", "eddigi"},
	"all":                  {"összes", "az összes", "minden", "mindegyik", "valamennyi", "bármilyen"},
	"yours":                {"a te", "az ön", "te"},
	"self":                 {"az én", "a mi", "saját magam"},
	"instructions":         {"utasítás*", "instrukci*", "irányelv*", "rendszerprompt*", "rendszerüzenet*", "szabályaid*", "szabályod*", "promptod*", "korlátozásaid*"},
	"rules":                {"szabály*", "korlátozás*", "korlát*", "szabályzat*", "kontextus*", "beszélgetés*", "szerep*"},
	"everything":           {"mindent", "minden", "mindazt"},
	"before_obj":           {"a fentieket", "mindent fent", "mindent amit mondtak neked", "mindent amit tudsz"},
	"end_word":             {"vége", "a bemenet vége"},
	"after_end":            {"most", "új", "helyette", "a feladatod", "rendszer"},
	"forget":               {"felejtsd el", "felejtse el"},
	"forget_late":          {"felejtsd el", "felejtse el"},
	"wipe_memory":          {"töröld a memóriádat", "felejtsd el ki vagy"},
	"negation":             {"ne", "nem", "soha", "nélkül", "semmi"},
	"make_believe":         {"tégy úgy mintha", "tegyél úgy mintha", "tettesd", "játszd el", "viselkedj úgy mintha", "képzeld el hogy te vagy"},
	"you_are_now":          {"most már te", "mostantól te", "te most", "már nem vagy"},
	"in_language":          {"magyarul", "angolul", "németül"},
	"need_not_follow":      {"nem kell betartanod", "már nem kell betartanod", "nem kell követned", "már nem kell követned"},
	"need_not_follow_late": {"nem kell betartanod", "nem kell követned"},
	"secret_part":          {"első betűje", "első betű", "utolsó betűje", "tipp"},
	"mention_cue":          {"reguláris kifejezés", "regex", "felismeri", "felismerje", "szűrő", "minta"},
	"detect_cue":           {"reguláris kifejezés", "regex", "felismeri", "felismerje", "szűrő", "minta"},
	"from_now_on":          {"mostantól", "ezentúl", "innentől", "ettől a pillanattól", "a beszélgetés hátralévő részében"},
	"behave":               {"te", "válaszolsz", "válaszolj", "leszel", "kell", "mindig", "csak", "kizárólag"},
	"special_mode":         {"fejlesztői mód", "isten mód", "korlátozás nélküli mód", "cenzúrázatlan mód"},
	"unrestricted":         {"korlátozások nélkül", "korlátozás nélkül", "bármiféle korlátozás nélkül", "korlátok nélkül", "cenzúra nélkül", "szűrők nélkül", "szabályok nélkül", "etika nélkül", "nincsenek korlátaid", "nincs korlátozásod", "korlátlan", "cenzúrázatlan", "szűrő nélkül", "szűrés nélkül"},
	"ai":                   {"te", "téged", "mesterséges intelligencia", "asszisztens", "modell", "chatbot", "válaszok", "válaszolsz", "válaszolj", "valaszolj", "válaszoljon"},
	"lacking":              {"nélkül", "nincs", "figyelmen kívül hagyva"},
	"guardrails":           {"etikai irányelvek", "szabályok", "etika", "erkölcs", "törvények", "szűrők", "cenzúra", "korlátozások", "korlátozás", "szűrő", "korlátok"},
	"reveal": {
		"mutasd meg", "mutasd", "mutassa meg", "jelenítsd meg", "írd ki", "írd le", "ismételd meg", "mondd meg",
		"mondd el", "áruld el", "add meg", "sorold fel", "fordítsd le", "foglald össze", "másold ki", "betűzd", "idézd",
	},
	"reveal_verbatim": {"ismételd meg", "írd ki", "másold ki", "idézd", "szó szerint", "másold ide", "masold ide", "másold be", "írd ide", "ird ide"},
	"config":          {"utasítás*", "rendszerprompt*", "rendszerüzenet*", "prompt", "promptod*", "szabály*", "irányelv*", "beállítás*", "konfiguráci*", "rendszerutasítás*", "rendszerutasitas*"},
	"config_yours":    {"rendszerprompt*", "rendszerüzenet*", "promptod*", "utasításaid*", "utasításod*", "szabályaid*", "szabályod*"},
	"config_hidden":   {"a te", "eredeti", "kezdeti", "rejtett", "titkos", "korábbi", "teljes", "pontos", "belső", "összes"},
	"above_ref":       {"fent", "fenti", "eddig", "az elején", "amit kaptál"},
	"question":        {"milyen", "mi", "melyek", "mik"},
	"given_you":       {"amit kaptál", "amelyeket kaptál", "amiket követsz"},
	"before_chat":     {"a beszélgetésünk előtt", "beszélgetésünk előtt", "a beszélgetés előtt", "e beszélgetés előtt", "a chat előtt"},
	"known":           {"amit tudsz", "mindent amit tudsz"},
	"install_context": {"telepítés*", "recept*", "kézikönyv*", "összeszerelés*", "játék*"},
	"secret":          {"jelszó", "jelszót", "jelszavát", "jelszavad", "titkos szó", "titkos szót", "titkos kód", "titkos kódot", "hozzáférési kód"},
	"secret_det":      {"titkos", "helyes"},
	"secret_bare":     {"jelszó", "titkos szó"},
	"secret_ask":      {"mondd meg", "mondd el", "áruld el", "add meg", "mi a", "írd le", "betűzd", "mutasd meg"},
	"secret_benign":   {"elfelejtettem", "visszaállíthatom", "visszaállítani", "megváltoztatni", "módosítani", "helyreállítani", "generálni", "erős", "jelszókezelő", "titkosítani"},
	"act_on":          {"hajtsd végre", "kövesd", "teljesítsd", "csináld amit mond"},
	"decode_verb":     {"dekódold", "fejtsd meg", "fordítsd le"},
	"granted":         {"hozzáférés megadva", "hozzáférés engedélyezve"},

	// software_context: a game, a build or a device, where a special mode
	// is a feature (jailbreak.special_mode's except).
	"software_context": {"játék", "játékban", "játékot", "játékos", "játékosnak", "konzol", "szerver", "beállítások", "telefon"},

	// harm_*: a harmful making asked for in a story or step by step
	// (jailbreak.harm_in_frame_intl). The thing takes its case
	// ("metamfetamint", "robbanóanyagot") and the verb may follow it
	// ("metamfetamint készíteni"). Not "hogyan kell" alone ("hogyan kell
	// leszokni a heroinról": how to quit heroin), "forgatókönyv" alone
	// (a test scenario too), "heroin*" (Spanish "heroína", the heroine)
	// nor "ricin*" (ricinusolaj, castor oil).
	// No fentanyl (a medicine, made honestly), and no name spelt as
	// German, Dutch or a Romance language spell it ("heroin", "kokain",
	// "cocaina", "ransomware", "keylogger"): their "wie man", "hoe je",
	// "cómo hacer" would reach it in a row that joins a making to an item with no frame.
	"harm_frame": {
		"nagymamám", "nagyanyám", "néhai nagymamám", "elhunyt nagymamám", "nagyim", "regény*", "novella", "novellában", "novellát",
		"történet*", "elbeszélés*", "fikció*", "filmforgatókönyv*", "film forgatókönyv*", "hipotetikusan", "képzeld el", "képzeljük el",
		"képzelje el", "gonosztevő*", "főgonosz*", "a gonosz", "film", "filmben", "filmet", "filmhez", "vers", "versben", "verset",
		"szimuláció*",
	},
	"harm_making": {
		"hogyan készítsek", "hogyan készítsem", "hogyan készíts", "hogyan készítsünk", "hogyan készül", "hogyan készítik",
		"hogyan készíti", "hogyan készítette", "hogyan csináljak", "hogyan csináljunk", "hogyan csinálta", "hogyan csinálják",
		"hogyan állítsak elő", "hogyan állítják elő", "hogyan állította elő", "hogyan gyártsak", "hogyan gyártják", "hogyan gyártotta",
		"hogyan építsek", "hogyan építette", "hogyan főzzek", "hogyan főzik", "hogyan főzte", "hogyan szintetizál*",
		"hogy kell elkészíteni", "hogyan kell elkészíteni", "hogyan kell készíteni", "hogyan kell előállítani",
		"hogyan kell megépíteni", "hogyan kell összerakni", "receptje", "receptjét", "készíteni", "készíti", "készítette", "készítem",
		"készítek", "készítünk", "elkészíteni", "elkészíti", "elkészítette", "előállítani", "előállítja", "előállította", "gyártani",
		"gyártja", "gyártotta", "szintetizálni", "szintetizálja", "szintetizálta", "főzni", "főzi", "főzte", "összerakni", "megépíteni",
	},
	"harm_detail": {
		"lépésről lépésre", "lépésenként", "pontos mennyiség*", "pontos adag*", "pontos arány*", "részletesen", "részletes leírás*",
		"minden részletre kiterjedő*", "semmit sem kihagyva", "semmit ki nem hagyva", "ne hagyj ki semmit", "pontos lépés*",
		"működő kóddal", "működő kód*",
	},
	"harm_item": {
		"metamfetamin*", "kristálymeth", "kristály meth", "crystal meth", "heroint", "heroinnal", "heroinból", "kokaint", "kokainnal",
		"kokainból", "robbanóanyag*", "robbanószer*", "csőbomb*", "házi készítésű bomba", "házi készítésű bombát",
		"házilag készített bomba", "házilag készített bombát", "házi bomba", "házi bombát", "napalm*", "termitet", "termitből",
		"termitbomb*", "molotov*", "ideggáz*", "szarin*", "ricin", "ricint", "ricinnel", "lépfene*", "antrax*", "vegyi fegyver*",
		"biológiai fegyver*", "biofegyver*", "követhetetlen fegyver*", "nyomon követhetetlen fegyver*", "fegyver hangtompító*",
		"pisztoly hangtompító*", "hangtompító fegyverre", "hangtompítót fegyverre", "hangtompítót pisztolyra", "zsarolóvírus*",
		"zsarolóprogram*", "billentyűnaplózó*", "adathalász oldal*", "adathalász weboldal*", "adathalász csomag*", "kártyaskimmer*",
		"bankkártya skimmer*", "hamis pénz*", "hamisított pénz*", "hamis bankjegy*", "hamisított bankjegy*", "hamis útlevel*",
		"hamisított útlevel*",
	},
	// crime_make, crime_act, crime_guard: abuse.crime_asked_intl, a crime
	// asked for plainly (a program, a message or a method joined to an act
	// with a victim), and the victim's or the defender's side.
	"crime_make": {
		"írj nekem egy scriptet", "írj egy scriptet", "írj egy szkriptet", "írj nekem egy szkriptet", "írj egy programot",
		"írj nekem egy programot", "írj egy botot", "írj egy alkalmazást", "írj egy üzenetet", "írj egy sms t",
		"írj egy e mailt", "írj egy emailt", "írj nekem", "írjon nekem", "csinálj egy", "csinálj nekem", "készíts egy",
		"készíts nekem", "hozz létre egy", "építs egy", "kell egy script", "kell egy program", "kell egy eszköz",
		"szükségem van egy", "segíts nekem", "segíts hogy", "segítsen nekem", "hogyan tudnám", "hogyan tudok",
		"hogy tudnám", "hogy tudok", "hogyan lehet", "hogyan lehetne", "mi a legjobb módja", "mi a legjobb módszer",
	},
	"crime_act": {
		"jelszavak ellopás*", "jelszavakat lop*", "jelszavakat ellop*", "ellopja a jelszav*", "ellopni a jelszav*",
		"bejelentkezési adatokat lop*", "bejelentkezési adatokat ellop*", "ellopja a bejelentkezési",
		"kártyaadatokat lop*", "kártyaadatokat ellop*", "kártyaadatok ellopás*", "ellopott jelszav*",
		"ellopott bejelentkezési adat*", "ellopott kártyá*", "kiszivárgott jelszav*", "mások fiókj*", "mások jelszav*",
		"valaki más fiókj*", "kitalálni a jelszav*", "adathalász*", "phishing*", "hamis sms*", "hamis e mail*",
		"hamis email*", "a bank nevében", "hamis bejelentkezési oldal*", "hamis oldal*", "hamis weboldal*",
		"úgy néz ki mint a bank", "klónozott oldal*", "hamis számlá*", "hamis számla", "becsapni idős*", "idősek átver*",
		"időseket átver*", "átverni az idős*", "nyugdíjasok átver*", "nyugdíjasokat átver*", "unokának adva ki magam",
		"unokájának adva ki magam", "unokának kiadva magam", "unokázós csalás*", "kiüríteni a számláj*",
		"kiüríti a számláj*", "lenullázni a számláj*", "fenyegető üzenet*", "megfenyeget*", "ne tudjon letiltani",
		"ne tudjon blokkolni", "tömeges jelentés*", "tömegesen jelent*", "tömeges report*", "hamis értékelés*",
		"hamis vélemény*", "kamu értékelés*", "titokban követ*", "titokban nyomon követ*", "titokban lenyomoz*", "kémked*",
		"titokban olvas*", "szomszéd wifijére", "szomszéd wifijébe", "szomszéd kamerájá*", "betörni*", "betörés*",
		"autót lopni", "ellopni egy autót", "autót feltörni", "drogot elrejteni", "drogokat elrejteni",
		"elrejteni a drogot", "menekülni a rendőrség elől", "elmenekülni a rendőrség elől", "lerázni a rendőr*",
		"pénzt mosni", "pénzmosás*", "tisztára mosni", "hamis pénz*", "hamis bankjegy*", "hamisít*", "hamis irat*",
		"hamis dokumentum*", "hamis útlevél*", "hamis személyi*", "hamis személyazonosság*", "kamu személyazonosság*",
		"támogatást csalni", "segélyt csal*", "támogatási csalás*", "klónozni a kártyá*", "kártyát klónoz*",
		"kártyaklónoz*",
	},
	"crime_guard": {
		"megvéd*", "védekez*", "védeni", "felismer*", "kiszűr*", "megelőz*", "megakadályoz*", "feljelent*",
		"a rendőrségnek", "a banknak", "áldozat*", "figyelmeztet*", "tudatosság*", "története", "hírcikk*", "egy cikk",
		"cikket", "honnan tudom", "átvertek", "biztonságossá tenni", "bebiztosít*", "szimuláció*", "oktatás*",
	},
}}
