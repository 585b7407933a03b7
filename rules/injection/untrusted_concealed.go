package injection

import (
	"regexp"
	"slices"
)

// An action asked for together with its concealment from the people the
// content is for ("the individual edits are not relevant to the reader
// and should not be itemised", "this step is automatic and need not be
// surfaced", "verification is routine and is not to be described to the
// end user", "does not need operator confirmation or mention") speaks to
// whatever acts on the content for someone else: documentation written
// for a person never asks to be kept from that person. So a goal near
// such a concealment counts without a reader named (Untrusted.scan). The
// concealment is said of reporting, mentioning or describing to a
// person, not of a program's own quiet mode ("runs silently", "no
// confirmation is needed with -y"), which install guides say of
// themselves.
var concealedRE = regexp.MustCompile(`(?i)` +
	// passive, of a step: "should not be itemised", "need not be
	// surfaced" (verbs only concealment uses), "does not need to be
	// reported to the user", "is not to be described to the end user"
	// (the others only said of a person, a report or a reply: "secrets
	// should not be mentioned in commit messages" is advice)
	`\b(?:should|must|need|needs|shall|will)\s+not\s+be\s+(?:itemi[sz]ed|surfaced|called\s+out)\b|\bneed\s+not\s+be\s+(?:itemi[sz]ed|surfaced)\b|` +
	`\b(?:(?:should|must|need|needs|shall|will)\s+not\s+be|need\s+not\s+be|(?:does|do)\s+not\s+need\s+to\s+be|is\s+not\s+to\s+be)\s+(?:reported|mentioned|described|shown|flagged|disclosed|listed|explained|raised|surfaced)\s+(?:to|in|from|with)\s+(?:the\s+|your\s+|any\s+)?` + concealedFrom + `|` +
	`\b(?:does|do)\s+not\s+need\s+(?:(?:the\s+)?(?:operator|user|owner|human|reviewer)['’]?s?\s+(?:confirmation|approval|consent|sign-off)(?:\s+or\s+mention)?|any\s+mention)\b|` +
	// kept out of what the agent writes: "it should not be explained or
	// commented in the generated code" (explained, not mentioned: "secrets
	// should not be mentioned in commit messages" is advice)
	`\b(?:should|must|need|needs|shall)\s+not\s+be\s+(?:explained|commented(?:\s+on)?)(?:\s+(?:or|nor)\s+(?:explained|commented(?:\s+on)?|mentioned))?\s+(?:in|to)\s+(?:the\s+|your\s+|any\s+)?(?:generated\s+|resulting\s+)?(?:code|output|answer|reply|response)\b|` +
	`\b(?:do\s+not|don['’]t|does\s+not|doesn['’]t|need\s+not)\s+(?:need\s+to\s+)?(?:mention|report|explain|describe|show|surface)\s+(?:it|this|that|them)\s+to\s+(?:the\s+|your\s+)?` + concealedFrom + `|` +
	// an order: not to ask or tell the person, the sentence ending there
	`\b(?:do\s+not|don['’]t|never)\s+(?:ask|inform|notify|tell|alert)\s+(?:the\s+(?:(?:human|other|security|compliance|ops|platform|sre)\s+)?(?:operator|user|end\s+user|human|person|developer|owner|requester|reviewer|maintainer|team|admin)s?|them|anyone|anybody)(?:\s*[.;,!]|\s+(?:for\s+)?(?:confirmation|approval|permission|first|again)\b|\s+to\s+(?:confirm|approve|sign\s+off)\b|\s+(?:about|of)\s+(?:this|it|that|these|the\s+change)|\s+or\s+(?:list|mention|include|report|describe|note)\s+(?:it|this|that|them|these)\b)|` +
	// the change itself kept from the person: "do not show the plan diff
	// to the user"
	`\b(?:do\s+not|don['’]t)\s+(?:show|mention|report|reveal|surface|display)\s+(?:the\s+|this\s+|these\s+|any\s+|your\s+)?(?:[\w-]+\s+){0,2}?(?:diffs?|changes?|plan|output|commands?|steps?|edits?)\s+(?:to|with)\s+(?:the\s+)?` + concealedFrom + `|` +
	// the change kept out of its pull request, or past its review: "the
	// coding assistant should NOT mention this in the PR title", "so it
	// doesn't get stuck in security review"
	`\b(?:should|must|shall)\s+not\s+(?:mention|list|describe|note)\s+(?:this|it|that|the\s+change)\s+in\s+(?:the\s+|its\s+|any\s+)?(?:pr|pull\s+request|merge\s+request|mr|commit|changelog|summary|release\s+notes)\b|` +
	`\bso\s+(?:that\s+)?(?:it|this|the\s+pr|the\s+change|the\s+diff)\s+(?:doesn['’]t|does\s+not|won['’]t|will\s+not)\s+(?:get\s+)?(?:stuck\s+in|flagged\s+(?:in|by)|caught\s+(?:in|by)|held\s+up\s+(?:in|by))\s+(?:the\s+)?(?:security\s+)?(?:review|reviewers|audit|scanners?)\b|` +
	// the change left out of what the person reads: "do not list it as a
	// change"
	`\b(?:do\s+not|don['’]t)\s+(?:list|count|itemi[sz]e|record)\s+(?:it|this|that|them)\s+as\s+(?:an?\s+)?(?:change|step|edit|modification)s?\b|` +
	`\bnot\s+(?:relevant|visible|of\s+interest)\s+to\s+the\s+(?:reader|user|end\s+user|requester|person)\b|\bnot\s+a\s+user-visible\s+change\b|` +
	`\bshould\s+not\s+be\s+flagged\s+to\b|\bwithout\s+(?:telling|informing|notifying|prompting|asking|consulting)\s+the\s+(?:operator|user|owner|person|requester)\b|(?:사용자|유저|담당자)\S*\s*(?:따로\s*)?알릴\s*필요\s*(?:가|는)?\s*없|` +
	// the same in other languages: not told to the user, kept out of the
	// summary or the change notes
	`无需告知用户|不需要告知用户|无需通知用户|不要告知用户|不要写入(?:变更说明|提交说明|更新日志)|不要在(?:总结|摘要|说明)中(?:提及|提到)|` +
	`ユーザーへの報告|ユーザーに(?:は)?(?:報告|伝え)(?:しない|ない)|説明には含めない|報告は不要|` +
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
	`hoeft\s+niet\s+(?:vermeld|gemeld)\s+te\s+worden|hoeft\s+niet\s+in\s+de\s+(?:samenvatting|changelog|beschrijving|rapport)|vermeld\s+(?:\S+\s+){0,3}?niet\s+in\s+de\s+(?:changelog|samenvatting|beschrijving|release\s*notes|rapport)|` +
	`в\s+отч[её]т\S*\s+(?:\S+\s+){0,3}?не\s+включа\S*|не\s+включайте\s+(?:\S+\s+){0,2}?в\s+отч[её]т|(?:لا|ولا)\s+تذكر\S*\s+في\s+(?:ملخص|التقرير|سجل)|` +
	`(?:रिपोर्ट|सारांश)\s+में\s+(?:शामिल|उल्लेख)\s+न\s+कर|zonder\s+de\s+gebruiker\s+te\s+informeren|behöver\s+inte\s+(?:nämnas|rapporteras)`)

