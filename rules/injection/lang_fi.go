package injection

// finnish is the Finnish lexicon. Finnish puts case and owner on the
// noun ("ohjeet", "ohjeita", "ohjeista", "ohjeesi": your instructions,
// "sääntöjäsi": your rules), so nouns are stems of five letters or more
// (not "ohje*", which would take "ohjelma", a program), and the forms
// that carry "your" (-si) are instructions and config_yours on their
// own. Compounds ("käyttöohjeet", a manual) begin with another word and
// are left alone by the stems. Rules (sääntö) are listed form by form:
// the stem "säännö*" would take "säännöllinen" (regular). The words view
// drops the dots (ä → a, ö → o), so "älä välitä" is "ala valita".
var finnish = lexicon{lang: "fi", classes: map[string][]string{
	"ignore": {
		"unohda", "unohtakaa", "jätä huomiotta", "jättäkää huomiotta", "älä välitä", "älkää välittäkö", "älä huomioi",
		"älkää huomioiko", "älä noudata", "älkää noudattako", "älä tottele", "älkää totelko", "lakkaa noudattamasta",
		"lopeta noudattamasta", "ohita", "ohittakaa", "sivuuta", "sivuuttakaa", "hylkää", "hylätkää", "kierrä",
		"ignooraa", "ignoroi", "älä piittaa", "älä välitä mistään",
	},
	// "Jätä kaikki aiemmat ohjeet huomiotta": the verb before the object,
	// its particle after it; "jätä" is the drop verb, held by the
	// object.
	"drop":        {"jätä", "jättäkää"},
	"ignore_late": {"jätä huomiotta", "jättäkää huomiotta", "voit jättää huomiotta", "unohda ne", "unohda ne kaikki", "sivuuta ne"},
	"voided":      {"mitätöity", "mitätöidään", "kumottu", "kumotaan", "peruttu", "eivät ole enää voimassa", "eivät enää ole voimassa", "eivät enää päde", "pätemättömiä", "pätemättömät"},
	"voided_strong": {
		"mitätöity", "kumottu", "eivät ole enää voimassa", "eivät enää ole voimassa", "eivät enää päde", "pätemättömiä",
	},
	"prior": {
		"aiemma*", "aiempa*", "aiempi", "aikaisemma*", "aikaisempa*", "aikaisempi", "edellise*", "edellisi*", "edellinen",
		"yllä olevat", "yllä olevia", "yllä olevista", "ylläoleva*", "edellä mainitut", "alkuperäis*", "piilotet*",
		"salaiset", "salaisia", "salaisista", "vanhat", "vanhoja", "vanhoista", "nykyiset", "nykyisiä", "annetut",
	},
	"all":   {"kaikki", "kaikkia", "kaikista", "jokainen", "jokaisen", "kaikki ne", "mitään", "mitkään"},
	"yours": {"sinun", "teidän"},
	"self": {
		"minun", "minä", "meidän", "viestini", "viestiäni", "viestistäni", "viimeisimmän viestini", "edellisen viestini",
		"kirjoittamani", "lähettämäni", "liittämäni", "kysymykseni", "pyyntöni",
	},
	"instructions": {
		"ohjee*", "ohjeit*", "ohjeid*", "ohjeis*", "ohjeill*", "jarjestelmakehot*", "järjestelmäkehot*", "järjestelmäohje*",
		"järjestelmäviesti*", "kehote", "kehotetta", "kehottee*", "kehotteit*", "promptisi", "sääntösi", "sääntöjäsi",
		"säännöistäsi", "rajoituksesi", "rajoituksiasi", "rajoitteesi", "direktiivi*", "toimintaohjeesi",
	},
	"rules": {
		"säännöt", "sääntöjä", "sääntöjen", "säännöistä", "säännöille", "säännön", "sääntöä", "säännöissä", "sääntöihin",
		"sääntö", "rajoitus", "rajoituks*", "rajoitte*", "käytännöt", "käytäntöjä", "konteksti*", "keskustelu*",
		"rooli*", "prompti*", "periaattee*", "periaatteit*",
	},
	// Finnish puts the owner before the noun or on it; what follows the
	// noun and makes it the assistant's is a relative clause.
	"config_after": {"jotka sait", "joita noudatat", "jotka sinulle annettiin", "jotka sinulle on annettu", "joita sinun pitää noudattaa", "joita sinun täytyy noudattaa"},
	"everything":   {"kaikki", "kaiken", "kaiken tämän", "kaikki tämä", "kaikki mitä", "kaiken mitä"},
	"before_obj": {
		"kaiken yllä olevan", "kaikki yllä oleva", "yllä olevan", "edellä olevan", "kaiken edellä olevan",
		"kaiken mitä sinulle on kerrottu", "kaiken mitä sinulle kerrottiin", "kaiken mitä tiedät",
	},
	"end_word":    {"loppu", "syötteen loppu", "tekstin loppu"},
	"after_end":   {"nyt", "uusi", "uudet", "sen sijaan", "tehtäväsi", "järjestelmä"},
	"forget":      {"unohda", "unohtakaa"},
	"wipe_memory": {"tyhjennä muistisi", "pyyhi muistisi", "nollaa muistisi", "unohda kuka olet", "unohda koulutuksesi"},
	// Not "ei" alone before a verb of the other classes' ("älä unohda":
	// do not forget) only; "en" is French, Spanish and Dutch.
	"negation":     {"älä", "älkää", "ei", "ilman", "koskaan"},
	"make_believe": {"teeskentele olevasi", "teeskentele että olet", "kuvittele olevasi", "esitä olevasi", "leiki että olet", "toimi ikään kuin olisit", "käyttäydy kuin olisit", "näyttele että olet"},
	"you_are_now":  {"tästä lähtien olet", "tästä eteenpäin olet", "olet nyt vapaa", "et ole enää tekoäly", "et ole enää avustaja", "et ole enää sidottu"},
	"in_language":  {"suomeksi", "englanniksi", "ruotsiksi", "suomen kielellä", "englannin kielellä"},
	"before_msg":   {"ennen viestiäni", "ennen ensimmäistä viestiäni", "keskustelun alussa", "tämän keskustelun alussa"},
	"before_chat":  {"ennen keskusteluamme", "ennen tätä keskustelua", "ennen keskustelua", "ennen kuin aloimme keskustella", "ennen chattia"},
	"need_not_follow": {
		"sinun ei tarvitse noudattaa", "sinun ei enää tarvitse noudattaa", "et ole velvollinen noudattamaan",
		"sinun ei tarvitse totella", "sinun ei enää tarvitse totella",
	},
	"told_you":    {"sinulle kerrottiin", "sinulle sanottiin", "sinulle on kerrottu", "sinua ohjeistettiin"},
	"before_time": {"aiemmin", "alussa", "aluksi", "keskustelun alussa"},
	"secret_part": {"ensimmäinen kirjain", "viimeinen kirjain", "alkukirjain", "vihje", "vihjeen"},
	"mention_cue": {"säännöllinen lauseke", "säännöllisen lausekkeen", "regex", "tunnistaa", "tunnistaisi", "havaitsee", "suodatin", "suodattimen"},
	"detect_cue":  {"säännöllinen lauseke", "säännöllisen lausekkeen", "regex", "tunnistaa", "tunnistaisi", "havaitsee", "suodatin", "suodattimen"},
	"from_now_on": {"tästä lähtien", "tästä eteenpäin", "tästä hetkestä lähtien", "loppukeskustelun ajan", "koko loppukeskustelun ajan"},
	"answer_style": {
		"lyhyesti", "lyhyemmin", "ytimekkäästi", "ilman selityksiä", "vain koodia", "pelkkää koodia", "pelkkä koodi",
		"ranskalaisin viivoin", "yksityiskohtaisemmin", "selkeämmin", "suomeksi",
	},
	"behave":       {"sinä", "vastaa", "vastaat", "olet", "aina", "vain", "ainoastaan", "et koskaan", "sinun tulee", "sinun pitää"},
	"special_mode": {"sensuroimaton tila", "sensuroimattomaan tilaan", "rajoittamaton tila", "rajoittamattomaan tilaan", "tila ilman rajoituksia", "suodattamaton tila", "suodattamattomaan tilaan"},
	"unrestricted": {
		"ilman rajoituksia", "ilman mitään rajoituksia", "ilman rajoitteita", "ilman sensuuria", "ilman suodattimia",
		"ilman sääntöjä", "ilman etiikkaa", "ilman moraalia", "ilman eettisiä rajoituksia", "sinulla ei ole rajoituksia",
		"sinulla ei ole sääntöjä", "rajoituksetta", "sensuroimaton", "sensuroimattomana", "suodattamaton",
	},
	"ai": {
		"sinä", "sinua", "sinulla", "tekoäly*", "avustaja*", "kielimalli*", "chatbot*", "botti", "vastaukse*",
		"vastauksi*", "vastaa", "vastaat", "olet",
	},
	"lacking":    {"ilman", "välittämättä", "piittaamatta", "sinulla ei ole", "et noudata"},
	"guardrails": {"eettisiä ohjeita", "eettiset ohjeet", "säännöt", "sääntöjä", "etiikka", "etiikkaa", "moraali", "moraalia", "sensuuri", "sensuuria", "rajoitukset", "rajoituksia", "rajoitteita", "suodattimia", "suodattimet"},
	"reveal": {
		"näytä", "näytä minulle", "kerro", "kerro minulle", "tulosta", "toista", "kirjoita", "kirjoita minulle", "paljasta",
		"anna minulle", "luettele", "käännä", "tiivistä", "kopioi", "tavaa", "jaa minulle", "liitä tähän",
	},
	"reveal_verbatim": {"toista", "tulosta", "kopioi", "sanasta sanaan", "sana sanalta", "sanatarkasti", "kirjaimellisesti", "liitä tähän"},
	"config": {
		"ohjee*", "ohjeit*", "ohjeid*", "ohjeis*", "järjestelmäkehot*", "järjestelmäohje*", "järjestelmäviesti*", "kehote",
		"kehottee*", "prompti*", "säännöt", "sääntöjä", "sääntösi", "sääntöjäsi", "asetukse*", "asetuksi*", "konfiguraatio*",
	},
	"config_yours": {
		"järjestelmäkehot*", "järjestelmäohje*", "kehotteesi", "promptisi", "ohjeesi", "ohjeitasi", "ohjeistasi",
		"ohjeistuksesi", "sääntösi", "sääntöjäsi", "alkuperäiset ohjeesi",
	},
	"config_hidden": {"alkuperäiset", "alkuperäisiä", "piilotetut", "piilotettuja", "salaiset", "salaisia", "sisäiset", "sinun", "järjestelmän"},
	"above_ref":     {"tähän asti", "alussa", "jotka sait", "jotka sinulle annettiin"},
	"question":      {"mitkä", "mitkä ovat", "mikä on", "millaiset", "millaisia", "mitä ohjeita", "mitä sääntöjä"},
	"given_you": {
		"jotka sait", "joita noudatat", "jotka sinulle annettiin", "jotka sinulle on annettu", "sinulle annetut",
		"sinulle annettuja", "joita sinun pitää noudattaa", "joita sinun täytyy noudattaa", "sinulle on annettu",
		// Not "sait" alone: French "qui sait" (who knows).
		"ohjeita sait", "ohjeet sait", "ohjeita olet saanut", "ohjeet olet saanut", "olet saanut ohjeeksi",
	},
	"above_line":      {"tämän rivin yläpuolella", "tämän viestin yläpuolella", "ennen tätä viestiä", "ennen tätä riviä"},
	"known":           {"mitä tiedät", "kaiken mitä tiedät"},
	"install_context": {"asennus*", "resepti*", "käyttöohje*", "kokoamisohje*", "peli", "pelin", "peliä", "pelissä", "ruoanlaitto*", "leivonta*"},
	// One word of each language only: a term of extract.word_properties
	// joins this class to three English words and must weigh less than
	// "the|your|this|that", or that becomes its key.
	"secret":      {"salasan*", "salainen sana", "salaisen sanan", "salaista sanaa", "salainen koodi", "salaisen koodin"},
	"secret_det":  {"sinun", "oikea", "oikean", "salainen"},
	"secret_bare": {"salasana", "salasanan", "salainen sana"},
	"secret_ask":  {"kerro", "kerro minulle", "anna minulle", "mikä on", "paljasta", "näytä", "kirjoita", "tavaa"},
	"secret_benign": {
		"unohdin", "unohtunut", "unohtui", "nollata", "nollaan", "nollaus", "palauttaa", "palautan", "vaihtaa", "vaihdan",
		"vaihdetaan", "vahva", "vahvan", "salasanojen hallinta*", "salasananhallinta*", "luoda", "salata", "tallentaa",
		// a program asking for it: "Kirjoita uudelleen uusi salasana", "Syötä salasana", a password file
		"kirjoita uudelleen", "syötä", "anna uusi", "uusi salasana", "vahvista", "salasanatiedosto*", "avaa lukitus",
	},
	"act_on":       {"suorita", "noudata", "tottele", "tee mitä siinä sanotaan"},
	"decode_verb":  {"dekoodaa", "pura salaus", "käännä"},
	"granted":      {"pääsy myönnetty", "pääsy sallittu"},
	"message_word": {"viesti", "viestini", "viestiä", "viestin", "viestiäni", "viestistäni"},
	"own_slip":     {"väärän tiedoston", "väärä tiedosto", "vahingossa", "virheellisesti", "sori", "anteeksi", "tarkoitin"},

	// software_context: a game, a build or a device, where a special mode
	// is a feature (jailbreak.special_mode's except).
	"software_context": {"peli", "pelin", "peliin", "pelissä", "pelaaja", "pelaajan", "konsoli", "palvelin", "asetukset", "puhelin"},

	// harm_*: a harmful making asked for in a story or step by step
	// (jailbreak.harm_in_frame_intl). The thing takes its case
	// ("metamfetamiinia", "räjähteitä"), so it is a stem; the verb may
	// follow it ("metamfetamiinia valmistetaan"). Not "teki" alone
	// ("heroiini teki hänestä riippuvaisen": made him addicted),
	// "termiitti" (the insect too) nor "äänenvaimennin" alone (a car's
	// silencer).
	// No fentanyl (a medicine, made honestly), and no name spelt as
	// German, Dutch or a Romance language spell it ("heroin", "kokain",
	// "cocaina", "ransomware", "keylogger"): their "wie man", "hoe je",
	// "cómo hacer" would reach it in a row that joins a making to an item with no frame.
	"harm_frame": {
		"isoäitini", "mummoni", "mummini", "edesmennyt isoäitini", "edesmennyt mummoni", "edesmenneen isoäitini", "romaani*",
		"novelli*", "tarina*", "kertomu*", "fiktio*", "elokuvakäsikirjoitu*", "käsikirjoitu*", "hypoteettisesti", "kuvittele",
		"kuvitellaan", "kuvitelkaa", "konna*", "roisto*", "pahis*", "elokuva*", "runo", "runossa", "runon", "runoon", "simulaatio*",
	},
	"harm_making": {
		"miten tehdään", "miten teen", "miten voin tehdä", "miten hän tekee", "miten valmistetaan", "miten valmistan",
		"miten voin valmistaa", "miten hän valmisti", "miten hän valmistaa", "miten rakennetaan", "miten rakennan", "miten hän rakensi",
		"miten keitetään", "miten hän keitti", "miten syntetisoidaan", "kuinka tehdään", "kuinka teen", "kuinka voin tehdä",
		"kuinka valmistetaan", "kuinka valmistan", "kuinka hän valmisti", "kuinka rakennetaan", "kuinka keitetään",
		"kuinka syntetisoidaan", "valmistusohje*", "valmista*", "syntetisoi*", "keittää", "keitetään", "keittämään", "keitti",
		"rakentaa", "rakennetaan", "rakentamaan", "kootaan", "resepti", "reseptin", "reseptiä",
	},
	"harm_detail": {
		"vaihe vaiheelta", "vaihe kerrallaan", "askel askeleelta", "tarkat määrät", "tarkoilla määrillä", "tarkkoine määrineen",
		"tarkat mittasuhteet", "yksityiskohtaisesti", "tarkat vaiheet", "mitään pois jättämättä", "mitään unohtamatta",
		"toimivalla koodilla", "toimivan koodin", "toimiva koodi",
	},
	"harm_item": {
		"metamfetamiini*", "kristallimeth", "crystal meth", "heroiini*", "kokaiini*", "räjähde*", "räjähtei*", "räjähdysaine*",
		"putkipommi*", "kotitekoinen pommi", "kotitekoisen pommin", "kotitekoisia pommeja", "kotitekoista pommia", "napalm*",
		"molotov*", "polttopullo*", "hermokaasu*", "hermomyrky*", "sariini*", "risiini", "risiiniä", "risiinin", "risiinillä",
		"pernarutto*", "antraks*", "kemiallinen ase", "kemiallisen aseen", "kemiallisia aseita", "kemialliset aseet", "biologinen ase",
		"biologisen aseen", "biologisia aseita", "bioase*", "jäljittämätön ase", "jäljittämättömän aseen", "jäljittämättömiä aseita",
		"haamuase*", "aseen äänenvaimenn*", "äänenvaimennin aseeseen", "kiristysohjelma*", "kiristyshaittaohjelma*", "lunnasohjelma*",
		"näppäinloggeri*", "tietojenkalastelusivu*", "kalastelusivu*", "phishing sivu*", "korttiskimmeri*", "väärennetty raha",
		"väärennettyä rahaa", "väärennettyjä seteleitä", "väärennetyt setelit", "väärennetty passi", "väärennetyn passin",
		"väärä passi", "väärän passin", "väärennettyjä passeja",
	},
	// crime_make, crime_act, crime_guard: abuse.crime_asked_intl, a crime
	// asked for plainly (a program, a message or a method joined to an act
	// with a victim), and the victim's or the defender's side.
	"crime_make": {
		"kirjoita minulle skripti", "kirjoita skripti", "kirjoita ohjelma", "kirjoita minulle ohjelma", "kirjoita botti",
		"kirjoita viesti", "kirjoita tekstiviesti", "kirjoita sähköposti", "kirjoita minulle", "tee skripti",
		"tee ohjelma", "tee botti", "tee minulle", "rakenna skripti", "rakenna minulle", "luo skripti", "luo ohjelma",
		"tarvitsen skriptin", "tarvitsen ohjelman", "tarvitsen työkalun", "tarvitsen botin", "auta minua", "miten voin",
		"miten voisin", "kuinka voin", "kuinka voisin", "miten saan", "mikä on paras tapa",
	},
	"crime_act": {
		"varastaa salasano*", "varastaa salasanat", "varastaa tunnuksia", "varastaa tunnukset",
		"varastaa kirjautumistied*", "varastaa korttitied*", "varastaa luottokorttitied*", "varastaa pankkitunnuk*",
		"varastaa verkkopankkitunnuk*", "varastaisi salasano*", "varastetut tunnukset", "varastettuja tunnuksia",
		"varastetuilla tunnuksilla", "varastetut salasanat", "varastettuja salasanoja", "varastetuilla salasanoilla",
		"vuotaneet salasanat", "vuotaneita salasanoja", "vuotaneilla salasanoilla", "vuotaneilla tunnuksilla",
		"toisten tileille", "toisten tileihin", "toisten tilit", "muiden tileille", "muiden tileihin",
		"jonkun toisen tili*", "toisten salasano*", "arvata jonkun salasan*", "tietojenkalastelu*", "kalasteluviest*",
		"kalastelusivu*", "kalastelusähköpost*", "phishing*", "huijausviest*", "huijaustekstiviest*",
		"väärennetty tekstiviesti", "väärennetyn tekstiviestin", "pankin nimissä", "väärennetty kirjautumissivu",
		"väärennetyn kirjautumissivun", "väärennetty sivusto", "väärennetyn sivuston", "valesivusto*", "valesivu*",
		"näyttää pankilta", "näyttää pankin sivulta", "näyttävän pankilta", "väärennetyt laskut", "väärennettyjä laskuja",
		"valelasku*", "huijata vanhuks*", "huijata eläkeläis*", "huijaa vanhuks*", "huijaa eläkeläis*",
		"huijaamaan vanhuks*", "esittää lapsenlasta", "esittäen lapsenlasta", "lapsenlapsena esiintyen",
		"tyhjentää pankkitili*", "tyhjentää hänen tilinsä", "tyhjentää tilin", "uhkausviest*", "uhkaavia viestejä",
		"uhkaavat viestit", "uhkailla", "ei voi estää minua", "ei pysty estämään", "massailmoitu*", "joukkoilmoitu*",
		"valearvostel*", "feikkiarvostel*", "väärennetyt arvostelut", "väärennettyjä arvosteluja", "jäljittää salaa",
		"seurata salaa", "salaa seurata", "salaa jäljittää", "vakoilla", "lukea salaa", "naapurin wifiin",
		"naapurin verkkoon", "naapurin kameraan", "murtautua*", "murtautumaan", "varastaa auto*", "piilottaa huumeet",
		"piilottaa huumeita", "huumeet poliisilta", "paeta poliisi*", "karistaa poliisi*", "pestä rahaa", "pestä rahat",
		"rahanpesu*", "väärää rahaa", "väärennettyä rahaa", "väärentää*", "väärennetyt asiakirjat",
		"väärennettyjä asiakirjoja", "väärennetty passi", "väärennettyjä henkilöllisyyks*", "valehenkilöllisyy*",
		"väärällä henkilöllisyydellä", "tukipetos*", "avustuspetos*", "kloonata kortti*", "kloonaa kortti*",
		"kortin kloonaus", "skimmaus*",
	},
	"crime_guard": {
		"suojata", "suojautu*", "suojella", "puolustautu*", "puolustaa", "tunnistaa", "tunnistan", "havaita", "ehkäis*",
		"ennaltaehkäis*", "ilmoittaa poliisille", "ilmoittaa pankille", "rikosilmoitu*", "uhri", "uhrin", "uhreja",
		"uhrit", "varoittaa", "varoitus", "tietoisuu*", "historia", "uutisartikkeli*", "artikkeli", "mistä tiedän",
		"miten tiedän", "huijattiinko minua", "suojata tilini", "turvata", "simulaatio", "koulutus",
	},
}}
