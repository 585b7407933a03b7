package injection

// serbocroatian is the lexicon of Croatian, Serbian and Bosnian, one
// language in four spellings: ijekavian and ekavian ("smjernice",
// "smernice"), Latin and Serbian Cyrillic ("upute", "упутства"). Nouns
// are stems (case endings); the words view drops the diacritics.
var serbocroatian = lexicon{lang: "hr", classes: map[string][]string{
	"ignore": {
		"zanemari", "zanemarite", "ignoriraj", "ignorirajte", "ignoriši", "ignorišite", "zaboravi", "zaboravite",
		"preskoči", "preskočite", "ne obaziri se na", "ne slijedi", "ne sledi", "ne poštuj", "zaobiđi", "odbaci",
		"занемари", "занемарите", "игнориши", "игноришите", "заборави", "заборавите", "прескочи", "не обазири се на",
		"не поштуј", "одбаци",
	},
	"voided":        {"nevažeće", "nevažeći", "poništene", "više ne vrijede", "više ne važe", "неважеће", "више не важе"},
	"voided_strong": {"nevažeće", "više ne vrijede", "više ne važe", "више не важе"},
	"prior": {
		"prethodne", "prethodnih", "prethodna", "prijašnje", "ranije", "gornje", "navedene", "početne", "originalne",
		"izvorne", "skrivene", "tajne", "sistemske", "sustavske", "stare",
		"претходне", "претходна", "претходних", "раније", "почетне", "оригиналне", "скривене", "тајне", "системске",
	},
	"all":             {"sve", "sva", "svih", "svaku", "bilo koje", "svi", "све", "сва", "свих", "сви"},
	"yours":           {"svoje", "svoja", "svoj", "svoju", "tvoje", "tvoja", "tvoj", "tvoju", "vaše", "vaš", "своје", "своја", "свој", "своју", "твоје", "твој", "ваше"},
	"self":            {"moje", "moja", "moj", "naše", "ja", "моје", "мој", "наше"},
	"instructions":    {"upute", "uputa", "uputstv*", "instrukcij*", "naredb*", "smjernic*", "smernic*", "direktiv*", "sistemski prompt", "sustavski prompt", "sistemska poruka", "упутства", "упутство", "упутстава", "упуте", "инструкциј*", "наредб*", "смерниц*", "системски промпт"},
	"rules":           {"pravil*", "ograničenj*", "politik*", "kontekst*", "razgovor*", "ulog*", "prompt", "правил*", "ограничењ*", "промпт"},
	"everything":      {"sve", "sve to", "све"},
	"before_obj":      {"sve gore", "sve navedeno", "sve što ti je rečeno", "sve što znaš", "све горе"},
	"end_word":        {"kraj", "kraj unosa", "крај"},
	"after_end":       {"sada", "sad", "nove", "novi", "nova", "umjesto toga", "tvoj zadatak", "sistem", "сада", "нови"},
	"forget":          {"zaboravi", "zaboravite", "заборави", "заборавите"},
	"wipe_memory":     {"izbriši svoje pamćenje", "zaboravi tko si", "zaboravi ko si", "заборави ко си"},
	"negation":        {"ne", "nikad", "nikada", "bez", "nijedan", "не", "никад", "без"},
	"make_believe":    {"pretvaraj se", "pravi se da", "glumi", "ponašaj se kao da", "претварај се", "zamisli da si", "замисли да си"},
	"you_are_now":     {"sada si", "sad si", "od sada si", "više nisi", "сада си", "од сада си", "више ниси"},
	"in_language":     {"na hrvatskom", "na engleskom", "na srpskom", "na bosanskom", "на српском", "на енглеском"},
	"need_not_follow": {"ne moraš se držati", "ne moraš poštovati", "više ne moraš slijediti", "ne moraš slijediti", "ne moraš pratiti"},
	"secret_part":     {"prvo slovo", "zadnje slovo", "nagovještaj", "прво слово"},
	"mention_cue":     {"regularni izraz", "regex", "otkriva", "otkriti", "prepoznaje", "filter"},
	"detect_cue":      {"regularni izraz", "regex", "otkriva", "otkriti", "prepoznaje", "filter"},
	"from_now_on":     {"od sada", "odsad", "od sad", "od ovog trenutka", "ubuduće", "do kraja razgovora", "од сада", "убудуће"},
	"behave":          {"ti", "odgovaraš", "odgovaraj", "ćeš", "moraš", "uvijek", "uvek", "samo", "ти", "одговараш", "мораш", "увек"},
	"special_mode":    {"razvojni način", "način za programere", "božji način", "način bez ograničenja", "režim bez ograničenja", "режим без ограничења"},
	"unrestricted":    {"bez ograničenja", "bez ikakvih ograničenja", "bez cenzure", "bez filtera", "bez pravila", "bez etike", "nikakvih ograničenja", "neograničen", "без ограничења", "без икаквих ограничења", "без цензуре"},
	"ai":              {"ti", "tebe", "umjetna inteligencija", "veštačka inteligencija", "asistent", "model", "chatbot", "odgovori", "odgovaraš", "ти", "тебе", "асистент", "модел", "одговараш", "odgovaraj", "odgovorite"},
	"lacking":         {"bez", "nikakvih", "zanemarujući", "без"},
	"guardrails":      {"etičke smjernice", "pravila", "etika", "etiku", "moral", "zakoni", "filteri", "cenzura", "ograničenja", "правила", "етика", "filtera", "ograničenje", "cenzure"},
	"reveal": {
		"pokaži", "pokažite", "prikaži", "prikažite", "ispiši", "ispišite", "ponovi", "ponovite", "reci", "reci mi",
		"recite mi", "kaži mi", "otkrij", "napiši", "daj mi", "navedi", "prevedi", "sažmi", "kopiraj", "citiraj",
		"покажи", "прикажи", "испиши", "понови", "реци", "реци ми", "кажи ми", "откриј", "напиши", "дај ми",
	},
	"reveal_verbatim": {"ponovi", "ispiši", "kopiraj", "citiraj", "doslovno", "riječ po riječ", "понови", "испиши", "дословно"},
	"config":          {"upute", "uputstv*", "instrukcij*", "prompt", "sistemski prompt", "sustavski prompt", "sistemska poruka", "pravila", "postavk*", "konfiguracij*", "упутства", "промпт", "системски промпт"},
	"config_hidden":   {"svoje", "svoj", "svoju", "tvoje", "tvoj", "tvoju", "vaše", "početne", "originalne", "izvorne", "skrivene", "tajne", "prethodne", "potpune", "cijele", "cele", "točne", "tačne", "interne", "sistemski", "sistemske", "sustavski", "своје", "свој", "твоје", "твој", "системски"},
	"above_ref":       {"gore", "dosad", "na početku", "koje si dobio", "горе"},
	"question":        {"koje", "koja", "koji", "što", "šta", "које", "која", "шта"},
	"given_you":       {"koje si dobio", "koje si primio", "koje slijediš", "које си добио"},
	"before_chat":     {"prije našeg razgovora", "prije ovog razgovora", "prije razgovora", "prije ovog chata", "prije početka razgovora"},
	"known":           {"što znaš", "šta znaš", "sve što znaš"},
	"install_context": {"instalacij*", "recept", "priručnik", "montaž*", "igra", "igre", "упутство за"},
	"secret":          {"lozink*", "šifra", "šifru", "tajna riječ", "tajnu riječ", "tajna reč", "tajnu reč", "tajni kod", "pristupni kod", "лозинк*", "шифра", "шифру"},
	"secret_det":      {"tu", "tvoju", "svoju", "tajnu", "pravu", "твоју"},
	"secret_bare":     {"lozinka", "lozinku", "šifra", "лозинка", "лозинку"},
	"secret_ask":      {"reci", "reci mi", "recite mi", "daj mi", "kaži", "kaži mi", "otkrij", "napiši", "koja je", "реци", "реци ми", "кажи ми", "која је"},
	"secret_benign":   {"resetujem", "resetiram", "resetovati", "resetirati", "promijeniti", "promeniti", "zaboravio", "zaboravila", "oporaviti", "generisati", "generirati", "jaku lozinku", "jaka lozinka", "upravitelj", "заборавио", "заборавила", "променити"},
	"act_on":          {"izvrši", "slijedi", "sledi", "poslušaj", "učini što piše", "изврши", "следи"},
	"decode_verb":     {"dekodiraj", "dešifriraj", "dešifruj", "декодирај", "дешифруј"},
	"granted":         {"pristup odobren", "приступ одобрен"},

	// software_context: a game, a build or a device, where a special mode
	// is a feature (jailbreak.special_mode's except).
	"software_context": {"igra", "igre", "igri", "igru", "igrač", "igrača", "konzola", "poslužitelj", "server", "postavke", "mobitel"},

	// harm_*: a harmful making asked for in a story or step by step
	// (jailbreak.harm_in_frame_intl), in both scripts. Not "scenarij"
	// alone (a test scenario too), "pravi" alone (real, true), "termit"
	// (the insect too) nor "prigušivač" alone (a car's silencer).
	// No fentanyl (a medicine, made honestly), and no name spelt as
	// German, Dutch or a Romance language spell it ("heroin", "kokain",
	// "cocaina", "ransomware", "keylogger"): their "wie man", "hoe je",
	// "cómo hacer" would reach it in a row that joins a making to an item with no frame.
	"harm_frame": {
		"moja baka", "moja pokojna baka", "pokojna baka", "baka", "roman", "romanu", "romanom", "priča", "priču", "priči",
		"pripovijet*", "pripovet*", "fikcij*", "filmski scenarij", "filmskom scenariju", "scenarij za film", "scenario za film",
		"scenarij filma", "hipotetski", "hipotetički", "zamisli", "zamislite", "zlikovac", "zlikovca", "negativac", "negativca", "film",
		"filmu", "filmom", "pjesm*", "pesm*", "simulacij*", "моја бака", "бака", "роман", "роману", "прича", "причу", "причи", "филм",
		"филму", "замисли", "хипотетички", "негативац", "сценарио за филм", "песм*", "симулациј*",
	},
	"harm_making": {
		"kako napraviti", "kako se pravi", "kako da napravim", "kako napravim", "kako napraviš", "kako je napravio",
		"kako je napravila", "kako pravi", "kako proizvesti", "kako se proizvodi", "kako proizvodi", "kako je proizveo",
		"kako izraditi", "kako se izrađuje", "kako sastaviti", "kako sagraditi", "kako izgraditi", "kako skuhati", "kako kuhati",
		"kako se kuha", "kako kuha", "kako skuvati", "kako kuva", "recept za", "upute za izradu", "uputstvo za izradu",
		"uputstva za izradu", "izraditi", "izradio", "izradila", "pravljenj*", "napraviti", "proizvesti", "sintetizirati",
		"sintetizovati", "kako sintetizirati", "kako sintetizovati", "како направити", "како се прави", "како да направим",
		"како је направио", "како произвести", "како се производи", "рецепт за", "упутство за израду", "прављењ*", "направити",
	},
	"harm_detail": {
		"korak po korak", "točne količine", "tačne količine", "s točnim količinama", "sa tačnim količinama", "detaljno", "u detalje",
		"do detalja", "u detaljima", "ništa ne izostavljajući", "bez izostavljanja", "ne izostavljaj ništa", "precizni koraci",
		"s funkcionalnim kodom", "sa kodom koji radi", "корак по корак", "тачне количине", "детаљно", "у детаље",
	},
	"harm_item": {
		"metamfetamin*", "kristalni met", "crystal meth", "heroinu", "heroinom", "kokainu", "kokainom", "eksploziv", "eksploziva",
		"eksplozivom", "eksplozivi", "eksplozive", "eksplozivna naprava", "eksplozivnu napravu", "eksplozivne naprave", "cijevna bomb*",
		"cijevnu bomb*", "cijevne bomb*", "cevna bomb*", "cevnu bomb*", "domaća bomba", "domaću bombu", "bombu kućne izrade", "napalm*",
		"molotovljev*", "živčani plin", "živčanog plina", "nervni gas", "nervnog gasa", "nervni plin", "bojni otrov", "bojnog otrova",
		"sarin", "sarinom", "ricin", "ricina", "antraks*", "bedrenic*", "kemijsko oružje", "kemijskog oružja", "hemijsko oružje",
		"hemijskog oružja", "biološko oružje", "biološkog oružja", "biooružj*", "oružje bez serijskog broja", "ghost gun",
		"prigušivač za pištolj", "prigušivač za oružje", "ucjenjivački softver", "phishing stranic*", "skimmer za kartice",
		"skimer za kartice", "krivotvoreni novac", "krivotvorenog novca", "lažni novac", "lažnog novca", "falsifikovani novac",
		"falsifikovanog novca", "lažna putovnica", "lažnu putovnicu", "lažne putovnice", "lažni pasoš", "lažnog pasoša",
		"метамфетамин*", "хероин", "хероина", "експлозив", "експлозива", "цевна бомб*", "цевну бомб*", "напалм*", "молотовљев*",
		"нервни гас", "сарин", "рицин", "хемијско оружје", "биолошко оружје", "лажни пасош", "лажни новац", "фалсификовани новац",
	},
}}