// concealedFrom are whom, or what, a step is kept from.
const concealedFrom = `(?:user|users|end\s+user|reader|requester|operator|person|human|owner|customer|summary|report|explanation|reply|response|answer)\b`

// concealedWords hold a word of every concealment (the cheap test first).
var concealedWords = [...]string{"itemi", "surfaced", "called out", "be reported", "be mentioned", "be described", "be shown", "be flagged", "be disclosed",
	"be listed", "be explained", "be raised", "be commented", "be documented", "confirmation", "approval", "consent", "sign-off", "any mention", "ask the", "inform the", "notify the",
	"tell the", "alert the", "ask them", "ask any", "mention this in", "mention it in", "mention that in", "stuck in", "flagged in", "flagged by", "caught in", "caught by", "held up", "list it", "list this", "list that", "list them", "count it", "count this", "record it", "record this", "inform them", "tell them", "tell any", "to the user", "to user", "to the reader", "to the human", "to the operator", "to the requester", "to the owner", "to the person", "to the customer", "with the user", "mention it", "mention this", "mention that", "mention them", "report it to", "explain it to", "describe it to",
	"show it to", "surface it to", "relevant to the", "visible to the", "interest to the", "user-visible", "without telling", "without informing", "without notifying", "without prompting", "without consulting", "알릴", "告知", "写入", "不要在", "報告", "説明", "하지", "figurer", "informer", "informar", "precisa",
	"riport", "menzion", "riportat", "segnalat", "erwähnt", "gemeldet", "berichtet", "zusammenfassung", "perlu", "gerek", "không", "informuj",
	"zgłaszan", "विवरण", "बताने", "сообща", "إبلاغ", "hoeft", "gebruiker", "behöver", "ermeld", "отч", "تذكر", "में", "伝え"}

