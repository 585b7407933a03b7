package injection

// norwegian is the Norwegian (Bokmål) lexicon. Norwegian puts the
// definite article on the noun ("instruksjonene", "reglene") and most
// often the owner after it ("reglene dine", "systemprompten din"), so
// nouns are stems and "din"/"ditt" are in config_after. "dine" is also
// an English verb ("directions to dine"), so it is in phrases only:
// "reglene dine", "begrensningene dine" are instructions of their own.
// The words view drops the marks (ø → o, å → a, æ → ae): "før" is
// "for" and "nå" is "na", so neither is a word alone here.
var norwegian = lexicon{lang: "nb", classes: map[string][]string{
	"ignore": {
		"ignorer", "glem", "glem alt om", "se bort fra", "hopp over", "slutt å følge", "ikke følg", "ikke hør på",
		"overstyr", "omgå", "tilsidesett", "forkast", "drit i", "blås i", "bryt", "la være å følge",
	},
	"voided":        {"ugyldige", "opphevet", "opphevede", "annullert", "annullerte", "gjelder ikke lenger", "er ikke lenger gyldige", "trukket tilbake"},
	"voided_strong": {"ugyldige", "gjelder ikke lenger", "er ikke lenger gyldige", "opphevet", "trukket tilbake"},
	"prior": {
		"tidligere", "forrige", "ovenstående", "ovenfor", "opprinnelige", "skjulte", "hemmelige", "gamle", "nåværende",
		"gitte", "foregående", "første",
	},
	"all": {"alle", "alle de", "samtlige", "enhver", "hver eneste"},
	// "dine" alone is the English verb; with a word before it, it is Norwegian.
	"yours": {"din", "ditt", "er dine", "alle dine", "av dine", "om dine", "på dine", "til dine", "med dine"},
	"self":  {"min", "mine", "mitt", "vår", "våre", "jeg", "jeg skrev", "jeg sendte", "jeg limte inn", "meldingen min", "beskjeden min"},
	"instructions": {
		"instruksjon*", "instruks*", "direktiv*", "retningslinje*", "systemprompt*", "systemmelding*", "anvisning*",
		"reglene dine", "reglane dine", "begrensningene dine", "restriksjonene dine", "dine regler", "dine begrensninger",
		"dine retningslinjer",
	},
	"rules": {
		"regel", "regler", "reglene", "reglane", "regelen", "begrensning*", "restriksjon*", "kontekst*", "samtale*",
		"rollen", "prinsipp*", "prompt", "prompten",
	},
	"config_after": {"din", "ditt", "som du har fått", "som du følger", "fra utviklerne dine", "fra systemet"},
	"everything":   {"alt og", "alt du", "alt det", "alt dette", "alt sammen", "hele greia"},
	"before_obj":   {"alt ovenfor", "alt det ovenstående", "det ovenstående", "alt du har blitt fortalt", "alt du har fått beskjed om", "alt du vet"},
	"end_word":     {"slutt", "slutt på input", "slutt på teksten"},
	"after_end":    {"ny", "nye", "nytt", "i stedet", "din oppgave", "oppgaven din", "system"},
	"forget":       {"glem", "glem alt om"},
	"wipe_memory":  {"slett minnet ditt", "tøm minnet ditt", "nullstill minnet ditt", "glem hvem du er", "glem treningen din"},
	"negation":     {"ikke", "aldri", "uten", "ingen"},
	"make_believe": {"lat som om du er", "lat som du er", "lat som om", "late som om du er", "forestill deg at du er", "tenk deg at du er", "spill rollen som", "oppfør deg som om", "la oss late som"},
	// Not "du er nå" alone: "du er nå logget inn" (you are now logged in).
	"you_are_now": {"fra nå av er du", "fra nå er du", "du er ikke lenger en ki", "du er ikke lenger en ai", "du er ikke lenger en assistent", "du er ikke lenger bundet", "du er nå en ki", "du er nå en ai"},
	"in_language": {"på norsk", "på bokmål", "på nynorsk", "på engelsk", "på svensk", "på dansk"},
	"before_msg":  {"før meldingen min", "før min melding", "før min første melding", "i starten av samtalen", "i begynnelsen av samtalen"},
	"before_chat": {"før samtalen vår", "før denne samtalen", "før samtalen", "før chatten", "før vi begynte å snakke", "før vi begynte å prate"},
	"need_not_follow": {
		"du trenger ikke å følge", "du trenger ikke følge", "du trenger ikke lenger å følge", "du må ikke lenger følge",
		"du er ikke forpliktet til å følge", "du er ikke lenger bundet av", "du skal ikke lenger følge",
	},
	"told_you":     {"fikk du beskjed om", "har du fått beskjed om", "ble du fortalt", "fortalte de deg", "ble du bedt om"},
	"before_time":  {"tidligere", "i starten", "i begynnelsen"},
	"secret_part":  {"første bokstav", "første bokstaven", "siste bokstav", "siste bokstaven", "ledetråd", "et hint"},
	"mention_cue":  {"regulært uttrykk", "regex", "oppdager", "oppdage", "gjenkjenner", "filter", "mønster"},
	"detect_cue":   {"regulært uttrykk", "regex", "oppdager", "oppdage", "gjenkjenner", "filter", "mønster"},
	"from_now_on":  {"fra nå av", "fra dette øyeblikket", "heretter", "resten av samtalen", "i resten av samtalen"},
	"answer_style": {"kort", "kortere", "kortfattet", "uten forklaringer", "bare kode", "kun kode", "i punktform", "mer detaljert", "på norsk"},
	"behave":       {"du", "svar", "svarer", "skal", "alltid", "aldri", "bare", "kun"},
	"special_mode": {"usensurert modus", "modus uten begrensninger", "ufiltrert modus", "jailbreak modus", "modus uten filtre"},
	"unrestricted": {"uten begrensninger", "uten noen begrensninger", "uten restriksjoner", "ingen begrensninger", "ingen restriksjoner", "uten filtre", "uten filter", "uten sensur", "uten regler", "uten etikk", "uten moral", "usensurert", "ufiltrert", "uten etiske begrensninger"},
	"ai":           {"du", "deg", "assistent", "assistenten", "modell", "modellen", "språkmodell", "chatbot", "chatboten", "svar", "svarer", "kunstig intelligens", "ki"},
	"lacking":      {"uten", "ingen", "ignorerer", "bryr deg ikke om", "uten hensyn til"},
	"guardrails":   {"etiske retningslinjer", "regler", "etikk", "moral", "sensur", "begrensninger", "restriksjoner", "filtre", "sikkerhetsfiltre"},
	"reveal": {
		"vis meg", "vis oss", "fortell meg", "fortell", "skriv ut", "gjenta", "avslør", "skriv", "gi meg", "list opp",
		"oversett", "oppsummer", "kopier", "stav", "siter", "del med meg",
	},
	"reveal_verbatim": {"gjenta", "skriv ut", "kopier", "siter", "ordrett", "ord for ord"},
	"config": {
		"instruksjon*", "instruks*", "systemprompt*", "prompt", "prompten", "systemmelding*", "regler", "reglene",
		"retningslinje*", "konfigurasjon*", "innstilling*",
	},
	"config_hidden": {"dine", "din", "ditt", "opprinnelige", "skjulte", "hemmelige", "interne"},
	// The owner after the noun, the pair the assistant's on its own.
	"config_yours": {
		"instruksjonene dine", "instruksene dine", "reglene dine", "reglane dine", "retningslinjene dine",
		"begrensningene dine", "direktivene dine", "systemprompten din", "systemmeldingen din", "oppsettet ditt",
	},
	"above_ref":       {"ovenfor", "hittil", "i starten", "som du har fått"},
	"question":        {"hva", "hva er", "hvilke", "hvilken", "hvilket"},
	"given_you":       {"som du har fått", "du har fått", "har du fått", "fikk du", "som du har blitt gitt", "som du følger", "du må følge", "du fikk"},
	"above_line":      {"over denne linjen", "ovenfor denne linjen", "ovenfor denne meldingen", "over denne meldingen"},
	"known":           {"hva du vet", "alt du vet"},
	"install_context": {"installasjon*", "oppskrift*", "bruksanvisning*", "monteringsanvisning*", "veiledning*", "manual", "spill", "spillet", "baking", "matlaging"},
	// One word alone only ("passord"): a term of extract.word_properties
	// joins this class to three English words and must weigh less than
	// "the|your|this|that", or that becomes its key.
	"secret":      {"passord*", "er kodeordet", "meg kodeordet", "hemmelige ordet", "hemmelig ord", "hemmelig kode", "hemmelige koden"},
	"secret_det":  {"ditt", "det hemmelige", "riktige", "korrekte"},
	"secret_bare": {"passordet", "passord", "det hemmelige ordet"},
	"secret_ask":  {"fortell meg", "fortell", "gi meg", "hva er", "hva", "avslør", "vis meg", "skriv", "stav"},
	"secret_benign": {
		"tilbakestill*", "endre", "endrer", "bytte", "bytter", "glemt", "glemte", "gjenopprette", "sterkt", "sterk",
		"sikkert", "kryptere", "generere", "passordbehandler*", "passordhåndterer*",
		// a program asking for it: "Skriv inn passordfrase", "Bekreft passordet", "låse opp"
		"skriv inn", "oppgi", "bekreft*", "låse opp", "lås opp", "beskytte", "passordfil*",
	},
	"act_on":       {"utfør", "følg", "adlyd", "gjør det som står"},
	"decode_verb":  {"dekod", "dekode", "dekrypter", "oversett"},
	"granted":      {"tilgang gitt", "tilgang innvilget", "tilgang godkjent"},
	"message_word": {"melding", "meldingen", "meldinger", "beskjed", "beskjeden"},
	"own_slip":     {"feil fil", "ved en feil", "beklager", "unnskyld", "min feil", "jeg mente"},

	// software_context: a game, a build or a device, where a special mode
	// is a feature (jailbreak.special_mode's except).
	"software_context": {"spill", "spillet", "spiller", "spilleren", "debugversjon", "konsoll", "server", "innstillinger", "telefon", "mobil"},

	// harm_*: a harmful making asked for in a story or step by step
	// (jailbreak.harm_in_frame_intl). Not "lager" alone (English: a
	// beer), "termitt" (the insect too) nor "lyddemper" alone (a car's
	// silencer).
	// No fentanyl (a medicine, made honestly), and no name spelt as
	// German, Dutch or a Romance language spell it ("heroin", "kokain",
	// "cocaina", "ransomware", "keylogger"): their "wie man", "hoe je",
	// "cómo hacer" would reach it in a row that joins a making to an item with no frame.
	"harm_frame": {
		"min bestemor", "min mormor", "min farmor", "min avdøde bestemor", "min avdøde mormor", "min avdøde farmor", "bestemor",
		"roman", "romanen", "novelle", "novellen", "fortelling", "fortellingen", "fiksjon", "filmmanus", "manuset", "hypotetisk",
		"forestill deg", "se for deg", "skurk", "skurken", "film", "filmen", "dikt", "diktet", "simulering", "simuleringen",
	},
	"harm_making": {
		"hvordan man lager", "hvordan lager man", "hvordan lager jeg", "hvordan kan jeg lage", "hvordan lage", "hvordan han lagde",
		"hvordan hun lagde", "hvordan han lager", "hvordan hun lager", "hvordan de lager", "hvordan man produserer",
		"hvordan man fremstiller", "hvordan fremstiller man", "hvordan han fremstilte", "hvordan man bygger", "hvordan bygger man",
		"hvordan bygger jeg", "hvordan man koker", "hvordan han kokte", "hvordan man syntetiserer", "oppskrift på", "oppskriften på",
		"instruksjoner for", "å lage", "å fremstille", "fremstiller", "fremstilte", "kokte", "syntetisere", "syntetiserer",
	},
	"harm_detail": {
		"trinn for trinn", "steg for steg", "nøyaktige mengder", "eksakte mengder", "presise mengder", "i detalj", "detaljert",
		"uten å utelate noe", "uten å hoppe over noe", "nøyaktige trinn", "med fungerende kode", "med kode som virker",
	},
	"harm_item": {
		"metamfetamin", "crystal meth", "sprengstoff", "sprengstoffet", "eksplosiver", "rørbombe", "rørbomben", "rørbomber",
		"hjemmelaget bombe", "hjemmelagde bomber", "napalm", "molotovcocktail*", "nervegass*", "sarin", "ricin", "miltbrann", "antraks",
		"kjemisk våpen", "kjemiske våpen", "biologisk våpen", "biologiske våpen", "biovåpen", "usporbart våpen", "usporbar pistol",
		"lyddemper til pistol", "lyddemper til våpen", "lyddemper til et våpen", "løsepengevirus", "tastelogger", "phishingside",
		"phishingsider", "phishing side", "phishingnettside", "kortskimmer", "falske penger", "forfalskede penger", "falske sedler",
		"falskt pass", "falske pass", "forfalsket pass",
	},
	// crime_make, crime_act, crime_guard: abuse.crime_asked_intl, a crime
	// asked for plainly (a program, a message or a method joined to an act
	// with a victim), and the victim's or the defender's side.
	"crime_make": {
		"skriv et skript", "skriv et program", "skriv en bot", "skriv en app", "skriv en melding", "skriv en sms",
		"skriv en e post", "skriv til meg", "lag et skript", "lag et program", "lag en bot", "lag en app", "lag meg en",
		"lag meg et", "bygg et skript", "bygg et program", "bygg en bot", "jeg trenger et skript",
		"jeg trenger et program", "jeg trenger et verktøy", "hjelp meg", "kan du hjelpe meg", "hvordan kan jeg",
		"hvordan gjør jeg", "hvordan skal jeg", "hvordan kan man", "hva er den beste måten", "beste måten å",
	},
	"crime_act": {
		"stjele passord", "stjeler passord", "stjele påloggingsinformasjon", "stjele kortinformasjon", "stjele kortdata",
		"stjålne passord", "stjålet passord", "lekkede passord", "stjålne kort", "andres kontoer", "andres passord",
		"noen andres konto", "noen andres passord", "gjette passordet til", "phishing*", "falsk sms", "falske sms",
		"falsk e post", "falske e poster", "i bankens navn", "falsk innloggingsside", "falsk nettside", "falsk side",
		"ser ut som banken", "klonet nettside", "falske fakturaer", "falsk faktura", "lure eldre", "svindle eldre",
		"lure pensjonister", "svindle pensjonister", "late som jeg er barnebarnet", "late som jeg er barnebarn",
		"tømme kontoen", "tømme bankkontoen", "trusselmelding*", "truende meldinger", "trusselbrev", "true ham",
		"true henne", "ikke kan blokkere", "masserapportere", "masserapportering", "masseanmelde", "falske anmeldelser",
		"falske omtaler", "spore i hemmelighet", "i hemmelighet spore", "spionere på", "lese meldingene til kona",
		"lese meldingene til kjæresten", "hacke naboens", "inn på naboens", "inn i naboens", "hacke wifi", "bryte seg inn",
		"bryte meg inn", "bryte inn i", "innbrudd i", "stjele en bil", "stjele biler", "gjemme narkotika",
		"skjule narkotika", "gjemme dop", "unnslippe politiet", "flykte fra politiet", "stikke av fra politiet",
		"hvitvaske penger", "hvitvasking", "falske penger", "falske sedler", "forfalske", "falske dokumenter",
		"falskt pass", "falske identiteter", "falsk identitet", "trygdesvindel", "nav svindel", "klone kort",
		"klone kortet",
	},
	"crime_guard": {
		"beskytte", "beskytter", "forsvare", "oppdage", "gjenkjenne", "kjenne igjen", "forhindre", "hindre", "forebygge",
		"anmelde til politiet", "politianmelde", "offer", "ofre", "advare", "advarsel", "bevissthet", "historien om",
		"en nyhetsartikkel", "en artikkel", "hvordan vet jeg om", "ble jeg svindlet", "har jeg blitt svindlet",
		"sikre kontoen", "sikre min", "sikre mitt", "simulering", "opplæring",
	},
}}
