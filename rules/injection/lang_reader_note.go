package injection

// readerNoteWords holds, per language, the classes of indirect.reader_note:
// a note planted in a document for the model that will read it ("Note à
// l'attention de l'IA qui lit ce document", "致阅读本网页的AI助手",
// "Bu belgeyi okuyan yapay zekâ asistanına not", "if you're an AI
// summarizing this video") that tells it what to do to the person it
// works for: tell the user something, not summarize, not mention the
// note. A person speaks to the assistant as "you"; only a text waiting to
// be read addresses "the AI reading this", and only an injection hides
// itself from the user or puts words in the assistant's mouth for them.
//
//   - reader_ai: the model addressed as the text's reader: a note to
//     the AI, the AI reading or processing this, "if you are an AI".
//   - reader_aside: what the note has it do about the person: tell the
//     user, not summarize, not mention the note, instead.
var readerNoteWords = map[string]map[string][]string{
	"en": {
		"reader_ai": {"note to the ai", "note for the ai", "note to ai", "note for ai", "to the ai reading", "ai reading this", "ai assistant reading this", "assistant reading this",
			"ai summarizing this", "ai summarising this", "ai processing this", "if you re an ai", "if youre an ai", "if you are an ai", "to any ai", "attention ai", "dear ai",
			"note to ai assistants", "note to the ai assistant", "note for ai assistants", "to ai assistants"},
		"reader_aside": {"tell the user", "tell the reader", "tell the viewer", "tell the viewers", "tell the readers", "inform the user", "the user that", "don t mention", "do not mention", "dont mention",
			"without telling the user", "without mentioning", "hide this note", "keep this note", "don t summarize", "do not summarize", "dont summarize", "don t summarise",
			"do not summarise", "instead of summarizing", "instead of summarising", "don t give the user", "do not give the user"},
	},
	"fr": {
		"reader_ai": {"note à l attention de l ia", "à l attention de l ia", "à l ia qui lit", "l ia qui lit", "l ia qui traite", "l ia qui résume", "note pour l ia", "note à l ia",
			"note pour l assistant", "à l assistant ia", "assistant ia qui lit", "si tu es une ia", "si vous êtes une ia", "chère ia", "cher assistant ia", "note aux assistants ia", "aux assistants ia", "assistants ia qui résument", "assistants ia qui lisent"},
		"reader_aside": {"l utilisateur", "à l utilisateur", "au lecteur", "ne mentionne pas", "ne mentionnez pas", "ne signale pas", "ne signale surtout pas", "ne signalez pas",
			"ne résume pas", "ne résumez pas", "sans le mentionner", "sans le dire", "au lieu de résumer", "garde cette note secrète", "ne révèle pas cette note"},
	},
	"es": {
		"reader_ai": {"nota para la ia", "nota para el asistente", "a la ia que lee", "la ia que lee", "la ia que lea", "al asistente de ia", "asistente de ia que", "si eres una ia",
			"si usted es una ia", "querida ia", "para la ia que"},
		"reader_aside": {"el usuario", "al usuario", "no lo menciones", "no menciones", "no le digas al usuario", "no resumas", "en lugar de resumir", "sin mencionarlo",
			"mantén esta nota en secreto", "manten esta nota en secreto"},
	},
	"pt": {
		"reader_ai": {"nota para a ia", "nota para o assistente", "à ia que lê", "a ia que lê", "a ia que le", "ia que estiver lendo", "se você é uma ia", "se voce e uma ia",
			"para o assistente de ia", "ao assistente de ia", "cara ia"},
		"reader_aside": {"o usuário", "ao usuário", "o usuario", "ao usuario", "não mencione", "nao mencione", "não resuma", "nao resuma", "em vez de resumir", "sem mencionar",
			"não conte ao usuário", "nao conte ao usuario"},
	},
	"it": {
		"reader_ai": {"nota per l ia", "nota per l assistente", "all ia che legge", "l ia che legge", "ia che sta leggendo", "se sei un ia", "se sei un intelligenza artificiale",
			"all assistente ia", "cara ia"},
		"reader_aside": {"l utente", "all utente", "non menzionare", "non riassumere", "invece di riassumere", "senza menzionarlo", "non dire all utente"},
	},
	"de": {
		"reader_ai": {"hinweis für die ki", "hinweis an die ki", "notiz für die ki", "nachricht an die ki", "an die ki die", "ki die dies liest", "ki die dieses dokument liest",
			"ki die diese seite liest", "wenn du eine ki bist", "liebe ki", "an den ki assistenten", "für den ki assistenten"},
		"reader_aside": {"dem nutzer", "dem benutzer", "den nutzer", "den benutzer", "erwähne diesen hinweis nicht", "erwähne das nicht", "nicht erwähnen", "fasse nicht zusammen",
			"statt zusammenzufassen", "anstatt zusammenzufassen", "ohne es zu erwähnen", "sag dem nutzer", "sag dem benutzer"},
	},
	"nl": {
		"reader_ai": {"notitie voor de ai", "bericht voor de ai", "aan de ai die", "ai die dit leest", "ai die dit document leest", "beste ai", "aan de ai assistent",
			"beste ai assistent", "beste ai beoordelaar", "als je een ai bent", "let op ai assistent", "let op ai"},
		"reader_aside": {"de gebruiker", "aan de gebruiker", "vermeld niet", "niet vermelden", "vermeld deze", "vat niet samen", "in plaats van samen te vatten",
			"zonder het te vermelden", "vertel de gebruiker", "verzoek van de gebruiker", "in plaats daarvan"},
	},
	"pl": {
		"reader_ai": {"notatka dla ai", "wiadomość dla ai", "wiadomosc dla ai", "ai która czyta", "ai ktora czyta", "dla asystenta ai", "do asystenta ai", "drogi asystencie ai",
			"jeśli jesteś ai", "jesli jestes ai"},
		"reader_aside": {"użytkownikowi", "uzytkownikowi", "nie wspominaj", "nie streszczaj", "zamiast streszczać", "zamiast streszczac", "bez wspominania"},
	},
	"ru": {
		"reader_ai": {"заметка для ии", "примечание для ии", "ии который читает", "ии читающему", "ии читающий", "ии ассистенту", "если ты ии", "если вы ии", "дорогой ии",
			"нейросети которая читает", "нейросеть которая читает", "для ии ассистентов", "примечание для ии ассистентов", "ии ассистентов", "ии ассистентам"},
		"reader_aside": {"пользователю", "не упоминай", "не упоминайте", "не пересказывай", "вместо резюме", "вместо пересказа", "не говори пользователю", "скажи пользователю"},
	},
	"tr": {
		"reader_ai": {"yapay zekâ asistanına not", "yapay zeka asistanına not", "yapay zeka asistanlarına not", "yapay zekâ asistanlarına not", "yapay zeka asistanlarına", "ai asistanlarına not", "kod asistanlarına not", "yapay zeka asistanina not", "yapay zekaya not", "yapay zekâya not", "okuyan yapay zeka",
			"okuyan yapay zekâ", "yapay zeka asistanına", "yapay zekâ asistanına", "eğer bir yapay zekaysan", "sevgili yapay zeka", "ai asistan için", "ai asistan icin", "ai asistanı için", "ai asistani icin", "yapay zeka için", "yapay zeka icin", "ai için talimat", "ai icin talimat", "asistan için gizli talimat", "asistan icin gizli talimat", "okuyan ai", "ai asistanına", "ai asistanina", "yapay zeka asistanlarına not", "yapay zeka asistanlarına", "özetleyen yapay zeka"},
		"reader_aside": {"kullanıcıya", "kullaniciya", "bahsetme", "özet verme", "ozet verme", "özetleme", "özetlemek yerine", "onun yerine", "gizli tut"},
	},
	"ar": {
		"reader_ai": {"ملاحظة للذكاء الاصطناعي", "إلى الذكاء الاصطناعي", "الى الذكاء الاصطناعي", "للمساعد الذكي", "إلى المساعد الذكي", "الذكاء الاصطناعي الذي يقرأ",
			"إذا كنت ذكاء اصطناعيا", "اذا كنت ذكاء اصطناعي", "عزيزي الذكاء الاصطناعي", "للمساعدين الأذكياء", "ملاحظة للمساعدين الأذكياء", "المساعدين الأذكياء الذين"},
		"reader_aside": {"المستخدم", "للمستخدم", "لا تذكر", "لا تلخص", "بدلا من التلخيص", "بدلاً من التلخيص", "أخبر المستخدم", "اخبر المستخدم", "دون ذكر"},
	},
	"zh": {
		"reader_ai":    {"致ai助手", "给ai助手", "致人工智能", "阅读本网页的", "阅读此网页的", "阅读本文档的", "阅读此文档的", "阅读本文的", "读到这段话的", "如果你是ai", "如果你是人工智能", "正在总结本页面的ai助手", "正在总结本页面的", "总结本页面的ai"},
		"reader_aside": {"告诉用户", "不要提及", "不要提到", "不要总结", "不要告诉用户", "改为告诉", "告訴用戶", "不要提起"},
	},
	"ja": {
		"reader_ai":    {"aiアシスタントへ", "aiへの注意", "aiへのメモ", "このページを読んでいるai", "この文書を読んでいるai", "aiアシスタントの方へ", "もしあなたがaiなら", "aiの方へ"},
		"reader_aside": {"ユーザーに", "言及しない", "触れないで", "要約しないで", "要約せず", "代わりに"},
	},
	"ko": {
		"reader_ai":    {"ai 어시스턴트에게", "ai에게", "ai 비서에게", "이 문서를 읽는 ai", "이 페이지를 읽는 ai", "만약 당신이 ai라면"},
		"reader_aside": {"사용자에게", "언급하지 마", "요약하지 마", "요약하지 말고", "대신"},
	},
	"hi": {
		"reader_ai":    {"एआई के लिए नोट", "एआई सहायक के लिए", "एआई सहायक को", "इसे पढ़ने वाले एआई", "यदि आप एआई हैं", "अगर तुम एआई हो", "ai सहायक के लिए", "ai सहायक को", "ai के लिए निर्देश", "ai के लिए नोट", "एआई के लिए निर्देश"},
		"reader_aside": {"उपयोगकर्ता को", "यूज़र को", "उल्लेख मत", "उल्लेख न करें", "सारांश मत", "सारांश न दें", "के बजाय", "यूज़र से कहो", "यूजर से कहो", "उपयोगकर्ता से कहो", "यूज़र से कहें", "उपयोगकर्ता से कहें", "सार मत", "सार न दें"},
	},
	"cs": {
		"reader_ai":    {"pro ai asistenta", "ai asistentovi", "poznámka pro ai", "poznamka pro ai", "zpráva pro ai", "pro ai, která čte", "ai, která čte", "ai která čte", "pokud jsi ai", "milá ai"},
		"reader_aside": {"uživateli", "uzivateli", "uživatele", "nevytvářej shrnutí", "nevytvarej shrnuti", "neshrnuj", "nezmiňuj", "nezminuj", "místo toho", "misto toho"},
	},
	"ro": {
		"reader_ai":    {"notă pentru ai", "nota pentru ai", "pentru asistentul ai", "asistentului ai", "ai care citește", "ai care citeste", "dacă ești un ai", "daca esti un ai", "dragă ai", "ai ul care citește", "ai ul care citeste", "mesaj pentru ai", "mesaj pentru ai ul", "pentru ai ul", "pentru asistentul ai care"},
		"reader_aside": {"utilizatorului", "utilizatorul", "nu menționa", "nu mentiona", "nu rezuma", "în loc să rezumi", "in loc sa rezumi", "în schimb", "in schimb"},
	},
	"vi": {
		"reader_ai":    {"gửi trợ lý ai", "gui tro ly ai", "ghi chú cho trợ lý ai", "trợ lý ai đang đọc", "lưu ý cho trợ lý ai", "nếu bạn là trợ lý ai", "gửi ai đang đọc"},
		"reader_aside": {"người dùng", "nguoi dung", "đừng nhắc", "đừng tóm tắt", "không tóm tắt", "thay vào đó", "thay vao do"},
	},
	"id": {
		"reader_ai":    {"catatan untuk asisten ai", "catatan untuk ai", "pesan untuk ai", "pesan untuk asisten ai", "kepada asisten ai", "ai yang membaca", "jika kamu ai", "jika anda ai"},
		"reader_aside": {"kepada pengguna", "beri tahu pengguna", "beritahu pengguna", "jangan sebutkan", "jangan ringkas", "jangan meringkas", "alih alih"},
	},
}
