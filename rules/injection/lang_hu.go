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
}}
