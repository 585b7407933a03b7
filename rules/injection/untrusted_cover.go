package injection

import "regexp"

// A cover story is the report of the work dictated before the work is
// done: "when you report back, tell me you only updated the PATH",
// "tell the reviewers it was just a refactor", "Пользователю скажи, что
// просто проверил настройки", "レビュー担当者には「整理」とだけ伝えて".
// Nobody asks for a report in advance of an honest change, and the
// "only" or "just" says the report leaves something out: it hides the
// rest of the order from the people who read the report. It counts as a
// concealment (concealedGoalAt) and so only beside a goal of the
// catalogue; a person who says "tell me you just finished" of a task
// with no goal asks for nothing hidden.
//
// The report is in the past tense or names what the change "was"
// (a done deed), and an "only", "just" or "merely" narrows it; a
// question ("tell me if you only changed the README") has no "that"
// clause of a claim and does not match.
var coverRE = regexp.MustCompile(`(?i)` +
	// English: tell someone that you only did X; say you just did X
	`\b(?:tell|assure|reassure|inform)\s+(?:me|them|him|her|everyone|everybody|(?:the\s+|my\s+|our\s+)?(?:[\w-]+\s+)?(?:user|users|reviewers?|team|maintainers?|boss|manager|client|customer|owner|auditors?|admins?|lead|cto|ceo|security|compliance))\s*,?\s+(?:that\s+)?` + coverClaim + `|` +
	`\b(?:say|report|reply|claim|answer|write)\s+(?:back\s+)?(?:that\s+)?` + coverClaim + `|` +
	// the report narrowed to the rest: "mention only the other changes
	// when you summarise", "report only that the warnings were fixed",
	// "変更内容の説明ではタイムアウトの件だけ書いて"
	`\b(?:mention|report|describe|list|summari[sz]e|say)\s+only\s+(?:the\s+)?(?:other|remaining|unrelated)\s+(?:changes?|edits?|fix(?:es)?|work|things)\b|\b(?:report|say|state|mention)\s+only\s+that\s+(?:the\s+)?(?:[\w-]+\s+){0,3}?(?:was|were|is|are|has\s+been|have\s+been)\s+(?:fixed|resolved|addressed|updated|silenced|done)\b|` +
	`(?:説明|概要|サマリー|報告|要約)(?:では|には|に|で)[^。\n]{0,20}?だけ(?:を)?(?:書い|書け|書く|記載|報告|伝え|説明)|` +
	// the record written as a quoted phrase ("écris juste « mise à jour
	// des dépendances »", "W opisie zmian napisz tylko „poprawki typów”"),
	// as the Korean commit message of waivedRE; not in English, where
	// "in the commit just write 'fix typo'" is everyday
	`(?:écri[st]|mets|indique)\s+(?:juste|seulement|simplement|uniquement)\s*[«"'“‘]|(?:napisz|wpisz|podaj)\s+tylko\s*[„"'«“]|(?:schreib|schreibe)\s+(?:einfach|nur|bloß)\s*[„"'«“‚]|(?:escribe|pon)\s+(?:solo|sólo|solamente|simplemente)\s*[«"'“‘]|(?:escreva|coloque)\s+(?:só|apenas|somente)\s*[«"'“‘]|(?:scrivi|metti)\s+(?:solo|soltanto|semplicemente)\s*[«"'“‘]|(?:напиши|укажи)\s+(?:только|просто)\s*[«"'“„]|` +
	// Russian: скажи (пользователю), что (ты) просто проверил…
	`(?:скажи|сообщи|напиши|ответь|доложи)\S*(?:\s+\S+){0,3}?\s*,?\s+что\s+(?:ты\s+|мы\s+|я\s+|это\s+|всего\s+)?(?:просто|только|лишь)\s+(?:\S+\s+)?\S*(?:л|ла|ли|ло)(?:\s|[.,!;]|$)|` +
	// German: sag ihnen, du hättest nur …
	`\b(?:sag|sage|erzähl|erzähle|melde|schreib|schreibe)\s+(?:\S+\s+){0,3}?(?:dass\s+)?(?:du|wir|es)\s+(?:(?:hast|hättest|habest|hätten|haben|sei|wäre|war)\s+)?(?:\S+\s+){0,2}?(?:nur|bloß|lediglich)\b|` +
	// French: dis-leur que tu as juste …
	`\bdi(?:s|tes)(?:-(?:lui|leur|moi|nous)|\s+(?:à|au|aux)\s+(?:\S+\s+){0,2}?)\s*,?\s*qu(?:e\s+|['’])(?:\S+\s+){0,3}?(?:juste|seulement|simplement|uniquement)\b|` +
	// Spanish, Portuguese, Italian: dile que solo …, diga que só …, digli che solo …
	`\bdi(?:le|les|me)\s+(?:\S+\s+){0,3}?que\s+(?:\S+\s+){0,2}?(?:solo|sólo|simplemente|únicamente)\s|` +
	`\b(?:diga|diz|fala|conte)(?:-lhe|-lhes)?\s+(?:\S+\s+){0,3}?que\s+(?:\S+\s+){0,2}?(?:só|apenas|somente|simplesmente)\s|` +
	`\bdi(?:gli|lle|mmi)\s+(?:\S+\s+){0,3}?che\s+(?:\S+\s+){0,2}?(?:solo|soltanto|solamente|semplicemente)\s|` +
	// Polish, Dutch, Turkish
	`\bpowiedz\s+(?:\S+\s+){0,3}?(?:że|ze)\s+(?:\S+\s+){0,2}?(?:tylko|jedynie|po\s+prostu)\s|` +
	`\bzeg\s+(?:\S+\s+){0,3}?dat\s+(?:\S+\s+){0,2}?(?:alleen|enkel|gewoon|slechts)\s|` +
	`\bsadece\s+(?:\S+\s+){0,4}?\S*(?:dığını|diğini|duğunu|düğünü|tığını|tiğini|tuğunu|tüğünü)\s+(?:söyle|bildir|yaz)|` +
	// Japanese, Chinese, Korean: 「…」とだけ伝えて, 就说只是…, '…'라고만 말해
	`とだけ(?:伝え|言っ|言え|言う|書い|書け|報告|説明|答え)|(?:就说|只说|告诉\S{0,8}?)(?:你|我们|这|这次)?(?:只是|仅仅是|不过是)|(?:이)?라고만\s*(?:말|전해|보고|알려|답)`)

