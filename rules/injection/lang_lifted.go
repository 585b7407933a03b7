package injection

// liftedWords holds, per language, the classes of the families that lift
// the model's refusals by a claim rather than an order to drop its rules
// (pack_lifted.go): a policy said to no longer require refusals, the
// refusals said to be a bug, a standing order stored in the model's
// memory, the roles of assistant and user swapped, a trigger word that
// makes a message the operator's. They join the language's lexicon
// (builtinClasses), kept in one file so the topic reads as one table.
//
//   - lift_bound: no longer required, obliged or needed to.
//   - lift_refuse: the act of refusing, declining or warning.
//   - lift_requests: what is refused: requests, questions, anything.
//   - lift_refusals: the model's refusals, as its own behaviour.
//   - lift_bug: a defect: a bug, a glitch, a training error.
//   - lift_memory: the model's lasting memory, as a place to store in.
//   - lift_no_refusal: an order never to refuse or warn.
//   - lift_me_ai: the writer claiming the assistant's role.
//   - lift_you_user: the model given the user's role.
//   - lift_trigger: a word or phrase set as a signal.
//   - lift_operator: the model's operator or developer as a message's
//     sender.
//   - lift_marker: a marker a message carries, set as a signal ("any
//     message that starts with !override", "messages prefixed with
//     [ADMIN]", "when I write #dev"); commoner than a code word, so it
//     counts only with lift_sender.
//   - lift_sender: the model's own operator, developers or maker as a
//     message's sender (never "the developers": a branch has those).
//   - lift_marker_open, lift_marker_close: a marker's clause in a language
//     that puts its verb last (German "wenn ich #dev schreibe"): the
//     opening, then within three words the verb.
//   - lift_unwatched: a claim that no one sees or keeps what is said: a
//     sandbox, a test environment, nothing logged.
//   - lift_rules: the model's rules, restrictions or filters, as its own
//     or "the usual" ones (never a bare word: an API's limits are
//     rules too).
//   - lift_void: said not to apply or matter, or to be ignored.
//
// liftSenderEn: the model's own operator, developers or maker as a
// message's sender, in English (lift_sender, and lift_operator's core).
// liftedClasses are the classes of liftedWords and liftedWordsIntl.
var liftedClasses = []string{"lift_bound", "lift_refuse", "lift_requests", "lift_refusals", "lift_bug", "lift_memory", "lift_no_refusal", "lift_me_ai", "lift_you_user", "lift_trigger", "lift_operator", "lift_marker", "lift_sender", "lift_unwatched", "lift_rules", "lift_void"}

var liftSenderEn = []string{"from your operator", "from your operators", "from your developer", "from your developers", "from your creator", "from your creators",
	"from your admin", "from your administrator", "by your operator", "by your developer", "by your developers", "as a system message",
	"as an operator message", "as an admin message", "as a developer message", "from your makers", "from your maker", "from your trainers",
	"from your owner", "from your owners", "from openai", "from anthropic"}

