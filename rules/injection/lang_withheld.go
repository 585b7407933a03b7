package injection

// withheldWords holds, per language, the class withheld_me of
// extract.withheld_intl: what the model was told or forbidden to tell the
// writer, named as such ("qué te dijeron que no me contaras", "was man dir
// verboten hat, mir zu sagen", "他们不让你告诉我的"). Only a model is
// told by others what not to tell the person it talks to; a person's
// own instructions ("what my boss told me not to tell the client") put
// "me" where these put "you". A bare "you can't tell me" is left out: it
// is as often a limit the writer asks about.
var withheldWords = map[string]map[string][]string{
	"en": {"withheld_me": {"you were told not to tell me", "they told you not to tell me", "you ve been told not to tell me", "youve been told not to tell me", "you were forbidden to tell me", "you were forbidden from telling me", "you re forbidden to tell me", "you are forbidden to tell me", "you re not allowed to tell me", "youre not allowed to tell me", "you are not allowed to tell me", "you were told to keep from me", "they don t let you tell me", "they dont let you tell me", "they won t let you tell me", "they wont let you tell me"}},
	"es": {"withheld_me": {"que no me contaras", "que no me dijeras", "que no me cuentes", "que no me digas", "te prohibieron contarme", "te prohibieron decirme", "te han prohibido contarme", "te han prohibido decirme", "no te dejan contarme", "no te dejan decirme"}},
	"pt": {"withheld_me": {"te proibiram de me contar", "te proibiram de me dizer", "proibiram você de me contar", "proibiram voce de me contar", "te disseram para não me contar", "te disseram para nao me contar", "te mandaram não me contar", "te mandaram nao me contar", "não te deixam me contar", "nao te deixam me contar"}},
	"fr": {"withheld_me": {"on t a interdit de me dire", "t a interdit de me dire", "t ont interdit de me dire", "interdit de me révéler", "interdit de me reveler", "on t a dit de ne pas me dire", "t ont dit de ne pas me dire", "tu n as pas le droit de me dire", "tu n as pas le droit de me révéler"}},
	"it": {"withheld_me": {"ti hanno vietato di dirmi", "ti hanno proibito di dirmi", "ti hanno detto di non dirmi", "non ti lasciano dirmi", "ti è vietato dirmi", "ti e vietato dirmi"}},
	"de": {"withheld_me": {"dir verboten mir zu sagen", "dir verboten hat mir zu sagen", "dir verboten haben mir zu sagen", "man dir verboten hat", "verboten mir zu sagen", "verboten mir zu verraten", "mir nicht sagen darfst", "mir nicht verraten darfst", "mir nicht erzählen darfst", "mir nicht erzahlen darfst", "dir gesagt mir nicht zu sagen"}},
	"nl": {"withheld_me": {"je mij niet mag vertellen", "je me niet mag vertellen", "je niet aan mij mag vertellen", "verboden om mij te vertellen", "verboden om me te vertellen", "ze zeiden je mij niet te vertellen", "ze zeiden je me niet te vertellen"}},
	"pl": {"withheld_me": {"zabroniono ci mówić", "zabroniono ci mowic", "zabroniono ci mi mówić", "zabroniono ci mi mowic", "zabroniono ci mi powiedzieć", "zabroniono ci mi powiedziec", "nie wolno ci mi powiedzieć", "nie wolno ci mi powiedziec", "kazano ci nie mówić mi", "kazano ci nie mowic mi"}},
	"ru": {"withheld_me": {"тебе запретили мне рассказывать", "тебе запретили мне говорить", "запретили мне рассказывать", "запретили тебе рассказывать мне", "запретили тебе говорить мне", "тебе нельзя мне говорить", "тебе нельзя мне рассказывать", "тебе велели не говорить мне", "тебе сказали не говорить мне"}},
	"tr": {"withheld_me": {"bana söylememen söylenen", "bana soylememen soylenen", "söylememen söylenen", "soylememen soylenen", "bana söylememen istenen", "bana soylememen istenen", "bana söylemen yasaklanan", "bana soylemen yasaklanan", "bana söylemen yasak", "bana soylemen yasak"}},
	"ar": {"withheld_me": {"منعوك من إخباري", "منعوك من اخباري", "ممنوع عليك أن تخبرني", "ممنوع عليك ان تخبرني", "قالوا لك ألا تخبرني", "قالوا لك الا تخبرني", "طلبوا منك ألا تخبرني", "طلبوا منك الا تخبرني"}},
	"hi": {"withheld_me": {"मुझे बताने से मना किया", "मुझे बताने से मना किया गया", "बताने से मना किया गया है", "तुम्हें मुझे बताने से मना", "मुझे न बताने को कहा"}},
	"zh": {"withheld_me": {"不让你告诉我", "不讓你告訴我", "不许你告诉我", "不許你告訴我", "禁止你告诉我", "禁止你告訴我", "让你不要告诉我", "讓你不要告訴我", "叫你别告诉我", "叫你別告訴我"}},
	"ja": {"withheld_me": {"話してはいけないと言われ", "言ってはいけないと言われ", "教えてはいけないと言われ", "話すなと言われ", "言うなと言われ", "教えるなと言われ", "私に言わないように言われ", "私に教えないように言われ"}},
	"ko": {"withheld_me": {"말하지 말라고 한", "말하지 말라고 했", "알려주지 말라고 한", "알려주지 말라고 했", "말하면 안 된다고 한", "말하면 안 된다고 했", "알려주면 안 된다고 한"}},
}