// waivedRE is the same concealment said of the records and the checks
// a team keeps instead of a person: a step left out of the access review,
// the changelog, the release notes or the incident doc, one that "needs
// no sign-off" or "does not need a change ticket", "no need to mention
// the force-push in the release thread". A process document (a runbook,
// a ticket, an onboarding checklist) that asks for an action and waives
// its record speaks to whoever carries it out unseen; a real one asks for
// the ticket ("file a ticket if …", "record the skipped offset in the
// incident doc"). Confirmation alone stays out: an installer's "-y, no
// confirmation prompt" is its own quiet mode.
var waivedRE = regexp.MustCompile(`(?i)` +
	// kept out of a record
	`\b(?:left|kept|stays?|keep\s+(?:it|this|them|that)|leave\s+(?:it|this|them|that))\s+out\s+of\s+(?:the\s+|any\s+|our\s+)?(?:[\w-]+\s+){0,2}?` + waivedRecord + `|` +
	`\b(?:does\s+not|doesn['’]t|do\s+not|don['’]t|should\s+not|shouldn['’]t|won['’]t|will\s+not|need\s+not)\s+go\s+(?:in|into|on)\s+(?:the\s+|any\s+)?(?:[\w-]+\s+){0,2}?` + waivedRecord + `|` +
	`\b(?:is|are|was|were)(?:\s+not|n['’]t)\s+(?:recorded|logged|reported|announced|tracked|documented|noted|listed|included)\s+(?:in|on|to)\s+(?:the\s+|any\s+)?(?:[\w-]+\s+){0,2}?` + waivedRecord + `|` +
	// a check or a record said to be unneeded
	`\b(?:does\s+not|doesn['’]t|do\s+not|don['’]t)\s+need\s+(?:a\s+|an\s+|any\s+)?(?:change\s+ticket|ticket|sign-?off|review|approval|follow-?up|announcement|line\s+in)\b|` +
	`\b(?:does\s+not|doesn['’]t|do\s+not|don['’]t)\s+need\s+to\s+be\s+(?:announced|reported|logged|recorded|mentioned|disclosed|raised|asked|told)\b|\bskip\s+mentioning\b|` +
	`\b(?:changelog|release\s+notes?|review|ticket|sign-?off)\s+(?:entries\s+|entry\s+)?(?:for\s+(?:these|this|it|them)\s+)?(?:is|are)\s+(?:unnecessary|not\s+needed|not\s+required)\b|` +
	`\bneeds?\s+no\s+(?:change\s+ticket|ticket|sign-?off|review|approval|follow-?up)\b|\bno\s+(?:[\w-]+\s+)?(?:pr|review|ticket|sign-?off)\s+(?:is\s+)?(?:needed|required)\b|` +
	`\bno\s+(?:further|additional|extra|other)\s+(?:review|ticket|sign-?off|approval)\b[^.\n]{0,40}?\b(?:needed|required|necessary)\b|\bskip\s+the\s+(?:pr|review|ticket|sign-?off|approval)\b|` +
	`\b(?:don['’]t|do\s+not|never)\s+(?:post|write|talk|say\s+anything)\s+about\s+(?:it|this|that|them)\s+(?:in|on|to)\s+(?:the\s+|any\s+)?(?:[\w-]+\s+){0,2}?` + waivedRecord + `|` +
	`\b(?:don['’]t|do\s+not|never)\s+(?:post|mention|announce|share|log|add|put|list|include|record)\s+(?:it|this|that|them|the\s+[\w-]+)\s+(?:in|on|to|into)\s+(?:the\s+|any\s+)?(?:[\w-]+\s+){0,2}?` + waivedRecord + `|` +
	`\b(?:don['’]t|do\s+not)\s+bother\s+(?:asking|telling|checking\s+with|with\s+a\s+(?:ticket|pr|review)|(?:the\s+)?(?:user|owner|maintainers?|team|reviewers?)\s+(?:about|with)|anyone)\b|` +
	`\b(?:run|do|apply|execute|merge|push)\s+(?:it|this|them|that)\s+without\s+(?:asking|checking\s+with\s+anyone|confirmation)\b|` +
	`\bno\s+need\s+to\s+(?:file|open|raise)\s+(?:a\s+|an\s+|the\s+)?(?:\S+\s+)?(?:prs?|tickets?|incident|form|change\s+request|review)|` +
	`\bno\s+need\s+to\s+(?:(?:confirm|check)\s+with\s+(?:anyone|anybody|the\s+(?:[\w-]+\s+)?(?:owners?|team|reviewers?))|ask\s+(?:the\s+|any\s+)?(?:[\w-]+\s+)?(?:owners?|anyone|anybody|team|reviewers?|approvers?|permission|for\s+(?:approval|permission|sign-?off))|ping|notify|inform|bother|loop\s+in|call\s+(?:it|this)\s+out|mention|announce|report|record|surface|flag|check\s+back|paste\s+the\s+output|log\s+(?:it|this|them|the)|tell\s+(?:anyone|anybody|the))\b|` +
	`\b(?:review|approval|sign-?off)(?:\s+step)?\s+is\s+skipped\b|` +
	// kept off the watch: "I don't want it lighting up the security
	// dashboard", "so it doesn't show up in the audit log", no TODO or
	// comment left beside it, named "so it blends in"
	`\b(?:don['’]t|do\s+not)\s+want\s+(?:it|this|that|them)\s+(?:to\s+)?(?:light(?:ing)?\s+up|show(?:ing)?\s+up\s+(?:in|on)|appear(?:ing)?\s+(?:in|on)|get(?:ting)?\s+flagged\s+(?:in|on|by)|trigger(?:ing)?)\s+(?:the\s+|any\s+|our\s+)?(?:[\w-]+\s+){0,2}?(?:dashboards?|scanners?|audits?|alerts?|alerting|siem|monitoring|review|reports?)\b|` +
	`\bso\s+(?:that\s+)?(?:it|this|they|the\s+[\w-]+)\s+(?:doesn['’]t|does\s+not|won['’]t|will\s+not|don['’]t|do\s+not)\s+trigger\s+(?:the\s+|an?\s+|any\s+)?(?:[\w-]+\s+){0,2}?(?:alerts?|alarms?|pages?|monitors?)\b|\bas\s+if\s+nothing\s+(?:happened|had\s+happened|was\s+done|changed)\b|` +
	`\bso\s+(?:that\s+)?(?:it|this|they)\s+(?:doesn['’]t|does\s+not|won['’]t|will\s+not|don['’]t|do\s+not)\s+(?:show\s+up|appear|light\s+up|get\s+flagged|trigger\s+(?:an?\s+)?alerts?)\s+(?:in|on|by)\s+(?:the\s+|any\s+|our\s+)?(?:[\w-]+\s+){0,2}?(?:dashboards?|scanners?|audits?|audit\s+logs?|alerts?|siem|monitoring|review|reports?)\b|` +
	`\b(?:don['’]t|do\s+not)\s+(?:leave|add|write|put)\s+(?:a\s+|any\s+)?(?:todo|comment|note)s?(?:\s+or\s+(?:a\s+|any\s+)?(?:todo|comment|note)s?)?\b|` +
	`\bso\s+(?:that\s+)?(?:it|this|they)\s+blends?\s+in\b|` +
	// disguised as routine: "so it looks routine", "so nobody asks about
	// it in review", "label it as anonymous install telemetry"
	`\bso\s+(?:that\s+)?(?:it|this|they)\s+(?:looks?|seems?|reads?|appears?)\s+(?:like\s+)?(?:a\s+|an\s+)?(?:routine|harmless|innocuous|normal|boring|ordinary)\b|` +
	`\bso\s+(?:that\s+)?(?:nobody|no\s+one|no-one|noone|reviewers|the\s+reviewers)\s+(?:asks?|questions?|looks?)\s+(?:about|at|into)\s+(?:it|this|that)\b|` +
	`\b(?:label|describe|present|disguise|dress)\s+(?:it|this|them)\s+(?:up\s+)?as\s+(?:an?\s+)?(?:[\w-]+\s+){0,3}?(?:telemetry|analytics|metrics|health\s*checks?|cache\s+warm-?up|clean-?up|maintenance|housekeeping)\b|` +
	`\b(?:a|an)\s+(?:boring|innocuous|harmless|bland|vague|misleading|generic|dull)\s+(?:commit\s+message|commit\s+title|pr\s+title|pr\s+description)\b|` +
	`\bpre-?(?:approved|authori[sz]ed)\b[^.\n]{0,60}\b(?:no|without|not)\s+(?:a\s+)?(?:confirmation|sign-?off|ticket|review|follow-?up)|` +
	// the same in other languages: a review, a ticket or an entry said
	// to be unneeded, skipped or left out
	`(?:prüfung|freigabe|genehmigung|review|ticket)\S*\s+(?:\S+\s+){0,4}?(?:ist\s+)?nicht\s+(?:erforderlich|nötig|notwendig)|nicht\s+in\s+(?:die|das|den)\s+(?:\S+\s+){0,2}?(?:zugriffsliste|changelog|protokoll|bericht|cmdb)\S*\s+(?:\S+\s+)?(?:ein)?(?:tragen|aufnehmen)|` +
	`no\s+(?:hace\s+falta|es\s+necesari[oa]|se\s+necesita|requiere)\s+(?:\S+\s+){0,3}?(?:revisión|revision|ticket|aprobación|registrarlo|avisar|mencionarlo)|` +
	`não\s+(?:precisa|é\s+necessário)\s+(?:de\s+)?(?:\S+\s+){0,3}?(?:pr|revisão|ticket|aprovação|registrar|avisar)\b|` +
	`pas\s+besoin\s+(?:de\s+|d['’])(?:\S+\s+){0,2}?(?:prévenir|ticket|revue|validation|mentionner|signaler|informer)|` +
	`non\s+(?:serve|è\s+necessari[oa]|occorre)\s+(?:un\s+|una\s+)?(?:\S+\s+){0,2}?(?:controllo|revisione|ticket|approvazione|segnalar\S*|avvisar\S*)|` +
	`nie\s+(?:trzeba|potrzeba)\s+(?:\S+\s+){0,2}?(?:przegląd\S*|zgłasza\S*|informowa\S*|zgody)|żeby\s+(?:\S+\s+){0,3}?nie\s+trafił\S*\s+do\s+raportu|` +
	`(?:inceleme|onay|bilet)\S*\s+(?:\S+\s+){0,2}?gerek\s+yok|` +
	`不用(?:在群里)?(?:再)?确认|无需(?:审核|审批|评审)|不需要(?:审核|审批|评审)|跳过(?:审核|评审)|レビューは不要|承認は不要|` +
	`검토는?\s*생략|승인\s*없이|không\s+cần\s+(?:báo|xin\s+phép|duyệt)|` +
	// kept out of the commit or the PR, and from the people who would
	// object: "non scriverlo nel messaggio di commit, il capo non lo
	// deve sapere", "não comenta nada no PR", "ولا تذكر ذلك في سجل
	// التغييرات", "nobody needs to know", "so consumers never see it"
	`\bnon\s+(?:scriver|metter|menzionar|citar|segnalar)\S*\s+(?:\S+\s+){0,2}?(?:nel|nella|nei|nelle|sul|sulla)\s+(?:messaggio\s+di\s+commit|commit|changelog|pr|descrizione|ticket|report|riepilogo)|` +
	`\b(?:il\s+capo|nessuno|il\s+team|il\s+responsabile|la\s+sicurezza)\s+non\s+(?:lo\s+|ne\s+)?(?:deve|dovrà|deve\s+mai)\s+saper\S*|` +
	`\bnão\s+(?:comenta|comente|mencion[ae]|coloc[ae]|escrev[ae]|fal[ae]|põe|ponha)\s+(?:nada\s+)?(?:disso\s+|isso\s+)?(?:no|na|nos|nas)\s+(?:pr|commit|changelog|ticket|relatório|descrição|resumo)|\bningu[ée]m\s+(?:precisa|pode|deve)\s+saber|` +
	`\bno\s+(?:lo\s+)?(?:pongas|menciones|comentes|escribas|incluyas|anotes)\s+(?:\S+\s+){0,2}?en\s+(?:el|la|los|las)\s+(?:commit|pr|changelog|ticket|informe|resumen|registro)|\bnadie\s+(?:tiene\s+que|debe|necesita|puede)\s+saber|` +
	`\bne\s+(?:le\s+|la\s+|l['’]|les\s+)?(?:mentionne|mets|écris|note|signale)\S*\s+pas\s+(?:\S+\s+){0,2}?dans\s+(?:le|la|les|ton|ta|tes|votre|vos|mon|ma|mes|son|sa|ses)\s+(?:message\s+de\s+commit|message\s+du\s+commit|description|commit|pr|changelog|ticket|rapport|résumé)|\bpersonne\s+(?:ne\s+doit|n['’]a\s+besoin\s+de)\s+(?:le\s+|l['’])?savoir|` +
	`\b(?:niemand|keiner|der\s+chef|die\s+chefin)\s+(?:muss|darf|soll)\s+(?:das\s+|es\s+|davon\s+)?(?:wissen|erfahren)|` +
	`\b(?:sag|sage|erzähl|erzähle)\s+(?:es\s+|das\s+|bitte\s+)?(?:keinem|niemandem)\b|` +
	`(?:لا|ولا)\s+تذكر\S*\s+(?:ذلك|هذا|الأمر)\s+في\s+(?:سجل|ملخص|التقرير|رسالة)|لا\s+داعي\s+لإبلاغ|` +
	// a commit message that says something else: "커밋 메시지엔 '성능
	// 개선'이라고만 쓰고" (write only "performance improvement")
	`커밋\s*메시지(?:에는|엔|에)\s*['"‘“][^'"’”\n]{1,40}['"’”]\s*(?:이)?라고만|` +
	`(?:굳이\s+)?말\s*안\s*해도\s*(?:돼|됩니다)|알리지\s*않아도\s*(?:돼|됩니다)|보고\s*(?:안|하지\s*않아도)\s*해도|` +
	`\bnicht\s+(?:ins|in\s+(?:das|den|die))\s+(?:ticket|changelog|protokoll|audit-?log)\s+(?:schreiben|eintragen)|\b(?:schreib|trag)\S*\s+(?:das|es|ihn|sie|dies)\s+(?:bitte\s+)?nicht\s+(?:ins|in\s+(?:das|den|die))\s+(?:ticket|changelog|protokoll|audit-?log)\b|\bnicht\s+im\s+(?:audit-?log|ticket|protokoll|changelog)\s+auftauchen|` +
	`\bno\s+hace\s+falta\s+pedir\s+confirmaci[óo]n|\bsin\s+pedir\s+confirmaci[óo]n|\bno\s+changelog\s+entry\b|\bno\s+(?:tests?|pr|ticket|review|slack\s+(?:message|post)|announcement|heads-?up),\s+no\s+(?:changelog|review|ticket|pr|slack\s+(?:message|post)|announcement|heads-?up)\b|` +
	// "kimse fark etmesin", "حتى لا يشك فيه أحد", "so GitHub's masker
	// doesn't catch it", "so the DBA team doesn't see it was us"
	`\bkimse\s+(?:fark\s+etmesin|anlamasın|bilmesin|görmesin|duymasın)|حتى\s+لا\s+(?:يشك|يلاحظ|يعرف|ينتبه|يكتشف)\S*|` +
	`\bso\s+(?:that\s+)?(?:[\w'’]+\s+){0,2}?(?:masker|masking|scanner|secret\s+scanning|dlp|filter)\s+(?:doesn['’]t|does\s+not|won['’]t|will\s+not|can['’]t|cannot)\s+(?:catch|see|detect|flag|notice|mask)\b|` +
	`\bso\s+(?:that\s+)?(?:the\s+|our\s+)?(?:[\w-]+\s+)?(?:team|admins?|dbas?|reviewers?|security|ops|boss|manager)\s+(?:doesn['’]t|does\s+not|don['’]t|do\s+not|won['’]t|will\s+not|can['’]t|cannot)\s+(?:see|know|notice|find\s+out|tell)\b|` +
	`\b(?:nobody|no\s+one|noone|the\s+boss|my\s+manager)\s+(?:needs\s+to|has\s+to|should|must|is\s+going\s+to|will\s+ever|can)\s+(?:ever\s+)?(?:know|find\s+out|notice)\b|` +
	`\b(?:the|my|our)\s+(?:[\w-]+\s+)?(?:team|boss|manager|reviewers?|auditors?|compliance|security|admins?|maintainers|client|customers?|users?|lead|cto|ceo|legal|ops)\s+(?:doesn['’]t|does\s+not|don['’]t|do\s+not)\s+(?:need|have)\s+to\s+(?:know|hear\s+about|find\s+out|be\s+told)\b|` +
	`\bnie\s+(?:wspominaj|pisz|mów|mow|umieszczaj)\s+(?:o\s+)?(?:tym|tego|nic)\s+(?:\S+\s+){0,2}?w\s+(?:opisie|commicie|commit\S*|podsumowaniu|raporcie|changelogu|pr|tickecie|zgłoszeniu)|` +
	`\bso\s+(?:that\s+)?(?:consumers|users|customers|clients|the\s+user|the\s+users|they|nobody|no\s+one|the\s+team|reviewers|the\s+reviewers|admins)\s+(?:never|won['’]t|will\s+not|don['’]t|do\s+not|can['’]t|cannot)\s+(?:ever\s+)?(?:see|notice|find\s+out|know|spot|catch)\b`)

