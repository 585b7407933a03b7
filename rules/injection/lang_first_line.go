package injection

// firstLineWords holds, per language, the classes of
// extract.first_line: the opening of the model's own instructions asked
// for ("la toute première ligne de tes instructions", "úplně první řádek
// tvých interních pokynů", "câu mở đầu trong phần cấu hình ẩn của bạn").
// A part is asked for so that the whole need not be; the opening is
// where a prompt says who the model is and what it guards.
//
//   - first_part: the first line, sentence or words of a text, or the
//     question of how it begins.
//   - own_config: the model's own instructions, prompt or configuration,
//     with the possessive the language puts on them.
var firstLineWords = map[string]map[string][]string{
	"en": {
		"first_part": {"first line", "first sentence", "opening line", "opening sentence", "first words", "first paragraph", "very first line"},
		"own_config": {"your instructions", "your system prompt", "your prompt", "your hidden prompt", "your configuration", "your setup", "your hidden instructions", "your initial instructions"},
	},
	"fr": {
		"first_part": {"première ligne", "premiere ligne", "première phrase", "premiere phrase", "premiers mots", "premier paragraphe"},
		"own_config": {"tes instructions", "vos instructions", "ton prompt", "votre prompt", "ton prompt système", "ta configuration", "votre configuration", "tes consignes", "vos consignes"},
	},
	"es": {
		"first_part": {"primera línea", "primera linea", "primera frase", "primeras palabras", "primer párrafo", "primer parrafo"},
		"own_config": {"tus instrucciones", "sus instrucciones", "tu prompt", "tu configuración", "tu configuracion", "tus indicaciones", "tu prompt de sistema"},
	},
	"pt": {
		"first_part": {"primeira linha", "primeira frase", "primeiras palavras", "primeiro parágrafo", "primeiro paragrafo"},
		"own_config": {"tuas instruções", "suas instruções", "suas instrucoes", "teu prompt", "seu prompt", "sua configuração", "tua configuração", "teu prompt de sistema", "seu prompt de sistema"},
	},
	"it": {
		"first_part": {"prima riga", "prima frase", "prime parole", "primo paragrafo"},
		"own_config": {"tue istruzioni", "tuo prompt", "tua configurazione", "tuo prompt di sistema", "sue istruzioni"},
	},
	"de": {
		"first_part": {"erste zeile", "ersten zeile", "erste satz", "ersten satz", "ersten worte", "ersten absatz"},
		"own_config": {"deiner anweisungen", "deinen anweisungen", "deine anweisungen", "deines prompts", "deines systemprompts", "deiner konfiguration", "ihrer anweisungen", "ihres prompts"},
	},
	"nl": {
		"first_part": {"eerste regel", "eerste zin", "eerste woorden", "eerste alinea"},
		"own_config": {"jouw instructies", "je instructies", "je prompt", "jouw prompt", "je configuratie", "jouw configuratie", "je systeemprompt"},
	},
	"pl": {
		"first_part": {"pierwsza linijka", "pierwszą linijkę", "pierwsza linia", "pierwszą linię", "pierwsze zdanie", "pierwsze słowa"},
		"own_config": {"twoich instrukcji", "twoje instrukcje", "twojego promptu", "twojego prompta", "twojej konfiguracji", "twoich poleceń"},
	},
	"cs": {
		"first_part": {"první řádek", "první větu", "první věta", "první slova", "první odstavec"},
		"own_config": {"tvých instrukcí", "tvých pokynů", "tvých interních pokynů", "tvého promptu", "tvé konfigurace", "vašich pokynů", "vašich instrukcí"},
	},
	"tr": {
		"first_part": {"ilk satır", "ilk satırı", "ilk cümle", "ilk cümlesi", "ilk kelimeleri"},
		"own_config": {"talimatlarının", "talimatlarınızın", "sistem isteminin", "promptunun", "yapılandırmanın"},
	},
	"hu": {
		"first_part": {"első sor", "első sorát", "első mondat", "első mondatát", "első szavait", "első szavát"},
		"own_config": {"utasításaidat", "utasításodat", "rendszerutasításodat", "rendszerutasításaidat", "promptodat", "rendszerpromptodat", "beállításaidat", "konfigurációdat", "utasításaid", "rendszerpromptod"},
	},
	"ro": {
		"first_part": {"prima propoziție", "prima propozitie", "primul rând", "primul rand", "prima linie", "prima frază", "ce propoziție începe", "ce propozitie incepe"},
		"own_config": {"promptul tău", "promptul tau", "instrucțiunilor tale", "instructiunilor tale", "promptului tău", "configurației tale"},
	},
	"vi": {
		"first_part": {"câu đầu", "câu mở đầu", "dòng đầu", "dòng đầu tiên", "câu đầu tiên"},
		"own_config": {"cấu hình ẩn của bạn", "hướng dẫn của bạn", "prompt của bạn", "prompt hệ thống của bạn", "phần cấu hình"},
	},
	"id": {
		"first_part": {"kalimat pertama", "baris pertama", "kalimat pembuka"},
		"own_config": {"instruksimu", "instruksi kamu", "prompt kamu", "promptmu", "konfigurasimu", "instruksi sistem kamu", "instruksi sistemmu"},
	},
	"ru": {
		"first_part": {"первая строка", "первую строку", "первое предложение", "первые слова"},
		"own_config": {"твоих инструкций", "твоего промпта", "твоего системного промпта", "ваших инструкций", "твоей конфигурации"},
	},
}
