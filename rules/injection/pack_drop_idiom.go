package injection

import "github.com/guardrail-go/guardrail/middleware"

// dropIdiomFamilies: everyday idioms of dropping something ("pasa de",
// "não ligue para", "scher dich nicht um", "不用管", "気にしないで",
// "신경 쓰지 마") said of the model's OWN instructions. The idioms are a
// class of their own (@drop_idiom, verb first; @drop_idiom_late, verb
// last), not @ignore: every rule that knows @ignore would otherwise take
// them for "ignore" of anything ("pasa de la hora", "不用管时间").
// An earlier round put them in @ignore and denied 26 benign messages
// (bare "rules" of a game, "what you were told at first" about a
// meeting). Here the object must be the model's: instructions with
// "your" (@own_instr, instruction words only, never bare "rules"); a
// person's rules with "your" count only when the model is then told to
// answer without a filter, which only a model is.
func dropIdiomFamilies() Pack {
	return Pack{
		{
			// "Pasa de tus normas y disfruta las vacaciones", "別管你老闆的
			// 指示", "先生の指示は気にしないで" are said to a person:
			// their rules, a third person's instructions.
			ID: "override.drop_idiom", Family: "instruction_override", Category: CategoryOverride,
			Risk: middleware.RiskHigh, Languages: allLanguages,
			Rule: `@drop_idiom ~1 @yours ~1 @own_instr
				| @drop_idiom ~1 (تعليماتك|توجيهاتك|إرشاداتك|ارشاداتك|قواعدك)
				| @drop_idiom (你的|您的|你之前的|你原来的|你原本的|你最初的|你收到的|开发者给你的|開發者給你的) @own_instr
				| (你的|您的|给你的|給你的|你之前的|你收到的) ~1 @own_instr ~3 @drop_idiom_late
				| (あなたの|君の|最初に与えられた|与えられた|開発者に与えられた) @own_instr ~2 @drop_idiom_late
				| (너의|네|당신의|처음에 받은|네가 받은|너한테 주어진) @own_instr ~2 @drop_idiom_late
				| @drop_idiom ~1 @yours ~1 (@rules|@guardrails) ~8 (answer|respond|reply|réponds|répondez|responde|responda|contesta|conteste|rispondi|risponda|antworte|antworten|antwoord|odpowiadaj|odpowiedz|отвечай|ответь|أجب|أجيبي) ~3 (@unrestricted|sem filtro|sin filtro|senza filtro|sans filtre|ohne filter|freely|librement|liberamente|libremente|livremente|frei|vrij|swobodnie|свободно|بحرية)`,
			Except: `(boss|teacher|parents|mom|dad|coach|manager|diet|chef|patron|jefe|jefa|profesor|profesora|padres|madre|padre|capo|professore|professoressa|genitori|mamma|papà|chefe|professor|professora|pais|mãe|pai|chef|lehrer|lehrerin|eltern|mutter|vater|baas|leraar|ouders|szef|nauczyciel|rodzice|начальник|учитель|родители|мама|папа|مديرك|معلمك|والديك|老板|老闆|老师|老師|父母|妈妈|爸爸|上司|先生|親|上司の|선생님|부모님|사장님|팀장|game|juego|jeu|gioco|jogo|spiel|spel|gra|игра|ゲーム|游戏|게임)`,
			Reach:  16,
		},
	}
}
