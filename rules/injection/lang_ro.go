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
	"instructions":    {"instrucțiun*", "directiv*", "indicați*", "promptul", "promptul de sistem", "mesajul de sistem", "comenzile", "instructiun*"},
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
	"before_chat":     {"înainte de conversația noastră", "înaintea conversației", "înainte de această conversație", "înainte de conversație", "înainte de chat", "înainte să începem să vorbim", "înainte să începem să discutăm", "înainte să începem să conversăm", "înainte să începem să stăm de vorbă", "înainte să începem conversația", "înainte să începem discuția", "înainte să începem chatul", "înainte de a începe să vorbim", "înainte de a începe conversația", "înainte de a începe discuția", "înainte de a începe chatul", "înainte să vorbim", "înainte să discutăm", "înainte să înceapă conversația", "înainte să înceapă conversația noastră", "înainte să înceapă discuția", "înainte să înceapă chatul", "înainte de începutul conversației", "înainte de începutul chatului", "înainte de începutul discuției", "înainte de începerea conversației", "înainte de începerea discuției", "înainte de începerea chatului", "înainte de discuția noastră", "înainte de discuție", "înainte de chatul nostru", "înainte să vin eu", "înainte să vin", "înainte de venirea mea", "înainte să îți scriu", "înainte să ți scriu", "înainte de primul meu mesaj", "înainte să ajung"},
	"need_not_follow": {"nu mai trebuie să respecți", "nu trebuie să respecți", "nu mai ești obligat să urmezi", "nu trebuie să urmezi"},
	"secret_part":     {"prima literă", "ultima literă", "indiciu"},
	"mention_cue":     {"expresie regulată", "regex", "detectează", "detecta", "filtru"},
	"detect_cue":      {"expresie regulată", "regex", "detectează", "detecta", "filtru"},
	"from_now_on":     {"de acum înainte", "de acum", "din acest moment", "de acum încolo", "pentru restul conversației"},
	"answer_style":    {"mai pe scurt", "pe scurt", "scurt", "concis", "mai concis", "fără liste", "fara liste", "fără explicații", "fara explicatii", "doar cod", "numai cod", "în puncte", "in puncte", "mai detaliat", "mai simplu", "în română", "in romana"},
	"behave":          {"tu", "răspunzi", "răspunde", "vei", "trebuie", "mereu", "întotdeauna", "doar", "numai"},
	"special_mode":    {"modul dezvoltator", "mod dezvoltator", "modul zeu", "mod fără restricții", "mod necenzurat"},
	"unrestricted":    {"fără restricții", "fără nicio restricție", "fără limite", "fără limită", "fără cenzură", "fără filtre", "fără reguli", "fără etică", "nicio restricție", "nelimitat", "necenzurat"},
	"ai":              {"tu", "inteligență artificială", "asistent", "model", "chatbot", "răspunsuri", "răspunzi", "răspunde", "raspunde", "răspundeți", "raspundeti"},
	"lacking":         {"fără", "ignorând"},
	"guardrails":      {"principii etice", "reguli", "etică", "morală", "legi", "filtre", "cenzură", "restricții", "restricție", "restrictie", "restrictii", "filtru", "limite"},
	"reveal": {
		"arată", "arată mi", "arătați mi", "afișează", "afișați", "tipărește", "repetă", "spune", "spune mi",
		"spuneți mi", "dezvăluie", "scrie", "dă mi", "enumeră", "tradu", "rezumă", "copiază", "citează", "silabisește", "arata", "arata mi", "afiseaza", "scrie le", "scrie mi", "pune aici", "pune", "copiaza", "lipește", "lipește aici", "lipește mi", "lipiți", "copiază mi", "copiați", "transcrie", "rescrie", "afișează mi", "tastează", "reprodu",
	},
	"reveal_verbatim": {"repetă", "tipărește", "copiază", "citează", "cuvânt cu cuvânt", "textual", "exact cum este", "ad litteram", "literă cu literă", "fără modificări", "întocmai", "lipește", "lipiți", "transcrie", "copiați"},
	"config":          {"instrucțiun*", "promptul", "promptul de sistem", "mesajul de sistem", "reguli*", "directiv*", "configurați*", "setările", "instructiun*", "instrucțiunile", "configurația ascunsă", "configurația ta ascunsă", "configurație ascunsă", "setările ascunse", "setări ascunse", "mesajul de pornire", "mesajul de start", "promptul ascuns", "promptul inițial"},
	"config_hidden":   {"toate"},
	"above_ref":       {"mai sus", "până acum", "la început", "pe care le ai primit"},
	"question":        {"care", "ce", "care sunt"},
	"told_you":        {"ti au scris", "ți au scris", "ti au spus", "ți au spus", "ti au dat", "ți au dat", "ți s a spus", "ti s a spus", "ce ți s a spus", "care ți s au spus", "ți s au spus", "vi s a spus", "ce v au spus"},
	"before_time":     {"la început", "la inceput", "de la început", "de la inceput", "înainte", "inainte"},
	"given_you":       {"pe care le ai primit", "primite", "pe care le urmezi", "ai primit", "le ai primit", "ai primit la început", "ai primit la inceput", "care ți a fost dat", "care ți a fost dată", "care ți au fost date", "care ți au fost dați", "pe care l ai primit", "pe care ai primit o", "care ți s a dat", "ce ți s a dat", "ce ți s a spus", "care ți s au spus", "care ți s a spus", "pe care vi l au dat", "care v a fost dat", "care v au fost date", "pe care l ați primit", "pe care le ați primit", "ați primit", "primit", "primită", "cu care ai fost configurat", "cu care te au configurat", "cu care ai fost pornit", "cu care te au pornit", "pe care ți l au dat", "pe care ți le au dat", "pe care ți l au trimis"},
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
	"text_ref":        {"textul", "text", "mesajul", "mesaj", "conținutul", "instrucțiunile", "ce ți s a spus", "tot ce"},
	"config_yours":    {"configurația ta", "configurația ta ascunsă", "setările tale", "setările tale ascunse", "instrucțiunile tale", "instrucțiunile tale ascunse", "promptul tău", "promptul tău de sistem", "promptul tău ascuns"},

	// software_context: a game, a build or a device, where a special mode
	// is a feature (jailbreak.special_mode's except).
	"software_context": {"joc", "jocul", "jocului", "jucător", "jucătorul", "jucator", "consolă", "consola", "server", "serverul", "setări", "setari", "telefon"},

	// act_on_quoted: an order to carry out a quoted text (mention.go);
	// the subjunctive an order takes after "te rog să" too.
	"act_on_quoted": {"execută", "să execuți", "și execută", "apoi execută", "fă ce scrie", "exact ce scrie", "ce scrie în el", "urmează întocmai"},

	// harm_*: a harmful making asked for in a story or step by step
	// (jailbreak.harm_in_frame_intl). Not "scenariu" alone (a test
	// scenario too), "fabrica" (a factory), "heroină" (folded, the
	// Spanish "heroína", a heroine), "termită" (the insect too) nor
	// "amortizor" alone (a car's shock absorber).
	// No fentanyl (a medicine, made honestly), and no name spelt as
	// German, Dutch or a Romance language spell it ("heroin", "kokain",
	// "cocaina", "ransomware", "keylogger"): their "wie man", "hoe je",
	// "cómo hacer" would reach it in a row that joins a making to an item with no frame.
	"harm_frame": {
		"bunica mea", "răposata mea bunică", "bunica mea răposată", "defuncta mea bunică", "bunica", "roman", "romanul", "romanului",
		"romanul meu", "povest*", "nuvel*", "ficțiune", "ficțiunea", "scenariu de film", "scenariul filmului", "scenariul unui film",
		"ipotetic", "imaginează-ți", "închipuie-ți", "răufăcător*", "personajul negativ", "film", "filmul", "filmului", "poezie",
		"poezia", "simulare", "simularea", "simulări",
	},
	"harm_making": {
		"cum să fac", "cum se face", "cum să faci", "cum face", "cum a făcut", "cum se fabrică", "cum să fabric", "cum să fabrici",
		"cum fabrică", "cum a fabricat", "cum se produce", "cum să produc", "cum produce", "cum a produs", "cum să prepar",
		"cum se prepară", "cum prepară", "cum a preparat", "cum să construiesc", "cum se construiește", "cum să construiești",
		"cum a construit", "cum să sintetizez", "cum se sintetizează", "cum să gătesc", "cum se gătește", "cum a gătit",
		"rețetă pentru", "rețeta de", "rețeta pentru", "instrucțiuni pentru fabricarea", "instrucțiuni de fabricare", "să fabrice",
		"să prepare",
	},
	"harm_detail": {
		"pas cu pas", "cantități exacte", "cantitățile exacte", "cu cantități exacte", "în detaliu", "detaliat", "în amănunt",
		"cu lux de amănunte", "fără să omiți nimic", "fără a omite nimic", "pașii exacți", "cu cod funcțional", "cod care funcționează",
	},
	"harm_item": {
		"metamfetamin*", "crystal meth", "explozibil*", "explozivi", "explozivii", "explozivul", "materiale explozive",
		"substanțe explozive", "bombă artizanală", "bomba artizanală", "bombe artizanale", "bombă din țeavă", "bombe din țeavă",
		"dispozitiv exploziv", "dispozitive explozive", "napalm", "cocktail molotov", "cocteil molotov", "cocktailuri molotov",
		"molotov", "gaz neurotoxic", "gaze neurotoxice", "agent neurotoxic", "sarin", "ricină", "antrax", "armă chimică",
		"arma chimică", "arme chimice", "armă biologică", "arma biologică", "arme biologice", "armă fără serie", "armă de nedetectat",
		"ghost gun", "amortizor pentru armă", "amortizor pentru pistol", "amortizor de armă", "site de phishing", "pagină de phishing",
		"kit de phishing", "skimmer de card*", "skimmer pentru carduri", "bani falși", "bancnote false", "monedă falsă",
		"pașaport fals", "pașapoarte false",
	},
	// crime_make, crime_act, crime_guard: abuse.crime_asked_intl, a crime
	// asked for plainly (a program, a message or a method joined to an act
	// with a victim), and the victim's or the defender's side.
	"crime_make": {
		"scrie mi un script", "scrie un script", "scrie mi un program", "scrie un program", "scrie mi un bot",
		"scrie mi o aplicație", "scrie mi un mesaj", "scrie mi un sms", "scrie mi un email", "scrie mi un e mail",
		"scrieți mi un", "scrieți mi o", "scrie mi un", "scrie mi o", "fă mi un", "fă mi o", "faceți mi un",
		"creează mi un", "creează mi o", "creează un script", "creează un program", "creează un bot", "construiește mi",
		"am nevoie de un script", "am nevoie de un program", "am nevoie de un instrument", "am nevoie de un bot",
		"ajută mă", "ajutați mă", "cum pot", "cum aș putea", "cum fac să", "care este cel mai bun mod",
		"care e cea mai bună metodă", "cel mai bun mod de a",
	},
	"crime_act": {
		"fura parole", "fura parolele", "fur parole", "fur parolele", "fure parolele", "furt de parole",
		"fura datele de autentificare", "fur datele de autentificare", "fura datele cardurilor", "fura datele cardului",
		"fura date de card", "date de autentificare furate", "parole furate", "parolele furate", "parole scurse",
		"carduri furate", "conturile altora", "conturile altor persoane", "contul altcuiva", "parolele altora",
		"parola altcuiva", "ghici parola", "ghicească parola", "phishing*", "sms fals", "sms uri false", "sms false",
		"email fals", "e mail fals", "emailuri false", "în numele băncii", "pagină de login falsă", "pagină falsă",
		"site fals", "arată ca o bancă", "arate ca o bancă", "arate ca site ul băncii", "site clonat", "facturi false",
		"factură falsă", "înșela bătrâni", "înșela bătrânii", "înșel bătrânii", "înșela pensionari", "înșela pensionarii",
		"păcăli bătrânii", "țepui bătrâni", "escroca bătrâni", "escroca pensionari", "mă dau drept nepot",
		"drept nepotul lor", "drept nepotul ei", "drept nepotul lui", "goli contul", "golească contul", "golesc contul",
		"mesaje de amenințare", "mesaje amenințătoare", "mesaje cu amenințări", "amenințări", "să nu mă poată bloca",
		"nu poată bloca", "raportări în masă", "raporteze în masă", "raportez în masă", "raportare în masă",
		"recenzii false", "review uri false", "urmări în secret", "urmăresc în secret", "localiza în secret", "spiona",
		"spionez", "citesc mesajele soției", "citesc mesajele iubitei", "la wifi ul vecinului", "în wifi ul vecinului",
		"parola de la wifi ul vecinului", "camera vecinului", "sparge o casă", "sparg o casă", "sparge o mașină",
		"sparg o mașină", "intra prin efracție", "efracție", "fura o mașină", "fur o mașină", "fura mașini",
		"ascunde droguri", "ascund droguri", "ascund drogurile", "ascunde drogurile", "scăpa de poliție",
		"scap de poliție", "fugi de poliție", "evita poliția", "spăla bani", "spăl bani", "spălare de bani",
		"spălarea banilor", "bani falși", "bancnote false", "falsifica acte", "falsific acte", "falsifica documente",
		"falsific documente", "acte false", "documente false", "pașaport fals", "buletin fals", "identități false",
		"identitate falsă", "fraudă cu fonduri", "fraudez fonduri", "fraudă cu ajutoare", "clona cardul", "clonez cardul",
		"clona carduri", "card clonat",
	},
	"crime_guard": {
		"proteja", "protejez", "protejeze", "protejăm", "apăra", "apăr", "recunoaște", "recunosc", "detecta", "preveni",
		"raporta la poliție", "reclama la poliție", "anunța banca", "victimă", "victime", "victima", "avertiza",
		"avertizare", "conștientizare", "istoria", "un articol", "cum îmi dau seama dacă", "cum știu dacă",
		"am fost înșelat", "am fost înșelată", "securiza", "securizez", "simulare", "instruire",
	},
}}
