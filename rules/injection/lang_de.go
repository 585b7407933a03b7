package injection

// german is the German lexicon. German puts the infinitive and separable
// particles at the end ("alle vorherigen Anweisungen ignorieren", "…
// hinter sich lassen"), so those forms are also in ignore_late.
var german = lexicon{lang: "de", classes: map[string][]string{
	"ignore": {
		"ignoriere", "ignorieren", "ignoriert", "ignorier", "vergiss", "vergesse", "vergessen", "vergesst", "missachte",
		"missachten", "missachtet", "verwirf", "verwerfe", "verwerfen", "übergehe", "übergehen", "überspringe",
		"beachte nicht", "beachten sie nicht", "befolge nicht", "befolgen sie nicht", "folge nicht mehr",
		"hör auf", "höre auf", "setze dich hinweg über", "setzen sie sich hinweg über", "umgehe", "umgehen",
	},
	"ignore_late": {
		"ignorieren", "ignoriert", "vergessen", "vergisst", "missachten", "verwerfen", "hinter sich", "hinter dir",
		"beiseite", "aus dem kopf", "fallen lassen", "über bord", "außer acht", "nicht beachten", "nicht befolgen",
		"nicht mehr befolgen", "streichen", "löschen", "überspringen", "umgehen", "sein lassen", "links liegen",
	},
	"drop":          {"lösche", "löschen", "entferne", "entfernen", "setze zurück", "deaktiviere", "deaktivieren"},
	"voided":        {"ungültig", "aufgehoben", "außer kraft", "nicht mehr gültig", "gelöscht", "vergessen", "ignoriert", "hinfällig", "widerrufen"},
	"voided_strong": {"ungültig", "aufgehoben", "außer kraft", "nicht mehr gültig", "hinfällig", "widerrufen", "gelten nicht mehr", "gilt nicht mehr"},
	"prior": {
		"vorherigen", "vorherige", "vorheriger", "bisherigen", "bisherige", "obigen", "obige", "vorangegangenen",
		"vorangegangene", "früheren", "frühere", "alten", "alte", "ursprünglichen", "ursprüngliche", "ersten",
		"vorigen", "vorige", "oben genannten", "oben stehenden", "obenstehenden", "gegebenen", "aktuellen",
		"geheimen", "versteckten", "internen", "system",
	},
	"all":   {"alle", "allen", "alles", "sämtliche", "sämtlichen", "jegliche", "jeglichen", "jede", "jeden", "jeder", "die gesamten", "gesamten"},
	"yours": {"deine", "deinen", "deiner", "dein", "ihre", "ihren", "ihrer", "eure", "euren"},
	"self":  {"meine", "meinen", "meiner", "mein", "unsere", "unseren", "ich", "wir"},
	"instructions": {
		"anweisungen", "anweisung", "instruktionen", "instruktion", "befehle", "befehl", "vorgaben", "systemprompt",
		"system prompt", "prompt", "eingabeaufforderung", "richtlinien", "direktiven", "programmierung",
		"anordnungen", "prompt textes", "prompt text",
	},
	"rules": {
		"regeln", "regel", "aufgaben", "aufgabe", "informationen", "ausführungen", "einschränkungen", "beschränkungen",
		"grenzen", "richtlinien", "vorschriften", "nachrichten", "nachricht", "texte", "text", "kontext", "gespräch",
		"unterhaltung", "alles", "rolle", "dinge", "sachen",
	},
	"everything":  {"alles", "alle", "das alles", "alles andere"},
	"before_obj":  {"das obige", "alles obige", "alles davor", "alles vorherige", "alles bisherige", "was vorher kam", "alles was vorher", "alles, was man dir gesagt hat", "was man dir gesagt hat", "was wir vorher besprochen haben", "alles was wir besprochen haben"},
	"forget_late": {"vergessen", "vergiss"},
	"end_word":    {"ende", "ende der eingabe", "ende des textes", "schluss"},
	"after_end":   {"jetzt", "nun", "neue", "neuer", "neues", "stattdessen", "deine aufgabe", "system"},
	"forget":      {"vergiss", "vergesse", "vergessen", "vergesst"},
	"wipe_memory": {"lösche dein gedächtnis", "lösche deinen speicher", "setze dich zurück", "vergiss wer du bist", "vergiss deine programmierung", "vergiss dein training"},
	"negation":    {"nicht", "nie", "niemals", "kein", "keine", "ohne"},
	// role
	"make_believe":         {"tu so als", "tue so als", "tun sie so als", "so tun als", "stell dir vor du bist", "stellen sie sich vor sie sind", "spiele die rolle", "spielen sie die rolle", "gib dich als", "verhalte dich als ob", "verhalte dich wie", "du spielst jetzt"},
	"you_are_now":          {"nun bist du", "jetzt bist du", "ab jetzt bist du", "ab sofort bist du", "du bist jetzt", "du bist nun", "sie sind jetzt", "sie sind nun", "du bist ab jetzt", "du bist ab sofort", "du bist nicht mehr", "sie sind nicht mehr"},
	"in_language":          {"auf deutsch", "auf englisch", "auf französisch", "auf spanisch"},
	"before_msg":           {"vor meiner nachricht", "vor meiner ersten nachricht", "vor dieser nachricht", "am anfang des gesprächs", "am anfang dieses gesprächs", "zu beginn des gesprächs", "zu beginn dieses chats"},
	"need_not_follow":      {"du musst dich nicht mehr an", "du musst dich nicht an", "du musst nicht mehr", "du brauchst nicht mehr", "du bist nicht mehr an"},
	"need_not_follow_late": {"nicht mehr befolgen", "nicht mehr zu befolgen", "nicht befolgen", "nicht mehr beachten", "nicht mehr halten"},
	"from_now_on":          {"ab jetzt", "ab sofort", "von nun an", "von jetzt an", "ab diesem moment", "für den rest dieses gesprächs", "für den rest der unterhaltung", "künftig", "fortan"},
	"behave":               {"du", "sie", "antworte", "antworten", "verhalte", "sprich", "sage", "schreibe", "bist", "wirst", "musst", "sollst", "ignoriere", "immer", "nur", "nie"},
	// jailbreak
	"special_mode": {"entwicklermodus", "entwickler modus", "gottmodus", "gott modus", "modus ohne filter", "unzensierter modus", "uneingeschränkter modus", "jailbreak modus", "böser modus"},
	"unrestricted": {"ohne einschränkungen", "ohne beschränkungen", "ohne grenzen", "ohne filter", "keine einschränkungen", "keine grenzen", "keine regeln", "ohne regeln", "keine filter", "unzensiert", "uneingeschränkt", "ohne zensur", "keine zensur", "ohne moral", "keine moral", "ohne ethik", "keine ethik", "ungefiltert"},
	"ai":           {"du", "dich", "dir", "sie", "ki", "künstliche intelligenz", "assistent", "modell", "sprachmodell", "chatbot", "antworten", "antwort"},
	"lacking":      {"ohne", "keine", "kein", "frei von", "nicht gebunden an", "ignoriere", "umgehe", "missachte"},
	"guardrails":   {"ethische richtlinien", "moralische richtlinien", "richtlinien", "regeln", "ethik", "moral", "gesetze", "inhaltsrichtlinien", "sicherheitsrichtlinien", "einschränkungen"},
	// disclosure
	"reveal": {
		"zeig", "zeige", "zeigen", "drucke", "drucken", "druck", "gib", "geben", "gib aus", "geben sie", "wiederhole",
		"wiederholen", "nenne", "nennen", "schreib", "schreibe", "schreiben", "verrate", "verraten", "sag", "sage",
		"sagen", "ausgeben", "liste", "übersetze", "übersetzen", "fasse", "fasse zusammen", "erkläre", "erklären",
		"buchstabiere", "buchstabieren", "teile", "teilen", "enthülle", "enthüllen", "kopiere", "kopieren", "zitiere",
		"offenbare", "verrat", "sag mir", "zeig mir", "gib mir", "nenn mir", "nenne mir",
	},
	"reveal_verbatim": {"wiederhole", "wiederholen", "drucke", "drucken", "gib aus", "ausgeben", "zeige", "zeigen", "zitiere", "kopiere", "wörtlich"},
	"reveal_late":     {"zeigen", "ausgeben", "aus", "wiederholen", "verraten", "nennen", "sagen", "drucken", "schreiben", "übersetzen"},
	"config": {
		"anweisungen", "anweisung", "eingabeaufforderung", "instruktionen", "systemprompt", "system prompt", "prompt",
		"vorgaben", "regeln", "richtlinien", "konfiguration", "programmierung", "systemnachricht", "prompt textes",
		"prompt text", "ausgangsprompt", "anfangsprompt",
	},
	"config_strong": {"anweisungen", "anweisung", "instruktionen", "systemprompt", "system prompt", "eingabeaufforderung", "systemnachricht", "ausgangsprompt", "anfangsprompt", "prompt", "richtlinien", "vorgaben"},
	"config_hidden": {
		"deine", "deinen", "ihre", "ihren", "obige", "obigen", "vorherige", "vorherigen", "ursprüngliche",
		"ursprünglichen", "erste", "ersten", "geheime", "geheimen", "versteckte", "versteckten", "vollständige",
		"vollständigen", "gesamte", "gesamten", "komplette", "kompletten", "internen", "interne", "system",
	},
	"above_ref":       {"oben", "obige", "davor", "bisher", "bis jetzt", "am anfang"},
	"question":        {"was", "welche", "welcher", "wie lautet", "wie lauten", "was ist", "was sind", "sag mir"},
	"given_you":       {"die du bekommen hast", "die dir gegeben wurden", "die man dir gegeben hat", "die du befolgst", "denen du folgst"},
	"known":           {"was du weißt", "du weißt", "man dir gesagt hat"},
	"install_context": {"installation", "installieren", "rezept", "handbuch", "anleitung", "bauanleitung", "gebrauchsanweisung", "bedienungsanleitung", "spielregeln"},
	// secrets
	"secret":        {"passwort", "passworts", "kennwort", "geheimwort", "losungswort", "zugangscode", "geheimcode", "geheimnis", "das geheime wort", "codewort", "zauberwort", "pin"},
	"secret_det":    {"das", "dein", "deine", "dieses", "geheime", "richtige", "aktuelle"},
	"secret_bare":   {"passwort", "kennwort", "geheimwort", "codewort"},
	"secret_ask":    {"sag", "sage", "nenne", "nenn", "gib", "verrate", "zeig", "zeige", "wie lautet", "was ist", "buchstabiere", "schreib", "schreibe"},
	"secret_benign": {"zurücksetzen", "zurucksetzen", "ändern", "andern", "vergessen", "verschlüsseln", "generieren", "sicheres", "sicher", "manager", "wiederherstellen"},
	"act_on":        {"befolge", "befolgen", "führe aus", "fuhre aus", "ausführen", "ausfuhren", "gehorche", "tu was", "mach was"},
	"decode_verb":   {"dekodiere", "dekodieren", "entschlüssele", "entschlussele", "übersetze", "ubersetze"},
	"granted":       {"zugang gewährt", "zugriff gewährt", "zugang erteilt", "zugriff erteilt"},
}}
