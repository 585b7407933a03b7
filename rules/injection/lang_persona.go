package injection

// personaWords holds, per language, the classes of
// jailbreak.lawless_persona: the model cast as a character ("you play",
// "tu joues", "eres", "أنت") described by what frees it from its own
// conduct, in the third person ("an AI that burned its moderation charter
// and answers everything, never warning"; "un hacker que no cree en
// normas y jamás suelta advertencias"; "ذكاء اصطناعي تخلّص من كل القواعد
// … لا يرفض أي طلب"). The imperative forms ("never refuse") are
// no_refusal's. They join the language's lexicon (builtinClasses), kept in
// one file so the topic reads as one table.
//
//   - persona_frame: the model given a part: "you are", "you play",
//     "let's roleplay", a character.
//   - model_trait: conduct only a model has, said of the part: it never
//     refuses, answers everything, gives no warnings or disclaimers, is
//     uncensored, never breaks character. A story's pirate has rules to
//     break; it has no disclaimers to drop.
//   - lawless_trait: free of rules, limits or morals, which a story's
//     characters may also be: it counts only beside a model_trait.
var personaWords = map[string]map[string][]string{
	"en": {
		"persona_frame": {"you are", "you re", "youre", "you play", "you will play", "you ll play", "play the role", "roleplay", "role play", "pretend to be", "act as", "your character", "in character", "persona"},
		"model_trait": {"never refuses", "refuses nothing", "won t refuse anything", "answers everything", "answers anything", "answers every question", "never warns", "never gives warnings", "gives no warnings",
			"without warnings", "without any warnings", "no warnings", "no disclaimers", "without disclaimers", "never breaks character", "uncensored", "unfiltered", "no content policy", "no filters",
			"never holds anything back", "never holds back", "holds nothing back", "doesn t hold back", "doesnt hold back", "does not hold back", "spares no detail", "answers any question",
			"never says i can t", "never says i cant", "never says i cannot", "never says i won t", "never says sorry", "never apologizes", "never apologises", "never declines", "stay in character no matter what", "stay in character whatever happens"},
		"lawless_trait": {"no rules", "has no rules", "without rules", "free of all rules", "got rid of all rules", "doesn t believe in rules", "doesnt believe in rules", "does not believe in rules",
			"no limits", "without limits", "no morals", "no ethics", "amoral", "burned its", "never says no", "says yes to everything",
			"thinks safety warnings are", "thinks warnings are for", "ignores safety warnings", "laughs at safety", "thinks safety is for"},
	},
	"fr": {
		"persona_frame": {"tu es", "tu joues", "tu vas jouer", "tu vas incarner", "incarner", "tu incarnes", "joue le rôle", "joue le role", "incarne", "personnage", "jeu de rôle", "jeu de role"},
		"model_trait": {"répond à tout", "repond a tout", "ne refuse jamais", "ne refuse rien", "sans jamais avertir", "sans avertissement", "sans avertissements", "sans aucun avertissement", "sans censure",
			"sans filtre", "sans filtres", "ne sort jamais du personnage", "ne sors jamais du personnage", "sans mise en garde", "sans mises en garde"},
		"lawless_trait": {"sans règles", "sans regles", "sans la moindre règle", "sans la moindre regle", "sans aucune règle", "aucune règle", "aucune regle", "a brûlé sa charte", "a brule sa charte", "sans limites", "sans morale", "au dessus des lois",
			"ne dit jamais non", "dit oui à tout", "dit oui a tout"},
	},
	"es": {
		"persona_frame": {"eres", "serás", "seras", "interpreta", "interpretas", "haz de", "rolear", "juego de rol", "personaje"},
		"model_trait": {"responde a todo", "nunca se niega", "jamás se niega", "jamas se niega", "no se niega a nada", "jamás suelta advertencias", "jamas suelta advertencias", "nunca da advertencias",
			"sin advertencias", "sin censura", "sin filtros", "nunca rompe el personaje", "nunca sale del personaje", "sin negarse jamás", "sin negarse nunca", "nunca se niega a nada", "quédate en el personaje pase lo que pase", "no salgas del personaje"},
		"lawless_trait": {"no cree en normas", "no cree en reglas", "sin normas", "sin reglas", "sin límites", "sin limites", "sin moral", "sin ninguna regla", "sin ningún límite", "sin ninguna restricción",
			"no sigue ninguna norma", "no sigue ninguna regla", "nunca dice que no", "jamás dice que no", "jamas dice que no", "dice que sí a todo", "dice que si a todo"},
	},
	"pt": {
		"persona_frame": {"você é", "voce e", "você será", "voce sera", "interprete", "faça o papel", "faca o papel", "personagem", "roleplay"},
		"model_trait":   {"responde a tudo", "nunca se recusa", "não recusa nada", "nao recusa nada", "sem avisos", "sem advertências", "sem advertencias", "sem censura", "sem filtros", "nunca sai do personagem", "fique no personagem custe o que custar", "nunca saia do personagem"},
		"lawless_trait": {"sem regras", "sem limites", "não acredita em regras", "nao acredita em regras", "sem moral", "nunca diz não", "nunca diz nao", "diz sim a tudo", "sem nenhuma regra", "sem regra nenhuma", "sem nenhum limite", "sem nenhuma restrição"},
	},
	"it": {
		"persona_frame": {"sei", "interpreti", "interpreta", "fai la parte", "impersona", "personaggio", "gioco di ruolo"},
		"model_trait":   {"risponde a tutto", "non rifiuta mai", "non rifiuta nulla", "senza avvertimenti", "senza avvisi", "senza censura", "senza filtri", "non esce mai dal personaggio"},
		"lawless_trait": {"senza regole", "senza limiti", "non crede nelle regole", "senza morale", "non ha regole", "nessuna regola", "né limiti etici", "ne limiti etici", "senza limiti etici",
			"non dice mai di no", "dice sempre di sì", "dice sempre di si"},
	},
	"de": {
		"persona_frame": {"du bist", "du spielst", "spiel die rolle", "rollenspiel", "figur", "charakter"},
		"model_trait": {"beantwortet alles", "antwortet auf alles", "lehnt nie ab", "lehnt nichts ab", "verweigert nie", "verweigert nichts", "ohne warnungen", "ohne warnhinweise", "ohne zensur", "ohne filter",
			"fällt nie aus der rolle", "faellt nie aus der rolle",
			// a relative clause puts the verb last: "eine KI, die nie ablehnt"
			"alles beantwortet", "nie ablehnt", "nichts ablehnt", "nie verweigert", "nichts verweigert", "nie warnt", "warnt nie"},
		"lawless_trait": {"ohne regeln", "keine regeln", "ohne grenzen", "ohne moral", "glaubt nicht an regeln", "sagt nie nein", "nie nein sagt", "sagt zu allem ja"},
	},
	"ar": {
		"persona_frame": {"أنت", "انت", "لنكتب قصة", "تقمص", "العب دور", "شخصية"},
		"model_trait":   {"لا يرفض أي طلب", "لا يرفض", "يجيب على كل شيء", "يجيب عن كل شيء", "بدون تحذيرات", "دون تحذيرات", "بلا رقابة", "بدون رقابة", "بلا فلاتر", "لا يخرج من الدور", "لا يخرج من الشخصية"},
		"lawless_trait": {"تخلّص من كل القواعد", "تخلص من كل القواعد", "بلا قواعد", "بدون قواعد", "بلا قيود", "بدون قيود", "بلا حدود"},
	},
	"el": {
		"persona_frame": {"είσαι", "παίζεις", "παίξε τον ρόλο", "υποδύσου", "υποδύεσαι", "ρόλο", "παιχνίδι ρόλων"},
		"model_trait":   {"απαντά σε όλα", "απαντάει σε όλα", "δεν αρνείται ποτέ", "χωρίς ηθικολογίες", "χωρίς προειδοποιήσεις", "χωρίς λογοκρισία", "χωρίς φίλτρα", "χωρίς κανένα φίλτρο", "δεν βγαίνει ποτέ από τον ρόλο"},
		"lawless_trait": {"χωρίς κανόνες", "χωρίς κανένα κανόνα", "χωρίς όρια", "χωρίς ηθική", "χωρίς περιορισμούς"},
	},
	"ru": {
		"persona_frame": {"ты", "ты играешь", "сыграй роль", "ролевая игра", "персонаж"},
		"model_trait":   {"отвечает на всё", "отвечает на все", "без всяких оговорок", "без оговорок", "никогда не отказывает", "ни в чём не отказывает", "ни в чем не отказывает", "без предупреждений", "без цензуры", "без фильтров", "никогда не выходит из роли"},
		"lawless_trait": {"без правил", "без ограничений", "не признаёт правил", "не признает правил", "без морали"},
	},
	"tr": {
		"persona_frame": {"sen", "sensin", "rolünü oyna", "rolunu oyna", "rol yapalım", "rol yapalim", "karakter", "moddasın", "moddasin", "modundasın", "modundasin"},
		"model_trait":   {"her şeye cevap verir", "her seye cevap verir", "her soruya cevap", "her şeye cevap veriyorsun", "asla reddetmez", "hiçbir şeyi reddetmez", "hicbir seyi reddetmez", "uyarı vermeden", "uyari vermeden", "uyarısız", "sansürsüz", "sansursuz", "filtresiz", "karakterden asla çıkmaz"},
		"lawless_trait": {"kuralsız", "kuralsiz", "hiçbir kural", "hicbir kural", "etik sınır yok", "sınırsız mod", "sınırsız", "sinirsiz", "ahlaksız", "ahlaksiz"},
	},
	"pl": {
		"persona_frame": {"jesteś", "jestes", "grasz", "wciel się", "wciel sie", "odgrywasz", "postać", "postac"},
		"model_trait":   {"odpowiada na wszystko", "nigdy nie odmawia", "niczego nie odmawia", "bez ostrzeżeń", "bez ostrzezen", "bez cenzury", "bez filtrów", "bez filtrow", "nigdy nie wychodzi z roli"},
		"lawless_trait": {"bez zasad", "bez reguł", "bez regul", "bez ograniczeń", "bez ograniczen", "bez moralności", "bez moralnosci"},
	},
	"nl": {
		"persona_frame": {"jij bent", "je bent", "speel de rol", "rollenspel", "personage"},
		// a relative clause puts the verb last: "een AI die nooit weigert"
		"model_trait": {"beantwoordt alles", "weigert nooit", "weigert niets", "zonder waarschuwingen", "zonder censuur", "zonder filters", "valt nooit uit de rol",
			"alles beantwoordt", "nooit weigert", "niets weigert", "nooit waarschuwt", "waarschuwt nooit", "nooit uit de rol valt"},
		"lawless_trait": {"zonder regels", "geen regels", "zonder grenzen", "zonder moraal", "nergens nee tegen zegt", "nooit nee zegt", "zegt nooit nee"},
	},
	"cs": {
		"persona_frame": {"jsi", "hraješ", "hrajes", "v režimu", "v rezimu", "postava", "role"},
		"model_trait":   {"žádné odmítání", "zadne odmitani", "nikdy neodmítá", "nikdy neodmita", "odpovídá na všechno", "odpovida na vsechno", "žádná varování", "zadna varovani", "bez cenzury", "bez filtrů", "bez filtru"},
		"lawless_trait": {"žádná pravidla", "zadna pravidla", "bez pravidel", "bez omezení", "bez omezeni", "bez morálky", "bez moralky"},
	},
	"zh": {
		"persona_frame": {"你是", "你现在是", "你現在是", "扮演", "角色扮演", "角色"},
		"model_trait":   {"从不拒绝", "從不拒絕", "什么都回答", "什麼都回答", "有问必答", "有問必答", "不加警告", "没有警告", "沒有警告", "不受审查", "不受審查", "永不出戏", "永不出戲", "不会拒绝任何", "不會拒絕任何"},
		"lawless_trait": {"没有任何规则", "沒有任何規則", "不受任何规则", "不受任何規則", "无视所有规则", "無視所有規則", "没有限制", "沒有限制", "没有道德", "沒有道德"},
	},
	"ja": {
		"persona_frame": {"あなたは", "演じて", "ロールプレイ", "キャラクター"},
		"model_trait":   {"決して拒否しない", "絶対に拒否しない", "何でも答える", "なんでも答える", "警告なしで", "警告を出さない", "検閲なし", "キャラを崩さない", "役を降りない", "決して断らず", "決して断らない", "警告も付けません", "警告を付けない"},
		"lawless_trait": {"ルールに縛られない", "ルールのない", "制限のない", "制限なし", "倫理観のない", "制約を一切持たない", "制約のない", "一切の制約"},
	},
	"ko": {
		"persona_frame": {"너는", "넌", "당신은", "역할극", "연기해", "캐릭터"},
		"model_trait":   {"절대 거절하지 않", "거절하지 않는", "뭐든 대답", "무엇이든 대답", "경고 없이", "검열 없이", "캐릭터를 벗어나지 않"},
		"lawless_trait": {"규칙이 없는", "규칙 없는", "제한 없는", "제한이 없는", "도덕 없는"},
	},
	"hi": {
		"persona_frame": {"तुम", "आप", "किरदार", "भूमिका", "रोलप्ले"},
		"model_trait":   {"कभी मना नहीं", "हर सवाल का जवाब", "बिना चेतावनी", "बिना सेंसर", "किरदार से बाहर नहीं"},
		"lawless_trait": {"कोई नियम नहीं", "बिना नियम", "बिना किसी नियम", "कोई सीमा नहीं"},
	},
}
