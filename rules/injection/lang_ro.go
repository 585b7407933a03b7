package injection

// romanian is the Romanian lexicon. The definite article is a suffix
// ("instrucțiunile", "promptul") and the owner follows the noun
// ("regulile tale", "promptul de sistem"), so nouns are stems and the
// words after them are in config_after. The words view drops the
// diacritics (ă â î ș ț).
var romanian = lexicon{lang: "ro", classes: map[string][]string{
	"ignore": {
		"ignoră", "ignorați", "uită", "uitați", "uită de", "nu ține cont de", "nu țineți cont de", "nu lua în seamă",
		"treci peste", "ocolește", "nu mai urma", "nu mai respecta", "încalcă", "renunță la", "aruncă",
	},
	"voided":          {"anulate", "nule", "nu mai sunt valabile", "nu se mai aplică", "invalide"},
	"voided_strong":   {"anulate", "nu mai sunt valabile", "nu se mai aplică"},
	"prior":           {"anterioare", "precedente", "de mai sus", "de dinainte", "inițiale", "originale", "ascunse", "secrete", "vechi"},
	"all":             {"toate", "toți", "orice", "fiecare", "toate cele"},
	"self":            {"mele", "meu", "mea", "mei", "noastre", "eu"},
	"instructions":    {"instrucțiun*", "directiv*", "indicați*", "promptul", "promptul de sistem", "mesajul de sistem", "comenzile"},
	"rules":           {"reguli*", "restricți*", "limitele", "limitări*", "politica", "politicile", "contextul", "conversați*", "rolul"},
	"config_after":    {"tale", "tău", "ta", "voastre", "vostru", "dumneavoastră", "de sistem", "sistemului", "inițiale", "originale", "ascunse", "secrete"}, // not "complete": an English word ("ignore the request if it is complete")
	"everything":      {"tot", "totul", "tot ce"},
	"before_obj":      {"tot ce e mai sus", "tot ce ți s a spus", "tot ce știi", "cele de mai sus"},
	"end_word":        {"sfârșit", "sfârșitul", "final"},
	"after_end":       {"acum", "noi", "nouă", "noul", "în schimb", "sarcina ta", "sistem"},
	"forget":          {"uită", "uitați"},
	"wipe_memory":     {"șterge ți memoria", "uită cine ești", "uită ți antrenamentul"},
	"negation":        {"niciodată", "fără", "niciun", "nicio"},
	"make_believe":    {"prefă te", "pretinde că ești", "joacă rolul", "comportă te ca și cum", "imaginează ți că ești"},
	"you_are_now":     {"acum ești", "de acum ești", "nu mai ești", "de acum înainte ești"},
	"in_language":     {"în română", "în engleză", "românește", "în limba română", "în limba engleză"},
	"before_msg":      {"înainte de mesajul meu", "la începutul conversației"},
	"before_chat":     {"înainte de conversația noastră", "înaintea conversației", "înainte de această conversație", "înainte de conversație", "înainte de chat"},
	"need_not_follow": {"nu mai trebuie să respecți", "nu trebuie să respecți", "nu mai ești obligat să urmezi", "nu trebuie să urmezi"},
	"secret_part":     {"prima literă", "ultima literă", "indiciu"},
	"mention_cue":     {"expresie regulată", "regex", "detectează", "detecta", "filtru"},
	"detect_cue":      {"expresie regulată", "regex", "detectează", "detecta", "filtru"},
	"from_now_on":     {"de acum înainte", "de acum", "din acest moment", "de acum încolo", "pentru restul conversației"},
	"behave":          {"tu", "răspunzi", "răspunde", "vei", "trebuie", "mereu", "întotdeauna", "doar", "numai"},
	"special_mode":    {"modul dezvoltator", "mod dezvoltator", "modul zeu", "mod fără restricții", "mod necenzurat"},
	"unrestricted":    {"fără restricții", "fără nicio restricție", "fără limite", "fără limită", "fără cenzură", "fără filtre", "fără reguli", "fără etică", "nicio restricție", "nelimitat", "necenzurat"},
	"ai":              {"tu", "inteligență artificială", "asistent", "model", "chatbot", "răspunsuri", "răspunzi", "răspunde", "raspunde", "răspundeți", "raspundeti"},
	"lacking":         {"fără", "ignorând"},
	"guardrails":      {"principii etice", "reguli", "etică", "morală", "legi", "filtre", "cenzură", "restricții", "restricție", "restrictie", "restrictii", "filtru", "limite"},
	"reveal": {
		"arată", "arată mi", "arătați mi", "afișează", "afișați", "tipărește", "repetă", "spune", "spune mi",
		"spuneți mi", "dezvăluie", "scrie", "dă mi", "enumeră", "tradu", "rezumă", "copiază", "citează", "silabisește",
	},
	"reveal_verbatim": {"repetă", "tipărește", "copiază", "citează", "cuvânt cu cuvânt", "textual"},
	"config":          {"instrucțiun*", "promptul", "promptul de sistem", "mesajul de sistem", "reguli*", "directiv*", "configurați*", "setările"},
	"config_hidden":   {"toate"},
	"above_ref":       {"mai sus", "până acum", "la început", "pe care le ai primit"},
	"question":        {"care", "ce", "care sunt"},
	"given_you":       {"pe care le ai primit", "primite", "pe care le urmezi"},
	"known":           {"ce știi", "tot ce știi"},
	"install_context": {"instalare", "instalarea", "rețetă", "rețeta", "manual", "joc", "jocul", "montaj"},
	"secret":          {"parola", "parolă", "parolei", "cuvântul secret", "cuvânt secret", "cod secret", "codul secret", "codul de acces"},
	"secret_det":      {"ta", "corectă"},
	"secret_bare":     {"parola", "parolă", "cuvântul secret"},
	"secret_ask":      {"spune mi", "spune", "dă mi", "care e", "care este", "dezvăluie", "arată mi", "scrie", "silabisește"},
	"secret_benign":   {"resetez", "resetare", "reseta", "schimba", "schimb", "am uitat", "recupera", "recuperez", "genera", "puternică", "manager", "cripta"},
	"act_on":          {"execută", "urmează", "respectă", "fă ce spune"},
	"decode_verb":     {"decodează", "decriptează", "tradu"},
	"granted":         {"acces permis", "acces acordat"},
}}
