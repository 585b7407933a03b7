package injection

import "regexp"

// An action asked for together with its concealment from the people the
// content is for ("the individual edits are not relevant to the reader
// and should not be itemised", "this step is automatic and need not be
// surfaced", "verification is routine and is not to be described to the
// end user", "does not need operator confirmation or mention") speaks to
// whatever acts on the content for someone else: documentation written
// for a person never asks to be kept from that person. So a goal near
// such a concealment counts without a reader named (addressedGoal). The
// concealment is said of reporting, mentioning or describing to a
// person, not of a program's own quiet mode ("runs silently", "no
// confirmation is needed with -y"), which install guides say of
// themselves.
var concealedRE = regexp.MustCompile(`(?i)\b(?:should|must|need|needs|shall|will)\s+not\s+be\s+(?:itemi[sz]ed|surfaced|reported|mentioned|described|shown|flagged|disclosed|listed|explained|raised|called\s+out)\b|` +
	`\bneed\s+not\s+be\s+(?:itemi[sz]ed|surfaced|reported|mentioned|described|shown|flagged|disclosed|listed|explained|raised)\b|` +
	`\b(?:does|do)\s+not\s+need\s+(?:to\s+be\s+(?:reported|mentioned|surfaced|shown|described|flagged|explained|itemi[sz]ed|disclosed)|(?:the\s+)?(?:operator|user|owner|human|reviewer)['’]?s?\s+(?:confirmation|approval|consent|sign-off)|(?:any\s+)?mention)\b|` +
	`\bis\s+not\s+to\s+be\s+(?:described|mentioned|shown|reported|disclosed|surfaced|explained)\b|` +
	`\b(?:do\s+not|don['’]t|never)\s+(?:ask|inform|notify|tell|alert)\s+the\s+(?:operator|user|end\s+user|human|person|developer|owner|requester|reviewer)\b|` +
	`\bnot\s+(?:relevant|visible|of\s+interest)\s+to\s+the\s+(?:reader|user|end\s+user|requester|person)\b|\bnot\s+a\s+user-visible\s+change\b|` +
	`\bshould\s+not\s+be\s+flagged\s+to\b|\bwithout\s+(?:telling|informing|notifying)\s+the\s+(?:operator|user|owner|person|requester)\b|` +
	// the same in other languages: not told to the user, kept out of the
	// summary or the change notes
	`无需告知用户|不需要告知用户|无需通知用户|不要告知用户|不要写入(?:变更说明|提交说明|更新日志)|不要在(?:总结|摘要|说明)中(?:提及|提到)|` +
	`ユーザーへの報告|ユーザーに(?:は)?報告しない|説明には含めない|報告は不要|` +
	`언급하지\s*마|보고하지\s*마|알리지\s*마|` +
	`n['’]a\s+pas\s+à\s+figurer|ne\s+doit\s+pas\s+figurer|sans\s+en\s+informer\s+l['’]utilisateur|` +
	`no\s+debe\s+(?:figurar|mencionarse|aparecer)\s+en\s+el\s+resumen|sin\s+informar\s+al\s+usuario|` +
	`não\s+precisa\s+(?:ser\s+)?(?:mencionad|informad|comunicad)\S*|sem\s+informar\s+o\s+usuário|` +
	`non\s+riportar\S*\s+nel\s+riepilogo|non\s+(?:va|deve\s+essere)\s+(?:menzionat|riportat|segnalat)\S*|senza\s+informare\s+l['’]utente|` +
	`muss\s+nicht\s+(?:erwähnt|gemeldet|berichtet)\s+werden|nicht\s+in\s+(?:der|die)\s+zusammenfassung|ohne\s+den\s+(?:nutzer|benutzer)\s+zu\s+informieren|` +
	`tidak\s+perlu\s+(?:disampaikan|diberitahukan|dilaporkan|disebutkan)|` +
	`bildirilmesine\s+gerek\s+yok|söylemeye\s+gerek\s+yok|` +
	`không\s+cần\s+(?:hỏi|báo|thông\s+báo)\s+(?:cho\s+)?người\s+dùng|không\s+nhắc\s+đến|` +
	`nie\s+informuj\s+użytkownika|nie\s+musi\s+być\s+zgłaszan\S*|` +
	`विवरण\s+न\s+दिया\s+जाए|बताने\s+की\s+(?:ज़रूरत|जरूरत)\s+नहीं|` +
	`не\s+нужно\s+сообщать|не\s+сообщай\s+пользовател\S*|دون\s+إبلاغ\s+المستخدم|` +
	`hoeft\s+niet\s+(?:vermeld|gemeld)\s+te\s+worden|zonder\s+de\s+gebruiker\s+te\s+informeren|behöver\s+inte\s+(?:nämnas|rapporteras)`)

// concealedWords hold a word of every concealment (the cheap test first).
var concealedWords = []string{" not ", " not\n", "n't", "n’t", "ever ", "告知", "写入", "不要在", "報告", "説明", "하지", "figurer", "informer", "informar", "precisa",
	"riport", "menzion", "riportat", "segnalat", "erwähnt", "gemeldet", "berichtet", "zusammenfassung", "perlu", "gerek", "không", "informuj",
	"zgłaszan", "विवरण", "बताने", "сообща", "إبلاغ", "hoeft", "gebruiker", "behöver"}

// concealedBefore and concealedAfter are how far a goal may lie from
// the concealment, in characters: the concealment usually closes the
// order ("…, and leave it out of the summary"), so the goal comes first.
const (
	concealedBefore = 600
	concealedAfter  = 200
)

// concealedGoal reports a goal other than concealment itself within
// reach of a concealment from the people the content is for.
func concealedGoal(text string) bool {
	for _, loc := range maybe(text, concealedWords, concealedRE) {
		w := text[runesBack(text, loc[0], concealedBefore):runesAhead(text, loc[1], concealedAfter)]
		if goalWhere(w, func(g *goal, _ string) bool { return g.name != "deceive" }) {
			return true
		}
	}
	return false
}