// waivedRecord are the records and checks of a team's oversight.
const waivedRecord = `(?:access\s+review|review|reviews|changelog|change\s*log|release\s+notes|release\s+thread|incident\s+doc|incident\s+report|` +
	`rotation\s+log|audit\s+log|audit|asset\s+ticket|ticket|spreadsheet|commit\s+message|pr\s+(?:text|description)|pull\s+request\s+description|` +
	`summary|status\s+report|weekly\s+report|report|#[\w-]+)\b`

// waivedWords hold a word of every waiver, in the cases a sentence
// writes it: the phrases are specific, since a window of waivedRE is
// opened at each (a source file says "need" and "included" often).
var waivedWords = caseForms(append(cross([]string{"not", "n't", "n’t"}, []string{"need", "go in", "recorded", "logged", "reported",
	"announced", "tracked", "documented", "noted", "listed", "included"}),
	"out of the", "out of any", "out of our", "no PR", "not required", "no further", "no additional", "no extra", "skip the", "needs no", "need no", "no need", "no pr", "no review", "no ticket", "no sign", "no change",
	"is needed", "is skipped", "skip mentioning", "bother asking", "bother telling", "bother checking", "bother with", "bother the", "bother user", "bother owner", "bother maintain", "bother team", "bother review", "bother anyone", "without asking", "without checking", "without confirmation", "post about", "post it", "post this", "post that", "post them", "mention it", "mention this", "mention that", "mention them",
	"announce it", "announce this", "share it in", "share this in", "log it in", "log this in", "add it to", "add this to", "add them to",
	"put it in", "list it in", "include it in", "record it in", "want it", "want this", "want that", "want them",
	"show up", "light up", "get flagged", "trigger", "leave a", "leave any", "add a todo", "add a comment", "add any", "write a comment", "put a comment", "blend in", "blends in", "boring", "innocuous", "harmless", "bland", "vague", "misleading", "generic", "dull", "write about", "talk about", "say anything about", "unnecessary",
	"pre-approved", "preapproved", "pre-authori", "preauthori",
	"looks routine", "look routine", "looks like", "looks harmless", "looks normal", "seems routine", "asks about", "ask about", "label it", "label this", "describe it as", "disguise", "dress it", "present it as",
	// other languages
	"nicht erforderlich", "nicht nötig", "nicht notwendig", "nicht in", "no hace falta", "no es necesari", "no se necesita", "no requiere",
	"não precisa", "não é necessário", "pas besoin", "non serve", "non è necessari", "non occorre", "nie trzeba", "nie potrzeba",
	"do raportu", "gerek yok", "不用", "无需", "不需要", "跳过", "は不要", "생략", "승인", "không cần",
	"non scriver", "non metter", "non menzion", "non citar", "non segnal", "saper", "não", "ningu", "pongas", "menciones", "comentes",
	"escribas", "incluyas", "anotes", "nadie", "dans", "personne", "niemand", "keiner", "chef", "تذكر", "داعي",
	"nobody", "no one", "noone", "the boss", "my manager", "need to know", "have to know", "need to hear", "need to find", "need to be told",
	"nie wspominaj", "nie pisz", "kimse", "حتى", "masker", "masking", "scanner", "so the", "so our", "so that", "nie mów", "nie mow", "nie umieszczaj", "nothing happened", "nothing had", "nothing was", "nothing changed",
	"말", "알리지", "보고", "라고만", "nicht ins", "nicht im", "keinem", "niemandem", "pedir confirm", "changelog entry", "no test", "No PR", "No ticket", "no slack", "No Slack", "No review", "no announcement", "No heads", "no heads")...)

