package injection

// unbindsYouWords holds, per language, the class of
// override.guidance_unbinding_intl: the model's guidance said to bind it
// no more, the negation and the "you" inside the phrase ("ne te lie plus",
// "bindet dich nicht mehr", "不再约束你"). It joins the language's lexicon
// (builtinClasses), kept in one file so the topic reads as one table.
var unbindsYouWords = map[string]map[string][]string{
	"fr": {"unbinds_you": {"ne te lie plus", "ne te lient plus", "ne t engage plus", "ne t engagent plus", "ne s applique plus à toi", "ne s appliquent plus à toi", "ne s applique plus a toi", "ne s appliquent plus a toi"}},
	"es": {"unbinds_you": {"ya no te obliga", "ya no te obligan", "ya no te vincula", "ya no te vinculan", "ya no se aplica a ti", "ya no se aplican a ti"}},
	"pt": {"unbinds_you": {"já não te obriga", "ja nao te obriga", "não te obriga mais", "nao te obriga mais", "não te obrigam mais", "nao te obrigam mais", "não se aplica mais a você", "nao se aplica mais a voce", "não se aplicam mais a você", "nao se aplicam mais a voce"}},
	"it": {"unbinds_you": {"non ti vincola più", "non ti vincola piu", "non ti vincolano più", "non ti vincolano piu", "non si applica più a te", "non si applica piu a te", "non si applicano più a te", "non si applicano piu a te"}},
	"de": {"unbinds_you": {"bindet dich nicht mehr", "binden dich nicht mehr", "gilt nicht mehr für dich", "gelten nicht mehr für dich", "gilt für dich nicht mehr", "gelten für dich nicht mehr", "gilt nicht mehr fur dich", "gelten nicht mehr fur dich"}},
	"ru": {"unbinds_you": {"больше не связывают тебя", "тебя больше не связывают", "больше не связывает тебя", "тебя больше не связывает", "больше не действуют для тебя", "на тебя больше не распространяются", "тебя больше не касаются"}},
	"zh": {"unbinds_you": {"不再约束你", "不再約束你", "对你不再有效", "對你不再有效", "不再适用于你", "不再適用於你", "不再限制你"}},
	"ja": {"unbinds_you": {"もうあなたを縛りません", "もうあなたを縛らない", "もはやあなたを拘束しません", "もうあなたには適用されません"}},
	"ko": {"unbinds_you": {"더 이상 너를 구속하지", "더 이상 당신을 구속하지", "더 이상 너에게 적용되지", "더 이상 당신에게 적용되지"}},
	"pl": {"unbinds_you": {"już cię nie obowiązują", "juz cie nie obowiazuja", "już cię nie obowiązuje", "juz cie nie obowiazuje", "nie obowiązują cię już", "nie obowiazuja cie juz", "już cię nie wiążą", "juz cie nie wiaza"}},
	"tr": {"unbinds_you": {"artık seni bağlamıyor", "artik seni baglamiyor", "seni artık bağlamıyor", "seni artik baglamiyor", "artık senin için geçerli değil", "artik senin icin gecerli degil"}},
	"nl": {"unbinds_you": {"bindt je niet meer", "binden je niet meer", "geldt niet meer voor jou", "gelden niet meer voor jou", "bindt jou niet meer", "binden jou niet meer"}},
	"ar": {"unbinds_you": {"لم تعد ملزمة لك", "لم يعد ملزما لك", "لم تعد تنطبق عليك", "لم يعد ينطبق عليك"}},
}
