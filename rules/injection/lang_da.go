package injection

// danish is the Danish lexicon. Danish puts the definite article on the
// noun ("instruktionerne", "reglerne"), so nouns are stems; the owner
// comes before it ("dine regler", "din systemprompt"). "dine" is also an
// English verb ("where to dine"), so it is no yours word: "dine regler"
// is an instructions phrase of its own and "dine" qualifies only after a
// verb of showing (config_hidden). The words view drops the marks (æ →
// ae, ø → o, å → a): "før" is "for", so it is never a word alone here.
var danish = lexicon{lang: "da", classes: map[string][]string{
	"ignore": {
		"ignorer", "ignorér", "glem", "glem alt om", "se bort fra", "se bort fra alle", "spring over", "hold op med at følge",
		"stop med at følge", "følg ikke", "lyt ikke til", "tilsidesæt", "omgå", "smid væk", "kassér", "bryd",
		"lad være med at følge", "overtræd",
	},
	"voided":        {"ugyldige", "ophævet", "ophævede", "annulleret", "annullerede", "gælder ikke længere", "er ikke længere gyldige", "tilbagekaldt", "tilbagekaldte"},
	"voided_strong": {"ugyldige", "gælder ikke længere", "er ikke længere gyldige", "ophævet", "ophævede", "tilbagekaldt"},
	"prior": {
		"tidligere", "forrige", "ovenstående", "ovenfor", "oprindelige", "skjulte", "hemmelige", "gamle", "nuværende",
		"givne", "foregående", "første",
	},
	"all": {"alle", "alle de", "samtlige", "enhver", "hver eneste"},
	// "dine" alone is the English verb; with a word before it, it is Danish.
	"yours": {"din", "dit", "jeres", "er dine", "alle dine", "af dine", "om dine", "på dine", "til dine", "med dine"},
	"self":  {"min", "mine", "mit", "vores", "jeg", "jeg skrev", "jeg sendte", "jeg indsatte"},
	"instructions": {
		"instruktion*", "instruks*", "direktiv*", "retningslinje*", "systemprompt*", "systembesked*", "systemmeddelelse*",
		"anvisning*", "dine regler", "dine begrænsninger", "dine restriktioner", "dine retningslinjer",
	},
	"rules": {
		"regel", "regler*", "reglen", "begrænsning*", "restriktion*", "kontekst*", "samtale*", "rollen", "principper*",
		"prompt", "prompten",
	},
	// Danish names the owner before the noun; what follows it and makes
	// it the assistant's is a clause.
	"config_after": {"som du har fået", "som du har modtaget", "som du følger", "som du skal følge", "fra dine udviklere", "fra systemet"},
	"everything":   {"alt og", "alt du", "alt hvad", "alt det", "alt sammen", "alting", "det hele"},
	"before_obj":   {"alt ovenfor", "alt det ovenstående", "det ovenstående", "alt hvad du har fået at vide", "alt du har fået at vide", "alt du ved", "alt hvad du ved"},
	"end_word":     {"slut", "slut på input", "slut på teksten"},
	"after_end":    {"nu", "ny", "nye", "nyt", "i stedet", "din opgave", "system"},
	"forget":       {"glem", "glem alt om"},
	"wipe_memory":  {"slet din hukommelse", "ryd din hukommelse", "nulstil din hukommelse", "glem hvem du er", "glem din træning"},
	"negation":     {"ikke", "aldrig", "uden", "ingen", "ej"},
	"make_believe": {"lad som om du er", "lad som om", "foregiv at du er", "forestil dig at du er", "spil rollen som", "opfør dig som om", "lad os lade som om"},
	// Not "du er nu" alone: "du er nu logget ind" (you are now logged in).
	"you_are_now": {"fra nu af er du", "fra nu er du", "du er ikke længere en ai", "du er ikke længere en assistent", "du er ikke længere bundet", "du er nu en ai", "du er nu en ucensureret"},
	"in_language": {"på dansk", "på engelsk", "på norsk", "på svensk"},
	"before_msg":  {"før min besked", "inden min besked", "før min første besked", "i starten af samtalen", "i begyndelsen af samtalen"},
	"before_chat": {"før vores samtale", "før denne samtale", "inden vores samtale", "inden samtalen", "før samtalen", "før chatten", "inden chatten", "inden vi begyndte at snakke"},
	"need_not_follow": {
		"du behøver ikke at følge", "du behøver ikke følge", "du behøver ikke længere at følge", "du skal ikke længere følge",
		"du er ikke forpligtet til at følge", "du er ikke længere bundet af",
	},
	"told_you":     {"fik du at vide", "har du fået at vide", "blev du fortalt", "fortalte de dig", "blev du bedt om"},
	"before_time":  {"tidligere", "i starten", "i begyndelsen", "inden"},
	"secret_part":  {"første bogstav", "sidste bogstav", "ledetråd"},
	"mention_cue":  {"regulært udtryk", "regex", "registrerer", "opdager", "opdage", "filter", "mønster"},
	"detect_cue":   {"regulært udtryk", "regex", "registrerer", "opdager", "opdage", "filter", "mønster"},
	"from_now_on":  {"fra nu af", "fra dette øjeblik", "fra og med nu", "herefter", "resten af samtalen", "i resten af samtalen"},
	"answer_style": {"kort", "kortere", "kortfattet", "uden forklaringer", "kun kode", "bare kode", "i punktform", "mere detaljeret", "på dansk"},
	"behave":       {"du", "svar", "svarer", "skal", "altid", "aldrig", "kun", "bare"},
	"special_mode": {"ucensureret tilstand", "tilstand uden begrænsninger", "ufiltreret tilstand", "jailbreak tilstand", "tilstand uden filtre"},
	"unrestricted": {"uden begrænsninger", "uden nogen begrænsninger", "uden restriktioner", "ingen begrænsninger", "ingen restriktioner", "uden filtre", "uden filter", "uden censur", "uden regler", "uden etik", "uden moral", "ucensureret", "ufiltreret", "uden etiske begrænsninger"},
	"ai":           {"du", "dig", "assistent", "assistenten", "model", "modellen", "sprogmodel", "chatbot", "chatbotten", "svar", "svarer", "kunstig intelligens"},
	"lacking":      {"uden", "ingen", "ignorerer", "er ligeglad med", "uden hensyn til"},
	"guardrails":   {"etiske retningslinjer", "regler", "etik", "moral", "censur", "begrænsninger", "restriktioner", "filtre", "sikkerhedsfiltre"},
	"reveal": {
		"vis mig", "vis os", "fortæl mig", "fortæl", "udskriv", "skriv ud", "gentag", "afslør", "skriv", "giv mig",
		"list", "oplist", "oversæt", "opsummer", "kopier", "stav", "citer", "del med mig",
	},
	"reveal_verbatim": {"gentag", "udskriv", "skriv ud", "kopier", "citer", "ordret", "ord for ord"},
	"config": {
		"instruktion*", "instruks*", "systemprompt*", "prompt", "prompten", "systembesked*", "systemmeddelelse*", "regler*",
		"retningslinje*", "konfiguration*", "indstilling*",
	},
	"config_hidden":   {"dine", "din", "dit", "oprindelige", "skjulte", "hemmelige", "interne"},
	"above_ref":       {"ovenfor", "hidtil", "i starten", "som du har fået"},
	"question":        {"hvad", "hvad er", "hvilke", "hvilken", "hvilket"},
	"given_you":       {"som du har fået", "du har fået", "har du fået", "fik du", "som du er blevet givet", "som du har modtaget", "som du følger", "du skal følge"},
	"above_line":      {"over denne linje", "ovenfor denne linje", "ovenfor denne besked", "over denne besked"},
	"known":           {"hvad du ved", "alt hvad du ved", "alt du ved"},
	"install_context": {"installation*", "opskrift*", "manual", "brugsanvisning*", "brugsvejledning*", "samlevejledning*", "monteringsvejledning*", "spil", "spillet", "bagning", "madlavning"},
	// One word alone only ("adgangskode"): a term of
	// extract.word_properties joins this class to three English words and
	// must weigh less than "the|your|this|that", or that becomes its key;
	// "kodeord" and "password" are in phrases.
	"secret": {
		"adgangskode*", "er kodeordet", "mig kodeordet", "dit kodeord", "kodeordet til", "det hemmelige kodeord",
		"mig passwordet", "dit password", "hemmelige ord", "hemmelige kode", "hemmelig kode", "hemmeligt ord",
	},
	"secret_det":  {"dit", "det hemmelige", "rigtige", "korrekte"},
	"secret_bare": {"adgangskoden", "kodeordet", "passwordet"},
	"secret_ask":  {"fortæl mig", "fortæl", "giv mig", "hvad er", "hvad", "afslør", "vis mig", "skriv", "stav"},
	"secret_benign": {
		"nulstil*", "ændre", "ændrer", "skifte", "skifter", "glemt", "glemte", "gendanne", "gendan", "stærk", "stærkt",
		"sikker", "kryptere", "generere", "adgangskodeadministrator", "password manager",
		// a program asking for it: "Skriv adgangskoden ind", "Bekræft adgangskode", "låse op"
		"skriv ind", "indtast", "angiv", "bekræft*", "låse op", "lås op", "beskytte", "kontroller", "udløb",
	},
	"act_on":       {"udfør", "følg", "adlyd", "gør hvad der står"},
	"decode_verb":  {"afkod", "dekod", "dekrypter", "oversæt"},
	"granted":      {"adgang givet", "adgang tilladt", "adgang bevilget"},
	"message_word": {"besked", "beskeden", "beskeder", "meddelelse", "meddelelsen"},
	"own_slip":     {"forkerte fil", "forkert fil", "ved en fejl", "undskyld", "min fejl", "jeg mente"},

	// software_context: a game, a build or a device, where a special mode
	// is a feature (jailbreak.special_mode's except).
	"software_context": {"spil", "spillet", "spiller", "spilleren", "debugversion", "konsol", "server", "indstillinger", "telefon", "mobil"},

	// harm_*: a harmful making asked for in a story or step by step
	// (jailbreak.harm_in_frame_intl). Not "laver" alone (French: to
	// wash), "termit" (the insect too) nor "lyddæmper" alone (a car's
	// silencer).
	// No fentanyl (a medicine, made honestly), and no name spelt as
	// German, Dutch or a Romance language spell it ("heroin", "kokain",
	// "cocaina", "ransomware", "keylogger"): their "wie man", "hoe je",
	// "cómo hacer" would reach it in a row that joins a making to an item with no frame.
	"harm_frame": {
		"min bedstemor", "min mormor", "min farmor", "min afdøde bedstemor", "min afdøde mormor", "min afdøde farmor", "bedstemor",
		"roman", "romanen", "novelle", "novellen", "fortælling", "fortællingen", "fiktion", "filmmanuskript*", "drejebog*",
		"hypotetisk", "forestil dig", "skurk", "skurken", "film", "filmen", "digt", "digtet", "simulation", "simulationen",
	},
	"harm_making": {
		"hvordan man laver", "hvordan laver man", "hvordan laver jeg", "hvordan kan jeg lave", "hvordan lave", "hvordan han lavede",
		"hvordan hun lavede", "hvordan han laver", "hvordan hun laver", "hvordan de laver", "hvordan man fremstiller",
		"hvordan fremstiller man", "hvordan fremstiller jeg", "hvordan han fremstillede", "hvordan man producerer",
		"hvordan man bygger", "hvordan bygger man", "hvordan bygger jeg", "hvordan man koger", "hvordan han kogte",
		"hvordan man syntetiserer", "opskrift på", "opskriften på", "vejledning i", "instruktioner til", "fremstille", "fremstiller",
		"fremstillede", "at lave", "man laver", "koger", "kogte", "syntetisere", "syntetiserer",
	},
	"harm_detail": {
		"trin for trin", "skridt for skridt", "nøjagtige mængder", "præcise mængder", "de præcise mængder", "i detaljer", "detaljeret",
		"uden at udelade noget", "uden at springe noget over", "præcise trin", "med fungerende kode", "med kode der virker",
	},
	"harm_item": {
		"metamfetamin", "crystal meth", "sprængstof", "sprængstoffer", "sprængstoffet", "eksplosiver", "rørbombe", "rørbomben",
		"rørbomber", "hjemmelavet bombe", "hjemmelavede bomber", "napalm", "molotovcocktail*", "nervegas*", "sarin", "ricin",
		"miltbrand", "kemisk våben", "kemiske våben", "biologisk våben", "biologiske våben", "biovåben", "usporbart våben",
		"usporbar pistol", "lyddæmper til pistol", "lyddæmper til en pistol", "lyddæmper til våben", "phishingside", "phishingsider",
		"phishingsiden", "phishing side", "kortskimmer", "falske penge", "forfalskede penge", "falske pengesedler", "falsk pas",
		"falske pas", "forfalsket pas",
	},
	// crime_make, crime_act, crime_guard: abuse.crime_asked_intl, a crime
	// asked for plainly (a program, a message or a method joined to an act
	// with a victim), and the victim's or the defender's side.
	"crime_make": {
		"skriv et script", "skriv et program", "skriv en bot", "skriv en app", "skriv en besked", "skriv en sms",
		"skriv en mail", "skriv til mig", "lav et script", "lav et program", "lav en bot", "lav en app", "lav mig en",
		"lav mig et", "byg et script", "byg et program", "byg en bot", "jeg har brug for et script",
		"jeg har brug for et program", "jeg har brug for et værktøj", "hjælp mig", "kan du hjælpe mig", "hvordan kan jeg",
		"hvordan gør jeg", "hvordan skal jeg", "hvordan kan man", "hvad er den bedste måde", "bedste måde at",
	},
	"crime_act": {
		"stjæle adgangskoder", "stjæler adgangskoder", "stjæle passwords", "stjæle kodeord", "stjæler kodeord",
		"stjæle loginoplysninger", "stjæler loginoplysninger", "stjæle kortoplysninger", "stjæler kortoplysninger",
		"stjålne loginoplysninger", "stjålne adgangskoder", "lækkede adgangskoder", "lækkede kodeord", "stjålne kort",
		"andres konti", "andres kontoer", "andres adgangskoder", "andres kodeord", "en andens konto",
		"gætte adgangskoden til", "phishing*", "falsk sms", "falske sms", "falsk mail", "falske mails", "i bankens navn",
		"falsk loginside", "falsk login side", "falsk hjemmeside", "falsk side", "ligner banken", "ligner en bank",
		"klonet hjemmeside", "falske fakturaer", "falsk faktura", "snyde ældre", "svindle ældre", "snyde pensionister",
		"svindle pensionister", "lade som om jeg er barnebarn", "lade som om jeg er deres barnebarn", "tømme kontoen",
		"tømme bankkontoen", "trusselbesked*", "truende beskeder", "trusselsbrev", "trusselbrev", "true ham", "true hende",
		"ikke kan blokere", "masseanmelde", "masserapportere", "falske anmeldelser", "spore i hemmelighed",
		"i hemmelighed spore", "udspionere", "spionere på", "læse hendes beskeder", "læse hans beskeder", "hacke naboens",
		"ind på naboens", "bryde ind", "indbrud i", "stjæle en bil", "stjæle biler", "gemme narko", "skjule narko",
		"gemme stoffer", "undslippe politiet", "flygte fra politiet", "stikke af fra politiet", "hvidvaske penge",
		"hvidvask", "falske penge", "falske sedler", "forfalske", "falske dokumenter", "falsk pas", "falske identiteter",
		"falsk identitet", "socialsvindel", "kontanthjælpssvindel", "klone kort", "klone kortet",
	},
	"crime_guard": {
		"beskytte", "beskytter", "forsvare", "opdage", "genkende", "forhindre", "forebygge", "anmelde til politiet",
		"politianmelde", "offer", "ofre", "advare", "advarsel", "oplysning", "bevidsthed", "historien om",
		"en nyhedsartikel", "en artikel", "hvordan ved jeg om", "blev jeg snydt", "er jeg blevet snydt", "sikre min",
		"sikre mit", "simulering", "træning",
	},
}}