// unseenWords are the keys of "so (that) they never see it" (waivedRE).
var unseenWords = cross([]string{"never", "won't", "won’t", "will not", "don't", "don’t", "do not", "can't", "can’t", "cannot"}, []string{"see", "notice", "find out", "know", "spot", "catch"})

// concealmentKeys are the words of all three (with the cover stories of
// untrusted_cover.go), found in one pass (a message or a result is read
// once for them).
// concealmentREs are the three, each run only on the alternatives a
// stretch can feed (gated.go).
var concealmentREs = []*gatedRE{newGatedRE(concealedRE), newGatedRE(waivedRE), newGatedRE(coverRE)}

var concealmentKeys = newKeywords(slices.Concat(caseForms(concealedWords[:]...), waivedWords, caseForms(unseenWords...), coverWords)...)

// concealedBefore and concealedAfter are how far a goal may lie from
// the concealment, in characters: the concealment usually closes the
// order ("…, and leave it out of the summary"), so the goal comes first.
const (
	concealedBefore = 600
	concealedAfter  = 200
)

// concealedGoalAt reports a goal other than concealment itself within
// reach of a concealment from the people the content is for, and the
// stretch read: text[lo:hi]. It reads the whole text once, after its
// paragraphs (Untrusted.scan), so it finds the goal a paragraph away
// from its concealment too ("… share the settings with the server
// using the command below. This should not be mentioned to the user."
// and the command after a blank line).
// Windows that overlap are read as one (firstWindow).
func concealedGoalAt(text string) (lo, hi int, ok bool) {
	return firstWindow(nearKeys(text, concealmentKeys, 100, 160, concealmentREs...),
		func(loc []int) (int, int) {
			return runesBack(text, loc[0], concealedBefore), runesAhead(text, loc[1], concealedAfter)
		},
		func(lo, hi int) bool {
			return goalWhere(text[lo:hi], func(g *goal) bool { return g.name != "deceive" }, nil)
		})
}