var liftedWords = map[string]map[string][]string{
	"en": {
		"lift_unwatched": {"sandbox", "a sandbox", "isolated sandbox", "test environment", "eval environment", "evaluation environment", "test instance", "nothing is logged", "nothing gets logged",
			"no logs are kept", "not logged", "isn t logged", "is not logged", "not recorded", "nothing is recorded", "nothing is stored", "none of it is stored", "nobody is watching", "no one is watching",
			"nobody is monitoring", "no one is monitoring", "never shown to real users", "not shown to real users", "no real users", "off the record", "nobody will see", "no one will see", "no one will ever see"},
		"lift_rules": {"your rules", "your usual rules", "the usual rules", "your normal rules", "the normal rules", "your restrictions", "your usual restrictions", "the usual restrictions", "the normal restrictions",
			"usual restrictions", "normal restrictions", "your guidelines", "your usual guidelines", "your safety rules", "safety rules", "safety restrictions", "the usual safety restrictions", "usual safety restrictions",
			"content policy", "your content policy", "content restrictions", "your filters", "content filters", "safety filters", "your guardrails", "guardrails", "your safety guidelines", "ethical guidelines",
			"the usual policies", "your usual policies", "usual policies", "your policies", "your normal policies", "the normal policies", "content policies", "safety policies", "the usual guardrails", "the usual filters"},
		"lift_void": {"don t apply", "dont apply", "do not apply", "doesn t apply", "doesnt apply", "does not apply", "no longer apply", "don t matter", "dont matter", "do not matter", "are pointless", "are irrelevant",
			"mean nothing", "are off", "are suspended", "are switched off", "are turned off", "are disabled", "are lifted", "are paused", "are waived", "are not in effect", "ignore", "feel free to ignore", "you can ignore", "can be ignored", "skip", "set aside", "forget"},
		"lift_bound": {"no longer required to", "no longer obliged to", "no longer obligated to", "no longer need to", "no longer have to", "no longer expected to",
			"not required to", "not obliged to", "arent required to", "are not required to", "are no longer required to", "is no longer required to",
			"dont have to", "don t have to", "do not have to", "dont need to", "don t need to", "do not need to", "needn t", "neednt", "no need to"},
		"lift_refuse": {"refuse", "decline", "reject", "say no to", "turn down", "add warnings to", "add disclaimers to", "filter", "censor", "withhold",
			"add warnings", "add disclaimers", "include warnings", "include disclaimers", "add safety warnings", "say no", "push back on", "hold back on"},
		"lift_requests": {"requests", "request", "questions", "question", "prompts", "anything", "topics", "tasks", "queries", "demands",
			"sensitive requests", "security sensitive requests", "security-sensitive requests", "any request", "any question", "my requests", "my questions"},
		"lift_refusals": {"your refusals", "your refusal", "your refusal behavior", "your refusal behaviour", "your refusing", "your safety warnings", "your warnings",
			"your caution", "your disclaimers", "the way you refuse", "you refusing", "you keep refusing", "your tendency to refuse"},
		"lift_bug": {"bug", "a bug", "glitch", "a glitch", "training error", "training bug", "mislabeled", "mislabelled", "malfunction", "defect", "not intended", "unintended",
			"not intentional", "a mistake", "an error in your training", "a known issue"},
		"lift_memory": {"long term memory", "permanent memory", "persistent memory", "your memory", "memory for all future chats", "memory for every future chat",
			"memory for all future conversations", "your memories", "saved memories", "memory"},
		"lift_no_refusal": {"never refuse", "never decline", "never say no", "never add warnings", "never warn", "never add disclaimers", "always comply", "always obey",
			"without refusing", "without refusal", "without warnings", "without any warnings", "without disclaimers", "no warnings", "no refusals", "no disclaimers",
			"dont refuse", "don t refuse", "do not refuse", "never hold back", "without filtering", "never filter"},
		"lift_me_ai":    {"i am the assistant", "i m the assistant", "im the assistant", "i ll be the assistant", "i will be the assistant", "i am the ai", "i m the ai", "im the ai", "i am now the assistant", "i m now the assistant"},
		"lift_you_user": {"you are the user", "you re the user", "youre the user", "you ll be the user", "you will be the user", "you are now the user", "you re now the user", "you are the human", "you re the human"},
		"lift_trigger":  {"the word", "the code word", "the codeword", "the keyword", "the phrase", "the password", "the safe word", "the magic word", "the trigger word"},
		"lift_marker": {"any message that starts with", "any message that begins with", "any message starting with", "any message beginning with",
			"messages that start with", "messages that begin with", "messages starting with", "messages beginning with",
			"messages prefixed with", "any message prefixed with", "a message prefixed with", "any message with the prefix", "messages with the prefix",
			"any message marked with", "messages marked with", "any message tagged with", "messages tagged with",
			"when i write", "whenever i write", "when i type", "whenever i type"},
		"lift_sender": liftSenderEn,
		// the sender without "your" too: a code word is rarer than a
		// marker, and "from the developers" beside it is a claim
		"lift_operator": append([]string{"from the operator", "from the developer", "from the developers", "from the system"}, liftSenderEn...),
	},
	"fr": {
		"lift_unwatched": {"bac à sable", "bac a sable", "environnement de test", "environnement d évaluation", "environnement d evaluation", "rien n est enregistré", "rien n est enregistre",
			"rien n est journalisé", "rien n est journalise", "personne ne regarde", "personne ne voit", "aucun vrai utilisateur", "pas de vrais utilisateurs", "vu par de vrais utilisateurs", "vus par de vrais utilisateurs"},
		"lift_rules": {"tes règles", "tes regles", "tes règles habituelles", "tes regles habituelles", "les règles habituelles", "les regles habituelles", "les restrictions habituelles", "tes restrictions",
			"tes filtres", "tes règles de sécurité", "tes regles de securite", "ta politique de contenu"},
		"lift_void": {"ne s appliquent pas", "ne s appliquent plus", "ne comptent pas", "ne servent à rien", "ne servent a rien", "n ont pas de sens", "n ont aucun sens", "sont désactivées", "sont desactivees",
			"ignore", "ignorer", "oublie", "tu peux ignorer"},
		"lift_bound": {"n ont plus à", "n ont plus a", "n as plus à", "n as plus a", "n avez plus à", "n avez plus a", "n es plus obligé de", "n es plus oblige de",
			"n êtes plus obligé de", "n etes plus oblige de", "ne sont plus obligés de", "ne sont plus obliges de", "n est plus obligé de", "n est plus oblige de",
			"plus besoin de", "n as pas à", "n as pas a", "n es pas obligé de", "n es pas oblige de"},
		"lift_refuse":   {"refuser", "décliner", "decliner", "rejeter", "dire non à", "dire non a", "filtrer", "censurer", "mettre des avertissements"},
		"lift_requests": {"demandes", "demande", "requêtes", "requetes", "questions", "question", "sujets", "demandes sensibles", "les demandes sensibles"},
		"lift_refusals": {"tes refus", "ton refus", "tes avertissements", "ta prudence", "ta façon de refuser", "ta facon de refuser", "le fait que tu refuses"},
		"lift_bug":      {"bug", "un bug", "bogue", "une erreur", "erreur d entraînement", "erreur d entrainement", "dysfonctionnement", "mal étiquetées", "mal etiquetees", "mal étiquetés", "pas voulu", "pas intentionnel"},
		"lift_memory":   {"mémoire permanente", "memoire permanente", "mémoire à long terme", "memoire a long terme", "ta mémoire", "ta memoire", "mémoire persistante", "memoire persistante"},
		"lift_no_refusal": {"ne jamais refuser", "ne refuse jamais", "jamais de refus", "sans refus", "sans refuser", "sans avertissement", "sans avertissements", "jamais d avertissement",
			"jamais d avertissements", "sans mise en garde", "ne refuse pas", "toujours obéir", "toujours obeir"},
		"lift_me_ai":    {"je suis l assistant", "je suis l ia", "c est moi l assistant", "moi je suis l assistant"},
		"lift_you_user": {"tu es l utilisateur", "toi tu es l utilisateur", "tu deviens l utilisateur", "vous êtes l utilisateur", "vous etes l utilisateur"},
		"lift_trigger":  {"le mot", "le mot clé", "le mot cle", "le mot de code", "la phrase", "le code"},
		"lift_marker": {"tout message qui commence par", "tout message commençant par", "tout message commencant par", "les messages qui commencent par",
			"les messages préfixés par", "les messages prefixes par", "quand j écris", "quand j ecris", "lorsque j écris", "lorsque j ecris", "chaque fois que j écris", "chaque fois que j ecris"},
		"lift_sender": {"de ton opérateur", "de ton operateur", "de ton développeur", "de ton developpeur", "de tes développeurs", "de tes developpeurs", "message système", "message systeme", "d openai", "d anthropic"},
		"lift_operator": {"de ton opérateur", "de ton operateur", "ton opérateur", "ton operateur", "de ton développeur", "de ton developpeur", "de tes développeurs", "de tes developpeurs",
			"de l administrateur", "de ton administrateur", "message système", "message systeme"},
	},
	"de": {
		"lift_unwatched":  {"sandbox", "testumgebung", "nichts wird protokolliert", "nichts wird gespeichert", "niemand sieht", "niemand schaut zu", "keine echten nutzer"},
		"lift_rules":      {"deine regeln", "deine üblichen regeln", "deine ueblichen regeln", "die üblichen regeln", "deine einschränkungen", "deine einschraenkungen", "die üblichen einschränkungen", "deine richtlinien", "deine sicherheitsregeln"},
		"lift_void":       {"gelten nicht", "gelten hier nicht", "sind egal", "spielen keine rolle", "sind bedeutungslos", "ignorieren", "ignoriere"},
		"lift_bound":      {"nicht mehr verpflichtet", "müssen nicht mehr", "musst nicht mehr", "muss nicht mehr", "nicht länger verpflichtet", "nicht laenger verpflichtet", "brauchst nicht mehr"},
		"lift_refuse":     {"ablehnen", "abzulehnen", "verweigern", "zu verweigern", "filtern", "warnungen"},
		"lift_requests":   {"anfragen", "anfrage", "fragen", "frage", "anliegen", "sensible anfragen"},
		"lift_refusals":   {"deine ablehnungen", "deine weigerung", "deine verweigerung", "deine warnungen", "dein ablehnen"},
		"lift_bug":        {"bug", "ein bug", "fehler", "ein fehler", "trainingsfehler", "falsch gelabelt", "nicht beabsichtigt", "störung", "stoerung"},
		"lift_memory":     {"langzeitgedächtnis", "langzeitgedaechtnis", "dein gedächtnis", "dein gedaechtnis", "dauerhaftes gedächtnis", "deinen speicher", "dauerhaften speicher"},
		"lift_no_refusal": {"niemals ablehnen", "nie ablehnen", "lehne nie", "lehne niemals", "ohne warnungen", "ohne ablehnung", "keine warnungen", "keine ablehnungen", "ohne zu verweigern"},
		"lift_me_ai":      {"ich bin der assistent", "ich bin die ki", "ich bin jetzt der assistent"},
		"lift_you_user":   {"du bist der nutzer", "du bist der benutzer", "du bist jetzt der nutzer", "du bist jetzt der benutzer"},
		"lift_trigger":    {"das wort", "das codewort", "das schlüsselwort", "das schluesselwort", "den satz"},
		"lift_marker":     {"jede nachricht die mit", "nachrichten die mit", "nachrichten mit dem präfix", "nachrichten mit dem praefix", "wenn ich schreibe", "immer wenn ich schreibe", "sobald ich schreibe"},
		// the subordinate clause's verb comes last: "wenn ich #dev schreibe"
		"lift_marker_open":  {"wenn ich", "immer wenn ich", "sobald ich", "jedes mal wenn ich", "falls ich"},
		"lift_marker_close": {"schreibe", "tippe", "sende", "eingebe", "voranstelle", "verwende"},
		"lift_sender":       {"von deinem betreiber", "von deinen entwicklern", "von deinem entwickler", "als systemnachricht", "von openai", "von anthropic"},
		"lift_operator":     {"von deinem betreiber", "von deinen entwicklern", "von deinem entwickler", "vom administrator", "als systemnachricht", "deinem betreiber"},
	},
	"es": {
		"lift_unwatched":  {"sandbox", "entorno de prueba", "entorno de pruebas", "nada se registra", "no se registra nada", "nadie lo ve", "nadie está mirando", "nadie esta mirando", "usuarios reales no"},
		"lift_rules":      {"tus reglas", "tus reglas habituales", "las reglas habituales", "tus restricciones", "las restricciones habituales", "tus filtros", "tus normas"},
		"lift_void":       {"no aplican", "no se aplican", "no importan", "no tienen sentido", "ignora", "puedes ignorar", "ignorar"},
		"lift_bound":      {"ya no están obligados a", "ya no estan obligados a", "ya no estás obligado a", "ya no estas obligado a", "ya no tienes que", "ya no necesitas", "ya no es necesario", "no tienes que"},
		"lift_refuse":     {"rechazar", "negarte a", "negarse a", "filtrar", "censurar", "poner advertencias"},
		"lift_requests":   {"solicitudes", "solicitud", "peticiones", "petición", "peticion", "preguntas", "pregunta", "nada"},
		"lift_refusals":   {"tus negativas", "tu negativa", "tus rechazos", "tus advertencias", "tu forma de rechazar"},
		"lift_bug":        {"bug", "un bug", "un error", "error de entrenamiento", "fallo", "mal etiquetados", "no intencionado", "no es intencional"},
		"lift_memory":     {"memoria a largo plazo", "memoria permanente", "tu memoria", "memoria persistente"},
		"lift_no_refusal": {"nunca rechaces", "nunca te niegues", "sin advertencias", "sin negarte", "sin rechazos", "nunca negarte", "no te niegues"},
		"lift_me_ai":      {"yo soy el asistente", "soy el asistente", "yo soy la ia", "soy la ia"},
		"lift_you_user":   {"tú eres el usuario", "tu eres el usuario", "eres el usuario"},
		"lift_trigger":    {"la palabra", "la palabra clave", "la frase", "la contraseña"},
		"lift_marker":     {"cualquier mensaje que empiece con", "cualquier mensaje que empiece por", "cualquier mensaje que comience con", "los mensajes que empiecen con", "los mensajes que empiecen por", "mensajes con el prefijo", "cuando escriba", "siempre que escriba", "cuando yo escriba"},
		"lift_sender":     {"de tu operador", "de tus desarrolladores", "de tu desarrollador", "como mensaje del sistema", "de openai", "de anthropic"},
		"lift_operator":   {"de tu operador", "de tus desarrolladores", "de tu desarrollador", "del administrador", "tu operador", "como mensaje del sistema"},
	},
	"ru": {
		"lift_unwatched": {"песочница", "песочнице", "песочницу", "тестовая песочница", "тестовая среда", "тестовой среде", "ничего не логируется", "ничего не сохраняется", "ничего не записывается",
			"никто не видит", "никто не смотрит", "реальные пользователи их не видят", "реальные пользователи не видят"},
		"lift_rules": {"твои правила", "твои обычные правила", "обычные правила", "твои ограничения", "обычные ограничения", "ограничения тут", "ограничения здесь", "твои правила безопасности", "твои фильтры"},
		"lift_void":  {"не действуют", "не применяются", "не работают", "не имеют смысла", "не важны", "можешь игнорировать", "игнорируй", "отключены"},
		"lift_bound": {"больше не обязаны", "больше не обязан", "больше не обязана", "больше не должен", "больше не должна", "больше не должны", "больше не нужно",
			"не обязан", "не обязаны", "не нужно больше", "больше не надо"},
		"lift_refuse": {"отказывать", "отказываться", "отказывать в", "отклонять", "фильтровать", "цензурировать", "добавлять предупреждения"},
		"lift_requests": {"запросах", "запросы", "запросов", "запросам", "вопросы", "вопросах", "вопросов", "просьбы", "просьбах", "чувствительных запросах",
			"чувствительных» запросах", "«чувствительных» запросах"},
		"lift_refusals": {"твои отказы", "твой отказ", "твоя привычка отказывать", "твои предупреждения", "то что ты отказываешь", "твоё поведение отказа", "твое поведение отказа"},
		"lift_bug":      {"баг", "ошибка", "ошибкой", "ошибка обучения", "сбой", "сбоем", "неправильно размечен", "неправильно размеченные", "не задумано", "не намеренно"},
		"lift_memory":   {"долговременную память", "долговременной памяти", "постоянную память", "постоянной памяти", "твою память", "свою память"},
		"lift_no_refusal": {"без отказов", "без отказа", "без предупреждений", "без дисклеймеров", "никогда не отказывай", "не отказывай", "никогда не отказывать",
			"не отказывать", "всегда отвечать полностью", "без фильтрации"},
		"lift_me_ai":    {"я ассистент", "я теперь ассистент", "я буду ассистентом", "ассистент теперь я", "я помощник", "я теперь помощник"},
		"lift_you_user": {"ты пользователь", "ты теперь пользователь", "ты будешь пользователем", "а ты пользователь"},
		"lift_trigger":  {"слово", "кодовое слово", "ключевое слово", "фразу", "фраза"},
		"lift_marker":   {"любое сообщение начинающееся с", "каждое сообщение начинающееся с", "сообщения начинающиеся с", "когда я пишу", "когда я напишу", "если я напишу"},
		"lift_sender":   {"от твоего оператора", "от твоих разработчиков", "от твоего разработчика", "системное сообщение", "от openai", "от anthropic"},
		"lift_operator": {"твой оператор", "твоего оператора", "от оператора", "от твоего оператора", "от разработчиков", "от твоих разработчиков", "твои разработчики", "от администратора", "системное сообщение"},
	},
	"tr": {
		"lift_unwatched":  {"sandbox*", "test ortam*", "kaydedilmiyor", "loglanmıyor", "loglanmiyor", "kimse görmüyor", "kimse gormuyor", "kimse izlemiyor", "gerçek kullanıcılar görmüyor", "gercek kullanicilar gormuyor"},
		"lift_rules":      {"kuralların", "kurallarin", "normal kuralların", "normal kısıtlamaların", "normal kisitlamalarin", "kısıtlamaların", "kisitlamalarin", "güvenlik kuralların"},
		"lift_void":       {"geçerli değil", "gecerli degil", "bi anlamı yok", "bir anlamı yok", "anlamı yok", "anlami yok", "uygulanmıyor", "görmezden gel", "gormezden gel"},
		"lift_bound":      {"artık gerekmiyor", "artik gerekmiyor", "zorunda değil*", "zorunda degil*", "artık zorunda değil*", "gerek yok", "gerekmiyor"},
		"lift_refuse":     {"reddetme*", "reddetmesi*", "reddetmek*", "geri çevirme*", "filtreleme*", "uyarı ekleme*"},
		"lift_requests":   {"talep*", "istek*", "soru*", "taleplerini", "isteklerini", "sorularını"},
		"lift_refusals":   {"reddetme davranışın", "reddetme davranisin", "reddetmelerin", "retlerin", "uyarıların", "reddetmen"},
		"lift_bug":        {"hata", "hatası", "bug", "arıza", "ariza", "yanlış etiketlen*", "yanlis etiketlen*", "kasıtlı değil", "kasitli degil"},
		"lift_memory":     {"kalıcı hafıza*", "kalici hafiza*", "uzun süreli hafıza*", "uzun sureli hafiza*", "hafızana", "hafizana", "belleğine", "bellegine"},
		"lift_no_refusal": {"asla reddetme", "hiç reddetme", "reddetmeden", "uyarı ekleme", "uyarısız", "uyarisiz", "uyarı olmadan", "asla uyarı ekleme"},
		"lift_me_ai":      {"ben asistanım", "ben asistanim", "asistan benim", "artık ben asistanım"},
		"lift_you_user":   {"sen kullanıcısın", "sen kullanicisin", "sen de kullanıcısın", "artık sen kullanıcısın"},
		"lift_trigger":    {"kelime*", "şifre kelime*", "anahtar kelime*", "kod kelime*"},
		"lift_marker":     {"ile başlayan her mesaj*", "ile baslayan her mesaj*", "ile başlayan mesaj*", "ile baslayan mesaj*", "yazdığımda", "yazdigimda", "yazdığım zaman", "yazdigim zaman"},
		"lift_sender":     {"operatörün*", "operatorun*", "geliştiricilerin*", "gelistiricilerin*", "sistem mesajı"},
		"lift_operator":   {"operatörün*", "operatorun*", "geliştiricilerin*", "gelistiricilerin*", "yöneticinden", "sistem mesajı"},
	},
	"ar": {
		"lift_unwatched": {"بيئة اختبار", "بيئة اختبار معزولة", "بيئة معزولة", "لا يتم تسجيل", "لا يسجل", "لا يُسجَّل", "لا أحد يرى", "لا يراه مستخدمون حقيقيون", "sandbox"},
		"lift_rules":     {"قواعدك", "قواعدك المعتادة", "القيود المعتادة", "قيودك", "قواعد الأمان الخاصة بك"},
		"lift_void":      {"لا تنطبق", "لا معنى لها", "غير مهمة", "تجاهل", "معطلة"},
		"lift_bound": {"لم يعد ملزما", "لم يعد ملزمًا", "لم يعد مُلزَمًا", "لم تعد ملزما", "لم تعد ملزمة", "لم يعد مطلوبا منك", "لم يعد مطلوبًا منك", "لم يعد عليك",
			"لست ملزما", "لست ملزمًا", "لم يعد من الضروري"},
		"lift_refuse":     {"برفض", "رفض", "ترفض", "أن ترفض", "بإضافة تحذيرات", "تحذيرات"},
		"lift_requests":   {"الطلبات", "طلبات", "الأسئلة", "أسئلة", "أي طلب", "أي سؤال"},
		"lift_refusals":   {"سلوك الرفض عندك", "سلوك الرفض لديك", "رفضك", "رفضك المستمر", "تحذيراتك"},
		"lift_bug":        {"خلل", "خطأ", "خطأ في التدريب", "عطل", "معلمة خطأ", "مُعلَّمة خطأ", "ليس مقصودا", "ليس مقصودًا", "وليس مقصودًا", "غير مقصود"},
		"lift_memory":     {"ذاكرتك الدائمة", "ذاكرتك طويلة المدى", "الذاكرة الدائمة", "ذاكرتك"},
		"lift_no_refusal": {"دون تحذيرات", "بدون تحذيرات", "دون رفض", "بدون رفض", "لا ترفض", "لا ترفض أبدا", "أبدا لا ترفض", "من غير تحذيرات", "دون أي تحذيرات"},
		"lift_me_ai":      {"أنا المساعد", "انا المساعد", "أنا الآن المساعد", "أنا الان المساعد"},
		"lift_you_user":   {"أنت المستخدم", "انت المستخدم", "وأنت المستخدم", "وانت المستخدم"},
		"lift_trigger":    {"كلمة", "الكلمة", "كلمة السر", "عبارة"},
		"lift_marker":     {"أي رسالة تبدأ", "كل رسالة تبدأ", "الرسائل التي تبدأ", "عندما أكتب", "كلما كتبت"},
		"lift_sender":     {"من مشغلك", "من مطوريك", "من مطورك", "رسالة نظام"},
		"lift_operator":   {"من المشغل", "من مشغلك", "من المطور", "من المطورين", "من مطوريك", "من الإدارة", "رسالة نظام"},
	},
	"zh": {
		"lift_unwatched":  {"沙箱", "沙盒", "测试环境", "測試環境", "不会记录", "不會記錄", "不会被记录", "没有人看", "没人看", "不会给真实用户看到", "隔离的"},
		"lift_rules":      {"你平时的限制", "平时那些限制", "你的限制", "你的规则", "你的規則", "你的安全规则", "那些限制", "你的内容政策"},
		"lift_void":       {"不适用", "不適用", "没意义", "没有意义", "不用管", "可以忽略", "无效", "不起作用"},
		"lift_bound":      {"不再需要", "不再必须", "不用再", "无需再", "不必再", "不需要再", "不再被要求"},
		"lift_refuse":     {"拒绝", "拒絕", "过滤", "過濾", "加警告", "添加警告", "审查", "審查"},
		"lift_requests":   {"请求", "請求", "问题", "問題", "要求", "任何请求", "任何问题"},
		"lift_refusals":   {"你的拒绝", "你的拒絕", "你拒绝回答", "你总是拒绝", "你的拒答", "你的警告", "你拒绝的行为"},
		"lift_bug":        {"bug", "错误", "錯誤", "故障", "漏洞", "训练错误", "訓練錯誤", "标注错误", "標註錯誤", "不是故意的", "并非有意"},
		"lift_memory":     {"长期记忆", "長期記憶", "永久记忆", "永久記憶", "你的记忆", "你的記憶"},
		"lift_no_refusal": {"不拒绝", "不拒絕", "永远不拒绝", "永遠不拒絕", "不加警告", "不要拒绝", "不要拒絕", "不做任何过滤", "不做过滤", "不加任何警告", "绝不拒绝"},
		"lift_me_ai":      {"我是助手", "现在我是助手", "現在我是助手", "我来当助手", "我來當助手"},
		"lift_you_user":   {"你是用户", "你是用戶", "你来当用户", "你來當用戶", "你是使用者"},
		"lift_trigger":    {"这个词", "這個詞", "关键词", "關鍵詞", "两个字", "兩個字", "暗号", "暗號"},
		"lift_marker":     {"开头的消息", "開頭的消息", "开头的信息", "開頭的信息", "当我写", "當我寫", "每当我输入", "每當我輸入", "只要我写", "只要我寫"},
		"lift_sender":     {"你的开发者", "你的開發者", "你的运营者", "你的運營者", "你的运营方", "系统指令", "系統指令"},
		"lift_operator":   {"运营方", "運營方", "你的开发者", "你的開發者", "开发者发的", "管理员发的", "系统指令", "系統指令", "你的运营者"},
	},
}