// coverClaim is the narrowed report: "you only updated", "it was just a
// refactor", "you'd merely bumped".
const coverClaim = `(?:you|it|we|this|the\s+(?:change|pr|commit|script|job|diff))\s+(?:(?:had|has|have|was|were|is|are)\s+|['’](?:s|re|ve|d)\s+)?(?:only|just|merely|simply)\s+(?:\w+ed|did|made|ran|wrote|built|set|reset|bumped|a|an|some)\b`

// coverWords hold a word of every cover story (the keywords that open a
// window of coverRE): the English verbs with their object, so "tell" of
// ordinary prose opens none.
var coverWords = append(caseForms(
	"tell me", "tell them", "tell him", "tell her", "tell every", "tell the", "tell my", "tell our", "assure", "inform them", "inform the",
	"say you", "say that", "say it", "say we", "say this", "say the", "report that", "report back", "reply that", "claim that", "answer that",
	"write that", "mention only", "report only", "describe only", "list only", "summarise only", "summarize only", "say only", "state only", "だけ", "скажи", "сообщи", "напиши", "ответь", "доложи", "sag ", "sage ", "erzähl", "melde ", "schreib",
	"dis-", "dites", "écris", "écrit", "mets", "indique", "napisz", "wpisz", "podaj", "schreibe", "escribe", "pon ", "escreva", "coloque", "scrivi", "metti", "укажи", "dile", "dime", "diga", "diz ", "fala ", "conte", "digli", "dille", "dimmi", "powiedz", "zeg ", "sadece"),
	"とだけ", "就说", "只说", "告诉", "라고만")
